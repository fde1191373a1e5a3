"""Nim, the reference game: the smallest game that keeps the whole contract of the family
(``burg.core.contract``, ``burg.core.game``). Read it before writing a new game.

The rules: the players take one or two sticks from a pile in turn; who takes the last one wins.

What a game provides, and what Nim's does:

- **Actions** (``ACTIONS``): one frozen dataclass per kind, with a ``type`` name and the
  decisions it ``answers``; here ``Take(player, count)`` answers ``take``.
- **State** (a ``contract.State``): plain values with ``n`` (players) and ``copy()``; undo,
  replay and searches copy it. Here the pile, whose turn it is, what each seat took.
- **The rules**, four plain functions of the state, set as ``staticmethod`` class attributes
  (the hot paths call them without a method lookup): ``_rules_legal(st, p)`` the legal actions
  of seat ``p`` (``[]`` if not his turn); ``_rules_deciders(st)`` who must decide now;
  ``_rules_perform(st, log, action)`` changes ``st`` for a legal action and writes its events to
  ``log`` (it may return the next decider's legal actions, here ``None``); ``_rules_over(st)``.
- **``pending``** (a ``contract.Decision``): ``kind`` and ``players``; ``None`` and ``()`` at the
  end.
- **``view(player)``**: what that seat may see, as plain JSON (Nim hides nothing).
- **``result()``** (a ``contract.Result``): scores, ranks and winners per seat, ``final`` at
  the end; here 1 point for taking the last stick.
- **``_dealt_anew(seat, rng, known)``**, behind ``determinize``: a copy of the state with what
  ``seat`` has not seen dealt anew from ``rng``; a copy as it is when nothing is hidden.
- **Set-up and files**: ``__init__`` starts with ``_begin`` (the event log), writes the set-up
  events, then ``_start``; ``_setup_position`` writes the set-up events of a position
  (``from_state``); ``_seeded_start`` is a save's start; ``POSITIONS`` names the module with
  ``load_save``, ``state_to_dict`` and ``check_seats`` (a ``contract.Positions``: this one).
- Optional: ``setups()`` (the kinds of game the tests play), ``holdings()`` (where every item
  lies: the events must sum to it), ``hidden_twin``, ``_explain`` (why an action is illegal),
  ``SECRET_DECISIONS`` and ``SIMULTANEOUS``.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from burg.core.actions import Action, ActionSet
from burg.core.contract import Result
from burg.core.errors import BurgError, PositionError
from burg.core.events import Event, Log
from burg.core.game import SAVE_FORMAT, SAVE_VERSION, Game
from burg.core.jsonread import parse_text
from burg.core.text import format_message, register_errors

RULE = "Nim"
POSITION_FORMAT = "burg-nim-position"

_MESSAGES = {
    "en": {
        "nim.file": "This is not a Nim save or position ({detail}).",
        "nim.seats": "The seats must be a list of {n} names (a person or a bot).",
    },
    "de": {
        "nim.file": "Das ist kein Nim-Spielstand und keine Nim-Stellung ({detail}).",
        "nim.seats": "Die Plätze müssen eine Liste von {n} Namen sein (Person oder Bot).",
    },
}
register_errors(
    tuple(_MESSAGES["en"]),
    lambda key, rule, params, lang: format_message(_MESSAGES[lang][key], params, rule, lang),
)


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take one or two sticks from the pile."""

    count: int = 1
    type: ClassVar[str] = "take"
    answers: ClassVar[tuple[str, ...]] = ("take",)


ACTIONS = ActionSet(Take)


class Decision(NamedTuple):
    """Who must decide what now."""

    kind: str | None
    players: tuple[int, ...]


@dataclass(slots=True)
class Pile:
    """The state: the sticks left, whose turn it is, how many each seat took."""

    n: int
    sticks: int
    turn: int = 0
    taken: list[int] = field(default_factory=list)

    def copy(self) -> Pile:
        return Pile(self.n, self.sticks, self.turn, self.taken[:])


def _legal(st: Pile, p: int) -> list[Action]:
    return [Take(p, k) for k in (1, 2) if k <= st.sticks] if st.sticks and p == st.turn else []


def _deciders(st: Pile) -> tuple[int, ...]:
    return (st.turn,) if st.sticks else ()


def _perform(st: Pile, log: Log, action: Action) -> None:
    assert isinstance(action, Take)
    p = action.player
    st.sticks -= action.count
    st.taken[p] += action.count
    log.append(Event("transfer", 0, "take", p, None, "stick", action.count, "pile", f"p{p}"))
    if st.sticks:  # the winner's turn stays: ``winner`` reads it
        st.turn = (st.turn + 1) % st.n


