"""Die Burg im Winter (rules/schutz.md §10): the draw, each of the six winter cards and their edge
cases, positions and saves of winter games. Positions are set up through the position format
(docs/positions.md)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from burg import Game
from burg.core.errors import IllegalAction
from burg.schutz.actions import (
    ChooseBuilding,
    ChooseCards,
    Done,
    LoseCard,
    PayTalers,
    PlaceHelper,
    PlaceTrader,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    TakeStake,
    Woo,
)
from burg.schutz.bots import GreedyBot, RandomBot, play_game
from burg.schutz.data import WINTER_CARDS, winter_draw_rounds
from burg.schutz.positions import dump_position, load_position, load_save
from burg.schutz.rules.winter import score_granary
from tests.schutz.conservation import check_invariants


# --- building positions --------------------------------------------------------------------------
def winter_position(n: int = 2, card: str | None = None, rnd: int = 2) -> dict[str, Any]:
    """Round ``rnd`` (a draw round) of a fresh winter game, cards not chosen yet; ``card`` on top
    of the winter deck."""
    d = dump_position(Game(n, seed=0, winter=True, record_events=False))
    d["round"] = rnd
    d["round_fields"] = d["rounds_total"] - rnd
    d["start_player"] = 0
    del d["bank"]
    if card is not None:
        d["winter"]["deck"] = [card, *[c for c in d["winter"]["deck"] if c != card]]
    return d


def set_cards(d: dict[str, Any], p: int, discard: list[str], lost: list[str] = ()) -> None:
    """Player ``p``'s discard row (and lost cards); the rest is in hand."""
    pl = d["players"][p]
    pl["discard"] = list(discard)
    pl["lost"] = list(lost)
    pl["hand"] = [c for c in pl["hand"] + pl["chosen"] if c not in discard and c not in lost]
    pl["chosen"] = []


def choose(g: Game, picks: dict[int, tuple[str, ...]]) -> None:
    """Everybody chooses this round's cards (``picks``, else the first legal choice)."""
    while g.pending.kind == "choose_cards":
        p = g.pending.players[0]
        want = picks.get(p)
        g.apply(ChooseCards(p, want) if want else g.legal_actions(p)[0])


def loaded(d: dict[str, Any]) -> Game:
    g = load_position(copy.deepcopy(d))
    check_invariants(g)
    return g


def legal_types(g: Game, p: int) -> list[Any]:
    return g.legal_actions(p)


def assert_refused(g: Game, action: Any, rule: str) -> None:
    """An illegal action raises the card's rule and changes nothing."""
    before = json.dumps(dump_position(g))
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert info.value.rule == rule, info.value
    assert json.dumps(dump_position(g)) == before


# --- the draw ----------------------------------------------------------------------------------
def test_marked_fields_draw_in_these_rounds() -> None:
    assert winter_draw_rounds(12) == (2, 4, 7, 9)
    assert winter_draw_rounds(15) == (2, 3, 5, 7, 10, 12)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_cards_are_drawn_after_the_choice_and_before_the_reveal(n: int) -> None:
    g = play_game([RandomBot(i) for i in range(n)], seed=5, record_events=True, winter=True)
    draws = [(e.round, e.card) for e in g.events if e.kind == "winter_card"]
    rounds = winter_draw_rounds(g.state.rounds_total)
    assert [r for r, _ in draws] == [r for r in rounds if r <= g.state.round]
    assert len({c for _, c in draws}) == len(draws)  # never the same card twice
    for rnd, _ in draws:
        kinds = [e.kind for e in g.events if e.round == rnd and e.kind != "transfer"]
        i = kinds.index("winter_card")
        assert kinds.count("chose") == n and kinds.index("chose") < i
        assert max(j for j, k in enumerate(kinds) if k == "chose") < i < kinds.index("reveal")


def test_the_deck_is_shuffled_from_the_seed_and_summer_games_stay_the_same() -> None:
    decks = {tuple(Game(3, seed=s, winter=True).state.winter.deck) for s in range(20)}
    assert len(decks) > 5 and all(sorted(d) == sorted(WINTER_CARDS) for d in decks)
    assert (
        Game(3, seed=4, winter=True).state.winter.deck
        == Game(3, seed=4, winter=True).state.winter.deck
    )
    # the winter option does not change the summer set-up (start player from the same seed)
    for s in range(10):
        assert Game(4, seed=s).state.start_player == Game(4, seed=s, winter=True).state.start_player
        assert Game(4, seed=s).state.winter is None


