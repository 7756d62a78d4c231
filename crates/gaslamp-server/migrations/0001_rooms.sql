-- Players, rooms, seats, the actions of each room (the room's record), and chat.
-- Portable SQL: the same file runs on SQLite and PostgreSQL.

CREATE TABLE players (
    id TEXT PRIMARY KEY,
    key_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TABLE rooms (
    id TEXT PRIMARY KEY,
    invite TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    components TEXT NOT NULL,
    players BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    setup TEXT,
    settings TEXT NOT NULL,
    created_by TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    finished BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE seats (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    seat BIGINT NOT NULL,
    kind TEXT NOT NULL,
    player_id TEXT,
    token_hash TEXT,
    PRIMARY KEY (room_id, seat)
);

CREATE TABLE actions (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    seq BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    action TEXT NOT NULL,
    client_id TEXT,
    by_clock BIGINT NOT NULL DEFAULT 0,
    at BIGINT NOT NULL,
    PRIMARY KEY (room_id, seq)
);

CREATE TABLE chat (
    room_id TEXT NOT NULL REFERENCES rooms(id),
    seq BIGINT NOT NULL,
    author TEXT NOT NULL,
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (room_id, seq)
);

CREATE INDEX rooms_unfinished ON rooms (finished);
CREATE INDEX seats_player ON seats (player_id);
