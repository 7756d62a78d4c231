"""The OpenSpiel games (gaslamp.openspiel): OpenSpiel's own API test, its algorithms
on Gaslamp games, chance, simultaneous nodes, returns, records, clones and what each
player's views hold."""

import json
import gaslamp
import gaslamp.openspiel as gos
import numpy as np
import pyspiel
import pytest
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts
from open_spiel.python.observation import make_observation

SIMULTANEOUS = [g for g in gaslamp.games() if gaslamp.game_info(g)["simultaneous"]]


def started(name, players=2, seed=0, **kw):
    """A game and a state past its setup chance node."""
    game = gos.load_game(name, players=players, seed=seed, **kw)
    state = game.new_initial_state()
    state.apply_action(0)
    return game, state


def random_transition(state, rng):
    """One random OpenSpiel transition: a joint action at a simultaneous node (0 for
    players who do not act, as OpenSpiel asks), else the player's action; nothing at
    the end."""
    if state.is_terminal():
        return
    if state.is_simultaneous_node():
        joint = []
        for p in range(state.num_players()):
            legal = state.legal_actions(p)
            joint.append(int(rng.choice(legal)) if legal else 0)
        state.apply_actions(joint)
    else:
        state.apply_action(int(rng.choice(state.legal_actions())))


def views(state, player):
    return (state.observation_string(player), state.observation_tensor(player),
            state.information_state_string(player), state.information_state_tensor(player))


def check_node(state):
    """Run by OpenSpiel's random_sim_test at every state it visits."""
    n = state.num_players()
    if state.is_chance_node():
        assert state.chance_outcomes() == [(0, 1.0)]
        return
    acting = [p for p in range(n) if state.legal_actions(p)]
    if state.is_terminal():
        assert acting == [] and state.current_player() == pyspiel.PlayerId.TERMINAL
    elif state.is_simultaneous_node():
        assert len(acting) >= 2
    else:
        assert acting == [state.current_player()]
    inner = state.to_gaslamp()
    for p in range(n):
        assert state.observation_string(p) == inner.observation_string(p)
        assert np.array_equal(np.asarray(state.observation_tensor(p), np.float32),
                              inner.observation_tensor(p))
        assert state.information_state_tensor(p) == state.observation_tensor(p)
        assert state.information_state_string(p).startswith(f"player {p}, ")


@pytest.mark.parametrize("name", gaslamp.games())
@pytest.mark.parametrize("players", [2, 3])
def test_openspiel_random_sim_test_passes(name, players):
    # serialize=False: OpenSpiel serializes a sampled-stochastic game with its RNG
    # state, which a game written in Python cannot give (docs/openspiel.md).
    game = gos.load_game(name, players=players, seed=11)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False,
                            state_checker_fn=check_node)


def test_games_load_by_name_with_their_types():
    for name in gaslamp.games():
        game = pyspiel.load_game(f"{gos.SHORT_NAMES[name]}(players=3,seed=4)")
        assert isinstance(game, gos.GAME_CLASSES[name]) and game.num_players() == 3
        assert game.get_parameters() == {"players": 3, "seed": 4, "max_game_length": 0}
        t = game.get_type()
        simultaneous = gaslamp.game_info(name)["simultaneous"]
        assert t.dynamics == (pyspiel.GameType.Dynamics.SIMULTANEOUS if simultaneous
                              else pyspiel.GameType.Dynamics.SEQUENTIAL)
        assert t.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        assert t.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert t.utility == pyspiel.GameType.Utility.ZERO_SUM
        assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
        probe = gaslamp.new_game(name, 3, 4)
        assert game.num_distinct_actions() == probe.num_distinct_actions()
        assert game.observation_tensor_size() == probe.observation_len()
        assert game.information_state_tensor_size() == probe.observation_len()
        assert game.max_game_length() == probe.max_game_length()
        assert game.max_chance_outcomes() == 1
    assert str(gos.load_game("crystal_palace", players=2)) == str(
        pyspiel.load_game("python_gaslamp_crystal_palace(players=2)"))
    with pytest.raises(ValueError, match="2 to 5 players"):
        pyspiel.load_game("python_gaslamp_goofspiel(players=6)")
    with pytest.raises(ValueError, match="no Gaslamp game"):
        gos.load_game("chess")


