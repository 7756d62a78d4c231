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
