"""Der Wettkampf der Burgbaumeister's landing page (``notebooks/wettkampf/index.ipynb``): the
lessons are coming; the play page is here; the way back to the family's front page and the
language switch, as on every page."""

from __future__ import annotations

from html import escape

from widgets.core.lang import follow_request, lang_href, page_lang
from widgets.core.page import LinkPage
from widgets.wettkampf.text import t

INDEX_CSS = """<style>
.burg-index-page a { color: #1565c0; text-decoration: underline; }
.burg-index-page a:hover { background: #fff3e0; }
.burg-index-page h1 { font-size: 28px; color: #5d4037; }
</style>"""


def index_html(lang: str = "en") -> str:
    """The page's text: the way back, the title, "lessons are coming", the play page's link."""
    back = escape(lang_href("../index.ipynb", lang))
    play = escape(lang_href("play.ipynb", lang))
    return (
        f'<p class="burg-nav"><a class="burg-family-link" href="{back}">'
        f"{escape(t('family', lang))}</a></p>"
        f"<h1>{escape(t('title', lang))}</h1>"
        f'<p class="wk-lessons-coming">{escape(t("lessons_coming", lang))}</p>'
        f'<p><a class="burg-play-link" href="{play}">▶ {escape(t("play_link", lang))}</a></p>'
    )


def LessonsComing(lang: str = "en") -> LinkPage:
    """The game's landing page, in ``lang``, with the language switch."""
    return LinkPage(index_html, INDEX_CSS, lang)


def show_index() -> None:
    """Display the landing page, in the language its address asks for."""
    from IPython.display import display

    page = LessonsComing(page_lang())
    follow_request(page.lang_toggle)
    display(page.root)
