//! The languages of the texts games make for people: English and French, written in
//! Project Fluent files (`locales/en.ftl`, `locales/fr.ftl` in each game's crate).
//!
//! A game keeps one [`Texts`] of its messages and writes every sentence through it
//! ([`Texts::tr`], or the game's own `tr!` macro), in the language of the current
//! thread ([`lang`]). Whoever asks for texts decides that language at its edge — a
//! server connection, the terminal's `--lang`, the Python API — with [`with_lang`];
//! nothing inside a game passes it around. Codes (refusal codes, the notation, JSON)
//! never change with the language.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::fmt;
use std::str::FromStr;

/// A language texts are written in. Read from JSON or a query string, a language tag
/// is negotiated ([`Lang::negotiate`]): `fr-CA` is French, a language without texts
/// is English.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's code (`en`, `fr`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The nearest language to the tag `s`, as `Accept-Language` negotiation picks
    /// one: its primary language (`fr-CA`, `fr_FR` → French), else the default,
    /// English (`de`, `x`, ``). For people's clients, which should get texts rather
    /// than an error; the command line refuses an unknown language instead
    /// ([`Lang::from_str`]).
    pub fn negotiate(s: &str) -> Lang {
        s.parse().unwrap_or_default()
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Ok(Lang::negotiate(&tag))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;

    /// `en` or `fr` (a region is allowed and ignored: `fr-CA`).
    fn from_str(s: &str) -> Result<Self, String> {
        let base = s.split(['-', '_']).next().unwrap_or_default();
        match base.to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "fr" => Ok(Lang::Fr),
            _ => Err(format!(
                "unknown language {}: use en or fr",
                crate::untrusted(s)
            )),
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread writes texts in now (English unless [`with_lang`] says
/// otherwise).
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Sets the language this thread writes texts in from now on (for a caller whose
/// every call is on its own thread, like the Python API; others use [`with_lang`]).
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with this thread writing texts in `lang`, then restores the language it
/// had (also when `f` panics).
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(lang)));
    f()
}

/// The shared sentences' Fluent files, one per language ([`Lang::ALL`]'s order).
pub const SHARED_SOURCES: [&str; 2] = [
    include_str!("../locales/en.ftl"),
    include_str!("../locales/fr.ftl"),
];

/// The sentences every game shares (seats, whose turn it is, the game's end).
pub static SHARED: std::sync::LazyLock<Texts> =
    std::sync::LazyLock::new(|| Texts::new("gaslamp-core", SHARED_SOURCES));

/// A value given to a message.
pub type Arg<'a> = FluentValue<'a>;

/// One game's messages in every language.
pub struct Texts {
    name: &'static str,
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Texts {
    /// The messages of `name` from its Fluent files, one per language of
    /// [`Lang::ALL`] in that order. A file Fluent cannot read is a defect of the
    /// build, found by the game's tests ([`Texts::problems`]); its readable messages
    /// are kept.
    pub fn new(name: &'static str, sources: [&'static str; 2]) -> Texts {
        let bundles = Lang::ALL
            .iter()
            .zip(sources)
            .map(|(lang, source)| {
                let id: unic_langid::LanguageIdentifier =
                    lang.code().parse().expect("a language code");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                bundle.set_use_isolating(false);
                let resource = FluentResource::try_new(source.to_string())
                    .unwrap_or_else(|(partial, _)| partial);
                let _ = bundle.add_resource(resource);
                bundle
            })
            .collect();
        Texts { name, bundles }
    }

    /// The message `id` in the thread's language, with `args`. A message missing
    /// there is written in English; one missing everywhere is its id (the tests
    /// forbid both).
    pub fn tr(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.tr_in(lang(), id, args)
    }

    /// The message `id` in `lang`, with `args`.
    pub fn tr_in(&self, lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            fluent_args.set(*k, v.clone());
        }
        for bundle in [&self.bundles[lang.index()], &self.bundles[0]] {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&fluent_args), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }

    /// Whether `id` has a text in `lang`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles[lang.index()].has_message(id)
    }

    /// What is wrong with the files: a message one language has and another lacks,
    /// or a file Fluent cannot read (each problem a line naming the file and id).
    pub fn problems(&self, sources: [&str; 2]) -> Vec<String> {
        let mut out = Vec::new();
        let ids: Vec<Vec<String>> = Lang::ALL
            .iter()
            .zip(sources)
            .map(
                |(lang, source)| match FluentResource::try_new(source.to_string()) {
                    Ok(r) => message_ids(&r),
                    Err((r, errors)) => {
                        for e in errors {
                            out.push(format!("{} {}.ftl: {e:?}", self.name, lang.code()));
                        }
                        message_ids(&r)
                    }
                },
            )
            .collect();
        for (a, la) in Lang::ALL.iter().enumerate() {
            for (b, lb) in Lang::ALL.iter().enumerate() {
                if a == b {
                    continue;
                }
                for id in &ids[a] {
                    if !ids[b].contains(id) {
                        out.push(format!(
                            "{} {}.ftl has {id}, {}.ftl lacks it",
                            self.name,
                            la.code(),
                            lb.code()
                        ));
                    }
                }
            }
        }
        out
    }
}

