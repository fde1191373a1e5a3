"""The lessons of Der Wettkampf der Burgbaumeister as pages (no browser): every lesson builds
in both languages on the shared lesson page, its examples step on the table, its exercise
answers, its sandbox plays on the real play table (a flip, reset, a teacher's position), the
language switch keeps the sandbox's game, the charts show the engine's figures, and the
notebooks are thin and run in a fresh kernel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from widgets.wettkampf.lessons import LESSON_IDS, get
from widgets.wettkampf.lessons.content import LANGS, ui

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
PAGES = NOTEBOOKS / "wettkampf"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_page_works(lesson_id: str, lang: str) -> None:
    from widgets.wettkampf.lessons.framework import LessonView

    view = LessonView(lesson_id, lang=lang)
    lesson = get(lesson_id, lang)
    assert lesson.title in view.title.value and lesson.rule
    stepper = view.stepper
    assert stepper is not None and stepper.n_steps > 0
    start = json.dumps(stepper.board.root.store, sort_keys=True)
    stepper.next_button.click()
    assert stepper.index == 1
    assert ui("step_of", lang, i=1, n=stepper.n_steps) in stepper.label.value
    for _ in range(stepper.n_steps):
        stepper.next()
    assert stepper.next_button.disabled
    assert stepper.board.root.walls  # the walls drawn
    stepper.go(0)
    assert json.dumps(stepper.board.root.store, sort_keys=True) == start  # back to the start
    ex = view.exercise
    assert ex is not None
    ex.set_answer(ex.exercise.wrong)
    ex.check_button.click()
    assert "burg-feedback-wrong" in ex.feedback.value and ui("hint", lang) in ex.feedback.value
    ex.set_answer(ex.exercise.right)
    ex.check_button.click()
    assert "burg-feedback-ok" in ex.feedback.value
    assert set(view.charts) == set(lesson.charts)


@pytest.mark.parametrize("lesson_id", [i for i in LESSON_IDS if get(i).sandbox == "example"])
def test_sandbox_plays_on_the_table_and_resets(lesson_id: str) -> None:
    from widgets.wettkampf.lessons.framework import LessonView, TableSandbox

    view = LessonView(lesson_id)
    sandbox = view.sandbox
    assert isinstance(sandbox, TableSandbox)
    game = sandbox.game
    assert game is not None and len(game.history) == 0
    assert all(seat == "person" for seat in sandbox.app.seats)
    if game.pending.kind == "flip":
        slot = next(i for i, c in enumerate(game.view(None)["store"]) if c == "down")
        sandbox.app.flip(slot)
        assert sandbox.game is not None and len(sandbox.game.history) == 1
        assert sandbox.app.options  # the decision after a flip: lay or turn back
    sandbox.reset_button.click()
    assert sandbox.game is not None and len(sandbox.game.history) == 0


def test_play_lesson_offers_a_game_against_bots() -> None:
    from widgets.wettkampf.app import PlayApp
    from widgets.wettkampf.lessons.framework import LessonView

    view = LessonView("08_play")
    app = view.sandbox
    assert isinstance(app, PlayApp) and app.game is None  # its new-game dialog is shown
    app.bot_delay = 0
    app.new_game(["person", "perfect"])
    assert app.game is not None and app.game.pending.kind == "flip"


def test_language_switch_keeps_the_sandbox_game() -> None:
    from widgets.wettkampf.lessons.framework import LessonView

    view = LessonView("02_turn", lang="en")
    sandbox = view.sandbox
    game = sandbox.game
    slot = next(i for i, c in enumerate(game.view(None)["store"]) if c == "down")
    sandbox.app.flip(slot)
    view.lang_toggle.value = "de"
    assert view.lang == "de" and get("02_turn", "de").title in view.title.value
    assert view.sandbox is sandbox and len(sandbox.game.history) == 1
    assert sandbox.app.lang == "de" and sandbox.reset_button.description == ui("reset", "de")
    assert "?lang=de" in view.nav.value


def test_teacher_opens_and_changes_a_position() -> None:
    from burg.wettkampf.positions import dump_position
    from widgets.wettkampf.lessons.framework import LessonView

    view = LessonView("06_cannon", teacher=True)
    assert "burg-teacher" in view.root._dom_classes
    panel = view.teacher_panel
    assert panel is not None and panel.files  # the lesson's own positions
    panel.choose.value = panel.files[0]
    panel.open_button.click()
    position = json.loads(panel.json.value)
    position["players"][0]["name"] = "Zora"
    panel.json.value = json.dumps(position)
    panel.apply_button.click()
    assert "burg-info" in panel.message.value, panel.message.value
    assert dump_position(view.sandbox.game)["players"][0]["name"] == "Zora"
    before = dump_position(view.sandbox.game)
    position["players"][0]["wall"] = [9, 4]  # not ascending (W9): refused, nothing changes
    panel.json.value = json.dumps(position)
    panel.apply_button.click()
    assert "burg-error" in panel.message.value
    assert dump_position(view.sandbox.game) == before


def test_fit_chart_shows_the_engine_figures() -> None:
    from widgets.wettkampf.lessons.charts import fit_chart
    from widgets.wettkampf.lessons.wall import C, fit_chances

    fig = fit_chart("de")
    rows = fit_chances()
    assert list(fig.data[0].x) == [last for last, _ in rows]
    assert list(fig.data[0].y) == [round(100 * c, 1) for _, c in rows]
    assert fig.layout.title.text == C.text("de", "charts", "fit", "title")


def test_memory_chart_shows_the_benchmark_figures() -> None:
    from widgets.wettkampf.lessons.charts import memory_chart
    from widgets.wettkampf.lessons.play import memory_rates

    data = memory_rates()
    fig = memory_chart("en")
    assert len(fig.data) == len(data["opponents"])
    for trace, opponent in zip(fig.data, data["opponents"], strict=True):
        assert list(trace.y) == [round(100 * r["win_rate"][opponent], 1) for r in data["rows"]]


def test_lesson_list_links_every_lesson() -> None:
    from widgets.wettkampf.lessons.framework import index_html

    for lang in LANGS:
        html = index_html(lang)
        for lesson_id in LESSON_IDS:
            assert f'href="{lesson_id}.ipynb?lang={lang}"' in html
            assert get(lesson_id, lang).title.split("<")[0][:20] in html


@pytest.mark.parametrize("name", ["index", *LESSON_IDS])
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


def test_a_language_switch_relabels_the_chart_in_place() -> None:
    from widgets.wettkampf.lessons.framework import LessonView
    from widgets.wettkampf.lessons.wall import C

    view = LessonView("03_wall", lang="en")
    fig = view.charts["fit"]
    view.lang_toggle.value = "de"
    assert view.charts["fit"] is fig and fig in view.items  # no second figure to send
    assert fig.layout.title.text == C.text("de", "charts", "fit", "title")
    assert fig.layout.xaxis.title.text == C.text("de", "charts", "fit", "x")
