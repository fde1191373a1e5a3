"""Why an action is illegal: the message key, its parameters and the rulebook section."""

from __future__ import annotations

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    Action,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    LoseCard,
    PalasConvert,
    Pay,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    TakeFromTower,
    TakeStake,
    Woo,
)
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    CARTS,
    HAND,
    KINDS,
    PEST_TALER_PER_CARD,
    TEMPLATES,
    WINTER_CARDS,
    WORKER_CARDS,
)
from burg.schutz.messages import name
from burg.schutz.rules import building, flow, winter
from burg.schutz.rules.helpers import slot_fee
from burg.schutz.state import State


def explain(st: State, a: Action, legal: list[Action]) -> IllegalAction:
    """The error for an action that is not among ``legal``."""
    try:
        return _explain(st, a, legal)
    except Exception:  # malformed field types: never let a diagnosis crash
        return IllegalAction("action.malformed", detail=repr(a))


def _err(key: str, rule: str, **params: object) -> IllegalAction:
    return IllegalAction(key, rule=rule, **params)


def _explain(st: State, a: Action, legal: list[Action]) -> IllegalAction:
    d = flow.decision(st)
    p = a.player
    if d.kind is None:
        return _err("turn.game_over", "Die Schlusswertung")
    if p not in d.players:
        return _err("turn.not_yours", "Spielablauf", player=p, waiting=list(d.players), step=d.kind)
    if d.kind not in a.answers:
        return _err("turn.wrong_step", "Spielablauf", step=d.kind, action=a.type)
    pl = st.players[p]
    if d.kind == "toll" or isinstance(a, RecallInnkeeper):
        return _explain_winter(st, a, "dorfschaenke")
    if d.kind in flow.WINTER_PHASES:
        return _explain_winter(st, a, d.card or "")
    if isinstance(a, ChooseCards):
        rule = "Auswahl der Personenkarten"
        if not isinstance(a.cards, tuple) or not all(isinstance(c, str) for c in a.cards):
            return _err("action.malformed", rule, detail="cards")
        need = flow.cards_needed(st, p)
        if len(a.cards) != need:
            return _err("cards.count", rule, need=need, got=len(a.cards))
        for c in a.cards:
            if c not in HAND:
                return _err("cards.unknown", rule, card=c)
            if a.cards.count(c) > 1:
                return _err("cards.twice", rule, card=c)
            if c not in pl.hand:
                return _err("cards.not_in_hand", rule, card=c)
        if "baumeister" in a.cards and not pl.discard:
            return _err("cards.baumeister_full_hand", rule)
        return _err("cards.order", rule)
    if isinstance(a, ChooseWorkerPieces):
        rule = "Bestücken der Arbeiterkarten"
        for k in a.kinds if isinstance(a.kinds, tuple) else ("?",):
            if k not in ("sand", "wood", "clay"):
                return _err("worker.kind", rule, kind=k)
        wanted = max((len(x.kinds) for x in legal if isinstance(x, ChooseWorkerPieces)), default=0)
        if legal and len(a.kinds) != wanted:
            return _err("worker.count", rule, wanted=wanted, got=len(a.kinds))
        return _err("worker.supply", rule, kinds=list(a.kinds))
    if isinstance(a, PlaceTrader):
        rule = "Der Händler"
        if a.cart not in CARTS:
            return _err("trader.unknown_cart", rule, cart=a.cart)
        if pl.helpers <= 0:
            return _err("trader.no_helper", rule)
        i = CARTS.index(a.cart)
        all_carts = all(m is not None for m in st.merchants[:4])
        m = st.merchants[i]
        if a.cart == "rider" and not all_carts:
            return _err("trader.rider_needs_all_carts", rule)
        if m is not None:
            if not all_carts:
                return _err("trader.displace_needs_all_carts", rule, cart=a.cart)
            if m.owner == p:
                return _err("trader.own_helper", rule, cart=a.cart)
            if m.placed_round >= st.round:
                return _err("trader.placed_this_round", rule, cart=a.cart)
        return _err("action.not_legal", rule)
    if isinstance(a, TakeFromTower):
        return _err("tower.kind", "Der Maurer", kind=a.kind)
    if isinstance(a, BuyPiece):
        rule = "Der Steinmetz"
        if pl.talers < 1:
            return _err("buy.no_taler", rule)
        if a.seller == p:
            return _err("buy.own_worker", rule)
        if a.card not in WORKER_CARDS or (a.card, a.seller) not in st.queue:
            return _err("buy.no_worker", rule, seller=a.seller, card=a.card)
        if a.seller in st.bought_from:
            return _err("buy.once_per_worker", rule, seller=a.seller)
        pieces = st.workers.get(f"{a.seller}:{a.card}", [0] * 5)
        if a.kind not in KINDS or pieces[KINDS.index(a.kind)] == 0:
            return _err("buy.not_on_card", rule, kind=a.kind)
        if sum(pieces) < 2:
            return _err("buy.last_piece", rule)
        return _err("action.not_legal", rule)
    if isinstance(a, ChooseBuilding):
        rule = "Bauwerke errichten"
        if a.building not in TEMPLATES:
            return _err("build.unknown", rule, building=a.building)
        if a.building in st.built:
            return _err("build.already_built", rule, building=a.building)
        if st.builds_left <= 0:
            return _err("build.two_per_card", rule)
        t = BUILDING_OF[a.building]
        nxt = next(b for b in TEMPLATES if BUILDING_OF[b] == t and b not in st.built)
        if nxt != a.building:
            return _err("build.take_next", rule, building=a.building, next=nxt)
        return _err("build.cannot_pay", rule, building=a.building, value=BUILDING_TYPES[t].value)
    if isinstance(a, Pay):
        rule = "Zahlung in Rohstoffen"
        if a.building != st.building:
            return _err("pay.wrong_building", rule, building=a.building, chosen=st.building)
        problem = building.payment_problem(st, p, a)
        if problem is not None:
            return _err(problem[0], rule, **problem[1])
        return _err("action.not_legal", rule)
    if isinstance(a, PlaceHelper):
        rule = "Gehilfen einsetzen"
        card = st.queue[st.qi][0]
        if card not in ("maurer", "steinmetz"):
            return _err("helper.card", rule, card=card)
        if st.built_this_round[p] <= 0:
            return _err("helper.no_building", rule)
        if st.helpers_left <= 0:
            return _err("helper.two_per_card", rule)
        if a.building in ("dorfschaenke", "kornspeicher"):
            return _explain_winter(st, a, a.building)
        if a.building not in st.slots:
            return _err("helper.no_slots", rule, building=a.building)
        if a.building not in st.built:
            return _err("helper.not_built", rule, building=a.building)
        if type(a.slot) is not int or not 0 <= a.slot < len(st.slots[a.building]):
            return _err("helper.no_such_slot", rule, building=a.building, slot=a.slot)
        if st.slots[a.building][a.slot] is not None:
            return _err("helper.slot_taken", rule, building=a.building, slot=a.slot)
        if a.building in st.helper_buildings[p]:
            return _err("helper.same_building", rule, building=a.building)
        fee = slot_fee(a.building, a.slot)
        if pl.talers < fee:
            return _err("helper.fee", rule, fee=fee, talers=pl.talers)
        if a.source == "supply":
            return _err("helper.no_helper", rule)
        if a.source in CARTS:
            return _err("helper.not_your_cart", rule, cart=a.source)
        return _err("helper.source", rule, source=a.source)
    if isinstance(a, PalasConvert):
        rule = "Der Palas"
        if st.palas_left <= 0:
            return _err("palas.limit", rule)
        if a.kind == "silver":
            if pl.pieces[4] <= 0:
                return _err("palas.no_piece", rule, kind="silver")
            return _err("palas.carts_lack", rule, kind=a.into)
        return _err("palas.no_piece", rule, kind=a.kind)
    return _err("action.not_legal", "Spielablauf")


