"""The coach on the play pages (``widgets.core.coach_panel``): the hint's move is legal and
outlined, the review finds what ``burg.core.coach.review`` finds, a turning point's click shows
the position before it, cancel stops. Small iteration budgets (the machine is shared)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from burg.core import coach
from burg.core.search import Budget
from widgets.carcassonne.app import PlayApp as CarcassonneApp
from widgets.core.coach_panel import review_steps
from widgets.schutz.app import PlayApp as SchutzApp
from widgets.wettkampf.app import PlayApp as WettkampfApp

PAGES = [(SchutzApp, "greedy"), (WettkampfApp, "forgetful"), (CarcassonneApp, "greedy")]


def _page(cls: type, bot: str, lang: str = "en", seed: int = 3) -> object:
    app = cls(bot_delay=0, lang=lang, charts=False)
    app.new_game(["person", bot], seed=seed)
    app.coach.hint_budget = Budget(iterations=20)
    app.coach.review_budget = Budget(iterations=4)
    app.coach.seed = 1
    return app


@pytest.mark.parametrize(("cls", "bot"), PAGES)
def test_hint_is_legal_and_outlined(cls: type, bot: str) -> None:
    app = _page(cls, bot, lang="de")
    app.coach.request_hint()
    h = app.coach.hint
    assert h is not None and not app.coach.thinking
    assert app.game.why_not(h.best.action) is None
    marks = app.coach.marked()
    assert marks and all(m in app.coach.marks.value for m in marks)
    said = app.coach.out.value
    assert "Vorschlag für" in said or "möglichen Züge sind für" in said  # (all alike: unseen)
    assert ("Partien simuliert" in said) == (h.iterations > 0)
    # the hint goes once the game moves on
    app.act(h.best.action)
    assert app.coach.hint is None and app.coach.marks.value == ""


def test_schutz_hint_weighs_the_cards_chosen() -> None:
    app = _page(SchutzApp, "greedy")
    cards = [o.key for o in app._options if o.key.startswith("card-") and o.enabled]
    for key in cards[:2]:
        app.click(key)
    app.coach.request_hint()
    h = app.coach.hint
    assert h is not None and h.current is not None
    assert sorted(h.current.action.cards) == sorted(k[5:] for k in cards[:2])
    if h.current.action != h.best.action:
        assert "Your choice" in app.coach.out.value


def test_a_hint_asked_before_the_game_went_on_is_given_or_says_why() -> None:
    """The game goes on while the coach thinks (a bot's secret card choice in Schutz): if the
    person still decides, the hint comes for the position now; if another seat decides, the
    panel says the game went on (in the page's language), never nothing."""
    app = _page(SchutzApp, "greedy", lang="de")
    panel = app.coach
    p = panel._person()
    assert p is not None
    now = panel._position(p)
    panel.thinking = True
    panel._think((now[0], now[1] - 1, p))  # asked one action ago, still the person's decision
    assert panel.hint is not None and panel.hint.seat == p and not panel.thinking
    assert "Vorschlag für" in panel.out.value
    panel.hint = None
    panel.thinking = True
    panel._think((now[0], now[1] - 1, 1 - p))  # asked for the seat that decided then
    assert panel.hint is None and not panel.thinking
    assert "Die Partie ging weiter" in panel.out.value


def test_no_hint_for_a_bot_or_a_finished_game() -> None:
    app = WettkampfApp(bot_delay=0, charts=False)
    app.new_game(["forgetful", "forgetful"], seed=2)
    assert app.game.is_over
    app.coach.request_hint()
    assert app.coach.hint is None and "over" in app.coach.out.value


def _prefix_save(cls: type, bot: str, n: int) -> object:
    """A page that loaded a save of ``n`` actions (a game in progress)."""
    app = _page(cls, bot)
    while len(app.game.history) < n and not app.game.is_over:
        app.session.bot_decides(app.session.kind.make_bot(bot, 5))
    text = app.save_text()
    page = _page(cls, bot)
    assert page.load_text(text, "save.json")
    return page


def test_review_steps_is_review() -> None:
    app = _prefix_save(CarcassonneApp, "greedy", 8)
    game = app.game
    budget = Budget(iterations=4)
    steps = list(review_steps(game, {0}, budget=budget, seed=7))
    assert [d for d, _t, _p in steps[:-1]] == list(range(1, len(game.history) + 1))
    assert steps[-1][2] == coach.review(game, {0}, budget=budget, seed=7)


def test_review_of_a_loaded_save_and_its_turning_points() -> None:
    app = _prefix_save(CarcassonneApp, "greedy", 8)
    panel = app.coach
    assert panel.can_review()
    panel.review_budget = Budget(iterations=4)
    end = len(app.game.history)
    panel.start_review()
    assert not panel.reviewing and panel.points is not None
    assert panel.progress.value == end
    if not panel.points:  # a review without turning points says so
        assert "No turning points" in str(panel.point_box.children[0].value)
        return
    tp = panel.points[0]
    panel.show_point(0)
    assert len(app.game.history) == tp.index and panel.viewing == tp
    assert app.game.why_not(tp.best.action) is None
    assert f"Turn {tp.round}, the position before the decision" in panel.out.value
    n = len(app.game.history)
    app.act(tp.best.action)  # read-only while a turning point is shown
    assert len(app.game.history) == n
    panel.back_to_end()
    assert len(app.game.history) == end and panel.viewing is None


def test_review_cancel() -> None:
    app = _prefix_save(WettkampfApp, "forgetful", 12)
    queue: list[Callable[[], None]] = []
    panel = app.coach
    panel.later = lambda _delay, fn: queue.append(fn)
    panel.slice_seconds = 0.0  # one action a slice
    panel.start_review()
    assert panel.reviewing and panel.progress.layout.display != "none"
    queue.pop(0)()  # one slice
    panel.cancel_review()
    while queue:
        queue.pop(0)()
    assert not panel.reviewing and panel.points is None and panel.cancelled
    assert "cancelled" in panel.out.value


def test_sandbox_has_the_coach() -> None:
    from widgets.core.lessons.sandbox import PlaySandbox

    app = _page(SchutzApp, "greedy")
    position = app.session.kind.position(app.game)
    box = PlaySandbox(position, "de", SchutzApp, lambda d: SchutzApp.KIND.load(d), lambda _l: "R")
    assert box.app.coach.hint_button.description == "Tipp"
    assert box.app.coach.hint_button.layout.display != "none"


def test_a_kept_suggestion_below_another_figure_says_why() -> None:
    import dataclasses

    app = _page(WettkampfApp, "forgetful", lang="de")
    app.act(app.game.legal_actions(0)[0])  # a card turned up: lay it or put it back
    app.coach.request_hint()
    h = app.coach.hint
    assert h is not None and len(h.options) > 1
    alt = dataclasses.replace(
        h.options[1], win_chance=h.best.win_chance + 0.1, visits=max(5, h.best.visits)
    )
    app.coach.hint = dataclasses.replace(h, options=(h.best, alt))
    html = app.coach._hint_html()
    assert "Warum nicht die Möglichkeit mit" in html and f"auf {h.best.visits}" in html
