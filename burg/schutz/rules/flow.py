"""The course of the game (Spielablauf): set-up, the round, resolution in card order, the end.

The flow is explicit data in the state (phase, queue, step), so any moment can be saved and
loaded. ``advance`` runs every automatic step until somebody must decide; ``decision`` says who
and what, ``legal`` lists the actions, ``perform`` carries out one already validated action.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from burg.schutz.actions import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    TakeFromTower,
    TakeStake,
    Woo,
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
    KINDS,
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
from burg.schutz.rules import building, cards, helpers, scoring, winter
from burg.schutz.rules.log import Log, fact, recording, xfer
from burg.schutz.state import Player, State

#: Phases in which this round's chosen cards still lie face down (not in the discard row yet).
FACE_DOWN_PHASES: tuple[str, ...] = ("choose", "winter", "woo", "share")
#: The winter game's phases, decided by ``st.winter_queue[0]``: answering the winter card drawn,
#: wooing the Burgfräulein, sharing her stakes.
WINTER_PHASES: tuple[str, ...] = ("winter", "woo", "share")


class Decision(NamedTuple):
    """Who must decide what now. ``kind`` is one of: choose_cards, worker_pieces, trader, tower,
    buy, build, payment, helpers, palas; in the winter game also winter (answer the winter card
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
    if winter_game:  # Die Burg im Winter: the winter cards are shuffled face down
        st.winter = True
        st.winter_deck = winter.shuffle_deck(rng)
    setup_events(st, log)
    start_round(st, log)
    return st


def setup_events(st: State, log: Log) -> None:
    """Record the set-up as transfers out of the box, so that events reproduce all holdings."""
    if not recording(log):
        return
    xfer(log, st, "taler", st.bank, "box", "bank", "setup")
    xfer(log, st, "taler", st.round_fields, "box", "fields", "setup")
    for k in range(5):
        xfer(log, st, KINDS[k], st.supply[k], "box", "carts", "setup")
        xfer(log, st, KINDS[k], st.tower[k], "box", "tower", "setup")
        xfer(log, st, KINDS[k], st.forge if k == 4 else 0, "box", "forge", "setup")
    for p, pl in enumerate(st.players):
        loc = f"p{p}"
        xfer(log, st, "taler", pl.talers, "box", loc, "setup", p)
        xfer(log, st, "vp", pl.vp, "box", loc, "setup", p)
        xfer(log, st, "helper", pl.helpers, "box", loc, "setup", p)
        for k in range(5):
            xfer(log, st, KINDS[k], pl.pieces[k], "box", loc, "setup", p)
        for c in pl.hand + pl.chosen:
            xfer(log, st, f"card:{c}", 1, "box", f"{loc}.hand", "setup", p)
        for c in pl.discard:
            xfer(log, st, f"card:{c}", 1, "box", f"{loc}.discard", "setup", p)
    for i, m in enumerate(st.merchants):
        if m is not None:
            xfer(log, st, "helper", 1, "box", f"cart:{cards.CARTS[i]}", "setup", m.owner)
    for b, occ in st.slots.items():
        for i, o in enumerate(occ):
            if o is not None:
                xfer(log, st, "helper", 1, "box", f"slot:{b}:{i}", "setup", o)
    for key, pieces in st.workers.items():
        for k in range(5):
            xfer(log, st, KINDS[k], pieces[k], "box", f"worker:{key}", "setup")
    xfer(log, st, "taler", st.out_talers, "box", "out", "setup")
    for k in range(5):
        xfer(log, st, KINDS[k], st.out_pieces[k], "box", "out", "setup")
    if st.winter:
        for p, pl in enumerate(st.players):
            for c in pl.lost:
                xfer(log, st, f"card:{c}", 1, "box", "out", "setup", p)
        if st.inn >= 0:
            xfer(log, st, "helper", 1, "box", f"slot:{winter.INN}:0", "setup", st.inn)
        xfer(log, st, "taler", st.inn_talers, "box", f"card:{winter.INN}", "setup")
        for i, o in enumerate(st.granary):
            xfer(log, st, "helper", 1, "box", f"slot:{winter.GRANARY}:{i}", "setup", o)
        xfer(log, st, "taler", st.lady_talers, "box", f"card:{winter.LADY}", "setup")
        for k in range(5):
            xfer(log, st, KINDS[k], st.lady_pieces[k], "box", f"card:{winter.LADY}", "setup")


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
    fact(log, st, "round_start", st.start_player, None, (st.round, st.rounds_total))
    if st.round_fields > 0:
        st.round_fields -= 1
        st.players[st.start_player].talers += 1
        xfer(log, st, "taler", 1, "fields", f"p{st.start_player}", "round_taler", st.start_player)
    st.phase = "choose"
    if st.winter:
        st.winter_card = ""
        # Burgfräulein: the wooers woo right after the start player's taler
        winter.start_wooing(st)


def cards_needed(st: State, p: int) -> int:
    """How many cards ``p`` chooses: 1 (2 with two players), fewer only if the hand is smaller."""
    pl = st.players[p]
    return min(CARDS_TO_CHOOSE[len(st.players)], len(pl.hand) + len(pl.chosen))


def card_choices(st: State, p: int) -> list[ChooseCards]:
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
                xfer(log, st, f"card:{c}", 1, f"p{p}.hand", f"p{p}.discard", "reveal", p, c)
        fact(log, st, "reveal", None, None, tuple((p, tuple(players[p].chosen)) for p in order))
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
    fact(log, st, "round_end", None, None, (st.round,))
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
                return
            if st.winter and winter.draw_due(st):
                # Die Burg im Winter: drawn after the choice, before the reveal
                winter.draw(st, log)
                continue
            reveal(st, log)
        elif phase == "winter":
            if not st.winter_queue:
                winter.finish_card(st, log)
                continue
            p = st.winter_queue[0]
            options = winter.answer_choices(st, p)
            if len(options) > 1:
                return options
            if options:  # one way only: it is taken at once
                winter.answer(st, log, options[0])
            else:
                winter.forced_answer(st, log, p)
        elif phase == "woo":
            if len(st.wooers) == 1:
                winter.lady_won(st, log)
                continue
            if not st.winter_queue:
                st.phase = "choose"
                continue
            p = st.winter_queue[0]
            options = winter.woo_choices(st, p)
            if len(options) > 1:
                return options
            winter.stop_wooing(st, log, p)  # nothing to put on the card
        elif phase == "share":
            if not st.winter_queue:
                st.phase = "choose"
                continue
            p = st.winter_queue[0]
            options = winter.stake_choices(st, p)
            if len(options) > 1:
                return options
            winter.take_stake(st, log, p, options[0].item)
        elif phase == "stock":
            if st.qi >= len(st.queue):
                st.phase = "resolve"
                st.qi = 0
                st.step = ""
                continue
            if st.step == "worker_pieces":
                return  # Arbeiter C's owner is choosing (a loaded position waits here too)
            card, p = st.queue[st.qi]
            if card not in WORKER_CARDS:
                st.qi += 1
                continue
            if st.step != "worker_pieces":
                cards.stock_fixed(st, log, p, card)
                if WORKERS[card].choice:
                    options = cards.worker_choices(st, p, card)
                    if len(options) > 1:
                        st.step = "worker_pieces"
                        return options
                    if options:
                        cards.stock_choice(st, log, p, card, options[0].kinds)
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
                    # Dorfschänke: the toll, before placing
                    if winter.inn_open(st) and (opts := winter.pay_toll(st, log, p)):
                        st.step = "toll"
                        return opts
                elif card == "maurer":
                    st.step = "tower"
                elif card == "steinmetz":
                    st.bought_from = []
                    st.step = "buy"
                elif card == "baumeister":
                    cards.resolve_baumeister(st, log, p)
                    _next_card(st)
                else:
                    cards.resolve_arbeiter(st, log, p, card)
                    _start_build(st)
            elif step == "toll":
                return  # a loaded position waits here too
            elif step == "trader":
                if targets := _trader_options(st, p):
                    return _or_done(targets, p)
                fact(log, st, "no_trader_place", p, card)
                _finish_trader(st, log)
            elif step == "tower":
                if sum(st.tower):
                    return
                fact(log, st, "tower_empty", p, card)
                _start_build(st)
            elif step == "buy":
                if buys := cards.buy_choices(st, p):
                    return _or_done(buys, p)
                _start_build(st)
            elif step == "build":
                if st.builds_left > 0 and (choices := _building_choices(st, p)):
                    return _or_done(choices, p)
                if st.builds_left == BUILDS_PER_CARD:
                    fact(log, st, "cannot_build", p, card)
                _after_build(st)
            elif step == "payment":
                return
            elif step == "helpers":
                if placements := _helper_options(st, p):
                    return _or_done(placements, p)
                _next_card(st)
            else:  # pragma: no cover - a corrupt state
                raise AssertionError(f"unknown step {step!r}")
        elif phase == "palas":
            if not st.palas_queue:
                scoring.finish_final_scoring(st, log)
                continue
            if conversions := scoring.palas_choices(st, st.palas_queue[0]):
                return _or_done(conversions, st.palas_queue[0])
            scoring.next_palas_owner(st)
        else:
            return


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
        return Decision(st.step, (p,), card, st.building or None)
    if phase == "palas":
        return Decision("palas", (st.palas_queue[0],), None, "palas")
    if phase == "winter":
        return Decision("winter", (st.winter_queue[0],), st.winter_card)
    if phase == "woo" or phase == "share":
        return Decision(phase, (st.winter_queue[0],), winter.LADY)
    return Decision(None, ())


def deciders(st: State) -> tuple[int, ...]:
    """``decision(st).players``, without building the whole decision (the hot path of playouts)."""
    phase = st.phase
    if phase == "choose":
        return _choosing(st)
    if phase == "stock" or phase == "resolve":
        return (st.queue[st.qi][1],)
    if phase == "palas":
        return (st.palas_queue[0],)
    if phase in WINTER_PHASES:
        return (st.winter_queue[0],)
    return ()


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
    if phase in WINTER_PHASES:
        if not st.winter_queue or st.winter_queue[0] != p:
            return []
        if phase == "winter":
            return winter.answer_choices(st, p)
        if phase == "woo":
            return winter.woo_choices(st, p)
        return list(winter.stake_choices(st, p))
    if phase != "resolve":
        return []
    card, q = st.queue[st.qi]
    if q != p:
        return []
    step = st.step
    if step == "toll":
        return list(winter.toll_choices(st, p))
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
    return []


def _trader_options(st: State, p: int) -> list[Action]:
    """Händler: the places for a helper; in winter also taking one's innkeeper back."""
    return _with_recall(st, p, cards.trader_targets(st, p))


def _helper_options(st: State, p: int) -> list[Action]:
    """Maurer/Steinmetz: helper placements; in winter also taking one's innkeeper back."""
    return _with_recall(st, p, helpers.helper_choices(st, p))


def _with_recall(st: State, p: int, options: list) -> list[Action]:
    """Dorfschänke: the innkeeper's owner may take him back first (offered before the rest)."""
    if st.winter and st.inn == p:
        return [*winter.recall_choice(st, p), *options]
    return options


def _or_done(choices: list[Action], p: int) -> list[Action]:
    """The choices of a step that may be passed, then the pass."""
    return [*choices, interned(Done, p)]


def _building_choices(st: State, p: int) -> list[Action]:
    return [interned(ChooseBuilding, p, b) for b in building.buildable(st, p)]


def perform(st: State, log: Log, a: Action) -> list[Action] | None:
    """Carry out a legal action, then run on to the next decision (``advance``: its legal actions
    are returned if they were listed on the way)."""
    p = a.player
    t = type(a)
    if t is ChooseCards:
        pl = st.players[p]
        for c in a.cards:
            pl.hand.remove(c)
        pl.chosen = list(a.cards)
        fact(log, st, "chose", p)
    elif t is ChooseWorkerPieces:
        card = st.queue[st.qi][0]
        cards.stock_choice(st, log, p, card, a.kinds)
        st.step = ""
        st.qi += 1
    elif t is PlaceTrader:
        cards.place_trader(st, log, p, a.cart)
        _finish_trader(st, log)
    elif t is TakeFromTower:
        cards.take_from_tower(st, log, p, a.kind)
        _start_build(st)
    elif t is BuyPiece:
        cards.buy_piece(st, log, p, a.seller, a.card, a.kind)
    elif t is ChooseBuilding:
        st.building = a.building
        st.step = "payment"
    elif t is Back:
        st.building = ""
        st.step = "build"
    elif t is Pay:
        building.apply_payment(st, log, p, st.queue[st.qi][0], a)
        st.builds_left -= 1
        st.building = ""
        st.step = "build"
    elif t is PlaceHelper:
        helpers.place_helper(st, log, p, st.queue[st.qi][0], a.building, a.slot, a.source)
    elif t is PalasConvert:
        scoring.palas_convert(st, log, p, a.kind, a.into)
    elif t is Woo:
        winter.woo(st, log, p, a.item)
    elif t is TakeStake:
        winter.take_stake(st, log, p, a.item)
    elif t is ReturnMerchant:
        winter.return_merchant(st, log, p, a.cart)
        st.step = "trader"
    elif t is RecallInnkeeper:
        winter.recall_innkeeper(st, log, p, st.queue[st.qi][0])
    elif st.phase == "winter":  # LoseCard, PayTalers, ReturnStone, or Done (no stone)
        winter.answer(st, log, a)
    elif st.phase == "woo":  # Done: stop wooing
        winter.stop_wooing(st, log, p)
    elif t is Done:
        step = st.step if st.phase == "resolve" else st.phase
        fact(log, st, f"done_{step}", p, st.queue[st.qi][0] if st.phase == "resolve" else None)
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
    return advance(st, log)
