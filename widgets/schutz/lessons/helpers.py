"""Lesson 12: placing helpers — conditions, fees, merchant helpers moving in."""

from __future__ import annotations

from typing import Any

from burg.schutz import messages
from burg.schutz.actions import PlaceHelper
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES
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
    why_illegal,
)

RULE = "Gehilfen einsetzen (placing helpers)"

START = position(
    round=7,
    start_player=0,
    players=[
        player("Anna", 9, 22, {"sand": 1}, chosen=["bote"], discard=["haendler", "bote"]),
        player("Ben", 20, 18, {"wood": 1}, chosen=["maurer"], discard=["steinmetz", "maurer"]),
        player("Carl", 7, 19, {"clay": 1}, chosen=["bote"], discard=["arbeiter_a", "bote"]),
    ],
    tower=dict(START_TOWER),
    merchants={"sand": {"owner": 1, "placed_round": 3}, "wood": {"owner": 0, "placed_round": 4}},
    built={"taverne": 1, "haus_1": 0},
    built_this_round=[0, 1, 0],
    flow={"phase": "resolve", "current": ["maurer", 1], "step": "helpers"},
)

EXAMPLE = Example(
    position=START,
    intro=(
        "Round 7. Ben's Maurer has just built the Taverne, so he may now place up to 2 helpers. "
        "He has 20 talers; one of his helpers stands at the sand cart."
    ),
    steps=(
        Step(
            PlaceHelper(1, "taverne", 0, "supply"),
            "A helper from his supply into the Taverne's 12-taler slot: 12 talers to the bank.",
        ),
        Step(
            PlaceHelper(1, "markt", 0, "sand"),
            "His second helper comes off the sand cart into the Markt (fee 6). It will not "
            "deliver sand any more; in the Markt it scores at the end and can never be "
            "displaced.",
        ),
    ),
)

QUIZ = position(
    round=9,
    start_player=0,
    players=[
        player("Anna", 11, 25, {"sand": 1}, chosen=["steinmetz"], discard=["bote", "steinmetz"]),
        player("Ben", 8, 21, {"wood": 1}, chosen=["bote"], discard=["bote"]),
        player("Carl", 6, 19, {"clay": 1}, chosen=["bote"], discard=["bote"]),
    ],
    tower=dict(START_TOWER),
    built={"taverne": 0, "bergfried": 2},
    slots={"markt": [1, None], "schmiede": [0, None], "bergfried": [2]},
    built_this_round=[1, 0, 0],
    helper_buildings=[["schmiede"], [], []],
    flow={"phase": "resolve", "current": ["steinmetz", 0], "step": "helpers", "helpers_left": 1},
)

#: The slots offered in the exercise: (building, slot index); the Stall is not built.
SLOTS: tuple[tuple[str, int], ...] = (
    ("markt", 1),
    ("schmiede", 1),
    ("taverne", 0),
    ("taverne", 1),
    ("bergfried", 0),
    ("stall", 0),
)


def _label(b: str, i: int) -> str:
    fee = BUILDING_TYPES[BUILDING_OF[b]].fees[i]
    return f"{messages.name(b)}, slot {i + 1} (fee {fee})"


def legal_slots(pos: dict[str, Any]) -> set[tuple[str, int]]:
    """(building, slot) of every placement the engine allows now."""

    g = game_at(pos)
    p = g.pending.players[0]
    return {(a.building, a.slot) for a in g.legal_actions(p) if isinstance(a, PlaceHelper)}


def check(answer: Any) -> Feedback:
    """Where may Anna place her second helper? The engine decides and explains."""

    chosen = {tuple(x) for x in (answer or ())}
    legal = legal_slots(QUIZ)
    if chosen == legal:
        return Feedback(
            True,
            "Right: the free Markt slot (6) and the Taverne's 6-taler slot. "
            "The Schmiede already got her helper this round, the 12-taler slot is "
            "too dear, the Bergfried is taken and the Stall is not built.",
            RULE,
        )
    g = game_at(QUIZ)
    lines = []
    for b, i in SLOTS:
        if (b, i) in chosen and (b, i) not in legal:
            err = why_illegal(g, PlaceHelper(0, b, i, "supply"))
            lines.append(f"{_label(b, i)}: {err.render()}")
        elif (b, i) in legal and (b, i) not in chosen:
            lines.append(f"{_label(b, i)} is allowed too.")
    return Feedback(False, " ".join(lines), RULE)


EXERCISE = Exercise(
    question=(
        "Anna's Steinmetz built the Taverne this round and has already placed one helper, in "
        "the Schmiede. She has 11 talers left. Where may her second helper go? Tick every "
        "allowed slot."
    ),
    kind="multi",
    options=tuple((_label(b, i), (b, i)) for b, i in SLOTS),
    check=check,
    hint="A free slot of a built building, a fee she can pay, and never two of her helpers "
    "into the same building in one round.",
    rule=RULE,
    position=QUIZ,
    right=(("markt", 1), ("taverne", 1)),
    wrong=(("markt", 1), ("schmiede", 1)),
)

LESSON = Lesson(
    id="12_helpers",
    title="Placing helpers",
    rulebook="Gehilfen einsetzen (placing helpers) · Die Personenkarten — Maurer, Steinmetz",
    rule=(
        "<p>Only the <b>Maurer</b> and the <b>Steinmetz</b> place helpers, and only if their "
        "owner has <b>built at least 1 building in this round</b>. Each card places up to "
        "<b>2 helpers</b>, never two of one player into the same building in one round (another "
        "round may add a second one).</p>",
        "<p>A helper goes onto a <b>free slot of a built building</b> — the Markt and the "
        "Schmiede are built from the start. Towers, houses and the well have no slots. Pay the "
        "slot's <b>Lehrgeld (helper fee)</b> to the bank; whoever cannot pay cannot place "
        "there.</p>",
        "<p>The helper comes from your supply, or is one of your <b>merchant helpers</b> taken "
        "off a cart or the rider. Helpers in buildings stay to the end and cannot be "
        "displaced; they score in the final scoring.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
