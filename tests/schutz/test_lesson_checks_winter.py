"""The checkers and examples of lesson 16 (the winter game) in detail: right answers accepted,
wrong ones rejected with the rule and without giving the answer away (that is ``fb.answer``),
in English and German; the examples showing what their captions say; the board's winter marks."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from widgets.schutz.lessons import get, module
from widgets.schutz.lessons.model import game_at, play_through

ENGLISH = re.compile(r"\b(the|and|with|you|your|which|when|player|round|talers?)\b")


def test_winter_lesson_has_a_part_for_every_card() -> None:
    from burg.schutz.data import WINTER_CARDS

    mod = module("16_winter")
    for lang in ("en", "de"):
        lesson = get("16_winter", lang)
        cards = [mod.card_of(part) for part in lesson.parts]
        # one part per card, keyed by it; the Dorfschänke has a second, on taking the
        # innkeeper back ("wirt"), and the Pest one on a Baumeister it leaves without a card
        # ("baumeister")
        extra = ("wirt", "baumeister")
        assert [
            c if k not in extra else k for k, c in zip(mod.PART_CHECKS, cards, strict=True)
        ] == (list(mod.PART_CHECKS))
        assert cards.count("dorfschaenke") == 2 and cards.count("pest") == 2
        assert sorted(set(cards)) == sorted(WINTER_CARDS)
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
    fb = mod.check((9, 7, 4, 2))
    assert fb.ok and "2, 4, 7 and 9" in fb.message and "11, 9, 6 and 4" in fb.message
    fb = mod.check((2, 4, 7))
    assert not fb.ok and "winter" in fb.rule.lower()
    assert "9" not in fb.message and "not ticked" in fb.message  # what is wrong, not the answer
    assert "2, 4, 7 and 9" in fb.answer and "11, 9, 6 and 4" in fb.answer
    fb = mod.check((2, 4, 6, 7, 9))
    assert not fb.ok and "draw no winter card" in fb.message and "6" not in fb.message


def test_winter_innkeeper_taken_back() -> None:
    """The part "wirt": Anna's Händler pays her own toll, she takes the innkeeper back before
    placing, and Ben's toll then goes onto the card; a Maurer that cannot build never reaches
    the point where he could be taken back, one that builds does."""
    mod = module("16_winter")
    part = get("16_winter").parts[_index("wirt")]
    game, per_step = play_through(part.example)
    assert [e.reason for e in per_step[1] if e.reason.startswith("inn_toll")] == [
        "inn_toll",
        "inn_toll_own",
    ]
    assert [e.reason for e in per_step[2]] == ["recall_innkeeper"]
    assert game.view(None)["winter"]["innkeeper"] is None
    assert game.view(None)["winter"]["inn_talers"] == 1  # Ben's toll, for the next innkeeper
    assert not mod.may_recall(mod.RECALL_QUIZ, 0)
    builds = mod.C.position("wirt-exercise")
    builds["players"][0]["pieces"] = {"sand": 1, "wood": 1, "clay": 1}
    assert mod.may_recall(builds, 0)
    assert mod.check_recall("no").ok and not mod.check_recall("yes").ok


def test_winter_dorfschaenke_innkeeper_takes_the_tolls() -> None:
    mod = module("16_winter")
    assert mod.inn_talers_after(mod.INN_QUIZ) == 9
    assert mod.check_inn(9).ok and "= 9" in mod.check_inn(9).message
    fb = mod.check_inn(12)
    assert not fb.ok and "not free" in fb.message and "9" not in fb.message
    fb = mod.check_inn(7)
    assert not fb.ok and "Dorfschänke" in fb.message and "9" not in fb.message
    assert "10 − 3" in fb.answer and "= 9 talers" in fb.answer
    # the example: Ben pays Anna the toll, Carl cannot pay and takes a merchant helper back
    _game, per_step = play_through(mod.INN_EXAMPLE)
    reasons = [e.reason for e in per_step[1]] + [e.reason for e in per_step[3]]
    assert "inn_toll" in reasons and "inn_toll_helper" in reasons


def test_winter_kornspeicher_score() -> None:
    mod = module("16_winter")
    assert mod.granary_vp(mod.GRANARY_QUIZ, 0) == 6
    assert mod.granary_vp(mod.GRANARY_QUIZ, 1) == 3
    assert mod.check_granary(6).ok
    for wrong in (20, 14, 10, 3):
        fb = mod.check_granary(wrong)
        assert not fb.ok and "6" not in fb.message and "6 VP" in fb.answer


def test_winter_pest_and_schneeverwehung_choices() -> None:
    mod = module("16_winter")
    assert mod.legal_answers(mod.PEST_QUIZ, 1, mod.PEST_OPTIONS) == {"bote", "maurer", "arbeiter_a"}
    fb = mod.check_pest(("pay", "bote"))
    assert not fb.ok and "1 taler per card" in fb.message and "Pest" in fb.rule
    assert "Maurer" not in fb.message and "Lose the Maurer" in fb.answer
    fb = mod.check_pest(("bote", "maurer", "arbeiter_a", "steinmetz"))
    assert not fb.ok and "not in your discard row" in fb.message
    assert mod.legal_answers(mod.SNOW_QUIZ, 1, mod.SNOW_OPTIONS) == {"arbeiter_b", "arbeiter_c"}
    fb = mod.check_snow(("arbeiter_b", "arbeiter_c", "bote"))
    assert not fb.ok and "Schneeverwehung" in fb.rule and "Bote" in fb.message
    fb = mod.check_snow(("arbeiter_b",))
    assert not fb.ok and "Arbeiter C" not in fb.message and "more than you ticked" in fb.message
    assert "Arbeiter B" in fb.answer and "Arbeiter C" in fb.answer


def test_winter_mauerbruch_and_burgfraeulein() -> None:
    mod = module("16_winter")
    assert mod.wall_best(mod.WALL_QUIZ, 1) == 9
    assert mod.check_wall(9).ok and not mod.check_wall(12).ok
    fb = mod.check_wall(3)
    assert not fb.ok and "silver" in fb.message and "9" not in fb.message and "= 9 VP" in fb.answer
    assert mod.lady_outcome(mod.LADY_QUIZ) == "wins"
    for wrong in ("woo", "next", "refund", None):
        fb = mod.check_lady(wrong)
        assert not fb.ok and "wins" not in fb.message and "wins the Burgfräulein" in fb.answer


@pytest.mark.parametrize("key", ["lesson", "dorfschaenke", "wirt", "kornspeicher", "pest",
                                 "mauerbruch", "burgfraeulein", "schneeverwehung",
                                 "baumeister"])  # fmt: skip
def test_winter_checkers_speak_german(key: str) -> None:
    """In German every verdict, what is wrong and the answer are German, the engine's reasons
    too (the rulebook's words: Ablagestapel, Taler, Siegpunkte …)."""
    lesson = get("16_winter", "de")
    exercise = lesson.exercise if key == "lesson" else lesson.parts[_index(key)].exercise
    right, wrong = exercise.check(exercise.right), exercise.check(exercise.wrong)
    assert right.ok and not wrong.ok
    assert right.rule == wrong.rule == exercise.rule and "Die Burg im Winter" in right.rule
    for text in (right.message, wrong.message, wrong.answer):
        assert text and not ENGLISH.search(text), text
    assert right.message.startswith("Richtig")


def test_winter_german_words() -> None:
    mod = module("16_winter")
    fb = mod.check((2, 4, 7), lang="de")
    assert "Rundenfelder" in fb.message and "2, 4, 7 und 9" in fb.answer
    fb = mod.check_pest(("pay", "steinmetz"), lang="de")
    assert "Ablagestapel" in fb.message and "„Den Boten abgeben“" in fb.answer
    assert "Wirt" in mod.check_inn(7, lang="de").answer
    assert "Siegpunkte" in mod.check_granary(14, lang="de").answer


def _index(key: str) -> int:
    return list(module("16_winter").PART_CHECKS).index(key)


# --- the board: the winter marks on the round track, the winter cards, the VP pawns ------------
def _svg(lang: str, vp: tuple[int, ...] | None = None, example: str = "example") -> str:
    from widgets.schutz import board
    from widgets.schutz.lessons import LessonContent

    pos = LessonContent("16_winter").position(example)
    if vp is not None:
        for pl, v in zip(pos["players"], vp, strict=True):
            pl["vp"] = v
    return board.castle_svg(game_at(pos), lang)


def test_round_track_names_the_winter_rounds_in_words() -> None:
    """The rounds that draw a winter card carry the word Winter (not only ❄) and a tooltip with
    the round as played and the board's round field (the fields count down). The example is a
    three-player game: 15 rounds, six winter rounds (the exercise's 12-round answer is not on its
    board)."""
    from burg.schutz.data import winter_draw_rounds

    rounds = winter_draw_rounds(15)
    assert rounds == (2, 3, 5, 7, 10, 12)
    for lang, tip in (("en", "Round {r}: the start player draws a winter card (on the board: "
                       "the marked round field {f};"),
                      ("de", "Runde {r}: Der Startspieler zieht eine Winterkarte (auf dem "
                       "Spielplan: das markierte Rundenfeld {f};")):  # fmt: skip
        svg = _svg(lang)
        fields = re.findall(r'<g class="burg-winter-field">(.*?)</g>', svg)
        assert len(fields) == len(rounds)
        for r, field in zip(rounds, fields, strict=True):
            assert tip.format(r=r, f=16 - r) in field
            assert ">Winter</text>" in field and "❄" in field and f">{r}</text>" in field
    summer = _summer_svg()
    assert "burg-winter-field" not in summer and ">Winter<" not in summer


def _summer_svg() -> str:
    from burg.schutz.game import Game
    from widgets.schutz import board

    return board.castle_svg(Game(players=3, seed=4), "en")


def test_winter_cards_are_readable() -> None:
    """No text on the winter cards is smaller than 12 px or cut short; each card's tooltip is its
    full text."""
    from burg.schutz import messages

    for lang in ("en", "de"):
        svg = _svg(lang, example="burgfraeulein-example")
        band = svg[svg.index('<g class="burg-winter">') :]
        sizes = [int(s) for s in re.findall(r'font-size="(\d+)"', band)]
        assert sizes and min(sizes) >= 12
        for card, text in messages.WINTER_TEXT[lang].items():
            assert (
                f"<title>{messages.name(card, lang)}: {text}</title>".replace("'", "&#x27;") in band
            )
        assert "Ben, Carl, Anna" in band  # who woos, in full


@pytest.mark.parametrize("vp", [(0, 0, 0), (45, 45, 46), (12, 80, 81)])
def test_vp_pawns_never_cover_each_other(vp: tuple[int, ...]) -> None:
    svg = _svg("en", vp=vp)
    pawns = re.findall(
        r'<g class="burg-vp-marker burg-vp-(\d)">.*?<circle cx="(\d+)" cy="(\d+)" r="(\d+)".*?'
        r'font-weight="bold">(\d+)</text>',
        svg,
    )
    assert sorted(int(n) for *_, n in pawns) == sorted(vp)  # every score shown on its pawn
    xs = sorted(int(cx) for _, cx, *_ in pawns)
    r = int(pawns[0][3])
    assert all(b - a >= 2 * r for a, b in pairwise(xs))
    assert all(r <= x <= 780 - r for x in xs)


def test_baumeister_part() -> None:
    """The part "baumeister": Ben's Baumeister, chosen with one card in his discard row, is still
    played after the Pest took that card; it takes back only itself."""
    mod = module("16_winter")
    part = get("16_winter").parts[_index("baumeister")]
    game, per_step = play_through(part.example)
    last = per_step[-1]
    assert [e.item for e in last if e.reason == "pest_card"] == ["card:haendler"]
    assert [e.item for e in last if e.reason == "baumeister_return"] == ["card:baumeister"]
    ben = game.view(1)["players"][1]
    assert ben["lost"] == ["haendler"] and ben["discard"] == []
    assert not any("baumeister" in a.cards for a in game.legal_actions(1) if hasattr(a, "cards"))
    assert mod.baumeister_after_loss(mod.BAUMEISTER_QUIZ, 1, "haendler") == "resolves"
    assert mod.check_baumeister("resolves").ok
    wrong = mod.check_baumeister("hand", "de")
    assert not wrong.ok and "umgesetzt" in wrong.answer
    assert not ENGLISH.search(wrong.message), wrong.message
