"""The checkers and examples of lessons 1–5 in detail: right answers accepted, wrong ones
rejected with the rule, the examples showing what their captions say."""

from __future__ import annotations

from widgets.schutz.lessons import module


def test_welcome_winner_by_talers() -> None:
    check = module("01_welcome").check
    assert check(1).ok
    for other in (0, 2, None):
        fb = check(other)
        assert not fb.ok and "Sieger" in fb.rule


def test_setup_sand_on_carts() -> None:
    check = module("02_setup").check
    assert check(15).ok
    assert not check(20).ok and not check(14).ok


def test_round_first_card() -> None:
    mod = module("03_round")
    assert [seat for _, seat in mod.resolution_order(mod.QUIZ)] == [2, 0, 3, 1]
    assert mod.check(2).ok
    fb = mod.check(0)
    assert not fb.ok and "Reihenfolge" in fb.rule and "Carl's Maurer" in fb.message


def test_stocking_shortage() -> None:
    mod = module("04_arbeiter_cards")
    assert mod.clay_receivers(mod.QUIZ) == [1]
    assert mod.check(1).ok
    assert not mod.check(0).ok and not mod.check(-1).ok


def test_bote_short_bank() -> None:
    mod = module("05_bote")
    assert mod.bote_talers(mod.QUIZ, 2) == 8
    assert mod.check(3).ok
    assert not mod.check(8).ok and not mod.check(0).ok
