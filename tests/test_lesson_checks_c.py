"""The checkers and examples of lessons 10–15 in detail: right answers accepted, wrong ones
rejected with the rule, the examples showing what their captions say."""

from __future__ import annotations

import pytest

from burg import Done
from widgets.schutz.lessons import module
from widgets.schutz.lessons.model import play_through


def test_baumeister_counts_all_others() -> None:
    mod = module("10_baumeister")
    assert mod.baumeister_vp(mod.QUIZ, 2) == 15
    assert mod.check(15).ok
    assert not mod.check(10).ok and not mod.check(5).ok


@pytest.mark.parametrize(
    ("pieces", "ok", "reason"),
    [
        ((3, 1, 2, 1), True, ""),
        ((0, 0, 2, 2), False, "3 different kinds"),
        ((5, 3, 2, 1), False, "exactly"),
        ((0, 1, 1, 2), False, "exactly"),
        ((2, 1, 1, 2), True, ""),  # the second stone bought with silver
        ((1, 1, 0, 3), False, "silver"),  # two stones short, one silver bar
        ((9, 1, 1, 1), False, "exactly"),
    ],
)
def test_building_payment(pieces: tuple[int, ...], ok: bool, reason: str) -> None:
    from burg.schutz.data import POINTS

    check = module("11_building").check
    assert (sum(POINTS[k] * pieces[k] for k in range(4)) == 18) or reason == "exactly"
    fb = check(pieces)
    assert fb.ok is ok, fb
    assert reason in fb.message
    assert "Zahlung" in fb.rule


def test_building_payment_rejects_garbage() -> None:
    check = module("11_building").check
    assert not check(None).ok
    assert not check((1, 2)).ok
    assert not check((-1, 2, 2, 2)).ok


def test_helper_slots() -> None:
    mod = module("12_helpers")
    assert mod.legal_slots(mod.QUIZ) == {("markt", 1), ("taverne", 1)}
    assert mod.check((("taverne", 1), ("markt", 1))).ok
    fb = mod.check((("schmiede", 1), ("taverne", 0), ("bergfried", 0), ("stall", 0)))
    assert not fb.ok
    for words in ("different buildings", "fee", "Gehilfen einsetzen"):
        assert words in fb.message


def test_bergfried_score() -> None:
    mod = module("13_final_scoring")
    assert mod.bergfried_vp(mod.QUIZ) == 18
    assert mod.check(18).ok
    assert not mod.check(24).ok and "Bergfried" in mod.check(24).rule


def test_final_scoring_example_ends_the_game() -> None:
    game, _ = play_through(module("13_final_scoring").EXAMPLE)
    assert game.is_over
    scores = game.scores
    assert scores["bergfried"][0] == 15 and scores["palas"][0] == 20
    assert scores["schmiede"][2] == 7  # Anna's Palas silver went into the forge first


def test_two_player_baumeister() -> None:
    mod = module("14_two_players")
    assert mod.baumeister_vp(mod.QUIZ, 1) == 5
    assert mod.check(5).ok
    assert "own" in mod.check(10).message


def test_two_player_steinmetz_never_buys_own_worker() -> None:
    game = module("14_two_players").EXAMPLE.game()
    buys = [a for a in game.legal_actions(0) if type(a).__name__ == "BuyPiece"]
    assert buys and all(a.seller == 1 for a in buys)
    game.apply(buys[0])
    assert not any(type(a).__name__ == "BuyPiece" for a in game.legal_actions(0))
    assert Done(0) in game.legal_actions(0)


def test_play_tiebreak_piece_value() -> None:
    check = module("15_play").check
    assert check(0).ok
    assert not check(1).ok and not check(3).ok
