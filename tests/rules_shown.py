"""The check every game's map of rules to lesson steps (``rules_shown.toml``) shares: how many
rules are still said in a lesson's rule text only, pinned so that it can only go down."""

from __future__ import annotations

from collections.abc import Mapping


def words_only(shown: Mapping[str, str]) -> list[str]:
    """The rules mapped to a rule text only (``<lesson>/rule``), in the map's order."""
    return [i for i, target in shown.items() if target.endswith("/rule")]


def check_words_only(shown: Mapping[str, str], pinned: int) -> None:
    """Fail if more than ``pinned`` rules are said in words only (naming them)."""
    ids = words_only(shown)
    assert len(ids) <= pinned, (
        f"{len(ids)} rules are said in words only (pinned: {pinned}); show the new ones in "
        f"a lesson step: {ids}"
    )
