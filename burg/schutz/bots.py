"""Im Schutze der Burg's bots: ``RandomBot`` and ``GreedyBot``, on the family's bot protocol
(``burg.core.bots``: ``choose(game, player) -> Action``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from burg.core import bots as core
from burg.core.bots import MAX_ACTIONS, Bot, RandomBot
from burg.core.levels import levels
from burg.core.search import Budget, SearchConfig, bot_factory
from burg.schutz.actions import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    KeepLastPiece,
    LoseCard,
    PalasConvert,
    Pay,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    SellLastPiece,
    TakeFromTower,
    TakeStake,
    Woo,
)
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    CARTS,
    GRANARY_FEE,
    GRANARY_VP,
    INNKEEPER_FEE,
    KINDS,
    POINTS,
)
from burg.schutz.game import Game

# Rough worth of a helper in a slot at the end of a typical game, in VP (GreedyBot's guess).
_SLOT_WORTH = {
    "markt": (6, 6),
    "schmiede": (9, 4),
    "bergfried": (15,),
    "taverne": (12, 6),
    "grosses_tor": (8,),
    "kleines_tor": (4,),
    "stall": (9, 6),
    "gesindehaus": (6, 6, 6),
    "palas": (18, 18),
}


class GreedyBot:
    """A simple, sensible heuristic: take what is worth most now, build the best building it can,
    place helpers where they are likely to pay. Beatable, but it does not play nonsense.

    It reads the game as its seat sees it (``Game.view``) and asks the game what it cannot see
    there (``buildable``, ``best_palas_choice``, ``talers_due``)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if game.pending.kind == "palas":
            best = game.best_palas_choice(player)
            return best if best is not None else legal[-1]
        view = game.view(player)
        scored = [(self._score(game, view, player, a), self.rng.random(), a) for a in legal]
        return max(scored, key=lambda t: (t[0], t[1]))[2]

    # --- heuristics (``view``: the game as seat ``p`` sees it) ---
    def _score(self, game: Game, view: dict[str, Any], p: int, a: Action) -> float:
        pl = view["players"][p]
        rounds_left = view["rounds_total"] - view["round"]
        if isinstance(a, ChooseCards):
            return sum(self._card_worth(game, view, p, c) for c in a.cards)
        if isinstance(a, ChooseWorkerPieces):
            # the kinds it holds least of help most to reach three kinds
            return -sum(pl["pieces"][k] for k in a.kinds) + 0.1 * sum(
                POINTS[KINDS.index(k)] for k in a.kinds
            )
        if isinstance(a, PlaceTrader):
            i = CARTS.index(a.cart)
            return _CART_WORTH[i] + (1 if view["merchants"][a.cart] is not None else 0)
        if isinstance(a, TakeFromTower):
            k = KINDS.index(a.kind)
            return view["tower"][a.kind] * (POINTS[k] or 4)
        if isinstance(a, BuyPiece):
            k = KINDS.index(a.kind)
            return (POINTS[k] or 4) - 2 if pl["talers"] > 2 else -1
        if isinstance(a, SellLastPiece):  # a taler beats the cheap pieces (sand, wood)
            return 2.5 - (POINTS[KINDS.index(view["flow"]["offer"]["kind"])] or 4)
        if isinstance(a, KeepLastPiece):
            return 0.0
        if isinstance(a, ChooseBuilding):
            bt = BUILDING_TYPES[BUILDING_OF[a.building]]
            return 10 + bt.vp + (5 if bt.fees else 0) + bt.value / 10
        if isinstance(a, Pay):
            # keep silver and valuable pieces when possible
            return -3 * sum(a.from_silver) - sum(x * POINTS[k] for k, x in enumerate(a.pieces)) / 10
        if isinstance(a, PlaceHelper) and a.building == "dorfschaenke":
            # the innkeeper earns a taler per later Händler
            return 0.8 * rounds_left - 0.6 * INNKEEPER_FEE
        if isinstance(a, PlaceHelper) and a.building == "kornspeicher":
            h = len(view["winter"]["granary"]) + 1
            return GRANARY_VP[h - 1] - (GRANARY_VP[0] - GRANARY_VP[h - 1]) - 0.6 * GRANARY_FEE
        if isinstance(a, PlaceHelper):
            worth = _SLOT_WORTH.get(a.building, (3,) * 3)[a.slot]
            fee = BUILDING_TYPES[BUILDING_OF[a.building]].fees[a.slot]
            source = 0.5 if a.source != "supply" and rounds_left < 3 else 0
            return worth - 0.6 * fee + source if pl["talers"] - fee >= 0 else -99
        if isinstance(a, PalasConvert):
            return POINTS[KINDS.index(a.into or a.kind)]
        if isinstance(a, LoseCard):
            return -_CARD_KEEP.get(a.card, 3)
        if isinstance(a, PayTalers):
            return -0.7 * game.talers_due(p)
        if isinstance(a, ReturnStone):
            return a.count * 1.0 - a.silver * 0.5  # 3 VP against a 5-point stone
        if isinstance(a, Woo):
            return 1.2 - _STAKE_COST[a.item]
        if isinstance(a, TakeStake):
            return _STAKE_COST[a.item]
        if isinstance(a, ReturnMerchant):
            return -_CART_WORTH[CARTS.index(a.cart)]
        if isinstance(a, RecallInnkeeper):
            return -1.0
        if isinstance(a, Back):
            return -100.0  # it chose this building because it can pay for it
        if isinstance(a, Done):
            return 0.5
        return 0.0

    def _card_worth(self, game: Game, view: dict[str, Any], p: int, card: str) -> float:
        pl = view["players"][p]
        rounds_left = view["rounds_total"] - view["round"]
        if card == "bote":
            return 8 - pl["talers"] / 2 if view["bank"] > 3 else 0
        if card == "haendler":
            if pl["helpers"] == 0:
                return 0.5
            merchants = view["merchants"]
            free = sum(1 for cart in CARTS[:4] if merchants[cart] is None)
            own = sum(1 for m in merchants.values() if m is not None and m["owner"] == p)
            return 3 + own * 1.5 + (2 if free else 0) if rounds_left > 1 else own * 2
        if card == "maurer":
            tower = max(n * (POINTS[k] or 4) for k, n in enumerate(view["tower"].values()))
            return 2 + tower / 3 + (3 if game.buildable(p) else 0)
        if card == "steinmetz":
            return 11 if game.buildable(p) else 1  # buying only pays when it can build
        if card.startswith("arbeiter"):
            return 4 + (2 if game.buildable(p) else 0)
        if card == "baumeister":
            return len(pl["discard"]) * 1.4 - 2 + (2 if len(pl["hand"]) <= 2 else 0)
        return 0.0


