"""A page of links and text with the language switch (a game's landing page): one HTML widget,
drawn anew in the language chosen. Widgets, as on every other page: their links open in the
same tab (Voilà opens links in plain HTML output in a new one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from widgets.core.lang import LanguageSwitch, mark_lang
from widgets.core.style import CSS


class LinkPage:
    """``html(lang)`` as a page in ``lang``, with the English / Deutsch switch; ``css`` (a
    ``<style>`` block) styles it. The root is ``.burg-app.burg-index-page``."""

    def __init__(self, html: Callable[[str], str], css: str = "", lang: str = "en") -> None:
        self.html = html
        self.lang = lang
        self.lang_toggle = LanguageSwitch(lang)
        self.lang_toggle.on_change(self.set_lang)
        self.page = w.HTML()
        header = w.HBox([self.lang_toggle])
        header.add_class("burg-header")
        self.root = w.VBox([w.HTML(CSS + css), header, self.page])
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
