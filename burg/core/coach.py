"""The coach as data: a hint for the seat to move and the turning points of a finished game, from
the search (``burg.core.search``), and their sentences in English or German from each game's own
event narration (``burg.<game>.messages.render_event``). No widgets here.

Hidden information stays hidden: a hint for a seat is searched on determinizations for that
seat, and its facts (what the move does now) are the events of applying the move to several
determinizations that all agree on: an event that depends on what the seat cannot see (the next
tile drawn, a card not yet turned up) differs between them and is left out.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Collection, Generator, Sequence
from dataclasses import dataclass
from importlib import import_module
from types import ModuleType
from typing import Any

from burg.core.actions import Action
from burg.core.events import Event
from burg.core.game import Game
from burg.core.search import ActionStats, Budget, SearchConfig, search

#: Determinizations that must agree on an event for it to count as a fact of a move.
FACT_DEALS = 3


@dataclass(frozen=True)
class Option:
    """One choice at a decision, as the coach sees it."""

    action: Action
    #: The estimated chance to win after it (a tie shared); ``nan`` if not searched.
    win_chance: float
    #: The estimated final score difference after it (own minus the best other seat's).
    margin: float
    #: Playouts behind the estimates.
    visits: int
    #: The seat's own next decisions the coach would take with it (e.g. the follower).
    plan: tuple[Action, ...]
    #: What the move (with its plan) does now: its events that do not depend on anything hidden.
    facts: tuple[Event, ...]
    #: The change of each seat's score now (``None`` if it depends on something hidden).
    points: tuple[int, ...] | None


@dataclass(frozen=True)
class Hint:
    """The coach's advice to ``seat`` at its pending decision ``kind``."""

    seat: int
    kind: str
    best: Option
    #: The player's own choice, if one was given (``hint(current=…)``).
    current: Option | None
    #: Every option searched, best first.
    options: tuple[Option, ...]
    iterations: int
    seconds: float
    #: How many legal moves the seat had: one searched option out of several means the moves
    #: were alike to the seat (e.g. cards it has never seen), not that there was no choice.
    choices: int = 1


@dataclass(frozen=True)
class TurningPoint:
    """A decision of ``seat`` where the move played was clearly worse than the coach's."""

    seat: int
    #: Actions played before this decision: ``game.restore(index)`` shows the position.
    index: int
    kind: str
    played: Option
    best: Option
    #: The win chance lost by the move played (best minus played).
    cost: float
    #: The final score difference lost (best minus played), as estimated.
    points: float
    #: The round or turn of the decision as the play page numbers it (the ``round`` of the
    #: game's events then); ``None`` if the game told none.
    round: int | None = None


def config_of(game: Game) -> SearchConfig:
    """The game's search settings (``SEARCH`` in its ``bots.py``), else the defaults."""
    try:
        module = import_module(f"{_package(game)}.bots")
    except ImportError:
        return SearchConfig()
    cfg = getattr(module, "SEARCH", None)
    return cfg if isinstance(cfg, SearchConfig) else SearchConfig()


def guide_move(game: Game, seat: int, config: SearchConfig, seed: int | None) -> Action | None:
    """The move of the game's guide bot (``SearchConfig.guide``), which the search must beat."""
    if config.guide is None:
        return None
    action: Action = config.guide(seed).choose(game, seat)
    return action


def _package(game: Game) -> str:
    return type(game).__module__.rsplit(".", 1)[0]


def _option(
    game: Game, seat: int, s: ActionStats, rng: random.Random, known: Collection[int] | None
) -> Option:
    # the follow-up: the guide's (as the coach's bot plays it unless a search overrules it),
    # else the search tree's plan
    follow = [] if config_of(game).guide is not None else list(s.plan)
    facts, points, plan = move_facts(game, seat, [s.action, *follow], rng, known=known)
    return Option(s.action, s.win_chance, s.margin, s.visits, plan, facts, points)


#: Own decisions in a row that the guide bot takes after a move (``move_facts``).
FOLLOW_UP = 3


