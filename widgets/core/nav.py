"""The navigation bar every page of a game shows, the same way everywhere (the play page, each
lesson, the lesson list, the glossary, the strategy lab): the family's front page, the
game's lesson list, its play page, its glossary, its strategy lab.

The links are relative (every page of a game lies in ``notebooks/<game>/``, the front page one
folder up) and go through ``lang_href``: they keep the language and are ``.html`` files in the
static site. The page shown is marked, not linked.
"""

from __future__ import annotations

from html import escape
from typing import Any, Literal

from widgets.core.lang import lang_href

#: Which page of a game shows the bar.
Here = Literal["play", "lessons", "lesson", "glossary", "lab"]

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "label": "Pages",
        "family": "All castle games",
        "lessons": "Lessons",
        "play": "Play a game",
        "glossary": "Glossary",
        "lab": "Strategy lab",
    },
    "de": {
        "label": "Seiten",
        "family": "Alle Burgspiele",
        "lessons": "Lektionen",
        "play": "Eine Partie spielen",
        "glossary": "Glossar",
        "lab": "Strategielabor",
    },
}

#: (class, target, icon, text key) of each link, in order.
LINKS: tuple[tuple[str, str, str, str], ...] = (
    ("burg-family-link", "../index.ipynb", "⌂", "family"),
    ("burg-lessons-link", "index.ipynb", "☰", "lessons"),
    ("burg-play-page-link", "play.ipynb", "▶", "play"),
    ("burg-glossary-page-link", "glossary.ipynb", "ℹ", "glossary"),
    ("burg-lab-link", "lab.ipynb", "⚗", "lab"),
)


def nav_bar_html(lang: str, here: Here | None = None) -> str:
    """The bar in ``lang``; ``here``: the page showing it (``lessons``: the lesson list,
    ``play``: the play page, ``glossary``: the glossary, ``lab``: the strategy lab; a lesson
    links to all)."""
    words = TEXTS.get(lang, TEXTS["en"])
    parts = []
    for cls, target, icon, key in LINKS:
        label = f'<span aria-hidden="true">{icon}</span> {escape(words[key])}'
        if key == here:
            parts.append(f'<span class="{cls} burg-navbar-here" aria-current="page">{label}</span>')
        else:
            href = escape(lang_href(target, lang))
            parts.append(f'<a class="{cls}" href="{href}">{label}</a>')
    return (
        f'<nav class="burg-navbar" aria-label="{escape(words["label"])}" lang="{lang}">'
        + "".join(parts)
        + "</nav>"
    )


NAV_CSS = """
<style>
.burg-navbar { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center;
  margin: 0 0 4px 0; padding: 4px 0; border-bottom: 2px solid #d7ccc8; font-size: 16px;
  max-width: 100%; box-sizing: border-box; }
.burg-navbar a, .burg-navbar .burg-navbar-here { display: inline-block; padding: 4px 10px;
  border-radius: 6px; white-space: nowrap; }
.burg-navbar a { color: #1565c0; text-decoration: underline; }
.burg-navbar a:hover { background: #fff3e0; }
.burg-navbar a:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.burg-navbar .burg-navbar-here { color: #3e2723; font-weight: bold; background: #efebe9; }
@media (min-width: 1600px) { .burg-navbar { font-size: 20px; } }
@media (max-width: 900px) { .burg-navbar { gap: 2px 4px; font-size: 15px; }
  .burg-navbar a, .burg-navbar .burg-navbar-here { padding: 4px 5px; } }
</style>
"""


def nav_bar(lang: str, here: Here | None = None) -> Any:
    """The bar as a widget (``value``: ``nav_bar_html``; class ``burg-navbar-box``)."""
    import ipywidgets as w

    bar = w.HTML(NAV_CSS + nav_bar_html(lang, here))
    bar.add_class("burg-navbar-box")
    return bar


def relabel(bar: Any, lang: str, here: Here | None = None) -> None:
    """Show ``bar`` (made by ``nav_bar``) in ``lang``."""
    value = NAV_CSS + nav_bar_html(lang, here)
    if bar.value != value:
        bar.value = value
