"""One suite every lesson of Der Wettkampf der Burgbaumeister and of Carcassonne – Die Burg must
pass (no browser), over their ``LessonSet``s: in both languages the lesson loads and cites its
rules, its example plays legally from its position, its exercise accepts the right answer and
rejects a wrong one (a reason first, the answer on request), its page builds and steps to the
end and back, its sandbox plays on the real play table and resets, the language switch keeps
the sandbox's game, and the notebooks are thin and run in a fresh kernel. What a game's lessons
teach (the worked answers, the rule-specific figures) is tested in its own files
(tests/wettkampf/test_lessons*.py, tests/carcassonne/test_lessons*.py); the texts and positions
of every game's lessons in tests/core/test_lesson_content.py."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from widgets.carcassonne.lessons import LESSONS as CARCASSONNE
from widgets.core.lessons.content import LANGS
from widgets.core.lessons.model import play_through
from widgets.core.lessons.registry import LessonSet
from widgets.wettkampf.lessons import LESSONS as WETTKAMPF

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _flip(sandbox: Any) -> None:
    """Wettkampf: turn the first face-down card over; the decision after it comes."""
    slot = next(i for i, c in enumerate(sandbox.game.view(None)["store"]) if c == "down")
    sandbox.app.flip(slot)
    assert sandbox.app.options  # the decision after a flip: lay or turn back


def _act(sandbox: Any) -> None:
    """Carcassonne: the first legal action of the player to move."""
    game = sandbox.game
    sandbox.app.act(game.legal_actions(game.pending.players[0])[0])


def _store(stepper: Any) -> str:
    assert stepper.board.root.walls  # the walls drawn
    return json.dumps(stepper.board.root.store, sort_keys=True)


def _castle(stepper: Any) -> str:
    assert "<svg" in stepper.board.root.value and "cc-castle" in stepper.board.root.value
    return stepper.board.root.value


@dataclass(frozen=True)
class LessonGame:
    """A game's lessons and what differs between the games in the shared checks.

    ``cite``: how a rule is cited; ``steps``: how many steps an example has at least and at
    most; ``board(stepper)``: the example board's state (and a check that it is drawn);
    ``move(sandbox)``: one move in a sandbox; ``switch``: the lesson whose sandbox keeps its
    game over a language switch; ``bot``, ``first``: a bot for the play lesson's new game and
    the decision that comes first."""

    name: str
    lessons: LessonSet
    framework: str
    cite: str
    steps: tuple[int, int]
    board: Callable[[Any], str]
    move: Callable[[Any], None]
    switch: str
    bot: str
    first: str

    def view(self, lesson_id: str, **kw: Any) -> Any:
        """The lesson's page."""
        return import_module(self.framework).LessonView(lesson_id, **kw)

    def ui(self, key: str, lang: str, **kw: Any) -> str:
        """The game's lesson page words."""
        return self.lessons.ui(key, lang, **kw)


GAMES = (
    LessonGame(
        "wettkampf",
        WETTKAMPF,
        "widgets.wettkampf.lessons.framework",
        # the rulebook's own section names: learners never see a rule id
        r"Inhalt|Ziel des Spiels|Spielvorbereitung|Spielablauf|Ende des Spiels|Sonderfall|"
        r"Spielvariante",
        (4, 10),
        _store,
        _flip,
        "02_turn",
        "perfect",
        "flip",
    ),
    LessonGame(
        "carcassonne",
        CARCASSONNE,
        "widgets.carcassonne.lessons.framework",
        # the rulebook's own section names: learners never see a rule id
        r"Spielmaterial|Spielvorbereitung|Spielablauf|Burgkarten legen|Gefolgsleute|Weg|Turm|"
        r"Haus|Palas|Hof|Höfe|Mauerplättchen|Schnelle Punkte|Spielende|Schlusswertung",
        (3, 8),
        _castle,
        _act,
        "02_placing",
        "greedy",
        "place",
    ),
)
BY_NAME = {g.name: g for g in GAMES}
LESSONS = [(g.name, lesson_id) for g in GAMES for lesson_id in g.lessons.ids]
CASES = [(game, lesson_id, lang) for game, lesson_id in LESSONS for lang in LANGS]


