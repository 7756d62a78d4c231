//! `gaslamp play`: a game at the terminal. Humans type actions (a number from the list
//! or the text notation); bots choose from their seat's view only.

use gaslamp_core::i18n::Texts;
use gaslamp_core::tr;
use std::sync::LazyLock;

/// The terminal's own sentences (the games write theirs): `locales/*/terminal.ftl`.
pub static TEXTS: LazyLock<Texts> = LazyLock::new(|| Texts::named("terminal"));
use crate::seats::SeatKind;
use anyhow::{bail, Context};
use gaslamp_ai::BotSpec;
use gaslamp_core::{
    rng_from_seed, untrusted, Bot, Game, GameRng, Match, Message, Observer, Reader, Record, Seat,
};
use gaslamp_games::{sheet_said, Presented};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

/// Everything `play` needs besides the game's components.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    pub players: usize,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// Whether the seed was chosen from the clock (it is then printed prominently).
    pub seed_from_clock: bool,
    pub record: Option<PathBuf>,
    /// The name of each seat (`None`: "player N").
    pub names: Vec<Option<String>>,
}

impl PlayConfig {
    /// Checks the player count against the game and the seat list.
    pub fn new<G: Game>(
        players: Option<usize>,
        seats: Option<Vec<SeatKind>>,
        seed: Option<u64>,
        record: Option<PathBuf>,
        names: Option<Vec<String>>,
    ) -> anyhow::Result<Self> {
        let players = players.or(seats.as_ref().map(Vec::len)).unwrap_or(4);
        crate::games::check_players::<G>(players)?;
        let seats = match seats {
            Some(s) if s.len() != players => crate::games::bad_argument!(
                "--seats lists {} seat(s) but the game has {players} players; give one kind per seat, e.g. --seats {}",
                s.len(),
                example_seats(players)
            ),
            Some(s) => s,
            None => {
                let mut s = vec![SeatKind::Human];
                s.resize(players, SeatKind::Bot(BotSpec::Random));
                s
            }
        };
        let names = match names {
            None => vec![None; players],
            Some(n) if n.len() != players => crate::games::bad_argument!(
                "--names lists {} name(s) but the game has {players} players; give one name per seat, e.g. --names {}",
                n.len(),
                ["Ada", "Ben", "Cy", "Dot", "Eve"][..players].join(",")
            ),
            Some(n) => n
                .iter()
                .enumerate()
                .map(|(i, name)| match gaslamp_server::names::clean(name) {
                    Ok(name) => Ok(Some(name)),
                    Err(e) => crate::games::bad_argument!("--names: name {}: {}", i + 1, e.message()),
                })
                .collect::<anyhow::Result<_>>()?,
        };
        let (seed, seed_from_clock) = match seed {
            Some(s) => (s, false),
            None => (clock_seed(), true),
        };
        Ok(PlayConfig {
            players,
            seats,
            seed,
            seed_from_clock,
            record,
            names,
        })
    }

    /// Who the terminal speaks to: `seat` ("you"; `None`: no one), every other seat
    /// by its name, in the thread's language.
    pub fn reader(&self, seat: Option<Seat>) -> Reader<'_> {
        Reader {
            lang: gaslamp_core::i18n::lang(),
            seat,
            names: &self.names,
        }
    }

    /// The one person at this terminal when there is one: lines everyone reads say
    /// "you" to them; with several (hot seat) or none, every seat is named.
    fn table(&self) -> Option<Seat> {
        let mut humans = (0..self.players).filter(|&s| self.seats[s].is_human());
        match (humans.next(), humans.next()) {
            (Some(h), None) => Some(h),
            _ => None,
        }
    }
}

fn example_seats(players: usize) -> String {
    let mut v = vec!["human"];
    v.resize(players, "random");
    v.join(",")
}

/// A seed from the clock, for games that should differ each time.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0);
    // Keep it short enough to type back.
    splitmix(nanos) % 1_000_000_000
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The random generator of the bot at `seat`, derived from the game's seed so that a
/// game between bots is reproduced by its seed.
pub fn bot_rng(seed: u64, seat: Seat) -> GameRng {
    rng_from_seed(splitmix(seed ^ splitmix(0xB07 + seat as u64)))
}

/// What the terminal writes, without the marks that isolate names in sentences
/// (U+2066 to U+2069): names were checked to hold no direction control when given,
/// and many terminals draw these marks as boxes.
struct Unmarked<'a>(&'a mut dyn Write);

