"""A game played at one screen, without widgets: the model of the play page and the sandboxes.

A ``Session`` holds the ``Game``, who plays each seat (a person or a bot), lets the bots move
until a person must decide, undoes back to a person's last decision, starts, saves and loads
games and keeps the events to narrate. It knows a game only through its ``Game`` and a
``GameKind`` (how to start, load and save it, and its bots). A view registers with ``observe``
and redraws on every change; the session itself is tested without a browser
(``tests/core/test_session.py``).
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from burg.core.bots import Bot
from burg.core.errors import BurgError
from burg.core.events import Event
from burg.core.game import Game
from widgets.core.text import t

#: A seat played by a person at the screen (any other seat names a bot).
PERSON = "person"

#: What changed: a new or loaded game, a person's action, a bot's move, an undo, a redo, the
#: screen passed to the person who must decide.
Change = Literal["new", "act", "bot", "undo", "redo", "reveal"]

#: ``later(delay, fn)``: call ``fn`` after ``delay`` seconds.
Later = Callable[[float, Callable[[], None]], None]


def bot_choice(game: Any, bot: Bot, player: int) -> Any:
    """What ``bot`` does for ``player`` (the default ``GameKind.bot_action``)."""
    return bot.choose(game, player)


def through_last(marks: Sequence[bool]) -> int:
    """How many actions to keep so that the last marked one stays (0 if none is marked): an
    ``undo_floor`` over ``marks[i]``, whether action ``i`` showed something nobody may unsee."""
    for i in range(len(marks) - 1, -1, -1):
        if marks[i]:
            return i + 1
    return 0


@dataclass(frozen=True)
class GameKind:
    """What a session needs to know of one game: how to start, load and save it, and its bots."""

    #: ``new(players=n, seed=s, names=[...], **options)``: a fresh game.
    new: Callable[..., Game]
    #: A save or position file (text, bytes or parsed JSON) as a game; ``BurgError`` if damaged.
    load: Callable[[Any], Game]
    #: ``make_bot(name, seed)``: the bot called ``name``.
    make_bot: Callable[[str, int | None], Bot]
    #: The position file of a game (``None``: the game has none).
    position: Callable[[Game], dict[str, Any]] | None = None
    #: ``bot_action(game, bot, player)``: the action a bot's choice is played as.
    bot_action: Callable[[Any, Bot, int], Any] = bot_choice
    #: ``undo_floor(game, seats)``: how many actions of the history undo must keep (a flip
    #: another player has seen stays); ``None``: undo may go back to the start.
    undo_floor: Callable[[Any, list[str]], int] | None = None


class LoadError(ValueError):
    """A file that cannot be loaded (the session is unchanged). ``cause``: the engine's reason,
    ``None`` if the file is not a save or position at all."""

    def __init__(self, cause: BurgError | None) -> None:
        self.cause = cause
        super().__init__(self.render("en"))

    def render(self, lang: str = "en") -> str:
        """The message in ``lang``, with the reason."""
        reason = t("load_unreadable", lang) if self.cause is None else self.cause.render(lang)
        return t("load_failed", lang, reason=reason)


def call_later(delay: float, fn: Callable[[], None]) -> None:
    """Call ``fn`` after ``delay`` seconds on the kernel's event loop (a thread if none runs)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        # in the browser (the static site, Pyodide) there are no threads, but always its loop
        loop = asyncio.get_event_loop() if sys.platform == "emscripten" else None
    if loop is not None:
        loop.call_later(delay, fn)
        return
    timer = threading.Timer(delay, fn)
    timer.daemon = True
    timer.start()


