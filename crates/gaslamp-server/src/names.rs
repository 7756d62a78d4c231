//! Players' names: checked when they are given, isolated where sentences embed them,
//! and told apart where two people of a room share one.
//!
//! A name is normalized (Unicode NFC, so one name is stored one way) and refused when
//! it holds a control character, a direction control (which would turn the text
//! after it around in other players' sentences), or an invisible character other than
//! those scripts and emoji need (zero-width joiners, variation selectors, tags); and
//! when nothing of it is visible. Names are not unique: a room shows a second "Ada"
//! as "Ada (2)".

use unicode_normalization::UnicodeNormalization;

/// The longest name, in characters (after normalization).
pub const MAX_NAME_CHARS: usize = 40;

/// Why a name is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadName {
    /// Empty, or longer than [`MAX_NAME_CHARS`].
    Length,
    /// A control, direction-control or invisible character, at this place (counted
    /// in characters from 1).
    Hidden { at: usize, code_point: u32 },
    /// Nothing of it shows: only spaces and invisible characters.
    Invisible,
}

impl BadName {
    /// The refusal's code (docs/refusal-codes.md).
    pub fn code(&self) -> &'static str {
        match self {
            BadName::Length => "bad_name",
            BadName::Hidden { .. } => "name_has_hidden_characters",
            BadName::Invisible => "name_invisible",
        }
    }

    /// The refusal in words (the character is named by its code point, never shown).
    pub fn message(&self) -> String {
        match self {
            BadName::Length => format!("a name has 1 to {MAX_NAME_CHARS} characters"),
            BadName::Hidden { at, code_point } => format!(
                "a name has no control characters, direction controls or invisible characters: character {at} is U+{code_point:04X}"
            ),
            BadName::Invisible => "a name must show something: this one is only spaces and invisible characters".into(),
        }
    }
}

/// The name to keep for `given`, or why it is refused.
pub fn clean(given: &str) -> Result<String, BadName> {
    let name: String = given.nfc().collect::<String>().trim().to_string();
    let count = name.chars().count();
    if count == 0 || count > MAX_NAME_CHARS {
        return Err(BadName::Length);
    }
    if let Some((i, c)) = name.chars().enumerate().find(|&(_, c)| hidden(c)) {
        return Err(BadName::Hidden {
            at: i + 1,
            code_point: c as u32,
        });
    }
    if name
        .chars()
        .all(|c| c.is_whitespace() || default_ignorable(c))
    {
        return Err(BadName::Invisible);
    }
    Ok(name)
}

/// A character a name may not hold.
fn hidden(c: char) -> bool {
    c.is_control()
        || direction_control(c)
        || matches!(c, '\u{2028}' | '\u{2029}')
        || (default_ignorable(c) && !needed_invisible(c))
}

/// The characters that set or override the direction of text (Unicode's bidi
/// controls).
pub fn direction_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Invisible characters that scripts and emoji need: zero-width (non-)joiners,
/// variation selectors, and the tags of flag emoji.
fn needed_invisible(c: char) -> bool {
    matches!(c, '\u{200C}' | '\u{200D}' | '\u{FE00}'..='\u{FE0F}' | '\u{E0020}'..='\u{E007F}' | '\u{E0100}'..='\u{E01EF}')
}

/// Unicode's Default_Ignorable_Code_Point: characters with no visible glyph of their
/// own (DerivedCoreProperties.txt, Unicode 15).
fn default_ignorable(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}'..='\u{1160}' | '\u{17B4}'..='\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}'
        | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E0FFF}')
}

/// `name` isolated from the sentence around it (Unicode's first-strong isolate and
/// its pop, as Fluent isolates its arguments): whatever its direction, it cannot
/// turn the text around it.
pub fn isolate(name: &str) -> String {
    gaslamp_core::message::isolated(name)
}

/// Each person's name as a room shows it: the second and later people with the same
/// name (ignoring case) get their number among them, "Ada (2)".
pub fn told_apart<'a>(names: impl IntoIterator<Item = Option<&'a str>>) -> Vec<Option<String>> {
    let mut seen: Vec<String> = Vec::new();
    names
        .into_iter()
        .map(|n| {
            let n = n?;
            let key = n.to_lowercase();
            let earlier = seen.iter().filter(|s| **s == key).count();
            seen.push(key);
            Some(match earlier {
                0 => n.to_string(),
                k => format!("{n} ({})", k + 1),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalized_and_trimmed() {
        assert_eq!(clean("  Ada  ").unwrap(), "Ada");
        // "é" as e + combining acute is stored as the one character.
        assert_eq!(clean("Zoe\u{0301}").unwrap(), "Zo\u{00E9}");
        // Scripts and emoji keep their joiners and selectors.
        assert!(clean("👩\u{200D}💻 Ada").is_ok());
        assert!(clean("می\u{200C}خواهم").is_ok());
        assert!(clean("❤\u{FE0F}").is_ok());
        assert_eq!(clean(&"a".repeat(40)).unwrap().len(), 40);
    }

    #[test]
    fn controls_direction_overrides_and_invisible_names_are_refused() {
        for (bad, at) in [
            ("Ada\u{202E}evil", 4),
            ("\u{2066}Ada", 1),
            ("Ad\u{2069}a", 3),
            ("A\u{200B}da", 2),
            ("Ada\u{0007}", 4),
            ("Ada\u{2028}Bob", 4),
            ("A\u{00AD}da", 2),
            ("\u{FEFF}Ada", 1),
        ] {
            let e = clean(bad).unwrap_err();
            assert!(
                matches!(e, BadName::Hidden { at: a, .. } if a == at),
                "{bad:?}: {e:?}"
            );
            assert_eq!(e.code(), "name_has_hidden_characters");
            assert!(e.message().is_ascii(), "{}", e.message());
        }
        for bad in ["\u{200D}", "\u{200C}\u{200D}", " \u{FE0F} "] {
            assert_eq!(clean(bad), Err(BadName::Invisible), "{bad:?}");
        }
        assert_eq!(
            clean("\u{200B}"),
            Err(BadName::Hidden {
                at: 1,
                code_point: 0x200B
            })
        );
        for bad in ["", "   ", &"a".repeat(41)] {
            assert_eq!(clean(bad), Err(BadName::Length), "{bad:?}");
        }
    }

    #[test]
    fn two_people_of_one_name_are_told_apart() {
        let shown = told_apart([Some("Ada"), None, Some("ada"), Some("Bob"), Some("Ada")]);
        assert_eq!(
            shown,
            [
                Some("Ada".to_string()),
                None,
                Some("ada (2)".to_string()),
                Some("Bob".to_string()),
                Some("Ada (3)".to_string())
            ]
        );
    }

    #[test]
    fn an_isolated_name_cannot_turn_its_sentence_around() {
        let s = format!("{}'s time ran out", isolate("\u{202E}evil"));
        assert!(s.starts_with('\u{2068}'));
        assert_eq!(s.matches('\u{2069}').count(), 1);
    }
}
