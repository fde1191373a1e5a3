"""Events: every transfer of pieces, talers, VP, helpers and cards, and the facts of the game.

A transfer moves ``count`` of ``item`` from location ``src`` to ``dst``. Locations are strings,
named by each game; Im Schutze der Burg's are:
``"bank"``, ``"fields"`` (round fields), ``"box"`` (before set-up), ``"out"`` (out of the game),
``"carts"`` (general supply: carts and rider), ``"tower"``, ``"forge"``, ``"score"`` (source of VP),
``"p0"`` … ``"p3"`` (a player's supply; also holds the player's VP), ``"p0.hand"``,
``"p0.played"``, ``"p0.discard"`` (a player's cards), ``"worker:0:arbeiter_c"`` (pieces on a worker
card), ``"cart:sand"`` … ``"cart:rider"`` (merchant helpers), ``"slot:taverne:0"`` (a helper slot).

Items: the five piece kinds, ``"taler"``, ``"vp"``, ``"helper"``, and ``"card:<card>"``.
Summing the transfers into and out of ``"pN"`` reproduces that player's holdings at any point.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol


class Event(NamedTuple):
    """One thing that happened. ``kind`` is ``"transfer"`` or the name of a game fact."""

    kind: str
    round: int
    reason: str
    player: int | None = None
    card: str | None = None
    item: str | None = None
    count: int = 0  # type: ignore[assignment]  # the field shadows tuple.count: our word for it
    src: str | None = None
    dst: str | None = None
    detail: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """A plain dict with the same fields."""
        d = self._asdict()
        d["detail"] = list(self.detail)
        return d


def player_loc(p: int) -> str:
    """Location of player ``p``'s supply."""
    return f"p{p}"


def totals_from_events(events: list[Event], location: str) -> dict[str, int]:
    """Net amount of every item held at ``location``, summed over the transfers."""
    out: dict[str, int] = {}
    for e in events:
        item = e.item
        if e.kind != "transfer" or item is None:  # every transfer names its item
            continue
        if e.dst == location:
            out[item] = out.get(item, 0) + e.count
        if e.src == location:
            out[item] = out.get(item, 0) - e.count
    return out


class Log(Protocol):
    """Where events go: a list, or a ``NullLog`` when nobody listens."""

    def append(self, event: Event, /) -> None: ...


class NullLog:
    """Drops every event (fast simulations)."""

    def append(self, event: Event, /) -> None:
        pass


def recording(log: Log) -> bool:
    """Whether anybody listens (else building events is wasted work)."""
    return log.__class__ is not NullLog