def move_facts(
    game: Game,
    seat: int,
    actions: Sequence[Action],
    rng: random.Random,
    *,
    known: Collection[int] | None = None,
) -> tuple[tuple[Event, ...], tuple[int, ...] | None, tuple[Action, ...]]:
    """What playing ``actions`` (the first legal now, the rest while they stay legal) does now:
    the events that every one of ``FACT_DEALS`` determinizations for ``seat`` agrees on, the
    change of each seat's score if they agree on it too, and the seat's own decisions after the
    first (``actions[1:]``, then, while the seat still decides, the game's guide bot's choice
    or a move that gains more points now: e.g. the follower after a tile)."""
    config = config_of(game)
    runs: list[list[Event]] = []
    gains: list[tuple[int, ...]] = []
    plans: list[tuple[Action, ...]] = []
    guide_seed = rng.getrandbits(32)
    for _ in range(FACT_DEALS):
        g = game.determinize(seat, rng, known=known, record_events=True)
        before = g.result().scores
        events: list[Event] = []
        done: list[Action] = []
        for a in actions:
            if g.is_over or g.why_not(a) is not None:
                break
            events.extend(g.apply(a))
            done.append(a)
        if config.guide is not None:
            bot = config.guide(guide_seed)
            for _ in range(FOLLOW_UP):
                if g.is_over or g.pending.players != (seat,):
                    break
                a = _follow_up(g, seat, bot.choose(g, seat))
                events.extend(g.apply(a))
                done.append(a)
        after = g.result().scores
        runs.append(events)
        plans.append(tuple(done[1:]))
        gains.append(tuple(x - y for x, y in zip(after, before, strict=True)))
    # the seat's own doing (and the table's, no seat named); not what others do next
    common = [
        e for e in runs[0] if e.player in (seat, None) and all(e in other for other in runs[1:])
    ]
    points = gains[0] if all(g == gains[0] for g in gains) else None
    return tuple(common), points, plans[0]


def _follow_up(game: Game, seat: int, guided: Action) -> Action:
    """The guide's choice ``guided``, unless another legal action gains the seat more points
    now (own gain minus the best other seat's): the follow-up a hint shows."""

    def gain(a: Action) -> int:
        before = game.result().scores
        game.apply(a)
        after = game.result().scores
        game.undo()
        d = [x - y for x, y in zip(after, before, strict=True)]
        return d[seat] - max((v for q, v in enumerate(d) if q != seat), default=0)

    best, best_gain = guided, gain(guided)
    for a in game.legal_actions(seat):
        g = gain(a)
        if g > best_gain:
            best, best_gain = a, g
    return best


def hint(
    game: Game,
    seat: int | None = None,
    *,
    budget: Budget | None = None,
    seed: int | None = None,
    current: Action | None = None,
    known: Collection[int] | None = None,
    alternatives: int = 3,
) -> Hint:
    """The coach's move for ``seat`` (default: the first seat to decide) with its estimated win
    chance, the ``alternatives`` next best and the player's ``current`` choice, each with the
    facts of what it does now. ``known``: what the seat remembers (``Game.determinize``)."""
    if game.is_over:
        raise ValueError("the game is over: no decision to hint")
    seat = game.pending.players[0] if seat is None else seat
    if current is not None:
        err = game.why_not(current)
        if err is not None:
            raise err
    config = config_of(game)
    res = search(
        game,
        seat,
        budget=budget,
        seed=seed,
        config=config,
        known=known,
        ensure=() if current is None else (current,),
        guide=guide_move(game, seat, config, seed),
    )
    rng = random.Random(seed)
    shown = list(res.stats[: 1 + alternatives])
    if current is not None and all(s.action != current for s in shown):
        cur = res.of(current)
        if cur is not None:
            shown.append(cur)
    options = tuple(_option(game, seat, s, rng, known) for s in shown)
    cur_opt = next((o for o in options if o.action == current), None)
    kind = str(game.pending.kind)
    choices = len(game.legal_actions(seat))
    return Hint(seat, kind, options[0], cur_opt, options, res.iterations, res.seconds, choices)


def review(
    game: Game,
    seats: Collection[int] | None = None,
    *,
    budget: Budget | None = None,
    seed: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    cancel: Callable[[], bool] | None = None,
    per_seat: int = 3,
    threshold: float = 0.05,
) -> list[TurningPoint]:
    """Replay ``game`` (a finished game or a loaded save; it is not changed) and find each of
    ``seats``' (default: all) turning points: the decisions where the move played was furthest
    below the coach's best, at most ``per_seat`` a seat costing at least ``threshold`` win
    chance, in the order they happened. Every decision with a choice is searched with
    ``budget`` (the move played always gets a share of it); ``progress(done, total)`` is called
    after each, and ``cancel()`` returning true stops early with what was found."""
    if cancel is not None and cancel():
        return []
    steps = review_steps(
        game,
        range(game.n_players) if seats is None else seats,
        budget=budget,
        seed=seed,
        per_seat=per_seat,
        threshold=threshold,
    )
    for done, total, points in steps:
        if points is not None:
            return points
        if progress is not None:
            progress(done, total)
        if cancel is not None and cancel():
            return steps.send(True)[2] or []
    return []  # pragma: no cover - the steps always end with the turning points