def _explain_winter(st: State, a: Action, card: str) -> IllegalAction:
    """Why a winter action is not legal (Die Burg im Winter: the card's own text)."""
    pl = st.players[a.player]
    # the rule is the winter card's own (German) name
    rule = name(card, "de") if card in WINTER_CARDS else "Die Burg im Winter"
    if isinstance(a, RecallInnkeeper):
        return _err("winter.not_innkeeper", "Dorfschänke")
    if isinstance(a, LoseCard):
        if card == "pest":
            return _err("winter.pest_card", rule, card=a.card)
        return _err("winter.snow_card", rule, card=a.card)
    if isinstance(a, PayTalers):
        if card == "pest":
            need = PEST_TALER_PER_CARD * len(pl.discard)
            return _err("winter.pest_talers", rule, need=need, talers=pl.talers)
        return _err("winter.snow_talers", rule, talers=pl.talers)
    if isinstance(a, ReturnStone):
        return _err("winter.wall_stone", rule, count=a.count, stone=pl.pieces[3])
    if isinstance(a, Woo):
        return _err("winter.woo_item", rule, item=a.item)
    if isinstance(a, TakeStake):
        return _err("winter.stake_item", rule, item=a.item)
    if isinstance(a, ReturnMerchant):
        return _err("winter.toll_cart", rule, cart=a.cart)
    if isinstance(a, PlaceHelper):
        if card not in st.winter_in_play:
            return _err("winter.not_in_play", rule)
        if a.building in st.helper_buildings[a.player]:
            return _err("helper.same_building", "Gehilfen einsetzen", building=a.building)
        if card == "dorfschaenke" and st.inn >= 0:
            return _err("winter.inn_taken", rule)
        if card == "kornspeicher" and len(st.granary) >= 3:
            return _err("winter.granary_full", rule)
        fee = winter.winter_fee(card)
        if pl.talers < fee:
            return _err("helper.fee", rule, fee=fee, talers=pl.talers)
        return _err("action.not_legal", rule)
    return _err("winter.answer", rule, action=a.type)
