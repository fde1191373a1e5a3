"""The lessons of *Carcassonne – Die Burg*, each a thin notebook calling ``show(lesson_id)``, and
its landing page (``show_index()``). Here only what is this game's own: its lessons in order and how
its ``content/`` reads (its actions, its positions: docs/carcassonne-positions.md); the rest is the
shared ``LessonSet`` (``widgets.core.lessons.registry``)."""

from __future__ import annotations

from burg.carcassonne.actions import ACTIONS
from burg.carcassonne.positions import load_position
from widgets.core.lessons.registry import LessonSet

#: Lesson id (also the notebook's name) -> the module holding its checkers.
MODULES: dict[str, str] = {
    "01_castle": "castle",
    "02_placing": "placing",
    "03_paths": "paths",
    "04_towers": "towers",
    "05_houses": "houses",
    "06_courts": "courts",
    "07_followers": "followers",
    "08_quick": "quick",
    "09_wall_tiles": "wall_tiles",
    "10_final": "final",
    "11_play": "play",
}
LESSONS = LessonSet(__name__, MODULES, ACTIONS, load_position)
LESSON_IDS, ROOT, CONTENT = LESSONS.ids, LESSONS.content, LESSONS.content.folder
module, get, show, show_index = LESSONS.module, LESSONS.get, LESSONS.show, LESSONS.show_index
show_glossary = LESSONS.show_glossary  # the glossary page
LessonIndex, LessonContent, ui = LESSONS.index_page, LESSONS.lesson_content, LESSONS.ui
