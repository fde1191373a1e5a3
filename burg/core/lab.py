"""The strategy lab (issue 28): many bot games of one game, and what they tell.

An ``Experiment`` names a game, one bot or level per player, a number of games and a seed;
``run`` plays them (in several processes where there are any), the seats rotating every game
(game ``i`` puts player ``p`` in seat ``(p + i) % n``), each game's seeds derived from
``(seed, i)`` so that the same experiment gives the same results however many processes play
it. The ``LabRun`` it returns answers the questions: win rates with their 95 % intervals, the
first seat's advantage, the scores, the points by their rulebook source, the game's flows (one
chart per unit: points, followers, pieces, talers, cards), a CSV.

A game takes part through the module its record names (``GameRecord.lab``,
``burg/<game>/lab.py``), which provides:

- ``PLAYERS``: the player counts; ``SEATS``: ``name -> {"en": …, "de": …}``, the choosable
  bots and levels; ``LABELS``: ``lang -> key -> words`` for every source and flow node;
  ``FLOWS``: ``unit -> {"en": …, "de": …}``, what its flows count, one flow chart each (a unit
  never mixes with another: a follower is not a point); ``BALANCED``: ``unit -> nodes``, the
  flow nodes of that unit whose inflow equals their outflow (``"p"``: every player);
- ``new_game(players, seed, variant)`` (recording its events) and ``make_bot(name, seed)``;
- ``first_seat(game)``: the seat that moved first;
- ``points_by_source(game)``: per seat ``{source: points}``, summing to its score;
- ``flows(game)``: ``[(unit, source, target, value)]`` over the whole game, a seat's node named
  ``p<seat>`` (the lab renames it after the player sitting there).

A bot that raises, answers with an illegal move or takes longer than ``move_limit`` seconds for
a move forfeits that game: the game's line says so in plain words (the player as the page numbers
it, its bot as the page's menus name it, the move, the rule's words) and the game is left as it
stood before that move.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import Any, NamedTuple

from burg.core.bots import MAX_ACTIONS, Bot
from burg.core.errors import BurgError
from burg.core.game import Game
from burg.core.registry import records

#: The fewest and the most games an experiment may ask for.
MIN_GAMES = 10
MAX_GAMES = 10_000
#: z of a 95 % interval (Wilson).
Z95 = 1.959963984540054

#: One flow of a game: ``(unit, source, target, value)``, the unit one of its lab's ``FLOWS``.
Flow = tuple[str, str, str, int]


def sum_flows(flows: Iterable[Flow]) -> list[Flow]:
    """``flows`` summed per ``(unit, source, target)``, in the order first met; a flow of 0 is
    left out (a game's ``flows`` as its lab module returns them)."""
    sums: dict[tuple[str, str, str], int] = {}
    for u, a, b, v in flows:
        if v:
            sums[u, a, b] = sums.get((u, a, b), 0) + v
    return [(u, a, b, v) for (u, a, b), v in sums.items()]


class LabError(ValueError):
    """An experiment that cannot be run, said in plain words in English and German."""

    def __init__(self, en: str, de: str) -> None:
        self.texts = {"en": en, "de": de}
        super().__init__(en)

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"de"``)."""
        return self.texts.get(lang, self.texts["en"])


@dataclass(frozen=True)
class Experiment:
    """What to play: ``games`` games of ``game`` between ``players`` (one bot or level name per
    player, e.g. ``("greedy", "random")``), from ``seed``, in a ``variant`` (``{"winter":
    True}``), each bot allowed ``move_limit`` seconds a move."""

    game: str
    players: tuple[str, ...]
    games: int
    seed: int = 1
    variant: Mapping[str, bool] = field(default_factory=dict)
    move_limit: float = 5.0

    def check(self) -> None:
        """``LabError`` in plain words if the experiment cannot be run."""
        known = {name: r for name, r in records().items() if r.lab}
        if self.game not in known:
            raise LabError(
                f"There is no lab for the game {self.game!r}; there is one for {', '.join(known)}.",
                f"Für das Spiel {self.game!r} gibt es kein Labor; es gibt eines für "
                f"{', '.join(known)}.",
            )
        part = lab_module(self.game)
        title = known[self.game].title
        counts = known[self.game].players  # "2–4"
        if len(self.players) not in part.PLAYERS:
            raise LabError(
                f"{title['en']} is played by {counts} players, not {len(self.players)}.",
                f"{title['de']} spielen {counts} Spieler, nicht {len(self.players)}.",
            )
        unknown = [p for p in self.players if p not in part.SEATS]
        if unknown:
            raise LabError(
                f"There is no player called {unknown[0]!r} in {title['en']}; choose among "
                f"{', '.join(part.SEATS)}.",
                f"In {title['de']} gibt es keinen Spieler namens {unknown[0]!r}; wählt unter "
                f"{', '.join(part.SEATS)}.",
            )
        if type(self.games) is not int or not MIN_GAMES <= self.games <= MAX_GAMES:
            raise LabError(
                f"An experiment plays from {MIN_GAMES} to {MAX_GAMES:,} games, not {self.games}.",
                f"Ein Versuch spielt {MIN_GAMES} bis {MAX_GAMES:,} Partien".replace(",", ".")
                + f", nicht {self.games}.",
            )
        variants = {v.keyword: v for v in known[self.game].variants}
        wrong = [k for k in self.variant if k not in variants]
        if wrong:
            have = ", ".join(variants) or "none"
            raise LabError(
                f"{title['en']} has no variant {wrong[0]!r} (it has: {have}).",
                f"{title['de']} hat keine Variante {wrong[0]!r} (es hat: "
                f"{', '.join(variants) or 'keine'}).",
            )
        if not self.move_limit > 0:
            raise LabError(
                f"The time a bot has for a move must be more than 0 seconds, not "
                f"{self.move_limit}.",
                f"Die Zeit für einen Zug muss mehr als 0 Sekunden sein, nicht {self.move_limit}.",
            )


@dataclass
class GameRecordLine:
    """One game of an experiment. Players are the experiment's (``Experiment.players``
    indexes); ``seat_of_player[p]`` is where player ``p`` sat. ``scores``, ``points_by_source``
    and ``flows`` are empty for a game that ended in an error; its ``winners`` are then the
    players who did not forfeit it (none if nobody is to blame)."""

    index: int
    seat_of_player: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    first_player: int
    points_by_source: dict[int, dict[str, int]]
    flows: tuple[Flow, ...]
    error: str | None = None
    #: The error in German (``error`` is in English).
    error_de: str | None = None
    #: The player who forfeited the game (``None``: none).
    forfeit: int | None = None

    def error_in(self, lang: str) -> str | None:
        """The error in ``lang``, ``None`` if the game ended normally."""
        return self.error_de if lang == "de" and self.error_de is not None else self.error

    @property
    def counted(self) -> bool:
        """Whether the game counts for the win rates (finished, or forfeited by a player)."""
        return bool(self.winners)


@dataclass(frozen=True)
class Progress:
    """How far a run is: games ``done`` of ``total`` after ``seconds``; ``eta_seconds``
    (``None`` until a game is done)."""

    done: int
    total: int
    seconds: float
    games_per_second: float
    eta_seconds: float | None


class WinRate(NamedTuple):
    """A player's wins (a shared win split), games counted, rate and its Wilson 95 % interval."""

    wins: float
    games: int
    rate: float
    lo: float
    hi: float


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float, float]:
    """The rate ``wins / games`` and its Wilson score interval (``(0, 0, 1)`` without games)."""
    if games <= 0:
        return 0.0, 0.0, 1.0
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    # the interval holds the rate itself (rounding could leave 1.0 just outside at 10 of 10)
    return p, max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


