//! Spyrium in the registry: its card file and its presentation (`spyrium::text`).

use crate::{Presented, Progress, Scores, SeatScore};
use gaslamp_core::Game;
use serde_json::{json, Value};
use spyrium::cards::Source;
use spyrium::{text, Components, Event, Spyrium, View};
use std::sync::Arc;

impl Presented for Spyrium {
    const REFUSAL_CODES: &'static [&'static str] = spyrium::REFUSAL_CODES;
    const MAX_COMPONENT_BYTES: u64 = 1 << 20;

    fn default_components() -> Arc<Components> {
        Components::builtin()
    }

    fn components_from_bytes(bytes: &[u8]) -> Result<Arc<Components>, String> {
        let text = std::str::from_utf8(bytes).map_err(|e| format!("it is not UTF-8 text ({e})"))?;
        let parsed = if text.trim_start().starts_with('{') {
            Components::from_json(text)
        } else {
            Components::from_toml(text)
        };
        parsed.map(Arc::new).map_err(|e| e.to_string())
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

    fn view_json(view: &View) -> serde_json::Value {
        view.to_json()
    }

    fn texts() -> &'static gaslamp_core::i18n::Texts {
        &spyrium::texts::TEXTS
    }

    fn event_message(&self, event: &Event) -> Option<gaslamp_core::Message> {
        Spyrium::event_message(self, event)
    }

    fn action_message(
        &self,
        seat: gaslamp_core::Seat,
        action: &spyrium::Action,
    ) -> gaslamp_core::Message {
        Spyrium::action_message(self, seat, action)
    }

    fn full_state_json(&self) -> serde_json::Value {
        Spyrium::full_state_json(self)
    }

    fn final_report(&self) -> gaslamp_core::Sheet {
        debug_assert!(self.is_over());
        text::final_report(self)
    }

    fn progress(&self) -> Progress {
        let turns = self.components().turns() as u32;
        Progress {
            unit: "turn",
            at: (self.turn() as u32).clamp(1, turns),
            of: turns,
        }
    }

    /// The final score (RULING 21), or the same sum if the game ended now: the
    /// score track, the buildings' VP and the techniques' end VP, all on the table
    /// for everyone.
    fn scores_with_parts(&self) -> Option<Scores> {
        let seats = (0..self.num_players())
            .map(|seat| {
                let f = self.final_score(seat);
                let techniques = f.techniques.iter().map(|t| t.1).sum();
                SeatScore {
                    total: f.total,
                    parts: vec![f.track, f.buildings, techniques],
                }
            })
            .collect();
        Some(Scores {
            is_final: self.is_over(),
            parts: vec!["track", "buildings", "techniques"],
            seats,
        })
    }

    fn catalog_json(cards: &Arc<Components>) -> Value {
        catalog(cards)
    }

    fn final_json(&self) -> Value {
        let seats: Vec<Value> = (0..self.num_players())
            .map(|seat| {
                let f = self.final_score(seat);
                json!({
                    "seat": seat,
                    "track": f.track,
                    "buildings": f.buildings,
                    "techniques": f.techniques.iter()
                        .map(|(p, vp)| json!({"power": p.name(), "vp": vp}))
                        .collect::<Vec<_>>(),
                    "total": f.total,
                })
            })
            .collect();
        json!({ "seats": seats })
    }
}

