//! Crystal Palace (Feuerland 2019) for 2-5 players.
pub mod components;
pub mod effects;
