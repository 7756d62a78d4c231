//! The text notation of actions (documented in `docs/record-format.md`), and one-line
//! descriptions for menus.
//!
//! ```text
//! place 1-2                       place a worker in slot 1-2
//! money 1-2 @2                    remove it, gain £1 per other worker next to card 2
//! activate 1-2 @2                 activate card 2 with the worker in 1-2
//!    … token 2 commerce 3 lobbying new | replace 3  move | score
//! use 2:1 [taylorism]             use building 2, option 1
//! event money|spyrium|vp [commerce N]   Windfall
//! event 1 [move|score]            option 1 of an options event
//! event use 2:1                   Overtime on building 2, option 1
//! event                           Recruitment
//! event place 1-2                 Late placement
//! phase2 event …                  a Phase I player moves to Phase II and uses the event
//! pass
//! bonus worker | bonus money
//! ```

use crate::actions::*;
use crate::cards::{CardKind, EventKind};
use crate::market::{parse_pos, parse_slot, slot_name, Slot, SLOT_SPACES};
use crate::state::Spyrium;
use crate::texts::{card_name, event_name, TEXTS};
use gaslamp_core::{tr, ParseError, Seat};
use std::fmt::Write;

fn residence_word(r: ResidenceChoice) -> &'static str {
    match r {
        ResidenceChoice::Move => "move",
        ResidenceChoice::Score => "score",
    }
}

/// The canonical text of an action.
pub fn action_text(action: &Action) -> String {
    let mut s = String::new();
    match action {
        Action::Place { slot } => write!(s, "place {}", slot_name(*slot)).unwrap(),
        Action::GainMoney { slot, card } => {
            write!(s, "money {}", slot_name(*slot)).unwrap();
            if let Some(p) = card {
                write!(s, " @{}", p + 1).unwrap();
            }
        }
        Action::Activate(a) => {
            write!(s, "activate {} @{}", slot_name(a.slot), a.card + 1).unwrap();
            if let Some(t) = a.token {
                write!(s, " token {t}").unwrap();
            }
            if let Some(c) = a.commerce {
                write!(s, " commerce {c}").unwrap();
            }
            if a.lobbying {
                s.push_str(" lobbying");
            }
            match a.placement {
                Some(Placement::NewSpace) => s.push_str(" new"),
                Some(Placement::Replace(i)) => write!(s, " replace {}", i + 1).unwrap(),
                None => {}
            }
            if let Some(r) = a.residence {
                write!(s, " {}", residence_word(r)).unwrap();
            }
        }
        Action::UseBuilding {
            building,
            option,
            taylorism,
        } => {
            write!(s, "use {}:{}", building + 1, option + 1).unwrap();
            if *taylorism {
                s.push_str(" taylorism");
            }
        }
        Action::Event {
            begin_activation,
            choice,
        } => {
            if *begin_activation {
                s.push_str("phase2 ");
            }
            s.push_str("event");
            match choice {
                EventChoice::Windfall { gain, commerce } => {
                    s.push_str(match gain {
                        Gain::Money => " money",
                        Gain::Spyrium => " spyrium",
                        Gain::Vp => " vp",
                    });
                    if let Some(c) = commerce {
                        write!(s, " commerce {c}").unwrap();
                    }
                }
                EventChoice::Option { index, residence } => {
                    write!(s, " {}", index + 1).unwrap();
                    if let Some(r) = residence {
                        write!(s, " {}", residence_word(*r)).unwrap();
                    }
                }
                EventChoice::Overtime { building, option } => {
                    write!(s, " use {}:{}", building + 1, option + 1).unwrap()
                }
                EventChoice::Recruitment => {}
                EventChoice::LatePlacement { slot } => {
                    write!(s, " place {}", slot_name(*slot)).unwrap()
                }
            }
        }
        Action::Pass => s.push_str("pass"),
        Action::Bonus { bonus } => s.push_str(match bonus {
            BonusKind::Worker => "bonus worker",
            BonusKind::Money => "bonus money",
        }),
    }
    s
}

fn err<T>(msg: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError(msg.into()))
}

fn slot_arg(w: Option<&str>, what: &str) -> Result<u8, ParseError> {
    match w {
        None => err(tr!(TEXTS, "parse-needs-slot", what = what)),
        Some(t) => parse_slot(t).map_or_else(|| err(tr!(TEXTS, "parse-not-a-slot", text = t)), Ok),
    }
}

fn number(w: Option<&str>, what: &str) -> Result<u8, ParseError> {
    match w.and_then(|t| t.parse::<u8>().ok()) {
        Some(n) if n >= 1 => Ok(n),
        _ => err(tr!(TEXTS, "parse-needs-number", what = what)),
    }
}