impl Write for Unmarked<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        // Formatting writes whole `str` pieces, so a mark is never split between
        // two writes; its UTF-8 form is E2 81 A6 to E2 81 A9.
        let mut start = 0;
        let mut i = 0;
        while i + 2 < buf.len() {
            if buf[i] == 0xE2 && buf[i + 1] == 0x81 && (0xA6..=0xA9).contains(&buf[i + 2]) {
                self.0.write_all(&buf[start..i])?;
                i += 3;
                start = i;
            } else {
                i += 1;
            }
        }
        self.0.write_all(&buf[start..])?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// How a game at the terminal ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayEnd {
    Finished,
    /// A human typed `q` or the input ended.
    Quit,
}

enum HumanChoice<A> {
    Act(A),
    Quit,
}

/// Writes the record to `path` (the full record: a save must hold the seed to be
/// continued; the terminal never prints the seed before the end).
fn save(path: &Path, record: &Record) -> anyhow::Result<()> {
    let shown = untrusted(&path.display().to_string());
    std::fs::write(path, record.to_json_pretty() + "\n")
        .with_context(|| format!("cannot write the record to {shown}"))
}

/// The lines of the log a seat has not seen yet, at most this many shown.
const LOG_LINES: usize = 4;
/// The screen the turn of a human is laid out for.
const SCREEN_LINES: usize = 30;
const SCREEN_COLUMNS: usize = 80;

