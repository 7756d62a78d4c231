//! Crystal Palace in the registry: its component file (validated, every problem
//! listed) and its presentation (`crystal_palace::text`).

use crate::{Presented, Progress, Scores, SeatScore};
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

    fn banner(&self) -> String {
        text::banner(self)
    }

    fn render_view(view: &View) -> String {
        text::board(view)
    }

    fn render_details(view: &View) -> String {
        text::details(view)
    }

    fn view_json(view: &View) -> Value {
        serde_json::to_value(view).unwrap_or(Value::Null)
    }

    fn event_text(&self, event: &Event) -> Option<String> {
        text::log_line(self, event)
    }

    fn full_state_json(&self) -> Value {
        CrystalPalace::full_state_json(self)
    }

    fn final_report(&self) -> String {
        text::final_report(self)
    }

    fn catalog_json(components: &Arc<Components>) -> Value {
        json!({
            "provisional": components.provisional,
            "note": components.note,
            "components": serde_json::to_value(components.as_ref()).unwrap_or(Value::Null),
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