# --- the games' parts -----------------------------------------------------------------------------
def lab_module(game: str) -> ModuleType:
    """The lab module of ``game`` (its record's ``lab``)."""
    return import_module(records()[game].lab)


class Seat(NamedTuple):
    """A choosable player: its name (for ``Experiment.players``) and its words."""

    name: str
    en: str
    de: str

    def label(self, lang: str) -> str:
        return self.de if lang == "de" else self.en


def seats(game: str) -> list[Seat]:
    """Every player ``game``'s lab can seat: its bots and its levels, with their words."""
    return [Seat(n, w["en"], w["de"]) for n, w in lab_module(game).SEATS.items()]


def labels(game: str, lang: str) -> dict[str, str]:
    """Words in ``lang`` for every source, flow node and points category of ``game``'s lab
    (player nodes ``p0`` … as "Player 1" …: a page names them after their bots)."""
    words: dict[str, dict[str, str]] = lab_module(game).LABELS
    out = dict(words.get(lang, words["en"]))
    player = "Spieler" if lang == "de" else "Player"
    out.update({f"p{i}": f"{player} {i + 1}" for i in range(4)})
    return out


def flow_units(game: str, lang: str) -> dict[str, str]:
    """The units of ``game``'s flows (one flow chart each, in this order) with their words in
    ``lang``."""
    units: dict[str, dict[str, str]] = lab_module(game).FLOWS
    return {u: w.get(lang, w["en"]) for u, w in units.items()}


