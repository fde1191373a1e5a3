"""The play page of Carcassonne – Die Burg without a browser: a whole game against the greedy
bot by the page's own callbacks (turn the tile, click a space, choose a follower by its button or
its spot on the castle …), refused clicks, the features scored or to be scored outlined, the
undo policy (never back across a draw), files, both languages, the charts."""

from __future__ import annotations

import html
import itertools
import json
import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

from burg.carcassonne.actions import Follower, NoFollower, Place
from burg.carcassonne.bots import make_bot
from burg.core.events import Event
from widgets.carcassonne.app import PERSON, PlayApp, reveals, undo_floor
from widgets.carcassonne.charts import SOURCES, points_by_source, score_per_turn
from widgets.carcassonne.table import tile_svg


def _app(lang: str = "en", charts: bool = False) -> PlayApp:
    return PlayApp(bot_delay=0, lang=lang, charts=charts)


def _click(app: PlayApp, event: str, key: str) -> None:
    app.on_table_click(None, {"event": event, "key": key}, [])


def _highlighted(app: PlayApp) -> list[tuple[int, int]]:
    cells = re.findall(r'class="cc-legal" data-cell="(\d+),(\d+)"', app.view.castle)
    return sorted((int(r), int(c)) for r, c in cells)


def _step(app: PlayApp, rng: random.Random) -> None:
    """One person's decision by the page's callbacks: turn the tile now and then, click a
    highlighted space; else a random enabled option."""
    assert app.game is not None
    if app.game.pending.kind == "place":
        if rng.random() < 0.4:
            _click(app, "option", rng.choice(["rotate-left", "rotate-right"]))
        for _ in range(4):
            if app.legal_cells:
                break
            _click(app, "option", "rotate-right")
        assert _highlighted(app) == app.legal_cells
        assert app.decision["cells"] == [
            {"key": f"{r},{c}", "label": f"{'ABCDEFGHI'[c]}{r + 1}"} for r, c in app.legal_cells
        ]
        r, c = rng.choice(app.legal_cells)
        _click(app, "place", f"{r},{c}")
    else:
        enabled = [o for o in app.decision["options"] if o["enabled"]]
        assert enabled, app.decision
        _click(app, "option", rng.choice(enabled)["key"])


def _play(app: PlayApp, rng: random.Random, limit: int = 600) -> int:
    steps = 0
    while app.game is not None and app.game.pending.kind is not None:
        assert steps < limit, "the game did not end"
        assert not app.message.value, app.message.value
        _step(app, rng)
        steps += 1
    return steps


def test_a_person_plays_a_whole_game_against_the_greedy_bot() -> None:
    app = _app(charts=True)
    assert app.game is None and app.dialog.layout.display is None  # the dialog first
    assert list(app.n_players.options) == [2]  # a game for two: no choice of players
    assert app.dialog.children[0].layout.display == "none"
    assert app.seat_kinds[1].value == "greedy"
    app.new_game([PERSON, "greedy"], seed=7)
    assert app.game is not None and app.game.pending.kind == "place"
    assert "place the drawn tile" in app.decision["title"] and "(black)" in app.decision["title"]
    assert "<svg" in app.decision["tile"] and app.legal_cells
    assert "tiles left in the stack" in app.view.status
    assert "Anna (black)" in app.view.players and "(white)" in app.view.players
    assert _play(app, random.Random(2)) > 10
    view = app.game.view()
    assert view["phase"] == "over"
    assert app.decision["title"] == "The game is over."
    assert "Winner" in app.decision["final"]
    assert app.legal_cells == [] and "cc-legal" not in app.view.castle
    # the charts: a line per player ending at the exact totals, bars summing to them
    scores = app.game.scores()
    lines = score_per_turn(app.game.events, 2)
    assert [ln[-1] for ln in lines] == scores
    assert [list(tr.y)[-1] for tr in app.charts.scores.data[:2]] == scores
    bars = [sum(tr.y[p] for tr in app.charts.sources.data) for p in range(2)]
    assert bars == scores


