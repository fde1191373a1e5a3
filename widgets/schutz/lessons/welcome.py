"""Lesson 1: welcome and the goal of the game."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, ChooseCards, Pay, PlaceTrader
from widgets.schutz.lessons.model import (
    NAMES,
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    first_round,
    player,
    position,
)

RULE = "Der Sieger (the winner) — Spielablauf im Überblick (the course of play)"

EXAMPLE = Example(
    position=first_round(3, start=0),
    intro=(
        "Round 1 of a three-player game. Everybody holds 3 talers, 1 sand and 1 wood; "
        "Anna is start player and has taken the taler from the round field."
    ),
    steps=(
        Step(ChooseCards(0, ("bote",)), "Anna secretly chooses her Bote (Messenger)."),
        Step(ChooseCards(1, ("haendler",)), "Ben secretly chooses his Händler (Trader)."),
        Step(
            ChooseCards(2, ("arbeiter_b",)),
            "Carl chooses an Arbeiter (Worker). All reveal at once; Carl's worker card is stocked "
            "from the carts and Anna's Bote takes 8 talers at once.",
        ),
        Step(
            PlaceTrader(1, "stone"),
            "Ben's Händler places a helper at the stone cart. It delivers 2 stone: 1 goes onto "
            "the defence tower, 1 to Ben.",
        ),
        Step(ChooseBuilding(2, "haus_1"), "Carl's Arbeiter takes its pieces and builds a Haus."),
        Step(
            Pay(2, "haus_1", (2, 1, 1, 0)),
            "He pays exactly 8 building points: 2 sand + 1 wood + 1 clay. An Arbeiter scores half "
            "the Haus's 6 VP. The round ends and round 2 begins.",
        ),
    ),
    flow=True,
)

# Final scores of a three-player game: Anna and Ben tie on VP; talers decide.
FINAL = position(
    round=15,
    start_player=2,
    players=[
        player("Anna", 3, 52, chosen=["bote"], discard=["bote"]),
        player("Ben", 7, 52, chosen=["maurer"], discard=["maurer"]),
        player("Carl", 12, 49, chosen=["bote"], discard=["bote"]),
    ],
    flow={"phase": "over"},
)


def check(answer: Any) -> Feedback:
    """Who wins the finished game ``FINAL``? The engine's ranking decides."""
    ex = EXERCISE.game()
    assert ex is not None
    winner = ex.ranking()[0].seat
    names = [p["name"] for p in ex.view()["players"]]
    if answer == winner:
        return Feedback(
            True,
            f"Right: {names[winner]} wins. Most VP wins; Anna and Ben tie on "
            "52 VP, and Ben has more talers left.",
            RULE,
        )
    if answer is None:
        return Feedback(False, "Choose a player.", RULE)
    return Feedback(
        False,
        f"Not {names[answer]}. The most VP wins; on a tie, the most talers left decide.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "The game is over. Anna has 52 VP and 3 talers, Ben 52 VP and 7 talers, Carl 49 VP and "
        "12 talers. Who wins?"
    ),
    kind="choice",
    options=tuple((n, i) for i, n in enumerate(NAMES[:3])),
    check=check,
    hint="Victory points first. Only when two players tie on VP do you look further.",
    rule=RULE,
    position=FINAL,
    right=1,
    wrong=2,
)

LESSON = Lesson(
    id="01_welcome",
    title="Welcome: building a castle together",
    rulebook="Inhalt und Ziel des Spiels (contents and goal) · Der Sieger (the winner)",
    rule=(
        "<p>In <b>Im Schutze der Burg</b> (<i>A Castle for All Seasons</i>) 2–4 master builders "
        "build one castle together. Whoever has the most <b>Siegpunkte (victory points, VP)</b> "
        "at the end wins.</p>",
        "<p>The game lasts <b>12 rounds</b> (15 with three players). In each round every player "
        "secretly chooses one of his 8 <b>Personenkarten (person cards)</b> — two with two "
        "players. The cards bring <b>Taler</b> (money), <b>Rohstoffe</b> (pieces: sand, wood, "
        "clay, stone and silver) or let you <b>build</b>.</p>",
        "<p>VP come from building (the VP printed on the building), from the "
        "<b>Baumeister (Master Builder)</b>, and at the end from <b>Gehilfen (helpers)</b> you "
        "placed in buildings: each building scores its helpers in its own way.</p>",
        "<p>On a tie in VP, the player with the most talers left wins; if still tied, the "
        "highest building-point value of unused pieces.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
