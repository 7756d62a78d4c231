"""PettingZoo environments for every Gaslamp game.

``env(game, players=N)`` is an AEC environment (one agent acts at a time); at a
simultaneous moment (Goofspiel's bids, Crystal Palace's dice) the seats choose one
after the other, each from its own view, which shows nothing of the others'
pending choices. ``parallel_env(game, players=N)`` is a Parallel environment for
the games with simultaneous moves: every agent that must act gives its action in
the same step; the others' actions are ignored (their masks are all zero).

Agents are ``player_0`` … ``player_{N-1}``. Observations are dictionaries with
``observation`` (float32, the game's observation vector for that seat) and
``action_mask`` (int8, 1 = legal). Rewards come at the end: each seat's share of
the win (``reward="win"``, the default) or, with ``reward="score"``, the change of
its score at every step.

``env.game_state`` is the game (a ``gaslamp.State``); ``env.state()`` is
PettingZoo's global state: the spectators' observation vector (what every seat may
see), never hidden information.

An illegal action raises ``gaslamp.IllegalActionError`` naming the agent; with
``illegal_reward=r`` it instead changes nothing, the agent earns ``r`` and its info
says ``"illegal": True`` (the agent acts again), as Gymnasium's environment does.

Every game ends within a bound the game states (``state.max_game_length()``, see
docs/python.md); ``max_game_length=N`` sets a lower limit. A game that reaches its
limit without ending is reported as truncated (``truncations`` true for every agent,
``terminations`` false) and stops there.
"""

from __future__ import annotations

import functools
from typing import Any, Optional

import numpy as np

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv, ParallelEnv
except ImportError as e:  # pragma: no cover - depends on the installation
    raise ImportError(
        "gaslamp.pettingzoo needs PettingZoo and Gymnasium: "
        "pip install pettingzoo gymnasium (or the package's [pettingzoo] extra)"
    ) from e

import gaslamp

__all__ = ["env", "parallel_env", "GaslampAEC", "GaslampParallel"]


def _agent(seat: int) -> str:
    return f"player_{seat}"


def _seat(agent: str) -> int:
    return int(agent.rsplit("_", 1)[1])


class _Common:
    def _setup(self, game: str, players: int, seed: Optional[int], reward: str,
               components: Optional[str], render_mode: Optional[str],
               max_game_length: Optional[int], illegal_reward: Optional[float]):
        if reward not in ("win", "score"):
            raise ValueError(f'reward is "win" or "score", not {reward!r}')
        self.illegal_reward = illegal_reward
        self.max_game_length = max_game_length
        self.game = game
        self.players = players
        self.reward_kind = reward
        self.components = components
        self.render_mode = render_mode
        self._seed = seed
        self._games_started = 0
        probe = gaslamp.new_game(game, players, 0, components, max_game_length)
        self._n_actions = probe.num_distinct_actions()
        self._obs_len = probe.observation_len()
        self.possible_agents = [_agent(s) for s in range(players)]
        self.metadata = {
            "name": f"gaslamp_{game.replace('-', '_')}",
            "render_modes": ["ansi"],
            "is_parallelizable": isinstance(self, ParallelEnv),
        }

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent: str) -> spaces.Space:
        return spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self._obs_len,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._n_actions,), np.int8),
        })

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent: str) -> spaces.Space:
        return spaces.Discrete(self._n_actions)

    def _new_state(self, seed: Optional[int]):
        if seed is not None:
            self._seed = seed
            self._games_started = 0
        base = self._seed if self._seed is not None else int(
            np.random.SeedSequence().entropy % (2**63))
        if self._seed is None:
            self._seed = base
        self.game_state = gaslamp.new_game(
            self.game, self.players, base + self._games_started, self.components,
            self.max_game_length)
        self._games_started += 1
        self._scores = self.game_state.scores()

    def _apply(self, state, agent: str, action: Any) -> None:
        """Plays ``action`` for ``agent`` in ``state``; a refusal names the agent."""
        try:
            state.apply_action(int(action), _seat(agent))
        except gaslamp.IllegalActionError as e:
            named = gaslamp.IllegalActionError(f"{agent}: {e}")
            named.code = e.code
            raise named from None

    def _obs(self, seat: int) -> dict[str, np.ndarray]:
        return {
            "observation": self.game_state.observation_tensor(seat),
            "action_mask": self.game_state.legal_actions_mask(seat),
        }

    def legal_actions(self, agent: str) -> np.ndarray:
        """``agent``'s legal action indices (int64, ascending; empty when it need not
        act): the sparse form of its ``action_mask``."""
        return self.game_state.legal_actions_array(_seat(agent))

    def _rewards(self) -> dict[str, float]:
        if self.reward_kind == "score":
            scores = self.game_state.scores()
            out = {_agent(s): float(scores[s] - self._scores[s]) for s in range(self.players)}
            self._scores = scores
            return out
        returns = self.game_state.returns()
        return {_agent(s): float(returns[s]) for s in range(self.players)}

    @property
    def state_space(self) -> spaces.Space:
        return spaces.Box(-np.inf, np.inf, (self._obs_len,), np.float32)

    def state(self) -> np.ndarray:
        """The global state PettingZoo asks for: what every seat may see (the
        spectators' observation vector), never a seat's hidden cards or choices.
        The game itself is ``self.game_state`` (a ``gaslamp.State``)."""
        return self.game_state.observation_tensor(spectator=True)

    def render(self):
        if self.render_mode == "ansi":
            return str(self.game_state)
        return None

    def close(self):
        pass


