//! What a sentence for a player must not hold: engine notation. The games' message
//! tests and the registry's words test all ask this one function; and what a game's
//! refusal must be: a message said without notation.

use crate::i18n::{with_lang, Lang, Texts};
use crate::{Game, Reader, Seat};

/// The names of the seats at the table a refusal is said at.
const NAMES: [&str; 5] = ["Ada", "Ben", "Cy", "Dee", "Eve"];

/// What is wrong with the refusal of `action` for `seat` in `g`, in each language
/// (none when it is accepted): it must carry its words; said to a reader without a
/// table they must be its message; every message id they use must be in `texts` (or
/// the shared files); and said to the refused seat at a table with names, a refusal
/// of the game's own (`own_codes`) must show no notation.
pub fn refusal_problems<G: Game>(
    g: &G,
    seat: Seat,
    action: &G::Action,
    texts: &Texts,
    own_codes: &[&str],
) -> Vec<String> {
    let names: Vec<Option<String>> = NAMES
        .iter()
        .take(g.num_players())
        .map(|n| Some(n.to_string()))
        .collect();
    let mut out = Vec::new();
    for lang in Lang::all() {
        let Err(r) = with_lang(lang, || g.check(seat, action)) else {
            continue;
        };
        let at = format!("{lang} `{}` {:?}", r.code, r.message);
        let Some(words) = &r.words else {
            out.push(format!("{at}: no words"));
            continue;
        };
        let nobody = Reader {
            lang,
            seat: None,
            names: &[],
        };
        let plain = nobody.say(texts, words);
        if plain != r.message {
            out.push(format!("{at}: its words say {plain:?}"));
        }
        let reader = Reader {
            lang,
            seat: Some(seat),
            names: &names,
        };
        for id in reader.missing(texts, words) {
            out.push(format!("{at}: no message {id}"));
        }
        if own_codes.contains(&r.code) {
            let said = reader.say(texts, words);
            for n in notation_in(&said) {
                out.push(format!("{at}: {n} in {said:?}"));
            }
        }
    }
    out
}

/// Hyphenated lowercase words of the languages that are words, not message keys
/// (besides French verbs with their pronoun or particle: `exploitez-le`, `ce tour-ci`).
pub const HYPHENATED_WORDS: &[&str] = &["par-dessus"];

/// The notation in `sentence`, each found piece named: a signed amount (`£-2`,
/// `money -2`, `+1 income`), a hyphenated key (`refusal-no-event`, `gas-cooker`,
/// `mine-1`), a component id (`s1a`, `2a`), a seat by number (`seat 1`, `player 2`,
/// `joueur 3`), a Fluent leftover (`{`, `$x`). Names' isolation marks
/// (U+2066 to U+2069) are not words. Empty when the sentence is words.
pub fn notation_in(sentence: &str) -> Vec<String> {
    let s: String = sentence
        .chars()
        .filter(|c| !('\u{2066}'..='\u{2069}').contains(c))
        .collect();
    let mut found = signs_and_leftovers(&s);
    let words: Vec<&str> = s
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-'))
        .filter(|w| !w.is_empty())
        .collect();
    for w in &words {
        let key = w.contains('-')
            && w.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if key && !hyphenated_word(w) {
            found.push(format!("a hyphenated key {w:?}"));
        }
        let digit = w.chars().any(|c| c.is_ascii_digit());
        let letter = w.chars().any(|c| c.is_alphabetic());
        if digit && letter && !w.contains('-') && w.len() <= 4 {
            found.push(format!("a component id {w:?}"));
        }
    }
    for pair in words.windows(2) {
        let seat = ["seat", "player", "joueur"].contains(&pair[0].to_lowercase().as_str());
        if seat && pair[1].chars().all(|c| c.is_ascii_digit()) {
            found.push(format!("a seat number {:?}", pair.join(" ")));
        }
    }
    found
}

/// Signed amounts (a sign before a number or a pound, or after a pound) and Fluent
/// leftovers.
fn signs_and_leftovers(s: &str) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    let mut found = Vec::new();
    for w in chars.windows(2) {
        let signed = matches!(w[0], '-' | '+' | '−') && (w[1].is_ascii_digit() || w[1] == '£');
        let sign_after = w[0] == '£' && matches!(w[1], '-' | '+' | '−');
        if signed || sign_after {
            found.push(format!(
                "a signed amount {:?}",
                w.iter().collect::<String>()
            ));
        }
        if w[0] == '$' && w[1].is_ascii_alphabetic() || w[0] == '{' || w[0] == '}' {
            found.push("a Fluent leftover".into());
        }
    }
    found
}

/// Whether a hyphenated word is a word: French with its pronoun or particle, or one
/// of [`HYPHENATED_WORDS`].
fn hyphenated_word(w: &str) -> bool {
    let particles = ["le", "la", "les", "lui", "en", "y", "ci"];
    HYPHENATED_WORDS.contains(&w)
        || w.rsplit_once('-')
            .is_some_and(|(_, p)| particles.contains(&p))
}

#[cfg(test)]
mod tests {
    use super::notation_in;

    #[test]
    fn notation_is_found_and_words_pass() {
        for bad in [
            "you have £-2",
            "money -2, die 1",
            "seat 1 must act",
            "c'est au joueur 2",
            "refusal-no-event",
            "vp-per prototypes 2 1",
            "the share s1a",
            "Publisher tile 2a",
            "{ $card } is inclined",
        ] {
            assert!(!notation_in(bad).is_empty(), "{bad:?} passed");
        }
        for good in [
            "you have already used Taylorism this turn",
            "vous l'avez déjà utilisé ce tour-ci",
            "Working-Class Neighborhood I costs £3 and 0 Spyrium",
            "you cannot take the patent Gas Cooker with this die now: \u{2068}Ada\u{2069} places a die or passes",
            "vous devez £10 ; trouvez-les avec `loan`",
            "prendre la tuile par-dessus la case 2",
        ] {
            assert_eq!(notation_in(good), Vec::<String>::new(), "{good:?}");
        }
    }
}
