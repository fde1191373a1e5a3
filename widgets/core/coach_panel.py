"""The coach on a play page (issue 25): a "Hint" button for the person to decide and "Review this
game" at a game's end or for a loaded save. The page (``PlayPageBase``) owns one ``CoachPanel``;
the game's page says where a move shows (``_coach_marks``: CSS selectors of its buttons and of
its board) and what the person has chosen so far (``_coach_current``).

The coach's figures come from ``burg.core.coach`` (``hint``, the review's search); the sentences
from its ``render_hint`` / ``render_turning_point`` (the game's own narration of the move's
events and the search's win chances). Nothing here runs in a thread: a hint is one search of at
most ``HINT_BUDGET`` scheduled after the "thinking…" state has reached the browser, and a review
searches one decision per slice on the event loop (``later``), so a click on "Cancel" gets
through between two slices, on the Voilà server and in the static site alike.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator
from html import escape
from typing import Any

import ipywidgets as w

from burg.core import coach
from burg.core.actions import Action
from burg.core.coach import review_steps
from burg.core.game import Game
from burg.core.search import Budget

#: A hint's search on a play page (the server: at most about a second with its facts).
HINT_BUDGET = Budget(seconds=0.6)
#: A game whose hint needs another budget: the Wettkampf and Carcassonne search as their strong
#: levels do (``STRONG_BUDGET`` in their ``bots.py``; tests keep them alike). The Wettkampf: more
#: iterations play worse there (docs/coach.md). Carcassonne: 0.85 s of search after its guide,
#: the heuristic bot (a few milliseconds).
HINT_BUDGETS: dict[str, Budget] = {
    "wettkampf": Budget(iterations=50, seconds=1.0),
    "carcassonne": Budget(seconds=0.85),
}
#: A review's search of each decision (iterations: a whole game stays within half a minute).
REVIEW_BUDGET = Budget(iterations=40)
#: A game whose rollouts are long gets fewer (Carcassonne: each plays the opponent's turn as the
#: heuristic bot, about 7 ms).
REVIEW_BUDGETS = {"carcassonne": Budget(iterations=12)}


def _package(game: Game) -> str:
    return type(game).__module__.split(".")[1]


def hint_budget(game: Game) -> Budget:
    """The hint's budget for ``game``."""
    return HINT_BUDGETS.get(_package(game), HINT_BUDGET)


def review_budget(game: Game) -> Budget:
    """The review's budget of a decision of ``game``."""
    return REVIEW_BUDGETS.get(_package(game), REVIEW_BUDGET)


TEXTS = {
    "en": {
        "hint": "Hint",
        "hint_tip": "Ask the coach for a move",
        "review": "Review this game",
        "review_tip": "The coach looks for the turning points of each person",
        "cancel": "Cancel",
        "end": "Back to the end",
        "thinking": "The coach is thinking…",
        "reviewing": "The coach reviews the game: decision {done} of {total}…",
        "not_yours": "The coach helps the person whose turn it is: wait for your turn.",
        "hidden": "Pass the screen first: the hint is for the person who decides.",
        "over": "The game is over.",
        "moved_on": "The game went on while the coach was thinking: ask again on your turn.",
        "no_points": "No turning points: every decision was about as good as the coach's.",
        "cancelled": "Review cancelled after {done} of {total} decisions.",
        "found": "Turning points ({n}) – click one to see the position before it:",
        "show": "Show",
        "showing": "{when}, the position before the decision: orange the coach's move, blue the "
        "move played.",
        "timing": "({it} playouts in {s:.1f} s)",
        "why_kept": "Why not the option with {w}? The coach changes its move only when another "
        "is clearly better than the figures' uncertainty: that figure rests on {n} playouts, "
        "the suggestion's on {m}.",
    },
    "de": {
        "hint": "Tipp",
        "hint_tip": "Den Trainer um einen Zug bitten",
        "review": "Partie auswerten",
        "review_tip": "Der Trainer sucht die Wendepunkte jeder Person",
        "cancel": "Abbrechen",
        "end": "Zurück zum Ende",
        "thinking": "Der Trainer denkt nach …",
        "reviewing": "Der Trainer wertet die Partie aus: Entscheidung {done} von {total} …",
        "not_yours": "Der Trainer hilft der Person am Zug: warte, bis du dran bist.",
        "hidden": "Gib den Bildschirm erst weiter: der Tipp ist für die Person am Zug.",
        "over": "Die Partie ist zu Ende.",
        "moved_on": "Die Partie ging weiter, während der Trainer nachdachte: frag wieder, wenn du "
        "dran bist.",
        "no_points": "Keine Wendepunkte: jede Entscheidung war etwa so gut wie die des Trainers.",
        "cancelled": "Auswertung nach {done} von {total} Entscheidungen abgebrochen.",
        "found": "Wendepunkte ({n}) – klicke einen an, um die Stellung davor zu sehen:",
        "show": "Zeigen",
        "showing": "{when}, die Stellung vor der Entscheidung: orange der Zug des Trainers, blau "
        "der gespielte.",
        "timing": "({it} Partien simuliert in {s:.1f} s)",
        "why_kept": "Warum nicht die Möglichkeit mit {w}? Der Trainer wechselt seinen Zug nur, "
        "wenn ein anderer deutlich mehr als die Unsicherheit der Zahlen besser ist: diese Zahl "
        "beruht auf {n} simulierten Partien, die des Vorschlags auf {m}.",
    },
}