def _with_sandbox(kind: str) -> list[tuple[str, str]]:
    return [(g, i) for g, i in LESSONS if BY_NAME[g].lessons.get(i).sandbox == kind]


@pytest.mark.parametrize(("game", "lesson_id", "lang"), CASES)
def test_the_lesson_loads_and_its_example_plays_legally(
    game: str, lesson_id: str, lang: str
) -> None:
    g = BY_NAME[game]
    lesson = g.lessons.get(lesson_id, lang)
    assert lesson.id == lesson_id and lesson.title and lesson.rule
    assert re.search(g.cite, lesson.rulebook)  # the rulebook is cited
    assert "{" not in " ".join(lesson.rule)  # every placeholder filled
    example = lesson.example
    assert example is not None and example.intro
    assert g.steps[0] <= len(example.steps) <= g.steps[1]
    played = example.game()
    for step in example.steps:
        assert step.caption.strip()
        err = played.why_not(step.action)
        assert err is None, (lesson_id, step.action, err and err.render("en"))
        played.apply(step.action)
    again, events = play_through(example)
    assert len(events) == len(example.steps) + 1 and all(events[1:])
    assert again.to_json()["actions"] == played.to_json()["actions"]


@pytest.mark.parametrize(("game", "lesson_id", "lang"), CASES)
def test_the_exercise_accepts_right_and_rejects_wrong(game: str, lesson_id: str, lang: str) -> None:
    g = BY_NAME[game]
    ex = g.lessons.get(lesson_id, lang).exercise
    assert ex is not None and ex.kind in ("choice", "multi", "number")
    assert ex.question and ex.hint and ex.rule
    assert re.search(g.cite, ex.rule)
    # on a position, and its game loads (the castle's first lesson asks about the empty castle)
    assert (ex.position is None) == ((game, lesson_id) == ("carcassonne", "01_castle"))
    if ex.position is not None:
        assert ex.game() is not None
    right = ex.check(ex.right)
    assert right.ok and right.message and right.rule == ex.rule and not right.answer
    wrong = ex.check(ex.wrong)
    assert not wrong.ok and wrong.message.strip() and wrong.answer.strip()
    assert wrong.message != wrong.answer
    assert "{" not in right.message + wrong.message + wrong.answer
    for nonsense in (None, "nonsense"):
        refused = ex.check(nonsense)
        assert not refused.ok and refused.message
    if ex.kind != "number":
        values = [v for _, v in ex.options]
        assert all(label for label, _ in ex.options)
        wanted = [ex.right] if ex.kind == "choice" else list(ex.right)
        assert all(v in values for v in wanted)


@pytest.mark.parametrize(("game", "lesson_id", "lang"), CASES)
def test_the_lesson_page_builds_and_steps_to_the_end(game: str, lesson_id: str, lang: str) -> None:
    g = BY_NAME[game]
    ui = g.ui
    view = g.view(lesson_id, lang=lang)
    lesson = g.lessons.get(lesson_id, lang)
    assert lesson.title in view.title.value and lesson.rule
    stepper = view.stepper
    assert stepper is not None and stepper.n_steps == len(lesson.example.steps) > 0
    start = g.board(stepper)
    stepper.next_button.click()
    assert stepper.index == 1
    assert ui("step_of", lang, i=1, n=stepper.n_steps) in stepper.label.value
    for _ in range(stepper.n_steps):
        stepper.next_button.click()
    assert stepper.index == stepper.n_steps and stepper.next_button.disabled
    assert ui("step_of", lang, i=stepper.n_steps, n=stepper.n_steps) in stepper.label.value
    g.board(stepper)
    stepper.go(0)
    assert g.board(stepper) == start  # back to the start
    ex = view.exercise
    assert ex is not None
    ex.set_answer(ex.exercise.wrong)
    ex.check_button.click()
    assert "burg-feedback-wrong" in ex.feedback.value and ui("hint", lang) in ex.feedback.value
    ex.set_answer(ex.exercise.right)
    ex.check_button.click()
    assert (
        "burg-feedback-ok" in ex.feedback.value and "burg-feedback-wrong" not in ex.feedback.value
    )
    assert set(view.charts) == set(lesson.charts)


