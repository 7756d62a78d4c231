//! The server's own sentences for people (a clock's log line, the WebSocket's
//! errors), in English and French (`locales/*.ftl`); the games' texts are the games'.

use gaslamp_core::i18n::Texts;
use std::sync::LazyLock;

const SOURCES: [&str; 2] = [
    include_str!("../locales/en.ftl"),
    include_str!("../locales/fr.ftl"),
];

/// The server's messages.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::new("gaslamp-server", SOURCES));

#[cfg(test)]
mod tests {
    use super::*;
    use gaslamp_core::i18n::Lang;

    #[test]
    fn every_message_is_written_in_english_and_french() {
        assert_eq!(TEXTS.problems(SOURCES), Vec::<String>::new());
        for id in [
            "seat-lost",
            "spectator-cannot-act",
            "room-expired",
            "storage-failed",
            "clock-played",
        ] {
            assert!(Lang::ALL.iter().all(|l| TEXTS.has(*l, id)), "{id}");
        }
    }
}
