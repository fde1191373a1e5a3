"""What every game's position and save files share: loading a position into a game, reading a
save file's head (``SaveFormat``, ``load_save``) and replaying its actions, with an error naming
the number of the action that fails.

Each game's positions module (``Game.POSITIONS``) reads its own positions and save starts.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from burg.core.errors import BurgError, PositionError
from burg.core.game import SAVE_FORMAT, SAVE_VERSION, Game
from burg.core.jsonread import brief, list_, object_, parse_text, per_player, text
from burg.core.registry import title
from burg.core.text import render_error

G = TypeVar("G", bound=Game)

#: What every game's positions module (``Game.POSITIONS``) offers: part of its ``__all__``.
API: tuple[str, ...] = (
    "check_seats",
    "dump_position",
    "load_position",
    "load_save",
    "state_from_dict",
    "state_to_dict",
)


#: A seat a person plays (the others name their bot).
PERSON = "person"


def dump_position(game: Game, state_to_dict: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """The game's current position (its game's ``state_to_dict``), and who plays each seat if
    recorded."""
    d = state_to_dict(game.state)
    if game.seats is not None:
        d["seats"] = game.seats
    return d


def check_seats(
    value: Any,
    n: int,
    where: str,
    *,
    bots: Collection[str],
    unknown: Callable[..., BaseException],
) -> list[str]:
    """Who plays each of the ``n`` seats: a list of ``PERSON`` or one of ``bots``, one per seat
    (a copy); ``PositionError`` names a wrong type or length, and ``unknown(where=, got=,
    known=)`` is the game's error for a seat of an unknown kind (raised, or raising itself)."""
    kinds = per_player(value, where, n)
    for i, kind in enumerate(kinds):
        if text(kind, f"{where}[{i}]") != PERSON and kind not in bots:
            known = ", ".join((PERSON, *bots))
            raise unknown(where=f"{where}[{i}]", got=brief(kind), known=known)
    return kinds[:]


class SaveReplayError(PositionError):
    """A save file whose action ``number`` cannot be replayed; ``cause`` is the engine's reason,
    rendered in the same language as this message; the rule broken is the cause's. A game names
    its message keys and file-format rule in a subclass."""

    #: The message key of this error, and of a malformed action the engine does not diagnose.
    KEY: ClassVar[str]
    MALFORMED: ClassVar[str]
    #: The rule named when the cause names none: the documentation of the file format.
    RULE: ClassVar[str]

    def __init__(self, number: int, cause: BurgError) -> None:
        self.cause = cause
        reason = self.reason("en")
        super().__init__(self.KEY, rule=cause.rule or self.RULE, number=number, reason=reason)

    def reason(self, lang: str = "en") -> str:
        """The cause in ``lang``."""
        return self.cause.render(lang)

    def render(self, lang: str = "en") -> str:
        return render_error(self.key, self.rule, {**self.params, "reason": self.reason(lang)}, lang)


def replay_save(
    game: G,
    data: dict[str, Any],
    error: type[SaveReplayError],
    check_seats: Callable[[Any, int], list[str]],
) -> G:
    """``game`` (the save's start) with the save's ``seats`` (``check_seats``) and then its
    ``actions`` applied in order; an action that cannot be applied raises ``error`` naming its
    number (from 1)."""
    if "seats" in data:  # before the replay: a wrong seat list fails fast
        game.seats = check_seats(data["seats"], game.n_players)
    for i, action in enumerate(list_(data.get("actions", []), "actions"), 1):
        try:
            game.apply(action)
        except BurgError as e:
            raise error(i, e) from None
        except Exception as e:  # a malformed action the engine does not diagnose
            cause = PositionError(error.MALFORMED, error.RULE, detail=brief(action))
            raise error(i, cause) from e
    return game


def load_position(
    data: Any, game: type[G], state_from_dict: Callable[[Any], Any], *, record_events: bool = True
) -> G:
    """A ``game`` continuing from a position (a dict, JSON text or bytes) that the game's
    ``state_from_dict`` reads and checks; with its ``seats`` if the file names them."""
    if isinstance(data, str | bytes | bytearray):
        data = parse_text(data)
    st = state_from_dict(data)
    g = game.from_state(st, record_events=record_events, position=copy.deepcopy(data))
    if "seats" in data:
        g.seats = data["seats"]
    return g


def check_head(
    d: Any,
    fail: Callable[..., PositionError],
    fmt: str,
    version: int,
    keys: tuple[str, ...],
) -> None:
    """Check a position file's head, in this order: an object, its ``format`` (``fmt``), its
    ``version``, and no keys but ``keys``; ``fail`` makes the game's error."""
    if not isinstance(d, dict):
        raise fail("not_object", got=brief(d))
    if d.get("format") != fmt:
        raise fail("format", got=brief(d.get("format")), want=fmt)
    got = d.get("version")
    if type(got) is not int or got != version:
        raise fail("version", format=fmt, got=brief(got), want=version)
    object_(d, "position", keys)


@dataclass(frozen=True)
class SaveFormat:
    """How a game reads its save files (``load_save``): its facts and hooks."""

    #: The game's name (``Game.name``), written in every save.
    game: str
    #: The ``format`` of the game's position files, also loaded as they are.
    position_format: str
    #: The keys a save may have.
    keys: tuple[str, ...]
    #: Any of these keys: the save starts from a seed (else from its ``position``).
    seed_keys: tuple[str, ...]
    #: The game's file-format error: a message key without the game's prefix, and parameters.
    fail: Callable[..., PositionError]
    #: ``(data, record_events=)``: a game from a position (the game's ``load_position``).
    load_position: Callable[..., Game]
    #: ``(save, record_events)``: a new game from the save's seed and options.
    seeded_game: Callable[[dict[str, Any], bool], Game]
    #: The error naming the save's action that cannot be replayed, and the seats' reader.
    error: type[SaveReplayError]
    check_seats: Callable[[Any, int], list[str]]


def load_save(data: Any, fmt: SaveFormat, *, record_events: bool = True) -> Game:
    """A save file (``Game.to_json``: a seed or a position, then the actions, replayed) or a
    bare position of the game ``fmt`` describes; also as JSON text or bytes. Every problem
    raises ``PositionError``, checked in this order: the JSON, an object, its format, its
    keys, the game, the version, one start, then the start and the actions."""
    fail = fmt.fail
    if isinstance(data, str | bytes | bytearray):
        data = parse_text(data)
    if not isinstance(data, dict):
        raise fail("not_object", got=brief(data))
    kind = data.get("format")
    if kind == fmt.position_format:
        return fmt.load_position(data, record_events=record_events)
    if kind != SAVE_FORMAT:
        raise fail("format", got=brief(kind), want=f"{fmt.position_format} or {SAVE_FORMAT}")
    object_(data, "save", fmt.keys)
    if data.get("game") != fmt.game:
        got = data.get("game")
        raise fail("game", got=title(got, brief(got)), want=title(fmt.game, fmt.game))
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise fail("version", format=SAVE_FORMAT, got=brief(version), want=SAVE_VERSION)
    seeded = any(k in data for k in fmt.seed_keys)
    if seeded == ("position" in data):
        raise fail("save_start")
    if seeded:
        game = fmt.seeded_game(data, record_events)
    else:
        game = fmt.load_position(data["position"], record_events=record_events)
    return replay_save(game, data, fmt.error, fmt.check_seats)
