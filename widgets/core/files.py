"""Saving and loading on the play pages, as a player expects it.

- ``file_name``: one naming scheme for every game's files, ``<game>-<date>-<time>.json``
  (``carcassonne-2026-11-27-0433.json``; a position: ``carcassonne-position-….json``).
- ``Downloader``: a small widget whose browser side saves a file at once (a click on a link it
  makes itself), on the Voilà server and in the static site alike: "Save game" is one click.
- ``diagnose`` and ``bad_file_html``: why a file cannot be loaded, in the page's language and in
  plain words (not a Burg save, cut off or damaged, a save of another of our games, a save from a
  newer version) and what to do. Never the parser's text, a rule or an internal id; the game
  played goes on unchanged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from html import escape
from typing import Any, Literal

import anywidget
import traitlets as tl

from burg.core.errors import BurgError
from burg.core.game import SAVE_FORMAT
from burg.core.registry import records
from burg.core.text import fill
from widgets.core.lang import lang_href

#: The words of this module, per language.
FILES: dict[str, dict[str, str]] = {
    "en": {
        "not_save": "This file is not a saved Burg game. Choose a file made with "
        "“{save_game}” or “{save_position}”.",
        "damaged_line": "This save is cut off or damaged (line {line}). Choose another file, "
        "or play on and save again.",
        "damaged_move": "This save is damaged: its move {n} cannot be played. Choose another "
        "file, or play on and save again.",
        "damaged": "This save is damaged and cannot be played on. Choose another file, or play "
        "on and save again.",
        "other_game": "This is a save of “{title}”, not of this game.",
        "other_link": "Open it on the play page of “{title}”",
        "newer": "This file was saved by a newer version of Burg, which this page cannot read "
        "yet. Open it with the newest Burg pages.",
        "kept": "Your game goes on unchanged.",
        "saved_game": "Saved to your downloads: the game with {n} {n|move|moves}.",
        "saved_position": "Saved to your downloads: the position.",
        "again": "Nothing arrived? Download it again",
        "loaded_game": "The saved game is loaded ({n} {n|move|moves} played).",
        "loaded_position": "The saved position is loaded.",
    },
    "de": {
        "not_save": "Diese Datei ist kein gespeichertes Burg-Spiel. Wähle eine Datei, die mit "
        "„{save_game}“ oder „{save_position}“ entstanden ist.",
        "damaged_line": "Dieser Spielstand ist abgeschnitten oder beschädigt (Zeile {line}). "
        "Wähle eine andere Datei oder spiele weiter und speichere neu.",
        "damaged_move": "Dieser Spielstand ist beschädigt: sein {n}. Zug lässt sich nicht "
        "spielen. Wähle eine andere Datei oder spiele weiter und speichere neu.",
        "damaged": "Dieser Spielstand ist beschädigt, mit ihm lässt sich nicht weiterspielen. "
        "Wähle eine andere Datei oder spiele weiter und speichere neu.",
        "other_game": "Das ist ein Spielstand von „{title}“, nicht von diesem Spiel.",
        "other_link": "Öffne ihn auf der Spielseite von „{title}“",
        "newer": "Diese Datei stammt aus einer neueren Version von Burg, die diese Seite noch "
        "nicht lesen kann. Öffne sie mit den neuesten Burg-Seiten.",
        "kept": "Dein Spiel geht unverändert weiter.",
        "saved_game": "In deinen Downloads gespeichert: das Spiel mit {n} {n|Zug|Zügen}.",
        "saved_position": "In deinen Downloads gespeichert: die Stellung.",
        "again": "Nichts angekommen? Noch einmal herunterladen",
        "loaded_game": "Der Spielstand ist geladen ({n} {n|Zug|Züge} gespielt).",
        "loaded_position": "Die Stellung ist geladen.",
    },
}

#: The kinds of files that cannot be loaded.
Kind = Literal["not_save", "damaged", "other_game", "newer"]


def words(key: str, lang: str, **params: Any) -> str:
    """The text ``key`` of ``FILES`` in ``lang``."""
    table = FILES.get(lang, FILES["en"])
    return fill(table.get(key) or FILES["en"][key], params)


def file_name(game: str, when: datetime | None = None, what: str = "game") -> str:
    """The name a file of ``game`` is saved as: ``<game>-<date>-<time>.json`` for a game,
    ``<game>-position-<date>-<time>.json`` for a position."""
    when = when or datetime.now()
    middle = "" if what == "game" else f"-{what}"
    return f"{game}{middle}-{when:%Y-%m-%d-%H%M}.json"


@dataclass(frozen=True)
class BadFile:
    """Why a file cannot be loaded: its ``kind``, and where known the ``line`` of the damage,
    the ``move`` that cannot be played or the ``game`` (its name) the save belongs to."""

    kind: Kind
    line: int | None = None
    move: int | None = None
    game: str | None = None


def _game_of(data: dict[str, Any]) -> str | None:
    """The name of the game a save or position file of ours belongs to (``None``: none)."""
    fmt = data.get("format")
    if fmt == SAVE_FORMAT:
        name = data.get("game")
        return name if isinstance(name, str) and name in records() else None
    for r in records().values():
        if fmt == r.position_format:
            return r.name
    return None


def is_save(data: Any) -> bool:
    """Whether ``data`` (a file's content) is a save file (not a position)."""
    try:
        return json.loads(data).get("format") == SAVE_FORMAT
    except (ValueError, TypeError, AttributeError, RecursionError):
        return False


def diagnose(data: Any, game: str, error: BaseException | None) -> BadFile:
    """Why ``data`` (a file's content, or parsed JSON) could not be loaded on ``game``'s page
    (its name); ``error``: the engine's reason, if it gave one."""
    if isinstance(data, bytes | bytearray):
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError:
            return BadFile("not_save")  # an image, a document …
    if isinstance(data, str):
        if not data.strip() or "\x00" in data:
            return BadFile("not_save")
        try:
            data = json.loads(data)
        except json.JSONDecodeError as e:
            if data.lstrip().startswith("{"):
                return BadFile("damaged", line=e.lineno)
            return BadFile("not_save")
        except (ValueError, RecursionError):
            return BadFile("damaged")
    if not isinstance(data, dict):
        return BadFile("not_save")
    owner = _game_of(data)
    if owner is None:
        return BadFile("not_save")
    if owner != game:
        return BadFile("other_game", game=owner)
    if isinstance(error, BurgError):
        got, want = data.get("version"), error.params.get("want")
        if error.key.endswith("version") and type(got) is int and type(want) is int and got > want:
            return BadFile("newer")
        number = error.params.get("number")
        if type(number) is int:
            return BadFile("damaged", move=number)
    return BadFile("damaged")


def bad_file_html(bad: BadFile, lang: str, *, playing: bool, buttons: dict[str, str]) -> str:
    """The message (HTML) for ``bad`` in ``lang``: what is wrong and what to do; ``playing``: a
    game goes on unchanged; ``buttons``: the page's labels of ``save_game`` and
    ``save_position``."""
    if bad.kind == "not_save":
        html = escape(words("not_save", lang, **buttons))
    elif bad.kind == "damaged" and bad.line is not None:
        html = escape(words("damaged_line", lang, line=bad.line))
    elif bad.kind == "damaged" and bad.move is not None:
        html = escape(words("damaged_move", lang, n=bad.move))
    elif bad.kind == "other_game" and bad.game is not None:
        r = records()[bad.game]
        title = r.title.get(lang, r.title["en"])
        href = lang_href(f"../{r.notebooks}/{r.play_page}", lang)
        link = escape(words("other_link", lang, title=title))
        html = (
            f"{escape(words('other_game', lang, title=title))} "
            f'<a class="burg-other-game" href="{escape(href)}" target="_blank">{link}</a>.'
        )
    elif bad.kind == "newer":
        html = escape(words("newer", lang))
    else:
        html = escape(words("damaged", lang))
    if playing:
        html += " " + escape(words("kept", lang))
    return html


_ESM = r"""
function render({ model, el }) {
  el.classList.add("burg-downloader");
  const save = (msg) => {
    if (!msg || msg.event !== "download") return;
    const blob = new Blob([msg.text], { type: msg.type || "application/json" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = msg.name;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 60000);
  };
  model.on("msg:custom", save);
  return () => model.off("msg:custom", save);
}
export default { render };
"""


class Downloader(anywidget.AnyWidget):
    """Saves a file in the browser at once (``download``): its browser side makes a link to the
    text and clicks it. Shown on the page (invisibly), else its browser side would not run."""

    _esm = _ESM
    _css = ".burg-downloader { display: none; }"
    count = tl.Int(0).tag(sync=True)  # files offered so far (for tests)

    def download(self, name: str, text: str, kind: str = "application/json") -> None:
        """Save ``text`` as the file ``name`` (of the media type ``kind``) in the visitor's
        downloads."""
        self.count += 1
        self.send({"event": "download", "name": name, "text": text, "type": kind})