def player_of_first(game: Game, kind: str) -> int:
    """The seat of the first event of ``kind`` in ``game`` (0 if none names one): where a game
    records who starts."""
    for e in game.events:
        if e.kind == kind:
            return e.player if e.player is not None else 0
    return 0


def balanced_nodes(game: str, players: int) -> dict[str, list[str]]:
    """Per unit, the flow nodes of ``game`` whose inflow equals their outflow, in a game of
    ``players``."""
    out: dict[str, list[str]] = {}
    for unit, keys in lab_module(game).BALANCED.items():
        nodes = out.setdefault(unit, [])
        for key in keys:
            nodes.extend([f"p{i}" for i in range(players)] if key == "p" else [key])
    return out


# --- one game -------------------------------------------------------------------------------------
def seeds(exp: Experiment, index: int) -> tuple[int, list[int]]:
    """Game ``index``'s seed and its players' bot seeds, from ``(exp.seed, index)`` alone."""
    rng = random.Random(f"burg-lab:{exp.seed}:{index}")
    return rng.randrange(2**31), [rng.randrange(2**31) for _ in exp.players]


def seat_order(n: int, index: int) -> tuple[int, ...]:
    """Game ``index``: the seat of each of the ``n`` players (rotating every game)."""
    return tuple((p + index) % n for p in range(n))


class _Forfeit(Exception):
    def __init__(self, en: str, de: str) -> None:
        super().__init__(en)
        self.en, self.de = en, de


class _Who(NamedTuple):
    """A forfeit's subject: the experiment's ``player`` (the page's "Player n") and its ``bot``
    with the words the page's menus show."""

    player: int
    bot: Seat

    def en(self) -> str:
        return f"Player {self.player + 1}, the bot “{self.bot.en}”,"

    def de(self) -> str:
        return f"Spieler {self.player + 1}, der Computergegner „{self.bot.de}“,"


def _move_words(game: Game, action: Any, lang: str) -> str:
    """A move in the game's words (the coach's), or as the bot gave it."""
    try:
        from burg.core.coach import _action_words, _messages

        return _action_words(action, _messages(game), lang)
    except Exception:
        return repr(action)


def play_game(
    exp: Experiment, index: int, bots: Sequence[Bot] | None = None
) -> tuple[GameRecordLine, Game]:
    """Play game ``index`` of ``exp`` (``bots``: one per player instead of those named) and
    return its line and the game, as it ended or, after a forfeit, as it stood before the
    forfeited move."""
    part = lab_module(exp.game)
    n = len(exp.players)
    seed, bot_seeds = seeds(exp, index)
    seat_of = seat_order(n, index)
    player_at = [0] * n
    for p, s in enumerate(seat_of):
        player_at[s] = p
    if bots is None:
        bots = [part.make_bot(k, s) for k, s in zip(exp.players, bot_seeds, strict=True)]
        shown = [Seat(k, **part.SEATS[k]) for k in exp.players]  # as the page's menus name them
    else:  # bots of the caller's: named as they call themselves
        names = [str(getattr(b, "name", k)) for b, k in zip(bots, exp.players, strict=True)]
        shown = [Seat(k, k, k) for k in names]
    by_seat = [bots[player_at[s]] for s in range(n)]
    who = [_Who(player_at[s], shown[player_at[s]]) for s in range(n)]
    game: Game = part.new_game(n, seed, dict(exp.variant))
    first = player_at[part.first_seat(game)]
    try:
        _play(game, by_seat, who, exp.move_limit)
    except _Forfeit as f:
        p = player_at[game.pending.players[0]]
        others = tuple(q for q in range(n) if q != p)
        return GameRecordLine(index, seat_of, (), others, first, {}, (), f.en, f.de, p), game
    except RuntimeError as e:  # the bots went round in circles: nobody to blame alone
        msg = f"game {index + 1}: {e}"
        de = (
            f"Partie {index + 1}: die Computergegner haben sie nicht in {MAX_ACTIONS} Zügen beendet"
        )
        return GameRecordLine(index, seat_of, (), (), first, {}, (), msg, de), game
    result = game.result()
    points = part.points_by_source(game)
    rename = {f"p{s}": f"p{player_at[s]}" for s in range(n)}
    flows = tuple((u, rename.get(a, a), rename.get(b, b), v) for u, a, b, v in part.flows(game))
    line = GameRecordLine(
        index,
        seat_of,
        tuple(result.scores[s] for s in seat_of),
        tuple(sorted(player_at[s] for s in result.winners)),
        first,
        {p: dict(points[s]) for p, s in enumerate(seat_of)},
        flows,
    )
    return line, game


