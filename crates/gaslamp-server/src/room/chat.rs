//! A room's chat: the last lines, kept for the connections that join, and the
//! numbering of new ones (numbered per room like actions, so two nodes that take the
//! same number conflict in storage).

use super::actor::{now, RoomActor};
use super::ConnId;
use crate::protocol::{errors, ChatLine, ServerMessage};
use crate::storage::{ChatRow, StoreError};
use gaslamp_core::Observer;
use std::collections::VecDeque;

/// The chat lines a room keeps in memory and sends in a welcome: the latest ones.
pub const CHAT_SENT: usize = 50;

/// The most chat lines a room stores; after them its chat is full.
pub const MAX_CHAT_LINES: u64 = 1000;

/// The last lines of a room's chat and the number of the last one.
#[derive(Default)]
pub struct Chat {
    lines: VecDeque<ChatLine>,
    last: u64,
}

impl Chat {
    /// The chat from its stored last lines (in order).
    pub fn from_rows(rows: Vec<ChatRow>) -> Chat {
        let mut chat = Chat::default();
        for r in rows {
            chat.push(line_of(r));
        }
        chat
    }

    /// The number the next line takes.
    pub fn next_seq(&self) -> u64 {
        self.last + 1
    }

    /// Whether the room has stored all the lines it may.
    pub fn full(&self) -> bool {
        self.last >= MAX_CHAT_LINES
    }

    /// Adds a line (numbered [`Chat::next_seq`]), forgetting the oldest kept.
    pub fn push(&mut self, line: ChatLine) {
        self.last = self.last.max(line.seq);
        self.lines.push_back(line);
        while self.lines.len() > CHAT_SENT {
            self.lines.pop_front();
        }
    }

    /// The lines kept, oldest first.
    pub fn recent(&self) -> Vec<ChatLine> {
        self.lines.iter().cloned().collect()
    }
}

/// A stored line as sent.
pub fn line_of(r: ChatRow) -> ChatLine {
    ChatLine {
        seq: r.seq,
        seat: r.seat,
        from: r.author,
        text: r.text,
    }
}

fn error(code: &str, message: impl Into<String>) -> ServerMessage {
    ServerMessage::Error {
        code: code.into(),
        message: message.into(),
    }
}

impl RoomActor {
    /// A chat line from connection `conn`: only a seat's connection may chat. The
    /// line is stored, then sent to every connection. When another node took its
    /// number first, this node reads the lines it missed and tries again.
    pub(super) async fn post_chat(
        &mut self,
        conn: ConnId,
        text: String,
    ) -> Result<(), ServerMessage> {
        let Some(w) = self.conns.get(conn) else {
            return Err(super::play::seat_lost(gaslamp_core::i18n::Lang::EN));
        };
        let Observer::Seat(seat) = w.observer else {
            return Err(error(
                errors::SPECTATOR_CHAT,
                "only the players at the table may chat; join a seat",
            ));
        };
        for _ in 0..3 {
            if self.chat.full() {
                return Err(error(
                    errors::CHAT_FULL,
                    format!("this room's chat is full ({MAX_CHAT_LINES} lines)"),
                ));
            }
            let line = ChatLine {
                seq: self.chat.next_seq(),
                seat: Some(seat),
                from: super::seats::shown_name(&self.seats, seat),
                text: text.clone(),
            };
            let row = ChatRow {
                seq: line.seq,
                seat: line.seat,
                author: line.from.clone(),
                text: line.text.clone(),
                at: now(),
            };
            match Box::pin(self.hub.store.append_chat(&self.id, &row)).await {
                Ok(()) => {
                    self.show_chat(line);
                    return Ok(());
                }
                Err(StoreError::Conflict) => self.catch_up_chat().await,
                Err(e) => {
                    tracing::error!(room = %self.id, error = %e, "a chat line was not stored");
                    return Err(error(errors::STORAGE, "the chat line could not be stored"));
                }
            }
        }
        Err(error(
            errors::STORAGE,
            "other servers kept taking the chat line's number first",
        ))
    }

    /// Adds the chat lines another node stored, and sends them.
    pub(super) async fn catch_up_chat(&mut self) {
        let after = self.chat.next_seq() - 1;
        let rows = match Box::pin(self.hub.store.chat_after(&self.id, after)).await {
            Ok(r) => r,
            Err(e) => return tracing::error!(room = %self.id, error = %e, "cannot read the chat"),
        };
        for r in rows {
            if r.seq != self.chat.next_seq() {
                break;
            }
            self.show_chat(line_of(r));
        }
    }

    fn show_chat(&mut self, line: ChatLine) {
        self.chat.push(line.clone());
        let text = ServerMessage::Chat(line).to_text();
        self.conns.broadcast(|_, _| text.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chat_keeps_its_last_lines_and_counts_them_all() {
        let mut chat = Chat::default();
        for seq in 1..=(CHAT_SENT as u64 + 7) {
            assert_eq!(chat.next_seq(), seq);
            chat.push(ChatLine {
                seq,
                seat: Some(0),
                from: "Ada".into(),
                text: format!("line {seq}"),
            });
        }
        let kept = chat.recent();
        assert_eq!(kept.len(), CHAT_SENT);
        assert_eq!(kept[0].seq, 8);
        assert_eq!(chat.next_seq(), CHAT_SENT as u64 + 8);
        assert!(!chat.full());
    }
}
