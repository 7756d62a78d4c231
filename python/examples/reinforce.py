"""A masked policy-gradient (REINFORCE) loop in NumPy only: a linear softmax
policy learns Goofspiel against the built-in random bot.

    python python/examples/reinforce.py [EPISODES]

Each bid is credited with the score lead over the opponent won from it to the end
(the reward to go), less its running mean for that decision (a baseline), which
has less variance than the win alone; observations are fed as presence (counts
clipped to 1).
"""

import sys

import numpy as np

import gaslamp


def train(episodes=6000, seed=0, lr=0.002, game="goofspiel"):
    rng = np.random.default_rng(seed)
    probe = gaslamp.new_game(game, 2)
    n_obs, n_act = probe.observation_len(), probe.num_distinct_actions()
    w = np.zeros((n_obs, n_act))  # the policy: logits = features @ w
    opponent = gaslamp.bot("random", seed=seed)
    wins, baseline = [], np.zeros(64)  # the mean reward to go of each decision
    for episode in range(episodes):
        state = gaslamp.new_game(game, 2, seed=seed * 1_000_003 + episode)
        me = episode % 2  # play both seats in turn
        steps = []  # (features, probabilities, action, lead before the bid)
        while not state.is_terminal():
            seat = state.current_seats()[0]
            if seat != me:
                state.apply_action(opponent.choose(state, seat), seat)
                continue
            x = np.minimum(state.observation_tensor(me), 1.0)
            mask = state.legal_actions_mask(me).astype(bool)
            logits = np.where(mask, x @ w, -np.inf)
            p = np.exp(logits - logits.max())
            p /= p.sum()
            action = int(rng.choice(n_act, p=p))
            scores = state.scores()
            steps.append((x, p, action, scores[me] - scores[1 - me]))
            state.apply_action(action, me)
        scores = state.scores()
        final = scores[me] - scores[1 - me]
        for k, (x, p, action, lead) in enumerate(steps):
            gain = final - lead  # the lead won from this bid on (reward to go)
            baseline[k] += 0.05 * (gain - baseline[k])
            g = -p
            g[action] += 1.0  # the gradient of log p(action) is x (onehot - p)
            w += lr * (gain - baseline[k]) * np.outer(x, g)
        wins.append(state.returns()[me])  # 1 won, 0.5 shared, 0 lost
    return w, np.array(wins)


if __name__ == "__main__":
    episodes = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
    _, wins = train(episodes)
    k = max(1, episodes // 10)
    print(f"win share against random: first {k} games {wins[:k].mean():.2f}, "
          f"last {k} games {wins[-k:].mean():.2f}")
