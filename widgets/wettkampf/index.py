"""Der Wettkampf der Burgbaumeister's landing page (``notebooks/wettkampf/index.ipynb``): the
way back to the family's front page, every lesson, the play page, and the language switch, as
on every page."""

from __future__ import annotations

from widgets.core.page import LESSON_LIST_CSS, LinkPage, lesson_list_html, show_page


def index_html(lang: str = "en") -> str:
    """The page's text: the way back, the title, the lessons, the play page's link."""
    from widgets.wettkampf.lessons.content import ui
    from widgets.wettkampf.lessons.framework import index_html as lessons_html

    return lesson_list_html(ui, lessons_html, lang)


def LessonIndex(lang: str = "en") -> LinkPage:
    """The game's landing page, in ``lang``, with the language switch."""
    return LinkPage(index_html, LESSON_LIST_CSS, lang)


def show_index() -> None:
    """Display the landing page, in the language its address asks for."""
    show_page(LessonIndex)