class _Stopped(BaseException):
    """A bot's move took far too long (``_play``'s timer); a ``BaseException``, so that a bot's
    own ``except Exception`` does not swallow it."""


def _stop(signum: int, frame: object) -> None:
    raise _Stopped


def _timer_usable() -> bool:
    """Whether a timer signal can stop a bot: the main thread of a process on a system with
    ``SIGALRM`` that nobody else uses. Elsewhere (the browser, another thread) a move runs to
    its end and is only timed."""
    return (
        not in_browser()
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)
    )


def _play(game: Game, bots: list[Bot], who: list[_Who], limit: float) -> None:
    """Play ``game`` out, seat ``s`` by ``bots[s]`` (``who[s]`` in messages); ``_Forfeit`` for a
    bot that raises, answers illegally or too slowly (the game unchanged by that move). A bot
    still thinking after twice its time and half a second is stopped where a timer can."""
    timed = _timer_usable()
    if timed:
        signal.signal(signal.SIGALRM, _stop)
    try:
        _moves(game, bots, who, limit, timed)
    finally:
        if timed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)


def _moves(game: Game, bots: list[Bot], who: list[_Who], limit: float, timed: bool) -> None:
    clock = time.perf_counter
    grace = 2 * limit + 0.5

    def alarm(seconds: float) -> None:
        """Set the timer (only where ``timed``: Pyodide's signal module has no setitimer)."""
        if timed:
            signal.setitimer(signal.ITIMER_REAL, seconds)

    for move in range(1, MAX_ACTIONS + 1):
        if game.is_over:
            return
        s = game.pending.players[0]
        en, de = who[s].en(), who[s].de()
        t0 = clock()
        if timed:
            alarm(grace)
        try:
            action = bots[s].choose(game, s)
            if timed:
                alarm(0)
        except _Stopped:
            stop = f"{grace:g}"
            de_stop, de_limit = stop.replace(".", ","), f"{limit:g}".replace(".", ",")
            raise _Forfeit(
                f"{en} was stopped after {stop} s at move {move}, far more than the {limit:g} s "
                "allowed, and forfeits the game.",
                f"{de} wurde bei Zug {move} nach {de_stop} s angehalten, weit mehr als die "
                f"erlaubten {de_limit} s, und verliert die Partie.",
            ) from None
        except Exception as e:
            if timed:
                alarm(0)
            what = f"{type(e).__name__}: {e}"
            raise _Forfeit(
                f"{en} failed at move {move} and forfeits the game: {what}",
                f"{de} scheiterte bei Zug {move} und verliert die Partie: {what}",
            ) from None
        took = clock() - t0
        if took > limit:
            de_took, de_limit = f"{took:.2f}".replace(".", ","), f"{limit:g}".replace(".", ",")
            raise _Forfeit(
                f"{en} took {took:.2f} s for move {move} ({_move_words(game, action, 'en')}), "
                f"more than the {limit:g} s allowed, and forfeits the game.",
                f"{de} brauchte {de_took} s für Zug {move} ({_move_words(game, action, 'de')}), "
                f"mehr als die erlaubten {de_limit} s, und verliert die Partie.",
            )
        try:
            game.apply(action)
        except BurgError as e:
            raise _Forfeit(
                f"{en} chose an illegal move at move {move} ({_move_words(game, action, 'en')}) "
                f"and forfeits the game: {e.render('en')}",
                f"{de} wählte bei Zug {move} einen verbotenen Zug "
                f"({_move_words(game, action, 'de')}) und verliert die Partie: {e.render('de')}",
            ) from None
        except Exception as e:  # not an action at all
            raise _Forfeit(
                f"{en} answered move {move} with {action!r}, which is no move of this game, and "
                f"forfeits the game ({type(e).__name__}).",
                f"{de} antwortete bei Zug {move} mit {action!r}, keinem Zug dieses Spiels, und "
                f"verliert die Partie ({type(e).__name__}).",
            ) from None
    if not game.is_over:
        raise RuntimeError(f"the bots did not finish it in {MAX_ACTIONS} actions")


