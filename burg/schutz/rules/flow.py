"""The course of the game (Spielablauf, §3): set-up (§2), the round, resolution in card order,
the end.

The flow is explicit data in the state (phase, queue, step), so any moment can be saved and
loaded. ``advance`` runs every automatic step until somebody must decide; ``decision`` says who
and what, ``legal`` lists the actions, ``perform`` carries out one already validated action.

This is the summer game. A variant (Die Burg im Winter) changes it only through the hooks of its
record in ``variant``, called at a few fixed points here (``variant_of(st)``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, NamedTuple

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    KeepLastPiece,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    SellLastPiece,
    TakeFromTower,
    interned,
)
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    BUILDS_PER_CARD,
    CARD_RANK,
    CARDS_TO_CHOOSE,
    HAND,
    HELPERS,
    HELPERS_PER_CARD,
    PIECE_COUNT,
    ROUNDS,
    SLOT_BUILDINGS,
    START_PIECES,
    START_TALERS,
    START_TOWER,
    TALERS_TOTAL,
    TEMPLATES,
    WORKER_CARDS,
    WORKERS,
)
from burg.schutz.rules import building, cards, helpers, scoring, variant
from burg.schutz.rules.log import Log, fact, recording, xfer
from burg.schutz.rules.variant import variant_of
from burg.schutz.state import Player, State

#: Phases in which this round's chosen cards still lie face down (not in the discard row yet):
#: the choice, and the variants' phases before the reveal.
FACE_DOWN_PHASES: tuple[str, ...] = variant.FACE_DOWN_PHASES
#: The winter game's phases (``winter.PHASES``), decided by ``st.winter.queue[0]``: answering
#: the winter card drawn, wooing the Burgfräulein, sharing her stakes.
WINTER_PHASES: tuple[str, ...] = tuple(variant.WINTER.phases)
#: The phases of the summer game in which players decide; any other is a variant's own.
_BASE_PHASES = frozenset({"choose", "stock", "resolve", "palas"})


class Decision(NamedTuple):
    """Who must decide what now. ``kind`` is one of: choose_cards, worker_pieces, trader, tower,
    buy, sell (the seller of a last piece answers the Steinmetz), build, payment, helpers, palas;
    in the winter game also winter (answer the winter card
    ``card``), woo, share (Burgfräulein) and toll (Dorfschänke); ``None`` when the game is over."""

    kind: str | None
    players: tuple[int, ...]
    card: str | None = None
    building: str | None = None


# --- set-up (Spielvorbereitung) ----------------------------------------------------------------
def new_state(
    n: int, seed: int | None, names: list[str] | None, log: Log, winter_game: bool = False
) -> State:
    """Set up a game for ``n`` players; the start player (and the winter deck) from ``seed``."""
    rng = random.Random(seed)
    rounds = ROUNDS[n]
    players = [
        Player(
            name=(names[i] if names else f"Player {i + 1}"),
            talers=START_TALERS,
            pieces=list(START_PIECES),
            vp=0,
            helpers=HELPERS[n],
            hand=list(HAND),
            discard=[],
        )
        for i in range(n)
    ]
    supply = [PIECE_COUNT[k] - START_TOWER[k] - n * START_PIECES[k] for k in range(5)]
    st = State(
        players=players,
        supply=supply,
        tower=list(START_TOWER),
        forge=0,
        bank=TALERS_TOTAL - rounds - n * START_TALERS,
        round_fields=rounds,
        rounds_total=rounds,
        round=0,
        start_player=rng.randrange(n),
        merchants=[None] * 5,
        built={b: -1 for b in BUILDING_OF if b not in TEMPLATES},
        slots={b: [None] * len(BUILDING_TYPES[BUILDING_OF[b]].fees) for b in SLOT_BUILDINGS},
        workers={},
    )
    # the variant's own set-up (Die Burg im Winter: the winter cards are shuffled face down)
    variant.variant_for(winter_game).setup(st, rng)
    setup_events(st, log)
    start_round(st, log)
    return st


def setup_events(st: State, log: Log) -> None:
    """Record the set-up as transfers out of the box, so that events reproduce all holdings:
    one transfer for every entry of the ledger (``burg.schutz.ledger``)."""
    if not recording(log):
        return
    from burg.schutz.ledger import entries  # here: the ledger reads this module's phases

    for loc, item, count, player in entries(st):
        xfer(log, st.round, item, "box", loc, "setup", count=count, player=player)


# --- the round ---------------------------------------------------------------------------------
def start_round(st: State, log: Log) -> None:
    """Round start: the next start player takes the taler from the highest round field."""
    st.round += 1
    n = st.n
    st.built_this_round = [0] * n
    st.helper_buildings = [[] for _ in range(n)]
    st.workers = {}
    st.queue = []
    st.qi = 0
    st.step = ""
    for pl in st.players:
        pl.chosen = []
    fact(log, st.round, "round_start", player=st.start_player, detail=(st.round, st.rounds_total))
    if st.round_fields > 0:
        st.round_fields -= 1
        st.players[st.start_player].talers += 1
        xfer(
            log,
            st.round,
            "taler",
            "fields",
            f"p{st.start_player}",
            "round_taler",
            player=st.start_player,
        )
    st.phase = "choose"
    # the variant's round start (Burgfräulein: the wooers woo right after the taler)
    variant_of(st).round_start(st, log)


def cards_needed(st: State, p: int) -> int:
    """How many cards ``p`` chooses: 1 (2 with two players), fewer only if the hand is smaller."""
    pl = st.players[p]
    return min(CARDS_TO_CHOOSE[len(st.players)], len(pl.hand) + len(pl.chosen))


def card_choices(st: State, p: int) -> list[Action]:
    """Every set of cards ``p`` may choose; no Baumeister while the discard row is empty."""
    pl = st.players[p]
    if pl.chosen or not pl.hand:  # chosen already, or nothing left to choose
        return []
    return list(_card_choices(p, tuple(pl.hand), cards_needed(st, p), bool(pl.discard)))


@lru_cache(maxsize=4096)
def _card_choices(
    p: int, hand: tuple[str, ...], k: int, has_discard: bool
) -> tuple[ChooseCards, ...]:
    # a few hundred distinct hands: the (immutable) actions are made once and shared
    ordered = sorted(hand, key=HAND.index)  # one canonical order per choice
    return tuple(
        ChooseCards(p, combo)
        for combo in combinations(ordered, k)
        if has_discard or "baumeister" not in combo
    )


def why_not_choose(st: State, a: ChooseCards) -> IllegalAction:
    """Why ``a`` is not among ``card_choices`` (Auswahl der Personenkarten)."""
    rule = "Auswahl der Personenkarten"
    p = a.player
    pl = st.players[p]
    if not isinstance(a.cards, tuple) or not all(isinstance(c, str) for c in a.cards):
        return IllegalAction("action.malformed", rule=rule, detail="cards")
    need = cards_needed(st, p)
    if len(a.cards) != need:
        return IllegalAction("cards.count", rule=rule, need=need, got=len(a.cards))
    for c in a.cards:
        if c not in HAND:
            return IllegalAction("cards.unknown", rule=rule, card=c)
        if a.cards.count(c) > 1:
            return IllegalAction("cards.twice", rule=rule, card=c)
        if c not in pl.hand:
            return IllegalAction("cards.not_in_hand", rule=rule, card=c)
    if "baumeister" in a.cards and not pl.discard:
        return IllegalAction("cards.baumeister_full_hand", rule=rule)
    return IllegalAction("cards.order", rule=rule)


def reveal(st: State, log: Log) -> None:
    """All reveal at once; cards join the discard row; the resolution queue is fixed: card order,
    equal cards from the start player clockwise, all Arbeiter equal in rank."""
    order = st.seats()
    players = st.players
    queue: list[tuple[str, int]] = []
    for p in order:
        chosen = players[p].chosen
        players[p].discard.extend(chosen)
        queue.extend([(c, p) for c in sorted(chosen, key=HAND.index)])
    if recording(log):  # the events' names and details are only built for a listener
        for p in order:
            for c in players[p].chosen:
                xfer(
                    log,
                    st.round,
                    f"card:{c}",
                    f"p{p}.hand",
                    f"p{p}.discard",
                    "reveal",
                    player=p,
                    card=c,
                )
        fact(log, st.round, "reveal", detail=tuple((p, tuple(players[p].chosen)) for p in order))
    queue.sort(key=_card_rank)  # stable: equal ranks keep seat order, then hand order
    st.queue = queue
    st.qi = 0
    st.step = ""
    st.phase = "stock"


def _card_rank(entry: tuple[str, int]) -> int:
    return CARD_RANK[entry[0]]


def end_round(st: State, log: Log) -> None:
    """The start marker passes clockwise; after the last round (or the round in which the last
    template was built) comes the final scoring."""
    fact(log, st.round, "round_end", detail=(st.round,))
    if st.round >= st.rounds_total or all(b in st.built for b in TEMPLATES):
        scoring.start_final_scoring(st, log)
        return
    st.start_player = (st.start_player + 1) % st.n
    start_round(st, log)


# --- the step machine --------------------------------------------------------------------------
def _next_card(st: State) -> None:
    st.qi += 1
    st.step = ""
    st.building = ""


def _start_build(st: State) -> None:
    if st.refused:  # the Steinmetz's buying is over: who kept a last piece no longer matters
        st.refused = []
    st.step = "build"
    st.builds_left = BUILDS_PER_CARD
    st.building = ""


def _after_build(st: State) -> None:
    card, p = st.queue[st.qi]
    if card in ("maurer", "steinmetz") and st.built_this_round[p] > 0:
        st.step = "helpers"
        st.helpers_left = HELPERS_PER_CARD
    else:
        _next_card(st)


def _finish_trader(st: State, log: Log) -> None:
    if cards.is_last_trader(st):
        cards.deliver(st, log)
    _next_card(st)


def advance(st: State, log: Log) -> list[Action] | None:
    """Run automatic steps until a player must decide or the game is over.

    Returns that player's legal actions (``legal``) when finding out whether there is a decision
    already listed them, so that they need not be listed again; otherwise None."""
    while True:
        phase = st.phase
        if phase == "choose":
            if _choosing(st):
                return None
            # the variant's step before the reveal (Die Burg im Winter: a winter card is drawn)
            if variant_of(st).before_reveal(st, log):
                continue
            reveal(st, log)
        elif phase == "stock":
            if st.qi >= len(st.queue):
                st.phase = "resolve"
                st.qi = 0
                st.step = ""
                continue
            if st.step == "worker_pieces":
                return None  # Arbeiter C's owner is choosing (a loaded position waits here too)
            card, p = st.queue[st.qi]
            if card not in WORKER_CARDS:
                st.qi += 1
                continue
            if st.step != "worker_pieces":
                cards.stock_fixed(st, log, p, card)
                if WORKERS[card].choice:
                    pieces = cards.worker_choices(st, p, card)
                    if len(pieces) > 1:
                        st.step = "worker_pieces"
                        return list(pieces)
                    if pieces:
                        cards.stock_choice(st, log, p, card, pieces[0].kinds)
            st.step = ""
            st.qi += 1
        elif phase == "resolve":
            if st.qi >= len(st.queue):
                end_round(st, log)
                continue
            card, p = st.queue[st.qi]
            step = st.step
            if step == "":
                if card == "bote":
                    cards.resolve_bote(st, log, p)
                    _next_card(st)
                elif card == "haendler":
                    st.step = "trader"
                    # the variant's step before placing (Dorfschänke: the toll)
                    if opts := variant_of(st).before_trader(st, log, p):
                        return list(opts)
                elif card == "maurer":
                    st.step = "tower"
                elif card == "steinmetz":
                    st.bought_from = []
                    st.refused = []
                    st.step = "buy"
                elif card == "baumeister":
                    cards.resolve_baumeister(st, log, p)
                    _next_card(st)
                else:
                    cards.resolve_arbeiter(st, log, p, card)
                    _start_build(st)
            elif step == "trader":
                if targets := _trader_options(st, p):
                    return _or_done(targets, p)
                fact(log, st.round, "no_trader_place", player=p, card=card)
                _finish_trader(st, log)
            elif step == "tower":
                if sum(st.tower):
                    return None
                fact(log, st.round, "tower_empty", player=p, card=card)
                _start_build(st)
            elif step == "buy":
                if buys := cards.buy_choices(st, p):
                    return _or_done(buys, p)
                _start_build(st)
            elif step == "sell":
                return None  # the seller of a last piece decides (a loaded position waits here too)
            elif step == "build":
                if st.builds_left > 0 and (choices := _building_choices(st, p)):
                    return _or_done(choices, p)
                if st.builds_left == BUILDS_PER_CARD:
                    fact(log, st.round, "cannot_build", player=p, card=card)
                _after_build(st)
            elif step == "payment":
                return None
            elif step == "helpers":
                if placements := _helper_options(st, p):
                    return _or_done(placements, p)
                _next_card(st)
            elif step in variant_of(st).steps:
                return None  # the variant's own step (Dorfschänke: the toll) waits for its decider
            else:  # pragma: no cover - a corrupt state
                raise AssertionError(f"unknown step {step!r}")
        elif phase == "palas":
            if not st.palas_queue:
                scoring.finish_final_scoring(st, log)
                continue
            if conversions := scoring.palas_choices(st, st.palas_queue[0]):
                return _or_done(conversions, st.palas_queue[0])
            scoring.next_palas_owner(st)
        else:  # a variant's own phase (Die Burg im Winter: winter, woo, share), or the end
            extra = variant_of(st).phases.get(phase)
            if extra is None:
                return None
            options = extra.advance(st, log)
            if options is not None:
                return options


def decision(st: State) -> Decision:
    """Who must decide what now."""
    phase = st.phase
    if phase == "choose":
        return Decision("choose_cards", _choosing(st))
    if phase == "stock":
        card, p = st.queue[st.qi]
        return Decision("worker_pieces", (p,), card)
    if phase == "resolve":
        card, p = st.queue[st.qi]
        if st.offer is not None:  # the seller of a last piece decides (Der Steinmetz)
            return Decision("sell", (st.offer[0],), card)
        return Decision(st.step, (p,), card, st.building or None)
    if phase == "palas":
        return Decision("palas", (st.palas_queue[0],), None, "palas")
    extra = variant_of(st).phases.get(phase)
    if extra is not None:  # a variant's own phase decides under its name
        return Decision(phase, extra.deciders(st), extra.card(st))
    return Decision(None, ())


def deciders(st: State) -> tuple[int, ...]:
    """``decision(st).players``, without building the whole decision (the hot path of playouts)."""
    phase = st.phase
    if phase == "choose":
        return _choosing(st)
    if phase == "stock" or phase == "resolve":
        offer = st.offer
        return (st.queue[st.qi][1],) if offer is None else (offer[0],)
    if phase == "palas":
        return (st.palas_queue[0],)
    extra = variant_of(st).phases.get(phase)
    return () if extra is None else extra.deciders(st)


def _choosing(st: State) -> tuple[int, ...]:
    """The seats still to choose their cards, from the start player on."""
    players = st.players
    want = CARDS_TO_CHOOSE[len(players)]
    # len(chosen) < cards_needed(st, p), spelt out: a card to choose is one still in hand
    return tuple([p for p in st.seats() if players[p].hand and len(players[p].chosen) < want])


def legal(st: State, p: int) -> list[Action]:
    """Every legal action of player ``p`` now (empty if ``p`` has nothing to decide)."""
    phase = st.phase
    if phase == "choose":
        return card_choices(st, p)
    if phase == "stock":
        card, q = st.queue[st.qi]
        return list(cards.worker_choices(st, p, card)) if q == p else []
    if phase == "palas":
        if st.palas_queue[0] != p:
            return []
        return _or_done(scoring.palas_choices(st, p), p)
    if phase != "resolve":  # a variant's own phase, or the end
        extra = variant_of(st).phases.get(phase)
        return [] if extra is None else extra.legal(st, p)
    step = st.step
    if step == "sell":
        return list(cards.sell_choices(st, p))
    card, q = st.queue[st.qi]
    if q != p:
        return []
    if step == "trader":
        return _or_done(_trader_options(st, p), p)
    if step == "tower":
        return list(cards.tower_choices(st, p))
    if step == "buy":
        return _or_done(cards.buy_choices(st, p), p)
    if step == "build":
        return _or_done(_building_choices(st, p), p)
    if step == "payment":
        return [*building.payments(st, p, st.building), interned(Back, p)]
    if step == "helpers":
        return _or_done(_helper_options(st, p), p)
    extra_step = variant_of(st).steps.get(step)  # a variant's own step (Dorfschänke: the toll)
    return [] if extra_step is None else list(extra_step(st, p))


def _trader_options(st: State, p: int) -> list[Action]:
    """Händler: the places for a helper, after the variant's options."""
    return _with_extra(st, p, cards.trader_targets(st, p))