class Session:
    """A game at one screen: seats, bots, undo policy, files and narration.

    ``bot_delay`` is the pause before each bot move (0: bots move at once, within the call that
    made it their turn); ``later`` schedules the delayed moves. Every change is made under
    ``lock`` (delayed bot moves come from a timer) and ends with the observers called."""

    def __init__(
        self, kind: GameKind, *, bot_delay: float = 0.0, later: Later = call_later
    ) -> None:
        self.kind = kind
        self.bot_delay = bot_delay
        self.later = later
        self.game: Game | None = None
        self.seats: list[str] = []
        self.bots: dict[int, Bot] = {}
        self.lock = threading.RLock()
        self.generation = 0  # a scheduled bot move of an older generation does nothing
        self._shown_to: int | None = None  # the person the secret decision is shown to
        self._mark = 0  # the events before it are not news (``recent_events``)
        self._observers: list[Callable[[Change], None]] = []

    def observe(self, fn: Callable[[Change], None]) -> None:
        """Call ``fn(change)`` after every change (under ``lock``, maybe from a timer thread)."""
        self._observers.append(fn)

    def _notify(self, change: Change) -> None:
        for fn in self._observers:
            fn(change)

    # --- starting and loading ---------------------------------------------------------------------
    def new_game(
        self,
        seats: list[str],
        names: list[str] | None = None,
        seed: int | None = None,
        **options: Any,
    ) -> Game:
        """Start a game: one entry per seat, ``PERSON`` or a bot's name; ``options`` go to the
        game (``winter=True``)."""
        with self.lock:
            game = self.kind.new(players=len(seats), seed=seed, names=names, **options)
            self.install(game, seats)
            return game

    def install(self, game: Game, seats: list[str] | None = None) -> None:
        """Play on with ``game`` from where it stands (``seats``: see ``_seating``); a bot whose
        turn it is moves. Bad seats raise and change nothing."""
        with self.lock:
            self._install(game, *self._seating(game, seats))

    def _install(self, game: Game, seats: list[str], bots: dict[int, Bot]) -> None:
        self.game, self.seats, self.bots = game, seats, bots
        self._shown_to = None
        self._mark = len(game.events)
        self._settle("new")

    def _seating(self, game: Game, seats: list[str] | None) -> tuple[list[str], dict[int, Bot]]:
        """The seats (``None``: those the game records, else this session's if the count fits,
        else people only), recorded on the game for its saves, and their bots."""
        n = game.n_players
        if seats is None:
            seats = getattr(game, "seats", None)
        if seats is None:
            seats = self.seats if len(self.seats) == n else [PERSON] * n
        seats = list(seats)
        game.seats = seats  # type: ignore[attr-defined]  # a game that records seats checks them
        if len(seats) != n:
            raise ValueError(f"{len(seats)} seats for {n} players")
        base = (game.seed or 0) + 1000
        bots = {p: self.kind.make_bot(k, base + p) for p, k in enumerate(seats) if k != PERSON}
        return seats, bots

    def load_text(self, data: str | bytes) -> Game:
        """Load a save or position file, its bots and people in their seats (a file without
        seats: see ``_seating``). A damaged file raises ``LoadError`` and changes nothing."""
        with self.lock:
            try:
                game = self.kind.load(data)
                seating = self._seating(game, None)
            except BurgError as e:
                raise LoadError(e) from None
            except Exception:  # not a file of this game at all
                raise LoadError(None) from None
            self._install(game, *seating)
            return game

    def save_text(self) -> str:
        """The save file (the game's JSON, with who plays each seat) as text."""
        return json.dumps(self._game().to_json(), ensure_ascii=False, indent=1)

    def position_text(self) -> str:
        """The current position (with who plays each seat) as text."""
        if self.kind.position is None:
            raise LookupError("this game has no position files")
        return json.dumps(self.kind.position(self._game()), ensure_ascii=False, indent=1)

    def _game(self) -> Game:
        if self.game is None:
            raise LookupError("no game is being played")
        return self.game

    # --- who acts ---------------------------------------------------------------------------------
    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        return seat < len(self.seats) and self.seats[seat] != PERSON

    def people(self) -> list[int]:
        """The seats people play."""
        return [p for p in range(len(self.seats)) if not self.is_bot(p)]

    def actor(self) -> int | None:
        """The seat to act now: waiting bots first (they choose at once), then the first person;
        ``None`` once the game is over."""
        if self.game is None:
            return None
        d = self.game.pending
        if d.kind is None:
            return None
        for p in d.players:
            if self.is_bot(p):
                return p
        return d.players[0]

    def needs_curtain(self) -> bool:
        """Whether the screen must pass to the next person before a secret decision (one of the
        game's ``SECRET_DECISIONS``)."""
        p = self.actor()
        if p is None or self.is_bot(p) or self.game is None:
            return False
        return (
            self.game.pending.kind in type(self.game).SECRET_DECISIONS
            and len(self.people()) > 1
            and self._shown_to != p
        )

    def reveal(self) -> None:
        """The person in front of the screen is the one to decide: show the secret decision."""
        with self.lock:
            self._shown_to = self.actor()
            self._notify("reveal")

    def viewer(self) -> int | None:
        """Whose secrets the screen may show now (``None``: nobody's)."""
        people = self.people()
        if len(people) == 1:
            return people[0]
        p = self.actor()
        if p is None or self.is_bot(p) or self.needs_curtain():
            return None
        return p

    # --- acting -----------------------------------------------------------------------------------
    def act(self, action: Any) -> list[Event]:
        """Apply a person's ``action`` through the engine (``IllegalAction`` and no change if
        the rules refuse it), then let the bots move; return its events."""
        with self.lock:
            game = self._game()
            mark = len(game.events)
            events = game.apply(action)
            self._mark = mark
            self._shown_to = None
            self._settle("act")
            return events

    def bot_decides(self, bot: Bot) -> list[Event]:
        """Let ``bot`` take the decision of the seat to act now (a person's too: a hint)."""
        with self.lock:
            p = self.actor()
            if p is None:
                return []
            return self.act(self.kind.bot_action(self.game, bot, p))

    @property
    def recent_events(self) -> list[Event]:
        """What happened since the last request (an action, a redo, a new or loaded game) with
        the bots' moves after it; nothing after an undo."""
        return [] if self.game is None else self.game.events[self._mark :]

    def _bot_to_move(self) -> int | None:
        p = self.actor()
        return p if p is not None and self.is_bot(p) else None

    def _bot_move(self, p: int) -> None:
        assert self.game is not None
        self.game.apply(self.kind.bot_action(self.game, self.bots[p], p))

    def _settle(self, change: Change) -> None:
        """After ``change``: the bots move until a person must decide (at once, or one move per
        ``bot_delay``), and the observers hear of it."""
        self.generation += 1
        if self.bot_delay <= 0:
            while (p := self._bot_to_move()) is not None:
                self._bot_move(p)
            self._notify(change)
            return
        self._notify(change)
        self._schedule()

    def _schedule(self) -> None:
        if self._bot_to_move() is None:
            return
        generation = self.generation
        self.later(self.bot_delay, lambda: self._bot_step(generation))

    def _bot_step(self, generation: int) -> None:
        with self.lock:
            if generation != self.generation or (p := self._bot_to_move()) is None:
                return
            self._bot_move(p)
            self._notify("bot")
            self._schedule()

    # --- undo and redo ----------------------------------------------------------------------------
    def undo_steps(self) -> int:
        """Steps back to before the last person's action (the bots' moves after it go too); one
        step at a table of bots only. Never below the game kind's ``undo_floor``: then none."""
        if self.game is None:
            return 0
        history = self.game.history
        floor = 0 if self.kind.undo_floor is None else self.kind.undo_floor(self.game, self.seats)
        if not self.people():
            return 1 if len(history) > floor else 0
        for i in range(len(history) - 1, -1, -1):
            if not self.is_bot(history[i].player):
                return len(history) - i if i >= floor else 0
        return 0

    @property
    def can_undo(self) -> bool:
        """Whether there is a person's action to take back."""
        return bool(self.undo_steps())

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone action to play again."""
        return self.game is not None and self.game.can_redo

    def undo(self) -> bool:
        """Take back the last person's action and the bots' moves after it; False if none."""
        with self.lock:
            steps = self.undo_steps()
            if self.game is None or not steps:
                return False
            self.generation += 1
            self.game.undo(steps)
            self._mark = len(self.game.events)
            self._notify("undo")
            return True

    def redo(self) -> bool:
        """Play the undone action again and the bots' undone moves after it; False if none."""
        with self.lock:
            game = self.game
            if game is None or not game.can_redo:
                return False
            self._mark = len(game.events)
            game.redo()
            while game.can_redo and self._bot_to_move() is not None:
                game.redo()
            self._settle("redo")
            return True
