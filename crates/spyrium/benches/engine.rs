//! Criterion benchmarks of the Spyrium engine (`cargo bench -p spyrium`): the ones
//! every game runs, listed in `gaslamp_core::benches`.

use criterion::{criterion_group, criterion_main, Criterion};
use spyrium::{Components, Spyrium};

fn engine(c: &mut Criterion) {
    gaslamp_core::benches::engine::<Spyrium>(c, "spyrium", &Components::builtin());
}

criterion_group!(benches, engine);
criterion_main!(benches);
