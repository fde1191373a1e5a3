"""The tutorial: one lesson per rule section, each a thin notebook calling ``show(lesson_id)``.

``LESSONS`` lists the lessons in order (id, title); ``get(id)`` gives a lesson's content
(``widgets.schutz.lessons.model.Lesson``); ``show(id)`` displays it as a page of widgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from widgets.schutz.lessons.model import Lesson

#: Lesson id (also the notebook's name) -> the module holding its content.
MODULES: dict[str, str] = {
    "01_welcome": "welcome",
    "02_setup": "setup",
    "03_round": "round",
    "04_arbeiter_cards": "arbeiter_cards",
    "05_bote": "bote",
    "06_haendler": "haendler",
    "07_maurer": "maurer",
    "08_steinmetz": "steinmetz",
    "09_arbeiter": "arbeiter",
    "10_baumeister": "baumeister",
    "11_building": "building",
    "12_helpers": "helpers",
    "13_final_scoring": "final_scoring",
    "14_two_players": "two_players",
    "15_play": "play",
    "16_winter": "winter",
}
LESSON_IDS: tuple[str, ...] = tuple(MODULES)

#: Lessons still to come (listed on the landing page as "coming …"): none at the moment.
COMING: tuple[tuple[str, str], ...] = ()


def module(lesson_id: str) -> Any:
    """The module with a lesson's content."""
    if lesson_id not in MODULES:
        raise KeyError(f"no lesson {lesson_id!r}; the lessons are {', '.join(LESSON_IDS)}")
    return import_module(f"widgets.schutz.lessons.{MODULES[lesson_id]}")


def get(lesson_id: str) -> Lesson:
    """A lesson's content."""
    mod = module(lesson_id)
    lesson = mod.LESSON if mod.LESSON is not None else mod.lesson()
    return lesson


def show(lesson_id: str, teacher: bool = False) -> None:
    """Display a lesson as a page of widgets (in Voilà or JupyterLab)."""
    from IPython.display import display

    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(get(lesson_id), teacher=teacher)
    display(view.root)


def show_index() -> None:
    """Display the landing page: every lesson, the play page, what is still to come."""
    from IPython.display import HTML, display

    from widgets.schutz.lessons.framework import index_html

    display(HTML(index_html()))
