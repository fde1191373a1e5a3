"""Die Burg im Winter (§10): the winter deck and the six winter cards.

In each marked round, after the person cards are chosen and before they are revealed, the start
player draws a winter card (Die Burg im Winter). Pest, Mauerbruch and Schneeverwehung take effect
at once, each player answering in seat order from the start player, and then leave the game;
Dorfschänke, Kornspeicher and Burgfräulein stay in play.

The base flow reaches these rules only through the hooks of ``variant.WINTER``; the functions
named there are grouped below by winter card. Each generator of choices has its ``why_not_*``
beside it: why an action is not among them (message key, parameters, the card's name as rule).
"""

from __future__ import annotations

import random
from typing import cast

from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    Action,
    Done,
    LoseCard,
    PayTalers,
    PlaceHelper,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    TakeStake,
    Woo,
    interned,
)
from burg.schutz.data import (
    CARTS,
    GRANARY_FEE,
    GRANARY_VP,
    HAND,
    INN_TOLL,
    INNKEEPER_FEE,
    KINDS,
    LADY_VP,
    PEST_TALER_PER_CARD,
    SNOW_TALERS,
    STONE,
    WALL_MOST_STONE,
    WALL_VP_PER_STONE,
    WINTER_CARDS,
    WINTER_STAYS,
    WORKER_CARDS,
    winter_draw_rounds,
)
from burg.schutz.messages import name
from burg.schutz.rules.building import forge_exchange
from burg.schutz.rules.log import Log, fact, xfer
from burg.schutz.state import Player, State, Winter

#: Items that can lie on the Burgfräulein card: the five kinds and talers.
STAKES: tuple[str, ...] = (*KINDS, "taler")
#: The winter places that hold helpers, as ``PlaceHelper.building``.
INN = "dorfschaenke"
GRANARY = "kornspeicher"
LADY = "burgfraeulein"
#: The winter game's own phases, decided by ``st.winter.queue[0]``: answering the winter card
#: drawn, wooing the Burgfräulein, sharing her stakes.
PHASES: tuple[str, ...] = ("winter", "woo", "share")
#: The rule named by errors outside any one winter card.
RULE = "Die Burg im Winter"


#: What a summer game's state reads as its winter: nothing in play, nobody placed (read only).
_NO_WINTER = Winter()


def _w(st: State) -> Winter:
    """The winter state to read; an empty one in a summer game (its winter actions are explained
    by their winter card all the same)."""
    return st.winter or _NO_WINTER


def _rule(card: str) -> str:
    """The rule an error names: the winter card's own (German) name."""
    return name(card, "de") if card in WINTER_CARDS else RULE


def _err(key: str, rule: str, **params: object) -> IllegalAction:
    return IllegalAction(key, rule=rule, **params)


# --- set-up and drawing (Die Burg im Winter) ----------------------------------------------
def shuffle_deck(rng: random.Random) -> list[str]:
    """The six winter cards, shuffled face down."""
    deck = list(WINTER_CARDS)
    rng.shuffle(deck)
    return deck


def setup(st: State, rng: random.Random) -> None:
    """Set-up (Die Burg im Winter): the winter cards lie shuffled face down."""
    st.winter = Winter(deck=shuffle_deck(rng))


def start_round(st: State, log: Log) -> None:
    """Round start, after the start player's taler: no winter card drawn yet; the wooers woo."""
    cast(Winter, st.winter).card = ""
    start_wooing(st)


def before_reveal(st: State, log: Log) -> bool:
    """All have chosen: in a marked round the winter card is drawn now, before the reveal.
    Whether it was."""
    if draw_due(st):
        draw(st, log)
        return True
    return False


def draw_due(st: State) -> bool:
    """Whether this round's field is marked and its winter card is not drawn yet."""
    w = cast(Winter, st.winter)
    return not w.card and bool(w.deck) and st.round in winter_draw_rounds(st.rounds_total)


def draw(st: State, log: Log) -> None:
    """The start player draws the top winter card and reads it out; it takes effect at once."""
    w = cast(Winter, st.winter)
    card = w.deck.pop(0)
    w.card = card
    fact(log, st.round, "winter_card", player=st.start_player, card=card, detail=(card,))
    if card in WINTER_STAYS:
        w.in_play.append(card)
        if card == LADY:
            # Burgfräulein: from the next round on, everybody may woo
            w.lady_round = st.round
            w.wooers = st.seat_order()
        return
    st.phase = "winter"
    w.queue = st.seat_order()


