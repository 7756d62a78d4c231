"""Any index, seat or text from Python gets an answer or a clean refusal: never a
panic of the engine, never a change by a refused call."""

import gaslamp
import numpy as np
import pytest
from conftest import random_step


@pytest.mark.parametrize("name", gaslamp.games())
def test_every_index_for_every_seat_is_answered_or_refused(name, rng):
    s = gaslamp.new_game(name, 3, seed=17)
    n = s.num_distinct_actions()
    for step in range(40):
        if s.is_terminal():
            break
        for seat in range(3):
            # Every index is written in notation (legal now or not) without a panic.
            for i in range(0, n, max(1, n // 600)):
                assert isinstance(s.action_to_string(i, seat), str)
            before = s.serialize()
            legal = set(s.legal_actions(seat))
            for i in rng.integers(-3, n + 3, 40):
                t = s.clone()
                if int(i) in legal:
                    t.apply_action(int(i), seat)
                    continue
                with pytest.raises(gaslamp.IllegalActionError):
                    t.apply_action(int(i), seat)
                assert t.serialize() == before
        for text in ["", " ", "pass pass", "\x00\x1b[31m", "é" * 5000, "place 99 99 99", "-1"]:
            seat = s.current_seats()[0]
            try:
                i = s.string_to_action(text, seat)
            except gaslamp.IllegalActionError as e:
                assert "\x1b" not in str(e) and len(str(e)) < 1000
            else:
                assert i in s.legal_actions(seat)
        random_step(s, rng)


def test_negative_and_oversized_numbers_are_value_errors_naming_the_argument():
    s = gaslamp.new_game("goofspiel", 2, seed=1)
    before = s.serialize()
    cases = [
        (lambda: s.apply_action(-1), "unreadable_action: `index` must be 0 or more, not -1"),
        (lambda: s.action_to_string(-5, 0), "`index` must be 0 or more, not -5"),
        (lambda: s.legal_actions(-1), "`seat` must be 0 or more, not -1"),
        (lambda: s.observation_tensor(-2), "`seat` must be 0 or more, not -2"),
        (lambda: s.apply_action(0, -1), "`seat` must be 0 or more, not -1"),
        (lambda: s.resample_from_view(0, -3), "`rng_seed` must be from 0 to 2^64 - 1, not -3"),
        (lambda: gaslamp.new_game("goofspiel", 2, seed=-1), "`seed` must be from 0 to 2^64 - 1, not -1"),
        (lambda: gaslamp.new_game("goofspiel", 2, seed=2**64), "`seed` must be from 0 to 2^64 - 1"),
        (lambda: gaslamp.Bot("random", seed=-7), "`seed` must be from 0 to 2^64 - 1, not -7"),
        (lambda: gaslamp.VectorEnv("goofspiel", 2, 2, seed=-1), "`seed` must be from 0 to 2^64 - 1"),
    ]
    for call, message in cases:
        with pytest.raises(ValueError) as e:
            call()
        assert message in str(e.value), (message, str(e.value))
    assert s.serialize() == before
    # A very large seed within 64 bits is a seed like any other.
    assert gaslamp.new_game("goofspiel", 2, seed=2**64 - 1).move_number() == 0


def test_a_vector_step_needs_one_index_per_game():
    v = gaslamp.VectorEnv("goofspiel", 3, 2, seed=4)
    obs, mask, *_ = v.observe()
    for actions, message in [
        ([0, 0], "`actions` must hold one action index per game: 3 games, 2 given"),
        (np.zeros(4, dtype=np.int64), "3 games, 4 given"),
        ([int(np.flatnonzero(m)[0]) for m in mask[:2]] + [-1], "`actions[2]` must be 0 or more, not -1"),
    ]:
        with pytest.raises(ValueError) as e:
            v.step(actions)
        assert message in str(e.value)
    # Nothing changed: the same legal step still plays.
    v.step([int(np.flatnonzero(m)[0]) for m in mask])
