"""Bauwerke errichten: exact payments with at least 3 kinds, silver through the forge."""

from __future__ import annotations

from functools import cache
from itertools import product

from burg.actions import Pay
from burg.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    KINDS,
    MIN_KINDS,
    PIECE_COUNT,
    POINTS,
    SILVER,
    TEMPLATES,
)
from burg.rules.log import Log, fact, xfer
from burg.state import State


@cache
def exact_vectors(value: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every (sand, wood, clay, stone) vector worth exactly ``value`` building points with at
    least ``MIN_KINDS`` kinds (Zahlung in Rohstoffen: exact value, at least 3 kinds)."""
    out = []
    _s_pts, w_pts, c_pts, t_pts = POINTS[:4]
    for t in range(min(PIECE_COUNT[3], value // t_pts) + 1):
        for c in range(min(PIECE_COUNT[2], (value - t * t_pts) // c_pts) + 1):
            rest = value - t * t_pts - c * c_pts
            for w in range(min(PIECE_COUNT[1], rest // w_pts) + 1):
                s = rest - w * w_pts
                if s > PIECE_COUNT[0]:
                    continue
                vec = (s, w, c, t)
                if sum(1 for x in vec if x) >= MIN_KINDS:
                    out.append(vec)
    # cheapest pieces first, as the online version proposes them
    out.sort(key=lambda v: (-v[0], -v[1], -v[2]))
    return tuple(out)


def can_afford(st: State, p: int, value: int) -> bool:
    """Whether player ``p`` can pay ``value`` exactly from supply, silver exchanged at the carts."""
    own = st.players[p].pieces
    silver = own[SILVER]
    supply = st.supply
    o0, o1, o2, o3 = own[0], own[1], own[2], own[3]
    if o0 + 2 * o1 + 4 * o2 + 5 * o3 + 5 * silver < value:
        return False
    for s, w, c, t in exact_vectors(value):
        n0 = s - o0 if s > o0 else 0
        n1 = w - o1 if w > o1 else 0
        n2 = c - o2 if c > o2 else 0
        n3 = t - o3 if t > o3 else 0
        if (
            n0 + n1 + n2 + n3 <= silver
            and n0 <= supply[0]
            and n1 <= supply[1]
            and n2 <= supply[2]
            and n3 <= supply[3]
        ):
            return True
    return False


def buildable(st: State, p: int) -> list[str]:
    """Unbuilt templates ``p`` can pay for now; of identical templates only the next one."""
    out = []
    seen: set[str] = set()
    afford: dict[int, bool] = {}
    for b in TEMPLATES:
        if b in st.built:
            continue
        t = BUILDING_OF[b]
        if t in seen:
            continue
        seen.add(t)
        v = BUILDING_TYPES[t].value
        ok = afford.get(v)
        if ok is None:
            ok = afford[v] = can_afford(st, p, v)
        if ok:
            out.append(b)
    return out


def payments(st: State, p: int, building: str) -> list[Pay]:
    """Every distinct legal payment of ``p`` for ``building`` (the online version's payment cycle).

    A payment is the pieces paid per kind and how many of them were exchanged for silver."""
    own = st.players[p].pieces
    silver = own[SILVER]
    supply = st.supply
    out: list[Pay] = []
    for vec in exact_vectors(BUILDING_TYPES[BUILDING_OF[building]].value):
        lo = [max(0, vec[k] - own[k]) for k in range(4)]
        if sum(lo) > silver or any(lo[k] > supply[k] for k in range(4)):
            continue
        hi = [min(vec[k], supply[k]) for k in range(4)]
        if sum(lo) == sum(hi) or silver == sum(lo):
            out.append(Pay(p, building, vec, tuple(lo)))  # type: ignore[arg-type]
            continue
        for conv in product(*(range(lo[k], hi[k] + 1) for k in range(4))):
            if sum(conv) <= silver:
                out.append(Pay(p, building, vec, conv))  # type: ignore[arg-type]
    out.sort(key=lambda a: sum(a.from_silver))
    return out


def payment_problem(st: State, p: int, pay: Pay) -> tuple[str, dict[str, object]] | None:
    """Why ``pay`` is not a legal payment (message key and parameters), or None if it is."""
    pieces, conv = pay.pieces, pay.from_silver
    ok_shape = (
        isinstance(pieces, tuple)
        and isinstance(conv, tuple)
        and len(pieces) == 4
        and len(conv) == 4
        and all(type(x) is int and x >= 0 for x in pieces + conv)
    )
    if not ok_shape:
        return "pay.malformed", {}
    value = BUILDING_TYPES[BUILDING_OF[pay.building]].value
    paid = sum(POINTS[k] * pieces[k] for k in range(4))
    if paid != value:
        return "pay.not_exact", {"paid": paid, "value": value}
    kinds = sum(1 for x in pieces if x)
    if kinds < MIN_KINDS:
        return "pay.kinds", {"kinds": kinds, "min": MIN_KINDS}
    if any(conv[k] > pieces[k] for k in range(4)):
        return "pay.malformed", {}
    own = st.players[p].pieces
    if sum(conv) > own[SILVER]:
        return "pay.no_silver", {"need": sum(conv), "have": own[SILVER]}
    for k in range(4):
        if conv[k] > st.supply[k]:
            return "pay.carts_lack", {"kind": KINDS[k], "need": conv[k], "have": st.supply[k]}
        if pieces[k] - conv[k] > own[k]:
            return "pay.not_enough", {"kind": KINDS[k], "need": pieces[k] - conv[k], "have": own[k]}
    return None


def apply_payment(st: State, log: Log, p: int, card: str, pay: Pay) -> None:
    """Exchange silver at the forge, pay the pieces to the carts, mark the building built."""
    pl = st.players[p]
    loc = f"p{p}"
    n_conv = sum(pay.from_silver)
    if n_conv:
        pl.pieces[SILVER] -= n_conv
        st.forge += n_conv
        xfer(log, st, "silver", n_conv, loc, "forge", "forge_exchange", p, card, (pay.building,))
        for k in range(4):
            c = pay.from_silver[k]
            if c:
                st.supply[k] -= c
                pl.pieces[k] += c
                xfer(log, st, KINDS[k], c, "carts", loc, "forge_exchange", p, card, (pay.building,))
    for k in range(4):
        c = pay.pieces[k]
        if c:
            pl.pieces[k] -= c
            st.supply[k] += c
            xfer(log, st, KINDS[k], c, loc, "carts", "build_payment", p, card, (pay.building,))
    st.built[pay.building] = p
    st.built_this_round[p] += 1
    fact(log, st, "built", p, card, (pay.building, pay.pieces, pay.from_silver))
    bt = BUILDING_TYPES[BUILDING_OF[pay.building]]
    if card == "maurer":
        # Maurer: 1 taler from the bank per piece used, no VP
        n = min(sum(pay.pieces), st.bank)
        st.bank -= n
        pl.talers += n
        xfer(log, st, "taler", n, "bank", loc, "maurer_wage", p, card, (pay.building,))
    elif card == "steinmetz":
        # Steinmetz: the building's full VP at once
        pl.vp += bt.vp
        xfer(log, st, "vp", bt.vp, "score", loc, "build_vp", p, card, (pay.building,))
    else:
        # Arbeiter: half the VP (all values are even)
        pl.vp += bt.vp // 2
        xfer(log, st, "vp", bt.vp // 2, "score", loc, "build_vp_half", p, card, (pay.building,))
