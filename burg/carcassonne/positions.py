"""Saves of Carcassonne – Die Burg.

For now only saves that start from a seed (``Game.to_json``) with the default castle are read
back: ``load_save`` replays their actions. Position files of a position in mid-game are not
written yet: ``state_to_dict`` writes the public part and the hidden order under ``secret``,
for saves of games started with ``from_state`` (they cannot be loaded yet).
"""

from __future__ import annotations

from typing import Any

from burg.carcassonne.bots import BOTS
from burg.carcassonne.game import Game, default_castle
from burg.carcassonne.state import State
from burg.core import positions
from burg.core.errors import PositionError
from burg.core.game import SAVE_FORMAT, SAVE_VERSION
from burg.core.jsonread import brief, object_, parse_text, per_player, required, text, whole

FILE = "docs/positions.md"
PERSON = "person"
_SAVE_KEYS = (
    "format",
    "version",
    "game",
    "seed",
    "names",
    "start_player",
    "dataset",
    "seats",
    "actions",
    "position",
)


def _fail(msg: str, /, rule: str = FILE, **params: Any) -> PositionError:
    return PositionError(f"carcassonne.position.{msg}", rule=rule, **params)


class SaveReplayError(positions.SaveReplayError):
    """A save file whose action ``number`` cannot be replayed (``burg.core.positions``)."""

    KEY = "carcassonne.position.save_action"
    MALFORMED = "carcassonne.position.action"
    RULE = FILE


def state_to_dict(st: State) -> dict[str, Any]:
    """The position as plain JSON (not loadable yet): the public part; the stack's order and
    the face-down wall tiles under ``secret``."""
    geo = st.geo
    tiles = geo.castle.tiles
    return {
        "format": "burg-carcassonne-position",
        "version": 1,
        "dataset": geo.castle.dataset,
        "names": st.names[:],
        "start_player": st.start_player,
        "active": st.active,
        "turn": st.turn,
        "phase": st.phase,
        "total": st.total[:],
        "board": [
            [*geo.cells[c], tiles[code >> 2].id, code & 3]
            for c, code in enumerate(st.board)
            if code >= 0
        ],
        "drawn": tiles[st.drawn].id if st.drawn >= 0 else None,
        "secret": {
            "stack": [tiles[t].id for t in st.stack],
            "towers": st.towers[:],
            "box": st.box[:],
        },
    }


def dump_position(game: Game) -> dict[str, Any]:
    """The game's current position (``state_to_dict``)."""
    return state_to_dict(game.state)


def state_from_dict(d: Any) -> State:
    """Not written yet: position files cannot be read."""
    raise _fail("seeded_only")


def load_position(data: Any, *, record_events: bool = True) -> Game:
    """Not written yet: position files cannot be read."""
    raise _fail("seeded_only")


def check_seats(value: Any, n: int, where: str = "seats") -> list[str]:
    """Who plays each of the ``n`` seats: ``"person"`` or a bot's name (a copy)."""
    kinds = per_player(value, where, n)
    for i, kind in enumerate(kinds):
        if text(kind, f"{where}[{i}]") != PERSON and kind not in BOTS:
            known = ", ".join((PERSON, *BOTS))
            raise _fail("seat_unknown", where=f"{where}[{i}]", got=brief(kind), known=known)
    return kinds[:]


def load_save(data: Any, *, record_events: bool = True) -> Game:
    """Load a save file that starts from a seed (``Game.to_json``), also as JSON text; every
    problem raises ``PositionError``."""
    if isinstance(data, str | bytes | bytearray):
        data = parse_text(data)
    if not isinstance(data, dict):
        raise _fail("not_object", got=brief(data))
    if data.get("format") != SAVE_FORMAT:
        raise _fail("format", got=brief(data.get("format")), want=SAVE_FORMAT)
    object_(data, "save", _SAVE_KEYS)
    if data.get("game") != Game.name:
        raise _fail("game", got=brief(data.get("game")), want=Game.name)
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise _fail("version", format=SAVE_FORMAT, got=brief(version), want=SAVE_VERSION)
    if "seed" not in data:
        raise _fail("seeded_only")
    default = default_castle()
    if "dataset" in data and data["dataset"] != default.dataset:
        raise _fail("dataset", got=brief(data["dataset"]), want=default.dataset)
    seed = required(data, "seed", "save")
    if type(seed) is not int:
        whole(seed, "seed")
    names = data.get("names")
    if names is not None:
        names = [text(x, f"names[{i}]") for i, x in enumerate(per_player(names, "names", 2))]
    start = data.get("start_player")
    if start is not None:
        start = whole(start, "start_player", 0, 1)
    game = Game(seed=seed, names=names, start_player=start, record_events=record_events)
    return positions.replay_save(game, data, SaveReplayError, check_seats)


__all__ = ["SaveReplayError", *positions.API]