def play_games(exp: Experiment, indices: Sequence[int]) -> list[GameRecordLine]:
    """The lines of games ``indices`` of ``exp`` (a worker's chunk)."""
    return [play_game(exp, i)[0] for i in indices]


# --- many games -----------------------------------------------------------------------------------
def in_browser() -> bool:
    """Whether this Python runs in the browser (Pyodide: no processes)."""
    return sys.platform == "emscripten"


class LabRun:
    """An experiment being played or played: its ``lines`` (in the games' order), whether it
    was ``cancelled``, and the figures. ``step()`` plays on by one chunk (for a page that yields
    to its event loop between chunks); ``run`` plays it all."""

    def __init__(self, exp: Experiment, *, jobs: int | None = None, chunk: int = 10) -> None:
        exp.check()
        self.experiment = exp
        self.lines: list[GameRecordLine] = []
        self.cancelled = False
        self.chunk = max(1, chunk)
        jobs = (os.cpu_count() or 1) if jobs is None else jobs
        self.jobs = 1 if in_browser() else max(1, min(jobs, math.ceil(exp.games / self.chunk)))
        self._todo: Iterator[range] = (
            range(i, min(i + self.chunk, exp.games)) for i in range(0, exp.games, self.chunk)
        )
        self._pool: ProcessPoolExecutor | None = None
        self._running: list[Future[list[GameRecordLine]]] = []
        self._t0: float | None = None  # the clock starts with the first step
        self.seconds = 0.0

    # --- playing ---
    @property
    def done(self) -> bool:
        """Whether no more games will be played."""
        return self.cancelled or len(self.lines) >= self.experiment.games

    def step(self) -> Progress:
        """Play the next chunk (with processes: wait for the next one to finish)."""
        if self._t0 is None:
            self._t0 = time.perf_counter()
        if not self.done:
            if self.jobs == 1:
                part = next(self._todo, None)
                if part is not None:
                    self.lines.extend(play_games(self.experiment, part))
            else:
                self._step_pool()
        self.seconds = time.perf_counter() - self._t0
        if self.done:
            self.close()
        return self.progress()

    def _step_pool(self) -> None:
        if self._pool is None:  # the platform's way to start processes, as ``simulate``'s
            self._pool = ProcessPoolExecutor(self.jobs)
        while len(self._running) < 2 * self.jobs:
            part = next(self._todo, None)
            if part is None:
                break
            self._running.append(self._pool.submit(play_games, self.experiment, part))
        if not self._running:
            return
        first = self._running.pop(0)  # in order: the lines stay in the games' order
        self.lines.extend(first.result())

    def cancel(self) -> None:
        """Stop: keep what is done, play nothing more."""
        self.cancelled = True
        self.close()

    def close(self) -> None:
        """Stop the worker processes, if any."""
        for f in self._running:
            f.cancel()
        self._running = []
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def progress(self) -> Progress:
        done, total = len(self.lines), self.experiment.games
        speed = done / self.seconds if self.seconds > 0 else 0.0
        eta = (total - done) / speed if done and speed > 0 else None
        return Progress(done, total, self.seconds, speed, eta)

    # --- figures ---
    def _finished(self) -> list[GameRecordLine]:
        return [g for g in self.lines if g.error is None]

    @property
    def errors(self) -> list[GameRecordLine]:
        """The games that ended in an error."""
        return [g for g in self.lines if g.error is not None]

    def win_rates(self) -> list[WinRate]:
        """Per player: wins (a shared win split among the winners; a forfeit lost), the games
        counted (not those nobody could finish), the rate and its Wilson 95 % interval."""
        n = len(self.experiment.players)
        wins = [0.0] * n
        counted = [g for g in self.lines if g.counted]
        for g in counted:
            for p in g.winners:
                wins[p] += 1 / len(g.winners)
        return [WinRate(w, len(counted), *wilson(w, len(counted))) for w in wins]

    def first_seat_advantage(self) -> tuple[float, float, float]:
        """The win rate of the player who moved first (a shared win split), and its Wilson
        95 % interval: about ``1 / players`` if the first move is worth nothing."""
        games = self._finished()
        wins = sum(1 / len(g.winners) for g in games if g.first_player in g.winners)
        return wilson(wins, len(games))

    def scores(self) -> list[list[int]]:
        """Per player, the final score of every finished game."""
        games = self._finished()
        return [[g.scores[p] for g in games] for p in range(len(self.experiment.players))]

    def points_by_source(self) -> list[dict[str, float]]:
        """Per player, the mean points of every source over the finished games."""
        games = self._finished()
        out: list[dict[str, float]] = []
        for p in range(len(self.experiment.players)):
            sums: dict[str, float] = {}
            for g in games:
                for k, v in g.points_by_source[p].items():
                    sums[k] = sums.get(k, 0) + v
            out.append({k: v / len(games) for k, v in sums.items()})
        return out

    def flows(self) -> dict[str, dict[tuple[str, str], int]]:
        """The flows of the finished games summed, per unit: ``unit -> (source, target) ->
        total``."""
        out: dict[str, dict[tuple[str, str], int]] = {}
        for g in self._finished():
            for u, a, b, v in g.flows:
                unit = out.setdefault(u, {})
                unit[a, b] = unit.get((a, b), 0) + v
        return out

    def to_csv(self) -> str:
        """One line per game: its number, each player's seat and score, the winners, the first
        player, the points by source and the flows (JSON), the error."""
        n = len(self.experiment.players)
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(csv_head(n))
        for g in self.lines:
            w.writerow(
                [
                    g.index,
                    *g.seat_of_player,
                    *(g.scores if g.scores else [""] * n),
                    " ".join(map(str, g.winners)),
                    g.first_player,
                    json.dumps({str(p): v for p, v in g.points_by_source.items()}),
                    json.dumps(g.flows),
                    "" if g.forfeit is None else g.forfeit,
                    g.error or "",
                    g.error_de or "",
                ]
            )
        return buf.getvalue()


