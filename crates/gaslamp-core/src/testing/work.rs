//! How many actions every [`Match`](crate::Match) of the process has read, checked
//! and applied: what a test counts to show that a front door reads, checks and
//! applies each action once (the server's rooms). Process-wide counters: a test
//! that reads them runs alone in its binary.

use std::sync::atomic::{AtomicU64, Ordering};

static PARSED: AtomicU64 = AtomicU64::new(0);
static CHECKED: AtomicU64 = AtomicU64::new(0);
static APPLIED: AtomicU64 = AtomicU64::new(0);

/// The counts so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Actions read from text or JSON ([`Match::parse`](crate::Match::parse),
    /// [`Match::parse_json`](crate::Match::parse_json)).
    pub parsed: u64,
    /// Actions checked without being applied ([`Match::check`](crate::Match::check)).
    pub checked: u64,
    /// Actions applied ([`Match::submit`](crate::Match::submit), which the game checks
    /// as it applies them).
    pub applied: u64,
}

/// The counts so far.
pub fn work() -> Work {
    Work {
        parsed: PARSED.load(Ordering::Relaxed),
        checked: CHECKED.load(Ordering::Relaxed),
        applied: APPLIED.load(Ordering::Relaxed),
    }
}

impl std::ops::Sub for Work {
    type Output = Work;
    fn sub(self, before: Work) -> Work {
        Work {
            parsed: self.parsed - before.parsed,
            checked: self.checked - before.checked,
            applied: self.applied - before.applied,
        }
    }
}

pub(crate) fn parsed() {
    PARSED.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn checked() {
    CHECKED.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn applied() {
    APPLIED.fetch_add(1, Ordering::Relaxed);
}