def _helper_options(st: State, p: int) -> list[Action]:
    """Maurer/Steinmetz: helper placements, after the variant's options."""
    return _with_extra(st, p, helpers.helper_choices(st, p))


def _with_extra(st: State, p: int, options: list) -> list[Action]:
    """The variant's options first (Dorfschänke: the innkeeper's owner may take him back)."""
    if extra := variant_of(st).extra_options(st, p):
        return [*extra, *options]
    return options


def _or_done(choices: Sequence[Action], p: int) -> list[Action]:
    """The choices of a step that may be passed, then the pass."""
    return [*choices, interned(Done, p)]


def _building_choices(st: State, p: int) -> list[Action]:
    return [interned(ChooseBuilding, p, b) for b in building.buildable(st, p)]


def perform(st: State, log: Log, a: Action) -> list[Action] | None:
    """Carry out a legal action, then run on to the next decision (``advance``: its legal actions
    are returned if they were listed on the way)."""
    if st.phase in _BASE_PHASES:  # the summer steps, where a variant may add action kinds
        handler = _PERFORM.get(type(a)) or variant_of(st).actions[type(a)]
    else:  # a variant's own phase (Die Burg im Winter: winter, woo, share)
        handler = variant_of(st).phases[st.phase].perform
    handler(st, log, a)
    return advance(st, log)


