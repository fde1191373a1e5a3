"""Die Schlusswertung (rules/schutz.md §7): helpers in buildings, in the rulebook's list order;
then the winner (rules/schutz.md §8)."""

from __future__ import annotations

from burg import Done, Game, PalasConvert, Standing
from burg.schutz.state import State
from tests.schutz.builders import (
    build,
    events_of,
    put_helper,
    put_merchant,
    run,
    set_forge,
    set_pieces,
    set_supply,
    set_talers,
    start_state,
    to_final_scoring,
)


def _scored(st: State) -> Game:
    """Run the final scoring; Palas owners take the best conversions."""
    g = to_final_scoring(st)
    run(g)
    assert g.is_over
    return g


# --- merchant helpers ----------------------------------------------------------------------------
def test_merchant_helpers_leave_first_and_score_nothing() -> None:
    """Die Schlusswertung: first all helpers leave the carts and the rider; they bring no VP."""
    st = start_state(4, start=0)
    put_merchant(st, "sand", 1)
    put_merchant(st, "rider", 1)
    put_merchant(st, "stone", 2)
    g = _scored(st)
    assert g.state.merchants == [None] * 5
    assert [pl.helpers for pl in g.state.players] == [6, 6, 6, 6]
    assert [pl.vp for pl in g.state.players] == [0, 0, 0, 0]
    assert len(events_of(g, "final_remove")) == 3


def test_merchant_helpers_do_not_count_for_the_taverne() -> None:
    """Die Taverne, Beispiel: 'after the helpers were removed from the carts' - only helpers in
    the castle count."""
    st = start_state(4, start=0)
    build(st, "taverne", 1)
    put_helper(st, "taverne", 0, 0)
    for cart in ("sand", "wood", "clay", "stone", "rider"):
        put_merchant(st, cart, 1)
    g = _scored(st)
    assert g.scores["taverne"] == [1, 0, 0, 0]


# --- Bergfried -----------------------------------------------------------------------------------
def test_bergfried_scores_three_vp_per_free_slot_of_built_buildings() -> None:
    """Der Bergfried: 3 VP for every free helper slot in the castle (Markt and Schmiede included;
    unbuilt buildings have no slots yet)."""
    st = start_state(4, start=0)
    build(st, "bergfried", 1)
    build(st, "taverne", 1)
    put_helper(st, "bergfried", 0, 0)
    put_helper(st, "markt", 0, 2)
    put_merchant(st, "sand", 3)  # a trader helper fills no slot
    # free: taverne 2 + markt 1 + schmiede 2
    g = _scored(st)
    assert g.scores["bergfried"] == [15, 0, 0, 0]


# --- Taverne -------------------------------------------------------------------------------------
def _eleven_helpers() -> State:
    st = start_state(4, start=0)
    for b in ("taverne", "gesindehaus", "bergfried", "kleines_tor"):
        build(st, b, 3)
    put_helper(st, "taverne", 0, 0)  # the 12-taler slot
    put_helper(st, "taverne", 1, 1)  # the 6-taler slot
    put_helper(st, "markt", 0, 2)
    put_helper(st, "markt", 1, 3)
    put_helper(st, "schmiede", 0, 2)
    put_helper(st, "schmiede", 1, 3)
    put_helper(st, "gesindehaus", 0, 2)
    put_helper(st, "gesindehaus", 1, 3)
    put_helper(st, "gesindehaus", 2, 2)
    put_helper(st, "bergfried", 0, 3)
    put_helper(st, "kleines_tor", 0, 2)
    put_merchant(st, "sand", 1)
    return st


def test_taverne_twelve_slot_one_vp_per_helper_in_the_castle() -> None:
    """Die Taverne, Beispiel: 11 helpers in the castle - the 12-slot helper brings 11 VP."""
    st = _eleven_helpers()
    assert st.helpers_in_castle() == 11
    g = _scored(st)
    assert g.scores["taverne"][0] == 11


def test_taverne_six_slot_one_vp_per_two_helpers_rounded_down() -> None:
    """Die Taverne: the 6-slot helper brings 1 VP per 2 helpers, rounded down: 11 -> 5 (the
    rulebook's example prints 6; the rule text and the forge example round down - A,
    rules/schutz.md §L4)."""
    g = _scored(_eleven_helpers())
    assert g.scores["taverne"][1] == 5


