"""The baseline table of docs/python.md: random, greedy and two ISMCTS budgets at one
table, seats rotating, measured with gaslamp.evaluate (the arena's games and figures).

    python python/examples/baselines.py GAME PLAYERS GAMES [SEED] [THREADS]
"""

import sys
import time

import gaslamp

LINEUP = ["random", "greedy", "ismcts:250", "ismcts:1000"]


def main() -> None:
    game, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    threads = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    lineup = (LINEUP * players)[:players]
    start = time.perf_counter()
    r = gaslamp.evaluate(game, players, dict(enumerate(lineup)), games=games, seed=seed,
                         threads=threads)
    took = time.perf_counter() - start
    print(f"{game}, {players} players, {games} games, seeds {seed} to {seed + games - 1}, "
          f"{took:.0f} s on {threads} thread(s)")
    print("| bot | seats | win share | mean score | rating [95 %] |")
    print("|---|--:|--:|--:|---|")
    for e in r["entrants"]:
        print(f"| {e['bot']} | {e['games']} | {e['win_share']:.3f} | {e['mean_score']:.1f} | "
              f"{e['rating']:.0f} [{e['rating_low']:.0f}, {e['rating_high']:.0f}] |")


if __name__ == "__main__":
    main()
