"""The bot protocol every game's bots follow, a random bot, and playing a game out with bots.

A bot sees a game only through its ``Game`` (``pending``, ``legal_actions``, ``view``,
``why_not``): never the state, which would show it what its seat may not see.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from burg.core.actions import Action
from burg.core.game import Game

# A game has a few hundred decisions at most; more means a bot goes round in circles.
MAX_ACTIONS = 5000


class Bot(Protocol):
    """What every bot offers."""

    name: str

    def choose(self, game: Game, player: int) -> Action:
        """A legal action for ``player``'s pending decision."""
        ...


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        return self.rng.choice(game.legal_actions(player))


def make_bot(bots: dict[str, Callable[[int | None], Bot]], kind: str, seed: int | None) -> Bot:
    """The bot called ``kind`` among a game's ``bots``; ``ValueError`` naming the known ones."""
    try:
        return bots[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; known: {', '.join(bots)}") from None


def play_out(game: Game, bots: list[Bot], label: str = "the game") -> Game:
    """Play ``game`` to its end, seat i played by ``bots[i]``; ``RuntimeError`` if the bots
    go round in circles."""
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return game
        p = game.pending.players[0]
        game.apply(bots[p].choose(game, p))
    raise RuntimeError(f"the bots did not finish {label} in {MAX_ACTIONS} actions")