def test_two_people_at_one_screen_and_a_follower_refused_with_its_reason() -> None:
    app = _app()
    app.new_game([PERSON, PERSON], names=["Ida", "Jan"], seed=3)
    assert "Pass the screen to Ida" in app.decision["hint"]
    rng = random.Random(5)
    refused = []
    while app.game is not None and app.game.pending.kind is not None:
        if app.game.pending.kind == "follower":
            assert app.options[-1].key == "no_follower"
            for o in app.options[:-1]:  # each feature's id is written on the tile shown
                assert f">{o.key.removeprefix('follower-')}</text>" in app.decision["tile"]
            refused += [o for o in app.options if not o.enabled]
        _step(app, rng)
    assert refused and all(o.reason and "[" not in o.reason for o in refused)  # plain words
    assert app.game is not None and app.game.pending.kind is None


def test_illegal_and_stale_clicks_change_nothing() -> None:
    app = _app()
    app.new_game([PERSON, "greedy"], seed=11)
    game = app.game
    assert game is not None
    n = len(game.history)
    legal = set(app.legal_cells)
    free = [
        (r, c)
        for r in range(12)
        for c in range(12)
        if (r, c) not in legal and f'data-cell="{r},{c}"' in app.view.castle
    ]
    assert free
    for key in [f"{free[0][0]},{free[0][1]}", "x", "", "99,99", "1,2,3"]:
        _click(app, "place", key)
    _click(app, "option", "no_follower")  # a stale option: no follower decision now
    _click(app, "nonsense", "1")
    app.on_table_click(None, "not a dict", [])  # type: ignore[arg-type]
    assert len(game.history) == n and game.pending.kind == "place"
    assert not app.message.value
    # the rotation changes only the page, and another rotation may fit other spaces
    before = app.rotation
    app.rotate(1)
    assert app.rotation == (before + 1) % 4 and len(game.history) == n
    while not app.legal_cells:
        app.rotate(1)
    r, c = app.legal_cells[0]
    _click(app, "place", f"{r},{c}")
    assert len(game.history) == n + 1
    # now a follower decision (or the next turn): rotating and placing do nothing
    if game.pending.kind == "follower":
        rot = app.rotation
        _click(app, "option", "rotate-right")
        _click(app, "place", f"{r},{c}")
        assert app.rotation == rot and len(game.history) == n + 1
        disabled = [o for o in app.options if not o.enabled]
        for o in disabled:
            app.click(o.key)
        assert len(game.history) == n + 1


def test_undo_takes_back_the_turn_but_never_a_draw() -> None:
    app = _app()
    app.new_game([PERSON, "greedy"], seed=4)
    game = app.game
    assert game is not None
    assert not app.session.can_undo  # the first tile is drawn: nothing of ours to take back
    rng = random.Random(1)
    checked = 0
    for _ in range(40):
        if game.pending.kind is None:
            break
        if game.pending.kind != "place" or app.is_bot(game.pending.players[0]):
            _step(app, rng)
            continue
        tile = game.pending.tile
        # a new tile was drawn for us: nothing before it can be taken back
        assert undo_floor(game, app.seats) == len(game.history)
        assert not app.session.can_undo
        assert app.undo_button.disabled
        while not app.legal_cells:
            app.rotate(1)
        r, c = app.legal_cells[0]
        _click(app, "place", f"{r},{c}")
        if game.pending.kind == "follower":
            # placing drew nothing: it may be taken back, and the same tile comes again
            assert app.session.can_undo and not app.undo_button.disabled
            app.undo()
            assert game.pending.kind == "place" and game.pending.tile == tile
            app.redo()
            assert game.pending.kind == "follower"
            app.act(NoFollower(game.pending.players[0]))
            checked += 1
            if game.pending.kind == "place":  # the turn ended: a tile was drawn, it stays
                assert not app.session.can_undo
    assert checked >= 3


def test_reveals_draws_and_wall_tiles_turned_up() -> None:
    draw = Event("transfer", 3, "draw", player=0, card="A1", item="tile", count=1)
    wall = Event("transfer", 3, "wall_tile", 0, "4", "wall_tile", 1, "tower", "p0.wall_tiles")
    used = Event("transfer", 3, "double", 0, "2", "wall_tile", 1, "p0.wall_tiles", "used")
    follower = Event("transfer", 3, "follower", 0, None, "follower", 1, "p0", "board")
    assert reveals([follower, draw]) and reveals([wall])
    assert not reveals([used, follower]) and not reveals([])


