"""Lesson 14: the two-player rules."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import BuyPiece, ChooseBuilding, Done, Pay
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

RULE = "Im Spiel zu zweit (with two players) — Der Baumeister"

START = position(
    round=3,
    start_player=0,
    players=[
        player(
            "Anna",
            5,
            8,
            {"sand": 1, "wood": 1, "clay": 1},
            chosen=["steinmetz", "arbeiter_b"],
            discard=["bote", "haendler", "maurer", "arbeiter_c"],
        ),
        player(
            "Ben",
            6,
            7,
            {"sand": 2, "clay": 1},
            chosen=["arbeiter_a", "baumeister"],
            discard=["bote", "maurer", "haendler", "arbeiter_c"],
        ),
    ],
    tower=dict(START_TOWER),
)

EXAMPLE = Example(
    position=START,
    intro=(
        "A two-player game, round 3. Each player has chosen two cards: Anna the Steinmetz and "
        "Arbeiter B, Ben Arbeiter A and the Baumeister. Both have 7 helpers."
    ),
    steps=(
        Step(
            BuyPiece(0, 1, "arbeiter_a", "silver"),
            "Anna's Steinmetz may not buy from her own Arbeiter B — only from Ben's card. She "
            "buys the silver (1 taler to Ben); that is her one purchase.",
        ),
        Step(ChooseBuilding(0, "haus_1"), "She builds a Haus."),
        Step(
            Pay(0, "haus_1", (2, 1, 1, 0), (1, 0, 0, 0)),
            "1 sand + a sand bought with her silver + 1 wood + 1 clay = 8: full 6 VP. Her "
            "Arbeiter B then takes its pieces but cannot build.",
        ),
        Step(ChooseBuilding(1, "haus_2"), "Ben's Arbeiter A takes its 2 wood and builds a Haus."),
        Step(
            Pay(1, "haus_2", (2, 1, 1, 0)),
            "3 VP for Ben. His Baumeister resolves last: 5 VP for Anna's building — none for "
            "his own — and he takes back all his played cards, the Arbeiter A included.",
        ),
    ),
)

QUIZ = position(
    round=5,
    start_player=1,
    players=[
        player(
            "Anna",
            5,
            20,
            {"sand": 1},
            chosen=["bote", "steinmetz"],
            discard=["haendler", "maurer", "bote", "steinmetz"],
        ),
        player(
            "Ben",
            6,
            18,
            {"sand": 2, "wood": 1, "clay": 1},
            chosen=["arbeiter_c", "baumeister"],
            discard=["bote", "maurer", "arbeiter_c", "baumeister"],
        ),
    ],
    tower={"sand": 1, "wood": 1, "clay": 1, "silver": 1},
    built={"turm_1": 0, "haus_1": 1},
    built_this_round=[1, 1],
    flow={"phase": "resolve", "current": ["arbeiter_c", 1], "step": "build", "builds_left": 1},
)


def baumeister_vp(pos: dict[str, Any], seat: int) -> int:
    """VP ``seat``'s Baumeister scores when the current card passes, from the engine."""

    g = game_at(pos)
    events = g.apply(Done(g.pending.players[0]))
    return sum(e.count for e in events if e.reason == "baumeister_vp" and e.player == seat)


def check(answer: Any) -> Feedback:
    """Ben's Baumeister after Anna's Turm and his own Haus: the engine resolves it."""
    want = baumeister_vp(QUIZ, 1)
    if answer == want:
        return Feedback(
            True,
            f"Right: {want} VP, for Anna's Turm only. With two players the "
            "Baumeister never scores for its owner's own buildings.",
            RULE,
        )
    return Feedback(
        False,
        "No. The Baumeister scores 5 VP per building of the other player this round — his own "
        "Haus, built with his other card, does not count.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "Two players. This round Anna's Steinmetz built a Turm; Ben's Arbeiter C built a Haus "
        "and now builds nothing more. How many VP does Ben's Baumeister score?"
    ),
    kind="number",
    check=check,
    hint="5 VP per building built by others this round.",
    rule=RULE,
    position=QUIZ,
    right=5,
    wrong=10,
)

LESSON = Lesson(
    id="14_two_players",
    title="The two-player rules",
    rulebook="Spielvorbereitung · Auswahl der Personenkarten · Der Steinmetz · Der Baumeister "
    "(each: im Spiel zu zweit — with two players)",
    rule=(
        "<p>With two players each player has <b>7 helpers</b>, the game lasts <b>12 rounds</b>, "
        "and each round every player chooses <b>2 person cards</b>. Both resolve in the usual "
        "card order; a player's two Arbeiter resolve one after the other.</p>",
        "<p>The <b>Steinmetz never buys from his owner's own Arbeiter</b>; from the opponent's "
        "two Arbeiter cards he buys 1 piece in total.</p>",
        "<p>The <b>Baumeister</b> scores 5 VP only for the <b>opponent's</b> buildings of this "
        "round — never for his owner's own, not even those built with his other card. He takes "
        "back all played cards, the other card of this round included.</p>",
        "<p>Helpers may be placed if the player built in this round — with either of his "
        "cards.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
