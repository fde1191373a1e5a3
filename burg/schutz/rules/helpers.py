"""Gehilfen einsetzen (§6; Maurer or Steinmetz only): conditions, fees, merchant helpers moving in.

A variant may add places beside the buildings' slots (``Variant.helper_places``; Die Burg im
Winter: the Dorfschänke and the Kornspeicher), placed under the same conditions.
"""

from __future__ import annotations

from burg.core.errors import IllegalAction
from burg.schutz.actions import PlaceHelper, interned
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, CARTS, SLOT_BUILDINGS
from burg.schutz.rules.log import Log, xfer
from burg.schutz.rules.variant import HELPER_PLACES, variant_of
from burg.schutz.state import State

RULE = "Gehilfen einsetzen"


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
    helper of ``p`` this round, a fee ``p`` can pay, a helper from supply or from a cart; then
    the variant's places."""
    if st.built_this_round[p] <= 0 or st.helpers_left <= 0:
        return []
    sources = helper_sources(st, p)
    if not sources:
        return []
    talers = st.players[p].talers
    done = st.helper_buildings[p]
    out: list[PlaceHelper] = []
    for b in SLOT_BUILDINGS:
        if b not in st.built or b in done:
            continue
        fees = BUILDING_TYPES[BUILDING_OF[b]].fees
        for i, occ in enumerate(st.slots[b]):
            if occ is None and fees[i] <= talers:
                out.extend(interned(PlaceHelper, p, b, i, s) for s in sources)
    for place in variant_of(st).helper_places.values():  # winter: Dorfschänke, Kornspeicher
        out.extend(place.choices(st, p, sources, talers))
    return out


def why_not_place(st: State, a: PlaceHelper) -> IllegalAction:
    """Why ``a`` is not among ``helper_choices`` (Gehilfen einsetzen; a variant's place by its
    own rule)."""
    p = a.player
    pl = st.players[p]
    card = st.queue[st.qi][0]
    if card not in ("maurer", "steinmetz"):
        return IllegalAction("helper.card", rule=RULE, card=card)
    if st.built_this_round[p] <= 0:
        return IllegalAction("helper.no_building", rule=RULE)
    if st.helpers_left <= 0:
        return IllegalAction("helper.two_per_card", rule=RULE)
    place = HELPER_PLACES.get(a.building)
    if place is not None:
        return place.why_not(st, a)
    if a.building not in st.slots:
        return IllegalAction("helper.no_slots", rule=RULE, building=a.building)
    if a.building not in st.built:
        return IllegalAction("helper.not_built", rule=RULE, building=a.building)
    if type(a.slot) is not int or not 0 <= a.slot < len(st.slots[a.building]):
        return IllegalAction("helper.no_such_slot", rule=RULE, building=a.building, slot=a.slot)
    if st.slots[a.building][a.slot] is not None:
        return IllegalAction("helper.slot_taken", rule=RULE, building=a.building, slot=a.slot)
    if a.building in st.helper_buildings[p]:
        return IllegalAction("helper.same_building", rule=RULE, building=a.building)
    fee = slot_fee(a.building, a.slot)
    if pl.talers < fee:
        return IllegalAction("helper.fee", rule=RULE, fee=fee, talers=pl.talers)
    if a.source == "supply":
        return IllegalAction("helper.no_helper", rule=RULE)
    if a.source in CARTS:
        return IllegalAction("helper.not_your_cart", rule=RULE, cart=a.source)
    return IllegalAction("helper.source", rule=RULE, source=a.source)


def place_helper(
    st: State, log: Log, p: int, card: str, building: str, slot: int, source: str
) -> None:
    """Pay the fee to the bank and put the helper into the slot (it stays to the end)."""
    pl = st.players[p]
    place = None if building in st.slots else HELPER_PLACES[building]  # a variant's place
    fee = slot_fee(building, slot) if place is None else place.fee
    pl.talers -= fee
    st.bank += fee
    xfer(
        log,
        st.round,
        "taler",
        f"p{p}",
        "bank",
        "helper_fee",
        count=fee,
        player=p,
        card=card,
        detail=(building, slot),
    )
    if source == "supply":
        pl.helpers -= 1
        src = f"p{p}"
    else:
        st.merchants[CARTS.index(source)] = None
        src = f"cart:{source}"
    if place is None:
        st.slots[building][slot] = p
    else:
        place.occupy(st, log, p)
    st.helper_buildings[p].append(building)
    st.helpers_left -= 1
    xfer(
        log, st.round, "helper", src, f"slot:{building}:{slot}", "place_helper", player=p, card=card
    )
