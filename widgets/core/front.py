"""The front page of the family (``notebooks/index.ipynb``): the castle games, one line each in
English and German, each leading to its lessons and its play page — or "coming soon".

``FAMILY`` lists the games in the order shown, their records (``burg.core.registry``); a game's
pages are ``notebooks/<name>/index.ipynb`` (its lessons) and ``notebooks/<name>/play.ipynb``.
The page starts in the language its address asks for (``?lang=de``) or the server's
(``BURG_LANG``), has the English / Deutsch switch of every page, and its links keep the
language (``widgets.core.lang``).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from burg.core.registry import GameRecord, records
from widgets.core.lang import (
    IN_BROWSER,
    LANGS,
    LanguageSwitch,
    follow_request,
    lang_href,
    mark_lang,
    page_lang,
)
from widgets.core.style import CSS

#: The family's games in the order shown: their records (``burg.core.registry``).
FAMILY: tuple[GameRecord, ...] = tuple(records().values())

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Castle games — learn them by playing",
        "intro": "Three board games about building a castle. Each gets its lessons, one rule at "
        "a time on the real rules engine, and a page to play a whole game against bots or "
        "friends at one screen.",
        "players": "{n} players",
        "lessons": "Lessons",
        "play": "Play a game",
        "coming": "coming soon",
        "in_browser": "This copy of the tutorial runs in your browser: nothing you do is sent "
        "anywhere, and nothing needs installing. Each page starts its own Python in the "
        "browser, which takes a few seconds; saving a game downloads a file, loading one "
        "reads a file from your device.",
    },
    "de": {
        "title": "Burgspiele — spielend lernen",
        "intro": "Drei Brettspiele rund um den Burgbau. Jedes bekommt seine Lektionen — eine "
        "Regel nach der anderen, an der echten Regel-Engine — und eine Seite, auf der ihr eine "
        "ganze Partie gegen Bots oder Freunde an einem Bildschirm spielt.",
        "players": "{n} Spieler",
        "lessons": "Lektionen",
        "play": "Eine Partie spielen",
        "coming": "kommt bald",
        "in_browser": "Diese Ausgabe läuft ganz in deinem Browser: Nichts, was du tust, wird "
        "irgendwohin geschickt, und nichts muss installiert werden. Jede Seite startet ihr "
        "eigenes Python im Browser; das dauert ein paar Sekunden. Ein Spiel speichern lädt eine "
        "Datei herunter, ein Spiel laden liest eine Datei von deinem Gerät.",
    },
}

FRONT_CSS = """
<style>
.burg-front { max-width: 980px; }
.burg-front .burg-title .widget-html-content { white-space: normal; }
.burg-family-intro { margin: 4px 0 12px 0; }
.burg-in-browser { font-size: 0.9em; color: #4e342e; margin: 4px 0 12px 0; }
.burg-game { background: #fffaf0; border-left: 6px solid #8d6e63; border-radius: 4px;
  padding: 8px 14px 10px 14px; margin: 0 0 14px 0; }
.burg-game h2 { font-size: 1.3em; color: #5d4037; margin: 2px 0; }
.burg-game-credit { font-size: 0.85em; color: #555; margin-bottom: 6px; }
.burg-game-line { margin: 0 0 8px 0; }
.burg-game-links { display: flex; flex-wrap: wrap; gap: 10px; }
.burg-game-links a { display: inline-block; padding: 6px 14px; border: 1px solid #8d6e63;
  border-radius: 6px; background: #fff; color: #1565c0; font-weight: bold;
  text-decoration: none; }
.burg-game-links a:hover { background: #fff3e0; }
.burg-game-coming { border-left-color: #bcaaa4; background: #f5f2ed; }
.burg-game-coming h2 { color: #8d7b74; }
.burg-coming-soon { display: inline-block; padding: 3px 10px; border: 1px dashed #8d7b74;
  border-radius: 6px; color: #6d5d56; font-style: italic; }
@media (min-width: 1600px) {
  .burg-front { max-width: 1300px; }
}
</style>
"""


def text(key: str, lang: str = "en", **params: str) -> str:
    """One text of the front page in ``lang`` (English if the language is unknown)."""
    return TEXTS.get(lang, TEXTS["en"])[key].format(**params)


def game_html(game: GameRecord, lang: str = "en") -> str:
    """One game: its name, who made it, its line, and its links (or "coming soon")."""
    credit = " · ".join(
        part
        for part in (
            f"<i>{escape(game.english)}</i>" if game.english else "",
            escape(game.credit),
            escape(text("players", lang, n=game.players)),
        )
        if part
    )
    if game.ready:
        lessons = lang_href(f"{game.notebooks}/{game.lessons_page}", lang)
        play = lang_href(f"{game.notebooks}/{game.play_page}", lang)
        links = (
            f'<a class="burg-game-lessons" href="{lessons}">'
            f"☰ {escape(text('lessons', lang))}</a>"
            f'<a class="burg-game-play" href="{play}">'
            f"▶ {escape(text('play', lang))}</a>"
        )
    else:
        links = f'<span class="burg-coming-soon">{escape(text("coming", lang))}</span>'
    state = "burg-game-ready" if game.ready else "burg-game-coming"
    return (
        f'<div class="burg-game burg-game-{game.name} {state}">'
        f"<h2>{escape(game.title.get(lang, game.title['en']))}</h2>"
        f'<div class="burg-game-credit">{credit}</div>'
        f'<p class="burg-game-line">{escape(game.line.get(lang, game.line["en"]))}</p>'
        f'<div class="burg-game-links">{links}</div></div>'
    )


def front_html(lang: str = "en", *, in_browser: bool = IN_BROWSER) -> str:
    """The list of the family's games (links are relative: they work in Voilà, JupyterLab and
    the static site); in the static site (``in_browser``), a word on what runs where."""
    games = "".join(game_html(g, lang) for g in FAMILY)
    note = ""
    if in_browser:
        note = f'<p class="burg-in-browser">{escape(text("in_browser", lang))}</p>'
    return (
        f'<div class="burg-family" lang="{lang}">'
        f'<p class="burg-family-intro">{escape(text("intro", lang))}</p>{games}{note}</div>'
    )


class FrontPage:
    """The front page as widgets: the title, the English / Deutsch switch, the games."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGS else "en"
        self.title = w.HTML()
        self.title.add_class("burg-title")
        self.lang_toggle = LanguageSwitch(self.lang)
        self.lang_toggle.on_change(self.set_lang)
        header = w.HBox([self.title, self.lang_toggle])
        header.add_class("burg-header")
        self.games = w.HTML()
        self.games.add_class("burg-front-games")
        self.root = w.VBox([w.HTML(CSS + FRONT_CSS), header, self.games])
        self.root.add_class("burg-app")
        self.root.add_class("burg-front")
        self.render()

    @classmethod
    def from_env(cls) -> FrontPage:
        """The page as Voilà starts it: in the language its address asks for (``?lang=de``),
        else the server's (``BURG_LANG``, English by default)."""
        page = cls(lang=page_lang())
        follow_request(page.lang_toggle)
        return page

    def set_lang(self, lang: str) -> None:
        """Show the page in ``lang``."""
        self.lang = lang
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self.render()

    def render(self) -> None:
        self.title.value = escape(text("title", self.lang))
        self.games.value = front_html(self.lang)
        mark_lang(self.root, self.lang)


def show_front() -> None:
    """Display the front page (in Voilà or JupyterLab)."""
    from IPython.display import display

    display(FrontPage.from_env().root)
