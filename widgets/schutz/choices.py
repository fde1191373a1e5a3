"""The choices offered for the pending decision: every option the page shows, legal or not.

Legality always comes from the engine (``Game.legal_actions``); the reason an option is disabled
comes from the engine's own diagnosis (``Game.why_not``). The labels read the table as the deciding
seat sees it (``Game.view``). Nothing here knows a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Any

from burg.schutz import messages
from burg.schutz.actions import (
    Action,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    KeepLastPiece,
    LoseCard,
    PalasConvert,
    Pay,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    SellLastPiece,
    TakeFromTower,
    TakeStake,
    Woo,
)
from burg.schutz.data import (
    BUILD_KINDS,
    BUILDING_OF,
    BUILDING_TYPES,
    CARTS,
    GRANARY_FEE,
    GRANARY_VP,
    HAND,
    INNKEEPER_FEE,
    KINDS,
    POINTS,
    PREBUILT,
    SLOT_BUILDINGS,
    TEMPLATES,
    WALL_MOST_STONE,
    WALL_VP_PER_STONE,
    WORKER_CARDS,
)
from burg.schutz.game import Game
from widgets.core.table import Option
from widgets.schutz.text import short_card, t

#: The table as the deciding seat sees it (``Game.view``).
View = dict[str, Any]


def why_not(game: Game, action: Action, lang: str = "en") -> str:
    """The engine's reason why ``action`` is not legal now (empty if it is legal)."""
    error = game.why_not(action)
    return "" if error is None else error.plain(lang)


def _option(game: Game, key: str, label: str, action: Action, legal: set, lang: str) -> Option:
    if action in legal:
        return Option(key, label, action, True)
    return Option(key, label, action, False, why_not(game, action, lang))


def options(
    game: Game, player: int, lang: str = "en", selected: tuple[str, ...] = ()
) -> list[Option]:
    """Every option for ``player``'s pending decision (all but ``payment``: see ``payments``).

    ``selected`` are the cards picked so far while choosing cards."""
    kind = game.pending.kind
    if kind is None or player not in game.pending.players:
        return []
    legal = set(game.legal_actions(player))
    if kind == "choose_cards":
        return card_options(game, player, lang, selected)
    builder = _BUILDERS.get(kind)
    if builder is None:
        return []
    out = builder(game, game.view(player), player, lang, legal)
    done = Done(player)
    if kind == "winter" and game.pending.card == "mauerbruch":
        out.append(_option(game, "done", t("done_mauerbruch", lang), done, legal, lang))
    if kind in ("trader", "buy", "build", "helpers", "palas", "woo"):
        out.append(_option(game, "done", t(f"done_{kind}", lang), done, legal, lang))
    return out


def card_options(game: Game, player: int, lang: str, selected: tuple[str, ...]) -> list[Option]:
    """The 8 person cards; a card is enabled if some legal choice contains it with ``selected``."""
    legal = [a for a in game.legal_actions(player) if isinstance(a, ChooseCards)]
    need = len(legal[0].cards) if legal else 1
    chosen = set(selected)
    hand = game.view(player)["players"][player]["hand"]
    out = []
    for card in HAND:
        label = messages.name(card, lang)
        if card in chosen:
            out.append(Option(f"card-{card}", label, None, True, selected=True))
            continue
        want = chosen | {card}
        if len(want) <= need and any(want <= set(a.cards) for a in legal):
            out.append(Option(f"card-{card}", label, None, True))
            continue
        if len(want) > need:  # enough chosen: how to change the choice, no warning of a mistake
            out.append(Option(f"card-{card}", label, None, False, t("cards_full", lang, n=need)))
            continue
        trial = [*selected, card]
        trial += [c for c in hand if c not in trial][: max(0, need - len(trial))]
        reason = why_not(game, ChooseCards(player, tuple(trial)), lang)
        out.append(Option(f"card-{card}", label, None, False, reason))
    return out


def cards_action(game: Game, player: int, selected: tuple[str, ...]) -> ChooseCards | None:
    """The legal card choice made of exactly ``selected``, if there is one."""
    for a in game.legal_actions(player):
        if isinstance(a, ChooseCards) and set(a.cards) == set(selected):
            return a
    return None


def cards_needed(game: Game, player: int) -> int:
    """How many cards ``player`` chooses now."""
    for a in game.legal_actions(player):
        if isinstance(a, ChooseCards):
            return len(a.cards)
    return 0


