"""Turm (tower protection), §W33–§W34; expert variant only.

Towers, and every card between two towers, are safe from cannons; the start tower counts as a
tower (§W33, R). With ``t`` the position of the rightmost tower (0: the start tower alone),
positions 0…t are protected and the cards right of it are open (§D11, F). Towers are never
destroyed, so the protected part never shrinks (§W34).
"""

from __future__ import annotations

from burg.wettkampf.state import State


def protected_upto(st: State, p: int) -> int:
    """The position of the rightmost tower in ``p``'s wall: 0 (the start tower) if he has laid
    no tower card. Positions 0 up to it are protected (§W33)."""
    wall = st.walls[p]
    tower = st.cards.tower
    for i in range(len(wall) - 1, -1, -1):
        if tower[wall[i]]:
            return i + 1
    return 0


def open_cards(st: State, p: int) -> list[int]:
    """The cards of ``p``'s wall a cannon may hit: those right of the rightmost tower (§W33)."""
    return st.walls[p][protected_upto(st, p) :]
