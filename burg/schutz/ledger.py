"""Where every item lies (Spielmaterial): the one ledger of a state's holdings.

Each piece, taler, helper and person card lies in exactly one place. ``entries`` lists what lies
where, with locations and items named exactly as in the transfer events (``burg.core.events``):
``"bank"``, ``"fields"``, ``"carts"``, ``"tower"``, ``"forge"``, ``"out"``, ``"p0"``, ``"p0.hand"``,
``"p0.discard"``, ``"worker:0:arbeiter_c"``, ``"cart:sand"``, ``"slot:taverne:0"``; in the winter
game also ``"slot:dorfschaenke:0"``, ``"slot:kornspeicher:1"``, ``"card:dorfschaenke"`` and
``"card:burgfraeulein"``. ``holdings`` sums them by location and item.

The set-up events (``flow.setup_events``), the position loader's totals and the conservation tests
all read this ledger, so a new place for an item is added here, once.
"""

from __future__ import annotations

from collections.abc import Callable

from burg.schutz.data import CARTS, HAND, KINDS, SILVER
from burg.schutz.rules.flow import FACE_DOWN_PHASES
from burg.schutz.rules.winter import GRANARY, INN, LADY
from burg.schutz.state import State, Winter

#: One entry of the ledger: ``(location, item, count, player)``. ``player`` is whose it is (a
#: player's own places, his helpers wherever they stand, his cards out of the game), else None.
#: Plain tuples: the set-up of every recorded game lists them (flow.setup_events).
Holding = tuple[str, str, int, int | None]

#: The item name of each person card.
CARD_ITEM: dict[str, str] = {c: f"card:{c}" for c in HAND}


def entries(st: State) -> list[Holding]:
    """Every non-empty holding of ``st``, in the order the set-up events list them: the bank and
    round fields, the general supply, tower and forge, each player, merchant helpers, helpers in
    buildings, Arbeiter cards, what is out of the game, then the winter cards' places. A person
    card lost by two players is listed once for each of them."""
    out: list[Holding] = []
    add = out.append  # plain loops: the set-up of every recorded game lists them
    if st.bank:
        add(("bank", "taler", st.bank, None))
    if st.round_fields:
        add(("fields", "taler", st.round_fields, None))
    for kind, on_carts, in_tower in zip(KINDS, st.supply, st.tower, strict=True):
        if on_carts:
            add(("carts", kind, on_carts, None))
        if in_tower:
            add(("tower", kind, in_tower, None))
    if st.forge:  # silver bars only: after the silver on the rider and in the tower
        add(("forge", KINDS[SILVER], st.forge, None))
    face_down = st.phase in FACE_DOWN_PHASES
    for p, pl in enumerate(st.players):
        loc = f"p{p}"
        if pl.talers:
            add((loc, "taler", pl.talers, p))
        if pl.vp:
            add((loc, "vp", pl.vp, p))
        if pl.helpers:
            add((loc, "helper", pl.helpers, p))
        for kind, count in zip(KINDS, pl.pieces, strict=True):
            if count:
                add((loc, kind, count, p))
        # this round's cards lie face down (counted with the hand) until the reveal puts them
        # into the discard row (Ablage und Wiederaufnahme)
        where = f"{loc}.hand"
        for c in (pl.hand + pl.chosen) if face_down else pl.hand:
            add((where, CARD_ITEM[c], 1, p))
        where = f"{loc}.discard"
        for c in pl.discard:
            add((where, CARD_ITEM[c], 1, p))
    for cart, m in zip(CARTS, st.merchants, strict=True):
        if m is not None:
            add((f"cart:{cart}", "helper", 1, m.owner))
    for b, occupants in st.slots.items():
        if occupants.count(None) < len(occupants):  # most buildings are empty
            for i, o in enumerate(occupants):
                if o is not None:
                    add((f"slot:{b}:{i}", "helper", 1, o))
    for key, pieces in st.workers.items():
        for kind, count in zip(KINDS, pieces, strict=True):
            if count:
                add((f"worker:{key}", kind, count, None))
    if st.out_talers:
        add(("out", "taler", st.out_talers, None))
    for kind, count in zip(KINDS, st.out_pieces, strict=True):
        if count:
            add(("out", kind, count, None))
    if st.winter:
        _winter_entries(st, st.winter, add)
    return out


def _winter_entries(st: State, winter: Winter, add: Callable[[Holding], None]) -> None:
    """Die Burg im Winter: cards lost to Pest and Schneeverwehung, the innkeeper, tolls on the
    Dorfschänke, the Kornspeicher's helpers, stakes on the Burgfräulein."""
    for p, pl in enumerate(st.players):
        for c in pl.lost:
            add(("out", CARD_ITEM[c], 1, p))
    if winter.inn >= 0:
        add((f"slot:{INN}:0", "helper", 1, winter.inn))
    if winter.inn_talers:
        add((f"card:{INN}", "taler", winter.inn_talers, None))
    for i, o in enumerate(winter.granary):
        add((f"slot:{GRANARY}:{i}", "helper", 1, o))
    if winter.lady_talers:
        add((f"card:{LADY}", "taler", winter.lady_talers, None))
    for kind, count in zip(KINDS, winter.lady_pieces, strict=True):
        if count:
            add((f"card:{LADY}", kind, count, None))


def holdings(st: State) -> dict[tuple[str, str], int]:
    """The count of every item at every location, ``(location, item) -> count``; only non-zero
    entries, in the order of ``entries``."""
    out: dict[tuple[str, str], int] = {}
    for loc, item, count, _ in entries(st):
        key = (loc, item)
        out[key] = out.get(key, 0) + count
    return out
