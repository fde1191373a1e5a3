"""The ``Game`` base every game of the family shares: a starting point plus the actions applied
to it, with validation, undo/redo by replay, views, determinization and saves.

A game supplies what the abstract members below declare: its rules as four hooks
(``_rules_legal``, ``_rules_deciders``, ``_rules_perform``, ``_rules_over``), ``pending`` (a
``contract.Decision``), ``view``, ``result`` (a ``contract.Result``), ``_dealt_anew`` (for
``determinize``), and for its files ``_setup_position`` and ``_seeded_start`` with the module of
its positions (``POSITIONS``, a ``contract.Positions``). Bots, widgets and lessons read a game
only through this interface: ``pending``, ``legal_actions``, ``view(player)``,
``why_not(action)``, ``events``, ``result()``. ``burg.reference.nim`` is the smallest example.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Collection
from importlib import import_module
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Self, cast

from burg.core.actions import MALFORMED_RULE, Action, ActionSet
from burg.core.contract import Decision, Positions, Result
from burg.core.errors import BurgError, IllegalAction
from burg.core.events import Event, Log, NullLog

#: The ``format`` of every save file of the family; ``game`` names the game (old saves: schutz).
SAVE_FORMAT = "burg-game"
SAVE_VERSION = 1


class Game(ABC):
    """The shared part of every game: history, replay, undo/redo, validation and saving."""

    #: The game's name in the registry (``burg.core.registry.GAMES``) and in its save files.
    name: ClassVar[str] = ""
    #: The game's kinds of action.
    ACTIONS: ClassVar[ActionSet]

    # --- the rules: plain functions of the state, set as ``staticmethod(f)`` class attributes
    # so that the hot paths call them without a method lookup per decision -----------------------
    @staticmethod
    @abstractmethod
    def _rules_legal(st: Any, p: int, /) -> list[Action]:
        """Seat ``p``'s legal actions in ``st`` (``[]`` if ``p`` need not decide)."""

    @staticmethod
    @abstractmethod
    def _rules_deciders(st: Any, /) -> tuple[int, ...]:
        """The seats that must decide in ``st`` (``()`` once it is over)."""

    @staticmethod
    @abstractmethod
    def _rules_perform(st: Any, log: Log, action: Action, /) -> list[Action] | None:
        """Apply a legal ``action`` to ``st``, writing its events to ``log``; optionally the next
        decider's legal actions if the rules listed them on the way (else ``None``)."""

    @staticmethod
    @abstractmethod
    def _rules_over(st: Any, /) -> bool:
        """Whether the game in ``st`` is over."""

    #: Decisions taken in secret (their choice stays face down): another seat's view must not
    #: change with them (the conformance test checks it).
    SECRET_DECISIONS: ClassVar[frozenset[str]] = frozenset()
    #: The module of the game's position and save files, with ``load_save``, ``check_seats``
    #: and ``state_to_dict`` (imported on first use: it imports the game).
    POSITIONS: ClassVar[str] = ""

    seed: int | None
    record_events: bool
    events: list[Event]
    history: list[Action]
    _state: Any  # the game's ``contract.State``; each game's ``state`` property gives its type
    _initial: Any

    def _begin(self, record_events: bool) -> Log:
        """Start an empty event list; the log the set-up writes to (then ``_start``)."""
        self.record_events = record_events
        self.events = []
        return self._make_log()

    def _make_log(self) -> Log:
        return self.events if self.record_events else NullLog()

    def _start(
        self, initial: Any, *, seed: int | None, position: dict[str, Any] | None = None
    ) -> None:
        """Take ``initial`` (set up after ``_begin``: its events are in ``self.events``) as the
        start; ``position``: the position file it was read from (kept for saves)."""
        self.seed = seed
        self._initial = initial
        self._initial_events = len(self.events)
        self._position = position
        self._seats: list[str] | None = None
        self._reset_to_initial()
        self.history = []
        self._redo: list[Action] = []

    def _reset_to_initial(self) -> None:
        self._state = self._initial.copy()
        del self.events[self._initial_events :]
        self._log = self._make_log()
        self._legal: dict[int, list[Action]] = {}

    @classmethod
    def from_state(
        cls, state: Any, *, record_events: bool = True, position: dict[str, Any] | None = None
    ) -> Self:
        """A game starting from ``state`` (a validated position; ``_setup_position``)."""
        g = cls.__new__(cls)
        log = g._begin(record_events)
        st = state.copy()
        g._setup_position(st, log)
        g._start(st, seed=None, position=position)
        return g

    @abstractmethod
    def _setup_position(self, st: Any, log: Log) -> None:
        """Log the set-up events of a position ``st`` (and run what follows by itself)."""

    # --- what a game answers ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The live state, for the game's own rules and tests. Bots, widgets and lessons use
        ``view``, ``pending`` and ``legal_actions``: a state shows what seats may not see."""
        return self._state

    def snapshot(self) -> Any:
        """A copy of the current state."""
        return self._state.copy()

    @property
    def n_players(self) -> int:
        """Number of players."""
        n: int = self._state.n
        return n

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._rules_over(self._state)

    @property
    @abstractmethod
    def pending(self) -> Decision:
        """Who must decide what now (a ``contract.Decision``: ``kind`` and ``players``)."""

    @abstractmethod
    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator), as plain JSON."""

    @abstractmethod
    def result(self) -> Result:
        """How each seat did: final once the game is over; before that the standing as the
        scores are now (``Result.final`` false)."""

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """All legal actions of ``player``; without a player, of every player who must decide."""
        if player is None:
            out: list[Action] = []
            for p in self._rules_deciders(self._state):
                out.extend(self._legal_for(p))
            return out
        if type(player) is not int or not 0 <= player < self.n_players:
            return []
        return list(self._legal_for(player))

    def _legal_for(self, p: int) -> list[Action]:
        cached = self._legal.get(p)
        if cached is None:
            cached = self._legal[p] = self._rules_legal(self._state, p)
        return cached

    def why_not(self, action: Action | dict[str, Any]) -> BurgError | None:
        """``None`` if ``action`` is legal now, else the error (naming the rule) that ``apply``
        would raise. Nothing changes either way."""
        try:
            self._validated(action)
        except BurgError as e:
            return e
        return None

    def _explain(self, action: Action, legal: list[Action]) -> IllegalAction:
        """Why ``action``, not among ``legal``, is not allowed now (each game words its rules)."""
        return IllegalAction("action.not_legal", rule=MALFORMED_RULE)

    @classmethod
    def setups(cls) -> list[dict[str, Any]]:
        """Keyword arguments for every kind of game (player counts, variants), with a ``seed``
        to add: what the conformance test and the fuzz tests play."""
        return [{}]

    def holdings(self) -> dict[tuple[str, str], int] | None:
        """Where every item lies now, ``(location, item) -> count`` in the events' names;
        ``None`` for a game without things to hold. Set-up and transfer events sum to it."""
        return None

    def hidden_twin(self, rng: random.Random) -> Game | None:
        """The same game with what nobody may see yet (the order of a face-down deck) drawn
        anew, or ``None`` if nothing is hidden from every seat. No seat's view may tell them
        apart."""
        return None

    def determinize(
        self,
        seat: int,
        rng: random.Random,
        *,
        known: Collection[int] | None = None,
        record_events: bool = False,
    ) -> Self:
        """A game ``seat`` cannot tell from this one, with everything ``seat`` has not seen dealt
        anew from ``rng``: other seats' secret choices, face-down cards and tiles. It depends on
        what ``seat`` sees and ``rng`` only, never on the hidden parts (for searches).

        ``known``: what ``seat`` remembers of what it saw and is hidden again, in the game's
        own terms (Wettkampf: Materiallager slots); ``None``: all of it (perfect recall). Games
        where nothing seen is hidden again ignore it. The new game starts from the dealt state:
        its ``history`` is empty (undo goes back to that moment, no further) and its saves
        are position files; ``legal_actions``, ``apply``, ``undo`` work as in any game."""
        if type(seat) is not int or not 0 <= seat < self.n_players:
            raise ValueError(f"no seat {seat!r} in a game of {self.n_players}")
        st = self._dealt_anew(seat, rng, known)
        return self.from_state(st, record_events=record_events)

    @abstractmethod
    def _dealt_anew(self, seat: int, rng: random.Random, known: Collection[int] | None) -> Any:
        """For ``determinize``: a copy of the state with what ``seat`` has not seen (or does not
        remember, ``known``) dealt anew from ``rng``. Put the unseen parts in a canonical order
        (sorted) before dealing, so that the result depends on what ``seat`` sees only."""

    # --- changing the game ------------------------------------------------------------------------
    def apply(self, action: Action | dict[str, Any]) -> list[Event]:
        """Validate and apply one action; return the events it caused.

        Raises ``IllegalAction`` (naming the rule) and leaves the game exactly as before if the
        action is not legal now."""
        p = getattr(action, "player", None)
        legal = self._legal.get(p) if type(p) is int else None
        # the very object from the cached legal list is canonical and legal: no need to check it
        if legal and any(map(is_, legal, repeat(action))):
            self._perform(cast(Action, action))
        else:
            self._perform(self._validated(action))
        self._redo.clear()
        return self.events[self._n_before :] if self.record_events else []

    def _validated(self, action: Action | dict[str, Any]) -> Action:
        """The canonical form of a legal ``action``; ``IllegalAction`` for anything else."""
        actions = self.ACTIONS
        if isinstance(action, dict):
            action = actions.from_json(action)
        action = actions.canonical(action)
        p = action.player
        if not 0 <= p < self.n_players:
            raise IllegalAction("action.no_such_player", rule=MALFORMED_RULE, player=p)
        legal = self._legal_for(p)
        if action not in legal:
            raise self._explain(action, legal)
        return action

    #: Kinds of action chosen at the same time as other seats' (``_others_keep_their_choices``).
    SIMULTANEOUS: ClassVar[frozenset[type[Action]]] = frozenset()

    def _moment(self) -> Any:
        """What ``_others_keep_their_choices`` compares before and after a simultaneous action."""
        return None

    def _others_keep_their_choices(self, action: Action, before: Any) -> bool:
        """After ``action`` (one of ``SIMULTANEOUS``), whether the other seats' listed choices
        still hold. No by default."""
        return False

    def _perform(self, action: Action) -> None:
        self._n_before = len(self.events)
        simultaneous = type(action) in self.SIMULTANEOUS
        before = self._moment() if simultaneous else None
        try:
            found = self._rules_perform(self._state, self._log, action)
        except Exception:
            # never leave a half-changed state behind
            self._replay(self.history)
            raise
        if found:  # the next decider's legal actions, listed by the rules on the way
            self._legal = {found[0].player: found}
        elif simultaneous and self._others_keep_their_choices(action, before):
            self._legal.pop(action.player, None)
        else:
            self._legal = {}
        self.history.append(action)

    def random_playout(self, rng: random.Random | None = None, limit: int | None = None) -> int:
        """Play on to the end (or for at most ``limit`` actions), every decision uniformly at
        random among the legal actions of all who must decide: the same game as
        ``apply(rng.choice(legal_actions()))`` in a loop, with less overhead (for Monte-Carlo
        bots and simulations). Returns the number of actions; they join ``history``, so undo
        works as after ``apply``."""
        rng = rng if rng is not None else random.Random()
        choice = rng.choice
        st = self._state
        log = self._log
        history = self.history
        legal = self._rules_legal
        deciders = self._rules_deciders
        perform = self._rules_perform
        over = self._rules_over
        self._redo.clear()
        found: list[Action] | None = None
        n = 0
        stop = -1 if limit is None else limit
        try:
            while n != stop and not over(st):
                if found:  # the single next decider's actions, listed by the rules on the way
                    action = choice(found)
                else:
                    options: list[Action] = []
                    for p in deciders(st):
                        options.extend(legal(st, p))
                    action = choice(options)
                found = perform(st, log, action)
                history.append(action)
                n += 1
        except Exception:  # pragma: no cover - the rules never raise on a listed action
            self._replay(history)  # the state before the failing action
            raise
        self._legal = {}
        return n

    def _replay(self, actions: list[Action]) -> None:
        self._reset_to_initial()
        self.history = []
        perform = self._rules_perform
        for a in actions:
            perform(self._state, self._log, a)
            self.history.append(a)
        self._legal = {}

    @property
    def can_undo(self) -> bool:
        return bool(self.history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions (by replaying the rest)."""
        if type(steps) is not int or steps < 1 or steps > len(self.history):
            raise IllegalAction("undo.nothing", rule=MALFORMED_RULE, steps=steps)
        keep = self.history[: len(self.history) - steps]
        undone = self.history[len(keep) :]
        self._replay(keep)
        self._redo.extend(reversed(undone))

    def redo(self, steps: int = 1) -> None:
        """Apply again the last ``steps`` undone actions."""
        if type(steps) is not int or steps < 1 or steps > len(self._redo):
            raise IllegalAction("redo.nothing", rule=MALFORMED_RULE, steps=steps)
        for _ in range(steps):
            self._perform(self._redo.pop())

    def restore(self, n_actions: int) -> None:
        """Go back (or forward, through the redo list) to the moment after ``n_actions`` actions."""
        if n_actions < len(self.history):
            self.undo(len(self.history) - n_actions)
        elif n_actions > len(self.history):
            self.redo(n_actions - len(self.history))

    # --- files ------------------------------------------------------------------------------------
    @classmethod
    def _positions(cls) -> Positions:
        return cast(Positions, import_module(cls.POSITIONS))

    @classmethod
    def from_json(cls, data: Any, *, record_events: bool = True) -> Game:
        """Load a save file (``to_json``) or a position file; raises ``PositionError`` with a
        clear message for a damaged file."""
        return cls._positions().load_save(data, record_events=record_events)

    @property
    def seats(self) -> list[str] | None:
        """Who plays each seat: ``"person"`` or a bot's name (the game's ``bots.BOTS``); ``None``
        when not recorded. Only saved and loaded (``to_json``, ``dump_position``), never played
        by."""
        return None if self._seats is None else self._seats[:]

    @seats.setter
    def seats(self, value: list[str] | None) -> None:
        """Set (checked: one known kind per seat, else ``PositionError``) or clear the seats. A
        game without a positions module (``POSITIONS`` empty) keeps them unchecked."""
        if value is None or not self.POSITIONS:
            self._seats = None if value is None else list(value)
        else:
            self._seats = self._positions().check_seats(value, self.n_players)

    @abstractmethod
    def _seeded_start(self) -> dict[str, Any]:
        """A save's start for a game set up from a seed: the seed and the set-up."""

    def _save_start(self) -> dict[str, Any]:
        """The seed and set-up, or the starting position; who plays each seat (if recorded)."""
        start: dict[str, Any]
        if self.seed is not None:
            start = self._seeded_start()
        else:
            # a copy: changing the save must not change the game's own starting position
            position = copy.deepcopy(self._position)
            start = {"position": position or self._positions().state_to_dict(self._initial)}
        if self._seats is not None:
            start["seats"] = self._seats[:]
        return start

    def to_json(self) -> dict[str, Any]:
        """A save file: the game, its starting point and every action taken."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.name,
            **self._save_start(),
            "actions": [a.to_json() for a in self.history],
        }
