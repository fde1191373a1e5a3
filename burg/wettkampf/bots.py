"""Bots for Der Wettkampf der Burgbaumeister, on the family's bot protocol (``burg.core.bots``:
``choose(game, player) -> Action``).

A bot sees only what a player at the table sees (§H5): ``game.view``, the
public event log (``game.events``: every flip names its slot and number) and the game's
documented queries; never the state. Its memory is its own (§H6): it reads the log and keeps
what its model lets it keep.

- ``random``: uniform over the legal actions.
- ``nomemory`` (§M0): knows the card face up and the public table, nothing else.
- ``limited`` (§M1): remembers the last ``capacity`` flips (4).
- ``forgetful`` (§M2): each remembered card is forgotten with chance ``forget`` per turn (0.1).
- ``perfect`` (§M3): remembers every flip: the strongest fair bot.

All but ``random`` play the same way with what they remember: flip a remembered card that is
worth laying, else an unseen one; lay a card only if the jump leaves enough cards above it for
the rest of the wall (the rulebook's advice: avoid big jumps); in the expert variant weigh the
figures, fire the cannon at the card that costs an opponent most, and use the wizard on a card
with points, late in the game, or when no card above its last is left. The events must be
recorded (``record_events=True``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from burg.core import bots as core
from burg.core.bots import MAX_ACTIONS, Bot, RandomBot
from burg.core.levels import levels
from burg.core.search import Budget, SearchConfig, bot_factory
from burg.wettkampf.actions import Action, Fire, Flip, HoldFire, Lay, Return, WizardInsert
from burg.wettkampf.data import (
    CARD_POINTS,
    CARDS_TO_WIN,
    FIGURE_POINTS,
    HIGH,
    NUMBERS,
    PAIR_POINTS,
)
from burg.wettkampf.game import Game

__all__ = [
    "BOTS",
    "MAX_ACTIONS",
    "Bot",
    "ForgetfulBot",
    "LimitedBot",
    "MemoryBot",
    "NoMemoryBot",
    "PerfectBot",
    "RandomBot",
    "make_bot",
    "play_game",
]


def wall_points(wall: list[int], figures: tuple[tuple[str, ...], ...]) -> int:
    """The expert points of the laid cards ``wall`` (§W21–§W26), from the public card list."""
    count = dict.fromkeys(FIGURE_POINTS, 0)
    for c in wall:
        for f in figures[c]:
            count[f] += 1
    pairs = min(count["knight"], count["lady"])
    bonus = sum(k * FIGURE_POINTS[f] for f, k in count.items())
    return len(wall) * CARD_POINTS + bonus + pairs * PAIR_POINTS


class MemoryBot:
    """A player with a memory model (§H6) and a sensible way to use it.

    ``forget``: the chance per turn to forget each remembered card (0: perfect recall).
    ``capacity``: how many flips it keeps at most, the oldest dropped first (``None``: all;
    0: nothing). ``jump``: how far a laid card may jump, in cards of the Materiallager skipped,
    as a multiple of the cards still above the wall's last card per card still to lay (higher:
    bolder). At 1 (the average gap) the bots waited too long: the perfect bot often put back
    every card for a dozen turns and more, and lost to simpler play. At 2 the perfect bot won
    270 of 300 2-player basic games against itself at 1."""

    name = "memory"

    def __init__(
        self,
        seed: int | None = None,
        *,
        forget: float = 0.0,
        capacity: int | None = None,
        jump: float = 2.0,
        name: str | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.forget = forget
        self.capacity = capacity
        self.jump = jump
        if name is not None:
            self.name = name
        self._reset(None)

    # --- memory: the public log, filtered by the model --------------------------------------------
    def _reset(self, game: Game | None) -> None:
        self.known: dict[int, int] = {}  # slot -> number, in the order remembered
        self._game = game
        self._seen = 0
        self._last: Any = None

    def observe(self, game: Game) -> None:
        """Read the events since the last call (all of them for a new game, or after an undo)."""
        events = game.events
        if (
            game is not self._game
            or len(events) < self._seen
            or (self._seen and events[self._seen - 1] is not self._last)
        ):
            self._reset(game)
        known = self.known
        for e in events[self._seen :]:
            reason = e.reason
            if reason == "flip":
                self._one_turn_passes()
                if self.capacity != 0:
                    slot, number = e.detail[0], e.detail[1]
                    known.pop(slot, None)
                    known[slot] = number
                    if self.capacity is not None and len(known) > self.capacity:
                        del known[next(iter(known))]
            elif reason in ("lay", "wizard_insert"):  # the slot is empty now
                known.pop(e.detail[0], None)
        self._seen = len(events)
        self._last = events[-1] if events else None

    def _one_turn_passes(self) -> None:
        if self.forget <= 0 or not self.known:
            return
        rnd = self.rng.random
        p = self.forget
        for slot in [s for s in self.known if rnd() < p]:
            del self.known[slot]

    # --- choosing ---------------------------------------------------------------------------------
    def choose(self, game: Game, player: int) -> Action:
        self.observe(game)
        legal = game.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        view = game.view(player)
        kind = game.pending.kind
        if kind == "flip":
            return self._flip(game, view, player, legal)
        if kind == "decide":
            return self._decide(game, view, player, legal)
        return self._fire(game, view, player, legal)

    def _flip(self, game: Game, view: dict[str, Any], p: int, legal: list[Action]) -> Action:
        down = [a.slot for a in legal if isinstance(a, Flip)]
        known = {s: self.known[s] for s in down if s in self.known}
        best, best_value = None, 0.0
        for s, c in known.items():
            value = self._worth(game, view, p, c)
            if value > best_value:
                best, best_value = s, value
        if best is not None:
            return Flip(p, best)
        unseen = [s for s in down if s not in known]
        if unseen:
            return Flip(p, self.rng.choice(unseen))
        return Flip(p, self.rng.choice(down))

    def _decide(self, game: Game, view: dict[str, Any], p: int, legal: list[Action]) -> Action:
        number = view["flipped"]["number"]
        for a in legal:
            if isinstance(a, (Lay, WizardInsert)) and self._worth(game, view, p, number) > 0:
                return a
        return next(a for a in legal if isinstance(a, Return))

    def _worth(self, game: Game, view: dict[str, Any], p: int, number: int) -> float:
        """How good it is to get card ``number`` into ``p``'s wall now (<= 0: not worth it)."""
        me = view["players"][p]
        last = me["last"]
        need = CARDS_TO_WIN - me["cards"]
        expert = view["expert"]
        figures = game.cards.figures
        bonus = sum(FIGURE_POINTS[f] for f in figures[number]) if expert else 0
        if "cannon" in figures[number] and expert and game.cannon_targets(p):
            bonus += 1
        if number < last:  # only the wizard can place it (§W35, §W38)
            if game.wizard_place(p, number) is None:
                return 0.0
            if bonus >= 1 or me["cards"] >= 5:
                return 1.0 + bonus
            # a short wall keeps the wizard for a card with points, unless no card above the
            # last is left: then the wizard is the only move left (else it puts back forever)
            return 0.0 if any(c > last for c in self._in_store(view)) else 1.0
        if need == 1:  # the last card ends the game
            if not expert:
                return 100.0  # the 9th card wins (§W14)
            # most points wins (§W42): behind, wait for a better last card while one may come;
            # waiting gains nothing else, since the wall cannot grow without ending the game
            best_other = max(q["points"] for i, q in enumerate(view["players"]) if i != p)
            if self._finish_points(game, me, number) >= best_other:
                return 100.0
            better = [c for c in self._in_store(view) if c > last and c != number]
            if any(self._finish_points(game, me, c) >= best_other for c in better):
                return 0.0
            return 1.0
        # the rulebook's advice: no big jumps. How many cards still lie between the last card
        # and this one, against the share of the cards above the last one per card to lay.
        in_store = self._in_store(view)
        above = [c for c in in_store if c > last]
        skipped = sum(1 for c in above if c < number)
        allowed = max(1.0, len(above) / (need + 1) * self.jump) + 2 * bonus
        return allowed - skipped + 0.5

    @staticmethod
    def _finish_points(game: Game, me: dict[str, Any], number: int) -> int:
        """About what the wall scores with ``number`` as its last card (a cannon's shot counted
        as the points it takes from the leader)."""
        figures = game.cards.figures
        shot = 2 if "cannon" in figures[number] else 0
        return wall_points([*me["wall"][1:], number], figures) + shot

    @staticmethod
    def _in_store(view: dict[str, Any]) -> list[int]:
        """The numbers still in the Materiallager: all but the walls' and those out (public)."""
        placed = {c for q in view["players"] for c in q["wall"]}
        placed.update(view["out"])
        return [c for c in NUMBERS if c not in placed]

    def _fire(self, game: Game, view: dict[str, Any], p: int, legal: list[Action]) -> Action:
        """Destroy the card that costs its owner most, the leader's first; not a last card,
        which would lower his bar (§W30)."""
        figures = game.cards.figures
        walls = {i: q["wall"][1:] for i, q in enumerate(view["players"])}
        points = {i: wall_points(w, figures) for i, w in walls.items()}
        best: Action = next(a for a in legal if isinstance(a, HoldFire))
        best_value = 0.0
        for a in legal:
            if not isinstance(a, Fire):
                continue
            owner = next(i for i, w in walls.items() if a.card in w)
            wall = walls[owner]
            rest = [c for c in wall if c != a.card]
            value = points[owner] - wall_points(rest, figures) + 0.1 * points[owner]
            value += 0.5 * len(wall)  # a long wall is near its end
            if a.card == wall[-1]:
                value -= 2.0
            if value > best_value:
                best, best_value = a, value
        return best