_CSS = """
.burg-coach { margin: 4px 0; }
.burg-coach-row { align-items: center; gap: 6px; flex-wrap: wrap; }
.burg-coach-out { font-size: var(--burg-fs, 17px); }
.burg-coach-out .burg-coach-box { border: 2px solid #ef6c00; border-radius: 8px;
  background: #fff8e1; padding: 4px 10px; margin: 2px 0; }
.burg-coach-out p { margin: 2px 0; }
.burg-coach-out .burg-coach-alt { margin-left: 1.2em; font-size: 0.95em; }
.burg-coach-points .widget-html-content { white-space: normal; }
"""

#: How a suggested (``best``) and a played (``played``) move look, on any game's page.
_MARK_CSS = {
    "best": "outline: 4px solid #ef6c00 !important; outline-offset: 2px; "
    "box-shadow: 0 0 0 6px rgba(239,108,0,.35) !important; stroke: #ef6c00 !important; "
    "stroke-width: 6px !important;",
    "played": "outline: 4px dashed #1565c0 !important; outline-offset: 2px; "
    "stroke: #1565c0 !important; stroke-width: 5px !important; stroke-dasharray: 6 4;",
}


def marks_css(scope: str, marks: dict[str, list[str]]) -> str:
    """A ``<style>`` that outlines, inside the page ``.<scope>``, each selector of ``marks``
    (``{"best": [...], "played": [...]}``)."""
    rules = []
    for kind, selectors in marks.items():
        if selectors:
            # an SVG group's own shapes too (their stroke attributes beat an inherited one)
            shapes = [
                f"{s} > {k}" for s in selectors for k in ("rect", "circle", "path", "polygon")
            ]
            sel = ", ".join(f".{scope} {s}" for s in [*selectors, *shapes])
            rules.append(f"{sel} {{ {_MARK_CSS[kind]} }}")
    return f"<style>{''.join(rules)}</style>" if rules else ""


