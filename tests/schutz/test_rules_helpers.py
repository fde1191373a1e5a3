"""Gehilfen einsetzen (rules/schutz.md §6): with the Maurer or Steinmetz only, after building,
fee to the bank."""

from __future__ import annotations

from collections.abc import Callable

from burg import ChooseBuilding, Done, Game, Pay, PlaceHelper
from burg.schutz.state import State
from tests.schutz.builders import (
    build,
    choose,
    done_all,
    game,
    put_helper,
    put_merchant,
    set_pieces,
    set_talers,
    set_tower,
    start_state,
)


def _after_turm(
    card: str = "steinmetz", talers: int = 40, prepare: Callable[[State], None] | None = None
) -> Game:
    """Round 1 of 4 players: seat 0 (start player) plays ``card`` and builds Turm 1 (the defence
    tower is empty, so a Maurer goes straight to building); the others play Bote."""
    st = start_state(4, start=0)
    set_pieces(st, 0, clay=1, stone=1)
    set_talers(st, 0, talers)
    set_tower(st, sand=0, wood=0, clay=0, stone=0, silver=0)
    if prepare is not None:
        prepare(st)
    choose(st, {0: [card], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    return g


def _places(g: Game, p: int = 0) -> set[tuple[str, int, str]]:
    return {
        (a.building, a.slot, a.source) for a in g.legal_actions(p) if isinstance(a, PlaceHelper)
    }


def test_steinmetz_places_helpers_after_building() -> None:
    """Gehilfen einsetzen: after building at least 1 building this round the Steinmetz may place
    helpers; Markt and Schmiede are built from the start."""
    g = _after_turm("steinmetz")
    assert g.pending.kind == "helpers"
    assert _places(g) == {
        ("markt", 0, "supply"),
        ("markt", 1, "supply"),
        ("schmiede", 0, "supply"),
        ("schmiede", 1, "supply"),
    }


def test_maurer_places_helpers_after_building() -> None:
    """Der Maurer: only after building at least 1 building, up to 2 helpers."""
    g = _after_turm("maurer")
    assert g.pending.kind == "helpers"
    assert g.pending.card == "maurer"


def test_no_helpers_without_a_building_this_round() -> None:
    """Gehilfen einsetzen: you must have built at least 1 building in the current round."""
    st = start_state(4, start=0)
    set_pieces(st, 0, clay=1, stone=1)
    set_talers(st, 0, 40)
    build(st, "taverne", 1)
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(Done(0))  # builds nothing
    assert g.state.round == 2
    assert g.state.players[0].helpers == 6
    assert g.state.players[0].talers == 40


def test_arbeiter_places_no_helpers() -> None:
    """Gehilfen einsetzen (betrifft nur Maurer oder Steinmetze): the Arbeiter builds, no helpers."""
    st = start_state(4, start=0)
    set_talers(st, 0, 40)
    set_pieces(st, 0, stone=1)
    choose(st, {0: ["arbeiter_b"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[0].helpers == 6


def test_up_to_two_helpers_per_card() -> None:
    """Der Steinmetz: bis zu 2 Gehilfen einsetzen."""
    g = _after_turm("steinmetz")
    g.apply(PlaceHelper(0, "markt", 0))
    assert g.pending.kind == "helpers"
    g.apply(PlaceHelper(0, "schmiede", 1))
    assert g.state.round == 2  # the card is done without a Done
    assert g.state.players[0].helpers == 4


def test_two_helpers_of_one_round_go_to_different_buildings() -> None:
    """Gehilfen einsetzen: two helpers in one round go to different buildings."""
    g = _after_turm("steinmetz")
    g.apply(PlaceHelper(0, "markt", 0))
    assert _places(g) == {("schmiede", 0, "supply"), ("schmiede", 1, "supply")}


def test_second_helper_into_the_same_building_in_a_later_round() -> None:
    """Gehilfen einsetzen: in a later round a helper may join your own in the same building."""
    g = _after_turm("steinmetz", prepare=lambda st: put_helper(st, "markt", 0, 0))
    assert ("markt", 1, "supply") in _places(g)
    g.apply(PlaceHelper(0, "markt", 1))
    assert g.state.slots["markt"] == [0, 0]


def test_gesindehaus_slots_in_three_rounds() -> None:
    """Gehilfen einsetzen: in three different rounds all 3 Gesindehaus slots may be yours."""

    def prepare(st: State) -> None:
        build(st, "gesindehaus", 2)
        put_helper(st, "gesindehaus", 0, 0)
        put_helper(st, "gesindehaus", 1, 0)

    g = _after_turm("steinmetz", prepare=prepare)
    g.apply(PlaceHelper(0, "gesindehaus", 2))
    assert g.state.slots["gesindehaus"] == [0, 0, 0]


def test_helpers_go_into_built_buildings_with_free_slots_only() -> None:
    """Gehilfen einsetzen: a free slot of a built building; one helper per slot; towers, houses
    and the well have none; unbuilt buildings are closed."""

    def prepare(st: State) -> None:
        build(st, "taverne", 1)
        build(st, "haus_1", 1)
        build(st, "brunnen", 1)
        put_helper(st, "taverne", 0, 1)
        put_helper(st, "markt", 1, 2)

    g = _after_turm("steinmetz", prepare=prepare)
    assert _places(g) == {
        ("markt", 0, "supply"),
        ("schmiede", 0, "supply"),
        ("schmiede", 1, "supply"),
        ("taverne", 1, "supply"),
    }


def test_helper_fee_goes_to_the_bank() -> None:
    """Gehilfen einsetzen: pay the slot's Lehrgeld from your supply to the bank."""
    g = _after_turm("steinmetz")
    bank = g.state.bank
    g.apply(PlaceHelper(0, "schmiede", 0))
    assert g.state.players[0].talers == 40 - 10
    assert g.state.bank == bank + 10
    assert g.state.slots["schmiede"] == [0, None]


def test_slot_fees_are_those_printed() -> None:
    """Liste der Bauwerke / the component table (rules/schutz.md §1.3): fees per slot -
    Schmiede 10/6, Taverne 12/6, Stall 16/12, Palas 17/17 (R); Bergfried 14, Großes Tor 10,
    Kleines Tor 5 (F); Markt 6/6, Gesindehaus 4/4/4 (A, rules/schutz.md §L2)."""
    fees = {
        ("markt", 0): 6,
        ("schmiede", 0): 10,
        ("schmiede", 1): 6,
        ("taverne", 0): 12,
        ("taverne", 1): 6,
        ("stall", 0): 16,
        ("stall", 1): 12,
        ("palas", 0): 17,
        ("bergfried", 0): 14,
        ("grosses_tor", 0): 10,
        ("kleines_tor", 0): 5,
        ("gesindehaus", 0): 4,
    }

    def prepare(st: State) -> None:
        for b in ("taverne", "stall", "palas", "bergfried", "grosses_tor", "kleines_tor"):
            build(st, b, 1)
        build(st, "gesindehaus", 1)

    for (b, slot), fee in fees.items():
        g = _after_turm("steinmetz", prepare=prepare)
        g.apply(PlaceHelper(0, b, slot))
        assert g.state.players[0].talers == 40 - fee, b


def test_unaffordable_slots_are_not_offered() -> None:
    """Gehilfen einsetzen: a player who cannot pay the fee cannot place there."""
    g = _after_turm("steinmetz", talers=6)
    assert _places(g) == {("markt", 0, "supply"), ("markt", 1, "supply"), ("schmiede", 1, "supply")}


def test_no_helper_step_when_no_fee_is_affordable() -> None:
    """Gehilfen einsetzen: with 5 talers no slot of Markt or Schmiede can be paid."""
    g = _after_turm("steinmetz", talers=5)
    assert g.state.round == 2


def test_merchant_helper_moves_into_a_building() -> None:
    """Gehilfen einsetzen: you may take your own trader helper off a cart (or the rider) and
    place it; the cart becomes free; others' trader helpers are not yours to move."""

    def prepare(st: State) -> None:
        put_merchant(st, "clay", 0, 0)
        put_merchant(st, "rider", 0, 0)
        put_merchant(st, "sand", 1, 0)

    g = _after_turm("steinmetz", prepare=prepare)
    assert {s for (b, i, s) in _places(g) if (b, i) == ("markt", 0)} == {"supply", "clay", "rider"}
    helpers = g.state.players[0].helpers
    g.apply(PlaceHelper(0, "markt", 0, "clay"))
    assert g.state.merchants[2] is None
    assert g.state.slots["markt"][0] == 0
    assert g.state.players[0].helpers == helpers


def test_helper_only_from_a_cart_when_the_supply_is_empty() -> None:
    """Gehilfen einsetzen: with no helper in supply, only trader helpers can move in."""

    def prepare(st: State) -> None:
        put_merchant(st, "wood", 0, 0)
        st.players[0].helpers = 0

    g = _after_turm("steinmetz", prepare=prepare)
    assert {s for (_, _, s) in _places(g)} == {"wood"}


def test_helpers_in_buildings_stay_to_the_end() -> None:
    """Gehilfen einsetzen: helpers in buildings keep their place; a Händler cannot displace them."""
    g = _after_turm("steinmetz")
    g.apply(PlaceHelper(0, "markt", 0))
    g.apply(Done(0))
    assert g.state.round == 2
    assert g.state.slots["markt"] == [0, None]


def test_two_player_steinmetz_may_place_after_the_maurer_built() -> None:
    """Gehilfen einsetzen, 2 players (A): a building from the player's other card this round
    counts; two helpers of one round still go to different buildings."""
    st = start_state(2, start=0)
    set_pieces(st, 0, clay=1, stone=1)
    set_talers(st, 0, 40)
    set_tower(st, sand=0, wood=0, clay=0, stone=0, silver=0)
    choose(st, {0: ["maurer", "steinmetz"], 1: ["bote", "haendler"]})
    g = game(st)
    done_all(g, card="haendler")
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    g.apply(PlaceHelper(0, "markt", 0))
    g.apply(Done(0))
    # the Steinmetz builds nothing but may still place
    assert g.pending.card == "steinmetz"
    assert g.pending.kind == "helpers"
    assert _places(g) == {("schmiede", 0, "supply"), ("schmiede", 1, "supply")}


def test_maurer_wage_can_pay_the_fee() -> None:
    """Der Maurer: the talers earned by building are there before placing helpers."""
    st = start_state(4, start=1)
    set_talers(st, 0, 0)
    set_pieces(st, 0, sand=4, wood=3, clay=1)  # Brunnen from 4 sand, 1 wood, 1 clay: 6 pieces
    set_tower(st, sand=0, wood=0, clay=0, stone=0, silver=0)
    choose(st, {0: ["maurer"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"  # the defence tower is empty: no tower step
    g.apply(ChooseBuilding(0, "brunnen"))
    g.apply(Pay(0, "brunnen", (4, 1, 1, 0)))
    assert g.pending.kind == "helpers"
    assert g.state.players[0].talers == 6
    assert _places(g) == {("markt", 0, "supply"), ("markt", 1, "supply"), ("schmiede", 1, "supply")}
