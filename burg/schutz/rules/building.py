"""Bauwerke errichten (§5): exact payments with at least 3 kinds, silver through the forge.

``buildable`` and ``payments`` list the choices; ``why_not_build`` and ``why_not_pay`` beside them
say why an action is not among them.
"""

from __future__ import annotations

from functools import cache, lru_cache

from burg.core.errors import IllegalAction
from burg.schutz.actions import ChooseBuilding, Pay, interned
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    KINDS,
    MIN_KINDS,
    PIECE_COUNT,
    POINTS,
    SILVER,
    TEMPLATES,
)
from burg.schutz.rules.log import Log, fact, xfer
from burg.schutz.state import State


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
    out.sort(key=_cheapest_first)
    return tuple(out)


def _cheapest_first(vec: tuple[int, int, int, int]) -> tuple[int, int, int]:
    # cheapest pieces first, as the online version proposes them
    return (-vec[0], -vec[1], -vec[2])


@lru_cache(maxsize=1 << 13)
def _vectors_within(
    value: int, most: tuple[int, int, int, int]
) -> tuple[tuple[int, int, int, int], ...]:
    """The vectors of ``exact_vectors(value)``, in its order, with at most ``most`` of each kind.

    Cached: the same few thousand (value, most) pairs come up again and again."""
    m0, m1, m2, m3 = most
    return tuple(
        v for v in exact_vectors(value) if v[0] <= m0 and v[1] <= m1 and v[2] <= m2 and v[3] <= m3
    )


_SAND_PTS, _WOOD_PTS, _CLAY_PTS, _STONE_PTS = POINTS[:4]
_DEAREST_PTS = max(POINTS)


@cache
def _dearest_first(value: int) -> tuple[tuple[int, int, int, int], ...]:
    # a player who can pay at all can usually pay one of the few-piece vectors
    return exact_vectors(value)[::-1]


def _holdings(st: State, p: int) -> tuple[int, int, int, int, int, int, int, int, int]:
    """What decides whether ``p`` can pay: own pieces, silver, and what the carts can give for
    it (no more than ``silver`` pieces of a kind come from the carts: more changes nothing)."""
    own = st.players[p].pieces
    silver = own[SILVER]
    if not silver:
        return (own[0], own[1], own[2], own[3], 0, 0, 0, 0, 0)
    u = st.supply
    return (
        own[0],
        own[1],
        own[2],
        own[3],
        silver,
        u[0] if u[0] < silver else silver,
        u[1] if u[1] < silver else silver,
        u[2] if u[2] < silver else silver,
        u[3] if u[3] < silver else silver,
    )


def can_afford(st: State, p: int, value: int) -> bool:
    """Whether player ``p`` can pay ``value`` exactly from supply, silver exchanged at the carts."""
    return _can_afford(value, *_holdings(st, p))


@lru_cache(maxsize=1 << 15)
def _can_afford(
    value: int, o0: int, o1: int, o2: int, o3: int, silver: int, u0: int, u1: int, u2: int, u3: int
) -> bool:
    # cached: the same holdings come up again and again
    if (
        _SAND_PTS * o0 + _WOOD_PTS * o1 + _CLAY_PTS * o2 + _STONE_PTS * o3 + _DEAREST_PTS * silver
        < value
    ):
        return False
    for s, w, c, t in _dearest_first(value):
        n0 = s - o0 if s > o0 else 0
        n1 = w - o1 if w > o1 else 0
        n2 = c - o2 if c > o2 else 0
        n3 = t - o3 if t > o3 else 0
        if n0 + n1 + n2 + n3 <= silver and n0 <= u0 and n1 <= u1 and n2 <= u2 and n3 <= u3:
            return True
    return False


def buildable(st: State, p: int) -> list[str]:
    """Unbuilt templates ``p`` can pay for now; of identical templates only the next one."""
    built = st.built
    afford = _affordable(*_holdings(st, p))
    out = []
    for value, ids in _TEMPLATE_GROUPS:
        if value not in afford:
            continue
        for b in ids:
            if b not in built:
                out.append(b)
                break
    return out


