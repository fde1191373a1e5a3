"""Lesson 9: the Arbeiter (Worker) resolves — its pieces, and half the VP."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, Pay
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

RULE = "Der Arbeiter (the Worker) — die Hälfte der Siegpunkte (half the VP)"

START = position(
    round=4,
    start_player=0,
    players=[
        player("Anna", 7, 10, {"sand": 1}, chosen=["bote"], discard=["haendler"]),
        player(
            "Ben",
            4,
            6,
            {"sand": 1, "wood": 2, "clay": 2, "stone": 1},
            chosen=["arbeiter_b"],
            discard=["maurer"],
        ),
        player("Carl", 9, 8, {"wood": 1}, chosen=["bote"], discard=["steinmetz"]),
    ],
    tower=dict(START_TOWER),
)

EXAMPLE = Example(
    position=START,
    intro=(
        "Round 4. Anna and Carl play the Bote, Ben his Arbeiter B (stocked with 2 sand + "
        "1 clay). The Botes resolve first; then Ben's Arbeiter: only now does he take the "
        "pieces from his card into his supply."
    ),
    steps=(
        Step(ChooseBuilding(1, "stall"), "Ben builds the Stall: building value 18, 14 VP."),
        Step(
            Pay(1, "stall", (1, 2, 2, 1)),
            "1 sand + 2 wood + 2 clay + 1 stone = 18. With an Arbeiter he scores half: 7 VP. "
            "He has too little left for a second building.",
        ),
    ),
    flow=True,
)

# Ben's Arbeiter C has resolved; he holds enough for a Turm and a Haus.
QUIZ = position(
    round=6,
    start_player=1,
    players=[
        player("Anna", 8, 12, {"sand": 1}, chosen=["bote"], discard=["haendler", "bote"]),
        player(
            "Ben",
            3,
            9,
            {"sand": 4, "wood": 2, "clay": 2, "stone": 2},
            chosen=["arbeiter_c"],
            discard=["maurer", "arbeiter_c"],
        ),
        player("Carl", 6, 11, {"wood": 1}, chosen=["bote"], discard=["bote"]),
    ],
    tower=dict(START_TOWER),
    flow={"phase": "resolve", "current": ["arbeiter_c", 1], "step": "build"},
)


def arbeiter_vp(pos: dict[str, Any], buildings: tuple[str, ...]) -> int:
    """VP the current Arbeiter scores for building ``buildings`` (first legal payment each)."""

    g = game_at(pos)
    p = g.pending.players[0]
    vp = 0
    for i, b in enumerate(buildings):
        g.apply(ChooseBuilding(p, b))
        pays = [a for a in g.legal_actions(p) if isinstance(a, Pay)]
        for pay in pays:  # a payment that leaves enough for the next building
            events = g.apply(pay)
            nxt = buildings[i + 1] if i + 1 < len(buildings) else None
            if nxt is None or ChooseBuilding(p, nxt) in g.legal_actions(p):
                break
            g.undo()
        vp += sum(e.count for e in events if e.reason == "build_vp_half")
    return vp


def check(answer: Any) -> Feedback:
    """VP for a Turm and a Haus built with an Arbeiter, from the engine."""
    want = arbeiter_vp(QUIZ, ("turm_1", "haus_1"))
    if answer == want:
        return Feedback(True, f"Right: {want} VP — half of 10 (Turm) plus half of 6 (Haus).", RULE)
    if answer == 16:
        return Feedback(
            False,
            "16 is what a Steinmetz would score. The Arbeiter scores half of each building's VP.",
            RULE,
        )
    return Feedback(False, "Not quite. Take the VP printed on each building and halve them.", RULE)


EXERCISE = Exercise(
    question=(
        "Ben's Arbeiter C builds a Turm (10 VP on its template) and a Haus (6 VP). How many VP "
        "does he score for them?"
    ),
    kind="number",
    check=check,
    hint="A Steinmetz scores the full VP, an Arbeiter half of each building's VP.",
    rule=RULE,
    position=QUIZ,
    right=8,
    wrong=16,
)

LESSON = Lesson(
    id="09_arbeiter",
    title="Der Arbeiter (the Worker): half points",
    rulebook="Die Personenkarten — Der Arbeiter",
    rule=(
        "<p>When his <b>Arbeiter</b> resolves — not before — the owner takes the pieces left on "
        "his worker card into his supply (a Steinmetz may have bought one of them).</p>",
        "<p>Then he may build <b>up to 2 buildings</b> and scores <b>half</b> of each "
        "building's VP at once. The Arbeiter places <b>no helpers</b>.</p>",
        "<p>Cheap pieces and building right away: the Arbeiter is the most common way to get "
        "both. The Steinmetz scores double, but must find his pieces first.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
