"""A record of what the greedy bot (and the bots built on its values) choose, for a few seeds.

    python tests/carcassonne/greedy_record.py      # rewrites tests/carcassonne/greedy_record.json

``tests/carcassonne/test_greedy_record.py`` checks that today's bots choose exactly as recorded:
a change that only makes them faster leaves the record as it is. Rewrite it only in a commit
that means to change the bots' choices, and say why.

The record holds, per case, every action of the game in a short form (``encode``), and for one
game a hash of each ``greedy_choices`` list (every value, exact) and each ``best_follower``
answer along the way.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from burg.carcassonne.actions import (
    Action,
    EndTurn,
    ExtraTurn,
    Follower,
    NoFollower,
    Place,
    Score,
    ScoreDouble,
)
from burg.carcassonne.bots import (
    GreedyBot,
    RandomBot,
    SearchBot,
    best_follower,
    greedy_candidates,
    greedy_choices,
    play_game,
)
from burg.carcassonne.game import Game

PATH = Path(__file__).with_suffix(".json")

#: name -> (game seed, the two seats' bots as (kind, seed, options))
GAMES: dict[str, tuple[int, list[tuple[str, int, dict[str, Any]]]]] = {
    "greedy-greedy-1": (1, [("greedy", 11, {}), ("greedy", 12, {})]),
    "greedy-greedy-2": (2, [("greedy", 21, {}), ("greedy", 22, {})]),
    "greedy-greedy-3": (3, [("greedy", 31, {}), ("greedy", 32, {})]),
    "greedy-random-4": (4, [("greedy", 41, {}), ("random", 42, {})]),
    "random-greedy-5": (5, [("random", 51, {}), ("greedy", 52, {})]),
    "search-greedy-6": (6, [("search", 61, {"playouts": 2}), ("greedy", 62, {})]),
    "greedy-search-7": (7, [("greedy", 71, {}), ("search", 72, {"playouts": 1, "width": 6})]),
}
#: the game whose every greedy value, follower answer and coach candidate list is hashed
VALUES_SEED = 8


def make(kind: str, seed: int, options: dict[str, Any]) -> Any:
    return {"greedy": GreedyBot, "random": RandomBot, "search": SearchBot}[kind](seed, **options)


def encode(a: Action) -> str:
    """A short, exact form of a Carcassonne action."""
    if isinstance(a, Place):
        return f"P{a.player}:{a.cell[0]},{a.cell[1]},{a.rotation}"
    if isinstance(a, Follower):
        return f"F{a.player}:{a.feature}"
    if isinstance(a, NoFollower):
        return f"N{a.player}"
    if isinstance(a, Score):
        return f"S{a.player}:{a.feature}"
    if isinstance(a, ScoreDouble):
        return f"D{a.player}:{a.feature}"
    if isinstance(a, ExtraTurn):
        return f"X{a.player}"
    assert isinstance(a, EndTurn)
    return f"E{a.player}"


def game_actions(seed: int, bots: list[tuple[str, int, dict[str, Any]]]) -> str:
    """Every action of the game, encoded, separated by spaces."""
    game = play_game([make(*b) for b in bots], seed=seed)
    return " ".join(encode(a) for a in game.history)


def digest(items: list[Any]) -> str:
    return hashlib.sha256(json.dumps(items).encode()).hexdigest()[:16]


def values(seed: int) -> list[list[str]]:
    """Along a greedy-vs-greedy game: at each placement the hash of ``greedy_choices`` (every
    value as its exact ``repr``) and of the coach's candidates, and at each follower decision
    ``best_follower``'s answer."""
    game = Game(seed=seed, record_events=False)
    bots = [GreedyBot(seed * 10), GreedyBot(seed * 10 + 1)]
    rng = random.Random(seed)
    out: list[list[str]] = []
    while not game.is_over:
        p = game.pending.players[0]
        kind = game.pending.kind
        legal = game.legal_actions(p)
        if kind == "place":
            choices = greedy_choices(game, p, legal, random.Random(rng.getrandbits(32)))
            rows = [[repr(v), encode(a), None if f is None else encode(f)] for v, a, f in choices]
            coach = [encode(a) for a in greedy_candidates(game, p, legal, True)]
            out.append(["place", digest(rows), digest(coach)])
        elif kind == "follower":
            f = best_follower(game, p, random.Random(rng.getrandbits(32)))
            out.append(["follower", encode(f)])
        game.apply(bots[p].choose(game, p))
    return out


def record() -> dict[str, Any]:
    return {
        "games": {name: game_actions(seed, bots) for name, (seed, bots) in GAMES.items()},
        "values": values(VALUES_SEED),
    }


def main() -> None:
    data = record()
    PATH.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {PATH}: {sum(len(v.split()) for v in data['games'].values())} actions")


if __name__ == "__main__":
    main()
