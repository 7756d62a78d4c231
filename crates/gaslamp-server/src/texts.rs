//! The server's own sentences for people (the WebSocket's errors), in every language
//! (`locales/*/server.ftl`); the games' texts are the games'.

use gaslamp_core::i18n::Texts;
use gaslamp_core::{Message, Reader};
use serde_json::Value;
use std::sync::LazyLock;

/// The server's messages.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("server"));

/// Says the message at `pointer` of a search's answer (a hint's or the coach's
/// `description`) to `reader` with the game's `texts`: the message moves to
/// `message` beside it and its words take its place. An answer stored before
/// descriptions were messages holds them by language code (`{"en": …, "fr": …}`):
/// the reader's is kept.
pub fn say_at(answer: &mut Value, pointer: &str, reader: &Reader, texts: &Texts) {
    let Some(d) = answer.pointer_mut(pointer) else {
        return;
    };
    let message = match serde_json::from_value::<Message>(d.clone()) {
        Ok(m) => m,
        Err(_) => {
            let said = d[reader.lang.code()].take();
            *d = said;
            return;
        }
    };
    *d = Value::String(reader.say(texts, &message));
    let parent = pointer.rsplit_once('/').map_or("", |(p, _)| p);
    if let Some(Value::Object(o)) = answer.pointer_mut(parent) {
        o.insert(
            "message".into(),
            serde_json::to_value(message).unwrap_or(Value::Null),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::i18n::Lang;

    #[test]
    fn every_message_is_written_in_english_and_french() {
        assert_eq!(TEXTS.problems(), Vec::<String>::new());
        for id in [
            "seat-lost",
            "spectator-cannot-act",
            "room-expired",
            "storage-failed",
        ] {
            assert!(Lang::all().all(|l| TEXTS.has(l, id)), "{id}");
        }
    }
}