def finish_card(st: State, log: Log) -> None:
    """Everybody has answered: the card leaves the game; then the cards are revealed."""
    w = cast(Winter, st.winter)
    card = w.card
    w.out.append(card)
    w.queue = []
    fact(log, st.round, "winter_card_out", card=card, detail=(card,))
    st.phase = "choose"


# --- the winter game's phases: one player at a time, in ``st.winter.queue`` ----------------------
def queue_head(st: State) -> tuple[int, ...]:
    """Who decides in a winter phase: the first in the winter queue."""
    return (cast(Winter, st.winter).queue[0],)


def _queued(st: State, p: int) -> bool:
    w = cast(Winter, st.winter)
    return bool(w.queue) and w.queue[0] == p


def drawn_card(st: State) -> str:
    """The winter card answered in the phase ``winter``: the one drawn this round."""
    return cast(Winter, st.winter).card


def lady_card(st: State) -> str:
    """The card of the phases ``woo`` and ``share``: the Burgfräulein."""
    return LADY


# --- Pest, Mauerbruch, Schneeverwehung: each player answers --------------------------------------
def advance_answers(st: State, log: Log) -> list[Action] | None:
    """Phase ``winter``: the next player answers the card drawn (his choices if he has several;
    one way only is taken at once); when all have, the card leaves the game."""
    w = cast(Winter, st.winter)
    if not w.queue:
        finish_card(st, log)
        return None
    p = w.queue[0]
    options = answer_choices(st, p)
    if len(options) > 1:
        return options
    if options:  # one way only: it is taken at once
        answer(st, log, options[0])
    else:
        forced_answer(st, log, p)
    return None


def legal_answers(st: State, p: int) -> list[Action]:
    """Phase ``winter``: ``p``'s answers, if it is his turn to answer."""
    return answer_choices(st, p) if _queued(st, p) else []


def answer_choices(st: State, p: int) -> list[Action]:
    """What ``p`` may do about the winter card drawn this round (empty: it does not touch him)."""
    card = cast(Winter, st.winter).card
    pl = st.players[p]
    if card == "pest":
        # Pest: lose one card of the discard row, or pay 1 taler per card there
        if not pl.discard:
            return []
        out: list[Action] = [interned(LoseCard, p, c) for c in HAND if c in pl.discard]
        return _or_pay(st, p, out)
    if card == "schneeverwehung":
        # Schneeverwehung: give up an Arbeiter (hand or discard row) or pay 3 talers
        # with neither an Arbeiter nor 3 talers: all his talers (A) -- see talers_due
        return _or_pay(st, p, [interned(LoseCard, p, c) for c in _arbeiter_to_give(pl)])
    if card == "mauerbruch":
        # Mauerbruch: up to 3 stone back to the supply for 3 VP each; silver may become stone
        own, silver = pl.pieces[STONE], pl.pieces[4]
        exchange = min(silver, st.supply[STONE])
        out = []
        for count in range(1, WALL_MOST_STONE + 1):
            for conv in range(max(0, count - own), min(count, exchange) + 1):
                out.append(interned(ReturnStone, p, count, conv))
        return [*out, interned(Done, p)] if out else []
    return []


def _or_pay(st: State, p: int, cards: list[Action]) -> list[Action]:
    """The cards ``p`` may give up, then paying if he can pay what it costs (and it costs)."""
    due = talers_due(st, p)
    if 0 < due <= st.players[p].talers:
        return [*cards, interned(PayTalers, p)]
    return cards


def why_not_answer(st: State, a: Action) -> IllegalAction:
    """Why ``a`` is not among ``answer_choices`` (the card's own rule)."""
    card = _w(st).card
    rule = _rule(card)
    pl = st.players[a.player]
    if type(a) is LoseCard:
        if card == "pest":
            return _err("winter.pest_card", rule, card=a.card)
        return _err("winter.snow_card", rule, card=a.card)
    if type(a) is PayTalers:
        if card == "pest":
            return _err("winter.pest_talers", rule, need=talers_due(st, a.player), talers=pl.talers)
        return _err("winter.snow_talers", rule, talers=pl.talers)
    if type(a) is ReturnStone:
        return _err("winter.wall_stone", rule, count=a.count, stone=pl.pieces[STONE])
    return _err("winter.answer", rule, action=a.type)


