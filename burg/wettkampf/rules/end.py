"""Ende des Spiels (the end) and the Sonderfall (special case), §W14–§W17 and §W40–§W43.

After every complete turn (its cannon shot included, §D12) the engine checks, in this order:
a wall with 9 laid cards ends the game at once (§W14); nobody able to lay any card left in the
Materiallager ends it (§W15, §W41; checked with the engine's knowledge, §D17, §D18); the stall guard
ends it after ``max_turns`` turns (§W17, §D19). Then the face-down cards are shown (§H8) and every
player is scored.

The winner: in the basic game the most cards, then the highest last card (§W16) -- the player
who laid his 9th card has the most; in the expert variant the most points, then the highest
last card (§W42, §W43, §D21). Players still level share the place (§D20).
"""

from __future__ import annotations

from typing import NamedTuple

from burg.wettkampf.data import CARDS_TO_WIN
from burg.wettkampf.rules.log import Log, fact
from burg.wettkampf.rules.variant import Variant, variant_of
from burg.wettkampf.state import State

RULE = "Ende des Spiels"
SPECIAL_CASE = "Sonderfall"


class Standing(NamedTuple):
    """One player's place at the end: ``rank`` 1 is a winner (shared if tied, §D20)."""

    seat: int
    rank: int
    cards: int
    last: int
    points: int | None  # expert variant only


def blocked(st: State, variant: Variant) -> bool:
    """§W15, §W41 (§D17): no player can lay any card still in the Materiallager -- every one is
    lower than every wall's last card, and no player holds an unused wizard."""
    top = max(st.store)  # 0 if the store is empty: nothing to flip, nothing to lay
    if top == 0:
        return True
    return not any(top > st.last(p) or variant.can_lay_anything(st, p) for p in range(st.n))


def check(st: State) -> str:
    """How the game ends after the turn now complete (``state.ENDS``), or ``""`` if it goes on."""
    if any(len(w) >= CARDS_TO_WIN for w in st.walls):
        return "ninth"
    if blocked(st, variant_of(st)):
        return "blocked"
    if st.turn + 1 >= st.max_turns:
        return "stall"
    return ""


def finish(st: State, log: Log, how: str) -> None:
    """The game is over: show what still lies face down (§H8), score every player."""
    st.phase = "over"
    st.end = how
    st.flipped = -1
    fact(log, st.turn + 1, "game_end", detail=(how,))
    fact(
        log, st.turn + 1, "reveal_store", detail=tuple((s, c) for s, c in enumerate(st.store) if c)
    )
    score = variant_of(st).score
    for p in range(st.n):
        sc = score(st, p)
        if sc is None:
            fact(log, st.turn + 1, "score", player=p, detail=(len(st.walls[p]), st.last(p)))
        else:
            fact(log, st.turn + 1, "score", player=p, detail=(*sc, st.last(p)))


def ranking(st: State) -> list[Standing]:
    """Every player's place, best first (§W16; §W42, §W43); level players share a rank (§D20)."""
    variant = variant_of(st)
    keys = {p: variant.rank_key(st, p) for p in range(st.n)}
    order = sorted(keys, key=lambda p: (keys[p], -p), reverse=True)
    out: list[Standing] = []
    for i, p in enumerate(order):
        rank = out[-1].rank if out and keys[order[i - 1]] == keys[p] else i + 1
        sc = variant.score(st, p)
        out.append(Standing(p, rank, len(st.walls[p]), st.last(p), sc.points if sc else None))
    return out


def winners(st: State) -> list[int]:
    """The seats ranked first (several only after a tie, §D20)."""
    return [s.seat for s in ranking(st) if s.rank == 1]
