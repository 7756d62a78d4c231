"""The OpenSpiel-like state API, for every game and player count."""

import json
from pathlib import Path

import gaslamp
import numpy as np
import pytest
from conftest import GAME_PLAYERS, random_step


@pytest.mark.parametrize("name,players", GAME_PLAYERS)
def test_random_games_keep_every_promise(name, players, rng):
    for seed in range(5):
        s = gaslamp.new_game(name, players, seed=seed)
        n, length = s.num_distinct_actions(), s.observation_len()
        steps = 0
        while not s.is_terminal():
            assert s.returns() == [0.0] * players
            for seat in range(players):
                mask = s.legal_actions_mask(seat)
                legal = s.legal_actions(seat)
                assert mask.dtype == np.int8 and mask.shape == (n,)
                assert list(np.flatnonzero(mask)) == legal, "mask = legal list"
                assert bool(legal) == (seat in s.current_seats())
                obs = s.observation_tensor(seat)
                assert obs.dtype == np.float32 and obs.shape == (length,)
                assert np.isfinite(obs).all()
            random_step(s, rng)
            steps += 1
            assert steps < 20000
        assert s.current_seats() == []
        assert all(s.legal_actions(p) == [] for p in range(players))
        r = s.returns()
        assert abs(sum(r) - 1.0) < 1e-9, "the win is shared out"
        best = max(s.scores())
        assert all((r[p] > 0) == (s.scores()[p] == best) for p in range(players))


@pytest.mark.parametrize("name,players", GAME_PLAYERS)
def test_notation_round_trips_through_indices(name, players, rng):
    s = gaslamp.new_game(name, players, seed=3)
    for _ in range(60):
        if s.is_terminal():
            break
        for seat in s.current_seats():
            for i in s.legal_actions(seat):
                text = s.action_to_string(i, seat)
                assert s.string_to_action(text, seat) == i, text
        random_step(s, rng)


@pytest.mark.parametrize("name", gaslamp.games())
def test_serialize_round_trip(name, rng):
    s = gaslamp.new_game(name, 2 if name != "crystal-palace" else 3, seed=9)
    for _ in range(40):
        if s.is_terminal():
            break
        random_step(s, rng)
    record = s.serialize()
    assert json.loads(record)["game"] == name
    t = gaslamp.deserialize(record)
    for seat in range(s.num_players):
        assert np.array_equal(s.observation_tensor(seat), t.observation_tensor(seat))
        assert s.legal_actions(seat) == t.legal_actions(seat)
    assert t.serialize() == record
    # Both go on identically.
    while not s.is_terminal():
        seat, action = random_step(s, rng)
        t.apply_action(action, seat)
    assert s.scores() == t.scores()
    assert s.serialize() == t.serialize()


@pytest.mark.parametrize("name", gaslamp.games())
def test_illegal_actions_raise_and_change_nothing(name):
    s = gaslamp.new_game(name, 3, seed=1)
    before = s.serialize()
    seat = s.current_seats()[0]
    mask = s.legal_actions_mask(seat)
    illegal = [-1, s.num_distinct_actions(), 2**62]
    masked_out = np.flatnonzero(mask == 0)
    if len(masked_out):
        illegal.append(int(masked_out[0]))
    for index in illegal:
        with pytest.raises(gaslamp.IllegalActionError) as e:
            s.apply_action(index, seat)
        assert e.value.code
        assert s.serialize() == before
    with pytest.raises(ValueError):
        s.observation_tensor(7)
    others = [p for p in range(3) if p not in s.current_seats()]
    if others:
        with pytest.raises(gaslamp.IllegalActionError) as e:
            s.apply_action(s.legal_actions(seat)[0], others[0])
        assert e.value.code == "not_your_turn"
    assert s.serialize() == before
    with pytest.raises(ValueError):
        gaslamp.new_game(name, 99)
    with pytest.raises(ValueError):
        gaslamp.deserialize("{not json")
    with pytest.raises(ValueError, match="no game"):
        gaslamp.new_game("chess", 2)


@pytest.mark.parametrize("name", gaslamp.games())
def test_pickle_and_copies_keep_the_game(name, rng):
    import copy
    import pickle

    s = gaslamp.new_game(name, 3, seed=6)
    for _ in range(20):
        random_step(s, rng)
    for t in (pickle.loads(pickle.dumps(s)), copy.copy(s), copy.deepcopy(s)):
        assert t.serialize() == s.serialize()
        assert np.array_equal(t.observation_tensor(0), s.observation_tensor(0))
    with pytest.raises(ValueError):
        pickle.dumps(s.resample_from_view(0, 1))


@pytest.mark.parametrize("name", gaslamp.games())
def test_clone_is_independent(name, rng):
    s = gaslamp.new_game(name, 3, seed=2)
    c = s.clone()
    random_step(c, rng)
    assert s.serialize() != c.serialize()
    assert gaslamp.new_game(name, 3, seed=2).serialize() == s.serialize()


@pytest.mark.parametrize("name", gaslamp.games())
def test_bots_choose_legal_actions_from_their_view(name, rng):
    s = gaslamp.new_game(name, 3, seed=4)
    bots = [gaslamp.bot("random"), gaslamp.bot("greedy"), gaslamp.bot("ismcts:50", seed=1)]
    for _ in range(30):
        if s.is_terminal():
            break
        seat = s.current_seats()[0]
        action = bots[seat].choose(s, seat)
        assert action in s.legal_actions(seat)
        s.apply_action(action, seat)
    with pytest.raises(ValueError):
        gaslamp.bot("ismcts:-5")


