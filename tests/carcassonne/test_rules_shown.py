"""Every rule of Carcassonne – Die Burg shown once: ``content/rules_shown.toml`` maps each rule id
of ``docs/rules/carcassonne.md`` — the sections of the rules (1–5 and their subsections), the
placement rules L1–L6 and every decision C that changes play — to the lesson step that shows it;
the decisions that do not change play are listed with a reason. The reference's other ids
(the data format, the reconstruction's targets, worked examples, invariants) are for engineers."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from tests.rules_shown import check_words_only
from widgets.carcassonne.lessons import CONTENT, LESSON_IDS, get
from widgets.core.lessons.model import Lesson, Part

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules" / "carcassonne.md"
SHOWN = CONTENT / "rules_shown.toml"


def _rule_ids() -> set[str]:
    """The sections 1–5 (``## 3``, ``### 3.2``), the L rules (``- **L3**``) and the decisions
    (``### C5 —``) the reference defines."""
    text = RULES.read_text(encoding="utf-8")
    sections = set(re.findall(r"^#{2,3} ([1-5](?:\.\d+)?) ", text, re.M))
    rules = set(re.findall(r"^- \*\*(L\d+)\*\*", text, re.M))
    decisions = set(re.findall(r"^### (C\d+) ", text, re.M))
    return sections | rules | decisions


def _part(lesson_id: str, key: str, lesson: Lesson) -> Part | None:
    data = json.loads((CONTENT / lesson_id / "lesson.json").read_text(encoding="utf-8"))
    keys = [p["key"] for p in data.get("parts", [])]
    return lesson.parts[keys.index(key)] if key in keys else None


def _place_exists(target: str) -> bool:
    lesson_id, _, place = target.partition("/")
    if lesson_id not in LESSON_IDS:
        return False
    lesson = get(lesson_id)
    parts = place.split(":")
    if parts[0] == "part":
        part = _part(lesson_id, parts[1], lesson) if len(parts) >= 3 else None
        if part is None:
            return False
        example, exercise, parts = part.example, part.exercise, parts[2:]
    else:
        example, exercise = lesson.example, lesson.exercise
    kind = parts[0]
    if kind == "rule":
        return bool(lesson.rule)
    if kind == "exercise":
        return exercise is not None and len(parts) == 1
    if kind == "sandbox":
        return lesson.sandbox in ("play", "example")
    if kind == "example" and len(parts) == 2 and parts[1].isdigit():
        return example is not None and int(parts[1]) <= len(example.steps)
    return False


def test_the_reference_defines_what_the_map_covers() -> None:
    ids = _rule_ids()
    assert {"1", "2.3", "3.2", "4.3", "5", "L1", "L6", "C1", "C33"} <= ids
    assert not {i for i in ids if i.startswith(("6", "7", "8", "9"))}


def test_every_rule_is_shown_once_in_a_lesson_step_that_exists() -> None:
    data = tomllib.loads(SHOWN.read_text(encoding="utf-8"))
    shown, not_play = data["shown"], data.get("not_play", {})
    ids = _rule_ids()
    rules = {i for i in ids if not i.startswith("C")}
    assert rules <= set(shown), f"rules with no lesson step: {sorted(rules - set(shown))}"
    assert ids == set(shown) | set(not_play), sorted(ids ^ (set(shown) | set(not_play)))
    assert not set(shown) & set(not_play)
    bad = {i: t for i, t in shown.items() if t != "setup-only" and not _place_exists(t)}
    assert not bad, f"no such lesson step: {bad}"
    assert all(reason.strip() for reason in not_play.values())


def test_the_check_finds_a_step_that_does_not_exist() -> None:
    assert _place_exists("09_wall_tiles/part:order:example:7")
    assert not _place_exists("09_wall_tiles/part:order:example:8")
    assert not _place_exists("09_wall_tiles/part:nothing:exercise")
    assert not _place_exists("12_nothing/rule")
    assert not _place_exists("01_castle/exercise:2")


#: How many rules are still said in a lesson's rule text only ("<lesson>/rule"), not shown by an
#: example step, an exercise or a sandbox. The number may only go down: lower it when a rule gets
#: a step that shows it.
WORDS_ONLY = 0


def test_rules_said_in_words_only_do_not_grow() -> None:
    check_words_only(tomllib.loads(SHOWN.read_text(encoding="utf-8"))["shown"], WORDS_ONLY)