def test_the_view_hides_the_face_down_cards_while_a_winter_card_is_answered() -> None:
    d = winter_position(2, "pest")
    set_cards(d, 0, ["bote", "maurer"])
    set_cards(d, 1, ["bote"])
    g = loaded(d)
    choose(g, {0: ("haendler", "steinmetz"), 1: ("haendler", "steinmetz")})
    assert g.pending.kind == "winter" and g.pending.card == "pest"
    view = g.view(1)
    assert view["players"][0]["chosen"] == 2
    assert view["players"][1]["chosen"] == ["haendler", "steinmetz"]


# --- Pest ----------------------------------------------------------------------------------------
def test_pest_lose_a_discarded_card_or_pay_one_taler_per_card() -> None:
    d = winter_position(2, "pest")
    set_cards(d, 0, ["bote", "maurer", "arbeiter_a"])
    d["players"][0]["talers"] = 5
    set_cards(d, 1, ["bote", "maurer"])
    d["players"][1]["talers"] = 1
    g = loaded(d)
    choose(g, {0: ("haendler", "steinmetz"), 1: ("haendler", "steinmetz")})
    assert g.pending.kind == "winter" and g.pending.players == (0,)
    legal = g.legal_actions(0)
    assert set(legal) == {
        LoseCard(0, "bote"),
        LoseCard(0, "maurer"),
        LoseCard(0, "arbeiter_a"),
        PayTalers(0),
    }
    # this round's face-down cards are not in the discard row
    assert_refused(g, LoseCard(0, "haendler"), "Pest")
    bank = g.state.bank
    g.apply(PayTalers(0))
    assert g.state.players[0].talers == 2 and g.state.bank == bank + 3
    # player 1 cannot pay 2 talers: he must lose a card
    assert g.pending.players == (1,)
    assert PayTalers(1) not in g.legal_actions(1)
    assert_refused(g, PayTalers(1), "Pest")
    g.apply(LoseCard(1, "maurer"))
    st = g.state
    assert st.players[1].lost == ["maurer"] and "maurer" not in st.players[1].discard
    assert "pest" in st.winter.out and g.pending.kind not in ("winter",)
    check_invariants(g)


def test_pest_leaves_an_empty_discard_row_alone() -> None:
    d = winter_position(2, "pest")
    set_cards(d, 1, ["bote"])
    d["players"][1]["talers"] = 0
    g = loaded(d)
    choose(g, {})
    # player 0's discard row is empty: nothing to do; player 1 has one way only: it is taken
    assert g.state.phase != "winter"
    assert g.state.players[1].lost == ["bote"]
    assert g.state.players[0].lost == []


def test_a_lost_card_never_comes_back_with_the_baumeister() -> None:
    d = winter_position(2, "pest")
    set_cards(d, 0, ["bote", "maurer"])
    d["players"][0]["talers"] = 0
    g = loaded(d)
    choose(g, {0: ("haendler", "baumeister")})
    g.apply(LoseCard(0, "bote"))
    while g.state.round == 2:
        p = g.pending.players[0]
        g.apply(g.default_action(p))
    pl = g.state.players[0]
    assert "bote" not in pl.hand and pl.lost == ["bote"]
    assert sorted(pl.hand) == sorted(
        ["haendler", "maurer", "steinmetz", "arbeiter_a", "arbeiter_b", "arbeiter_c", "baumeister"]
    )


