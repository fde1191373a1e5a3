"""A fingerprint of random games per game: every legal list and every event, hashed.

    python tests/core/fingerprint.py [--games 300]

A refactor that changes no rule leaves it identical; ``tests/core/test_fingerprint.py`` pins each
game's to its line of ``tests/core/fingerprint.txt``. Change a line only in the commit that changes
that game's rules, and say which.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from burg import Game
from burg.core.registry import GAMES as GAMES_
from burg.core.registry import game_class

GAMES = 300
#: Random games per game for the Wettkampf and Carcassonne fingerprints (each takes < 1 s).
OTHER_GAMES = 200


def fingerprint(games: int = GAMES) -> str:
    """SHA-256 over ``games`` random games of Im Schutze der Burg: 2-4 players, summer and
    winter, seeded."""
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


def game_fingerprint(name: str, games: int = OTHER_GAMES) -> str:
    """SHA-256 over ``games`` seeded random games of the registered game ``name``, cycling
    through its ``setups()``: every legal list, every event and the final save."""
    cls = game_class(name)
    setups = cls.setups()
    h = hashlib.sha256()
    for i in range(games):
        rng = random.Random(i)
        g = cls(seed=i, **setups[i % len(setups)])
        while not g.is_over:
            legal = g.legal_actions()
            h.update(json.dumps([a.to_json() for a in legal]).encode())
            events = g.apply(rng.choice(legal))
            h.update(json.dumps([e.to_json() for e in events], default=str).encode())
        h.update(json.dumps([e.to_json() for e in g.events], default=str).encode())
        h.update(json.dumps(g.to_json(), sort_keys=True, default=str).encode())
    return h.hexdigest()


def fingerprints() -> dict[str, str]:
    """Every game's fingerprint by name, as pinned in ``tests/core/fingerprint.txt``."""
    return {name: fingerprint() if name == Game.name else game_fingerprint(name) for name in GAMES_}


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=GAMES)
    args = ap.parse_args()
    print(fingerprint(args.games), Game.name)
    for name in GAMES_:
        if name != Game.name:
            print(game_fingerprint(name), name)
