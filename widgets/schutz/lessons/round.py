"""Lesson 3: a round at a glance — choosing, revealing, the fixed card order."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import BuyPiece, ChooseBuilding, ChooseCards, Pay, PlaceTrader
from widgets.schutz.lessons.model import (
    NAMES,
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    first_round,
    game_at,
    player,
)

RULE = "Spielablauf im Überblick — Die Reihenfolge (card order) · Gleiche Karten (equal cards)"

EXAMPLE = Example(
    position=first_round(4, start=1),
    intro="Round 1 with four players. Ben is start player: he took the round field's taler.",
    steps=(
        Step(ChooseCards(1, ("bote",)), "Ben chooses a card face down."),
        Step(ChooseCards(2, ("arbeiter_a",)), "Carl chooses."),
        Step(ChooseCards(3, ("haendler",)), "Dora chooses."),
        Step(
            ChooseCards(0, ("steinmetz",)),
            "Anna chooses last. All reveal: Ben's Bote, Dora's Händler, Anna's Steinmetz, Carl's "
            "Arbeiter A. Carl's Arbeiter card is stocked with 2 wood and 1 silver; then the cards "
            "resolve in the fixed order. The Bote comes first: 8 talers for Ben.",
        ),
        Step(
            PlaceTrader(3, "sand"),
            "Second, the Händler: Dora places a helper at the sand cart. It delivers 4 sand: "
            "1 onto the defence tower, 3 to Dora.",
        ),
        Step(
            BuyPiece(0, 2, "arbeiter_a", "silver"),
            "Third, Anna's Steinmetz buys the silver bar off Carl's Arbeiter card for 1 taler, "
            "paid to Carl.",
        ),
        Step(ChooseBuilding(0, "haus_1"), "Now Anna's Steinmetz builds: she chooses a Haus."),
        Step(
            Pay(0, "haus_1", (1, 1, 0, 1), (0, 0, 0, 1)),
            "She builds a Haus: 1 sand + 1 wood + 1 stone, the stone taken from the carts for "
            "her silver (the silver goes into the forge). A Steinmetz scores the full 6 VP. Last, "
            "Carl's Arbeiter takes the 2 wood left on his card; he cannot build. The round ends "
            "and the start marker passes to Carl.",
        ),
    ),
    flow=True,
)

# Round 1, four players, start player Carl; everybody has chosen.
QUIZ = first_round(
    4,
    start=2,
    players=[
        player("Anna", 3, chosen=["maurer"]),
        player("Ben", 3, chosen=["arbeiter_a"]),
        player("Carl", 4, chosen=["maurer"]),
        player("Dora", 3, chosen=["arbeiter_c"]),
    ],
)


def resolution_order(pos: dict[str, Any]) -> list[tuple[str, int]]:
    """The engine's resolution queue for a position where every card is chosen."""

    return game_at(pos).resolution_order()


def check(answer: Any) -> Feedback:
    """Who resolves first? The engine's resolution queue decides."""
    from burg.schutz import messages

    queue = resolution_order(QUIZ)
    first = queue[0][1]
    order = ", ".join(f"{NAMES[p]}'s {messages.name(c)}" for c, p in queue)
    if answer == first:
        return Feedback(True, f"Right. The whole order: {order}.", RULE)
    return Feedback(
        False,
        "Not quite. Two Maurer come before the Arbeiter cards; between equal cards the start "
        f"player goes first, then clockwise. The engine's order: {order}.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "Carl is start player. Anna plays Maurer, Ben Arbeiter A, Carl Maurer, Dora Arbeiter C. "
        "Whose card resolves first?"
    ),
    kind="choice",
    options=tuple((n, i) for i, n in enumerate(NAMES)),
    check=check,
    hint="Card order first (Bote, Händler, Maurer, Steinmetz, Arbeiter, Baumeister); equal "
    "cards from the start player clockwise.",
    rule=RULE,
    right=2,
    wrong=0,
)

LESSON = Lesson(
    id="03_round",
    title="A round at a glance",
    rulebook="Spielablauf im Überblick (the course of play) · Ablage und Wiederaufnahme "
    "(discard and taking back) · Startspielerwechsel (new start player)",
    rule=(
        "<p><b>1. Start player:</b> he takes the taler from the highest filled round field.</p>",
        "<p><b>2. Choose:</b> everybody secretly chooses 1 person card (2 with two players) and "
        "puts it face down. Then all reveal at once. You may not play the Baumeister while all "
        "your cards are in your hand.</p>",
        "<p><b>3. Stock the workers:</b> every revealed Arbeiter card gets its pieces from the "
        "carts.</p>",
        "<p><b>4. Resolve</b> in the fixed <b>Kartenfolge (card order)</b>: "
        "<b>Bote → Händler → Maurer → Steinmetz → Arbeiter → Baumeister</b>. If several players "
        "played the same card, the start player's goes first, then clockwise. All three "
        "Arbeiter cards count as the same card. Each card is carried out completely before the "
        "next.</p>",
        "<p><b>5.</b> Played cards stay face up in your <b>Ablagestapel (discard row)</b> until "
        "you play your Baumeister. The start marker passes clockwise.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
