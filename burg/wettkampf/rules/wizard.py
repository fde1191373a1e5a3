"""Zauberer (wizard), §W35–§W39; expert variant only.

While the wizard lies in his wall, a player may once, on a later turn of his, put the card he
flipped that turn into his wall where the numbers still rise (§W35, §W36). The power is used only
for a card lower than his last card: a higher one is laid as usual (§W38, §D16). A wizard
destroyed before use takes its power with it (§W37, §D15). The inserted card works as if laid
(§W39, §D13): a cannon fires, a tower protects, it counts towards the 9.
"""

from __future__ import annotations

from bisect import bisect

from burg.core.errors import IllegalAction
from burg.wettkampf.actions import WizardInsert, interned
from burg.wettkampf.data import START_TOWER
from burg.wettkampf.rules.log import STORE, Log, card_item, wall_loc, xfer
from burg.wettkampf.state import State

RULE = "Zauberer"


def available(st: State, p: int) -> bool:
    """The wizard lies in ``p``'s wall and its power is unused (§W36, §W37)."""
    if st.wizard_used[p]:
        return False
    wizard = st.cards.wizard
    return any(wizard[c] for c in st.walls[p])


def place(st: State, p: int, number: int) -> int:
    """The position ``number`` takes in ``p``'s wall keeping the order (1 = right of the start
    tower): with distinct numbers there is exactly one (§D25)."""
    return bisect(st.walls[p], number) + 1


def insert_options(st: State, p: int, number: int) -> list[WizardInsert]:
    """The insertion, if the power is there and ``number`` is below the last card (§W38)."""
    if number < st.last(p) and available(st, p):
        return [interned(WizardInsert, p, place(st, p, number))]
    return []


def insert(st: State, log: Log, a: WizardInsert) -> int:
    """The flipped card goes into the wall at its place; the power is spent (§W36). Returns the
    number."""
    slot = st.flipped
    number = st.store[slot]
    st.store[slot] = 0
    st.walls[a.player].insert(a.position - 1, number)
    st.wizard_used[a.player] = True
    st.flipped = -1
    xfer(
        log,
        st.turn + 1,
        card_item(number),
        STORE,
        wall_loc(a.player),
        "wizard_insert",
        player=a.player,
        detail=(slot, a.position),
    )
    return number


def why_not_insert(st: State, a: WizardInsert) -> IllegalAction:
    """No wizard, its power spent, a card that fits at the end, or the wrong place."""
    p = a.player
    number = st.store[st.flipped]
    if not st.expert:
        return IllegalAction("wettkampf.expert_only", rule="Spielvariante", action=a.type)
    if st.wizard_used[p]:
        return IllegalAction("wettkampf.wizard.used", rule=RULE)
    if not available(st, p):
        return IllegalAction("wettkampf.wizard.none", rule=RULE)
    last = st.last(p)
    if number > last:
        return IllegalAction("wettkampf.wizard.fits_at_end", rule=RULE, number=number, last=last)
    right = place(st, p, number)
    wall = [START_TOWER, *st.walls[p]]
    return IllegalAction(
        "wettkampf.wizard.place",
        rule=RULE,
        number=number,
        position=a.position,
        right=right,
        left_card=wall[right - 1],
        right_card=wall[right],
    )
