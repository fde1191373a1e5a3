"""The lessons of Carcassonne – Die Burg as pages (no browser): every lesson builds in both
languages on the shared lesson page, its examples step on the castle, its exercise answers, its
sandbox plays on the real play page (a tile placed, reset, a teacher's position), the language
switch keeps the sandbox's game, the first lesson says the castle is our reconstruction, and
the notebooks are thin and run in a fresh kernel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from widgets.carcassonne.lessons import LESSON_IDS, get
from widgets.carcassonne.lessons.content import LANGS, ui

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = NOTEBOOKS / "carcassonne"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_page_works(lesson_id: str, lang: str) -> None:
    from widgets.carcassonne.lessons.framework import LessonView

    view = LessonView(lesson_id, lang=lang)
    lesson = get(lesson_id, lang)
    assert lesson.title in view.title.value and lesson.rule
    stepper = view.stepper
    assert stepper is not None and stepper.n_steps > 0
    start = stepper.board.root.value
    assert "cc-castle" in start
    for _ in range(stepper.n_steps):
        stepper.next_button.click()
    assert stepper.next_button.disabled
    assert ui("step_of", lang, i=stepper.n_steps, n=stepper.n_steps) in stepper.label.value
    stepper.go(0)
    assert stepper.board.root.value == start  # back to the start
    ex = view.exercise
    assert ex is not None
    ex.set_answer(ex.exercise.wrong)
    ex.check_button.click()
    assert "burg-feedback-wrong" in ex.feedback.value and ui("hint", lang) in ex.feedback.value
    ex.set_answer(ex.exercise.right)
    ex.check_button.click()
    assert "burg-feedback-ok" in ex.feedback.value


def test_the_first_lesson_says_the_castle_is_ours() -> None:
    for lang, word in (("en", "reconstruct"), ("de", "Nachbau")):
        text = " ".join(get("01_castle", lang).rule).lower()
        assert word.lower() in text, lang


@pytest.mark.parametrize("lesson_id", [i for i in LESSON_IDS if get(i).sandbox == "example"])
def test_sandbox_plays_on_the_castle_and_resets(lesson_id: str) -> None:
    from widgets.carcassonne.lessons.framework import LessonView
    from widgets.core.lessons.sandbox import PlaySandbox

    view = LessonView(lesson_id)
    sandbox = view.sandbox
    assert isinstance(sandbox, PlaySandbox)
    game = sandbox.game
    assert game is not None and len(game.history) == 0
    assert all(seat == "person" for seat in sandbox.app.seats)
    if game.pending.kind is not None:
        p = game.pending.players[0]
        sandbox.app.act(game.legal_actions(p)[0])
        assert len(sandbox.game.history) == 1
    sandbox.reset_button.click()
    assert sandbox.game is not None and len(sandbox.game.history) == 0


def test_play_lesson_offers_a_game_against_a_bot() -> None:
    from widgets.carcassonne.app import PlayApp
    from widgets.carcassonne.lessons.framework import LessonView

    view = LessonView("11_play")
    app = view.sandbox
    assert isinstance(app, PlayApp) and app.game is None  # its new-game dialog is shown
    app.bot_delay = 0
    app.new_game(["person", "greedy"])
    assert app.game is not None and app.game.pending.kind == "place"


def test_language_switch_keeps_the_sandbox_game() -> None:
    from widgets.carcassonne.lessons.framework import LessonView

    view = LessonView("02_placing", lang="en")
    sandbox = view.sandbox
    game = sandbox.game
    sandbox.app.act(game.legal_actions(game.pending.players[0])[0])
    view.lang_toggle.value = "de"
    assert view.lang == "de" and get("02_placing", "de").title in view.title.value
    assert view.sandbox is sandbox and len(sandbox.game.history) == 1
    assert sandbox.app.lang == "de" and sandbox.reset_button.description == ui("reset", "de")


def test_teacher_opens_a_lesson_position() -> None:
    from burg.carcassonne.positions import dump_position
    from widgets.carcassonne.lessons.framework import LessonView

    view = LessonView("03_paths", teacher=True)
    panel = view.teacher_panel
    assert panel is not None and panel.files
    panel.choose.value = panel.files[-1]
    panel.open_button.click()
    position = json.loads(panel.json.value)
    panel.apply_button.click()
    assert "burg-info" in panel.message.value, panel.message.value
    assert dump_position(view.sandbox.game)["board"] == position["board"]
    before = dump_position(view.sandbox.game)
    position["board"] = position["board"] + position["board"][:1]  # a tile twice: refused
    panel.json.value = json.dumps(position)
    panel.apply_button.click()
    assert "burg-error" in panel.message.value
    assert dump_position(view.sandbox.game) == before


def test_lesson_list_links_every_lesson() -> None:
    from widgets.carcassonne.index import LessonIndex

    page = LessonIndex("de")
    for lesson_id in LESSON_IDS:
        assert f'href="{lesson_id}.ipynb?lang=de"' in page.page.value
    assert 'href="play.ipynb?lang=de"' in page.page.value
    assert 'href="../index.ipynb?lang=de"' in page.page.value


@pytest.mark.parametrize("name", ["index", "play", *LESSON_IDS])
def test_notebook_is_thin_and_clean(name: str) -> None:
    nb = json.loads((PAGES / f"{name}.ipynb").read_text(encoding="utf-8"))
    assert [c["cell_type"] for c in nb["cells"]] == ["code"]
    assert all(not c.get("outputs") for c in nb["cells"])


@pytest.mark.slow  # a fresh kernel per notebook
def test_notebooks_execute_in_a_fresh_kernel() -> None:
    """The lesson list and every lesson run top to bottom without errors, in their folder."""
    import nbformat
    from nbclient import NotebookClient

    for path in [PAGES / "index.ipynb"] + [PAGES / f"{i}.ipynb" for i in LESSON_IDS]:
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": path.parent}}
        )
        client.execute()  # raises CellExecutionError on any error
        outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
        assert not [o for o in outputs if o.output_type == "error"], path.name
        assert any(
            "application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs
        ), path.name
