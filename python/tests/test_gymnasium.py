"""The single-agent Gymnasium environment and VectorEnv's opponents."""

import gaslamp
import numpy as np
import pytest
from gaslamp.gymnasium import env
from gymnasium.utils.env_checker import check_env


@pytest.mark.parametrize("name", gaslamp.games())
def test_gymnasium_checker_passes(name):
    check_env(env(name, players=3, opponents="random", illegal_reward=-1.0), skip_render_check=True)


@pytest.mark.parametrize("name", gaslamp.games())
def test_one_seat_plays_whole_games_against_bots(name):
    e = env(name, players=3, opponents="greedy")
    rng = np.random.default_rng(0)
    for episode in range(3):
        obs, info = e.reset(seed=episode)
        seat = info["seat"]
        total, over = 0.0, False
        while not over:
            assert seat in e.game_state.current_seats()
            assert np.array_equal(obs["action_mask"], e.game_state.legal_actions_mask(seat))
            assert np.array_equal(e.action_masks(), obs["action_mask"].astype(bool))
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            obs, reward, over, truncated, info = e.step(action)
            total += reward
        assert total == e.game_state.returns()[seat]


def test_illegal_actions_raise_or_cost_and_change_nothing():
    e = env("goofspiel", players=2, seat=0)
    obs, _ = e.reset(seed=1)
    before = e.game_state.serialize()
    with pytest.raises(gaslamp.IllegalActionError):
        e.step(99)
    assert e.game_state.serialize() == before
    e2 = env("goofspiel", players=2, seat=0, illegal_reward=-1.0)
    obs, _ = e2.reset(seed=1)
    before = e2.game_state.serialize()
    _, reward, over, _, info = e2.step(99)
    assert (reward, over, info["illegal"]) == (-1.0, False, True)
    assert e2.game_state.serialize() == before
    with pytest.raises(ValueError):
        env("goofspiel", players=2, opponents="nobody")
    with pytest.raises(ValueError):
        env("goofspiel", players=2, seat=5)


def test_vector_env_opponents_wait_on_the_learner():
    v = gaslamp.VectorEnv("crystal-palace", 3, 3, seed=4, opponents="greedy", learners=[2])
    obs, mask, rew, done, seats = v.observe()
    for _ in range(100):
        assert list(seats) == [2, 2, 2]
        for row in range(3):
            s = v.state(row)
            assert 2 in s.current_seats() and set(s.current_seats()) <= {2}
        obs, mask, rew, done, seats = v.step([int(np.flatnonzero(m)[-1]) for m in mask])
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 2, 2, learners=[0])
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 2, 2, opponents="greedy", learners=[3])
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 2, 2, opponents="nobody")


def test_every_game_is_registered_with_gymnasium():
    import gymnasium

    from gaslamp.gymnasium import ENV_IDS, GaslampEnv

    assert ENV_IDS == {
        "spyrium": "gaslamp/Spyrium-v0",
        "crystal-palace": "gaslamp/CrystalPalace-v0",
        "goofspiel": "gaslamp/Goofspiel-v0",
    }
    for name, env_id in ENV_IDS.items():
        e = gymnasium.make(env_id, players=2, opponents="random", seat=0)
        assert isinstance(e.unwrapped, GaslampEnv) and e.unwrapped.game == name
        obs, _ = e.reset(seed=1)
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        e.close()
    # The module:id form imports the module first.
    e = gymnasium.make("gaslamp.gymnasium:gaslamp/Goofspiel-v0", players=3)
    assert e.unwrapped.players == 3


def test_the_learners_legal_actions_are_its_sparse_mask():
    e = env("spyrium", players=3, opponents="random")
    obs, _ = e.reset(seed=3)
    for _ in range(40):
        legal = e.legal_actions()
        assert legal.dtype == np.int64
        assert np.array_equal(legal, np.flatnonzero(e.action_masks()))
        assert np.array_equal(legal, np.flatnonzero(obs["action_mask"]))
        obs, _, term, trunc, _ = e.step(int(legal[-1]))
        if term or trunc:
            obs, _ = e.reset()