def _workers(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    universe = [a for a in game.legal_actions(p) if isinstance(a, ChooseWorkerPieces)]
    for combo in combinations_with_replacement(("sand", "wood", "clay"), 2):
        a = ChooseWorkerPieces(p, combo)
        if a not in universe:
            universe.append(a)
    out = []
    for a in universe:
        label = " + ".join(messages.name(k, lang) for k in a.kinds) or "—"
        out.append(_option(game, "workers-" + "-".join(a.kinds), label, a, legal, lang))
    return out


def _recall(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """Dorfschänke: the innkeeper's owner may take him back (offered only to the owner)."""
    a = RecallInnkeeper(p)
    return [Option("recall-innkeeper", t("recall_innkeeper", lang), a, True)] if a in legal else []


def _trader(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    out = _recall(game, view, p, lang, legal)
    for i, cart in enumerate(CARTS):
        stock = view["supply"][KINDS[i]]
        if cart == "rider":
            label = t("rider_label", lang, stock=stock)
        else:
            label = t(
                "cart_label",
                lang,
                cart=messages.place_name(f"cart:{cart}", [], lang),
                stock=stock,
                kind=messages.name(cart, lang),
            )
        m = view["merchants"][cart]
        if m is not None:
            label += f" ({t('held_by', lang, player=view['players'][m['owner']]['name'])})"
        out.append(_option(game, f"trader-{cart}", label, PlaceTrader(p, cart), legal, lang))
    return out


def _tower(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """One option per kind the defence tower holds, and one "take nothing": the engine lets the
    Maurer name a kind the tower lacks (§M1), and every such kind takes
    nothing alike, so they are one choice, not a "Take 0 stone" each."""
    out = []
    empty = []
    for k in KINDS:
        n = view["tower"][k]
        if not n:
            empty.append(k)
            continue
        label = t("tower_take", lang, count=n, kind=messages.name(k, lang))
        out.append(_option(game, f"tower-{k}", label, TakeFromTower(p, k), legal, lang))
    if empty:
        label = t("tower_none", lang)
        out.append(_option(game, "tower-none", label, TakeFromTower(p, empty[0]), legal, lang))
    return out


def _buy(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    out = []
    for key, pieces in view["workers"].items():  # in resolution order
        seat_s, card = key.split(":")
        seller = int(seat_s)
        if seller == p:
            continue
        for k in KINDS:
            if not pieces[k]:
                continue
            label = t(
                "buy_label",
                lang,
                kind=messages.name(k, lang),
                player=view["players"][seller]["name"],
                card=short_card(card, lang),
            )
            a = BuyPiece(p, seller, card, k)
            out.append(_option(game, f"buy-{seller}-{card}-{k}", label, a, legal, lang))
    return out


def _sell(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """The Steinmetz asks for the last piece of ``p``'s Arbeiter card: sell or keep it (§T2)."""
    offer = view["flow"]["offer"]
    kind = messages.name(offer["kind"], lang)
    buyer = view["players"][view["flow"]["current"][1]]["name"]
    sell = t("sell_label", lang, kind=kind, player=buyer)
    return [
        _option(game, "sell", sell, SellLastPiece(p), legal, lang),
        _option(game, "keep", t("keep_label", lang, kind=kind), KeepLastPiece(p), legal, lang),
    ]


def _build(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    out = []
    seen: set[str] = set()
    for b in TEMPLATES:
        kind = BUILDING_OF[b]
        if b in view["built"] or kind in seen:
            continue
        seen.add(kind)
        bt = BUILDING_TYPES[kind]
        label = t("build_label", lang, building=messages.name(b, lang), value=bt.value, vp=bt.vp)
        out.append(_option(game, f"build-{b}", label, ChooseBuilding(p, b), legal, lang))
    return out


def _helpers(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    out = _recall(game, view, p, lang, legal)
    for b in SLOT_BUILDINGS:
        if b not in PREBUILT and b not in view["built"]:
            continue
        fees = BUILDING_TYPES[BUILDING_OF[b]].fees
        for i, fee in enumerate(fees):
            base = t("helper_label", lang, building=messages.name(b, lang), slot=i + 1, fee=fee)
            out.extend(_placements(game, p, b, i, f"helper-{b}-{i}", base, legal, lang))
    if "winter" in view:
        out.extend(_winter_helpers(game, view, p, lang, legal))
    return out


def _winter_helpers(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """The innkeeper's place and the Kornspeicher, while those cards are in play."""
    w = view["winter"]
    out: list[Option] = []
    places = []
    if "dorfschaenke" in w["in_play"]:
        places.append(("dorfschaenke", 0, INNKEEPER_FEE))
    if "kornspeicher" in w["in_play"]:
        places.append(("kornspeicher", min(len(w["granary"]), len(GRANARY_VP) - 1), GRANARY_FEE))
    for b, i, fee in places:
        base = t(f"helper_{b}", lang, fee=fee)
        out.extend(_placements(game, p, b, i, f"helper-{b}", base, legal, lang))
    return out


def _placements(
    game: Game, p: int, b: str, slot: int, key: str, base: str, legal: set, lang: str
) -> list[Option]:
    """A helper into ``b``'s ``slot``: from supply (shown even if not legal, with the reason),
    and from each of the player's carts where that is legal."""
    out = [_option(game, key, base, PlaceHelper(p, b, slot, "supply"), legal, lang)]
    for src in CARTS:
        a = PlaceHelper(p, b, slot, src)
        if a in legal:
            cart = messages.place_name(f"cart:{src}", [], lang)
            label = f"{base} ({t('from_cart', lang, cart=cart)})"
            out.append(Option(f"{key}-{src}", label, a, True))
    return out


def _winter(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """Pest, Mauerbruch, Schneeverwehung: every answer, the impossible ones with their reason."""
    pl = view["players"][p]
    card = game.pending.card
    out = []
    if card == "mauerbruch":
        for count in range(1, WALL_MOST_STONE + 1):
            for silver in range(count + 1):
                a = ReturnStone(p, count, silver)
                if silver and a not in legal:
                    continue  # silver variants only where they are possible
                label = t("return_stone", lang, count=count, vp=WALL_VP_PER_STONE * count)
                if silver:
                    label += " (" + t("stone_via_silver", lang, n=silver) + ")"
                out.append(_option(game, f"stone-{count}-{silver}", label, a, legal, lang))
        return out
    if card == "pest":
        cards = [c for c in HAND if c in pl["discard"] or c in pl["chosen"]]
    else:
        cards = list(WORKER_CARDS)
    due = game.talers_due(p)
    for c in cards:
        label = t("lose_card", lang, card=messages.name(c, lang))
        out.append(_option(game, f"lose-{c}", label, LoseCard(p, c), legal, lang))
    label = t("pay_talers", lang, n=due)
    out.append(_option(game, "pay-talers", label, PayTalers(p), legal, lang))
    return out


_STAKES = (*KINDS, "taler")


def _woo(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """Burgfräulein: woo with one piece or one taler (stopping is the ``done`` option)."""
    return [
        _option(
            game,
            f"woo-{k}",
            t("woo_with", lang, item=messages.name(k, lang)),
            Woo(p, k),
            legal,
            lang,
        )
        for k in _STAKES
    ]


def _share(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """Burgfräulein won by another: take one item from the card."""
    lady = view["winter"]["lady"]
    out = []
    for k in _STAKES:
        n = lady["talers"] if k == "taler" else lady["pieces"][k]
        label = t("take_stake", lang, item=messages.name(k, lang), n=n)
        out.append(_option(game, f"stake-{k}", label, TakeStake(p, k), legal, lang))
    return out


def _toll(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    """Dorfschänke toll unpaid: which merchant helper goes back to supply."""
    out = []
    for cart in CARTS:
        a = ReturnMerchant(p, cart)
        label = t("toll_return", lang, cart=messages.place_name(f"cart:{cart}", [], lang))
        out.append(_option(game, f"toll-{cart}", label, a, legal, lang))
    return out


def _palas(game: Game, view: View, p: int, lang: str, legal: set) -> list[Option]:
    out = []
    for i, k in enumerate(BUILD_KINDS):
        label = t("palas_label", lang, kind=messages.name(k, lang), vp=POINTS[i])
        out.append(_option(game, f"palas-{k}", label, PalasConvert(p, k), legal, lang))
    for i, k in enumerate(BUILD_KINDS):
        a = PalasConvert(p, "silver", k)
        label = t("palas_silver", lang, kind=messages.name(k, lang), vp=POINTS[i])
        out.append(_option(game, f"palas-silver-{k}", label, a, legal, lang))
    return out


_BUILDERS: dict[str, Callable[[Game, View, int, str, set], list[Option]]] = {
    "worker_pieces": _workers,
    "trader": _trader,
    "tower": _tower,
    "buy": _buy,
    "sell": _sell,
    "build": _build,
    "helpers": _helpers,
    "palas": _palas,
    "winter": _winter,
    "woo": _woo,
    "share": _share,
    "toll": _toll,
}


def payments(game: Game, player: int) -> list[Pay]:
    """The distinct exact payments for the building chosen, cheapest in silver first."""
    return [a for a in game.legal_actions(player) if isinstance(a, Pay)]


def describe_payment(pay: Pay, lang: str = "en") -> str:
    """A payment in words: ``3 sand + 2 wood + 1 clay (1 clay bought with silver)``."""
    parts = [
        f"{n} {messages.name(k, lang)}" for k, n in zip(BUILD_KINDS, pay.pieces, strict=True) if n
    ]
    text = " + ".join(parts)
    silver = [
        t("via_silver", lang, count=n, kind=messages.name(k, lang))
        for k, n in zip(BUILD_KINDS, pay.from_silver, strict=True)
        if n
    ]
    if silver:
        text += " (" + ", ".join(silver) + ")"
    return text


def affordable(game: Game, player: int) -> set[str]:
    """Templates ``player`` may choose to build now (empty unless building is pending)."""
    return {a.building for a in game.legal_actions(player) if isinstance(a, ChooseBuilding)}
