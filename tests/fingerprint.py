"""A fingerprint of random games: every legal list and every event, hashed.

    python tests/fingerprint.py [--games 300]

A refactor that changes no rule leaves it identical; ``tests/test_fingerprint.py`` pins it to
``tests/fingerprint.txt``. Change that file only in the commit that changes a rule, and say which.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from burg import Game

GAMES = 300


def fingerprint(games: int = GAMES) -> str:
    """SHA-256 over ``games`` random games: 2-4 players, summer and winter, seeded."""
    h = hashlib.sha256()
    for i in range(games):
        players = 2 + i % 3
        winter = (i // 3) % 2 == 1
        rng = random.Random(i)
        g = Game(players, seed=i, winter=winter)
        while not g.is_over:
            legal = g.legal_actions()
            h.update(json.dumps([a.to_json() for a in legal]).encode())
            events = g.apply(rng.choice(legal))
            h.update(json.dumps([e.to_json() for e in events], default=str).encode())
        h.update(json.dumps(g.scores, sort_keys=True).encode())
        h.update(json.dumps([e.to_json() for e in g.events], default=str).encode())
    return h.hexdigest()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=GAMES)
    print(fingerprint(ap.parse_args().games))
