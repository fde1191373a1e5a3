"""Illegal actions: ``IllegalAction`` with a message key and the rulebook section (each a section
of the rules reference: rules/schutz.md §13), rendered in English and German, and the game
exactly as before (state and events)."""

from __future__ import annotations

import pytest

from burg import (
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    Game,
    IllegalAction,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    TakeFromTower,
)
from tests.schutz.builders import (
    build,
    choose,
    game,
    played_before,
    put_helper,
    put_merchant,
    rejected,
    run,
    set_pieces,
    set_supply,
    set_talers,
    start_state,
    to_final_scoring,
)

CARDS = "Auswahl der Personenkarten"
STOCK = "Bestücken der Arbeiterkarten"
TRADER = "Der Händler"
MAURER = "Der Maurer"
STEINMETZ = "Der Steinmetz"
BUILD = "Bauwerke errichten"
PAY = "Zahlung in Rohstoffen"
HELPERS = "Gehilfen einsetzen"
PALAS = "Der Palas"
FLOW = "Spielablauf"


def check(err: IllegalAction, key: str, rule: str | None) -> None:
    """The key, the rule, and a full message in English and German."""
    assert err.key == key
    en, de = err.render("en"), err.render("de")
    assert str(err) == en
    assert en != de
    assert "{" not in en and "{" not in de  # every parameter filled in
    if rule is not None:
        assert err.rule == rule
        assert en.endswith(f"[rule: {rule}]")
        assert de.endswith(f"[Regel: {rule}]")


# --- games waiting at each kind of decision ------------------------------------------------------
def choosing(players: int = 4) -> Game:
    st = start_state(players, start=0)
    played_before(st, 1, "bote")
    return game(st)


def stocking() -> Game:
    st = start_state(4, start=0)
    set_supply(st, sand=0)
    choose(st, {0: ["arbeiter_c"], 1: ["bote"], 2: ["bote"], 3: ["maurer"]})
    g = game(st)
    assert g.pending.kind == "worker_pieces"
    return g


