"""Actions of Der Wettkampf der Burgbaumeister: one class per kind, with a stable JSON form.

Every action names the seat that takes it and the decision it ``answers`` (``Game.pending``):

- ``{"type": "flip", "player": 0, "slot": 17}`` answers ``flip``: turn a face-down card up (§W6);
- ``{"type": "lay", "player": 0}`` answers ``decide``: at the right end of the wall (§W8, §W9);
- ``{"type": "return", "player": 0}`` answers ``decide``: face down, in the same slot (§W10);
- ``{"type": "wizard_insert", "player": 0, "position": 3}`` answers ``decide``: expert, the
  wizard (§W35–§W38);
- ``{"type": "fire", "player": 0, "card": 21}`` answers ``cannon``: expert, destroy an open
  card of an opponent (§W27–§W30);
- ``{"type": "hold_fire", "player": 0}`` answers ``cannon``: the cannon stays silent (§D9).

``position`` is the place in the wall the flipped card takes (the start tower is position 0, the
first laid card 1); ``card`` is the number of an opponent's card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from burg.core.actions import MALFORMED_RULE, Action, ActionSet, interned

__all__ = ["MALFORMED_RULE", "Action", "interned"]  # and the action classes below


@dataclass(frozen=True, slots=True)
class Flip(Action):
    """Turn the face-down card in ``slot`` (0-44, row by row) face up (§W6)."""

    slot: int
    type: ClassVar[str] = "flip"
    answers: ClassVar[tuple[str, ...]] = ("flip",)


@dataclass(frozen=True, slots=True)
class Lay(Action):
    """Lay the flipped card at the right end of one's wall (§W8, §W9)."""

    type: ClassVar[str] = "lay"
    answers: ClassVar[tuple[str, ...]] = ("decide",)


@dataclass(frozen=True, slots=True)
class Return(Action):
    """Turn the flipped card face down again in its slot (§W10)."""

    type: ClassVar[str] = "return"
    answers: ClassVar[tuple[str, ...]] = ("decide",)


@dataclass(frozen=True, slots=True)
class WizardInsert(Action):
    """Expert: the wizard puts the flipped card into the wall at ``position``, where the numbers
    still rise (§W35, §D25): the one place below the last card."""

    position: int
    type: ClassVar[str] = "wizard_insert"
    answers: ClassVar[tuple[str, ...]] = ("decide",)


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """Expert: the cannon just laid destroys the open card ``card`` of an opponent (§W27–§W30)."""

    card: int
    type: ClassVar[str] = "fire"
    answers: ClassVar[tuple[str, ...]] = ("cannon",)


@dataclass(frozen=True, slots=True)
class HoldFire(Action):
    """Expert: the cannon just laid does not fire (§W27 "may", §D9)."""

    type: ClassVar[str] = "hold_fire"
    answers: ClassVar[tuple[str, ...]] = ("cannon",)


ACTIONS = ActionSet(Flip, Lay, Return, WizardInsert, Fire, HoldFire)
action_from_json = ACTIONS.from_json