def test_the_setup_chance_node_draws_the_games_seeds_in_turn():
    game = gos.load_game("goofspiel", players=2, seed=40)
    first = game.new_initial_state()
    assert first.is_chance_node() and first.current_player() == pyspiel.PlayerId.CHANCE
    assert first.chance_outcomes() == [(0, 1.0)] and first.legal_actions() == [0]
    twin = first.clone()  # cloning (OpenSpiel makes a new initial state) draws nothing
    first.apply_action(0)
    twin.apply_action(0)
    third = game.new_initial_state()
    third.apply_action(0)
    seeds = [s.to_gaslamp().serialize() for s in (first, twin, third)]
    for state, seed in zip((first, twin, third), (40, 41, 42)):
        assert state.to_gaslamp().serialize() == gaslamp.new_game("goofspiel", 2, seed).serialize()
    assert len(set(seeds)) == 3
    assert first.history() == [0] and first.current_player() == pyspiel.PlayerId.SIMULTANEOUS
    assert game.get_rng_state() == "43"
    bad = game.new_initial_state()
    with pytest.raises(ValueError, match="one outcome"):
        bad.apply_action(1)
    assert bad.is_chance_node() and game.get_rng_state() == "43"


@pytest.mark.parametrize("name", SIMULTANEOUS)
def test_simultaneous_nodes_take_every_players_action_at_once(name):
    game, state = started(name, players=3, seed=2)
    assert state.is_simultaneous_node()
    acting = [p for p in range(3) if state.legal_actions(p)]
    assert len(acting) >= 2
    with pytest.raises(ValueError, match="apply_actions"):
        state.apply_action(state.legal_actions(acting[0])[0])
    with pytest.raises(ValueError, match="several players act"):
        state.legal_actions()
    joint = [state.legal_actions(p)[0] if p in acting else -1 for p in range(3)]
    before = len(state.history())
    state.apply_actions(joint)
    # OpenSpiel's history holds one entry per player for a joint action, as given
    assert state.history()[before:] == joint
    # a node where one player acts takes apply_action, and apply_actions too
    # (rl_environment gives every game with simultaneous moves a joint action): here
    # a position where seats 0 and 1 have chosen and seat 2 has not
    inner = gaslamp.new_game(name, 3, 2)
    for seat in (0, 1):
        inner.apply_action(inner.legal_actions(seat)[0], seat)
    state = game.state_from(inner)
    assert state.current_player() == 2 and not state.is_simultaneous_node()
    assert [p for p in range(3) if state.legal_actions(p)] == [2]
    twin = state.clone()
    action = state.legal_actions(2)[-1]
    state.apply_action(action)
    twin.apply_actions([7, -1, action])  # the others' entries are ignored
    assert state.history() == [action] and twin.history() == [7, -1, action]
    assert twin.information_state_string(2) == state.information_state_string(2)
    assert twin.to_gaslamp().serialize() == state.to_gaslamp().serialize()


@pytest.mark.parametrize("name", SIMULTANEOUS)
def test_a_joint_action_with_an_illegal_part_changes_nothing(name):
    game, state = started(name, players=3, seed=5)
    acting = [p for p in range(3) if state.legal_actions(p)]
    legal = {p: state.legal_actions(p)[0] for p in acting}
    illegal = next((a for a in range(game.num_distinct_actions())
                    if a not in state.legal_actions(acting[-1])), game.num_distinct_actions())
    record, text, history = state.to_gaslamp().serialize(), str(state), state.history()
    seen = [views(state, p) for p in range(3)]
    for bad in acting:  # the bad action first, in the middle, last
        joint = [legal.get(p, 0) for p in range(3)]
        joint[bad] = illegal
        with pytest.raises(gaslamp.IllegalActionError, match=f"player {bad}: ") as refused:
            state.apply_actions(joint)
        assert refused.value.code
        assert state.to_gaslamp().serialize() == record and str(state) == text
        assert state.history() == history and [views(state, p) for p in range(3)] == seen
    with pytest.raises(ValueError, match="one action per player"):
        state.apply_actions([legal.get(p, 0) for p in range(2)])
    state.apply_actions([legal.get(p, 0) for p in range(3)])
    assert len(state.history()) == len(history) + 3


