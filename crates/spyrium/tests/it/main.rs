//! Spyrium's tests, in one binary (one build and one link rather than one per
//! file): each module is the tests of one part.

mod common;

mod card_file;
mod examples;
mod golden;
mod messages;
mod properties;
mod rulings;
mod texts;
