"""Lesson 10: the Baumeister (Master Builder) — cards back, 5 VP per building by others."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, Done, Pay
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
)

RULE = "Der Baumeister (the Master Builder) · Ablage und Wiederaufnahme (discard and taking back)"

START = position(
    round=5,
    start_player=0,
    players=[
        player(
            "Anna",
            3,
            12,
            {"sand": 2, "wood": 1, "clay": 1},
            chosen=["steinmetz"],
            discard=["bote", "haendler", "maurer"],
        ),
        player("Ben", 6, 9, {"wood": 1}, chosen=["arbeiter_b"], discard=["bote", "maurer"]),
        player(
            "Carl",
            10,
            11,
            {"sand": 1},
            chosen=["baumeister"],
            discard=["bote", "haendler", "arbeiter_a", "steinmetz"],
        ),
    ],
    tower=dict(START_TOWER),
)

EXAMPLE = Example(
    position=START,
    intro=(
        "Round 5. Anna plays the Steinmetz, Ben Arbeiter B, Carl the Baumeister. Carl's discard "
        "row holds the 4 cards he played in earlier rounds."
    ),
    steps=(
        Step(Done(0), "Anna's Steinmetz buys nothing."),
        Step(ChooseBuilding(0, "haus_1"), "She builds a Haus."),
        Step(Pay(0, "haus_1", (2, 1, 1, 0)), "8 building points; full 6 VP for the Steinmetz."),
        Step(ChooseBuilding(1, "haus_2"), "Ben's Arbeiter B takes its pieces and builds too."),
        Step(
            Pay(1, "haus_2", (2, 1, 1, 0)),
            "Half the VP: 3. Last of all, Carl's Baumeister resolves: 5 VP for each of the 2 "
            "buildings the others built this round, and all his played cards — the Baumeister "
            "too — go back into his hand.",
        ),
    ),
)

# Four players: Anna built 2 buildings with her Steinmetz, Ben 1 with his Maurer; Dora's
# Arbeiter C is building; Carl's Baumeister resolves last.
QUIZ = position(
    round=7,
    start_player=1,
    players=[
        player("Anna", 5, 20, {"sand": 1}, chosen=["steinmetz"], discard=["bote", "steinmetz"]),
        player("Ben", 4, 14, {"wood": 1}, chosen=["maurer"], discard=["haendler", "maurer"]),
        player("Carl", 9, 16, {}, chosen=["baumeister"], discard=["bote", "baumeister"]),
        player(
            "Dora",
            6,
            15,
            {"sand": 2, "wood": 1, "clay": 1},
            chosen=["arbeiter_c"],
            discard=["bote", "arbeiter_c"],
        ),
    ],
    tower={"sand": 1, "wood": 1, "clay": 1, "silver": 1},
    built={"haus_1": 0, "turm_1": 0, "haus_2": 1},
    built_this_round=[2, 1, 0, 0],
    flow={"phase": "resolve", "current": ["arbeiter_c", 3], "step": "build"},
)


def baumeister_vp(pos: dict[str, Any], seat: int) -> int:
    """VP ``seat``'s Baumeister scores when the current player passes, from the engine."""

    g = game_at(pos)
    events = g.apply(Done(g.pending.players[0]))
    return sum(e.count for e in events if e.reason == "baumeister_vp" and e.player == seat)


def check(answer: Any) -> Feedback:
    """How many VP does Carl's Baumeister score? The engine resolves the round."""
    want = baumeister_vp(QUIZ, 2)
    if answer == want:
        return Feedback(
            True,
            f"Right: {want} VP — 3 buildings by others this round, 5 VP "
            "each. It does not matter which card built them.",
            RULE,
        )
    return Feedback(
        False,
        "No. Count every building the other players built in this round — with any card — and "
        "give 5 VP for each.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "This round Anna's Steinmetz built a Haus and a Turm, Ben's Maurer a Haus. Dora's "
        "Arbeiter C builds nothing. How many VP does Carl's Baumeister score?"
    ),
    kind="number",
    check=check,
    hint="5 VP per building built this round by the other players.",
    rule=RULE,
    position=QUIZ,
    right=15,
    wrong=10,
)

LESSON = Lesson(
    id="10_baumeister",
    title="Der Baumeister (the Master Builder)",
    rulebook="Die Personenkarten — Der Baumeister · Ablage und Wiederaufnahme",
    rule=(
        "<p>Played cards lie face up in your <b>Ablagestapel (discard row)</b>. The "
        "<b>Baumeister</b> resolves last of all cards: its owner takes <b>all his played "
        "cards</b> back into his hand — this one included.</p>",
        "<p>He scores <b>5 VP for every building that other players built in this round</b>, "
        "with any card. The Baumeister may not build.</p>",
        "<p>You may <b>not</b> play the Baumeister while all your cards are in your hand (an "
        "empty discard row).</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