/// Plays one game (new, or continued from `resume`), reading human input from
/// `input` and writing to `out`. With a record path, the record is saved before the
/// first action and after every action, so a game is never lost.
pub fn play<G: Presented>(
    components: &G::Components,
    config: &PlayConfig,
    resume: Option<&Record>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> anyhow::Result<PlayEnd> {
    let out: &mut dyn Write = &mut Unmarked(out);
    let mut m = match resume {
        None => Match::<G>::new(components, config.players, config.seed, None)
            .map_err(|e| anyhow::anyhow!("cannot start the game: {e}"))?,
        Some(r) => Match::<G>::from_record(r, components)
            .map_err(|e| anyhow::anyhow!("cannot continue the saved game: {e}"))?,
    };
    // The bots' generators follow the game's seed; a continued game derives them
    // from the seed and the number of actions already played.
    let rng_seed = config.seed ^ m.version().wrapping_mul(0x9E37_79B9);
    let mut bots: Vec<Option<Box<dyn Bot<G>>>> =
        config.seats.iter().map(|k| k.make_bot::<G>()).collect();
    let mut rngs: Vec<GameRng> = (0..config.players).map(|s| bot_rng(rng_seed, s)).collect();
    if let Some(path) = &config.record {
        save(path, &m.record())?;
    }

    write_opening(&m, config, resume.is_some(), out)?;

    let humans = config.seats.iter().filter(|k| k.is_human()).count();
    let hot_seat_secrets = humans >= 2 && G::info().simultaneous;
    if hot_seat_secrets {
        writeln!(out, "{}", tr!(TEXTS, "play-hot-seat"))?;
    }

    let table = config.reader(config.table());
    let mut banner = String::new();
    // What each seat may read of the log, since its last action.
    let mut unseen: Vec<Vec<String>> = vec![Vec::new(); config.players];
    let end = loop {
        if m.is_over() {
            break PlayEnd::Finished;
        }
        let b = table.say(G::texts(), &m.state().banner());
        if b != banner {
            writeln!(out, "\n=== {b} ===")?;
            banner = b;
        }
        // Every seat that must act is served; at simultaneous moments each chooses
        // from its own view, which does not show the others' pending choices.
        let Some(seat) = m.to_act().first() else {
            bail!("the game is not over but no seat has to act (an engine bug)");
        };
        let legal = m.legal(seat);
        if legal.is_empty() {
            bail!("seat {seat} has to act but has no legal action (an engine bug)");
        }
        let view = m.view(Observer::Seat(seat));
        let (action, who) = match &mut bots[seat] {
            Some(bot) => (bot.choose(&view, &legal, &mut rngs[seat]), Some(bot.name())),
            None => {
                if hot_seat_secrets && (m.to_act().len() > 1 || m.state().secret_pending()) {
                    let look_away = Message::new("play-look-away").seat("seat", seat);
                    writeln!(out, "\n  {}", config.reader(None).say(&TEXTS, &look_away))?;
                }
                let since = std::mem::take(&mut unseen[seat]);
                match ask_human(&m, config, seat, &legal, &since, input, out)? {
                    HumanChoice::Act(a) => (a, None),
                    HumanChoice::Quit => break PlayEnd::Quit,
                }
            }
        };
        // A person's choice is told as their menu told it ("You: place 1-2 - place a
        // worker …"), said before it is played; a bot's as the log tells it, below.
        let notation = m.state().action_text(seat, &action);
        let menu = who
            .is_none()
            .then(|| table.say(G::texts(), &m.state().action_message(seat, &action)));
        let accepted = match m.submit(seat, &action) {
            Ok(a) => a,
            Err(e) => bail!(
                "seat {seat}'s action was refused: {} (an engine bug: it was listed as legal)",
                e.message
            ),
        };
        if let Some(path) = &config.record {
            save(path, &m.record())?;
        }
        let told = Told {
            seat,
            bot: who,
            menu,
            notation,
        };
        tell_move(&m, &table, told, &accepted.events, out)?;
        for (s, lines) in unseen.iter_mut().enumerate() {
            if s == seat {
                continue;
            }
            for e in m.events_for(&accepted.events, Observer::Seat(s)) {
                let message = m.state().event_message(&e);
                let reader = config.reader(Some(s));
                lines.extend(message.map(|line| reader.say(G::texts(), &line)));
            }
        }
    };

    write_end(&m, config, &table, &end, resume.is_some(), out)?;
    out.flush()?;
    Ok(end)
}

/// The game's opening lines: what is played, who sits where, where the record goes
/// and how to act.
fn write_opening<G: Presented>(
    m: &Match<G>,
    config: &PlayConfig,
    resumed: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let how = match (resumed, config.seed_from_clock) {
        (true, _) => tr!(TEXTS, "play-continued", n = m.version()),
        (false, true) => tr!(TEXTS, "play-seed-clock"),
        (false, false) => tr!(TEXTS, "play-seed", seed = config.seed.to_string()),
    };
    let head = tr!(
        TEXTS,
        "play-head",
        game = G::info().name,
        players = config.players,
        how = how
    );
    writeln!(out, "{head}")?;
    writeln!(out, "{}", tr!(TEXTS, "play-seats"))?;
    for (s, k) in config.seats.iter().enumerate() {
        let line = Message::new("play-seat")
            .seat("seat", s)
            .arg("kind", gaslamp_core::Value::Text(k.to_string()))
            .arg("about", gaslamp_core::Value::Text(k.describe()));
        writeln!(out, "  {}", config.reader(None).say(&TEXTS, &line))?;
    }
    if let Some(path) = &config.record {
        let shown = untrusted(&path.display().to_string());
        writeln!(out, "{}", tr!(TEXTS, "play-record", path = shown))?;
    }
    if config.seats.iter().any(SeatKind::is_human) {
        let example = m
            .to_act()
            .first()
            .and_then(|s| m.legal(s).first().map(|a| m.state().action_text(s, a)))
            .map_or(String::new(), |t| tr!(TEXTS, "play-example", action = t));
        writeln!(out, "{}", tr!(TEXTS, "play-how", example = example))?;
    }
    Ok(())
}

/// What the terminal tells of a move just played.
struct Told {
    seat: Seat,
    /// The bot that chose it (`None`: the person at the terminal).
    bot: Option<String>,
    /// A person's choice as their menu said it.
    menu: Option<String>,
    notation: String,
}

/// Tells a move just played to everyone at the terminal: a person's as their menu
/// told it ("You: place 1-2 - place a worker …"), a bot's as the log tells it ("Ben
/// (random): place 2-5 - Ben places a worker …"); a simultaneous choice only as
/// chosen until the last is in, then the reveal's lines.
fn tell_move<G: Presented>(
    m: &Match<G>,
    table: &Reader,
    told: Told,
    events: &[G::Event],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let Told {
        seat,
        bot: who,
        menu,
        notation,
    } = told;
    // A simultaneous choice stays secret until the last one is in: the terminal
    // is shared, so it prints only that the seat has chosen.
    // A bot's line says which bot it is: `play-chosen-bot`, `play-played-bot`.
    let line = |id: &'static str| match &who {
        Some(bot) => Message::new(format!("{id}-bot"))
            .seat("seat", seat)
            .arg("bot", gaslamp_core::Value::Text(bot.clone())),
        None => Message::new(id).seat("seat", seat),
    };
    if m.state().secret_pending() {
        writeln!(out, "  {}", table.say(&TEXTS, &line("play-chosen")))?;
    } else {
        // A bot's move: what the log says of it ("Ben places a worker …"); at
        // simultaneous moments the reveal's lines follow instead.
        let told = menu.unwrap_or_else(|| {
            if G::info().simultaneous {
                return String::new();
            }
            let said = m.events_for(events, Observer::Spectator);
            let said = said.iter().filter_map(|e| m.state().event_message(e));
            let lines: Vec<String> = said.map(|l| table.say(G::texts(), &l)).collect();
            lines.join(" ")
        });
        let described = if told.is_empty() {
            notation
        } else {
            format!("{notation} - {told}")
        };
        let what = gaslamp_core::Value::Text(described);
        let line = line("play-played").arg("what", what);
        writeln!(out, "  {}", table.say(&TEXTS, &line))?;
        for e in m.events_for(events, Observer::Spectator) {
            if let (Some(line), true) = (m.state().event_message(&e), G::info().simultaneous) {
                writeln!(out, "  {}", table.say(G::texts(), &line))?;
            }
        }
    }
    Ok(())
}

