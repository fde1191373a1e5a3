"""Actions of Carcassonne – Die Burg: one class per kind, with a stable JSON form.

- ``{"type": "place", "player": 0, "cell": [3, 4], "rotation": 1}`` answers ``place``: lay the
  drawn tile (§2.3);
- ``{"type": "follower", "player": 0, "feature": "P1"}`` answers ``follower``: a follower on a
  feature of the tile just placed (§3.1); ``{"type": "no_follower", "player": 0}``: none;
- ``{"type": "score", "player": 0, "feature": "3,4:T1"}`` answers ``score``: score that completed
  feature (named "row,col:id" by a tile it lies on) next (§3.2, §C5); ``score_double``: tile 2
  (tower) or 3 (house) (§4.3);
- ``{"type": "extra_turn", "player": 0}`` / ``{"type": "end_turn", "player": 0}`` answer
  ``extra``: play wall tile 1 for a second turn, or not (§4.3, §C6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from burg.core.actions import MALFORMED_RULE, Action, ActionSet, interned

__all__ = ["MALFORMED_RULE", "Action", "interned"]  # and the action classes below


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Lay the drawn tile on ``cell`` (row, col), turned ``rotation`` quarter turns (§2.3)."""

    cell: tuple[int, int]
    rotation: int
    type: ClassVar[str] = "place"
    answers: ClassVar[tuple[str, ...]] = ("place",)


@dataclass(frozen=True, slots=True)
class Follower(Action):
    """Put a follower on feature ``feature`` of the tile just placed (§3.1)."""

    feature: str
    type: ClassVar[str] = "follower"
    answers: ClassVar[tuple[str, ...]] = ("follower",)


@dataclass(frozen=True, slots=True)
class NoFollower(Action):
    """Place no follower this turn (§3 step 2)."""

    type: ClassVar[str] = "no_follower"
    answers: ClassVar[tuple[str, ...]] = ("follower",)


@dataclass(frozen=True, slots=True)
class Score(Action):
    """Score the completed feature ``feature`` ("row,col:id") next (§3.2, §C5)."""

    feature: str
    type: ClassVar[str] = "score"
    answers: ClassVar[tuple[str, ...]] = ("score",)


@dataclass(frozen=True, slots=True)
class ScoreDouble(Action):
    """Score ``feature`` next, doubled by wall tile 2 (tower) or 3 (house) (§4.3)."""

    feature: str
    type: ClassVar[str] = "score_double"
    answers: ClassVar[tuple[str, ...]] = ("score",)


@dataclass(frozen=True, slots=True)
class ExtraTurn(Action):
    """Play wall tile 1: a second complete turn right away (§4.3, §C6)."""

    type: ClassVar[str] = "extra_turn"
    answers: ClassVar[tuple[str, ...]] = ("extra",)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Keep wall tile 1 and end the turn (§4.3)."""

    type: ClassVar[str] = "end_turn"
    answers: ClassVar[tuple[str, ...]] = ("extra",)


ACTIONS = ActionSet(Place, Follower, NoFollower, Score, ScoreDouble, ExtraTurn, EndTurn)
action_from_json = ACTIONS.from_json
