"""Environment steps per second from Python (docs/python.md, "Speed").

    python python/bench.py [GAME] [PLAYERS] [SECONDS]

- single: one game stepped from Python as an agent loop does it: the next seat's
  observation tensor and legal-action mask after every step, and a random index
  of its legal list;
- batch 256: gaslamp.VectorEnv with 256 games, one random legal index per game
  chosen with NumPy from the masks; the time inside VectorEnv.step alone is
  reported too (the choice over a wide mask is the agent's cost, not the game's);
  once with new arrays every step, once with reuse_buffers=True;
- batch 256 legal="indices": the same with each row's legal indices (padded with
  -1) instead of masks, the random index drawn from them.

Compare with `cargo run --release -p gaslamp-games --example env_speed` (the same
loops in Rust).
"""

import random
import sys
import time

import numpy as np

import gaslamp


def single(name, players, seconds, rng):
    pick = random.Random(1).randrange  # a plain Python draw: NumPy's costs ~1 µs per call
    steps, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = gaslamp.new_game(name, players, seed=seed)
        seed += 1
        while not s.is_terminal():
            seat = s.current_seats()[0]
            s.observation_tensor(seat)
            s.legal_actions_mask(seat)
            legal = s.legal_actions(seat)
            s.apply_action(legal[pick(len(legal))], seat)
            steps += 1
    return steps / (time.perf_counter() - start)


def batch(name, players, seconds, rng, n=256, reuse=False):
    v = gaslamp.VectorEnv(name, n, players, seed=0, reuse_buffers=reuse)
    obs, mask, rew, done, seats = v.observe()
    steps, start, in_step = 0, time.perf_counter(), 0.0
    while time.perf_counter() - start < seconds:
        # A random legal index per row: the largest of random keys on legal entries.
        keys = rng.random(mask.shape, dtype=np.float32) * mask
        actions = keys.argmax(axis=1)
        t = time.perf_counter()
        obs, mask, rew, done, seats = v.step(actions)
        in_step += time.perf_counter() - t
        steps += n
    return steps / (time.perf_counter() - start), steps / in_step


def batch_indices(name, players, seconds, rng, n=256):
    v = gaslamp.VectorEnv(name, n, players, seed=0, legal="indices")
    obs, legal, rew, done, seats = v.observe()
    rows = np.arange(n)
    steps, start, in_step = 0, time.perf_counter(), 0.0
    while time.perf_counter() - start < seconds:
        # A random legal index per row: a random place among the row's indices.
        counts = (legal >= 0).sum(axis=1)
        actions = legal[rows, (rng.random(n) * counts).astype(np.int64)]
        t = time.perf_counter()
        obs, legal, rew, done, seats = v.step(actions)
        in_step += time.perf_counter() - t
        steps += n
    return steps / (time.perf_counter() - start), steps / in_step


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else "spyrium"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
    rng = np.random.default_rng(1)
    rate = single(name, players, seconds, rng)
    print(f"{name} {players}p single: {rate:.0f} steps/s ({1e6 / rate:.2f} µs/step)")
    for reuse in (False, True):
        rate, step_rate = batch(name, players, seconds, rng, reuse=reuse)
        label = "batch 256" + (" reuse_buffers" if reuse else "")
        print(f"{name} {players}p {label}: {rate:.0f} steps/s ({1e6 / rate:.2f} µs/step "
              f"with the random choice; {1e6 / step_rate:.2f} µs/step in VectorEnv.step alone)")
    rate, step_rate = batch_indices(name, players, seconds, rng)
    print(f"{name} {players}p batch 256 legal=indices: {rate:.0f} steps/s ({1e6 / rate:.2f} "
          f"µs/step with the random choice; {1e6 / step_rate:.2f} µs/step in VectorEnv.step "
          "alone)")


if __name__ == "__main__":
    main()
