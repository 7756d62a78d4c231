-- The coach's judgements of the moves of finished games: by room, seat and the
-- seat's judged move (numbered from 0).

CREATE TABLE coaching (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    seat BIGINT NOT NULL,
    move BIGINT NOT NULL,
    result TEXT NOT NULL,
    PRIMARY KEY (room_id, seat, move)
);