def test_save_and_load_give_the_same_position() -> None:
    app = _app()
    app.new_game([PERSON, "greedy"], seed=9)
    rng = random.Random(3)
    for _ in range(12):
        _step(app, rng)
    assert app.game is not None
    app.save_game()
    assert re.search(r'download="carcassonne-\d{4}-\d\d-\d\d-\d{4}\.json"', app.download.value)
    text = app.save_text()
    assert json.loads(text)["seats"] == [PERSON, "greedy"]
    other = _app()
    assert other.load_text(text, "mine.json")
    assert other.game is not None
    assert other.game.view(None) == app.game.view(None)
    assert other.seats == [PERSON, "greedy"]
    assert other.decision == app.decision and other.view.castle == app.view.castle
    assert "is loaded" in other.message.value
    # a damaged file: a clear message, nothing changed
    assert not other.load_text("{ not json", "bad.json")
    assert "burg-error" in other.message.value
    assert other.game.view(None) == app.game.view(None)


def test_the_page_switches_language() -> None:
    app = _app()
    app.new_game([PERSON, "greedy"], seed=2)
    assert "place the drawn tile" in app.decision["title"]
    app.set_lang("de")
    assert "Lege die gezogene Burgkarte" in app.decision["title"]
    assert "(schwarz)" in app.decision["title"] and "Stapel" in app.view.status
    assert "Gefolgsleute im Vorrat" in app.view.players
    assert app.decision["rotate"][0]["label"] == "◀ Nach links drehen"
    assert app.view.log_title == "Was geschah"
    assert app.new_button.description == "Neues Spiel"
    while app.game is not None and app.game.pending.kind == "place":
        while not app.legal_cells:
            app.rotate(1)
        r, c = app.legal_cells[0]
        app.place(f"{r},{c}")
    if app.game is not None and app.game.pending.kind == "follower":
        assert app.options[-1].label == "Kein Gefolgsmann"
    app.set_lang("en")
    assert app.new_button.description == "New game"


def test_charts_are_sums_of_the_events() -> None:
    app = _app(charts=True)
    app.new_game(["greedy", "random"], seed=21)
    game = app.game
    assert game is not None and game.pending.kind is None  # bots alone play it out
    events = game.events
    gained = [0, 0]
    for e in events:
        if e.kind == "transfer" and e.item == "points" and e.dst in ("p0", "p1"):
            gained[int(e.dst[1])] += e.count
    assert gained == game.scores()
    lines = score_per_turn(events, 2)
    assert [ln[-1] for ln in lines] == gained
    assert all(a <= b for ln in lines for a, b in itertools.pairwise(ln))
    assert len(lines[0]) == max(e.round for e in events) + 1
    by = points_by_source(events, 2)
    assert [sum(p.values()) for p in by] == gained
    assert set(by[0]) == set(SOURCES)
    # the figures show exactly these numbers, named in the page's language
    for i, tr in enumerate(app.charts.sources.data):
        assert list(tr.y) == [by[0][SOURCES[i]], by[1][SOURCES[i]]]
    assert [tr.name for tr in app.charts.sources.data][:2] == ["paths", "towers"]
    app.set_lang("de")
    assert [tr.name for tr in app.charts.sources.data][:2] == ["Wege", "Türme"]


def test_tile_svg_names_its_features() -> None:
    app = _app()
    app.new_game([PERSON, PERSON], seed=1)
    assert app.game is not None
    tile = next(x for x in app.game.castle.tiles if x.id == app.game.pending.tile)
    svg = tile_svg(tile, 1, "en")
    assert svg.startswith("<svg") and "The drawn tile" in svg and "cc-wedge" in svg


def test_the_dialog_starts_a_game_for_two() -> None:
    app = _app()
    kinds = [value for _label, value in app.seat_kinds[1].options]
    assert {"random", "greedy", "search"} <= set(kinds)
    assert app.seat_rows[2].layout.display == "none"  # no third seat
    app.seed_text.value = "12"
    app.seat_kinds[1].value = "random"
    app.set_choice(True)  # the start player drawn by lot
    assert app.drawn_start
    app._start_from_dialog()
    assert app.game is not None and app.seats == [PERSON, "random"]
    assert app.game.seed == 12 and app.dialog.layout.display == "none"
    assert app.game.pending.kind == "place" and not app.is_bot(app.game.pending.players[0])


