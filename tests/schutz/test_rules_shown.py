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

from burg.schutz.data import BUILDING_TYPES
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
#: The only rules that may be mapped to "never-in-play", with the reason no game can show them.
#: Add one only with such a reason: the target is not a place for rules no lesson got round to.
NEVER_IN_PLAY = {
    "R1": "half of an odd VP value is rounded down, but every VP value in the game is even",
}


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
    check_target(rule_id, SHOWN[rule_id])


def check_target(rule_id: str, target: str) -> None:
    """Fail unless ``target`` is a place that exists, or a category ``rule_id`` may use."""
    if target == "setup-only":
        return
    if target == "never-in-play":
        assert rule_id in NEVER_IN_PLAY, (
            f"{rule_id}: only {sorted(NEVER_IN_PLAY)} may be never-in-play"
        )
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
WORDS_ONLY = 0


def test_rules_said_in_words_only_do_not_grow() -> None:
    check_words_only(SHOWN, WORDS_ONLY)


def test_only_the_listed_rules_are_never_in_play() -> None:
    """The target "never-in-play" is for the rules ``NEVER_IN_PLAY`` names with a reason, and each
    of them is mapped to it (a rule that play can show gets the step that shows it)."""
    never = {i for i, target in SHOWN.items() if target == "never-in-play"}
    assert never <= set(NEVER_IN_PLAY), (
        f"not allowed to be never-in-play: {sorted(never - set(NEVER_IN_PLAY))}"
    )
    assert never == set(NEVER_IN_PLAY), (
        f"listed but mapped elsewhere: {sorted(set(NEVER_IN_PLAY) - never)}"
    )
    assert all(NEVER_IN_PLAY.values()), "each never-in-play rule needs its reason"


def test_r1_is_never_in_play() -> None:
    """R1's reason holds: the Arbeiter halves a building's VP, and every building's VP is even."""
    odd = {k: bt.vp for k, bt in BUILDING_TYPES.items() if bt.vp % 2}
    assert not odd, f"odd VP values: R1 can happen in play and needs a step that shows it: {odd}"


def test_an_unknown_target_is_rejected() -> None:
    """A target that is neither a lesson nor one of the two named categories fails, and a rule
    not listed in ``NEVER_IN_PLAY`` cannot use that category."""
    with pytest.raises(AssertionError):
        check_target("R1", "nowhere-in-particular")
    with pytest.raises(AssertionError, match="may be never-in-play"):
        check_target("4.5", "never-in-play")
