"""Spielvorbereitung (rules/schutz.md §2): the set-up for 2, 3 and 4 players."""

from __future__ import annotations

import pytest

from burg import Game, IllegalAction
from burg.schutz.data import KINDS
from tests.schutz.builders import ALL_CARDS, seed_with_start


@pytest.mark.parametrize(("n", "fields"), [(2, 12), (3, 15), (4, 12)])
def test_round_fields_hold_one_taler_each(n: int, fields: int) -> None:
    """Spielvorbereitung 1: 12 round fields with 2 or 4 players, 15 with 3; round 1 takes one."""
    g = Game(players=n, seed=3)
    assert g.state.rounds_total == fields
    # round 1 has started: its start player took the taler of the highest field
    assert g.state.round == 1
    assert g.state.round_fields == fields - 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_defence_tower_holds_one_of_each_kind(n: int) -> None:
    """Spielvorbereitung 1: the Wehrturm gets 1 sand, wood, clay, stone and silver."""
    g = Game(players=n, seed=3)
    assert g.state.tower == [1, 1, 1, 1, 1]
    assert g.state.forge == 0


@pytest.mark.parametrize("n", [2, 3, 4])
def test_players_start_with_three_talers_one_sand_one_wood(n: int) -> None:
    """Spielvorbereitung 2: 3 talers, 1 sand, 1 wood, VP 0 (the start player also has the
    round taler)."""
    g = Game(players=n, seed=3)
    st = g.state
    for p, pl in enumerate(st.players):
        assert pl.pieces == [1, 1, 0, 0, 0]
        assert pl.vp == 0
        assert pl.talers == (4 if p == st.start_player else 3)


@pytest.mark.parametrize(("n", "helpers"), [(2, 7), (3, 6), (4, 6)])
def test_helpers_per_player(n: int, helpers: int) -> None:
    """Spielvorbereitung 2: 6 helpers each, 7 with 2 players."""
    g = Game(players=n, seed=3)
    assert [pl.helpers for pl in g.state.players] == [helpers] * n


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_holds_eight_person_cards(n: int) -> None:
    """Spielvorbereitung 2: Bote, Händler, Maurer, Steinmetz, 3 Arbeiter, Baumeister."""
    g = Game(players=n, seed=3)
    for pl in g.state.players:
        assert pl.hand == ALL_CARDS
        assert pl.discard == []
        assert pl.chosen == []


@pytest.mark.parametrize(("n", "bank"), [(2, 105 - 12 - 6), (3, 105 - 15 - 9), (4, 105 - 12 - 12)])
def test_bank_is_what_remains_of_105_talers(n: int, bank: int) -> None:
    """Spielvorbereitung 1-4: the bank holds 105 talers minus round fields minus players'."""
    g = Game(players=n, seed=3)
    st = g.state
    assert st.bank == bank
    assert st.bank + st.round_fields + sum(pl.talers for pl in st.players) == 105


@pytest.mark.parametrize("n", [2, 3, 4])
def test_general_supply_is_box_minus_tower_minus_players(n: int) -> None:
    """Spielvorbereitung 3: the rest of 20 sand, 18 wood, 15 clay, 15 stone, 15 silver lies on
    the carts and the rider."""
    g = Game(players=n, seed=3)
    box = {"sand": 20, "wood": 18, "clay": 15, "stone": 15, "silver": 15}
    players = {"sand": n, "wood": n, "clay": 0, "stone": 0, "silver": 0}
    expected = [box[k] - 1 - players[k] for k in KINDS]
    assert g.state.supply == expected
    assert g.state.merchants == [None] * 5


@pytest.mark.parametrize("n", [2, 3, 4])
def test_markt_and_schmiede_are_built_from_the_start(n: int) -> None:
    """Spielvorbereitung / Gehilfen einsetzen: Markt and Schmiede count as built; no template is."""
    st = Game(players=n, seed=3).state
    assert st.built == {"markt": -1, "schmiede": -1}
    assert len(st.unbuilt()) == 23


@pytest.mark.parametrize("n", [2, 3, 4])
def test_start_player_depends_on_the_seed(n: int) -> None:
    """Spielablauf 1: the start player of round 1 is drawn (from the seed); every seat can be it
    and the same seed gives the same start player."""
    starts = {Game(players=n, seed=s, record_events=False).state.start_player for s in range(40)}
    assert starts == set(range(n))
    for s in range(5):
        assert (
            Game(players=n, seed=s).state.start_player == Game(players=n, seed=s).state.start_player
        )


@pytest.mark.parametrize(("n", "start"), [(2, 1), (3, 2), (4, 3)])
def test_start_player_takes_the_round_taler(n: int, start: int) -> None:
    """Spielablauf 1: the start player takes the taler from the highest round field."""
    g = Game(players=n, seed=seed_with_start(n, start))
    st = g.state
    assert st.start_player == start
    assert [pl.talers for pl in st.players] == [4 if p == start else 3 for p in range(n)]
    takes = [e for e in g.events if e.reason == "round_taler"]
    assert [(e.src, e.dst, e.count) for e in takes] == [("fields", f"p{start}", 1)]


def test_first_decision_is_the_card_choice_of_everybody() -> None:
    """Spielablauf 2: everybody chooses at once (listed from the start player clockwise)."""
    g = Game(players=4, seed=seed_with_start(4, 2))
    assert g.pending.kind == "choose_cards"
    assert g.pending.players == (2, 3, 0, 1)


@pytest.mark.parametrize("n", [1, 5])
def test_invalid_player_counts_are_refused(n: int) -> None:
    """Spielvorbereitung: the game is for 2 to 4 players."""
    with pytest.raises(IllegalAction) as info:
        Game(players=n, seed=1)
    assert info.value.key == "setup.players"
    assert info.value.rule == "Spielvorbereitung"
