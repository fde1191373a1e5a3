"""Spielablauf (rules/schutz.md §3): card choice, the resolution order, the discard row, the start
marker, the end of the game, and stocking the Arbeiter cards (Bestücken der Arbeiterkarten)."""

from __future__ import annotations

import random

import pytest

from burg import (
    Back,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    Game,
    Pay,
    TakeFromTower,
)
from burg.core.events import totals_from_events
from tests.schutz.builders import (
    ALL_CARDS,
    build_all_but,
    choose,
    done_all,
    events_of,
    game,
    played_before,
    run,
    seed_with_start,
    set_pieces,
    set_supply,
    start_state,
)


# --- card choice (Auswahl der Personenkarten) ---------------------------------------------------
def test_two_players_choose_two_cards() -> None:
    """Auswahl der Personenkarten: with 2 players each chooses 2 cards (any 2 of the 7 cards
    other than the Baumeister in round 1)."""
    g = Game(players=2, seed=1)
    for p in (0, 1):
        choices = g.legal_actions(p)
        assert all(len(a.cards) == 2 for a in choices)
        assert len(choices) == 21


def test_three_and_four_players_choose_one_card() -> None:
    """Auswahl der Personenkarten: with 3 or 4 players each chooses 1 card."""
    for n in (3, 4):
        g = Game(players=n, seed=1)
        assert {a.cards for a in g.legal_actions(0)} == {
            ("bote",),
            ("haendler",),
            ("maurer",),
            ("steinmetz",),
            ("arbeiter_a",),
            ("arbeiter_b",),
            ("arbeiter_c",),
        }


def test_baumeister_not_choosable_with_empty_discard_row() -> None:
    """Auswahl der Personenkarten, ACHTUNG: holding all person cards, you may not play the
    Baumeister; once a card lies in the discard row you may."""
    st = start_state(4, start=0)
    played_before(st, 1, "bote")
    g = game(st)
    assert not any("baumeister" in a.cards for a in g.legal_actions(0))
    assert ChooseCards(1, ("baumeister",)) in g.legal_actions(1)


def test_baumeister_not_choosable_in_two_player_pair_with_empty_discard_row() -> None:
    """Auswahl der Personenkarten (2 players): no pair containing the Baumeister in round 1."""
    g = Game(players=2, seed=1)
    assert not any("baumeister" in a.cards for a in g.legal_actions(0))


def test_choice_is_secret_until_everybody_has_chosen() -> None:
    """Spielablauf 2: cards are chosen face down and revealed together."""
    g = Game(players=3, seed=seed_with_start(3, 0))
    g.apply(ChooseCards(0, ("bote",)))
    assert g.pending.kind == "choose_cards"
    assert g.pending.players == (1, 2)
    assert g.state.players[0].discard == []
    assert g.state.players[0].chosen == ["bote"]
    g.apply(ChooseCards(2, ("arbeiter_b",)))
    g.apply(ChooseCards(1, ("maurer",)))
    # revealed: all three cards in their owners' discard rows at once
    assert [pl.discard for pl in g.state.players] == [["bote"], ["maurer"], ["arbeiter_b"]]


# --- the resolution order (Kartenfolge) ----------------------------------------------------------
def test_queue_follows_the_card_order() -> None:
    """Spielablauf 3: Bote, Händler, Maurer, Steinmetz, Arbeiter, Baumeister - whoever plays it."""
    st = start_state(4, start=0)
    played_before(st, 0, "bote")
    choose(st, {0: ["baumeister"], 1: ["steinmetz"], 2: ["maurer"], 3: ["bote"]})
    g = game(st)
    assert g.state.queue == [("bote", 3), ("maurer", 2), ("steinmetz", 1), ("baumeister", 0)]
    # the Bote has resolved, the Maurer is the current card
    assert g.pending.kind == "tower"
    assert g.pending.players == (2,)


def test_equal_cards_resolve_from_the_start_player_clockwise() -> None:
    """Gleiche Karten: several copies of a card resolve from the start player on, clockwise."""
    st = start_state(4, start=2)
    choose(st, {p: ["maurer"] for p in range(4)})
    g = game(st)
    assert g.state.queue == [("maurer", 2), ("maurer", 3), ("maurer", 0), ("maurer", 1)]


