"""The play page's widgets, driven through their callbacks without a browser."""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime
from html import escape
from html import escape as html_escape

import pytest

from burg import ChooseCards, Game
from burg.schutz.data import BUILDING_OF, CARTS
from widgets.schutz import board, choices
from widgets.schutz.app import PERSON, PlayApp
from widgets.schutz.charts import flow_data, per_round


@pytest.fixture(scope="module")
def app() -> PlayApp:
    """One app (building the charts is slow); each test starts its own game."""
    return PlayApp(bot_delay=0)


def _visible(widget) -> bool:
    return widget.layout.display != "none"


def _browser(app: PlayApp, event: str, key: str = "") -> None:
    """What the table sends when a button is clicked in the browser."""
    app.on_table_click(app.view, {"event": event, "key": key}, [])


def _click_something(app: PlayApp, rng: random.Random) -> None:
    """What a person might click: confirm or pay when possible, else an enabled option."""
    d = app.decision
    if d.get("curtain"):
        _browser(app, "reveal")
    elif d.get("confirm") and d.get("confirm_enabled"):
        _browser(app, "confirm")
    else:
        enabled = [o["key"] for o in d["options"] if o["enabled"] and not o["selected"]]
        assert enabled, f"nothing to click at {app.game.pending}"
        _browser(app, "option", rng.choice(enabled))


def _play_out(app: PlayApp, seed: int, limit: int = 3000) -> int:
    rng = random.Random(seed)
    clicks = 0
    while not app.game.is_over:
        _click_something(app, rng)
        assert not app.message.value, app.message.value
        clicks += 1
        assert clicks < limit
    return clicks


def test_castle_drawing_shows_every_building_cart_and_the_tower() -> None:
    g = Game(players=3, seed=4, names=["Ann", "Bea", "Carl"])
    svg = board.castle_svg(g, "en", {"turm_1"})
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for b in BUILDING_OF:
        assert f"burg-building-{b}" in svg
    for cart in CARTS:
        assert f"burg-cart-{cart}" in svg
    assert "burg-tower" in svg and svg.count("burg-round-field") == g.state.rounds_total
    assert 'burg-building burg-building-turm_1 burg-affordable"' in svg
    assert "Defence tower" in svg and "Wehrturm" in board.castle_svg(g, "de")


def test_a_new_game_offers_only_legal_cards(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], names=["Ann", "Bea"], seed=3)
    assert app.actor() == 0  # the bot has chosen already
    shown = {o["key"]: o for o in app.decision["options"]}
    baumeister = shown["card-baumeister"]
    assert not baumeister["enabled"] and "Baumeister" in baumeister["reason"]
    assert all(o["enabled"] for k, o in shown.items() if k != "card-baumeister")
    before = len(app.game.history)
    _browser(app, "option", "card-baumeister")  # a disabled option does nothing, even if sent
    assert app.selected == () and len(app.game.history) == before


def test_a_disabled_options_reason_is_in_the_pages_language(app: PlayApp) -> None:
    """The page shows the reason as text (widgets.schutz.table), in both languages, in plain
    words: no label naming a section of our rules reference."""
    app.new_game([PERSON, "greedy"], names=["Ann", "Bea"], seed=3)
    try:
        for lang, word in (("en", "You may not"), ("de", "darfst du")):
            app.set_lang(lang)
            off = [o for o in app.decision["options"] if not o["enabled"]]
            assert off and all(word in o["reason"] for o in off), off
            assert not any("[" in o["reason"] or "§" in o["reason"] for o in off), off
    finally:
        app.set_lang("en")


