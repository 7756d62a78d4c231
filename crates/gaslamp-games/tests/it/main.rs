//! The registry's tests, in one binary (one build and one link rather than one per
//! file): each module is the tests of one part.

mod conformance;
mod registry;
mod summary;
mod tensors_doc;
mod words;
