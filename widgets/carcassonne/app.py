"""The play page of Carcassonne – Die Burg: a whole game in the browser, a person against a bot
or two people at one screen.

``PlayApp`` is the view of a ``widgets.core.session.Session``: the castle and the decision
(``widgets.carcassonne.table``), the charts (``widgets.carcassonne.charts``), undo/redo and
save/load (the shared shell, ``widgets.core.playpage``). It talks to the engine only through the
``Game``'s public API (``pending``, ``legal_actions``, ``view``, ``why_not``, ``feature``,
``events``). Its methods (``new_game``, ``rotate``, ``place``, ``click``, ``undo``, ``redo``,
``load_text`` …) are what the buttons call, so tests can drive it directly. The rotation of the
drawn tile is the page's own state: only a click on a space plays it. ``CARCASSONNE`` is what a
session needs to know of the game.
"""

from __future__ import annotations

import weakref
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from burg.carcassonne import messages
from burg.carcassonne.actions import (
    Action,
    EndTurn,
    ExtraTurn,
    Follower,
    NoFollower,
    Place,
    Score,
    ScoreDouble,
)
from burg.carcassonne.bots import BOTS, make_bot
from burg.carcassonne.game import Game
from burg.carcassonne.positions import dump_position
from burg.core.events import Event
from widgets.carcassonne import table
from widgets.carcassonne.castle_svg import Mark, Spot, _rotate, castle_svg
from widgets.carcassonne.text import UI, name_and_colour, shown_name, t
from widgets.core.playpage import DialogChoice, PlayPageBase, hide, set_traits
from widgets.core.session import PERSON, GameKind, through_last
from widgets.core.table import Option

Cell = tuple[int, int]


def new_game(
    players: int = 2,
    seed: int | None = None,
    names: list[str] | None = None,
    drawn_start: bool = False,
) -> Game:
    """A fresh game for the session: 2 players; the first seat starts unless ``drawn_start``
    (then the seed draws the start player)."""
    if players != 2:
        raise ValueError("Carcassonne – Die Burg is a game for 2 players")
    return Game(seed=seed, names=names, start_player=None if drawn_start else 0)


def reveals(events: list[Event]) -> bool:
    """Whether these events (of one action) showed something hidden to everybody: a tile drawn
    from the stack, or a wall tile taken from a tower and laid face up (§3 "Hidden
    information")."""
    for e in events:
        if e.reason == "draw":
            return True
        if e.item == "wall_tile" and (e.dst or "").endswith(".wall_tiles"):
            return True
    return False


class _Shadow:
    """A replay of a game's history that remembers which actions revealed something."""

    def __init__(self, game: Game) -> None:
        start = game.to_json()
        start["actions"] = []
        self.game = Game.from_json(start)
        self.marks: list[bool] = []

    def follow(self, history: list[Action]) -> list[bool]:
        mine = self.game.history
        keep = 0
        while keep < min(len(mine), len(history)) and mine[keep] == history[keep]:
            keep += 1
        if keep < len(mine):
            self.game.undo(len(mine) - keep)
            del self.marks[keep:]
        for a in history[keep:]:
            self.marks.append(reveals(self.game.apply(a)))
        return self.marks


_SHADOWS: weakref.WeakKeyDictionary[Game, _Shadow] = weakref.WeakKeyDictionary()


def undo_floor(game: Game, seats: list[str]) -> int:
    """How many actions undo must keep: never back across a tile drawn or a wall tile turned
    up. Ending a turn draws the next tile and shows it to both players (a bot sees it too), so
    taking that back would let a player peek at the stack; a scoring that lands on a tower turns
    its wall tile face up. So undo may take back the placement and the follower and scoring
    choices of the turn being played, until the next tile is drawn; then they stay."""
    del seats  # the drawn tile is public: every seat sees it, whoever plays it
    shadow = _SHADOWS.get(game)
    if shadow is None:
        shadow = _SHADOWS[game] = _Shadow(game)
    return through_last(shadow.follow(list(game.history)))


#: Carcassonne – Die Burg for a ``Session``.
CARCASSONNE = GameKind(
    new=new_game,
    load=Game.from_json,
    position=dump_position,
    make_bot=make_bot,
    undo_floor=undo_floor,
)

__all__ = [
    "CARCASSONNE",
    "PERSON",
    "Option",
    "PlayApp",
    "candidate_marks",
    "new_game",
    "scored_marks",
    "undo_floor",
]


