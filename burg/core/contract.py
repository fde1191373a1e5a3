"""The contract every game keeps, as code: what its state, its ``pending`` decision and its
positions module provide (runtime-checkable ``Protocol``s), and the one result every game gives
(``Result``). The ``Game`` base (``burg.core.game``) declares the rest as abstract members; the
conformance test checks every game against both. ``burg.reference.nim`` is the worked example.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Self, runtime_checkable

if TYPE_CHECKING:
    from burg.core.game import Game


@runtime_checkable
class Decision(Protocol):
    """Who must decide what now (``Game.pending``): ``kind`` names the decision (``None`` once
    the game is over), ``players`` the seats that must answer it (all at once if several)."""

    @property
    def kind(self) -> str | None: ...

    @property
    def players(self) -> tuple[int, ...]: ...


@runtime_checkable
class State(Protocol):
    """A game's state: plain values, cheap to copy. Only the game's own rules read it."""

    @property
    def n(self) -> int:
        """Number of players."""
        ...

    def copy(self) -> Self:
        """A copy sharing nothing mutable (undo, replay and searches rely on it)."""
        ...


@runtime_checkable
class Positions(Protocol):
    """The module named by ``Game.POSITIONS``: reads and writes the game's files."""

    def load_save(self, data: Any, *, record_events: bool = ...) -> Game:
        """A game from a save or position file; ``PositionError`` for a damaged one."""
        ...

    def state_to_dict(self, st: Any) -> dict[str, Any]:
        """A state as a position file's JSON."""
        ...

    def check_seats(self, value: Any, n: int) -> list[str]:
        """``value`` checked as who plays each of ``n`` seats; ``PositionError`` if not."""
        ...


@dataclass(frozen=True, slots=True)
class Result:
    """How each seat did (``Game.result()``): one entry per seat in ``scores`` and ``ranks``.

    ``ranks``: 1 is first; tied seats share a rank, by the game's own tie-breaks. ``winners``:
    the seats ranked 1. ``final``: the game is over; before that the result is the standing as
    the scores are now (no final scoring applied), a guide for searches, not an outcome.
    """

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    final: bool

    @classmethod
    def of(cls, scores: Sequence[int], ranks: Sequence[int], *, final: bool) -> Result:
        """The result of these scores and ranks (per seat); the winners are the seats ranked 1."""
        return cls(
            tuple(scores), tuple(ranks), tuple(p for p, r in enumerate(ranks) if r == 1), final
        )

    @classmethod
    def by_score(cls, scores: Sequence[int], *, final: bool) -> Result:
        """Most points first, equal points share a rank (for a game with no other tie-break)."""
        return cls.of(scores, [1 + sum(o > s for o in scores) for s in scores], final=final)