def _arbeiter_to_give(pl: Player) -> list[str]:
    """Schneeverwehung: the Arbeiter cards in hand or discard row (not the face-down ones)."""
    return [c for c in WORKER_CARDS if c in pl.hand or c in pl.discard]


def talers_due(st: State, p: int) -> int:
    """What paying the winter card drawn costs ``p``: Pest 1 taler per card in the discard row;
    Schneeverwehung 3 talers, or all his talers if he has neither an Arbeiter nor 3 talers."""
    pl = st.players[p]
    if _w(st).card == "pest":
        return PEST_TALER_PER_CARD * len(pl.discard)
    return SNOW_TALERS if _arbeiter_to_give(pl) else min(SNOW_TALERS, pl.talers)


def answer(st: State, log: Log, a: Action) -> None:
    """Carry out ``p``'s answer to the winter card; the next player answers."""
    w = cast(Winter, st.winter)
    p = a.player
    pl = st.players[p]
    card = w.card
    loc = f"p{p}"
    if type(a) is LoseCard:
        src = "discard" if a.card in pl.discard else "hand"
        getattr(pl, src).remove(a.card)
        pl.lost.append(a.card)
        xfer(
            log,
            st.round,
            f"card:{a.card}",
            f"{loc}.{src}",
            "out",
            f"{card}_card",
            player=p,
            card=card,
        )
    elif type(a) is PayTalers:
        due = talers_due(st, p)
        pl.talers -= due
        st.bank += due
        xfer(log, st.round, "taler", loc, "bank", f"{card}_talers", count=due, player=p, card=card)
    elif type(a) is ReturnStone:
        forge_exchange(st, log, p, (0, 0, 0, a.silver), card, ())
        pl.pieces[STONE] -= a.count
        st.supply[STONE] += a.count
        xfer(
            log,
            st.round,
            "stone",
            loc,
            "carts",
            "mauerbruch_stone",
            count=a.count,
            player=p,
            card=card,
        )
        vp = WALL_VP_PER_STONE * a.count
        pl.vp += vp
        xfer(
            log,
            st.round,
            "vp",
            "score",
            loc,
            "mauerbruch_vp",
            count=vp,
            player=p,
            card=card,
            detail=(a.count,),
        )
    else:  # Done: Mauerbruch, no stone
        fact(log, st.round, "done_winter", player=p, card=card)
    w.queue.pop(0)


def forced_answer(st: State, log: Log, p: int) -> None:
    """Nothing to choose: with neither an Arbeiter nor 3 talers, Schneeverwehung takes no more;
    a player untouched by the card is passed by."""
    w = cast(Winter, st.winter)
    fact(log, st.round, "winter_no_effect", player=p, card=w.card)
    w.queue.pop(0)


# --- Burgfräulein: wooing at the start of each round, then sharing the stakes --------------------
def start_wooing(st: State) -> bool:
    """At round start (after the start player's taler): do the wooers woo this round?"""
    w = cast(Winter, st.winter)
    if LADY not in w.in_play or st.round <= w.lady_round:
        return False
    w.queue = [p for p in st.seat_order() if p in w.wooers]
    st.phase = "woo"
    return True


def advance_wooing(st: State, log: Log) -> list[Action] | None:
    """Phase ``woo``: the next wooer woos (his choices; with nothing to put on the card he
    stops); one wooer left wins the card; after the last wooer the choice of cards follows."""
    w = cast(Winter, st.winter)
    if len(w.wooers) == 1:
        lady_won(st, log)
        return None
    if not w.queue:
        st.phase = "choose"
        return None
    p = w.queue[0]
    options = woo_choices(st, p)
    if len(options) > 1:
        return options
    stop_wooing(st, log, p)  # nothing to put on the card
    return None


def legal_wooing(st: State, p: int) -> list[Action]:
    """Phase ``woo``: ``p``'s choices, if it is his turn to woo."""
    return woo_choices(st, p) if _queued(st, p) else []


