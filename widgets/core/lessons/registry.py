"""A game's lessons in order, found by id: ``LessonSet``. Each game's ``widgets/<game>/lessons``
package makes one from its ``MODULES`` (lesson id -> the module holding its checkers, whose
``lesson(lang)`` builds it) and its page class; nothing here imports ipywidgets until a page is
shown."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from widgets.core.lessons.model import Lesson


class LessonSet:
    """The lessons of one game: ``ids`` in order, ``module(id)``, ``get(id, lang)`` (built once
    per language), ``show(id)`` (the page, in the language its address asks for).
    ``package``: the game's lessons package; ``view``: ``"module:Class"`` of its page."""

    def __init__(self, package: str, modules: dict[str, str], view: str) -> None:
        self.package = package
        self.modules = dict(modules)
        self.ids: tuple[str, ...] = tuple(modules)
        self.view = view
        self._built: dict[tuple[str, str], Lesson] = {}

    def module(self, lesson_id: str) -> Any:
        """The module with a lesson's checkers."""
        if lesson_id not in self.modules:
            raise KeyError(f"no lesson {lesson_id!r}; the lessons are {', '.join(self.ids)}")
        return import_module(f"{self.package}.{self.modules[lesson_id]}")

    def get(self, lesson_id: str, lang: str = "en") -> Lesson:
        """A lesson in ``lang`` (its module's ``lesson(lang)``: texts from its content
        folder)."""
        key = (lesson_id, lang)
        if key not in self._built:
            self._built[key] = self.module(lesson_id).lesson(lang)
        return self._built[key]

    def view_class(self) -> Callable[..., Any]:
        """The game's lesson page class."""
        module, _, name = self.view.partition(":")
        return getattr(import_module(module), name)

    def show(self, lesson_id: str, teacher: bool = False) -> None:
        """Display a lesson as a page of widgets (in Voilà or JupyterLab), in the language its
        address asks for (``?lang=de``) or the server's."""
        from widgets.core.page import show_page

        view = self.view_class()
        show_page(lambda lang: view(lesson_id, teacher=teacher, lang=lang))
