//! `gaslamp play`: a game at the terminal. Humans type actions (a number from the list
//! or the text notation); bots choose from their seat's view only.

use crate::games::{seat_names, CliGame};
use crate::seats::SeatKind;
use anyhow::{bail, Context};
use gaslamp_ai::BotSpec;
use gaslamp_core::{rng_from_seed, Bot, Game, GameRng, Observer, Record, Seat};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// Everything `play` needs besides the game's options.
#[derive(Clone, Debug)]
pub struct PlayConfig {
    pub players: usize,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// Whether the seed was chosen from the clock (it is then printed prominently).
    pub seed_from_clock: bool,
    pub record: Option<PathBuf>,
}

impl PlayConfig {
    /// Checks the player count against the game and the seat list.
    pub fn new<G: Game>(
        players: Option<usize>,
        seats: Option<Vec<SeatKind>>,
        seed: Option<u64>,
        record: Option<PathBuf>,
    ) -> anyhow::Result<Self> {
        let players = players.or(seats.as_ref().map(Vec::len)).unwrap_or(4);
        crate::games::check_players::<G>(players)?;
        let seats = match seats {
            Some(s) if s.len() != players => bail!(
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
        })
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

/// Plays one game, reading human input from `input` and writing to `out`.
pub fn play<G: CliGame>(
    options: &G::Options,
    config: &PlayConfig,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> anyhow::Result<PlayEnd> {
    let mut state = G::new_game(options, config.players, config.seed, None)
        .map_err(|e| anyhow::anyhow!("cannot start the game: {e}"))?;
    let mut record = Record::new::<G>(options, config.players, config.seed, None);
    let mut bots: Vec<Option<Box<dyn Bot<G>>>> =
        config.seats.iter().map(|k| k.make_bot::<G>()).collect();
    let mut rngs: Vec<GameRng> = (0..config.players)
        .map(|s| bot_rng(config.seed, s))
        .collect();

    writeln!(
        out,
        "{}, {} players, seed {}{}",
        G::info().name,
        config.players,
        config.seed,
        if config.seed_from_clock {
            format!(
                " (from the clock; play this game again with --seed {})",
                config.seed
            )
        } else {
            String::new()
        }
    )?;
    writeln!(out, "Seats:")?;
    for (s, k) in config.seats.iter().enumerate() {
        writeln!(out, "  {s}: {k} ({})", k.describe())?;
    }
    if config.seats.iter().any(SeatKind::is_human) {
        writeln!(
            out,
            "At your turn type an action's number or its text (e.g. `place 1-2`); `?` lists the actions again, `b` shows the board, `q` quits."
        )?;
    }

    let mut banner = String::new();
    let mut legal = Vec::new();
    let end = loop {
        if state.is_over() {
            break PlayEnd::Finished;
        }
        let b = state.banner();
        if b != banner {
            writeln!(out, "\n=== {b} ===")?;
            banner = b;
        }
        let Some(seat) = state.to_act().first() else {
            bail!("the game is not over but no seat has to act (an engine bug)");
        };
        legal.clear();
        state.legal_actions_into(seat, &mut legal);
        if legal.is_empty() {
            bail!(
                "seat {seat} has to act but has no legal action (an engine bug); the record so far:\n{}",
                record.to_json_pretty()
            );
        }
        let action = match &mut bots[seat] {
            Some(bot) => {
                let view = state.view(Observer::Seat(seat));
                let a = bot.choose(&view, &legal, &mut rngs[seat]);
                writeln!(
                    out,
                    "  seat {seat} ({}): {} - {}",
                    bot.name(),
                    state.action_text(seat, &a),
                    state.describe_action(seat, &a)
                )?;
                a
            }
            None => match ask_human(&state, seat, &legal, input, out)? {
                HumanChoice::Act(a) => {
                    writeln!(
                        out,
                        "  seat {seat} (you): {} - {}",
                        state.action_text(seat, &a),
                        state.describe_action(seat, &a)
                    )?;
                    a
                }
                HumanChoice::Quit => break PlayEnd::Quit,
            },
        };
        record.push(&state, seat, &action);
        if let Err(e) = state.apply(seat, &action) {
            bail!(
                "seat {seat}'s action `{}` was refused: {} (an engine bug: it was listed as legal)",
                state.action_text(seat, &action),
                e.message
            );
        }
    };

    match end {
        PlayEnd::Finished => {
            writeln!(out, "\n=== Game over ===")?;
            write!(out, "{}", state.final_report())?;
            if let Some(o) = state.outcome() {
                let humans: Vec<Seat> = o
                    .winners
                    .iter()
                    .copied()
                    .filter(|&s| config.seats[s].is_human())
                    .collect();
                if !humans.is_empty() {
                    writeln!(out, "Congratulations, {}!", seat_names(&humans))?;
                }
            }
        }
        PlayEnd::Quit => {
            writeln!(
                out,
                "\nGame left after {} action(s); no winner.",
                record.actions.len()
            )?;
        }
    }
    if let Some(path) = &config.record {
        std::fs::write(path, record.to_json_pretty() + "\n")
            .with_context(|| format!("cannot write the record to {}", path.display()))?;
        writeln!(
            out,
            "Record saved to {} (gaslamp replay {} shows the final state).",
            path.display(),
            path.display()
        )?;
    }
    out.flush()?;
    Ok(end)
}

fn list_actions<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(out, "\nYour legal actions (seat {seat}):")?;
    let width = legal.len().to_string().len();
    let texts: Vec<String> = legal.iter().map(|a| state.action_text(seat, a)).collect();
    let text_width = texts.iter().map(|t| t.len()).max().unwrap_or(0);
    for (i, (a, text)) in legal.iter().zip(&texts).enumerate() {
        writeln!(
            out,
            "  {:>width$}. {text:<text_width$}  {}",
            i + 1,
            state.describe_action(seat, a)
        )?;
    }
    Ok(())
}

/// Shows the board and the legal actions, then reads until a legal action or `q`.
fn ask_human<G: CliGame>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> anyhow::Result<HumanChoice<G::Action>> {
    writeln!(out)?;
    write!(
        out,
        "{}",
        G::render_view(&state.view(Observer::Seat(seat)), seat)
    )?;
    list_actions(state, seat, legal, out)?;
    let mut line = String::new();
    loop {
        write!(
            out,
            "seat {seat}, your action (1-{}, text, ? = list, b = board, q = quit)> ",
            legal.len()
        )?;
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
                list_actions(state, seat, legal, out)?;
                continue;
            }
            "b" | "board" => {
                write!(
                    out,
                    "{}",
                    G::render_view(&state.view(Observer::Seat(seat)), seat)
                )?;
                continue;
            }
            _ => {}
        }
        if let Ok(n) = text.parse::<usize>() {
            if (1..=legal.len()).contains(&n) {
                return Ok(HumanChoice::Act(legal[n - 1].clone()));
            }
            writeln!(
                out,
                "There is no action {n}: type a number from 1 to {}, or an action in text.",
                legal.len()
            )?;
            continue;
        }
        match state.parse_action(seat, text) {
            Err(e) => writeln!(out, "Cannot read `{text}`: {e}")?,
            Ok(a) if legal.contains(&a) => return Ok(HumanChoice::Act(a)),
            Ok(a) => {
                // The engine explains why; the probe is a copy, so nothing changes.
                let mut probe = state.clone();
                match probe.apply(seat, &a) {
                    Err(e) => writeln!(out, "Not allowed: {}", e.message)?,
                    Ok(_) => return Ok(HumanChoice::Act(a)),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spyrium::{CardSet, Spyrium};

    fn config(seats: &str, seed: u64) -> PlayConfig {
        let seats = crate::seats::parse_seat_list(seats).unwrap().0;
        PlayConfig::new::<Spyrium>(None, Some(seats), Some(seed), None).unwrap()
    }

    fn run(seats: &str, seed: u64, input: &str) -> (PlayEnd, String) {
        let mut out = Vec::new();
        let end = play::<Spyrium>(
            &CardSet::builtin(),
            &config(seats, seed),
            &mut input.as_bytes(),
            &mut out,
        )
        .unwrap();
        (end, String::from_utf8(out).unwrap())
    }

    #[test]
    fn bots_play_to_the_end_and_the_same_seed_gives_the_same_game() {
        let (end, a) = run("random,random,random", 5, "");
        assert_eq!(end, PlayEnd::Finished);
        assert!(a.contains("Final scores"), "{a}");
        assert!(a.contains("Winner"), "{a}");
        let (_, b) = run("random,random,random", 5, "");
        assert_eq!(a, b);
    }

    #[test]
    fn search_bots_play_to_the_end_and_replay_the_same_game_from_the_seed() {
        let (end, a) = run("greedy,ismcts:20,random", 4, "");
        assert_eq!(end, PlayEnd::Finished);
        assert!(a.contains("  0: greedy (one-ply look-ahead"), "{a}");
        assert!(a.contains("  1: ismcts:20 (ISMCTS, 20 iterations"), "{a}");
        assert!(a.contains("seat 1 (ismcts:20): "), "{a}");
        assert!(a.contains("Final scores"), "{a}");
        let (_, b) = run("greedy,ismcts:20,random", 4, "");
        assert_eq!(a, b);
    }

    #[test]
    fn a_human_can_act_by_number_and_by_text_and_quit() {
        let (end, out) = run("human,random", 11, "nonsense\n99\nplace 1-2\n1\nq\n");
        assert_eq!(end, PlayEnd::Quit);
        assert!(out.contains("Cannot read `nonsense`"), "{out}");
        assert!(out.contains("There is no action 99"), "{out}");
        assert!(out.contains("seat 0 (you): place 1-2"), "{out}");
        assert!(out.contains("Game left after"), "{out}");
    }

    #[test]
    fn an_illegal_text_action_gets_the_engines_reason() {
        // `pass` in Phase I with no worker in the market... is legal; a Gain money
        // from a slot without a worker of ours never is.
        let (_, out) = run("human,random", 3, "money 1-2 @1\nq\n");
        assert!(out.contains("Not allowed: "), "{out}");
    }

    #[test]
    fn odd_and_out_of_range_input_is_refused_without_crashing() {
        let odd = [
            "activate 1-2 @2 replace 9",
            "activate 1-2 @1 token 9",
            "activate 1-2 @1 commerce 9",
            "activate 1-2 @5",
            "activate 9-9 @1",
            "money 1-2 @5",
            "money 1-2",
            "use 200:200",
            "use 1:1 taylorism",
            "event 200",
            "event 1 move",
            "event use 9:9",
            "event place 1-2",
            "event money commerce 2",
            "phase2 event",
            "bonus money",
            "pass",
            "0",
            "-1",
            "   ",
            "£££",
        ];
        for seed in 0..4 {
            let mut input = String::from("place 1-2\n");
            for line in odd {
                input.push_str(line);
                input.push('\n');
            }
            input.push_str("q\n");
            let (end, _) = run("human,random", seed, &input);
            assert_eq!(end, PlayEnd::Quit);
        }
    }

    #[test]
    fn end_of_input_quits() {
        let (end, _) = run("human,random", 3, "");
        assert_eq!(end, PlayEnd::Quit);
    }

    #[test]
    fn seat_list_must_match_the_player_count() {
        let seats = crate::seats::parse_seat_list("human,random").unwrap().0;
        let e = PlayConfig::new::<Spyrium>(Some(3), Some(seats), Some(1), None).unwrap_err();
        assert!(e.to_string().contains("--seats lists 2 seat(s)"), "{e}");
        let e = PlayConfig::new::<Spyrium>(Some(6), None, Some(1), None).unwrap_err();
        assert!(e.to_string().contains("2 to 5 players"), "{e}");
        let c = PlayConfig::new::<Spyrium>(Some(3), None, None, None).unwrap();
        assert_eq!(
            c.seats,
            vec![
                SeatKind::Human,
                SeatKind::Bot(BotSpec::Random),
                SeatKind::Bot(BotSpec::Random)
            ]
        );
        assert!(c.seed_from_clock);
    }
}
