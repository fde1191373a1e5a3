"""The content of *Carcassonne – Die Burg*'s lessons: its folder ``content/`` read by the shared
loader (``widgets.core.lessons.content``, format in ``docs/lessons.md``) with this game's
actions and positions (docs/carcassonne-positions.md). Nothing here imports ipywidgets.

``LessonContent(lesson_id)``: the files of one lesson; ``ui(key, lang)``: the lesson pages' own
words (this game's ``content/page.<lang>.toml``, then the shared ones).
"""

from __future__ import annotations

from pathlib import Path

from burg.carcassonne.actions import ACTIONS
from burg.carcassonne.positions import load_position
from widgets.core.lessons.content import LANGS, ContentError, ContentRoot, fill

__all__ = ["CONTENT", "LANGS", "ROOT", "ContentError", "LessonContent", "fill", "ui"]

CONTENT = Path(__file__).with_name("content")
ROOT = ContentRoot(CONTENT, ACTIONS, load_position)
LessonContent = ROOT.lesson_content
ui = ROOT.ui
