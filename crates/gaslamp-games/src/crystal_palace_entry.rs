//! Crystal Palace in the registry: its component file (validated, every problem
//! listed) and its presentation (`crystal_palace::text`).

use crate::{Presented, Progress, Scores, SeatScore};
use crystal_palace::texts::Kind;
use crystal_palace::{text, Components, CrystalPalace, Event, View};
use gaslamp_core::Game;
use serde_json::{json, Value};
use std::sync::Arc;

impl Presented for CrystalPalace {
    const REFUSAL_CODES: &'static [&'static str] = crystal_palace::REFUSAL_CODES;
    const MAX_COMPONENT_BYTES: u64 = crystal_palace::components::MAX_FILE_BYTES as u64;

    fn default_components() -> Arc<Components> {
        Arc::new(Components::shipped())
    }

    fn components_from_bytes(bytes: &[u8]) -> Result<Arc<Components>, String> {
        Components::from_bytes(bytes)
            .map(Arc::new)
            .map_err(|e| e.to_string())
    }

    fn banner(&self) -> gaslamp_core::Message {
        text::banner(self)
    }

    fn board(view: &View) -> gaslamp_core::Sheet {
        text::board(view)
    }

    fn details(view: &View) -> gaslamp_core::Sheet {
        text::details(view)
    }

    fn view_json(view: &View) -> Value {
        serde_json::to_value(view).unwrap_or(Value::Null)
    }

    fn texts() -> &'static gaslamp_core::i18n::Texts {
        &crystal_palace::texts::TEXTS
    }

    fn event_message(&self, event: &Event) -> Option<gaslamp_core::Message> {
        CrystalPalace::event_message(self, event)
    }

    fn action_message(
        &self,
        seat: gaslamp_core::Seat,
        action: &crystal_palace::Action,
    ) -> gaslamp_core::Message {
        CrystalPalace::action_message(self, seat, action)
    }

    fn full_state_json(&self) -> Value {
        CrystalPalace::full_state_json(self)
    }

    fn final_report(&self) -> gaslamp_core::Sheet {
        text::final_report(self)
    }

    /// The component set, and the names of its patents, characters, research tiles
    /// and nations in the thread's language (`names.patents.ID`, …; the set's own
    /// `name` fields stay the English source).
    fn catalog_json(components: &Arc<Components>) -> Value {
        json!({
            "provisional": components.provisional,
            "note": components.note,
            "components": serde_json::to_value(components.as_ref()).unwrap_or(Value::Null),
            "names": localized_names(components),
        })
    }

    fn progress(&self) -> Progress {
        let rounds = crystal_palace::components::ROUND_NAMES.len() as u32;
        Progress {
            unit: "round",
            at: u32::from(self.round()).clamp(1, rounds),
            of: rounds,
        }
    }

    /// The end's scoring (RULINGS 18), or the same applied now to a copy of the
    /// public table.
    fn scores_with_parts(&self) -> Option<Scores> {
        let seats = self
            .scores_if_it_ended_now()
            .into_iter()
            .map(|f| SeatScore {
                total: f.total,
                parts: vec![
                    f.track,
                    f.buzz,
                    f.market,
                    f.objective,
                    f.loans,
                    f.empty_research,
                    f.abilities,
                ],
            })
            .collect();
        Some(Scores {
            is_final: self.is_over(),
            parts: vec![
                "track",
                "buzz",
                "market",
                "objective",
                "loans",
                "empty_research",
                "abilities",
            ],
            seats,
        })
    }

    fn final_json(&self) -> Value {
        serde_json::to_value(&self.public().final_scores).unwrap_or(Value::Null)
    }
}

/// `{"patents": {id: name}, "characters": …, "tiles": …, "nations": …}` in the
/// thread's language.
fn localized_names(components: &Components) -> Value {
    let mut by_kind: serde_json::Map<String, Value> = serde_json::Map::new();
    for kind in ["patents", "characters", "tiles", "nations"] {
        by_kind.insert(kind.into(), Value::Object(serde_json::Map::new()));
    }
    for (kind, id, name) in crystal_palace::texts::names(components) {
        let key = match kind {
            Kind::Patent => "patents",
            Kind::Character => "characters",
            Kind::Tile => "tiles",
            Kind::Nation => "nations",
        };
        if let Some(Value::Object(m)) = by_kind.get_mut(key) {
            m.insert(id, Value::String(name));
        }
    }
    Value::Object(by_kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::i18n::{with_lang, Lang};

    #[test]
    fn the_catalog_names_the_components_in_the_threads_language() {
        let c = Arc::new(Components::shipped());
        let en = CrystalPalace::catalog_json(&c);
        assert_eq!(en["names"]["patents"]["audiobook"], "Audiobook");
        assert_eq!(en["names"]["nations"]["japan"], "Japan");
        assert_eq!(
            en["names"]["characters"].as_object().unwrap().len(),
            c.characters.len()
        );
        let fr = with_lang(Lang::known("fr"), || CrystalPalace::catalog_json(&c));
        assert_eq!(fr["names"]["patents"]["audiobook"], "Livre audio");
        assert_eq!(fr["names"]["nations"]["japan"], "Japon");
        assert_eq!(fr["names"]["tiles"]["ledger"], "Grand livre");
        // The data itself stays the English source.
        assert_eq!(fr["components"], en["components"]);
    }
}
