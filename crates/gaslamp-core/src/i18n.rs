//! The languages of the texts games make for people, written in Project Fluent files:
//! `locales/<code>/<name>.ftl` at the workspace's root, one folder per language
//! (`en`, `fr`, the pseudo-locale `en-XA`), one file per owner of words (`shared`,
//! each game, `server`, `terminal`, `page`, a game's table). The build embeds every
//! folder it finds (`build.rs`): a language costs only its files.
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

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// A language texts are written in: one of the folders of `locales/`. Read from
/// JSON or a query string, a language tag is negotiated ([`Lang::negotiate`]):
/// `fr-CA` is French, a language without texts is English.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Lang(u8);

impl Lang {
    /// English: the default, and what a message missing elsewhere is written in.
    pub const EN: Lang = Lang(0);

    /// Every language, English first.
    pub fn all() -> impl Iterator<Item = Lang> + Clone {
        (0..embedded::CODES.len()).map(|i| Lang(i as u8))
    }

    /// The language whose code is `code` (`fr`, `en-XA`; any case, `_` for `-`).
    pub fn with_code(code: &str) -> Option<Lang> {
        let code = code.replace('_', "-");
        embedded::CODES
            .iter()
            .position(|c| c.eq_ignore_ascii_case(&code))
            .map(|i| Lang(i as u8))
    }

    /// The language of `code`, which the project ships (for tests and for code that
    /// names a language on purpose). Panics when `locales/` has no such folder.
    pub fn known(code: &str) -> Lang {
        Lang::with_code(code).unwrap_or_else(|| panic!("no folder locales/{code}"))
    }

    /// The language's code (`en`, `fr`, `en-XA`).
    pub fn code(self) -> &'static str {
        embedded::CODES[self.index()]
    }

    /// The language's name in itself ("Français"), from its shared file.
    pub fn name(self) -> String {
        SHARED.tr_in(self, "language-name", &[])
    }

    /// Whether the language is a pseudo-locale (a region `XA` or `XB`, by CLDR's
    /// convention): a test of the texts, reached only by its exact code and not
    /// offered to players.
    pub fn is_pseudo(self) -> bool {
        let region = self.code().rsplit_once('-').map(|(_, r)| r);
        matches!(region, Some("XA" | "XB"))
    }

    fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The nearest language to the tag `s`, as `Accept-Language` negotiation picks
    /// one: its exact code, else its primary language (`fr-CA`, `fr_FR` → French),
    /// else the default, English (`de`, `x`, ``). For people's clients, which should
    /// get texts rather than an error; the command line refuses an unknown language
    /// instead ([`Lang::from_str`]).
    pub fn negotiate(s: &str) -> Lang {
        s.parse().unwrap_or_default()
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = std::borrow::Cow::<'de, str>::deserialize(d)?;
        Ok(Lang::negotiate(&tag))
    }
}

impl FromStr for Lang {
    type Err = String;

    /// A language's code (`en-XA`), or a tag whose primary language is one
    /// (`fr-CA`: French; a pseudo-locale is only its exact code).
    fn from_str(s: &str) -> Result<Self, String> {
        let primary = s.split(['-', '_']).next().unwrap_or_default();
        Lang::with_code(s)
            .or_else(|| Lang::with_code(primary).filter(|l| !l.code().contains('-')))
            .ok_or_else(|| {
                let codes: Vec<&str> = embedded::CODES.to_vec();
                format!(
                    "unknown language {}: use one of {}",
                    crate::untrusted(s),
                    codes.join(", ")
                )
            })
    }
}

/// The source of the Fluent file `name` (`spyrium`, `page`) in `lang`, if that
/// language has one.
pub fn source(lang: Lang, name: &str) -> Option<&'static str> {
    embedded::FILES[lang.index()]
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, source)| *source)
}

/// The names of the files of `lang` (`shared`, `spyrium`, …).
pub fn file_names(lang: Lang) -> impl Iterator<Item = &'static str> {
    embedded::FILES[lang.index()].iter().map(|(n, _)| *n)
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::EN) };
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

/// The sentences every game shares (seats, whose turn it is, the game's end):
/// `locales/*/shared.ftl`.
pub static SHARED: std::sync::LazyLock<Texts> = std::sync::LazyLock::new(|| Texts::named("shared"));

/// A value given to a message.
pub type Arg<'a> = FluentValue<'a>;