# --- carrying out each kind of action (``perform``) --------------------------------------------
def _choose_cards(st: State, log: Log, a: ChooseCards) -> None:
    pl = st.players[a.player]
    for c in a.cards:
        pl.hand.remove(c)
    pl.chosen = list(a.cards)
    fact(log, st.round, "chose", player=a.player)


def _choose_worker_pieces(st: State, log: Log, a: ChooseWorkerPieces) -> None:
    cards.stock_choice(st, log, a.player, st.queue[st.qi][0], a.kinds)
    st.step = ""
    st.qi += 1


def _place_trader(st: State, log: Log, a: PlaceTrader) -> None:
    cards.place_trader(st, log, a.player, a.cart)
    _finish_trader(st, log)


def _take_from_tower(st: State, log: Log, a: TakeFromTower) -> None:
    cards.take_from_tower(st, log, a.player, a.kind)
    _start_build(st)


def _buy_piece(st: State, log: Log, a: BuyPiece) -> None:
    cards.ask_piece(st, log, a.player, a.seller, a.card, a.kind)


def _sell_last_piece(st: State, log: Log, a: SellLastPiece) -> None:
    cards.answer_offer(st, log, sell=True)


def _keep_last_piece(st: State, log: Log, a: KeepLastPiece) -> None:
    cards.answer_offer(st, log, sell=False)


