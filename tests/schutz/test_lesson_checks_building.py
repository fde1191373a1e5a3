"""The checkers and examples of lessons 10–15 in detail: right answers accepted, wrong ones
rejected with the rule (what is wrong in ``message``, the give-away only in ``answer``), the
German checkers speaking German, the examples showing what their captions say."""

from __future__ import annotations

import re

import pytest

from burg import Done
from burg.schutz import messages
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, SLOT_BUILDINGS
from widgets.schutz.lessons import module
from widgets.schutz.lessons.model import play_through

#: Words a German message never holds (the English checker's words).
ENGLISH = re.compile(r"\b(the|and|you|your|Right|Not quite|building|player)\b")


def _german(text: str) -> None:
    assert text and not ENGLISH.search(text), text


def test_baumeister_counts_all_others() -> None:
    mod = module("10_baumeister")
    assert mod.baumeister_vp(mod.QUIZ, 2) == 15
    assert mod.check(15).ok
    fb = mod.check(10)
    assert not fb.ok and not mod.check(5).ok
    assert "15" not in fb.message and "15 VP" in fb.answer  # the number only on request


def test_baumeister_checker_in_german() -> None:
    mod = module("10_baumeister")
    right, wrong = mod.check(15, "de"), mod.check(10, "de")
    assert right.ok and "Siegpunkte" in right.message
    assert not wrong.ok and "Baumeister" in wrong.rule
    for text in (right.message, wrong.message, wrong.answer):
        _german(text)


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
        ((3, 3, 1, 1), False, "silver"),  # the example's payment: two wood short here
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
    if not ok:  # one legal payment, on request only
        assert "One of them" in fb.answer and "One of them" not in fb.message


def test_building_payment_rejects_garbage() -> None:
    check = module("11_building").check
    assert not check(None).ok
    assert not check((1, 2)).ok
    assert not check((-1, 2, 2, 2)).ok


def test_building_checker_in_german() -> None:
    check = module("11_building").check
    right, wrong = check((3, 1, 2, 1), "de"), check((0, 0, 2, 2), "de")
    assert right.ok and "Baupunkte" in right.message
    assert not wrong.ok and "Sorten" in wrong.message
    for text in (right.message, wrong.message, wrong.answer, check(None, "de").message):
        _german(text)


def test_helper_slots() -> None:
    mod = module("12_helpers")
    assert mod.legal_slots(mod.QUIZ) == {("markt", 1), ("taverne", 1)}
    assert mod.check((("taverne", 1), ("markt", 1))).ok
    fb = mod.check((("schmiede", 1), ("taverne", 0), ("bergfried", 0), ("stall", 0)))
    assert not fb.ok
    for words in ("different buildings", "fee", "2 more slots"):
        assert words in fb.message
    assert "[" not in fb.message  # the rule is named once, below the message (fb.rule)
    assert "Gehilfen einsetzen" in fb.rule


def test_helper_slots_keep_the_answer_back() -> None:
    """A learner's report: the first wrong try named the allowed slots. Now only ``answer``
    does; the message names what is wrong with the ticked slots and how many are missing."""
    mod = module("12_helpers")
    fb = mod.check((("markt", 1), ("schmiede", 1)))
    assert not fb.ok
    assert "Taverne" not in fb.message and "One more slot" in fb.message
    assert "Taverne (Tavern), slot 2" in fb.answer and "Markt (Market), slot 2" in fb.answer


def test_helper_checker_in_german() -> None:
    mod = module("12_helpers")
    right = mod.check((("taverne", 1), ("markt", 1)), "de")
    wrong = mod.check((("markt", 1), ("schmiede", 1)), "de")
    assert right.ok and "Lehrgeld" in right.message
    assert not wrong.ok and "verschiedene Bauwerke" in wrong.message
    for text in (right.message, wrong.message, wrong.answer):
        _german(text)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_helper_lesson_lists_every_slot_and_fee(lang: str) -> None:
    """The table of slots and fees says what the component table says."""
    html = " ".join(module("12_helpers").lesson(lang).rule)
    for b in SLOT_BUILDINGS:
        fees = ", ".join(str(f) for f in BUILDING_TYPES[BUILDING_OF[b]].fees)
        assert f"<td>{messages.name(b, lang)}</td><td>{fees}</td>" in html, b


