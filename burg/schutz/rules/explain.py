"""Why an action is illegal: the message key, its parameters and the rulebook section (the
section of docs/rules/schutz.md each names: §13).

The turn itself is checked here (game over, whose decision, which kind of decision); what an
action does wrong within its decision is told by the ``why_not_*`` function next to the
generator of its choices, found in the tables below.
"""

from __future__ import annotations

from collections.abc import Mapping

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    Action,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    TakeFromTower,
)
from burg.schutz.rules import building, cards, flow, helpers, scoring
from burg.schutz.rules.variant import VARIANTS, WhyNot
from burg.schutz.state import State

#: The turn structure, named for errors of the turn itself.
FLOW = "Spielablauf"

#: Why not, by kind of action: the summer game's, then every variant's own kinds (an action of
#: another variant is explained by its own rule all the same).
WHY_NOT: Mapping[type[Action], WhyNot] = {
    ChooseCards: flow.why_not_choose,
    ChooseWorkerPieces: cards.why_not_stock,
    PlaceTrader: cards.why_not_trader,
    TakeFromTower: cards.why_not_tower,
    BuyPiece: cards.why_not_buy,
    ChooseBuilding: building.why_not_build,
    Pay: building.why_not_pay,
    PlaceHelper: helpers.why_not_place,
    PalasConvert: scoring.why_not_palas,
    **{kind: why for v in VARIANTS.values() for kind, why in v.why_not.items()},
}

#: Why not, by decision: a variant's own phase explains every action answering it.
WHY_NOT_IN: Mapping[str, WhyNot] = {
    phase: ph.why_not for v in VARIANTS.values() for phase, ph in v.phases.items()
}


def explain(st: State, a: Action, legal: list[Action] | None = None) -> IllegalAction:
    """The error for an action that is not legal now (``legal``, the legal actions, is not
    needed: each ``why_not_*`` asks its own generator)."""
    try:
        return _explain(st, a)
    except Exception:  # malformed field types: never let a diagnosis crash
        return IllegalAction("action.malformed", detail=repr(a))


def _explain(st: State, a: Action) -> IllegalAction:
    d = flow.decision(st)
    p = a.player
    if d.kind is None:
        return IllegalAction("turn.game_over", rule="Die Schlusswertung")
    if p not in d.players:
        return IllegalAction(
            "turn.not_yours", rule=FLOW, player=p, waiting=list(d.players), step=d.kind
        )
    if d.kind not in a.answers:
        return IllegalAction("turn.wrong_step", rule=FLOW, step=d.kind, action=a.type)
    why = WHY_NOT_IN.get(d.kind) or WHY_NOT.get(type(a))
    if why is None:  # a pass or a step back is always legal where it answers
        return IllegalAction("action.not_legal", rule=FLOW)
    return why(st, a)