def test_every_greedy_choice_is_a_click_on_the_page() -> None:
    """Two people at one screen playing as the greedy bot would, by the page's controls only:
    every placement is reachable by turning the tile and clicking a space, every other choice
    (follower, scoring order, wall tile 3, wall tile 1) is a button of the decision."""
    app = _app()
    app.new_game([PERSON, PERSON], seed=3)
    game = app.game
    assert game is not None
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    seen: Counter[str] = Counter()
    while game.pending.kind is not None:
        kind = game.pending.kind
        seen[kind] += 1
        p = game.pending.players[0]
        action = bots[p].choose(game, p)
        n = len(game.history)
        if isinstance(action, Place):
            for _ in range(4):  # turn the tile until that space takes it in that shape
                if app._cells.get(action.cell) == action:
                    break
                _click(app, "option", "rotate-right")
            assert action.cell in app.legal_cells
            _click(app, "place", f"{action.cell[0]},{action.cell[1]}")
            assert game.history[-1] == action
        else:
            keys = [o.key for o in app.options if o.action == action and o.enabled]
            assert keys, (action, app.options)
            _click(app, "option", keys[0])
            assert game.history[-1] == action
        assert len(game.history) == n + 1
    assert seen["score"] and seen["extra"], seen
    assert "Winner" in app.decision["final"]


def test_the_page_says_the_castle_and_tiles_are_ours() -> None:
    """Reference §7: the castle and tiles are a reconstruction, said on the page in both
    languages."""
    from widgets.carcassonne.app import PlayApp

    app = PlayApp(bot_delay=0, lang="en")
    app.new_game(["person", "greedy"])
    assert "reconstructed" in app.view.players and "not public" in app.view.players
    app.set_lang("de")
    assert "nachgebaut" in app.view.players


def test_the_end_shows_the_final_scoring_broken_down() -> None:
    """§5: the final scoring step by step per player; the rows add up to each total."""
    from widgets.carcassonne.app import FINAL_STEPS, PlayApp, final_breakdown

    app = PlayApp(bot_delay=0, lang="en")
    app.new_game(["greedy", "greedy"], seed=3)
    game = app.game
    assert game is not None and game.pending.kind is None  # the bots played to the end
    seen = game.view(None)
    names = [pl["name"] for pl in seen["players"]]
    html = final_breakdown(seen, names, "en")
    assert "largest Palas" in html and "courts" in html and "total" in html
    final = {step: [0, 0] for step in FINAL_STEPS}
    for step, player, points in seen["final"]:
        final[step][player] += points
    for q, pl in enumerate(seen["players"]):
        assert f"<td>{pl['score']}</td>" in html
        assert sum(final[s][q] for s in FINAL_STEPS) <= pl["score"]
    assert "cc-final-table" in app.view.decision["final"]
    assert "Schlusswertung" in final_breakdown(seen, names, "de")


def test_a_saved_position_opens_to_the_same_table() -> None:
    """Save position (docs/carcassonne-positions.md): a teacher's file opens to the same castle
    and plays on."""
    from widgets.carcassonne.app import PlayApp

    app = PlayApp(bot_delay=0, lang="en")
    app.new_game(["person", "greedy"], seed=5)
    game = app.game
    assert game is not None
    app.act(game.legal_actions(game.pending.players[0])[0])
    app.save_position()
    assert "burg-download-position" in app.download.value
    text = app.session.position_text()
    other = PlayApp(bot_delay=0, lang="en")
    assert other.load_text(text, "position.json")
    assert other.game is not None and other.game.view(None) == app.game.view(None)
    p = other.game.pending.players[0]
    other.act(other.game.legal_actions(p)[0])  # plays on


SVG = "{http://www.w3.org/2000/svg}"