/// One owner's messages in every language.
pub struct Texts {
    name: &'static str,
    /// Per language ([`Lang::all`]'s order), its file's source, if it has one.
    sources: Vec<Option<&'static str>>,
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl Texts {
    /// The messages of the files `locales/*/<name>.ftl`. A language without the
    /// file, or a file Fluent cannot read, is a defect of the build found by the
    /// owner's tests ([`Texts::problems`]); what is missing is said in English.
    pub fn named(name: &'static str) -> Texts {
        Texts::with_sources(name, Lang::all().map(|l| source(l, name)).collect())
    }

    /// Messages from sources given by language code (for tests of this module
    /// and of what reads messages); a language not given has none.
    pub fn from_sources(name: &'static str, given: &[(&str, &'static str)]) -> Texts {
        let sources = Lang::all()
            .map(|l| given.iter().find(|(c, _)| *c == l.code()).map(|(_, s)| *s))
            .collect();
        Texts::with_sources(name, sources)
    }

    fn with_sources(name: &'static str, sources: Vec<Option<&'static str>>) -> Texts {
        let bundles = Lang::all()
            .zip(&sources)
            .map(|(lang, source)| {
                let id: unic_langid::LanguageIdentifier =
                    lang.code().parse().expect("a language code");
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                bundle.set_use_isolating(false);
                let resource = FluentResource::try_new(source.unwrap_or("").to_string())
                    .unwrap_or_else(|(partial, _)| partial);
                let _ = bundle.add_resource(resource);
                bundle
            })
            .collect();
        Texts {
            name,
            sources,
            bundles,
        }
    }

    /// The files' name (`spyrium`).
    pub fn name(&self) -> &'static str {
        self.name
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

    /// What is wrong with the files: a language without one, a message one
    /// language has and another lacks, or a file Fluent cannot read (each problem
    /// a line naming the file and id).
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        let file = |l: Lang| format!("locales/{}/{}.ftl", l.code(), self.name);
        let ids: Vec<Vec<String>> = Lang::all()
            .zip(&self.sources)
            .map(|(lang, source)| {
                let Some(source) = source else {
                    out.push(format!("{} is missing", file(lang)));
                    return Vec::new();
                };
                match FluentResource::try_new(source.to_string()) {
                    Ok(r) => message_ids(&r),
                    Err((r, errors)) => {
                        for e in errors {
                            out.push(format!("{}: {e:?}", file(lang)));
                        }
                        message_ids(&r)
                    }
                }
            })
            .collect();
        for (a, la) in Lang::all().enumerate() {
            for (b, lb) in Lang::all().enumerate() {
                if a == b || self.sources[b].is_none() {
                    continue;
                }
                for id in &ids[a] {
                    if !ids[b].contains(id) {
                        out.push(format!("{} has {id}, {} lacks it", file(la), file(lb)));
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
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        assert_eq!(tr!(texts, "greeting", name = "Ada"), "Hello, Ada!");
        assert_eq!(
            with_lang(fr(), || tr!(texts, "greeting", name = "Ada")),
            "Bonjour, Ada !"
        );
        assert_eq!(lang(), Lang::EN, "the language is restored");
        assert_eq!(
            with_lang(fr(), || tr!(texts, "workers", n = 1)),
            "un ouvrier"
        );
        assert_eq!(tr!(texts, "workers", n = 3), "3 workers");
        // Missing in French: English; missing everywhere: the id.
        assert_eq!(with_lang(fr(), || tr!(texts, "only-en")), "English only");
        assert_eq!(tr!(texts, "nowhere"), "nowhere");
    }

    #[test]
    fn the_problems_name_each_message_a_language_lacks() {
        let texts = Texts::from_sources("test", &[("en", EN), ("fr", FR)]);
        let problems = texts.problems();
        assert!(
            problems.contains(
                &"locales/en/test.ftl has only-en, locales/fr/test.ftl lacks it".to_string()
            ),
            "{problems:?}"
        );
        assert!(
            !Texts::from_sources("t", &[("en", "a = b"), ("fr", "a = { ")])
                .problems()
                .is_empty()
        );
    }

    #[test]
    fn the_shared_sentences_are_written_in_english_and_french() {
        assert_eq!(SHARED.problems(), Vec::<String>::new());
        // A seat refusal is a message: said to a reader without a table, seats are
        // numbered from 1; said to the refused seat, it is "you".
        let r = with_lang(fr(), || {
            crate::seat_refusal(2, false, crate::SeatSet::single(1), 0)
        })
        .unwrap();
        assert_eq!(
            r.message,
            "ce n'est pas au tour de joueur 1 : joueur 2 doit jouer maintenant"
        );
        let names = [Some("Ada".to_string()), Some("Ben".to_string())];
        let ada = crate::Reader {
            lang: Lang::EN,
            seat: Some(0),
            names: &names,
        };
        assert_eq!(
            ada.say(&SHARED, r.words.as_ref().unwrap()),
            "it is not your turn: \u{2068}Ben\u{2069} must act now"
        );
    }

    fn fr() -> Lang {
        Lang::known("fr")
    }

    #[test]
    fn languages_are_read_from_their_codes() {
        assert_eq!("fr-CA".parse::<Lang>(), Ok(fr()));
        assert_eq!("EN".parse::<Lang>(), Ok(Lang::EN));
        assert!("de".parse::<Lang>().is_err());
        assert_eq!(serde_json::to_string(&fr()).unwrap(), "\"fr\"");
        // A pseudo-locale is its exact code only: English speakers get English.
        let xa = Lang::known("en-xa");
        assert_eq!(xa.code(), "en-XA");
        assert!(xa.is_pseudo() && !fr().is_pseudo());
        assert_eq!("en_XA".parse::<Lang>(), Ok(xa));
        assert_eq!(Lang::negotiate("en-US"), Lang::EN);
    }

    #[test]
    fn every_language_has_every_file_english_has_and_a_name() {
        let english: Vec<&str> = file_names(Lang::EN).collect();
        assert!(english.contains(&"shared"));
        for lang in Lang::all() {
            assert_eq!(file_names(lang).collect::<Vec<_>>(), english, "{lang}");
            assert!(SHARED.has(lang, "language-name"), "{lang}");
        }
        assert_eq!(Lang::all().next(), Some(Lang::EN));
    }

    #[test]
    fn a_client_gets_the_nearest_language_rather_than_an_error() {
        for (tag, lang) in [
            ("fr-CA", fr()),
            ("fr_FR", fr()),
            ("FR", fr()),
            ("en-GB", Lang::EN),
            ("de", Lang::EN),
            ("", Lang::EN),
        ] {
            assert_eq!(Lang::negotiate(tag), lang, "{tag}");
            let read: Lang = serde_json::from_value(serde_json::json!(tag)).unwrap();
            assert_eq!(read, lang, "{tag}");
        }
    }
}
