"""The examples of docs/python.md run, and the policy-gradient one learns."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import reinforce  # noqa: E402
import self_play  # noqa: E402


def test_reinforce_learns_to_beat_the_random_bot():
    _, wins = reinforce.train(episodes=3000, seed=0)
    first, last = wins[:300].mean(), wins[-300:].mean()
    assert last > 0.58 and last > first + 0.05, (first, last)


def test_self_play_example_runs():
    totals = self_play.play("goofspiel", games=4, budget="ismcts:200")
    assert abs(sum(totals) - 4) < 1e-9
