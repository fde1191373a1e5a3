"""Bauwerke errichten (rules/schutz.md §5): exact value, at least 3 kinds, up to 2 per card,
silver through the forge."""

from __future__ import annotations

import random
from itertools import product

import pytest

from burg import Back, ChooseBuilding, Done, Game, IllegalAction, Pay
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, POINTS, TEMPLATES
from burg.schutz.rules.building import payment_problem, payments
from tests.schutz.builders import choose, game, set_forge, set_pieces, set_supply, start_state

VALUES = {"stall": 18, "brunnen": 10, "turm_1": 12, "haus_1": 8, "palas": 30}


def _steinmetz_game(supply: dict[str, int] | None = None, **pieces: int) -> Game:
    """Round 1, 4 players, start 0: seat 0 plays the Steinmetz with ``pieces``; the rest Bote."""
    st = start_state(4, start=0)
    set_pieces(st, 0, **pieces)
    set_supply(st, **(supply or {}))
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.pending.kind == "build"
    return g


def _paying(building: str, supply: dict[str, int] | None = None, **pieces: int) -> Game:
    g = _steinmetz_game(supply, **pieces)
    g.apply(ChooseBuilding(0, building))
    assert g.pending.kind == "payment"
    return g


def _pays(g: Game) -> list[Pay]:
    return [a for a in g.legal_actions(0) if isinstance(a, Pay)]


# --- the rulebook example ------------------------------------------------------------------------
def test_stall_example_two_stone_one_clay_four_sand_is_legal() -> None:
    """Zahlung in Rohstoffen, Beispiel: the Stall (18) can be paid with 2 stone, 1 clay and
    4 sand - 3 kinds, 18 building points."""
    g = _paying("stall", sand=4, wood=0, clay=1, stone=2)
    pay = Pay(0, "stall", (4, 0, 1, 2))
    assert pay in g.legal_actions(0)
    supply = g.state.supply[:]
    g.apply(pay)
    st = g.state
    assert st.built["stall"] == 0
    assert st.players[0].pieces == [0, 0, 0, 0, 0]
    # paid pieces go back to the carts
    assert [b - a for a, b in zip(supply, st.supply, strict=True)] == [4, 0, 1, 2, 0]
    assert st.players[0].vp == 14


def test_stall_example_is_the_only_payment_from_exactly_those_pieces() -> None:
    """Zahlung in Rohstoffen: with exactly 4 sand, 1 clay, 2 stone the example is the one way."""
    g = _paying("stall", sand=4, wood=0, clay=1, stone=2)
    assert _pays(g) == [Pay(0, "stall", (4, 0, 1, 2))]


# --- exact value, 3 kinds, no overpaying ---------------------------------------------------------
def test_every_listed_payment_is_exact_with_three_kinds() -> None:
    """Zahlung in Rohstoffen: exactly the building value, from at least 3 different kinds."""
    g = _paying("palas", sand=6, wood=5, clay=4, stone=4, silver=2)
    pays = _pays(g)
    assert len(pays) > 20
    for a in pays:
        assert sum(POINTS[k] * a.pieces[k] for k in range(4)) == 30
        assert sum(1 for x in a.pieces if x) >= 3


def test_overpaying_is_rejected() -> None:
    """Zahlung in Rohstoffen: Überzahlen ist nicht gestattet."""
    g = _paying("stall", sand=5, wood=0, clay=1, stone=2)
    with pytest.raises(IllegalAction) as info:
        g.apply(Pay(0, "stall", (5, 0, 1, 2)))
    assert info.value.key == "pay.not_exact"
    assert info.value.params == {"paid": 19, "value": 18}


def test_two_kinds_are_rejected_even_at_the_exact_value() -> None:
    """Zahlung in Rohstoffen: at least 3 different kinds (2 clay + 2 stone = 18 is not enough)."""
    g = _paying("stall", sand=4, wood=0, clay=2, stone=2)
    with pytest.raises(IllegalAction) as info:
        g.apply(Pay(0, "stall", (0, 0, 2, 2)))
    assert info.value.key == "pay.kinds"


