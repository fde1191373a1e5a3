"""Die Schlusswertung (§7): helpers in buildings score in the rulebook's list order; then the
winner (Der Sieger, §8)."""

from __future__ import annotations

from typing import Any, NamedTuple

from burg.core.errors import IllegalAction
from burg.schutz.actions import PalasConvert, interned
from burg.schutz.data import (
    BERGFRIED_VP_PER_FREE_SLOT,
    CARTS,
    GESINDEHAUS_VP_PER_TEMPLATE,
    GROSSES_TOR_VP_PER_TOWER,
    KINDS,
    KLEINES_TOR_VP_PER_TOWER,
    MARKT_TALERS_PER_VP,
    PALAS_PIECES_PER_HELPER,
    POINTS,
    SCHMIEDE_BARS_PER_VP,
    SCORING_ORDER,
    SILVER,
    STALL_VP_PER_HOUSE,
    TAVERNE_HELPERS_PER_VP,
    TEMPLATES,
    VP_TRACK,
)
from burg.schutz.rules.building import forge_exchange
from burg.schutz.rules.log import Log, fact, xfer
from burg.schutz.rules.variant import variant_of
from burg.schutz.state import State


def _score(st: State, log: Log, key: str, p: int, vp: int, detail: tuple[Any, ...] = ()) -> None:
    st.scores[key][p] += vp
    st.players[p].vp += vp
    xfer(log, st.round, "vp", "score", f"p{p}", f"score_{key}", count=vp, player=p, detail=detail)


