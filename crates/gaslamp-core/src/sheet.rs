//! Text laid out for a terminal, as data: a [`Sheet`] is lines of cells, each cell a
//! [`Message`] (or signs: digits and punctuation, never words) with a width and an
//! alignment. An engine lays out its board, its details and its final report as a
//! sheet; the edge that knows its reader (the terminal, the Python API) says every
//! message to that reader ([`Sheet::said`]) and only then pads, cuts and wraps: so a
//! board says "you" to its own reader, every other seat by name, in the reader's
//! language, with columns that hold whatever length the words take.

use crate::i18n::Texts;
use crate::message::{Message, Reader};
use std::fmt::Write;

/// The longest line a sheet writes (a line is cut or wrapped to stay within it).
pub const WIDTH: usize = 79;

/// Lines for a terminal, as data.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub lines: Vec<Line>,
}

/// One line: its cells side by side, `gap` spaces apart, after `indent` spaces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub cells: Vec<Cell>,
    pub indent: usize,
    pub gap: usize,
    pub flow: Flow,
}

/// What a line does when it is longer than [`WIDTH`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Cut, with `~` where it was cut.
    Cut,
    /// Broken between words; the lines after the first are indented by this much.
    Wrap(usize),
}

/// One cell of a line: what it says, in `width` characters (0: as many as it takes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub content: Content,
    pub width: usize,
    pub align: Align,
}

/// What a cell holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// A message, said to the sheet's reader.
    Say(Message),
    /// Signs that need no words: digits, brackets, marks.
    Signs(String),
}

/// Where a cell's text sits in its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
    Center,
}

impl Cell {
    /// `message`, as long as it takes.
    pub fn say(message: Message) -> Cell {
        Cell {
            content: Content::Say(message),
            width: 0,
            align: Align::Left,
        }
    }

    /// `signs` (digits, brackets and marks only: words are messages).
    pub fn signs(signs: impl Into<String>) -> Cell {
        let signs = signs.into();
        debug_assert!(
            !signs.chars().any(char::is_alphabetic),
            "words in a sheet are messages: {signs:?}"
        );
        Cell {
            content: Content::Signs(signs),
            width: 0,
            align: Align::Left,
        }
    }

    /// The number `n`.
    pub fn number(n: impl std::fmt::Display) -> Cell {
        Cell::signs(n.to_string())
    }

    /// This cell in `width` characters, left-aligned (cut with `~` when longer).
    pub fn left(mut self, width: usize) -> Cell {
        self.width = width;
        self.align = Align::Left;
        self
    }

    /// This cell in `width` characters, right-aligned.
    pub fn right(mut self, width: usize) -> Cell {
        self.width = width;
        self.align = Align::Right;
        self
    }

    /// This cell in `width` characters, centred.
    pub fn center(mut self, width: usize) -> Cell {
        self.width = width;
        self.align = Align::Center;
        self
    }
}

impl Line {
    /// `cells` side by side, one space apart, cut at [`WIDTH`].
    pub fn row(cells: Vec<Cell>) -> Line {
        Line {
            cells,
            indent: 0,
            gap: 1,
            flow: Flow::Cut,
        }
    }

    /// With `indent` spaces before it.
    pub fn indent(mut self, indent: usize) -> Line {
        self.indent = indent;
        self
    }

    /// With its cells `gap` spaces apart.
    pub fn gap(mut self, gap: usize) -> Line {
        self.gap = gap;
        self
    }

    /// Wrapped between words rather than cut, the lines after the first indented by
    /// `rest`.
    pub fn wrap(mut self, rest: usize) -> Line {
        self.flow = Flow::Wrap(rest);
        self
    }
}

impl Sheet {
    /// An empty sheet.
    pub fn new() -> Sheet {
        Sheet::default()
    }

    /// Adds `line`.
    pub fn line(&mut self, line: Line) {
        self.lines.push(line);
    }

    /// Adds a line saying `message`, cut at [`WIDTH`].
    pub fn say(&mut self, message: Message) {
        self.line(Line::row(vec![Cell::say(message)]));
    }

    /// Adds a line saying `message` after `indent` spaces, wrapped between words,
    /// the lines after the first indented by `rest`.
    pub fn wrapped(&mut self, message: Message, indent: usize, rest: usize) {
        self.line(
            Line::row(vec![Cell::say(message)])
                .indent(indent)
                .wrap(rest),
        );
    }

    /// Adds an empty line.
    pub fn blank(&mut self) {
        self.line(Line::row(Vec::new()));
    }

    /// Adds every line of `other`.
    pub fn append(&mut self, other: Sheet) {
        self.lines.extend(other.lines);
    }

    /// Every message of the sheet, in order (for tests of their words).
    pub fn messages(&self) -> impl Iterator<Item = &Message> {
        self.lines
            .iter()
            .flat_map(|l| &l.cells)
            .filter_map(|c| match &c.content {
                Content::Say(m) => Some(m),
                Content::Signs(_) => None,
            })
    }

