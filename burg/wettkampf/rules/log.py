"""Recording transfers and facts as events while the rules change the state.

An event's ``round`` is the turn it happens in (1 for the first turn; 0 for the set-up).
Locations: ``"box"`` (before the set-up), ``"store"`` (the Materiallager: which slot is the
secret and is never named), ``"p0.wall"`` … ``"p3.wall"``, ``"out"`` (destroyed by a cannon).
Items: ``"card:<number>"`` and ``"start_tower"``.
"""

from __future__ import annotations

from burg.core.events import Log, NullLog, fact, recording, xfer

__all__ = ["Log", "NullLog", "card_item", "fact", "recording", "wall_loc", "xfer"]

STORE = "store"
OUT = "out"
BOX = "box"
_WALLS = tuple(f"p{p}.wall" for p in range(8))


def wall_loc(p: int) -> str:
    """The location of ``p``'s wall."""
    return _WALLS[p]


def card_item(number: int) -> str:
    """The item name of a numbered card."""
    return f"card:{number}"