def test_bergfried_score() -> None:
    mod = module("13_final_scoring")
    assert mod.bergfried_vp(mod.QUIZ) == 18
    assert mod.check(18).ok
    fb = mod.check(24)
    assert not fb.ok and "Bergfried" in fb.rule
    assert "18" not in fb.message and "18 VP" in fb.answer


def test_bergfried_checker_in_german() -> None:
    mod = module("13_final_scoring")
    right, wrong = mod.check(18, "de"), mod.check(24, "de")
    assert right.ok and "Schmiede 2" in right.message
    assert not wrong.ok
    for text in (right.message, wrong.message, wrong.answer):
        _german(text)


def test_final_scoring_example_ends_the_game() -> None:
    game, _ = play_through(module("13_final_scoring").lesson().example)
    assert game.is_over
    scores = game.scores
    assert scores["bergfried"][0] == 15 and scores["palas"][0] == 20
    assert scores["schmiede"][2] == 7  # Anna's Palas silver went into the forge first
    assert scores["taverne"] == [0, 10, 5]  # 10 helpers in the castle: the 6-slot gets 5
    assert scores["markt"][1] == 4  # Ben's 9 talers: 4 VP, rounded down
    assert game.view(None)["players"][1]["talers"] == 1  # the odd taler stays his


def test_final_scoring_part_palas_order() -> None:
    """The part "palas_order": 11 helpers give the Taverne's 6-slot 5 VP (rounded down); Carl,
    start player of the last round, converts at the Palas before Anna on slot 1."""
    mod = module("13_final_scoring")
    (part,) = mod.lesson().parts
    game, per_step = play_through(part.example)
    assert game.is_over
    assert game.scores["taverne"] == [0, 11, 5] and game.scores["palas"] == [9, 0, 8]
    converters = [e.player for step in per_step for e in step if e.reason == "palas_convert"]
    assert converters == [2, 2, 2, 2, 0, 0]
    assert [p["vp"] for p in game.view(None)["players"]] == [88, 79, 100]
    assert mod.palas_order(mod.PALAS_QUIZ) == [2, 0]  # Ben starts: Carl, then Anna
    assert mod.check_palas(2).ok
    wrong = mod.check_palas(0, "de")
    assert not wrong.ok and "Carl" not in wrong.message and wrong.answer.startswith("Carl")
    _german(wrong.message)


def test_two_player_baumeister() -> None:
    mod = module("14_two_players")
    assert mod.baumeister_vp(mod.QUIZ, 1) == 5
    assert mod.check(5).ok
    fb = mod.check(10)
    assert "own" in fb.message and "5 VP" not in fb.message
    assert "own Haus" in fb.answer and "5 VP" in fb.answer


def test_two_player_checker_in_german() -> None:
    mod = module("14_two_players")
    right, wrong = mod.check(5, "de"), mod.check(10, "de")
    assert right.ok and not wrong.ok and "eigene" in wrong.message
    for text in (right.message, wrong.message, wrong.answer):
        _german(text)


def test_two_player_steinmetz_never_buys_own_worker() -> None:
    game = module("14_two_players").lesson().example.game()
    buys = [a for a in game.legal_actions(0) if type(a).__name__ == "BuyPiece"]
    assert buys and all(a.seller == 1 for a in buys)
    game.apply(buys[0])
    assert not any(type(a).__name__ == "BuyPiece" for a in game.legal_actions(0))
    assert Done(0) in game.legal_actions(0)


def test_two_player_baumeister_not_with_an_empty_discard_row() -> None:
    """What lessons 10 and 14 say: with two players no pair holds the Baumeister while the
    discard row is empty (round 1, and right after the Baumeister), whatever the other card."""
    from burg.schutz.game import Game

    game = Game(players=2, seed=1, names=["Anna", "Ben"])
    p = game.pending.players[0]
    pairs = [a.cards for a in game.legal_actions(p) if type(a).__name__ == "ChooseCards"]
    assert len(pairs) == 21 and not any("baumeister" in c for c in pairs)  # 7 cards, 2 of them
    example = module("14_two_players").lesson().example
    game, _ = play_through(example)
    game.restore(5)  # after step 5 Ben's Baumeister has taken every card back
    assert game.view(None)["round"] == 4
    ben = [a.cards for a in game.legal_actions(1) if type(a).__name__ == "ChooseCards"]
    assert ben and not any("baumeister" in c for c in ben)