def test_an_illegal_action_raises_and_changes_nothing():
    game, state = started("spyrium", players=2, seed=3)
    record, history = state.to_gaslamp().serialize(), state.history()
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(gaslamp.IllegalActionError):
        state.apply_action(illegal)
    assert state.to_gaslamp().serialize() == record and state.history() == history


@pytest.mark.parametrize("name", gaslamp.games())
@pytest.mark.parametrize("players", [2, 3])
def test_returns_are_zero_sum_win_shares_within_the_utility_bounds(name, players):
    game = gos.load_game(name, players=players, seed=20)
    assert game.min_utility() == -1.0 / (players - 1) and game.max_utility() == 1.0
    assert game.utility_sum() == 0.0
    rng = np.random.default_rng(players)
    for _ in range(2):
        state = game.new_initial_state()
        state.apply_action(0)
        while not state.is_terminal():
            assert state.returns() == [0.0] * players == state.rewards()
            random_transition(state, rng)
        returns = state.returns()
        assert state.rewards() == returns
        shares = state.to_gaslamp().returns("win")
        assert returns == pytest.approx([(players * w - 1) / (players - 1) for w in shares])
        assert abs(sum(returns)) < 1e-9
        assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
        if players == 2:
            assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_a_game_cut_short_is_terminal_with_returns_zero():
    game = gos.load_game("crystal-palace", players=2, seed=1, max_game_length=30)
    assert game.max_game_length() == 30
    state = game.new_initial_state()
    state.apply_action(0)
    rng = np.random.default_rng(1)
    transitions = 0
    while not state.is_terminal():
        random_transition(state, rng)
        transitions += 1
    assert state.is_truncated() and not state.to_gaslamp().is_terminal()
    assert transitions <= game.max_game_length() <= state.to_gaslamp().move_number()
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == [0.0, 0.0] == state.rewards()
    assert all(state.legal_actions(p) == [] for p in range(2))
    # the limit survives a record (a Gaslamp record keeps none)
    copy = game.deserialize_state(state.serialize())
    assert copy.is_terminal() and copy.is_truncated() and str(copy) == str(state)
    assert gos.load_game("goofspiel", max_game_length=10**6).max_game_length() == 16


@pytest.mark.parametrize("name", gaslamp.games())
def test_serialize_round_trip(name):
    game, state = started(name, players=3, seed=9, max_game_length=60)
    rng = np.random.default_rng(9)
    for _ in range(4 if name == "goofspiel" else 12):
        random_transition(state, rng)
    text = state.serialize()
    copy = game.deserialize_state(text)
    assert str(copy) == str(state) and copy.history() == state.history()
    assert copy.move_number() == state.move_number()
    assert copy.current_player() == state.current_player()
    assert copy.to_gaslamp().serialize() == state.to_gaslamp().serialize()
    for p in range(3):
        assert views(copy, p) == views(state, p)
    # both go on alike, up to the same cut
    rng_a, rng_b = np.random.default_rng(3), np.random.default_rng(3)
    while not state.is_terminal():
        random_transition(state, rng_a)
        random_transition(copy, rng_b)
        assert str(copy) == str(state)
        assert [views(copy, p) for p in range(3)] == [views(state, p) for p in range(3)]
    assert copy.is_terminal() and copy.returns() == state.returns()
    chance = game.deserialize_state(game.new_initial_state().serialize())
    assert chance.is_chance_node()


@pytest.mark.parametrize("name", gaslamp.games())
def test_clones_are_independent(name):
    game, state = started(name, players=2, seed=6)
    rng = np.random.default_rng(6)
    for _ in range(5):
        random_transition(state, rng)
    before = (str(state), state.history(), [views(state, p) for p in range(2)],
              [state.legal_actions(p) for p in range(2)])
    clone = state.clone()
    assert (str(clone), clone.history(), [views(clone, p) for p in range(2)],
            [clone.legal_actions(p) for p in range(2)]) == before
    for _ in range(3):
        random_transition(clone, rng)
    assert clone.history() != state.history()
    assert (str(state), state.history(), [views(state, p) for p in range(2)],
            [state.legal_actions(p) for p in range(2)]) == before
    # and the other way round
    again = state.clone()
    random_transition(state, rng)
    assert str(again) == before[0] and [views(again, p) for p in range(2)] == before[2]