def trading() -> Game:
    """Seat 1 (start player) has placed at stone this round; seat 0 decides with the clay cart
    its own and sand, wood old foreign helpers."""
    st = start_state(4, start=1)
    put_merchant(st, "sand", 2)
    put_merchant(st, "wood", 3)
    put_merchant(st, "clay", 0)
    choose(st, {0: ["haendler"], 1: ["haendler"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(PlaceTrader(1, "stone"))
    assert g.pending.kind == "trader" and g.pending.players == (0,)
    return g


def trading_with_free_cart() -> Game:
    st = start_state(4, start=0)
    put_merchant(st, "sand", 2)
    choose(st, {0: ["haendler"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    return game(st)


def at_tower() -> Game:
    st = start_state(4, start=0)
    choose(st, {0: ["maurer"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "tower"
    return g


def buying() -> Game:
    """Seat 0's Steinmetz; seat 1 Arbeiter A (wood short: 1 wood + 1 silver), seat 2 Arbeiter B,
    seat 3 Bote."""
    st = start_state(4, start=0)
    set_supply(st, wood=1)
    choose(st, {0: ["steinmetz"], 1: ["arbeiter_a"], 2: ["arbeiter_b"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "buy"
    return g


def buying_two_players() -> Game:
    st = start_state(2, start=0)
    choose(st, {0: ["steinmetz", "arbeiter_a"], 1: ["bote", "arbeiter_b"]})
    g = game(st)
    assert g.pending.kind == "buy"
    return g


def building() -> Game:
    st = start_state(4, start=0)
    build(st, "brunnen", 2)
    set_pieces(st, 0, sand=2, wood=2, clay=1, stone=1)
    set_talers(st, 0, 20)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"
    return g


def paying() -> Game:
    """Seat 0 pays the Haus (8) holding 1 sand, 1 wood, 1 clay, 1 silver; the carts lack stone."""
    st = start_state(4, start=0)
    set_pieces(st, 0, clay=1, silver=1)
    set_supply(st, stone=0)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(ChooseBuilding(0, "haus_1"))
    assert g.pending.kind == "payment"
    return g


def placing() -> Game:
    """Seat 0's Steinmetz built Turm 1 and placed a helper in the Markt (slot 0); the Taverne is
    built with its 12-slot taken; seat 0 has 9 talers, a trader helper on the clay cart."""
    st = start_state(4, start=0)
    build(st, "taverne", 1)
    put_helper(st, "taverne", 0, 2)
    put_merchant(st, "clay", 0)
    put_merchant(st, "sand", 1)
    set_pieces(st, 0, clay=1, stone=1)
    set_talers(st, 0, 15)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    g.apply(PlaceHelper(0, "markt", 0))
    assert g.pending.kind == "helpers"
    assert g.state.players[0].talers == 9
    return g


def converting() -> Game:
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    set_pieces(st, 0, sand=0, wood=2, silver=1)
    set_supply(st, stone=0)
    g = to_final_scoring(st)
    assert g.pending.kind == "palas"
    return g


# --- the flow ------------------------------------------------------------------------------------
def test_not_your_decision() -> None:
    """Spielablauf: only the player the game waits for may act."""
    g = at_tower()
    check(rejected(g, TakeFromTower(1, "sand")), "turn.not_yours", FLOW)


def test_already_chosen_player_cannot_choose_again() -> None:
    """Spielablauf 2: one choice per round; the game waits for the others."""
    g = choosing()
    g.apply(ChooseCards(0, ("bote",)))
    check(rejected(g, ChooseCards(0, ("maurer",))), "turn.not_yours", FLOW)


def test_wrong_kind_of_action_for_the_step() -> None:
    """Spielablauf: an action must answer the decision the game waits for."""
    check(rejected(choosing(), Done(0)), "turn.wrong_step", FLOW)
    check(rejected(at_tower(), Back(0)), "turn.wrong_step", FLOW)
    check(rejected(building(), TakeFromTower(0, "sand")), "turn.wrong_step", FLOW)


def test_action_after_the_game_is_over() -> None:
    """Die Schlusswertung: after the final scoring nothing can be played."""
    g = to_final_scoring(start_state(4, start=0))
    assert g.is_over
    check(rejected(g, Done(0)), "turn.game_over", "Die Schlusswertung")


def test_no_such_player() -> None:
    """Spielablauf: seats are 0 .. players - 1."""
    check(rejected(choosing(), ChooseCards(7, ("bote",))), "action.no_such_player", None)


def test_malformed_json_action() -> None:
    """Actions in JSON form: an unknown type or missing field is refused."""
    g = choosing()
    check(rejected(g, {"type": "fly", "player": 0}), "action.malformed", None)
    check(rejected(g, {"type": "choose_cards", "player": 0}), "action.malformed", None)


def test_json_action_is_judged_like_the_object() -> None:
    """Auswahl der Personenkarten: the JSON form of an illegal choice gets the same error."""
    g = choosing()
    err = rejected(g, {"type": "choose_cards", "player": 0, "cards": ["baumeister"]})
    check(err, "cards.baumeister_full_hand", CARDS)


def test_undo_with_nothing_to_undo() -> None:
    """Undo: nothing has been played yet."""
    g = choosing()
    with pytest.raises(IllegalAction) as info:
        g.undo()
    check(info.value, "undo.nothing", None)


# --- card choice ---------------------------------------------------------------------------------
def test_baumeister_with_full_hand() -> None:
    """Auswahl der Personenkarten, ACHTUNG: not the Baumeister while holding all person cards."""
    check(
        rejected(choosing(), ChooseCards(0, ("baumeister",))), "cards.baumeister_full_hand", CARDS
    )


def test_card_in_the_discard_row() -> None:
    """Ablage: a played card lies in the discard row until the Baumeister brings it back."""
    check(rejected(choosing(), ChooseCards(1, ("bote",))), "cards.not_in_hand", CARDS)


def test_unknown_card() -> None:
    """Spielmaterial: 8 person cards per player."""
    check(rejected(choosing(), ChooseCards(0, ("koenig",))), "cards.unknown", CARDS)


def test_wrong_number_of_cards() -> None:
    """Auswahl der Personenkarten: 1 card (2 with two players)."""
    check(rejected(choosing(), ChooseCards(0, ("bote", "maurer"))), "cards.count", CARDS)
    check(rejected(choosing(2), ChooseCards(0, ("bote",))), "cards.count", CARDS)


def test_same_card_twice() -> None:
    """Auswahl der Personenkarten (2 players): two different cards."""
    check(rejected(choosing(2), ChooseCards(0, ("bote", "bote"))), "cards.twice", CARDS)


def test_two_player_choice_in_any_order_is_accepted() -> None:
    """Auswahl der Personenkarten (2 players): the two cards are a set - their order is no rule."""
    g = choosing(2)
    g.apply(ChooseCards(0, ("maurer", "bote")))
    assert sorted(g.state.players[0].chosen) == ["bote", "maurer"]


# --- Arbeiter C ----------------------------------------------------------------------------------
def test_arbeiter_c_kind_not_allowed() -> None:
    """Bestücken: Arbeiter C's free pieces are sand, wood or clay - never stone or silver."""
    check(rejected(stocking(), ChooseWorkerPieces(0, ("stone", "wood"))), "worker.kind", STOCK)


def test_arbeiter_c_kind_the_carts_lack() -> None:
    """Bestücken (A): under shortage only kinds the carts hold."""
    check(rejected(stocking(), ChooseWorkerPieces(0, ("sand", "wood"))), "worker.supply", STOCK)


@pytest.mark.parametrize("kinds", [("wood",), ("wood", "clay", "clay")])
def test_arbeiter_c_wrong_number_of_pieces(kinds: tuple[str, ...]) -> None:
    """Bestücken: Arbeiter C gets exactly 2 free pieces (fewer only when the carts run short)."""
    check(rejected(stocking(), ChooseWorkerPieces(0, kinds)), "worker.count", STOCK)


def test_arbeiter_c_choice_in_any_order_is_accepted() -> None:
    """Bestücken: 2 pieces of the owner's choice - the order they are named in is no rule."""
    g = stocking()
    g.apply(ChooseWorkerPieces(0, ("clay", "wood")))
    assert g.state.workers["0:arbeiter_c"] == [0, 1, 1, 1, 0]


# --- Händler -------------------------------------------------------------------------------------
def test_rider_needs_all_carts() -> None:
    """Der Händler: erst wenn jedes Fuhrwerk einen Gehilfen hat, darf auch der Reiter einen
    erhalten."""
    err = rejected(trading_with_free_cart(), PlaceTrader(0, "rider"))
    check(err, "trader.rider_needs_all_carts", TRADER)


def test_displace_needs_all_carts() -> None:
    """Gehilfen verdrängen: only when all carts are occupied."""
    err = rejected(trading_with_free_cart(), PlaceTrader(0, "sand"))
    check(err, "trader.displace_needs_all_carts", TRADER)


def test_never_displace_own_helper() -> None:
    """Gehilfen verdrängen: only a foreign helper (einen fremden Gehilfen)."""
    check(rejected(trading(), PlaceTrader(0, "clay")), "trader.own_helper", TRADER)


def test_never_displace_helper_placed_this_round() -> None:
    """Gehilfen verdrängen: not one placed in the same round."""
    check(rejected(trading(), PlaceTrader(0, "stone")), "trader.placed_this_round", TRADER)


def test_unknown_cart() -> None:
    """Der Händler: 4 carts and the rider."""
    check(rejected(trading(), PlaceTrader(0, "ship")), "trader.unknown_cart", TRADER)


def test_trader_without_helper_in_supply() -> None:
    """Der Händler: the helper comes from the personal supply."""
    st = start_state(4, start=0)
    put_merchant(st, "sand", 0)
    put_merchant(st, "wood", 0)
    st.players[0].helpers = 0
    put_merchant(st, "clay", 1)
    choose(st, {0: ["haendler"], 1: ["haendler"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    # seat 0 has nothing to place: the game moved on to seat 1's Händler
    assert g.pending.players == (1,)
    check(rejected(g, PlaceTrader(0, "stone")), "turn.not_yours", FLOW)


# --- Maurer --------------------------------------------------------------------------------------
def test_tower_unknown_kind() -> None:
    """Der Maurer: a kind of piece on the defence tower."""
    check(rejected(at_tower(), TakeFromTower(0, "gold")), "tower.kind", MAURER)


# --- Steinmetz -----------------------------------------------------------------------------------
def test_buy_from_own_arbeiter_in_two_player_game() -> None:
    """Der Steinmetz, 2 players: dem eigenen Arbeiter abkaufen ist nicht gestattet."""
    err = rejected(buying_two_players(), BuyPiece(0, 0, "arbeiter_a", "wood"))
    check(err, "buy.own_worker", STEINMETZ)


def test_buy_twice_from_one_worker_player() -> None:
    """Der Steinmetz: 1 piece from each worker-player."""
    g = buying()
    g.apply(BuyPiece(0, 2, "arbeiter_b", "sand"))
    check(rejected(g, BuyPiece(0, 2, "arbeiter_b", "clay")), "buy.once_per_worker", STEINMETZ)


def test_buy_a_last_piece_its_seller_kept() -> None:
    """Der Steinmetz: the worker may refuse his last piece (rules/schutz.md §T2); asked once, he
    is not asked again by the same Steinmetz. While he decides, the Steinmetz waits."""
    from burg import KeepLastPiece

    st = start_state(4, start=0)
    set_supply(st, wood=0)
    choose(st, {0: ["steinmetz"], 1: ["arbeiter_a"], 2: ["arbeiter_b"], 3: ["bote"]})
    g = game(st)
    assert g.state.workers["1:arbeiter_a"] == [0, 0, 0, 0, 1]
    g.apply(BuyPiece(0, 1, "arbeiter_a", "silver"))
    check(rejected(g, Done(0)), "turn.not_yours", FLOW)
    g.apply(KeepLastPiece(1))
    check(rejected(g, BuyPiece(0, 1, "arbeiter_a", "silver")), "buy.refused", STEINMETZ)


def test_buy_a_kind_not_on_the_card() -> None:
    """Der Steinmetz: only pieces lying on the worker card."""
    check(rejected(buying(), BuyPiece(0, 2, "arbeiter_b", "stone")), "buy.not_on_card", STEINMETZ)


def test_buy_from_a_player_without_arbeiter() -> None:
    """Der Steinmetz: only from players who play an Arbeiter in this round."""
    check(rejected(buying(), BuyPiece(0, 3, "arbeiter_c", "stone")), "buy.no_worker", STEINMETZ)


# --- building ------------------------------------------------------------------------------------
def test_build_already_built() -> None:
    """Bauwerke errichten: only templates still on the board."""
    check(rejected(building(), ChooseBuilding(0, "brunnen")), "build.already_built", BUILD)


def test_build_unknown_template() -> None:
    """Bauwerke errichten: one of the 23 templates (Markt and Schmiede are built from the start)."""
    check(rejected(building(), ChooseBuilding(0, "kathedrale")), "build.unknown", BUILD)


def test_build_not_the_next_identical_template() -> None:
    """Bauwerke errichten: of identical templates the next one."""
    check(rejected(building(), ChooseBuilding(0, "turm_2")), "build.take_next", BUILD)


def test_build_what_cannot_be_paid() -> None:
    """Zahlung in Rohstoffen: the exact value from the player's pieces."""
    check(rejected(building(), ChooseBuilding(0, "palas")), "build.cannot_pay", BUILD)


@pytest.mark.parametrize(
    ("pay", "key"),
    [
        (Pay(0, "turm_1", (1, 1, 1, 0)), "pay.wrong_building"),
        (Pay(0, "haus_1", (1, 1, 1, 0)), "pay.not_exact"),
        (Pay(0, "haus_1", (0, 0, 2, 0), (0, 0, 1, 0)), "pay.kinds"),
        (Pay(0, "haus_1", (2, 1, 1, 0)), "pay.not_enough"),
        (Pay(0, "haus_1", (2, 1, 1, 0), (2, 0, 0, 0)), "pay.no_silver"),
        (Pay(0, "haus_1", (1, 1, 0, 1), (0, 0, 0, 1)), "pay.carts_lack"),
        (Pay(0, "haus_1", (1, 1, 1)), "pay.malformed"),  # type: ignore[arg-type]
        (Pay(0, "haus_1", (2, 1, 1, 0), (0, 1, 0, 0)), "pay.not_enough"),  # sand short
    ],
)
def test_illegal_payments(pay: Pay, key: str) -> None:
    """Zahlung in Rohstoffen: exact value, 3 kinds, pieces one has, silver only for what the
    carts hold."""
    check(rejected(paying(), pay), key, PAY)


# --- helpers -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "key"),
    [
        (PlaceHelper(0, "turm_1", 0), "helper.no_slots"),
        (PlaceHelper(0, "stall", 0), "helper.not_built"),
        (PlaceHelper(0, "schmiede", 2), "helper.no_such_slot"),
        (PlaceHelper(0, "taverne", 0), "helper.slot_taken"),
        (PlaceHelper(0, "markt", 1), "helper.same_building"),
        (PlaceHelper(0, "taverne", 1, "pocket"), "helper.source"),
        (PlaceHelper(0, "taverne", 1, "sand"), "helper.not_your_cart"),
        (PlaceHelper(0, "schmiede", 0), "helper.fee"),
    ],
)
def test_illegal_helper_placements(action: PlaceHelper, key: str) -> None:
    """Gehilfen einsetzen: a free slot of a built building, different buildings in one round,
    the fee paid, a helper from supply or one's own cart."""
    check(rejected(placing(), action), key, HELPERS)


def test_helper_from_empty_supply() -> None:
    """Gehilfen einsetzen: with no helper in supply only one's trader helpers can move in."""
    st = start_state(4, start=0)
    put_merchant(st, "clay", 0)
    st.players[0].helpers = 0
    set_pieces(st, 0, clay=1, stone=1)
    set_talers(st, 0, 17)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    check(rejected(g, PlaceHelper(0, "markt", 0)), "helper.no_helper", HELPERS)


# --- Palas ---------------------------------------------------------------------------------------
def test_palas_piece_not_held() -> None:
    """Der Palas: pieces from the owner's personal supply."""
    check(rejected(converting(), PalasConvert(0, "clay")), "palas.no_piece", PALAS)


def test_palas_silver_into_a_kind_the_carts_lack() -> None:
    """Der Palas: silver goes into the forge for a piece from the carts - only what they hold."""
    check(rejected(converting(), PalasConvert(0, "silver", "stone")), "palas.carts_lack", PALAS)


def test_nothing_changes_after_a_series_of_errors() -> None:
    """Game.apply: an illegal action leaves the game exactly as it was, so play goes on."""
    g = paying()
    for bad in (Pay(0, "haus_1", (9, 0, 0, 0)), Done(0), ChooseCards(0, ("bote",))):
        rejected(g, bad)
    g.apply(Back(0))
    assert g.pending.kind == "build"
    run(g, until=lambda g: g.state.round == 2)
    assert g.state.round == 2


# --- one dispatch per action kind ----------------------------------------------------------------
def test_every_action_kind_is_explained() -> None:
    """Spielablauf: every kind of action that can be illegal within its decision has a why_not
    beside its generator (a pass or a step back is always legal where it answers)."""
    from burg import KeepLastPiece, SellLastPiece
    from burg.schutz.actions import ACTION_TYPES
    from burg.schutz.rules.explain import WHY_NOT, WHY_NOT_IN

    for cls in ACTION_TYPES.values():
        if cls in (Back, Done, SellLastPiece, KeepLastPiece):  # always legal where they answer
            continue
        assert cls in WHY_NOT or all(kind in WHY_NOT_IN for kind in cls.answers), cls


def test_winter_actions_in_a_summer_game_name_their_winter_card() -> None:
    """Die Burg im Winter: in a summer game the innkeeper and the Kornspeicher are not in play;
    the refusal names the winter card all the same."""
    from burg import RecallInnkeeper

    check(rejected(trading(), RecallInnkeeper(0)), "winter.not_innkeeper", "Dorfschänke")
    err = rejected(placing(), PlaceHelper(0, "kornspeicher", 0))
    check(err, "winter.not_in_play", "Kornspeicher")