def perform_wooing(st: State, log: Log, a: Action) -> None:
    """Phase ``woo``: ``Woo`` puts an item on the card, ``Done`` stops wooing."""
    if type(a) is Woo:
        woo(st, log, a.player, a.item)
    else:
        stop_wooing(st, log, a.player)


def woo_choices(st: State, p: int) -> list[Action]:
    """Put any one piece or one taler on the card, or stop wooing for good (``Done``)."""
    pl = st.players[p]
    out: list[Action] = [interned(Woo, p, KINDS[k]) for k in range(5) if pl.pieces[k] > 0]
    if pl.talers > 0:
        out.append(interned(Woo, p, "taler"))
    return [*out, interned(Done, p)]


def why_not_woo(st: State, a: Action) -> IllegalAction:
    """Why ``a`` is not among ``woo_choices`` (Burgfräulein)."""
    if type(a) is Woo:
        return _err("winter.woo_item", _rule(LADY), item=a.item)
    return _err("winter.answer", _rule(LADY), action=a.type)


def _move_stake(st: State, p: int, item: str, onto_card: int) -> None:
    """One item (a kind or ``"taler"``) from ``p`` onto the card (``onto_card`` 1) or back (-1)."""
    w = cast(Winter, st.winter)
    pl = st.players[p]
    if item == "taler":
        pl.talers -= onto_card
        w.lady_talers += onto_card
    else:
        k = KINDS.index(item)
        pl.pieces[k] -= onto_card
        w.lady_pieces[k] += onto_card


def woo(st: State, log: Log, p: int, item: str) -> None:
    """``p`` puts one item on the Burgfräulein card."""
    _move_stake(st, p, item, 1)
    xfer(log, st.round, item, f"p{p}", f"card:{LADY}", "woo", player=p, card=LADY)
    cast(Winter, st.winter).queue.pop(0)


def stop_wooing(st: State, log: Log, p: int) -> None:
    """``p`` does not woo (any more) and can never rejoin."""
    w = cast(Winter, st.winter)
    w.wooers.remove(p)
    w.queue.pop(0)
    fact(log, st.round, "woo_stop", player=p, card=LADY)


def lady_won(st: State, log: Log) -> None:
    """One wooer is left: he takes the card and 8 VP; the others share the stakes."""
    w = cast(Winter, st.winter)
    p = w.wooers[0]
    w.lady_winner = p
    st.players[p].vp += LADY_VP
    xfer(log, st.round, "vp", "score", f"p{p}", "lady_vp", count=LADY_VP, player=p, card=LADY)
    w.in_play.remove(LADY)
    w.out.append(LADY)
    fact(log, st.round, "lady_won", player=p, card=LADY)
    if stakes_left(st):
        w.queue = [q for q in st.seat_order() if q != p]
        st.phase = "share"
    else:
        w.queue = []
        st.phase = "choose"


def stakes_left(st: State) -> int:
    """Items lying on the Burgfräulein card."""
    return sum(_w(st).lady_pieces) + _w(st).lady_talers


def advance_sharing(st: State, log: Log) -> list[Action] | None:
    """Phase ``share``: the next sharer takes an item (his choices if the card holds several
    kinds); when the card is empty the choice of cards follows."""
    w = cast(Winter, st.winter)
    if not w.queue:
        st.phase = "choose"
        return None
    p = w.queue[0]
    stakes = stake_choices(st, p)
    if len(stakes) > 1:
        return list(stakes)
    take_stake(st, log, p, stakes[0].item)
    return None


def legal_sharing(st: State, p: int) -> list[Action]:
    """Phase ``share``: ``p``'s choices, if it is his turn to take an item."""
    return list(stake_choices(st, p)) if _queued(st, p) else []


def perform_sharing(st: State, log: Log, a: TakeStake) -> None:
    """Phase ``share``: ``p`` takes the item named."""
    take_stake(st, log, a.player, a.item)


def stake_choices(st: State, p: int) -> list[TakeStake]:
    """One item of the sharer's choice from the card."""
    w = cast(Winter, st.winter)
    out = [interned(TakeStake, p, KINDS[k]) for k in range(5) if w.lady_pieces[k] > 0]
    if w.lady_talers > 0:
        out.append(interned(TakeStake, p, "taler"))
    return out