/// The game's closing lines: the final report and congratulations, or where it was
/// left; the seed when it came from the clock; where the record is.
fn write_end<G: Presented>(
    m: &Match<G>,
    config: &PlayConfig,
    table: &Reader,
    end: &PlayEnd,
    resumed: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match end {
        PlayEnd::Finished => {
            writeln!(out, "\n=== {} ===", tr!(TEXTS, "play-over"))?;
            write!(out, "{}", sheet_said::<G>(&m.state().final_report(), table))?;
            if let Some(o) = m.outcome() {
                let humans: Vec<Seat> = o
                    .winners
                    .iter()
                    .copied()
                    .filter(|&s| config.seats[s].is_human())
                    .collect();
                if !humans.is_empty() {
                    let line = Message::new("play-congratulations").seats("who", humans);
                    writeln!(out, "{}", table.say(&TEXTS, &line))?;
                }
            }
        }
        PlayEnd::Quit => {
            writeln!(out, "\n{}", tr!(TEXTS, "play-left", n = m.version()))?;
        }
    }
    if config.seed_from_clock && !resumed {
        let seed = config.seed.to_string();
        writeln!(out, "{}", tr!(TEXTS, "play-seed-was", seed = seed))?;
    }
    if let Some(path) = &config.record {
        let shown = untrusted(&path.display().to_string());
        writeln!(out, "{}", tr!(TEXTS, "play-saved", path = shown))?;
    }
    Ok(())
}

/// `line` as it fits `width` characters: cut, with `~` where it was cut.
fn fit(line: &str, width: usize) -> String {
    if line.chars().count() > width {
        let cut: String = line.chars().take(width.saturating_sub(1)).collect();
        format!("{cut}~")
    } else {
        line.to_string()
    }
}

/// The legal actions with their costs and gains, each line cut to `width`
/// characters.
fn list_actions<G: Presented>(
    state: &G,
    reader: &Reader,
    seat: Seat,
    legal: &[G::Action],
    width_limit: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(out, "{}", tr!(TEXTS, "play-legal"))?;
    let width = legal.len().to_string().len();
    let texts: Vec<String> = legal.iter().map(|a| state.action_text(seat, a)).collect();
    let text_width = texts.iter().map(|t| t.len()).max().unwrap_or(0);
    for (i, (a, text)) in legal.iter().zip(&texts).enumerate() {
        let line = format!(
            "  {:>width$}. {text:<text_width$}  {}",
            i + 1,
            reader.say(G::texts(), &state.action_message(seat, a))
        );
        writeln!(out, "{}", fit(&line, width_limit))?;
    }
    Ok(())
}