class NoMemoryBot(MemoryBot):
    """§M0: remembers nothing (§H6)."""

    name = "nomemory"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, capacity=0)


class LimitedBot(MemoryBot):
    """§M1: remembers the last 4 flips (§H6)."""

    name = "limited"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, capacity=4)


class ForgetfulBot(MemoryBot):
    """§M2: forgets each remembered card with chance 0.1 per turn (§H6)."""

    name = "forgetful"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, forget=0.1)


class PerfectBot(MemoryBot):
    """§M3: remembers every flip (§H6): the strongest fair bot."""

    name = "perfect"


# Any, not Bot: our bots' ``choose`` takes this game's Game, core's ``Bot`` the base Game
BOTS: dict[str, Callable[[int | None], Any]] = {
    "random": RandomBot,
    "nomemory": NoMemoryBot,
    "limited": LimitedBot,
    "forgetful": ForgetfulBot,
    "perfect": PerfectBot,
}


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot by name (``BOTS``, or a level of ``LEVELS``)."""
    return core.make_bot({**BOTS, **{n: lv.make for n, lv in LEVELS.items()}}, kind, seed)


def play_game(
    bots: list[Bot],
    seed: int | None = None,
    *,
    expert: bool = False,
    names: list[str] | None = None,
    record_events: bool = True,
) -> Game:
    """Play one complete game, seat i played by ``bots[i]``. The memory bots read the event
    log, so it is recorded unless ``record_events=False`` (then they remember nothing)."""
    game = Game(
        players=len(bots), seed=seed, names=names, expert=expert, record_events=record_events
    )
    return cast(Game, core.play_out(game, bots, f"game {seed}"))


# --- the coach and the levels (``burg.core.search``, ``burg.core.levels``) ---
#: Actions a search playout takes at most (``memory_rollout``).
ROLLOUT_LIMIT = 600


def memory_rollout(game: Game, rng: random.Random, jump: float = 1.0) -> None:
    """Play ``game`` to its end as players with a shared perfect memory of the cards turned up
    in this playout (a playout policy of the search, reading the view only): flip a remembered
    card worth laying, else an unknown one at random; lay a card above the wall's last one when
    the jump is no bigger than the cards above it per card still to lay (``jump`` times: the
    rulebook's advice, as ``MemoryBot``); the wizard when no card above the wall's last one is
    left; the expert's other decisions at random. It stops after ``ROLLOUT_LIMIT`` actions (the
    search then takes the standing as it is)."""
    known: dict[int, int] = {}
    for _ in range(ROLLOUT_LIMIT):
        if game.is_over:
            return
        d = game.pending
        p = d.players[0]
        legal = game.legal_actions(p)
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        kind = d.kind
        if kind == "flip":
            last, need = game.last(p), CARDS_TO_WIN + 1 - len(game.wall(p))
            down = {a.slot: a for a in legal if isinstance(a, Flip)}
            good = [
                s
                for s, c in known.items()
                if s in down and c > last and c - last <= max(1.0, (HIGH - last) / (need + 1))
            ]
            if good:
                game.apply(down[min(good, key=lambda s: known[s])])
            else:
                unknown = [a for s, a in down.items() if s not in known]
                game.apply(rng.choice(unknown or list(down.values())))
        elif kind == "decide":
            view = game.view(p)
            flipped = view["flipped"]
            number, slot = flipped["number"], flipped["slot"]
            last, need = game.last(p), CARDS_TO_WIN + 1 - len(game.wall(p))
            lay = next((a for a in legal if isinstance(a, Lay)), None)
            allowed = max(1.0, (HIGH - last) / (need + 1) * jump)
            wizard = next((a for a in legal if isinstance(a, WizardInsert)), None)
            if lay is not None and number > last and number - last <= allowed:
                known.pop(slot, None)
                game.apply(lay)
            elif wizard is not None and not any(c > last for c in MemoryBot._in_store(view)):
                known.pop(slot, None)
                game.apply(wizard)
            else:
                known[slot] = number
                back = next((a for a in legal if isinstance(a, Return)), None)
                game.apply(back if back is not None else rng.choice(legal))
        else:
            game.apply(rng.choice(legal))


def flip_candidates(game: Game, seat: int, legal: list[Action], at_root: bool) -> list[Action]:
    """The flips worth searching: every card seen face up (``Game.seen_slots``) and one of the
    cards never seen, which are all alike to every seat (a determinization deals them anew)."""
    if not legal or not isinstance(legal[0], Flip):
        return legal
    seen = game.seen_slots()
    out: list[Action] = [a for a in legal if isinstance(a, Flip) and a.slot in seen]
    unseen = next((a for a in legal if isinstance(a, Flip) and a.slot not in seen), None)
    if unseen is not None:
        out.append(unseen)
    return out or legal


def alike_flip(game: Game, seat: int, action: Action) -> Action:
    """The flip that stands for ``action``: a card never seen face up is alike to every other
    such card (the one ``flip_candidates`` keeps); any other action stands for itself."""
    if not isinstance(action, Flip):
        return action
    seen = game.seen_slots()
    if action.slot in seen:
        return action
    legal = game.legal_actions(seat)
    return next((a for a in legal if isinstance(a, Flip) and a.slot not in seen), action)


#: The search's settings here: playouts by ``memory_rollout``; a margin of 3 cards (or points)
#: counts fully. The coach remembers every card it saw turned up (``Game.determinize``'s
#: default).
SEARCH = SearchConfig(
    guide=PerfectBot,
    rollout=memory_rollout,
    candidates=flip_candidates,
    alike=alike_flip,
    score_scale=3.0,
    margin=0.1,
)
#: The strong level's budget, and the hint's on the play page.
STRONG_BUDGET = Budget(50, 1.0)
LEVELS = levels(
    beginner=("the forgetful bot", ForgetfulBot),
    # The perfect-memory bot: 100 search iterations were no stronger than it (the guide), and
    # it beats the forgetful bot 82 % of 1,000 games (docs/coach.md, "Third run").
    club=("the perfect-memory bot", PerfectBot),
    # 50 iterations: more search plays worse here (against `perfect`, CPU seconds, 2026-11-27:
    # 50 iterations won 118 of 200 games, 200 won 21 of 42, 500 won 12 of 31); the playouts'
    # model of the other players' memory misleads the search where it disagrees with the guide
    # (docs/coach.md, "Third run").
    strong=(
        "ISMCTS, 50 iterations a decision (at most 1 s)",
        bot_factory(STRONG_BUDGET, SEARCH, "strong"),
    ),
)
