"""gaslamp.evaluate: a policy against the bots, with the arena's figures."""

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

import gaslamp

ROOT = Path(__file__).resolve().parents[2]


def highest(observation, legal, seat):
    assert observation.dtype == np.float32 and legal.dtype == np.int64
    assert np.all(np.diff(legal) > 0)
    return int(legal[-1])


def test_a_policy_against_the_bots_is_reported_like_an_arena():
    r = gaslamp.evaluate("goofspiel", 2, {0: highest}, games=40, seed=5, opponents="random")
    names = [e["bot"] for e in r["entrants"]]
    assert names == ["policy:highest", "random"]
    mine = r["entrants"][0]
    assert mine["games"] == 40 and 0.0 <= mine["win_share"] <= 1.0
    assert mine["rating_low"] <= mine["rating"] <= mine["rating_high"]
    assert len(r["results"]) == 40
    # Seats rotate: the policy sits at seat 0 in even games and at seat 1 in odd ones.
    assert [g["entrants"] for g in r["results"][:2]] == [[0, 1], [1, 0]]
    # Without rotation it keeps its seat.
    fixed = gaslamp.evaluate("goofspiel", 2, {1: highest}, games=4, rotate=False)
    assert all(g["entrants"] == [0, 1] for g in fixed["results"])
    assert [e["bot"] for e in fixed["entrants"]] == ["greedy", "policy:highest"]


def test_a_policy_is_called_for_its_own_seats_with_their_legal_indices_only():
    seen = []

    def recording(observation, legal, seat):
        seen.append(seat)
        return int(legal[0])

    r = gaslamp.evaluate("spyrium", 3, {2: recording}, games=3, seed=1, opponents="random",
                         threads=2)
    # Rotating, lineup seat 2 sits at seat 2, 1 and 0 in games 0, 1 and 2.
    assert set(seen) == {0, 1, 2}
    assert sum(g["actions"] for g in r["results"]) > len(seen) > 0


def test_a_lineup_of_bots_reproduces_gaslamp_arena():
    binary = next((p for p in (ROOT / "target/debug/gaslamp", ROOT / "target/release/gaslamp")
                   if p.exists()), None)
    if binary is None:
        pytest.skip("no gaslamp binary built (cargo build -p gaslamp)")
    bots = ["greedy", "ismcts:40", "random"]
    out = subprocess.run(
        [str(binary), "arena", "spyrium", "--bots", ",".join(bots), "--games", "6",
         "--seed", "11", "--threads", "1", "--json", "--results"],
        check=True, capture_output=True, text=True).stdout
    arena = json.loads(out)
    ours = gaslamp.evaluate("spyrium", 3, dict(enumerate(bots)), games=6, seed=11, threads=2)
    for a, b in zip(arena["entrants"], ours["entrants"]):
        for k in ("bot", "games", "win_share", "mean_score", "mean_rank", "rating",
                  "rating_low", "rating_high"):
            assert a[k] == pytest.approx(b[k]), k
    assert [g["scores"] for g in arena["results"]] == [g["scores"] for g in ours["results"]]


def test_the_same_callable_at_two_seats_is_one_entrant_and_others_are_numbered():
    def p(observation, legal, seat):
        return int(legal[0])

    def q(observation, legal, seat):
        return int(legal[0])

    q.__name__ = "p"
    r = gaslamp.evaluate("goofspiel", 3, {0: p, 1: p, 2: q}, games=3)
    assert [e["bot"] for e in r["entrants"]] == ["policy:p", "policy:p#2"]
    assert r["entrants"][0]["games"] == 6
    r = gaslamp.evaluate("goofspiel", 2, {0: gaslamp.bot("ismcts:20")}, games=2)
    assert r["entrants"][0]["bot"] == "ismcts:20"


def test_bad_arguments_and_a_failing_policy_are_clear_errors():
    with pytest.raises(ValueError, match="seat 2"):
        gaslamp.evaluate("goofspiel", 2, {2: "random"})
    with pytest.raises(ValueError, match="`games` must be from 1"):
        gaslamp.evaluate("goofspiel", 2, games=0)
    with pytest.raises(ValueError, match="`seed`"):
        gaslamp.evaluate("goofspiel", 2, seed=-1)
    with pytest.raises(ValueError):
        gaslamp.evaluate("goofspiel", 2, {0: "grandmaster"})
    with pytest.raises(ValueError, match="policy"):
        gaslamp.evaluate("goofspiel", 2, {0: 42})
    with pytest.raises(ValueError, match="played by 2 to"):
        gaslamp.evaluate("goofspiel", 9)

    def illegal(observation, legal, seat):
        return 10_000

    with pytest.raises(ValueError, match="policy:illegal chose action index 10000"):
        gaslamp.evaluate("goofspiel", 2, {0: illegal}, games=2)

    class Boom(RuntimeError):
        pass

    def boom(observation, legal, seat):
        raise Boom("no move")

    with pytest.raises(Boom, match="no move"):
        gaslamp.evaluate("goofspiel", 2, {0: boom}, games=50, threads=2)
