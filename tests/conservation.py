"""Conservation laws of the game (rules reference, "Conservation"), checked on any position.

``check_invariants(game)`` asserts that every piece, taler, helper and person card is in exactly
one place, that nothing is negative, and that the transfer events reproduce every holding.
Random-game tests call it after every action; a ``Ledger`` makes that cheap by summing only the
events that are new since the last call.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from burg import Game
from burg.core.events import Event, player_loc, totals_from_events
from burg.schutz.data import (
    BUILDING_OF,
    CARTS,
    HAND,
    HELPERS,
    KINDS,
    PIECE_COUNT,
    SILVER,
    SLOT_BUILDINGS,
    TALERS_TOTAL,
    WINTER_CARDS,
    WORKER_CARDS,
)
from burg.schutz.rules.flow import FACE_DOWN_PHASES
from burg.schutz.rules.scoring import ranking
from burg.schutz.state import State

#: Items a transfer may move.
ITEMS = frozenset({*KINDS, "taler", "vp", "helper", *(f"card:{c}" for c in set(HAND))})


class Ledger:
    """Running totals of the transfer events per location (``totals_from_events``, summed over
    the events new since the last call). Starts over when the event list was cut back (undo)."""

    def __init__(self) -> None:
        self.folded: list[Event] = []
        self.totals: dict[str, Counter[str]] = {}

    def update(self, events: list[Event]) -> dict[str, Counter[str]]:
        n = len(self.folded)
        if len(events) < n or events[:n] != self.folded:
            self.folded, self.totals, n = [], {}, 0
        new = events[n:]
        for loc in {x for e in new if e.kind == "transfer" for x in (e.src, e.dst)}:
            self.totals.setdefault(loc, Counter()).update(totals_from_events(new, loc))
        self.folded.extend(new)
        return self.totals


def _nonnegative_ints(what: str, values: Any) -> None:
    for v in values:
        assert type(v) is int, f"{what}: {v!r} is not an int"
        assert v >= 0, f"{what} negative: {values}"


def check_state(st: State) -> None:
    """The conservation laws that need only the state."""
    n = st.n
    assert n in (2, 3, 4)
    # nothing negative anywhere
    _nonnegative_ints("supply", st.supply)
    _nonnegative_ints("tower", st.tower)
    _nonnegative_ints("out_pieces", st.out_pieces)
    _nonnegative_ints(
        "counters", [st.forge, st.bank, st.round_fields, st.out_talers, st.builds_left]
    )
    for p, pl in enumerate(st.players):
        _nonnegative_ints(f"p{p} pieces", pl.pieces)
        _nonnegative_ints(f"p{p} talers/vp/helpers", [pl.talers, pl.vp, pl.helpers])
    for key, pieces in st.workers.items():
        _nonnegative_ints(f"worker {key}", pieces)
    _nonnegative_ints("winter", [*st.lady_pieces, st.lady_talers, st.inn_talers])
    # every piece in exactly one place
    for k, kind in enumerate(KINDS):
        where = {
            "supply": st.supply[k],
            "tower": st.tower[k],
            "players": sum(pl.pieces[k] for pl in st.players),
            "workers": sum(w[k] for w in st.workers.values()),
            "forge": st.forge if k == SILVER else 0,
            "out": st.out_pieces[k],
            "burgfraeulein": st.lady_pieces[k],
        }
        assert sum(where.values()) == PIECE_COUNT[k], f"{kind}: {where} != {PIECE_COUNT[k]}"
    # talers
    talers = {
        "bank": st.bank,
        "fields": st.round_fields,
        "players": sum(pl.talers for pl in st.players),
        "out": st.out_talers,
        "dorfschaenke": st.inn_talers,
        "burgfraeulein": st.lady_talers,
    }
    assert sum(talers.values()) == TALERS_TOTAL, f"talers: {talers} != {TALERS_TOTAL}"
    # helpers of every player: supply + carts/rider + buildings
    assert len(st.merchants) == len(CARTS), "one merchant place per cart and the rider"
    for m in st.merchants:
        assert m is None or m.owner in range(n), f"merchant of no player: {m}"
    for p, pl in enumerate(st.players):
        on_carts = sum(1 for m in st.merchants if m is not None and m.owner == p)
        in_slots = sum(occ.count(p) for occ in st.slots.values())
        in_winter = (st.inn == p) + st.granary.count(p)  # innkeeper, Kornspeicher
        total = pl.helpers + on_carts + in_slots + in_winter
        assert total == HELPERS[n], f"p{p} helpers: {pl.helpers}+{on_carts}+{in_slots}+{in_winter}"
    # slots: only in buildings with slots, occupied only once built, by a real player
    assert set(st.slots) == set(SLOT_BUILDINGS)
    for b, occ in st.slots.items():
        for o in occ:
            assert o is None or o in range(n), f"slot of {b} held by {o!r}"
        if any(o is not None for o in occ):
            assert b in st.built, f"helper in unbuilt {b}: {occ}"
    for b, seat in st.built.items():
        assert b in BUILDING_OF, f"unknown building {b}"
        assert seat == -1 or seat in range(n)
    # worker cards: only the Arbeiter revealed this round
    for key in st.workers:
        seat, card = key.split(":")
        assert card in WORKER_CARDS and (card, int(seat)) in st.queue, f"worker card {key}"
    # winter cards: each of the six in the deck, in play or out of the game
    if st.winter:
        cards = st.winter_deck + st.winter_in_play + st.winter_out
        if st.phase == "winter":
            cards.append(st.winter_card)  # being answered
        assert sorted(cards) == sorted(WINTER_CARDS), f"winter cards: {cards}"
        assert len(st.granary) <= 3 and all(o in range(n) for o in st.granary)
        assert st.inn in range(-1, n)
        if st.inn >= 0 or st.granary or st.inn_talers:
            assert {"dorfschaenke", "kornspeicher"} & {*st.winter_in_play}
    else:
        assert not (st.winter_deck or st.winter_in_play or st.winter_out or st.granary)
        assert st.inn == -1 and not any(pl.lost for pl in st.players)
    # person cards: hand + discard (+ the face-down choice) + lost are exactly the 8 cards
    for p, pl in enumerate(st.players):
        owned = pl.hand + pl.discard + pl.lost + (pl.chosen if st.phase in FACE_DOWN_PHASES else [])
        assert sorted(owned) == sorted(HAND), f"p{p} cards: {owned}"
        if st.phase not in FACE_DOWN_PHASES:
            assert not Counter(pl.chosen) - Counter(pl.hand + pl.discard), f"p{p} chosen"
    if st.phase == "over":
        assert all(m is None for m in st.merchants), "merchant helpers leave at the end"


def check_events(game: Game, ledger: Ledger | None = None) -> None:
    """Summing the transfers into and out of each location reproduces what lies there."""
    st = game.state
    totals = (ledger or Ledger()).update(game.events)
    for e in game.events[len(game.events) - 50 :]:
        if e.kind == "transfer":
            assert type(e.count) is int and e.count > 0, f"transfer count: {e}"
            assert e.item in ITEMS, f"unknown item: {e}"

    def got(loc: str) -> dict[str, int]:
        return {k: v for k, v in totals.get(loc, {}).items() if v != 0}

    def want(**items: int) -> dict[str, int]:
        return {k: v for k, v in items.items() if v != 0}

    def kinds(pieces: list[int]) -> dict[str, int]:
        return dict(zip(KINDS, pieces, strict=True))

    for p, pl in enumerate(st.players):
        loc = player_loc(p)
        expected = want(taler=pl.talers, vp=pl.vp, helper=pl.helpers, **kinds(pl.pieces))
        assert got(loc) == expected, f"{loc}: events {got(loc)} != state {expected}"
        hand = Counter(pl.hand + (pl.chosen if st.phase in FACE_DOWN_PHASES else []))
        for place, cards in ((f"{loc}.hand", hand), (f"{loc}.discard", Counter(pl.discard))):
            expected = want(**{f"card:{c}": k for c, k in cards.items()})
            assert got(place) == expected, f"{place}: events {got(place)} != state {expected}"
    expected_at = {
        "bank": want(taler=st.bank),
        "fields": want(taler=st.round_fields),
        "tower": want(**kinds(st.tower)),
        "forge": want(silver=st.forge),
        "carts": want(**kinds(st.supply)),
        "out": want(
            taler=st.out_talers,
            **kinds(st.out_pieces),
            **Counter(f"card:{c}" for pl in st.players for c in pl.lost),
        ),
        "card:dorfschaenke": want(taler=st.inn_talers),
        "card:burgfraeulein": want(taler=st.lady_talers, **kinds(st.lady_pieces)),
        "slot:dorfschaenke:0": want(helper=int(st.inn >= 0)),
    }
    for i in range(3):
        expected_at[f"slot:kornspeicher:{i}"] = want(helper=int(i < len(st.granary)))
    for key, pieces in st.workers.items():
        expected_at[f"worker:{key}"] = want(**kinds(pieces))
    for i, m in enumerate(st.merchants):
        expected_at[f"cart:{CARTS[i]}"] = want(helper=0 if m is None else 1)
    for b, occ in st.slots.items():
        for i, o in enumerate(occ):
            expected_at[f"slot:{b}:{i}"] = want(helper=0 if o is None else 1)
    for loc, expected in expected_at.items():
        assert got(loc) == expected, f"{loc}: events {got(loc)} != state {expected}"
    # places that are empty in the state hold nothing by the events either
    for loc in totals:
        if loc.startswith("worker:") and loc[7:] not in st.workers:
            assert got(loc) == {}, f"{loc}: events {got(loc)}, card not in play"


def check_invariants(game: Game, ledger: Ledger | None = None) -> None:
    """Assert every conservation law for ``game``'s current position (and its events, if it
    records them). Pass the same ``ledger`` on every call of one game to sum events only once."""
    check_state(game.state)
    if game.record_events:
        check_events(game, ledger)


def check_ranking(game: Game) -> None:
    """A finished game ranks every player once, ranks from 1, best VP first."""
    assert game.is_over
    standings = game.ranking()
    assert standings == ranking(game.state)
    assert sorted(s.seat for s in standings) == list(range(game.n_players))
    assert standings[0].rank == 1
    for i, s in enumerate(standings):
        assert s.vp == game.state.players[s.seat].vp
        assert 1 <= s.rank <= i + 1
        if i:
            prev = standings[i - 1]
            assert prev.vp >= s.vp, "sorted by VP"
            tied = (prev.vp, prev.talers, prev.piece_value) == (s.vp, s.talers, s.piece_value)
            assert s.rank == (prev.rank if tied else i + 1)
