"""Lesson 13: the final scoring — every building on its own."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import Done, PalasConvert
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

RULE = "Die Schlusswertung (final scoring) — Liste der Bauwerke: Der Bergfried (the Keep)"

_LAST = {"phase": "resolve", "current": ["arbeiter_b", 2], "step": "build"}

START = position(
    round=15,
    start_player=0,
    players=[
        player(
            "Anna",
            4,
            61,
            {"sand": 1, "clay": 1, "stone": 2, "silver": 1},
            chosen=["bote"],
            discard=["haendler", "bote"],
        ),
        player("Ben", 9, 58, {"wood": 1}, chosen=["bote"], discard=["maurer", "bote"]),
        player(
            "Carl",
            3,
            57,
            {"sand": 2, "wood": 1, "clay": 1},
            chosen=["arbeiter_b"],
            discard=["steinmetz", "arbeiter_b"],
        ),
    ],
    tower={"sand": 2, "wood": 1, "clay": 1, "stone": 1},
    forge=6,
    merchants={"sand": {"owner": 1, "placed_round": 12}},
    built={
        "bergfried": 0,
        "taverne": 1,
        "grosses_tor": 0,
        "stall": 1,
        "gesindehaus": 2,
        "palas": 0,
        "turm_1": 0,
        "turm_2": 1,
        "turm_3": 2,
        "haus_1": 2,
        "haus_2": 1,
    },
    slots={
        "bergfried": [0],
        "taverne": [1, 2],
        "grosses_tor": [0],
        "stall": [1, None],
        "gesindehaus": [2, 2, None],
        "markt": [1, None],
        "palas": [0, None],
        "schmiede": [2, None],
    },
    flow=dict(_LAST),
)

EXAMPLE = Example(
    position=START,
    intro=(
        "The last round of a three-player game (round 15). Carl's Arbeiter B is the last card "
        "of the game."
    ),
    steps=(
        Step(
            Done(2),
            "Carl builds nothing: the game ends. Merchant helpers leave the carts (they score "
            "nothing). Then each building scores its helpers, in the rulebook's order: "
            "Bergfried (3 VP per free slot), Taverne (helpers in the castle), the Tore "
            "(towers), Stall (houses), Gesindehaus (unbuilt templates), Markt (talers). Now "
            "Anna converts pieces at the Palas.",
        ),
        Step(PalasConvert(0, "stone"), "A stone: 5 VP. Converted pieces leave the game."),
        Step(PalasConvert(0, "stone"), "Another stone: 5 VP."),
        Step(
            PalasConvert(0, "silver", "stone"),
            "Silver only via the forge: the bar goes into the forge, she takes a stone from the "
            "carts and converts it: 5 VP.",
        ),
        Step(PalasConvert(0, "clay"), "A clay: 4 VP."),
        Step(
            PalasConvert(0, "sand"),
            "A sand: 1 VP — her fifth and last piece. Last of all the Schmiede scores: 1 VP per "
            "silver bar in the forge for Carl's 10-slot helper, her bar included.",
        ),
    ),
)

QUIZ = position(
    round=15,
    start_player=0,
    players=[
        player("Anna", 4, 50, {"sand": 1}, chosen=["bote"], discard=["haendler", "bote"]),
        player("Ben", 9, 47, {"wood": 1}, chosen=["bote"], discard=["maurer", "bote"]),
        player(
            "Carl",
            3,
            45,
            {"sand": 2, "wood": 1, "clay": 1},
            chosen=["arbeiter_b"],
            discard=["steinmetz", "arbeiter_b"],
        ),
    ],
    tower={"sand": 1, "wood": 1, "clay": 1, "stone": 1, "silver": 1},
    built={"bergfried": 0, "taverne": 1, "stall": 2, "haus_1": 2, "turm_1": 1},
    slots={"bergfried": [0], "taverne": [1, None], "markt": [1, None]},
    flow=dict(_LAST),
)


def bergfried_vp(pos: dict[str, Any]) -> int:
    """What the Bergfried's helper scores when the game ends here (the engine's scoring)."""

    g = game_at(pos)
    g.apply(Done(g.pending.players[0]))
    return sum(g.scores["bergfried"])


def check(answer: Any) -> Feedback:
    """How many VP does the Bergfried score? The engine's final scoring breakdown decides."""
    want = bergfried_vp(QUIZ)
    if answer == want:
        return Feedback(
            True,
            f"Right: {want // 3} free slots × 3 VP = {want} VP: Taverne 1, "
            "Stall 2, Markt 1, Schmiede 2. Slots of unbuilt buildings do not "
            "count.",
            RULE,
        )
    return Feedback(
        False,
        "Not quite. Count the free helper slots of every built building — the Markt and the "
        "Schmiede included, the unbuilt templates not — and give 3 VP for each.",
        RULE,
    )


EXERCISE = Exercise(
    question=(
        "The game ends here (Carl builds nothing). Anna's helper sits in the Bergfried. Built "
        "are the Bergfried (Anna), the Taverne (one slot taken by Ben, one free), the Stall "
        "(both slots free), and the Markt (one of two slots taken) and Schmiede (both free). "
        "How many VP does the Bergfried score?"
    ),
    kind="number",
    check=check,
    hint="Bergfried: 3 VP per free helper slot in the castle.",
    rule=RULE,
    position=QUIZ,
    right=18,
    wrong=24,
)

LESSON = Lesson(
    id="13_final_scoring",
    title="The final scoring: every building on its own",
    rulebook="Die letzte Runde (the last round) · Die Schlusswertung (final scoring) · Liste "
    "der Bauwerke (list of buildings)",
    rule=(
        "<p>The game ends after the last round — or at the end of the round in which the last "
        "template was built. First all helpers leave the carts and the rider: they score "
        "nothing.</p>",
        "<p>Then the helpers in buildings score, building by building, in this order:</p>",
        "<ul><li><b>Bergfried (Keep):</b> 3 VP per free helper slot in the castle (built "
        "buildings, Markt and Schmiede included).</li>"
        "<li><b>Taverne (Tavern):</b> 12-slot 1 VP per helper in the castle; 6-slot 1 VP per "
        "2.</li>"
        "<li><b>Großes Tor / Kleines Tor (gates):</b> 2 / 1 VP per built tower.</li>"
        "<li><b>Stall (Stable):</b> 16-slot 3 VP, 12-slot 2 VP per built house.</li>"
        "<li><b>Gesindehaus (Servants' House):</b> each helper 1 VP per template still "
        "unbuilt.</li>"
        "<li><b>Markt (Market):</b> one helper 1 VP per 2 talers, both helpers 1 VP per "
        "taler.</li>"
        "<li><b>Palas (Palace):</b> convert up to 5 pieces per helper into VP at their building "
        "points; silver only through the forge.</li>"
        "<li><b>Schmiede (Forge):</b> 10-slot 1 VP per silver bar in the forge; 6-slot 1 VP "
        "per 2 bars.</li></ul>",
        "<p>Most VP wins; on a tie the most talers, then the highest value of unused pieces.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
