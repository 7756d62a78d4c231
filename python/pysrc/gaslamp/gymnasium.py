"""A single-agent Gymnasium environment: one seat learns, built-in bots play the
others (each from its own seat's view).

    from gaslamp.gymnasium import env
    e = env("crystal-palace", players=3, opponents="greedy")
    obs, info = e.reset(seed=0)
    obs, reward, terminated, truncated, info = e.step(int(obs["action_mask"].argmax()))

Observations are ``{"observation": float32 vector, "action_mask": int8 vector}``;
``action_masks()`` gives the mask too (sb3-contrib's MaskablePPO reads it). The
learner's seat is ``seat`` or, with ``seat=None``, drawn at every reset. Rewards
come at the end: the learner's share of the win (``reward="win"``) or, with
``reward="score"``, the change of its score at every step. An illegal action raises
``gaslamp.IllegalActionError``; with ``illegal_reward=r`` it instead changes nothing
and earns ``r`` (``info["illegal"]`` is true).

Every game ends within a bound the game states (``state.max_game_length()``,
counting every seat's actions); ``max_game_length=N`` sets a lower limit. A game
that reaches its limit without ending returns ``truncated`` true (``terminated``
false, no final reward); call ``reset`` then.

Importing this module registers every game with Gymnasium as ``gaslamp/Spyrium-v0``,
``gaslamp/CrystalPalace-v0`` and ``gaslamp/Goofspiel-v0`` (``ENV_IDS``):
``gymnasium.make("gaslamp/Spyrium-v0", players=4, opponents="ismcts:1000")``;
``gymnasium.make("gaslamp.gymnasium:gaslamp/Spyrium-v0", ...)`` imports it first.
"""

from __future__ import annotations

from typing import Any, Optional

import numpy as np

try:
    import gymnasium
    from gymnasium import spaces
except ImportError as e:  # pragma: no cover - depends on the installation
    raise ImportError(
        "gaslamp.gymnasium needs Gymnasium: pip install gymnasium "
        "(or the package's [pettingzoo] extra)"
    ) from e

import gaslamp

__all__ = ["env", "GaslampEnv", "ENV_IDS"]


class GaslampEnv(gymnasium.Env):
    """One seat of a Gaslamp game against built-in bots (see the module documentation)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game: str, players: int = 2, opponents: str = "greedy",
                 seat: Optional[int] = None, reward: str = "win",
                 illegal_reward: Optional[float] = None,
                 components: Optional[str] = None, render_mode: Optional[str] = None,
                 max_game_length: Optional[int] = None):
        if reward not in ("win", "score"):
            raise ValueError(f'reward is "win" or "score", not {reward!r}')
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"there is no seat {seat} among {players} players")
        gaslamp.bot(opponents)  # refuses a bad specification now
        probe = gaslamp.new_game(game, players, 0, components, max_game_length)
        self.max_game_length = max_game_length
        self.game, self.players, self.opponents = game, players, opponents
        self.fixed_seat, self.reward_kind, self.illegal_reward = seat, reward, illegal_reward
        self.components, self.render_mode = components, render_mode
        n = probe.num_distinct_actions()
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (probe.observation_len(),), np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        })
        self.action_space = spaces.Discrete(n)
        self.game_state = probe
        self.seat = seat or 0

    def _bots(self):
        while not self.game_state.is_terminal() and not self.game_state.is_truncated():
            others = [s for s in self.game_state.current_seats() if s != self.seat]
            if not others:
                return
            self.game_state.apply_action(self._bot.choose(self.game_state, others[0]), others[0])

    def _obs(self) -> dict[str, np.ndarray]:
        return {
            "observation": self.game_state.observation_tensor(self.seat),
            "action_mask": self.game_state.legal_actions_mask(self.seat),
        }

    def action_masks(self) -> np.ndarray:
        return self.game_state.legal_actions_mask(self.seat).astype(bool)

    def legal_actions(self) -> np.ndarray:
        """The learner's legal action indices (int64, ascending): the sparse form of
        ``action_masks()``."""
        return self.game_state.legal_actions_array(self.seat)

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**62))
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(self.players))
        self.game_state = gaslamp.new_game(self.game, self.players, game_seed, self.components,
                                      self.max_game_length)
        self._bot = gaslamp.bot(self.opponents, seed=game_seed)
        self._bots()
        self._score = self.game_state.scores()[self.seat]
        return self._obs(), {"seat": self.seat}

    def step(self, action: Any):
        try:
            self.game_state.apply_action(int(action), self.seat)
        except gaslamp.IllegalActionError:
            if self.illegal_reward is None:
                raise
            return self._obs(), float(self.illegal_reward), False, False, {"illegal": True}
        self._bots()
        over = self.game_state.is_terminal()
        cut = self.game_state.is_truncated()
        if self.reward_kind == "score":
            score = self.game_state.scores()[self.seat]
            reward, self._score = float(score - self._score), score
        else:
            reward = float(self.game_state.returns()[self.seat]) if over else 0.0
        return self._obs(), reward, over, cut, {"illegal": False}

    def render(self):
        if self.render_mode == "ansi":
            return self.game_state.observation_string(self.seat)
        return None


def env(game: str, players: int = 2, opponents: str = "greedy", **kwargs) -> GaslampEnv:
    """One seat of ``game`` against ``opponents`` (a bot specification)."""
    return GaslampEnv(game, players, opponents, **kwargs)


#: The registered ids, by game: ``gymnasium.make(ENV_IDS["spyrium"], players=4)``.
ENV_IDS = {
    name: "gaslamp/" + "".join(part.capitalize() for part in name.split("-")) + "-v0"
    for name in gaslamp.games()
}

for _name, _id in ENV_IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point=GaslampEnv, kwargs={"game": _name})