def test_final_scores_are_one_column_per_player(app: PlayApp) -> None:
    """Narrow enough for a tablet or the side panel: a row per figure, a column per player."""
    app.new_game(["random", "greedy", "greedy", "random"], seed=6)
    final = app.decision["final"]
    assert app.decision["scroll_hint"]  # shown by the page only if the table does not fit
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", final)
    assert all(len(re.findall(r"<t[hd]\b", r)) == 1 + 4 for r in rows)
    sources = [k for k, v in app.game.scores.items() if any(v)]
    assert len(rows) == 1 + 4 + len(sources)  # names; rank, VP, talers, piece value; sources
    ranking = app.game.ranking()
    assert re.findall(r"burg-final-vp-(\d)", final) == [str(s.seat) for s in ranking]


def test_the_sandbox_says_why_a_choice_is_greyed_out() -> None:
    from widgets.schutz.lessons import module
    from widgets.schutz.lessons.framework import Sandbox

    box = Sandbox(module("06_haendler").EXAMPLE.position)
    disabled = [b for b in box.options.children if b.disabled]
    assert disabled
    for b in disabled:  # as text on the page, not only in the tooltip
        assert escape(b.tooltip) in box.reasons.value and escape(b.description) in box.reasons.value


def test_choosing_cards_by_clicking_applies_the_engine_action(app: PlayApp) -> None:
    app.new_game([PERSON, "random"], seed=8)
    _browser(app, "option", "card-bote")
    assert not app.decision["confirm_enabled"]
    _browser(app, "option", "card-maurer")
    assert app.selected == ("bote", "maurer")
    assert app.decision["confirm_enabled"]
    _browser(app, "confirm")
    mine = [a for a in app.game.history if isinstance(a, ChooseCards) and a.player == 0]
    assert mine == [ChooseCards(0, ("bote", "maurer"))]
    assert app.actor() == 0 or app.game.is_over  # the bots moved on their own


@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        ([PERSON, "greedy"], 1),
        ([PERSON, "random", "greedy"], 2),
        ([PERSON, PERSON, "greedy", "random"], 3),
    ],
)
def test_a_whole_game_by_clicks_ends_with_the_engines_scores(
    app: PlayApp, seats: list[str], seed: int
) -> None:
    app.new_game(seats, seed=seed)
    _play_out(app, seed)
    assert app.game.pending.kind is None
    final = app.decision["final"]
    for s in app.game.ranking():
        assert f'burg-final-vp-{s.seat}"><b>{s.vp}</b>' in final
    assert "burg-final-row" in final and not app.decision["options"]


def test_bots_play_a_game_alone(app: PlayApp) -> None:
    app.new_game(["greedy", "greedy"], seed=5)  # the greedy bot must not loop at a payment
    assert app.game.is_over


def test_undo_takes_back_the_persons_move_and_redo_plays_it_again(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], seed=9)
    start = len(app.game.history)
    app.click("card-bote")
    app.click("card-haendler")
    app.confirm()
    after = app.game.to_json()
    assert len(app.game.history) > start
    assert not app.undo_button.disabled
    app.undo_button.click()
    assert len(app.game.history) == start
    assert app.game.pending.kind == "choose_cards" and app.actor() == 0
    assert not app.redo_button.disabled
    app.redo_button.click()
    assert app.game.to_json() == after


def test_payments_step_through_the_distinct_exact_payments(app: PlayApp) -> None:
    rng = random.Random(0)
    for seed in range(40):
        app.new_game([PERSON, "random"], seed=seed)
        while not app.game.is_over:
            if app.game.pending.kind == "payment" and len(choices.payments(app.game, 0)) > 1:
                pays = choices.payments(app.game, 0)
                assert app.decision["stepper"] and "1 of" in app.decision["payment"]
                _browser(app, "next")
                assert f"2 of {len(pays)}" in app.decision["payment"]
                _browser(app, "confirm")
                assert pays[1] in app.game.history
                return
            if app.game.pending.kind == "payment":
                _browser(app, "confirm")
            else:
                _click_something(app, rng)
    pytest.fail("no payment with a choice came up")


