"""Der Wettkampf der Burgbaumeister: one test (or more) per rule of the rules reference
``docs/rules/wettkampf.md`` (rules §W1 … §W43, decisions §D1 … §D27, worked examples §X1 …
§X24). Figures are named in each test, never taken from our assumed
card -> figure mapping; one test checks the shipped file (``test_the_shipped_card_file``)."""

from __future__ import annotations

import pytest

from burg.core.errors import IllegalAction
from burg.wettkampf import Game, WizardInsert
from burg.wettkampf.data import DEFAULT_CARDS, FIGURE_CARDS, NUMBERS, SLOTS
from burg.wettkampf.messages import render_event
from burg.wettkampf.rules.scoring import score_wall
from tests.wettkampf.builders import Fire, Flip, HoldFire, Lay, Return, cards_with, flip, position

KNIGHT, LADY, RAVEN, KING, QUEEN = ("knight",), ("lady",), ("raven",), ("king",), ("queen",)
CANNON, TOWER, WIZARD, TWO_RAVENS = ("cannon",), ("tower",), ("wizard",), ("raven", "raven")


def refusal(game: Game, action: object) -> IllegalAction:
    """The error ``apply`` raises for ``action``; the game unchanged, ``why_not`` agreeing."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as e:
        game.apply(action)  # type: ignore[arg-type]
    assert game.to_json() == before
    assert game.why_not(action).key == e.value.key  # type: ignore[arg-type, union-attr]
    assert e.value.render("en") != e.value.render("de")
    return e.value


# --- set-up (Spielvorbereitung) -------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 5, "3", True])
def test_w1_two_to_four_players(n: object) -> None:
    with pytest.raises(IllegalAction) as e:
        Game(n)  # type: ignore[arg-type]
    assert "2, 3 or 4" in e.value.render("en") and "2, 3 oder 4" in e.value.render("de")
    for players in (2, 3, 4):
        assert len(Game(players, seed=1).view()["players"]) == players


def test_w2_every_wall_starts_with_its_start_tower_and_spare_towers_stay_in_the_box() -> None:
    g = Game(3, seed=4)
    for p in range(3):
        assert g.view()["players"][p]["wall"] == [1] and g.wall(p) == [1] and g.last(p) == 1
    towers = {loc for (loc, item) in g.holdings() if item == "start_tower"}
    assert towers == {"p0.wall", "p1.wall", "p2.wall"}


def test_w3_45_cards_face_down_in_fixed_slots_shuffled_from_the_seed() -> None:
    g = Game(2, seed=11)
    assert sorted(g.state.store) == list(NUMBERS) and len(g.state.store) == SLOTS == 45
    assert g.view()["store"] == ["down"] * 45
    assert g.state.store == Game(2, seed=11).state.store
    assert g.state.store != Game(2, seed=12).state.store


def test_w4_start_player_from_the_seed_or_chosen_and_play_passes_left() -> None:
    assert {Game(4, seed=s).view()["start_player"] for s in range(40)} == {0, 1, 2, 3}  # §D2
    g = Game(3, seed=5, start_player=2)
    # giving the drawn start player plays the same game (the shuffle comes first)
    drawn = Game(3, seed=5)
    assert Game(3, seed=5, start_player=drawn.view()["start_player"]).state == drawn.state
    assert g.pending.players == (2,)
    for want in (0, 1, 2, 0):  # §W11: the left neighbour, seat + 1
        g.apply(g.legal_actions()[0])
        g.apply(Return(g.pending.players[0]))
        assert g.pending.players == (want,)


# --- a turn (Spielablauf) -------------------------------------------------------------------------
def test_w6_flip_any_face_down_card_exactly_one_no_pass() -> None:
    g = position([[4], [8]])
    legal = g.legal_actions()
    assert all(isinstance(a, Flip) for a in legal)
    assert [a.slot for a in legal] == [s for s, c in enumerate(g.state.store) if c]
    flip(g, 30)
    assert g.pending.kind == "decide" and g.pending.number == 30
    assert Flip(0, 1) not in g.legal_actions()  # one card per turn
    e = refusal(g, Flip(0, 1))
    assert e.key == "wettkampf.turn.wrong_step"


def test_w6_d23_a_card_put_back_may_be_flipped_again_at_once() -> None:
    g = position([[4], [8]])
    flip(g, 30)
    slot = g.pending.slot
    g.apply(Return(0))
    assert Flip(1, slot) in g.legal_actions()  # type: ignore[arg-type]


def test_w6_h2_everyone_sees_the_flipped_card() -> None:
    g = position([[4], [8]])
    flip(g, 30)
    slot = g.pending.slot
    for p in (None, 0, 1):
        v = g.view(p)
        assert v["flipped"] == {"slot": slot, "number": 30, "figures": []}
        assert v["store"][slot] == 30
    assert [e for e in g.events if e.reason == "flip"][-1].detail[:2] == (slot, 30)


def test_x6_w9_a_lower_card_cannot_be_laid_only_put_back() -> None:
    g = position([[4, 9, 15], [2]])
    flip(g, 12)
    assert g.legal_actions() == [Return(0)]
    e = refusal(g, Lay(0))
    assert e.key == "wettkampf.lay.too_low" and e.rule == "Spielablauf"
    assert "12" in e.render("en") and "(15)" in e.render("en")


def test_x7_w8_a_higher_card_may_be_laid_at_the_right_end_or_put_back() -> None:
    g = position([[4, 9, 15], [2]])
    flip(g, 16)
    assert g.legal_actions() == [Lay(0), Return(0)]
    g.apply(Lay(0))
    assert g.wall(0) == [1, 4, 9, 15, 16]
    lay = [e for e in g.events if e.reason == "lay"][-1]
    assert (lay.src, lay.dst, lay.item) == ("store", "p0.wall", "card:16")


@pytest.mark.parametrize("number", [2, 23, 46])
def test_w9_x8_on_the_bare_start_tower_every_card_fits(number: int) -> None:
    g = position([[], []])
    flip(g, number)
    assert Lay(0) in g.legal_actions()
    g.apply(Lay(0))
    if number == 46:  # §X8: legal, but nothing is higher than 46
        assert not any(g.fits(0, c) for c in NUMBERS)


def test_w10_x24_put_back_face_down_in_the_same_slot_always_allowed() -> None:
    g = position([[4, 9, 15], [2]])
    flip(g, 16)
    slot = g.pending.slot
    g.apply(Return(0))
    assert g.state.store[slot] == 16
    assert g.view()["store"][slot] == "down" and g.view()["flipped"] is None
    ret = [e for e in g.events if e.reason == "return"][-1]
    assert ret.detail == (slot, 16)  # every player has seen "slot = 16"


def test_w11_then_the_left_neighbour_plays() -> None:
    g = position([[4], [8], [9]], active=2)
    flip(g, 30)
    g.apply(Lay(2))
    assert g.pending == ("flip", (0,), None, None)


@pytest.mark.parametrize("figure", [CANNON, WIZARD, KING])
def test_w12_x23_figures_have_no_effect_in_the_basic_game(figure: tuple[str, ...]) -> None:
    g = position([[4], [8, 9]], figures={14: figure, 8: TOWER, 3: WIZARD})
    flip(g, 14)
    g.apply(Lay(0))
    assert g.pending.kind == "flip" and g.pending.players == (1,)  # no cannon decision
    assert g.points(0) is None and g.view()["players"][0]["points"] is None
    flip(g, 3)  # the wizard is no power in the basic game: a lower card only goes back
    assert g.legal_actions() == [Return(1)]


def test_w13_a_laid_cards_slot_stays_empty_and_nothing_moves() -> None:
    g = position([[4], [8]])
    before = g.state.store[:]
    flip(g, 30)
    slot = g.pending.slot
    g.apply(Lay(0))
    after = g.state.store
    assert after[slot] == 0 and g.view()["store"][slot] is None
    assert [c for s, c in enumerate(after) if s != slot] == [
        c for s, c in enumerate(before) if s != slot
    ]
    assert Flip(1, slot) not in g.legal_actions()  # type: ignore[arg-type]
    assert refusal(g, Flip(1, slot)).key == "wettkampf.flip.empty"  # type: ignore[arg-type]
    assert refusal(g, Flip(1, 45)).key == "wettkampf.flip.no_slot"


# --- the end (Ende des Spiels, Sonderfall) --------------------------------------------------------
def test_w14_x9_the_9th_card_ends_the_game_at_once() -> None:
    g = position([[2, 4, 6, 8, 10, 20, 25, 30], [3, 5], [7]])
    flip(g, 31)
    g.apply(Lay(0))
    assert g.is_over and g.end == "ninth" and g.pending.kind is None
    assert g.winners() == [0] and g.legal_actions() == []
    assert g.ranking()[0].cards == 9
    assert refusal(g, Flip(1, 0)).key == "wettkampf.turn.game_over"


def x10(p0_cards: int) -> Game:
    """§X10: P0 last 44, P1 8 cards last 41, P2 6 cards last 45; every face-down card < 41."""
    p0 = [*[20, 22, 24, 26, 28, 30, 32, 34][: p0_cards - 1], 44]
    walls = [p0, [2, 3, 4, 5, 6, 7, 8, 41], [9, 10, 11, 12, 13, 45]]
    g = position(walls, store=[40])
    flip(g, 40)
    g.apply(Return(0))
    return g


def test_w15_w16_x10_special_case_most_cards_then_highest_last_card() -> None:
    g = x10(7)
    assert g.is_over and g.end == "blocked" and g.winners() == [1]
    assert [s.seat for s in g.ranking()] == [1, 0, 2]
    g = x10(8)  # tie on 8 cards: 44 beats 41
    assert g.winners() == [0] and g.ranking()[1].seat == 1 and g.ranking()[1].rank == 2


def test_w15_x11_d17_not_over_while_somebody_can_still_lay() -> None:
    walls = [[40, 44], [2, 4, 6, 8, 10, 38]]
    g = position(walls, store=[3, 5, 7, 39])
    flip(g, 3)
    g.apply(Return(0))
    assert not g.is_over  # P1 can still lay 39 although nobody can reach 9
    flip(g, 39)
    g.apply(Lay(1))
    assert g.is_over and g.end == "blocked" and g.winners() == [1]


def test_h8_d18_the_special_case_shows_what_still_lies_face_down() -> None:
    g = x10(7)
    assert g.view(0)["store"][0] == 40
    reveal = [e for e in g.events if e.reason == "reveal_store"][-1]
    assert reveal.detail == ((0, 40),)


def test_w17_d19_the_stall_guard_ends_and_scores_as_a_special_case() -> None:
    g = position([[4], [8, 9]], max_turns=2)
    for _ in range(2):
        g.apply(g.legal_actions()[0])
        g.apply(Return(g.pending.players[0]))
    assert g.is_over and g.end == "stall" and g.winners() == [1]
    assert Game(2, seed=1).view()["max_turns"] == 10_000


def test_d20_level_players_share_the_win() -> None:
    g = position([[], []], max_turns=1)
    g.apply(g.legal_actions()[0])
    g.apply(Return(0))
    assert g.end == "stall" and g.winners() == [0, 1]
    assert [s.rank for s in g.ranking()] == [1, 1]


# --- expert scoring (Spielvariante) ---------------------------------------------------------------
def test_x1_rulebook_example_two_knights_and_one_lady_give_four_bonus_points() -> None:
    """Valentin: 2 knights + 1 lady = 2 + 1 + 1 (a pair) = 4 bonus points (§W24, R)."""
    cards = cards_with({5: KNIGHT, 10: LADY, 18: KNIGHT})
    sc = score_wall([5, 10, 18], cards)
    assert (sc.knights, sc.ladies, sc.pairs, sc.bonus) == (2, 1, 1, 4)
    assert sc.points == 7  # §W21: 3 cards


@pytest.mark.parametrize(
    ("wall", "figures", "bonus", "points"),
    [
        ([5, 10, 18, 26], {5: KNIGHT, 10: LADY, 18: KNIGHT, 26: LADY}, 6, 10),  # §X2, §D8
        ([5, 18, 37], {5: KNIGHT, 18: KNIGHT, 37: KNIGHT}, 3, 6),  # §X3: no pair
        ([3, 12, 22], {3: RAVEN, 12: RAVEN, 22: TWO_RAVENS}, 4, 7),  # §X4, §W25
        ([5, 10, 18, 26, 37, 41], {5: KNIGHT, 10: LADY, 18: KNIGHT, 26: LADY, 37: KNIGHT,
                                   41: LADY}, 9, 15),  # §D8: 3 + 3 = 9
        ([16, 33], {16: QUEEN, 33: KING}, 6, 8),  # §W22, §W23: no pair of King and Queen
        ([14, 20, 24], {14: CANNON, 20: TOWER, 24: WIZARD}, 0, 3),  # §W26
        ([], {}, 0, 0),  # §W21, §D4: the start tower scores nothing
    ],
)  # fmt: skip
def test_w21_w26_points_per_card_and_figure(
    wall: list[int], figures: dict[int, tuple[str, ...]], bonus: int, points: int
) -> None:
    sc = score_wall(wall, cards_with(figures))
    assert (sc.bonus, sc.points) == (bonus, points)
    g = position([wall, [2]] if 2 not in wall else [wall, [4]], expert=True, figures=figures)
    assert g.points(0) == points and g.view()["players"][0]["points"] == points


def test_x5_w40_w42_most_points_wins_not_the_one_who_finished() -> None:
    figures = {3: RAVEN, 5: KNIGHT, 10: LADY, 16: QUEEN, 33: KING, 35: RAVEN}
    a = [2, 4, 6, 8, 9, 11, 13, 15]
    g = position([a, [3, 5, 10, 16, 33, 35]], expert=True, figures=figures)
    flip(g, 17)
    g.apply(Lay(0))
    assert g.is_over and g.end == "ninth"
    assert [(s.seat, s.points) for s in g.ranking()] == [(1, 17), (0, 9)]
    scores = [e for e in g.events if e.reason == "score"]
    assert [e.count for e in scores] == [0, 0] and [e.detail[8] for e in scores] == [9, 17]
    assert render_event(scores[1], ["A", "B"]) == "B: 17 points (6 cards + 11 bonus)."


def test_x22_w42_a_tie_on_points_goes_to_the_highest_last_card() -> None:
    g = position([[2, 40], [3, 38]], expert=True, max_turns=1)
    g.apply(g.legal_actions()[0])
    g.apply(Return(0))
    assert g.points(0) == g.points(1) == 2 and g.winners() == [0]


def test_w43_d21_after_a_special_case_points_count_not_cards() -> None:
    figures = {40: KING}
    g = position([[2, 4, 6, 8, 45], [3, 40, 44]], expert=True, figures=figures, store=[39])
    flip(g, 39)
    g.apply(Return(0))
    assert g.end == "blocked" and g.winners() == [1]  # 6 points against 5, though fewer cards


# --- the cannon (Kanone) and the towers (Turm) ---------------------------------------------------
def x12() -> Game:
    """§X12: P0 lays 28 (cannon). P1: S 5 7T 15 21. P2: S 6 20T 30T. P3: S 2 4."""
    figures = {28: CANNON, 7: TOWER, 20: TOWER, 30: TOWER}
    g = position([[], [5, 7, 15, 21], [6, 20, 30], [2, 4]], expert=True, figures=figures)
    flip(g, 28)
    g.apply(Lay(0))
    return g


def test_x12_w27_w29_w33_the_cannon_fires_at_open_cards_of_opponents_or_holds() -> None:
    g = x12()
    assert g.pending == ("cannon", (0,), None, 28)
    assert g.legal_actions() == [Fire(0, 15), Fire(0, 21), Fire(0, 2), Fire(0, 4), HoldFire(0)]
    assert g.cannon_targets(0) == [15, 21, 2, 4]
    assert refusal(g, Fire(0, 5)).key == "wettkampf.fire.protected"  # left of the tower 7
    assert refusal(g, Fire(0, 7)).key == "wettkampf.fire.tower"
    assert refusal(g, Fire(0, 30)).key == "wettkampf.fire.tower"
    assert refusal(g, Fire(0, 28)).key == "wettkampf.fire.own"  # §D10
    assert refusal(g, Fire(0, 1)).key == "wettkampf.fire.start_tower"
    assert refusal(g, Fire(0, 40)).key == "wettkampf.fire.not_in_wall"
    assert refusal(g, Lay(0)).key == "wettkampf.turn.wrong_step"
    assert refusal(g, Flip(1, 0)).key == "wettkampf.turn.not_yours"


def test_d9_the_cannon_may_hold_fire() -> None:
    g = x12()
    g.apply(HoldFire(0))
    assert g.pending == ("flip", (1,), None, None) and g.wall(1) == [1, 5, 7, 15, 21]
    assert [e.reason for e in g.events][-2:] == ["cannon", "hold_fire"]


def test_x13_w30_the_card_leaves_the_game_and_the_gap_closes() -> None:
    g = x12()
    g.apply(Fire(0, 15))
    assert g.wall(1) == [1, 5, 7, 21] and g.view()["out"] == [15]
    shot = [e for e in g.events if e.reason == "cannon_shot"][-1]
    assert (shot.src, shot.dst, shot.item, shot.detail) == ("p1.wall", "out", "card:15", (1, 3, 28))
    assert ("out", "card:15") in g.holdings() and ("store", "card:15") not in g.holdings()
    g = x12()
    g.apply(Fire(0, 21))  # his last card is now 15: any card above 15 fits again
    assert g.last(1) == 15 and g.fits(1, 16)


def test_x14_w31_no_open_card_the_shot_lapses() -> None:
    g = position([[], [7]], expert=True, figures={14: CANNON, 7: TOWER})
    flip(g, 14)
    g.apply(Lay(0))
    assert g.pending.kind == "flip" and g.wall(0) == [1, 14] and g.points(0) == 1
    assert g.events[-1].reason == "cannon_lapsed"


def test_x15_w28_d12_a_cannon_as_9th_card_fires_before_the_end() -> None:
    figures = {43: CANNON, 3: RAVEN, 12: RAVEN, 45: TWO_RAVENS}
    g = position([[2, 4, 6, 8, 10, 20, 30, 40], [3, 12, 45]], expert=True, figures=figures)
    flip(g, 43)
    g.apply(Lay(0))
    assert not g.is_over and g.pending.kind == "cannon"
    assert g.points(1) == 7
    g.apply(Fire(0, 45))
    assert g.is_over and g.end == "ninth" and g.points(1) == 4


@pytest.mark.parametrize(
    ("wall", "towers", "protected", "open_"),
    [
        ([3, 9, 15], [], 0, [3, 9, 15]),
        ([7], [7], 1, []),
        ([5, 7, 11], [7], 2, [11]),
        ([7, 9, 20, 25, 30, 36], [7, 20, 30], 5, [36]),
        ([5, 8, 11, 39], [39], 4, []),
    ],
)
def test_w33_w34_towers_protect_everything_left_of_the_rightmost_tower(
    wall: list[int], towers: list[int], protected: int, open_: list[int]
) -> None:
    g = position([[], wall], expert=True, figures={t: TOWER for t in towers})
    assert g.protected_upto(1) == protected
    assert g.cannon_targets(0) == open_
    assert g.view()["players"][1]["protected"] == protected


# --- the wizard (Zauberer) -----------------------------------------------------------------------
def wizard_game(used: bool = False) -> Game:
    """P0: S 4 9 24(wizard) 31."""
    figures = {24: WIZARD, 20: TOWER, 14: CANNON}
    return position(
        [[4, 9, 24, 31], [2, 3]], expert=True, figures=figures, wizard_used=[used, False]
    )


def test_x16_w35_w36_the_wizard_inserts_a_lower_card_once() -> None:
    g = wizard_game()
    assert g.wizard_ready(0) and g.view()["players"][0]["wizard"] == "unused"
    flip(g, 12)
    assert g.legal_actions() == [WizardInsert(0, 3), Return(0)]
    assert g.wizard_place(0, 12) == 3
    e = refusal(g, WizardInsert(0, 4))
    assert e.key == "wettkampf.wizard.place" and "between 9 and 24" in e.render("en")
    g.apply(WizardInsert(0, 3))
    assert g.wall(0) == [1, 4, 9, 12, 24, 31]
    assert g.view()["players"][0]["wizard"] == "used" and not g.wizard_ready(0)
    ins = [e for e in g.events if e.reason == "wizard_insert"][-1]
    assert (ins.item, ins.detail[1]) == ("card:12", 3)
    flip(g, 5)
    g.apply(Return(1))
    flip(g, 15)  # no power left: 15 < 31 only goes back
    assert g.legal_actions() == [Return(0)]
    assert refusal(g, WizardInsert(0, 4)).key == "wettkampf.wizard.used"


def test_x19_w38_d16_a_higher_card_is_laid_as_usual_and_keeps_the_power() -> None:
    g = wizard_game()
    flip(g, 40)
    assert g.legal_actions() == [Lay(0), Return(0)]
    assert refusal(g, WizardInsert(0, 5)).key == "wettkampf.wizard.fits_at_end"
    g.apply(Lay(0))
    assert g.wizard_ready(0)


def test_x17_w39_an_inserted_tower_protects() -> None:
    g = position([[4, 9, 24], [2]], expert=True, figures={24: WIZARD, 20: TOWER})
    flip(g, 20)
    g.apply(WizardInsert(0, 3))
    assert g.wall(0) == [1, 4, 9, 20, 24] and g.protected_upto(0) == 3
    assert g.cannon_targets(1) == [24]


def test_x20_w32_d13_an_inserted_cannon_fires() -> None:
    g = wizard_game()
    flip(g, 14)
    g.apply(WizardInsert(0, 3))
    assert g.wall(0) == [1, 4, 9, 14, 24, 31]
    assert g.pending == ("cannon", (0,), None, 14)
    assert g.legal_actions() == [Fire(0, 2), Fire(0, 3), HoldFire(0)]


def test_x18_w37_d15_a_destroyed_wizard_takes_its_unused_power_with_it() -> None:
    figures = {24: WIZARD, 28: CANNON}
    g = position([[4, 9, 24], [2]], expert=True, figures=figures, active=1)
    flip(g, 28)
    g.apply(Lay(1))
    g.apply(Fire(1, 24))
    assert g.wall(0) == [1, 4, 9] and g.last(0) == 9
    assert not g.wizard_ready(0) and g.view()["players"][0]["wizard"] is None
    flip(g, 5)
    assert g.legal_actions() == [Return(0)]
    assert refusal(g, WizardInsert(0, 2)).key == "wettkampf.wizard.none"


def test_d14_the_wizard_cannot_work_on_the_turn_it_is_laid() -> None:
    """§D14, "in a later round": the wizard flipped this turn lies in the store, not in the wall."""
    g = position([[4, 30], [2]], expert=True, figures={35: WIZARD})
    flip(g, 35)
    g.apply(Lay(0))
    flip(g, 3)
    g.apply(Return(1))
    flip(g, 10)
    assert g.legal_actions() == [WizardInsert(0, 2), Return(0)]  # on his next turn: yes


def test_x21_w41_an_unused_wizard_keeps_the_game_going() -> None:
    walls = [[40, 44], [38, 41], [10, 24, 42]]
    g = position(walls, expert=True, figures={24: WIZARD}, store=[3, 5])
    flip(g, 3)
    g.apply(Return(0))
    assert not g.is_over  # P2 could insert any card
    flip(g, 5)
    g.apply(Return(1))
    flip(g, 3)
    g.apply(WizardInsert(2, 1))
    assert g.is_over and g.end == "blocked"


def test_wizard_insert_in_the_basic_game_is_refused_by_its_rule() -> None:
    g = position([[4, 30], [2]])
    flip(g, 10)
    e = refusal(g, WizardInsert(0, 2))
    assert e.key == "wettkampf.expert_only" and e.rule == "Spielvariante"


# --- events and views --------------------------------------------------------------------------
def test_every_step_leaves_an_event_in_words() -> None:
    g = x12()
    g.apply(Fire(0, 21))
    names = ["Ann", "Ben", "Cid", "Dan"]
    lines = [render_event(e, names) for e in g.events if e.reason != "setup"]
    flipped = next(e for e in reversed(g.events) if e.reason == "flip")
    # the log shows a slot as the table does, counted from 1: slot 0 is #1
    assert lines[-4].startswith(f"Ann turns over a 28 (slot #{flipped.detail[0] + 1})")
    assert lines[-3] == "Ann lays 28 at the right end of the wall (1 card)."
    assert lines[-2] == "Ann's cannon 28 is ready to fire."
    assert lines[-1] == "Ann's cannon destroys Ben's card 21: it leaves the game."
    de = [render_event(e, names, "de") for e in g.events if e.reason != "setup"]
    assert de[-1] == "Die Kanone von Ann zerstört die Karte 21 von Ben: Sie kommt aus dem Spiel."


def test_h3_every_seat_sees_the_same_and_no_face_down_number() -> None:
    g = Game(3, seed=2)
    g.apply(g.legal_actions()[5])
    views = [g.view(p) for p in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)
    assert [c for c in views[0]["store"] if c != "down"] == [g.pending.number]


# --- the data ---------------------------------------------------------------------------------
def test_the_shipped_card_file() -> None:
    """§1.3: our proposal, marked A; 21 special cards, 24 plain."""
    m = DEFAULT_CARDS.mapping()
    assert DEFAULT_CARDS.origin == "A" and set(DEFAULT_CARDS.sources[2:]) == {"A"}
    special = [n for n, f in m.items() if f]
    assert len(special) == 21 and len(m) == 45
    for figure, count in FIGURE_CARDS.items():
        assert sum(1 for f in m.values() if figure in f) == count
    assert m[22] == m[45] == TWO_RAVENS and m[2] == m[46] == ()
    assert all(not (m[n] and m[n + 1]) for n in range(2, 46))  # no special neighbours