# --- Mauerbruch ----------------------------------------------------------------------------------
def test_mauerbruch_up_to_three_stone_for_three_vp_each_silver_through_the_forge() -> None:
    d = winter_position(2, "mauerbruch")
    d["players"][0]["pieces"] = {"sand": 1, "wood": 1, "stone": 2, "silver": 2}
    del d["supply"]
    g = loaded(d)
    choose(g, {})
    assert g.pending.kind == "winter" and g.pending.card == "mauerbruch"
    legal = g.legal_actions(0)
    assert ReturnStone(0, 1, 0) in legal and ReturnStone(0, 3, 1) in legal
    assert ReturnStone(0, 3, 0) not in legal  # only 2 stone of his own
    assert Done(0) in legal
    assert_refused(g, ReturnStone(0, 4, 2), "Mauerbruch")
    stone, forge = g.state.supply[3], g.state.forge
    g.apply(ReturnStone(0, 3, 1))
    st = g.state
    assert st.players[0].vp == 9
    assert st.players[0].pieces[3] == 0 and st.players[0].pieces[4] == 1
    assert st.supply[3] == stone + 2 and st.forge == forge + 1
    # player 1 has no stone and no silver: the card does not touch him; it leaves the game
    assert st.phase != "winter" and "mauerbruch" in st.winter.out
    check_invariants(g)


def test_mauerbruch_may_be_declined() -> None:
    d = winter_position(2, "mauerbruch")
    d["players"][1]["pieces"] = {"sand": 1, "wood": 1, "stone": 3}
    del d["supply"]
    g = loaded(d)
    choose(g, {})
    assert g.pending.players == (1,)
    g.apply(Done(1))
    assert g.state.players[1].pieces[3] == 3 and g.state.players[1].vp == 0


# --- Schneeverwehung -----------------------------------------------------------------------------
def test_schneeverwehung_give_up_an_arbeiter_or_pay_three_talers() -> None:
    d = winter_position(2, "schneeverwehung")
    set_cards(d, 0, ["arbeiter_b", "bote"])
    d["players"][0]["talers"] = 4
    g = loaded(d)
    choose(g, {0: ("arbeiter_a", "maurer")})
    legal = g.legal_actions(0)
    # arbeiter_a lies face down this round: not offered; arbeiter_b from the discard row, c in hand
    assert set(legal) == {LoseCard(0, "arbeiter_b"), LoseCard(0, "arbeiter_c"), PayTalers(0)}
    assert_refused(g, LoseCard(0, "arbeiter_a"), "Schneeverwehung")
    assert_refused(g, LoseCard(0, "bote"), "Schneeverwehung")
    g.apply(LoseCard(0, "arbeiter_c"))
    assert g.state.players[0].lost == ["arbeiter_c"]
    assert g.pending.players == (1,)
    paid = g.apply(PayTalers(1))[0]
    assert (paid.item, paid.count, paid.src, paid.dst) == ("taler", 3, "p1", "bank")
    assert "schneeverwehung" in g.state.winter.out


def test_schneeverwehung_without_talers_takes_a_card_without_a_card_all_talers() -> None:
    d = winter_position(2, "schneeverwehung")
    d["players"][0]["talers"] = 2  # must give up a card: two to choose from
    set_cards(d, 1, [], lost=["arbeiter_a", "arbeiter_b"])
    d["players"][1]["talers"] = 2
    g = loaded(d)
    choose(g, {1: ("arbeiter_c", "bote")})
    assert set(g.legal_actions(0)) == {
        LoseCard(0, "arbeiter_a"),
        LoseCard(0, "arbeiter_b"),
        LoseCard(0, "arbeiter_c"),
    }
    g.apply(LoseCard(0, "arbeiter_a"))
    # player 1 has no Arbeiter left to give (his last one is face down): he pays all he has
    st = g.state
    assert st.phase != "winter" and st.players[1].talers == 0
    assert st.players[1].lost == ["arbeiter_a", "arbeiter_b"]
    check_invariants(g)


def test_a_small_hand_chooses_what_it_has() -> None:
    d = winter_position(2, None, rnd=3)
    pl = d["players"][0]
    pl["lost"] = ["arbeiter_a", "arbeiter_b", "arbeiter_c"]
    pl["discard"] = ["bote", "haendler", "maurer", "steinmetz"]
    pl["hand"] = ["baumeister"]
    pl["chosen"] = []
    g = loaded(d)
    assert g.legal_actions(0) == [ChooseCards(0, ("baumeister",))]


