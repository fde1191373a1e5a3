"""Lesson 6: the Händler (Trader) — carts, rider, displacement, tower tribute, deliveries."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import PlaceTrader
from burg.schutz.data import CARTS
from widgets.schutz.lessons.model import (
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    game_at,
    player,
    position,
    why_illegal,
)

RULE = "Der Händler (the Trader) — Gehilfen verdrängen (displacing helpers)"

_TOWER = {"sand": 1, "wood": 2, "clay": 0, "stone": 1, "silver": 1}


def _trader_position(clay: dict[str, int] | None, current: int) -> dict[str, Any]:
    return position(
        round=5,
        start_player=2,
        players=[
            player(
                "Anna",
                6,
                12,
                {"sand": 2, "wood": 1, "clay": 1},
                chosen=["haendler"],
                discard=["bote", "maurer", "arbeiter_a", "haendler"],
            ),
            player(
                "Ben",
                13,
                9,
                {"sand": 1, "wood": 2, "stone": 1},
                chosen=["bote"],
                discard=["steinmetz", "arbeiter_b", "bote"],
            ),
            player(
                "Carl",
                5,
                14,
                {"wood": 2, "clay": 2},
                chosen=["haendler"],
                discard=["maurer", "arbeiter_c", "haendler"],
            ),
        ],
        tower=dict(_TOWER),
        merchants={
            "sand": {"owner": 1, "placed_round": 2},
            "wood": {"owner": 0, "placed_round": 3},
            "clay": clay,
            "stone": {"owner": 1, "placed_round": 4},
        },
        built={"haus_1": 2, "turm_1": 0},
        flow={"phase": "resolve", "current": ["haendler", current], "step": "trader"},
    )


EXAMPLE = Example(
    position=_trader_position(None, 2),
    intro=(
        "Round 5. Carl is start player; Carl and Anna play the Händler, Ben played the Bote "
        "(it has resolved). Ben's helpers stand at the sand and stone carts, Anna's at the wood "
        "cart. The clay cart is free."
    ),
    steps=(
        Step(
            PlaceTrader(2, "clay"),
            "Carl's Händler resolves first (he is start player). A cart is free, so he must take "
            "a free cart: the clay cart. Now all four carts are occupied.",
        ),
        Step(
            PlaceTrader(0, "sand"),
            "Anna may now take the rider or displace a helper of another player placed in an "
            "earlier round. She displaces Ben from the sand cart; his helper goes back to his "
            "supply. After the last Händler, every merchant helper delivers once, and each owner "
            "first puts 1 piece of each kind he receives onto the defence tower.",
        ),
    ),
    flow=True,
)

QUIZ = _trader_position({"owner": 2, "placed_round": 5}, 0)
ANSWERS: tuple[str, ...] = CARTS


def legal_carts(pos: dict[str, Any]) -> set[str]:
    """Where the current Händler may place a helper, according to the engine."""

    g = game_at(pos)
    p = g.pending.players[0]
    return {a.cart for a in g.legal_actions(p) if isinstance(a, PlaceTrader)}


def check(answer: Any) -> Feedback:
    """Which carts may Anna's Händler go to? Compared with the engine's legal actions; every
    wrong pick is explained by the engine's own reason."""
    chosen = set(answer or ())
    legal = legal_carts(QUIZ)
    if chosen == legal:
        return Feedback(
            True,
            "Right: the rider (all four carts are occupied) and Ben's two "
            "helpers from earlier rounds. Her own helper and Carl's new one are "
            "safe.",
            RULE,
        )

    g = game_at(QUIZ)
    lines = [why_illegal(g, PlaceTrader(0, c)).render() for c in CARTS if c in chosen - legal]
    missing = [messages.place_name(f"cart:{c}", []) for c in CARTS if c in legal - chosen]
    if missing:
        lines.append("She may also go to: " + ", ".join(missing) + ".")
    return Feedback(False, " ".join(lines), RULE)


EXERCISE = Exercise(
    question=(
        "Carl has just placed his helper at the clay cart. Now Anna's Händler resolves. "
        "Where may she place her helper? Tick every place she may take."
    ),
    kind="multi",
    options=tuple((messages.place_name(f"cart:{c}", []).capitalize(), c) for c in CARTS),
    check=check,
    hint="A free cart first; only when all four carts are occupied the rider, or displacing a "
    "helper of another player that was not placed this round.",
    rule=RULE,
    position=QUIZ,
    right=("sand", "stone", "rider"),
    wrong=("clay", "rider"),
)

LESSON = Lesson(
    id="06_haendler",
    title="Der Händler (the Trader)",
    rulebook="Die Personenkarten — Der Händler: Rohstoffe besetzen, Gehilfen verdrängen, "
    "Rohstoffe erhalten, Abgabe an den Wehrturm",
    rule=(
        "<p>The <b>Händler</b> may put one helper from his supply at a <b>free cart</b> "
        "(Fuhrwerk: sand, wood, clay or stone). One helper per cart. Placing is optional.</p>",
        "<p>The <b>rider</b> (Reiter, silver) may be taken only when all four carts hold a "
        "helper. Only then may the Händler also <b>displace</b> a helper of <b>another</b> "
        "player from a cart or the rider — never one placed in this round. The displaced "
        "helper goes back to its owner. You never move your own merchant helper.</p>",
        "<p><b>Deliveries for everyone:</b> after the last Händler of the round, <b>every</b> "
        "merchant helper on the board delivers once: sand cart 4, wood 3, clay 2, stone 2, "
        "rider 2 silver. Whoever receives pieces first puts <b>1 of each kind</b> onto the "
        "<b>Wehrturm (defence tower)</b> — the tower tribute. No Händler played: no "
        "deliveries that round.</p>",
        "<p>Merchant helpers stay until displaced, or until their owner moves them into a "
        "building with a Maurer or Steinmetz.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
