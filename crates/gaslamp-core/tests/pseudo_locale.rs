//! The pseudo-locale `en-XA`: every English file of `locales/en/` with its words'
//! letters accented and 40 % longer, kept in `locales/en-XA/`. The browser tests
//! play both games in it: a visible text still in plain letters was not said from
//! a Fluent file, and a text that no longer fits its box shows where a longer
//! language would break the table.
//!
//! The files are made from the English ones by this test; after changing an
//! English file, `GASLAMP_BLESS=1 cargo test -p gaslamp-core --test pseudo_locale`
//! rewrites them.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::path::{Path, PathBuf};

const PSEUDO: &str = "en-XA";

/// Each ASCII letter's accented double, `a` to `z` then `A` to `Z`.
const ACCENTED: [char; 52] = [
    'å', 'ƀ', 'ç', 'ð', 'é', 'ƒ', 'ĝ', 'ĥ', 'î', 'ĵ', 'ķ', 'ļ', 'ɱ', 'ñ', 'ö', 'þ', 'ǫ', 'ŕ', 'š',
    'ţ', 'û', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž', 'Å', 'Ɓ', 'Ç', 'Ð', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Î', 'Ĵ', 'Ķ', 'Ļ',
    'Ṁ', 'Ñ', 'Ö', 'Þ', 'Ǫ', 'Ŕ', 'Š', 'Ţ', 'Û', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
];

/// What lengthens a text: a text of `n` letters gains `ceil(0.4 n)` of these.
const FILL: char = '·';

fn accent(c: char) -> char {
    match c {
        'a'..='z' => ACCENTED[c as usize - 'a' as usize],
        'A'..='Z' => ACCENTED[26 + c as usize - 'A' as usize],
        _ => c,
    }
}

/// A string literal's letters accented, its escapes (`\\`, `\"`, `\uXXXX`,
/// `\UXXXXXX`) as they are.
fn accent_literal(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(accent(c));
            continue;
        }
        out.push(c);
        let Some(kind) = chars.next() else { break };
        out.push(kind);
        let digits = match kind {
            'u' => 4,
            'U' => 6,
            _ => 0,
        };
        out.extend(chars.by_ref().take(digits));
    }
    out
}

/// A pattern's texts accented (in the branches of its selections and in literal
/// placeables too; names of variables, functions and variants, and a function's
/// arguments, stay as they are), then lengthened by 40 % of its letters at its end.
fn pseudo(pattern: &mut Pattern<String>) {
    let mut letters = 0;
    for element in &mut pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                letters += value.chars().filter(char::is_ascii_alphabetic).count();
                *value = value.chars().map(accent).collect();
            }
            PatternElement::Placeable { expression } => pseudo_expression(expression),
        }
    }
    if letters > 0 {
        pattern.elements.push(PatternElement::TextElement {
            value: std::iter::repeat_n(FILL, (letters * 2).div_ceil(5)).collect(),
        });
    }
}

fn pseudo_expression(expression: &mut Expression<String>) {
    match expression {
        // Words written as a literal (`{ " or " }`, to keep their spaces); its
        // escapes (`\u00A0`) kept.
        Expression::Inline(InlineExpression::StringLiteral { value }) => {
            *value = accent_literal(value)
        }
        Expression::Select { variants, .. } => {
            for v in variants {
                pseudo(&mut v.value);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            pseudo_expression(expression)
        }
        Expression::Inline(_) => {}
    }
}

/// The pseudo-localized file of an English `source`.
fn pseudo_file(name: &str, source: &str) -> String {
    let mut resource = fluent_syntax::parser::parse(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("locales/en/{name}.ftl: {errors:?}"));
    for entry in &mut resource.body {
        if let Entry::Message(m) = entry {
            m.comment = None;
            if let Some(value) = &mut m.value {
                pseudo(value);
            }
            for a in &mut m.attributes {
                pseudo(&mut a.value);
            }
        }
    }
    resource.body.retain(|e| matches!(e, Entry::Message(_)));
    let header = format!(
        "# The pseudo-locale {PSEUDO}: locales/en/{name}.ftl with its letters accented and \
         40 % longer.\n# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.\n\n"
    );
    header + &fluent_syntax::serializer::serialize(&resource)
}

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_pseudo_locale_is_the_english_files_accented_and_longer() {
    let bless = std::env::var_os("GASLAMP_BLESS").is_some();
    let (en, out) = (locales().join("en"), locales().join(PSEUDO));
    let mut stale = Vec::new();
    for entry in std::fs::read_dir(&en).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let made = pseudo_file(&name, &std::fs::read_to_string(&path).unwrap());
        let target = out.join(format!("{name}.ftl"));
        if bless {
            std::fs::create_dir_all(&out).unwrap();
            std::fs::write(&target, &made).unwrap();
        } else if std::fs::read_to_string(&target).ok().as_deref() != Some(made.as_str()) {
            stale.push(target.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date (GASLAMP_BLESS=1 cargo test -p gaslamp-core --test pseudo_locale): {stale:?}"
    );
}

#[test]
fn a_pseudo_localized_text_keeps_its_placeables_and_selections() {
    let made = pseudo_file(
        "t",
        "n = { $n ->\n    [one] one { $who }\n   *[other] { $n } workers\n}\nb = Hi\n    .title = Go\n",
    );
    assert!(made.contains("[one] öñé { $who }··"), "{made}");
    assert!(made.contains("*[other] { $n } ŵöŕķéŕš···"), "{made}");
    assert!(made.contains("b = Ĥî·"), "{made}");
    assert!(made.contains(".title = Ĝö·"), "{made}");
    let literal = pseudo_file("t", "or = { \" or \" }\nnb = a{ \"\\u00A0\" }b\n");
    assert!(literal.contains("or = { \" öŕ \" }"), "{literal}");
    assert!(literal.contains("nb = å{ \"\\u00A0\" }ƀ"), "{literal}");
}
