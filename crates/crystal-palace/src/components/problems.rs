//! The problems of a component file, each naming its item and field, and the readers
//! that record them: effects, costs, tags, VP by round, ids, things to count.

use super::*;
use std::collections::HashSet;

/// The problems found so far, each naming its item and field, in the order found.
pub(super) struct Problems(pub(super) Vec<String>);

impl Problems {
    /// Notes a problem of `item`'s `field`.
    pub(super) fn push(&mut self, item: &str, field: &str, what: impl std::fmt::Display) {
        self.0.push(format!("{}, {field}: {what}", escape(item)));
    }

    /// Reads an effect, noting a problem (and reading none) if it does not parse.
    pub(super) fn effect(&mut self, item: &str, field: &str, text: &str) -> Effect {
        match Effect::parse(text) {
            Ok(e) => e,
            Err(e) => {
                self.push(item, field, escape(&e));
                Effect::none()
            }
        }
    }

    /// Reads a cost, noting a problem (and reading none) if it does not parse.
    pub(super) fn cost(&mut self, item: &str, field: &str, text: &str) -> Cost {
        match Cost::parse(text) {
            Ok(c) => c,
            Err(e) => {
                self.push(item, field, escape(&e));
                Cost::default()
            }
        }
    }

    /// Reads an item's provenance tag and per-field tags, for the item's `fields`.
    pub(super) fn tagged(
        &mut self,
        item: &str,
        tag: &str,
        tags: &BTreeMap<String, String>,
        fields: &[&str],
    ) -> Tagged {
        let mut t = Tagged::default();
        match Tag::parse(tag) {
            Some(x) => t.tag = Some(x),
            None => self.push(
                item,
                "tag",
                format!("`{}` is not a tag; tags are R, X, S and P", escape(tag)),
            ),
        }
        for (field, tag) in tags {
            if !fields.contains(&field.as_str()) {
                self.push(
                    item,
                    "tags",
                    format!(
                        "`{}` is not a field of this item (fields: {})",
                        escape(field),
                        fields.join(", ")
                    ),
                );
            }
            match Tag::parse(tag) {
                Some(x) => {
                    t.fields.insert(field.clone(), x);
                }
                None => self.push(
                    item,
                    &format!("tags.{}", escape(field)),
                    format!("`{}` is not a tag; tags are R, X, S and P", escape(tag)),
                ),
            }
        }
        t
    }

    /// Reads one number a round, each -99 to 99.
    pub(super) fn rounds(&mut self, item: &str, field: &str, v: &[i32]) -> [i32; ROUNDS] {
        let mut out = [0; ROUNDS];
        if v.len() == ROUNDS {
            out.copy_from_slice(v);
        } else {
            self.push(
                item,
                field,
                format!("needs {ROUNDS} numbers, one a round; it has {}", v.len()),
            );
        }
        for &x in v {
            if !(-99..=99).contains(&x) {
                self.push(item, field, format!("{x} is out of range (-99 to 99)"));
            }
        }
        out
    }

    /// Checks ids of one kind: lowercase letters, digits and `-`, each once.
    pub(super) fn ids<'a>(&mut self, kind: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for id in ids {
            if id.is_empty()
                || !id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                self.push(
                    &format!("{kind} `{id}`"),
                    "id",
                    "ids are lowercase letters, digits and `-`",
                );
            }
            if !seen.insert(id) {
                self.push(&format!("{kind} `{id}`"), "id", "appears twice");
            }
        }
    }
}

/// Reads things to count joined by `+`.
pub(super) fn counts(text: &str) -> Result<Vec<Count>, String> {
    let mut out = Vec::new();
    for part in text.split('+') {
        let p = part.trim();
        let c = Count::ALL
            .into_iter()
            .find(|c| c.name() == p)
            .ok_or_else(|| {
                format!(
                    "`{p}` is not something to count; one of: {}",
                    Count::ALL.map(Count::name).join(", ")
                )
            })?;
        out.push(c);
    }
    Ok(out)
}

/// Reads one thing to count.
pub(super) fn count(text: &str) -> Result<Count, String> {
    let v = counts(text)?;
    if v.len() != 1 {
        return Err("one thing to count, without `+`".into());
    }
    Ok(v[0])
}
