"""The tutorial: every exercise's checker (right answers accepted, wrong ones rejected with the
rule), every example plays legally on the engine, every lesson builds its page, and every
notebook runs top to bottom in a fresh kernel."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path

import pytest

from widgets.core.lessons.content import LANGS
from widgets.schutz.lessons import LESSON_IDS, get
from widgets.schutz.lessons.model import play_through

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = NOTEBOOKS / "schutz"  # this game's folder of pages


# --- contents -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_has_rule_example_exercise(lesson_id: str, lang: str) -> None:
    lesson = get(lesson_id, lang)
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


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_checker_accepts_right_and_rejects_wrong(lesson_id: str, lang: str) -> None:
    exercises = get(lesson_id, lang).exercises()
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


# --- widgets (no kernel needed) -----------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_page_works(lesson_id: str, lang: str) -> None:
    from widgets.schutz.lessons import ui
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(lesson_id, lang=lang)
    stepper = view.stepper
    assert stepper is not None
    stepper.next_button.click()
    assert stepper.index == 1
    stepper.back_button.click()
    assert stepper.index == 0 and stepper.back_button.disabled
    for _ in range(stepper.n_steps):
        stepper.next()
    assert stepper.next_button.disabled
    assert "burg-castle" in stepper.board.root.value
    ex = view.exercise
    assert ex is not None
    ex.set_answer(ex.exercise.wrong)
    ex.check_button.click()
    assert "burg-feedback-wrong" in ex.feedback.value and ui("hint", lang) in ex.feedback.value
    ex.set_answer(ex.exercise.right)
    assert ex.feedback.value == ""  # a changed answer takes the old verdict away
    ex.check_button.click()
    assert "burg-feedback-ok" in ex.feedback.value
    # further parts (the winter lesson): each with its own stepper and exercise
    assert len(view.part_steppers) == len(view.part_exercises) == len(view.lesson.parts)
    for stepper, ex in zip(view.part_steppers, view.part_exercises, strict=True):
        for _ in range(stepper.n_steps):
            stepper.next_button.click()
        assert stepper.next_button.disabled and "burg-castle" in stepper.board.root.value
        ex.set_answer(ex.exercise.wrong)
        assert not ex.submit().ok and "burg-feedback-wrong" in ex.feedback.value
        ex.set_answer(ex.exercise.right)
        assert ex.submit().ok and "burg-feedback-ok" in ex.feedback.value


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_first_wrong_answer_gives_a_hint_not_the_answer(lesson_id: str) -> None:
    """The answer shows only after a second wrong try, or when the learner asks for it."""
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(lesson_id)
    for ex in [view.exercise, *view.part_exercises]:
        assert ex is not None
        ex.set_answer(ex.exercise.wrong)
        fb = ex.submit()
        assert not fb.ok
        if fb.answer:
            shown = escape(fb.answer)
            assert shown not in ex.feedback.value
            assert ex.answer_button.layout.display != "none"
            ex.answer_button.click()
            assert shown in ex.feedback.value
            ex.set_answer(ex.exercise.wrong)
            assert ex.submit() and shown in ex.feedback.value  # the second try shows it


def test_lesson_page_switches_language_in_place() -> None:
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView("03_round", lang="en")
    sandbox = view.sandbox
    assert "A round at a glance" in view.title.value
    sandbox.bot_button.click()
    moves = len(sandbox.game.history)
    view.lang_toggle.value = "de"
    assert view.lang == "de" and "Eine Runde im Überblick" in view.title.value
    assert view.sandbox is sandbox and len(sandbox.game.history) == moves  # the game stays
    assert "?lang=de" in view.nav.value and "Zurücknehmen" in sandbox.undo_button.description
    assert view.exercise is not None and "Antwort prüfen" in view.exercise.check_button.description


def test_teacher_mode_reveals_step_by_step() -> None:
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView("05_bote", teacher=True)
    assert "burg-teacher" in view.root._dom_classes
    shown = view.revealed
    assert view.reveal_button in view.root.children
    # the button stays right under what was revealed last (both in view for the class)
    assert (
        view.root.children.index(view.reveal_button)
        == view.root.children.index(view.items[view.revealed - 1]) + 1
    )
    before = set(map(id, view.root.children))
    view.reveal_button.click()
    assert view.revealed > shown
    # a reveal recomposes the page from the widgets it has: none is made anew but the part
    assert set(map(id, view.root.children)) - before <= set(map(id, view.items))
    while view.reveal_button in view.root.children:
        view.reveal_button.click()
    assert all(i in view.root.children for i in view.items)
    view.teacher_toggle.value = False
    assert "burg-teacher" not in view.root._dom_classes


def test_teacher_opens_and_changes_a_position() -> None:
    """The teacher's panel: open one of the lesson's positions, change a player's talers and
    pieces, and the sandbox plays on from it; a position the engine refuses changes nothing."""
    from widgets.schutz.lessons.framework import LessonView

    view = LessonView("06_haendler", teacher=True)
    panel = view.teacher_panel
    assert panel is not None and panel.files
    panel.choose.value = panel.files[0]
    panel.open_button.click()
    panel.fields[0]["talers"].value = 20
    panel.fields[0]["clay"].value = 3
    panel.apply_button.click()
    anna = view.sandbox.game.view(None)["players"][0]
    assert anna["talers"] == 20 and anna["pieces"]["clay"] == 3, panel.message.value
    # too many stones in the game: the engine says why, the sandbox stays as it was
    panel.fields[1]["stone"].value = 99
    panel.apply_button.click()
    assert "burg-error" in panel.message.value
    assert view.sandbox.game.view(None)["players"][1]["pieces"]["stone"] != 99
    panel.json.value = "{not json"
    panel.apply_button.click()
    message = panel.message.value  # where, in plain words; no parser text
    assert "line 1, column 2" in message and "Expecting" not in message, message
    panel.choose.value = ""  # the sandbox as it stands
    panel.open_button.click()
    assert panel.fields[0]["talers"].value == 20


def test_sandbox_plays_undoes_and_resets() -> None:
    from widgets.schutz.lessons.framework import Sandbox

    box = Sandbox(get("06_haendler").example.position)
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
    box.set_lang("de")
    assert "Was geschah" in box.log.value or not box.log.value
    assert box.undo_button.description == "↶ Zurücknehmen"


@pytest.mark.parametrize("lang", LANGS)
def test_index_links_every_lesson(lang: str) -> None:
    """Links between pages are relative, within the game's folder and up to the front page, and
    keep the language; every lesson is numbered once (by its title)."""
    from widgets.schutz.lessons import LESSONS
    from widgets.schutz.lessons.framework import index_html, nav_html

    q = f"?lang={lang}"
    html = index_html(lang)
    for lesson_id in LESSON_IDS:
        assert f'href="{lesson_id}.ipynb{q}"' in html
        assert (PAGES / f"{lesson_id}.ipynb").exists()
        assert f">{int(lesson_id[:2])}. " in html
    assert "<ol" not in html  # no second numbering beside the titles' own
    assert f'href="play.ipynb{q}"' in html and "winter" in html.lower()
    assert (PAGES / "play.ipynb").exists()
    assert "burg-prev" not in nav_html(LESSON_IDS[0], lang)
    assert f'href="02_setup.ipynb{q}"' in nav_html(LESSON_IDS[0], lang)
    assert f'href="play.ipynb{q}"' in nav_html(LESSON_IDS[-1], lang)
    assert f'href="index.ipynb{q}"' in nav_html(LESSON_IDS[0], lang)
    assert (PAGES / "index.ipynb").exists()
    family = f'class="burg-family-link" href="../index.ipynb{q}"'
    assert family in LESSONS.index_html(lang) and (NOTEBOOKS / "index.ipynb").exists()


# --- the family's front page --------------------------------------------------------------------
def test_front_page_shows_the_three_games() -> None:
    from burg.core.registry import GAMES
    from widgets.core.front import FAMILY, front_html

    assert [g.name for g in FAMILY] == list(GAMES)  # every game of the registry, in its order
    for lang in ("en", "de"):
        html = front_html(lang)
        for game in FAMILY:
            assert escape(game.title[lang]) in html and escape(game.line[lang]) in html
        ready = sum(g.ready for g in FAMILY)
        assert html.count("burg-game-coming") == len(FAMILY) - ready
        assert html.count("burg-game-ready") == ready
        assert html.count("<a ") == 2 * ready  # lessons and play of each ready game
    for game in FAMILY:
        if game.ready:  # its engine is registered, its pages are here
            assert game.name in GAMES
            assert f'href="{game.name}/index.ipynb?lang=en"' in front_html()
            assert (NOTEBOOKS / game.name / "index.ipynb").exists()
            assert (NOTEBOOKS / game.name / "play.ipynb").exists()
    coming = not all(g.ready for g in FAMILY)
    assert ("coming soon" in front_html("en")) == coming
    assert ("kommt bald" in front_html("de")) == coming


def test_front_page_language() -> None:
    from widgets.core.front import FrontPage

    page = FrontPage(lang="de")
    assert "Burgspiele" in page.title.value and 'lang="de"' in page.games.value
    page.lang_toggle.value = "en"
    assert "Castle games" in page.title.value and 'lang="en"' in page.games.value
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
    assert kinds == ["code"]  # the title comes with the page, in its language
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


def test_flow_chart_comes_with_the_first_step() -> None:
    """A lesson page shows without the chart library: the example's flow chart is made when
    the learner takes the first step (at the start nothing has moved), and stays."""
    from widgets.schutz.lessons.framework import Stepper

    example = get("03_round").example
    assert example is not None and example.flow
    stepper = Stepper(example)
    assert stepper.chart is None and not stepper.chart_box.children
    stepper.next()
    assert stepper.chart is not None and stepper.chart_box.children == (stepper.chart.figure,)
    stepper.back()
    assert stepper.chart_box.children == (stepper.chart.figure,)


def test_lesson_list_page_switches_language() -> None:
    from widgets.schutz.lessons import LessonIndex

    page = LessonIndex("de")
    assert "Lektionen" in page.page.value and "burg-lang-de" in page.root._dom_classes
    page.lang_toggle.value = "en"
    assert "lessons" in page.page.value and "?lang=en" in page.page.value
    assert "burg-lang-en" in page.root._dom_classes


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_round_at_a_glance_is_data_and_shown_in_lesson_3(lang: str) -> None:
    from widgets.schutz.lessons import round as round_lesson

    g = round_lesson.glance(lang)
    assert g["title"] and g["who"] and g["what"]
    whos = [s["who"] for s in g["steps"]]
    assert whos[0] == "start" and whos[-1] == "auto" and set(whos) == {"start", "self", "auto"}
    assert any(s["winter"] for s in g["steps"]) and not all(s["winter"] for s in g["steps"])
    rule = " ".join(round_lesson.lesson(lang).rule)
    assert g["title"] in rule
    summer = [s for s in g["steps"] if not s["winter"]]
    assert all(escape(s["what"])[:30] in rule for s in summer)
    assert not any(escape(s["what"])[:30] in rule for s in g["steps"] if s["winter"])
