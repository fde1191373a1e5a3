"""Kanone (cannon), §W27–§W32; expert variant only.

When a cannon enters a wall -- laid, or inserted by the wizard (§W32, §D13) -- its owner may at
once destroy one open card of an opponent (§W27, §W29; "may": §D9; opponents only: §D10). The card
leaves the game for good and the cards right of it close the gap (§W30). With no open card to
hit, the shot lapses (§W31). The shot comes before the end checks of the turn (§W28, §D12).
"""

from __future__ import annotations

from burg.core.errors import IllegalAction
from burg.wettkampf.actions import Fire, HoldFire, interned
from burg.wettkampf.data import START_TOWER
from burg.wettkampf.rules.log import OUT, Log, card_item, fact, wall_loc, xfer
from burg.wettkampf.rules.tower import open_cards, protected_upto
from burg.wettkampf.state import State

RULE = "Kanone"
TOWER_RULE = "Turm"


def targets(st: State, p: int) -> list[int]:
    """The cards ``p``'s cannon may destroy: every open card of every opponent (§W29), seat by
    seat from his left neighbour on."""
    n = st.n
    out: list[int] = []
    for k in range(1, n):
        out.extend(open_cards(st, (p + k) % n))
    return out


def fire_options(st: State, p: int) -> list[Fire | HoldFire]:
    """Fire at one target, or hold fire (§D9)."""
    return [*(interned(Fire, p, c) for c in targets(st, p)), interned(HoldFire, p)]


def on_enter(st: State, log: Log, p: int, number: int) -> bool:
    """A card entered ``p``'s wall: a cannon fires now if it has a target (then the decision
    ``cannon`` is pending: True), else its shot lapses (§W31)."""
    if not st.cards.cannon[number]:
        return False
    if targets(st, p):
        st.phase = "cannon"
        st.cannon = number
        fact(log, st.turn + 1, "cannon", player=p, detail=(number,))
        return True
    fact(log, st.turn + 1, "cannon_lapsed", player=p, detail=(number,))
    return False


def owner(st: State, card: int) -> tuple[int, int] | None:
    """The seat whose wall holds ``card`` and its position there (1 = the first laid card)."""
    for q, wall in enumerate(st.walls):
        if card in wall:
            return q, wall.index(card) + 1
    return None


def fire(st: State, log: Log, a: Fire) -> None:
    """§W30: the card is out of the game; the cards right of it move one place left."""
    q, position = owner(st, a.card)  # type: ignore[misc]  # a legal target lies in a wall
    del st.walls[q][position - 1]
    st.out.append(a.card)
    xfer(
        log,
        st.turn + 1,
        card_item(a.card),
        wall_loc(q),
        OUT,
        "cannon_shot",
        player=a.player,
        detail=(q, position, st.cannon),
    )
    st.cannon = 0


def hold_fire(st: State, log: Log, a: HoldFire) -> None:
    """§D9: the cannon does not fire; it never fires later (§W28)."""
    fact(log, st.turn + 1, "hold_fire", player=a.player, detail=(st.cannon,))
    st.cannon = 0


def why_not_fire(st: State, a: Fire) -> IllegalAction:
    """Why ``a.card`` is no target: not in a wall, one's own, the start tower, a tower card, or
    protected by a tower (§W29, §W33)."""
    card = a.card
    found = owner(st, card)
    if found is None:
        if card == START_TOWER:
            return IllegalAction("wettkampf.fire.start_tower", rule=TOWER_RULE)
        return IllegalAction("wettkampf.fire.not_in_wall", rule=RULE, card=card)
    q, _ = found
    if q == a.player:
        return IllegalAction("wettkampf.fire.own", rule=RULE, card=card)
    if st.cards.tower[card]:
        return IllegalAction("wettkampf.fire.tower", rule=TOWER_RULE, card=card, player=q)
    t = protected_upto(st, q)
    tower = st.walls[q][t - 1]
    return IllegalAction(
        "wettkampf.fire.protected", rule=TOWER_RULE, card=card, player=q, tower=tower
    )
