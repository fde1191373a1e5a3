"""Bots for Carcassonne – Die Burg, on the family's bot protocol (``burg.core.bots``).

- ``random``: uniform over the legal actions.
- ``greedy``: the most points of its own turn (own gain minus the opponent's), looking at each
  placement with each follower choice and the turn's scoring decisions after them (the best
  order of the scorings, doubling with wall tiles 2/3 where it gains most), on a ``Game.trial``
  copy (dealt as ``Game.hidden_twin``: it shows nothing hidden; the next tile is not drawn):
  most placements valued without laying the tile (``Trial.preview``), the others tried, follower
  choices that provably end the turn alike tried once; a wall tile taken counts a fifth of a
  point (between choices of equal points). It always plays wall tile 1.
- ``search``: flat Monte-Carlo search over the greedy bot's best placement × follower choices
  (``SearchBot``): each is played out to the end many times on ``Game.hidden_twin`` copies (the
  stack and the face-down wall tiles dealt anew: it sees only what a player sees) and judged by
  the mean final score difference (with the greedy value as a prior); or (``depth``) by short
  playouts judged by ``standing`` (the scores as if the game ended there), its budget spent by
  sequential halving (``halving``).
- ``heuristic``: the greedy bot's look at every placement, follower and scoring of its turn, but
  judged by the expected final points (``Game.expected_points``, ``burg.carcassonne.evaluate``:
  a follower counts by what its feature is likely to score, one in supply by what it may still
  earn) instead of the turn's points; the club level, and the guide and rollout of the coach.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from functools import partial
from operator import itemgetter
from typing import Any, cast

from burg.carcassonne.actions import Action, ExtraTurn, Follower, NoFollower, Place, ScoreDouble
from burg.carcassonne.game import Game, Trial
from burg.core import bots as core
from burg.core.bots import MAX_ACTIONS, Bot, RandomBot
from burg.core.levels import levels
from burg.core.search import Budget, SearchConfig, bot_factory

__all__ = [
    "BOTS",
    "MAX_ACTIONS",
    "Bot",
    "GreedyBot",
    "HeuristicBot",
    "RandomBot",
    "SearchBot",
    "make_bot",
    "play_game",
]


class GreedyBot:
    """Maximises the points of its own turn (own gain minus the opponent's)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._plan: Action | None = None

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions(player)
        kind = game.pending.kind
        if kind == "follower" and self._plan in legal:
            plan, self._plan = self._plan, None
            return plan
        if kind == "score":
            return best_scoring(game, player, self.rng)
        action = _routine(legal, kind, self.rng)
        if action is not None:
            return action
        if kind == "follower":  # no plan (someone else placed the tile, e.g. for a hint)
            return best_follower(game, player, self.rng)
        if kind != "place":
            return self.rng.choice(legal)
        return self._place(game, player, legal)

    def _place(self, game: Game, player: int, legal: list[Action]) -> Action:
        best = max(greedy_choices(game, player, legal, self.rng), key=_value)
        self._plan = best[2]
        return best[1]


Choice = tuple[float, Action, "Action | None"]
_value = itemgetter(0)  # a choice's value

#: What a wall tile taken this turn adds to the turn's value: less than a point, so that the
#: greedy bot still takes the most points of each turn and a wall tile only decides between
#: choices of equal points (e.g. the order of the scorings, §C5).
WALL_TILE = 0.2


def greedy_choices(
    game: Game, player: int, legal: list[Action], rng: random.Random
) -> list[Choice]:
    """Every placement in ``legal`` with each follower choice after it (``None``: no follower
    decision in this turn), valued as the greedy bot values them: the value of the whole turn
    (``_finish_turn``: its scoring decisions made as well as they can be), + 0.5 for a
    follower placed, + a random tie-break below 0.01. Played on a ``Game.trial`` copy (dealt
    as ``Game.hidden_twin``): nothing hidden is seen, and the game is unchanged. A placement
    whose turn cannot end the game and brings at most one scoring is valued without laying the
    tile (``Trial.preview``, the same values to the last bit); the others are tried."""
    twin = game.trial(rng)
    assert twin is not None
    base = _standing(twin, player)
    out: list[Choice] = []
    append = out.append
    rand = rng.random
    same = base - base  # a turn that changes nothing: its standing is ``base``
    for a in legal:
        assert isinstance(a, Place)
        quick = twin.preview(a)
        if quick is not None:  # the turn's ends known without laying the tile
            for f, ends in quick:
                if ends:
                    finish = max([_standing_of(s, t, player) for s, t in ends])
                    value = finish - base + rand() * 0.01
                else:
                    value = same + rand() * 0.01
                if type(f) is Follower:  # (``None``: no follower decision)
                    value += 0.5
                append((value, a, f))
            continue
        twin.apply(a)
        if twin.pending.kind == "follower":
            # choices that provably end the turn alike are tried once (``Trial.follower_step``)
            step = twin.follower_step()
            follows = twin.legal_actions(player)
            none = next(f for f in follows if isinstance(f, NoFollower))
            plain = base if step.quiet else None  # the turn's standing with no follower
            for f in follows:
                if f is none or cast(Follower, f).feature in step.idle:
                    if plain is None:
                        twin.apply(none)
                        plain = _finish_turn(twin, player)[0]
                        twin.undo()
                    finish = plain
                else:
                    twin.apply(f)
                    finish = _finish_turn(twin, player)[0]
                    twin.undo()
                value = finish - base + rng.random() * 0.01
                if f is not none:
                    value += 0.5
                out.append((value, a, f))
        else:
            out.append((_finish_turn(twin, player)[0] - base + rng.random() * 0.01, a, None))
        twin.undo()
    return out


def best_follower(game: Game, player: int, rng: random.Random) -> Action:
    """At a ``follower`` decision: the choice the greedy bot values most (as in
    ``greedy_choices``: the turn's value with its scoring decisions, + 0.5 for a follower)."""
    twin = game.trial(rng)
    assert twin is not None
    best: tuple[float, Action | None] = (float("-inf"), None)
    for f in twin.legal_actions(player):
        twin.apply(f)
        value = _finish_turn(twin, player)[0] + rng.random() * 0.01
        twin.undo()
        if not isinstance(f, NoFollower):
            value += 0.5
        if value > best[0]:
            best = (value, f)
    assert best[1] is not None
    return best[1]


def best_scoring(game: Game, player: int, rng: random.Random) -> Action:
    """At a ``score`` decision: the scoring (or doubling) that gives the turn its best value
    (``_finish_turn``), tried on a ``Game.trial`` copy."""
    twin = game.trial(rng)
    assert twin is not None
    action = _finish_turn(twin, player)[1]
    assert action is not None
    return action


def _finish_turn(
    game: Trial, player: int, judge: Callable[[Trial, int], float] | None = None
) -> tuple[float, Action | None]:
    """The best value (``judge``; default ``_standing``) ``player`` reaches by answering the
    pending scoring decisions of his turn in the best order, with the best doublings (§3.2,
    §C5, §4.3), and the first scoring of that best way (``None`` if no scoring decision is
    pending). Changes ``game`` only in between: every action tried is undone."""
    judge = _standing if judge is None else judge
    d = game.pending
    if d.kind != "score" or d.players[0] != player:
        return judge(game, player), None
    best: tuple[float, Action | None] = (float("-inf"), None)
    for s in game.legal_actions(player):
        game.apply(s)
        value = _finish_turn(game, player, judge)[0]
        game.undo()
        if value > best[0]:
            best = (value, s)
    return best


def _standing(game: Trial, player: int) -> float:
    """``player``'s points minus the opponent's, + ``WALL_TILE`` for each wall tile he has
    taken, - as much for each the opponent has taken (held or used: public)."""
    return _standing_of(game.scores(), game.wall_tiles(), player)


def _standing_of(s: list[int], tiles: list[int], player: int) -> float:
    """``_standing`` of the points ``s`` and wall tiles taken ``tiles`` (one formula: the
    greedy values are compared to the last bit)."""
    other = 1 - player
    return s[player] - s[other] + WALL_TILE * (tiles[player] - tiles[other])


def _routine(legal: list[Action], kind: str | None, rng: random.Random) -> Action | None:
    """The cheap answer to the decisions the bots do not search (the playouts' answer to
    ``score``; the bots themselves use ``best_scoring``): always play wall tile 1, double with
    wall tiles 2/3 when offered; ``None`` for ``place`` and ``follower``."""
    if kind == "extra":
        return next(a for a in legal if isinstance(a, ExtraTurn))
    if kind == "score":
        doubles = [a for a in legal if isinstance(a, ScoreDouble)]
        return doubles[0] if doubles else legal[0]
    if kind not in ("place", "follower"):
        return rng.choice(legal)
    return None


def lite_playout(game: Game, rng: random.Random, sample: int = 3) -> None:
    """Play ``game`` to its end with a cheap greedy policy (a playout policy of the search):
    of ``sample`` random placements the one with the best own-minus-opponent points of the turn
    (``Game.try_actions``); a follower only where it gains at once, else by a coin toss (a
    follower or none); the routine answers (``_routine``) to the rest."""
    while not game.is_over:
        d = game.pending
        p = d.players[0]
        legal = game.legal_actions(p)
        kind = d.kind
        action = _routine(legal, kind, rng)
        if action is None:
            if len(legal) == 1:
                action = legal[0]
            elif kind == "place":
                picks = rng.sample(legal, sample) if len(legal) > sample else legal
                action = max(picks, key=lambda a: _gain(game, p, [a]))
            else:
                gains = [(_gain(game, p, [a]), a) for a in legal]
                top = max(g for g, _ in gains)
                if top > 0:
                    action = next(a for g, a in gains if g == top)
                else:
                    followers = [a for a in legal if not isinstance(a, NoFollower)]
                    none = [a for a in legal if isinstance(a, NoFollower)]
                    pool = followers if followers and (not none or rng.random() < 0.5) else none
                    action = rng.choice(pool)
        game.apply(action)


def _gain(game: Game, player: int, actions: list[Action]) -> int:
    base = game.scores()
    totals = game.try_actions(actions)
    return (totals[player] - base[player]) - (totals[1 - player] - base[1 - player])


class SearchBot:
    """Flat Monte-Carlo search with determinization over the unseen tiles.

    At each placement it values every placement × follower choice as the greedy bot does and
    keeps the best ``width``; each kept choice is then played out to the end on copies of the
    game from ``Game.hidden_twin`` (the stack and the face-down wall tiles dealt anew, so it
    never sees their order) by ``policy`` (``"random"``: ``Game.random_playout``, about 4 ms a
    game; ``"lite"``: ``lite_playout``, about 25 ms), round after round, all choices of one
    round on the same deal (common random numbers), until ``budget`` seconds are spent (at
    least one round) or, if ``playouts`` is given, for exactly that many rounds (deterministic
    given the seed). The choice with the best mean final score difference wins, the greedy
    value counted as ``prior`` playouts (a few playouts are noisy: without the prior, 0.1 s a
    move lost 9 of 12 games to greedy). The other decisions it answers as the greedy bot
    (``best_scoring``, ``_routine``), the follower by its plan."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        *,
        budget: float = 1.0,
        playouts: int | None = None,
        width: int = 4,
        policy: str = "random",
        prior: float = 5.0,
        depth: int | None = None,
        halving: bool = False,
    ) -> None:
        if policy not in ("lite", "random"):
            raise ValueError(f"unknown playout policy {policy!r}; known: lite, random")
        self.rng = random.Random(seed)
        self.budget = budget
        self.playouts = playouts
        self.width = width
        self.policy = policy
        self.prior = prior
        #: playouts stop after this many actions and are judged by ``standing`` (``None``: to
        #: the end of the game, by the final scores)
        self.depth = depth
        #: sequential halving: the budget in ``log2(width)`` equal phases, the worse half of the
        #: choices dropped after each (``False``: every choice played to the end of the budget)
        self.halving = halving
        self._plan: Action | None = None
        #: rounds played at the last searched decision (for benchmarks)
        self.last_rounds = 0

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions(player)
        kind = game.pending.kind
        if kind == "follower" and self._plan in legal:
            plan, self._plan = self._plan, None
            return plan
        self._plan = None
        if kind == "score":
            return best_scoring(game, player, self.rng)
        action = _routine(legal, kind, self.rng)
        if action is not None:
            return action
        if kind == "follower":  # no plan (another bot placed the tile): the greedy choice
            return best_follower(game, player, self.rng)
        return self._search(game, player, legal)

    def _search(self, game: Game, player: int, legal: list[Action]) -> Action:
        choices = greedy_choices(game, player, legal, self.rng)
        choices.sort(key=lambda c: c[0], reverse=True)
        choices = choices[: self.width]
        if len(choices) == 1:
            self._plan = choices[0][2]
            return choices[0][1]
        totals = [0.0] * len(choices)
        alive = list(range(len(choices)))
        phases = max(1, math.ceil(math.log2(len(choices)))) if self.halving else 1
        t0 = time.perf_counter()
        rounds = 0
        # the greedy value counts as ``prior`` playouts' worth (all choices alive have as many
        # playouts, so the sums rank as the means); equal values: the greedy favourite
        prior = self.prior

        def rank(i: int) -> tuple[float, int]:
            return (totals[i] + prior * choices[i][0], -i)

        for phase in range(1, phases + 1):
            deadline = t0 + self.budget * phase / phases
            while True:
                deal = self.rng.getrandbits(64)
                for i in alive:
                    _, place, follower = choices[i]
                    totals[i] += self._playout(game, player, place, follower, deal)
                rounds += 1
                if self.playouts is not None:
                    if rounds >= self.playouts * phase // phases:
                        break
                elif time.perf_counter() >= deadline:
                    break
            if phase < phases:
                alive = sorted(alive, key=rank, reverse=True)[: max(2, len(alive) // 2)]
        self.last_rounds = rounds
        best = max(alive, key=rank)
        self._plan = choices[best][2]
        return choices[best][1]

    def _playout(
        self, game: Game, player: int, place: Action, follower: Action | None, deal: int
    ) -> float:
        """The score difference (own minus opponent's) of one playout after ``place`` (and
        ``follower``) on a copy dealt by ``deal``: the final one, or ``standing``'s after
        ``depth`` actions."""
        rng = random.Random(deal)
        twin = game.hidden_twin(rng)
        assert twin is not None
        twin.apply(place)
        if follower is not None:
            twin.apply(follower)
        if self.policy == "random":
            twin.random_playout(rng, self.depth)
        else:
            lite_playout(twin, rng)
        s = standing(twin) if self.depth is not None else twin.scores()
        return s[player] - s[1 - player]


def standing(game: Game) -> list[int]:
    """Each seat's points if the game ended now: its score plus what the final scoring (§5)
    would give it (``Game.final_preview``: the open features with followers, the keeps, the
    wall tiles held; public): how a shortened playout is judged."""
    s = game.scores()
    if game.is_over:
        return s
    for e in game.final_preview():
        if e.kind == "transfer" and e.item == "points" and e.dst in _SUPPLIES:
            s[_SUPPLIES[e.dst]] += e.count
    return s


_SUPPLIES = {"p0": 0, "p1": 1}


# --- the heuristic bot: one turn judged by the expected final points ---------------------------
def turn_value(twin: Trial, player: int) -> tuple[float, Action | None]:
    """The best lead in expected points (``Trial.expected_points``) ``player`` reaches by
    answering the pending scoring decisions of his turn in the best order, with the best
    doublings (§3.2, §C5, §4.3), and the first scoring of that way (``None`` if none is
    pending). Every action tried is undone."""
    return _finish_turn(twin, player, _expected_lead)


def _expected_lead(twin: Trial, player: int) -> float:
    e = twin.expected_points()
    return e[player] - e[1 - player]


def heuristic_choices(
    game: Game, player: int, legal: list[Action], rng: random.Random
) -> list[Choice]:
    """Every placement in ``legal`` with each follower choice after it (``None``: no follower
    decision), valued by ``turn_value`` + a random tie-break below 0.01."""
    twin = game.trial(rng)
    assert twin is not None
    out: list[Choice] = []
    for a in legal:
        twin.apply(a)
        if twin.pending.kind == "follower":
            for f in twin.legal_actions(player):
                twin.apply(f)
                out.append((turn_value(twin, player)[0] + rng.random() * 0.01, a, f))
                twin.undo()
        else:
            out.append((turn_value(twin, player)[0] + rng.random() * 0.01, a, None))
        twin.undo()
    return out


class HeuristicBot:
    """Takes the placement and follower with the best expected final lead after its turn
    (``heuristic_choices``); the scorings by the same judgement; always plays wall tile 1.

    ``greedy``: the share of its placements it takes as the greedy bot does (the most points of
    the turn, ``greedy_choices``), at random: a player between the two (the club level)."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, *, greedy: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.greedy = greedy
        #: the placement chosen last and the follower choice planned after it
        self._plan: tuple[Action, Action | None] | None = None

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions(player)
        kind = game.pending.kind
        plan, self._plan = self._plan, None
        if len(legal) == 1:
            return legal[0]
        # the plan only if the tile placed is the one planned (a search may have placed another)
        if kind == "follower" and plan and game.history[-1:] == [plan[0]] and plan[1] in legal:
            return plan[1]  # type: ignore[return-value]
        if kind == "extra":
            return next(a for a in legal if isinstance(a, ExtraTurn))
        twin = game.trial(self.rng)
        assert twin is not None
        if kind == "score":
            action = turn_value(twin, player)[1]
            assert action is not None
            return action
        if kind == "follower":  # no plan (someone else placed the tile, e.g. for a hint)
            best: tuple[float, Action] = (float("-inf"), legal[-1])
            for f in legal:
                twin.apply(f)
                v = turn_value(twin, player)[0] + self.rng.random() * 0.01
                twin.undo()
                if v > best[0]:
                    best = (v, f)
            return best[1]
        assert isinstance(legal[0], Place)
        if self.greedy and self.rng.random() < self.greedy:
            choices = greedy_choices(game, player, legal, self.rng)
        else:
            choices = heuristic_choices(game, player, legal, self.rng)
        _, place, follower = max(choices, key=lambda c: c[0])
        self._plan = (place, follower)
        return place


def heuristic_rollout(game: Game, rng: random.Random, placements: int = 1) -> None:
    """A search's short rollout (``SearchConfig.rollout``): both seats play as the heuristic bot
    until ``placements`` tiles have been placed and the next placement is due (from the
    opponent's decision, as the coach's tree leaves it: his whole turn, §3), or the game ends.
    The search then judges the position by ``Game.expected_points``."""
    bot = HeuristicBot(rng.getrandbits(32))
    played = 0
    while not game.is_over:
        d = game.pending
        if d.kind == "place":
            if played >= placements:
                return
            played += 1
        game.apply(bot.choose(game, d.players[0]))


def heuristic_candidates(
    game: Game, seat: int, legal: list[Action], at_root: bool, width: int = 6
) -> list[Action]:
    """At the thinking seat's own placement, the ``width`` placements the heuristic bot values
    most (``heuristic_choices``, each with its best follower choice); all legal actions
    elsewhere."""
    return _best_placements(heuristic_choices, game, seat, legal, at_root, width)


def _best_placements(
    choices: Callable[[Game, int, list[Action], random.Random], list[Choice]],
    game: Game,
    seat: int,
    legal: list[Action],
    at_root: bool,
    width: int,
) -> list[Action]:
    """At the root's placement, the ``width`` placements whose best choice (``choices``: value,
    placement, follower) is worth most; ``legal`` elsewhere."""
    if not at_root or not legal or not isinstance(legal[0], Place):
        return legal
    best: dict[Action, float] = {}
    for value, place, _ in choices(game, seat, legal, random.Random(0)):
        best[place] = max(value, best.get(place, value))
    return sorted(best, key=lambda a: -best[a])[:width]


# Any, not Bot: our bots' ``choose`` takes this game's Game, core's ``Bot`` the base Game
BOTS: dict[str, Callable[[int | None], Any]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
    "heuristic": HeuristicBot,
}


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot by name (``BOTS``, or a level of ``LEVELS``)."""
    return core.make_bot({**BOTS, **{n: lv.make for n, lv in LEVELS.items()}}, kind, seed)


def play_game(bots: list[Bot], seed: int | None = None, *, record_events: bool = False) -> Game:
    """Play one complete game, seat i played by ``bots[i]``."""
    game = Game(seed=seed, record_events=record_events)
    return cast(Game, core.play_out(game, bots, f"game {seed}"))


# --- the coach and the levels (``burg.core.search``, ``burg.core.levels``) ---
def greedy_candidates(
    game: Game, seat: int, legal: list[Action], at_root: bool, width: int = 6
) -> list[Action]:
    """At the thinking seat's own placement, the ``width`` placements with the best greedy value
    (``greedy_choices``: the points of the turn with the best follower choice); all legal actions
    elsewhere."""
    return _best_placements(greedy_choices, game, seat, legal, at_root, width)


#: The search's settings here (the fourth run, docs/coach.md): a flat search over the seat's own
#: move (``own_tree``: the tile among the heuristic bot's best 6 placements, then its follower),
#: each judged by a rollout of the opponent's whole turn as the heuristic bot plays it (the next
#: tile dealt anew each time) and then by the expected final points (``Game.expected_points``);
#: the heuristic bot is the guide whose move the search must beat; a margin of 30 points counts
#: fully, and a lead of 10 expected points makes a win 73 % likely. (Random playouts to the end
#: judged this game poorly: the coach with them won 5 of 16 against ``search``.)
SEARCH = SearchConfig(
    guide=HeuristicBot,
    candidates=heuristic_candidates,
    rollout=heuristic_rollout,
    evaluate=Game.expected_points,
    own_tree=True,
    score_scale=30.0,
    margin=0.3,
    spread=10.0,
    confidence=2.0,
)
#: The strong level's budget: 0.85 s of search after its guide's move (the heuristic bot: a few
#: milliseconds, at most about 0.1 s), within 1 s a decision.
STRONG_BUDGET = Budget(seconds=0.85)
LEVELS = levels(
    beginner=("the greedy bot", GreedyBot),
    club=(
        "the heuristic bot taking half its placements as the greedy bot does",
        partial(HeuristicBot, greedy=0.5),
    ),
    strong=(
        "ISMCTS over its own move, 0.85 s a decision, the heuristic bot as the guide",
        bot_factory(STRONG_BUDGET, SEARCH, "strong"),
    ),
)
