import gaslamp
import numpy as np
import pytest


def player_counts(name):
    info = gaslamp.game_info(name)
    return list(range(info["min_players"], info["max_players"] + 1))


GAME_PLAYERS = [(g, p) for g in gaslamp.games() for p in player_counts(g)]


def random_step(state, rng):
    """One random legal action of a random seat among those to act; returns it."""
    seats = state.current_seats()
    seat = seats[rng.integers(len(seats))]
    legal = state.legal_actions(seat)
    action = legal[rng.integers(len(legal))]
    state.apply_action(action, seat)
    return seat, action


@pytest.fixture
def rng():
    return np.random.default_rng(12345)
