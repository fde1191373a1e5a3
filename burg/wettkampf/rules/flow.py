"""The turn sequence (§4): who decides what, the legal actions, carrying one out.

=========  =============  ===================================================  ===============
phase      who            legal actions                                        next
=========  =============  ===================================================  ===============
flip       active player  ``flip(slot)`` for every face-down card (§W6)         decide
decide     active player  ``lay`` if it fits (§W9); ``return`` (§W10); expert:   cannon or check
                          ``wizard_insert`` (§W35–§W38)
cannon     active player  expert: ``fire(card)`` per open card of an           check
                          opponent (§W29); ``hold_fire`` (§D9)
check      the engine     9th card, nobody can lay, stall guard (``end``);     flip or over
                          else the left neighbour's turn (§W11)
=========  =============  ===================================================  ===============

The flow is explicit data in the state (phase, active player, flipped slot), so any moment can
be saved and loaded. The expert variant changes it only through its record of hooks
(``variant``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from burg.core.errors import IllegalAction
from burg.wettkampf.actions import Action, Flip, Lay, Return
from burg.wettkampf.rules import end, turn
from burg.wettkampf.rules.log import Log
from burg.wettkampf.rules.variant import VARIANTS, WhyNot, variant_of
from burg.wettkampf.state import State

FLOW = turn.FLOW


class Decision(NamedTuple):
    """Who must decide what now. ``kind``: ``flip``, ``decide`` (the flipped card: lay, put
    back or, expert, insert with the wizard), ``cannon`` (expert: fire or hold fire); ``None``
    when the game is over. ``slot`` and ``number``: the flipped card (decide), the cannon that
    fires (cannon: ``number``)."""

    kind: str | None
    players: tuple[int, ...]
    slot: int | None = None
    number: int | None = None


def decision(st: State) -> Decision:
    """Who must decide what now."""
    phase = st.phase
    if phase == "over":
        return Decision(None, ())
    if phase == "decide":
        return Decision("decide", (st.active,), st.flipped, st.store[st.flipped])
    if phase == "cannon":
        return Decision("cannon", (st.active,), None, st.cannon)
    return Decision(phase, (st.active,))


def deciders(st: State) -> tuple[int, ...]:
    """``decision(st).players``: the active player, until the game is over."""
    return () if st.phase == "over" else (st.active,)


def legal(st: State, p: int) -> list[Action]:
    """Every legal action of player ``p`` now (empty if he has nothing to decide)."""
    if p != st.active:
        return []
    phase = st.phase
    if phase == "flip":
        return turn.flips(st, p)
    if phase == "decide":
        options = turn.decide_options(st, p)
        extra = variant_of(st).decide_options(st, p, turn.flipped_number(st))
        return [*options[:-1], *extra, options[-1]] if extra else options  # put back: last
    extra_phase = variant_of(st).phases.get(phase)
    return [] if extra_phase is None else list(extra_phase.legal(st, p))


def perform(st: State, log: Log, a: Action) -> list[Action] | None:
    """Carry out a legal action; then, unless a decision of this turn is pending, end the turn
    (§W11). Returns the next decider's legal actions where they are listed on the way."""
    variant = variant_of(st)
    if type(a) is Flip:
        turn.flip(st, log, a)
        return legal(st, a.player)
    entered: int | None
    if type(a) is Lay:
        entered = turn.lay(st, log, a)
    elif type(a) is Return:
        turn.put_back(st, log, a)
        entered = None
    elif st.phase == "decide":  # the variant's own choices for the flipped card
        entered = variant.actions[type(a)](st, log, a)
    else:  # the variant's own decision (the cannon)
        entered = variant.phases[st.phase].perform(st, log, a)
    if entered and variant.on_enter(st, log, a.player, entered):
        return legal(st, a.player)  # a decision of this turn (the cannon fires now, §W28)
    return end_turn(st, log)


def end_turn(st: State, log: Log) -> list[Action] | None:
    """The checks after a complete turn (``end.check``); else the left neighbour's turn (§W11)."""
    how = end.check(st)
    if how:
        end.finish(st, log, how)
        st.turn += 1
        return None
    st.turn += 1
    st.active = (st.active + 1) % st.n
    st.phase = "flip"
    st.flipped = -1
    return turn.flips(st, st.active)


# --- why an action is not legal -----------------------------------------------------------------
#: Why not, by kind of action: the basic game's, then every variant's own kinds (an action of
#: the expert variant in a basic game is explained by its own rule all the same).
WHY_NOT: Mapping[type[Action], WhyNot] = {
    Flip: turn.why_not_flip,
    Lay: turn.why_not_lay,
    **{k: why for v in VARIANTS.values() for k, why in v.why_not.items()},
}
#: Why not, by decision: a variant's own decision explains every action answering it.
WHY_NOT_IN: Mapping[str, WhyNot] = {
    phase: ph.why_not for v in VARIANTS.values() for phase, ph in v.phases.items()
}
#: The steps' names in the rulebook's sections, for errors of the turn itself.
_STEP_RULE = {"flip": FLOW, "decide": FLOW, "cannon": "Kanone"}


def explain(st: State, a: Action) -> IllegalAction:
    """The error for an action that is not legal now."""
    try:
        return _explain(st, a)
    except Exception:  # malformed field values: never let a diagnosis crash
        return IllegalAction("action.malformed", rule=FLOW, detail=repr(a))


def _explain(st: State, a: Action) -> IllegalAction:
    d = decision(st)
    if d.kind is None:
        return IllegalAction("wettkampf.turn.game_over", rule=end.RULE)
    if a.player != st.active:
        return IllegalAction(
            "wettkampf.turn.not_yours", rule=FLOW, player=a.player, active=st.active
        )
    if d.kind not in a.answers:
        return IllegalAction(
            "wettkampf.turn.wrong_step", rule=_STEP_RULE[d.kind], step=d.kind, action=a.type
        )
    why = WHY_NOT_IN.get(d.kind) or WHY_NOT.get(type(a))
    if why is None:  # putting back and holding fire are always legal where they answer
        return IllegalAction("action.not_legal", rule=FLOW)
    return why(st, a)
