"""Gaslamp for game-AI research: Spyrium, Crystal Palace and Goofspiel.

    import gaslamp
    state = gaslamp.new_game("spyrium", players=4, seed=1)
    greedy = gaslamp.bot("greedy")
    while not state.is_terminal():
        seat = state.current_seats()[0]
        state.apply_action(greedy.choose(state, seat), seat)
    print(state.scores(), state.returns())

States follow OpenSpiel's habits (legal action indices, masks, observation
tensors, clone, serialize/deserialize, resample_from_view). ``gaslamp.bot`` gives
the built-in bots, ``gaslamp.evaluate`` measures a policy against them, ``gaslamp.VectorEnv`` steps many games at once,
``gaslamp.pettingzoo`` has the PettingZoo environments and ``gaslamp.gymnasium``
one seat against the bots. See docs/python.md.
"""

from __future__ import annotations

import json
from typing import Any

from ._gaslamp import (  # noqa: F401
    Bot,
    IllegalActionError,
    State,
    VectorEnv,
    deserialize,
    games,
    language,
    languages,
    new_game,
    set_language,
)
from ._gaslamp import game_info as _game_info_json
from ._evaluate import evaluate  # noqa: F401

__all__ = [
    "Bot",
    "IllegalActionError",
    "State",
    "VectorEnv",
    "action_blocks",
    "bot",
    "deserialize",
    "evaluate",
    "game_info",
    "games",
    "language",
    "languages",
    "new_game",
    "observation_layout",
    "set_language",
]


def game_info(name: str) -> dict[str, Any]:
    """A game's static facts: players, simultaneous moves, chance, hidden information."""
    return json.loads(_game_info_json(name))


def bot(spec: str = "ismcts", seed: int = 0) -> Bot:
    """A built-in bot: ``random``, ``greedy``, ``ismcts``, ``ismcts:hard``,
    ``ismcts:2000`` (iterations), ``ismcts:500ms``, or a level (``easy`` to
    ``expert``). ``bot.choose(state, seat)`` gives an action index chosen from
    that seat's view only."""
    return Bot(spec, seed)


def action_blocks(state: State) -> list[dict[str, Any]]:
    """The blocks of a state's action index space, in index order, each with its
    first index: ``name`` (the notation), ``start``, ``len``, ``meaning``."""
    blocks = json.loads(state.action_blocks_json())
    start = 0
    for b in blocks:
        b["start"] = start
        start += b["len"]
    return blocks


def observation_layout(state: State) -> list[dict[str, Any]]:
    """The fields of a state's observation vector: ``name``, ``offset``, ``len``,
    ``meaning``."""
    return json.loads(state.observation_layout_json())