def start_final_scoring(st: State, log: Log) -> None:
    """Remove merchant helpers, then score Bergfried … Markt; the Palas owners decide next."""
    fact(log, st.round, "game_end")
    n = st.n
    st.scores = {"game": [pl.vp for pl in st.players]}
    for key in SCORING_ORDER:
        st.scores[key] = [0] * n
    # 1. merchant helpers leave the carts and the rider; they score nothing
    for i, m in enumerate(st.merchants):
        if m is not None:
            st.players[m.owner].helpers += 1
            xfer(
                log,
                st.round,
                "helper",
                f"cart:{CARTS[i]}",
                f"p{m.owner}",
                "final_remove",
                player=m.owner,
            )
            st.merchants[i] = None
    slots = st.slots
    built = st.built
    in_castle = st.helpers_in_castle()
    # Bergfried: 3 VP per free helper slot of the built castle
    if "bergfried" in built and (o := slots["bergfried"][0]) is not None:
        free = st.free_castle_slots()
        _score(st, log, "bergfried", o, BERGFRIED_VP_PER_FREE_SLOT * free, (free,))
    # Taverne: 1 VP per helper in the castle (12-slot), 1 VP per 2 helpers (6-slot), round down
    if "taverne" in built:
        for i, o in enumerate(slots["taverne"]):
            if o is not None:
                _score(st, log, "taverne", o, in_castle // TAVERNE_HELPERS_PER_VP[i], (in_castle,))
    towers = st.built_count("tower")
    for key, per in (
        ("grosses_tor", GROSSES_TOR_VP_PER_TOWER),
        ("kleines_tor", KLEINES_TOR_VP_PER_TOWER),
    ):
        if key in built and (o := slots[key][0]) is not None:
            _score(st, log, key, o, per * towers, (towers,))
    houses = st.built_count("house")
    if "stall" in built:
        for i, o in enumerate(slots["stall"]):
            if o is not None:
                _score(st, log, "stall", o, STALL_VP_PER_HOUSE[i] * houses, (houses,))
    unbuilt = sum(1 for b in TEMPLATES if b not in built)
    if "gesindehaus" in built:
        for o in slots["gesindehaus"]:
            if o is not None:
                _score(st, log, "gesindehaus", o, GESINDEHAUS_VP_PER_TEMPLATE * unbuilt, (unbuilt,))
    # Markt: talers into VP (1 per 2 with one helper, 1 per taler with both); converted talers leave
    for p in range(n):
        h = slots["markt"].count(p)
        if h:
            per = MARKT_TALERS_PER_VP[min(h, len(MARKT_TALERS_PER_VP)) - 1]
            vp = st.players[p].talers // per
            used = vp * per
            st.players[p].talers -= used
            st.out_talers += used
            xfer(log, st.round, "taler", f"p{p}", "out", "markt_convert", count=used, player=p)
            _score(st, log, "markt", p, vp, (used,))
    # the variant's rows (Die Burg im Winter: the Kornspeicher)
    for key, vps, detail in variant_of(st).final_scoring(st):
        st.scores[key] = [0] * n
        for p, vp in enumerate(vps):
            if vp:
                _score(st, log, key, p, vp, detail)
    # Palas: its owners convert pieces in seat order from the start player
    owners = [p for p in st.seat_order() if p in slots["palas"] and "palas" in built]
    st.palas_queue = owners
    st.palas_left = PALAS_PIECES_PER_HELPER * slots["palas"].count(owners[0]) if owners else 0
    st.phase = "palas"


def palas_choices(st: State, p: int) -> list[PalasConvert]:
    """Palas: convert one more piece (silver only through the forge, into a kind the carts hold)."""
    if st.palas_left <= 0:
        return []
    pieces = st.players[p].pieces
    out = [interned(PalasConvert, p, KINDS[k]) for k in range(4) if pieces[k] > 0]
    if pieces[SILVER] > 0:
        supply = st.supply
        out.extend(interned(PalasConvert, p, "silver", KINDS[k]) for k in range(4) if supply[k] > 0)
    return out


def why_not_palas(st: State, a: PalasConvert) -> IllegalAction:
    """Why ``a`` is not among ``palas_choices`` (Der Palas)."""
    rule = "Der Palas"
    if st.palas_left <= 0:
        return IllegalAction("palas.limit", rule=rule)
    if a.kind == "silver":
        if st.players[a.player].pieces[SILVER] <= 0:
            return IllegalAction("palas.no_piece", rule=rule, kind="silver")
        return IllegalAction("palas.carts_lack", rule=rule, kind=a.into)
    return IllegalAction("palas.no_piece", rule=rule, kind=a.kind)


def best_palas_choice(st: State, p: int) -> PalasConvert | None:
    """The conversion worth most VP; silver before an own piece of equal worth (it keeps the
    tiebreak value of the supply)."""
    best = None
    best_key = (-1, -1)
    for a in palas_choices(st, p):
        k = KINDS.index(a.into or a.kind)
        key = (POINTS[k], 1 if a.kind == "silver" else 0)
        if key > best_key:
            best, best_key = a, key
    return best


def palas_convert(st: State, log: Log, p: int, kind: str, into: str) -> None:
    """Convert one piece of ``p``'s supply into VP at its building points; it leaves the game."""
    pl = st.players[p]
    if kind == "silver":  # first through the forge into a piece from the carts
        k = KINDS.index(into)
        forge_exchange(st, log, p, [int(i == k) for i in range(4)], None, ("palas",))
    else:
        k = KINDS.index(kind)
    pl.pieces[k] -= 1
    st.out_pieces[k] += 1
    xfer(log, st.round, KINDS[k], f"p{p}", "out", "palas_convert", player=p)
    st.palas_left -= 1
    _score(st, log, "palas", p, POINTS[k], (KINDS[k],))


def next_palas_owner(st: State) -> None:
    """The current Palas owner is done."""
    st.palas_queue.pop(0)
    if st.palas_queue:
        o = st.palas_queue[0]
        st.palas_left = PALAS_PIECES_PER_HELPER * st.slots["palas"].count(o)
    else:
        st.palas_left = 0


def finish_final_scoring(st: State, log: Log) -> None:
    """Score the Schmiede (after the Palas, whose silver may have gone to the forge)."""
    if "schmiede" in st.built:
        for i, o in enumerate(st.slots["schmiede"]):
            if o is not None:
                _score(st, log, "schmiede", o, st.forge // SCHMIEDE_BARS_PER_VP[i], (st.forge,))
    st.phase = "over"
    fact(log, st.round, "game_over", detail=tuple(r.seat for r in ranking(st)))


class Standing(NamedTuple):
    """One player's place in the final ranking."""

    rank: int  # 1 = winner; tied players share a rank
    seat: int
    vp: int
    talers: int
    piece_value: int  # building points of unused pieces (silver counts 0)

    @property
    def track(self) -> tuple[int, int]:
        """(laps, space) on the 90-space VP track (Der Sieger): space 90 ends a lap, a player
        with more points goes on at 1 of the next lap; 0 VP is (0, 0)."""
        if self.vp <= 0:
            return (0, self.vp)
        laps, space = divmod(self.vp - 1, VP_TRACK)
        return (laps, space + 1)


def ranking(st: State) -> list[Standing]:
    """Most VP wins; ties: most talers, then the highest value of unused pieces; then shared."""
    rows = []
    for p, pl in enumerate(st.players):
        value = sum(POINTS[k] * pl.pieces[k] for k in range(5))
        rows.append((pl.vp, pl.talers, value, p))
    rows.sort(key=lambda r: (-r[0], -r[1], -r[2], r[3]))
    out: list[Standing] = []
    for i, (vp, t, v, p) in enumerate(rows):
        rank = out[-1].rank if i and rows[i - 1][:3] == (vp, t, v) else i + 1
        out.append(Standing(rank, p, vp, t, v))
    return out
