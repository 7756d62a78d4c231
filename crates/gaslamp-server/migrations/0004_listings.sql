-- What the lobby lists of each room that only its game knows: how many actions were
-- played (the version), who is to act, whether the game is over and its result
-- (JSON). Written with the room and then with each action, in the action's
-- transaction, so it is never behind the record; the rest of a list entry is read
-- from rooms, seats and players as they are. A room stored before this table has no
-- row until its room writes one (the lobby asks it to, once).

CREATE TABLE listings (
    room_id TEXT PRIMARY KEY REFERENCES rooms(id),
    version BIGINT NOT NULL,
    to_act TEXT NOT NULL,
    game_over BIGINT NOT NULL,
    result TEXT
);
