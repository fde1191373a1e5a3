"""Lesson 5: the Bote (Messenger)."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, ChooseCards, Pay
from widgets.schutz.lessons.model import (
    START_TOWER,
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    first_round,
    game_at,
    player,
    position,
)

RULE = "Der Bote (the Messenger)"

EXAMPLE = Example(
    position=first_round(3, start=0),
    intro="Round 1. Anna and Carl will send their Bote (Messenger) to the bank.",
    steps=(
        Step(ChooseCards(0, ("bote",)), "Anna chooses the Bote."),
        Step(ChooseCards(1, ("arbeiter_b",)), "Ben chooses Arbeiter B."),
        Step(
            ChooseCards(2, ("bote",)),
            "Carl also chooses the Bote. All reveal. The Bote resolves first of all cards: "
            "Anna's (start player) takes 8 talers, then Carl's takes 8.",
        ),
        Step(ChooseBuilding(1, "haus_1"), "Ben's Arbeiter takes 2 sand + 1 clay and builds."),
        Step(Pay(1, "haus_1", (2, 1, 1, 0)), "A Haus for 8 building points: 3 VP (half)."),
    ),
)

# Round 8 of 15: the bank holds only 11 talers; Carl is start player.
QUIZ = position(
    round=8,
    start_player=2,
    players=[
        player("Anna", 30, 31, chosen=["bote"]),
        player("Ben", 30, 35, chosen=["maurer"]),
        player("Carl", 27, 28, chosen=["bote"]),
    ],
    tower=dict(START_TOWER),
)


def bote_talers(pos: dict[str, Any], seat: int) -> int:
    """Talers ``seat``'s Bote took, from the engine's events."""

    g = game_at(pos)
    return sum(e.count for e in g.events if e.reason == "bote" and e.player == seat)


def check(answer: Any) -> Feedback:
    """How many talers does Anna's Bote get from a bank of 11?"""
    want = bote_talers(QUIZ, 0)
    if answer == want:
        return Feedback(
            True,
            f"Right: {want}. Carl, the start player, resolves first and takes "
            f"8; Anna gets what is left.",
            RULE,
        )
    return Feedback(
        False,
        "No. The Bote takes 8 talers, but only what the bank holds. Two Bote cards resolve from "
        "the start player on, clockwise.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "The bank holds only 11 talers. Carl is start player; Anna and Carl both play the Bote. "
        "How many talers does Anna's Bote get?"
    ),
    kind="number",
    check=check,
    hint="Which Bote resolves first? The bank is not refilled.",
    rule=RULE,
    position=QUIZ,
    right=3,
    wrong=8,
)

LESSON = Lesson(
    id="05_bote",
    title="Der Bote (the Messenger)",
    rulebook="Die Personenkarten — Der Bote (the Messenger)",
    rule=(
        "<p>The <b>Bote</b> resolves first of all cards. Its owner takes <b>8 talers</b> from the "
        "bank.</p>",
        "<p>The bank is finite: if it holds fewer than 8, the Bote takes what is there. Several "
        "Bote cards resolve from the start player clockwise.</p>",
        "<p>Talers pay the helper fees (Lehrgeld) and the Steinmetz's purchases; at the end they "
        "can decide a tie, and with helpers in the Markt they turn into VP.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
