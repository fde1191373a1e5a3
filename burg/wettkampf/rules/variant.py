"""The basic game and the expert variant as named records of hooks (like the winter game of
Im Schutze der Burg, ``burg/schutz/rules/variant.py``, and python-chess's ``chess/variant.py``).

The base flow (``flow``, ``end``) plays the basic game (Grundspiel) and calls these hooks at
fixed points; the expert variant (Spielvariante für erfahrene Burgbaumeister, §W18–§W43) is the
record of what it does there. ``BASIC`` does nothing.

====================  ========================================================================
``decide_options``    ``flow.legal``: more choices for the flipped card (the wizard, §W35)
``on_enter``          ``flow.perform``: a card entered a wall (the cannon fires, §W27, §W32);
                      True if a decision is pending now
``can_lay_anything``  ``end.blocked``: a player who can lay whatever lies in the store (§W41)
``rank_key``          ``end.ranking``: what decides the winner, then the highest last card
                      (§W16: cards; §W42: points)
``score``             the points of a wall (§W21–§W26), ``None`` in the basic game
``phases``            ``flow``: the variant's own decisions (the cannon), each a ``Phase``
``actions``           ``flow.perform``: the variant's action kinds in the base decisions
``why_not``           ``flow.explain``: why such an action is not legal
====================  ========================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, NamedTuple, cast

from burg.core.errors import IllegalAction
from burg.wettkampf.actions import Action, Fire, HoldFire, WizardInsert
from burg.wettkampf.rules import cannon, scoring, wizard
from burg.wettkampf.rules.log import Log
from burg.wettkampf.state import State

#: Carries out one legal action; returns the number of a card that entered a wall, if any.
Perform = Callable[[State, Log, Any], int | None]
#: Why an action is not legal (only asked when it is not).
WhyNot = Callable[[State, Any], IllegalAction]


class Phase(NamedTuple):
    """A decision a variant adds (the cannon): the legal actions of a player (empty if he does
    not decide), carrying one out, and why one is not legal."""

    legal: Callable[[State, int], Sequence[Action]]
    perform: Perform
    why_not: WhyNot


def _none(*_args: object) -> tuple[()]:
    return ()


def _no(*_args: object) -> bool:
    return False


def _no_score(*_args: object) -> None:
    return None


def _by_cards(st: State, p: int) -> tuple[int, int]:
    """§W16: most cards, then the highest last card."""
    return len(st.walls[p]), st.last(p)


def _by_points(st: State, p: int) -> tuple[int, int]:
    """§W42, §W43: most points, then the highest last card."""
    return scoring.score(st, p).points, st.last(p)


_EMPTY: Mapping[Any, Any] = MappingProxyType({})


def _empty() -> Mapping[Any, Any]:
    return _EMPTY


@dataclass(frozen=True, slots=True, eq=False)
class Variant:
    """One way to play (see the module's table). Every hook defaults to the basic game."""

    name: str
    decide_options: Callable[[State, int, int], Sequence[Action]] = _none
    on_enter: Callable[[State, Log, int, int], bool] = _no
    can_lay_anything: Callable[[State, int], bool] = _no
    rank_key: Callable[[State, int], tuple[int, int]] = _by_cards
    score: Callable[[State, int], scoring.Score | None] = _no_score
    phases: Mapping[str, Phase] = field(default_factory=_empty)
    actions: Mapping[type[Action], Perform] = field(default_factory=_empty)
    why_not: Mapping[type[Action], WhyNot] = field(default_factory=_empty)


def _fire(st: State, log: Log, a: Fire | HoldFire) -> None:
    if type(a) is Fire:
        cannon.fire(st, log, a)
    else:
        cannon.hold_fire(st, log, cast(HoldFire, a))


def _why_not_cannon(st: State, a: Any) -> IllegalAction:
    return cannon.why_not_fire(st, a)  # hold_fire is always legal: only a shot is refused


#: The basic game (Grundspiel): figures have no effect (§W12).
BASIC = Variant("basic")

#: The expert variant: points per card and figure, the cannon, the towers, the wizard.
EXPERT = Variant(
    "expert",
    decide_options=wizard.insert_options,
    on_enter=cannon.on_enter,
    can_lay_anything=wizard.available,
    rank_key=_by_points,
    score=scoring.score,
    phases=MappingProxyType({"cannon": Phase(cannon.fire_options, _fire, _why_not_cannon)}),
    actions=MappingProxyType({WizardInsert: wizard.insert}),
    why_not=MappingProxyType({WizardInsert: wizard.why_not_insert}),
)

VARIANTS: Mapping[str, Variant] = MappingProxyType({v.name: v for v in (BASIC, EXPERT)})


def variant_of(st: State) -> Variant:
    """The variant ``st`` plays."""
    return EXPERT if st.expert else BASIC
