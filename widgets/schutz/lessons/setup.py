"""Lesson 2: set-up — what lies where, by player count."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseCards
from burg.schutz.data import HELPERS, PIECE_COUNT, ROUNDS
from burg.schutz.game import Game
from widgets.schutz.lessons.model import Example, Exercise, Feedback, Lesson, Step, first_round

RULE = "Spielvorbereitung (set-up)"

EXAMPLE = Example(
    position=first_round(4, start=0),
    intro=(
        "A four-player game set up by the engine: 12 talers on the round fields, one piece of "
        "each kind on the defence tower, 3 talers, 1 sand, 1 wood and 6 helpers per player; the "
        "rest of the pieces lie on the carts and the rider. Anna, the start player, has already "
        "taken the taler of the first round field."
    ),
    steps=(
        Step(ChooseCards(0, ("bote",)), "Anna chooses her first card face down."),
        Step(ChooseCards(1, ("arbeiter_a",)), "Ben chooses."),
        Step(ChooseCards(2, ("bote",)), "Carl chooses."),
        Step(
            ChooseCards(3, ("arbeiter_c",)),
            "Dora chooses; the cards are revealed and the first round runs. Dora's Arbeiter C "
            "gets its stone; she now chooses its 2 other pieces.",
        ),
    ),
    setup_events=True,
)


def check(answer: Any) -> Feedback:
    """How many sand lie on the carts at the start of a 4-player game? The engine sets up."""
    want = Game(players=4, seed=1).view()["supply"]["sand"]
    if answer == want:
        return Feedback(
            True,
            f"Right: {want} sand. 20 in the box, 1 on the defence tower and "
            "1 for each of the 4 players.",
            RULE,
        )
    return Feedback(
        False,
        f"{answer} is not it. Count what leaves the box: the defence tower gets 1 sand, "
        "every player 1 sand; all the rest goes onto the sand cart.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        f"The box holds {PIECE_COUNT[0]} sand. How many sand lie on the sand cart when a "
        "four-player game starts?"
    ),
    kind="number",
    check=check,
    hint="The tower takes one of each kind; each player starts with 1 sand and 1 wood.",
    rule=RULE,
    right=15,
    wrong=16,
)

_ROWS = "".join(
    f"<tr><td>{n}</td><td>{ROUNDS[n]}</td><td>{HELPERS[n]}</td><td>{2 if n == 2 else 1}</td></tr>"
    for n in (2, 3, 4)
)

LESSON = Lesson(
    id="02_setup",
    title="Set-up: what lies where",
    rulebook="Spielmaterial (components) · Spielvorbereitung (set-up)",
    rule=(
        "<p><b>Rundenfelder (round fields):</b> put 1 taler on each of the first 12 round fields "
        "with 2 or 4 players, on all 15 with 3 players. Each round the start player takes the "
        "taler of the highest field still filled, so the fields show the rounds left.</p>",
        "<p><b>Wehrturm (defence tower):</b> 1 sand, 1 wood, 1 clay, 1 stone and 1 silver.</p>",
        "<p><b>Each player:</b> 3 talers, 1 sand, 1 wood, 6 helpers (7 with two players), the 8 "
        "person cards of his colour in hand (Bote, Händler, Maurer, Steinmetz, Arbeiter A, B, C, "
        "Baumeister), VP 0.</p>",
        "<p><b>Fuhrwerke und Reiter (carts and rider):</b> all other pieces — the four carts "
        "carry sand, wood, clay and stone, the rider carries silver. This is the general "
        "supply. The other talers form the bank. The Markt (market) and the Schmiede (forge) "
        "count as built from the start.</p>",
        "<table class='burg-lesson-table'><tr><th>players</th><th>rounds</th><th>helpers each"
        f"</th><th>cards chosen per round</th></tr>{_ROWS}</table>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
