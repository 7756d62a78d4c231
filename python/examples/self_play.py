"""Random against ISMCTS, every seat's move chosen from its own view.

    python python/examples/self_play.py [GAME] [GAMES]
"""

import sys

import gaslamp


def play(game="spyrium", games=4, budget="ismcts:500"):
    bots = [gaslamp.bot("random", seed=1), gaslamp.bot(budget, seed=2)]
    totals = [0.0, 0.0]
    for g in range(games):
        state = gaslamp.new_game(game, 2, seed=g)
        while not state.is_terminal():
            seat = state.current_seats()[0]
            state.apply_action(bots[seat].choose(state, seat), seat)
        for seat, r in enumerate(state.returns()):
            totals[seat] += r
    return totals


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "spyrium"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    random_wins, ismcts_wins = play(game, games)
    print(f"{game}, {games} games: random won {random_wins:g}, ISMCTS won {ismcts_wins:g}")