# --- Dorfschänke ---------------------------------------------------------------------------------
def inn_position(keeper: int | None = None, inn_talers: int = 0) -> dict[str, Any]:
    d = winter_position(2, None, rnd=3)
    w = d["winter"]
    w["deck"] = [c for c in w["deck"] if c != "dorfschaenke"]
    w["in_play"] = ["dorfschaenke"]
    w["card"] = None
    w["innkeeper"] = keeper
    w["inn_talers"] = inn_talers
    for p in range(2):
        d["players"][p].pop("helpers", None)
    return d


def test_dorfschaenke_toll_goes_onto_the_card_then_to_the_new_innkeeper() -> None:
    d = inn_position()
    d["players"][0]["talers"] = 10
    d["players"][0]["pieces"] = {"sand": 3, "wood": 3, "clay": 3, "stone": 3}
    del d["supply"]
    g = loaded(d)
    choose(g, {0: ("maurer", "steinmetz"), 1: ("haendler", "bote")})
    # player 1's Händler pays 1 taler onto the card before placing
    assert g.pending.kind == "trader" and g.pending.players == (1,)
    assert g.state.winter.inn_talers == 1
    g.apply(PlaceTrader(1, "sand"))
    # player 0's Maurer builds, then places the innkeeper for 3 talers and takes the toll
    while g.pending.kind != "helpers":
        p = g.pending.players[0]
        legal = g.legal_actions(p)
        builds = [a for a in legal if isinstance(a, ChooseBuilding)]
        g.apply(builds[0] if builds else g.default_action(p))
    assert PlaceHelper(0, "dorfschaenke", 0, "supply") in g.legal_actions(0)
    talers, bank = g.state.players[0].talers, g.state.bank
    g.apply(PlaceHelper(0, "dorfschaenke", 0, "supply"))
    st = g.state
    assert st.winter.inn == 0 and st.winter.inn_talers == 0
    assert st.players[0].talers == talers - 3 + 1 and st.bank == bank + 3
    # not twice in one round
    assert not any(
        isinstance(a, PlaceHelper) and a.building == "dorfschaenke" for a in g.legal_actions(0)
    )
    check_invariants(g)


def test_dorfschaenke_toll_paid_to_the_innkeepers_owner() -> None:
    d = inn_position(keeper=0)
    g = loaded(d)
    t0, t1 = g.state.players[0].talers, g.state.players[1].talers
    choose(g, {0: ("bote", "maurer"), 1: ("haendler", "maurer")})
    while g.pending.kind != "trader":
        g.apply(g.default_action(g.pending.players[0]))
    st = g.state
    assert st.players[1].talers == t1 - 1
    assert st.players[0].talers == t0 + 8 + 1  # Bote, then the toll
    assert not any(isinstance(a, RecallInnkeeper) for a in g.legal_actions(1))


def test_a_trader_who_cannot_pay_takes_a_merchant_helper_back() -> None:
    d = inn_position(keeper=0)
    d["players"][1]["talers"] = 0
    d["merchants"]["sand"] = {"owner": 1, "placed_round": 1}
    d["merchants"]["clay"] = {"owner": 1, "placed_round": 2}
    g = loaded(d)
    choose(g, {0: ("maurer", "steinmetz"), 1: ("haendler", "maurer")})
    assert g.pending.kind == "toll" and g.pending.players == (1,)
    assert set(g.legal_actions(1)) == {ReturnMerchant(1, "sand"), ReturnMerchant(1, "clay")}
    assert_refused(g, ReturnMerchant(1, "wood"), "Dorfschänke")
    g.apply(ReturnMerchant(1, "clay"))
    st = g.state
    assert st.merchants[2] is None and st.merchants[0] is not None
    assert g.pending.kind == "trader"  # then he resolves normally
    check_invariants(g)


def test_a_trader_with_nothing_to_pay_and_no_merchant_just_trades() -> None:
    d = inn_position(keeper=0)
    d["players"][1]["talers"] = 0
    g = loaded(d)
    choose(g, {0: ("maurer", "steinmetz"), 1: ("haendler", "maurer")})
    assert g.pending.kind == "trader" and g.state.players[0].talers == d["players"][0]["talers"]


