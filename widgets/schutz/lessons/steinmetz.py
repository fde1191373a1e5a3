"""Lesson 8: the Steinmetz (Stonemason) — buying from workers, full VP."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import BuyPiece, ChooseBuilding, Pay
from widgets.schutz.lessons.model import (
    START_TOWER,
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

RULE = "Der Steinmetz (the Stonemason) — Rohstoffe abkaufen (buying from workers)"

START = position(
    round=3,
    start_player=0,
    players=[
        player(
            "Anna",
            6,
            5,
            {"sand": 2, "wood": 1, "clay": 1, "stone": 1},
            chosen=["steinmetz"],
            discard=["bote", "haendler"],
        ),
        player("Ben", 4, 3, {"sand": 1}, chosen=["arbeiter_a"], discard=["bote"]),
        player("Carl", 5, 6, {"wood": 1}, chosen=["arbeiter_b"], discard=["maurer"]),
    ],
    tower=dict(START_TOWER),
)

EXAMPLE = Example(
    position=START,
    intro=(
        "Round 3. Anna plays the Steinmetz, Ben Arbeiter A and Carl Arbeiter B. The cards are "
        "revealed and the worker cards stocked: Ben's holds 2 wood + 1 silver, Carl's 2 sand + "
        "1 clay. The Steinmetz resolves before the Arbeiter cards."
    ),
    steps=(
        Step(
            BuyPiece(0, 1, "arbeiter_a", "silver"),
            "Anna buys Ben's silver bar for 1 taler, paid to Ben. Ben cannot refuse.",
        ),
        Step(
            BuyPiece(0, 2, "arbeiter_b", "clay"),
            "From Carl's worker card she buys the clay (1 taler to Carl). One piece per worker "
            "card: she is done buying.",
        ),
        Step(ChooseBuilding(0, "stall"), "Now she builds the Stall (building value 18)."),
        Step(
            Pay(0, "stall", (3, 1, 2, 1), (1, 0, 0, 0)),
            "2 sand + 1 sand bought with the silver + 1 wood + 2 clay + 1 stone = 18. A Steinmetz "
            "scores the building's full VP at once: 14 VP. Then Ben's and Carl's Arbeiter take "
            "what is left on their cards.",
        ),
    ),
    flow=True,
)

# Round 3: Anna's Steinmetz is buying; Ben played Arbeiter A, Carl the Maurer (resolved).
QUIZ = position(
    round=3,
    start_player=0,
    players=[
        player(
            "Anna",
            6,
            5,
            {"sand": 2, "wood": 1},
            chosen=["steinmetz"],
            discard=["bote", "steinmetz"],
        ),
        player(
            "Ben",
            4,
            3,
            {"sand": 1, "clay": 2},
            chosen=["arbeiter_a"],
            discard=["bote", "arbeiter_a"],
        ),
        player(
            "Carl", 5, 6, {"wood": 1, "stone": 2}, chosen=["maurer"], discard=["haendler", "maurer"]
        ),
    ],
    tower={"sand": 1, "wood": 1, "clay": 1, "silver": 1},
    workers={"1:arbeiter_a": {"wood": 2, "silver": 1}},
    flow={"phase": "resolve", "current": ["steinmetz", 0], "step": "buy"},
)

#: The purchases offered in the exercise: (label, (seller, card, kind)).
OFFERS: tuple[tuple[str, tuple[int, str, str]], ...] = (
    ("1 wood from Ben's Arbeiter A", (1, "arbeiter_a", "wood")),
    ("1 silver from Ben's Arbeiter A", (1, "arbeiter_a", "silver")),
    ("1 clay from Ben's own supply", (1, "arbeiter_a", "clay")),
    ("1 stone from Carl (he played the Maurer)", (2, "maurer", "stone")),
)


def legal_buys(pos: dict[str, Any]) -> set[tuple[int, str, str]]:
    """(seller, card, kind) of every purchase the engine allows the current Steinmetz now."""

    g = game_at(pos)
    p = g.pending.players[0]
    return {(a.seller, a.card, a.kind) for a in g.legal_actions(p) if isinstance(a, BuyPiece)}


def check(answer: Any) -> Feedback:
    """Which purchases may Anna make? The engine's legal actions and reasons decide."""

    chosen = {tuple(x) for x in (answer or ())}
    legal = legal_buys(QUIZ)
    offered = {o for _, o in OFFERS}
    if chosen == legal & offered:
        return Feedback(
            True,
            "Right: either piece from Ben's Arbeiter card (1 taler to Ben) "
            "— but only one of them: one piece per worker card.",
            RULE,
        )
    g = game_at(QUIZ)
    lines = []
    for label, o in OFFERS:
        if o in chosen and o not in legal:
            lines.append(f"“{label}”: " + why_illegal(g, BuyPiece(0, *o)).render())
        elif o in legal and o not in chosen:
            lines.append(f"“{label}” is allowed too.")
    return Feedback(False, " ".join(lines), RULE)


EXERCISE = Exercise(
    question=(
        "Anna's Steinmetz is about to buy. Ben played Arbeiter A (2 wood + 1 silver on the card); "
        "Carl played the Maurer. Which of these purchases does the rule allow her now? Tick "
        "every allowed one."
    ),
    kind="multi",
    options=OFFERS,
    check=check,
    hint="Only pieces lying on the Arbeiter card of another player who played an Arbeiter this "
    "round — never from a player's supply.",
    rule=RULE,
    position=QUIZ,
    right=((1, "arbeiter_a", "wood"), (1, "arbeiter_a", "silver")),
    wrong=((1, "arbeiter_a", "wood"), (2, "maurer", "stone")),
)

LESSON = Lesson(
    id="08_steinmetz",
    title="Der Steinmetz (the Stonemason)",
    rulebook="Die Personenkarten — Der Steinmetz: Rohstoffe abkaufen, Bauwerke errichten und "
    "danach Gehilfen einsetzen",
    rule=(
        "<p>First the <b>Steinmetz</b> may <b>buy</b>: from each <b>other</b> player who played "
        "an Arbeiter this round, <b>1 piece</b> of his choice from that player's worker card, "
        "for <b>1 taler paid to that player</b>. The seller cannot refuse — unless it is the "
        "last piece on the card: that one he may sell or keep, as he likes. Never from "
        "anybody's personal supply.</p>",
        "<p>Then he may build <b>up to 2 buildings</b> and scores each building's <b>full "
        "VP</b> at once.</p>",
        "<p>If he built at least one building this round, he may then place up to 2 helpers. "
        "Several Steinmetze act one after another, each completing buy → build → helpers.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
