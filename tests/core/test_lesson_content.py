"""The lessons' content files of every game (widgets/<game>/lessons/content/<lesson>/): every
text exists in both languages and none is empty, the placeholders match, every position loads,
every step is an action in its JSON form, the page words exist in both languages, and a damaged
file gives a message naming it."""

from __future__ import annotations

import json
import re
import string
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from burg.core import registry
from widgets.core.lessons.content import CORE_WORDS, LANGS, ContentError
from widgets.schutz.lessons import CONTENT, LessonContent

#: Every game's lessons package (its lessons, its content), by game (every registered game).
GAMES = {name: import_module(f"widgets.{name}.lessons") for name in registry.GAMES}
LESSONS = [(game, lesson_id) for game, pkg in GAMES.items() for lesson_id in pkg.LESSON_IDS]


def _leaves(node: Any, path: str = "") -> dict[str, Any]:
    """Every text of a TOML document by its path (parts by their key, lists by index)."""
    out: dict[str, Any] = {}
    if isinstance(node, dict):
        for k, v in node.items():
            out.update(_leaves(v, f"{path}.{k}" if path else k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            key = v.get("key", i) if isinstance(v, dict) else i
            out.update(_leaves(v, f"{path}[{key}]"))
    else:
        out[path] = node
    return out


#: The English words a game's German lesson texts never use (its own terms too).
ENGLISH = {
    "wettkampf": re.compile(r"\b(the|and|turn)\b|(?<![{\w])(card|wall)"),  # {cards}: a field
    "carcassonne": re.compile(r"\b(the|and|tile|path|tower|house|court|turn)\b"),
}


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize(("game", "lesson_id"), LESSONS)
def test_every_text_in_both_languages(game: str, lesson_id: str) -> None:
    content = GAMES[game].LessonContent(lesson_id)
    leaves = {lang: _leaves(content.texts(lang)) for lang in LANGS}
    en, de = leaves["en"], leaves["de"]
    assert sorted(en) == sorted(de), set(en) ^ set(de)
    for key in en:
        for lang in LANGS:
            value = leaves[lang][key]
            assert isinstance(value, str) and value.strip(), f"{lang}.toml {key} is empty"
        assert _fields(en[key]) == _fields(de[key]), f"placeholders differ in {key}"


@pytest.mark.parametrize(("game", "lesson_id"), LESSONS)
def test_german_is_german(game: str, lesson_id: str) -> None:
    """A German text is not an English one left untranslated (a cheap check: the common English
    words that German never uses)."""
    content = GAMES[game].LessonContent(lesson_id)
    english = re.compile(r"\b(the|and|with|you|your|which|when|player)\b")
    for key, value in _leaves(content.texts("de")).items():
        if key.endswith("options") or "options[" in key:
            continue
        assert not english.search(value), f"de.toml {key}: {value[:80]}"


@pytest.mark.parametrize(("game", "lesson_id"), [x for x in LESSONS if x[0] in ENGLISH])
def test_german_has_no_english_game_words(game: str, lesson_id: str) -> None:
    """No word of the game's English texts in the German ones (options too)."""
    content = GAMES[game].LessonContent(lesson_id)
    for key, value in _leaves(content.texts("de")).items():
        assert not ENGLISH[game].search(value), f"de.toml {key}: {value[:80]}"


@pytest.mark.parametrize(("game", "lesson_id"), [x for x in LESSONS if x[0] in ENGLISH])
def test_every_example_step_has_its_caption(game: str, lesson_id: str) -> None:
    content = GAMES[game].LessonContent(lesson_id)
    steps = content.data["example"]["steps"]
    for lang in LANGS:
        leaves = _leaves(content.texts(lang))
        assert all(f"example.steps[{i}]" in leaves for i in range(len(steps))), lang
        assert f"example.steps[{len(steps)}]" not in leaves, lang


@pytest.mark.parametrize(("game", "lesson_id"), LESSONS)
def test_positions_and_steps_load(game: str, lesson_id: str) -> None:
    content = GAMES[game]
    folder = content.CONTENT / lesson_id
    files = sorted(folder.glob("*.position.json"))
    assert files
    for path in files:
        data = json.loads(path.read_text())
        content.ROOT.load(data)  # raises on a bad position
        if game != "schutz":  # the face-down cards or tiles are in the file
            assert "secret" in data, path.name
    for lang in LANGS:
        lesson = content.LessonContent(lesson_id).lesson(lang, **_any_checkers(game, lesson_id))
        assert lesson.title
        for example in lesson.examples():
            game_at = example.game()
            for step in example.steps:  # every step legal where it is played
                assert game_at.why_not(step.action) is None, (lesson_id, step)
                game_at.apply(step.action)


@pytest.mark.parametrize("game", GAMES)
def test_page_words_in_both_languages(game: str) -> None:
    """A game's own page words and the shared ones: the same keys in English and German."""
    import tomllib

    folder = GAMES[game].CONTENT
    for where in (folder, CORE_WORDS):
        en, de = (tomllib.loads((where / f"page.{lang}.toml").read_text()) for lang in LANGS)
        assert sorted(en) == sorted(de), set(en) ^ set(de)
        assert all(v.strip() for v in (*en.values(), *de.values()))


def _any_checkers(game: str, lesson_id: str) -> dict[str, Any]:
    pkg = content = GAMES[game]
    mod = pkg.module(lesson_id)
    data = json.loads((content.CONTENT / lesson_id / "lesson.json").read_text())
    parts = {p["key"]: getattr(mod, "PART_CHECKS", {}).get(p["key"]) for p in data.get("parts", [])}
    return {"check": mod.check, **({"parts": parts} if parts else {})}


def test_a_damaged_file_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "03_round"
    folder.mkdir()
    (folder / "lesson.json").write_text("{not json")
    with pytest.raises(ContentError, match=r"lesson\.json: not JSON"):
        LessonContent("03_round", root=tmp_path)
    src = CONTENT / "03_round"
    for f in src.iterdir():
        (folder / f.name).write_text(f.read_text())
    (folder / "de.toml").write_text('title = "unfinished')
    content = LessonContent("03_round", root=tmp_path)
    with pytest.raises(ContentError, match=r"de\.toml: not TOML"):
        content.texts("de")
    (folder / "de.toml").write_text((src / "de.toml").read_text().replace("[messages]", "[x]"))
    with pytest.raises(ContentError, match=r"no text messages\.right"):
        content.msg("de", "right")


def test_a_part_is_found_by_its_key() -> None:
    """``part_text`` and ``part_options`` find a part by its key and name a missing one."""
    content = LessonContent("07_maurer")
    assert content.part_text("de", "silver")["title"].startswith("Silber")
    labels, values = zip(*content.part_options("en", "silver"), strict=True)
    assert values == ("nothing", "illegal", "carts") and labels[0].startswith("He takes nothing")
    with pytest.raises(ContentError, match=r"de\.toml: no part 'gold'"):
        content.part_text("de", "gold")
    with pytest.raises(ContentError, match=r"lesson\.json: no part 'gold'"):
        content.part_options("en", "gold")
