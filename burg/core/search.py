"""One search for every game of the family: single-observer Information-Set MCTS (ISMCTS;
Cowling, Powley & Whitehouse 2012), playing through the public contract only.

Each iteration deals a game the thinking seat cannot tell from the real one
(``Game.determinize(seat, rng)``: everything it has not seen dealt anew), walks the one tree of
that seat's information sets with UCB, expands one action, plays on to the end (``rollout``:
``Game.random_playout`` unless a game passes its own policy) and backs up each seat's reward
from ``Game.result()``. Chance and the other seats' hidden choices vary from one
determinization to the next; a decision taken by several seats at once is taken in seat order
(the thinking seat first at the root), each seat's earlier secret choice being dealt anew by
``determinize``. Nodes are keyed by actions (each names its seat); a child's UCB counts the
iterations it was available (ISMCTS's subset-armed bandit).

The core names no game: each game's ``bots.py`` may give a ``SearchConfig`` (a rollout policy, a
score scale for the margin term, what the seat remembers; an ``evaluate`` of each seat's expected
final score where its rollout stops early, and ``own_tree``: a tree of the seat's own decisions
only, the rollout playing the others).

Under an iteration budget the search is reproducible with a seed; under a time budget it stops
at the deadline (and after at least one iteration per root action or ``min_iterations``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from time import perf_counter as clock
from typing import Any

from burg.core.actions import Action
from burg.core.contract import Result
from burg.core.game import Game

#: A rollout policy: play the determinized game to its end (a game's own ``Game``: ``Any``,
#: since each game's hook takes its own class).
Rollout = Callable[[Any, random.Random], object]
#: The actions worth searching among a seat's legal ones (``at_root``: the thinking seat's own
#: decision), e.g. one of several that are alike to the seat (unseen face-down cards), or the
#: best few by a cheap judgement. Never empty for a non-empty ``legal``.
Candidates = Callable[[Any, int, list[Action], bool], list[Action]]
#: ``(game, seat, action)``: the action that stands for ``action`` and every action alike to it
#: for the seat (the one ``candidates`` keeps of them).
Alike = Callable[[Any, int, Action], Action]
#: What the thinking seat remembers (``Game.determinize``'s ``known``), from the real game.
Memory = Callable[[Game, int], "Collection[int] | None"]


@dataclass(frozen=True)
class SearchConfig:
    """A game's settings for the search (kept in the game's ``bots.py``).

    ``rollout``: the playout policy (``None``: ``Game.random_playout``). ``candidates``: the
    actions searched (``None``: all legal ones). ``guide``: a bot whose move is played unless
    the search is sure (``confidence``) that another one is better. ``score_scale``: the
    score difference that counts as a full margin (``margin`` of the reward). ``margin``: the
    weight of the score margin in the reward, next to 1 for a win (measured per game).
    ``exploration``: UCB's constant."""

    rollout: Rollout | None = None
    candidates: Candidates | None = None
    score_scale: float = 20.0
    margin: float = 0.1
    exploration: float = 0.7
    #: A bot whose move the search must beat to be played (``None``: the most visited action
    #: is played): the game's best heuristic bot, made from a seed.
    guide: Callable[[int | None], Any] | None = None
    #: How sure the search must be to overrule the guide: the standard errors by which another
    #: action's mean reward must exceed the guide's move's.
    confidence: float = 2.0
    #: Actions the seat cannot tell apart (``None``: none): a move to ensure or the guide's is
    #: searched as the one that stands for it, and a move to ensure gets that one's figures
    #: under its own name (a hint's current choice, a review's played move: no turning point
    #: between two cards the seat has never seen).
    alike: Alike | None = None
    #: Each seat's expected final score of a game the rollout left unfinished (``None``: the
    #: rollout plays to the end and ``Game.result()`` judges). The win share is then a logistic
    #: of the expected margin (``spread``: the margin that makes a win 73 % likely).
    evaluate: Callable[[Any], Sequence[float]] | None = None
    spread: float = 10.0
    #: The tree holds only the thinking seat's own decisions from the root on: it stops at the
    #: first decision of another seat, where the rollout takes over (a flat search over the
    #: seat's own move, e.g. a tile and its follower; ``False``: the whole game's tree).
    own_tree: bool = False


DEFAULT = SearchConfig()


