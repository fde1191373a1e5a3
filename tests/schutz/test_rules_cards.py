"""Die Personenkarten (rules/schutz.md §4): Bote, Händler, Maurer, Steinmetz, Arbeiter,
Baumeister."""

from __future__ import annotations

from burg import (
    BuyPiece,
    ChooseBuilding,
    ChooseWorkerPieces,
    Done,
    Game,
    KeepLastPiece,
    Pay,
    PlaceTrader,
    SellLastPiece,
    TakeFromTower,
)
from burg.schutz.state import Merchant
from tests.schutz.builders import (
    ALL_CARDS,
    choose,
    done_all,
    events_of,
    game,
    played_before,
    put_merchant,
    set_bank,
    set_pieces,
    set_supply,
    set_talers,
    set_tower,
    start_state,
)


def build_with(g: Game, p: int, building: str, pieces: tuple[int, int, int, int]) -> None:
    """Choose ``building`` and pay it with ``pieces`` (no silver)."""
    g.apply(ChooseBuilding(p, building))
    g.apply(Pay(p, building, pieces))


# --- Bote ----------------------------------------------------------------------------------------
def test_bote_takes_eight_talers_from_the_bank() -> None:
    """Der Bote: the player of the Bote receives 8 talers from the bank."""
    st = start_state(4, start=0)
    choose(st, {0: ["haendler"], 1: ["bote"], 2: ["maurer"], 3: ["maurer"]})
    g = game(st)
    assert g.state.players[1].talers == 3 + 8
    assert g.state.bank == 81 - 8


def test_bote_gets_only_what_the_bank_holds() -> None:
    """Auswahl der Personenkarten, ACHTUNG: where the bank holds little, the Bote gets little."""
    st = start_state(4, start=0)
    set_bank(st, 10)
    choose(st, {0: ["bote"], 1: ["bote"], 2: ["maurer"], 3: ["maurer"]})
    g = game(st)
    # start player first: 8, then the 2 left
    assert g.state.players[0].talers == 4 + 8
    assert g.state.players[1].talers == 3 + 2
    assert g.state.bank == 0
    assert [e.detail for e in events_of(g, "bank_short")] == [(8, 2)]


# --- Händler -------------------------------------------------------------------------------------
def _trader_game(
    merchants: dict[str, tuple[int, int]] | None = None, n_traders: int = 1, **supply: int
) -> Game:
    """Round 1 of 4 players, start player 0; seats 0.. play Händler, the rest Bote."""
    st = start_state(4, start=0)
    for cart, (owner, placed) in (merchants or {}).items():
        put_merchant(st, cart, owner, placed)
    set_supply(st, **supply)
    choose(st, {p: ["haendler"] if p < n_traders else ["bote"] for p in range(4)})
    return game(st)


def test_haendler_places_at_a_free_cart_only_while_one_is_free() -> None:
    """Der Händler: a helper goes to one of the 4 carts; the rider only when all carts are taken."""
    g = _trader_game({"sand": (1, 0)})
    assert g.pending.kind == "trader"
    assert g.legal_actions(0) == [
        PlaceTrader(0, "wood"),
        PlaceTrader(0, "clay"),
        PlaceTrader(0, "stone"),
        Done(0),
    ]


def test_haendler_may_take_the_rider_when_all_carts_are_occupied() -> None:
    """Der Händler: erst wenn jedes Fuhrwerk einen Gehilfen hat, darf auch der Reiter einen
    erhalten."""
    g = _trader_game({c: (0, 0) for c in ("sand", "wood", "clay", "stone")})
    assert g.legal_actions(0) == [PlaceTrader(0, "rider"), Done(0)]
    g.apply(PlaceTrader(0, "rider"))
    assert g.state.merchants[4] == Merchant(0, 1)
    assert g.state.players[0].helpers == 6 - 5


