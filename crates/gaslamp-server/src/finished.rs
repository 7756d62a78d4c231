//! What a finished game serves, made once: its summary, record, replay, analysis
//! points and the coach's judgements never change once the game is over (a renamed
//! player's summary is forgotten, [`Finished::forget_summary`]), so each is made by
//! its room once, kept here serialized and gzipped with its entity tag, and served
//! from here without waking the room. The cache is bounded by the bytes it holds
//! ([`crate::Policy::finished_bytes`]); what falls out is made again when asked.

use axum::body::Bytes;
use gaslamp_core::i18n::Lang;
use gaslamp_core::Seat;
use serde_json::Value;
use std::io::Write;
use std::sync::Arc;

/// Which answer of a finished room.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    Summary,
    Record,
    Replay(Lang),
    Analysis {
        point: usize,
    },
    Coach {
        seat: Seat,
        mv: Option<usize>,
        lang: Lang,
    },
}

/// An answer as served: its JSON, the same gzipped, and its entity tag.
pub struct Made {
    pub json: Bytes,
    pub gzip: Bytes,
    /// `"…"`: a hash of the JSON.
    pub etag: String,
}

impl Made {
    /// Serializes and compresses `value` (a few milliseconds for a long replay: run
    /// it off the async threads).
    pub fn new(value: &Value) -> Made {
        use sha2::Digest;
        let json = serde_json::to_vec(value).expect("JSON serializes");
        let digest = sha2::Sha256::digest(&json);
        let etag = format!(
            "\"{}\"",
            digest[..12]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        gz.write_all(&json).expect("writing to memory");
        let gzip = gz.finish().expect("writing to memory");
        Made {
            json: json.into(),
            gzip: gzip.into(),
            etag,
        }
    }

    fn weight(&self) -> u64 {
        (self.json.len() + self.gzip.len() + self.etag.len() + 64) as u64
    }
}

#[derive(Clone)]
struct ByBytes;

impl quick_cache::Weighter<(Arc<str>, Answer), Arc<Made>> for ByBytes {
    fn weight(&self, _: &(Arc<str>, Answer), made: &Arc<Made>) -> u64 {
        made.weight()
    }
}

/// The finished rooms' answers held in memory.
pub struct Finished {
    cache: quick_cache::sync::Cache<(Arc<str>, Answer), Arc<Made>, ByBytes>,
}

impl Finished {
    /// A cache of at most `bytes`.
    pub fn new(bytes: u64) -> Finished {
        Finished {
            cache: quick_cache::sync::Cache::with_weighter(1024, bytes.max(1), ByBytes),
        }
    }

    pub fn get(&self, room: &str, answer: &Answer) -> Option<Arc<Made>> {
        self.cache.get(&(Arc::from(room), answer.clone()))
    }

    pub fn put(&self, room: &str, answer: Answer, made: Arc<Made>) {
        self.cache.insert((Arc::from(room), answer), made);
    }

    /// A room's summary names its players: forgotten when one is renamed.
    pub fn forget_summary(&self, room: &str) {
        self.cache.remove(&(Arc::from(room), Answer::Summary));
    }

    /// The bytes held now.
    pub fn bytes(&self) -> u64 {
        self.cache.weight()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_kept_with_its_tag_and_the_cache_stays_within_its_bytes() {
        let f = Finished::new(64 * 1024);
        let v = serde_json::json!({"views": vec!["a long view"; 500]});
        let made = Arc::new(Made::new(&v));
        assert!(made.gzip.len() < made.json.len() / 4);
        let again = Made::new(&v);
        assert_eq!(made.etag, again.etag);
        f.put("r1", Answer::Replay(Lang::EN), made.clone());
        assert_eq!(
            f.get("r1", &Answer::Replay(Lang::EN)).unwrap().etag,
            made.etag
        );
        assert!(f.get("r1", &Answer::Replay(Lang::known("fr"))).is_none());
        for i in 0..100 {
            f.put(&format!("room{i}"), Answer::Record, Arc::new(Made::new(&v)));
        }
        assert!(f.bytes() <= 64 * 1024, "{}", f.bytes());
        f.put("r2", Answer::Summary, made);
        f.forget_summary("r2");
        assert!(f.get("r2", &Answer::Summary).is_none());
    }
}