def why_not_build(st: State, a: ChooseBuilding) -> IllegalAction:
    """Why ``a`` is not among ``buildable`` (Bauwerke errichten)."""
    rule = "Bauwerke errichten"
    b = a.building
    if b not in TEMPLATES:
        return IllegalAction("build.unknown", rule=rule, building=b)
    if b in st.built:
        return IllegalAction("build.already_built", rule=rule, building=b)
    if st.builds_left <= 0:
        return IllegalAction("build.two_per_card", rule=rule)
    t = BUILDING_OF[b]
    nxt = next(x for x in TEMPLATES if BUILDING_OF[x] == t and x not in st.built)
    if nxt != b:
        return IllegalAction("build.take_next", rule=rule, building=b, next=nxt)
    value = BUILDING_TYPES[t].value
    return IllegalAction("build.cannot_pay", rule=rule, building=b, value=value)


@lru_cache(maxsize=1 << 14)
def _affordable(*holdings: int) -> frozenset[int]:
    """The building values that can be paid from these holdings (``_holdings``)."""
    return frozenset(v for v in _BUILDING_VALUES if _can_afford(v, *holdings))


def _template_groups() -> tuple[tuple[int, tuple[str, ...]], ...]:
    groups: dict[str, list[str]] = {}
    for b in TEMPLATES:  # identical templates are listed together, in building order
        groups.setdefault(BUILDING_OF[b], []).append(b)
    return tuple((BUILDING_TYPES[t].value, tuple(ids)) for t, ids in groups.items())


#: (value, template ids) of every building type that can be built, in table order.
_TEMPLATE_GROUPS = _template_groups()
_BUILDING_VALUES = tuple(sorted({value for value, _ids in _TEMPLATE_GROUPS}))


def payments(st: State, p: int, building: str) -> list[Pay]:
    """Every distinct legal payment of ``p`` for ``building`` (the online version's payment cycle).

    A payment is the pieces paid per kind and how many of them were exchanged for silver."""
    # u0..u3: what the carts can give for silver (no more than ``silver`` of a kind)
    o0, o1, o2, o3, silver, u0, u1, u2, u3 = _holdings(st, p)
    value = BUILDING_TYPES[BUILDING_OF[building]].value
    if not silver:  # only one's own pieces: every vector within them, none through the forge
        return [
            interned(Pay, p, building, vec, _NO_SILVER)
            for vec in _vectors_within(value, (o0, o1, o2, o3))
        ]
    # the most of each kind ``p`` can pay: own pieces, plus pieces from the carts for silver
    most = (
        min(PIECE_COUNT[0], o0 + u0),
        min(PIECE_COUNT[1], o1 + u1),
        min(PIECE_COUNT[2], o2 + u2),
        min(PIECE_COUNT[3], o3 + u3),
    )
    out: list[Pay] = []
    for vec in _vectors_within(value, most):
        s, w, c, t = vec
        # l0..l3: pieces that must come from the carts for silver
        l0 = s - o0 if s > o0 else 0
        l1 = w - o1 if w > o1 else 0
        l2 = c - o2 if c > o2 else 0
        l3 = t - o3 if t > o3 else 0
        n_lo = l0 + l1 + l2 + l3
        if n_lo > silver or l0 > u0 or l1 > u1 or l2 > u2 or l3 > u3:
            continue
        # h0..h3: the most of each kind that can come from the carts
        h0 = s if s < u0 else u0
        h1 = w if w < u1 else u1
        h2 = c if c < u2 else u2
        h3 = t if t < u3 else u3
        if n_lo == h0 + h1 + h2 + h3 or silver == n_lo:
            out.append(interned(Pay, p, building, vec, (l0, l1, l2, l3)))
            continue
        # every exchange between the least and the most, with no more silver than ``p`` has
        # (in the order of itertools.product over the four ranges)
        for a in range(l0, min(h0, silver - l1 - l2 - l3) + 1):
            for b in range(l1, min(h1, silver - a - l2 - l3) + 1):
                for d in range(l2, min(h2, silver - a - b - l3) + 1):
                    for e in range(l3, min(h3, silver - a - b - d) + 1):
                        out.append(interned(Pay, p, building, vec, (a, b, d, e)))
    out.sort(key=_n_from_silver)
    return out


