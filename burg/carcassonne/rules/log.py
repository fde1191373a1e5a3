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

from typing import Any

from burg.carcassonne.state import State
from burg.core.events import Event, Log, NullLog, recording

__all__ = ["Log", "NullLog", "fact", "recording", "xfer"]


def xfer(
    log: Log,
    st: State,
    item: str,
    src: str,
    dst: str,
    reason: str,
    player: int | None = None,
    count: int = 1,
    detail: tuple[Any, ...] = (),
    card: str | None = None,
) -> None:
    """Record a transfer of ``count`` ``item`` (the caller has already changed the state);
    ``card``: which tile it is, when it is face up."""
    if log.__class__ is not NullLog:
        log.append(Event("transfer", st.turn, reason, player, card, item, count, src, dst, detail))


def fact(
    log: Log, st: State, kind: str, player: int | None = None, detail: tuple[Any, ...] = ()
) -> None:
    """Record a fact of the game that moves nothing."""
    if log.__class__ is not NullLog:
        log.append(Event(kind, st.turn, kind, player, None, None, 0, None, None, detail))
