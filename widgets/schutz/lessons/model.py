"""*Im Schutze der Burg*'s helpers for lesson authors: positions in short form, names, the
narration. The lesson itself (``Lesson``, ``Example``, ``Exercise``, ``Feedback``) is the shared
model of ``widgets.core.lessons.model``, re-exported here. Nothing here imports ipywidgets.
"""

from __future__ import annotations

import copy
from typing import Any

from burg.core.events import Event
from burg.schutz import messages
from burg.schutz.game import Game
from burg.schutz.positions import load_position
from widgets.core.lessons.model import (
    Example,
    Exercise,
    Feedback,
    Lesson,
    Part,
    Step,
    play_through,
    why_illegal,
)

__all__ = [
    "NAMES",
    "START_TOWER",
    "Example",
    "Exercise",
    "Feedback",
    "Lesson",
    "Part",
    "Step",
    "first_round",
    "game_at",
    "names_of",
    "narrate",
    "play_through",
    "player",
    "position",
    "why_illegal",
]


def game_at(position: dict[str, Any]) -> Game:
    """A fresh game at a prepared position (copied, so the lesson's data stays as written)."""
    return load_position(copy.deepcopy(position))


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