# --- Tore, Stall, Gesindehaus --------------------------------------------------------------------
def test_gates_score_per_built_tower() -> None:
    """Die Tore: Großes Tor 2 VP per built tower, Kleines Tor 1 VP, whoever built the towers."""
    st = start_state(4, start=0)
    build(st, "grosses_tor", 1)
    build(st, "kleines_tor", 1)
    for b in ("turm_1", "turm_2", "turm_3"):
        build(st, b, 2)
    build(st, "haus_1", 2)  # houses are not towers
    put_helper(st, "grosses_tor", 0, 0)
    put_helper(st, "kleines_tor", 0, 1)
    g = _scored(st)
    assert g.scores["grosses_tor"] == [6, 0, 0, 0]
    assert g.scores["kleines_tor"] == [0, 3, 0, 0]


def test_stall_scores_per_built_house() -> None:
    """Der Stall: 16-slot 3 VP per built house, 12-slot 2 VP per house."""
    st = start_state(4, start=0)
    build(st, "stall", 1)
    for b in ("haus_1", "haus_2", "haus_3", "haus_4", "turm_1"):
        build(st, b, 3)
    put_helper(st, "stall", 0, 0)
    put_helper(st, "stall", 1, 2)
    g = _scored(st)
    assert g.scores["stall"] == [12, 0, 8, 0]


def test_gesindehaus_scores_per_unbuilt_template() -> None:
    """Das Gesindehaus: each helper 1 VP per template still on the board after the last round."""
    st = start_state(4, start=0)
    for b in ("gesindehaus", "turm_1", "haus_1", "brunnen", "taverne"):
        build(st, b, 3)
    put_helper(st, "gesindehaus", 0, 0)
    put_helper(st, "gesindehaus", 1, 0)
    put_helper(st, "gesindehaus", 2, 1)
    g = _scored(st)
    assert g.scores["gesindehaus"] == [36, 18, 0, 0]


# --- Markt ---------------------------------------------------------------------------------------
def test_markt_one_helper_one_vp_per_two_talers() -> None:
    """Der Markt: with 1 helper, 1 VP per 2 talers; converted talers go back into the box (the
    odd taler stays)."""
    st = start_state(4, start=0)
    put_helper(st, "markt", 0, 0)
    set_talers(st, 0, 11)
    g = _scored(st)
    assert g.scores["markt"] == [5, 0, 0, 0]
    assert g.state.players[0].talers == 1
    assert g.state.out_talers == 10


def test_markt_both_helpers_one_vp_per_taler() -> None:
    """Der Markt: a player holding both slots gets 1 VP for every taler."""
    st = start_state(4, start=0)
    put_helper(st, "markt", 0, 1)
    put_helper(st, "markt", 1, 1)
    set_talers(st, 1, 7)
    g = _scored(st)
    assert g.scores["markt"] == [0, 7, 0, 0]
    assert g.state.players[1].talers == 0
    assert g.state.bank + g.state.out_talers + sum(pl.talers for pl in g.state.players) == 105


def test_markt_two_players_with_one_helper_each() -> None:
    """Der Markt: each of two owners converts at 2 talers per VP."""
    st = start_state(4, start=0)
    put_helper(st, "markt", 0, 1)
    put_helper(st, "markt", 1, 2)
    set_talers(st, 1, 9)
    set_talers(st, 2, 4)
    g = _scored(st)
    assert g.scores["markt"] == [0, 4, 2, 0]