def _over(st: Pile) -> bool:
    return st.sticks == 0


class Nim(Game):
    """One game of Nim: ``players`` seats, ``sticks`` on the pile (``seed`` is only recorded)."""

    name: ClassVar[str] = "nim"
    ACTIONS = ACTIONS
    POSITIONS = __name__  # this module is its own positions module
    _rules_legal = staticmethod(_legal)
    _rules_deciders = staticmethod(_deciders)
    _rules_perform = staticmethod(_perform)
    _rules_over = staticmethod(_over)

    def __init__(
        self,
        players: int = 2,
        seed: int | None = None,
        names: list[str] | None = None,
        *,
        sticks: int = 7,
        record_events: bool = True,
    ) -> None:
        if type(players) is not int or players < 2 or type(sticks) is not int or sticks < 1:
            raise PositionError("nim.file", rule=RULE, detail="players or sticks")
        log = self._begin(record_events)
        initial = Pile(players, sticks, 0, [0] * players)
        self._setup_position(initial, log)
        self._start(initial, seed=seed)

    def _setup_position(self, st: Pile, log: Log) -> None:
        log.append(Event("transfer", 0, "setup", None, None, "stick", st.sticks, "box", "pile"))
        for p, k in enumerate(st.taken):
            if k:
                log.append(Event("transfer", 0, "setup", p, None, "stick", k, "box", f"p{p}"))

    @property
    def state(self) -> Pile:
        st: Pile = self._state
        return st

    @property
    def pending(self) -> Decision:
        st = self._state
        return Decision("take" if st.sticks else None, _deciders(st))

    def view(self, player: int | None = None) -> dict[str, Any]:
        """Everything: Nim has no secrets."""
        return {"sticks": self._state.sticks, "turn": self._state.turn}

    def result(self) -> Result:
        """1 point for the seat that took the last stick; all level (0) before."""
        st = self.state
        won = [int(st.sticks == 0 and p == st.turn) for p in range(st.n)]
        return Result.by_score(won, final=st.sticks == 0)

    def _dealt_anew(self, seat: int, rng: random.Random, known: Collection[int] | None) -> Pile:
        return self.state.copy()  # nothing is hidden

    @classmethod
    def setups(cls) -> list[dict[str, Any]]:
        return [{"players": 2}, {"players": 3, "sticks": 10}]

    def holdings(self) -> dict[tuple[str, str], int]:
        st = self.state
        return {("pile", "stick"): st.sticks} | {
            (f"p{p}", "stick"): k for p, k in enumerate(st.taken)
        }

    def _seeded_start(self) -> dict[str, Any]:
        st = self._initial
        return {"seed": self.seed, "players": st.n, "sticks": st.sticks}


# --- the positions module (``Nim.POSITIONS``) -----------------------------------------------------
def state_to_dict(st: Pile) -> dict[str, Any]:
    """A position file."""
    return {
        "format": POSITION_FORMAT,
        "version": 1,
        "players": st.n,
        "sticks": st.sticks,
        "turn": st.turn,
        "taken": st.taken[:],
    }


def check_seats(value: Any, n: int) -> list[str]:
    """``value`` as who plays each of ``n`` seats (``"person"`` or a bot's name): else
    ``PositionError``. Nim knows no bots of its own; any name will do."""
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, str) for v in value):
        raise PositionError("nim.seats", rule=RULE, n=n)
    return value[:]


def load_save(data: Any, *, record_events: bool = True) -> Nim:
    """A save (``Nim.to_json``) or a position file as a game; ``PositionError`` if damaged."""
    if isinstance(data, str | bytes | bytearray):
        data = parse_text(data)
    try:
        if data.get("format") == POSITION_FORMAT:
            n, taken, turn = data["players"], data["taken"], data["turn"]
            st = Pile(n, data["sticks"], turn, [int(k) for k in taken])
            if type(n) is not int or not 2 <= n == len(taken) or turn not in range(n):
                raise ValueError("players, turn or taken")
            return Nim.from_state(st, record_events=record_events, position=data)
        if data["format"] != SAVE_FORMAT or data["version"] != SAVE_VERSION:
            raise ValueError("format")
        if "position" in data:
            game = load_save(data["position"], record_events=record_events)
        else:
            game = Nim(
                data["players"], data["seed"], sticks=data["sticks"], record_events=record_events
            )
        if "seats" in data:
            game.seats = data["seats"]
        for a in data["actions"]:
            game.apply(a)
    except BurgError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError) as e:
        raise PositionError("nim.file", rule=RULE, detail=repr(e)) from None
    return game