def test_all_arbeiter_cards_have_equal_rank() -> None:
    """Gleiche Karten, WICHTIG: all Arbeiter cards are equal in rank: seat order decides."""
    st = start_state(4, start=1)
    choose(st, {0: ["arbeiter_a"], 1: ["arbeiter_c"], 2: ["arbeiter_b"], 3: ["arbeiter_a"]})
    g = game(st)
    assert g.state.queue == [
        ("arbeiter_c", 1),
        ("arbeiter_b", 2),
        ("arbeiter_a", 3),
        ("arbeiter_a", 0),
    ]


def test_two_player_arbeiter_of_one_player_resolve_in_a_row() -> None:
    """Gleiche Karten (2 players): a player's two Arbeiter follow each other, start player first."""
    st = start_state(2, start=0)
    choose(st, {0: ["arbeiter_a", "arbeiter_c"], 1: ["arbeiter_a", "arbeiter_b"]})
    g = game(st)
    assert g.state.queue == [
        ("arbeiter_a", 0),
        ("arbeiter_c", 0),
        ("arbeiter_a", 1),
        ("arbeiter_b", 1),
    ]


def test_two_player_cards_of_different_rank_interleave_by_card_order() -> None:
    """Spielablauf 3 (2 players): the card order has priority over the seats."""
    st = start_state(2, start=1)
    choose(st, {0: ["bote", "maurer"], 1: ["haendler", "steinmetz"]})
    g = game(st)
    assert g.state.queue == [("bote", 0), ("haendler", 1), ("maurer", 0), ("steinmetz", 1)]


# --- discard row, start marker, round fields ------------------------------------------------------
def test_played_cards_go_to_the_discard_row_and_stay_there() -> None:
    """Ablage und Wiederaufnahme: played cards stay face up until the owner plays the Baumeister."""
    st = start_state(3, start=0)
    choose(st, {0: ["bote"], 1: ["bote"], 2: ["bote"]})
    g = game(st)
    assert g.state.round == 2
    for pl in g.state.players:
        assert pl.discard == ["bote"]
        assert "bote" not in pl.hand
        assert len(pl.hand) == 7
    assert ChooseCards(0, ("bote",)) not in g.legal_actions(0)


def test_start_marker_passes_clockwise_with_the_next_round_taler() -> None:
    """Startspielerwechsel: after the last card the marker passes clockwise; the new start player
    takes the taler of the next (highest) round field."""
    st = start_state(4, start=3)
    assert st.bank == 81
    choose(st, {p: ["bote"] for p in range(4)})
    g = game(st)
    st = g.state
    assert st.round == 2
    assert st.start_player == 0
    assert st.round_fields == 10
    # Bote: +8 each; round taler: seat 3 in round 1, seat 0 in round 2
    assert [pl.talers for pl in st.players] == [3 + 8 + 1, 3 + 8, 3 + 8, 3 + 1 + 8]
    assert st.bank == 81 - 32


def test_start_marker_wraps_to_seat_zero_with_two_players() -> None:
    """Startspielerwechsel (2 players): seat 1 passes the marker on to seat 0."""
    st = start_state(2, start=1)
    choose(st, {0: ["bote", "haendler"], 1: ["bote", "haendler"]})
    g = game(st)
    done_all(g)
    assert g.state.round == 2
    assert g.state.start_player == 0


@pytest.mark.parametrize(("n", "rounds"), [(2, 12), (3, 15), (4, 12)])
def test_game_ends_after_the_last_round(n: int, rounds: int) -> None:
    """Die letzte Runde: the game ends after 12 rounds (2 or 4 players) or 15 (3 players)."""
    g = Game(players=n, seed=11)
    run(g, until=lambda g: g.state.round == rounds)
    assert not g.is_over
    run(g)
    assert g.is_over
    assert len(events_of(g, "round_start")) == rounds
    assert [e.round for e in events_of(g, "game_end")] == [rounds]
    assert g.state.round_fields == 0