    /// The sheet as text for `reader`, with the words of `texts`: every message said
    /// to the reader, then padded, cut and wrapped; each line ends with a newline.
    pub fn said(&self, reader: &Reader, texts: &Texts) -> String {
        let mut out = String::new();
        for line in &self.lines {
            let cells: Vec<String> = line
                .cells
                .iter()
                .map(|c| {
                    let text = match &c.content {
                        Content::Say(m) => reader.say(texts, m),
                        Content::Signs(s) => s.clone(),
                    };
                    fit(&text, c.width, c.align)
                })
                .collect();
            let text = format!(
                "{}{}",
                " ".repeat(line.indent),
                cells.join(&" ".repeat(line.gap))
            );
            match line.flow {
                Flow::Cut => {
                    let _ = writeln!(out, "{}", cut(text.trim_end(), WIDTH));
                }
                Flow::Wrap(rest) => wrap(&text, line.indent, rest, &mut out),
            }
        }
        out
    }
}

/// How wide `text` shows: its characters but the invisible ones that isolate names
/// (U+2066 to U+2069) and mark things.
pub fn shown_width(text: &str) -> usize {
    text.chars().filter(|c| !invisible(*c)).count()
}

fn invisible(c: char) -> bool {
    matches!(c, '\u{2060}'..='\u{206F}' | '\u{200B}'..='\u{200F}')
}

/// `text` cut to `width` shown characters, with `~` as its last when it was cut.
fn cut(text: &str, width: usize) -> String {
    if shown_width(text) <= width {
        return text.to_string();
    }
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        if !invisible(c) {
            if shown + 1 == width {
                break;
            }
            shown += 1;
        }
        out.push(c);
    }
    // Close any isolate the cut left open, so that what follows reads in order.
    let opened = out
        .chars()
        .filter(|c| matches!(c, '\u{2066}'..='\u{2068}'))
        .count();
    let closed = out.chars().filter(|&c| c == '\u{2069}').count();
    for _ in closed..opened {
        out.push('\u{2069}');
    }
    out.push('~');
    out
}

/// `text` in exactly `width` shown characters (any, when `width` is 0).
fn fit(text: &str, width: usize, align: Align) -> String {
    if width == 0 {
        return text.to_string();
    }
    let text = cut(text, width);
    let room = width - shown_width(&text);
    let (left, right) = match align {
        Align::Left => (0, room),
        Align::Right => (room, 0),
        Align::Center => (room / 2, room - room / 2),
    };
    format!("{}{text}{}", " ".repeat(left), " ".repeat(right))
}

/// Writes `text` (which starts with its `first` spaces of indent) as lines of at most
/// [`WIDTH`] shown characters, broken between words, the lines after the first
/// indented by `rest`.
fn wrap(text: &str, first: usize, rest: usize, out: &mut String) {
    let mut line = " ".repeat(first);
    let mut empty = true;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if !empty && shown_width(&line) + 1 + shown_width(word) > WIDTH {
            let _ = writeln!(out, "{line}");
            line = " ".repeat(rest);
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    let _ = writeln!(out, "{line}");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Texts};

    fn texts() -> Texts {
        Texts::from_sources(
            "test",
            &[
                ("en", "name = { $who }\nlong = one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen\n"),
                ("fr", "name = { $who }\nlong = un deux\n"),
            ],
        )
    }

    fn reader(seat: Option<usize>) -> (Vec<Option<String>>, Option<usize>) {
        (
            vec![Some("Ada".into()), Some("Benedict Cumberbatch".into())],
            seat,
        )
    }

    #[test]
    fn cells_are_said_to_the_reader_then_padded_and_cut() {
        let (names, seat) = reader(Some(0));
        let r = Reader {
            lang: Lang::EN,
            seat,
            names: &names,
        };
        let mut s = Sheet::new();
        for who in 0..2 {
            s.line(Line::row(vec![
                Cell::say(Message::new("name").seat("who", who)).left(8),
                Cell::number(12).right(4),
            ]));
        }
        let text = s.said(&r, &texts());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "you        12");
        assert_eq!(lines[1], "\u{2068}Benedic\u{2069}~   12");
        assert_eq!(shown_width(lines[1]), 13);
    }

    #[test]
    fn a_long_line_is_wrapped_between_words_or_cut() {
        let (names, seat) = reader(None);
        let r = Reader {
            lang: Lang::EN,
            seat,
            names: &names,
        };
        let mut s = Sheet::new();
        s.wrapped(Message::new("long"), 70, 4);
        s.say(Message::new("long"));
        let text = s.said(&r, &texts());
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with(&" ".repeat(70)));
        assert!(lines[1].starts_with("    "));
        assert!(lines.iter().all(|l| shown_width(l) <= WIDTH));
        let said = lines[..lines.len() - 1].join(" ");
        assert_eq!(
            said.split_whitespace().collect::<Vec<_>>().join(" "),
            "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
        );
        // Indented past the width, the cut line keeps WIDTH characters.
        let mut s = Sheet::new();
        s.line(Line::row(vec![Cell::say(Message::new("long"))]).indent(75));
        let text = s.said(&r, &texts());
        assert_eq!(shown_width(text.trim_end_matches('\n')), WIDTH);
        assert!(text.trim_end().ends_with('~'));
    }

    #[test]
    fn the_same_sheet_reads_in_each_language() {
        let names = Vec::new();
        let mut s = Sheet::new();
        s.say(Message::new("long"));
        let fr = Reader {
            lang: Lang::known("fr"),
            seat: None,
            names: &names,
        };
        assert_eq!(s.said(&fr, &texts()), "un deux\n");
    }

    #[test]
    #[should_panic(expected = "words in a sheet are messages")]
    #[cfg(debug_assertions)]
    fn signs_hold_no_words() {
        let _ = Cell::signs("seat 2");
    }
}
