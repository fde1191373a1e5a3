"""A lesson's content, read from its folder (``docs/lessons.md`` describes it):

- ``lesson.json``: what is the same in every language: the example's position file and its steps
  (actions in their JSON form), the exercise's kind, option values, right and wrong answer and
  position file, the charts shown after the rule, and further parts, each with its example and
  exercise;
- ``*.position.json``: positions in the game's position format; a teacher can open any of them;
- ``en.toml``, ``de.toml``: every text, one file per language: title, rulebook sections, the rule
  paragraphs, the example's introduction and step captions, the question, hint and option
  labels, and the checker's ``[messages]`` (``{name}`` marks a value the checker fills in).

The lesson's module keeps only code: its checkers. ``LessonContent.lesson(lang, check=…)``
assembles a ``Lesson`` in one language. Every game has its own content folder, action set and
position loader (a ``ContentRoot``); the files are read the same way. Nothing here imports
ipywidgets.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Callable
from functools import cache, partial
from pathlib import Path
from typing import Any

from burg.core.actions import ActionSet
from widgets.core.lessons.model import Example, Exercise, Feedback, Lesson, Loader, Part, Step

LANGS = ("en", "de")
#: The lesson pages' own words every game shares (``page.<lang>.toml`` beside this module).
CORE_WORDS = Path(__file__).parent

Checker = Callable[..., Feedback]


class ContentError(ValueError):
    """A lesson's content file is missing or damaged (the message names the file and the key)."""


