"""The checkers and examples of lesson 16 (the winter game) in detail: right answers accepted,
wrong ones rejected with the rule, the examples showing what their captions say."""

from __future__ import annotations

from widgets.schutz.lessons import get, module
from widgets.schutz.lessons.model import play_through


def test_winter_lesson_has_a_part_for_every_card() -> None:
    from burg.schutz.data import WINTER_CARDS

    lesson = get("16_winter")
    mod = module("16_winter")
    cards = [mod.card_of(part) for part in lesson.parts]
    assert sorted(cards) == sorted(WINTER_CARDS)
    for part in lesson.parts:
        assert part.rule and part.example.steps and part.exercise.rule == part.rulebook
        assert all(mod.RULE.split(" — ")[0] in r for r in (part.rulebook, part.exercise.rule))


def test_winter_lesson_examples_draw_the_card_they_explain() -> None:
    lesson = get("16_winter")
    mod = module("16_winter")
    game, per_step = play_through(lesson.example)
    drawn = [e.card for step in per_step for e in step if e.kind == "winter_card"]
    assert drawn == ["kornspeicher"] and game.state.round in mod.DRAW_ROUNDS
    for part in lesson.parts:
        card = mod.card_of(part)
        game, per_step = play_through(part.example)
        events = [e for step in per_step for e in step]
        if card in ("pest", "mauerbruch", "schneeverwehung"):
            assert [e.card for e in events if e.kind == "winter_card"] == [card]
            assert card in game.state.winter.out
        else:
            assert card in game.state.winter.in_play or card in game.state.winter.out


def test_winter_draw_rounds() -> None:
    mod = module("16_winter")
    assert mod.DRAW_ROUNDS == (2, 4, 7, 9)
    assert mod.check((9, 7, 4, 2)).ok
    fb = mod.check((2, 4, 7))
    assert not fb.ok and "9" in fb.message and "winter" in fb.rule.lower()


def test_winter_dorfschaenke_innkeeper_takes_the_tolls() -> None:
    mod = module("16_winter")
    assert mod.inn_talers_after(mod.INN_QUIZ) == 9
    assert mod.check_inn(9).ok
    assert "3 talers" in mod.check_inn(12).message and not mod.check_inn(7).ok
    # the example: Ben pays Anna the toll, Carl cannot pay and takes a merchant helper back
    _game, per_step = play_through(mod.INN_EXAMPLE)
    reasons = [e.reason for e in per_step[1]] + [e.reason for e in per_step[3]]
    assert "inn_toll" in reasons and "inn_toll_helper" in reasons


def test_winter_kornspeicher_score() -> None:
    mod = module("16_winter")
    assert mod.granary_vp(mod.GRANARY_QUIZ, 0) == 6
    assert mod.granary_vp(mod.GRANARY_QUIZ, 1) == 3
    assert mod.check_granary(6).ok
    assert not mod.check_granary(20).ok and not mod.check_granary(10).ok


def test_winter_pest_and_schneeverwehung_choices() -> None:
    mod = module("16_winter")
    assert mod.legal_answers(mod.PEST_QUIZ, 1, mod.PEST_OPTIONS) == {"bote", "maurer", "arbeiter_a"}
    fb = mod.check_pest(("pay", "bote"))
    assert not fb.ok and "1 taler per card" in fb.message and "Pest" in fb.rule
    fb = mod.check_pest(("bote", "maurer", "arbeiter_a", "steinmetz"))
    assert not fb.ok and "not in your discard row" in fb.message
    assert mod.legal_answers(mod.SNOW_QUIZ, 1, mod.SNOW_OPTIONS) == {"arbeiter_b", "arbeiter_c"}
    fb = mod.check_snow(("arbeiter_b", "arbeiter_c", "bote"))
    assert not fb.ok and "Schneeverwehung" in fb.rule
    fb = mod.check_snow(("arbeiter_b",))
    assert not fb.ok and "Arbeiter C" in fb.message


def test_winter_mauerbruch_and_burgfraeulein() -> None:
    mod = module("16_winter")
    assert mod.wall_best(mod.WALL_QUIZ, 1) == 9
    assert mod.check_wall(9).ok and not mod.check_wall(12).ok and not mod.check_wall(3).ok
    assert mod.lady_outcome(mod.LADY_QUIZ) == "wins"
    for wrong in ("woo", "next", "refund", None):
        assert not mod.check_lady(wrong).ok
