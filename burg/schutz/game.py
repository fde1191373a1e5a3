"""Im Schutze der Burg's ``Game``: who must decide what, the legal actions, views and saves.

A game is its starting point (a seed, or a position) plus the list of actions applied to it;
undo and redo replay that list (``burg.core.game``).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any, ClassVar

from burg.core import game as core
from burg.core.contract import Result
from burg.core.errors import IllegalAction
from burg.core.events import Log
from burg.schutz.actions import ACTIONS, Action, ChooseCards, PalasConvert
from burg.schutz.data import HAND
from burg.schutz.ledger import holdings
from burg.schutz.position_write import state_to_dict
from burg.schutz.rules import building, flow, winter
from burg.schutz.rules.explain import explain
from burg.schutz.rules.flow import Decision
from burg.schutz.rules.scoring import Standing, best_palas_choice, ranking
from burg.schutz.state import State

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "Decision", "Game", "Standing"]

SAVE_FORMAT = core.SAVE_FORMAT
SAVE_VERSION = core.SAVE_VERSION


def _over(st: State) -> bool:
    return st.phase == "over"


class Game(core.Game):
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
        log = self._begin(record_events)
        initial = flow.new_state(players, seed, names, log, winter_game=bool(winter))
        self._start(initial, seed=seed)

    # --- construction from a position (``from_state``) -------------------------------------------
    def _setup_position(self, st: State, log: Log) -> None:
        # automatic steps run at once
        flow.setup_events(st, log)
        flow.advance(st, log)

    name: ClassVar[str] = "schutz"
    POSITIONS = "burg.schutz.positions"
    ACTIONS = ACTIONS
    _rules_legal = staticmethod(flow.legal)
    _rules_deciders = staticmethod(flow.deciders)
    _rules_perform = staticmethod(flow.perform)
    _rules_over = staticmethod(_over)

    # --- queries ----------------------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The live state, for the rules and their tests. Read it, never change it: use ``apply``.
        Bots, widgets and lessons use ``view``, ``pending`` and ``legal_actions`` instead."""
        return self._state

    @property
    def pending(self) -> Decision:
        """Who must decide what now."""
        return flow.decision(self._state)

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

    def buildable(self, player: int) -> list[str]:
        """Unbuilt templates ``player`` could pay for now with his pieces and silver (of identical
        templates only the next one), whether or not building is his decision now."""
        return building.buildable(self._state, player)

    def best_palas_choice(self, player: int) -> PalasConvert | None:
        """The Palas conversion worth most VP to ``player`` now (silver before an own piece of
        equal worth); ``None`` if he may convert nothing (Der Palas)."""
        return best_palas_choice(self._state, player)

    def talers_due(self, player: int) -> int:
        """What ``PayTalers`` costs ``player`` against the winter card drawn: Pest 1 taler per
        card in his discard row; Schneeverwehung 3 talers, or all he has if he has fewer and no
        Arbeiter to give."""
        return winter.talers_due(self._state, player)

    def resolution_order(self) -> list[tuple[str, int]]:
        """This round's revealed cards as ``(card, seat)`` in the order they resolve (Spielablauf);
        empty while they lie face down."""
        st = self._state
        return [] if st.phase in flow.FACE_DOWN_PHASES else list(st.queue)

    def granary_vp(self) -> list[int]:
        """Die Burg im Winter: what the Kornspeicher's helpers score each seat at the end if they
        stay as they are (10, 7 or 3 VP each); all zero without them."""
        return winter.score_granary(self._state)

    def ranking(self) -> list[Standing]:
        """Final standings (only meaningful once the game is over)."""
        return ranking(self._state)

    @property
    def scores(self) -> dict[str, list[int]]:
        """Final scoring breakdown: VP per player from play (``game``) and from each building."""
        return {k: v[:] for k, v in self._state.scores.items()}

    def result(self) -> Result:
        """VP per seat, ranked as ``ranking`` does (Der Sieger: ties by talers, then the value
        of unused pieces). Mid-game: the VP so far, before the final scoring."""
        ranks = [0] * self._state.n
        vp = [0] * self._state.n
        for s in ranking(self._state):
            ranks[s.seat], vp[s.seat] = s.rank, s.vp
        return Result.of(vp, ranks, final=self._state.phase == "over")

    # --- changing the game: the base class, with these hooks --------------------------------------
    def _explain(self, action: Action, legal: list[Action]) -> IllegalAction:
        return explain(self._state, action, legal)

    SIMULTANEOUS = frozenset({ChooseCards})  # Auswahl der Personenkarten: all at once

    @property
    def is_over(self) -> bool:
        """Whether the final scoring is complete."""
        return self._state.phase == "over"

    def _moment(self) -> int:
        return self._state.round

    def _others_keep_their_choices(self, action: Action, before: int) -> bool:
        # the others choose at the same time from their own hands: their choices stay
        st = self._state
        return st.phase == "choose" and st.round == before

    # --- views and files --------------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as ``player`` sees it (others' face-down cards and hands, and the order
        of the winter deck, hidden: counts instead); ``None`` is a spectator."""
        d = state_to_dict(self._state)
        secret = self._state.phase in flow.FACE_DOWN_PHASES
        for p, pd in enumerate(d["players"]):
            if p == player:
                continue
            pd["hand"] = len(pd["hand"]) + (len(pd["chosen"]) if secret else 0)
            if secret:
                pd["chosen"] = len(pd["chosen"])
        if "winter" in d:  # Die Burg im Winter: the winter cards lie face down, shuffled
            d["winter"]["deck"] = len(d["winter"]["deck"])
        return d

    # --- for the conformance test (burg.core.game) -------------------------------------------
    SECRET_DECISIONS = frozenset({"choose_cards"})  # Auswahl der Personenkarten: face down

    @classmethod
    def setups(cls) -> list[dict[str, Any]]:
        """2, 3 and 4 players (Spielvorbereitung), summer and winter game."""
        return [{"players": n, "winter": w} for w in (False, True) for n in (2, 3, 4)]

    def holdings(self) -> dict[tuple[str, str], int]:
        """Where every piece, taler, VP, helper and card lies (``burg.schutz.ledger``)."""
        return holdings(self._state)

    def hidden_twin(self, rng: random.Random) -> Game | None:
        """Die Burg im Winter: the winter cards not drawn yet lie face down in a shuffled deck."""
        st = self._state
        if not st.winter or len(st.winter.deck) < 2:
            return None
        twin = st.copy()
        twin.winter.deck = st.winter.deck[:]
        while twin.winter.deck == st.winter.deck:
            rng.shuffle(twin.winter.deck)
        return Game.from_state(twin, record_events=False)

    def _dealt_anew(self, seat: int, rng: random.Random, known: Collection[int] | None) -> State:
        """Dealt anew: the other seats' cards chosen face down this round (any legal choice
        from their hand, which is public: the cards not in their discard row) and the order
        of the winter deck. Nothing seen is hidden again: ``known`` changes nothing."""
        st = self._state.copy()
        secret = st.phase in flow.FACE_DOWN_PHASES
        for q, pl in enumerate(st.players):
            if q == seat:
                continue
            if secret and pl.chosen:
                pool = sorted(pl.hand + pl.chosen, key=HAND.index)
                k, has_discard = len(pl.chosen), bool(pl.discard)
                pick = rng.choice(flow._card_choices(q, tuple(pool), k, has_discard)).cards
                pl.chosen = list(pick)
                pl.hand = [c for c in pool if c not in pick]
            else:
                pl.hand.sort(key=HAND.index)  # its order shows in no view
        if st.winter:
            st.winter.deck = sorted(st.winter.deck)
            rng.shuffle(st.winter.deck)
        return st

    def _seeded_start(self) -> dict[str, Any]:
        st = self._initial
        start: dict[str, Any] = {
            "seed": self.seed,
            "players": st.n,
            "names": [p.name for p in st.players],
        }
        if st.winter:
            start["winter"] = True
        return start
