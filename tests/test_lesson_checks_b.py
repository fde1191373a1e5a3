"""The checkers and examples of lessons 6–9 in detail: right answers accepted, wrong ones
rejected with the rule, the examples showing what their captions say."""

from __future__ import annotations

from burg import PlaceTrader
from widgets.schutz.lessons import module


def test_haendler_places() -> None:
    mod = module("06_haendler")
    assert mod.legal_carts(mod.QUIZ) == {"sand", "stone", "rider"}
    assert mod.check(("stone", "rider", "sand")).ok
    fb = mod.check(("wood", "sand", "stone", "rider"))
    assert not fb.ok and "your own" in fb.message and "Händler" in fb.rule
    fb = mod.check(("clay",))
    assert not fb.ok and "placed this round" in fb.message and "also go to" in fb.message
    assert not mod.check(()).ok


def test_haendler_example_rider_only_when_carts_full() -> None:
    game = module("06_haendler").EXAMPLE.game()
    assert PlaceTrader(2, "rider") not in game.legal_actions(2)
    assert {a.cart for a in game.legal_actions(2) if isinstance(a, PlaceTrader)} == {"clay"}


def test_maurer_kinds() -> None:
    mod = module("07_maurer")
    assert mod.kinds_that_build(mod.START, "kleines_tor") == {"wood", "clay", "silver"}
    assert mod.check(("silver", "clay", "wood")).ok
    fb = mod.check(("wood", "stone"))
    assert not fb.ok and "stone" in fb.message and "Maurer" in fb.rule


def test_steinmetz_purchases() -> None:
    mod = module("08_steinmetz")
    legal = mod.legal_buys(mod.QUIZ)
    assert legal == {(1, "arbeiter_a", "wood"), (1, "arbeiter_a", "silver")}
    assert mod.check(tuple(legal)).ok
    fb = mod.check(((1, "arbeiter_a", "clay"),))
    assert not fb.ok and "Steinmetz" in fb.message  # the engine's reason names the rule


def test_arbeiter_half_vp() -> None:
    mod = module("09_arbeiter")
    assert mod.arbeiter_vp(mod.QUIZ, ("turm_1", "haus_1")) == 8
    assert mod.check(8).ok
    assert "Steinmetz" in mod.check(16).message
    assert not mod.check(5).ok
