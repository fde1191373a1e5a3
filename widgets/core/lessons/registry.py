"""A game's lessons, found by id, their content and the game's landing page: ``LessonSet``.

Each game's ``widgets/<game>/lessons`` package makes one from what is its own: ``MODULES``
(lesson id -> the module holding its checkers, whose ``lesson(lang)`` builds it), its actions and
its position loader (how its content folder ``content/`` reads). Its ``framework`` module holds
the page class ``LessonView`` and the lesson list ``index_html``. Nothing here imports
ipywidgets until a page is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

from burg.core.actions import ActionSet
from widgets.core.lessons.content import ContentRoot
from widgets.core.lessons.model import Lesson, Loader


class LessonSet:
    """The lessons of one game: ``ids`` in order, ``module(id)``, ``get(id, lang)`` (built once
    per language), ``show(id)`` (the page, in the language its address asks for); their content
    (``content``: the folder ``content/`` beside the package, ``lesson_content(id)``,
    ``ui(key, lang)``: the lesson pages' words); the game's landing page (``index_html(lang)``,
    ``index_page(lang)``, ``show_index()``) and its glossary page (``glossary_page(lang)``,
    ``show_glossary()``; its terms in ``rules``, the game's rules folder beside its lessons
    package). ``package``: the game's lessons package (``widgets.<game>.lessons``)."""

    def __init__(
        self, package: str, modules: dict[str, str], actions: ActionSet, load: Loader
    ) -> None:
        self.package = package
        self.modules = dict(modules)
        self.ids: tuple[str, ...] = tuple(modules)
        self.content = ContentRoot(_folder(package) / "content", actions, load)
        self.rules = _folder(package).parent / "rules"
        self.game = package.split(".")[-2]
        self.lesson_content = self.content.lesson_content
        self.ui = self.content.ui
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

    def framework(self) -> Any:
        """The game's ``framework`` module: its page class and lesson list."""
        return import_module(f"{self.package}.framework")

    def view_class(self) -> Callable[..., Any]:
        """The game's lesson page class."""
        return self.framework().LessonView

    def show(self, lesson_id: str, teacher: bool = False) -> None:
        """Display a lesson as a page of widgets (in Voilà or JupyterLab), in the language its
        address asks for (``?lang=de``) or the server's."""
        from widgets.core.page import show_page

        view = self.view_class()
        show_page(lambda lang: view(lesson_id, teacher=teacher, lang=lang))

    def index_html(self, lang: str = "en") -> str:
        """The game's landing page in ``lang``: the way back to the family's front page, the
        title, every lesson, the play page, the lessons still to come."""
        from widgets.core.page import lesson_list_html

        return lesson_list_html(self.ui, self.framework().index_html, lang)

    def index_page(self, lang: str = "en") -> Any:
        """The game's landing page with the language switch (``widgets.core.page.LinkPage``)."""
        from widgets.core.page import LESSON_LIST_CSS, LinkPage, lesson_list_html

        def html(lang: str) -> str:  # the bar: on top of the page, as on every other page
            return lesson_list_html(self.ui, self.framework().index_html, lang, nav=False)

        return LinkPage(html, LESSON_LIST_CSS, lang, nav="lessons")

    def show_index(self) -> None:
        """Display the game's landing page, in the language its address asks for."""
        from widgets.core.page import show_page

        show_page(self.index_page)

    def glossary_page(self, lang: str = "en") -> Any:
        """The game's glossary page (``widgets.core.glossary.GlossaryPage``)."""
        from burg.core.registry import records
        from widgets.core.glossary import GlossaryPage

        titles = dict(records()[self.game].title)
        return GlossaryPage(self.rules, self.content.folder, titles, lang)

    def show_glossary(self) -> None:
        """Display the game's glossary page, in the language its address asks for."""
        from widgets.core.page import show_page

        show_page(self.glossary_page)


def _folder(package: str) -> Path:
    """The folder of ``package`` (also while it is being imported)."""
    return Path(import_module(package).__file__ or "").parent
