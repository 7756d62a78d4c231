//! The Gaslamp game server: rooms, seats, bots on the server, WebSocket play, and
//! storage on SQLite (embedded, the default) or PostgreSQL.

pub mod storage;