def _spots(app: PlayApp) -> dict[str, tuple[str, str, str]]:
    """The follower spots on the castle: feature -> (allowed or refused, cell, title)."""
    found = re.findall(
        r'<g class="cc-spot cc-spot-(\w+)" data-cell="([\d,]+)" data-feature="(\w+)"[^>]*>'
        r"<title>([^<]*)</title>",
        app.view.castle,
    )
    return {fid: (state, cell, html.unescape(words)) for state, cell, fid, words in found}


def _to_follower(app: PlayApp, rng: random.Random) -> None:
    assert app.game is not None
    while app.game.pending.kind not in ("follower", None):
        _step(app, rng)


def test_a_follower_placed_by_clicking_its_spot_on_the_castle() -> None:
    """The features of the tile just placed are spots on the castle: the allowed ones apply
    the same follower as their buttons; refused ones (with the engine's reason) and stale
    spots change nothing."""
    app = _app()
    app.new_game([PERSON, PERSON], seed=3)
    game = app.game
    assert game is not None
    rng = random.Random(5)
    placed = refused = 0
    while game.pending.kind is not None and (placed < 3 or not refused):
        _to_follower(app, rng)
        if game.pending.kind is None:
            break
        p = game.pending.players[0]
        last = game.view(None)["last"]
        spots = _spots(app)
        options = {o.key.removeprefix("follower-"): o for o in app.options[:-1]}
        assert set(spots) == set(options)
        for fid, (state, cell, words) in spots.items():
            assert cell == f"{last[0]},{last[1]}"
            assert (state == "allowed") == options[fid].enabled
            if state == "refused":
                assert options[fid].reason in words and "[rule:" not in words
        n = len(game.history)
        for fid, (state, cell, _words) in spots.items():
            if state == "refused":  # refused: nothing happens
                _click(app, "spot", f"{cell}:{fid}")
                refused += 1
        _click(app, "spot", f"{last[0] + 1},{last[1]}:{next(iter(spots))}")  # another tile
        _click(app, "spot", f"{last[0]},{last[1]}")  # no feature
        _click(app, "spot", f"{last[0]},{last[1]}:X9")  # no such feature
        assert len(game.history) == n and game.pending.kind == "follower"
        allowed = [fid for fid, s in spots.items() if s[0] == "allowed"]
        if not allowed:
            _click(app, "option", "no_follower")
            continue
        fid = rng.choice(allowed)
        _click(app, "spot", f"{last[0]},{last[1]}:{fid}")
        assert game.history[n:] and game.history[n] == Follower(p, fid)
        assert not app.message.value
        placed += 1
        here = {(f["cell"][0], f["cell"][1], f["feature"]) for f in game.view(None)["followers"]}
        if (last[0], last[1], fid) in here:  # (unless its feature was scored at once)
            assert f'class="cc-follower" data-cell="{last[0]},{last[1]}" data-feature="{fid}"' in (
                app.view.castle
            )
        assert "cc-spot" not in app.view.castle or game.pending.kind == "follower"
    assert placed >= 3 and refused


def test_scored_features_are_outlined_for_the_last_two_turns() -> None:
    app = _app()
    app.new_game([PERSON, PERSON], seed=3)
    game = app.game
    assert game is not None
    rng = random.Random(2)
    seen_scored = 0
    turns: list[list[str]] = [[]]  # the labels scored in each turn so far
    gone = 0
    while game.pending.kind is not None and seen_scored < 3:
        n = len(game.events)
        _step(app, rng)
        scorings = [e for e in game.events[n:] if e.kind in ("score", "no_score")]
        marks = re.findall(r'<g class="cc-scored" data-feature="([^"]+)"', app.view.castle)
        if any(e.reason == "place" and e.item == "tile" for e in game.events[n:]):
            turns.append([])
            gone += bool(turns[-3:-2] and turns[-3])  # a turn's marks go two tiles later
        turns[-1] += [e.detail[3] if e.kind == "score" else e.detail[2] for e in scorings]
        assert sorted(marks) == sorted(turns[-2] + turns[-1] if len(turns) > 1 else turns[-1])
        if not scorings:
            continue
        seen_scored += 1
        labels = [e.detail[3] if e.kind == "score" else e.detail[2] for e in scorings]
        assert set(labels) <= set(marks), (labels, marks)
        for e in scorings:
            label = e.detail[3] if e.kind == "score" else e.detail[2]
            (r, c), fid = map(int, label.split(":")[0].split(",")), label.split(":")[1]
            info = game.feature(r, c, fid)
            assert info is not None and info["complete"]
            root = ET.fromstring(app.view.castle)
            (group,) = [
                g
                for g in root.iter(f"{SVG}g")
                if g.get("class") == "cc-scored" and g.get("data-feature") == label
            ]
            cells = [
                [int(x) for x in r.get("data-cell", "").split(",")]
                for r in group.iter(f"{SVG}rect")
                if r.get("class") == "cc-scored-tile"
            ]
            assert sorted(cells) == info["cells"]
            words = group.findtext(f"{SVG}title") or ""
            badge = [t.text for t in group.iter(f"{SVG}text")]
            if e.kind == "score":
                name = game.view(None)["players"][e.player]["name"]
                kind = {"P": "Path", "T": "Tower", "H": "House"}[info["kind"]]
                assert words.startswith(f"{kind} completed: {name} scores {e.detail[2]}")
                assert badge == [f"+{e.detail[2]}"]
            else:
                assert "nobody scores" in words and not badge
    assert seen_scored >= 3 and gone


