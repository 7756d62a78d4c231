//! Embeds the Fluent files of every language: `locales/<code>/<name>.ftl` at the
//! workspace's root, one folder per language (English, `en`, first). Adding a
//! language is adding its folder; this script lists what it finds, so the build
//! reruns when a folder or a file is added, removed or changed.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<(String, Vec<(String, PathBuf)>)> = Vec::new();
    for dir in entries(&root) {
        println!("cargo:rerun-if-changed={}", dir.display());
        let code = file_name(&dir);
        assert!(
            dir.is_dir() && is_code(&code),
            "locales/{code}: expected a folder named by a language code (en, fr, en-XA)"
        );
        let mut files = Vec::new();
        for file in entries(&dir) {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file_name(&file);
            let Some(stem) = name.strip_suffix(".ftl") else {
                panic!("locales/{code}/{name}: only .ftl files belong in a language's folder");
            };
            files.push((
                stem.to_string(),
                file.canonicalize().expect("a readable file"),
            ));
        }
        languages.push((code, files));
    }
    languages.sort_by_key(|(code, _)| (code != "en", code.clone()));
    assert!(
        languages.first().is_some_and(|(code, _)| code == "en"),
        "locales/en: English, the language every other falls back to, is missing"
    );
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("locales.rs");
    std::fs::write(out, generated(&languages)).expect("OUT_DIR is writable");
}

fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable folder").path())
        .filter(|p| !file_name(p).starts_with('.'))
        .collect();
    out.sort();
    out
}

fn file_name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

/// A language tag's shape: letters, digits and hyphens, starting with a letter.
fn is_code(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_alphabetic())
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

fn generated(languages: &[(String, Vec<(String, PathBuf)>)]) -> String {
    let mut s = String::from(
        "/// Every language's code, English first.\npub(crate) const CODES: &[&str] = &[",
    );
    for (code, _) in languages {
        write!(s, "{code:?}, ").unwrap();
    }
    s.push_str("];\n/// Each language's files (`CODES`' order): a name and its source.\npub(crate) const FILES: &[&[(&str, &str)]] = &[\n");
    for (_, files) in languages {
        s.push_str("    &[");
        for (name, path) in files {
            write!(
                s,
                "({name:?}, include_str!({:?})), ",
                path.display().to_string()
            )
            .unwrap();
        }
        s.push_str("],\n");
    }
    s.push_str("];\n");
    s
}
