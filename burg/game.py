"""The ``Game`` facade: who must decide what, the legal actions, apply, undo/redo, views, saving.

A game is its starting point (a seed, or a position) plus the list of actions applied to it;
undo and redo replay that list.
"""

from __future__ import annotations

import copy
import random
from itertools import repeat
from operator import is_
from typing import Any

from burg.actions import MALFORMED_RULE, Action, ChooseCards, action_from_json, canonical
from burg.errors import IllegalAction
from burg.events import Event
from burg.rules import flow
from burg.rules.explain import explain
from burg.rules.flow import Decision
from burg.rules.log import NullLog
from burg.rules.scoring import Standing, best_palas_choice, ranking
from burg.state import State

SAVE_FORMAT = "burg-game"
SAVE_VERSION = 1


class Game:
    """One game of Im Schutze der Burg.

    >>> g = Game(players=3, seed=7)
    >>> g.pending.kind
    'choose_cards'
    >>> a = g.legal_actions(g.pending.players[0])[0]
    >>> _ = g.apply(a)

    ``winter=True`` plays Die Burg im Winter (the six winter cards in the marked rounds).
    ``seats`` records who plays each seat (``"person"`` or a bot's name); the rules ignore it,
    saves and positions keep it.
    """

    def __init__(
        self,
        players: int = 4,
        seed: int | None = None,
        names: list[str] | None = None,
        *,
        winter: bool = False,
        record_events: bool = True,
    ) -> None:
        if type(players) is not int or players not in (2, 3, 4):
            raise IllegalAction("setup.players", rule="Spielvorbereitung", players=players)
        if names is not None and (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(x, str) for x in names)
        ):
            raise IllegalAction("setup.names", rule="Spielvorbereitung", players=players)
        if seed is None:
            seed = random.randrange(2**31)
        self.seed: int | None = seed
        self.record_events = record_events
        self.events: list[Event] = []
        log = self.events if record_events else NullLog()
        self._initial: State = flow.new_state(players, seed, names, log, winter_game=bool(winter))
        self._initial_events = len(self.events)
        self._position: dict[str, Any] | None = None
        self._seats: list[str] | None = None
        self._reset_to_initial()
        self.history: list[Action] = []
        self._redo: list[Action] = []

    # --- construction from a position -----------------------------------------------------------
    @classmethod
    def from_state(
        cls, state: State, *, record_events: bool = True, position: dict[str, Any] | None = None
    ) -> Game:
        """A game starting from ``state`` (a validated position); automatic steps run at once."""
        g = cls.__new__(cls)
        g.seed = None
        g.record_events = record_events
        g.events = []
        log = g.events if record_events else NullLog()
        st = state.copy()
        flow.setup_events(st, log)
        flow.advance(st, log)
        g._initial = st
        g._initial_events = len(g.events)
        g._position = position
        g._seats = None
        g._reset_to_initial()
        g.history = []
        g._redo = []
        return g

    def _reset_to_initial(self) -> None:
        self._state = self._initial.copy()
        del self.events[self._initial_events :]
        self._log = self.events if self.record_events else NullLog()
        self._legal: dict[int, list[Action]] = {}

    # --- queries ----------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The live state. Read it, never change it: use ``apply``. ``snapshot()`` gives a copy."""
        return self._state

    def snapshot(self) -> State:
        """A copy of the current state."""
        return self._state.copy()

    @property
    def pending(self) -> Decision:
        """Who must decide what now."""
        return flow.decision(self._state)

    @property
    def is_over(self) -> bool:
        """Whether the final scoring is complete."""
        return self._state.phase == "over"

    @property
    def n_players(self) -> int:
        """Number of players."""
        return self._state.n

    @property
    def seats(self) -> list[str] | None:
        """Who plays each seat: ``"person"`` or a bot's name (``burg.bots.BOTS``); ``None`` when
        not recorded. Only saved and loaded (``to_json``, ``dump_position``), never played by."""
        return None if self._seats is None else self._seats[:]

    @seats.setter
    def seats(self, value: list[str] | None) -> None:
        """Set (checked: one known kind per seat, else ``PositionError``) or clear the seats."""
        from burg.positions import check_seats

        self._seats = None if value is None else check_seats(value, self._state.n)

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """All legal actions of ``player``; without a player, of every player who must decide."""
        if player is None:
            out: list[Action] = []
            for p in flow.deciders(self._state):
                out.extend(self._legal_for(p))
            return out
        if type(player) is not int or not 0 <= player < self._state.n:
            return []
        return list(self._legal_for(player))

    def _legal_for(self, p: int) -> list[Action]:
        cached = self._legal.get(p)
        if cached is None:
            cached = self._legal[p] = flow.legal(self._state, p)
        return cached

    def default_action(self, player: int) -> Action | None:
        """A sensible default for ``player``'s decision: the best Palas conversion, else the first
        legal action (the cheapest payment, the first choice offered)."""
        legal = self._legal_for(player)
        if not legal:
            return None
        if self._state.phase == "palas":
            best = best_palas_choice(self._state, player)
            if best is not None:
                return best
        return legal[0]

    def ranking(self) -> list[Standing]:
        """Final standings (only meaningful once the game is over)."""
        return ranking(self._state)

    @property
    def scores(self) -> dict[str, list[int]]:
        """Final scoring breakdown: VP per player from play (``game``) and from each building."""
        return {k: v[:] for k, v in self._state.scores.items()}

    # --- changing the game ------------------------------------------------------------------------
    def apply(self, action: Action | dict[str, Any]) -> list[Event]:
        """Validate and apply one action; return the events it caused.

        Raises ``IllegalAction`` (naming the rule) and leaves the game exactly as before if the
        action is not legal now."""
        p = getattr(action, "player", None)
        legal = self._legal.get(p) if type(p) is int else None
        # the very object from the cached legal list is canonical and legal: no need to check it
        if not (legal and any(map(is_, legal, repeat(action)))):
            action = self._validated(action)
        self._perform(action)
        self._redo.clear()
        return self.events[self._n_before :] if self.record_events else []

    def _validated(self, action: Action | dict[str, Any]) -> Action:
        """The canonical form of a legal ``action``; ``IllegalAction`` for anything else."""
        if isinstance(action, dict):
            action = action_from_json(action)
        action = canonical(action)
        p = action.player
        if not 0 <= p < self._state.n:
            raise IllegalAction("action.no_such_player", rule=MALFORMED_RULE, player=p)
        legal = self._legal_for(p)
        if action not in legal:
            raise explain(self._state, action, legal)
        return action

    def _perform(self, action: Action) -> None:
        self._n_before = len(self.events)
        st = self._state
        round_before = st.round
        try:
            found = flow.perform(st, self._log, action)
        except Exception:
            # never leave a half-changed state behind
            self._replay(self.history)
            raise
        if found:  # the next decider's legal actions, listed by the rules on the way
            self._legal = {found[0].player: found}
        elif type(action) is ChooseCards and st.phase == "choose" and st.round == round_before:
            # the others choose at the same time from their own hands: their choices stay
            self._legal.pop(action.player, None)
        else:
            self._legal = {}
        self.history.append(action)

    def random_playout(self, rng: random.Random | None = None) -> int:
        """Play on to the end, every decision uniformly at random among the legal actions of all
        who must decide: the same game as ``apply(rng.choice(legal_actions()))`` in a loop, with
        less overhead (for Monte-Carlo bots and simulations). Returns the number of actions; they
        join ``history``, so undo works as after ``apply``."""
        rng = rng if rng is not None else random.Random()
        choice = rng.choice
        st = self._state
        log = self._log
        history = self.history
        legal = flow.legal
        deciders = flow.deciders
        perform = flow.perform
        self._redo.clear()
        found: list[Action] | None = None
        n = 0
        try:
            while st.phase != "over":
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
        for a in actions:
            flow.perform(self._state, self._log, a)
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

    # --- views and files --------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as ``player`` sees it (others' face-down cards and hands hidden);
        ``None`` is a spectator."""
        from burg.positions import state_to_dict

        d = state_to_dict(self._state)
        secret = self._state.phase in flow.FACE_DOWN_PHASES
        for p, pd in enumerate(d["players"]):
            if p == player:
                continue
            pd["hand"] = len(pd["hand"]) + (len(pd["chosen"]) if secret else 0)
            if secret:
                pd["chosen"] = len(pd["chosen"])
        return d

    def to_json(self) -> dict[str, Any]:
        """A save file: the starting point, who plays each seat (if recorded) and every action
        taken."""
        from burg.positions import state_to_dict

        start: dict[str, Any]
        if self.seed is not None:
            st = self._initial
            start = {"seed": self.seed, "players": st.n, "names": [p.name for p in st.players]}
            if st.winter:
                start["winter"] = True
        else:
            # a copy: changing the save must not change the game's own starting position
            start = {"position": copy.deepcopy(self._position) or state_to_dict(self._initial)}
        if self._seats is not None:
            start["seats"] = self._seats[:]
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            **start,
            "actions": [a.to_json() for a in self.history],
        }

    @classmethod
    def from_json(cls, data: Any, *, record_events: bool = True) -> Game:
        """Load a save file (``to_json``) or a position file; raises ``PositionError`` with a
        clear message for a damaged file."""
        from burg.positions import load_save

        return load_save(data, record_events=record_events)
