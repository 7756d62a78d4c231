//! `docs/python-tensors.md` is every game's action index space and observation
//! layout, written from the games themselves: it may not go stale.

use gaslamp_core::tensors::Field;
use std::fmt::Write;
use std::path::PathBuf;

/// The fields of one observation, each seat's group written once as `seat[k]`.
fn fields_once(layout: &[Field]) -> Vec<(String, usize, String)> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for f in layout {
        let generic = match f.name.split_once('[') {
            Some((group, rest)) if rest.contains("].") => {
                let (_, field) = rest.split_once("].").unwrap();
                format!("{group}[k].{field}")
            }
            _ => f.name.clone(),
        };
        if seen.insert(generic.clone()) {
            out.push((generic, f.len, f.meaning.clone()));
        }
    }
    out
}

/// A table cell: a `|` would end it.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

fn page() -> String {
    let mut p = String::new();
    p.push_str(
        "# Action indices and observations, game by game\n\n\
         Written by `cargo test -p gaslamp-games --test it tensors_doc` from the games \
         themselves (`GASLAMP_BLESS=1` rewrites it); see [python.md](python.md) for how \
         they are used. Every figure is for the game's shipped component set; a \
         Crystal Palace or Spyrium number that is provisional in the component file \
         changes no size here.\n\n\
         Seats are written from the observer on: `seat[0]` is the observer, `seat[1]` \
         the next seat in turn order, and so on (a spectator's observation starts at \
         seat 0). A field `group[k].name` is repeated for every `k` of its group, in \
         order. Counts are not scaled.\n",
    );
    for game in gaslamp_games::all() {
        let info = game.info();
        let c = game.default_components();
        writeln!(p, "\n## {}\n", info.name).unwrap();
        writeln!(p, "| players | action indices | observation length |").unwrap();
        writeln!(p, "|---|---|---|").unwrap();
        for n in info.min_players..=info.max_players {
            let env = game.new_env(&c, n, 0, None).unwrap();
            writeln!(
                p,
                "| {n} | {} | {} |",
                env.num_distinct_actions(),
                env.observation_len()
            )
            .unwrap();
        }
        let n = info.min_players.max(2).min(info.max_players);
        let env = game.new_env(&c, n, 0, None).unwrap();
        writeln!(p, "\n### Action index blocks ({n} players)\n").unwrap();
        writeln!(
            p,
            "| first index | indices | actions | index inside the block |"
        )
        .unwrap();
        writeln!(p, "|---|---|---|---|").unwrap();
        let mut start = 0;
        for b in env.action_blocks() {
            writeln!(
                p,
                "| {start} | {} | `{}` | {} |",
                b.len,
                cell(&b.name),
                cell(&b.meaning)
            )
            .unwrap();
            start += b.len;
        }
        writeln!(p, "\n### Observation fields ({n} players)\n").unwrap();
        writeln!(p, "| field | entries | meaning |").unwrap();
        writeln!(p, "|---|---|---|").unwrap();
        for (name, len, meaning) in fields_once(&env.observation_layout()) {
            writeln!(p, "| `{}` | {len} | {} |", cell(&name), cell(&meaning)).unwrap();
        }
    }
    p
}

#[test]
fn the_tensors_page_is_written_from_the_games() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/python-tensors.md");
    let page = page();
    gaslamp_core::golden::generated_file(
        &path,
        &page,
        "GASLAMP_BLESS=1 cargo test -p gaslamp-games --test it tensors_doc",
    );
    for name in gaslamp_games::NAMES {
        assert!(page.contains(&format!("## {name}")));
    }
}
