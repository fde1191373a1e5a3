"""The content of *Der Wettkampf der Burgbaumeister*'s lessons: its folder ``content/`` read by
the shared loader (``widgets.core.lessons.content``, format in ``docs/lessons.md``) with this
game's actions and positions (``docs/wettkampf-positions.md``). Nothing here imports ipywidgets.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from burg.wettkampf.actions import ACTIONS
from burg.wettkampf.positions import load_position
from widgets.core.lessons import content as core
from widgets.core.lessons.content import LANGS, ContentError, ContentRoot, fill

__all__ = ["CONTENT", "LANGS", "ROOT", "ContentError", "LessonContent", "fill", "ui"]

CONTENT = Path(__file__).with_name("content")
ROOT = ContentRoot(CONTENT, ACTIONS, load_position)


def LessonContent(lesson_id: str, root: Path = CONTENT) -> core.LessonContent:
    """The files of one lesson (``root``: another content folder, as in the tests)."""
    return core.LessonContent(
        lesson_id, ROOT if root == CONTENT else ContentRoot(root, ACTIONS, load_position)
    )


def ui(key: str, lang: str = "en", **values: Any) -> str:
    """One of the lesson pages' own words (this game's ``content/page.<lang>.toml``, then the
    shared ones)."""
    return ROOT.ui(key, lang, **values)