def _last_template_round(build_it: bool) -> Game:
    """Round 1: only the Brunnen is left; seat 0's Steinmetz can build it, seat 1's Arbeiter B
    and seat 2's Baumeister resolve after it."""
    st = start_state(4, start=0)
    build_all_but(st, "brunnen", seat=3)
    set_pieces(st, 0, sand=2, wood=2, clay=1)
    played_before(st, 2, "bote")
    choose(st, {0: ["steinmetz"], 1: ["arbeiter_b"], 2: ["baumeister"], 3: ["bote"]})
    g = game(st)
    g.apply(Done(0))  # buys nothing from the Arbeiter
    assert g.pending.kind == "build"
    if build_it:
        g.apply(ChooseBuilding(0, "brunnen"))
        g.apply(Pay(0, "brunnen", (2, 2, 1, 0)))
    done_all(g)
    return g


def test_game_ends_in_the_round_the_last_template_is_built() -> None:
    """Die letzte Runde: whoever builds the last building ends the game with that round."""
    g = _last_template_round(build_it=True)
    assert g.is_over
    assert g.state.round == 1
    assert g.state.unbuilt() == []
    assert [e.round for e in events_of(g, "game_end")] == [1]
    # the round is played to its end: the Arbeiter takes its pieces, the Baumeister scores
    assert g.state.players[1].pieces == [1 + 2, 1, 1, 0, 0]
    assert g.state.players[2].vp == 5


def test_game_goes_on_while_a_template_is_left() -> None:
    """Die letzte Runde: with one template left the game continues into the next round."""
    g = _last_template_round(build_it=False)
    assert not g.is_over
    assert g.state.round == 2
    assert g.state.unbuilt() == ["brunnen"]


# --- stocking the Arbeiter cards (Bestücken der Arbeiterkarten) ----------------------------------
def _three_workers() -> Game:
    st = start_state(4, start=0)
    choose(st, {0: ["arbeiter_a"], 1: ["arbeiter_b"], 2: ["arbeiter_c"], 3: ["maurer"]})
    return game(st)


def test_arbeiter_a_and_b_are_stocked_from_the_supply() -> None:
    """Bestücken: Arbeiter A gets 2 wood + 1 silver, Arbeiter B 2 sand + 1 clay."""
    g = _three_workers()
    assert g.state.workers["0:arbeiter_a"] == [0, 2, 0, 0, 1]
    assert g.state.workers["1:arbeiter_b"] == [2, 0, 1, 0, 0]
    assert g.state.workers["2:arbeiter_c"] == [0, 0, 0, 1, 0]
    # 15 sand, 13 wood, 14 clay, 14 stone, 14 silver before
    assert g.state.supply == [13, 11, 13, 13, 13]


def test_arbeiter_c_owner_chooses_two_of_sand_wood_clay() -> None:
    """Bestücken: Arbeiter C gets 1 stone and 2 pieces of its owner's choice (sand, clay, wood;
    two of a kind allowed)."""
    g = _three_workers()
    assert g.pending.kind == "worker_pieces"
    assert g.pending.players == (2,)
    assert {a.kinds for a in g.legal_actions(2)} == {
        ("sand", "sand"),
        ("sand", "wood"),
        ("sand", "clay"),
        ("wood", "wood"),
        ("wood", "clay"),
        ("clay", "clay"),
    }
    g.apply(ChooseWorkerPieces(2, ("wood", "clay")))
    assert g.state.workers["2:arbeiter_c"] == [0, 1, 1, 1, 0]
    assert g.pending.kind == "tower"  # the Maurer resolves next


def test_worker_pieces_are_not_the_owners_before_the_card_resolves() -> None:
    """Der Arbeiter: the pieces on the card belong to its owner only when the card resolves."""
    g = _three_workers()
    g.apply(ChooseWorkerPieces(2, ("sand", "sand")))
    assert [pl.pieces for pl in g.state.players[:3]] == [[1, 1, 0, 0, 0]] * 3


