"""Recording transfers and facts as events while the rules change the state."""

from __future__ import annotations

from typing import Any

from burg.core.events import Event, Log, NullLog, recording
from burg.schutz.state import State

__all__ = ["Log", "NullLog", "fact", "recording", "xfer"]


def xfer(
    log: Log,
    st: State,
    item: str,
    count: int,
    src: str,
    dst: str,
    reason: str,
    player: int | None = None,
    card: str | None = None,
    detail: tuple[Any, ...] = (),
) -> None:
    """Record a transfer (the caller has already changed the state)."""
    if count and log.__class__ is not NullLog:  # recording(log), inlined: this is hot
        log.append(Event("transfer", st.round, reason, player, card, item, count, src, dst, detail))


def fact(
    log: Log,
    st: State,
    kind: str,
    player: int | None = None,
    card: str | None = None,
    detail: tuple[Any, ...] = (),
) -> None:
    """Record a fact of the game that moves nothing (a reveal, a building built, a pass)."""
    if log.__class__ is not NullLog:
        log.append(Event(kind, st.round, kind, player, card, None, 0, None, None, detail))
