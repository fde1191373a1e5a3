"""Spielablauf (a turn), §W6–§W13: flip a card, then lay it or put it back.

The active player turns one face-down card of his choice face up, so that everyone sees it (§W6);
he lays it at the right end of his wall if its number is higher than his last card (§W8, §W9), or
turns it face down again in the same slot (§W10). The slot of a laid card stays empty (§W13, §D3).
"""

from __future__ import annotations

from burg.core.errors import IllegalAction
from burg.wettkampf.actions import Action, Flip, Lay, Return, interned
from burg.wettkampf.data import SLOTS
from burg.wettkampf.rules.log import STORE, Log, card_item, fact, wall_loc, xfer
from burg.wettkampf.state import State

#: The rulebook section of a turn.
FLOW = "Spielablauf"


def flips(st: State, p: int) -> list[Action]:
    """Every face-down card may be flipped, also one put back earlier (§W6, §D23); no pass."""
    return [interned(Flip, p, s) for s, c in enumerate(st.store) if c]


def fits(st: State, p: int, number: int) -> bool:
    """Whether ``number`` may be laid at the right end of ``p``'s wall: higher than his last
    card (§W9); with the start tower alone, every card (F)."""
    return number > st.last(p)


def flipped_number(st: State) -> int:
    """The number of the card face up this turn."""
    return st.store[st.flipped]


def decide_options(st: State, p: int) -> list[Action]:
    """Lay the flipped card if it fits (§W8, §W9); put it back, always (§W10)."""
    back = interned(Return, p)
    return [interned(Lay, p), back] if fits(st, p, flipped_number(st)) else [back]


def flip(st: State, log: Log, a: Flip) -> None:
    """§W6: the card is face up; everyone sees its number and picture (§H2)."""
    st.flipped = a.slot
    st.phase = "decide"
    number = st.store[a.slot]
    fact(
        log,
        st.turn + 1,
        "flip",
        player=a.player,
        detail=(a.slot, number, "+".join(st.cards.of(number))),
    )


def lay(st: State, log: Log, a: Lay) -> int:
    """§W8: the card goes to the right end of the wall; its slot stays empty (§W13). Returns its
    number."""
    slot = st.flipped
    number = st.store[slot]
    st.store[slot] = 0
    wall = st.walls[a.player]
    wall.append(number)
    st.flipped = -1
    xfer(
        log,
        st.turn + 1,
        card_item(number),
        STORE,
        wall_loc(a.player),
        "lay",
        player=a.player,
        detail=(slot, len(wall)),
    )
    return number


def put_back(st: State, log: Log, a: Return) -> None:
    """§W10: face down again, in the same slot."""
    fact(log, st.turn + 1, "return", player=a.player, detail=(st.flipped, st.store[st.flipped]))
    st.flipped = -1


def why_not_flip(st: State, a: Flip) -> IllegalAction:
    if not 0 <= a.slot < SLOTS:
        return IllegalAction("wettkampf.flip.no_slot", rule=FLOW, slot=a.slot, last=SLOTS - 1)
    return IllegalAction("wettkampf.flip.empty", rule=FLOW, slot=a.slot)


def why_not_lay(st: State, a: Lay) -> IllegalAction:
    return IllegalAction(
        "wettkampf.lay.too_low", rule=FLOW, number=flipped_number(st), last=st.last(a.player)
    )
