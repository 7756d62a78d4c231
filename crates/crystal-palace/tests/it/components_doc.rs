//! `docs/crystal-palace-components.md` is the shipped component set in words
//! (`components_page::markdown`): it may not go stale.

use crystal_palace::{components_page, Components};
use std::path::PathBuf;

#[test]
fn the_components_page_lists_the_shipped_set_with_its_tags() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/crystal-palace-components.md");
    let c = Components::shipped();
    let page = components_page::markdown(&c);
    gaslamp_core::golden::generated_file(
        &path,
        &page,
        "GASLAMP_BLESS=1 cargo test -p crystal-palace --test it components_doc",
    );
    for id in c
        .patents
        .iter()
        .map(|p| &p.id)
        .chain(c.characters.iter().map(|x| &x.id))
    {
        assert!(page.contains(&format!("`{id}`")), "{id} is missing");
    }
    assert!(page.contains("| `bronte` | Charlotte Brontë | 2 gears + 1 energy |"));
    assert!(page.contains("cost X"), "per-field tags are shown");
}
