//! The text notation of actions (documented in `docs/record-format.md`). What an
//! action does in words for people is in `messages.rs`.
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
use crate::market::{parse_pos, parse_slot, slot_name};
use crate::texts::TEXTS;
use gaslamp_core::{Message, ParseError, Value};
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

/// Why a text is not an action, as a message of the game's files.
fn err<T>(why: Message) -> Result<T, ParseError> {
    Err(ParseError::said(&TEXTS, why))
}

/// Words of the notation or typed by the reader, quoted in a reason: made safe to
/// show.
fn typed(word: &str) -> Value {
    Value::Text(gaslamp_core::untrusted(word))
}

fn slot_arg(w: Option<&str>, what: &str) -> Result<u8, ParseError> {
    match w {
        None => err(Message::new("parse-needs-slot").arg("what", typed(what))),
        Some(t) => parse_slot(t).map_or_else(
            || err(Message::new("parse-not-a-slot").arg("text", typed(t))),
            Ok,
        ),
    }
}

fn number(w: Option<&str>, what: &str) -> Result<u8, ParseError> {
    match w.and_then(|t| t.parse::<u8>().ok()) {
        Some(n) if n >= 1 => Ok(n),
        _ => err(Message::new("parse-needs-number").arg("what", typed(what))),
    }
}

fn building_option(w: Option<&str>) -> Result<(u8, u8), ParseError> {
    let Some(t) = w else {
        return err(Message::new("parse-use-needs-building"));
    };
    let (b, o) = t.split_once(':').unwrap_or((t, "1"));
    match (b.parse::<u8>(), o.parse::<u8>()) {
        (Ok(b), Ok(o)) if b >= 1 && o >= 1 => Ok((b - 1, o - 1)),
        _ => err(Message::new("parse-not-building-option").arg("text", typed(t))),
    }
}

/// Reads an action in text notation.
pub fn parse_action(text: &str) -> Result<Action, ParseError> {
    let lower = text.trim().to_ascii_lowercase();
    let mut words = lower.split_whitespace().peekable();
    let Some(mut head) = words.next() else {
        return err(Message::new("parse-empty"));
    };
    let mut begin_activation = false;
    if head == "phase2" {
        begin_activation = true;
        head = match words.next() {
            Some(h) => h,
            None => return err(Message::new("parse-phase2-needs-event")),
        };
        if head != "event" {
            return err(Message::new("parse-phase2-only-event"));
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
                Some(t) => Some(parse_pos(t).ok_or_else(|| {
                    let why = Message::new("parse-not-a-space").arg("text", typed(t));
                    ParseError::said(&TEXTS, why)
                })?),
            };
            Action::GainMoney { slot, card }
        }
        "activate" => {
            let slot = slot_arg(words.next(), "activate")?;
            let card = match words.next().and_then(parse_pos) {
                Some(p) => p,
                None => return err(Message::new("parse-activate-needs-card")),
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
                    other => {
                        return err(
                            Message::new("parse-unknown-activation-word").arg("word", typed(other))
                        )
                    }
                }
            }
            Action::Activate(a)
        }
        "use" => {
            let (building, option) = building_option(words.next())?;
            let taylorism = match words.next() {
                None => false,
                Some("taylorism") => true,
                Some(o) => return err(Message::new("parse-unknown-use-word").arg("word", typed(o))),
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
                        Some(o) => {
                            return err(
                                Message::new("parse-expected-commerce").arg("word", typed(o))
                            )
                        }
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
                        Some(o) => {
                            return err(
                                Message::new("parse-expected-residence").arg("word", typed(o))
                            )
                        }
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
            _ => return err(Message::new("parse-bonus-needs-kind")),
        },
        other => return err(Message::new("parse-unknown-action").arg("word", typed(other))),
    };
    if let Some(extra) = words.next() {
        return err(Message::new("parse-unexpected-end").arg("word", typed(extra)));
    }
    Ok(action)
}
