-- Rooms that end by themselves (nothing happened in them for too long), the seat of
-- each chat line, and the stored analyses of finished games.

ALTER TABLE rooms ADD COLUMN expired_at BIGINT;

ALTER TABLE chat ADD COLUMN seat BIGINT;

CREATE TABLE analyses (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    point BIGINT NOT NULL,
    result TEXT NOT NULL,
    PRIMARY KEY (room_id, point)
);

CREATE INDEX rooms_created_by ON rooms (created_by);
