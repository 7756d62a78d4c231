//! Showing untrusted text (action strings, game names, file contents, chat) safely.
//!
//! Text that came from outside may hold terminal control sequences or be very long.
//! Anything that echoes it to a terminal, a log or an error message goes through
//! [`untrusted`]: control characters are escaped and the text is shortened.

/// The longest untrusted text shown, in characters; longer text is cut with `…`.
pub const SHOWN_CHARS: usize = 200;

/// `text` made safe to print: control characters (including escape, carriage return,
/// newline and the Unicode bidirectional controls) written as escapes (`\u{1b}`), and at
/// most [`SHOWN_CHARS`] characters kept.
pub fn untrusted(text: &str) -> String {
    let mut out = String::new();
    for (n, c) in text.chars().enumerate() {
        if n == SHOWN_CHARS {
            out.push('…');
            break;
        }
        let bidi = matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}');
        if c.is_control() || bidi {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(untrusted("a\u{1b}[31mb\n"), "a\\u{1b}[31mb\\u{a}");
        assert_eq!(untrusted("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(untrusted("place 1-2"), "place 1-2");
    }

    #[test]
    fn long_text_is_shortened() {
        let long = "é".repeat(10_000);
        let shown = untrusted(&long);
        assert_eq!(shown.chars().count(), SHOWN_CHARS + 1);
        assert!(shown.ends_with('…'));
    }
}