def review_steps(
    game: Game,
    seats: Collection[int],
    *,
    budget: Budget | None = None,
    seed: int | None = None,
    per_seat: int = 3,
    threshold: float = 0.05,
    config: SearchConfig | None = None,
) -> Generator[tuple[int, int, list[TurningPoint] | None], bool | None, None]:
    """``review`` one action at a time: yields ``(done, total, None)`` after each action and
    ``(done, total, turning points)`` at the end (``review``'s), so that a page can search one
    decision per slice of its event loop and stop between two (``send(True)``: stop now and
    yield what was found). ``config``: other search settings than the game's own."""
    replay = type(game).from_json(game.to_json(), record_events=True)
    actions = list(replay.history)
    replay.restore(0)
    wanted = set(seats)
    rng = random.Random(seed)
    config = config_of(game) if config is None else config
    found: list[TurningPoint] = []
    total = len(actions)
    done = 0
    for i, played in enumerate(actions):
        p = played.player
        added = len(found)
        if p in wanted and len(replay.legal_actions(p)) > 1:
            sub_seed = rng.getrandbits(64)
            res = search(
                replay,
                p,
                budget=budget,
                seed=sub_seed,
                config=config,
                ensure=(played,),
                guide=guide_move(replay, p, config, sub_seed),
            )
            best = res.stats[0]
            mine = res.of(played)
            if mine is not None and mine.visits and best.action != played:
                cost = best.win_chance - mine.win_chance
                if cost >= threshold:
                    found.append(
                        TurningPoint(
                            p,
                            i,
                            str(replay.pending.kind),
                            _option(replay, p, mine, rng, None),
                            _option(replay, p, best, rng, None),
                            cost,
                            best.margin - mine.margin,
                        )
                    )
        seen = len(replay.events)
        replay.redo(1)
        if len(found) > added:  # named by the round of its events, as the page's log does
            new = replay.events[seen:]
            last = new[0] if new else (replay.events[seen - 1] if seen else None)
            if last is not None:
                found[-1] = dataclasses.replace(found[-1], round=max(1, last.round))
        done = i + 1
        if (yield done, total, None):
            break
    out: list[TurningPoint] = []
    for p in sorted(wanted):
        out.extend(sorted((t for t in found if t.seat == p), key=lambda t: -t.cost)[:per_seat])
    out.sort(key=lambda t: t.index)
    yield done, total, out


# --- sentences ----------------------------------------------------------------------------------
def _messages(game: Game) -> ModuleType:
    return import_module(f"{_package(game)}.messages")


def _names(game: Game) -> list[str]:
    return [str(q["name"]) for q in game.view()["players"]]


def describe(game: Game, option: Option, lang: str = "en") -> str:
    """What a move does, in the game's own narration of its facts; a move without visible facts
    (a secret choice, a card turned that nobody knows yet) by its game words."""
    msgs = _messages(game)
    names = _names(game)
    lines = [str(msgs.render_event(e, names, lang)) for e in option.facts]
    lines = [line for line in lines if line]
    if lines:
        return " ".join(lines)
    return _action_words(option.action, msgs, lang)


def _action_words(action: Action, msgs: ModuleType, lang: str) -> str:
    """A move without facts in game words: the game's own ``messages.action_words`` (where it
    gives any: ``None`` leaves the move to the rest), else by its fields (``messages.name``)."""
    own = getattr(msgs, "action_words", None)
    said = None if own is None else own(action, lang)
    if said is not None:
        return str(said)
    words: list[str] = []
    for k, v in action.to_json().items():
        if k in ("type", "player"):
            continue
        words.extend(_value_words(v, msgs, lang))
    kind_id = str(action.to_json()["type"])
    kind = str(msgs.name(kind_id, lang))
    if kind == kind_id:  # no game word for it: at least no engine id's underscores
        kind = kind_id.replace("_", " ")
    return f"{kind}: {', '.join(words)}" if words else kind


def _value_words(v: Any, msgs: ModuleType, lang: str) -> list[str]:
    if isinstance(v, str):
        return [str(msgs.name(v, lang))]
    if isinstance(v, list | tuple):
        return [w for x in v for w in _value_words(x, msgs, lang)]
    if v is None:
        return []
    return [str(v)]


def _pct(x: float) -> str:
    return "?" if math.isnan(x) else f"{round(100 * x)} %"


def _chance(o: Option, lang: str) -> str:
    """The win chance and the expected final lead in points."""
    if math.isnan(o.margin):
        return _pct(o.win_chance)
    lead = "Vorsprung am Ende" if lang == "de" else "final lead"
    return f"{_pct(o.win_chance)}, {lead} {o.margin:+.0f}"


