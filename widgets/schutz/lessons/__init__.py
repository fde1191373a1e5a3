"""The tutorial: one lesson per rule section, each a thin notebook calling ``show(lesson_id)``.

``LESSONS`` lists the lessons in order (id, title); ``get(id)`` gives a lesson's content
(``widgets.schutz.lessons.model.Lesson``); ``show(id)`` displays it as a page of widgets.
"""

from __future__ import annotations

from functools import cache
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


@cache
def get(lesson_id: str, lang: str = "en") -> Lesson:
    """A lesson in ``lang`` (its module's ``lesson(lang)``: texts from its content folder)."""
    mod = module(lesson_id)
    if getattr(mod, "LESSON", None) is not None:  # TRANSITION: not yet read from content/
        return mod.LESSON
    try:
        return mod.lesson(lang)
    except TypeError:  # TRANSITION
        return mod.lesson()


def show(lesson_id: str, teacher: bool = False) -> None:
    """Display a lesson as a page of widgets (in Voilà or JupyterLab)."""
    from IPython.display import display

    from widgets.schutz.lessons.framework import LessonView

    view = LessonView(get(lesson_id), teacher=teacher)
    display(view.root)


#: The way back from the lesson list (notebooks/schutz/index.ipynb) to the family's front page
#: (notebooks/index.ipynb); relative, like every link between pages.
FAMILY_LINK = (
    '<p class="burg-nav"><a class="burg-family-link" href="../index.ipynb">'
    "◀ All castle games</a></p>"
)
#: The lesson list's links look like links; the titles carry their numbers (no second one).
INDEX_CSS = """<style>
.burg-index-page a { color: #1565c0; }
.burg-index-page a:hover { text-decoration: underline; }
.burg-index-page .burg-index ol { list-style: none; padding-left: 12px; }
</style>"""


def show_index() -> None:
    """Display the game's landing page: every lesson, the play page, what is still to come, and
    the way back to the family's front page. A widget, as on every other page: its links open in
    the same tab (Voilà opens links in plain HTML output in a new one)."""
    import ipywidgets as w
    from IPython.display import display

    from widgets.core.style import CSS
    from widgets.schutz.lessons.framework import index_html

    page = w.HTML(CSS + INDEX_CSS + FAMILY_LINK + index_html())
    page.add_class("burg-app")
    page.add_class("burg-index-page")
    display(page)
