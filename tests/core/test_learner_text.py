"""No codes in learner text: every text a learner reads on a game's lesson pages (every lesson's
``en.toml`` and ``de.toml``, the game's and the shared page words) is plain words. No rule id
(``rules/wettkampf.md §W14``, ``W5``, ``D4``), no file name (``.md``, ``.json``, ``docs/``), no
engine word ("rule engine", "JSON"), and no English word left in a German text.

Parametrised by game: each game's lessons are checked on their own, so a failure names the game,
the file, the key and the words at fault."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("schutz", "wettkampf", "carcassonne")
SHARED = ROOT / "widgets" / "core" / "lessons"

#: A rule id or decision number, as the project's rule references write them.
CODE = re.compile(r"§\s*\S+|\b[WDEXCHLSM]\d+(?:[–-][WDEXCHLSM]?\d+)?\b")
#: A file or folder name.
#: Carcassonne names the castle's spaces as its edges do (column A-I, row 1-10: "C3"); such a
#: name is a place on the board a learner sees, not a code.
SQUARE = re.compile(r"^[A-I](?:[1-9]|10)$")
FILE = re.compile(r"\.(?:md|json|py|toml|ipynb)\b|\bdocs/")
#: Words of the program's makers, not of the game.
ENGINE = re.compile(r"\b(?:rules? engine|engine|Regel-?Engine|Engine|JSON)\b", re.I)
#: English words that give away an untranslated phrase in a German text (and German jargon
#: from the programmers' side).
ENGLISH_IN_GERMAN = re.compile(
    r"\b(?:the|and|of|with|slot|slots|card|cards|wall|tower|player|players|bot|bots|sandbox|"
    r"Sandkasten|feature|features|click|score|turn)\b",
    re.I,
)


def _strings(value: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, f"{where}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _strings(v, f"{where}[{i}]")


def learner_texts(game: str, lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every learner-visible text of ``game``'s lessons in ``lang``."""
    content = ROOT / "widgets" / game / "lessons" / "content"
    files = [SHARED / f"page.{lang}.toml", content / f"page.{lang}.toml"]
    files += sorted(content.glob(f"*/{lang}.toml"))
    for f in files:
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        yield from _strings(data, str(f.relative_to(ROOT)))


def _problems(game: str, lang: str) -> list[str]:
    found = []
    for where, text in learner_texts(game, lang):
        plain = re.sub(r"<[^>]+>", " ", text)  # the words, not the markup
        plain = re.sub(r"\{[a-z_0-9]+\}", " ", plain)  # placeholders are filled in
        checks = [("code", CODE), ("file name", FILE), ("engine word", ENGINE)]
        if lang == "de":
            checks.append(("English word", ENGLISH_IN_GERMAN))
        for what, pattern in checks:
            hits = sorted({m.group(0) for m in pattern.finditer(plain)})
            if game == "carcassonne" and pattern is CODE:
                hits = [h for h in hits if not SQUARE.match(h)]
            if hits:
                found.append(f"{where}: {what} {hits}")
    return found


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_no_codes_file_names_or_engine_words_in_learner_text(game: str, lang: str) -> None:
    problems = _problems(game, lang)
    assert not problems, "\n".join(problems)


def test_the_check_finds_what_it_is_meant_to_find() -> None:
    assert CODE.search("Ende des Spiels — W5, W14") and CODE.search("(\u00a72.4)")
    assert CODE.search("unsere Entscheidung D4") and CODE.search("W18–W26")
    assert not CODE.search("Wähle 4 Karten, 2–4 Spieler, die 9. Karte")
    assert SQUARE.match("C3") and SQUARE.match("I10") and not SQUARE.match("C30")
    assert FILE.search("(JSON, docs/wettkampf-positions.md)")
    assert ENGINE.search("the rules engine") and ENGINE.search("an der echten Regel-Engine")
    assert ENGLISH_IN_GERMAN.search("im Sandkasten gegen Bots")
    assert not ENGLISH_IN_GERMAN.search("Anna deckt die 12 auf und legt sie an.")