def test_cannot_build_what_cannot_be_paid_exactly() -> None:
    """Zahlung in Rohstoffen: 3 sand + 1 stone make 8 points but only 2 kinds: no Haus, nothing."""
    st = start_state(4, start=0)
    set_pieces(st, 0, sand=3, wood=0, stone=1)  # 8 points, but only 2 kinds
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    g = game(st)
    assert g.state.round == 2  # the Steinmetz could not build; the round is over
    assert [e.player for e in g.events if e.reason == "cannot_build"] == [0]


def test_only_the_next_of_identical_templates_is_offered() -> None:
    """Bauwerke errichten: the 9 Turm templates are alike; the engine offers the next one."""
    g = _steinmetz_game(sand=2, wood=2, clay=2, stone=2)
    offered = [a.building for a in g.legal_actions(0) if isinstance(a, ChooseBuilding)]
    assert [b for b in offered if b.startswith("turm")] == ["turm_1"]
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    offered = [a.building for a in g.legal_actions(0) if isinstance(a, ChooseBuilding)]
    assert [b for b in offered if b.startswith("turm")] == ["turm_2"]


def test_back_leaves_the_payment_and_the_building_unbuilt() -> None:
    """Bauwerke errichten 1: the choice of building can be taken back before paying."""
    g = _paying("turm_1", sand=1, wood=1, clay=1, stone=1)
    g.apply(Back(0))
    assert g.pending.kind == "build"
    assert "turm_1" not in g.state.built
    assert g.state.players[0].pieces == [1, 1, 1, 1, 0]


def test_up_to_two_buildings_per_card() -> None:
    """Der Steinmetz: bis zu 2 Bauwerke - with pieces for three, the card stops after two."""
    g = _steinmetz_game(sand=3, wood=3, clay=3, stone=3)
    g.apply(ChooseBuilding(0, "turm_1"))
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1)))
    assert g.pending.kind == "build"
    g.apply(ChooseBuilding(0, "turm_2"))
    g.apply(Pay(0, "turm_2", (1, 1, 1, 1)))
    # pieces for a third Turm are left, but the card is done (the round ends: no fee affordable)
    assert g.state.players[0].pieces == [1, 1, 1, 1, 0]
    assert g.state.round == 2
    assert [e.detail[0] for e in g.events if e.reason == "built"] == ["turm_1", "turm_2"]
    assert g.state.players[0].vp == 20


def test_building_may_be_declined() -> None:
    """Bauwerke errichten: building is optional (bis zu 2)."""
    g = _steinmetz_game(sand=1, wood=1, clay=1, stone=1)
    g.apply(Done(0))
    assert g.state.round == 2
    assert "turm_1" not in g.state.built


# --- silver through the forge --------------------------------------------------------------------
def test_silver_buys_a_piece_of_choice_from_the_carts() -> None:
    """Silber tauschen: put silver into the forge and take any piece from the carts for it; it is
    spent in the same payment."""
    g = _paying("brunnen", sand=2, wood=1, clay=1, silver=1)
    assert _pays(g) == [
        Pay(0, "brunnen", (2, 2, 1, 0), (0, 1, 0, 0)),
        Pay(0, "brunnen", (1, 0, 1, 1), (0, 0, 0, 1)),
    ]


def test_silver_exchange_only_into_kinds_the_carts_hold() -> None:
    """Silber tauschen: the piece comes from the carts - a kind they lack cannot be taken."""
    g = _paying("brunnen", supply={"wood": 0}, sand=2, wood=1, clay=1, silver=1)
    assert _pays(g) == [Pay(0, "brunnen", (1, 0, 1, 1), (0, 0, 0, 1))]
    with pytest.raises(IllegalAction) as info:
        g.apply(Pay(0, "brunnen", (2, 2, 1, 0), (0, 1, 0, 0)))
    assert info.value.key == "pay.carts_lack"


