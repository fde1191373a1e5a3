"""Die Personenkarten (§4): Bote, Händler, Maurer, Steinmetz, Arbeiter, Baumeister; and
stocking the Arbeiter cards (§3.3).

Each generator of choices has its ``why_not_*`` beside it: why an action is not among them.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    BuyPiece,
    ChooseWorkerPieces,
    KeepLastPiece,
    PlaceTrader,
    SellLastPiece,
    TakeFromTower,
    interned,
)
from burg.schutz.data import (
    BAUMEISTER_VP,
    BOTE_TALERS,
    CARTS,
    DELIVERY,
    HAND,
    KINDS,
    WORKER_CARDS,
    WORKERS,
)
from burg.schutz.rules.log import Log, fact, recording, xfer
from burg.schutz.state import Merchant, State


# --- Bote ---------------------------------------------------------------------------------
def resolve_bote(st: State, log: Log, p: int) -> None:
    """Bote: 8 talers from the bank, fewer if the bank holds fewer."""
    n = min(BOTE_TALERS, st.bank)
    st.bank -= n
    st.players[p].talers += n
    xfer(log, st.round, "taler", "bank", f"p{p}", "bote", count=n, player=p, card="bote")
    if n < BOTE_TALERS:
        fact(log, st.round, "bank_short", player=p, card="bote", detail=(BOTE_TALERS, n))


# --- Arbeiter stocking (Bestücken der Arbeiterkarten) ------------------------------------------
def stock_fixed(st: State, log: Log, p: int, card: str) -> None:
    """Put the card's fixed pieces on it from the general supply; missing pieces stay missing."""
    pieces = st.workers.setdefault(f"{p}:{card}", [0] * 5)
    for k, want in enumerate(WORKERS[card].fixed):
        n = min(want, st.supply[k])
        if n:
            st.supply[k] -= n
            pieces[k] += n
            xfer(
                log,
                st.round,
                KINDS[k],
                "carts",
                f"worker:{p}:{card}",
                "stock_worker",
                count=n,
                player=p,
                card=card,
            )
        if n < want:
            fact(log, st.round, "supply_short", player=p, card=card, detail=(KINDS[k], want, n))


def worker_choices(st: State, p: int, card: str) -> list[ChooseWorkerPieces]:
    """Arbeiter C: every choice of its free pieces among the kinds the carts still hold."""
    spec = WORKERS[card]
    kinds = [k for k in spec.choice_kinds if st.supply[k] > 0]
    n = min(spec.choice, sum(st.supply[k] for k in kinds))
    out = []
    for combo in combinations_with_replacement(kinds, n):
        if all(combo.count(k) <= st.supply[k] for k in set(combo)):
            out.append(interned(ChooseWorkerPieces, p, tuple(KINDS[k] for k in combo)))
    return out


def why_not_stock(st: State, a: ChooseWorkerPieces) -> IllegalAction:
    """Why ``a`` is not among ``worker_choices`` (Bestücken der Arbeiterkarten)."""
    rule = "Bestücken der Arbeiterkarten"
    card = st.queue[st.qi][0]
    allowed = [KINDS[k] for k in WORKERS[card].choice_kinds]
    for k in a.kinds if isinstance(a.kinds, tuple) else ("?",):
        if k not in allowed:
            return IllegalAction("worker.kind", rule=rule, kind=k)
    choices = worker_choices(st, a.player, card)
    wanted = max((len(x.kinds) for x in choices), default=0)
    if choices and len(a.kinds) != wanted:
        return IllegalAction("worker.count", rule=rule, wanted=wanted, got=len(a.kinds))
    return IllegalAction("worker.supply", rule=rule, kinds=list(a.kinds))


def stock_choice(st: State, log: Log, p: int, card: str, kinds: tuple[str, ...]) -> None:
    """Put the chosen free pieces on Arbeiter C."""
    pieces = st.workers.setdefault(f"{p}:{card}", [0] * 5)
    for name in kinds:
        k = KINDS.index(name)
        st.supply[k] -= 1
        pieces[k] += 1
        xfer(
            log, st.round, name, "carts", f"worker:{p}:{card}", "stock_worker", player=p, card=card
        )


# --- Händler -----------------------------------------------------------------------------------
def trader_targets(st: State, p: int) -> list[PlaceTrader]:
    """Where the Händler may put a helper: a free cart; only when all 4 carts are occupied the
    rider, or a foreign helper not placed this round (displaced)."""
    if st.players[p].helpers <= 0:
        return []
    m = st.merchants
    free = [i for i in range(4) if m[i] is None]
    if free:
        return [interned(PlaceTrader, p, CARTS[i]) for i in free]
    out = []
    for i in range(5):
        mi = m[i]
        if mi is None or (mi.owner != p and mi.placed_round < st.round):
            out.append(interned(PlaceTrader, p, CARTS[i]))
    return out