fn building_option(w: Option<&str>) -> Result<(u8, u8), ParseError> {
    let Some(t) = w else {
        return err(tr!(TEXTS, "parse-use-needs-building"));
    };
    let (b, o) = t.split_once(':').unwrap_or((t, "1"));
    match (b.parse::<u8>(), o.parse::<u8>()) {
        (Ok(b), Ok(o)) if b >= 1 && o >= 1 => Ok((b - 1, o - 1)),
        _ => err(tr!(TEXTS, "parse-not-building-option", text = t)),
    }
}

/// Reads an action in text notation.
pub fn parse_action(text: &str) -> Result<Action, ParseError> {
    let lower = text.trim().to_ascii_lowercase();
    let mut words = lower.split_whitespace().peekable();
    let Some(mut head) = words.next() else {
        return err(tr!(TEXTS, "parse-empty"));
    };
    let mut begin_activation = false;
    if head == "phase2" {
        begin_activation = true;
        head = match words.next() {
            Some(h) => h,
            None => return err(tr!(TEXTS, "parse-phase2-needs-event")),
        };
        if head != "event" {
            return err(tr!(TEXTS, "parse-phase2-only-event"));
        }
    }
    let action = match head {
        "place" => Action::Place {
            slot: slot_arg(words.next(), "place")?,
        },
        "money" => {
            let slot = slot_arg(words.next(), "money")?;
            let card = match words.next() {
                None => None,
                Some(t) => Some(
                    parse_pos(t)
                        .ok_or_else(|| ParseError(tr!(TEXTS, "parse-not-a-space", text = t)))?,
                ),
            };
            Action::GainMoney { slot, card }
        }
        "activate" => {
            let slot = slot_arg(words.next(), "activate")?;
            let card = match words.next().and_then(parse_pos) {
                Some(p) => p,
                None => return err(tr!(TEXTS, "parse-activate-needs-card")),
            };
            let mut a = Activation::new(slot, card);
            while let Some(w) = words.next() {
                match w {
                    "token" => a.token = Some(number(words.next(), "token")?),
                    "commerce" => a.commerce = Some(number(words.next(), "commerce")?),
                    "lobbying" => a.lobbying = true,
                    "new" => a.placement = Some(Placement::NewSpace),
                    "replace" => {
                        a.placement = Some(Placement::Replace(number(words.next(), "replace")? - 1))
                    }
                    "move" => a.residence = Some(ResidenceChoice::Move),
                    "score" => a.residence = Some(ResidenceChoice::Score),
                    other => return err(tr!(TEXTS, "parse-unknown-activation-word", word = other)),
                }
            }
            Action::Activate(a)
        }
        "use" => {
            let (building, option) = building_option(words.next())?;
            let taylorism = match words.next() {
                None => false,
                Some("taylorism") => true,
                Some(o) => return err(tr!(TEXTS, "parse-unknown-use-word", word = o)),
            };
            Action::UseBuilding {
                building,
                option,
                taylorism,
            }
        }
        "event" => {
            let choice = match words.next() {
                None => EventChoice::Recruitment,
                Some(g @ ("money" | "spyrium" | "vp")) => {
                    let gain = match g {
                        "money" => Gain::Money,
                        "spyrium" => Gain::Spyrium,
                        _ => Gain::Vp,
                    };
                    let commerce = match words.next() {
                        None => None,
                        Some("commerce") => Some(number(words.next(), "commerce")?),
                        Some(o) => return err(tr!(TEXTS, "parse-expected-commerce", word = o)),
                    };
                    EventChoice::Windfall { gain, commerce }
                }
                Some("use") => {
                    let (building, option) = building_option(words.next())?;
                    EventChoice::Overtime { building, option }
                }
                Some("place") => EventChoice::LatePlacement {
                    slot: slot_arg(words.next(), "event place")?,
                },
                Some(n) => {
                    let index = number(Some(n), "event")? - 1;
                    let residence = match words.next() {
                        None => None,
                        Some("move") => Some(ResidenceChoice::Move),
                        Some("score") => Some(ResidenceChoice::Score),
                        Some(o) => return err(tr!(TEXTS, "parse-expected-residence", word = o)),
                    };
                    EventChoice::Option { index, residence }
                }
            };
            Action::Event {
                begin_activation,
                choice,
            }
        }
        "pass" => Action::Pass,
        "bonus" => match words.next() {
            Some("worker") => Action::Bonus {
                bonus: BonusKind::Worker,
            },
            Some("money") => Action::Bonus {
                bonus: BonusKind::Money,
            },
            _ => return err(tr!(TEXTS, "parse-bonus-needs-kind")),
        },
        other => return err(tr!(TEXTS, "parse-unknown-action", word = other)),
    };
    if let Some(extra) = words.next() {
        return err(tr!(TEXTS, "parse-unexpected-end", word = extra));
    }
    Ok(action)
}