def test_people_at_one_screen_pass_it_before_a_secret_choice(app: PlayApp) -> None:
    app.new_game([PERSON, PERSON], names=["Ann", "Bea"], seed=2)
    first = app.actor()
    assert app.needs_curtain() and app.decision["curtain"]
    assert app.decision["options"] == []
    assert "Hand:</i> 8 cards" in app.view.players  # nobody's hand is shown
    _browser(app, "reveal")
    assert not app.needs_curtain() and app.decision["options"]
    cards = [o["key"] for o in app.decision["options"] if o["enabled"]][:2]
    for key in cards:
        _browser(app, "option", key)
    _browser(app, "confirm")
    second = app.actor()
    assert second != first and app.needs_curtain()
    assert app.game.state.players[second].name in app.decision["title"]
    assert "2 face down" in app.view.players  # the first person's choice stays secret


def test_save_and_load_round_trip(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], seed=6)
    rng = random.Random(6)
    for _ in range(20):
        _click_something(app, rng)
    text = app.save_text()
    app.save_button.click()
    assert "burg-download-game" in app.download.value
    assert "data:application/json;base64," in app.download.value
    other = PlayApp(bot_delay=0, charts=False)
    assert other.load_text(text, "game.json")
    assert other.game.to_json() == app.game.to_json()
    assert "burg-info" in other.message.value
    app.save_position_button.click()
    assert "burg-download-position" in app.download.value


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        json.dumps({"format": "burg-game", "version": 1, "seed": 1, "players": 9}),
        json.dumps(
            {
                "format": "burg-game",
                "version": 1,
                "seed": 1,
                "players": 2,
                "actions": [{"type": "pay", "player": 0}],
            }
        ),
        b"\xff\xfe",
    ],
)
def test_a_damaged_file_shows_a_message_and_keeps_the_game(app: PlayApp, text: str) -> None:
    app.new_game([PERSON, "greedy"], seed=7)
    before = app.game.to_json()
    assert not app.load_text(text, "broken.json")
    assert "burg-error" in app.message.value and "goes on unchanged" in app.message.value
    assert app.game.to_json() == before


def test_an_upload_loads_through_the_file_widget(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], seed=12)
    saved = app.save_text().encode()
    app.new_game([PERSON, "greedy"], seed=13)
    upload = {"name": "s.json", "type": "", "size": len(saved), "content": saved}
    app.upload.value = ({**upload, "last_modified": datetime.now(UTC)},)
    assert app.game.seed == 12
    assert app.upload.value == ()


def test_language_switch_to_german(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], seed=4)
    app.lang_toggle.value = "de"
    try:
        assert "Runde" in app.view.status
        assert app.undo_button.description.endswith("Zurück")
        assert "Wehrturm" in app.view.castle and app.view.log_title == "Was geschah"
        assert any("Händler" in o["label"] for o in app.decision["options"])
    finally:
        app.lang_toggle.value = "en"
    assert "Round" in app.view.status


def test_the_dialog_starts_a_winter_game(app: PlayApp) -> None:
    app.open_dialog()
    app.n_players.value = 2
    app.seat_kinds[1].value = "greedy"
    app.winter_button.click()
    assert app.winter and app.winter_button.description.startswith("✔")
    assert not app.summer_button.description.startswith("✔")
    app.seed_text.value = "4"
    app.start_button.click()
    assert app.game.state.winter and app.game.seed == 4
    assert "Winter" in app.view.status
    svg = app.view.castle
    for card in ("dorfschaenke", "kornspeicher", "pest", "mauerbruch", "burgfraeulein"):
        assert f"burg-winter-{card}" in svg
    app.summer_button.click()
    assert not app.winter
    app.seed_text.value = ""


