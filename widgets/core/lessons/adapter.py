"""What the lesson pages need to know of one game: ``LessonGame``.

The page (``widgets.core.lessons.view``) is the same for every game; a game's ``LessonGame``
supplies its lessons, its page words, how a position looks (``make_board``), how events read,
its sandbox and play page, its charts and the holdings a teacher changes in a position.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from widgets.core.lessons.content import ContentRoot
from widgets.core.lessons.model import Lesson


class Board(Protocol):
    """A position drawn on a lesson page: ``root`` is the widget, ``show`` redraws it."""

    root: Any

    def show(self, game: Any, lang: str) -> None:
        """Draw ``game`` in ``lang``."""


class Sandbox(Protocol):
    """Where the learner plays on: ``root`` is the widget; ``position`` the start it resets to;
    ``open(position)`` plays from another (validated first: a bad one changes nothing)."""

    root: Any
    position: dict[str, Any]

    @property
    def game(self) -> Any:
        """The game played on."""

    def set_lang(self, lang: str) -> None:
        """Relabel in ``lang``."""

    def open(self, position: dict[str, Any]) -> None:
        """Play on from ``position``."""


class LessonGame:
    """One game's lessons for the shared lesson page. Subclasses fill in what differs."""

    #: The game's key (``schutz``): also the class on the page (``burg-lessons-schutz``).
    key: str = ""
    #: The lessons, in order (a lesson id is also its notebook's name).
    lesson_ids: tuple[str, ...] = ()
    #: Lessons still to come: (title, when), listed on the landing page.
    coming: tuple[tuple[str, str], ...] = ()
    #: CSS the game's boards need on a lesson page.
    css: str = ""
    #: The per-player facts a teacher changes in fields (the rest in the position's JSON).
    position_fields: tuple[str, ...] = ()
    #: The whole game's facts a teacher changes in fields (whose turn it is …).
    game_fields: tuple[str, ...] = ()
    #: The fields holding a list of whole numbers (a wall's cards), typed as "4, 9, 15".
    list_fields: frozenset[str] = frozenset()

    def __init__(self, root: ContentRoot, get: Callable[[str, str], Lesson]) -> None:
        self.root = root
        self._get = get

    def get(self, lesson_id: str, lang: str = "en") -> Lesson:
        """A lesson in ``lang``."""
        return self._get(lesson_id, lang)

    def ui(self, key: str, lang: str = "en", **values: Any) -> str:
        """One of the lesson pages' words (the game's, then the shared ones)."""
        return self.root.ui(key, lang, **values)

    @property
    def rules(self) -> Path:
        """The game's rules folder, beside its lessons package (``widgets/<game>/rules``): its
        glossary, whose terms the lesson texts link."""
        return self.root.folder.parent.parent / "rules"

    def title(self, lesson_id: str, lang: str = "en") -> str:
        """A lesson's title, numbered."""
        return f"{int(lesson_id[:2])}. {self.get(lesson_id, lang).title}"

    # --- positions and events ---------------------------------------------------------------
    def names(self, game: Any) -> list[str]:
        """The players' names by seat."""
        return [p["name"] for p in game.view(None)["players"]]

    def make_board(self, lang: str) -> Board:  # pragma: no cover - every game defines it
        """A board for the example or an exercise."""
        raise NotImplementedError

    def example_lines(
        self, events: list[Any], names: list[str], lang: str, start: bool, setup: bool
    ) -> list[str]:  # pragma: no cover - every game defines it
        """What a step of an example did, in words (``start``: the position's own events;
        ``setup``: the example narrates the set-up)."""
        raise NotImplementedError

    def step_lines(
        self,
        game: Any,
        events: list[Any],
        names: list[str],
        lang: str,
        start: bool,
        setup: bool,
    ) -> list[str]:
        """The narration of an example's step in ``game`` (the position after it); by default
        ``example_lines``, which does not need the game."""
        return self.example_lines(events, names, lang, start, setup)

    def flow_chart(self, lang: str) -> Any:
        """The chart of what each step moved (``None``: the game has none)."""
        return None

    def pieces(self, lang: str) -> list[tuple[str, str]]:
        """(key, name) of the kinds a ``payment`` exercise asks a number for."""
        return []

    def chart(self, name: str, lang: str, old: Any = None) -> Any:  # pragma: no cover
        """One of the game's lesson charts (``Lesson.charts``) as a widget in ``lang``; ``old``:
        the same chart made before, to relabel in place (a language switch)."""
        raise KeyError(f"no lesson chart {name!r}")

    # --- sandbox, play page, teacher ----------------------------------------------------------
    def make_sandbox(self, position: dict[str, Any], lang: str) -> Sandbox:  # pragma: no cover
        """The sandbox playing on from ``position``."""
        raise NotImplementedError

    def play_app(self, lang: str) -> Any:  # pragma: no cover - a game with a "play" lesson
        """The play page, for a lesson whose sandbox is a whole game."""
        raise NotImplementedError

    def dump_position(self, game: Any) -> dict[str, Any]:  # pragma: no cover
        """``game``'s position in the game's position format."""
        raise NotImplementedError

    def load_save(self, raw: bytes) -> Any:  # pragma: no cover
        """A save or position file read by the engine (its ``PositionError`` if damaged)."""
        raise NotImplementedError

    def field_label(self, key: str, lang: str) -> str:
        """The label of a holding in ``position_fields``."""
        return key

    def get_field(self, player: dict[str, Any], key: str) -> int:
        """A player's holding ``key`` in a position."""
        return int(player.get(key, 0))

    def set_field(self, player: dict[str, Any], key: str, value: int) -> None:
        """Set a player's holding ``key`` in a position."""
        player[key] = value

    def seat_names(self, position: dict[str, Any]) -> list[str]:
        """The players' names in a position, by seat (their number is the number of seats)."""
        return [str(pl.get("name", "")) for pl in position.get("players", [])]

    def get_seat_field(self, position: dict[str, Any], seat: int, key: str) -> Any:
        """Seat ``seat``'s fact ``key`` in a position (by default ``get_field`` of its entry in
        ``players``)."""
        return self.get_field(position["players"][seat], key)

    def set_seat_field(self, position: dict[str, Any], seat: int, key: str, value: Any) -> None:
        """Set seat ``seat``'s fact ``key`` in a position."""
        self.set_field(position["players"][seat], key, value)

    def get_game_field(self, position: dict[str, Any], key: str) -> Any:
        """The whole game's fact ``key`` in a position (one of ``game_fields``)."""
        return int(position.get(key, 0))

    def set_game_field(self, position: dict[str, Any], key: str, value: Any) -> None:
        """Set the whole game's fact ``key`` in a position."""
        position[key] = value

    def after_edit(self, position: dict[str, Any]) -> None:
        """Tidy a position whose holdings a teacher changed (e.g. let the loader recount the
        supply)."""
