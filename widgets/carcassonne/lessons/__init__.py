"""The lessons of *Carcassonne – Die Burg*: one per rule section, each a thin notebook calling
``show(lesson_id)``.

``LESSON_IDS`` lists the lessons in order; ``get(id, lang)`` gives a lesson in a language
(``widgets.core.lessons.model.Lesson``), its texts and positions read from its folder in
``content/`` (``docs/lessons.md``) and its checkers from its module.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from widgets.core.lessons.model import Lesson

#: Lesson id (also the notebook's name) -> the module holding its checkers.
MODULES: dict[str, str] = {
    "01_castle": "castle",
    "02_placing": "placing",
    "03_paths": "paths",
    "04_towers": "towers",
    "05_houses": "houses",
    "06_courts": "courts",
    "07_followers": "followers",
    "08_quick": "quick",
    "09_wall_tiles": "wall_tiles",
    "10_final": "final",
    "11_play": "play",
}
LESSON_IDS: tuple[str, ...] = tuple(MODULES)


def module(lesson_id: str) -> Any:
    """The module with a lesson's checkers."""
    if lesson_id not in MODULES:
        raise KeyError(f"no lesson {lesson_id!r}; the lessons are {', '.join(LESSON_IDS)}")
    return import_module(f"widgets.carcassonne.lessons.{MODULES[lesson_id]}")


@cache
def get(lesson_id: str, lang: str = "en") -> Lesson:
    """A lesson in ``lang`` (its module's ``lesson(lang)``: texts from its content folder)."""
    return module(lesson_id).lesson(lang)


def show(lesson_id: str, teacher: bool = False) -> None:
    """Display a lesson as a page of widgets (in Voilà or JupyterLab), in the language its
    address asks for (``?lang=de``) or the server's."""
    from widgets.carcassonne.lessons.framework import LessonView
    from widgets.core.page import show_page

    show_page(lambda lang: LessonView(lesson_id, teacher=teacher, lang=lang))
