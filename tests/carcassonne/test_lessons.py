"""The lessons of Carcassonne – Die Burg as pages (no browser): a teacher's position in the
sandbox, the first lesson says the castle is our reconstruction, the lesson list links every
lesson. What every lesson page must do: tests/core/test_lesson_suite.py."""

from __future__ import annotations

import json
from pathlib import Path

from widgets.carcassonne.lessons import LESSON_IDS, get

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = NOTEBOOKS / "carcassonne"


def test_the_first_lesson_says_the_castle_is_ours() -> None:
    for lang, word in (("en", "reconstruct"), ("de", "Nachbau")):
        text = " ".join(get("01_castle", lang).rule).lower()
        assert word.lower() in text, lang


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
    from widgets.carcassonne.lessons import LessonIndex

    page = LessonIndex("de")
    for lesson_id in LESSON_IDS:
        assert f'href="{lesson_id}.ipynb?lang=de"' in page.page.value
    assert 'href="play.ipynb?lang=de"' in page.page.value
    assert page.navbar is not None  # the front page: in the navigation bar every page shows
    assert 'href="../index.ipynb?lang=de"' in page.navbar.value