def _others(h: Hint) -> list[Option]:
    """The alternatives (not the player's own choice), the most promising first."""
    rest = [o for o in h.options[1:] if h.current is None or o.action != h.current.action]
    return sorted(rest, key=lambda o: (-o.win_chance, -o.margin))


def _points(option: Option, seat: int, lang: str) -> str:
    if option.points is None or not option.points[seat]:
        return ""
    n = option.points[seat]
    return f" (+{n} now)" if lang == "en" else f" (+{n} sofort)"


def render_hint(game: Game, h: Hint, lang: str = "en") -> list[str]:
    """A hint as plain sentences in ``lang``: the coach's move, what it does, its win chance,
    then the alternatives and the player's own choice."""
    name = _names(game)[h.seat]
    best = h.best
    if best.visits == 0 and h.choices <= 1:  # the only legal move
        only = "Einziger möglicher Zug" if lang == "de" else "The only possible move"
        return [f"{only} ({name}): {describe(game, best, lang)}"]
    if best.visits == 0:  # several moves, all alike to the seat: one stands for them
        if lang == "de":
            return [
                f"Alle {h.choices} möglichen Züge sind für {name} jetzt gleich gut: nichts, was "
                f"{name} gesehen hat, unterscheidet sie. Zum Beispiel: {describe(game, best, lang)}"
            ]
        return [
            f"All {h.choices} possible moves are alike for {name} now: nothing {name} has seen "
            f"tells them apart. For example: {describe(game, best, lang)}"
        ]
    if lang == "de":
        lines = [
            f"Vorschlag für {name}: {describe(game, best, lang)}",
            f"Geschätzte Gewinnchance: {_chance(best, lang)}{_points(best, h.seat, lang)}.",
        ]
        if h.current is not None and h.current.action != best.action:
            lines.append(
                f"Deine Wahl: {describe(game, h.current, lang)} – Gewinnchance "
                f"{_chance(h.current, lang)}."
            )
        others = _others(h)
        if others:
            lines.append("Andere Möglichkeiten:")
        lines.extend(f"  {_chance(o, lang)}: {describe(game, o, lang)}" for o in others)
        return lines
    lines = [
        f"Suggested move for {name}: {describe(game, best, lang)}",
        f"Estimated chance to win: {_pct(best.win_chance)}{_points(best, h.seat, lang)}.",
    ]
    if h.current is not None and h.current.action != best.action:
        lines.append(
            f"Your choice: {describe(game, h.current, lang)} – chance to win "
            f"{_chance(h.current, lang)}."
        )
    others = _others(h)
    if others:
        lines.append("Other options:")
    lines.extend(f"  {_chance(o, lang)}: {describe(game, o, lang)}" for o in others)
    return lines


#: How a decision's round or turn is named (``TurningPoint.round``), unless the game's messages
#: give their own ``MOMENT`` (e.g. "Round 3", as its log's headings say).
MOMENT = {"en": "Turn {n}", "de": "Zug {n}"}


def moment(game: Game, t: TurningPoint, lang: str = "en") -> str:
    """The turning point's round or turn as the play page numbers it ("Turn 7", "Runde 3")."""
    words = getattr(_messages(game), "MOMENT", MOMENT)
    template = words.get(lang, words["en"])
    if t.round is None:  # no events to tell: the decision's place in the game
        template = MOMENT_INDEX.get(lang, MOMENT_INDEX["en"])
        return template.format(n=t.index + 1)
    return str(template.format(n=t.round))


#: A decision named by its place among the game's moves (a game without events).
MOMENT_INDEX = {"en": "Move {n}", "de": "Zug {n}"}


def render_turning_point(game: Game, t: TurningPoint, lang: str = "en") -> str:
    """A turning point as one plain sentence in ``lang``."""
    name = _names(game)[t.seat]
    when = moment(game, t, lang)
    played = describe(game, t.played, lang)
    best = describe(game, t.best, lang)
    cost = _pct(t.cost)
    pts = "" if math.isnan(t.points) else f"{t.points:+.0f}"
    if lang == "de":
        return (
            f"{when}, {name}: gespielt „{played}“; besser „{best}“. "
            f"Das kostete etwa {cost} Gewinnchance"
            + (f" und {pts.lstrip('+')} Punkte." if pts and t.points > 0 else ".")
        )
    return (
        f"{when}, {name}: played “{played}”; better “{best}”. "
        f"That cost about {cost} chance to win"
        + (f" and {pts.lstrip('+')} points." if pts and t.points > 0 else ".")
    )
