"""The lessons of *Der Wettkampf der Burgbaumeister*, each a thin notebook calling
``show(lesson_id)``, and its landing page (``show_index()``). Here only what is this game's own: its
lessons in order and how its ``content/`` reads (its actions, its positions:
docs/wettkampf-positions.md); the rest is the shared ``LessonSet``
(``widgets.core.lessons.registry``)."""

from __future__ import annotations

from burg.wettkampf.actions import ACTIONS
from burg.wettkampf.positions import load_position
from widgets.core.lessons.registry import LessonSet

#: Lesson id (also the notebook's name) -> the module holding its checkers.
MODULES: dict[str, str] = {
    "01_goal": "goal",
    "02_turn": "turn",
    "03_wall": "wall",
    "04_end": "end",
    "05_figures": "figures",
    "06_cannon": "cannon",
    "07_wizard": "wizard",
    "08_play": "play",
}
LESSONS = LessonSet(__name__, MODULES, ACTIONS, load_position)
LESSON_IDS, ROOT, CONTENT = LESSONS.ids, LESSONS.content, LESSONS.content.folder
module, get, show, show_index = LESSONS.module, LESSONS.get, LESSONS.show, LESSONS.show_index
show_glossary = LESSONS.show_glossary  # the glossary page
LessonIndex, LessonContent, ui = LESSONS.index_page, LESSONS.lesson_content, LESSONS.ui