def test_shortage_stocks_in_resolution_order_and_missing_pieces_stay_missing() -> None:
    """Bestücken, shortage (A): cards are stocked in resolution order; what the carts lack stays
    missing, also after the carts are refilled later in the round."""
    st = start_state(4, start=2)
    set_supply(st, wood=3, silver=1)
    choose(st, {0: ["arbeiter_a"], 1: ["bote"], 2: ["arbeiter_a"], 3: ["maurer"]})
    g = game(st)
    # seat 2 (start player) first: 2 wood + 1 silver; seat 0 gets the last wood only
    assert g.state.workers["2:arbeiter_a"] == [0, 2, 0, 0, 1]
    assert g.state.workers["0:arbeiter_a"] == [0, 1, 0, 0, 0]
    assert g.state.supply[1] == 0 and g.state.supply[4] == 0
    assert [e.detail for e in events_of(g, "supply_short")] == [
        ("wood", 2, 1),
        ("silver", 1, 0),
    ]
    g.apply(TakeFromTower(3, "wood"))
    done_all(g)
    assert g.state.round == 2
    assert g.state.players[0].pieces == [1, 2, 0, 0, 0]
    assert g.state.players[2].pieces == [1, 3, 0, 0, 1]


def test_arbeiter_c_chooses_only_kinds_the_carts_hold() -> None:
    """Bestücken, shortage (A): Arbeiter C's owner chooses only kinds still on the carts."""
    st = start_state(4, start=0)
    set_supply(st, sand=0, wood=1, clay=5)
    choose(st, {0: ["arbeiter_c"], 1: ["bote"], 2: ["bote"], 3: ["maurer"]})
    g = game(st)
    assert {a.kinds for a in g.legal_actions(0)} == {("wood", "clay"), ("clay", "clay")}


def test_arbeiter_c_with_a_single_possible_piece_is_stocked_without_asking() -> None:
    """Bestücken, shortage (A): when the carts hold just 1 choosable piece it goes on the card."""
    st = start_state(4, start=0)
    set_supply(st, sand=0, wood=0, clay=1)
    choose(st, {0: ["arbeiter_c"], 1: ["bote"], 2: ["bote"], 3: ["maurer"]})
    g = game(st)
    assert g.pending.kind == "tower"
    assert g.state.workers["0:arbeiter_c"] == [0, 0, 1, 1, 0]


# --- conservation ------------------------------------------------------------------------------
BOX = [20, 18, 15, 15, 15]


def _check_conservation(g: Game) -> None:
    st = g.state
    for k in range(5):
        total = (
            st.supply[k]
            + st.tower[k]
            + sum(pl.pieces[k] for pl in st.players)
            + sum(w[k] for w in st.workers.values())
            + st.out_pieces[k]
            + (st.forge if k == 4 else 0)
        )
        assert total == BOX[k]
    assert st.bank + st.round_fields + st.out_talers + sum(pl.talers for pl in st.players) == 105
    per_player = 7 if st.n == 2 else 6
    for p, pl in enumerate(st.players):
        on_carts = sum(1 for m in st.merchants if m is not None and m.owner == p)
        in_castle = sum(1 for occ in st.slots.values() for o in occ if o == p)
        assert pl.helpers + on_carts + in_castle == per_player
        assert pl.talers >= 0 and min(pl.pieces) >= 0
        cards = pl.hand + pl.discard + (pl.chosen if st.phase == "choose" else [])
        assert sorted(cards) == sorted(ALL_CARDS)


@pytest.mark.parametrize("seed", range(12))
def test_conservation_through_random_games(seed: int) -> None:
    """Conservation (rules/schutz.md §11): every piece, taler, helper and person card is always in
    exactly one place; the transfer events reproduce each player's holdings; the final score
    breakdown adds up to each player's VP."""
    rng = random.Random(seed)
    g = Game(players=2 + seed % 3, seed=seed)
    while not g.is_over:
        acts = g.legal_actions(g.pending.players[0])
        active = [a for a in acts if not isinstance(a, Done | Back)]
        g.apply(rng.choice(active) if active and rng.random() < 0.9 else rng.choice(acts))
        _check_conservation(g)
    for p, pl in enumerate(g.state.players):
        held = totals_from_events(g.events, f"p{p}")
        assert [held.get(k, 0) for k in ("sand", "wood", "clay", "stone", "silver")] == pl.pieces
        assert (held.get("taler", 0), held.get("vp", 0), held.get("helper", 0)) == (
            pl.talers,
            pl.vp,
            pl.helpers,
        )
        assert sum(v[p] for v in g.scores.values()) == pl.vp