def test_the_innkeeper_moved_away_with_the_haendler() -> None:
    d = inn_position(keeper=1)
    d["players"][1]["talers"] = 3
    g = loaded(d)
    helpers = g.state.players[1].helpers
    choose(g, {0: ("maurer", "steinmetz"), 1: ("haendler", "maurer")})
    assert g.pending.kind == "trader"
    assert g.state.players[1].talers == 3  # he pays his own innkeeper: the taler stays
    assert RecallInnkeeper(1) in g.legal_actions(1)
    assert_refused(g, RecallInnkeeper(0), "Spielablauf")  # not his turn, not his innkeeper
    g.apply(RecallInnkeeper(1))
    assert g.state.winter.inn == -1 and g.state.players[1].helpers == helpers + 1
    g.apply(PlaceTrader(1, "wood"))
    assert g.state.merchants[1].owner == 1
    check_invariants(g)


# --- Kornspeicher --------------------------------------------------------------------------------
def granary_position(granary: list[int]) -> dict[str, Any]:
    d = winter_position(2, None, rnd=12)
    w = d["winter"]
    w["deck"] = [c for c in w["deck"] if c != "kornspeicher"]
    w["in_play"] = ["kornspeicher"]
    w["granary"] = granary
    for p in range(2):
        d["players"][p].pop("helpers", None)
    return d


@pytest.mark.parametrize(
    ("granary", "want"),
    [([0], [10, 0]), ([0, 1], [7, 7]), ([0, 0, 1], [6, 3]), ([1, 1, 1], [0, 9]), ([], [0, 0])],
)
def test_kornspeicher_scores_10_7_3_per_helper(granary: list[int], want: list[int]) -> None:
    g = loaded(granary_position(granary))
    assert score_granary(g.state) == want
    while not g.is_over:  # the last round: the final scoring follows
        g.apply(g.default_action(g.pending.players[0]))
    assert g.scores["kornspeicher"] == want


def test_kornspeicher_helpers_do_not_count_for_bergfried_or_taverne() -> None:
    d = granary_position([0, 0, 1])
    d["built"].update({"bergfried": 0, "taverne": 1})
    d["slots"]["bergfried"] = [0]
    d["slots"]["taverne"] = [1, None]
    del d["supply"]
    g = loaded(d)
    while not g.is_over:
        g.apply(g.default_action(g.pending.players[0]))
    st = g.state
    assert st.scores["taverne"][1] == 2  # the two helpers in the castle, not the three in it
    # free slots: Markt 2, Schmiede 2, Taverne 1 = 5 (the Kornspeicher's are not castle slots)
    assert st.scores["bergfried"][0] == 3 * 5


def test_kornspeicher_placement_with_a_building_card_and_at_most_three() -> None:
    d = granary_position([1, 1])
    d["players"][0]["talers"] = 20
    d["players"][0]["pieces"] = {"sand": 4, "wood": 4, "clay": 4, "stone": 4}
    del d["supply"]
    g = loaded(d)
    choose(g, {0: ("steinmetz", "bote")})
    while g.pending.kind != "helpers":
        p = g.pending.players[0]
        builds = [a for a in g.legal_actions(p) if isinstance(a, ChooseBuilding)]
        g.apply(builds[0] if builds and p == 0 else g.default_action(p))
    assert g.pending.players == (0,)
    place = PlaceHelper(0, "kornspeicher", 2, "supply")
    assert place in g.legal_actions(0)
    talers = g.state.players[0].talers
    g.apply(place)
    assert g.state.winter.granary == [1, 1, 0] and g.state.players[0].talers == talers - 5
    assert not any(
        isinstance(a, PlaceHelper) and a.building == "kornspeicher" for a in g.legal_actions(0)
    )
    check_invariants(g)


# --- Burgfräulein --------------------------------------------------------------------------------
def lady_position(
    n: int, wooers: list[int], stakes: dict[str, int] | None = None
) -> dict[str, Any]:
    d = winter_position(n, None, rnd=4)
    w = d["winter"]
    w["deck"] = [c for c in w["deck"] if c != "burgfraeulein"]
    w["in_play"] = ["burgfraeulein"]
    w["lady_round"] = 2
    w["lady"] = {"pieces": stakes or {}, "talers": 0, "wooers": wooers, "winner": None}
    w["queue"] = [p for p in range(n) if p in wooers]
    d["flow"] = {"phase": "woo"}
    if "supply" in d:
        del d["supply"]
    return d