class CoachPanel:
    """The coach's buttons and words on ``page`` (a ``PlayPageBase``). ``later(delay, fn)``
    schedules the coach's work (``None``: at once, as the tests want)."""

    def __init__(
        self,
        page: Any,
        *,
        hint_budget: Budget | None = None,
        review_budget: Budget | None = None,
        later: Callable[[float, Callable[[], None]], None] | None = None,
    ) -> None:
        self.page = page
        self.hint_budget = hint_budget
        self.review_budget = review_budget
        self.later = later
        self.slice_seconds = 0.2  # a review's slice on the event loop, at least one action
        self.seed: int | None = None  # the searches' seed (tests); None: a fresh one each time
        self.hint: coach.Hint | None = None
        self._hint_at: tuple[int, int, int] | None = None  # (game, history, seat) of the hint
        self.thinking = False
        self.loaded = False  # a save was loaded: review it on demand
        self.points: list[coach.TurningPoint] | None = None
        self.progress_done = 0
        self.reviewing = False
        self.cancelled = False
        self._job: Iterator[Any] | None = None
        self._job_id = 0
        self.viewing: coach.TurningPoint | None = None  # the turning point shown
        self._end = 0  # the game's length before a turning point was shown
        self._note = ""  # a short message ("wait for your turn")
        self._points_key: tuple[Any, ...] = ()
        self.scope = f"burg-coach-scope-{id(self)}"
        page.root.add_class(self.scope)
        page.session.observe(self._on_change)
        self.hint_button = self._button("burg-hint", self.request_hint)
        self.review_button = self._button("burg-review", self.start_review)
        self.cancel_button = self._button("burg-review-cancel", self.cancel_review)
        self.end_button = self._button("burg-review-end", self.back_to_end)
        self.progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="200px"))
        self.progress.add_class("burg-review-progress")
        self.out = w.HTML()
        self.out.add_class("burg-coach-out")
        self.point_box = w.VBox()
        self.point_box.add_class("burg-coach-points")
        self.marks = w.HTML()
        row = w.HBox(
            [
                self.hint_button,
                self.review_button,
                self.progress,
                self.cancel_button,
                self.end_button,
            ]
        )
        row.add_class("burg-coach-row")
        self.root = w.VBox(
            [w.HTML(f"<style>{_CSS}</style>"), row, self.out, self.point_box, self.marks]
        )
        self.root.add_class("burg-coach")
        self.relabel()

    # --- small helpers ----------------------------------------------------------------------------
    def _button(self, cls: str, handler: Callable[[], None]) -> w.Button:
        b = w.Button(layout=w.Layout(width="auto"))
        b.add_class(cls)
        b.on_click(lambda _b: self.page._guard(handler))
        return b

    def _t(self, key: str, **params: Any) -> str:
        lang = self.page.lang if self.page.lang in TEXTS else "en"
        text = TEXTS[lang][key]
        return text.format(**params) if params else text

    def _sliced(self) -> bool:
        """Whether the coach's work waits for the event loop (not at a page without bot pause,
        as the tests make it, unless ``later`` was given)."""
        return self.later is not None or self.page.bot_delay > 0

    def _run(self, fn: Callable[[], None], delay: float = 0.05) -> None:
        if not self._sliced():
            fn()
        else:
            (self.later or self.page._later)(delay, fn)

    def _on_change(self, change: str) -> None:
        if change == "new":  # a new or loaded game: nothing of the last one stays
            self.hint = None
            self.points = None
            self.viewing = None
            self.loaded = False
            self._note = ""
            self._job_id += 1
            self._job = None
            self.reviewing = self.cancelled = self.thinking = False
        elif change in ("act", "undo", "redo"):
            self._note = ""

    @property
    def game(self) -> Game | None:
        return self.page.game  # type: ignore[no-any-return]

    def relabel(self) -> None:
        """The buttons' words in the page's language; the coach's words again."""
        self.hint_button.description = self._t("hint")
        self.hint_button.tooltip = self._t("hint_tip")
        self.review_button.description = self._t("review")
        self.review_button.tooltip = self._t("review_tip")
        self.cancel_button.description = self._t("cancel")
        self.end_button.description = self._t("end")
        self.refresh()

    # --- the hint ---------------------------------------------------------------------------------
    def _person(self) -> int | None:
        """The person's seat the hint is for (``None``: no hint now, ``_note`` says why)."""
        game, page = self.game, self.page
        if game is None:
            return None
        if game.is_over:
            self._note = self._t("over")
            return None
        p = page.actor()
        if p is None or page.is_bot(p):
            self._note = self._t("not_yours")
            return None
        if page.session.needs_curtain():
            self._note = self._t("hidden")
            return None
        return int(p)

    def _position(self, p: int) -> tuple[int, int, int]:
        game = self.game
        assert game is not None
        return (id(game), len(game.history), p)

    def request_hint(self) -> None:
        """The "Hint" button: the coach thinks (the page says so), then shows its move."""
        self._note = ""
        p = self._person()
        if p is None or self.thinking:
            self.refresh()
            return
        self.thinking = True
        self.hint = None
        at = self._position(p)
        self.refresh()
        # after the "thinking…" state has reached the browser
        self._run(lambda: self.page._guard(lambda: self._think(at)))

    def _think(self, at: tuple[int, int, int]) -> None:
        try:
            game = self.game
            p = self._person()
            if game is None or p is None:
                return  # the game ended or is not a person's to decide now: the note says so
            if p != at[2] or at[0] != id(game):
                self._note = self._t("moved_on")  # another's turn now: the hint asked is moot
                return
            # the game may have gone on (another seat's secret choice, Schutz's cards): the
            # person still decides, so the hint asked for is given for the position now
            at = self._position(p)
            current = self.page._coach_current(game, p)
            if current is not None and game.why_not(current) is not None:
                current = None
            self.hint = coach.hint(
                game,
                p,
                budget=self.hint_budget or hint_budget(game),
                seed=self.seed,
                current=current,
            )
            self._hint_at = at
            self.page._coach_shown(game, self.hint.best.action)
        finally:
            self.thinking = False
            self.page.render()

    def _hint_html(self) -> str:
        h, game = self.hint, self.game
        if h is None or game is None:
            return ""
        # alternatives the search hardly tried have figures of a playout or two: left out
        enough = max(5, h.best.visits // 4)
        shown = tuple(o for o in h.options if o.visits >= enough or o in (h.best, h.current))
        h = dataclasses.replace(h, options=shown)
        lines = coach.render_hint(game, h, self.page.lang)
        parts = []
        for line in lines:
            cls = ' class="burg-coach-alt"' if line.startswith("  ") else ""
            parts.append(f"<p{cls}>{escape(line.strip())}</p>")
        higher = [o for o in shown if o.win_chance > h.best.win_chance + 0.005]
        if higher and h.best.visits:  # the guide's move kept: say why, from the figures
            o = max(higher, key=lambda o: o.win_chance)
            pct = f"{round(100 * o.win_chance)} %"
            why = self._t("why_kept", w=pct, n=o.visits, m=h.best.visits)
            parts.append(f'<p class="burg-coach-alt">{escape(why)}</p>')
        if h.iterations:  # nothing searched (one move, or all alike): no figures to time
            timing = self._t("timing", it=h.iterations, s=h.seconds)
            parts.append(f'<p class="burg-coach-alt">{escape(timing)}</p>')
        return f'<div class="burg-coach-box burg-coach-hint">{"".join(parts)}</div>'

    # --- the review -------------------------------------------------------------------------------
    def can_review(self) -> bool:
        """A finished game, or a loaded save with moves, and no review running."""
        game = self.game
        if game is None or self.reviewing or (not game.history and not self.viewing):
            return False
        return bool(game.is_over or self.loaded or self.viewing)

    def start_review(self) -> None:
        """ "Review this game": the people's turning points (everyone's at a table of bots), one
        decision searched per slice, the progress bar counting."""
        game = self.game
        if game is None or self.reviewing:
            return
        if self.viewing is not None:
            self.back_to_end()
        people = set(self.page.session.people()) or set(range(game.n_players))
        budget = self.review_budget or review_budget(game)
        self._job = review_steps(game, people, budget=budget, seed=self.seed)
        self._job_id += 1
        self.points = None
        self.reviewing = True
        self.cancelled = False
        self.progress_done = 0
        self.progress.max = max(1, len(game.history))
        self.progress.value = 0
        self.refresh()
        job = self._job_id
        self._run(lambda: self._step(job))

    def _step(self, job: int) -> None:
        if job != self._job_id or self._job is None:
            return
        if self.cancelled:
            self.reviewing = False
            self._job = None
            self.refresh()
            return
        t0 = time.perf_counter()
        try:
            while True:
                done, _total, points = next(self._job)
                self.progress_done = done
                if points is not None:
                    self.points = points
                    self.reviewing = False
                    self._job = None
                    break
                if self._sliced() and time.perf_counter() - t0 >= self.slice_seconds:
                    break  # let the browser's messages in
        except Exception:
            self.reviewing = False
            self._job = None
            self.refresh()
            raise
        self.progress.value = min(self.progress_done, self.progress.max)
        self.refresh()
        if self.reviewing:
            self._run(lambda: self.page._guard(lambda: self._step(job)), 0.01)

    def cancel_review(self) -> None:
        """Stop the review between two decisions (what was found so far is not shown)."""
        if self.reviewing:
            self.cancelled = True
            if not self._sliced():
                self._step(self._job_id)

    def show_point(self, i: int) -> None:
        """Show the position before the turning point ``i`` (read-only) with both moves."""
        game = self.game
        if game is None or not self.points or i >= len(self.points):
            return
        tp = self.points[i]
        if self.viewing is None:
            self._end = len(game.history)
        game.restore(tp.index)
        self.viewing = tp
        self.page._coach_shown(game, tp.best.action)
        self.page.session.generation += 1  # no bot move scheduled before goes on
        self.page.render()

    def back_to_end(self) -> None:
        """Back to the game's end after a turning point was shown."""
        game = self.game
        if game is None or self.viewing is None:
            return
        self.viewing = None
        game.restore(self._end)
        # as after a redo: a bot whose turn it is at the end moves on, the page redraws
        self.page.session._settle("redo")

    def _points_widgets(self) -> list[w.Widget]:
        game = self.game
        if game is None or self.points is None or self.reviewing:
            return []
        if not self.points:
            return [w.HTML(f'<div class="burg-coach-box">{escape(self._t("no_points"))}</div>')]
        rows: list[w.Widget] = [w.HTML(f"<b>{escape(self._t('found', n=len(self.points)))}</b>")]
        for i, tp in enumerate(self.points):
            b = self._button(f"burg-coach-point-{i}", lambda i=i: self.show_point(i))
            b.description = self._t("show")
            b.add_class("burg-coach-show")
            text = coach.render_turning_point(game, tp, self.page.lang)
            html = w.HTML(f'<span class="burg-coach-point">{escape(text)}</span>')
            html.layout.flex = "1 1 300px"
            row = w.HBox([b, html], layout=w.Layout(align_items="center"))
            row.add_class("burg-coach-row")
            rows.append(row)
        return rows

    # --- drawing ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the panel up to date with the page (the page calls it on every render)."""
        game = self.game
        page = self.page
        if self.hint is not None and game is not None:
            p = page.actor()
            if p is None or (id(game), len(game.history), p) != self._hint_at:
                self.hint = None  # the game moved on: the hint is stale
        if (
            self.viewing is not None
            and game is not None
            and len(game.history) != self.viewing.index
        ):
            self.viewing = None  # the person played on from the turning point
        visible = game is not None
        _show(self.root, visible)
        self.hint_button.disabled = self.thinking or self.reviewing
        _show(self.hint_button, game is not None and not game.is_over and self.viewing is None)
        _show(self.review_button, self.can_review())
        _show(self.progress, self.reviewing)
        _show(self.cancel_button, self.reviewing)
        _show(self.end_button, self.viewing is not None)
        parts = []
        if self._note:
            parts.append(f'<div class="burg-coach-box">{escape(self._note)}</div>')
        if self.thinking:
            parts.append(
                f'<div class="burg-coach-box burg-coach-thinking">'
                f"{escape(self._t('thinking'))}</div>"
            )
        if self.reviewing:
            msg = self._t("reviewing", done=self.progress_done, total=self.progress.max)
            parts.append(f'<div class="burg-coach-box burg-coach-reviewing">{escape(msg)}</div>')
        elif self.cancelled:
            msg = self._t("cancelled", done=self.progress_done, total=self.progress.max)
            parts.append(f'<div class="burg-coach-box">{escape(msg)}</div>')
        if self.viewing is not None and game is not None:
            tp = self.viewing
            parts.append(
                f'<div class="burg-coach-box burg-coach-showing"><p>'
                f"{escape(self._t('showing', when=coach.moment(game, tp, page.lang)))}</p><p>"
                f"{escape(coach.render_turning_point(game, tp, page.lang))}</p></div>"
            )
        parts.append(self._hint_html())
        html = "".join(parts)
        if self.out.value != html:
            self.out.value = html
        key = (id(self.points), self.reviewing, page.lang)
        if key != self._points_key:
            self._points_key = key
            self.point_box.children = tuple(self._points_widgets())
        marks: dict[str, list[str]] = {"best": [], "played": []}
        if game is not None and self.hint is not None:
            marks["best"] = page._coach_marks(game, self.hint.best.action)
        elif game is not None and self.viewing is not None:
            marks["best"] = page._coach_marks(game, self.viewing.best.action)
            marks["played"] = page._coach_marks(game, self.viewing.played.action)
        css = marks_css(self.scope, marks)
        if self.marks.value != css:
            self.marks.value = css

    def marked(self) -> list[str]:
        """The selectors outlined now (tests)."""
        game = self.game
        if game is None or self.hint is None:
            return []
        return list(self.page._coach_marks(game, self.hint.best.action))


def _show(widget: w.DOMWidget, visible: bool) -> None:
    if visible:
        if widget.layout.display == "none":
            widget.layout.display = ""
    elif widget.layout.display != "none":
        widget.layout.display = "none"


def option_marks(options: list[Any], action: Action) -> list[str]:
    """The selectors of the decision panel's options that play ``action`` (any game's classes)."""
    keys = [o.key for o in options if getattr(o, "action", None) == action]
    return [f".{p}-action-{k}" for k in keys for p in ("burg", "wk", "cc")]
