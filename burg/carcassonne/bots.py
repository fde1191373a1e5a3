"""Bots for Carcassonne – Die Burg, on the family's bot protocol (``burg.core.bots``).

- ``random``: uniform over the legal actions.
- ``greedy``: the most points of its own turn (own gain minus the opponent's), looking at each
  placement with each follower choice (``Game.try_actions``, which shows nothing hidden); it
  doubles with wall tiles 2/3 and always plays wall tile 1.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from burg.carcassonne.actions import Action, ExtraTurn, NoFollower, Place, ScoreDouble
from burg.carcassonne.game import Game
from burg.core import bots as core
from burg.core.bots import MAX_ACTIONS, Bot, RandomBot

__all__ = ["BOTS", "MAX_ACTIONS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play_game"]


class GreedyBot:
    """Maximises the points of its own turn (own gain minus the opponent's)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._plan: Action | None = None

    def choose(self, game: Game, player: int) -> Action:  # type: ignore[override]
        legal = game.legal_actions(player)
        kind = game.pending.kind
        if kind == "follower" and self._plan in legal:
            plan, self._plan = self._plan, None
            return plan  # type: ignore[return-value]
        if kind == "extra":
            return next(a for a in legal if isinstance(a, ExtraTurn))
        if kind == "score":
            doubles = [a for a in legal if isinstance(a, ScoreDouble)]
            return doubles[0] if doubles else legal[0]
        if kind != "place":
            return self.rng.choice(legal)
        return self._place(game, player, legal)

    def _place(self, game: Game, player: int, legal: list[Action]) -> Action:
        base = game.scores()
        best: tuple[float, Action, Action | None] | None = None
        for a in legal:
            assert isinstance(a, Place)
            options: list[Action | None] = [None]
            after = game.options_after(a)
            options += after
            for f in options:
                totals = game.try_actions([a] if f is None else [a, f])
                gain = (totals[player] - base[player]) - (totals[1 - player] - base[1 - player])
                value = (
                    gain
                    + self.rng.random() * 0.01
                    + (0.5 if f is not None and not isinstance(f, NoFollower) else 0)
                )
                if best is None or value > best[0]:
                    best = (value, a, f)
        assert best is not None
        self._plan = best[2]
        return best[1]


BOTS: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot by name (``BOTS``)."""
    return core.make_bot(BOTS, kind, seed)


def play_game(bots: list[Bot], seed: int | None = None, *, record_events: bool = False) -> Game:
    """Play one complete game, seat i played by ``bots[i]``."""
    game = Game(seed=seed, record_events=record_events)
    return core.play_out(game, bots, f"game {seed}")
