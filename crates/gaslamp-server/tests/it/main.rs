//! The server's tests, in one binary (one build and one link rather than one per
//! file): each module is the tests of one part. The tests that read counters of the
//! whole process (the work an action costs: `one_action`, `lobby_loads`; the
//! `/metrics` figures: `metrics`) are binaries of their own, so that no other test
//! counts with them.

#[path = "../common/mod.rs"]
mod common;

mod bounds;
mod connections;
mod finished;
mod hostile;
mod leaks;
mod limits;
mod lobby;
mod names;
mod nodes;
mod openapi;
mod play;
mod searches;
mod seats;
mod slow;
mod soak;
mod storage;
mod web;