def test_nothing_to_build_when_the_carts_lack_every_needed_kind() -> None:
    """Silber tauschen: with wood and stone gone from the carts the silver cannot complete the
    Brunnen."""
    g = _steinmetz_game(supply={"wood": 0, "stone": 0}, sand=2, wood=1, clay=1, silver=1)
    offered = [a.building for a in g.legal_actions(0) if isinstance(a, ChooseBuilding)]
    assert "brunnen" not in offered


def test_silver_stays_in_the_forge_and_paid_pieces_return_to_the_carts() -> None:
    """Silber tauschen: das Silber bleibt bis zum Spielende in der Schmiede."""
    g = _paying("brunnen", sand=2, wood=1, clay=1, silver=1)
    set_before = g.state.supply[:]
    g.apply(Pay(0, "brunnen", (2, 2, 1, 0), (0, 1, 0, 0)))
    st = g.state
    assert st.forge == 1
    assert st.players[0].pieces == [0, 0, 0, 0, 0]
    # 1 wood taken for the silver, then 2 sand, 2 wood, 1 clay paid back
    assert [b - a for a, b in zip(set_before, st.supply, strict=True)] == [2, 1, 1, 0, 0]


def test_silver_may_be_exchanged_although_own_pieces_would_do() -> None:
    """Silber tauschen: the player decides how much silver to use."""
    g = _paying("turm_1", sand=1, wood=1, clay=1, stone=1, silver=2)
    pays = set(_pays(g))
    assert Pay(0, "turm_1", (1, 1, 1, 1), (0, 0, 0, 0)) in pays
    assert Pay(0, "turm_1", (1, 1, 1, 1), (0, 0, 1, 1)) in pays
    g.apply(Pay(0, "turm_1", (1, 1, 1, 1), (0, 0, 1, 1)))
    assert g.state.players[0].pieces == [0, 0, 1, 1, 0]
    assert g.state.forge == 2


def test_forge_keeps_its_silver_across_rounds() -> None:
    """Silber tauschen: silver in the forge stays there to the end."""
    st = start_state(4, start=0)
    set_forge(st, 4)
    choose(st, {p: ["bote"] for p in range(4)})
    g = game(st)
    assert g.state.round == 2
    assert g.state.forge == 4


# --- payments() and validation agree -------------------------------------------------------------
def _random_position(rng: random.Random) -> Game:
    st = start_state(4, start=0)
    set_pieces(
        st,
        0,
        sand=rng.randint(0, 6),
        wood=rng.randint(0, 5),
        clay=rng.randint(0, 3),
        stone=rng.randint(0, 3),
        silver=rng.randint(0, 3),
    )
    set_supply(st, **{k: rng.choice([0, 1, 2, 9]) for k in ("sand", "wood", "clay", "stone")})
    choose(st, {0: ["steinmetz"], 1: ["bote"], 2: ["bote"], 3: ["bote"]})
    return game(st)


def test_listed_payments_are_distinct_and_all_pass_validation() -> None:
    """Zahlung in Rohstoffen: ``payments()`` lists each legal payment once, and every one of them
    is exact, has 3 kinds and is affordable."""
    rng = random.Random(5)
    checked = 0
    for _ in range(40):
        g = _random_position(rng)
        if g.pending.kind != "build":
            continue
        for b in (a.building for a in g.legal_actions(0) if isinstance(a, ChooseBuilding)):
            pays = payments(g.state, 0, b)
            assert pays, b
            assert len(set(pays)) == len(pays)
            for a in pays:
                assert payment_problem(g.state, 0, a) is None
                checked += 1
    assert checked > 100


