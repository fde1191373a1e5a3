"""A lesson as a page of widgets, the same for every game: the rule, a live example, an
exercise, a sandbox.

``LessonView`` composes ``Stepper`` (next/back through the example with the engine's narration,
the board and, where the game has one, the flow chart), ``ExerciseView`` (answer controls, the
engine-backed checker, a hint after a wrong answer) and the game's sandbox (play on from the
example); the game's charts after the rule; a lesson's further parts (the winter cards) add a
rule, a ``Stepper`` and an ``ExerciseView`` each. Teacher mode enlarges the type, reveals the
page step by step and opens a ``PositionPanel``. What differs per game (its board, narration,
sandbox, charts, the fields a teacher changes) comes from its ``LessonGame``
(``widgets.core.lessons.adapter``).
"""

from __future__ import annotations

import copy
import json
import warnings
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from burg.core.errors import BurgError
from widgets.core.glossary import TERM_CSS, linker
from widgets.core.lang import LanguageSwitch, lang_href, mark_lang
from widgets.core.lessons.adapter import LessonGame
from widgets.core.lessons.model import Example, Exercise, Feedback, Lesson, play_through
from widgets.core.nav import nav_bar, relabel
from widgets.core.playpage import hide
from widgets.core.scroll import ScrollTo
from widgets.core.style import CSS
from widgets.core.teacher import TEACHER_CSS, label_switch, teacher_switch
from widgets.core.uploads import refusal

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
/* chosen, not yet checked: neutral (no verdict colour before "Check") */
.burg-answer.burg-selected { background: #e3f2fd; color: #0d47a1; font-weight: bold;
  box-shadow: inset 0 0 0 2px #1565c0; }
/* after "Check": the chosen answer takes the verdict's colour */
.burg-answer.burg-selected.burg-verdict-right { background: #2e7d32; color: #fff;
  box-shadow: none; }
.burg-answer.burg-selected.burg-verdict-wrong { background: #c62828; color: #fff;
  box-shadow: none; }
/* answer fields in the type of the text around them */
.burg-exercise .widget-text input, .burg-exercise .widget-label { font-size: 18px; }
.burg-exercise .widget-text input { height: 34px; }
.burg-exercise .widget-text { height: auto; }
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
.burg-teacher .burg-exercise .widget-label { font-size: 22px !important; }
.burg-teacher .burg-position-json textarea { font-size: 18px; }
.burg-position-choose select { font-size: 17px; min-width: 340px; height: auto; }
.burg-teacher .burg-position-choose select { font-size: 22px; }
.burg-position-panel { border: 2px dashed #8d6e63; border-radius: 6px; padding: 4px 10px;
  box-sizing: border-box; max-width: 100%; }
.burg-position-panel .widget-textarea { width: 100%; box-sizing: border-box; }
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
  .burg-exercise .widget-text input, .burg-exercise .widget-label { font-size: 22px; }
  .burg-exercise .widget-text input { height: 40px; }
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
    hide(widget, not visible)


def notebook_of(lesson_id: str) -> str:
    """The notebook file of a lesson."""
    return f"{lesson_id}.ipynb"


def _link(cls: str, href: str, text: str, lang: str) -> str:
    return f'<a class="{cls}" href="{escape(lang_href(href, lang))}">{text}</a>'


def nav_html(game: LessonGame, lesson_id: str, lang: str = "en") -> str:
    """Previous / contents / next links (relative, keeping the language: they work in Voilà and
    in JupyterLab)."""
    ids = game.lesson_ids
    i = ids.index(lesson_id)
    parts = []
    if i > 0:
        title = escape(game.title(ids[i - 1], lang))
        parts.append(_link("burg-prev", notebook_of(ids[i - 1]), f"◀ {title}", lang))
    parts.append(_link("burg-contents", "index.ipynb", escape(game.ui("all_lessons", lang)), lang))
    if i + 1 < len(ids):
        title = escape(game.title(ids[i + 1], lang))
        parts.append(_link("burg-next", notebook_of(ids[i + 1]), f"{title} ▶", lang))
    else:
        parts.append(_link("burg-next", "play.ipynb", escape(game.ui("play_page", lang)), lang))
    return " ".join(parts)


def index_html(game: LessonGame, lang: str = "en") -> str:
    """The landing page: every lesson in order (numbered once, by its title), the play page,
    the lessons still to come."""
    ui = game.ui
    items = "".join(
        f"<li>{_link('burg-lesson-link', notebook_of(i), escape(game.title(i, lang)), lang)}</li>"
        for i in game.lesson_ids
    )
    coming = "".join(
        f'<li class="burg-coming">{escape(title)} — <i>{escape(ui("coming", lang, when=when))}'
        "</i></li>"
        for title, when in game.coming
    )
    play = _link("burg-play-link", "play.ipynb", f"<b>{escape(ui('play_link', lang))}</b>", lang)
    return (
        f'{LESSON_CSS}<div class="burg-index" lang="{lang}">'
        f"<p>{ui('index_intro', lang)}</p>"
        f'<ul class="burg-lesson-list">{items}</ul>'
        f"{f'<ul>{coming}</ul>' if coming else ''}"
        f"<p>{play} {escape(ui('play_link_note', lang))}</p></div>"
    )


class Stepper:
    """The live example: next/back over its steps, with the board, narration and (where the
    game has one) the flow chart."""

    def __init__(
        self,
        game: LessonGame,
        example: Example,
        lang: str = "en",
        terms: Callable[[str], str] = str,
    ) -> None:
        self.kind = game
        self.example = example
        self.lang = lang
        # the intro and each step's caption as HTML: ``terms`` escapes them and marks the
        # glossary terms the page has not marked before
        self.captions = [terms(escape(example.intro))] + [
            terms(escape(s.caption)) for s in example.steps
        ]
        self.game, self.step_events = play_through(example)
        self.game.restore(0)
        self.index = 0
        self.board = game.make_board(lang)
        self.narration = _html("", "burg-narration")
        self.label = _html("", "burg-step-label")
        self.back_button = _button(game.ui("back", lang), "burg-step-back", self.back)
        self.next_button = _button(game.ui("next", lang), "burg-step-next", self.next)
        # the flow chart comes with the first step (at the start nothing has moved): the page
        # shows without loading the chart library, which the browser would otherwise do before
        # drawing anything below the chart
        self.chart: Any = None
        self.chart_box = w.VBox([])
        controls = w.HBox([self.back_button, self.label, self.next_button])
        controls.add_class("burg-stepper-controls")
        # the board and the explanation side by side (one below the other on a narrow screen)
        parts: list[w.Widget] = [
            controls,
            w.HBox([self.board.root, self.narration], layout=w.Layout(flex_flow="row wrap")),
            self.chart_box,
        ]
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
        kind = self.kind
        names = kind.names(self.game)
        i = self.index
        events = self.step_events[i]
        lines = kind.step_lines(
            self.game, events, names, self.lang, i == 0, self.example.setup_events
        )
        items = "".join(f"<li>{escape(x)}</li>" for x in lines)
        self.narration.value = f'<div class="burg-caption">{self.captions[i]}</div>' + (
            f'<ul class="burg-events">{items}</ul>' if items else ""
        )
        self.board.show(self.game, self.lang)
        self.label.value = escape(kind.ui("step_of", self.lang, i=i, n=self.n_steps))
        self.back_button.disabled = i == 0
        self.next_button.disabled = i >= self.n_steps
        if self.example.flow and self.chart is None and i > 0:
            self.chart = kind.flow_chart(self.lang)
            if self.chart is not None:
                self.chart_box.children = (self.chart.figure,)
        if self.chart is not None:
            title = (
                kind.ui("flow_start", self.lang) if i == 0 else kind.ui("flow_step", self.lang, i=i)
            )
            self.chart.update(events if i else [], names, title)


class ExerciseView:
    """A question, its answer controls, and the engine's verdict.

    A first wrong answer gets the reason and a hint, not the answer: the answer shows after a
    second wrong try or when the learner asks for it ("Show the answer"). Changing the answer
    clears the verdict, so it never stands beside an answer it was not given for."""

    def __init__(
        self,
        game: LessonGame,
        exercise: Exercise,
        lang: str = "en",
        terms: Callable[[str], str] = str,
    ) -> None:
        self.kind = game
        self.exercise = exercise
        self.lang = lang
        self.selected: list[Any] = []
        self.wrong_tries = 0
        self.last: Feedback | None = None
        self._checked: Any = None  # the answer the verdict shown was given for
        ui = game.ui
        # the question as HTML, its glossary terms marked (``terms``) where the page first
        # uses them
        self.question = _html(terms(escape(exercise.question)), "burg-question")
        parts: list[w.Widget] = [self.question]
        position = exercise.game()
        if position is not None:
            self.board = game.make_board(lang)
            self.board.root.add_class("burg-exercise-board")
            self.board.show(position, lang)
            parts.append(self.board.root)
        self.buttons: list[w.Button] = []
        self.numbers: list[w.Text] = []
        kind = exercise.kind
        if kind in ("choice", "multi"):
            for i, (label, _value) in enumerate(exercise.options):
                b = _button(label, "burg-answer", lambda i=i: self.toggle(i))
                b.add_class(f"burg-answer-{i}")
                self.buttons.append(b)
            parts.append(w.HBox(self.buttons, layout=w.Layout(flex_flow="row wrap")))
        elif kind == "number":
            box = _number_field(ui("answer_number", lang), "240px")
            box.add_class("burg-answer-number")
            self.numbers.append(box)
            parts.append(box)
        elif kind == "payment":
            for k, label in game.pieces(lang):
                box = _number_field(label, "190px", "0")
                box.add_class(f"burg-pay-{k}")
                self.numbers.append(box)
            parts.append(w.HBox(self.numbers, layout=w.Layout(flex_flow="row wrap")))
        else:  # pragma: no cover - a lesson author's mistake
            raise ValueError(f"unknown exercise kind {kind!r}")
        for box in self.numbers:
            box.observe(lambda _ch: self.clear(), "value")
            _on_enter(box, self.submit)
        self.check_button = _button(ui("check", lang), "burg-check", self.submit)
        self.answer_button = _button(ui("show_answer", lang), "burg-show-answer", self.reveal)
        _show(self.answer_button, False)
        self.feedback = _html("", "burg-feedback")
        parts += [w.HBox([self.check_button, self.answer_button]), self.feedback]
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
        self._mark()
        self.clear()

    def _mark(self, verdict: bool | None = None) -> None:
        """Show the chosen options: neutral (●) until checked; after "Check" the verdict's
        colour and sign (✔ right, ✘ wrong), never by colour alone."""
        sign = {None: "● ", True: "✔ ", False: "✘ "}[verdict]
        for j, b in enumerate(self.buttons):
            on = j in self.selected
            (b.add_class if on else b.remove_class)("burg-selected")
            (b.add_class if on and verdict is True else b.remove_class)("burg-verdict-right")
            (b.add_class if on and verdict is False else b.remove_class)("burg-verdict-wrong")
            b.description = (sign if on else "") + self.exercise.options[j][0]

    def clear(self) -> None:
        """Take the verdict away (the answer changed): the choice is neutral again."""
        if self.feedback.value:
            self.feedback.value = ""
        if self.last is not None and self.buttons:
            self.last = None
            self._mark()
        self.last = None

    def answer(self) -> Any:
        """The answer as the checker takes it."""
        kind = self.exercise.kind
        values = [v for _, v in self.exercise.options]
        if kind == "choice":
            return values[self.selected[0]] if self.selected else None
        if kind == "multi":
            return tuple(values[i] for i in sorted(self.selected))
        if kind == "number":
            return _whole(self.numbers[0].value)
        return tuple(_whole(b.value) for b in self.numbers)

    def set_answer(self, answer: Any) -> None:
        """Enter ``answer`` into the controls (tests, and the teacher's "show answer")."""
        kind = self.exercise.kind
        values = [v for _, v in self.exercise.options]
        if kind in ("choice", "multi"):
            wanted = [answer] if kind == "choice" else list(answer)
            self.selected = [values.index(v) for v in wanted]
            self._mark()
        elif kind == "number":
            self.numbers[0].value = str(int(answer))
        else:
            for box, v in zip(self.numbers, answer, strict=True):
                box.value = str(int(v))
        self.clear()

    def submit(self) -> Feedback:
        """Check the current answer and show the verdict (the "Check" button, or Enter in an
        answer field)."""
        answer = self.answer()
        if self.numbers and None in (answer if isinstance(answer, tuple) else (answer,)):
            # not a whole number: say so, without counting a wrong try
            fb = Feedback(False, self.kind.ui("type_number", self.lang), "")
            self.last = None
            self.feedback.value = (
                f'<div class="burg-feedback-wrong" role="status">✘ {escape(fb.message)}</div>'
            )
            return fb
        if self.last is not None and answer == self._checked:
            return self.last  # already checked as it stands (Enter, then "Check"): one try
        try:
            fb = self.exercise.check(answer)
        except Exception as e:  # never let a click fail silently in Voilà
            fb = Feedback(
                False, self.kind.ui("could_not_check", self.lang, error=type(e).__name__), ""
            )
        self.last = fb
        self._checked = answer
        if not fb.ok:
            self.wrong_tries += 1
        self._mark(fb.ok)
        self._show(fb, with_answer=not fb.ok and self.wrong_tries >= 2)
        return fb

    def reveal(self) -> None:
        """Show the answer to the last wrong try (the learner asked for it)."""
        if self.last is not None:
            self._show(self.last, with_answer=True)

    def _show(self, fb: Feedback, with_answer: bool) -> None:
        lang = self.lang
        ui = self.kind.ui
        cls = "burg-feedback-ok" if fb.ok else "burg-feedback-wrong"
        mark = "✔ " if fb.ok else "✘ "
        hint = ""
        if not fb.ok:
            hint = (
                f'<div class="burg-hint"><b>{escape(ui("hint", lang))}:</b> '
                f"{escape(self.exercise.hint)}</div>"
            )
        answer = ""
        if with_answer and fb.answer:
            answer = (
                f'<div class="burg-answer-shown"><b>{escape(ui("answer", lang))}:</b> '
                f"{escape(fb.answer)}</div>"
            )
        # the rulebook line may name the answer: only with a right answer or the answer shown
        rule = (
            f"<div><small>{escape(ui('rulebook', lang))}: {escape(fb.rule)}</small></div>"
            if fb.rule and (fb.ok or (with_answer and fb.answer))
            else ""
        )
        self.feedback.value = (
            f'<div class="{cls}" role="status">{mark}{escape(fb.message)}{answer}{rule}</div>{hint}'
        )
        _show(self.answer_button, not fb.ok and bool(fb.answer) and not with_answer)


def _number_field(description: str, width: str, value: str = "") -> w.Text:
    """An answer field for a whole number (a text field: Enter in it checks the answer)."""
    return w.Text(value=value, description=description, layout=w.Layout(width=width))


def _on_enter(box: w.Text, handler: Callable[[], None]) -> None:
    """Call ``handler`` when Enter is pressed in ``box`` (the text field's "submit" message;
    ipywidgets marks ``on_submit`` deprecated, but it is the only event for Enter)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        box.on_submit(lambda _box: handler())


def _whole(text: str) -> int | None:
    """A field's text as a whole number, or ``None``."""
    try:
        return int(str(text).strip())
    except ValueError:
        return None


def _position_label(game: LessonGame, name: str, lang: str) -> str:
    """A lesson's position file in words: "The example's start", "The exercise (pest)" …"""
    base, _, part = name.rpartition("-") if "-" in name else ("", "", name)
    known = part in ("example", "exercise", "quiz")
    label = game.ui(f"position_{part}", lang) if known else part
    return f"{label} ({base})" if base else label


class PositionPanel:
    """Teacher mode: open a prepared position (the lesson's own files, or on a play page every
    lesson's; the game as it stands; or a file) and change it — the game's main facts in
    fields (``LessonGame.position_fields`` per player, ``game_fields`` for the whole game),
    anything else in the position's JSON — then let the engine check it and play on from it
    in the sandbox (or the play page). A field the panel cannot read, or a position the engine
    refuses, leaves everything as it was and says why in plain words."""

    def __init__(
        self, game: LessonGame, sandbox: Any, lesson_id: str | None, lang: str = "en"
    ) -> None:
        self.kind = game
        self.sandbox = sandbox
        self.lesson_id = lesson_id
        self.lang = lang
        # each position file: its key in the list -> (lesson, file name)
        self.sources: dict[str, tuple[str, str]] = {}
        for lid in [lesson_id] if lesson_id else game.lesson_ids:
            for name in game.root.lesson_content(lid).positions():
                self.sources[name if lesson_id else f"{lid}/{name}"] = (lid, name)
        self.files = list(self.sources)
        self.choose = w.Dropdown(options=[("", "")], layout=w.Layout(width="auto"))
        self.choose.add_class("burg-position-choose")
        self.open_button = _button("", "burg-position-open", lambda: self._guard(self.open_chosen))
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("burg-load")
        self.upload.add_class("burg-position-file")
        self.upload.observe(lambda _ch: self._guard(self.open_file), "value")
        self.grid = w.VBox([])
        self.grid.add_class("burg-position-players")
        self.json = w.Textarea(layout=w.Layout(width="auto", height="180px"))
        self.json.add_class("burg-position-json")
        self.apply_button = _button("", "burg-position-apply", lambda: self._guard(self.apply))
        self.message = _html("", "burg-position-message")
        self.title = _html("", "burg-position-title")
        self.json_label = _html("", "burg-position-json-label")
        self.fields: list[dict[str, w.DOMWidget]] = []  # per seat: its fields by key
        self.game_boxes: dict[str, w.DOMWidget] = {}  # the whole game's fields by key
        self.names: list[str] = []
        self.root = w.VBox(
            [
                self.title,
                w.HBox([self.choose, self.open_button, self.upload]),
                self.grid,
                self.json_label,
                self.json,
                self.apply_button,
                self.message,
            ]
        )
        self.root.add_class("burg-position-panel")
        self.set_lang(lang)
        self.load(sandbox.position)

    @property
    def content(self) -> Any:
        """The lesson's content (a lesson page's panel)."""
        return self.kind.root.lesson_content(self.lesson_id or self.kind.lesson_ids[0])

    def _label(self, key: str, lang: str) -> str:
        lid, name = self.sources[key]
        label = _position_label(self.kind, name, lang)
        return label if self.lesson_id else f"{self.kind.title(lid, lang)}: {label}"

    def set_lang(self, lang: str) -> None:
        """Relabel the panel in ``lang``."""
        ui = self.kind.ui
        self.lang = lang
        self.title.value = f"<h3>{escape(ui('position_title', lang))}</h3>"
        self.choose.description = ui("position_choose", lang)
        labels = [(ui("position_now", lang), "")] + [(self._label(k, lang), k) for k in self.files]
        value = self.choose.value
        self.choose.options = labels
        self.choose.value = value if value in [v for _, v in labels] else ""
        self.open_button.description = ui("position_open", lang)
        self.upload.description = ui("position_file", lang)
        self.upload.tooltip = ui("position_file", lang)
        self.apply_button.description = ui("position_apply", lang)
        self.json_label.value = escape(ui("position_json", lang))
        self._grid_labels()

    def _guard(self, fn: Callable[[], None]) -> None:
        try:
            fn()
        except BurgError as e:  # the engine's words, without our reference's rule labels
            self.message.value = f'<div class="burg-error">{escape(e.plain(self.lang))}</div>'
        except (ValueError, KeyError, TypeError) as e:
            self.message.value = f'<div class="burg-error">{escape(str(e))}</div>'

    def open_chosen(self) -> None:
        """Load the chosen position into the fields (the game as it stands, or a file)."""
        key = self.choose.value
        if key:
            lid, name = self.sources[key]
            self.load(self.kind.root.lesson_content(lid).position(name))
        elif self.sandbox.game is not None:
            self.load(self.kind.dump_position(self.sandbox.game))
        self.message.value = ""

    def open_file(self) -> None:
        """Load an uploaded position or save file into the fields (read by the engine first)."""
        files = self.upload.value
        if not files:
            return
        too_big = refusal(files[0], self.lang)  # before reading it: dropped at once
        if too_big:
            self.upload.value = ()
            self.message.value = f'<div class="burg-error">{escape(too_big)}</div>'
            return
        raw = bytes(files[0]["content"])
        self.upload.value = ()
        game = self.kind.load_save(raw)  # a damaged file: the engine's message, nothing changed
        self.load(self.kind.dump_position(game))
        self.message.value = ""

    def _box(self, key: str, value: Any) -> w.DOMWidget:
        """A field: a list of whole numbers as text ("4, 9, 15"), else a whole number."""
        if key in self.kind.list_fields:
            box: w.DOMWidget = w.Text(
                value=", ".join(str(v) for v in value), layout=w.Layout(width="330px")
            )
        else:
            box = w.BoundedIntText(value=value, min=0, max=999, layout=w.Layout(width="190px"))
        box.add_class(f"burg-position-{key}")
        box.add_class("burg-position-field")
        return box

    def load(self, position: dict[str, Any]) -> None:
        """Show ``position`` in the fields and the JSON."""
        kind = self.kind
        self.position = copy.deepcopy(position)
        self.json.value = json.dumps(position, ensure_ascii=False, indent=1)
        rows: list[w.Widget] = []
        self.fields = []
        self.game_boxes = {}
        try:
            self.names = kind.seat_names(position) if position else []
        except (KeyError, TypeError, AttributeError, IndexError):
            self.names = []
        for seat, name in enumerate(self.names if kind.position_fields else []):
            boxes = {
                k: self._box(k, kind.get_seat_field(position, seat, k))
                for k in kind.position_fields
            }
            self.fields.append(boxes)
            label = _html(f"<b>{escape(str(name))}</b>", "burg-position-name")
            rows.append(w.HBox([label, *boxes.values()], layout=w.Layout(flex_flow="row wrap")))
        if self.names and kind.game_fields:
            self.game_boxes = {
                k: self._box(k, kind.get_game_field(position, k)) for k in kind.game_fields
            }
            row = w.HBox(list(self.game_boxes.values()), layout=w.Layout(flex_flow="row wrap"))
            row.add_class("burg-position-game")
            rows.append(row)
        self.grid.children = tuple(rows)
        self._grid_labels()

    def _grid_labels(self) -> None:
        for boxes in [*self.fields, self.game_boxes]:
            for key, box in boxes.items():
                box.description = self.kind.field_label(key, self.lang)

    def _value(self, key: str, box: w.DOMWidget, who: str) -> Any:
        """A field's value as the position holds it; a list field that is not whole numbers
        raises a ``ValueError`` saying so in plain words."""
        if key not in self.kind.list_fields:
            return int(box.value)
        text = str(box.value).replace(";", ",").strip()
        parts = [p for p in text.replace(",", " ").split() if p]
        if not all(p.isdigit() for p in parts):
            field = self.kind.field_label(key, self.lang)
            ui = self.kind.ui
            raise ValueError(
                ui("position_bad_field", self.lang, field=field, who=who, value=box.value)
            )
        return [int(p) for p in parts]

    def edited(self) -> dict[str, Any]:
        """The position as the teacher changed it: the JSON, with the fields the teacher changed
        on top (a position opened and applied unchanged stays exactly as it was)."""
        ui = self.kind.ui
        kind = self.kind
        try:
            position = json.loads(self.json.value)
        except json.JSONDecodeError as e:  # where, in plain words: no parser text
            where = ui("position_bad_where", self.lang, line=e.lineno, column=e.colno)
            raise ValueError(ui("position_bad_json", self.lang, detail=where)) from None
        if not isinstance(position, dict):
            detail = ui("position_bad_shape", self.lang)
            raise ValueError(ui("position_bad_json", self.lang, detail=detail))
        names: list[str] = []
        if self.fields or self.game_boxes:
            try:
                names = kind.seat_names(position)
            except (KeyError, TypeError, AttributeError, IndexError):
                names = None  # type: ignore[assignment]
            if not isinstance(names, list):
                detail = ui("position_bad_players", self.lang)
                raise ValueError(ui("position_bad_json", self.lang, detail=detail))
        # read every field first: one the panel cannot read changes nothing
        seat_values = [
            {
                k: self._value(
                    k, box, str(self.names[seat] if seat < len(self.names) else seat + 1)
                )
                for k, box in boxes.items()
            }
            for seat, boxes in enumerate(self.fields)
        ]
        game_values = {k: self._value(k, box, "") for k, box in self.game_boxes.items()}
        # a field the teacher changed (it differs from the position opened) wins over the
        # JSON; a field left alone leaves the JSON's value, changed there or not
        loaded = self.position
        changed = False
        for seat, values in enumerate(seat_values[: len(names)]):
            for key, value in values.items():
                if value != kind.get_seat_field(loaded, seat, key):
                    changed = True
                    kind.set_seat_field(position, seat, key, value)
        for key, value in game_values.items():
            if value != kind.get_game_field(loaded, key):
                changed = True
                kind.set_game_field(position, key, value)
        if changed:
            kind.after_edit(position)
        return position

    def apply(self) -> None:
        """Check the changed position with the engine and play on from it in the sandbox."""
        position = self.edited()
        self.sandbox.open(position)  # the engine refuses a bad one before anything changes
        self.load(position)
        self.message.value = (
            f'<div class="burg-info">{escape(self.kind.ui("position_applied", self.lang))}</div>'
        )


class LessonView:
    """One lesson page in one language, with the language switch: switching rebuilds the texts
    in place (the sandbox's game stays). ``teacher`` starts in teacher mode (big type, the page
    revealed part by part, a position to open and change in the sandbox)."""

    def __init__(
        self, game: LessonGame, lesson: str | Lesson, teacher: bool = False, lang: str = "en"
    ) -> None:
        self.kind = game
        self.lesson_id = lesson if isinstance(lesson, str) else lesson.id
        self._given = None if isinstance(lesson, str) else lesson  # a Lesson built by a test
        self.lang = lang
        self.lang_toggle = LanguageSwitch(lang)
        self.lang_toggle.on_change(self.set_lang)
        self.teacher_toggle = teacher_switch(teacher)  # the same switch as on the play pages
        self.teacher_toggle.observe(lambda ch: self.set_teacher(ch["new"]), "value")
        self.reveal_button = _button("", "burg-reveal-next", self.reveal_next)
        self.scroll = ScrollTo()  # brings a part just revealed into view
        # made once: each reveal recomposes the page from the same widgets
        self.style = _html(CSS + f"<style>{TEACHER_CSS}</style>" + LESSON_CSS + TERM_CSS + game.css)
        self.header = w.HBox([self.teacher_toggle, self.lang_toggle])
        self.header.add_class("burg-header")
        self.navbar = nav_bar(lang, "lesson")  # the front page, the lesson list, the play page
        self.sandbox: Any = None
        self.teacher_panel: PositionPanel | None = None
        self.panel_box = w.VBox([])
        self.charts: dict[str, Any] = {}
        self.root = w.VBox([])
        self.root.add_class("burg-app")
        self.root.add_class("burg-lesson")
        self.root.add_class(f"burg-lessons-{game.key}")
        self.teacher = teacher
        self._build()
        self.set_teacher(teacher)

    @property
    def lesson(self) -> Lesson:
        """The lesson in the page's language."""
        return self._given if self._given is not None else self.kind.get(self.lesson_id, self.lang)

    def _build(self) -> None:
        """Build the page's parts in ``self.lang`` (the sandbox is kept, only relabelled)."""
        lang = self.lang
        kind = self.kind
        ui = kind.ui
        lesson = self.lesson
        self._label_teacher_toggle()
        self.reveal_button.description = ui("reveal_next", lang)
        relabel(self.navbar, lang, "lesson")
        self.nav = _html(nav_html(kind, lesson.id, lang), "burg-nav")
        self.nav_bottom = _html(self.nav.value, "burg-nav")
        self.title = _html(f"<h1>{escape(kind.title(lesson.id, lang))}</h1>", "burg-lesson-title")
        # each glossary term marked where the page first uses it: its meaning on hover or tap
        terms = linker(kind.rules, lang)
        # the page, in the order a teacher reveals it
        self.items: list[w.Widget] = [
            _html(f"<h2>{escape(ui('the_rule', lang))}</h2>", "burg-section"),
            _html(f"{escape(ui('rulebook', lang))}: {escape(lesson.rulebook)}", "burg-rulebook"),
        ]
        for para in (*lesson.rule, *lesson.extra):
            self.items.append(_html(terms(para), "burg-rule"))
        for name in lesson.charts:
            # made once, relabelled in place on a language switch
            self.charts[name] = kind.chart(name, lang, self.charts.get(name))
            self.items.append(self.charts[name])
        self.stepper = Stepper(kind, lesson.example, lang, terms) if lesson.example else None
        if self.stepper is not None:
            self.items += [
                _html(f"<h2>{escape(ui('example', lang))}</h2>", "burg-section"),
                self.stepper.root,
            ]
        self.exercise = (
            ExerciseView(kind, lesson.exercise, lang, terms) if lesson.exercise else None
        )
        if self.exercise is not None:
            self.items += [
                _html(f"<h2>{escape(ui('your_turn', lang))}</h2>", "burg-section"),
                self.exercise.root,
            ]
        # further parts (one per winter card): rule, example and exercise each
        self.part_steppers: list[Stepper] = []
        self.part_exercises: list[ExerciseView] = []
        for part in lesson.parts:
            rule = [_html(terms(para), "burg-rule") for para in part.rule]
            stepper = Stepper(kind, part.example, lang, terms)
            exercise = ExerciseView(kind, part.exercise, lang, terms)
            self.part_steppers.append(stepper)
            self.part_exercises.append(exercise)
            heading = _html(f"<h2>{escape(part.title)}</h2>", "burg-section", "burg-part")
            self.items += [
                heading,
                _html(f"{escape(ui('rulebook', lang))}: {escape(part.rulebook)}", "burg-rulebook"),
            ]
            self.items += rule
            self.items += [
                _html(
                    f"<h2>{escape(ui('example_of', lang, title=part.title))}</h2>", "burg-section"
                ),
                stepper.root,
                _html(f"<h2>{escape(ui('your_turn', lang))}</h2>", "burg-section"),
                exercise.root,
            ]
        self.items.append(_html(f"<h2>{escape(ui('try_it', lang))}</h2>", "burg-section"))
        if lesson.sandbox == "play":
            if self.sandbox is None:
                self.sandbox = kind.play_app(lang)
                self.sandbox.embed()  # the lesson's own navigation bar is enough
            else:
                self.sandbox.set_lang(lang)
            self.items.append(self.sandbox.root)
        elif lesson.example is not None:
            if self.sandbox is None:
                self.sandbox = kind.make_sandbox(lesson.example.position, lang)
            else:
                self.sandbox.set_lang(lang)
            if self.teacher_panel is not None:
                self.teacher_panel.set_lang(lang)
            self.items.append(_html(escape(ui("sandbox_intro", lang)), "burg-sandbox-intro"))
            # the teacher's position panel: made when teacher mode is first turned on
            self.panel_box = w.VBox([] if self.teacher_panel is None else [self.teacher_panel.root])
            self.items.append(self.panel_box)
            self.items.append(self.sandbox.root)
        if self.teacher:
            self.revealed = min(getattr(self, "revealed", 3), len(self.items))
        else:
            self.revealed = len(self.items)
        self._compose()

    def _compose(self) -> None:
        """The page's widgets: the revealed items, then (teacher mode) the reveal button right
        under the last one, so what was just revealed and the button stay in view together."""
        shown = self.items[: self.revealed]
        tail: list[w.Widget] = []
        if self.revealed < len(self.items):
            tail.append(self.reveal_button)
        self.root.children = (
            self.style,
            self.scroll,
            self.navbar,
            self.nav,
            self.header,
            self.title,
            *shown,
            *tail,
            self.nav_bottom,
        )
        if self.teacher_panel is not None:
            _show(self.teacher_panel.root, self.teacher)
        mark_lang(self.root, self.lang)

    def set_lang(self, lang: str) -> None:
        """Show the page in ``lang`` (``en`` or ``de``)."""
        if lang == self.lang:
            return
        self.lang = lang
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang
        self._build()

    def set_teacher(self, on: bool) -> None:
        """Teacher mode: bigger type, the page revealed one part at a time, and the panel that
        opens and changes the sandbox's position."""
        if self.teacher_toggle.value != on:
            self.teacher_toggle.value = on
        self.teacher = on
        self._label_teacher_toggle()
        if on and self.teacher_panel is None and self.lesson.sandbox == "example":
            if self.sandbox is not None:
                self.teacher_panel = PositionPanel(
                    self.kind, self.sandbox, self.lesson_id, self.lang
                )
            self.panel_box.children = (self.teacher_panel.root,)
        if on:
            self.root.add_class("burg-teacher")
            self.revealed = 3  # the heading, the rulebook line and the first paragraph
        else:
            self.root.remove_class("burg-teacher")
            self.revealed = len(self.items)
        self._compose()

    def _label_teacher_toggle(self) -> None:
        """The switch's words: on or off (✔ while on) and a tooltip saying what it does."""
        label_switch(self.teacher_toggle, self.lang)

    def reveal_next(self) -> None:
        """Show the next part of the page (teacher mode) and bring it into view: its start at
        the top of the window, the "Reveal next" button right after it."""
        first_new = self.revealed
        nxt = self.revealed + 1
        # a heading comes with the part it introduces
        while nxt < len(self.items) and "burg-section" in self.items[nxt - 1]._dom_classes:
            nxt += 1
        self.revealed = min(len(self.items), nxt)
        for item in self.items:
            item.remove_class("burg-just-revealed")
        if first_new < len(self.items):
            self.items[first_new].add_class("burg-just-revealed")
            self._compose()
            self.scroll.show(".burg-just-revealed")
        else:
            self._compose()