@pytest.mark.parametrize(
    ("seats", "seed"),
    [([PERSON, "greedy"], 1), ([PERSON, "random", "greedy"], 2), ([PERSON, PERSON, "random"], 7)],
)
def test_a_whole_winter_game_by_clicks(app: PlayApp, seats: list[str], seed: int) -> None:
    """Every winter decision has a control; clicking only enabled options ends the game."""
    app.new_game(seats, seed=seed, winter=True)
    rng = random.Random(seed)
    kinds = set()
    clicks = 0
    while not app.game.is_over:
        if app.actor() is not None and not app.is_bot(app.actor()):
            kinds.add(app.game.pending.kind)
            for o in app.decision["options"]:
                assert o["enabled"] or o["reason"], o  # a disabled option says why
        _click_something(app, rng)
        assert not app.message.value, app.message.value
        clicks += 1
        assert clicks < 3000
    assert app.game.state.winter.out or app.game.state.winter.in_play
    assert "winter" in kinds or "woo" in kinds


def test_winter_decisions_offer_legal_options_only() -> None:
    """Pest: the discard row's cards and paying; the face-down card is shown, disabled, with
    the engine's reason."""
    from burg.schutz.positions import dump_position, load_position

    d = dump_position(Game(2, seed=0, winter=True, record_events=False))
    d.update(round=2, round_fields=10, start_player=0)
    del d["bank"]
    d["winter"]["deck"] = ["pest", *[c for c in d["winter"]["deck"] if c != "pest"]]
    anna = d["players"][0]
    anna.update(discard=["bote", "maurer"], chosen=["haendler", "steinmetz"], talers=5)
    anna["hand"] = ["arbeiter_a", "arbeiter_b", "arbeiter_c", "baumeister"]
    d["players"][1].update(chosen=["bote", "maurer"])
    d["players"][1]["hand"] = [c for c in d["players"][1]["hand"] if c not in ("bote", "maurer")]
    app = PlayApp(bot_delay=0, charts=False)
    app._install(load_position(d), [PERSON, PERSON])
    if app.decision.get("curtain"):
        _browser(app, "reveal")
    assert app.game.pending.kind == "winter" and app.actor() == 0
    shown = {o["key"]: o for o in app.decision["options"]}
    assert shown["lose-bote"]["enabled"] and shown["pay-talers"]["enabled"]
    assert not shown["lose-haendler"]["enabled"] and "Pest" in shown["lose-haendler"]["reason"]
    _browser(app, "option", "lose-haendler")  # refused: nothing changes
    assert app.game.pending.kind == "winter"
    _browser(app, "option", "lose-bote")
    assert app.game.state.players[0].lost == ["bote"]
    players = board.players_html(app.game, 0, [None, None])
    assert "burg-lost" in players


def test_new_game_dialog_starts_the_game_as_set(app: PlayApp) -> None:
    app.open_dialog()
    assert _visible(app.dialog)
    app.n_players.value = 3
    assert _visible(app.seat_rows[2]) and not _visible(app.seat_rows[3])
    app.seat_kinds[1].value = "random"
    app.seat_kinds[2].value = PERSON
    app.seed_text.value = "21"
    app.pause_slider.value = 0
    app.start_button.click()
    assert not _visible(app.dialog)
    assert app.game.n_players == 3 and app.game.seed == 21
    assert app.seats == [PERSON, "random", PERSON]
    app.seed_text.value = "x"
    app.start_button.click()
    assert "burg-error" in app.message.value
    app.seed_text.value = ""
    app.n_players.value = 2


def test_chart_data_follows_the_events() -> None:
    from burg.schutz.bots import make_bot

    g = Game(players=2, seed=3)
    bot = make_bot("random", 1)
    while not g.is_over:
        p = g.pending.players[0]
        g.apply(bot.choose(g, p))
    vp = per_round(g.events, 2, "vp")
    assert [row[-1] for row in vp] == [pl.vp for pl in g.state.players]
    talers = per_round(g.events, 2, "taler")
    assert [row[-1] for row in talers] == [pl.talers for pl in g.state.players]
    flows = flow_data(g.events, 2)
    assert len(flows["source"]) == len(flows["value"]) and all(v > 0 for v in flows["value"])
    assert sum(flow_data(g.events, 2, 1)["value"]) <= sum(flows["value"])