# --- Palas ---------------------------------------------------------------------------------------
def test_palas_converts_up_to_five_pieces_per_helper() -> None:
    """Der Palas: up to 5 pieces of personal supply become VP at their building points; converted
    pieces leave the game."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    set_pieces(st, 0, sand=3, wood=2, clay=2, stone=2)
    g = to_final_scoring(st)
    assert g.pending.kind == "palas"
    run(g)  # the default is the best conversion
    assert g.scores["palas"] == [2 * 5 + 2 * 4 + 2, 0, 0, 0]
    assert g.state.players[0].pieces == [3, 1, 0, 0, 0]
    assert g.state.out_pieces[:4] == [0, 1, 2, 2]


def test_palas_both_helpers_convert_up_to_ten_pieces() -> None:
    """Der Palas: whoever holds both slots converts up to 10 pieces."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    put_helper(st, "palas", 1, 0)
    set_pieces(st, 0, sand=5, wood=2, clay=2, stone=2)  # 11 pieces
    g = _scored(st)
    assert g.scores["palas"] == [4 + 4 + 8 + 10, 0, 0, 0]
    assert g.state.players[0].pieces == [1, 0, 0, 0, 0]


def test_palas_conversion_is_the_owners_choice() -> None:
    """Der Palas: 'darf ... umwandeln' - the owner may convert fewer pieces or none."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    set_pieces(st, 0, clay=2)
    g = to_final_scoring(st)
    g.apply(PalasConvert(0, "clay"))
    g.apply(Done(0))
    assert g.is_over
    assert g.scores["palas"] == [4, 0, 0, 0]
    assert g.state.players[0].pieces == [1, 1, 1, 0, 0]


def test_palas_silver_goes_through_the_forge_before_the_schmiede_scores() -> None:
    """Der Palas / Die Schmiede: silver is first put into the forge (for a piece from the carts);
    the forge is scored after the Palas and counts those bars."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    put_helper(st, "schmiede", 0, 1)
    set_pieces(st, 0, sand=0, wood=0, silver=2)
    set_forge(st, 3)
    stone = st.supply[3]
    g = to_final_scoring(st)
    assert set(g.legal_actions(0)) == {
        PalasConvert(0, "silver", "sand"),
        PalasConvert(0, "silver", "wood"),
        PalasConvert(0, "silver", "clay"),
        PalasConvert(0, "silver", "stone"),
        Done(0),
    }
    g.apply(PalasConvert(0, "silver", "stone"))
    g.apply(PalasConvert(0, "silver", "stone"))
    assert g.is_over
    assert g.scores["palas"] == [10, 0, 0, 0]
    assert g.state.forge == 5
    assert g.scores["schmiede"] == [0, 5, 0, 0]
    assert g.state.supply[3] == stone - 2


