"""The page words every game says alike, and how every game's words are looked up.

``PAGE``: the play page shell's words (``widgets.core.playpage``, the session's file errors);
each game's table (``widgets/<game>/text.py``) starts with them and adds its own. ``lookup``
formats one text of such a table; ``t`` one of ``PAGE``.
"""

from __future__ import annotations

from typing import Any

from burg.core.text import fill

#: The play page shell's words that every game says alike (``widgets.core.playpage``); each
#: game's table starts with them and adds its own.
PAGE: dict[str, dict[str, str]] = {
    "en": {
        "new_game": "New game",
        "start": "Start the game",
        "cancel": "Cancel",
        "players": "Players",
        "seat": "Seat {n}",
        "seat_name": "Seat {n}: name",
        "person": "Person",
        "bot": "Bot: {name}",
        "bot_tag": "bot",
        "bot.random": "plays at random",
        "bot.greedy": "greedy",
        "bot.search": "looks ahead",
        "bot.nomemory": "no memory",
        "bot.limited": "short memory",
        "bot.forgetful": "forgetful",
        "bot.perfect": "perfect memory",
        "undo": "Undo",
        "redo": "Redo",
        "save_game": "Save game",
        "save_position": "Save position",
        "loaded": "Loaded {name}.",
        "error": "Something went wrong: {reason}",
        "bot_thinking": "{player} (bot) is thinking …",
        "pass_screen": "Pass the screen to {player}.",
        "log": "What happened",
        "charts": "Charts",
        "load_failed": "This file cannot be loaded: {reason}",
        "load_unreadable": "The file is not a Burg save or position file.",
    },
    "de": {
        "new_game": "Neues Spiel",
        "start": "Spiel beginnen",
        "cancel": "Abbrechen",
        "players": "Spieler",
        "seat": "Spieler {n}",
        "seat_name": "Spieler {n}: Name",
        "person": "Mensch",
        "bot": "Bot: {name}",
        "bot_tag": "Bot",
        "bot.random": "spielt zufällig",
        "bot.greedy": "gierig",
        "bot.search": "schaut voraus",
        "bot.nomemory": "ohne Gedächtnis",
        "bot.limited": "kurzes Gedächtnis",
        "bot.forgetful": "vergesslich",
        "bot.perfect": "perfektes Gedächtnis",
        "undo": "Zurück",
        "redo": "Wiederholen",
        "save_game": "Spiel speichern",
        "save_position": "Stellung speichern",
        "loaded": "{name} geladen.",
        "error": "Etwas ist schiefgegangen: {reason}",
        "bot_thinking": "{player} (Bot) überlegt …",
        "pass_screen": "Gib den Bildschirm an {player} weiter.",
        "log": "Was geschah",
        "charts": "Diagramme",
        "load_failed": "Diese Datei lässt sich nicht laden: {reason}",
        "load_unreadable": "Die Datei ist kein Burg-Spielstand und keine Stellung.",
    },
}

#: Default names of the seats.
DEFAULT_NAMES: tuple[str, ...] = ("Anna", "Ben", "Carl", "Dora")  # as in the lessons


def lookup(catalog: dict[str, dict[str, str]], key: str, lang: str = "en", **params: Any) -> str:
    """The text ``key`` of ``catalog`` in ``lang`` (English if missing), formatted with
    ``params`` (``{n|card|cards}``: the word for the number ``n``, see
    ``burg.core.text.fill``). Every game's page words are looked up this way."""
    table = catalog.get(lang, catalog["en"])
    template = table.get(key) or catalog["en"].get(key, key)
    return fill(template, params) if params else template


def t(key: str, lang: str = "en", **params: Any) -> str:
    """A shared page word ``key`` in ``lang`` (``lookup`` in ``PAGE``)."""
    return lookup(PAGE, key, lang, **params)
