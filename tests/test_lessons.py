"""The tutorial: every exercise's checker (right answers accepted, wrong ones rejected with the
rule), every example plays legally on the engine, every lesson builds its page, and every
notebook runs top to bottom in a fresh kernel."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

import pytest

from burg import Done, PlaceTrader
from widgets.schutz.lessons import LESSON_IDS, get, module
from widgets.schutz.lessons.model import play_through

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = NOTEBOOKS / "schutz"  # this game's folder of pages


# --- contents -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_has_rule_example_exercise(lesson_id: str) -> None:
    lesson = get(lesson_id)
    assert lesson.id == lesson_id
    assert lesson.rule and lesson.rulebook
    assert lesson.example is not None and lesson.example.steps
    assert lesson.exercise is not None and lesson.exercise.rule


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_example_steps_apply_legally(lesson_id: str) -> None:
    examples = get(lesson_id).examples()  # the lesson's own and its parts'
    assert examples
    for example in examples:
        assert example.steps
        game, per_step = play_through(example)  # Game.apply raises on any illegal step
        assert len(game.history) == len(example.steps)
        assert len(per_step) == len(example.steps) + 1


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_checker_accepts_right_and_rejects_wrong(lesson_id: str) -> None:
    exercises = get(lesson_id).exercises()
    assert exercises
    for ex in exercises:
        if ex.position is not None:
            assert ex.game() is not None  # the position loads
        right = ex.check(ex.right)
        assert right.ok, right
        assert right.message and right.rule == ex.rule
        wrong = ex.check(ex.wrong)
        assert not wrong.ok
        assert wrong.message and wrong.rule == ex.rule


# --- checkers in detail -------------------------------------------------------------------------
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


# --- widgets (no kernel needed) -----------------------------------------------------------------
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_page_works(lesson_id: str) -> None:
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(get(lesson_id))
    stepper = view.stepper
    assert stepper is not None
    stepper.next_button.click()
    assert stepper.index == 1
    stepper.back_button.click()
    assert stepper.index == 0 and stepper.back_button.disabled
    for _ in range(stepper.n_steps):
        stepper.next()
    assert stepper.next_button.disabled
    assert "burg-castle" in stepper.board.value
    ex = view.exercise
    assert ex is not None
    ex.set_answer(ex.exercise.wrong)
    ex.check_button.click()
    assert "burg-feedback-wrong" in ex.feedback.value and "Hint" in ex.feedback.value
    ex.set_answer(ex.exercise.right)
    ex.check_button.click()
    assert "burg-feedback-ok" in ex.feedback.value
    # further parts (the winter lesson): each with its own stepper and exercise
    assert len(view.part_steppers) == len(view.part_exercises) == len(view.lesson.parts)
    for stepper, ex in zip(view.part_steppers, view.part_exercises, strict=True):
        for _ in range(stepper.n_steps):
            stepper.next_button.click()
        assert stepper.next_button.disabled and "burg-castle" in stepper.board.value
        ex.set_answer(ex.exercise.wrong)
        assert not ex.submit().ok and "burg-feedback-wrong" in ex.feedback.value
        ex.set_answer(ex.exercise.right)
        assert ex.submit().ok and "burg-feedback-ok" in ex.feedback.value


def test_teacher_mode_reveals_step_by_step() -> None:
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(get("05_bote"), teacher=True)
    assert "burg-teacher" in view.root._dom_classes
    shown = sum(1 for i in view.items if i.layout.display != "none")
    view.reveal_button.click()
    assert sum(1 for i in view.items if i.layout.display != "none") > shown
    while view.reveal_button.layout.display != "none":
        view.reveal_button.click()
    assert all(i.layout.display != "none" for i in view.items)
    view.teacher_toggle.value = False
    assert "burg-teacher" not in view.root._dom_classes


def test_sandbox_plays_undoes_and_resets() -> None:
    from widgets.schutz.lessons.framework import Sandbox

    box = Sandbox(module("06_haendler").EXAMPLE.position)
    actions = [b for b in box.options.children if not b.disabled]
    assert any("Clay" in b.description or "clay" in b.description for b in actions)
    actions[0].click()
    assert box.game.can_undo and "What happened" in box.log.value
    box.undo_button.click()
    assert not box.game.can_undo
    for _ in range(8):
        box.bot_button.click()
    assert box.game.history
    box.reset_button.click()
    assert not box.game.history
    disabled = [b for b in box.options.children if b.disabled]
    assert disabled and all(b.tooltip for b in disabled)  # the engine's reason


def test_index_links_every_lesson() -> None:
    """Links between pages are relative: within the game's folder, and up to the front page."""
    from widgets.schutz.lessons import FAMILY_LINK
    from widgets.schutz.lessons.framework import index_html, nav_html

    html = index_html()
    for lesson_id in LESSON_IDS:
        assert f'href="{lesson_id}.ipynb"' in html
        assert (PAGES / f"{lesson_id}.ipynb").exists()
    assert 'href="play.ipynb"' in html and "winter" in html.lower()
    assert (PAGES / "play.ipynb").exists()
    assert "burg-prev" not in nav_html(LESSON_IDS[0])
    assert 'href="02_setup.ipynb"' in nav_html(LESSON_IDS[0])
    assert 'href="play.ipynb"' in nav_html(LESSON_IDS[-1])
    assert 'href="index.ipynb"' in nav_html(LESSON_IDS[0]) and (PAGES / "index.ipynb").exists()
    assert 'href="../index.ipynb"' in FAMILY_LINK and (NOTEBOOKS / "index.ipynb").exists()


