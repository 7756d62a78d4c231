//! Giving memory back: when rooms leave memory, the allocator keeps their pages for
//! later allocations, so a server whose games ended holds the memory of its busiest
//! moment. Every [`ROOMS_A_TRIM`] rooms that leave, the server asks the allocator to
//! return its free pages to the system (glibc's `malloc_trim`, on the blocking pool:
//! it walks the heaps). Elsewhere than glibc this does nothing.

use std::sync::atomic::{AtomicU64, Ordering};

/// Rooms that leave memory between two trims.
pub const ROOMS_A_TRIM: u64 = 64;

static LEFT: AtomicU64 = AtomicU64::new(0);

/// A room left memory: every [`ROOMS_A_TRIM`]-th, the free pages go back.
pub fn room_left() {
    if LEFT.fetch_add(1, Ordering::Relaxed) % ROOMS_A_TRIM == ROOMS_A_TRIM - 1 {
        tokio::task::spawn_blocking(trim);
    }
}

/// Returns the allocator's free pages to the system.
pub fn trim() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases memory the allocator holds free; it takes no
    // pointer and may be called from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}
