"""Lessons 1-4 of Der Wettkampf der Burgbaumeister (the basic game): what each example shows
and each checker answers is the engine's, the German texts cite the rulebook by its names, and
the fit chart of lesson 3 is counted by the engine (§W1–§W16). What every lesson must do:
tests/core/test_lesson_suite.py; its texts and positions: tests/core/test_lesson_content.py."""

from __future__ import annotations

import string
from itertools import pairwise

import pytest

from burg.wettkampf import Game, Return
from burg.wettkampf.positions import load_position
from widgets.core.lessons.content import LANGS
from widgets.core.lessons.model import play_through
from widgets.wettkampf.lessons import LessonContent, get, module

LESSONS = ("01_goal", "02_turn", "03_wall", "04_end")
CASES = [(lesson_id, lang) for lesson_id in LESSONS for lang in LANGS]


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_rulebook_is_cited_by_its_german_names(lesson_id: str) -> None:
    en, de = (LessonContent(lesson_id).texts(lang) for lang in LANGS)
    assert "(" not in de["rulebook"] + de["exercise"]["cite"]  # the rulebook's names, unglossed
    assert "(" in en["rulebook"]  # the English glosses them


# --- lesson 1: the goal ---------------------------------------------------------------------------
def test_goal_example_starts_from_the_set_up() -> None:
    example = get("01_goal").example
    start = example.game()
    assert all(c == "down" for c in start.view()["store"])  # 45 cards face down (§W3)
    assert [start.wall(p) for p in range(3)] == [[1], [1], [1]]  # a start tower each (§W2)
    game, _ = play_through(example)
    assert [game.wall(p) for p in range(3)] == [[1, 5, 9], [1], [1, 3]]
    assert game.view()["store"][22] == "down"  # Ben's 38 put back in its place (§W10)
    assert game.view()["store"][3] is None  # a laid card leaves its place empty (§W13)


def test_goal_cards_to_win_is_played_out_by_the_engine() -> None:
    mod = module("01_goal")
    wall = mod.QUIZ["players"][mod.BEN]["wall"]
    assert mod.cards_to_win(mod.QUIZ, mod.BEN) == 9 - len(wall) == 3
    assert ", ".join(map(str, wall)) in get("01_goal").exercise.question
    assert ", ".join(map(str, wall)) in get("01_goal", "de").exercise.question
    assert mod.check(3).ok and "needs 3 more" in mod.check(3).message
    tower = mod.check(2)
    assert not tower.ok and "start tower does not count" in tower.message
    assert "3" not in mod.check(4).message and "needs 3 more" in mod.check(4).answer
    assert mod.check(None).message == "Type a number." and not mod.check(None).answer
    assert mod.check(4, lang="de").answer.startswith("Ben hat 6 Karten")


# --- lesson 2: a turn -----------------------------------------------------------------------------
def test_turn_example_a_card_put_back_is_taken_by_another() -> None:
    example = get("02_turn").example
    game = example.game()
    for i, step in enumerate(example.steps):
        if i == 1:  # 12 after 15: putting it back is the only choice (§W9, §W10)
            assert game.legal_actions() == [Return(0)]
        if i == 5:  # 16 after 6 fits, and Cem may still put it back (§W10)
            assert len(game.legal_actions()) == 2
        game.apply(step.action)
    assert game.wall(0)[-1] == 16 and game.wall(1)[-1] == 12 and game.wall(2) == [1, 6]


def test_turn_the_engine_decides_which_cards_fit() -> None:
    mod = module("02_turn")
    last = mod.QUIZ["players"][mod.ANNA]["wall"][-1]
    fit = [n for n in mod.OPTIONS if n > last]  # derived here from the position: §W9
    assert mod.fitting(mod.QUIZ, mod.ANNA, mod.OPTIONS) == fit == [16, 30, 46]
    assert mod.check(tuple(fit)).ok and mod.check((46, 30, 16)).ok
    low = mod.check((12, 16))
    assert not low.ok and "not higher" in low.message and "16" not in low.message
    missing = mod.check((16,))
    assert not missing.ok and "another one fits" in missing.message
    assert "16, 30 and 46" in low.answer and "12 cannot be laid" in low.answer
    assert not mod.check(()).ok and not mod.check(()).answer
    assert "Die 12 passt nicht" in mod.check((8,), lang="de").answer


# --- lesson 3: the wall ---------------------------------------------------------------------------
def test_fit_chances_are_counted_by_the_engine() -> None:
    mod = module("03_wall")
    chances = mod.fit_chances()
    lasts = [last for last, _ in chances]
    assert lasts == list(range(1, 47))
    values = [c for _, c in chances]
    assert values[0] == pytest.approx(1.0) and values[1] == pytest.approx(1.0)
    assert all(a >= b for a, b in pairwise(values))
    assert dict(chances)[46] == 0.0 and dict(chances)[45] < 0.05
    # an independent count: at the start every card but the wall's lies face down
    for last in (10, 30):
        down = [n for n in range(2, 47) if n != last]
        assert dict(chances)[last] == pytest.approx(sum(n > last for n in down) / len(down))
    assert dict(chances)[30] == pytest.approx(16 / 44)


def test_fit_chances_of_a_game_count_its_face_down_cards() -> None:
    mod = module("03_wall")
    store = [c for c in mod.QUIZ["secret"]["store"] if c]
    chances = dict(mod.fit_chances(load_position(mod.QUIZ)))
    assert chances[30] == pytest.approx(sum(c > 30 for c in store) / len(store)) == 11 / 16
    assert chances[1] == 1.0 and chances[46] == 0.0
    fresh = dict(mod.fit_chances(Game(players=3, seed=5)))
    assert fresh == dict(mod.fit_chances())