def test_the_scoring_choice_outlines_its_candidates() -> None:
    app = _app()
    app.new_game([PERSON, PERSON], seed=3)
    game = app.game
    assert game is not None
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    while game.pending.kind not in ("score", None):
        p = game.pending.players[0]
        app.act(bots[p].choose(game, p))
    assert game.pending.kind == "score"
    marks = re.findall(r'<g class="cc-candidate" data-feature="([^"]+)"', app.view.castle)
    features = {o.action.feature for o in app.options if o.action is not None}
    assert marks and set(marks) == features
    assert "outlined in purple" in app.decision["hint"]
    for label in marks:
        (r, c), fid = map(int, label.split(":")[0].split(",")), label.split(":")[1]
        info = game.feature(r, c, fid)
        assert info is not None and info["complete"] and info["cells"]
        assert f'class="cc-candidate-tile" data-cell="{info["cells"][0][0]},' in app.view.castle
    app.set_lang("de")
    assert "wartet auf die Wertung" in app.view.castle and "lila" in app.decision["hint"]


def test_the_default_colour_names_read_in_the_pages_language() -> None:
    """A position's default names are the colours ("Black", "White"): a German page shows them
    as „Schwarz“ and „Weiß“ (no "Weiß (weiß)") on the board, in the players' panel, the
    decision, the log and a lesson's narration; a name a person typed stays as typed."""
    from burg.carcassonne.game import Game
    from burg.carcassonne.positions import dump_position, load_position
    from widgets.carcassonne.lessons.framework import CARCASSONNE_LESSONS, CastleBoard
    from widgets.core.lessons.sandbox import PlaySandbox

    position = dump_position(Game(seed=3))  # the format's default names
    assert position.get("names", ["Black", "White"]) == ["Black", "White"]
    box = PlaySandbox(position, "de", PlayApp, load_position, lambda lang: "")
    app = box.app
    seen = " ".join([app.view.players, app.decision["title"], app.view.status])
    assert "Schwarz" in seen and "Weiß" in seen, seen
    assert "Black" not in seen and "White" not in seen and "Weiß (weiß)" not in seen, seen
    app.act(app.game.legal_actions(app.game.pending.players[0])[0])
    assert "Black" not in app.view.log and "Schwarz" in app.view.log, app.view.log
    board = CastleBoard()
    board.show(app.game, "de")
    assert "White" not in board.root.value and "Weiß" in board.root.value
    lines = CARCASSONNE_LESSONS.example_lines(
        app.game.events[-3:], ["Black", "White"], "de", False, True
    )
    assert lines and not any("Black" in x or "White" in x for x in lines), lines
    box.set_lang("en")  # English: the names as given, the colour not said twice
    assert "Black" in app.view.players and "Black (black)" not in app.view.players
    typed = PlaySandbox({**position, "names": ["Anna", "White"]}, "de", PlayApp, load_position, str)
    assert "Anna (schwarz)" in typed.app.view.players