@dataclass(frozen=True)
class Budget:
    """How long to think: ``iterations`` (reproducible with a seed) and/or ``seconds``
    (whichever ends first). Neither: 1000 iterations."""

    iterations: int | None = None
    seconds: float | None = None

    @classmethod
    def parse(cls, text: str) -> Budget:
        """``"500"``: 500 iterations; ``"0.5s"``: half a second; ``ValueError`` otherwise."""
        t = text.strip().lower()
        if t.endswith("s"):
            seconds = float(t[:-1])
            if not seconds > 0:
                raise ValueError(f"budget must be positive: {text!r}")
            return cls(seconds=seconds)
        n = int(t)
        if n < 1:
            raise ValueError(f"budget must be at least 1 iteration: {text!r}")
        return cls(iterations=n)

    def __str__(self) -> str:
        parts = []
        if self.iterations is not None:
            parts.append(f"{self.iterations} iterations")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return " / ".join(parts) or "1000 iterations"


@dataclass(frozen=True)
class ActionStats:
    """One root action after a search: how often it was tried and what it gave the seat."""

    action: Action
    visits: int
    #: The share of the playouts after it that the seat won (a tie shared).
    win_chance: float
    #: The mean final score difference, own minus the best other seat's.
    margin: float
    #: The mean reward the search maximised (win + margin term).
    value: float
    #: The seat's own next decisions right after it, as the search would take them (e.g. the
    #: follower after a tile): the most visited children of its own.
    plan: tuple[Action, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    """The chosen action (the most visited root action) and every root action's figures, best
    first."""

    action: Action
    stats: tuple[ActionStats, ...]
    iterations: int
    seconds: float

    def of(self, action: Action) -> ActionStats | None:
        """The figures of ``action`` (``None`` if it was not a root action)."""
        return next((s for s in self.stats if s.action == action), None)


@dataclass(eq=False, slots=True)
class _Node:
    """An information set of the thinking seat, reached by ``action`` (taken by ``player``)."""

    player: int
    children: dict[Action, _Node] = field(default_factory=dict)
    visits: int = 0
    avail: int = 0
    value: float = 0.0
    sq: float = 0.0
    wins: float = 0.0
    margin: float = 0.0


def rewards(result: Result, config: SearchConfig = DEFAULT) -> list[tuple[float, float, float]]:
    """Per seat (reward, win share, score margin) of a finished game's ``Result``: 1 for the
    win (shared by tied winners), plus ``margin`` times the clipped score margin."""
    scores = result.scores
    winners = result.winners
    out = []
    for p, s in enumerate(scores):
        win = 1.0 / len(winners) if p in winners else 0.0
        best_other = max((o for q, o in enumerate(scores) if q != p), default=0)
        diff = float(s - best_other)
        m = max(-1.0, min(1.0, diff / config.score_scale))
        out.append((win + config.margin * m, win, diff))
    return out


def estimated_rewards(
    scores: Sequence[float], config: SearchConfig = DEFAULT
) -> list[tuple[float, float, float]]:
    """Per seat (reward, win share, score margin) of expected final scores (``config.evaluate``):
    the win share a logistic of the margin to the best other seat (``config.spread``), the
    margin term as in ``rewards``."""
    out = []
    for p, s in enumerate(scores):
        best_other = max((o for q, o in enumerate(scores) if q != p), default=0.0)
        diff = float(s - best_other)
        x = max(-50.0, min(50.0, diff / config.spread))
        win = 1.0 / (1.0 + math.exp(-x))
        m = max(-1.0, min(1.0, diff / config.score_scale))
        out.append((win + config.margin * m, win, diff))
    return out


def search(
    game: Game,
    seat: int,
    *,
    budget: Budget | None = None,
    seed: int | None = None,
    config: SearchConfig | None = None,
    known: Collection[int] | None = None,
    ensure: Sequence[Action] = (),
    guide: Action | None = None,
    min_iterations: int = 1,
) -> SearchResult:
    """Search ``seat``'s pending decision of ``game`` (which must be one of ``pending.players``)
    and return the best action with the figures of every root action.

    ``known``: what the seat remembers (``Game.determinize``). ``ensure``: root actions that get
    at least a sixth of the iterations each (a hint's ``current`` choice, a review's played
    move), so that their figures are not a handful of playouts. ``guide``: a move (the guide
    bot's) chosen unless another is better by ``config.confidence`` standard errors (it is
    ensured too). ``game`` is not changed."""
    if game.is_over or seat not in game.pending.players:
        raise ValueError(f"seat {seat} has no decision to take")
    config = config or DEFAULT
    budget = budget or Budget(iterations=1000)
    rng = random.Random(seed)
    legal = game.legal_actions(seat)
    root = _Node(player=seat)
    t0 = clock()
    named: dict[Action, Action] = {}  # the action standing for an ensured one -> its name
    if config.alike is not None:
        stand_in = config.alike
        for a in ensure:
            named.setdefault(stand_in(game, seat, a), a)
        ensure = tuple(stand_in(game, seat, a) for a in ensure)
        guide = None if guide is None else stand_in(game, seat, guide)
    ensure = (*ensure, guide) if guide is not None else ensure
    ensured = [a for a in legal if a in set(ensure)]
    if config.candidates is not None and len(legal) > 1:
        chosen = config.candidates(game, seat, legal, True)
        legal = chosen + [a for a in ensured if a not in chosen]
    if len(legal) == 1:
        only = legal[0]
        stat = ActionStats(only, 0, math.nan, math.nan, math.nan)
        return _named(SearchResult(only, (stat,), 0, clock() - t0), named)
    deadline = None if budget.seconds is None else t0 + budget.seconds
    cap = budget.iterations
    if cap is None and deadline is None:
        cap = 1000
    floor = max(min_iterations, len(legal))
    n = 0
    while True:
        _iterate(game, seat, root, legal, ensured, n, rng, config, known)
        n += 1
        if cap is not None and n >= cap:
            break
        if deadline is not None and n >= floor and clock() >= deadline:
            break
    stats = []
    for a in legal:
        c = root.children.get(a)
        if c is None or c.visits == 0:
            stats.append(ActionStats(a, 0, math.nan, math.nan, math.nan))
        else:
            v = c.visits
            stats.append(ActionStats(a, v, c.wins / v, c.margin / v, c.value / v, _plan(c, seat)))
    stats.sort(key=lambda s: (-s.visits, -(s.value if s.visits else -math.inf)))
    top = root.children.get(stats[0].action)
    held = root.children.get(guide) if guide is not None and stats[0].action != guide else None
    if (
        held is not None
        and top is not None
        and not _surely_better(top, held, config, _pooled_variance(root.children.values()))
    ):
        stats.sort(key=lambda s: s.action != guide)  # the guide's move first
    return _named(SearchResult(stats[0].action, tuple(stats), n, clock() - t0), named)


def _named(res: SearchResult, named: dict[Action, Action]) -> SearchResult:
    """``res`` with each action that stood for an ensured one under the ensured one's name."""
    if not named:
        return res
    stats = tuple(replace(s, action=named.get(s.action, s.action)) for s in res.stats)
    return replace(res, action=named.get(res.action, res.action), stats=stats)


def _iterate(
    game: Game,
    seat: int,
    root: _Node,
    root_legal: list[Action],
    ensured: list[Action],
    n: int,
    rng: random.Random,
    config: SearchConfig,
    known: Collection[int] | None,
) -> None:
    g = (
        game.determinize(seat, rng, known=known)
        if known is not None
        else game.determinize(seat, rng)
    )
    path: list[_Node] = []
    node = root
    legal = root_legal
    c = config.exploration
    cand = config.candidates
    own = config.own_tree
    expanded = False
    # the root: the thinking seat's own decision, whatever the seat order of the others
    action = _root_pick(root, legal, ensured, n, rng, c)
    while True:
        child = node.children.get(action)
        if child is None:
            child = node.children[action] = _Node(player=action.player)
            expanded = True
        g.apply(action)
        path.append(child)
        node = child
        if expanded or g.is_over:
            break
        p = g.pending.players[0]
        if own and p != seat:  # the rollout plays the other seats (``own_tree``)
            break
        legal = g.legal_actions(p)
        if len(legal) == 1:  # a forced step is no decision: no tree level for it
            while len(legal) == 1 and not g.is_over:
                g.apply(legal[0])
                if g.is_over:
                    break
                p = g.pending.players[0]
                if own and p != seat:
                    break
                legal = g.legal_actions(p)
            if g.is_over or (own and p != seat):
                break
        if cand is not None:
            legal = cand(g, p, legal, False)
        action = _select(node, legal, rng, c)
    if not g.is_over:
        if config.rollout is None:
            g.random_playout(rng)
        else:
            config.rollout(g, rng)
    if config.evaluate is not None and not g.is_over:
        rs = estimated_rewards(config.evaluate(g), config)
    else:
        rs = rewards(g.result(), config)
    for nd in path:
        value, win, margin = rs[nd.player]
        nd.visits += 1
        nd.value += value
        nd.sq += value * value
        nd.wins += win
        nd.margin += margin


#: The fewest playouts of a move, and of the guide's, before the search may prefer it to the
#: guide's move.
OVERRIDE_VISITS = 8


def _surely_better(a: _Node, b: _Node, config: SearchConfig, pooled: float = 0.0) -> bool:
    """Whether ``a``'s mean reward exceeds ``b``'s by ``config.confidence`` standard errors.

    A node's variance is at least ``pooled`` (``_pooled_variance`` of the root's children): two
    or three playouts that happen to agree say nothing about the spread of a game's outcomes
    (with 8 iterations, Carcassonne's club level left its guide's move in 14 % of its decisions
    on such samples and lost 8 of 8 games to the greedy bot), and neither is judged on fewer
    than ``OVERRIDE_VISITS`` playouts."""
    if a.visits < OVERRIDE_VISITS or b.visits < OVERRIDE_VISITS:
        return False

    def mean_var(n: _Node) -> tuple[float, float]:
        mean = n.value / n.visits
        own = max(0.0, n.sq / n.visits - mean * mean) * n.visits / (n.visits - 1)
        return mean, max(own, pooled) / n.visits

    ma, va = mean_var(a)
    mb, vb = mean_var(b)
    return ma - mb > config.confidence * math.sqrt(va + vb + 1e-12)


def _pooled_variance(nodes: Iterable[_Node]) -> float:
    """The rewards' variance within nodes, pooled over ``nodes`` (0 with fewer than two
    playouts more than nodes)."""
    ss = 0.0
    dof = 0
    for n in nodes:
        if n.visits >= 2:
            ss += max(0.0, n.sq - n.value * n.value / n.visits)
            dof += n.visits - 1
    return ss / dof if dof else 0.0


def _plan(node: _Node, seat: int) -> tuple[Action, ...]:
    """The seat's own decisions straight after ``node``: its most visited children while they are
    the seat's (and were tried at least twice)."""
    out: list[Action] = []
    while node.children:
        action, child = max(node.children.items(), key=lambda kv: kv[1].visits)
        if child.player != seat or child.visits < 2:
            break
        out.append(action)
        node = child
    return tuple(out)


def _root_pick(
    root: _Node, legal: list[Action], ensured: list[Action], n: int, rng: random.Random, c: float
) -> Action:
    for a in ensured:  # each ensured action keeps a sixth of the iterations
        child = root.children.get(a)
        if child is None or child.visits * 6 < n:
            for b in legal:
                ch = root.children.get(b)
                if ch is not None:
                    ch.avail += 1
            return a
    return _select(root, legal, rng, c)


def _select(node: _Node, legal: list[Action], rng: random.Random, c: float) -> Action:
    """An untried action at random, else the best UCB among the available children (each
    child's availability counted up: ISMCTS's subset-armed bandit)."""
    children = node.children
    untried = [a for a in legal if a not in children]
    for a in legal:
        ch = children.get(a)
        if ch is not None:
            ch.avail += 1
    if untried:
        return untried[0] if len(untried) == 1 else rng.choice(untried)
    best: Action = legal[0]
    best_score = -math.inf
    for a in legal:
        ch = children[a]
        score = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
        if score > best_score:
            best, best_score = a, score
    return best


class SearchBot:
    """A bot that plays by ``search``: a level of a game (``bots.py`` registers it by name).

    ``memory``: what it remembers of the real game (``None``: everything it saw)."""

    def __init__(
        self,
        seed: int | None = None,
        *,
        budget: Budget,
        config: SearchConfig | None = None,
        memory: Memory | None = None,
        name: str = "search",
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.config = config or DEFAULT
        self.memory = memory
        self.name = name
        self.guide = None if self.config.guide is None else self.config.guide(seed)
        #: the last search's figures (for benchmarks)
        self.last: SearchResult | None = None

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        known = None if self.memory is None else self.memory(game, player)
        guide = None if self.guide is None else self.guide.choose(game, player)
        self.last = search(
            game,
            player,
            budget=self.budget,
            seed=self.rng.getrandbits(64),
            config=self.config,
            known=known,
            guide=guide,
        )
        return self.last.action


def bot_factory(
    budget: Budget, config: SearchConfig, name: str, **kw: Any
) -> Callable[[int | None], SearchBot]:
    """A ``make_bot`` entry: ``SearchBot`` with these settings, from a seed."""

    def make(seed: int | None = None) -> SearchBot:
        return SearchBot(seed, budget=budget, config=config, name=name, **kw)

    return make