def test_wall_example_big_jump_and_exercise() -> None:
    game, _ = play_through(get("03_wall").example)
    assert game.wall(0) == [1, 3, 5, 8, 12] and game.wall(1) == [1, 4, 34]
    mod = module("03_wall")
    store = [c for c in mod.QUIZ["secret"]["store"] if c]
    assert len(store) == 16
    assert mod.fitting_count(mod.QUIZ, mod.BEN) == sum(c > 30 for c in store) == 11
    assert mod.check(11).ok
    assert "Too many" in mod.check(16).message and "11" not in mod.check(16).message
    assert "Too few" in mod.check(5).message and mod.check(5).answer.startswith("11 fit")
    assert mod.check("eleven").message == "Type a number."


def test_wall_lesson_has_the_fit_chart_in_both_languages() -> None:
    for lang in LANGS:
        assert get("03_wall", lang).charts == ("fit",)
        words = LessonContent("03_wall").text(lang, "charts", "fit")
        assert set(words) == {"title", "x", "y", "hover"}
        assert _placeholders(words["hover"]) == {"last", "chance"}


# --- lesson 4: the end ----------------------------------------------------------------------------
def test_end_example_ends_at_once_with_the_ninth_card() -> None:
    example = get("04_end").example
    game = example.game()
    assert not game.end
    for step in example.steps[:-1]:
        game.apply(step.action)
        assert not game.end
    game.apply(example.steps[-1].action)
    assert game.end == "ninth" and game.winners() == [0]
    assert len(game.wall(0)) == 10 and game.legal_actions() == []  # nobody plays again (§W14)


def test_end_the_special_case_winner_comes_from_the_engine() -> None:
    mod = module("04_end")
    game = load_position(mod.QUIZ)
    assert game.end == "blocked" and game.winners() == [0]
    walls = [p["wall"] for p in mod.QUIZ["players"]]
    store = [c for c in mod.QUIZ["secret"]["store"] if c]
    assert max(store) < min(w[-1] for w in walls)  # nothing left fits any wall (§W15)
    most = max(len(w) for w in walls)
    level = [p for p, w in enumerate(walls) if len(w) == most]
    assert max(level, key=lambda p: walls[p][-1]) == 0  # §W16 derived here
    for lang in LANGS:
        question = get("04_end", lang).exercise.question
        assert all(", ".join(map(str, w)) in question for w in walls)
    assert mod.check(0).ok and "44 against 41" in mod.check(0).message
    ben, cem = mod.check(1), mod.check(2)
    assert not ben.ok and "not alone" in ben.message and "Anna" not in ben.message
    assert not cem.ok and "fewer cards" in cem.message and "Anna" not in cem.message
    assert "Anna wins" in cem.answer and "44 against 41" in cem.answer
    assert mod.check(None).message == "Choose a player." and not mod.check(None).answer
    assert mod.check(0, lang="de").message.startswith("Richtig: Anna gewinnt")


def test_end_tie_part_players_still_level_at_the_turn_limit_share_the_win() -> None:
    part = get("04_end").parts[1]  # "tie", after "sonderfall"
    game = part.example.game()
    assert [game.wall(p) for p in range(2)] == [[1], [1]]  # bare start towers
    assert game.view()["store"].count("down") == 45  # nobody has laid a card
    *before, last = (s.action for s in part.example.steps)
    for action in before:
        game.apply(action)
        assert not game.end
        if game.pending is not None and game.pending.kind == "decide":  # any card fits a tower
            assert len(game.legal_actions()) == 2  # lay it or put it back (§W9, §W10)
    events = game.apply(last)
    assert isinstance(last, Return)  # a put-back, not a laid card, ends the game
    kinds = [e.kind for e in events]
    assert kinds == ["return", "game_end", "reveal_store", "score", "score"]
    assert events[1].detail == ("stall",)  # the 10,000th turn (§W17, §D19)
    assert [e.detail for e in events[3:]] == [(0, 1), (0, 1)]  # 0 cards, last card the tower
    assert game.end == "stall" and game.legal_actions() == []
    ranking = game.ranking()
    assert [(s.seat, s.rank, s.cards, s.last) for s in ranking] == [(0, 1, 0, 1), (1, 1, 0, 1)]
    assert game.winners() == [0, 1]  # still level after the tie-break: they share (§D20)
    for lang in LANGS:
        caption = get("04_end", lang).parts[1].example.steps[-1].caption
        assert ("share the win" if lang == "en" else "teilen sich den Sieg") in caption


def test_end_tie_part_exercise_the_last_cards_decide_when_cards_were_laid() -> None:
    mod = module("04_end")
    part = get("04_end").parts[1]
    laid = mod.tie_with_cards_laid()
    assert laid.end == "stall" and [laid.wall(p) for p in range(2)] == [[1, 17], [1, 30]]
    assert laid.winners() == [1] == [part.exercise.right]  # 1 card each, 30 > 17 (§W16)
    right = mod.check_tie(1)
    assert right.ok and "30 against 17" in right.message
    share = mod.check_tie(mod.BOTH)
    assert not share.ok and "Ben" not in share.message and "Ben wins" in share.answer
    anna = mod.check_tie(0)
    assert not anna.ok and "30" not in anna.message and "30 against 17" in anna.answer
    assert mod.check_tie(None).message == "Choose one answer." and not mod.check_tie(2).ok
    assert mod.check_tie(1, lang="de").message.startswith("Richtig: Ben gewinnt")