fn message_ids(r: &FluentResource) -> Vec<String> {
    r.entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Writes a game's message: `tr!(TEXTS, "id")` or `tr!(TEXTS, "id", name = value, …)`,
/// each value a string or a number.
#[macro_export]
macro_rules! tr {
    ($texts:expr, $id:expr) => {
        $texts.tr($id, &[])
    };
    ($texts:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $texts.tr($id, &[$((stringify!($k), $crate::i18n::Arg::from($v))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "greeting = Hello, { $name }!\nworkers = { $n ->\n    [one] one worker\n   *[other] { $n } workers\n}\nonly-en = English only\n";
    const FR: &str = "greeting = Bonjour, { $name } !\nworkers = { $n ->\n    [one] un ouvrier\n   *[other] { $n } ouvriers\n}\n";

    #[test]
    fn a_message_is_written_in_the_threads_language_with_its_arguments() {
        let texts = Texts::new("test", [EN, FR]);
        assert_eq!(tr!(texts, "greeting", name = "Ada"), "Hello, Ada!");
        assert_eq!(
            with_lang(Lang::Fr, || tr!(texts, "greeting", name = "Ada")),
            "Bonjour, Ada !"
        );
        assert_eq!(lang(), Lang::En, "the language is restored");
        assert_eq!(
            with_lang(Lang::Fr, || tr!(texts, "workers", n = 1)),
            "un ouvrier"
        );
        assert_eq!(tr!(texts, "workers", n = 3), "3 workers");
        // Missing in French: English; missing everywhere: the id.
        assert_eq!(
            with_lang(Lang::Fr, || tr!(texts, "only-en")),
            "English only"
        );
        assert_eq!(tr!(texts, "nowhere"), "nowhere");
    }

    #[test]
    fn the_problems_name_each_message_a_language_lacks() {
        let texts = Texts::new("test", [EN, FR]);
        assert_eq!(
            texts.problems([EN, FR]),
            vec!["test en.ftl has only-en, fr.ftl lacks it".to_string()]
        );
        assert!(!texts.problems(["a = b", "a = { "]).is_empty());
    }

    #[test]
    fn the_shared_sentences_are_written_in_english_and_french() {
        assert_eq!(SHARED.problems(SHARED_SOURCES), Vec::<String>::new());
        // A seat refusal is a message: said to a reader without a table, seats are
        // numbered from 1; said to the refused seat, it is "you".
        let r = with_lang(Lang::Fr, || {
            crate::seat_refusal(2, false, crate::SeatSet::single(1), 0)
        })
        .unwrap();
        assert_eq!(
            r.message,
            "ce n'est pas au tour de joueur 1 : joueur 2 doit jouer maintenant"
        );
        let names = [Some("Ada".to_string()), Some("Ben".to_string())];
        let ada = crate::Reader {
            lang: Lang::En,
            seat: Some(0),
            names: &names,
        };
        assert_eq!(
            ada.say(&SHARED, r.words.as_ref().unwrap()),
            "it is not your turn: \u{2068}Ben\u{2069} must act now"
        );
    }

    #[test]
    fn languages_are_read_from_their_codes() {
        assert_eq!("fr-CA".parse::<Lang>(), Ok(Lang::Fr));
        assert_eq!("EN".parse::<Lang>(), Ok(Lang::En));
        assert!("de".parse::<Lang>().is_err());
        assert_eq!(serde_json::to_string(&Lang::Fr).unwrap(), "\"fr\"");
    }

    #[test]
    fn a_client_gets_the_nearest_language_rather_than_an_error() {
        for (tag, lang) in [
            ("fr-CA", Lang::Fr),
            ("fr_FR", Lang::Fr),
            ("FR", Lang::Fr),
            ("en-GB", Lang::En),
            ("de", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(Lang::negotiate(tag), lang, "{tag}");
            let read: Lang = serde_json::from_value(serde_json::json!(tag)).unwrap();
            assert_eq!(read, lang, "{tag}");
        }
    }
}