# --- the family's front page --------------------------------------------------------------------
def test_front_page_shows_the_three_games() -> None:
    from burg.core.registry import GAMES
    from widgets.core.front import FAMILY, front_html

    assert [g.name for g in FAMILY] == ["schutz", "wettkampf", "carcassonne"]
    for lang in ("en", "de"):
        html = front_html(lang)
        for game in FAMILY:
            assert escape(game.title) in html and escape(game.line[lang]) in html
        assert html.count("burg-game-coming") == 2
        assert html.count("<a ") == 2  # the coming games have no links
    for game in FAMILY:
        if game.ready:  # its engine is registered, its pages are here
            assert game.name in GAMES
            assert f'href="{game.name}/index.ipynb"' in front_html()
            assert (NOTEBOOKS / game.name / "index.ipynb").exists()
            assert (NOTEBOOKS / game.name / "play.ipynb").exists()
    assert "coming soon" in front_html("en") and "kommt bald" in front_html("de")


def test_front_page_language() -> None:
    from widgets.core.front import FrontPage

    page = FrontPage(lang="de")
    assert "Burgspiele" in page.title.value and 'lang="de"' in page.games.value
    page.lang_toggle.value = "en"
    assert "Castle games" in page.title.value and "coming soon" in page.games.value
    assert FrontPage(lang="fr").lang == "en"


# --- notebooks ----------------------------------------------------------------------------------
def _pages() -> list[Path]:
    """The front page, the game's lesson list and every lesson."""
    return [NOTEBOOKS / "index.ipynb", PAGES / "index.ipynb"] + [
        PAGES / f"{lesson_id}.ipynb" for lesson_id in LESSON_IDS
    ]


@pytest.mark.parametrize("name", ["index", *LESSON_IDS])
def test_notebook_is_thin_and_clean(name: str) -> None:
    nb = json.loads((PAGES / f"{name}.ipynb").read_text(encoding="utf-8"))
    kinds = [c["cell_type"] for c in nb["cells"]]
    assert kinds == ["markdown", "code"]
    assert all(not c.get("outputs") for c in nb["cells"] if c["cell_type"] == "code")


def test_front_page_notebook_is_thin_and_clean() -> None:
    nb = json.loads((NOTEBOOKS / "index.ipynb").read_text(encoding="utf-8"))
    assert [c["cell_type"] for c in nb["cells"]] == ["code"]  # its title is in both languages
    assert "show_front()" in "".join(nb["cells"][0]["source"])
    assert not nb["cells"][0]["outputs"]


@pytest.mark.slow  # about two minutes: a fresh kernel per notebook (still run by default)
def test_notebooks_execute_in_a_fresh_kernel() -> None:
    """The front page, the lesson list and every lesson run top to bottom without errors, each
    in its own folder (as Voilà runs them)."""
    import nbformat
    from nbclient import NotebookClient

    for path in _pages():
        name = path.relative_to(NOTEBOOKS).as_posix()
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": path.parent}}
        )
        client.execute()  # raises CellExecutionError on any error
        outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
        assert not [o for o in outputs if o.output_type == "error"], name
        assert any(
            "application/vnd.jupyter.widget-view+json" in o.get("data", {})
            or "text/html" in o.get("data", {})
            for o in outputs
        ), name
