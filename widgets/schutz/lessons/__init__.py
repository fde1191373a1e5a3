"""The tutorial: one lesson per rule section, each a thin notebook calling ``show(lesson_id)``.

``LESSON_IDS`` lists the lessons in order; ``get(id, lang)`` gives a lesson in a language
(``widgets.schutz.lessons.model.Lesson``), its texts and positions read from its folder in
``content/`` (``docs/lessons.md``) and its checkers from its module; ``show(id)`` displays it
as a page of widgets.
"""

from __future__ import annotations

from typing import Any

from widgets.core.lessons.registry import LessonSet

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
LESSONS = LessonSet(__name__, MODULES, "widgets.schutz.lessons.framework:LessonView")
LESSON_IDS: tuple[str, ...] = LESSONS.ids
module = LESSONS.module
get = LESSONS.get
show = LESSONS.show

#: Lessons still to come (listed on the landing page as "coming …"): none at the moment.
COMING: tuple[tuple[str, str], ...] = ()


def family_link(lang: str = "en") -> str:
    """The way back from the lesson list (notebooks/schutz/index.ipynb) to the family's front
    page (notebooks/index.ipynb); relative, like every link between pages, keeping the
    language."""
    from html import escape

    from widgets.core.lang import lang_href
    from widgets.schutz.lessons.content import ui

    href = escape(lang_href("../index.ipynb", lang))
    return (
        f'<p class="burg-nav"><a class="burg-family-link" href="{href}">'
        f"{escape(ui('family', lang))}</a></p>"
    )


FAMILY_LINK = family_link()
#: The lesson list's links look like links; the titles carry their numbers (no second one).
INDEX_CSS = """<style>
.burg-index-page a { color: #1565c0; text-decoration: underline; }
.burg-index-page a:hover { background: #fff3e0; }
.burg-index-page .burg-lesson-list { list-style: none; padding-left: 12px; }
.burg-index-page .burg-index h1 { font-size: 28px; color: #5d4037; }
</style>"""


def index_page_html(lang: str = "en") -> str:
    """The game's landing page in ``lang``: the way back to the family's front page, the title,
    every lesson, the play page, what is still to come."""
    from html import escape

    from widgets.schutz.lessons.content import ui
    from widgets.schutz.lessons.framework import index_html

    title = f"<h1>{escape(ui('lessons_title', lang))}</h1>"
    return family_link(lang) + title + index_html(lang)


def LessonIndex(lang: str = "en") -> Any:
    """The game's landing page with the language switch (``widgets.core.page.LinkPage``)."""
    from widgets.core.page import LinkPage

    return LinkPage(index_page_html, INDEX_CSS, lang)


def show_index() -> None:
    """Display the game's landing page, in the language its address asks for."""
    from widgets.core.page import show_page

    show_page(LessonIndex)