def test_blocks_and_layout_describe_the_spaces():
    for name in gaslamp.games():
        s = gaslamp.new_game(name, 3, seed=0)
        blocks = gaslamp.action_blocks(s)
        assert sum(b["len"] for b in blocks) == s.num_distinct_actions()
        layout = gaslamp.observation_layout(s)
        assert sum(f["len"] for f in layout) == s.observation_len()
        assert all(f["meaning"] for f in layout)


def test_a_component_file_is_loaded_and_a_broken_one_refused(tmp_path):
    cards = Path(__file__).resolve().parents[2] / "crates/spyrium/data/cards.toml"
    copy = tmp_path / "cards.toml"
    copy.write_text(cards.read_text())
    s = gaslamp.new_game("spyrium", 2, seed=1, components=str(copy))
    assert json.loads(s.serialize())["components"] == json.loads(
        gaslamp.new_game("spyrium", 2, seed=1).serialize())["components"]
    broken = tmp_path / "broken.toml"
    broken.write_text(cards.read_text().replace("max_workers = { value = 7", "max_workers = { value = -7", 1))
    with pytest.raises(ValueError, match="broken.toml"):
        gaslamp.new_game("spyrium", 2, components=str(broken))
    with pytest.raises(ValueError):
        gaslamp.new_game("spyrium", 2, components=str(tmp_path / "missing.toml"))
    with pytest.raises(ValueError):
        gaslamp.VectorEnv("spyrium", 2, 2, components=str(broken))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_zero_sum_returns_are_the_win_shares_less_their_mean(players, rng):
    s = gaslamp.new_game("goofspiel", players, seed=players)
    assert s.returns(kind="zero_sum") == [0.0] * players
    while not s.is_terminal():
        seat = s.current_seats()[0]
        s.apply_action(int(rng.choice(s.legal_actions(seat))), seat)
    win, zero = s.returns(), s.returns(kind="zero_sum")
    assert abs(sum(win) - 1.0) < 1e-12 and abs(sum(zero)) < 1e-12
    assert all(abs(z - (w - 1 / players)) < 1e-12 for w, z in zip(win, zero))
    with pytest.raises(ValueError, match="`kind`"):
        s.returns(kind="elo")


@pytest.mark.parametrize("name", gaslamp.games())
def test_the_legal_actions_array_is_the_sparse_mask(name):
    s = gaslamp.new_game(name, 3, seed=2)
    for _ in range(60):
        if s.is_terminal():
            break
        for seat in range(3):
            arr = s.legal_actions_array(seat)
            assert arr.dtype == np.int64
            assert np.array_equal(arr, np.flatnonzero(s.legal_actions_mask(seat)))
            assert arr.tolist() == s.legal_actions(seat)
        s.apply_action(int(s.legal_actions_array()[-1]))


def test_with_no_seat_every_call_means_the_first_seat_to_act():
    s = gaslamp.new_game("crystal-palace", 3, seed=9)
    for _ in range(40):
        seat = s.current_seats()[0]
        assert np.array_equal(s.observation_tensor(), s.observation_tensor(seat))
        assert s.observation_string() == s.observation_string(seat)
        assert s.view_json() == s.view_json(seat)
        assert s.legal_actions() == s.legal_actions(seat)
        s.apply_action(s.legal_actions()[0])
    # The spectator's view is asked for by name, and is not a seat's.
    assert s.observation_string(spectator=True) == str(s)
    assert not np.array_equal(s.observation_tensor(spectator=True), s.observation_tensor())
    with pytest.raises(ValueError, match="not both"):
        s.observation_tensor(0, spectator=True)
    end = gaslamp.new_game("goofspiel", 2, seed=1)
    while not end.is_terminal():
        end.apply_action(end.legal_actions()[0])
    with pytest.raises(ValueError, match="a seat must be named"):
        end.observation_tensor()
    assert end.observation_tensor(1).shape == end.observation_tensor(spectator=True).shape


def test_setup_overrides_stage_a_crystal_palace_position():
    setup = {"nations": ["france", "japan"], "first_player": 1,
             "players": [{"money": 30, "vp": 12}, {"money": 2}]}
    s = gaslamp.new_game("crystal-palace", 2, seed=3, setup=setup)
    staged = s.observation_string(spectator=True)
    rows = staged.splitlines()
    # The players' table: the start player (the second, Japan) marked `*`, then each
    # seat's name (none given: "player N"), nation and money.
    france = next(r for r in rows if "France" in r)
    japan = next(r for r in rows if "Japan" in r)
    assert japan.split()[:4] == ["*", "player", "2", "Japan"], staged
    assert france.split()[:4] == ["player", "1", "France", "30"], staged
    assert s.scores()[0] == 12
    # The record keeps the overrides: it replays to the same position.
    s.apply_action(s.legal_actions()[0])
    again = gaslamp.deserialize(s.serialize())
    assert again.view_json(spectator=True) == s.view_json(spectator=True)
    from_text = gaslamp.new_game("crystal-palace", 2, seed=3, setup=json.dumps(setup))
    assert from_text.observation_string(spectator=True) == staged
    with pytest.raises(ValueError, match="there is no nation"):
        gaslamp.new_game("crystal-palace", 2, setup={"nations": ["atlantis", "japan"]})
    with pytest.raises(ValueError, match="unknown field"):
        gaslamp.new_game("crystal-palace", 2, setup={"colour": 1})
    with pytest.raises(ValueError, match="`setup` is not JSON"):
        gaslamp.new_game("crystal-palace", 2, setup="{")
    with pytest.raises(ValueError, match="`setup` is not JSON"):
        gaslamp.new_game("crystal-palace", 2, setup={"x": object()})