def test_palas_silver_only_into_kinds_the_carts_hold() -> None:
    """Der Palas: for each bar put into the forge a piece from the carts - only what they hold."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    set_pieces(st, 0, sand=0, wood=0, silver=1)
    set_supply(st, stone=0, clay=0)
    g = to_final_scoring(st)
    assert set(g.legal_actions(0)) == {
        PalasConvert(0, "silver", "sand"),
        PalasConvert(0, "silver", "wood"),
        Done(0),
    }


def test_two_palas_owners_convert_from_the_start_player_on() -> None:
    """Der Palas (A): several owners convert in seat order from the start player."""
    st = start_state(4, start=2)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    put_helper(st, "palas", 1, 3)
    g = to_final_scoring(st)
    assert g.pending.players == (3,)
    g.apply(Done(3))
    assert g.pending.players == (0,)


# --- Schmiede ------------------------------------------------------------------------------------
def test_schmiede_example_nine_bars_both_slots() -> None:
    """Die Schmiede, Beispiel: 9 bars, one player on both slots: 9 + 4 = 13 VP."""
    st = start_state(4, start=0)
    set_forge(st, 9)
    put_helper(st, "schmiede", 0, 2)
    put_helper(st, "schmiede", 1, 2)
    g = _scored(st)
    assert g.scores["schmiede"] == [0, 0, 13, 0]
    assert g.state.players[2].vp == 13


# --- the winner ----------------------------------------------------------------------------------
def _final(vps: list[int], talers: list[int], pieces: list[list[int]]) -> Game:
    st = start_state(4, start=0)
    for p in range(4):
        st.players[p].vp = vps[p]
        set_talers(st, p, talers[p])
        set_pieces(
            st, p, **dict(zip(("sand", "wood", "clay", "stone", "silver"), pieces[p], strict=True))
        )
    return _scored(st)


def test_most_vp_wins() -> None:
    """Der Sieger: the highest score on the VP track wins."""
    g = _final([30, 41, 12, 40], [0, 0, 9, 0], [[0] * 5] * 4)
    assert [(s.rank, s.seat, s.vp) for s in g.ranking()] == [
        (1, 1, 41),
        (2, 3, 40),
        (3, 0, 30),
        (4, 2, 12),
    ]


def test_tie_broken_by_talers() -> None:
    """Der Sieger: at equal VP, most talers left wins."""
    g = _final([20, 20, 20, 5], [5, 7, 6, 9], [[9, 0, 0, 0, 0], [0] * 5, [0] * 5, [0] * 5])
    assert [(s.rank, s.seat) for s in g.ranking()] == [(1, 1), (2, 2), (3, 0), (4, 3)]


def test_tie_broken_by_value_of_unused_pieces_silver_zero() -> None:
    """Der Sieger: then the highest building-point value of unused pieces (silver counts 0 - A)."""
    g = _final(
        [20, 20, 20, 20],
        [3, 3, 3, 3],
        [[0, 0, 0, 0, 5], [1, 0, 0, 0, 0], [0, 0, 0, 1, 0], [0, 1, 0, 0, 2]],
    )
    assert [(s.seat, s.piece_value) for s in g.ranking()] == [(2, 5), (3, 2), (1, 1), (0, 0)]
    assert [s.rank for s in g.ranking()] == [1, 2, 3, 4]


def test_converted_talers_no_longer_count_in_the_tie() -> None:
    """Der Sieger: talers converted into VP (Markt) no longer count for the tiebreak."""
    st = start_state(4, start=0)
    st.players[0].vp = 15
    set_talers(st, 0, 10)  # Markt: +5 VP, 0 talers left
    put_helper(st, "markt", 0, 0)
    st.players[1].vp = 20
    set_talers(st, 1, 1)
    g = _scored(st)
    top = g.ranking()[:2]
    assert [(s.seat, s.vp, s.talers) for s in top] == [(1, 20, 1), (0, 20, 0)]
    assert [s.rank for s in top] == [1, 2]


def test_complete_tie_is_a_shared_rank() -> None:
    """Der Sieger (A): still tied after both tiebreaks - a shared place."""
    g = _final([20, 20, 9, 3], [4, 4, 2, 0], [[1, 1, 0, 0, 0], [3, 0, 0, 0, 0], [0] * 5, [0] * 5])
    assert [(s.rank, s.seat) for s in g.ranking()] == [(1, 0), (1, 1), (3, 2), (4, 3)]


def test_vp_past_ninety_go_round_the_track() -> None:
    """Der Sieger: past the end of the track a marker starts again at space 1 and the new points
    are added to the 90."""
    g = _final([95, 181, 0, 89], [0] * 4, [[0] * 5] * 4)
    by_seat = {s.seat: s for s in g.ranking()}
    assert by_seat[0].vp == 95
    assert by_seat[0].track == (1, 5)
    assert by_seat[1].track == (2, 1)
    assert by_seat[3].track == (0, 89)
    assert [s.seat for s in g.ranking()] == [1, 0, 3, 2]


def test_exactly_ninety_vp_stand_on_the_last_space() -> None:
    """Der Sieger: who reaches the end of the track *and has further points* starts again at 1;
    90 VP are the last space of the first lap."""
    assert Standing(1, 0, 90, 0, 0).track == (0, 90)
    assert Standing(1, 0, 180, 0, 0).track == (1, 90)


def test_palas_default_puts_silver_in_before_an_equal_own_piece() -> None:
    """Der Palas (A): on equal points the default converts silver (via the forge) first, so the
    own stone stays and keeps its tiebreak value (silver counts 0 there)."""
    st = start_state(4, start=0)
    build(st, "palas", 1)
    put_helper(st, "palas", 0, 0)
    set_pieces(st, 0, sand=0, wood=0, stone=5, silver=1)
    g = to_final_scoring(st)
    run(g)  # the default
    assert g.scores["palas"] == [25, 0, 0, 0]
    assert g.state.players[0].pieces == [0, 0, 0, 1, 0]
