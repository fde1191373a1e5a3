"""The checkers and examples of lessons 1–5 in detail: right answers accepted, wrong ones
rejected with the rule (a first wrong try says what is wrong, ``answer`` gives the right answer
away), the messages in English and German."""

from __future__ import annotations

from widgets.schutz.lessons import module


def test_welcome_winner_by_talers() -> None:
    check = module("01_welcome").check
    fb = check(1)
    assert fb.ok and "Ben wins" in fb.message and "7 against 3" in fb.message
    for other in (0, 2, None):
        fb = check(other)
        assert not fb.ok and "Sieger" in fb.rule
    assert "not alone" in check(0).message and "fewer VP" in check(2).message
    assert "Ben" not in check(0).message + check(2).message  # the first try keeps it open
    assert "Ben wins" in check(2).answer and "7 against 3" in check(2).answer
    assert check(None).message == "Choose a player." and not check(None).answer


def test_welcome_in_german() -> None:
    check = module("01_welcome").check
    assert check(1, lang="de").message.startswith("Richtig: Ben gewinnt")
    fb = check(2, lang="de")
    assert not fb.ok and "weniger Siegpunkte" in fb.message and "Ben gewinnt" in fb.answer
    assert "Sieger" in fb.rule and "(" not in fb.rule


def test_setup_sand_on_carts() -> None:
    mod = module("02_setup")
    assert mod.sand_on_carts(4) == 15
    assert mod.check(15).ok and "15 sand" in mod.check(15).message
    for wrong in (20, 14):
        fb = mod.check(wrong)
        assert not fb.ok and "15" not in fb.message
        assert "20 − 1 − 4 = 15" in fb.answer


def test_setup_in_german() -> None:
    check = module("02_setup").check
    assert check(15, lang="de").message.startswith("Richtig: 15 Sand")
    fb = check(16, lang="de")
    assert not fb.ok and fb.message.startswith("16 stimmt nicht") and "Wehrturm" in fb.answer


def test_round_first_card() -> None:
    mod = module("03_round")
    assert [seat for _, seat in mod.resolution_order(mod.QUIZ)] == [3, 0, 2, 1]
    assert mod.check(3).ok  # the start player Carl played no Maurer: the first after him did
    fb = mod.check(0)
    assert not fb.ok and "Reihenfolge" in fb.rule and "Dora's Maurer" in fb.answer


def test_stocking_shortage() -> None:
    mod = module("04_arbeiter_cards")
    assert mod.clay_receivers(mod.QUIZ) == [1]
    assert mod.check(1).ok and "Anna's Arbeiter B stays one clay short" in mod.check(1).message
    for wrong in (0, -1):
        fb = mod.check(wrong)
        assert not fb.ok and "Ben" not in fb.message and "Ben" in fb.answer
    assert "shortage does not stop" in mod.check(-1).message
    assert mod.check(0).message.startswith("Not Anna")


def test_stocking_part_shortage() -> None:
    """The part "shortage": with the clay cart empty no clay is offered for Arbeiter C; with 1
    wood left, one wood at most."""
    mod = module("04_arbeiter_cards")
    (part,) = mod.lesson().parts
    game = part.example.game()
    offered = mod.free_pairs(mod.C.position("shortage-example"))
    assert offered == {("sand", "sand"), ("sand", "wood"), ("wood", "wood")}
    game.apply(part.example.steps[0].action)
    assert mod.free_pairs(mod.SHORT_QUIZ) == {("sand", "sand"), ("sand", "wood")}
    assert mod.check_shortage([["sand", "wood"], ["sand", "sand"]]).ok
    fb = mod.check_shortage([["sand", "sand"], ["wood", "wood"]], lang="de")
    assert not fb.ok and "Sand + Holz" not in fb.message and "Sand + Holz" in fb.answer


def test_stocking_in_german() -> None:
    check = module("04_arbeiter_cards").check
    assert check(1, lang="de").message.startswith("Richtig: Ben")
    fb = check(-1, lang="de")
    assert not fb.ok and "Mangel" in fb.message
    assert "beginnt Ben, denn Ben hat den Startspielermarker" in fb.answer
    assert fb.rule == "Bestücken der Arbeiterkarten · Gleiche Karten"


def test_bote_short_bank() -> None:
    mod = module("05_bote")
    assert mod.bote_talers(mod.QUIZ, 2) == 8
    assert mod.check(3).ok and "left of the 11 talers" in mod.check(3).message
    for wrong in (8, 0):
        fb = mod.check(wrong)
        assert not fb.ok and "3" not in fb.message
        assert "Carl's Bote takes 8 of the 11" in fb.answer and "gets the 3 left" in fb.answer


def test_bote_in_german() -> None:
    check = module("05_bote").check
    assert check(3, lang="de").message.startswith("Richtig: 3.")
    fb = check(8, lang="de")
    assert not fb.ok and fb.message.startswith("Nicht 8. Der Bote bringt 8 Taler")
    assert "übrigen 3" in fb.answer
