//! The conformance harness every game must pass (feature `testing`).
