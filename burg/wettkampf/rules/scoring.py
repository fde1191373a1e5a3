"""Scoring of the expert variant (Spielvariante: Ende der Spielvariante), §W19–§W26: points
are counted at the end for the cards in the wall at that time (§W20).

    points = cards + 3·king + 3·queen + knights + ladies + min(knights, ladies) + ravens

with ``cards`` the laid cards (the start tower scores nothing, §D4), a knight-lady pair per
``min(knights, ladies)`` (§D8) and ravens counted by figures, not cards (§W25). The numbers come
from ``data/cards.toml``; which card shows which figure from the game's ``CardTable``.
"""

from __future__ import annotations

from typing import NamedTuple

from burg.wettkampf.data import (
    CARD_POINTS,
    FIGURE_POINTS,
    PAIR_POINTS,
    START_TOWER_POINTS,
    CardTable,
)
from burg.wettkampf.state import State


class Score(NamedTuple):
    """What a wall scores, and why (§W21–§W26)."""

    cards: int
    king: int
    queen: int
    knights: int
    ladies: int
    pairs: int
    ravens: int
    bonus: int
    points: int


def score_wall(wall: list[int], cards: CardTable) -> Score:
    """The points of a wall of laid cards (§W21–§W26); tests call it with explicit figures."""
    count = dict.fromkeys(FIGURE_POINTS, 0)
    figures = cards.figures
    for c in wall:
        for f in figures[c]:
            count[f] += 1
    pairs = min(count["knight"], count["lady"])  # §W24, §D8: each pair +1
    bonus = sum(k * FIGURE_POINTS[f] for f, k in count.items()) + pairs * PAIR_POINTS
    points = len(wall) * CARD_POINTS + START_TOWER_POINTS + bonus
    return Score(
        len(wall),
        count["king"],
        count["queen"],
        count["knight"],
        count["lady"],
        pairs,
        count["raven"],
        bonus,
        points,
    )


def score(st: State, p: int) -> Score:
    """Player ``p``'s points now (§W42: the winner has most at the end)."""
    return score_wall(st.walls[p], st.cards)
