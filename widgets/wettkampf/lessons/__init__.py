"""The lessons of *Der Wettkampf der Burgbaumeister*: one per rule section, each a thin notebook
calling ``show(lesson_id)``.

``LESSON_IDS`` lists the lessons in order; ``get(id, lang)`` gives a lesson in a language
(``widgets.core.lessons.model.Lesson``), its texts and positions read from its folder in
``content/`` (``docs/lessons.md``) and its checkers from its module.
"""

from __future__ import annotations

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
LESSONS = LessonSet(__name__, MODULES, "widgets.wettkampf.lessons.framework:LessonView")
LESSON_IDS: tuple[str, ...] = LESSONS.ids
module = LESSONS.module
get = LESSONS.get
show = LESSONS.show