def test_burgfraeulein_wooing_starts_the_round_after_the_draw() -> None:
    d = winter_position(3, "burgfraeulein")
    g = loaded(d)
    choose(g, {})
    assert "burgfraeulein" in g.state.winter.in_play and g.state.winter.lady_round == 2
    while g.state.round == 2:
        g.apply(g.default_action(g.pending.players[0]))
    # round 3: right after the start player's taler, the start player woos first
    assert g.pending.kind == "woo" and g.pending.players == (g.state.start_player,)


def test_burgfraeulein_stop_for_good_last_wooer_wins_and_the_others_share() -> None:
    d = lady_position(3, [0, 1, 2], {"sand": 1, "stone": 1, "wood": 2})
    g = loaded(d)
    assert g.pending.kind == "woo" and g.pending.players == (0,)
    assert Woo(0, "sand") in g.legal_actions(0) and Woo(0, "taler") in g.legal_actions(0)
    assert_refused(g, Woo(0, "clay"), "Burgfräulein")  # he has no clay
    g.apply(Woo(0, "taler"))
    g.apply(Done(1))  # player 1 stops: he can never rejoin
    assert g.state.winter.wooers == [0, 2]
    g.apply(Woo(2, "sand"))
    assert g.pending.kind == "choose_cards"
    # next round: player 1 is not asked again; player 0 stops: player 2 is left and wins
    while g.pending.kind != "woo":
        if g.pending.kind == "choose_cards":
            choose(g, {})
        else:
            g.apply(g.default_action(g.pending.players[0]))
    assert 1 not in g.pending.players
    order = list(g.state.winter.queue)
    assert order == [p for p in g.state.seat_order() if p in (0, 2)]
    vp2 = g.state.players[2].vp
    if order[0] == 0:
        g.apply(Done(0))
    else:
        g.apply(Woo(2, "wood"))
        g.apply(Done(0))
    st = g.state
    assert st.winter.lady_winner == 2 and st.players[2].vp == vp2 + 8
    assert "burgfraeulein" in st.winter.out and st.winter.wooers == [2]
    # the others (player 2 skipped) take one item each in turn from the start player
    sharers = [p for p in st.seat_order() if p != 2]
    taken = []
    while g.pending.kind == "share":
        p = g.pending.players[0]
        taken.append(p)
        g.apply(g.legal_actions(p)[0])
    assert taken[: len(sharers)] == sharers[: len(taken)]
    assert all(taken[i] == sharers[i % 2] for i in range(len(taken)))
    assert sum(st.winter.lady_pieces) + st.winter.lady_talers == 0
    check_invariants(g)


def test_burgfraeulein_a_player_with_nothing_must_stop() -> None:
    d = lady_position(2, [0, 1])
    d["players"][0]["talers"] = 0
    d["players"][0]["pieces"] = {}
    g = loaded(d)
    # player 0 cannot woo: he drops out at once and player 1 wins the card, nothing to share
    st = g.state
    assert st.winter.lady_winner == 1 and st.players[1].vp == 8
    assert g.pending.kind == "choose_cards"


def test_burgfraeulein_unclaimed_at_the_end_shares_nothing() -> None:
    d = lady_position(2, [0, 1], {"stone": 2})
    d["round"] = 12
    d["round_fields"] = 0
    g = loaded(d)
    while not g.is_over:
        p = g.pending.players[0]
        legal = g.legal_actions(p)
        woo = [a for a in legal if isinstance(a, Woo)]
        g.apply(woo[0] if woo else g.default_action(p))
    st = g.state
    assert st.winter.lady_winner == -1 and "burgfraeulein" in st.winter.in_play
    assert st.winter.lady_pieces[3] == 2 and sum(st.winter.lady_pieces) + st.winter.lady_talers == 4
    check_invariants(g)


