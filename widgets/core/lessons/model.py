"""What a lesson is made of, as plain data: rule text, an example, an exercise with its checker.

The same for every game: a position is a game's JSON position, an action its ``Action`` and
``load`` the game's position loader. Nothing here imports ipywidgets, so lessons and checkers
can be tested without a browser or a kernel; ``widgets.core.lessons.view`` shows a ``Lesson``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

#: A game's position loader: a position (its JSON object) -> a game there.
Loader = Callable[[dict[str, Any]], Any]


class Feedback(NamedTuple):
    """The checker's verdict: right or not, what to tell the learner, and the deciding rule.
    ``answer`` is what would give the right answer away: the page shows it only after a second
    wrong try or when the learner asks for it (a first wrong try gets ``message`` and the hint)."""

    ok: bool
    message: str
    rule: str
    answer: str = ""


@dataclass(frozen=True)
class Step:
    """One step of a live example: the action applied and a sentence on what to look at."""

    action: Any
    caption: str


@dataclass(frozen=True)
class Example:
    """A prepared position (the game's JSON format) and the steps played from it."""

    position: dict[str, Any]
    intro: str
    steps: tuple[Step, ...]
    flow: bool = False  # show the chart of what each step moved (a game that has one)
    setup_events: bool = False  # narrate the set-up at the start
    load: Loader | None = field(default=None, compare=False)

    def game(self) -> Any:
        """A fresh game at the example's starting position (the position copied)."""
        if self.load is None:  # pragma: no cover - a lesson author's mistake
            raise ValueError("an example without its game's position loader")
        return self.load(copy.deepcopy(self.position))


@dataclass(frozen=True)
class Exercise:
    """A question answered with one control, checked by ``check`` (a pure function).

    ``kind`` is ``choice`` (one of ``options``), ``multi`` (any of ``options``), ``number`` or
    ``pieces`` (a number per kind the game's adapter names; *Im Schutze der Burg*'s ``payment``).
    ``options`` are ``(label, value)``. ``position`` is shown as the board the question is about
    (``None``: no board)."""

    question: str
    kind: str
    check: Callable[[Any], Feedback]
    hint: str
    rule: str
    options: tuple[tuple[str, Any], ...] = ()
    position: dict[str, Any] | None = None
    right: Any = None  # one right answer (for tests and the browser test)
    wrong: Any = None  # one wrong answer
    load: Loader | None = field(default=None, compare=False)

    def game(self) -> Any:
        """The exercise's position as a game (``None`` without a position)."""
        if self.position is None or self.load is None:
            return None
        return self.load(copy.deepcopy(self.position))


@dataclass(frozen=True)
class Part:
    """A further section of a lesson with its own rule, live example and exercise (the winter
    lesson has one per winter card). Shown after the lesson's own example and exercise."""

    title: str
    rulebook: str  # the rulebook section of this part
    rule: tuple[str, ...]  # paragraphs of HTML
    example: Example
    exercise: Exercise


@dataclass(frozen=True)
class Lesson:
    """One lesson: a rule in plain words, a live example, an exercise and a sandbox; optionally
    charts after the rule and further ``parts``, each with its own rule, example and exercise."""

    id: str  # "05_bote": also the notebook's name
    title: str
    rulebook: str  # the rulebook section(s)
    rule: tuple[str, ...]  # paragraphs of HTML, revealed one by one in teacher mode
    example: Example | None
    exercise: Exercise | None
    sandbox: str = "example"  # "example": play on from the example; "play": the play page
    extra: tuple[str, ...] = field(default_factory=tuple)  # HTML shown after the rule
    parts: tuple[Part, ...] = field(default_factory=tuple)  # further sections (rule, example, …)
    charts: tuple[str, ...] = field(default_factory=tuple)  # the game's charts, by name

    def examples(self) -> tuple[Example, ...]:
        """The lesson's example and those of its parts, in page order."""
        own = () if self.example is None else (self.example,)
        return own + tuple(p.example for p in self.parts)

    def exercises(self) -> tuple[Exercise, ...]:
        """The lesson's exercise and those of its parts, in page order."""
        own = () if self.exercise is None else (self.exercise,)
        return own + tuple(p.exercise for p in self.parts)


def play_through(example: Example) -> tuple[Any, list[list[Any]]]:
    """Apply every step of ``example``; return the game and each step's events (index 0: the
    events of loading the position, automatic steps included)."""
    game = example.game()
    per_step = [list(game.events)]
    for step in example.steps:
        per_step.append(game.apply(step.action))
    return game, per_step


def why_illegal(game: Any, action: Any) -> Any:
    """The engine's reason (a ``BurgError``) why ``action`` is not legal now (``ValueError`` if
    it is legal)."""
    err = game.why_not(action)
    if err is None:
        raise ValueError(f"{action!r} is legal now")
    return err