# GreedyBot: what a merchant helper at each cart (sand, wood, clay, stone, rider) is worth to it.
_CART_WORTH = (3, 4, 4, 5, 4)
# GreedyBot: how much it minds losing a card, and what a piece or taler is worth to it.
_CARD_KEEP = {"baumeister": 6, "steinmetz": 5, "bote": 4, "haendler": 3, "maurer": 3}
_STAKE_COST = {"sand": 0.5, "wood": 1.0, "clay": 2.0, "stone": 2.5, "silver": 1.5, "taler": 1.0}

# Any, not Bot: our bots' ``choose`` takes this game's Game, core's ``Bot`` the base Game
BOTS: dict[str, Callable[[int | None], Any]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot by name (``random``, ``greedy``, or a level of ``LEVELS``)."""
    return core.make_bot({**BOTS, **{n: lv.make for n, lv in LEVELS.items()}}, kind, seed)


def play_game(
    bots: list[Bot],
    seed: int | None = None,
    *,
    record_events: bool = False,
    names: list[str] | None = None,
    winter: bool = False,
) -> Game:
    """Play one complete game, seat i played by ``bots[i]`` (``winter``: Die Burg im Winter)."""
    game = Game(
        players=len(bots), seed=seed, names=names, winter=winter, record_events=record_events
    )
    return cast(Game, core.play_out(game, bots, f"game {seed}"))


__all__ = ["BOTS", "MAX_ACTIONS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play_game"]


# --- the coach and the levels (``burg.core.search``, ``burg.core.levels``) ---
#: The search's settings here: random playouts; a margin of 20 VP counts fully.
SEARCH = SearchConfig(guide=GreedyBot, score_scale=20.0, margin=0.1)
LEVELS = levels(
    beginner=("the greedy bot", GreedyBot),
    club=("ISMCTS, 100 iterations a decision", bot_factory(Budget(100), SEARCH, "club")),
    strong=(
        "ISMCTS, 500 iterations a decision (at most 1 s)",
        bot_factory(Budget(500, 1.0), SEARCH, "strong"),
    ),
)