/// Where each market space lies on the 3×3 board, in reading order (message ids).
const SPACE_PLACES: [&str; 9] = [
    "place-top-left",
    "place-top",
    "place-top-right",
    "place-left",
    "place-centre",
    "place-right",
    "place-bottom-left",
    "place-bottom",
    "place-bottom-right",
];

/// A residence choice in words.
fn residence_text(r: ResidenceChoice) -> String {
    match r {
        ResidenceChoice::Move => tr!(TEXTS, "residence-move"),
        ResidenceChoice::Score => tr!(TEXTS, "residence-score"),
    }
}

impl Spyrium {
    /// The card on market space `pos` as the board shows it: its name, with where it
    /// lies when another card of the market has the same name ("University (top
    /// left)"); "an empty space (left)" when none is there.
    pub fn card_at(&self, pos: u8) -> String {
        let m = &self.p.market;
        let Some(place) = SPACE_PLACES.get(pos as usize) else {
            return tr!(TEXTS, "space-does-not-exist", space = u32::from(pos) + 1);
        };
        let place = tr!(TEXTS, place);
        match m.cards[pos as usize] {
            Some(c) => {
                let card = self.cards.card(c);
                let twin = m.cards.iter().enumerate().any(|(i, o)| {
                    i != pos as usize && o.is_some_and(|o| self.cards.card(o).name == card.name)
                });
                let name = card_name(card);
                if twin {
                    format!("{name} ({place})")
                } else {
                    name
                }
            }
            None => tr!(TEXTS, "space-empty", place = place),
        }
    }

    /// A slot as the board shows it: "the slot between A and B". The notation's slot
    /// codes (`4-7`) are not on the board a person sees, so sentences for people use
    /// this.
    pub fn slot_words(&self, slot: Slot) -> String {
        let Some(&(a, b)) = SLOT_SPACES.get(slot as usize) else {
            return tr!(TEXTS, "slot-does-not-exist");
        };
        tr!(
            TEXTS,
            "slot-between",
            a = self.card_at(a),
            b = self.card_at(b)
        )
    }

