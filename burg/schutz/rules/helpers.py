"""Gehilfen einsetzen (Maurer or Steinmetz only): conditions, fees, merchant helpers moving in."""

from __future__ import annotations

from burg.schutz.actions import PlaceHelper, interned
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, CARTS, SLOT_BUILDINGS
from burg.schutz.rules import winter
from burg.schutz.rules.log import Log, xfer
from burg.schutz.state import State


def helper_sources(st: State, p: int) -> list[str]:
    """Where a helper may come from: personal supply, or one of ``p``'s own merchant helpers."""
    out = ["supply"] if st.players[p].helpers > 0 else []
    out.extend(CARTS[i] for i, m in enumerate(st.merchants) if m is not None and m.owner == p)
    return out


def slot_fee(building: str, slot: int) -> int:
    """The helper fee (Lehrgeld) of a slot."""
    return BUILDING_TYPES[BUILDING_OF[building]].fees[slot]


def helper_choices(st: State, p: int) -> list[PlaceHelper]:
    """Every legal helper placement of ``p`` now: a free slot of a built building not yet given a
    helper of ``p`` this round, a fee ``p`` can pay, a helper from supply or from a cart."""
    if st.built_this_round[p] <= 0 or st.helpers_left <= 0:
        return []
    sources = helper_sources(st, p)
    if not sources:
        return []
    talers = st.players[p].talers
    done = st.helper_buildings[p]
    out = []
    for b in SLOT_BUILDINGS:
        if b not in st.built or b in done:
            continue
        fees = BUILDING_TYPES[BUILDING_OF[b]].fees
        for i, occ in enumerate(st.slots[b]):
            if occ is None and fees[i] <= talers:
                out.extend(interned(PlaceHelper, p, b, i, s) for s in sources)
    if st.winter:  # Die Burg im Winter: the innkeeper and the Kornspeicher
        out.extend(winter.helper_choices(st, p, sources, talers))
    return out


def place_helper(
    st: State, log: Log, p: int, card: str, building: str, slot: int, source: str
) -> None:
    """Pay the fee to the bank and put the helper into the slot (it stays to the end)."""
    pl = st.players[p]
    wintry = building not in st.slots
    fee = winter.winter_fee(building) if wintry else slot_fee(building, slot)
    pl.talers -= fee
    st.bank += fee
    xfer(log, st, "taler", fee, f"p{p}", "bank", "helper_fee", p, card, (building, slot))
    if source == "supply":
        pl.helpers -= 1
        src = f"p{p}"
    else:
        st.merchants[CARTS.index(source)] = None
        src = f"cart:{source}"
    if wintry:
        winter.place_winter_helper(st, log, p, building)
    else:
        st.slots[building][slot] = p
    st.helper_buildings[p].append(building)
    st.helpers_left -= 1
    xfer(log, st, "helper", 1, src, f"slot:{building}:{slot}", "place_helper", p, card)
