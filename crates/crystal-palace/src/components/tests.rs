//! The component file's validation: the shipped set, capacities, bounds, problems.

use super::*;
use crate::state::{MAX_LOANS, MAX_PATENTS};

#[test]
fn a_set_whose_green_bonus_raises_a_green_bonus_is_refused() {
    let bad = DEFAULT_FILE.replacen("watch = \"money 3\"", "watch = \"money 3, green 1\"", 1);
    assert_ne!(bad, DEFAULT_FILE, "the test's edit applies");
    let err = Components::from_toml(&bad).unwrap_err();
    assert!(err.to_string().contains("without end"), "{err}");
}

#[test]
fn a_set_larger_than_the_state_holds_is_refused() {
    // 19 more patents (49 in all) and 41 loan tiles: beyond the game state's
    // capacities (`crate::state`), each named with its item and field.
    let mut big = DEFAULT_FILE.to_string();
    for i in 0..19 {
        big.push_str(&format!(
            "\n[[patents]]\nid = \"extra-{i}\"\nname = \"Extra {i}\"\ntag = \"P\"\n\
             cost = \"gear 1\"\nvp = [1, 1, 1, 1, 1]\neffect = \"money 1\"\n"
        ));
    }
    let loans = format!("loans = [{}]", vec!["-8"; 41].join(", "));
    let line = DEFAULT_FILE
        .lines()
        .find(|l| l.starts_with("loans = ["))
        .expect("the shipped file lists its loans on one line");
    let big = big.replacen(line, &loans, 1);
    let err = Components::from_toml(&big).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("patents, count: 49 items; at most 48 are supported"),
        "{err}"
    );
    assert!(
        text.contains("loans: 41 loan tiles; at most 40 are supported"),
        "{err}"
    );
    // At the capacities themselves the set is accepted.
    let mut fits = DEFAULT_FILE.to_string();
    for i in 0..18 {
        fits.push_str(&format!(
            "\n[[patents]]\nid = \"extra-{i}\"\nname = \"Extra {i}\"\ntag = \"P\"\n\
             cost = \"gear 1\"\nvp = [1, 1, 1, 1, 1]\neffect = \"money 1\"\n"
        ));
    }
    let fits = fits.replacen(line, &format!("loans = [{}]", vec!["-8"; 40].join(", ")), 1);
    let c = Components::from_toml(&fits).unwrap();
    assert_eq!(c.patents.len(), MAX_PATENTS);
    assert_eq!(c.rules.loans.len(), MAX_LOANS);
}

#[test]
fn the_shipped_file_is_valid() {
    let c = Components::shipped();
    assert!(c.provisional);
    assert_eq!(c.locations.len(), 4);
}

#[test]
fn problems_are_all_listed_with_item_and_field() {
    let bad = DEFAULT_FILE
        .replacen("cost = \"gear 2, energy 1\"", "cost = \"cake 2\"", 1)
        .replacen("tag = \"P\"", "tag = \"Q\"", 1);
    let err = Components::from_toml(&bad).unwrap_err();
    assert!(err.problems.len() >= 2, "{err}");
    assert!(err.to_string().contains("`cake` is not an effect"), "{err}");
    assert!(err.to_string().contains("`Q` is not a tag"), "{err}");
}
