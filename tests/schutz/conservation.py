"""Conservation laws of the game (rules/schutz.md §11), checked on any position.

``check_invariants(game)`` asserts that every piece, taler, helper and person card is in exactly
one place, that nothing is negative, and that the transfer events reproduce every holding. What
lies where is the engine's one ledger (``burg.schutz.ledger``); the laws here add it up.
Random-game tests call it after every action; a ``Ledger`` makes that cheap by summing only the
events that are new since the last call.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from burg import Game
from burg.core.events import Event, totals_from_events
from burg.schutz.data import (
    BUILDING_OF,
    CARTS,
    HAND,
    HELPERS,
    KINDS,
    PIECE_COUNT,
    SLOT_BUILDINGS,
    TALERS_TOTAL,
    WINTER_CARDS,
    WORKER_CARDS,
)
from burg.schutz.ledger import Holding, entries
from burg.schutz.rules.flow import FACE_DOWN_PHASES
from burg.schutz.rules.scoring import ranking
from burg.schutz.state import State

#: The person cards as items.
CARD_ITEMS = frozenset(f"card:{c}" for c in HAND)
#: Items a transfer may move.
ITEMS = frozenset({*KINDS, "taler", "vp", "helper", *CARD_ITEMS})
#: A player's eight person cards, as items, sorted.
ALL_CARDS = sorted(f"card:{c}" for c in HAND)


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


def check_state(st: State, held: list[Holding] | None = None) -> None:
    """The conservation laws that need only the state: every holding of the ledger
    (``burg.schutz.ledger.entries``, or ``held`` if given) is a positive whole number of a known
    item, and each kind of item adds up."""
    n = st.n
    assert n in (2, 3, 4)
    if held is None:
        held = entries(st)
    _nonnegative_ints("counters", [st.builds_left, st.helpers_left, st.palas_left])
    total: dict[str, int] = {}
    helpers = [0] * n
    cards: list[list[str]] = [[] for _ in range(n)]
    for loc, item, count, player in held:
        # nothing negative anywhere (the ledger lists every non-empty place)
        assert type(count) is int and count > 0, f"{loc} holds {count!r} {item}"
        assert item in ITEMS, f"{loc} holds an unknown item {item}"
        total[item] = total.get(item, 0) + count
        if item == "helper":
            assert player in range(n), f"a helper of no player at {loc}: {player}"
            helpers[player] += count
        elif item in CARD_ITEMS:
            assert player in range(n), f"a card of no player at {loc}: {player}"
            cards[player].append(item)

    def where(what: str) -> dict[str, int]:
        return {loc: count for loc, item, count, _ in held if item == what}

    # every piece and taler in exactly one place
    for k, kind in enumerate(KINDS):
        got = total.get(kind, 0)
        assert got == PIECE_COUNT[k], f"{kind}: {where(kind)} != {PIECE_COUNT[k]}"
    got = total.get("taler", 0)
    assert got == TALERS_TOTAL, f"talers: {where('taler')} != {TALERS_TOTAL}"
    # helpers of every player: supply + carts/rider + buildings + winter places
    assert len(st.merchants) == len(CARTS), "one merchant place per cart and the rider"
    for p in range(n):
        assert helpers[p] == HELPERS[n], f"p{p} helpers: {helpers[p]} != {HELPERS[n]}"
    # person cards: hand (with the face-down choice) + discard + lost are exactly the 8 cards
    for p, pl in enumerate(st.players):
        assert sorted(cards[p]) == ALL_CARDS, f"p{p} cards: {cards[p]}"
        if st.phase not in FACE_DOWN_PHASES:
            assert not Counter(pl.chosen) - Counter(pl.hand + pl.discard), f"p{p} chosen"
    # slots: only in buildings with slots, occupied only once built, by a real player
    assert set(st.slots) == set(SLOT_BUILDINGS)
    for b, occ in st.slots.items():
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
        winter_cards = st.winter.deck + st.winter.in_play + st.winter.out
        if st.phase == "winter":
            winter_cards.append(st.winter.card)  # being answered
        assert sorted(winter_cards) == sorted(WINTER_CARDS), f"winter cards: {winter_cards}"
        assert len(st.winter.granary) <= 3
        assert st.winter.inn in range(-1, n)
        if st.winter.inn >= 0 or st.winter.granary or st.winter.inn_talers:
            assert {"dorfschaenke", "kornspeicher"} & {*st.winter.in_play}
    else:  # a summer game has no winter state, and nobody lost a card to one
        assert not any(pl.lost for pl in st.players)
    if st.phase == "over":
        assert all(m is None for m in st.merchants), "merchant helpers leave at the end"


def check_events(
    game: Game, ledger: Ledger | None = None, held: list[Holding] | None = None
) -> None:
    """Summing the transfers into and out of each location reproduces what lies there (the
    ledger's holdings, or ``held``); the box and the VP's source, ``score``, are no places of
    the table."""
    totals = (ledger or Ledger()).update(game.events)
    for e in game.events[len(game.events) - 50 :]:
        if e.kind == "transfer":
            assert type(e.count) is int and e.count > 0, f"transfer count: {e}"
            assert e.item in ITEMS, f"unknown item: {e}"
    at: dict[str, dict[str, int]] = {}
    for loc, item, count, _ in entries(game.state) if held is None else held:
        here = at.setdefault(loc, {})
        here[item] = here.get(item, 0) + count
    for loc in (at.keys() | totals.keys()) - {"box", "score"}:
        got = {k: v for k, v in totals.get(loc, {}).items() if v != 0}
        assert got == at.get(loc, {}), f"{loc}: events {got} != state {at.get(loc, {})}"


def check_invariants(game: Game, ledger: Ledger | None = None) -> None:
    """Assert every conservation law for ``game``'s current position (and its events, if it
    records them). Pass the same ``ledger`` on every call of one game to sum events only once."""
    held = entries(game.state)
    check_state(game.state, held)
    if game.record_events:
        check_events(game, ledger, held)


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
