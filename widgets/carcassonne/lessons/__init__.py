"""The lessons of *Carcassonne – Die Burg*: one per rule section, each a thin notebook calling
``show(lesson_id)``.

``LESSON_IDS`` lists the lessons in order; ``get(id, lang)`` gives a lesson in a language
(``widgets.core.lessons.model.Lesson``), its texts and positions read from its folder in
``content/`` (``docs/lessons.md``) and its checkers from its module.
"""

from __future__ import annotations

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
LESSONS = LessonSet(__name__, MODULES, "widgets.carcassonne.lessons.framework:LessonView")
LESSON_IDS: tuple[str, ...] = LESSONS.ids
module = LESSONS.module
get = LESSONS.get
show = LESSONS.show