def csv_head(n: int) -> list[str]:
    """The CSV's header for ``n`` players."""
    return [
        "game",
        *(f"seat_{p}" for p in range(n)),
        *(f"score_{p}" for p in range(n)),
        "winners",
        "first_player",
        "points_by_source",
        "flows",
        "forfeit",
        "error",
        "error_de",
    ]


def lines_from_csv(text: str) -> list[GameRecordLine]:
    """The game lines of a CSV written by ``LabRun.to_csv``."""
    rows = list(csv.reader(io.StringIO(text)))
    head, body = rows[0], rows[1:]
    n = sum(1 for h in head if h.startswith("seat_"))
    out = []
    for r in body:
        scores = tuple(int(x) for x in r[1 + n : 1 + 2 * n] if x != "")
        rest = r[1 + 2 * n :]
        out.append(
            GameRecordLine(
                int(r[0]),
                tuple(int(x) for x in r[1 : 1 + n]),
                scores,
                tuple(int(x) for x in rest[0].split()),
                int(rest[1]),
                {int(p): v for p, v in json.loads(rest[2]).items()},
                tuple((u, a, b, v) for u, a, b, v in json.loads(rest[3])),
                rest[5] or None,
                rest[6] or None,
                int(rest[4]) if rest[4] else None,
            )
        )
    return out


def run(
    exp: Experiment,
    *,
    jobs: int | None = None,
    progress: Callable[[Progress], None] | None = None,
    cancel: Callable[[], bool] | None = None,
    chunk: int = 10,
) -> LabRun:
    """Play ``exp`` (``LabError`` if it cannot be): in ``jobs`` processes (default: one per
    core; in the browser in this one), ``chunk`` games at a time, ``progress`` told after each
    chunk; ``cancel()`` true stops after the current chunk with what is done."""
    lab = LabRun(exp, jobs=jobs, chunk=chunk)
    try:
        while not lab.done:
            state = lab.step()
            if progress is not None:
                progress(state)
            if cancel is not None and not lab.done and cancel():
                lab.cancel()
    finally:
        lab.close()
    return lab
