"""A lesson as a page of widgets: the rule, a live example, an exercise, a sandbox.

``LessonView`` composes ``Stepper`` (next/back through the example with the engine's narration,
the board and the flow chart), ``ExerciseView`` (answer controls, the engine-backed checker,
a hint after a wrong answer) and ``Sandbox`` (play on from the example: legal actions, undo,
reset, a bot move, on the play page's ``Session``); a lesson's further parts (the winter cards)
add a rule, a ``Stepper`` and an ``ExerciseView`` each. Teacher mode enlarges the type and
reveals the page step by step.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from burg.schutz import messages
from burg.schutz.actions import Action, Back, ChooseCards
from burg.schutz.game import Game
from widgets.core.charts import FlowFigure
from widgets.core.session import PERSON, Session
from widgets.core.style import CSS
from widgets.core.text import t
from widgets.schutz import board, choices
from widgets.schutz.app import SCHUTZ, PlayApp
from widgets.schutz.lessons import COMING, LESSON_IDS, get
from widgets.schutz.lessons.model import (
    Example,
    Exercise,
    Feedback,
    Lesson,
    game_at,
    names_of,
    narrate,
    play_through,
)

LESSON_CSS = """
<style>
.burg-lesson { max-width: 1180px; }
.burg-lesson .widget-html-content { font-size: 18px; line-height: 1.45; }
.burg-lesson h2 { font-size: 22px; color: #5d4037; margin: 14px 0 4px 0; }
.burg-lesson-title .widget-html-content { font-size: 28px; font-weight: bold; color: #5d4037; }
.burg-nav .widget-html-content { font-size: 17px; }
.burg-nav a { margin-right: 18px; }
.burg-rulebook .widget-html-content { font-size: 15px; color: #555; font-style: italic; }
.burg-rule .widget-html-content { background: #fffaf0; border-left: 6px solid #8d6e63;
  padding: 2px 12px; margin: 0; }
.burg-lesson-table { border-collapse: collapse; }
.burg-lesson-table td, .burg-lesson-table th { border: 1px solid #bbb; padding: 2px 10px; }
.burg-section { border-top: 2px solid #d7ccc8; margin-top: 10px; padding-top: 4px; }
.burg-board { width: 640px; max-width: calc(100% - 4px); flex: 0 0 auto; }
.burg-narration { flex: 1 1 320px; min-width: 280px; }
.burg-narration .widget-html-content { font-size: 17px; }
.burg-caption { font-weight: bold; background: #e3f2fd; border-radius: 6px; padding: 4px 8px; }
.burg-events { margin: 4px 0; padding-left: 20px; }
.burg-step-label .widget-html-content { font-size: 17px; font-weight: bold; }
.burg-lesson .jupyter-button.burg-check, .burg-lesson .jupyter-button.burg-sandbox-action,
.burg-lesson .jupyter-button.burg-answer, .burg-lesson .jupyter-button.burg-reveal-next,
.burg-lesson .jupyter-button.burg-step-next, .burg-lesson .jupyter-button.burg-step-back {
  width: auto; padding: 4px 14px; }
.burg-sandbox-action.jupyter-button { white-space: normal; height: auto; min-height: 36px; }
.burg-answer.jupyter-button { margin: 2px; white-space: normal; height: auto; min-height: 36px; }
.burg-answer.burg-selected { background: #2e7d32; color: #fff; font-weight: bold; }
.burg-check.jupyter-button { background: #1565c0; color: #fff; font-weight: bold; }
.burg-feedback-ok { background: #e8f5e9; border: 2px solid #2e7d32; border-radius: 6px;
  padding: 6px 10px; }
.burg-feedback-wrong { background: #ffebee; border: 2px solid #c62828; border-radius: 6px;
  padding: 6px 10px; }
.burg-hint { background: #fff8e1; border: 1px dashed #f9a825; border-radius: 6px;
  padding: 4px 10px; margin-top: 4px; }
.burg-question .widget-html-content { font-size: 19px; font-weight: bold; }
.burg-sandbox-options { flex-wrap: wrap; }
.burg-teacher .widget-html-content { font-size: 26px !important; line-height: 1.4; }
.burg-teacher .jupyter-button { font-size: 22px !important; min-height: 48px; }
.burg-teacher .burg-lesson-title .widget-html-content { font-size: 38px !important; }
.burg-teacher .burg-board { width: 860px; }
.burg-teacher h2 { font-size: 32px; }
.burg-teacher input { font-size: 22px !important; height: 40px; }
.burg-reveal-next.jupyter-button { background: #6a1b9a; color: #fff; font-weight: bold; }
.burg-index li { margin: 6px 0; font-size: 19px; }
.burg-index .burg-coming { color: #888; }
.burg-sandbox-reasons .widget-html-content { font-size: 16px; color: #8d3a2b; }
.burg-sandbox-reasons ul { margin: 2px 0 4px 0; padding-left: 22px; }
.burg-lesson .widget-hbox { flex-wrap: wrap; max-width: 100%; }
.burg-lesson .jupyter-button { width: auto; max-width: 100%; }
.burg-lesson .widget-inline-hbox .widget-label { width: auto;
  min-width: var(--jp-widgets-inline-label-width); }
.burg-lesson .burg-check.jupyter-button { align-self: flex-start; }
.burg-lesson .widget-html { max-width: calc(100% - 4px); }
.burg-lesson .widget-html-content { max-width: 100%; }
.burg-board svg { display: block; width: 100%; height: auto; }
.burg-board .burg-final { overflow-x: auto; }
/* a projector: larger type, and the board uses the width */
@media (min-width: 1600px) {
  .burg-lesson { max-width: 1800px; }
  .burg-lesson .widget-html-content { font-size: 22px; }
  .burg-lesson h2 { font-size: 27px; }
  .burg-lesson-title .widget-html-content { font-size: 34px; }
  .burg-narration .widget-html-content, .burg-nav .widget-html-content { font-size: 21px; }
  .burg-rulebook .widget-html-content { font-size: 18px; }
  .burg-question .widget-html-content { font-size: 23px; }
  .burg-sandbox-reasons .widget-html-content { font-size: 19px; }
  .burg-board { width: 1000px; }
  .burg-teacher .burg-board { width: 1100px; }
  .burg-lesson .widget-inline-hbox input { font-size: 20px; height: 36px; }
  .burg-narration { flex-basis: 420px; }
}
</style>
"""


def _html(value: str = "", *classes: str) -> w.HTML:
    h = w.HTML(value)
    for c in classes:
        h.add_class(c)
    return h


def _button(description: str, cls: str, handler: Callable[[], None], **kw: Any) -> w.Button:
    b = w.Button(description=description, **kw)
    b.add_class(cls)
    b.on_click(lambda _b: handler())
    return b


def _show(widget: w.DOMWidget, visible: bool) -> None:
    value = None if visible else "none"
    if widget.layout.display != value:
        widget.layout.display = value


def notebook_of(lesson_id: str) -> str:
    """The notebook file of a lesson."""
    return f"{lesson_id}.ipynb"


def nav_html(lesson_id: str) -> str:
    """Previous / contents / next links (relative: they work in Voilà and in JupyterLab)."""
    i = LESSON_IDS.index(lesson_id)
    parts = []
    if i > 0:
        prev = LESSON_IDS[i - 1]
        parts.append(
            f'<a class="burg-prev" href="{notebook_of(prev)}">◀ {escape(get_title(prev))}</a>'
        )
    parts.append('<a class="burg-contents" href="index.ipynb">☰ All lessons</a>')
    if i + 1 < len(LESSON_IDS):
        nxt = LESSON_IDS[i + 1]
        parts.append(
            f'<a class="burg-next" href="{notebook_of(nxt)}">{escape(get_title(nxt))} ▶</a>'
        )
    else:
        parts.append('<a class="burg-next" href="play.ipynb">The play page ▶</a>')
    return " ".join(parts)


def get_title(lesson_id: str) -> str:
    """A lesson's title, numbered."""
    return f"{int(lesson_id[:2])}. {get(lesson_id).title}"


def index_html() -> str:
    """The landing page: every lesson in order, the play page, the lessons still to come."""
    items = "".join(
        f'<li><a class="burg-lesson-link" href="{notebook_of(i)}">{escape(get_title(i))}</a></li>'
        for i in LESSON_IDS
    )
    coming = "".join(
        f'<li class="burg-coming">{escape(title)} — <i>coming {escape(when)}</i></li>'
        for title, when in COMING
    )
    return (
        f'{LESSON_CSS}<div class="burg-index">'
        "<p>Learn <b>Im Schutze der Burg</b> (<i>A Castle for All Seasons</i>) one rule at a "
        "time. Each lesson explains a rule in plain words, shows it on the real rules engine "
        "step by step, asks you a question and lets you try it yourself. Go through them in "
        "order — then play a game.</p>"
        f"<ol>{items}</ol>"
        f"{f'<ul>{coming}</ul>' if coming else ''}"
        '<p><a class="burg-play-link" href="play.ipynb"><b>▶ Play a game</b></a> '
        "(people and bots at one screen).</p></div>"
    )


class FlowChart(FlowFigure):
    """The example's Sankey of the pieces a step moved (the play page's, smaller)."""

    def __init__(self, lang: str = "en") -> None:
        super().__init__(320, {"size": 15, "family": "DejaVu Sans, sans-serif"}, 40)
        self.lang = lang
        self.figure.add_class("burg-flow")

    def update(self, events: list[Any], names: list[str], title: str) -> None:
        """Show the piece transfers among ``events`` (if none: a chart that says so)."""
        self.show(events, names, title, self.lang, empty=t("flows_none", self.lang))


def _board_html(game: Game, lang: str = "en") -> str:
    n = game.n_players
    return board.castle_svg(game, lang) + board.players_html(game, None, [None] * n, lang)


class Stepper:
    """The live example: next/back over its steps, with the board, narration and flow chart."""

    def __init__(self, example: Example, lang: str = "en") -> None:
        self.example = example
        self.lang = lang
        self.game, self.step_events = play_through(example)
        self.game.restore(0)
        self.index = 0
        self.board = _html("", "burg-board")
        self.narration = _html("", "burg-narration")
        self.label = _html("", "burg-step-label")
        self.back_button = _button("◀ Back", "burg-step-back", self.back)
        self.next_button = _button("Next ▶", "burg-step-next", self.next)
        self.chart = FlowChart(lang) if example.flow else None
        controls = w.HBox([self.back_button, self.label, self.next_button])
        controls.add_class("burg-stepper-controls")
        parts: list[w.Widget] = [
            controls,
            w.HBox([self.board, self.narration], layout=w.Layout(flex_flow="row wrap")),
        ]
        if self.chart is not None:
            parts.append(self.chart.figure)
        self.root = w.VBox(parts)
        self.root.add_class("burg-stepper")
        self.render()

    @property
    def n_steps(self) -> int:
        """Number of steps (the start not counted)."""
        return len(self.example.steps)

    def next(self) -> None:
        """Apply the next step."""
        if self.index < self.n_steps:
            self.go(self.index + 1)

    def back(self) -> None:
        """Take the last step back."""
        if self.index > 0:
            self.go(self.index - 1)

    def go(self, index: int) -> None:
        """Show the position after ``index`` steps."""
        self.game.restore(index)
        self.index = index
        self.render()

    def render(self) -> None:
        """Redraw board, narration and chart for the current step."""
        names = names_of(self.game)
        i = self.index
        caption = self.example.intro if i == 0 else self.example.steps[i - 1].caption
        events = self.step_events[i]
        shown = (
            events
            if (i or self.example.setup_events)
            else [e for e in events if e.reason != "setup"]
        )
        lines = narrate(shown, names, self.lang)
        if i == 0 and self.example.setup_events:
            lines = [
                messages.render_event(e, names, self.lang)
                for e in events
                if e.reason == "setup" and e.count and e.src == "box" and not e.dst.startswith("p")
            ] + lines
        items = "".join(f"<li>{escape(x)}</li>" for x in lines)
        self.narration.value = f'<div class="burg-caption">{escape(caption)}</div>' + (
            f'<ul class="burg-events">{items}</ul>' if items else ""
        )
        self.board.value = _board_html(self.game, self.lang)
        self.label.value = f"Step {i} of {self.n_steps}"
        self.back_button.disabled = i == 0
        self.next_button.disabled = i >= self.n_steps
        if self.chart is not None:
            title = "Pieces moved at the start" if i == 0 else f"Pieces moved in step {i}"
            self.chart.update(events if i else [], names, title)


class ExerciseView:
    """A question, its answer controls, and the engine's verdict with a hint when wrong."""

    def __init__(self, exercise: Exercise, lang: str = "en") -> None:
        self.exercise = exercise
        self.lang = lang
        self.selected: list[Any] = []
        self.attempts = 0
        self.last: Feedback | None = None
        self.question = _html(escape(exercise.question), "burg-question")
        parts: list[w.Widget] = [self.question]
        game = exercise.game()
        if game is not None:
            parts.append(_html(_board_html(game, lang), "burg-board", "burg-exercise-board"))
        self.buttons: list[w.Button] = []
        self.numbers: list[w.IntText] = []
        kind = exercise.kind
        if kind in ("choice", "multi"):
            for i, (label, _value) in enumerate(exercise.options):
                b = _button(label, "burg-answer", lambda i=i: self.toggle(i))
                b.add_class(f"burg-answer-{i}")
                self.buttons.append(b)
            parts.append(w.HBox(self.buttons, layout=w.Layout(flex_flow="row wrap")))
        elif kind == "number":
            box = w.IntText(value=0, description="Answer:", layout=w.Layout(width="220px"))
            box.add_class("burg-answer-number")
            self.numbers.append(box)
            parts.append(box)
        elif kind == "payment":
            for k in ("sand", "wood", "clay", "stone"):
                box = w.IntText(value=0, description=k, layout=w.Layout(width="170px"))
                box.add_class(f"burg-pay-{k}")
                self.numbers.append(box)
            parts.append(w.HBox(self.numbers, layout=w.Layout(flex_flow="row wrap")))
        else:  # pragma: no cover - a lesson author's mistake
            raise ValueError(f"unknown exercise kind {kind!r}")
        self.check_button = _button("Check my answer", "burg-check", self.submit)
        self.feedback = _html("", "burg-feedback")
        parts += [self.check_button, self.feedback]
        self.root = w.VBox(parts)
        self.root.add_class("burg-exercise")

    def toggle(self, i: int) -> None:
        """Select an option (the only one for ``choice``; add/remove for ``multi``)."""
        if self.exercise.kind == "choice":
            self.selected = [i]
        elif i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)
        for j, b in enumerate(self.buttons):
            if j in self.selected:
                b.add_class("burg-selected")
            else:
                b.remove_class("burg-selected")

    def answer(self) -> Any:
        """The answer as the checker takes it."""
        kind = self.exercise.kind
        values = [v for _, v in self.exercise.options]
        if kind == "choice":
            return values[self.selected[0]] if self.selected else None
        if kind == "multi":
            return tuple(values[i] for i in sorted(self.selected))
        if kind == "number":
            return self.numbers[0].value
        return tuple(b.value for b in self.numbers)

    def set_answer(self, answer: Any) -> None:
        """Enter ``answer`` into the controls (tests, and the teacher's "show answer")."""
        kind = self.exercise.kind
        values = [v for _, v in self.exercise.options]
        if kind in ("choice", "multi"):
            wanted = [answer] if kind == "choice" else list(answer)
            self.selected = []
            for b in self.buttons:
                b.remove_class("burg-selected")
            for v in wanted:
                self.toggle(values.index(v))
        elif kind == "number":
            self.numbers[0].value = int(answer)
        else:
            for box, v in zip(self.numbers, answer, strict=True):
                box.value = int(v)

    def submit(self) -> Feedback:
        """Check the current answer and show the verdict."""
        self.attempts += 1
        try:
            fb = self.exercise.check(self.answer())
        except Exception as e:  # never let a click fail silently in Voilà
            fb = Feedback(False, f"That answer could not be checked ({type(e).__name__}).", "")
        self.last = fb
        cls = "burg-feedback-ok" if fb.ok else "burg-feedback-wrong"
        mark = "✔ " if fb.ok else "✘ "
        hint = (
            f'<div class="burg-hint"><b>Hint:</b> {escape(self.exercise.hint)}</div>'
            if not fb.ok
            else ""
        )
        rule = f"<div><small>Rulebook: {escape(fb.rule)}</small></div>" if fb.rule else ""
        self.feedback.value = f'<div class="{cls}">{mark}{escape(fb.message)}{rule}</div>{hint}'
        return fb


class Sandbox:
    """Play on from a position: every legal action as a button, undo, reset and a bot move.
    Its ``session`` plays every seat as the learner's."""

    def __init__(self, position: dict[str, Any], lang: str = "en") -> None:
        self.position = copy.deepcopy(position)
        self.lang = lang
        self.session = Session(SCHUTZ)
        self.bot = SCHUTZ.make_bot("greedy", 1)
        self.status = _html("", "burg-sandbox-status")
        self.message = _html("", "burg-sandbox-message")
        self.options = w.HBox([], layout=w.Layout(flex_flow="row wrap"))
        self.options.add_class("burg-sandbox-options")
        # why the greyed-out choices are not possible, as text (a touch screen has no hover)
        self.reasons = _html("", "burg-sandbox-reasons")
        self.undo_button = _button("↶ Undo", "burg-sandbox-undo", lambda: self._guard(self.undo))
        self.reset_button = _button(
            "⟲ Reset", "burg-sandbox-reset", lambda: self._guard(self.reset)
        )
        self.bot_button = _button(
            "Let a bot decide", "burg-sandbox-bot", lambda: self._guard(self.bot_move)
        )
        self.board = _html("", "burg-board")
        self.log = _html("", "burg-narration")
        self.root = w.VBox(
            [
                w.HBox([self.undo_button, self.reset_button, self.bot_button]),
                self.status,
                self.options,
                self.reasons,
                self.message,
                w.HBox([self.board, self.log], layout=w.Layout(flex_flow="row wrap")),
            ]
        )
        self.root.add_class("burg-sandbox")
        self.session.observe(lambda _change: self.render())
        self.reset()

    @property
    def game(self) -> Game:
        """The game played on."""
        game = self.session.game
        assert isinstance(game, Game)  # made by ``reset``
        return game

    def _guard(self, fn: Callable[[], None]) -> None:
        try:
            fn()
            self.message.value = ""
        except BurgError as e:
            self.message.value = f'<div class="burg-error">{escape(e.render(self.lang))}</div>'
        except Exception as e:  # shown, never swallowed by Voilà
            self.message.value = (
                f'<div class="burg-error">{escape(type(e).__name__)}: {escape(str(e))}</div>'
            )

    def act(self, action: Action) -> None:
        """Apply ``action`` through the engine."""
        self.session.act(action)

    def undo(self) -> None:
        """Take back the last action."""
        self.session.undo()

    def reset(self) -> None:
        """Back to the example's starting position."""
        game = game_at(self.position)
        self.session.install(game, [PERSON] * game.n_players)

    def bot_move(self) -> None:
        """Let the greedy bot take the pending decision."""
        self.session.bot_decides(self.bot)

    def labelled_actions(self) -> list[tuple[str, Action | None, str]]:
        """(label, action, reason-if-disabled) for the pending decision's first player."""
        game = self.game
        d = game.pending
        if d.kind is None:
            return []
        p = d.players[0]
        name = names_of(game)[p]
        if d.kind == "choose_cards":
            return [
                (f"{name}: " + " + ".join(messages.name(c) for c in a.cards), a, "")
                for a in game.legal_actions(p)
                if isinstance(a, ChooseCards)
            ]
        if d.kind == "payment":
            out: list[tuple[str, Action | None, str]] = [
                (f"Pay {choices.describe_payment(a, self.lang)}", a, "")
                for a in choices.payments(game, p)
            ]
            return [*out, ("Back: choose another building", Back(p), "")]
        return [
            (o.label, o.action, "" if o.enabled else o.reason)
            for o in choices.options(game, p, self.lang)
        ]

    def render(self) -> None:
        """Redraw the sandbox."""
        game = self.game
        names = names_of(game)
        d = game.pending
        if d.kind is None:
            self.status.value = "<b>The game is over.</b>"
            self.options.children = ()
            self.reasons.value = ""
            self.board.value = board.final_html(game, self.lang) + _board_html(game, self.lang)
        else:
            who = names[d.players[0]]
            card = f" (with the {messages.name(d.card, self.lang)})" if d.card else ""
            self.status.value = (
                f"<b>{escape(who)}</b>{escape(card)}: {escape(messages.step_name(d.kind))}"
            )
            buttons = []
            reasons = []
            for label, action, reason in self.labelled_actions():
                b = w.Button(description=label, disabled=bool(reason), tooltip=reason or label)
                b.add_class("burg-sandbox-action")
                if action is not None and not reason:
                    b.on_click(lambda _b, a=action: self._guard(lambda: self.act(a)))
                else:
                    reasons.append(f"<li><b>{escape(label)}</b>: {escape(reason)}</li>")
                buttons.append(b)
            self.options.children = tuple(buttons)
            self.reasons.value = (
                f"<b>Not possible now:</b><ul>{''.join(reasons)}</ul>" if reasons else ""
            )
            self.board.value = _board_html(game, self.lang)
        recent = narrate(self.session.recent_events, names, self.lang)
        items = "".join(f"<li>{escape(x)}</li>" for x in recent)
        self.log.value = f"<b>What happened:</b><ul>{items}</ul>" if items else ""
        self.undo_button.disabled = not self.session.can_undo


class LessonView:
    """One lesson page. ``teacher`` starts in teacher mode (big type, step-by-step reveal)."""

    def __init__(self, lesson: Lesson, teacher: bool = False, lang: str = "en") -> None:
        self.lesson = lesson
        self.lang = lang
        self.nav = _html(nav_html(lesson.id), "burg-nav")
        self.teacher_toggle = w.ToggleButton(value=teacher, description="Teacher mode")
        self.teacher_toggle.add_class("burg-teacher-toggle")
        self.teacher_toggle.observe(lambda ch: self.set_teacher(ch["new"]), "value")
        self.reveal_button = _button("Reveal next ▼", "burg-reveal-next", self.reveal_next)
        header = w.HBox([self.teacher_toggle, self.reveal_button])
        header.add_class("burg-header")
        # the page, in the order a teacher reveals it
        self.items: list[w.Widget] = [
            _html("<h2>The rule</h2>", "burg-section"),
            _html(f"Rulebook: {escape(lesson.rulebook)}", "burg-rulebook"),
        ]
        for para in (*lesson.rule, *lesson.extra):
            self.items.append(_html(para, "burg-rule"))
        self.stepper = Stepper(lesson.example, lang) if lesson.example else None
        if self.stepper is not None:
            self.items += [
                _html("<h2>Example: step through it</h2>", "burg-section"),
                self.stepper.root,
            ]
        self.exercise = ExerciseView(lesson.exercise, lang) if lesson.exercise else None
        if self.exercise is not None:
            self.items += [_html("<h2>Your turn</h2>", "burg-section"), self.exercise.root]
        # further parts (one per winter card): rule, example and exercise each
        self.part_steppers: list[Stepper] = []
        self.part_exercises: list[ExerciseView] = []
        for part in lesson.parts:
            stepper = Stepper(part.example, lang)
            exercise = ExerciseView(part.exercise, lang)
            self.part_steppers.append(stepper)
            self.part_exercises.append(exercise)
            title = _html(f"<h2>{escape(part.title)}</h2>", "burg-section", "burg-part")
            self.items += [title, _html(f"Rulebook: {escape(part.rulebook)}", "burg-rulebook")]
            self.items += [_html(para, "burg-rule") for para in part.rule]
            self.items += [
                _html(f"<h2>Example: {escape(part.title)}</h2>", "burg-section"),
                stepper.root,
                _html("<h2>Your turn</h2>", "burg-section"),
                exercise.root,
            ]
        self.sandbox: Any = None
        self.items.append(_html("<h2>Try it yourself</h2>", "burg-section"))
        if lesson.sandbox == "play":
            self.sandbox = PlayApp(lang=lang, charts=False)  # the example shows the flow chart
            self.items.append(self.sandbox.root)
        elif lesson.example is not None:
            self.sandbox = Sandbox(lesson.example.position, lang)
            self.items.append(
                _html(
                    "Play on from the example's start — choose differently and see what the "
                    "rules make of it.",
                    "burg-sandbox-intro",
                )
            )
            self.items.append(self.sandbox.root)
        self.revealed = len(self.items)
        self.root = w.VBox(
            [
                _html(CSS + LESSON_CSS),
                self.nav,
                header,
                *self.items,
                _html(nav_html(lesson.id), "burg-nav"),
            ]
        )
        self.root.add_class("burg-app")
        self.root.add_class("burg-lesson")
        self.set_teacher(teacher)

    def set_teacher(self, on: bool) -> None:
        """Teacher mode: bigger type, and the page revealed one part at a time."""
        if self.teacher_toggle.value != on:
            self.teacher_toggle.value = on
        if on:
            self.root.add_class("burg-teacher")
            self.revealed = 3  # the heading, the rulebook line and the first paragraph
        else:
            self.root.remove_class("burg-teacher")
            self.revealed = len(self.items)
        self._apply_reveal()

    def reveal_next(self) -> None:
        """Show the next part of the page (teacher mode)."""
        nxt = self.revealed + 1
        # a heading comes with the part it introduces
        while nxt < len(self.items) and "burg-section" in self.items[nxt - 1]._dom_classes:
            nxt += 1
        self.revealed = min(len(self.items), nxt)
        self._apply_reveal()

    def _apply_reveal(self) -> None:
        for i, item in enumerate(self.items):
            _show(item, i < self.revealed)
        _show(self.reveal_button, self.revealed < len(self.items))
