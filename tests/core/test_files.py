"""Saving and loading on every play page as a player expects it (``widgets.core.files``): one
naming scheme, and a file that cannot be loaded explained in the page's language and in plain
words — not a Burg save, cut off or damaged, a save of another of our games (with a link to its
play page), a save from a newer version — never parser text, rules or internal ids; the game
played goes on unchanged."""

from __future__ import annotations

import json
import re
from datetime import datetime
from html import unescape
from typing import Any

import pytest

from widgets.carcassonne.app import PlayApp as CarcassonneApp
from widgets.core import files
from widgets.core.playpage import PlayPageBase
from widgets.core.session import PERSON
from widgets.schutz.app import PlayApp as SchutzApp
from widgets.wettkampf.app import PlayApp as WettkampfApp

APPS: dict[str, type[PlayPageBase[Any]]] = {
    "schutz": SchutzApp,
    "wettkampf": WettkampfApp,
    "carcassonne": CarcassonneApp,
}
LANGS = ("en", "de")

#: What a message must never show: parser text, the engine's keys, quoted ids, file formats,
#: rules, internal game names.
FORBIDDEN = re.compile(
    r"codec|Expecting|Unterminated|Unknown keys|Unbekannte Schlüssel|'[a-z_]+'|json|§"
    r"|(?-i:\b(schutz|wettkampf|carcassonne)\b)|burg-game|burg-[a-z]+-position|\[",
    re.IGNORECASE,
)
#: What each kind says, per language.
SAYS = {
    ("not_save", "en"): "not a saved Burg game",
    ("not_save", "de"): "kein gespeichertes Burg-Spiel",
    ("damaged", "en"): "damaged",
    ("damaged", "de"): "beschädigt",
    ("other_game", "en"): "not of this game",
    ("other_game", "de"): "nicht von diesem Spiel",
    ("newer", "en"): "newer version",
    ("newer", "de"): "neueren Version",
}


def _app(game: str, lang: str = "en") -> PlayPageBase[Any]:
    cls = APPS[game]
    app = cls(bot_delay=0, lang=lang, charts=False)
    app.new_game([PERSON, cls.DEFAULT_BOT], seed=3)
    return app


def _save(game: str) -> dict[str, Any]:
    app = _app(game)
    return json.loads(app.save_text())


def _position(game: str) -> dict[str, Any]:
    app = _app(game)
    return json.loads(app.session.position_text())


def bad_files(game: str) -> list[tuple[str, str | bytes, str]]:
    """``(kind, content, what the message must say besides the kind)`` for ``game``'s page."""
    save = _save(game)
    text = json.dumps(save, indent=1)
    cut = "\n".join(text.splitlines()[:6])
    broken = dict(save, actions=[*save.get("actions", []), {"type": "nonsense", "player": 0}])
    moves = len(broken["actions"])
    newer = dict(save, version=99)
    newer_position = dict(_position(game), version=99)
    out: list[tuple[str, str | bytes, str]] = [
        ("not_save", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\xff\xfe", ""),
        ("not_save", "Dear diary, today we played.", ""),
        ("not_save", json.dumps({"name": "Anna", "points": 3}), ""),
        ("not_save", "[1, 2, 3]", ""),
        ("damaged", cut, "6"),
        ("damaged", text.replace('"format"', "format", 1), "2"),
        ("damaged", json.dumps(broken), str(moves)),
        ("newer", json.dumps(newer), ""),
        ("newer", json.dumps(newer_position), ""),
    ]
    for other in APPS:
        if other != game:
            out.append(("other_game", json.dumps(_save(other)), f"../{other}/play.ipynb?lang="))
            out.append(("other_game", json.dumps(_position(other)), f"../{other}/play.ipynb"))
    return out


def visible(html: str) -> str:
    """The text a player reads (without tags)."""
    return unescape(re.sub(r"<[^>]+>", "", html))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(APPS))
