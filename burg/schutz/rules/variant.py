"""Variants of the game as named records of hooks (like python-chess's ``chess/variant.py``).

The base flow (``flow``, ``helpers``, ``scoring``, ``explain``) plays the summer game and calls a
few hooks at fixed points; a variant is the record of what it does there. ``SUMMER`` does nothing;
``WINTER`` (Die Burg im Winter) is built from ``winter``'s functions. Every variant is listed in
``VARIANTS``; ``variant_of`` says which one a state plays. A new variant (the Wettkampf expert
game) is one more record here, with its rules in a module of its own: the base flow stays as it is.

Where each hook is called:

=================  ==========================================================================
``setup``          ``flow.new_state``: after the summer set-up, with the set-up's random source
``round_start``    ``flow.start_round``: after the start player's round taler
``before_reveal``  ``flow.advance``: all have chosen, before the reveal (True: it did something)
``phases``         ``flow.advance`` / ``decision`` / ``deciders`` / ``legal`` / ``perform`` and
                   ``explain``: the variant's own phases, each a ``Phase``
``before_trader``  ``flow.advance``: a Händler resolves, before he places (may ask a decision)
``steps``          ``flow.advance`` / ``legal``: the variant's own steps of a card, and their
                   choices
``extra_options``  ``flow``: offered before the Händler's places and the helper placements
``helper_places``  ``helpers``: places for helpers beside the buildings' slots, each a ``Place``
``actions``        ``flow.perform``: the variant's action kinds played in the summer steps
``why_not``        ``explain``: why such an action is not legal
``final_scoring``  ``scoring.start_final_scoring``: more rows, after the Markt, before the Palas
=================  ==========================================================================
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, NamedTuple

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    Action,
    PlaceHelper,
    RecallInnkeeper,
    ReturnMerchant,
)
from burg.schutz.data import GRANARY_FEE, INNKEEPER_FEE
from burg.schutz.rules import winter
from burg.schutz.rules.log import Log
from burg.schutz.state import State

#: Choices of one player (the legal actions of a decision, or some of them).
Choices = Callable[[State, int], Sequence[Action]]
#: Carries out one legal action.
Perform = Callable[[State, Log, Any], None]
#: Why an action is not legal (only asked when it is not).
WhyNot = Callable[[State, Any], IllegalAction]


class Phase(NamedTuple):
    """A phase of the game a variant adds (Die Burg im Winter: winter, woo, share).

    ``advance`` takes one automatic step, or returns the legal actions of the player who must
    decide (None: go on). ``deciders`` and ``card`` make the phase's ``Decision`` (whose kind is
    the phase's name); ``legal`` lists a player's actions (empty if he does not decide),
    ``perform`` carries one out, ``why_not`` explains an illegal one."""

    advance: Callable[[State, Log], list[Action] | None]
    deciders: Callable[[State], tuple[int, ...]]
    card: Callable[[State], str | None]
    legal: Callable[[State, int], list[Action]]
    perform: Perform
    why_not: WhyNot
    #: Whether this round's chosen cards still lie face down in this phase.
    face_down: bool = True


class Place(NamedTuple):
    """A place for helpers outside the buildings' slots (Die Burg im Winter: Dorfschänke,
    Kornspeicher), placed with Maurer or Steinmetz under the usual helper rules."""

    #: ``(state, player, sources, talers)``: the placements there now.
    choices: Callable[[State, int, list[str], int], list[PlaceHelper]]
    fee: int
    #: ``(state, log, player)``: the helper (paid for, taken from its source) moves in.
    occupy: Callable[[State, Log, int], None]
    why_not: WhyNot


def _nothing(*_args: object) -> None:
    return None


def _no(*_args: object) -> bool:
    return False


def _none(*_args: object) -> tuple[()]:
    return ()


_EMPTY: Mapping[Any, Any] = MappingProxyType({})


def _empty() -> Mapping[Any, Any]:
    return _EMPTY


@dataclass(frozen=True, slots=True, eq=False)
class Variant:
    """One variant of the game: the hooks the base flow calls (see the module's table).
    Every hook defaults to doing nothing, so ``Variant("summer")`` is the summer game. Each
    variant is one record, equal only to itself."""

    name: str
    setup: Callable[[State, random.Random], None] = _nothing
    round_start: Callable[[State, Log], None] = _nothing
    before_reveal: Callable[[State, Log], bool] = _no
    phases: Mapping[str, Phase] = field(default_factory=_empty)
    #: ``(state, log, player)``: the Händler's choices if the hook makes him decide (it then
    #: sets ``st.step`` to one of ``steps``), else an empty list.
    before_trader: Callable[[State, Log, int], Sequence[Action]] = _none
    steps: Mapping[str, Choices] = field(default_factory=_empty)
    extra_options: Choices = _none
    helper_places: Mapping[str, Place] = field(default_factory=_empty)
    actions: Mapping[type[Action], Perform] = field(default_factory=_empty)
    why_not: Mapping[type[Action], WhyNot] = field(default_factory=_empty)
    #: ``state``: rows ``(key, VP per seat, event detail)`` of the final scoring.
    final_scoring: Callable[[State], Sequence[tuple[str, list[int], tuple[Any, ...]]]] = _none


#: The summer game (Im Schutze der Burg): every hook does nothing.
SUMMER = Variant("summer")

#: Die Burg im Winter: the winter deck, the six winter cards and their places.
WINTER = Variant(
    "winter",
    setup=winter.setup,
    round_start=winter.start_round,
    before_reveal=winter.before_reveal,
    phases=MappingProxyType(
        {
            "winter": Phase(
                winter.advance_answers,
                winter.queue_head,
                winter.drawn_card,
                winter.legal_answers,
                winter.answer,
                winter.why_not_answer,
            ),
            "woo": Phase(
                winter.advance_wooing,
                winter.queue_head,
                winter.lady_card,
                winter.legal_wooing,
                winter.perform_wooing,
                winter.why_not_woo,
            ),
            "share": Phase(
                winter.advance_sharing,
                winter.queue_head,
                winter.lady_card,
                winter.legal_sharing,
                winter.perform_sharing,
                winter.why_not_share,
            ),
        }
    ),
    before_trader=winter.before_trader,
    steps=MappingProxyType({"toll": winter.toll_choices}),
    extra_options=winter.recall_choice,
    helper_places=MappingProxyType(
        {
            winter.INN: Place(
                winter.inn_choices, INNKEEPER_FEE, winter.occupy_inn, winter.why_not_place
            ),
            winter.GRANARY: Place(
                winter.granary_choices,
                GRANARY_FEE,
                winter.occupy_granary,
                winter.why_not_place,
            ),
        }
    ),
    actions=MappingProxyType(
        {ReturnMerchant: winter.perform_toll, RecallInnkeeper: winter.perform_recall}
    ),
    why_not=MappingProxyType(
        {ReturnMerchant: winter.why_not_toll, RecallInnkeeper: winter.why_not_recall}
    ),
    final_scoring=winter.final_scoring,
)

#: Every variant, by name.
VARIANTS: Mapping[str, Variant] = MappingProxyType({v.name: v for v in (SUMMER, WINTER)})

#: Every variant's helper places, by name (an illegal placement there is explained by its
#: variant even in another game: "not in play").
HELPER_PLACES: Mapping[str, Place] = MappingProxyType(
    {b: place for v in VARIANTS.values() for b, place in v.helper_places.items()}
)

#: The phases in which this round's chosen cards lie face down: the choice, and every variant's
#: phases marked so.
FACE_DOWN_PHASES: tuple[str, ...] = (
    "choose",
    *(name for v in VARIANTS.values() for name, ph in v.phases.items() if ph.face_down),
)


def variant_for(winter_game: bool) -> Variant:
    """The variant of a new game: Die Burg im Winter if ``winter_game``, else the summer game."""
    return WINTER if winter_game else SUMMER


def variant_of(st: State) -> Variant:
    """The variant ``st`` plays: the state says it with ``st.winter`` (set by ``WINTER.setup``;
    a third variant will need the state to name it)."""
    return WINTER if st.winter else SUMMER
