"""Lesson 15: a whole game against bots."""

from __future__ import annotations

from functools import cache
from typing import Any

from burg.schutz.bots import GreedyBot
from burg.schutz.game import Game
from burg.schutz.positions import dump_position
from widgets.schutz.lessons.model import (
    NAMES,
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    player,
    position,
)

RULE = "Der Sieger (the winner) — Gleichstand (ties)"
SEED = 11


@cache
def bot_round(seed: int = SEED) -> Example:
    """Rounds 1 and 2 of a three-player game played by greedy bots, step by step."""
    from burg.schutz import messages

    game = Game(players=3, seed=seed, names=list(NAMES[:3]))
    start = dump_position(game)
    bots = [GreedyBot(seed + i) for i in range(3)]
    steps = []
    while game.view()["round"] <= 2 and not game.is_over:
        p = game.pending.players[0]
        kind = game.pending.kind
        action = bots[p].choose(game, p)
        game.apply(action)
        what = messages.step_name(kind or "")
        steps.append(Step(action, f"{NAMES[p]} (bot) decides: {what}."))
    return Example(
        position=start,
        intro="Three greedy bots play the first two rounds of a game. Step through their choices.",
        steps=tuple(steps),
        flow=True,
    )


QUIZ = position(
    round=12,
    start_player=0,
    players=[
        player("Anna", 4, 71, {"stone": 2}, chosen=["bote"], discard=["bote"]),
        player("Ben", 4, 71, {"sand": 4, "silver": 1}, chosen=["maurer"], discard=["maurer"]),
        player("Carl", 9, 66, {"wood": 1}, chosen=["bote"], discard=["bote"]),
        player("Dora", 2, 70, {"clay": 3}, chosen=["haendler"], discard=["haendler"]),
    ],
    flow={"phase": "over"},
)


def check(answer: Any) -> Feedback:
    """Who wins after a double tie? The engine's ranking decides."""
    ex = EXERCISE.game()
    assert ex is not None
    winner = ex.ranking()[0].seat
    if answer == winner:
        return Feedback(
            True,
            "Right: Anna. Anna and Ben tie on VP and on talers; then the "
            "building points of unused pieces decide: 2 stone = 10 against 4 sand "
            "= 4 (silver counts nothing).",
            RULE,
        )
    return Feedback(
        False,
        "No. Most VP first; on a tie, most talers; still tied, the highest building-point "
        "value of unused pieces (sand 1, wood 2, clay 4, stone 5, silver 0).",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "Final scores: Anna 71 VP, 4 talers, 2 stone left; Ben 71 VP, 4 talers, 4 sand and "
        "1 silver; Carl 66 VP; Dora 70 VP. Who wins?"
    ),
    kind="choice",
    options=tuple((n, i) for i, n in enumerate(NAMES)),
    check=check,
    hint="Tie on VP → most talers. Tie on talers too → value of unused pieces.",
    rule=RULE,
    position=QUIZ,
    right=0,
    wrong=1,
)


def lesson() -> Lesson:
    """The lesson (its example is played by bots when first asked for)."""
    return Lesson(
        id="15_play",
        title="Play a whole game against bots",
        rulebook="Spielablauf im Überblick · Die Schlusswertung · Der Sieger",
        rule=(
            "<p>You know every rule of the summer game now. A round: the start player takes the "
            "round taler; everybody chooses a card in secret; reveal; stock the Arbeiter cards; "
            "resolve <b>Bote → Händler → Maurer → Steinmetz → Arbeiter → Baumeister</b>; the "
            "start marker passes on.</p>",
            "<p>Plans that work: merchant helpers early for a steady income of pieces; a "
            "Steinmetz when others play Arbeiter; the Baumeister when others are likely to "
            "build; helpers into buildings whose final scoring suits your plan.</p>",
            "<p>Below, watch three bots play two rounds; then start a game of your own against "
            "the bots in the sandbox — or on the <a href='play.ipynb'>play page</a>.</p>",
        ),
        example=bot_round(),
        exercise=EXERCISE,
        sandbox="play",
    )


LESSON: Any = None  # built on first use by ``widgets.schutz.lessons.get`` (it plays a bot round)
