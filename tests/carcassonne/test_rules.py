"""Unit tests of Carcassonne – Die Burg's rules, one per rule of the reference
(``docs/rules/carcassonne.md``), and its worked examples §E1–§E24 as small positions."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from burg.carcassonne import features
from burg.carcassonne.actions import (
    EndTurn,
    ExtraTurn,
    Follower,
    NoFollower,
    Place,
    Score,
    ScoreDouble,
)
from burg.carcassonne.game import Game
from burg.carcassonne.rules import final, scoring, turn
from burg.carcassonne.tiles import geometry, rotate
from burg.core.errors import IllegalAction
from burg.core.events import NullLog
from tests.carcassonne.builders import ILLUSTRATIVE, castle, position, sample, tile

B, W = 0, 1
LOG = NullLog()
NO_TOWERS = (((0, 1), (0, 0), False),)
TRACK_TOWERS = (
    ((0, 1), (0, 0), False),
    ((12, 13), (0, 1), True),
    ((22, 23), (0, 2), True),
    ((33, 34), (0, 3), True),
)

# small tiles for the examples
STRAIGHT = tile("straight", "C1 P1 C2 | C2 C2 C2 | C2 P1 C1 | C1 C1 C1")
FOUNTAIN = tile(
    "fountain", "C1 P1 C2 | C2 C2 C2 | C2 P1 C1 | C1 C1 C1", fountains=frozenset({"P1"})
)
DEAD_END = tile("dead_end", "C1 P1 C1 | C1 C1 C1 | C1 C1 C1 | C1 C1 C1", square=True)
TOWER_SE = tile("tower_se", "C1 C1 C1 | C1 C1 T1 | T1 C1 C1 | C1 C1 C1")
TOWER_E = tile("tower_e", "C1 C1 C1 | T1 T1 T1 | C1 C1 C1 | C1 C1 C1")
TOWER_WE = tile("tower_we", "C1 C1 C1 | T1 T1 T1 | C2 C2 C2 | T1 T1 T1")
HOUSE_E = tile("house_e", "C1 C1 C1 | H1 H1 H1 | C1 C1 C1 | C1 C1 C1")
HOUSE_SE = tile("house_se", "C1 C1 C1 | C1 C1 H1 | H1 C1 C1 | C1 C1 C1")
HOUSE_WE = tile("house_we", "C1 C1 C1 | H1 H1 H1 | C2 C2 C2 | H1 H1 H1")
COURT = tile("court", "C1 C1 C1 | C1 C1 C1 | C1 C1 C1 | C1 C1 C1")
CURVE = tile("curve", "C1 C1 C1 | C1 P1 C2 | C2 P1 C1 | C1 C1 C1")
COURT_START = "C1 C1 C1"


def board(mask: tuple[str, ...], starts: list[tuple], tiles: list, towers=NO_TOWERS):
    return castle(mask, starts, tiles, towers)


def play(g: Game, row: int, col: int, rotation: int = 0, follower: str | None = None) -> None:
    """The active player lays the drawn tile and places a follower (or none)."""
    p = g.pending.players[0]
    g.apply(Place(p, (row, col), rotation))
    if g.pending.kind == "follower":
        g.apply(Follower(p, follower) if follower else NoFollower(p))
    else:
        assert follower is None, "no follower could be placed"


def kinds(g: Game) -> list[str]:
    return [e.kind if e.kind != "transfer" else e.reason for e in g.events]


# --- §2.1 tile model ------------------------------------------------------------------------------
def test_s21_rotation_moves_sides_clockwise_and_keeps_their_order():
    tokens = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l")
    assert rotate(tokens, 1)[3:6] == ("a", "b", "c")  # N moved to E
    assert rotate(tokens, 4) == tokens


def test_s21_equal_rotations_are_listed_once():
    geo = geometry(castle(tiles=[sample("S-g", 60)]))
    assert geo.rotations[0] == (0,)  # the 4-way crossing looks the same every way
    geo = geometry(castle(tiles=[replace(STRAIGHT, count=60)]))
    assert geo.rotations[0] == (0, 1)  # a straight path: two shapes


# --- §2.3 placement legality ----------------------------------------------------------------------
def test_s23_l1_l2_l3_and_the_error_names_the_rule():
    g = position(ILLUSTRATIVE, ["S-a", "S-a", "S-a"])
    with pytest.raises(IllegalAction) as e:
        g.apply(Place(B, (4, 4), 0))  # no tile, no start field next to it
    assert e.value.rule == "§2.3 L2"
    assert "Regel: §2.3 L2" in e.value.render("de")
    with pytest.raises(IllegalAction) as e:
        g.apply(Place(B, (0, 0), 0))
    assert e.value.rule == "§2.3 L1"  # outside the mask
    g.apply(Place(B, (0, 4), 0))  # continues S1's path
    g.apply(NoFollower(B))
    before = g.to_json()
    with pytest.raises(IllegalAction) as e:
        g.apply(Place(W, (0, 4), 0))
    assert e.value.rule == "§2.3 L1"
    with pytest.raises(IllegalAction) as e:
        g.apply(Place(W, (0, 5), 1))  # an E-W path would face the courts of (0, 4)
    assert e.value.rule == "§2.3 L3"
    assert g.to_json() == before
    assert Place(W, (0, 5), 0) in g.legal_actions()  # both sides without a path


def test_s23_every_legal_placement_once():
    g = position(ILLUSTRATIVE, ["S-a", "S-a"])
    legal = g.legal_actions()
    assert len(legal) == len(set(legal))
    assert {a.rotation for a in legal} <= {0, 1}


def test_e22_c1_start_fields():
    g = position(ILLUSTRATIVE, ["S-a", "S-d", "S-a"])
    # a path side may face the tower start field S2 (its path is closed there, S2 not counted)
    assert Place(B, (3, 8), 1) in g.legal_actions()
    play(g, 3, 8, 1, "P1")
    info = g.feature(3, 8, "P1")
    assert info["size"] == 1 and info["open"] == 1
    # a side without a path may not face the path start field S1
    with pytest.raises(IllegalAction) as e:
        g.apply(Place(W, (0, 4), 0))
    assert e.value.rule == "§2.3 L4"


def test_e18_a_tile_that_fits_nowhere_leaves_the_game():
    c = board(("#", "#"), [("S1", (0, 0), "N", "-- P1 --", {})], [sample("S-d"), STRAIGHT])
    g = position(c, ["S-d", "straight"])
    assert g.pending.kind == "place" and g.pending.tile == "straight"
    assert g.pending.players == (B,)
    assert g.view()["discarded"] == ["S-d"]
    assert "discard" in kinds(g)


def test_c14_the_stack_runs_out_through_discards():
    c = board(("#", "#"), [("S1", (0, 0), "N", "-- P1 --", {})], [sample("S-d"), STRAIGHT])
    g = position(c, ["straight", "S-d"])
    play(g, 0, 0, 0)  # the path now leads south; S-d has no path: no place, and no tile after it
    assert g.is_over and g.view()["discarded"] == ["S-d"]


# --- §2.4 features, §3.2 scoring ------------------------------------------------------------------
def test_e1_path_with_start_field_and_fountain_scores_double():
    c = board(
        ("#", "#", "#", "#"),
        [("S1", (0, 0), "N", "-- P1 --", {})],
        [FOUNTAIN, STRAIGHT, DEAD_END, COURT],
    )
    g = position(c, ["fountain", "straight", "dead_end", "court"])
    play(g, 0, 0, 0, "P1")  # B's herald
    play(g, 1, 0, 0)  # W
    play(g, 2, 0, 0)  # B closes the last open end
    assert g.scores() == [8, 0]  # size 4 (start field + 3 tiles), fountain: 2 per tile
    assert g.view()["players"][B]["supply"] == 6  # the herald is back


def test_e2_tower_over_four_tiles():
    c = board(
        ("##", "##"), [("S1", (0, 0), "N", COURT_START, {})], [replace(TOWER_SE, count=4), COURT]
    )
    g = position(c, ["tower_se"] * 4 + ["court"], start_player=W)
    play(g, 0, 0, 0, "T1")  # W's knight; tower in the SE corner
    play(g, 0, 1, 1)  # B: SW corner
    play(g, 1, 1, 2)  # W: NW corner
    assert g.feature(0, 0, "T1")["open"] > 0
    play(g, 1, 0, 3)  # B completes it: the majority decides, not the placer
    assert g.scores() == [0, 8]


def test_e3_house_against_the_wall_is_complete_at_once_and_takes_the_keep():
    c = board(("#",), [("S1", (0, 0), "S", COURT_START, {})], [sample("S-b"), COURT])
    g = position(c, ["S-b", "court"], start_player=W)
    play(g, 0, 0, 0, "H1")
    assert g.scores() == [0, 1]
    view = g.view()["players"][W]
    assert view["keep"]["size"] == 1 and view["supply"] == 6


def test_e4_a_tied_tower_scores_for_nobody_and_both_knights_return():
    c = board(
        ("###",),
        [("S1", (0, 0), "N", COURT_START, {}), ("S2", (0, 2), "N", COURT_START, {})],
        [replace(TOWER_E, count=2), TOWER_WE, COURT],
    )
    g = position(c, ["tower_e", "tower_e", "tower_we", "court"], start_player=W)
    play(g, 0, 0, 0, "T1")  # W: tower A
    play(g, 0, 2, 2, "T1")  # B: tower B
    g.apply(Place(W, (0, 1), 0))
    assert Follower(W, "T1") not in g.legal_actions()  # the joined tower is occupied (§3.1)
    with pytest.raises(IllegalAction) as e:
        g.apply(Follower(W, "T1"))
    assert e.value.rule == "§3.1"
    g.apply(NoFollower(W))
    assert g.scores() == [0, 0]
    assert [p["supply"] for p in g.view()["players"]] == [6, 6]
    assert "no_score" in kinds(g)


def test_e5_quick_points_on_a_path_closed_by_the_wall_and_a_square():
    c = board(("#",), [("S1", (0, 0), "N", COURT_START, {})], [sample("S-h"), COURT])
    g = position(c, ["S-h", "court"])
    play(g, 0, 0, 0, "P1")
    assert g.scores() == [1, 0]
    assert g.view()["players"][B]["supply"] == 6


def test_e6_quick_points_on_a_two_tile_tower():
    c = board(("##",), [("S1", (0, 0), "N", COURT_START, {})], [replace(TOWER_E, count=2), COURT])
    g = position(c, ["tower_e", "tower_e", "court"], start_player=W)
    play(g, 0, 0, 0)
    play(g, 0, 1, 2, "T1")
    assert g.scores() == [4, 0]


def test_e17_no_squire_into_an_occupied_house_but_a_knight_or_trader():
    c = board(
        ("###",),
        [("S1", (0, 0), "N", COURT_START, {})],
        [HOUSE_E, HOUSE_WE, sample("S-d"), COURT],
    )
    g = position(c, ["house_e", "house_we", "S-d", "court"], start_player=W)
    play(g, 0, 0, 0, "H1")  # W's squire
    play(g, 0, 1, 0)  # B
    g.apply(Place(W, (0, 2), 0))
    options = {a.feature for a in g.legal_actions() if isinstance(a, Follower)}
    assert options == {"T1", "C1"}


def test_e20_houses_touching_at_a_corner_stay_separate():
    c = board(
        ("##", "##"),
        [("S1", (0, 0), "N", COURT_START, {})],
        [replace(HOUSE_SE, count=2), replace(COURT, count=3)],
    )
    g = position(c, ["house_se", "court", "court", "house_se", "court"])
    play(g, 0, 0, 0, "H1")  # B: house in the SE corner
    play(g, 0, 1, 0)
    play(g, 1, 0, 0)  # B's house is now complete: 1 tile
    assert g.scores() == [1, 0]
    play(g, 1, 1, 2, "H1")  # W: house in the NW corner, touching B's only at the corner
    assert g.scores() == [1, 1]
    assert g.feature(1, 1, "H1")["size"] == 1


def test_e23_a_closed_loop_is_complete():
    c = board(
        ("##", "##"), [("S1", (0, 0), "N", COURT_START, {})], [replace(CURVE, count=4), COURT]
    )
    g = position(c, ["curve"] * 4 + ["court"], start_player=W)
    play(g, 0, 0, 0, "P1")  # W's herald; E-S curve
    play(g, 0, 1, 1)
    play(g, 1, 1, 2)
    play(g, 1, 0, 3)
    assert g.scores() == [0, 4]


# --- crafted features (scoring order, wall tiles, keep, final scoring) ----------------------------
def crafted(totals=(0, 0), towers: dict | None = None, active: int = B):
    """A state on a 1 × 4 board with tower numbers 12/13, 22/23, 33/34, for feature tests."""
    c = board(("####",), [("S1", (0, 0), "N", COURT_START, {})], [COURT], TRACK_TOWERS)
    g = position(c, ["court"], towers=towers, totals=totals, start_player=active)
    st = g.state.copy()
    st.last = 0
    return st


def feature(
    st, kind: str, size: int, fol: tuple[int, int], *, open_: int = 0, fountain=False, markets=0
):
    n = features.new_node(st, kind, 0, f"{kind}{len(st.parent)}", fountain, markets)
    st.tiles[n] = frozenset(range(size))
    st.open[n] = open_
    st.fol[0][n], st.fol[1][n] = fol
    return n


def run_queue(st) -> None:
    while st.queue:
        assert not scoring.needs_choice(st)
        scoring.score(st, LOG, *scoring.group(st)[0])


def test_e9_e10_e13_landing_exactly_on_a_tower_takes_its_tile():
    st = crafted(totals=(29, 30), towers={(33, 34): 5, (12, 13): 9})
    scoring.move(st, LOG, B, 4, "score")  # §E9: 33
    assert st.held[B] == [(5, st.turn)] and st.towers == [0, 9, 0, 0]
    scoring.move(st, LOG, W, 6, "score")  # §E10: passing gives nothing
    assert st.held[W] == []
    st.total[B] = 96
    scoring.move(st, LOG, B, 16, "score")  # §E13: 112, the marker on 12
    assert st.total[B] == 112 and (9, st.turn) in st.held[B]
    scoring.move(st, LOG, W, 0, "score")  # §C11: 0 points do not move
    assert st.total[W] == 36


def test_e11_the_placer_scores_first_and_takes_the_tile():
    st = crafted(totals=(31, 30), towers={(33, 34): 4})
    path = feature(st, "P", 2, (1, 0))
    house = feature(st, "H", 3, (0, 1))
    st.queue = [(house, "H"), (path, "P")]
    run_queue(st)
    assert st.total == [33, 33]
    assert [w for w, _ in st.held[B]] == [4] and st.held[W] == []


def test_e12_the_engine_asks_when_the_order_changes_a_tower():
    st = crafted(totals=(18, 0), towers={(22, 23): 3})
    path = feature(st, "P", 4, (1, 0))
    tower = feature(st, "T", 4, (1, 0))
    st.queue = [(tower, "T"), (path, "P")]
    assert scoring.needs_choice(st)
    st.phase = "score"
    assert set(turn.legal(st, B)) == {Score(B, "T"), Score(B, "P")}
    turn.perform(st, LOG, Score(B, "P"))
    assert st.total[B] == 30 and [w for w, _ in st.held[B]] == [3]


def test_e14_wall_tile_2_doubles_a_tower_in_ones_own_turn():
    st = crafted()
    st.held[B] = [(2, st.turn - 1)]
    tower = feature(st, "T", 3, (2, 1))
    st.queue = [(tower, "T")]
    assert scoring.double_options(st, st.queue) == [(tower, "T")]
    scoring.score(st, LOG, tower, "T", double=True)
    assert st.total[B] == 12 and st.used[B] == [2]
    # in W's turn: no doubling
    st = crafted(active=W)
    st.held[B] = [(2, st.turn - 1)]
    tower = feature(st, "T", 3, (2, 1))
    st.queue = [(tower, "T")]
    assert scoring.double_options(st, st.queue) == []
    # taken in this same turn: not yet
    st = crafted()
    st.held[B] = [(2, st.turn)]
    tower = feature(st, "T", 3, (2, 1))
    assert scoring.double_options(st, [(tower, "T")]) == []
    # 1 : 1: nobody scores, no doubling
    st = crafted()
    st.held[B] = [(2, st.turn - 1)]
    tower = feature(st, "T", 3, (1, 1))
    assert scoring.double_options(st, [(tower, "T")]) == []


def test_e14_score_double_is_offered_as_a_decision():
    st = crafted()
    st.held[B] = [(3, st.turn - 1)]
    house = feature(st, "H", 2, (1, 0))
    st.queue = [(house, "H")]
    st.phase = "score"
    assert set(turn.legal(st, B)) == {Score(B, "H"), ScoreDouble(B, "H")}
    err = turn.explain(st, ScoreDouble(B, "X"))
    assert err.rule == "§3.2"


def test_e19_the_keep_moves_only_to_a_strictly_larger_house():
    st = crafted()
    scoring.keep(st, LOG, W, 2, "0,0:H1")
    st.queue = [(feature(st, "H", 2, (0, 1)), "H")]
    run_queue(st)
    assert st.keep[W][0] == 2  # equal: stays
    st.queue = [(feature(st, "H", 4, (1, 1)), "H")]
    run_queue(st)
    assert st.keep[W][0] == 2  # tied: not scored for W
    st.queue = [(feature(st, "H", 4, (0, 1)), "H")]
    run_queue(st)
    assert st.keep[W][0] == 4 and st.total[W] == 2 + 4


def test_e7_e16_the_largest_keep_scores_the_largest_empty_region():
    c = board(("#" * 17,), [("S1", (0, 0), "N", COURT_START, {})], [COURT], NO_TOWERS)
    g = position(c, ["court"])
    st = g.state.copy()
    features.place(st, 11, st.geo.oriented[0][0])
    assert final.largest_empty_region(st) == 11
    for keeps, want in (((4, 3), [11, 0]), ((4, 4), [0, 0]), ((None, 2), [0, 11])):
        s = st.copy()
        s.keep = [None if k is None else (k, "0,11:C1") for k in keeps]
        final.final_scoring(s, LOG)
        assert s.total == want, keeps
    # §E16: B's keep of 5 with tile 8 counts 7 > 6
    s = st.copy()
    s.keep = [(5, "0,11:C1"), (6, "0,11:C1")]
    s.held[B] = [(8, 0)]
    final.final_scoring(s, LOG)
    assert s.total == [11, 0] and s.used[B] == [8]
    s = st.copy()
    s.keep = [(5, "0,11:C1"), (7, "0,11:C1")]
    s.held[B] = [(8, 0)]
    final.final_scoring(s, LOG)
    assert s.total == [0, 0]


def test_e8_e24_courts_score_their_markets():
    st = crafted()
    feature(st, "C", 2, (0, 1), open_=1, markets=1)
    feature(st, "C", 6, (2, 1), open_=2, markets=5)
    s = st.copy()
    final.final_scoring(s, LOG)
    assert s.total == [15, 3]
    s = st.copy()
    s.held = [[(7, 0)], [(7, 0)]]  # W cannot use a 7 on the big court, only on his own
    final.final_scoring(s, LOG)
    assert s.total == [20, 4]
    st = crafted()
    feature(st, "C", 3, (1, 2), open_=1, markets=2)  # §E24
    final_st = st.copy()
    final.final_scoring(final_st, LOG)
    assert final_st.total == [0, 6]


def test_e15_wall_tiles_4_to_6_and_9_at_the_end():
    st = crafted()
    feature(st, "P", 5, (1, 0), open_=1, fountain=True)
    feature(st, "T", 3, (1, 1), open_=1)
    st.held[B] = [(4, 0), (5, 0), (9, 0)]
    final.final_scoring(st, LOG)
    assert st.total == [5 + 5, 0]  # 1 per tile despite the fountain (§C15); 5 unusable; 9: +5
    assert [w for w, _ in st.held[B]] == [5]


def _scored_both_ways(st) -> None:
    """The final scoring on two copies of ``st``, recorded and not (``final.roots`` unordered,
    the region only when a keep scores): the same points, steps, wall tiles, to the order."""
    a, b = st.copy(), st.copy()
    events: list = []
    final.final_scoring(a, events)
    final.final_scoring(b, LOG)
    assert events
    for name in ("total", "final", "used", "held", "towers", "removed", "phase", "turn"):
        assert getattr(a, name) == getattr(b, name), name


def test_the_final_scoring_is_the_same_unrecorded():
    st = crafted()
    feature(st, "C", 2, (1, 0), open_=1, markets=2)  # two courts of equal markets: one gets the 7
    feature(st, "C", 4, (1, 0), open_=1, markets=2)
    feature(st, "P", 3, (1, 0), open_=1)  # two paths of equal size: one gets the 4
    feature(st, "P", 3, (2, 1), open_=2, fountain=True)
    feature(st, "T", 2, (0, 1), open_=1)
    st.held = [[(7, 0), (4, 0), (9, 0)], [(5, 0), (7, 0)]]
    _scored_both_ways(st)
    for seed in range(6):  # every decision of a few games, as if the game ended there
        g = Game(seed=seed, record_events=False)
        bots = [random.Random(seed), random.Random(seed + 100)]
        while g.pending.kind is not None:
            p = g.pending.players[0]
            if g.pending.kind == "place":
                _scored_both_ways(g.state)
            g.apply(bots[p].choice(g.legal_actions(p)))


# --- §4 wall tile 1, the turn ---------------------------------------------------------------------
def test_e21_wall_tile_1_gives_a_second_turn():
    g = position(ILLUSTRATIVE, ["S-a"] * 5, held=([1], []))
    play(g, 0, 4, 0)
    assert g.pending.kind == "extra"
    g.apply(ExtraTurn(B))
    assert g.pending.kind == "place" and g.pending.players == (B,)
    play(g, 1, 4, 0)
    assert g.pending.players == (W,)


def test_e21_not_with_an_empty_stack():
    g = position(ILLUSTRATIVE, ["S-a"], held=([1], []))
    play(g, 0, 4, 0)
    assert g.is_over


def test_c6_end_turn_keeps_the_tile():
    g = position(ILLUSTRATIVE, ["S-a"] * 3, held=([1], []))
    play(g, 0, 4, 0)
    g.apply(EndTurn(B))
    assert g.pending.players == (W,) and g.view()["players"][B]["wall_tiles"] == [1]


def test_s3_errors_name_the_rule_in_both_languages():
    g = position(ILLUSTRATIVE, ["S-a"] * 3)
    for bad in (Place(W, (0, 4), 0), NoFollower(B), ExtraTurn(B)):
        err = g.why_not(bad)
        assert err is not None and err.rule
        assert err.render("en") != err.render("de")


def test_s3_hidden_information():
    g = Game(seed=4, castle=ILLUSTRATIVE)
    v = g.view(0)
    assert isinstance(v["stack"], int) and set(v["towers"]) <= {"down", None}
    assert v["drawn"] is not None
    twin = g.hidden_twin(__import__("random").Random(1))
    assert twin is not None and twin.view(0) == v


# --- messages -------------------------------------------------------------------------------------
def test_every_error_and_event_has_english_and_german_words():
    from burg.carcassonne import messages
    from burg.carcassonne.bots import make_bot
    from burg.core.bots import play_out

    assert set(messages.ERRORS["en"]) == set(messages.ERRORS["de"])
    assert set(messages.EVENTS["en"]) == set(messages.EVENTS["de"])
    for seed in (1, 2):
        g = play_out(Game(seed=seed), [make_bot("greedy", seed), make_bot("random", seed)])
        for e in g.events:
            for lang in ("en", "de"):
                text = messages.render_event(e, ["Black", "White"], lang)
                assert not text.startswith(("transfer:", e.kind + ":")), text
                assert "{" not in text and "None" not in text, text


def test_e12_through_the_game_the_choice_and_its_errors():
    st = crafted(totals=(18, 0), towers={(22, 23): 3})
    path = feature(st, "P", 4, (1, 0))
    tower = feature(st, "T", 4, (1, 0))
    house = feature(st, "H", 1, (0, 1))
    st.queue = [(tower, "0,0:T"), (path, "0,0:P"), (house, "0,0:H")]
    st.phase = "score"
    g = Game.from_state(st)
    assert g.pending.kind == "score"
    assert g.why_not(Score(B, "0,0:H")).key == "carcassonne.score.order"  # B's own come first
    assert g.why_not(Score(B, "9,9:X")).key == "carcassonne.score.not_pending"
    assert g.why_not(ScoreDouble(B, "0,0:P")).key == "carcassonne.score.double_kind"
    assert g.why_not(ScoreDouble(B, "0,0:T")).key == "carcassonne.score.double_tile"
    g.apply(Score(B, "0,0:T"))  # tower first: 26, then 30: no tile
    assert g.state.total[B] == 30 and g.state.held[B] == []
    # W's house (1), then the game ends (the stack is empty): W's keep takes the 4 empty cells
    assert g.is_over and g.state.total[W] == 1 + 4