def test_every_bad_file_is_explained_in_plain_words_and_changes_nothing(
    game: str, lang: str
) -> None:
    app = _app(game, lang)
    before = app.save_text()
    for kind, content, detail in bad_files(game):
        assert not app.load_text(content, "some.json"), kind
        shown = app.message.value
        assert "burg-error" in shown, (kind, shown)
        text = visible(shown)
        assert SAYS[kind, lang] in text, (kind, text)
        assert detail in shown, (kind, detail, shown)
        assert not FORBIDDEN.search(text), (kind, FORBIDDEN.search(text), text)
        # what to do, and that nothing is lost
        assert ("unchanged" if lang == "en" else "unverändert") in text
        assert app.save_text() == before, kind


@pytest.mark.parametrize("lang", LANGS)
def test_a_save_of_another_game_names_it_by_title_and_links_its_page(lang: str) -> None:
    app = _app("carcassonne", lang)
    assert not app.load_text(json.dumps(_save("wettkampf")))
    shown = app.message.value
    assert "Der Wettkampf der Burgbaumeister" in shown
    assert f'href="../wettkampf/play.ipynb?lang={lang}"' in shown


def test_a_bad_file_on_a_fresh_page_says_nothing_of_a_game_going_on() -> None:
    app = APPS["schutz"](bot_delay=0, charts=False)
    assert not app.load_text(b"\x89PNG")
    assert "not a saved Burg game" in app.message.value
    assert "unchanged" not in app.message.value


def test_file_names_follow_one_scheme() -> None:
    when = datetime(2026, 11, 27, 4, 33)
    assert files.file_name("carcassonne", when) == "carcassonne-2026-11-27-0433.json"
    assert files.file_name("schutz", when, "position") == "schutz-position-2026-11-27-0433.json"
    for game in APPS:
        assert game == APPS[game].FILE_STEM


@pytest.mark.parametrize("game", list(APPS))
def test_save_downloads_at_once_and_loads_back(game: str) -> None:
    app = _app(game, "de")
    sent: list[dict[str, Any]] = []
    app.downloader.send = sent.append  # type: ignore[method-assign]
    app.save_game()
    assert len(sent) == 1 and sent[0]["event"] == "download"
    assert re.fullmatch(rf"{game}-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", sent[0]["name"])
    assert "In deinen Downloads gespeichert" in app.download.value
    app.save_position()
    assert re.fullmatch(rf"{game}-position-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", sent[1]["name"])
    other = _app(game, "de")
    assert other.load_text(sent[0]["text"])
    assert other.save_text() == app.save_text()
    assert "geladen" in other.message.value
    assert not FORBIDDEN.search(visible(other.message.value))


@pytest.mark.parametrize("game", list(APPS))
def test_the_file_messages_follow_the_pages_language(game: str) -> None:
    """ "Loaded" and "cannot be loaded" are said again in the new language when the page switches
    (they stayed in the first one); a message cleared since is not brought back."""
    app = _app(game, "de")
    sent: list[dict[str, Any]] = []
    app.downloader.send = sent.append  # type: ignore[method-assign]
    app.save_game()
    other = _app(game, "en")
    assert other.load_text(sent[0]["text"])
    assert "is loaded" in other.message.value
    other.set_lang("de")
    assert "geladen" in visible(other.message.value) and "is loaded" not in other.message.value
    assert not other.load_text(b"\x89PNG")
    other.set_lang("en")
    assert "not a saved Burg game" in visible(other.message.value)
    assert "unchanged" in visible(other.message.value)
    other.show_message("")
    other.set_lang("de")
    assert other.message.value == ""


def test_a_rules_error_is_said_again_in_the_new_language() -> None:
    """An illegal action's message (the engine's words) follows the page's language too."""
    app = _app("wettkampf", "en")
    err = app.game.why_not(object())  # type: ignore[arg-type]
    assert err is not None

    def illegal() -> None:
        raise err

    app._guard(illegal)
    assert "This is not a valid action" in app.message.value
    app.set_lang("de")
    assert "Das ist keine gültige Aktion" in app.message.value
    assert "burg-error" in app.message.value
