//! Spyrium in the registry: its card file and its presentation (`spyrium::text`).

use crate::Presented;
use gaslamp_core::Game;
use spyrium::{text, CardSet, Event, Spyrium, View};
use std::sync::Arc;

impl Presented for Spyrium {
    const REFUSAL_CODES: &'static [&'static str] = spyrium::REFUSAL_CODES;
    const MAX_COMPONENT_BYTES: u64 = 1 << 20;

    fn default_options() -> Arc<CardSet> {
        CardSet::builtin()
    }

    fn options_from_bytes(bytes: &[u8]) -> Result<Arc<CardSet>, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| format!("it is not UTF-8 text ({e})"))?;
        let parsed = if text.trim_start().starts_with('{') {
            CardSet::from_json(text)
        } else {
            CardSet::from_toml(text)
        };
        parsed.map(Arc::new).map_err(|e| e.to_string())
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

    fn view_json(view: &View) -> serde_json::Value {
        view.to_json()
    }

    fn event_text(&self, event: &Event) -> Option<String> {
        text::log_line(event)
    }

    fn full_state_json(&self) -> serde_json::Value {
        Spyrium::full_state_json(self)
    }

    fn final_report(&self) -> String {
        debug_assert!(self.is_over());
        text::final_report(self)
    }
}
