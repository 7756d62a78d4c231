"""Batched self-play."""

import gaslamp
import numpy as np
import pytest


@pytest.mark.parametrize("name", gaslamp.games())
def test_vector_env_steps_every_game_and_starts_new_ones(name):
    players = 3
    v = gaslamp.VectorEnv(name, 4, players, seed=11)
    obs, mask, rew, done, seats = v.observe()
    assert obs.shape == (4, v.observation_len())
    assert mask.shape == (4, v.num_distinct_actions())
    rng = np.random.default_rng(0)
    finished = 0
    for step in range(300 if name != "crystal-palace" else 150):
        for row in range(4):
            s = v.state(row)
            seat = int(seats[row])
            assert seat == s.current_seats()[0]
            # One mask dtype everywhere: int8.
            assert mask.dtype == np.int8
            assert np.array_equal(mask[row], s.legal_actions_mask(seat))
            assert np.array_equal(obs[row], s.observation_tensor(seat))
        actions = [int(rng.choice(np.flatnonzero(m))) for m in mask]
        # Lists, int64 arrays and other integer arrays are all read.
        kinds = [list, lambda a: np.array(a, np.int64), lambda a: np.array(a, np.int32)]
        obs, mask, rew, done, seats = v.step(kinds[step % 3](actions))
        finished += int(done.sum())
        for row in range(4):
            if done[row]:
                assert abs(rew[row].sum() - 1.0) < 1e-6
            else:
                assert rew[row].sum() == 0.0
    if name == "goofspiel":
        assert finished > 0


def test_a_refused_batch_changes_no_game():
    v = gaslamp.VectorEnv("goofspiel", 3, 2, seed=1)
    before = [v.state(i).serialize() for i in range(3)]
    with pytest.raises(gaslamp.IllegalActionError) as e:
        v.step([0, 99, 0])
    assert "game 1" in str(e.value)
    with pytest.raises(ValueError):
        v.step([0, 0])
    assert [v.state(i).serialize() for i in range(3)] == before
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 0, 2)
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("goofspiel", 2, 2, reward="money")


def test_reused_buffers_hold_the_same_values_as_new_ones():
    fresh = gaslamp.VectorEnv("crystal-palace", 3, 2, seed=5)
    kept = gaslamp.VectorEnv("crystal-palace", 3, 2, seed=5, reuse_buffers=True)
    a, b = fresh.observe(), kept.observe()
    first = b
    for step in range(40):
        for x, y in zip(a, b):
            assert np.array_equal(x, y)
        actions = [int(np.flatnonzero(m)[step % np.count_nonzero(m)]) for m in a[1]]
        a, b = fresh.step(actions), kept.step(actions)
        assert all(x is y for x, y in zip(b, first)), "the same arrays every step"


@pytest.mark.parametrize("name", gaslamp.games())
def test_legal_indices_are_the_masks_ones_padded_with_minus_one(name):
    masked = gaslamp.VectorEnv(name, 5, 3, seed=4)
    sparse = gaslamp.VectorEnv(name, 5, 3, seed=4, legal="indices", reuse_buffers=True)
    obs, mask, _, _, seats = masked.observe()
    obs2, legal, _, _, seats2 = sparse.observe()
    for step in range(120):
        assert legal.dtype == np.int64 and legal.shape[0] == 5
        widest = 0
        for row in range(5):
            idx = legal[row][legal[row] >= 0]
            assert np.all(legal[row][len(idx):] == -1)
            assert np.array_equal(idx, np.flatnonzero(mask[row]))
            assert np.array_equal(idx, sparse.state(row).legal_actions_array(int(seats2[row])))
            widest = max(widest, len(idx))
        assert legal.shape[1] == max(widest, 1)
        assert np.array_equal(obs, obs2) and np.array_equal(seats, seats2)
        actions = np.array([legal[row][0] for row in range(5)], dtype=np.int64)
        obs, mask, _, _, seats = masked.step(actions)
        obs2, legal, _, _, seats2 = sparse.step(actions)
    with pytest.raises(ValueError, match="`legal` is"):
        gaslamp.VectorEnv(name, 2, 3, legal="sparse")
