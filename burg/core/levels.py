"""Playing levels: per game three named bots, the strongest the coach (``burg.core.search``).

Each game's ``bots.py`` declares its ``LEVELS`` and registers them among its ``BOTS`` (so that
``make_bot("strong")`` works wherever a bot is made by name)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: The levels' names, weakest first.
LEVEL_NAMES = ("beginner", "club", "strong")


@dataclass(frozen=True)
class Level:
    """A level: its name (a bot name), its words in English and German, how it plays."""

    name: str
    en: str
    de: str
    #: What it is, in English (for benchmarks and the command line's help).
    about: str
    #: A bot (``burg.core.bots.Bot``) from a seed.
    make: Callable[[int | None], Any]

    def label(self, lang: str) -> str:
        """The level's name in ``lang`` (``"en"`` or ``"de"``)."""
        return self.de if lang == "de" else self.en


def levels(
    beginner: tuple[str, Callable[[int | None], Any]],
    club: tuple[str, Callable[[int | None], Any]],
    strong: tuple[str, Callable[[int | None], Any]],
) -> dict[str, Level]:
    """The three levels of a game, each ``(about, make)``, named alike in every game."""
    words = {
        "beginner": ("Beginner", "Anfänger"),
        "club": ("Club player", "Vereinsspieler"),
        "strong": ("Strong (the coach)", "Stark (der Trainer)"),
    }
    given = {"beginner": beginner, "club": club, "strong": strong}
    return {n: Level(n, *words[n], *given[n]) for n in LEVEL_NAMES}
