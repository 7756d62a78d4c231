"""OpenSpiel games for every Gaslamp game, so OpenSpiel's C++ and Python
algorithms and tests run on them.

    import gaslamp.openspiel
    import pyspiel
    game = gaslamp.openspiel.load_game("spyrium", players=4, seed=0)
    game = pyspiel.load_game("python_gaslamp_spyrium(players=4)")   # the same, by name

Importing this module registers one OpenSpiel game per Gaslamp game
(``python_gaslamp_spyrium``, ``python_gaslamp_crystal_palace``,
``python_gaslamp_goofspiel``; ``SHORT_NAMES``) with the parameters ``players``,
``seed`` and ``max_game_length`` (0: the game's own bound), the way OpenSpiel's
``python/games`` register theirs. The games and states subclass ``pyspiel.Game``
and ``pyspiel.State``; see docs/openspiel.md for how the games map:

- Chance is ``SAMPLED_STOCHASTIC``, as OpenSpiel defines it: a new initial state is
  a chance node with one dummy outcome (0, probability 1); applying it sets the
  game up from the game object's next seed (``seed``, ``seed + 1``, ...). The
  engine's later shuffles follow from that seed, so there is no other chance node.
- Spyrium is ``SEQUENTIAL``; Goofspiel and Crystal Palace are ``SIMULTANEOUS``:
  ``current_player()`` is ``PlayerId.SIMULTANEOUS`` where several seats act at
  once (give every player's action to ``apply_actions``; a player who does not act
  has no legal actions and its entry is ignored: OpenSpiel asks for 0), the seat
  where one acts, ``TERMINAL`` at the end. Every action of ``apply_actions`` is
  checked before any is applied.
- Returns are zero-sum, 0 before the end: ``(players * share - 1) / (players - 1)``
  from each seat's share of the win, so a two-player game gives OpenSpiel's
  +1 / 0 / -1 and a sole winner always +1. A game cut short at ``max_game_length``
  is terminal with returns 0.
- Observations are the seat's own view (``observation_tensor``,
  ``observation_string``); the information state string is perfect-recall (a
  digest of everything the seat saw and did, then its current view); the
  information state tensor is the observation tensor (not perfect-recall).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Callable, Optional

import numpy as np

try:
    import pyspiel
except ImportError as e:  # pragma: no cover - depends on the installation
    raise ImportError(
        "gaslamp.openspiel needs OpenSpiel: pip install open_spiel "
        "(or the package's [openspiel] extra)"
    ) from e

import gaslamp

__all__ = ["GAME_CLASSES", "GaslampGame", "GaslampState", "SHORT_NAMES", "load_game"]

SHORT_NAMES = {name: "python_gaslamp_" + name.replace("-", "_") for name in gaslamp.games()}
_BY_SHORT_NAME = {short: name for name, short in SHORT_NAMES.items()}
_DEFAULTS = {"players": 2, "seed": 0, "max_game_length": 0}
_CHANCE_SETUP = 0  # the one (dummy) outcome of the setup chance node
_DIGEST = 16  # bytes of an information-state digest
_FORMAT = "gaslamp-openspiel-state"  # the JSON of GaslampState.serialize
_MAX_STATE_CHARS = 64 * 2**20  # the longest serialized state read back


def _game_type(name: str) -> pyspiel.GameType:
    info = gaslamp.game_info(name)
    simultaneous = info["simultaneous"]
    hidden = info["hidden_information"] or simultaneous
    return pyspiel.GameType(
        short_name=SHORT_NAMES[name],
        long_name="Gaslamp " + name.replace("-", " ").title(),
        dynamics=(pyspiel.GameType.Dynamics.SIMULTANEOUS if simultaneous
                  else pyspiel.GameType.Dynamics.SEQUENTIAL),
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(_DEFAULTS),
    )


def _gaslamp_name(name: str) -> str:
    if name in _BY_SHORT_NAME:
        return _BY_SHORT_NAME[name]
    dashed = name.replace("_", "-")
    if dashed in SHORT_NAMES:
        return dashed
    raise ValueError(f"no Gaslamp game {name!r}; the games are {', '.join(SHORT_NAMES)}")


def load_game(name: str, players: int = 2, seed: int = 0,
              max_game_length: Optional[int] = None) -> "GaslampGame":
    """The OpenSpiel game of a Gaslamp game (``"spyrium"``, ``"crystal-palace"``,
    ``"goofspiel"``, or the OpenSpiel short name). Its initial states take the seeds
    ``seed``, ``seed + 1``, ... as their setup chance nodes are applied.
    ``max_game_length``: a limit (every seat's action counts) below the game's bound;
    a game that reaches it is terminal with returns 0."""
    for key, value in (("seed", seed), ("max_game_length", max_game_length or 0)):
        if not 0 <= value < 2**31:
            raise ValueError(f"`{key}` must be 0 to 2^31 - 1 (an OpenSpiel integer "
                             f"parameter), not {value}")
    params = {"players": players, "seed": seed, "max_game_length": max_game_length or 0}
    return pyspiel.load_game(SHORT_NAMES[_gaslamp_name(name)], params)


# --- information-state digests -------------------------------------------------


def _start_digest(kind: bytes, seat: int, tensor: np.ndarray) -> bytes:
    h = hashlib.blake2b(digest_size=_DIGEST, person=b"gaslamp-os")
    h.update(kind + b"|%d|" % seat)
    h.update(tensor.tobytes())
    return h.digest()


def _step_digest(previous: bytes, own: bytes, tensor: np.ndarray) -> bytes:
    h = hashlib.blake2b(previous, digest_size=_DIGEST)
    h.update(b"|" + own + b"|")
    h.update(tensor.tobytes())
    return h.digest()


class _Core:
    """A state's Python side: the Gaslamp state and what the information states
    need. It is the only attribute of a ``GaslampState``, so OpenSpiel's clone
    (which deep-copies the attributes) and pickling go
    through ``__deepcopy__`` and ``__reduce__`` here.

    ``steps`` is an immutable chain ``(previous, moves)`` of the transitions since
    the start, ``moves`` a tuple of ``(seat, index)``. The per-seat digests are
    brought up to date lazily (``fold``) from ``shadow``, the Gaslamp state after
    ``folded`` transitions, so play that never asks for an information state does
    not pay for one."""

    __slots__ = ("name", "players", "limit", "state", "seed", "origin", "steps", "nsteps",
                 "shadow", "folded", "digests", "start")

    def __init__(self, name: str, players: int, limit: int):
        self.name, self.players, self.limit = name, players, limit
        self.state: Optional[gaslamp.State] = None
        self.seed: Optional[int] = None
        self.origin = ""
        self.steps: Any = None
        self.nsteps = 0
        self.shadow: Optional[gaslamp.State] = None
        self.folded = 0
        self.digests: tuple = ()
        # The Gaslamp state where the OpenSpiel history began (shared, never mutated);
        # None before the setup and for a state drawn from a view.
        self.start: Optional[gaslamp.State] = None

    def begin(self, state: gaslamp.State, origin: str, kind: bytes) -> None:
        self.state, self.origin = state, origin
        self.shadow = state.clone()
        self.start = self.shadow
        self.folded = self.nsteps
        self.digests = tuple(_start_digest(kind, p, state.observation_tensor(p))
                             for p in range(self.players))

    def push(self, moves: tuple) -> None:
        self.steps = (self.steps, moves)
        self.nsteps += 1

    def moves(self, last: Optional[int] = None) -> list:
        """The transitions, oldest first (only the ``last`` ones if given)."""
        out = []
        node = self.steps
        for _ in range(self.nsteps if last is None else last):
            node, step = node
            out.append(step)
        out.reverse()
        return out

    def fold(self) -> None:
        if self.state is None or self.folded == self.nsteps:
            return
        shadow = self.shadow.clone()  # the shadow may be shared with clones: never mutated
        digests = list(self.digests)
        for moves in self.moves(self.nsteps - self.folded):
            for seat, index in moves:
                shadow.apply_action(index, seat)
            for p in range(self.players):
                own = b",".join(b"%d" % index for seat, index in moves if seat == p)
                digests[p] = _step_digest(digests[p], own, shadow.observation_tensor(p))
        self.shadow, self.folded, self.digests = shadow, self.nsteps, tuple(digests)

    def truncated(self) -> bool:
        s = self.state
        return s is not None and not s.is_terminal() and s.move_number() >= self.limit

    def terminal(self) -> bool:
        s = self.state
        return s is not None and (s.is_terminal() or s.move_number() >= self.limit)

    def __deepcopy__(self, memo: dict) -> "_Core":
        c = _Core(self.name, self.players, self.limit)
        c.state = None if self.state is None else self.state.clone()
        c.seed, c.origin, c.steps, c.nsteps = self.seed, self.origin, self.steps, self.nsteps
        c.shadow, c.folded, c.digests = self.shadow, self.folded, self.digests
        c.start = self.start
        return c

    def __reduce__(self):
        self.fold()
        return (_Core._restore, (self.name, self.players, self.limit, self.state, self.seed,
                                 self.origin, self.moves(), self.digests, self.start))

    @staticmethod
    def _restore(name, players, limit, state, seed, origin, moves, digests,
                 start=None) -> "_Core":
        c = _Core(name, players, limit)
        c.state, c.seed, c.origin, c.start = state, seed, origin, start
        for m in moves:
            c.push(tuple(tuple(x) for x in m))
        c.shadow = None if state is None else state.clone()
        c.folded, c.digests = c.nsteps, tuple(digests)
        return c


# --- the game and its states ----------------------------------------------------


class GaslampGame(pyspiel.Game):
    """A Gaslamp game as an OpenSpiel game (see the module documentation). Made by
    ``pyspiel.load_game("python_gaslamp_<game>(players=N,seed=S)")`` or
    ``gaslamp.openspiel.load_game``; each game has its subclass (``GAME_CLASSES``),
    which names the Gaslamp game."""

    gaslamp_name = ""

    def __init__(self, params: Optional[dict] = None):
        name = type(self).gaslamp_name
        if not name:
            raise TypeError("make a game with gaslamp.openspiel.load_game or pyspiel.load_game")
        params = {**_DEFAULTS, **(params or {})}
        unknown = set(params) - set(_DEFAULTS)
        if unknown:
            raise ValueError(f"unknown parameters {sorted(unknown)}; the parameters are "
                             f"{sorted(_DEFAULTS)}")
        info = gaslamp.game_info(name)
        players, seed, limit = (int(params["players"]), int(params["seed"]),
                                int(params["max_game_length"]))
        if not info["min_players"] <= players <= info["max_players"]:
            raise ValueError(f"{name} takes {info['min_players']} to {info['max_players']} "
                             f"players, not {players}")
        if not 0 <= seed < 2**31:
            raise ValueError(f"`seed` must be 0 to 2^31 - 1 (an OpenSpiel integer parameter), "
                             f"not {seed}")
        if limit < 0:
            raise ValueError(f"`max_game_length` must be 0 (the game's bound) or more, not {limit}")
        probe = gaslamp.new_game(name, players, seed)
        bound = probe.max_game_length()
        limit = bound if limit == 0 else min(limit, bound)
        super().__init__(
            _game_type(name),
            pyspiel.GameInfo(
                num_distinct_actions=probe.num_distinct_actions(),
                max_chance_outcomes=1,
                num_players=players,
                min_utility=-1.0 / (players - 1),
                max_utility=1.0,
                utility_sum=0.0,
                max_game_length=limit,
            ),
            params,
        )
        self.players, self.limit = players, limit
        self.observation_len = probe.observation_len()
        self._next_seed = seed

    def new_initial_state(self) -> "GaslampState":
        """The setup chance node: applying its one outcome (0) draws the next seed."""
        return GaslampState(self)

    def state_from(self, state: gaslamp.State) -> "GaslampState":
        """An OpenSpiel state at a Gaslamp state's position (a copy of it): its
        OpenSpiel history is empty and the seats' information states begin there."""
        if state.game != self.gaslamp_name or state.num_players != self.players:
            raise ValueError(f"a {state.game} state of {state.num_players} players is not a "
                             f"{self.gaslamp_name} state of {self.players}")
        s = GaslampState(self)
        s._core.begin(state.clone(), "a given position", b"position")
        return s

    def deserialize_state(self, text: str) -> "GaslampState":
        """A state from ``GaslampState.serialize``'s JSON, replayed through the rules
        (every action checked) from its seed or its starting record; nothing in the
        text is run as code. Text that is not such a state of this game is a
        ``ValueError`` saying why."""
        if not isinstance(text, str):
            raise ValueError(f"a serialized state is text, not {type(text).__name__}")
        if len(text) > _MAX_STATE_CHARS:
            raise ValueError(f"a serialized state has at most {_MAX_STATE_CHARS} characters, "
                             f"not {len(text)}")
        try:
            data = json.loads(text)
        except ValueError as e:
            raise ValueError(f"a serialized state is JSON ({_FORMAT}): {e}") from None
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            raise ValueError(f"not a serialized state: its JSON object has no "
                             f"\"format\": \"{_FORMAT}\"")
        if data.get("game") != self.gaslamp_name or data.get("players") != self.players:
            raise ValueError(f"the state is of another game: {self.gaslamp_name} with "
                             f"{self.players} players was expected")
        state = GaslampState(self)
        seed, start, steps = data.get("seed"), data.get("start"), data.get("transitions", [])
        if not isinstance(steps, list):
            raise ValueError("`transitions` is a list")
        if seed is not None:
            if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
                raise ValueError("`seed` is a whole number from 0 to 2^64 - 1")
            # The setup chance node draws the game's next seed: this one.
            following = self._next_seed
            self._next_seed = seed
            try:
                state.apply_action(_CHANCE_SETUP)
            finally:
                self._next_seed = following
        elif start is not None:
            state._core.begin(gaslamp.deserialize(json.dumps(start)), "a given position",
                              b"position")
        elif steps:
            raise ValueError("a state not set up has no transitions")
        for k, moves in enumerate(steps):
            if (not isinstance(moves, list) or not moves
                    or not all(isinstance(m, list) and len(m) == 2
                               and all(isinstance(x, int) and not isinstance(x, bool) for x in m)
                               for m in moves)):
                raise ValueError(f"transition {k} is not a list of [seat, action index] pairs")
            try:
                if state.current_player() == pyspiel.PlayerId.SIMULTANEOUS or len(moves) > 1:
                    joint = [0] * self.players
                    for seat, index in moves:
                        if not 0 <= seat < self.players:
                            raise ValueError(f"there is no player {seat}")
                        joint[seat] = index
                    state.apply_actions(joint)
                else:
                    (seat, index), = moves
                    if seat != state.current_player():
                        raise ValueError(f"player {seat} does not act now")
                    state.apply_action(index)
            except (ValueError, RuntimeError) as e:
                raise ValueError(f"transition {k} cannot be replayed: {e}") from None
        return state

    def max_chance_nodes_in_history(self) -> int:
        return 1

    def take_seed(self) -> int:
        """The seed of the next game set up (then the one after it)."""
        seed = self._next_seed
        self._next_seed = (seed + 1) % 2**64
        return seed

    def get_rng_state(self) -> str:
        """The next seed, as text (OpenSpiel's name for a sampled game's RNG state)."""
        return str(self._next_seed)

    def set_rng_state(self, rng_state: str) -> None:
        self._next_seed = int(rng_state) % 2**64

    def make_py_observer(self, iig_obs_type=None, params=None):
        """OpenSpiel's observer: the seat's view (default), the spectators' view
        (``private_info=NONE``) or the information state (``perfect_recall=True``)."""
        if isinstance(iig_obs_type, dict) and params is None:  # OpenSpiel's make_observer(params)
            iig_obs_type, params = None, iig_obs_type
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if iig_obs_type is None:
            return _Observer(self, "seat")
        if not iig_obs_type.public_info:
            raise ValueError("only observations with the public information are offered")
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.SINGLE_PLAYER:
            return _Observer(self, "info" if iig_obs_type.perfect_recall else "seat")
        if private == pyspiel.PrivateInfoType.NONE and not iig_obs_type.perfect_recall:
            return _Observer(self, "public")
        raise ValueError("offered: the seat's view, its information state, and the "
                         "spectators' view (public information, no perfect recall)")


class GaslampState(pyspiel.State):
    """A state of a ``GaslampGame`` (see the module documentation)."""

    def __init__(self, game: GaslampGame):
        super().__init__(game)
        self._core = _Core(game.gaslamp_name, game.players, game.limit)

    # OpenSpiel's game logic -------------------------------------------------------

    def current_player(self) -> int:
        c = self._core
        if c.state is None:
            return pyspiel.PlayerId.CHANCE
        if c.terminal():
            return pyspiel.PlayerId.TERMINAL
        seats = c.state.current_seats()
        return seats[0] if len(seats) == 1 else pyspiel.PlayerId.SIMULTANEOUS

    def chance_outcomes(self) -> list:
        return [(_CHANCE_SETUP, 1.0)]

    def _legal_actions(self, player: int) -> list:
        c = self._core
        if player < 0:
            raise ValueError("several players act now: ask legal_actions(player) for each "
                             "(joint actions are not numbered)")
        if c.state is None or c.terminal() or player not in c.state.current_seats():
            return []
        return c.state.legal_actions(player)

    def _apply_action(self, action: int) -> None:
        c = self._core
        if c.state is None:
            if action != _CHANCE_SETUP:
                raise ValueError(f"the setup chance node has one outcome, 0, not {action}")
            game = self.get_game()
            c.seed = game.take_seed()
            c.begin(gaslamp.new_game(c.name, c.players, c.seed), f"seed {c.seed}", b"start")
            return
        if c.terminal():
            raise ValueError("the game is over")
        seats = c.state.current_seats()
        if len(seats) != 1:
            raise ValueError(f"players {seats} act at once: give every player's action to "
                             "apply_actions")
        seat = seats[0]
        c.state.apply_action(int(action), seat)
        c.push(((seat, int(action)),))

    def _apply_actions(self, actions: list) -> None:
        c = self._core
        if c.state is None:
            raise ValueError("this is the setup chance node: apply_action(0)")
        if c.terminal():
            raise ValueError("the game is over")
        if len(actions) != c.players:
            raise ValueError(f"apply_actions takes one action per player ({c.players}), "
                             f"not {len(actions)}")
        following = c.state.clone()
        moves = []
        for seat in c.state.current_seats():
            index = int(actions[seat])
            try:
                following.apply_action(index, seat)
            except gaslamp.IllegalActionError as e:
                refusal = gaslamp.IllegalActionError(f"player {seat}: {e}")
                refusal.code = e.code
                raise refusal from e
            except ValueError as e:
                raise ValueError(f"player {seat}: {e}") from e
            moves.append((seat, index))
        c.state = following
        c.push(tuple(moves))

    def is_terminal(self) -> bool:
        return self._core.terminal()

    def returns(self) -> list:
        c = self._core
        n = c.players
        if c.state is None or not c.state.is_terminal():
            return [0.0] * n  # before the end, and a game cut short
        return [(n * share - 1.0) / (n - 1) for share in c.state.returns("win")]

    def rewards(self) -> list:
        return self.returns() if self._core.terminal() else [0.0] * self._core.players

    def _action_to_string(self, player: int, action: int) -> str:
        c = self._core
        if player == pyspiel.PlayerId.CHANCE:
            return "set up the game from the next seed"
        if c.state is None or player < 0:
            return f"action {action}"
        return c.state.action_to_string(int(action), player)

    def __str__(self) -> str:
        c = self._core
        if c.state is None:
            return (f"{c.name}, {c.players} players: not set up yet (the chance outcome "
                    "draws the game's seed)")
        moves = " ".join(";".join(f"{s}:{a}" for s, a in m) for m in c.moves())
        cut = ", cut short at max_game_length" if c.truncated() else ""
        return f"{c.state}{c.origin}; {c.nsteps} steps{cut}" + (f": {moves}" if moves else "")

    # Beyond OpenSpiel's abstract methods --------------------------------------------

    def resample_from_infostate(self, player_id: int,
                                probability_sampler: Callable[[], float]) -> "GaslampState":
        """A state drawn from what ``player_id`` has seen (Gaslamp's
        ``resample_from_view``: deck orders and other seats' secret choices made
        up), with the same information state for that player. Its other seats'
        information states start from it (their past is made up too), and it has no
        record, so it cannot be serialized. ``probability_sampler()`` gives a number
        in [0, 1) that seeds the draw (OpenSpiel's Python ISMCTS passes a
        ``pyspiel.UniformProbabilitySampler``)."""
        c = self._core
        if not 0 <= player_id < c.players:
            raise ValueError(f"there is no player {player_id} among {c.players}")
        if c.state is None:
            return self.clone()
        c.fold()
        world = c.state.resample_from_view(player_id, int(probability_sampler() * 2**53))
        s = self.clone()
        n = s._core
        n.state, n.shadow, n.seed, n.start = world, world.clone(), None, None
        n.origin = f"drawn from player {player_id}'s view"
        own = c.digests[player_id]
        n.digests = tuple(
            own if q == player_id else _step_digest(own, b"resampled %d" % q,
                                                    world.observation_tensor(q))
            for q in range(c.players))
        n.folded = n.nsteps
        return s

    def serialize(self) -> str:
        """The state as JSON (``gaslamp-openspiel-state``): the seed it was set up
        from, or the record of the position it began at (``state_from``), and its
        transitions, each a list of ``[seat, action index]``. ``game.deserialize_state``
        replays it through the rules. A state drawn from a view has no record and
        cannot be serialized."""
        c = self._core
        data: dict[str, Any] = {"format": _FORMAT, "game": c.name, "players": c.players}
        if c.state is not None:
            if c.seed is not None:
                data["seed"] = c.seed
            elif c.start is not None:
                data["start"] = json.loads(c.start.serialize())
            else:
                raise ValueError("a state drawn from a view has no record: it cannot be "
                                 "serialized")
            data["transitions"] = [[list(m) for m in moves] for moves in c.moves()]
        return json.dumps(data, separators=(",", ":"))

    def to_gaslamp(self) -> Optional[gaslamp.State]:
        """A copy of the Gaslamp state (None before the setup chance node): its
        ``serialize()`` is the game's record."""
        s = self._core.state
        return None if s is None else s.clone()

    def is_truncated(self) -> bool:
        """Whether the game was cut short at ``max_game_length`` without ending."""
        return self._core.truncated()

    # What the observers write ----------------------------------------------------------

    def _information_state_string(self, player: int) -> str:
        c = self._core
        if c.state is None:
            return f"player {player}: not set up yet"
        c.fold()
        return (f"player {player}, step {c.nsteps}, history {c.digests[player].hex()}\n"
                f"{c.state.observation_string(player)}")


class _Observer:
    """OpenSpiel's PyObserver for a ``GaslampGame`` (``tensor``, ``dict``,
    ``set_from``, ``string_from``); ``kind`` is ``seat``, ``public`` or ``info``."""

    def __init__(self, game: GaslampGame, kind: str):
        self.kind = kind
        self.tensor = np.zeros(game.observation_len, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: GaslampState, player: int) -> None:
        s = state._core.state
        if s is None:
            self.tensor.fill(0.0)
        elif self.kind == "public":
            self.tensor[:] = s.observation_tensor(spectator=True)
        else:
            self.tensor[:] = s.observation_tensor(player)

    def string_from(self, state: GaslampState, player: int) -> str:
        s = state._core.state
        if self.kind == "info":
            return state._information_state_string(player)
        if s is None:
            return "not set up yet"
        if self.kind == "public":
            return s.observation_string(spectator=True)
        return s.observation_string(player)


def _game_class(name: str) -> type:
    title = name.replace("-", " ").title().replace(" ", "")
    return type(f"Gaslamp{title}Game", (GaslampGame,), {
        "gaslamp_name": name,
        "__doc__": f"Gaslamp's {name} as an OpenSpiel game ({SHORT_NAMES[name]}).",
        "__module__": __name__,
    })


# OpenSpiel's registry keeps each creator until the process ends; a class (not a
# function object) as the creator is what OpenSpiel's own Python games register, and
# what the interpreter's shutdown survives.
GAME_CLASSES = {name: _game_class(name) for name in SHORT_NAMES}


def _register() -> None:
    registered = set(pyspiel.registered_names())
    for name, cls in GAME_CLASSES.items():
        if SHORT_NAMES[name] not in registered:
            pyspiel.register_game(_game_type(name), cls)


_register()