def _choose_building(st: State, log: Log, a: ChooseBuilding) -> None:
    st.building = a.building
    st.step = "payment"


def _back(st: State, log: Log, a: Back) -> None:
    st.building = ""
    st.step = "build"


def _pay(st: State, log: Log, a: Pay) -> None:
    building.apply_payment(st, log, a.player, st.queue[st.qi][0], a)
    st.builds_left -= 1
    st.building = ""
    st.step = "build"


def _place_helper(st: State, log: Log, a: PlaceHelper) -> None:
    helpers.place_helper(st, log, a.player, st.queue[st.qi][0], a.building, a.slot, a.source)


def _palas_convert(st: State, log: Log, a: PalasConvert) -> None:
    scoring.palas_convert(st, log, a.player, a.kind, a.into)


def _done(st: State, log: Log, a: Done) -> None:
    """Pass: the step (or the Palas owner) is finished."""
    resolving = st.phase == "resolve"
    step = st.step if resolving else st.phase
    fact(
        log,
        st.round,
        f"done_{step}",
        player=a.player,
        card=st.queue[st.qi][0] if resolving else None,
    )
    if step == "trader":
        _finish_trader(st, log)
    elif step == "buy":
        _start_build(st)
    elif step == "build":
        _after_build(st)
    elif step == "helpers":
        _next_card(st)
    elif step == "palas":
        scoring.next_palas_owner(st)


#: The handler of each kind of action of the summer game (a variant's kinds: ``Variant.actions``
#: and its phases' ``perform``).
_PERFORM: dict[type[Action], Callable[[State, Log, Any], None]] = {
    ChooseCards: _choose_cards,
    ChooseWorkerPieces: _choose_worker_pieces,
    PlaceTrader: _place_trader,
    TakeFromTower: _take_from_tower,
    BuyPiece: _buy_piece,
    SellLastPiece: _sell_last_piece,
    KeepLastPiece: _keep_last_piece,
    ChooseBuilding: _choose_building,
    Back: _back,
    Pay: _pay,
    PlaceHelper: _place_helper,
    PalasConvert: _palas_convert,
    Done: _done,
}