def test_two_player_part_fewer_cards() -> None:
    """The part "fewer_cards": holding only the Baumeister after winter losses, Anna lays it
    down alone (the only choice offered); it takes the discard row back, lost cards stay out."""
    mod = module("14_two_players")
    part = mod.lesson().parts[0]
    game = part.example.game()
    game.apply(part.example.steps[0].action)
    offered = [a.cards for a in game.legal_actions(0) if type(a).__name__ == "ChooseCards"]
    assert offered == [("baumeister",)]
    game, _ = play_through(part.example)
    anna = game.view(0)["players"][0]
    assert len(anna["hand"]) == 6 and anna["lost"] == ["arbeiter_a", "arbeiter_b"]
    assert mod.hand_after_baumeister(mod.FEWER_QUIZ, 0) == 7
    assert mod.check_fewer(7).ok
    wrong = mod.check_fewer(8, "de")
    assert not wrong.ok and "7" not in wrong.message and wrong.answer.startswith("7:")
    _german(wrong.message)


def test_two_player_part_other_card() -> None:
    """The part "other_card": Anna's Steinmetz builds nothing but may place helpers after her
    Maurer built; not in a building where this round's helper of her Maurer already stands."""
    mod = module("14_two_players")
    part = mod.lesson().parts[1]
    game = part.example.game()
    for step in part.example.steps[:-1]:
        game.apply(step.action)
    assert game.pending.kind == "helpers" and game.pending.card == "steinmetz"
    places = {a.building for a in game.legal_actions(0) if type(a).__name__ == "PlaceHelper"}
    assert places == {"kleines_tor"}  # Markt and Schmiede hold this round's helpers already
    assert mod.helper_buildings(mod.OTHER_QUIZ) == {"markt", "kleines_tor"}
    assert mod.check_other(["kleines_tor", "markt"]).ok
    wrong = mod.check_other(["none"], "de")
    assert not wrong.ok and "Markt" not in wrong.message and wrong.answer.startswith("Markt")
    _german(wrong.message)


def test_play_part_shared_win() -> None:
    """The part "shared": a tie on VP, talers and piece value is a shared first place, and the
    next player is third (1, 1, 3)."""
    mod = module("15_play")
    (part,) = mod.lesson().parts
    game, _ = play_through(part.example)
    assert game.is_over
    assert [(s.seat, s.rank) for s in game.ranking()] == [(0, 1), (1, 1), (2, 3)]
    assert mod.winners(mod.SHARED_QUIZ) == [0, 1]
    assert mod.check_shared("shared").ok
    wrong = mod.check_shared(0, "de")
    assert not wrong.ok and "teilen" not in wrong.message and "teilen sich den Sieg" in wrong.answer
    _german(wrong.message)


def test_play_tiebreak_piece_value() -> None:
    check = module("15_play").check
    assert check(0).ok
    assert not check(1).ok and not check(3).ok
    fb = check(1)
    assert "counts 0" in fb.message and "Anna" not in fb.message  # the rule, not the winner
    assert "Anna wins" in fb.answer
    assert "fewer VP" in check(3).message


def test_play_checker_in_german() -> None:
    check = module("15_play").check
    right, wrong = check(0, "de"), check(1, "de")
    assert right.ok and "Silber zählt 0" in right.message
    assert not wrong.ok and "Anna gewinnt" in wrong.answer
    for text in (right.message, wrong.message, wrong.answer, check(2, "de").message):
        _german(text)


def test_play_example_is_the_bots_game() -> None:
    """The stored example (lesson.json) is what the greedy bots play; record it anew with
    ``bot_steps`` if the bots change."""
    mod = module("15_play")
    assert mod.C.data["example"]["steps"] == mod.bot_steps()
