"""A page of links and text with the language switch (a game's landing page): one HTML widget,
drawn anew in the language chosen. Widgets, as on every other page: their links open in the
same tab (Voilà opens links in plain HTML output in a new one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from widgets.core.lang import LanguageSwitch, mark_lang
from widgets.core.nav import Here, nav_bar, relabel
from widgets.core.style import CSS


class LinkPage:
    """``html(lang)`` as a page in ``lang``, with the English / Deutsch switch; ``css`` (a
    ``<style>`` block) styles it; ``nav``: the navigation bar on top, as every page of a game
    shows it (``widgets.core.nav``; ``lessons``: this is the game's lesson list). The root is
    ``.burg-app.burg-index-page``."""

    def __init__(
        self,
        html: Callable[[str], str],
        css: str = "",
        lang: str = "en",
        nav: Here | None = None,
    ) -> None:
        self.html = html
        self.lang = lang
        self.nav = nav
        self.lang_toggle = LanguageSwitch(lang)
        self.lang_toggle.on_change(self.set_lang)
        self.page = w.HTML()
        header = w.HBox([self.lang_toggle])
        header.add_class("burg-header")
        self.navbar = nav_bar(lang, nav) if nav is not None else None
        top = [] if self.navbar is None else [self.navbar]
        self.root = w.VBox([w.HTML(CSS + css), *top, header, self.page])
        self.root.add_class("burg-app")
        self.root.add_class("burg-index-page")
        self.render()

    def set_lang(self, lang: str) -> None:
        """Show the page in ``lang``."""
        self.lang = lang
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self.render()

    def render(self) -> None:
        """Draw the page in its language."""
        self.page.value = self.html(self.lang)
        if self.navbar is not None:
            relabel(self.navbar, self.lang, self.nav)
        mark_lang(self.root, self.lang)


def show_page(make: Callable[[str], Any]) -> Any:
    """Display the page ``make(lang)`` (anything with ``root`` and ``lang_toggle``) in the
    language its address asks for (``?lang=de``), else the server's; a pre-heated page follows
    the request's address when it is handed out. Returns the page."""
    from IPython.display import display

    from widgets.core.lang import follow_request, page_lang

    page = make(page_lang())
    follow_request(page.lang_toggle)
    display(page.root)
    return page


#: A game's lesson list: links look like links; the titles carry their numbers (no second one).
LESSON_LIST_CSS = """<style>
.burg-index-page a { color: #1565c0; text-decoration: underline; }
.burg-index-page a:hover { background: #fff3e0; }
.burg-index-page .burg-lesson-list { list-style: none; padding-left: 12px; }
.burg-index-page h1 { font-size: 28px; color: #5d4037; }
</style>"""


def lesson_list_html(
    ui: Callable[..., str], lessons_html: Callable[[str], str], lang: str = "en", nav: bool = True
) -> str:
    """A game's landing page in ``lang``: the navigation bar (the family's front page, this
    list, the play page), the title (``ui("lessons_title")``), every lesson and the play page
    (``lessons_html``); ``nav=False``: without the bar (a ``LinkPage`` shows it on top)."""
    from html import escape

    from widgets.core.nav import NAV_CSS, nav_bar_html

    bar = NAV_CSS + nav_bar_html(lang, "lessons") if nav else ""
    return bar + f"<h1>{escape(ui('lessons_title', lang))}</h1>" + lessons_html(lang)