def why_not_trader(st: State, a: PlaceTrader) -> IllegalAction:
    """Why ``a`` is not among ``trader_targets`` (Der Händler)."""
    rule = "Der Händler"
    if a.cart not in CARTS:
        return IllegalAction("trader.unknown_cart", rule=rule, cart=a.cart)
    p = a.player
    if st.players[p].helpers <= 0:
        return IllegalAction("trader.no_helper", rule=rule)
    all_carts = all(m is not None for m in st.merchants[:4])
    m = st.merchants[CARTS.index(a.cart)]
    if a.cart == "rider" and not all_carts:
        return IllegalAction("trader.rider_needs_all_carts", rule=rule)
    if m is not None:
        if not all_carts:
            return IllegalAction("trader.displace_needs_all_carts", rule=rule, cart=a.cart)
        if m.owner == p:
            return IllegalAction("trader.own_helper", rule=rule, cart=a.cart)
        if m.placed_round >= st.round:
            return IllegalAction("trader.placed_this_round", rule=rule, cart=a.cart)
    return IllegalAction("action.not_legal", rule=rule)


def place_trader(st: State, log: Log, p: int, cart: str) -> None:
    """Put a helper at ``cart``, sending a displaced helper back to its owner's supply."""
    i = CARTS.index(cart)
    old = st.merchants[i]
    if old is not None:
        st.players[old.owner].helpers += 1
        xfer(
            log,
            st.round,
            "helper",
            f"cart:{cart}",
            f"p{old.owner}",
            "displaced",
            player=p,
            card="haendler",
        )
    st.players[p].helpers -= 1
    st.merchants[i] = Merchant(p, st.round)
    xfer(
        log, st.round, "helper", f"p{p}", f"cart:{cart}", "place_trader", player=p, card="haendler"
    )


def deliver(st: State, log: Log) -> None:
    """After the last Händler: every merchant helper delivers once; the owner first puts 1 piece
    of each kind received on the defence tower (the tower has priority when supply is short)."""
    for i, m in enumerate(st.merchants):
        if m is None:
            continue
        amount = min(DELIVERY[i], st.supply[i])
        if amount == 0:
            fact(
                log,
                st.round,
                "supply_short",
                player=m.owner,
                card="haendler",
                detail=(KINDS[i], DELIVERY[i], 0),
            )
            continue
        st.supply[i] -= amount
        st.tower[i] += 1
        got = amount - 1
        st.players[m.owner].pieces[i] += got
        detail = (CARTS[i],)
        xfer(
            log,
            st.round,
            KINDS[i],
            "carts",
            "tower",
            "tower_tribute",
            player=m.owner,
            card="haendler",
            detail=detail,
        )
        xfer(
            log,
            st.round,
            KINDS[i],
            "carts",
            f"p{m.owner}",
            "delivery",
            count=got,
            player=m.owner,
            card="haendler",
            detail=detail,
        )
        if amount < DELIVERY[i]:
            fact(
                log,
                st.round,
                "supply_short",
                player=m.owner,
                card="haendler",
                detail=(KINDS[i], DELIVERY[i], amount),
            )


def is_last_trader(st: State) -> bool:
    """Whether no Händler follows the current card this round."""
    return all(c != "haendler" for c, _ in st.queue[st.qi + 1 :])


# --- Maurer ------------------------------------------------------------------------------------
def tower_choices(st: State, p: int) -> list[TakeFromTower]:
    """Maurer: any kind, an empty one included (a legal, empty choice)."""
    return [interned(TakeFromTower, p, k) for k in KINDS]


def why_not_tower(st: State, a: TakeFromTower) -> IllegalAction:
    """Why ``a`` is not among ``tower_choices``: no such kind (Der Maurer)."""
    return IllegalAction("tower.kind", rule="Der Maurer", kind=a.kind)


def take_from_tower(st: State, log: Log, p: int, kind: str) -> None:
    """Take all pieces of ``kind`` from the defence tower."""
    k = KINDS.index(kind)
    n = st.tower[k]
    st.tower[k] = 0
    st.players[p].pieces[k] += n
    xfer(log, st.round, kind, "tower", f"p{p}", "maurer_tower", count=n, player=p, card="maurer")
    if n == 0:
        fact(log, st.round, "tower_empty_kind", player=p, card="maurer", detail=(kind,))


# --- Steinmetz ---------------------------------------------------------------------------------
def worker_entries(st: State) -> list[tuple[int, str]]:
    """(seat, card) of the Arbeiter cards revealed this round, in resolution order."""
    return [(q, c) for c, q in st.queue if c in WORKER_CARDS]


def buy_choices(st: State, p: int) -> list[BuyPiece]:
    """Steinmetz: 1 piece for 1 taler from each other worker-player. He may ask for a card's last
    piece too: its owner may refuse that one (§T2), and is not asked twice."""
    if st.players[p].talers < 1:
        return []
    out = []
    for q, card in worker_entries(st):
        if q == p or q in st.bought_from:
            continue
        key = f"{q}:{card}"
        pieces = st.workers.get(key)
        if pieces is None or key in st.refused:  # a refused card holds only its kept piece
            continue
        for k in range(5):
            if pieces[k]:
                out.append(interned(BuyPiece, p, q, card, KINDS[k]))
    return out


