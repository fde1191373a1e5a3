"""The lessons of *Im Schutze der Burg*, each a thin notebook calling ``show(lesson_id)``, and its
landing page (``show_index()``). Here only what is this game's own: its lessons in order and how its
``content/`` reads (its actions, its positions: docs/positions.md); the rest is the shared
``LessonSet`` (``widgets.core.lessons.registry``)."""

from __future__ import annotations

from burg.schutz.actions import ACTIONS
from burg.schutz.positions import load_position
from widgets.core.lessons.registry import LessonSet

#: Lesson id (also the notebook's name) -> the module holding its content.
MODULES: dict[str, str] = {
    "01_welcome": "welcome",
    "02_setup": "setup",
    "03_round": "round",
    "04_arbeiter_cards": "arbeiter_cards",
    "05_bote": "bote",
    "06_haendler": "haendler",
    "07_maurer": "maurer",
    "08_steinmetz": "steinmetz",
    "09_arbeiter": "arbeiter",
    "10_baumeister": "baumeister",
    "11_building": "building",
    "12_helpers": "helpers",
    "13_final_scoring": "final_scoring",
    "14_two_players": "two_players",
    "15_play": "play",
    "16_winter": "winter",
}
LESSONS = LessonSet(__name__, MODULES, ACTIONS, load_position)
LESSON_IDS, ROOT, CONTENT = LESSONS.ids, LESSONS.content, LESSONS.content.folder
module, get, show, show_index = LESSONS.module, LESSONS.get, LESSONS.show, LESSONS.show_index
show_glossary = LESSONS.show_glossary  # the glossary page
LessonIndex, LessonContent, ui = LESSONS.index_page, LESSONS.lesson_content, LESSONS.ui

#: Lessons still to come (listed on the landing page as "coming …"): none at the moment.
COMING: tuple[tuple[str, str], ...] = ()
