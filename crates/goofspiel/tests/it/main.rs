//! The crate's tests, in one binary (one build and one link rather than one per
//! file): each module is the tests of one part.

mod conformance;
mod match_runner;
