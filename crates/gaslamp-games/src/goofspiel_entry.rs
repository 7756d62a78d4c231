//! Goofspiel in the registry: the simultaneous-move game. Its "component set" is the
//! number of cards, e.g. a file holding `cards = 13` (TOML) or `{"cards": 13}`.

use crate::{Presented, Progress, Scores, SeatScore};
use gaslamp_core::i18n::Texts;
use gaslamp_core::{Game, Message, Seat, Sheet};
use goofspiel::{text, Action, Components, Event, Goofspiel, View};

impl Presented for Goofspiel {
    const REFUSAL_CODES: &'static [&'static str] = goofspiel::REFUSAL_CODES;
    const MAX_COMPONENT_BYTES: u64 = 64 << 10;

    fn default_components() -> Components {
        Components::default()
    }

    fn components_from_bytes(bytes: &[u8]) -> Result<Components, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| format!("it is not UTF-8 text ({e})"))?;
        let components: Components = if text.trim_start().starts_with('{') {
            serde_json::from_str(text).map_err(|e| e.to_string())?
        } else {
            toml::from_str(text).map_err(|e| e.to_string())?
        };
        components.validate().map_err(|e| e.0)?;
        Ok(components)
    }

    fn banner(&self) -> Message {
        text::banner(self)
    }

    fn board(view: &View) -> Sheet {
        text::board(view)
    }

    fn progress(&self) -> Progress {
        Progress {
            unit: "round",
            at: u32::from(self.round()),
            of: u32::from(self.cards()),
        }
    }

    /// The prizes won so far (final at the end).
    fn scores_with_parts(&self) -> Option<Scores> {
        Some(Scores {
            is_final: self.is_over(),
            parts: vec!["prizes"],
            seats: Game::scores(self)
                .into_iter()
                .map(|s| SeatScore {
                    total: s,
                    parts: vec![s],
                })
                .collect(),
        })
    }

    fn view_json(view: &View) -> serde_json::Value {
        serde_json::to_value(view).unwrap_or(serde_json::Value::Null)
    }

    fn texts() -> &'static Texts {
        &text::TEXTS
    }

    fn event_message(&self, event: &Event) -> Option<Message> {
        text::event_message(event)
    }

    fn action_message(&self, seat: Seat, action: &Action) -> Message {
        Goofspiel::action_message(self, seat, action)
    }

    fn full_state_json(&self) -> serde_json::Value {
        text::full_state_json(self)
    }

    fn final_report(&self) -> Sheet {
        text::final_report(self)
    }
}