@pytest.mark.parametrize(("game", "lesson_id"), _with_sandbox("example"))
def test_the_sandbox_plays_on_the_table_and_resets(game: str, lesson_id: str) -> None:
    from widgets.core.lessons.sandbox import PlaySandbox

    g = BY_NAME[game]
    sandbox = g.view(lesson_id).sandbox
    assert isinstance(sandbox, PlaySandbox)
    assert sandbox.game is not None and len(sandbox.game.history) == 0
    assert all(seat == "person" for seat in sandbox.app.seats)
    if sandbox.game.pending.kind is not None:
        g.move(sandbox)
        assert sandbox.game is not None and len(sandbox.game.history) == 1
    sandbox.reset_button.click()
    assert sandbox.game is not None and len(sandbox.game.history) == 0


@pytest.mark.parametrize(("game", "lesson_id"), _with_sandbox("play"))
def test_the_play_lesson_offers_a_game_against_a_bot(game: str, lesson_id: str) -> None:
    g = BY_NAME[game]
    app = g.view(lesson_id).sandbox
    assert type(app).__name__ == "PlayApp" and app.game is None  # its new-game dialog is shown
    app.bot_delay = 0
    app.new_game(["person", g.bot])
    assert app.game is not None and app.game.pending.kind == g.first


def test_every_game_has_a_play_lesson() -> None:
    assert {g for g, _ in _with_sandbox("play")} == set(BY_NAME)


@pytest.mark.parametrize("game", BY_NAME)
def test_a_language_switch_keeps_the_sandbox_game(game: str) -> None:
    g = BY_NAME[game]
    ui = g.ui
    view = g.view(g.switch, lang="en")
    sandbox = view.sandbox
    g.move(sandbox)
    view.lang_toggle.value = "de"
    assert view.lang == "de" and g.lessons.get(g.switch, "de").title in view.title.value
    assert view.sandbox is sandbox and len(sandbox.game.history) == 1
    assert sandbox.app.lang == "de" and sandbox.reset_button.description == ui("reset", "de")
    assert "?lang=de" in view.nav.value


@pytest.mark.parametrize(
    ("game", "name"),
    [(g.name, name) for g in GAMES for name in ("index", "play", *g.lessons.ids)],
)
def test_the_notebook_is_thin_and_clean(game: str, name: str) -> None:
    nb = json.loads((NOTEBOOKS / game / f"{name}.ipynb").read_text(encoding="utf-8"))
    assert [c["cell_type"] for c in nb["cells"]] == ["code"]
    assert all(not c.get("outputs") for c in nb["cells"])


@pytest.mark.slow  # a fresh kernel per notebook
@pytest.mark.parametrize("game", BY_NAME)
def test_the_notebooks_execute_in_a_fresh_kernel(game: str) -> None:
    """The lesson list and every lesson run top to bottom without errors, in their folder."""
    import nbformat
    from nbclient import NotebookClient

    folder = NOTEBOOKS / game
    for path in [folder / "index.ipynb"] + [
        folder / f"{i}.ipynb" for i in BY_NAME[game].lessons.ids
    ]:
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(
            nb, timeout=180, kernel_name="python3", resources={"metadata": {"path": path.parent}}
        )
        client.execute()  # raises CellExecutionError on any error
        outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
        assert not [o for o in outputs if o.output_type == "error"], path.name
        assert any(
            "application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs
        ), path.name