def test_stake_choices_name_only_what_lies_on_the_card() -> None:
    d = lady_position(2, [0, 1], {"clay": 1, "wood": 1})
    g = loaded(d)
    g.apply(Done(0))  # player 1 is left and wins
    assert g.pending.kind == "share" and g.pending.players == (0,)
    assert set(g.legal_actions(0)) == {TakeStake(0, "clay"), TakeStake(0, "wood")}
    assert_refused(g, TakeStake(0, "stone"), "Burgfräulein")
    g.apply(TakeStake(0, "clay"))
    # one item left, one way to take it: taken at once, by player 0 again (the winner skipped)
    assert g.state.players[0].pieces[1] == d["players"][0]["pieces"].get("wood", 0) + 1


# --- whole games, positions and saves ------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_position_of_a_winter_game_reloads_and_plays_on(n: int) -> None:
    rng = random.Random(n)
    for seed in range(3):
        g = Game(n, seed=seed, winter=True, record_events=False)
        actions = []
        while not g.is_over:
            a = rng.choice(g.legal_actions(g.pending.players[0]))
            actions.append(a)
            if g.state.phase != "stock":
                d = json.loads(json.dumps(dump_position(g)))
                again = load_position(d)
                assert dump_position(again) == dump_position(g)
                assert again.legal_actions() == g.legal_actions()
            g.apply(a)
        saved = g.to_json()
        assert saved["winter"] is True
        assert dump_position(load_save(json.dumps(saved))) == dump_position(g)


def test_every_winter_card_is_seen_in_bot_games() -> None:
    seen: set[str] = set()
    kinds: set[str] = set()
    for seed in range(30):
        g = play_game(
            [GreedyBot(seed), RandomBot(seed), GreedyBot(seed + 1)],
            seed=seed,
            record_events=True,
            winter=True,
        )
        seen |= {e.card for e in g.events if e.kind == "winter_card"}
        kinds |= {e.reason for e in g.events}
    assert seen == set(WINTER_CARDS)
    for reason in ("woo", "lady_share", "inn_toll", "mauerbruch_vp", "pest_card"):
        assert reason in kinds


def test_the_drawn_card_is_read_out_in_the_narration() -> None:
    from burg.schutz.messages import render_event

    g = play_game([RandomBot(1), RandomBot(2)], seed=3, record_events=True, winter=True)
    drawn = [e for e in g.events if e.kind == "winter_card"]
    assert drawn
    for e in drawn:
        en, de = render_event(e, ["A", "B"], "en"), render_event(e, ["A", "B"], "de")
        assert "reads it out:" in en and len(en) > 80 and "liest vor:" in de


# --- the winter game as a variant: the summer flow plus named hooks ------------------------------
def test_the_winter_game_is_the_summer_flow_plus_the_winter_hooks() -> None:
    """Die Burg im Winter is one record of hooks (``variant.WINTER``); the summer game's record
    changes nothing, so the summer flow runs unchanged."""
    from burg.core.events import NullLog
    from burg.schutz.rules import winter
    from burg.schutz.rules.variant import SUMMER, VARIANTS, WINTER, variant_of

    assert variant_of(Game(2, seed=1).state) is SUMMER
    assert variant_of(Game(2, seed=1, winter=True).state) is WINTER
    assert set(VARIANTS.values()) == {SUMMER, WINTER}
    assert tuple(WINTER.phases) == winter.PHASES
    assert not SUMMER.phases and not SUMMER.steps and not SUMMER.helper_places
    st = Game(3, seed=2).state.copy()
    before = st.copy()
    assert not SUMMER.before_reveal(st, NullLog())
    SUMMER.round_start(st, NullLog())
    assert not SUMMER.before_trader(st, NullLog(), 0)
    assert not SUMMER.extra_options(st, 0)
    assert not SUMMER.final_scoring(st)
    assert st == before


def test_every_winter_decision_and_action_kind_has_its_why_not() -> None:
    """One dispatch per action kind: each winter phase explains its answers, each winter action
    played in a summer step has its own why_not."""
    from burg.schutz.rules.explain import WHY_NOT, WHY_NOT_IN
    from burg.schutz.rules.variant import WINTER

    assert set(WINTER.phases) <= set(WHY_NOT_IN)
    assert {RecallInnkeeper, ReturnMerchant} <= set(WINTER.actions) <= set(WHY_NOT)
