"""What a lesson is made of, as plain data: rule text, an example, an exercise with its checker.

Nothing here imports ipywidgets, so the lesson contents and every exercise checker can be tested
without a browser or a kernel. ``widgets.schutz.lessons.framework`` turns a ``Lesson`` into widgets.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from burg.core.errors import BurgError
from burg.core.events import Event
from burg.schutz import messages
from burg.schutz.actions import Action
from burg.schutz.game import Game
from burg.schutz.positions import load_position


def game_at(position: dict[str, Any]) -> Game:
    """A fresh game at a prepared position (copied, so the lesson's data stays as written)."""
    return load_position(copy.deepcopy(position))


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

    action: Action
    caption: str


@dataclass(frozen=True)
class Example:
    """A prepared position (the engine's JSON format) and the steps played from it."""

    position: dict[str, Any]
    intro: str
    steps: tuple[Step, ...]
    flow: bool = False  # show the flow chart of the pieces each step moves
    setup_events: bool = False  # narrate the set-up transfers at the start

    def game(self) -> Game:
        """A fresh game at the example's starting position."""
        return game_at(self.position)


@dataclass(frozen=True)
class Exercise:
    """A question answered with one control, checked by ``check`` (a pure function).

    ``kind`` is ``choice`` (one of ``options``), ``multi`` (any of ``options``), ``number`` or
    ``payment`` (pieces per kind: sand, wood, clay, stone). ``options`` are ``(label, value)``.
    ``position`` is shown as the board the question is about (``None``: no board)."""

    question: str
    kind: str
    check: Callable[[Any], Feedback]
    hint: str
    rule: str
    options: tuple[tuple[str, Any], ...] = ()
    position: dict[str, Any] | None = None
    right: Any = None  # one right answer (for tests and the browser test)
    wrong: Any = None  # one wrong answer

    def game(self) -> Game | None:
        """The exercise's position as a game (``None`` without a position)."""
        return None if self.position is None else game_at(self.position)


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
    further ``parts``, each with its own rule, example and exercise."""

    id: str  # "05_bote": also the notebook's name
    title: str
    rulebook: str  # the rulebook section(s), German with English
    rule: tuple[str, ...]  # paragraphs of HTML, revealed one by one in teacher mode
    example: Example | None
    exercise: Exercise | None
    sandbox: str = "example"  # "example": play on from the example; "play": the play page
    extra: tuple[str, ...] = field(default_factory=tuple)  # HTML shown after the rule
    parts: tuple[Part, ...] = field(default_factory=tuple)  # further sections (rule, example, …)

    def examples(self) -> tuple[Example, ...]:
        """The lesson's example and those of its parts, in page order."""
        own = () if self.example is None else (self.example,)
        return own + tuple(p.example for p in self.parts)

    def exercises(self) -> tuple[Exercise, ...]:
        """The lesson's exercise and those of its parts, in page order."""
        own = () if self.exercise is None else (self.exercise,)
        return own + tuple(p.exercise for p in self.parts)


# --- helpers for lesson authors -----------------------------------------------------------------
def position(**fields: Any) -> dict[str, Any]:
    """A position in the teacher's short form (docs/positions.md); the loader fills defaults."""
    return {"format": "burg-position", "version": 1, **fields}


def names_of(game: Game) -> list[str]:
    """The players' names by seat."""
    return [p["name"] for p in game.view(None)["players"]]


def narrate(events: list[Event], names: list[str], lang: str = "en") -> list[str]:
    """The events in plain words, set-up transfers and empty transfers left out."""
    out = []
    for e in events:
        if e.reason == "setup" or (e.kind == "transfer" and e.count == 0):
            continue
        out.append(messages.render_event(e, names, lang))
    return out


def play_through(example: Example) -> tuple[Game, list[list[Event]]]:
    """Apply every step of ``example``; return the game and each step's events (index 0: the
    events of loading the position, automatic steps included)."""
    game = example.game()
    per_step = [list(game.events)]
    for step in example.steps:
        per_step.append(game.apply(step.action))
    return game, per_step


def why_illegal(game: Game, action: Action, lang: str = "en") -> BurgError:
    """The engine's reason why ``action`` is not legal now (``ValueError`` if it is legal)."""
    err = game.why_not(action)
    if err is None:
        raise ValueError(f"{action!r} is legal now")
    return err


def rule_of(err: BurgError, lang: str = "en") -> str:
    """An engine error in words, with its rulebook section."""
    return err.render(lang)


def player(
    name: str,
    talers: int = 3,
    vp: int = 0,
    pieces: dict[str, int] | None = None,
    *,
    discard: list[str] | None = None,
    chosen: list[str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """One player of a position (short form): unspecified holdings are filled in by the loader."""
    out: dict[str, Any] = {"name": name, "talers": talers, "vp": vp}
    out["pieces"] = dict(pieces) if pieces is not None else {"sand": 1, "wood": 1}
    if discard is not None:
        out["discard"] = list(discard)
    if chosen is not None:
        out["chosen"] = list(chosen)
    out.update(extra)
    return out


#: The defence tower at set-up: one piece of each kind (Spielvorbereitung).
START_TOWER: dict[str, int] = {"sand": 1, "wood": 1, "clay": 1, "stone": 1, "silver": 1}
NAMES: tuple[str, ...] = ("Anna", "Ben", "Carl", "Dora")


def first_round(n: int, start: int = 0, **fields: Any) -> dict[str, Any]:
    """Round 1 as set up (3 talers, 1 sand, 1 wood each; the start player has taken the round
    taler), nobody has chosen yet; ``fields`` override anything."""
    players = [player(NAMES[i], 4 if i == start else 3) for i in range(n)]
    base = position(round=1, start_player=start, players=players, tower=dict(START_TOWER))
    base.update(fields)
    return base