class GaslampAEC(_Common, AECEnv):
    """The AEC environment of a Gaslamp game (see the module documentation)."""

    def __init__(self, game: str, players: int, seed: Optional[int] = None,
                 reward: str = "win", components: Optional[str] = None,
                 render_mode: Optional[str] = None,
                 max_game_length: Optional[int] = None,
                 illegal_reward: Optional[float] = None):
        AECEnv.__init__(self)
        self._setup(game, players, seed, reward, components, render_mode, max_game_length,
                    illegal_reward)

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        self._new_state(seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = _agent(self.game_state.current_seats()[0])

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self._obs(_seat(agent))

    def step(self, action: Any):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        try:
            self._apply(self.game_state, agent, action)
        except gaslamp.IllegalActionError:
            if self.illegal_reward is None:
                raise
            # Nothing changes; the agent earns the penalty and acts again.
            self.rewards = {a: 0.0 for a in self.agents}
            self.rewards[agent] = float(self.illegal_reward)
            self.infos[agent] = {"illegal": True}
            self._accumulate_rewards()
            return
        self.infos[agent] = {}
        self.rewards = self._rewards()
        if self.game_state.is_terminal():
            for a in self.agents:
                self.terminations[a] = True
        elif self.game_state.is_truncated():
            for a in self.agents:
                self.truncations[a] = True
        else:
            self.agent_selection = _agent(self.game_state.current_seats()[0])
        self._accumulate_rewards()


class GaslampParallel(_Common, ParallelEnv):
    """The Parallel environment of a Gaslamp game with simultaneous moves."""

    def __init__(self, game: str, players: int, seed: Optional[int] = None,
                 reward: str = "win", components: Optional[str] = None,
                 render_mode: Optional[str] = None,
                 max_game_length: Optional[int] = None,
                 illegal_reward: Optional[float] = None):
        if not gaslamp.game_info(game)["simultaneous"]:
            raise ValueError(
                f"{game} has no simultaneous moves: use gaslamp.pettingzoo.env(...)")
        self._setup(game, players, seed, reward, components, render_mode, max_game_length,
                    illegal_reward)

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        self._new_state(seed)
        self.agents = self.possible_agents[:]
        return ({a: self._obs(_seat(a)) for a in self.agents},
                {a: {} for a in self.agents})

    def step(self, actions: dict[str, Any]):
        acting = self.game_state.current_seats()
        missing = [_agent(s) for s in acting if _agent(s) not in actions]
        if missing:
            raise ValueError(f"no action for {', '.join(missing)}, who must act now")
        # Every action is checked before any is applied: a refusal changes nothing.
        trial = self.game_state.clone()
        agent = ""
        try:
            for s in acting:
                agent = _agent(s)
                self._apply(trial, agent, actions[agent])
        except gaslamp.IllegalActionError:
            if self.illegal_reward is None:
                raise
            # Nothing changes; the agent whose action was refused earns the penalty.
            agents = self.agents
            rewards = {a: 0.0 for a in agents}
            rewards[agent] = float(self.illegal_reward)
            return ({a: self._obs(_seat(a)) for a in agents}, rewards,
                    {a: False for a in agents}, {a: False for a in agents},
                    {a: {"illegal": a == agent} for a in agents})
        self.game_state = trial
        rewards = self._rewards()
        over = self.game_state.is_terminal()
        cut = self.game_state.is_truncated()
        agents = self.agents
        obs = {a: self._obs(_seat(a)) for a in agents}
        terminations = {a: over for a in agents}
        truncations = {a: cut for a in agents}
        infos = {a: {} for a in agents}
        if over or cut:
            self.agents = []
        return obs, {a: rewards[a] for a in agents}, terminations, truncations, infos


def env(game: str, players: int = 2, seed: Optional[int] = None, **kwargs) -> GaslampAEC:
    """The AEC environment of ``game`` for ``players`` seats."""
    return GaslampAEC(game, players, seed, **kwargs)


def parallel_env(game: str, players: int = 2, seed: Optional[int] = None,
                 **kwargs) -> GaslampParallel:
    """The Parallel environment of a game with simultaneous moves."""
    return GaslampParallel(game, players, seed, **kwargs)
