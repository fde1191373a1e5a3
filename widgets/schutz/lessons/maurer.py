"""Lesson 7: the Maurer (Bricklayer)."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import ChooseBuilding, Pay, PlaceHelper, TakeFromTower
from burg.schutz.data import KINDS
from widgets.schutz.lessons.model import (
    Example,
    Exercise,
    Feedback,
    Lesson,
    Step,
    game_at,
    player,
    position,
)

RULE = "Der Maurer (the Bricklayer) · Bauwerke errichten (building)"

START = position(
    round=4,
    start_player=0,
    players=[
        player(
            "Anna",
            11,
            8,
            {"sand": 1, "clay": 1},
            chosen=["bote"],
            discard=["haendler", "arbeiter_b", "bote"],
        ),
        player(
            "Ben",
            4,
            6,
            {"sand": 2, "wood": 1, "stone": 1},
            chosen=["maurer"],
            discard=["bote", "arbeiter_c", "maurer"],
        ),
        player(
            "Carl",
            7,
            9,
            {"wood": 1},
            chosen=["steinmetz"],
            discard=["haendler", "bote", "steinmetz"],
        ),
    ],
    tower={"sand": 2, "wood": 3, "clay": 1, "stone": 0, "silver": 1},
    built={"haus_1": 2},
    flow={"phase": "resolve", "current": ["maurer", 1], "step": "tower"},
)

EXAMPLE = Example(
    position=START,
    intro=(
        "Round 4. Anna's Bote has resolved; now Ben's Maurer. Ben holds 2 sand, 1 wood, 1 stone "
        "and 4 talers. The defence tower holds 2 sand, 3 wood, 1 clay and 1 silver."
    ),
    steps=(
        Step(TakeFromTower(1, "wood"), "Ben takes all 3 wood from the defence tower."),
        Step(ChooseBuilding(1, "kleines_tor"), "He builds the Kleines Tor (building value 12)."),
        Step(
            Pay(1, "kleines_tor", (1, 3, 0, 1)),
            "1 sand + 3 wood + 1 stone = 12 points from 3 kinds. The Maurer earns 1 taler per "
            "piece used: 5 talers — but no VP.",
        ),
        Step(
            PlaceHelper(1, "kleines_tor", 0),
            "Because he built this round, his Maurer may place helpers: one into the Kleines "
            "Tor for its 5-taler fee. He cannot afford a second one. Carl's Steinmetz follows.",
        ),
    ),
    flow=True,
)


def kinds_that_build(pos: dict[str, Any], building: str) -> set[str]:
    """The tower kinds after whose taking the engine lets the Maurer build ``building``."""

    base = game_at(pos)
    p = base.pending.players[0]
    out = set()
    for kind in KINDS:
        g = game_at(pos)
        g.apply(TakeFromTower(p, kind))
        if ChooseBuilding(p, building) in g.legal_actions(p):
            out.add(kind)
    return out


def check(answer: Any) -> Feedback:
    """Which kinds let Ben build the Kleines Tor? The engine tries each kind."""
    chosen = set(answer or ())
    good = kinds_that_build(START, "kleines_tor")
    if chosen == good:
        return Feedback(
            True,
            "Right: wood (1 sand + 3 wood + 1 stone), clay (1 sand + 1 wood + 1 clay + 1 stone) "
            "and even silver: while paying it buys a piece of his choice from the carts.",
            RULE,
        )

    def names(ks: set[str]) -> str:
        return ", ".join(messages.name(k) for k in KINDS if k in ks)

    parts = []
    if chosen - good:
        parts.append(f"With {names(chosen - good)} he cannot pay exactly 12 from 3 kinds.")
    if good - chosen:
        parts.append(f"{names(good - chosen).capitalize()} would work too.")
    return Feedback(False, " ".join(parts), RULE)


EXERCISE = Exercise(
    question=(
        "Same start: Ben holds 2 sand, 1 wood, 1 stone; the tower holds 2 sand, 3 wood, "
        "1 clay, 0 stone, 1 silver. After taking which kind could his Maurer build the Kleines "
        "Tor (12 points, at least 3 kinds, exact)? Tick all that work."
    ),
    kind="multi",
    options=tuple((messages.name(k).capitalize(), k) for k in KINDS),
    check=check,
    hint="The Maurer takes ALL pieces of the chosen kind. Then count: exactly 12 building "
    "points (sand 1, wood 2, clay 4, stone 5) from at least 3 kinds; silver buys a piece.",
    rule=RULE,
    position=START,
    right=("wood", "clay", "silver"),
    wrong=("sand", "wood"),
)

LESSON = Lesson(
    id="07_maurer",
    title="Der Maurer (the Bricklayer)",
    rulebook="Die Personenkarten — Der Maurer: Rohstoffe vom Wehrturm, Bauwerke errichten und "
    "danach Gehilfen einsetzen",
    rule=(
        "<p>The <b>Maurer</b> first takes <b>all</b> pieces of <b>one kind</b> of his choice "
        "from the <b>Wehrturm (defence tower)</b> — that is where the Händler's tower tribute "
        "piles up.</p>",
        "<p>Then he may build <b>up to 2 buildings</b>. For every piece used in those payments "
        "he gets <b>1 taler</b> from the bank. He scores <b>no VP</b> for building.</p>",
        "<p>If he built at least one building this round, he may then place up to 2 helpers "
        "(lesson 12).</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