_NO_SILVER = (0, 0, 0, 0)


def _n_from_silver(pay: Pay) -> int:
    return sum(pay.from_silver)


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


def why_not_pay(st: State, a: Pay) -> IllegalAction:
    """Why ``a`` is not among ``payments`` for the building chosen (Zahlung in Rohstoffen)."""
    rule = "Zahlung in Rohstoffen"
    if a.building != st.building:
        return IllegalAction(
            "pay.wrong_building", rule=rule, building=a.building, chosen=st.building
        )
    problem = payment_problem(st, a.player, a)
    if problem is not None:
        return IllegalAction(problem[0], rule=rule, **problem[1])
    return IllegalAction("action.not_legal", rule=rule)


def forge_exchange(
    st: State,
    log: Log,
    p: int,
    conv: tuple[int, ...] | list[int],
    card: str | None,
    detail: tuple[str, ...],
) -> None:
    """Silver through the forge (Die Schmiede): ``p`` puts one silver bar into the forge for each
    piece he takes from the carts, ``conv[k]`` of kind ``k`` (sand, wood, clay, stone)."""
    n = sum(conv)
    if not n:
        return
    pl = st.players[p]
    loc = f"p{p}"
    pl.pieces[SILVER] -= n
    st.forge += n
    xfer(
        log,
        st.round,
        "silver",
        loc,
        "forge",
        "forge_exchange",
        count=n,
        player=p,
        card=card,
        detail=detail,
    )
    for k in range(4):
        c = conv[k]
        if c:
            st.supply[k] -= c
            pl.pieces[k] += c
            xfer(
                log,
                st.round,
                KINDS[k],
                "carts",
                loc,
                "forge_exchange",
                count=c,
                player=p,
                card=card,
                detail=detail,
            )


def apply_payment(st: State, log: Log, p: int, card: str, pay: Pay) -> None:
    """Exchange silver at the forge, pay the pieces to the carts, mark the building built."""
    pl = st.players[p]
    loc = f"p{p}"
    forge_exchange(st, log, p, pay.from_silver, card, (pay.building,))
    for k in range(4):
        c = pay.pieces[k]
        if c:
            pl.pieces[k] -= c
            st.supply[k] += c
            xfer(
                log,
                st.round,
                KINDS[k],
                loc,
                "carts",
                "build_payment",
                count=c,
                player=p,
                card=card,
                detail=(pay.building,),
            )
    st.built[pay.building] = p
    st.built_this_round[p] += 1
    fact(
        log,
        st.round,
        "built",
        player=p,
        card=card,
        detail=(pay.building, pay.pieces, pay.from_silver),
    )
    bt = BUILDING_TYPES[BUILDING_OF[pay.building]]
    if card == "maurer":
        # Maurer: 1 taler from the bank per piece used, no VP
        n = min(sum(pay.pieces), st.bank)
        st.bank -= n
        pl.talers += n
        xfer(
            log,
            st.round,
            "taler",
            "bank",
            loc,
            "maurer_wage",
            count=n,
            player=p,
            card=card,
            detail=(pay.building,),
        )
    elif card == "steinmetz":
        # Steinmetz: the building's full VP at once
        pl.vp += bt.vp
        xfer(
            log,
            st.round,
            "vp",
            "score",
            loc,
            "build_vp",
            count=bt.vp,
            player=p,
            card=card,
            detail=(pay.building,),
        )
    else:
        # Arbeiter: half the VP (all values are even)
        pl.vp += bt.vp // 2
        xfer(
            log,
            st.round,
            "vp",
            "score",
            loc,
            "build_vp_half",
            count=bt.vp // 2,
            player=p,
            card=card,
            detail=(pay.building,),
        )
