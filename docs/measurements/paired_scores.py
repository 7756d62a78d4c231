#!/usr/bin/env python3
"""Mean score difference of two bots that sat at the same tables.

Usage: python3 docs/measurements/paired_scores.py LOWER HIGHER FILE...

Reads `gaslamp arena ... --json --results` files and, for every game in which both
bots played, takes HIGHER's score minus LOWER's (a bot at several seats of one game,
as in `--bots ismcts:4000,ismcts:8000,ismcts:4000,ismcts:8000`, counts with the mean
of its seats' scores). Prints the mean of those differences with its standard error (`gaslamp rate` gives the share of the games each finished
ahead in). A difference within the same game leaves out how good the game's dice
and draws were for every seat, so it is less noisy than either bot's mean score.
"""
import json
import statistics
import sys


def main(argv):
    if len(argv) < 4:
        sys.exit(__doc__.strip().splitlines()[2])
    lower, higher, files = argv[1], argv[2], argv[3:]
    diffs = []
    for path in files:
        with open(path) as f:
            arena = json.load(f)
        names = [e["bot"] for e in arena["entrants"]]
        for game in arena["results"]:
            seats = {}
            for e, s in zip(game["entrants"], game["scores"]):
                seats.setdefault(names[e], []).append(s)
            if lower in seats and higher in seats:
                diffs.append(statistics.mean(seats[higher]) - statistics.mean(seats[lower]))
    if len(diffs) < 2:
        sys.exit(f"fewer than two games with both {lower} and {higher}")
    mean = statistics.mean(diffs)
    error = statistics.stdev(diffs) / len(diffs) ** 0.5
    print(f"{len(diffs)} games: {higher} minus {lower} {mean:+.2f} points (standard error {error:.2f})")


if __name__ == "__main__":
    main(sys.argv)