    /// A one-line description of an action for menus.
    pub fn describe(&self, seat: Seat, action: &Action) -> String {
        let pl = self.player(seat);
        match action {
            Action::Place { slot } => {
                let (a, b) = SLOT_SPACES[*slot as usize];
                tr!(
                    TEXTS,
                    "describe-place",
                    a = self.card_at(a),
                    b = self.card_at(b)
                )
            }
            Action::GainMoney { slot, card } => match card {
                Some(p) => tr!(
                    TEXTS,
                    "describe-money",
                    slot = self.slot_words(*slot),
                    money = self.p.market.adjacent_workers(*p) - 1
                        + if pl.has(crate::cards::Power::Capitalization) {
                            2
                        } else {
                            0
                        },
                    card = self.card_at(*p)
                ),
                None => tr!(
                    TEXTS,
                    "describe-money-no-card",
                    slot = self.slot_words(*slot)
                ),
            },
            Action::Activate(a) => {
                let name = self.card_at(a.card);
                let cost = self.activation_cost(seat, a).unwrap_or_default();
                let c = self.p.market.cards[a.card as usize].map(|c| self.cards.card(c));
                let id = match c.map(|c| c.kind) {
                    Some(CardKind::Character) => "describe-call-upon",
                    Some(CardKind::Building) => "describe-construct",
                    _ => "describe-patent",
                };
                let mut s = tr!(TEXTS, id, card = name, money = cost.money);
                if cost.spyrium > 0 {
                    let t = tr!(TEXTS, "describe-and-spyrium", spyrium = cost.spyrium);
                    write!(s, " {t}").unwrap();
                }
                if let Some(Placement::Replace(i)) = a.placement {
                    let old = pl
                        .buildings
                        .get(i as usize)
                        .map_or("?".into(), |&b| card_name(self.cards.card(b)));
                    write!(s, ", {}", tr!(TEXTS, "describe-replacing", card = old)).unwrap();
                } else if a.placement.is_some() {
                    write!(s, ", {}", tr!(TEXTS, "describe-new-space")).unwrap();
                }
                if let Some(t) = a.token {
                    write!(s, ", {}", tr!(TEXTS, "describe-token", value = t)).unwrap();
                }
                if let Some(v) = a.commerce {
                    write!(s, " ({})", tr!(TEXTS, "describe-commerce", value = v)).unwrap();
                }
                if a.lobbying {
                    write!(s, " ({})", tr!(TEXTS, "describe-lobbying")).unwrap();
                }
                if let Some(r) = a.residence {
                    let t = tr!(TEXTS, "describe-residence", choice = residence_text(r));
                    write!(s, ", {t}").unwrap();
                }
                s
            }
            Action::UseBuilding {
                building,
                option,
                taylorism,
            } => {
                let card = self.cards.card(pl.buildings[*building as usize]);
                let u = card.uses[*option as usize];
                let w = crate::techniques::workers_needed(self, seat, card, *option as usize);
                let mut s = tr!(TEXTS, "describe-use", card = card_name(card), workers = w);
                if u.pay_spyrium > 0 {
                    let t = tr!(TEXTS, "amount-spyrium", n = u.pay_spyrium);
                    write!(s, " + {t}").unwrap();
                }
                s.push_str(" →");
                if u.gain_spyrium > 0 {
                    let t = tr!(TEXTS, "amount-spyrium", n = u.gain_spyrium);
                    write!(s, " {t}").unwrap();
                }
                if u.gain_vp > 0 {
                    write!(s, " {}", tr!(TEXTS, "amount-vp", n = u.gain_vp)).unwrap();
                }
                if *taylorism {
                    write!(s, " ({})", tr!(TEXTS, "describe-taylorism")).unwrap();
                }
                s
            }
            Action::Event {
                choice,
                begin_activation,
            } => {
                let ev = self.p.event.map(|e| self.cards.event(e));
                let name = ev.map_or_else(|| tr!(TEXTS, "describe-event"), event_name);
                let name = if *begin_activation {
                    tr!(TEXTS, "describe-enter-phase-two", event = name)
                } else {
                    name
                };
                match (choice, ev.map(|e| &e.kind)) {
                    (EventChoice::Windfall { gain, commerce }, _) => {
                        let v = commerce.or(self.p.event_token).unwrap_or(0);
                        let what = match gain {
                            Gain::Money => tr!(TEXTS, "amount-money", n = v),
                            Gain::Spyrium => tr!(TEXTS, "amount-spyrium", n = v),
                            Gain::Vp => tr!(TEXTS, "amount-vp", n = v),
                        };
                        tr!(TEXTS, "describe-event-gain", event = name, gain = what)
                    }
                    (EventChoice::Option { index, residence }, Some(EventKind::Options(o))) => {
                        let o = o[*index as usize];
                        let mut s = String::new();
                        if o.pay_money > 0 {
                            let a = tr!(TEXTS, "amount-money", n = o.pay_money);
                            write!(s, " {}", tr!(TEXTS, "describe-pay", amount = a)).unwrap();
                        }
                        if o.pay_spyrium > 0 {
                            let a = tr!(TEXTS, "amount-spyrium", n = o.pay_spyrium);
                            write!(s, " {}", tr!(TEXTS, "describe-pay", amount = a)).unwrap();
                        }
                        if o.gain_money > 0 {
                            let a = tr!(TEXTS, "amount-money", n = o.gain_money);
                            write!(s, " → {a}").unwrap();
                        }
                        if o.gain_vp > 0 {
                            write!(s, " → {}", tr!(TEXTS, "amount-vp", n = o.gain_vp)).unwrap();
                        }
                        if let Some(r) = residence {
                            let t = tr!(
                                TEXTS,
                                "describe-residence-arrow",
                                choice = residence_text(*r)
                            );
                            write!(s, " → {t}").unwrap();
                        }
                        tr!(TEXTS, "describe-event-option", event = name, parts = s)
                    }
                    (EventChoice::Overtime { building, option }, _) => {
                        let card = self.cards.card(pl.buildings[*building as usize]);
                        tr!(
                            TEXTS,
                            "describe-event-overtime",
                            event = name,
                            card = card_name(card),
                            option = option + 1
                        )
                    }
                    (EventChoice::Recruitment, _) => {
                        tr!(TEXTS, "describe-event-recruitment", event = name)
                    }
                    (EventChoice::LatePlacement { slot }, _) => tr!(
                        TEXTS,
                        "describe-event-late-placement",
                        event = name,
                        slot = self.slot_words(*slot)
                    ),
                    _ => name,
                }
            }
            Action::Pass => tr!(TEXTS, "describe-pass"),
            Action::Bonus { bonus } => match bonus {
                BonusKind::Worker => tr!(TEXTS, "describe-bonus-worker"),
                BonusKind::Money => {
                    tr!(
                        TEXTS,
                        "describe-bonus-money",
                        money = self.cards.rules.bonus_money
                    )
                }
            },
        }
    }
}
