"""Carcassonne – Die Burg's landing page (``notebooks/carcassonne/index.ipynb``): the way back to
the family's front page, every lesson, the play page, and the language switch, as on every
page."""

from __future__ import annotations

from html import escape

from widgets.core.lang import lang_href
from widgets.core.page import LinkPage, show_page

INDEX_CSS = """<style>
.burg-index-page a { color: #1565c0; text-decoration: underline; }
.burg-index-page a:hover { background: #fff3e0; }
.burg-index-page .burg-lesson-list { list-style: none; padding-left: 12px; }
.burg-index-page h1 { font-size: 28px; color: #5d4037; }
</style>"""


def index_html(lang: str = "en") -> str:
    """The page's text: the way back, the title, the lessons, the play page's link."""
    from widgets.carcassonne.lessons.content import ui
    from widgets.carcassonne.lessons.framework import index_html as lessons_html

    back = escape(lang_href("../index.ipynb", lang))
    return (
        f'<p class="burg-nav"><a class="burg-family-link" href="{back}">'
        f"{escape(ui('family', lang))}</a></p>"
        f"<h1>{escape(ui('lessons_title', lang))}</h1>" + lessons_html(lang)
    )


def LessonIndex(lang: str = "en") -> LinkPage:
    """The game's landing page, in ``lang``, with the language switch."""
    return LinkPage(index_html, INDEX_CSS, lang)


def show_index() -> None:
    """Display the landing page, in the language its address asks for."""
    show_page(LessonIndex)
