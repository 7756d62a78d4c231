//! Criterion benchmarks of the Crystal Palace engine (`cargo bench -p crystal-palace`): the ones
//! every game runs, listed in `gaslamp_core::benches`.

use criterion::{criterion_group, criterion_main, Criterion};
use crystal_palace::{Components, CrystalPalace};
use std::sync::Arc;

fn engine(c: &mut Criterion) {
    gaslamp_core::benches::engine::<CrystalPalace>(
        c,
        "crystal_palace",
        &Arc::new(Components::shipped()),
    );
}

criterion_group!(benches, engine);
criterion_main!(benches);
