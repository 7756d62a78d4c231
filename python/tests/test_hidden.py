"""Observations never hold hidden information: what goes out to a seat (tensor,
text, view JSON) is the same in every state consistent with that seat's view, and
a seat's secret choice changes nothing another seat receives."""

import json

import gaslamp
import numpy as np
import pytest
from conftest import GAME_PLAYERS, random_step


def outputs(state, seat):
    return (state.observation_tensor(seat).tobytes(),
            state.observation_string(seat),
            state.view_json(seat))


@pytest.mark.parametrize("name,players", GAME_PLAYERS)
def test_resampled_states_look_the_same_to_their_seat(name, players, rng):
    s = gaslamp.new_game(name, players, seed=21)
    steps = 0
    while not s.is_terminal():
        for seat in range(players):
            mine = outputs(s, seat)
            for k in range(2):
                r = s.resample_from_view(seat, 1000 * steps + k)
                assert outputs(r, seat) == mine, f"step {steps}, seat {seat}"
                assert r.legal_actions(seat) == s.legal_actions(seat)
                with pytest.raises(ValueError):
                    r.serialize()
        random_step(s, rng)
        steps += 1


@pytest.mark.parametrize("name,players", GAME_PLAYERS)
def test_a_secret_choice_reaches_nobody_else(name, players, rng):
    """At simultaneous moments, whichever legal action a seat takes, every other
    seat and a spectator receive exactly the same."""
    s = gaslamp.new_game(name, players, seed=5)
    checked = 0
    steps = 0
    while not s.is_terminal() and steps < 3000:
        seats = s.current_seats()
        if len(seats) > 1:
            seat = seats[0]
            legal = s.legal_actions(seat)
            results = []
            for action in sorted({legal[0], legal[len(legal) // 2], legal[-1]}):
                t = s.clone()
                t.apply_action(action, seat)
                results.append([outputs(t, p) for p in range(players) if p != seat]
                               + [(t.observation_tensor(spectator=True).tobytes(), t.view_json(spectator=True))])
            assert all(r == results[0] for r in results)
            checked += 1
        random_step(s, rng)
        steps += 1
    if gaslamp.game_info(name)["simultaneous"]:
        assert checked > 0


@pytest.mark.parametrize("name", gaslamp.games())
def test_the_seed_is_not_in_any_view(name):
    s = gaslamp.new_game(name, 3, seed=123456789)
    for seat in [None, 0, 1, 2]:
        view = json.loads(s.view_json(seat))
        assert "seed" not in json.dumps(view)
        assert "123456789" not in s.observation_string(seat)


@pytest.mark.parametrize("name", gaslamp.games())
def test_bots_decide_from_the_view_alone(name, rng):
    """A bot makes the same choice in every state its seat cannot tell apart."""
    s = gaslamp.new_game(name, 3, seed=8)
    for step in range(60):
        if s.is_terminal():
            break
        seat = s.current_seats()[0]
        spec = "ismcts:40" if step % 2 else "greedy"
        chosen = gaslamp.bot(spec, seed=step).choose(s, seat)
        for k in range(2):
            other = s.resample_from_view(seat, 77 * step + k)
            assert gaslamp.bot(spec, seed=step).choose(other, seat) == chosen
        random_step(s, rng)
