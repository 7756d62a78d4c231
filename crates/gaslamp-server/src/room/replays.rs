//! What a room makes by replaying its record from the start: the texts and logs of
//! moves it no longer keeps, the replay viewer's steps, and the points and searches
//! of a finished game's analysis. Each is one pass of [`replay`].

use super::moves::Recent;
use gaslamp_core::i18n::Lang;
use gaslamp_core::{Observer, Reader, Record, Seat};
use gaslamp_games::{AnyMatch, BotTask, Submitted};
use serde_json::{json, Value};
use std::ops::ControlFlow;

/// What a replay calls at each step: the match, and what the action submitted
/// (`None` at the start); it may stop the replay.
pub type OnStep<'a> = dyn FnMut(&dyn AnyMatch, Option<&Submitted>) -> ControlFlow<()> + 'a;

/// The analysis of a finished game: its points (version, turn) and the win chances
/// computed so far, by point.
pub struct Analysis {
    pub points: Vec<(u64, u64)>,
    pub done: std::collections::HashMap<usize, Value>,
}

/// Replays `record` from its start (with the server's component set of its game):
/// `on_step` sees the match at the start (with `None`) and after each action (with
/// what it submitted), and may stop early. The room's one replay: loading a room,
/// old moves' logs, the replay viewer and the analysis are each one pass of it.
pub fn replay(record: &Record, on_step: &mut OnStep<'_>) -> Result<Box<dyn AnyMatch>, String> {
    crate::metrics::replayed();
    let g = gaslamp_games::find(&record.game).map_err(|e| e.to_string())?;
    g.replay(record, &g.default_components(), on_step)
        .map_err(|e| e.to_string())
}

/// The texts and logs of every move after `since`, made again as each was made
/// when it was played.
pub fn rebuilt(record: &Record, since: u64) -> Result<Vec<Recent>, String> {
    let mut out = Vec::new();
    replay(record, &mut |_, done| {
        if let Some(done) = done.filter(|d| d.version > since) {
            out.push(Recent::new(done, record.players));
        }
        ControlFlow::Continue(())
    })?;
    Ok(out)
}

/// A finished game step by step, for the replay viewer: the spectators' view
/// and the game's summary (the score chart's points) before the first action and
/// after each one, and what each move does, said to a spectator of `lang` (the
/// seats' `names` as the room shows them) and as a message.
pub fn replay_json(record: &Record, lang: Lang, names: &[Option<String>]) -> Result<Value, String> {
    let reader = Reader {
        lang,
        seat: None,
        names,
    };
    let mut views = Vec::new();
    let mut summaries = Vec::new();
    let mut moves = Vec::new();
    replay(record, &mut |m, done| {
        if let Some(done) = done {
            moves.push(json!({
                "version": done.version,
                "seat": done.seat,
                "action": done.action,
                "description": reader.say(m.texts(), &done.description),
                "message": done.description,
            }));
        }
        views.push(m.view_json(Observer::Spectator));
        summaries.push(m.summary());
        ControlFlow::Continue(())
    })?;
    Ok(json!({ "views": views, "summaries": summaries, "moves": moves }))
}

/// The points of a finished game where the win chances are estimated: the first
/// version of each unit of its progress (turn, round: [`gaslamp_games::Progress`]),
/// with that unit's number.
pub fn analysis_points(record: &Record) -> Result<Vec<(u64, u64)>, String> {
    let mut points: Vec<(u64, u64)> = Vec::new();
    replay(record, &mut |m, _| {
        let at = u64::from(m.summary().progress.at);
        if m.version() == 0 || (!m.is_over() && points.last().is_some_and(|p| p.1 != at)) {
            points.push((m.version(), at));
        }
        ControlFlow::Continue(())
    })?;
    Ok(points)
}

/// The search behind the win chances at `version` of a finished game: for each
/// seat, the AI's estimate from its own view at the first moment from that point on
/// when it must act (`null` for a seat that never acts again).
pub fn analysis_search(
    record: &Record,
    version: u64,
    iterations: u64,
) -> Result<impl FnOnce() -> Vec<Option<f64>> + Send, String> {
    let mut tasks: Vec<Option<BotTask>> = (0..record.players).map(|_| None).collect();
    replay(record, &mut |m, _| {
        if m.version() >= version && !m.is_over() {
            for seat in m.to_act() {
                if tasks[seat].is_none() {
                    tasks[seat] = m.hint_task(seat, iterations, version ^ seat as u64);
                }
            }
            if tasks.iter().all(Option::is_some) {
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    })?;
    Ok(move || {
        tasks
            .into_iter()
            .map(|t| t.and_then(|t| t()["win_chance"].as_f64()))
            .collect()
    })
}

/// One of a seat's moves the coach judges: the version before it, the unit of
/// progress it was played in, and the move (text notation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachedMove {
    pub version: u64,
    pub turn: u64,
    pub action: String,
}

/// The coach's work on a finished game: by seat, the moves it judges and how many
/// choices the seat made in all; the judgements made so far, by (seat, move).
pub struct Coaching {
    pub moves: Vec<Vec<CoachedMove>>,
    pub choices: Vec<usize>,
    pub done: std::collections::HashMap<(Seat, usize), Value>,
}

/// Each seat's choices in a finished game (the moves it made where it had more than
/// one legal action), and how many there were: at most `cap` per seat are judged,
/// spread evenly over the game when it made more (the first, then every
/// `choices / cap`-th), so a game's coaching costs at most `cap` judgements a seat.
pub fn coached_moves(
    record: &Record,
    cap: usize,
) -> Result<(Vec<Vec<CoachedMove>>, Vec<usize>), String> {
    let mut all: Vec<Vec<CoachedMove>> = vec![Vec::new(); record.players];
    // The seats that must act at the current step, with how many actions each has.
    let mut choosing: Vec<(Seat, usize)> = Vec::new();
    let mut turn = 0;
    replay(record, &mut |m, done| {
        if let Some(d) = done {
            if choosing.iter().any(|&(s, n)| s == d.seat && n > 1) {
                all[d.seat].push(CoachedMove {
                    version: d.version - 1,
                    turn,
                    action: d.action.clone(),
                });
            }
        }
        turn = u64::from(m.summary().progress.at);
        choosing = m
            .to_act()
            .into_iter()
            .map(|s| (s, m.legal(s).len()))
            .collect();
        ControlFlow::Continue(())
    })?;
    let choices = all.iter().map(Vec::len).collect();
    let moves = all
        .into_iter()
        .map(|seat| {
            let n = seat.len();
            if n <= cap {
                return seat;
            }
            (0..cap).map(|k| seat[k * n / cap].clone()).collect()
        })
        .collect();
    Ok((moves, choices))
}

/// The coach's judgement of `seat`'s move `mv` of a finished game, from the seat's
/// view before it ([`gaslamp_games::AnyMatch::coach_task`]).
pub fn coach_search(
    record: &Record,
    seat: Seat,
    mv: &CoachedMove,
    iterations: u64,
) -> Result<BotTask, String> {
    let mut task = None;
    replay(record, &mut |m, _| {
        if m.version() < mv.version {
            return ControlFlow::Continue(());
        }
        task = m.coach_task(seat, &mv.action, iterations, bot_seed(mv.version, seat));
        ControlFlow::Break(())
    })?;
    task.ok_or_else(|| format!("the move {} could not be judged again", mv.version + 1))
}

/// The seed of a bot's decision: it follows the room's version and the seat, so a
/// room's bots are reproducible from its record.
pub fn bot_seed(version: u64, seat: Seat) -> u64 {
    version.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seat as u64
}