class _Keep(dict):
    """Placeholders without a value stay as written (``{name}``)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(text: str, values: dict[str, Any] | None) -> str:
    """``text`` with its ``{name}`` placeholders filled from ``values``."""
    if not values or "{" not in text:
        return text
    return text.format_map(_Keep(values))


class ContentRoot:
    """A game's lesson content: its folder, its actions' JSON forms, its position loader, and
    its page words (``page.<lang>.toml`` in the folder, over the shared ones)."""

    def __init__(self, folder: Path, actions: ActionSet, load: Loader) -> None:
        self.folder = folder
        self.actions = actions
        self.load = load

    def lesson_content(self, lesson_id: str, root: Path | None = None) -> LessonContent:
        """The files of one lesson (``root``: another content folder of the game, as in the
        tests)."""
        if root is not None and root != self.folder:
            return LessonContent(lesson_id, ContentRoot(root, self.actions, self.load))
        return LessonContent(lesson_id, self)

    def ui(self, key: str, lang: str = "en", **values: Any) -> str:
        """One of the lesson pages' own words: the game's ``page.<lang>.toml`` first, then the
        shared one (buttons, headings)."""
        lang = lang if lang in LANGS else "en"
        for path in (self.folder / f"page.{lang}.toml", CORE_WORDS / f"page.{lang}.toml"):
            table = _texts(path) if path.exists() else {}
            if key in table:
                return fill(table[key], values)
        raise ContentError(f"{self.folder / f'page.{lang}.toml'}: no text {key}")


class LessonContent:
    """The files of one lesson (``<content folder>/<lesson id>/``)."""

    def __init__(self, lesson_id: str, root: ContentRoot) -> None:
        self.id = lesson_id
        self.root = root
        self.folder = root.folder / lesson_id
        self.data = self._json("lesson.json")
        if self.data.get("format") != "burg-lesson" or self.data.get("id") != lesson_id:
            raise ContentError(f"{self.folder / 'lesson.json'}: not the lesson {lesson_id!r}")

    # --- files ------------------------------------------------------------------------------
    def _json(self, name: str) -> Any:
        return _read_json(self.folder / name)

    def texts(self, lang: str) -> dict[str, Any]:
        """Every text of the lesson in ``lang`` (its TOML file)."""
        return _texts(self.folder / f"{lang}.toml")

    def position(self, name: str) -> dict[str, Any]:
        """The position ``<name>.position.json`` (a copy: the file's data stays as written)."""
        return copy.deepcopy(_position(self.folder / f"{name}.position.json"))

    def positions(self) -> list[str]:
        """The names of the lesson's position files (a teacher can open each)."""
        return sorted(
            p.name.removesuffix(".position.json") for p in self.folder.glob("*.position.json")
        )

    def text(self, lang: str, *keys: str | int) -> Any:
        """One text by its keys (``text("de", "exercise", "hint")``), naming what is missing."""
        node: Any = self.texts(lang)
        for k in keys:
            try:
                node = node[k]
            except (KeyError, IndexError, TypeError):
                where = ".".join(str(x) for x in keys)
                raise ContentError(f"{self.folder / f'{lang}.toml'}: no text {where}") from None
        return node

    def part_text(self, lang: str, key: str) -> dict[str, Any]:
        """The texts of the part ``key`` in ``lang`` (its ``[[parts]]`` table), naming it if
        missing."""
        for part in self.text(lang, "parts"):
            if part.get("key") == key:
                return part
        raise ContentError(f"{self.folder / f'{lang}.toml'}: no part {key!r}")

    def part_data(self, key: str) -> dict[str, Any]:
        """The part ``key`` as lesson.json gives it (its example's steps, its exercise's
        options), naming it if missing."""
        data = next((p for p in self.data.get("parts", []) if p["key"] == key), None)
        if data is None:
            raise ContentError(f"{self.folder / 'lesson.json'}: no part {key!r}")
        return dict(data)

    def part_options(self, lang: str, key: str) -> list[tuple[str, Any]]:
        """The part ``key``'s exercise options: (label in ``lang``, value from lesson.json)."""
        values = self.part_data(key)["exercise"]["options"]
        labels = self.part_text(lang, key)["exercise"]["options"]
        return list(zip(labels, values, strict=True))

    def msg(self, lang: str, key: str, **values: Any) -> str:
        """A checker's message ``[messages] key`` in ``lang``, its placeholders filled."""
        return fill(self.text(lang, "messages", key), values)

    def number_feedback(
        self,
        lang: str,
        answer: Any,
        right: int,
        values: dict[str, Any],
        known: dict[int, str] | None = None,
    ) -> Feedback:
        """Feedback on a number answered: ``number`` if it is none; ``right``; else the message
        of a ``known`` mistake (answer -> message key) or ``wrong_high`` / ``wrong_low``, with
        ``answer`` shown; every message filled from ``values``, cited as the exercise is."""
        cite = self.text(lang, "exercise", "cite")
        if isinstance(answer, bool) or not isinstance(answer, int):
            return Feedback(False, self.msg(lang, "number"), cite)
        if answer == right:
            return Feedback(True, self.msg(lang, "right", **values), cite)
        key = (known or {}).get(answer) or ("wrong_high" if answer > right else "wrong_low")
        return Feedback(
            False, self.msg(lang, key, **values), cite, self.msg(lang, "answer", **values)
        )

    # --- a Lesson in one language -----------------------------------------------------------
    def lesson(
        self,
        lang: str = "en",
        check: Checker | None = None,
        parts: dict[str, Checker] | None = None,
        values: dict[str, Any] | None = None,
        steps: list[dict[str, Any]] | None = None,
    ) -> Lesson:
        """The lesson in ``lang``. ``check`` (and ``parts``: a checker per part key) are called
        as ``check(answer, lang=lang)``; ``values`` fill placeholders in the texts; ``steps``
        replaces the example's steps (a lesson whose example is computed)."""
        tx = self.texts(lang)
        data = self.data
        example = None
        if "example" in data:
            ex_data = dict(data["example"], **({"steps": steps} if steps is not None else {}))
            example = self._example(ex_data, tx.get("example", {}), values, "example")
        exercise = None
        if "exercise" in data:
            exercise = self._exercise(data["exercise"], tx.get("exercise", {}), check, lang)
        part_texts = {p.get("key"): p for p in tx.get("parts", [])}
        lesson_parts = []
        for pd in data.get("parts", []):
            key = pd["key"]
            pt = part_texts.get(key)
            if pt is None:
                raise ContentError(f"{self.folder / f'{lang}.toml'}: no part {key!r}")
            checker = (parts or {}).get(key)
            lesson_parts.append(
                Part(
                    title=pt["title"],
                    rulebook=pt["rulebook"],
                    rule=tuple(fill(p, values) for p in pt["rule"]),
                    example=self._example(pd["example"], pt["example"], values, key),
                    exercise=self._exercise(pd["exercise"], pt["exercise"], checker, lang),
                )
            )
        try:
            return Lesson(
                id=self.id,
                title=tx["title"],
                rulebook=tx["rulebook"],
                rule=tuple(fill(p, values) for p in tx["rule"]),
                example=example,
                exercise=exercise,
                sandbox=data.get("sandbox", "example"),
                extra=tuple(fill(p, values) for p in tx.get("extra", ())),
                parts=tuple(lesson_parts),
                charts=tuple(data.get("charts", ())),
            )
        except KeyError as e:
            raise ContentError(f"{self.folder / f'{lang}.toml'}: no text {e.args[0]}") from None

    def _example(
        self, data: dict[str, Any], tx: dict[str, Any], values: dict[str, Any] | None, where: str
    ) -> Example:
        captions = tx.get("steps", [])
        try:
            actions = [self.root.actions.from_json(a) for a in data["steps"]]
        except (KeyError, TypeError, ValueError) as e:
            raise ContentError(
                f"{self.folder / 'lesson.json'}: {where}: a bad step ({e})"
            ) from None
        if len(captions) != len(actions):
            raise ContentError(
                f"{self.folder}: {where} has {len(actions)} steps but {len(captions)} captions"
            )
        return Example(
            position=self.position(data["position"].removesuffix(".position.json")),
            intro=fill(tx.get("intro", ""), values),
            steps=tuple(Step(a, fill(c, values)) for a, c in zip(actions, captions, strict=True)),
            flow=bool(data.get("flow", False)),
            setup_events=bool(data.get("setup_events", False)),
            load=self.root.load,
        )

    def _exercise(
        self, data: dict[str, Any], tx: dict[str, Any], check: Checker | None, lang: str
    ) -> Exercise:
        if check is None:
            raise ContentError(f"{self.folder}: an exercise without a checker")
        values = data.get("options", [])
        labels = tx.get("options", [])
        if len(labels) != len(values):
            raise ContentError(
                f"{self.folder / f'{lang}.toml'}: {len(labels)} option labels for "
                f"{len(values)} options"
            )
        pos = data.get("position")
        try:
            question, hint = tx["question"], tx["hint"]
        except KeyError as e:
            raise ContentError(f"{self.folder / f'{lang}.toml'}: no text {e.args[0]}") from None
        return Exercise(
            question=question,
            kind=data["kind"],
            check=partial(check, lang=lang),
            hint=hint,
            rule=tx.get("cite", ""),
            options=tuple(zip(labels, (_value(v) for v in values), strict=True)),
            position=None if pos is None else self.position(pos.removesuffix(".position.json")),
            right=_value(data.get("right")),
            wrong=_value(data.get("wrong")),
            load=self.root.load,
        )


def _value(v: Any) -> Any:
    """JSON lists stand for tuples (the answers' form)."""
    return tuple(_value(x) for x in v) if isinstance(v, list) else v


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"{path}: missing") from None
    except json.JSONDecodeError as e:
        raise ContentError(f"{path}: not JSON ({e})") from None


@cache
def _texts(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"{path}: missing") from None
    except tomllib.TOMLDecodeError as e:
        raise ContentError(f"{path}: not TOML ({e})") from None


@cache
def _position(path: Path) -> dict[str, Any]:
    return _read_json(path)
