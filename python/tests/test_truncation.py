"""Every game ends within the bound it states, and the environments report
truncation at a length limit instead of running on."""

import gaslamp
import numpy as np
import pytest
from gaslamp.gymnasium import env as gym_env
from gaslamp.pettingzoo import env as aec_env
from gaslamp.pettingzoo import parallel_env


@pytest.mark.parametrize("players", [2, 4])
def test_always_the_last_legal_action_ends_crystal_palace(players):
    # This policy once looped "loan / repay" for ever (100 of 100 games unfinished
    # after 5,000 steps).
    for seed in range(10):
        state = gaslamp.new_game("crystal-palace", players, seed)
        bound = state.max_game_length()
        while not state.is_terminal():
            seat = state.current_seats()[0]
            state.apply_action(state.legal_actions(seat)[-1], seat)
            assert state.move_number() <= 5000, f"seed {seed}: not over after 5,000 actions"
        assert not state.is_truncated()
        assert state.move_number() < bound


@pytest.mark.parametrize("name", gaslamp.games())
def test_a_state_is_truncated_at_its_limit_and_never_above_the_bound(name):
    bound = gaslamp.new_game(name, 2, 0).max_game_length()
    assert bound > 10
    assert gaslamp.new_game(name, 2, 0, max_game_length=10**18).max_game_length() == bound
    with pytest.raises(ValueError):
        gaslamp.new_game(name, 2, 0, max_game_length=0)
    state = gaslamp.new_game(name, 2, 0, max_game_length=6)
    for k in range(6):
        assert state.move_number() == k and not state.is_truncated()
        seat = state.current_seats()[0]
        state.apply_action(state.legal_actions(seat)[0], seat)
    assert state.is_truncated() and not state.is_terminal()
    assert state.clone().is_truncated()


@pytest.mark.parametrize("name", gaslamp.games())
def test_aec_reports_truncations_at_the_limit(name):
    e = aec_env(name, players=2, seed=3, max_game_length=9)
    e.reset()
    steps, cut = 0, set()
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0.0
            cut.add(agent)
            e.step(None)
            continue
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 9
    assert cut == set(e.possible_agents)


def test_parallel_reports_truncations_at_the_limit():
    e = parallel_env("goofspiel", players=3, seed=1, max_game_length=6)
    obs, _ = e.reset()
    rounds = 0
    while e.agents:
        acting = e.game_state.current_seats()
        actions = {f"player_{s}": int(np.flatnonzero(obs[f"player_{s}"]["action_mask"])[0])
                   for s in acting}
        obs, rewards, terminations, truncations, infos = e.step(actions)
        rounds += 1
    assert rounds == 2
    assert all(truncations.values()) and not any(terminations.values())
    assert all(r == 0.0 for r in rewards.values())


def test_gymnasium_reports_truncated_at_the_limit():
    e = gym_env("spyrium", players=2, opponents="random", seat=0, max_game_length=20)
    obs, _ = e.reset(seed=0)
    terminated = truncated = False
    while not (terminated or truncated):
        obs, reward, terminated, truncated, info = e.step(
            int(np.flatnonzero(obs["action_mask"])[0]))
    assert truncated and not terminated and reward == 0.0
    assert e.game_state.move_number() >= 20


def test_vector_env_cuts_games_short_and_replaces_them():
    v = gaslamp.VectorEnv("goofspiel", 4, 2, seed=5, max_game_length=4)
    obs, mask, rewards, done, seats = v.observe()
    assert not v.truncated.any()
    for step in range(1, 9):
        actions = np.array([int(np.flatnonzero(m)[0]) for m in mask], dtype=np.int64)
        obs, mask, rewards, done, seats = v.step(actions)
        cut = step % 4 == 0
        assert (v.truncated == cut).all() and (done == cut).all(), step
        assert not rewards.any()
        assert all(v.state(row).move_number() == step % 4 for row in range(4))
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 4, 2, max_game_length=0)