def test_charts_update_once_a_round(app: PlayApp) -> None:
    app.new_game([PERSON, "greedy"], seed=14)
    _play_out(app, 14)
    vp = app.charts.vp
    assert list(vp.data[0].y)[-1] == app.game.state.players[0].vp
    assert vp.data[2].visible is False
    assert sum(app.charts.flows_game.data[0].link.value) > 1


def test_chart_figures_send_their_whole_state_and_load_plotly_once_per_page() -> None:
    """A browser connecting later (Voilà's page, after the notebook ran) is sent each figure's
    state: every change is in it. The figures' browser code is a small loader that evaluates
    Plotly's bundle once per page (anywidget drops messages to a model slow to initialise)."""
    from burg.schutz.bots import make_bot
    from widgets.schutz.charts import Charts, sankey_data
    from widgets.schutz.lessons.framework import FlowChart
    from widgets.schutz.text import t

    g = Game(players=2, seed=3, names=["Anna", "Bea"])
    bot = make_bot("random", 1)
    while g.state.round < 4:
        g.apply(bot.choose(g, g.pending.players[0]))
    names = ["Anna", "Bea"]
    charts = Charts()
    charts.update(g.events, names, "de", upto=3)

    def state(fig: object, key: str) -> object:
        return fig.get_state(key)[key]  # type: ignore[attr-defined]

    events = [e for e in g.events if e.round <= 3]
    sankey = state(charts.flows_game, "_widget_data")[0]
    expected = sankey_data(events, names, "de")
    assert sankey["node"]["label"] == expected["node"]["label"]
    assert {"Anna", "Bea", t("node_carts", "de")} <= set(sankey["node"]["label"])
    assert sankey["link"]["value"] == expected["link"]["value"] and expected["link"]["value"]
    vp = state(charts.vp, "_widget_data")
    assert [tr["x"] for tr in vp[:2]] == [[1, 2, 3]] * 2 and vp[2]["visible"] is False
    assert state(charts.vp, "_widget_layout")["title"]["text"] == t("vp_chart", "de")
    for fig in charts.figures():
        esm = state(fig, "_esm")
        assert len(esm) < 5000 and "import(" in esm  # the loader, not the 5 MB bundle
        assert len(state(fig, "_plotly_bundle")) > 1_000_000

    chart = FlowChart("de")
    chart.update(events, names, "x")
    assert state(chart.figure, "_widget_data")[0]["node"]["label"] == expected["node"]["label"]
    chart.update([], names, "x")  # nothing moves: an empty chart that says so
    assert state(chart.figure, "_widget_layout")["title"]["text"] == t("flows_none", "de")
    assert state(chart.figure, "_widget_data")[0]["node"]["label"] == ["", ""]


def test_under_our_server_figures_send_the_bundles_address_not_the_bundle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """widgets.core.serve serves Plotly's bundle and names it in BURG_PLOTLY_ESM: a figure then
    carries its address (below Voilà's base URL), not 5 MB."""
    from widgets.core import charts, plotly_go

    monkeypatch.setenv(plotly_go.ESM_ENV, "burg/static/widgetbundle.js?v=1")
    monkeypatch.setenv("VOILA_BASE_URL", "/class/")
    charts._figure_class.cache_clear()
    try:
        fig = charts.sankey_figure(300, {"size": 12})
        state = fig.get_state()
        assert state["_plotly_url"] == "/class/burg/static/widgetbundle.js?v=1"
        assert state["_plotly_bundle"] == ""
        assert len(json.dumps(state)) < 50_000
    finally:
        charts._figure_class.cache_clear()


