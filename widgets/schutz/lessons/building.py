"""Lesson 11: building — exact value, at least three kinds, silver via the forge."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseBuilding, Pay
from burg.schutz.data import BUILD_KINDS, BUILDING_TYPES, POINTS
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

RULE = "Bauwerke errichten (building) — Zahlung in Rohstoffen, Silber tauschen (paying, silver)"


def _position(pieces: dict[str, int], step: str, building: str | None = None) -> dict[str, Any]:
    flow: dict[str, Any] = {"phase": "resolve", "current": ["steinmetz", 0], "step": step}
    if building:
        flow["building"] = building
    return position(
        round=6,
        start_player=2,
        players=[
            player("Anna", 4, 14, pieces, chosen=["steinmetz"], discard=["bote", "steinmetz"]),
            player(
                "Ben",
                6,
                12,
                {"sand": 1},
                chosen=["baumeister"],
                discard=["haendler", "maurer", "baumeister"],
            ),
            player("Carl", 12, 15, {"wood": 1}, chosen=["bote"], discard=["bote"]),
        ],
        tower=dict(START_TOWER),
        built={"haus_1": 1, "turm_1": 2},
        flow=flow,
    )


EXAMPLE = Example(
    position=_position({"sand": 3, "wood": 2, "clay": 1, "silver": 2}, "build"),
    intro=(
        "Round 6. Anna's Steinmetz builds. She holds 3 sand, 2 wood, 1 clay and 2 silver bars: "
        "11 building points, plus whatever her silver fetches from the carts."
    ),
    steps=(
        Step(ChooseBuilding(0, "stall"), "Step 1: she chooses the Stall, building value 18."),
        Step(
            Pay(0, "stall", (3, 3, 1, 1), (0, 1, 0, 1)),
            "Step 2: she pays exactly 18. Her 2 silver bars go into the forge; for them she takes "
            "1 wood and 1 stone from the carts and spends them at once: 3 sand + 3 wood + 1 clay "
            "+ 1 stone = 3 + 6 + 4 + 5 = 18, four kinds. The paid pieces go back to the carts; "
            "the silver stays in the forge to the end. 14 VP for the Steinmetz — and Ben's "
            "Baumeister will score 5 VP for her building.",
        ),
    ),
    flow=True,
)

QUIZ = _position({"sand": 5, "wood": 3, "clay": 2, "stone": 1, "silver": 1}, "payment", "stall")
_VALUE = BUILDING_TYPES["stall"].value


def as_payment(pos: dict[str, Any], pieces: tuple[int, int, int, int]) -> Pay:
    """The payment of ``pieces`` (sand, wood, clay, stone), pieces the player lacks bought
    with silver."""
    own = pos["players"][0]["pieces"]
    conv = tuple(max(0, n - own.get(k, 0)) for k, n in zip(BUILD_KINDS, pieces, strict=True))
    return Pay(0, "stall", tuple(pieces), conv)  # type: ignore[arg-type]


def check(answer: Any) -> Feedback:
    """Is ``answer`` (sand, wood, clay, stone) a legal payment for the Stall? The engine lists
    every legal payment and names the problem of any other."""

    try:
        pieces = tuple(int(x) for x in answer)
    except (TypeError, ValueError):
        return Feedback(False, "Enter a number of pieces for each kind.", RULE)
    if len(pieces) != 4 or min(pieces) < 0:
        return Feedback(False, "Enter a number (0 or more) for each of the four kinds.", RULE)
    g = game_at(QUIZ)
    legal = [a for a in g.legal_actions(0) if isinstance(a, Pay) and a.pieces == pieces]
    points = sum(POINTS[k] * pieces[k] for k in range(4))
    if legal:
        silver = sum(legal[0].from_silver)
        extra = " Your silver bar buys the piece you lack from the carts." if silver else ""
        return Feedback(
            True,
            f"Right: {points} building points from {sum(1 for n in pieces if n)} kinds.{extra}",
            RULE,
        )
    pay = as_payment(QUIZ, pieces)  # type: ignore[arg-type]
    # the engine lists every legal payment (above) and names the problem of any other
    problem = g.why_not(pay)
    if problem is None or problem.key == "action.not_legal":  # pragma: no cover
        return Feedback(False, "The engine does not accept this payment.", RULE)
    return Feedback(False, problem.render(), RULE)


EXERCISE = Exercise(
    question=(
        f"Anna builds the Stall (building value {_VALUE}). She holds 5 sand, 3 wood, 2 clay, "
        "1 stone and 1 silver. How does she pay? Enter the pieces of each kind she pays "
        "(silver may fetch one piece she lacks from the carts)."
    ),
    kind="payment",
    check=check,
    hint="Sand 1, wood 2, clay 4, stone 5 points. Exactly 18 — no overpaying — from at least "
    "3 different kinds.",
    rule=RULE,
    position=QUIZ,
    right=(3, 1, 2, 1),
    wrong=(0, 0, 2, 2),
)

LESSON = Lesson(
    id="11_building",
    title="Building: exact value, three kinds, silver",
    rulebook="Bauwerke errichten (building): Zahlung in Rohstoffen, Silber tauschen",
    rule=(
        "<p>Maurer, Steinmetz and Arbeiter may build up to 2 buildings each. Choose an unbuilt "
        "building template, then pay its <b>Bauwert (building value)</b>: sand is worth 1, wood "
        "2, clay 4, stone 5 building points.</p>",
        "<p>Pay the value <b>exactly</b> — overpaying is not allowed — with pieces of "
        "<b>at least 3 different kinds</b>. Each building is paid separately. Paid pieces go "
        "back onto the carts. <i>Rulebook example: the Stall (value 18) for 2 stone + 1 clay + "
        "4 sand.</i></p>",
        "<p><b>Silver</b> has no building points. While paying, you may put silver bars into "
        "the <b>Schmiede (forge)</b> and take, per bar, one piece of your choice from the "
        "carts, which you spend in that same payment. The silver stays in the forge to the "
        "end, where it scores for the forge's helpers.</p>",
        "<p>Three ways to build, three rewards: the Maurer earns talers, the Steinmetz the full "
        "VP, the Arbeiter half of them.</p>",
    ),
    example=EXAMPLE,
    exercise=EXERCISE,
)