def test_haendler_displaces_only_old_foreign_helpers_when_all_carts_are_occupied() -> None:
    """Gehilfen verdrängen: only a foreign helper not placed in this round, only when all carts
    are occupied; never one's own; the displaced helper returns to its owner."""
    # seat 1 (start player) places first at the last free cart, then seat 0 decides
    st = start_state(4, start=1)
    put_merchant(st, "sand", 2, 0)
    put_merchant(st, "wood", 3, 0)
    put_merchant(st, "clay", 0, 0)
    choose(st, {0: ["haendler"], 1: ["haendler"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.legal_actions(1) == [PlaceTrader(1, "stone"), Done(1)]
    g.apply(PlaceTrader(1, "stone"))
    # sand (seat 2, old) and wood (seat 3, old) and the free rider; not clay (own), not stone
    # (placed this round)
    assert g.legal_actions(0) == [
        PlaceTrader(0, "sand"),
        PlaceTrader(0, "wood"),
        PlaceTrader(0, "rider"),
        Done(0),
    ]
    helpers_before = g.state.players[3].helpers
    g.apply(PlaceTrader(0, "wood"))
    assert g.state.merchants[1] == Merchant(0, 1)
    assert g.state.players[3].helpers == helpers_before + 1


def test_haendler_may_displace_an_old_rider() -> None:
    """Gehilfen verdrängen: the rider's helper can be displaced too if not placed this round."""
    merchants = {c: (0, 0) for c in ("sand", "wood", "clay", "stone")}
    merchants["rider"] = (2, 0)
    g = _trader_game(merchants)
    assert g.legal_actions(0) == [PlaceTrader(0, "rider"), Done(0)]


def test_haendler_cannot_displace_while_a_cart_is_free() -> None:
    """Gehilfen verdrängen: only when all carts are occupied."""
    g = _trader_game({"sand": (1, 0), "wood": (2, 0), "clay": (3, 0)})
    assert g.legal_actions(0) == [PlaceTrader(0, "stone"), Done(0)]


def test_haendler_may_pass_and_the_carts_still_deliver() -> None:
    """Händler ohne Gehilfen: playing the Händler without placing still brings the deliveries of
    the helpers on the board."""
    g = _trader_game({"clay": (2, 0)})
    g.apply(Done(0))
    assert g.state.players[0].helpers == 6
    assert g.state.players[2].pieces == [1, 1, 1, 0, 0]
    assert g.state.tower == [1, 1, 2, 1, 1]


def test_haendler_without_helpers_in_supply_still_triggers_the_delivery() -> None:
    """Händler ohne Gehilfen: no helper to place, the deliveries come all the same."""
    st = start_state(4, start=0)
    put_merchant(st, "clay", 2, 0)
    st.players[0].helpers = 0
    choose(st, {0: ["haendler"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.state.round == 2
    assert g.state.players[2].pieces == [1, 1, 1, 0, 0]


def test_deliveries_per_cart_with_one_piece_of_each_kind_to_the_tower() -> None:
    """Rohstoffe erhalten / Abgabe an den Wehrturm: sand 4, wood 3, clay 2, stone 2, rider 2
    silver; of each kind received 1 goes onto the defence tower - also for an owner who did not
    play the Händler."""
    g = _trader_game({c: (1, 0) for c in ("sand", "wood", "clay", "stone", "rider")})
    supply = g.state.supply[:]
    g.apply(Done(0))
    assert g.state.players[1].pieces == [1 + 3, 1 + 2, 1, 1, 1]
    assert g.state.tower == [2, 2, 2, 2, 2]
    assert [a - b for a, b in zip(supply, g.state.supply, strict=True)] == [4, 3, 2, 2, 2]


def test_new_merchant_helper_delivers_in_its_first_round() -> None:
    """Rohstoffe erhalten: as soon as you place your helper you receive its cart's pieces."""
    g = _trader_game()
    g.apply(PlaceTrader(0, "sand"))
    assert g.state.players[0].pieces == [1 + 3, 1, 0, 0, 0]
    assert g.state.tower == [2, 1, 1, 1, 1]


def test_tower_has_priority_when_the_supply_is_short() -> None:
    """Abgabe an den Wehrturm: if too few pieces are left, the tower's piece comes first and the
    player gets the rest."""
    g = _trader_game({"sand": (1, 0), "wood": (1, 0), "clay": (1, 0)}, sand=1, wood=2, clay=0)
    g.apply(Done(0))
    assert g.state.tower == [2, 2, 1, 1, 1]
    assert g.state.players[1].pieces == [1, 1 + 1, 0, 0, 0]
    assert g.state.supply[:3] == [0, 0, 0]


def test_one_delivery_per_round_after_the_last_haendler() -> None:
    """Rohstoffe erhalten, WICHTIG: with several Händler the pieces come only when the last
    trader helper of the round is placed: carts deliver at most once per round."""
    g = _trader_game({"clay": (2, 0)}, n_traders=2)
    g.apply(PlaceTrader(0, "sand"))
    assert events_of(g, "delivery") == []
    assert g.state.players[0].pieces == [1, 1, 0, 0, 0]
    g.apply(PlaceTrader(1, "wood"))
    assert [(e.dst, e.item, e.count) for e in events_of(g, "delivery")] == [
        ("p0", "sand", 3),
        ("p1", "wood", 2),
        ("p2", "clay", 1),
    ]
    assert g.state.tower == [2, 2, 2, 1, 1]


def test_one_delivery_when_the_last_haendler_passes() -> None:
    """Rohstoffe erhalten, WICHTIG: the delivery follows the last Händler also if it passes."""
    g = _trader_game({"clay": (2, 0)}, n_traders=2)
    g.apply(PlaceTrader(0, "sand"))
    g.apply(Done(1))
    assert len(events_of(g, "delivery")) == 2
    assert g.state.players[2].pieces == [1, 1, 1, 0, 0]


def test_no_haendler_no_delivery() -> None:
    """Rohstoffe erhalten, WICHTIG: pieces come only in a round in which somebody plays the
    Händler."""
    st = start_state(4, start=0)
    put_merchant(st, "sand", 1, 0)
    put_merchant(st, "rider", 2, 0)
    choose(st, {p: ["bote"] for p in range(4)})
    g = game(st)
    assert g.state.round == 2
    assert events_of(g, "delivery") == []
    assert g.state.players[1].pieces == [1, 1, 0, 0, 0]
    assert g.state.tower == [1, 1, 1, 1, 1]


def test_merchant_helpers_stay_on_the_carts() -> None:
    """Rohstoffe besetzen: a trader helper keeps its position into the next rounds."""
    g = _trader_game()
    g.apply(PlaceTrader(0, "stone"))
    assert g.state.round == 2
    assert g.state.merchants[3] == Merchant(0, 1)


# --- Maurer --------------------------------------------------------------------------------------
def _maurer_game(**tower: int) -> Game:
    st = start_state(4, start=0)
    set_tower(st, **tower)
    choose(st, {0: ["maurer"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    return game(st)


def test_maurer_takes_all_pieces_of_one_kind_from_the_tower() -> None:
    """Der Maurer: from the defence tower you take all pieces of one kind of your choice."""
    g = _maurer_game(clay=3, sand=2)
    assert g.pending.kind == "tower"
    assert {a.kind for a in g.legal_actions(0)} == {"sand", "wood", "clay", "stone", "silver"}
    g.apply(TakeFromTower(0, "clay"))
    assert g.state.players[0].pieces == [1, 1, 3, 0, 0]
    assert g.state.tower == [2, 1, 0, 1, 1]


def test_maurer_may_choose_a_kind_the_tower_lacks() -> None:
    """Der Maurer (A): a kind with no piece on the tower is a legal, empty choice."""
    g = _maurer_game(stone=0)
    g.apply(TakeFromTower(0, "stone"))
    assert g.state.players[0].pieces == [1, 1, 0, 0, 0]
    assert g.state.tower == [1, 1, 1, 0, 1]
    assert [e.detail for e in events_of(g, "tower_empty_kind")] == [("stone",)]


def test_maurer_earns_one_taler_per_piece_used_and_no_vp() -> None:
    """Der Maurer: 1 taler from the bank per piece used; the Maurer brings no VP."""
    st = start_state(4, start=0)
    set_pieces(st, 0, sand=2, wood=2, clay=1)
    choose(st, {0: ["maurer"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(TakeFromTower(0, "stone"))
    build_with(g, 0, "brunnen", (2, 2, 1, 0))
    assert g.state.players[0].talers == 4 + 5
    assert g.state.players[0].vp == 0
    assert g.state.bank == 81 - 3 * 8 - 5  # three Bote, then the wage
    assert [e.count for e in events_of(g, "maurer_wage")] == [5]


def test_maurer_wage_is_limited_by_the_bank() -> None:
    """Auswahl der Personenkarten, ACHTUNG: the Maurer gets only what the bank holds."""
    st = start_state(4, start=0)
    set_pieces(st, 0, sand=2, wood=2, clay=1)
    set_tower(st, sand=0, wood=0, clay=0, stone=0, silver=0)
    set_bank(st, 3)
    choose(st, {0: ["maurer"], 1: ["haendler"], 2: ["haendler"], 3: ["haendler"]})
    g = game(st)
    done_all(g, card="haendler")
    assert g.pending.kind == "build"
    build_with(g, 0, "brunnen", (2, 2, 1, 0))
    assert g.state.players[0].talers == 4 + 3
    assert g.state.bank == 0


# --- Steinmetz -----------------------------------------------------------------------------------
def _stonemason_round(c_takes: tuple[str, str] = ("sand", "wood"), **supply: int) -> Game:
    """4 players, start 0: seat 0 Steinmetz, seats 1-3 Arbeiter A, B, C."""
    st = start_state(4, start=0)
    set_supply(st, **supply)
    choose(st, {0: ["steinmetz"], 1: ["arbeiter_a"], 2: ["arbeiter_b"], 3: ["arbeiter_c"]})
    g = game(st)
    if g.pending.kind == "worker_pieces":
        g.apply(ChooseWorkerPieces(3, c_takes))
    return g


def test_steinmetz_buys_one_piece_from_each_worker_player() -> None:
    """Der Steinmetz: from every player who plays an Arbeiter this round, 1 piece of that card
    for 1 taler, paid to that player."""
    g = _stonemason_round()
    assert g.pending.kind == "buy"
    assert set(g.legal_actions(0)) == {
        BuyPiece(0, 1, "arbeiter_a", "wood"),
        BuyPiece(0, 1, "arbeiter_a", "silver"),
        BuyPiece(0, 2, "arbeiter_b", "sand"),
        BuyPiece(0, 2, "arbeiter_b", "clay"),
        BuyPiece(0, 3, "arbeiter_c", "sand"),
        BuyPiece(0, 3, "arbeiter_c", "wood"),
        BuyPiece(0, 3, "arbeiter_c", "stone"),
        Done(0),
    }
    g.apply(BuyPiece(0, 1, "arbeiter_a", "silver"))
    assert g.state.players[0].talers == 4 - 1
    assert g.state.players[1].talers == 3 + 1
    assert g.state.players[0].pieces == [1, 1, 0, 0, 1]
    assert g.state.workers["1:arbeiter_a"] == [0, 2, 0, 0, 0]
    # one piece per worker-player: seat 1 is done
    assert not any(a.seller == 1 for a in g.legal_actions(0) if isinstance(a, BuyPiece))
    g.apply(BuyPiece(0, 2, "arbeiter_b", "clay"))
    g.apply(BuyPiece(0, 3, "arbeiter_c", "stone"))
    assert g.state.players[0].talers == 1
    assert g.state.players[0].pieces == [1, 1, 1, 1, 1]
    assert g.pending.kind == "build"  # buying over without a Done


def _asking_for_the_last_piece() -> Game:
    """Seat 0's Steinmetz asks for the silver, the only piece left on seat 1's Arbeiter A."""
    g = _stonemason_round(("sand", "clay"), wood=0)  # Arbeiter A holds only its silver
    assert g.state.workers["1:arbeiter_a"] == [0, 0, 0, 0, 1]
    assert BuyPiece(0, 1, "arbeiter_a", "silver") in g.legal_actions(0)
    g.apply(BuyPiece(0, 1, "arbeiter_a", "silver"))
    return g


def test_the_seller_decides_about_his_last_piece() -> None:
    """Der Steinmetz: "Der Arbeiter darf den Verkauf nicht verweigern, es sei denn, es handelt
    sich um sein letztes Teil" -- for the last piece the seller decides (rules/schutz.md §T2)."""
    g = _asking_for_the_last_piece()
    assert g.pending.kind == "sell"
    assert g.pending.players == (1,)
    assert g.legal_actions(1) == [SellLastPiece(1), KeepLastPiece(1)]
    assert g.legal_actions(0) == []
    assert g.state.players[0].talers == 4  # nothing has moved yet
    assert g.state.workers["1:arbeiter_a"] == [0, 0, 0, 0, 1]


def test_the_seller_may_sell_his_last_piece() -> None:
    """Der Steinmetz: sold, it is paid for like any other piece; buying goes on."""
    g = _asking_for_the_last_piece()
    events = g.apply(SellLastPiece(1))
    assert g.state.workers["1:arbeiter_a"] == [0, 0, 0, 0, 0]
    assert g.state.players[0].talers == 4 - 1
    assert g.state.players[1].talers == 3 + 1
    assert g.state.players[0].pieces[4] == 1
    assert [(e.reason, e.item) for e in events if e.kind == "transfer"] == [
        ("buy_payment", "taler"),
        ("buy_piece", "silver"),
    ]
    assert g.pending.kind == "buy" and g.pending.players == (0,)
    assert not any(isinstance(a, BuyPiece) and a.seller == 1 for a in g.legal_actions(0))


def test_the_seller_may_keep_his_last_piece() -> None:
    """Der Steinmetz: refused, nothing moves; the Steinmetz buys on elsewhere and may not ask
    for that piece again."""
    g = _asking_for_the_last_piece()
    events = g.apply(KeepLastPiece(1))
    assert [e.kind for e in events if e.kind == "transfer"] == []
    assert any(e.reason == "kept_last_piece" and e.player == 1 for e in events)
    assert g.state.workers["1:arbeiter_a"] == [0, 0, 0, 0, 1]
    assert g.state.players[0].talers == 4
    assert g.pending.kind == "buy" and g.pending.players == (0,)
    legal = g.legal_actions(0)
    assert BuyPiece(0, 1, "arbeiter_a", "silver") not in legal
    assert BuyPiece(0, 2, "arbeiter_b", "sand") in legal


def test_a_piece_that_is_not_the_last_cannot_be_refused() -> None:
    """Der Steinmetz: the seller cannot refuse any other piece: the sale happens at once."""
    g = _stonemason_round()
    g.apply(BuyPiece(0, 1, "arbeiter_a", "wood"))  # 1 wood + 1 silver on the card
    assert g.pending.kind == "buy"
    assert g.state.workers["1:arbeiter_a"] == [0, 1, 0, 0, 1]


def test_steinmetz_without_talers_cannot_buy() -> None:
    """Der Steinmetz: each piece costs 1 taler."""
    st = start_state(4, start=1)
    set_talers(st, 0, 0)
    set_pieces(st, 0, clay=1, stone=1)
    choose(st, {0: ["steinmetz"], 1: ["arbeiter_a"], 2: ["arbeiter_b"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"
    assert g.pending.players == (0,)


def test_two_steinmetze_buy_one_after_the_other() -> None:
    """Der Steinmetz: with several Steinmetze each buys his piece in turn (a card with 2 pieces
    left can still sell one)."""
    st = start_state(4, start=0)
    choose(st, {0: ["steinmetz"], 1: ["steinmetz"], 2: ["arbeiter_a"], 3: ["bote"]})
    g = game(st)
    g.apply(BuyPiece(0, 2, "arbeiter_a", "wood"))
    # seat 0 cannot build: seat 1's Steinmetz buys next
    assert g.pending.kind == "buy"
    assert g.pending.players == (1,)
    assert g.legal_actions(1) == [
        BuyPiece(1, 2, "arbeiter_a", "wood"),
        BuyPiece(1, 2, "arbeiter_a", "silver"),
        Done(1),
    ]
    g.apply(BuyPiece(1, 2, "arbeiter_a", "silver"))
    done_all(g)
    assert g.state.players[2].pieces == [1, 2, 0, 0, 0]  # the Arbeiter got the wood left
    assert g.state.players[2].talers == 3 + 2


def test_two_player_steinmetz_never_buys_from_own_arbeiter() -> None:
    """Der Steinmetz, 2 players: buying from one's own Arbeiter is not allowed."""
    st = start_state(2, start=0)
    choose(st, {0: ["steinmetz", "arbeiter_a"], 1: ["bote", "arbeiter_b"]})
    g = game(st)
    assert g.pending.kind == "buy"
    assert g.legal_actions(0) == [
        BuyPiece(0, 1, "arbeiter_b", "sand"),
        BuyPiece(0, 1, "arbeiter_b", "clay"),
        Done(0),
    ]


def test_two_player_steinmetz_buys_one_piece_in_total_from_both_opponent_arbeiter() -> None:
    """Der Steinmetz, 2 players (A): from the opponent's two Arbeiter 1 piece in total."""
    st = start_state(2, start=0)
    choose(st, {0: ["steinmetz", "bote"], 1: ["arbeiter_a", "arbeiter_b"]})
    g = game(st)
    assert {(a.card, a.kind) for a in g.legal_actions(0) if isinstance(a, BuyPiece)} == {
        ("arbeiter_a", "wood"),
        ("arbeiter_a", "silver"),
        ("arbeiter_b", "sand"),
        ("arbeiter_b", "clay"),
    }
    g.apply(BuyPiece(0, 1, "arbeiter_b", "clay"))
    done_all(g)
    assert g.state.round == 2
    assert len(events_of(g, "buy_piece")) == 1  # the piece of one purchase
    assert len(events_of(g, "buy_payment")) == 1  # and its taler
    assert g.state.players[0].pieces == [1, 1, 1, 0, 0]
    assert g.state.players[1].pieces == [1 + 2, 1 + 2, 0, 0, 1]


def test_steinmetz_scores_the_full_vp_of_each_building() -> None:
    """Der Steinmetz: each building brings the VP before its crown at once (Turm: 10)."""
    st = start_state(4, start=0)
    set_pieces(st, 0, clay=1, stone=1)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    build_with(g, 0, "turm_1", (1, 1, 1, 1))
    assert g.state.players[0].vp == 10
    assert g.state.players[0].talers == 4  # no wage


# --- Arbeiter ------------------------------------------------------------------------------------
def test_arbeiter_takes_what_is_left_when_it_resolves() -> None:
    """Der Arbeiter: the owner takes the pieces left on his card (what no Steinmetz bought)."""
    g = _stonemason_round()
    g.apply(BuyPiece(0, 1, "arbeiter_a", "wood"))
    g.apply(Done(0))
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[1].pieces == [1, 1 + 1, 0, 0, 1]
    assert g.state.players[2].pieces == [1 + 2, 1, 1, 0, 0]
    assert g.state.players[3].pieces == [1 + 1, 1 + 1, 0, 1, 0]
    assert g.state.workers == {}


def test_arbeiter_scores_half_the_vp_and_places_no_helpers() -> None:
    """Der Arbeiter: each building brings half the VP on its template (Turm: 10 / 2); Arbeiter
    place no helpers."""
    st = start_state(4, start=0)
    set_pieces(st, 1, stone=1)
    set_talers(st, 1, 30)
    choose(st, {0: ["bote"], 1: ["arbeiter_b"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"
    assert g.state.players[1].pieces == [3, 1, 1, 1, 0]
    build_with(g, 1, "turm_1", (1, 1, 1, 1))
    assert g.state.players[1].vp == 5
    assert g.pending.kind != "helpers"
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[1].helpers == 6


# --- Baumeister ----------------------------------------------------------------------------------
def test_baumeister_returns_all_played_cards_including_itself() -> None:
    """Der Baumeister: all cards played so far (the Baumeister too) go back to the hand."""
    st = start_state(4, start=0)
    played_before(st, 0, "bote", "haendler", "arbeiter_c")
    choose(st, {0: ["baumeister"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.state.round == 2
    assert g.state.players[0].hand == ALL_CARDS
    assert g.state.players[0].discard == []


def test_baumeister_scores_five_vp_per_building_of_others_this_round() -> None:
    """Der Baumeister: every building the other players build in this round brings 5 VP."""
    st = start_state(4, start=0)
    played_before(st, 0, "bote")
    set_pieces(st, 1, sand=3, wood=3, clay=2, stone=1)  # Turm (1,1,1,1) + Haus (2,2,1,0)
    set_pieces(st, 2, clay=1, stone=1)
    choose(st, {0: ["baumeister"], 1: ["steinmetz"], 2: ["maurer"], 3: ["bote"]})
    g = game(st)
    g.apply(TakeFromTower(2, "stone"))
    st2 = g.state
    assert st2.players[2].pieces == [1, 1, 1, 2, 0]
    build_with(g, 2, "turm_1", (1, 1, 1, 1))
    done_all(g, card="maurer")
    build_with(g, 1, "turm_2", (1, 1, 1, 1))
    build_with(g, 1, "haus_1", (2, 1, 1, 0))
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[0].vp == 15
    assert [e.detail for e in events_of(g, "baumeister_vp")] == [(3,)]


def test_baumeister_in_two_player_game_scores_nothing_for_own_buildings() -> None:
    """Der Baumeister, SPIEL ZU ZWEIT: no VP for buildings its own player built that round; the
    other card of the round comes back to the hand too."""
    st = start_state(2, start=0)
    played_before(st, 0, "arbeiter_a")
    set_pieces(st, 0, clay=1, stone=1)
    set_pieces(st, 1, clay=1, stone=1)
    choose(st, {0: ["steinmetz", "baumeister"], 1: ["steinmetz", "bote"]})
    g = game(st)
    build_with(g, 0, "turm_1", (1, 1, 1, 1))
    build_with(g, 1, "turm_2", (1, 1, 1, 1))
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[0].vp == 10 + 5
    assert g.state.players[0].hand == ALL_CARDS


def test_baumeister_cannot_build() -> None:
    """Der Baumeister: mit dem Baumeister darfst du nicht bauen."""
    st = start_state(2, start=0)
    played_before(st, 0, "arbeiter_a")
    set_pieces(st, 0, sand=10, wood=5, clay=5, stone=5, silver=3)
    choose(st, {0: ["bote", "baumeister"], 1: ["bote", "arbeiter_b"]})
    g = game(st)
    assert g.pending.players == (1,)  # seat 1's Arbeiter B may build; seat 0 never decides
    done_all(g)
    assert g.state.round == 2
    assert events_of(g, "built") == []
    assert g.state.players[0].vp == 0
    assert g.state.players[0].pieces == [10, 5, 5, 5, 3]


def test_maurer_wage_counts_pieces_exchanged_for_silver() -> None:
    """Der Maurer (A): 1 taler per piece used - a clay taken at the forge for silver is used too."""
    st = start_state(4, start=0)
    set_pieces(st, 0, sand=2, wood=2, silver=1)
    choose(st, {0: ["maurer"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(TakeFromTower(0, "stone"))
    g.apply(ChooseBuilding(0, "brunnen"))
    g.apply(Pay(0, "brunnen", (2, 2, 1, 0), (0, 0, 1, 0)))
    assert [e.count for e in events_of(g, "maurer_wage")] == [5]
    assert g.state.players[0].talers == 4 + 5
    assert g.state.players[0].pieces == [0, 0, 0, 1, 0]  # the stone from the tower stays
    assert g.state.forge == 1
