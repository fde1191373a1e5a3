"""Recording events while the rules change the state.

An event's ``round`` is the turn it happens in (1 for the first; 0 for the set-up). Transfers
move followers (item ``"follower"``) between ``"p0"``/``"p1"`` (supply) and ``"board"``, points
(item ``"points"``) from ``"score"`` to a player, castle tiles (item ``"tile"``) from ``"box"``
to ``"stack"``, to ``"drawn"`` and on to ``"board"`` or ``"out"``, wall tiles (``"wall_tile"``)
from ``"box"`` to ``"tower"``, a player's ``"p0.wall_tiles"``, ``"used"`` or ``"out"``. A tile
face up is named in the event's ``card`` (the drawn tile, a wall tile taken); face-down ones never
are. Other events are facts.
"""

from __future__ import annotations

from burg.core.events import Log, NullLog, fact, recording, xfer

__all__ = ["Log", "NullLog", "fact", "recording", "xfer"]