def _feature_mark(game: Game, label: str, **extra: Any) -> Mark | None:
    """The feature named ``label`` (``"row,col:id"``) with the tiles it lies on."""
    where, _, fid = label.partition(":")
    try:
        r, c = (int(x) for x in where.split(","))
    except ValueError:
        return None
    info = game.feature(r, c, fid)
    if info is None:
        return None
    cells = tuple((int(a), int(b)) for a, b in info["cells"])
    extra.setdefault("player", info["winner"])
    return Mark(label, str(info["kind"]), cells, **extra)


def scored_marks(game: Game, turns: int = 2) -> list[Mark]:
    """The features scored in the last ``turns`` turns (since the ``turns``-th last tile was
    placed; the engine's ``score`` and ``no_score`` events, §3.2), each with its tiles, points
    and winner. Two turns: a player sees what they scored and what the other player (often a
    bot, who moves at once) scored since."""
    found = []
    for e in reversed(game.events):
        if e.kind == "transfer" and e.item == "tile" and e.reason == "place":
            turns -= 1
            if turns <= 0:
                break
        if e.kind == "score":  # detail: kind, size, points, label, doubled
            found.append((e.detail[3], e.detail[2], e.player, bool(e.detail[4])))
        elif e.kind == "no_score":  # detail: kind, size, label
            found.append((e.detail[2], 0, None, False))
    marks = []
    for label, points, player, doubled in reversed(found):
        m = _feature_mark(game, label, points=points, player=player, doubled=doubled)
        if m is not None:
            marks.append(m)
    return marks


def candidate_marks(game: Game, p: int) -> list[Mark]:
    """The features ``p`` may choose to score next (decision ``score``), with their tiles and
    winners."""
    labels = [a.feature for a in game.legal_actions(p) if isinstance(a, (Score, ScoreDouble))]
    marks = []
    for label in dict.fromkeys(labels):
        m = _feature_mark(game, label)
        if m is not None:
            marks.append(m)
    return marks


def game_svg(
    game: Game,
    seen: dict[str, Any],
    names: list[str],
    lang: str,
    highlight: list[Cell] | None = None,
    spots: list[Spot] | None = None,
    candidates: list[Mark] | None = None,
) -> str:
    """The castle of ``game`` as the public view ``seen`` shows it (tiles, followers, keeps,
    markers, the towers' wall tiles, the features scored since the last tile was placed),
    ``highlight``: the legal spaces to mark; ``spots``: the follower targets to click;
    ``candidates``: the features waiting for the person's choice of scoring."""
    tiles = {tile.id: tile for tile in game.castle.tiles}
    placed = {
        (b["cell"][0], b["cell"][1]): (tiles[b["tile"]], b["rotation"]) for b in seen["board"]
    }
    followers: dict[Cell, list[tuple[str, int, str]]] = {}
    for f in seen["followers"]:
        followers.setdefault((f["cell"][0], f["cell"][1]), []).append(
            (f["feature"], f["player"], f["role"])
        )
    keeps: dict[Cell, int] = {}
    for q, pl in enumerate(seen["players"]):
        if pl["keep"]:
            r, c = (int(x) for x in pl["keep"]["feature"].split(":")[0].split(","))
            keeps[(r, c)] = q
    last = tuple(seen["last"]) if seen["last"] else None
    return castle_svg(
        game.castle,
        placed,
        followers=followers,
        keeps=keeps,
        scores=[pl["score"] for pl in seen["players"]],
        wall_tiles={i: v == "down" for i, v in enumerate(seen["towers"])},
        highlight=highlight or [],
        last=last,  # type: ignore[arg-type]
        names=names,
        lang=lang,
        spots=spots or [],
        scored=scored_marks(game),
        candidates=candidates or [],
    )


FINAL_STEPS = ("keep", "court", "incomplete", "bonus")