/// The card set as the browser draws it: each card's numbers, its name and rules in
/// words in the thread's language (`gaslamp_core::i18n::lang`), and which of its
/// numbers are provisional (chosen by the project, not read off a printed card: the
/// page says so). The words are public, the same for everyone: said to no seat.
fn catalog(cards: &Components) -> Value {
    let reader = gaslamp_core::Reader {
        lang: gaslamp_core::i18n::lang(),
        seat: None,
        names: &[],
    };
    let say = |m: &gaslamp_core::Message| reader.say(&spyrium::texts::TEXTS, m);
    let provisional = |pairs: &[(&str, Option<Source>)]| -> Vec<String> {
        pairs
            .iter()
            .filter(|(_, s)| *s == Some(Source::P))
            .map(|(n, _)| n.to_string())
            .collect()
    };
    let card_list: Vec<Value> = cards
        .cards
        .iter()
        .map(|c| {
            let s = &c.sources;
            json!({
                "id": c.id,
                "name": say(&text::card_title(c)),
                "kind": c.kind,
                "period": format!("{:?}", c.period),
                "copies": c.copies,
                "price": c.price,
                "vp": c.vp,
                "symbols": c.symbol_letters(),
                "tokens": c.tokens,
                "power": c.power.map(|p| p.name()),
                "text": say(&text::card_text(c)),
                "provisional": provisional(&[
                    ("period", Some(s.period)),
                    ("copies", Some(s.copies)),
                    ("price", Some(s.price)),
                    ("vp", s.vp),
                    ("effect", Some(s.effect)),
                ]),
            })
        })
        .collect();
    let events: Vec<Value> = cards
        .events
        .iter()
        .map(|e| {
            json!({
                "id": e.id,
                "name": say(&text::event_title(e)),
                // The rules without a token in hand ("the token's value"): the table
                // shows the token itself.
                "text": say(&text::event_rules(&e.kind)),
                "provisional": provisional(&[("numbers", Some(e.source))]),
            })
        })
        .collect();
    json!({
        "set": cards.id,
        "rules": {
            "residence_track": cards.rules.residence_track,
            "bonus_thresholds": cards.rules.bonus_thresholds,
            "bonus_money": cards.rules.bonus_money,
            "technique_cap": cards.rules.technique_cap,
            "max_workers": cards.rules.max_workers,
            "turns": cards.rules.turns.iter().map(|p| format!("{p:?}")).collect::<Vec<_>>(),
            "provisional": cards.rules.provisional,
        },
        "cards": card_list,
        "events": events,
        "symbols": symbols(),
    })
}

/// The buildings' symbols by their letter in the card file (`F`, `M`, `R`): the
/// letter and the name a person reads, in the thread's language.
fn symbols() -> Value {
    let said = |kind: &str| {
        json!({
            "letter": spyrium::texts::TEXTS.tr(&format!("symbol-{kind}"), &[]),
            "name": spyrium::texts::TEXTS.tr(&format!("symbol-name-{kind}"), &[]),
        })
    };
    json!({"F": said("factory"), "M": said("mine"), "R": said("research")})
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::i18n::{with_lang, Lang};

    fn find<'a>(list: &'a Value, id: &str) -> &'a Value {
        list.as_array()
            .unwrap()
            .iter()
            .find(|v| v["id"] == id)
            .unwrap()
    }

    #[test]
    fn the_catalog_names_cards_and_events_in_the_threads_language() {
        let cards = Components::builtin();
        let en = catalog(&cards);
        assert_eq!(
            find(&en["cards"], "neighborhood-1")["name"],
            "Working-Class Neighborhood I"
        );
        assert_eq!(
            find(&en["events"], "windfall")["text"],
            "gain the token's value as £, Spyrium or VP"
        );
        let fr = with_lang(Lang::known("fr"), || catalog(&cards));
        assert_eq!(
            find(&fr["cards"], "neighborhood-1")["name"],
            "Cité ouvrière I"
        );
        assert_eq!(find(&fr["cards"], "commerce")["name"], "Négoce");
        assert_eq!(find(&fr["events"], "windfall")["name"], "Aubaine");
        assert_eq!(
            find(&fr["events"], "windfall")["text"],
            "gagner la valeur du jeton en £, Spyrium ou PV"
        );
        let text = find(&fr["cards"], "apprentice")["text"].as_str().unwrap();
        assert_eq!(text, "payer 1 Spyrium -> 3 PV");
        // Codes stay: ids, kinds, powers.
        assert_eq!(find(&fr["cards"], "commerce")["power"], "commerce");
        assert_eq!(
            fr["cards"].as_array().unwrap().len(),
            en["cards"].as_array().unwrap().len()
        );
    }
}
