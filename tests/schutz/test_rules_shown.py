"""Every rule shown once: each rule of the project's rules reference (``docs/rules/schutz.md``:
its numbered sections 1–10 and the decisions that change play) is mapped in
``widgets/schutz/lessons/content/rules_shown.toml`` to the lesson that shows it, and every target
exists (the lesson, its example step, its exercise or its part)."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from tests.rules_shown import check_words_only

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "docs" / "rules" / "schutz.md"
CONTENT = ROOT / "widgets" / "schutz" / "lessons" / "content"
SHOWN = tomllib.loads((CONTENT / "rules_shown.toml").read_text(encoding="utf-8"))["shown"]
#: Sections that are no rules of the game: what holds after every step, where the sources
#: disagree, the engine's rule names, the index of decisions.
NOT_RULES = {"11", "12", "13", "14"}
#: Decisions that change no play: how the VP track is drawn at 90 and beyond, and that the winter
#: side uses the summer numbers.
NO_PLAY = {"V1", "WI1"}
#: Where a lesson may show a rule besides its part keys.
PLACES = {"rule", "example", "exercise", "sandbox"}


def sections() -> set[str]:
    text = REFERENCE.read_text(encoding="utf-8")
    ids = set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?) ", text, re.M))
    return {i for i in ids if i.split(".")[0] not in NOT_RULES}


def decisions() -> set[str]:
    """The decisions of the reference's index whose label is not only a convention."""
    text = REFERENCE.read_text(encoding="utf-8").split("## 14 Index of decisions", 1)[1]
    rows = re.findall(r"^\| ([A-Z]{1,2}\d+) \|.*\| ([^|]+) \|$", text, re.M)
    assert len(rows) > 30, "the index of decisions was not found"
    return {i for i, label in rows if label.strip() != "Convention"} - NO_PLAY


def test_every_rule_is_mapped() -> None:
    missing = sorted((sections() | decisions()) - set(SHOWN), key=str)
    assert not missing, f"rules no lesson shows: {missing}"


def test_nothing_else_is_mapped() -> None:
    extra = sorted(set(SHOWN) - sections() - decisions(), key=str)
    assert not extra, f"ids that are no rule of the reference: {extra}"


@pytest.mark.parametrize("rule_id", sorted(SHOWN))
def test_every_target_exists(rule_id: str) -> None:
    target = SHOWN[rule_id]
    if target == "setup-only":
        return
    lesson, *where = target.split("/")
    folder = CONTENT / lesson
    assert (folder / "lesson.json").is_file(), f"{rule_id}: no lesson {lesson}"
    data = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
    if not where:
        return
    parts = {p["key"]: p for p in data.get("parts", [])}
    place = where[0]
    assert place in PLACES | set(parts), f"{rule_id}: {lesson} has no {place}"
    if place == "exercise":
        assert data.get("exercise"), f"{rule_id}: {lesson} has no exercise"
    if place == "sandbox":
        assert data.get("sandbox") or data.get("example"), f"{rule_id}: {lesson} has no sandbox"
    if place == "example" and len(where) > 1:
        step = int(where[1])
        assert 1 <= step <= len(data["example"]["steps"]), f"{rule_id}: no step {step}"
    if place in parts and len(where) > 1:
        assert where[1] in PLACES, f"{rule_id}: {target}"


#: How many rules are still said in a lesson's rule text only ("<lesson>/rule", or a part's
#: "rule"), not shown by an example step, an exercise, a part or a sandbox. The number may only go
#: down: lower it when a rule gets a step that shows it.
WORDS_ONLY = 1


def test_rules_said_in_words_only_do_not_grow() -> None:
    check_words_only(SHOWN, WORDS_ONLY)