def final_breakdown(seen: dict[str, Any], names: list[str], lang: str) -> str:
    """The final scoring broken down per player, in the rulebook's order (§5): the points of the
    game before it, the largest keep's empty region, the courts, wall tiles 4-6 and 9, the
    total."""
    n = len(seen["players"])
    by_step = {step: [0] * n for step in FINAL_STEPS}
    for step, player, points in seen["final"]:
        by_step.setdefault(step, [0] * n)[player] += points
    totals = [pl["score"] for pl in seen["players"]]
    during = [totals[q] - sum(by_step[s][q] for s in by_step) for q in range(n)]
    head = "".join(f'<th scope="col">{escape(names[q])}</th>' for q in range(n))
    rows = [("final_during", during)] + [(f"final_{s}", by_step[s]) for s in FINAL_STEPS]
    rows.append(("final_total", totals))
    body = "".join(
        f'<tr><th scope="row">{escape(t(key, lang))}</th>'
        + "".join(f"<td>{v}</td>" for v in values)
        + "</tr>"
        for key, values in rows
    )
    return (
        f'<table class="cc-final-table"><caption>{escape(t("final_table", lang))}</caption>'
        f"<tr><th></th>{head}</tr>{body}</table>"
    )


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class PlayApp(PlayPageBase[Game]):
    """The play page of Carcassonne – Die Burg: the view of ``session``. ``bot_delay`` is the
    pause before each bot move (0: bots move at once, synchronously, as the tests want)."""

    KIND = CARCASSONNE
    TEXTS = UI
    BOTS = tuple(BOTS)
    DEFAULT_BOT = "greedy"
    COLOURS = table.PLAYER_COLOURS
    FILE_STEM = "carcassonne"
    #: The rules at hand (the rules drawer) and the lessons they link to.
    RULES = Path(__file__).parent / "rules"
    LESSON_CONTENT = Path(__file__).parent / "lessons" / "content"
    MESSAGE_ATTRS = ' role="alert"'
    #: Who starts the next game: the first seat, or drawn by the seed.
    CHOICE = DialogChoice(
        "drawn_start",
        "start_choice",
        ("start_first", "start_drawn"),
        ("cc-start-first", "cc-start-drawn"),
    )
    drawn_start: bool
    _options: list[Option]
    rotation: int = 0
    _place_key: tuple[int, str] | None = None
    _cells: dict[Cell, Place]

    #: Teacher mode: the castle takes most of the width, the decision stays in view beside it.
    TEACHER_CSS = """
@media (min-width: 1100px) {
  .burg-teacher .cc-board { flex: 1 1 62%; max-width: none; }
  .burg-teacher .cc-board svg { max-height: none; }
  .burg-teacher .cc-decision { flex: 1 1 30%; position: sticky; top: 0; }
}
.burg-teacher .cc-drawn svg { width: 170px; height: 170px; }
.cc-hidden-tile svg { width: 110px; height: 110px; vertical-align: middle; margin: 2px; }
.cc-hidden-stack svg { width: 70px; height: 70px; }
"""

    # --- the page's hooks -------------------------------------------------------------------------
    def _build_widgets(self, with_charts: bool) -> None:
        self._cells = {}
        super()._build_widgets(with_charts)
        self.root.add_class("cc-app")
        # a game for 2: the dialog asks for no number of players
        self.n_players.options = [2]
        self.n_players.value = 2
        hide(self.dialog.children[0], True)

    def _make_view(self) -> table.CastleTable:
        return table.CastleTable()

    def _make_charts(self) -> tuple[Any, list[w.Widget]]:
        from widgets.carcassonne.charts import CarcassonneCharts

        charts = CarcassonneCharts()
        self.chart_boxes = [w.Box([f], layout=w.Layout(min_width="0")) for f in charts.figures()]
        return charts, list(self.chart_boxes)

    # --- acting -----------------------------------------------------------------------------------
    def _person(self) -> int | None:
        p = self.actor()
        return None if p is None or self.session.is_bot(p) else p

    def _placing(self) -> int | None:
        p = self._person()
        if self.game is None or p is None or self.game.pending.kind != "place":
            return None
        return p

    def rotate(self, quarter_turns: int) -> None:
        """Turn the drawn tile (+1: a quarter clockwise, -1: anticlockwise); only while a person
        must place it. Nothing is played."""
        with self._lock:
            if self._placing() is None:
                return
            self.rotation = (self.rotation + int(quarter_turns)) % 4
            self.render()

    @property
    def legal_cells(self) -> list[Cell]:
        """The spaces where the drawn tile, turned as shown, may be placed now."""
        return sorted(self._cells)

    def place(self, key: str) -> None:
        """Place the drawn tile, turned as shown, on the space ``"r,c"`` (a click on a space
        outlined in green); any other space does nothing."""
        with self._lock:
            if self._placing() is None:
                return
            try:
                r, c = (int(x) for x in str(key).split(","))
            except ValueError:
                return
            action = self._cells.get((r, c))
            if action is not None:
                self.act(action)

    @property
    def options(self) -> list[Option]:
        """The buttons of the decision shown now."""
        return list(self._options)

    def click(self, key: str) -> None:
        """Click the option ``key`` (as its button does); disabled or stale options do nothing."""
        with self._lock:
            if key in ("rotate-left", "rotate-right"):
                self.rotate(-1 if key == "rotate-left" else 1)
                return
            for opt in self._options:
                if opt.key == key:
                    if opt.enabled and opt.action is not None and self._person() is not None:
                        self.act(opt.action)
                    return

    def spot(self, key: str) -> None:
        """Click the follower spot ``"r,c:fid"`` on the castle: the same as the button of that
        feature, and only on the tile just placed; refused or stale spots do nothing."""
        with self._lock:
            game = self.game
            if game is None or game.pending.kind != "follower":
                self._bump()  # nothing played: the browser may click again
                return
            n = len(game.history)
            where, _, fid = str(key).partition(":")
            last = game.view(None)["last"]
            if fid and last is not None and where == f"{last[0]},{last[1]}":
                self.click(f"follower-{fid}")
            if len(game.history) == n:
                self._bump()

    # --- the coach (widgets.core.coach_panel) ---------------------------------------------------
    def _coach_marks(self, game: Game, action: Any) -> list[str]:
        marks = super()._coach_marks(game, action)
        if isinstance(action, Place):
            r, c = action.cell
            marks += [f'.cc-legal[data-cell="{r},{c}"]', f'.cc-cell-button[data-cell="{r},{c}"]']
        elif isinstance(action, Follower):
            marks.append(f'.cc-spot-allowed[data-feature="{action.feature}"]')
        return marks

    def _coach_shown(self, game: Game, action: Any) -> None:
        if isinstance(action, Place):  # the drawn tile turned the coach's way
            self.rotation = action.rotation
            self._place_key = (len(game.history), game.pending.tile or "")

    def on_table_click(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        """A click in the table (sent by the browser)."""
        if not isinstance(content, dict):
            return
        event, key = content.get("event"), str(content.get("key", ""))
        if event == "place":
            self._guard(lambda: self.place(key))
        elif event == "spot":
            self._guard(lambda: self.spot(key))
        elif event == "option":
            self._guard(lambda: self.click(key))
        else:
            self._bump()

    # --- drawing ----------------------------------------------------------------------------------
    # --- teacher mode -----------------------------------------------------------------------------
    def _hidden_html(self, game: Game, names: list[str]) -> str:
        """The next tile drawn (drawn as it will come), the stack's order from the top, and
        the face-down wall tile on each tower: the position's secret section
        (docs/carcassonne-positions.md), for the room to see, never a bot's."""
        lang = self.lang
        secret = dump_position(game)["secret"]
        stack = list(reversed(secret["stack"]))  # the next tile drawn first
        parts = []
        if stack:
            tiles = self._tiles(game)
            drawing = table.tile_svg(tiles[stack[0]], 0, lang)
            parts.append(
                f'<p class="cc-hidden-tile">{escape(t("hidden_next", lang))}: {drawing}</p>'
            )
            after = "".join(table.tile_svg(tiles[i], 0, lang) for i in stack[1:6])
            more = " …" if len(stack) > 6 else ""
            parts.append(
                f'<p class="cc-hidden-tile cc-hidden-stack">{escape(t("hidden_stack", lang))} '
                f"({len(stack)}): {after}{more}</p>"
            )
        else:
            parts.append(f"<p>{escape(t('hidden_next', lang))}: {t('hidden_none_left', lang)}</p>")
        towers = []
        for tower, tile in zip(game.castle.towers, secret["towers"], strict=False):
            if tile:
                a, b = tower.numbers
                towers.append(t("hidden_tower", lang, a=a, b=b, tile=tile))
        if towers:
            parts.append(f"<p>{escape(t('hidden_towers', lang))}: {escape('; '.join(towers))}</p>")
        return "".join(parts)

    def _lesson_game(self) -> Any:
        from widgets.carcassonne.lessons.framework import CARCASSONNE_LESSONS

        return CARCASSONNE_LESSONS

    def _tiles(self, game: Game) -> dict[str, Any]:
        return {tile.id: tile for tile in game.castle.tiles}

    def _update_cells(self, game: Game) -> None:
        """The legal spaces for the rotation shown (a new tile: the first rotation that fits)."""
        self._cells = {}
        p = self._placing()
        d = game.pending
        if p is None or d.tile is None:
            self._place_key = None
            return
        tile = self._tiles(game)[d.tile]
        legal = [a for a in game.legal_actions(p) if isinstance(a, Place)]
        shapes = [_rotate(tile.sides, r) for r in range(4)]

        def cells(rot: int) -> dict[Cell, Place]:
            same = {r for r in range(4) if shapes[r] == shapes[rot]}
            return {tuple(a.cell): a for a in legal if a.rotation in same}  # type: ignore[misc]

        key = (len(game.history), d.tile)
        if key != self._place_key:
            self._place_key = key
            self.rotation = next((r for r in range(4) if cells(r)), 0)
        self._cells = cells(self.rotation)

    def shown_names(self, seen: dict[str, Any]) -> list[str]:
        """The players' names, the default colour names in the page's language."""
        return [shown_name(pl["name"], self.lang) for pl in seen["players"]]

    def _draw(self, game: Game, seen: dict[str, Any], names: list[str], p: int | None) -> None:
        lang = self.lang
        d = game.pending
        self._update_cells(game)
        parts = [t("turn", lang, turn=max(seen["turn"], 1))]
        parts.append(
            t("game_over", lang) if d.kind is None else t("whose_turn", lang, player=names[p or 0])
        )
        parts.append(t("stack", lang, n=seen["stack"]))
        spots: list[Spot] = []
        candidates: list[Mark] = []
        person = self._person()
        if person is not None and d.kind == "follower":
            cell = (seen["last"][0], seen["last"][1])
            spots = [
                Spot(cell, fid, "" if why is None else why.plain(lang))
                for fid, _action, why in self._follower_choices(game, person, seen)
            ]
        elif person is not None and d.kind == "score":
            candidates = candidate_marks(game, person)
        svg = game_svg(
            game,
            seen,
            names,
            lang,
            highlight=list(self._cells),
            spots=spots,
            candidates=candidates,
        )
        bots = [None if k == PERSON else self.bot_name(k) for k in self.seats]
        set_traits(
            self.view,
            status=escape(" · ".join(parts)),
            castle=svg,
            decision=self._decision(game, p, names, seen),
            players=table.players_html(seen, lang, bots, None if d.kind is None else p)
            # our castle and tiles, said on the page (reference §7; docs/carcassonne-components.md)
            + f'<p class="cc-reconstructed">{escape(t("reconstructed", lang))}</p>',
            log=table.log_html(game.events, names, lang),
            log_title=escape(t("log", lang)),
        )

    def _draw_charts(self, game: Game, seen: dict[str, Any], names: list[str]) -> None:
        self.charts.update(game.events, names, self.lang)

    def _final(self, game: Game, names: list[str], seen: dict[str, Any]) -> dict[str, Any]:
        lang = self.lang
        winners = [names[s] for s in seen["winners"] or []]
        key = "winners" if len(winners) > 1 else "winner"
        rows = "".join(
            f"<tr><td>{escape(name_and_colour(names[q], q, lang))}</td>"
            f"<td>{escape(t('points', lang, n=pl['score']))}</td></tr>"
            for q, pl in enumerate(seen["players"])
        )
        html = (
            f'<p class="cc-ended">{escape(t("ended", lang))}</p>'
            f'<p class="cc-winners"><b>{escape(t(key, lang, names=", ".join(winners)))}</b></p>'
            f"<table>{rows}</table>{final_breakdown(seen, names, lang)}"
        )
        return {"final": html}

    def _decide(
        self, game: Game, p: int | None, names: list[str], seen: dict[str, Any], out: dict[str, Any]
    ) -> list[Option]:
        """The person's decision (in ``out``, as ``table.CastleTable`` shows it); its options."""
        lang = self.lang
        d = game.pending
        assert p is not None
        who = name_and_colour(names[p], p, lang)
        pass_screen = ""
        if len(self.session.people()) > 1:
            pass_screen = t("pass_screen", lang, player=names[p]) + " "
        opts: list[Option] = []
        if d.kind == "place" and d.tile is not None:
            tile = self._tiles(game)[d.tile]
            out["title"] = t("to_place", lang, player=who, tile=d.tile)
            rot = t(f"rotation.{self.rotation % 4}", lang)
            out["tile"] = table.tile_svg(tile, self.rotation, lang) + f"<span>{escape(rot)}</span>"
            n = len(self._cells)
            hint = t("place_hint", lang, n=n) if n else t("place_none", lang)
            out["hint"] = pass_screen + hint
            out["rotate"] = [
                {
                    "key": f"rotate-{side}",
                    "label": t(f"rotate_{side}", lang),
                    "name": t(f"rotate_{side}_name", lang),
                }
                for side in ("left", "right")
            ]
            out["cells"] = [
                {"key": f"{r},{c}", "label": messages.square(r, c)} for r, c in sorted(self._cells)
            ]
        elif d.kind == "follower":
            out["title"] = t("to_follower", lang, player=who)
            supply = t("follower_hint", lang, n=seen["players"][p]["supply"])
            out["hint"] = f"{pass_screen}{supply} {t('follower_click', lang)}"
            opts = self._follower_options(game, p, seen, out)
        elif d.kind == "score":
            out["title"] = t("to_score", lang, player=who)
            out["hint"] = t("score_hint", lang)
            opts = self._score_options(game, p, names)
        elif d.kind == "extra":
            out["title"] = t("to_extra", lang, player=who)
            opts = [
                Option("extra_turn", t("extra_turn", lang), ExtraTurn(p)),
                Option("end_turn", t("end_turn", lang), EndTurn(p)),
            ]
        return opts

    def _follower_choices(
        self, game: Game, p: int, seen: dict[str, Any]
    ) -> list[tuple[str, Follower, Any]]:
        """Each feature of the tile just placed: its id, the follower action and the engine's
        reason why not (``None``: allowed)."""
        r, c = seen["last"]
        on = next(b for b in seen["board"] if b["cell"] == [r, c])
        tile = self._tiles(game)[on["tile"]]
        fids = [tok for side in tile.sides for tok in side if tok[:1] in ("P", "T", "H", "C")]
        fids += list(tile.enclosed)
        out = []
        for fid in dict.fromkeys(fids):
            action = Follower(p, fid)
            out.append((fid, action, game.why_not(action)))
        return out

    def _follower_options(
        self, game: Game, p: int, seen: dict[str, Any], out: dict[str, Any]
    ) -> list[Option]:
        """The follower's buttons: one per feature of the tile just placed (those not allowed
        with the engine's reason), and "No follower"; the tile with its features' ids. The same
        features are spots to click on the castle (``game_svg``)."""
        lang = self.lang
        r, c = seen["last"]
        on = next(b for b in seen["board"] if b["cell"] == [r, c])
        tile = self._tiles(game)[on["tile"]]
        out["tile"] = table.tile_svg(tile, on["rotation"], lang, labels=True)
        opts = []
        for fid, action, why in self._follower_choices(game, p, seen):
            label = t(
                "follower_on",
                lang,
                role=_cap(messages.name(f"role.{fid[0]}", lang)),
                kind=messages.name(fid[0], lang),
                fid=fid,
            )
            opts.append(
                Option(
                    f"follower-{fid}",
                    label,
                    action,
                    why is None,
                    "" if why is None else why.plain(lang),
                )
            )
        opts.append(Option("no_follower", t("no_follower", lang), NoFollower(p)))
        return opts

    def _score_options(self, game: Game, p: int, names: list[str]) -> list[Option]:
        lang = self.lang
        opts = []
        for a in game.legal_actions(p):
            if not isinstance(a, (Score, ScoreDouble)):
                continue
            where, fid = a.feature.split(":")
            r, c = (int(x) for x in where.split(","))
            info = game.feature(r, c, fid) or {}
            kind = messages.name(str(info.get("kind", fid[0])), lang)
            size = info.get("size", 0)
            if isinstance(a, ScoreDouble):
                number = 2 if info.get("kind") == "T" else 3
                label = t(
                    "double_option",
                    lang,
                    kind=kind,
                    size=size,
                    feature=messages.feature_square(a.feature),
                    tile=number,
                )
                key = f"double-{a.feature}"
            else:
                winner = info.get("winner")
                won = t("won_by", lang, player=names[winner]) if isinstance(winner, int) else ""
                label = t(
                    "score_option",
                    lang,
                    kind=kind,
                    size=size,
                    feature=messages.feature_square(a.feature),
                    winner=won,
                )
                key = f"score-{a.feature}"
            opts.append(Option(key.replace(":", "-").replace(",", "-"), _cap(label), a))
        return opts
