//! `docs/crystal-palace-components.md` is the shipped component set in words
//! (`text::components_markdown`): it may not go stale.

use crystal_palace::{text, Components};
use std::path::PathBuf;

#[test]
fn the_components_page_lists_the_shipped_set_with_its_tags() {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/crystal-palace-components.md");
    let c = Components::shipped();
    let page = text::components_markdown(&c);
    if std::env::var("GASLAMP_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &page).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .replace("\r\n", "\n");
    assert!(
        on_disk == page,
        "{} is not the shipped set's page: regenerate it with `GASLAMP_BLESS=1 cargo test -p crystal-palace --test components_doc`",
        path.display()
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