@pytest.mark.parametrize("name, players", [("goofspiel", 2), ("crystal-palace", 3)])
def test_a_players_views_do_not_show_another_seats_pending_secret(name, players):
    # Two positions that differ only in seat 0's secret choice (a Goofspiel bid, a
    # Crystal Palace dice commit) made before the others have chosen.
    a = gaslamp.new_game(name, players, 8)
    b = a.clone()
    legal = a.legal_actions(0)
    a.apply_action(legal[0], 0)
    b.apply_action(legal[-1], 0)
    game = gos.load_game(name, players=players, seed=8)
    sa, sb = game.state_from(a), game.state_from(b)
    assert sa.current_player() == sb.current_player() != 0
    for p in range(1, players):
        assert views(sa, p) == views(sb, p)
    assert sa.observation_string(0) != sb.observation_string(0)
    assert sa.information_state_string(0) != sb.information_state_string(0)
    public = make_observation(game, pyspiel.IIGObservationType(
        public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    public.set_from(sa, 0)
    seen_a = (public.tensor.copy(), public.string_from(sa, 0))
    public.set_from(sb, 0)
    assert np.array_equal(seen_a[0], public.tensor) and seen_a[1] == public.string_from(sb, 0)


def test_hidden_deck_orders_do_not_reach_the_views():
    # Two Goofspiel games whose first prize is the same but whose hidden prize decks
    # differ: at the start every player's views are the same.
    first = {}
    for seed in range(60):
        g = gaslamp.new_game("goofspiel", 2, seed)
        first.setdefault(g.observation_string(spectator=True), []).append(seed)
    s1, s2 = next(seeds for seeds in first.values() if len(seeds) >= 2)[:2]

    def prizes(seed):
        g = gaslamp.new_game("goofspiel", 2, seed)
        seen = []
        while not g.is_terminal():
            seen.append(g.observation_tensor(spectator=True).tobytes())
            for seat in g.current_seats():
                g.apply_action(g.legal_actions(seat)[0], seat)
        return seen

    assert prizes(s1) != prizes(s2), "the two games' prize decks differ"
    _, a = started("goofspiel", seed=s1)
    _, b = started("goofspiel", seed=s2)
    assert str(a) != str(b)
    for p in range(2):
        assert views(a, p) == views(b, p)


def test_information_states_are_perfect_recall_and_survive_resampling():
    game, state = started("spyrium", players=2, seed=4)
    rng = np.random.default_rng(4)
    seen = {p: set() for p in range(2)}
    for _ in range(20):
        for p in range(2):
            info = state.information_state_string(p)
            assert info not in seen[p]  # never an information state met before
            seen[p].add(info)
        random_transition(state, rng)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for p in range(2):
        drawn = state.resample_from_infostate(p, sampler)
        assert drawn.information_state_string(p) == state.information_state_string(p)
        assert drawn.information_state_tensor(p) == state.information_state_tensor(p)
        assert drawn.current_player() == state.current_player()
        assert drawn.history() == state.history()
        other = 1 - p
        assert drawn.information_state_string(other) != state.information_state_string(other)
        with pytest.raises(ValueError, match="no record"):
            drawn.serialize()
        # and it plays on like any state
        while not drawn.is_terminal():
            random_transition(drawn, rng)
            drawn.information_state_string(p)


def test_observers_of_openspiel_python_api():
    game, state = started("goofspiel", players=2, seed=2)
    seat = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    seat.set_from(state, 1)
    assert np.array_equal(seat.tensor, state.to_gaslamp().observation_tensor(1))
    assert seat.string_from(state, 1) == state.observation_string(1)
    info = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert info.string_from(state, 0) == state.information_state_string(0)
    with pytest.raises(ValueError, match="offered"):
        make_observation(game, pyspiel.IIGObservationType(
            perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    fresh = game.new_initial_state()  # before the setup: zeros and "not set up"
    assert fresh.observation_tensor(0) == [0.0] * game.observation_tensor_size()
    assert "not set up" in fresh.information_state_string(1)


def test_ismcts_plays_spyrium_from_its_own_view():
    # OpenSpiel's Python ISMCTS draws worlds with resample_from_infostate and checks
    # that each has the searching player's information state.
    game, state = started("spyrium", players=2, seed=5)
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), uct_c=2.0,
                           max_simulations=15, random_state=rng)
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


def test_mcts_beats_random_in_turn_based_goofspiel():
    # OpenSpiel's own transform makes the bids turn-based (the later bidder's views
    # never show the earlier bid); MCTS searches the true state (it is not an
    # imperfect-information method: it sees the prize deck), random bids blindly.
    game = pyspiel.convert_to_turn_based(gos.load_game("goofspiel", players=2, seed=1))
    rng = np.random.RandomState(1)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=60,
                       evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    results = [evaluate_bots.evaluate_bots(game.new_initial_state(),
                                           [bot, pyspiel.make_uniform_random_bot(1, i)], rng)[0]
               for i in range(6)]
    assert sum(results) >= 3, results


@pytest.mark.parametrize("name", gaslamp.games())
def test_mcts_plays_every_game_turn_based(name):
    game = gos.load_game(name, players=3, seed=2)
    if game.get_type().dynamics == pyspiel.GameType.Dynamics.SIMULTANEOUS:
        game = pyspiel.convert_to_turn_based(game)
    rng = np.random.RandomState(2)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8,
                       evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    state.apply_action(0)
    for _ in range(6):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_evaluate_bots_plays_crystal_palace_with_simultaneous_nodes():
    # evaluate_bots passes INVALID_ACTION for players who do not act: ignored
    game = gos.load_game("crystal-palace", players=3, seed=3)
    rng = np.random.RandomState(3)
    returns = evaluate_bots.evaluate_bots(
        game.new_initial_state(), [pyspiel.make_uniform_random_bot(p, p) for p in range(3)], rng)
    assert abs(sum(returns)) < 1e-9 and max(returns) == 1.0


@pytest.mark.parametrize("name", gaslamp.games())
def test_rl_environment_runs_episodes(name):
    env = rl_environment.Environment(gos.load_game(name, players=2, seed=7))
    rng = np.random.default_rng(7)
    assert env.observation_spec()["info_state"] == (env.game.information_state_tensor_size(),)
    step = env.reset()
    while not step.last():
        legal = step.observations["legal_actions"]
        if env.is_turn_based:
            actions = [int(rng.choice(legal[step.observations["current_player"]]))]
        else:
            actions = [int(rng.choice(a)) if a else 0 for a in legal]
        step = env.step(actions)
    assert abs(sum(step.rewards)) < 1e-9



def test_a_serialized_state_is_json_replayed_through_the_rules_never_run_as_code(tmp_path):
    game, state = started("goofspiel", players=2, seed=4)
    rng = np.random.default_rng(4)
    for _ in range(3):
        random_transition(state, rng)
    data = json.loads(state.serialize())
    assert data["format"] == "gaslamp-openspiel-state" and data["seed"] == 4
    assert len(data["transitions"]) == 3
    # A pickle (OpenSpiel's own form for Python states) is refused, and not run.
    import pickle

    marker = tmp_path / "ran"

    class Evil:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    for bad in [pickle.dumps(Evil()).hex(), "{", "[]", json.dumps({"format": "x"}),
                json.dumps({**data, "game": "spyrium"}),
                json.dumps({**data, "transitions": [[[0, 99]]]}),
                json.dumps({**data, "transitions": [["a"]]}),
                json.dumps({**data, "seed": -1})]:
        with pytest.raises(ValueError):
            game.deserialize_state(bad)
    assert not marker.exists()
    # An illegal transition names itself and the refusal.
    with pytest.raises(ValueError, match="transition 1 cannot be replayed: player 0: card_not_in_hand"):
        game.deserialize_state(json.dumps({**data, "transitions": [[[0, 7], [1, 7]]] * 2}))
    # A position given by a Gaslamp state travels as its record.
    g = gaslamp.new_game("spyrium", 2, seed=1)
    for _ in range(5):
        g.apply_action(g.legal_actions()[0])
    sgame = gos.load_game("spyrium", players=2)
    given = sgame.state_from(g)
    given.apply_action(given.legal_actions()[-1])
    copy = sgame.deserialize_state(given.serialize())
    assert str(copy) == str(given) and copy.to_gaslamp().serialize() == given.to_gaslamp().serialize()
    # A state drawn from a view has no record.
    drawn = given.resample_from_infostate(0, lambda: 0.5)
    with pytest.raises(ValueError, match="no record"):
        drawn.serialize()
