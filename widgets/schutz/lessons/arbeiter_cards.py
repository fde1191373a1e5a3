"""Lesson 4: the Arbeiter cards and their stocking."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, ChooseCards, ChooseWorkerPieces, Done, Pay
from widgets.schutz.lessons.model import (
    NAMES,
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

RULE = "Bestücken der Arbeiterkarten (stocking the worker cards)"

EXAMPLE = Example(
    position=first_round(3, start=0),
    intro="Round 1, three players. Each of them will play a different Arbeiter (Worker) card.",
    steps=(
        Step(ChooseCards(0, ("arbeiter_c",)), "Anna chooses Arbeiter C."),
        Step(ChooseCards(1, ("arbeiter_a",)), "Ben chooses Arbeiter A."),
        Step(
            ChooseCards(2, ("arbeiter_b",)),
            "Carl chooses Arbeiter B. All reveal; the cards are stocked in resolution order. "
            "Anna's Arbeiter C gets its fixed stone; she chooses the other two pieces.",
        ),
        Step(
            ChooseWorkerPieces(0, ("clay", "clay")),
            "Anna takes 2 clay (two of a kind is allowed). Ben's card gets 2 wood + 1 silver, "
            "Carl's 2 sand + 1 clay. Now the Arbeiter resolve in seat order from Anna: she takes "
            "her pieces into her supply.",
        ),
        Step(ChooseBuilding(0, "kleines_tor"), "Anna builds the Kleines Tor (building value 12)."),
        Step(
            Pay(0, "kleines_tor", (1, 1, 1, 1)),
            "1 sand + 1 wood + 1 clay + 1 stone = 12. Half of its 6 VP: 3 VP. Ben's turn.",
        ),
        Step(Done(1), "Ben builds nothing this time: he keeps his 3 wood, 1 sand and silver."),
        Step(ChooseBuilding(2, "haus_1"), "Carl's Arbeiter B has resolved; he chooses a Haus."),
        Step(
            Pay(2, "haus_1", (2, 1, 1, 0)),
            "Carl builds a Haus with 2 sand + 1 wood + 1 clay (3 VP).",
        ),
    ),
    flow=True,
)

# Round 6: the carts hold a single clay; Ben is start player; Anna and Ben play Arbeiter B.
QUIZ = position(
    round=6,
    start_player=1,
    players=[
        player("Anna", 6, 8, {"sand": 1, "clay": 5}, chosen=["arbeiter_b"]),
        player("Ben", 7, 10, {"wood": 2, "clay": 4}, chosen=["arbeiter_b"]),
        player("Carl", 5, 9, {"stone": 1, "clay": 4}, chosen=["bote"]),
    ],
    tower=dict(START_TOWER),
)


def clay_receivers(pos: dict[str, Any]) -> list[int]:
    """Seats whose Arbeiter card was stocked with clay, from the engine's events."""

    g = game_at(pos)
    return [e.player for e in g.events if e.reason == "stock_worker" and e.item == "clay"]


def check(answer: Any) -> Feedback:
    """Who gets the last clay? The engine stocks the cards."""
    got = clay_receivers(QUIZ)
    want = got[0] if got else None
    if answer == want:
        return Feedback(
            True,
            "Right: Ben. The cards are stocked in resolution order; all "
            "Arbeiter are equal, so the start player (Ben) comes first. Anna's "
            "Arbeiter B stays one clay short.",
            RULE,
        )
    return Feedback(
        False,
        "No. Pieces the carts lack stay missing: the cards are stocked one after another in "
        "resolution order, and between equal cards the start player comes first.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "Only 1 clay is left on the clay cart. Ben is start player. Anna and Ben both play "
        "Arbeiter B (2 sand + 1 clay), Carl plays the Bote. Whose Arbeiter B gets the clay?"
    ),
    kind="choice",
    options=(
        (NAMES[0], 0),
        (NAMES[1], 1),
        ("Nobody: the carts must hold enough for both", -1),
    ),
    check=check,
    hint="Stocking follows the resolution order; equal cards go from the start player clockwise.",
    rule=RULE,
    position=QUIZ,
    right=1,
    wrong=0,
)

LESSON = Lesson(
    id="04_arbeiter_cards",
    title="The Arbeiter cards and their stocking",
    rulebook="Bestücken der Arbeiterkarten (stocking the worker cards) · Die Personenkarten",
    rule=(
        "<p>Every player has three <b>Arbeiter (Worker)</b> cards. Right after the cards are "
        "revealed, each revealed Arbeiter card is stocked from the carts:</p>",
        "<ul><li><b>Arbeiter A:</b> 2 wood + 1 silver</li>"
        "<li><b>Arbeiter B:</b> 2 sand + 1 clay</li>"
        "<li><b>Arbeiter C:</b> 1 stone + 2 pieces of the owner's choice from sand, clay and "
        "wood (two of a kind allowed)</li></ul>",
        "<p>The pieces lie on the card and are <b>not yet the owner's</b>: a Steinmetz "
        "(Stonemason) may buy one of them before the Arbeiter resolves. Only when his Arbeiter "
        "resolves does the owner take what is left.</p>",
        "<p>If the carts run short, the cards are stocked one after another in resolution order; "
        "pieces the carts lack stay missing.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
