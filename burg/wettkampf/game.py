"""Der Wettkampf der Burgbaumeister's ``Game``: who must decide what, the legal actions, views
and saves.

A game is its starting point (a seed, or a position) plus the list of actions applied to it;
undo and redo replay that list (``burg.core.game``). The Materiallager's face-down cards are the
game's only secret, and nobody knows it: every seat sees the same view, with a face-down card
shown only as ``"down"`` in its slot (§H1–§H4).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any, ClassVar, Self

from burg.core import game as core
from burg.core.contract import Result
from burg.core.errors import IllegalAction
from burg.core.events import Log
from burg.wettkampf.actions import ACTIONS, Action, Flip
from burg.wettkampf.data import (
    DEFAULT_CARDS,
    MAX_TURNS,
    PLAYERS,
    START_TOWER,
    STORE_COLUMNS,
    STORE_ROWS,
    CardTable,
)
from burg.wettkampf.rules import cannon, end, flow, setup, tower, turn, wizard
from burg.wettkampf.rules.end import Standing
from burg.wettkampf.rules.flow import Decision
from burg.wettkampf.rules.variant import variant_of
from burg.wettkampf.state import State

__all__ = ["Decision", "Game", "Standing"]

SETUP = "Spielvorbereitung"


def _over(st: State) -> bool:
    return st.phase == "over"


class Game(core.Game):
    """One game of Der Wettkampf der Burgbaumeister.

    >>> g = Game(players=2, seed=7)
    >>> g.pending.kind
    'flip'
    >>> _ = g.apply(g.legal_actions()[0])
    >>> g.pending.kind
    'decide'

    ``expert=True`` plays the expert variant (Spielvariante für erfahrene Burgbaumeister).
    ``start_player``: a seat, or ``None`` to draw it from the seed (§W4, §D2). ``max_turns``: the
    stall guard (§W17, §D19). ``cards``: which figures the cards show (``data.load_cards``; by
    default our assumption, §D6). ``seats`` records who plays each seat (``"person"`` or a bot's
    name); the rules ignore it, saves and positions keep it.
    """

    name: ClassVar[str] = "wettkampf"
    POSITIONS = "burg.wettkampf.positions"
    ACTIONS = ACTIONS
    _rules_legal = staticmethod(flow.legal)
    _rules_deciders = staticmethod(flow.deciders)
    _rules_perform = staticmethod(flow.perform)
    _rules_over = staticmethod(_over)

    def __init__(
        self,
        players: int = 2,
        seed: int | None = None,
        names: list[str] | None = None,
        *,
        expert: bool = False,
        start_player: int | None = None,
        max_turns: int = MAX_TURNS,
        cards: CardTable | None = None,
        record_events: bool = True,
    ) -> None:
        if type(players) is not int or players not in PLAYERS:
            raise IllegalAction("wettkampf.setup.players", rule=SETUP, players=players)
        if names is not None and (
            not isinstance(names, list)
            or len(names) != players
            or not all(isinstance(x, str) for x in names)
        ):
            raise IllegalAction("wettkampf.setup.names", rule=SETUP, players=players)
        if start_player is not None and (
            type(start_player) is not int or not 0 <= start_player < players
        ):
            raise IllegalAction(
                "wettkampf.setup.start_player", rule=SETUP, last=players - 1, got=start_player
            )
        if type(max_turns) is not int or max_turns < 1:
            raise IllegalAction("wettkampf.setup.max_turns", rule=SETUP, got=max_turns)
        if cards is not None and not isinstance(cards, CardTable):
            raise IllegalAction("wettkampf.setup.cards", rule=SETUP, got=type(cards).__name__)
        if seed is None:
            seed = random.randrange(2**31)
        log = self._begin(record_events)
        initial = setup.new_state(
            players,
            seed,
            names,
            expert=bool(expert),
            start_player=start_player,
            max_turns=max_turns,
            cards=cards or DEFAULT_CARDS,
        )
        setup.setup_events(initial, log)
        self._start(initial, seed=seed)

    def _setup_position(self, st: State, log: Log) -> None:  # for ``from_state``
        setup.setup_events(st, log)

    # --- queries ----------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The live state, for the rules and their tests. It shows the face-down cards: bots,
        widgets and lessons use ``view``, ``pending`` and ``legal_actions`` instead."""
        return self._state

    @property
    def pending(self) -> Decision:
        """Who must decide what now: ``flip``, ``decide`` (with the flipped card's ``slot`` and
        ``number``), ``cannon`` (with the cannon's ``number``), or ``None`` at the end."""
        return flow.decision(self._state)

    @property
    def expert(self) -> bool:
        """Whether this is the expert variant."""
        return self._state.expert

    @property
    def cards(self) -> CardTable:
        """Which figures each card shows (public: the card list, §H5)."""
        return self._state.cards

    def figures(self, number: int) -> tuple[str, ...]:
        """The figures card ``number`` shows (``()`` for a plain card or the start tower)."""
        return self._state.cards.of(number)

    def wall(self, player: int) -> list[int]:
        """``player``'s wall: the start tower (1) at position 0, then his cards left to right."""
        return [START_TOWER, *self._state.walls[player]]

    def last(self, player: int) -> int:
        """The number of the last card of ``player``'s wall (1: the start tower alone)."""
        return self._state.last(player)

    def fits(self, player: int, number: int) -> bool:
        """Whether card ``number`` may be laid at the right end of ``player``'s wall (§W9)."""
        return turn.fits(self._state, player, number)

    def protected_upto(self, player: int) -> int:
        """Expert: positions 0 up to this one of ``player``'s wall are safe from cannons (§W33);
        0 if he has laid no tower card."""
        return tower.protected_upto(self._state, player)

    def cannon_targets(self, player: int) -> list[int]:
        """Expert: the cards a cannon of ``player`` could destroy now (open cards of his
        opponents, §W29), whether or not he fires now."""
        return cannon.targets(self._state, player)

    def wizard_ready(self, player: int) -> bool:
        """Expert: the wizard lies in ``player``'s wall with its power unused (§W35–§W37)."""
        return self._state.expert and wizard.available(self._state, player)

    def wizard_place(self, player: int, number: int) -> int | None:
        """Expert: the position the wizard would insert card ``number`` at in ``player``'s wall
        (§D25), or ``None`` if it cannot (no power, or the card fits at the end: §W38)."""
        st = self._state
        if self.wizard_ready(player) and number < st.last(player):
            return wizard.place(st, player, number)
        return None

    def points(self, player: int) -> int | None:
        """Expert: ``player``'s points if the game ended now (§W21–§W26); ``None`` in the basic
        game."""
        sc = variant_of(self._state).score(self._state, player)
        return None if sc is None else sc.points

    def score(self, player: int) -> dict[str, int] | None:
        """Expert: the points of ``player``'s wall and why (cards, king, queen, knights, ladies,
        pairs, ravens, bonus, points); ``None`` in the basic game."""
        sc = variant_of(self._state).score(self._state, player)
        return None if sc is None else sc._asdict()

    def ranking(self) -> list[Standing]:
        """Every player's place, best first (meaningful once the game is over)."""
        return end.ranking(self._state)

    def winners(self) -> list[int]:
        """The seats ranked first (several only after a tie, §D20)."""
        return end.winners(self._state)

    def result(self) -> Result:
        """Per seat the points (expert, W21-W26) or, in the basic game, the cards in the wall
        (W16), ranked as ``ranking`` does (ties: the highest last card, then shared, D20).
        Mid-game: the standing as the walls are now."""
        st = self._state
        scores = [0] * st.n
        ranks = [0] * st.n
        for s in end.ranking(st):
            scores[s.seat] = s.cards if s.points is None else s.points
            ranks[s.seat] = s.rank
        return Result.of(scores, ranks, final=st.phase == "over")

    @property
    def end(self) -> str:
        """How the game ended: ``"ninth"``, ``"blocked"``, ``"stall"``; ``""`` while it runs."""
        return self._state.end

    # --- changing the game: the base class, with these hooks --------------------------------------
    def _explain(self, action: Action, legal: list[Action]) -> IllegalAction:
        return flow.explain(self._state, action)

    # --- views and files --------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as every seat sees it (``player`` changes nothing: nobody holds a
        secret of his own, §H3). The Materiallager's slots are ``None`` (empty), ``"down"``
        (a face-down card) or the number of the card face up; at the end every card is shown
        (§H8). Walls start with the start tower (1) at position 0."""
        st = self._state
        over = st.phase == "over"
        store: list[Any] = [
            (c if over or s == st.flipped else "down") if c else None
            for s, c in enumerate(st.store)
        ]
        figures = st.cards.figures
        variant = variant_of(st)
        players = []
        for p, name in enumerate(st.names):
            wall = st.walls[p]
            sc = variant.score(st, p)
            players.append(
                {
                    "name": name,
                    "wall": [START_TOWER, *wall],
                    "figures": [[], *(list(figures[c]) for c in wall)],
                    "cards": len(wall),
                    "last": st.last(p),
                    "protected": tower.protected_upto(st, p) if st.expert else None,
                    "wizard": self._wizard_state(p),
                    "points": None if sc is None else sc.points,
                }
            )
        flipped = None
        if st.flipped >= 0:
            number = st.store[st.flipped]
            flipped = {"slot": st.flipped, "number": number, "figures": list(figures[number])}
        return {
            "game": self.name,
            "expert": st.expert,
            "players": players,
            "active": st.active,
            "start_player": st.start_player,
            "turn": st.turn,
            "max_turns": st.max_turns,
            "phase": st.phase,
            "store": store,
            "store_rows": STORE_ROWS,
            "store_columns": STORE_COLUMNS,
            "flipped": flipped,
            "cannon": st.cannon or None,
            "out": st.out[:],
            "end": st.end or None,
            "winners": end.winners(st) if over else None,
            "figures_source": st.cards.origin,
        }

    def _wizard_state(self, p: int) -> str | None:
        st = self._state
        if not st.expert:
            return None
        if st.wizard_used[p]:
            return "used"
        return "unused" if wizard.available(st, p) else None

    # --- for the conformance test (burg.core.game) -------------------------------------------
    #: No decision is taken in secret: a flipped card is seen by all (§H2, §H3).
    SECRET_DECISIONS = frozenset()

    @classmethod
    def setups(cls) -> list[dict[str, Any]]:
        """2, 3 and 4 players (§W1), basic game and expert variant."""
        return [{"players": n, "expert": e} for e in (False, True) for n in PLAYERS]

    def holdings(self) -> dict[tuple[str, str], int]:
        """Where every card and start tower lies: the Materiallager, the walls, out of the game
        (45 cards and one start tower per player)."""
        return setup.holdings(self._state)

    def hidden_twin(self, rng: random.Random) -> Game | None:
        """The same game with the face-down cards shuffled anew among their slots (the card
        face up this turn stays): no view may tell them apart."""
        st = self._state
        if st.phase == "over":
            return None
        down = [s for s, c in enumerate(st.store) if c and s != st.flipped]
        if len(down) < 2:
            return None
        twin = st.copy()
        cards = [st.store[s] for s in down]
        shuffled = cards[:]
        while shuffled == cards:
            rng.shuffle(shuffled)
        for s, c in zip(down, shuffled, strict=True):
            twin.store[s] = c
        return Game.from_state(twin, record_events=False)

    #: Slots seen face up before this game's history began (``determinize`` passes them on).
    _seen_before: frozenset[int] = frozenset()

    def seen_slots(self) -> frozenset[int]:
        """The slots whose face-down card every seat has seen: flipped in this game's history
        (cards never change slots, W10), or known when it was determinized."""
        flipped = {a.slot for a in self.history if type(a) is Flip}
        st = self._state
        return frozenset(s for s in self._seen_before | flipped if st.store[s])

    def determinize(
        self,
        seat: int,
        rng: random.Random,
        *,
        known: Collection[int] | None = None,
        record_events: bool = False,
    ) -> Self:
        """As ``core.Game.determinize``: the face-down cards ``seat`` has not seen, or of those
        seen does not remember (``known``: the slots it remembers; by default all it has seen,
        ``seen_slots``), dealt anew among their slots. ``ValueError`` if ``known`` names a slot
        it has not seen."""
        g = super().determinize(seat, rng, known=known, record_events=record_events)
        g._seen_before = self._remembered(known)
        return g

    def _remembered(self, known: Collection[int] | None) -> frozenset[int]:
        seen = self.seen_slots()
        if known is None:
            return seen
        mine = frozenset(known)
        unseen = mine - seen - {s for s, c in enumerate(self._state.store) if not c}
        if unseen:
            raise ValueError(f"slots never seen face up: {sorted(unseen)}")
        return mine & seen

    def _dealt_anew(self, seat: int, rng: random.Random, known: Collection[int] | None) -> State:
        st = self._state.copy()
        keep = self._remembered(known)
        down = [s for s, c in enumerate(st.store) if c and s != st.flipped and s not in keep]
        if st.phase != "over":  # at the end every card lies face up (H8)
            cards = sorted(st.store[s] for s in down)
            rng.shuffle(cards)
            for s, c in zip(down, cards, strict=True):
                st.store[s] = c
        return st

    def _seeded_start(self) -> dict[str, Any]:
        st = self._initial
        start = {
            "seed": self.seed,
            "players": st.n,
            "names": st.names[:],
            "expert": st.expert,
            "start_player": st.start_player,
        }
        if st.max_turns != MAX_TURNS:
            start["max_turns"] = st.max_turns
        if st.cards != DEFAULT_CARDS:
            start["figures"] = st.cards.to_json()
        return start
