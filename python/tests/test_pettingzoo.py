"""PettingZoo's own API tests on every game."""

import gaslamp
import numpy as np
import pytest
from gaslamp.pettingzoo import env, parallel_env
from pettingzoo.test import api_test, parallel_api_test


@pytest.mark.parametrize("name", gaslamp.games())
@pytest.mark.parametrize("players", [2, 3])
def test_aec_api(name, players):
    api_test(env(name, players=players, seed=1), num_cycles=1000)


@pytest.mark.parametrize("name", [g for g in gaslamp.games() if gaslamp.game_info(g)["simultaneous"]])
def test_parallel_api(name):
    parallel_api_test(parallel_env(name, players=3, seed=2), num_cycles=2000)


def test_parallel_needs_simultaneous_moves():
    simultaneous = {g for g in gaslamp.games() if gaslamp.game_info(g)["simultaneous"]}
    for g in set(gaslamp.games()) - simultaneous:
        with pytest.raises(ValueError, match="no simultaneous"):
            parallel_env(g, players=2)


def test_aec_game_runs_to_the_end_with_rewards():
    e = env("goofspiel", players=2, seed=3)
    e.reset()
    total = {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        total[agent] += reward
        if term or trunc:
            e.step(None)
            continue
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert abs(sum(total.values()) - 1.0) < 1e-9


def test_parallel_game_serves_every_bid_at_once():
    p = parallel_env("goofspiel", players=3, seed=4)
    obs, _ = p.reset()
    steps = 0
    while p.agents:
        actions = {a: int(np.flatnonzero(o["action_mask"])[-1]) for a, o in obs.items()}
        obs, rew, term, trunc, info = p.step(actions)
        steps += 1
    assert steps == 8, "one step per round: every seat bids in the same step"


@pytest.mark.parametrize("make", [env, parallel_env])
def test_the_global_state_is_what_every_seat_may_see(make):
    e = make("goofspiel", players=2, seed=5)
    e.reset(seed=5)
    state = e.state()
    assert isinstance(state, np.ndarray) and state.dtype == np.float32
    assert e.state_space.contains(state)
    assert np.array_equal(state, e.game_state.observation_tensor(spectator=True))
    # A seat's secret bid leaves the global state as it was.
    seat = e.game_state.current_seats()[0]
    e.game_state.apply_action(e.game_state.legal_actions(seat)[-1], seat)
    assert np.array_equal(e.state(), e.game_state.observation_tensor(spectator=True))
    assert not np.array_equal(e.game_state.observation_tensor(seat), e.state())


def test_an_illegal_action_names_the_agent_or_costs_the_illegal_reward():
    e = env("spyrium", players=2, seed=6)
    e.reset()
    agent = e.agent_selection
    obs = e.observe(agent)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = e.game_state.serialize()
    with pytest.raises(gaslamp.IllegalActionError) as err:
        e.step(bad)
    assert str(err.value).startswith(f"{agent}: ") and err.value.code
    assert e.game_state.serialize() == before
    e = env("spyrium", players=2, seed=6, illegal_reward=-1.0)
    e.reset()
    e.step(bad)
    _, reward, term, trunc, info = e.last()
    assert (e.agent_selection, reward, term, trunc, info) == (agent, -1.0, False, False, {"illegal": True})
    assert e.game_state.serialize() == before
    # The parallel environment: the same choice, nothing applied.
    p = parallel_env("goofspiel", players=2, seed=6)
    p.reset()
    with pytest.raises(gaslamp.IllegalActionError, match="^player_1: "):
        p.step({"player_0": 1, "player_1": 99})
    p = parallel_env("goofspiel", players=2, seed=6, illegal_reward=-2.0)
    p.reset()
    before = p.game_state.serialize()
    _, rewards, _, _, infos = p.step({"player_0": 1, "player_1": 99})
    assert rewards == {"player_0": 0.0, "player_1": -2.0} and infos["player_1"] == {"illegal": True}
    assert p.game_state.serialize() == before


@pytest.mark.parametrize("name", [g for g in gaslamp.games() if gaslamp.game_info(g)["simultaneous"]])
def test_pettingzoos_parallel_seed_test_passes_with_an_illegal_reward(name):
    from pettingzoo.test import parallel_seed_test

    parallel_seed_test(lambda: parallel_env(name, players=3, illegal_reward=-1.0), num_cycles=200)


def test_an_agents_legal_actions_are_its_sparse_mask():
    e = env("crystal-palace", players=3, seed=2)
    e.reset()
    for n, agent in enumerate(e.agent_iter(max_iter=200)):
        obs, _, term, trunc, _ = e.last()
        legal = e.legal_actions(agent)
        assert legal.dtype == np.int64
        assert np.array_equal(legal, np.flatnonzero(obs["action_mask"]))
        e.step(None if term or trunc else int(legal[n % len(legal)]))