def why_not_share(st: State, a: Action) -> IllegalAction:
    """Why ``a`` is not among ``stake_choices`` (Burgfräulein)."""
    if type(a) is TakeStake:
        return _err("winter.stake_item", _rule(LADY), item=a.item)
    return _err("winter.answer", _rule(LADY), action=a.type)


def take_stake(st: State, log: Log, p: int, item: str) -> None:
    """``p`` takes one item; the next sharer (round and round from the start player) follows."""
    w = cast(Winter, st.winter)
    _move_stake(st, p, item, -1)
    xfer(log, st.round, item, f"card:{LADY}", f"p{p}", "lady_share", player=p, card=LADY)
    w.queue.append(w.queue.pop(0))
    if not stakes_left(st):
        w.queue = []
        st.phase = "choose"


# --- Dorfschänke: the toll on every Händler, the innkeeper ---------------------------------------
def inn_open(st: State) -> bool:
    """Whether the Dorfschänke is in play (its toll applies)."""
    return INN in _w(st).in_play


def before_trader(st: State, log: Log, p: int) -> list[ReturnMerchant]:
    """A Händler resolves: while the Dorfschänke is in play he pays the toll before placing;
    if he must choose which merchant helper to take back instead, the step ``toll`` waits for
    him (his choices are returned)."""
    if not inn_open(st):
        return []
    options = pay_toll(st, log, p)
    if options:
        st.step = "toll"
    return options


def pay_toll(st: State, log: Log, p: int) -> list[ReturnMerchant]:
    """The Händler pays 1 taler to the innkeeper's owner, or onto the card. Who cannot pay must
    take a merchant helper back: returns the choices if he has several, else does it at once."""
    w = cast(Winter, st.winter)
    pl = st.players[p]
    if pl.talers >= INN_TOLL:
        pl.talers -= INN_TOLL
        if w.inn >= 0:
            st.players[w.inn].talers += INN_TOLL
            dst = f"p{w.inn}"
        else:
            w.inn_talers += INN_TOLL
            dst = f"card:{INN}"
        xfer(
            log,
            st.round,
            "taler",
            f"p{p}",
            dst,
            "inn_toll",
            count=INN_TOLL,
            player=p,
            card="haendler",
        )
        if w.inn == p:
            fact(log, st.round, "inn_toll_own", player=p, card="haendler")
        return []
    choices = toll_choices(st, p)
    if len(choices) > 1:
        return choices
    if choices:
        return_merchant(st, log, p, choices[0].cart)
    else:
        fact(log, st.round, "inn_toll_unpaid", player=p, card="haendler")
    return []


def toll_choices(st: State, p: int) -> list[ReturnMerchant]:
    """The merchant helpers a Händler who cannot pay the toll may take back: all of his own."""
    return [
        interned(ReturnMerchant, p, CARTS[i])
        for i, m in enumerate(st.merchants)
        if m is not None and m.owner == p
    ]


def why_not_toll(st: State, a: ReturnMerchant) -> IllegalAction:
    """Why ``a`` is not among ``toll_choices`` (Dorfschänke)."""
    return _err("winter.toll_cart", _rule(INN), cart=a.cart)


def perform_toll(st: State, log: Log, a: ReturnMerchant) -> None:
    """The Händler who could not pay takes the helper back, then places as usual."""
    return_merchant(st, log, a.player, a.cart)
    st.step = "trader"


def return_merchant(st: State, log: Log, p: int, cart: str) -> None:
    """The Händler who could not pay takes his merchant helper at ``cart`` back to supply."""
    st.merchants[CARTS.index(cart)] = None
    st.players[p].helpers += 1
    xfer(
        log,
        st.round,
        "helper",
        f"cart:{cart}",
        f"p{p}",
        "inn_toll_helper",
        player=p,
        card="haendler",
    )


def recall_choice(st: State, p: int) -> list[RecallInnkeeper]:
    """``p`` may take his innkeeper back (with Händler, Maurer or Steinmetz)."""
    return [interned(RecallInnkeeper, p)] if cast(Winter, st.winter).inn == p else []


def why_not_recall(st: State, a: RecallInnkeeper) -> IllegalAction:
    """Why ``a`` is not among ``recall_choice``: only the innkeeper's owner (Dorfschänke)."""
    return _err("winter.not_innkeeper", "Dorfschänke")


