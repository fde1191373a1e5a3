"""The lessons of Der Wettkampf der Burgbaumeister as pages (no browser): a teacher's position
in the sandbox, the charts show the engine's figures and are relabelled in place, the lesson
list links every lesson. What every lesson page must do: tests/core/test_lesson_suite.py."""

from __future__ import annotations

import json
from pathlib import Path

from widgets.core.lessons.content import LANGS
from widgets.wettkampf.lessons import LESSON_IDS, get

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = NOTEBOOKS / "wettkampf"


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
    position["players"][0]["wall"] = [9, 4]  # not ascending (§W9): refused, nothing changes
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


def test_a_language_switch_relabels_the_chart_in_place() -> None:
    from widgets.wettkampf.lessons.framework import LessonView
    from widgets.wettkampf.lessons.wall import C

    view = LessonView("03_wall", lang="en")
    fig = view.charts["fit"]
    view.lang_toggle.value = "de"
    assert view.charts["fit"] is fig and fig in view.items  # no second figure to send
    assert fig.layout.title.text == C.text("de", "charts", "fit", "title")
    assert fig.layout.xaxis.title.text == C.text("de", "charts", "fit", "x")


def test_every_part_plays_legally_and_its_exercise_checks() -> None:
    """What tests/core/test_lesson_suite.py asks of a lesson's own example and exercise, asked
    of every part's too."""
    for lesson_id in LESSON_IDS:
        for lang in LANGS:
            for part in get(lesson_id, lang).parts:
                game = part.example.game()
                for step in part.example.steps:
                    assert step.caption.strip()
                    assert game.why_not(step.action) is None, (lesson_id, step.action)
                    game.apply(step.action)
                ex = part.exercise
                right, wrong = ex.check(ex.right), ex.check(ex.wrong)
                assert right.ok and right.rule == ex.rule and not right.answer
                assert not wrong.ok and wrong.answer.strip() and wrong.message != wrong.answer
                assert "{" not in right.message + wrong.message + wrong.answer
                assert not ex.check(None).ok and not ex.check("nonsense").ok
                assert ex.right in [v for _, v in ex.options]


def test_every_part_steps_to_its_end_on_the_page() -> None:
    from widgets.wettkampf.lessons.framework import LessonView

    for lesson_id in LESSON_IDS:
        if not get(lesson_id).parts:
            continue
        for lang in LANGS:
            view = LessonView(lesson_id, lang=lang)
            assert len(view.part_steppers) == len(get(lesson_id).parts)
            for stepper in view.part_steppers:
                stepper.go(stepper.n_steps)
                assert stepper.index == stepper.n_steps and stepper.narration.value
