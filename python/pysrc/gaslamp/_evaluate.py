"""``gaslamp.evaluate``: a policy measured against the built-in bots, with the figures
of ``gaslamp arena`` (win shares, mean scores, Bradley-Terry ratings with intervals)."""

from __future__ import annotations

import json
import os
from typing import Any, Callable, Mapping, Optional, Union

from ._gaslamp import Bot, evaluate_json

Policy = Union[str, Bot, Callable[..., int]]


def evaluate(game: str, players: int, policies: Optional[Mapping[int, Policy]] = None, *,
             games: int = 100, seed: int = 0, rotate: bool = True,
             opponents: str = "greedy", threads: Optional[int] = None,
             components: Optional[str] = None) -> dict[str, Any]:
    """Plays ``games`` games of ``game`` and reports them as ``gaslamp arena`` does.

    ``policies`` maps a seat of the lineup to who plays it: a bot specification
    (``"greedy"``, ``"ismcts:1000"``, ``"hard"``, …), a ``gaslamp.Bot``, or a callable
    ``policy(observation, legal, seat) -> index`` handed the seat's observation vector
    (float32) and its legal action indices (int64, ascending) — nothing else of the
    game. Seats not in ``policies`` are played by ``opponents``. Game ``i`` has seed
    ``seed + i``; with ``rotate`` its seat 0 takes lineup seat ``i`` (mod players), so
    every entrant plays every seat equally often. Bots think on ``threads`` worker
    threads (default: the machine's cores) with the GIL released; a callable is called
    for its own seats only. Seats with the same bot, or the same callable, are one
    entrant.

    Returns a dict: ``entrants`` (each with ``bot`` — its name —, ``games`` — seats
    played —, ``win_share``, ``mean_score``, ``mean_rank``, ``rating``,
    ``rating_low``, ``rating_high``), ``head_to_head``, ``results`` (every game: seed,
    entrant per seat, scores, ranks, win shares, actions) and ``seconds``.
    """
    policies = dict(policies or {})
    for seat in policies:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise ValueError(
                f"`policies` names seat {seat!r}: the seats are 0 to {players - 1}")
    callables: list[Callable[..., int]] = []
    names: dict[int, str] = {}
    lineup = []
    for seat in range(players):
        p = policies.get(seat, opponents)
        if isinstance(p, Bot):
            lineup.append((p.spec, None))
        elif isinstance(p, str):
            lineup.append((p, None))
        elif callable(p):
            if id(p) not in names:
                names[id(p)] = _entrant_name(p, set(names.values()))
                callables.append(p)
            index = next(i for i, c in enumerate(callables) if c is p)
            lineup.append((names[id(p)], index))
        else:
            raise ValueError(
                f"seat {seat}: a policy is a bot specification, a gaslamp.Bot or a callable, "
                f"not {type(p).__name__}")
    if threads is None:
        threads = os.cpu_count() or 1
    report = evaluate_json(game, lineup, callables, games, seed, rotate, threads, components)
    return json.loads(report)


def _entrant_name(policy: Callable[..., int], taken: set[str]) -> str:
    """A callable's name in the report: ``policy:`` and its name, numbered when two
    different callables have the same one."""
    base = "policy:" + getattr(policy, "__name__", type(policy).__name__)
    name, k = base, 2
    while name in taken:
        name, k = f"{base}#{k}", k + 1
    return name