def perform_recall(st: State, log: Log, a: RecallInnkeeper) -> None:
    """The innkeeper goes back with the card being resolved (Händler, Maurer or Steinmetz)."""
    recall_innkeeper(st, log, a.player, st.queue[st.qi][0])


def recall_innkeeper(st: State, log: Log, p: int, card: str) -> None:
    """The innkeeper goes back to his owner's supply; tolls lie on the card again."""
    cast(Winter, st.winter).inn = -1
    st.players[p].helpers += 1
    xfer(log, st.round, "helper", f"slot:{INN}:0", f"p{p}", "recall_innkeeper", player=p, card=card)


# --- helpers in the winter places (Dorfschänke, Kornspeicher) ------------------------------------
def inn_choices(st: State, p: int, sources: list[str], talers: int) -> list[PlaceHelper]:
    """The innkeeper slot, if the Dorfschänke is in play and free, under the usual helper rules."""
    w = cast(Winter, st.winter)
    if (
        INN in w.in_play
        and w.inn < 0
        and INN not in st.helper_buildings[p]
        and talers >= INNKEEPER_FEE
    ):
        return [interned(PlaceHelper, p, INN, 0, s) for s in sources]
    return []


def granary_choices(st: State, p: int, sources: list[str], talers: int) -> list[PlaceHelper]:
    """The next free Kornspeicher slot, if it is in play, under the usual helper rules."""
    w = cast(Winter, st.winter)
    if (
        GRANARY in w.in_play
        and len(w.granary) < len(GRANARY_VP)
        and GRANARY not in st.helper_buildings[p]
        and talers >= GRANARY_FEE
    ):
        return [interned(PlaceHelper, p, GRANARY, len(w.granary), s) for s in sources]
    return []


def why_not_place(st: State, a: PlaceHelper) -> IllegalAction:
    """Why ``a`` is not among ``inn_choices`` / ``granary_choices`` (the card's rule; the
    usual conditions of the Maurer or Steinmetz are checked before, by ``helpers``)."""
    card = a.building
    rule = _rule(card)
    if card not in _w(st).in_play:
        return _err("winter.not_in_play", rule)
    if card in st.helper_buildings[a.player]:
        return _err("helper.same_building", "Gehilfen einsetzen", building=card)
    if card == INN and _w(st).inn >= 0:
        return _err("winter.inn_taken", rule)
    if card == GRANARY and len(_w(st).granary) >= len(GRANARY_VP):
        return _err("winter.granary_full", rule)
    fee = winter_fee(card)
    talers = st.players[a.player].talers
    if talers < fee:
        return _err("helper.fee", rule, fee=fee, talers=talers)
    return _err("action.not_legal", rule)


def winter_fee(building: str) -> int:
    """The fee of a winter place: innkeeper 3 talers, Kornspeicher 5."""
    return INNKEEPER_FEE if building == INN else GRANARY_FEE


def occupy_inn(st: State, log: Log, p: int) -> None:
    """The new innkeeper (already paid for) takes the tolls lying on the Dorfschänke."""
    w = cast(Winter, st.winter)
    w.inn = p
    if w.inn_talers:
        n = w.inn_talers
        w.inn_talers = 0
        st.players[p].talers += n
        xfer(log, st.round, "taler", f"card:{INN}", f"p{p}", "inn_talers", count=n, player=p)


def occupy_granary(st: State, log: Log, p: int) -> None:
    """The helper (already paid for) takes the next Kornspeicher slot."""
    cast(Winter, st.winter).granary.append(p)


def score_granary(st: State) -> list[int]:
    """Kornspeicher: every helper there scores 10 (alone), 7 (two) or 3 (three)."""
    out = [0] * st.n
    if _w(st).granary:
        each = GRANARY_VP[len(_w(st).granary) - 1]
        for o in _w(st).granary:
            out[o] += each
    return out


def final_scoring(st: State) -> tuple[tuple[str, list[int], tuple[int]], ...]:
    """Final scoring (after the Markt): the Kornspeicher, 10 / 7 / 3 VP for each of its
    1 / 2 / 3 helpers."""
    return (("kornspeicher", score_granary(st), (len(cast(Winter, st.winter).granary),)),)