/// The legal actions in as little room as `lines`: with their costs and gains if
/// they fit, else their notations in columns, else a count (`?` lists them all).
fn list_actions_within<G: Presented>(
    state: &G,
    reader: &Reader,
    seat: Seat,
    legal: &[G::Action],
    lines: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if legal.len() < lines {
        return list_actions(state, reader, seat, legal, SCREEN_COLUMNS - 1, out);
    }
    let texts: Vec<String> = legal
        .iter()
        .enumerate()
        .map(|(i, a)| format!("{:>2}. {}", i + 1, state.action_text(seat, a)))
        .collect();
    // The most columns (each as wide as its longest entry) that fit the screen.
    let layout = (1..=4).rev().find_map(|columns: usize| {
        let rows = texts.len().div_ceil(columns);
        let widths: Vec<usize> = texts
            .chunks(rows)
            .map(|c| c.iter().map(|t| t.chars().count()).max().unwrap_or(0) + 2)
            .collect();
        (widths.iter().sum::<usize>() < SCREEN_COLUMNS).then_some((rows, widths))
    });
    if let Some((rows, widths)) = layout.filter(|(rows, _)| *rows < lines) {
        writeln!(out, "{}", tr!(TEXTS, "play-legal-columns", n = legal.len()))?;
        for r in 0..rows {
            let mut line = String::new();
            for (c, w) in widths.iter().enumerate() {
                if let Some(t) = texts.get(c * rows + r) {
                    line.push_str(&format!("{t:<w$}"));
                }
            }
            writeln!(out, "{}", line.trim_end())?;
        }
    } else {
        writeln!(out, "{}", tr!(TEXTS, "play-legal-count", n = legal.len()))?;
    }
    Ok(())
}

/// Shows the board, what happened since the seat's last action and the legal
/// actions on one screen, then reads until a legal action or `q`.
fn ask_human<G: Presented>(
    m: &Match<G>,
    config: &PlayConfig,
    seat: Seat,
    legal: &[G::Action],
    since: &[String],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> anyhow::Result<HumanChoice<G::Action>> {
    let state = m.state();
    let reader = config.reader(Some(seat));
    let board = || sheet_said::<G>(&G::board(&m.view(Observer::Seat(seat))), &reader);
    let shown = board();
    write!(out, "{shown}")?;
    let mut used = shown.lines().count();
    if !since.is_empty() {
        used += 1 + since.len().min(LOG_LINES + 1);
        writeln!(out, "{}", tr!(TEXTS, "play-since"))?;
        let skip = since.len().saturating_sub(LOG_LINES);
        if skip > 0 {
            writeln!(out, "{}", tr!(TEXTS, "play-earlier", n = skip))?;
        }
        for line in &since[skip..] {
            writeln!(out, "{}", fit(&format!("  {line}"), SCREEN_COLUMNS - 1))?;
        }
    }
    list_actions_within(
        state,
        &reader,
        seat,
        legal,
        SCREEN_LINES.saturating_sub(used + 2),
        out,
    )?;
    let mut line = String::new();
    loop {
        let prompt = Message::new("play-prompt")
            .seat("seat", seat)
            .number("n", legal.len() as i64);
        write!(out, "{}", config.reader(None).say(&TEXTS, &prompt))?;
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            return Ok(HumanChoice::Quit);
        }
        let text = line.trim();
        match text {
            "" => continue,
            "q" | "quit" | "exit" => return Ok(HumanChoice::Quit),
            "?" | "h" | "help" | "l" | "list" => {
                list_actions(state, &reader, seat, legal, usize::MAX, out)?;
                continue;
            }
            "b" | "board" => {
                write!(out, "{}", board())?;
                continue;
            }
            "c" | "cards" => {
                let details = G::details(&m.view(Observer::Seat(seat)));
                write!(out, "{}", sheet_said::<G>(&details, &reader))?;
                continue;
            }
            _ => {}
        }
        if let Ok(n) = text.parse::<usize>() {
            if (1..=legal.len()).contains(&n) {
                return Ok(HumanChoice::Act(legal[n - 1].clone()));
            }
            let line = tr!(TEXTS, "play-no-action", k = n, n = legal.len());
            writeln!(out, "{line}")?;
            continue;
        }
        match m.parse(seat, text) {
            Err(e) => {
                let line = tr!(
                    TEXTS,
                    "play-unreadable",
                    text = untrusted(text),
                    why = e.message
                );
                writeln!(out, "{line}")?
            }
            // The engine's one legality check explains a refusal without a copy.
            Ok(a) => match m.check(seat, &a) {
                Ok(()) => return Ok(HumanChoice::Act(a)),
                Err(e) => {
                    let line = tr!(TEXTS, "play-not-allowed", why = e.message, code = e.code);
                    writeln!(out, "{line}")?
                }
            },
        }
    }
}

#[cfg(test)]
mod tests;