def why_not_buy(st: State, a: BuyPiece) -> IllegalAction:
    """Why ``a`` is not among ``buy_choices`` (Der Steinmetz)."""
    rule = "Der Steinmetz"
    if st.players[a.player].talers < 1:
        return IllegalAction("buy.no_taler", rule=rule)
    if a.seller == a.player:
        return IllegalAction("buy.own_worker", rule=rule)
    seller = a.seller
    # the seller by name in the message (``seller`` stays the seat)
    name = st.players[seller].name if 0 <= seller < len(st.players) else str(seller)
    if a.card not in WORKER_CARDS or (a.card, seller) not in st.queue:
        return IllegalAction("buy.no_worker", rule=rule, seller=seller, name=name, card=a.card)
    if seller in st.bought_from:
        return IllegalAction("buy.once_per_worker", rule=rule, seller=seller, name=name)
    pieces = st.workers.get(f"{seller}:{a.card}", [0] * 5)
    if a.kind not in KINDS or pieces[KINDS.index(a.kind)] == 0:
        return IllegalAction("buy.not_on_card", rule=rule, kind=a.kind)
    if f"{seller}:{a.card}" in st.refused:
        return IllegalAction("buy.refused", rule=rule, seller=seller, name=name, kind=a.kind)
    return IllegalAction("action.not_legal", rule=rule)


def ask_piece(st: State, log: Log, p: int, seller: int, card: str, kind: str) -> None:
    """The Steinmetz asks for a piece: the seller cannot refuse, unless it is the last piece on
    his card (Der Steinmetz, §4.4; §T2): then he decides (step ``sell``)."""
    if sum(st.workers[f"{seller}:{card}"]) > 1:
        buy_piece(st, log, p, seller, card, kind)
        return
    st.offer = (seller, card, kind)
    st.step = "sell"
    fact(log, st.round, "asked_last_piece", player=p, card="steinmetz", detail=(kind, seller))


def sell_choices(st: State, p: int) -> list[SellLastPiece | KeepLastPiece]:
    """The seller of a last piece sells it or keeps it (Der Steinmetz, §4.4; §T2)."""
    if st.offer is None or st.offer[0] != p:
        return []
    return [interned(SellLastPiece, p), interned(KeepLastPiece, p)]


def answer_offer(st: State, log: Log, sell: bool) -> None:
    """The seller's answer: the sale goes through as any other, or the piece stays on his card
    and this Steinmetz may not ask him for it again. Buying goes on either way."""
    assert st.offer is not None
    seller, card, kind = st.offer
    buyer = st.queue[st.qi][1]
    st.offer = None
    st.step = "buy"
    if sell:
        buy_piece(st, log, buyer, seller, card, kind)
    else:
        st.refused.append(f"{seller}:{card}")
        fact(log, st.round, "kept_last_piece", player=seller, card="steinmetz", detail=(kind,))


def buy_piece(st: State, log: Log, p: int, seller: int, card: str, kind: str) -> None:
    """Pay 1 taler to the seller and take the piece from his worker card."""
    k = KINDS.index(kind)
    st.workers[f"{seller}:{card}"][k] -= 1
    st.players[p].pieces[k] += 1
    st.players[p].talers -= 1
    st.players[seller].talers += 1
    st.bought_from.append(seller)
    xfer(
        log,
        st.round,
        "taler",
        f"p{p}",
        f"p{seller}",
        "buy_payment",
        player=p,
        card="steinmetz",
        detail=(kind,),
    )
    xfer(
        log,
        st.round,
        kind,
        f"worker:{seller}:{card}",
        f"p{p}",
        "buy_piece",
        player=p,
        card="steinmetz",
    )


# --- Arbeiter ----------------------------------------------------------------------------------
def resolve_arbeiter(st: State, log: Log, p: int, card: str) -> None:
    """The owner takes what is left on his worker card (only now do the pieces become his)."""
    pieces = st.workers.get(f"{p}:{card}", [0] * 5)
    for k in range(5):
        n = pieces[k]
        if n:
            pieces[k] = 0
            st.players[p].pieces[k] += n
            xfer(
                log,
                st.round,
                KINDS[k],
                f"worker:{p}:{card}",
                f"p{p}",
                "worker_take",
                count=n,
                player=p,
                card=card,
            )


# --- Baumeister --------------------------------------------------------------------------------
def resolve_baumeister(st: State, log: Log, p: int) -> None:
    """All played cards back to hand; 5 VP for every building other players built this round."""
    pl = st.players[p]
    if recording(log):
        for c in pl.discard:
            xfer(
                log,
                st.round,
                f"card:{c}",
                f"p{p}.discard",
                f"p{p}.hand",
                "baumeister_return",
                player=p,
            )
    pl.hand.extend(pl.discard)
    pl.hand.sort(key=HAND.index)
    pl.discard.clear()
    others = sum(st.built_this_round) - st.built_this_round[p]
    vp = BAUMEISTER_VP * others
    pl.vp += vp
    xfer(
        log,
        st.round,
        "vp",
        "score",
        f"p{p}",
        "baumeister_vp",
        count=vp,
        player=p,
        card="baumeister",
        detail=(others,),
    )
    if vp == 0:
        fact(log, st.round, "baumeister_nothing", player=p, card="baumeister")