def test_unlisted_payments_are_rejected_with_the_reason() -> None:
    """Zahlung in Rohstoffen: every payment the engine does not list is refused with its reason
    (not exact, kinds, not enough, carts lack, no silver), and each valid one is listed."""
    g = _paying(
        "brunnen", supply={"clay": 1, "stone": 0}, sand=2, wood=1, clay=1, stone=1, silver=1
    )
    legal = set(_pays(g))
    seen: dict[str, int] = {}
    for pieces in product(range(4), range(3), range(3), range(3)):
        for conv in product(*(range(min(2, x + 1)) for x in pieces)):
            pay = Pay(0, "brunnen", pieces, conv)
            problem = payment_problem(g.state, 0, pay)
            assert (problem is None) == (pay in legal), pay
            if pay in legal:
                continue
            with pytest.raises(IllegalAction) as info:
                g.apply(pay)
            assert info.value.key == problem[0]
            assert info.value.rule == "Zahlung in Rohstoffen"
            seen[problem[0]] = seen.get(problem[0], 0) + 1
    assert set(seen) == {
        "pay.not_exact",
        "pay.kinds",
        "pay.not_enough",
        "pay.carts_lack",
        "pay.no_silver",
    }


@pytest.mark.parametrize(
    ("pay", "key"),
    [
        (Pay(0, "brunnen", (2, 2, 1, 0)), "pay.not_enough"),  # 1 wood short, no silver used
        (Pay(0, "brunnen", (2, 2, 1, 0), (0, 2, 0, 0)), "pay.no_silver"),  # 2 silver needed
        (Pay(0, "brunnen", (0, 1, 2, 0), (0, 0, 1, 0)), "pay.kinds"),  # only 2 kinds
        (Pay(0, "brunnen", (2, 1, 1, 1)), "pay.not_exact"),  # 13 points
        (Pay(0, "brunnen", (1, 0, 1, 1), (0, 0, 0, 1)), "pay.carts_lack"),  # no stone on carts
    ],
)
def test_payment_rejection_keys(pay: Pay, key: str) -> None:
    """Zahlung in Rohstoffen: the error names what is wrong with the payment."""
    g = _paying("brunnen", supply={"stone": 0}, sand=2, wood=1, clay=1, silver=1)
    with pytest.raises(IllegalAction) as info:
        g.apply(pay)
    assert info.value.key == key


def test_template_values_match_the_rules_reference() -> None:
    """Liste der Bauwerke / data table (rules/schutz.md §1.3, rules/schutz.md §L1): building
    values used by these tests."""
    for b, value in VALUES.items():
        assert BUILDING_TYPES[BUILDING_OF[b]].value == value
    assert len(TEMPLATES) == 23
    assert all(BUILDING_TYPES[BUILDING_OF[b]].value % 2 == 0 for b in TEMPLATES)


def test_payments_are_exactly_the_valid_payments_in_their_order() -> None:
    """Zahlung in Rohstoffen, Silber tauschen: ``payments()`` lists exactly the payments that
    validation accepts (checked against every vector and every exchange, brute force), fewest
    silver exchanges first, then cheapest pieces first."""
    rng = random.Random(11)
    silver_cases = 0
    for _ in range(60):
        st = start_state(4, start=0)
        own = {k: rng.randint(0, 5) for k in ("sand", "wood", "clay", "stone")}
        silver = rng.choice([0, 0, 1, 2, 3, 5])
        set_pieces(st, 0, silver=silver, **own)
        set_supply(st, **{k: rng.choice([0, 1, 2, 4, 9]) for k in own})
        silver_cases += silver > 0
        for building in ("haus_1", "brunnen", "turm_1", "stall", "palas"):
            listed = payments(st, 0, building)
            brute = [
                Pay(0, building, vec, conv)
                for vec in product(*(range(own[k] + silver + 1) for k in own))
                if sum(POINTS[k] * vec[k] for k in range(4)) == VALUES[building]
                for conv in product(*(range(x + 1) for x in vec))
                if payment_problem(st, 0, Pay(0, building, vec, conv)) is None
            ]
            assert set(listed) == set(brute), (building, own, silver)
            assert len(listed) == len(set(listed))
            order = [(sum(a.from_silver), -a.pieces[0], -a.pieces[1], -a.pieces[2]) for a in listed]
            assert order == sorted(order)
    assert silver_cases > 20
