//! Crystal Palace's tests, in one binary (one build and one link rather than one
//! per file): each module is the tests of one part.

mod common;

mod bots;
mod components_doc;
mod conformance;
mod economy;
mod examples;
mod golden;
mod messages;
mod random_play;
mod rules;
mod rulings;
mod termination;
mod texts;