def test_the_flow_chart_shows_the_burgfraeulein_stakes_in_a_winter_game() -> None:
    from burg.schutz.bots import RandomBot, play_game
    from widgets.schutz.charts import has_stakes, node_keys

    for seed in range(40):
        g = play_game(
            [RandomBot(seed), RandomBot(seed + 1)], seed=seed, record_events=True, winter=True
        )
        if any(e.reason == "woo" and e.item != "taler" for e in g.events):
            break
    else:  # pragma: no cover
        raise AssertionError("no winter game with wooing")
    assert has_stakes(g.events)
    keys = node_keys(2, winter=True)
    data = flow_data(g.events, 2)
    lady = keys.index("winter")
    into = sum(v for t, v in zip(data["target"], data["value"], strict=True) if t == lady)
    wooed = sum(e.count for e in g.events if e.reason == "woo" and e.item != "taler")
    assert into == wooed > 0
    assert "winter" not in node_keys(2) and not has_stakes(Game(2, seed=1).events)


def test_the_seller_of_a_last_piece_is_offered_sell_and_keep() -> None:
    """Der Steinmetz (rules/schutz.md §T2): the panel of the seat asked for its last piece offers
    both answers, in the page's language, naming the piece and the buyer."""
    from burg import BuyPiece, KeepLastPiece, SellLastPiece
    from burg.schutz.messages import name
    from widgets.schutz import choices

    for seed in range(2000):
        g = Game(4, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and g.pending.kind != "sell":
            legal = g.legal_actions()
            last = [
                a
                for a in legal
                if isinstance(a, BuyPiece)
                and sum(g.view()["workers"][f"{a.seller}:{a.card}"].values()) == 1
            ]
            g.apply(last[0] if last else rng.choice(legal))
        if g.pending.kind == "sell":
            break
    seller = g.pending.players[0]
    kind = g.view()["flow"]["offer"]["kind"]
    for lang, word in (("en", "Sell"), ("de", "verkaufen")):
        opts = choices.options(g, seller, lang)
        assert [o.action for o in opts] == [SellLastPiece(seller), KeepLastPiece(seller)]
        assert all(o.enabled for o in opts)
        assert word in opts[0].label
        piece = name(kind, lang)
        assert piece in opts[0].label and piece in opts[1].label


def test_text_on_coloured_chips_and_marks_is_readable() -> None:
    """Every colour the board puts text on (pieces, talers, players) has a text colour with a
    contrast of at least 4.5 (WCAG AA), and a player's mark is told by letters, not colour."""
    from widgets.core.colours import contrast
    from widgets.schutz.board import (
        KIND_COLOURS,
        PLAYER_COLOURS,
        TALER_COLOUR,
        _dark_text,
        initials,
    )

    for colour in [*KIND_COLOURS.values(), *PLAYER_COLOURS, TALER_COLOUR]:
        text = "#222222" if _dark_text(colour) == "#222" else "#ffffff"
        assert contrast(colour, text) >= 4.5, colour
    assert initials(["Anna", "Ben", "Carl", "Dora"]) == ["A", "B", "C", "D"]
    assert initials(["Anna", "Alex", "Ben"]) == ["An", "Al", "B"]


def test_log_shows_the_latest_round_first_and_each_round_in_order() -> None:
    """The play log: the newest round on top, but within a round the events as they happened
    (a player pays, then builds, then scores), not backwards."""
    from burg.schutz.game import Game
    from burg.schutz.messages import render_event
    from widgets.schutz.board import log_html

    g = Game(players=2, seed=5, names=["Anna", "Ben"])
    rng = random.Random(5)
    while g.view()["round"] < 3:
        g.apply(rng.choice(g.legal_actions()))
    html = log_html(g.events, ["Anna", "Ben"])
    rounds = [int(x) for x in re.findall(r'burg-log-round">\D*(\d+)', html)]
    assert rounds == sorted(rounds, reverse=True) and len(rounds) >= 2, rounds
    first_round = [e for e in g.events if e.round == rounds[-1] and e.reason != "setup"]
    texts = [html_escape(render_event(e, ["Anna", "Ben"])) for e in first_round]
    section = html[html.rfind("burg-log-round") :]  # the oldest round: the last on the page
    positions = []
    at = 0
    for x in texts:  # each found after the one before it: the events in their order
        at = section.find(x, at)
        positions.append(at)
    assert len(texts) >= 3 and all(p >= 0 for p in positions)
