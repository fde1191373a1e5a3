"""The strategy lab page without a browser (``widgets.core.lab``): the charts' data from a
``LabRun``, the page's words in English and German, bad input, Cancel, a forfeiting bot, the
CSV download; the lab pages' notebooks and the write-a-bot notebook (run top to bottom)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from burg.core.lab import Experiment, LabRun, labels, play_game, run
from widgets.core import lab as ui
from widgets.core.lab import LabCharts, LabPage, Prepared, Runner

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
GAMES = ("schutz", "wettkampf", "carcassonne")
#: A cheap experiment per game (random bots are fast; a Carcassonne game takes a second else).
CHEAP = {
    "schutz": ("random", "greedy"),
    "wettkampf": ("perfect", "random"),
    "carcassonne": ("random", "random"),
}


@pytest.fixture(scope="module")
def schutz_run() -> LabRun:
    return run(Experiment("schutz", ("greedy", "random", "random"), 20, seed=3), jobs=1)


def _page(game: str, lang: str = "en") -> LabPage:
    from importlib import import_module

    return LabPage(game, import_module(f"widgets.{game}.lab").PREPARED, lang)


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


# --- the charts' data ----------------------------------------------------------------------------
def test_win_data_are_the_runs_rates_in_percent(schutz_run: LabRun) -> None:
    names = ui.seat_names(("greedy", "random", "random"), "schutz", "en")
    assert names == ["1 · Greedy bot", "2 · Random bot", "3 · Random bot"] or all(
        n.startswith(f"{i + 1} · ") for i, n in enumerate(names)
    )
    wins = ui.win_data(schutz_run, names)
    rates = schutz_run.win_rates()
    assert wins.rates == pytest.approx([100 * r.rate for r in rates])
    for r, plus, minus, shown in zip(rates, wins.plus, wins.minus, wins.rates, strict=True):
        assert shown + plus == pytest.approx(100 * r.hi) and shown - minus == pytest.approx(
            100 * r.lo
        )
        assert plus >= 0 and minus >= 0
    assert wins.first == pytest.approx(schutz_run.first_seat_advantage())
    assert wins.fair == pytest.approx(100 / 3)
    line = ui.first_line(wins, "de")
    assert line.startswith("Wer zuerst sitzt, gewinnt") and "33 %" in line


def test_score_bins_share_the_games_of_each_player() -> None:
    centres, shares = ui.score_bins([[10, 12, 12, 40], [0, 1]])
    assert len(centres) == len(shares[0]) == len(shares[1]) <= ui.MAX_BINS
    assert [sum(s) for s in shares] == pytest.approx([100, 100])
    assert centres == sorted(centres) and centres[0] <= 1 and centres[-1] >= 39
    wide = ui.score_bins([list(range(300))], max_bins=30)
    assert len(wide[0]) <= 30 and sum(wide[1][0]) == pytest.approx(100)
    assert ui.score_bins([[], []]) == ([], [[], []])


def test_sources_and_flows_are_named_in_the_page_language(schutz_run: LabRun) -> None:
    for lang in ("en", "de"):
        words = labels("schutz", lang)
        keys, names, values = ui.source_rows(schutz_run.points_by_source(), words)
        assert keys and names == [words[k] for k in keys]
        for k, row in zip(keys, values, strict=True):
            assert row == pytest.approx([p.get(k, 0) for p in schutz_run.points_by_source()])
        assert set(schutz_run.flows()) == {"pieces", "talers"}
        for unit, totals in schutz_run.flows().items():
            sankey = ui.flow_sankey(totals, words)
            flows = {k: v for k, v in totals.items() if v > 0}
            assert sum(sankey["link"]["value"]) == pytest.approx(sum(flows.values())), unit
            assert len(sankey["link"]["source"]) == len(flows)
            assert all(label and "_" not in label for label in sankey["node"]["label"])


def test_the_charts_draw_a_run_and_follow_the_language(schutz_run: LabRun) -> None:
    charts = LabCharts("schutz", "en")
    charts.show(schutz_run, ("greedy", "random", "random"))
    bars, first, fair = charts.wins.data
    assert len(bars.x) == 3 and len(bars.error_y.array) == 3 and len(first.x) == 1
    assert fair.visible and all(y == pytest.approx(100 / 3) for y in fair.y)
    assert sum(tr.visible for tr in charts.scores.data) == 3
    assert any(tr.visible for tr in charts.sources.data)
    # one Sankey per unit, each titled with it: pieces and talers never share one
    assert list(charts.flows) == ["pieces", "talers"]
    for unit, fig in charts.flows.items():
        totals = schutz_run.flows()[unit]
        assert sum(fig.data[0].link.value) == pytest.approx(sum(totals.values()))
        assert any(n.startswith("1 · ") for n in fig.data[0].node.label)  # players, by bot
    assert charts.flows["pieces"].layout.title.text.startswith("Pieces: ")
    assert charts.flows["talers"].layout.title.text.startswith("Talers: ")
    assert "Helper fees" in charts.flows["talers"].data[0].node.label
    assert charts.wins.layout.title.text.startswith("Who wins?")
    charts.set_lang("de")
    assert charts.wins.layout.title.text.startswith("Wer gewinnt?")
    assert "Wer zuerst sitzt" in charts.first.value
    assert charts.flows["talers"].layout.title.text.startswith("Taler: was wohin ging")
    assert "Lehrgeld für Gehilfen" in charts.flows["talers"].data[0].node.label


def test_carcassonne_draws_its_followers_apart_from_its_points() -> None:
    lab = run(Experiment("carcassonne", ("random", "random"), 10, seed=4), jobs=1)
    charts = LabCharts("carcassonne", "de")
    charts.show(lab, ("random", "random"))
    assert list(charts.flows) == ["points", "followers"]
    points, followers = (charts.flows[u].data[0] for u in ("points", "followers"))
    assert sum(points.link.value) == pytest.approx(sum(lab.flows()["points"].values()))
    assert sum(followers.link.value) == pytest.approx(sum(lab.flows()["followers"].values()))
    assert "Herolde auf Wegen" in followers.node.label and "Wege" in points.node.label
    assert "Herolde auf Wegen" not in points.node.label
    title = charts.flows["followers"].layout.title.text
    assert title.startswith("Eingesetzte Gefolgsleute: ")
    charts.set_lang("en")
    assert charts.flows["followers"].layout.title.text.startswith("Followers placed: ")
    assert "Heralds on paths" in charts.flows["followers"].data[0].node.label


# --- the words -----------------------------------------------------------------------------------
def test_every_word_is_in_both_languages() -> None:
    assert set(ui.TEXTS["en"]) == set(ui.TEXTS["de"])
    for key in ui.TEXTS["en"]:
        assert ui.TEXTS["en"][key] != ui.TEXTS["de"][key] or key in ("seconds", "minutes"), key
    p = ui.Progress(120, 500, 3.4, 35.3, 10.8)
    assert ui.progress_text(p, "en") == "120 of 500 games · 35 games a second · about 11 s left"
    assert (
        ui.progress_text(p, "de") == "120 von 500 Partien · 35 Partien pro Sekunde · noch etwa 11 s"
    )
    slow = ui.Progress(1, 50, 2.0, 0.5, 98.0)
    assert ui.progress_text(slow, "de").endswith("0,5 Partien pro Sekunde · noch etwa 1 min 38 s")
    assert "…" in ui.progress_text(ui.Progress(0, 50, 0.1, 0.0, None), "en")


@pytest.mark.parametrize("game", GAMES)
def test_prepared_experiments_are_valid_and_said_in_both_languages(game: str) -> None:
    from importlib import import_module

    prepared: list[Prepared] = list(import_module(f"widgets.{game}.lab").PREPARED)
    assert len(prepared) == 3
    for exp in prepared:
        Experiment(game, exp.players, exp.games, variant=exp.variant).check()
        assert exp.n_games(in_browser=True) <= exp.n_games(in_browser=False)
        for words in (exp.title, exp.about):
            assert words["en"] and words["de"] and words["en"] != words["de"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_speaks_its_language(lang: str) -> None:
    page = _page("wettkampf", lang)
    assert page.title.value.startswith("Strategielabor" if lang == "de" else "Strategy lab")
    assert page.run_button.description.endswith("Starten" if lang == "de" else "Run")
    assert "burg-navbar-here" in page.navbar.value and 'href="play.ipynb' in page.navbar.value
    menu = page.seat_menus[0]
    assert [v for _label, v in menu.options] == [s.name for s in ui.seats("wettkampf")]
    assert page.seat_menus[2].options[0] == (ui.t("empty", lang), "")
    assert page.variants and page.variants[0][1].description  # the expert game
    other = "de" if lang == "en" else "en"
    page.set_lang(other)
    assert page.title.value.startswith("Strategielabor" if other == "de" else "Strategy lab")
    assert f"burg-lang-{other}" in page.root._dom_classes


# --- running -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_run_fills_the_charts_and_the_download(game: str, monkeypatch: Any) -> None:
    page = _page(game, "de")
    for i, menu in enumerate(page.seat_menus):
        menu.value = CHEAP[game][i] if i < 2 else ""
    page.games.value = 10
    page.start()  # no event loop here: at once
    assert page.bar.value == page.bar.max == 10 and page.bar.bar_style == "success"
    assert _text(page.progress_line.value).startswith("Fertig: 10 Partien")
    assert page.shown is not None and len(page.shown.lines) == 10
    assert len(page.charts.wins.data[0].x) == 2
    assert page.charts.flows and all(f.data[0].link.value for f in page.charts.flows.values())
    assert page.message.value == "" and not page.download_button.disabled
    sent: list[Any] = []
    monkeypatch.setattr(page.downloader, "send", sent.append)
    page.download_button.click()
    (msg,) = sent
    assert msg["name"].startswith(f"{game}-lab-") and msg["name"].endswith(".csv")
    assert msg["type"] == "text/csv" and msg["text"] == page.shown.to_csv()
    assert "10 Partien" in _text(page.message.value)


@pytest.mark.parametrize("games", [5, 0, -3, 10_001])
def test_a_number_of_games_out_of_range_is_said_and_nothing_is_lost(games: int) -> None:
    page = _page("schutz", "de")
    page.seat_menus[0].value, page.seat_menus[1].value = "random", "random"
    page.seat_menus[2].value = page.seat_menus[3].value = ""
    page.games.value = 10
    page.start()
    shown = page.shown
    page.games.value = games
    page.start()
    text = _text(page.message.value)
    assert "10 bis 10.000" in text and "Partien" in text
    assert page.shown is shown and page.charts.wins.data[0].y  # the last results stay
    assert not page.run_button.disabled and page.cancel_button.disabled
    page.set_lang("en")
    page.start()
    assert "from 10 to 10,000" in _text(page.message.value)


def test_a_prepared_experiment_sets_the_controls() -> None:
    page = _page("schutz", "en")
    winter = page.prepared[2]
    page.choose(winter)
    assert page.players == winter.players and page.games.value == winter.games
    assert [box.value for _v, box in page.variants] == [True]
    page.choose(page.prepared[0])
    assert page.players == ("greedy",) * 4 and [box.value for _v, box in page.variants] == [False]


def test_cancel_keeps_the_games_played_and_says_so() -> None:
    page = _page("wettkampf", "de")
    page.seat_menus[0].value, page.seat_menus[1].value = "random", "random"
    page.games.value = 200
    steps = 0
    original = Runner._step

    def step(runner: Runner) -> None:
        nonlocal steps
        steps += 1
        original(runner)
        if steps == 2:
            page.cancel()  # the Cancel button, while the run goes on

    made = Runner.__post_init__

    def one_chunk_a_step(runner: Runner) -> None:
        runner.target, runner.jobs = 0.0, 1
        made(runner)

    # one chunk a step, in this process (worker processes run ahead of the steps; a dataclass
    # takes its defaults when made, so the runner itself is set): the Cancel after the second
    # step stops the run at 2 × 10 games, whatever the machine's speed
    Runner._step, Runner.__post_init__ = step, one_chunk_a_step  # type: ignore[method-assign]
    try:
        page.start()
    finally:
        Runner._step, Runner.__post_init__ = original, made  # type: ignore[method-assign]
    done = len(page.shown.lines) if page.shown else 0
    assert 0 < done < 200 and page.bar.bar_style == "warning"
    text = _text(page.message.value)
    assert text.startswith(f"Abgebrochen nach {done} von 200 Partien")
    assert not page.run_button.disabled and page.cancel_button.disabled


class _Slow:
    """A bot that thinks too long for its first move."""

    name = "sleepy"

    def __init__(self, seed: int | None = None) -> None:
        pass

    def choose(self, game: Any, player: int) -> Any:
        import time

        time.sleep(0.05)
        return game.legal_actions(player)[0]


def test_a_bot_over_the_move_limit_forfeits_and_the_page_says_so(monkeypatch: Any) -> None:
    from burg.core import lab as core

    exp = Experiment("wettkampf", ("random", "random"), 10, move_limit=0.01)
    line, _game = play_game(exp, 0, [_Slow(), _Slow()])
    assert line.error is not None
    page = _page("wettkampf", "de")

    def slow_run(exp: Experiment, indices: Any) -> Any:
        return [play_game(exp, i, [_Slow(), _Slow()])[0] for i in indices]

    monkeypatch.setattr(core, "play_games", slow_run)
    monkeypatch.setattr(
        page,
        "experiment",
        lambda: Experiment("wettkampf", ("random", "random"), 10, move_limit=0.01),
    )
    page.start()
    text = _text(page.message.value)
    assert "10 Partien endeten vorzeitig" in text and "verliert die Partie" in text
    assert page.bar.bar_style == "success" and not page.run_button.disabled


def test_an_unexpected_error_is_a_plain_message(monkeypatch: Any) -> None:
    from burg.core import lab as core

    page = _page("schutz", "en")
    page.seat_menus[0].value, page.seat_menus[1].value = "random", "random"
    page.seat_menus[2].value = page.seat_menus[3].value = ""
    page.games.value = 10

    def broken(exp: Experiment, indices: Any) -> Any:
        raise KeyError("the_internal_name")

    monkeypatch.setattr(core, "play_games", broken)
    page.start()
    text = _text(page.message.value)
    assert text.startswith("Something went wrong") and "internal" not in text
    assert not page.run_button.disabled and page.bar.bar_style == "danger"


# --- the notebooks -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_lab_notebook_is_one_clean_cell(game: str) -> None:
    nb = json.loads((NOTEBOOKS / game / "lab.ipynb").read_text(encoding="utf-8"))
    assert [c["cell_type"] for c in nb["cells"]] == ["code"]
    assert not nb["cells"][0].get("outputs")
    assert f"widgets.{game}.lab" in "".join(nb["cells"][0]["source"])


def test_play_bots_runs_your_own_bot() -> None:
    lab = ui.play_bots("wettkampf", [_Fast, "random"], 10)
    assert len(lab.lines) == 10 and not lab.errors
    assert ui.player_names([_Fast, "random"]) == ["my random", "random"]
    charts = LabCharts("wettkampf")
    charts.show(lab, ui.player_names([_Fast, "random"]))
    assert charts.wins.data[0].x[0] == "1 · my random"


class _Fast:
    name = "my random"

    def __init__(self, seed: int | None = None) -> None:
        import random

        self.rng = random.Random(seed)

    def choose(self, game: Any, player: int) -> Any:
        return self.rng.choice(game.legal_actions(player))


def test_the_server_runs_no_write_a_bot_ahead_and_the_site_leaves_it_out() -> None:
    from widgets.core.serve import Settings, jupyterlab_only

    sizes = Settings().pool_sizes(NOTEBOOKS)
    assert sizes["write-a-bot.ipynb"] == 0  # pre-heating it would play its games
    assert all(sizes[f"{g}/lab.ipynb"] == 1 for g in GAMES)
    assert jupyterlab_only(NOTEBOOKS / "write-a-bot.ipynb")
    assert not jupyterlab_only(NOTEBOOKS / "schutz" / "lab.ipynb")
    assert "jupyterlab_only" in (ROOT / ".ci" / "build_site.py").read_text()


@pytest.mark.slow  # a fresh kernel, and some games of Carcassonne
def test_the_write_a_bot_notebook_runs_top_to_bottom() -> None:
    """The notebook as a learner runs it, with fewer games against the random bot."""
    import nbformat
    from nbclient import NotebookClient

    path = NOTEBOOKS / "write-a-bot.ipynb"
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")
    for cell in nb.cells:
        cell.source = cell.source.replace("GAMES = 40", "GAMES = 10").replace(
            'OPPONENT = "beginner"', 'OPPONENT = "random"'
        )
    client = NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": path.parent}}
    )
    client.execute()  # raises CellExecutionError on any error
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    text = "".join(o.get("text", "") for o in outputs)
    assert "class Bot(Protocol)" in text and "legal moves" in text
    assert "most points:" in text and "of the games won" in text
    assert (
        sum("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs) >= 2
    )
