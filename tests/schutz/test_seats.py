"""Who plays each seat (``Game.seats``, the files' ``seats``): saves and positions keep the
people and bots in their seats, older files without ``seats`` still load, a bad seat list is
refused with a clear message and changes nothing; the play page loads its bots back as bots."""

from __future__ import annotations

import base64
import copy
import json
import random
import re
import time
from typing import Any

import pytest

from burg import Game, PositionError
from burg.core.text import document_label
from burg.schutz.bots import BOTS, GreedyBot, RandomBot
from burg.schutz.positions import PERSON, dump_position, load_position, load_save
from widgets.schutz.app import PlayApp

SEATS = [PERSON, "greedy", "random"]


def played(game: Game, moves: int, seed: int = 1) -> Game:
    """``game`` after ``moves`` random actions."""
    rng = random.Random(seed)
    for _ in range(moves):
        game.apply(rng.choice(game.legal_actions()))
    return game


def check_message(err: PositionError, key: str, *named: str) -> None:
    """The key, a message in English and German naming ``named``, nothing left unfilled."""
    assert err.key == key, err.render("en")
    en, de = err.render("en"), err.render("de")
    assert en != de and str(err) == en
    for text, lang in ((en, "en"), (de, "de")):
        assert not re.search(r"\{[a-z_]+\}", text)
        # the file format it breaks, in words (no path to a file the reader cannot open)
        assert f"[{document_label('docs/positions.md')[lang]}]" in text
        for word in named:
            assert word in text, (word, text)


# --- the engine ----------------------------------------------------------------------------------
def test_a_new_game_records_no_seats() -> None:
    g = Game(3, seed=5)
    assert g.seats is None
    assert "seats" not in g.to_json()
    assert "seats" not in dump_position(g)


@pytest.mark.parametrize("winter", [False, True])
def test_a_save_keeps_the_seats(winter: bool) -> None:
    g = played(Game(3, seed=5, winter=winter), 30)
    g.seats = SEATS
    saved = g.to_json()
    assert saved["seats"] == SEATS
    for data in (saved, json.dumps(saved), json.dumps(saved).encode("utf-8")):
        loaded = Game.from_json(data)
        assert loaded.seats == SEATS
        assert loaded.history == g.history
        assert loaded.to_json() == saved


def test_a_position_keeps_the_seats() -> None:
    g = played(Game(3, seed=8), 25)
    g.seats = ["random", PERSON, "random"]
    d = dump_position(g)
    assert d["seats"] == ["random", PERSON, "random"]
    loaded = load_position(d)
    assert loaded.seats == d["seats"]
    assert dump_position(loaded) == d
    assert load_save(json.dumps(d)).seats == d["seats"]


def test_a_save_from_a_position_keeps_the_seats() -> None:
    d = dump_position(Game(2, seed=3))
    d["seats"] = [PERSON, "greedy"]
    g = played(load_position(d), 20)
    assert g.seats == [PERSON, "greedy"]
    saved = g.to_json()
    assert saved["seats"] == [PERSON, "greedy"]
    assert load_save(saved).seats == [PERSON, "greedy"]
    # the save's own seats win over its starting position's
    g.seats = ["random", PERSON]
    assert load_save(json.dumps(g.to_json())).seats == ["random", PERSON]


def test_every_bot_and_a_table_of_people_or_bots_only_are_seats() -> None:
    g = Game(2, seed=1)
    for kind in BOTS:
        g.seats = [kind, PERSON]
        assert load_save(g.to_json()).seats == [kind, PERSON]
    for seats in ([PERSON, PERSON], ["random", "greedy"]):
        g.seats = seats
        assert load_save(g.to_json()).seats == seats
    g.seats = None
    assert "seats" not in g.to_json()


def test_the_seats_are_copies() -> None:
    seats = [PERSON, "greedy"]
    g = Game(2, seed=1)
    g.seats = seats
    seats.append("random")
    g.seats.append("random")  # a copy as well
    assert g.seats == [PERSON, "greedy"]
    saved = g.to_json()
    saved["seats"][0] = "random"
    assert g.seats == [PERSON, "greedy"]


def test_older_files_without_seats_load() -> None:
    for g in (played(Game(2, seed=4), 12), played(Game(3, seed=4, winter=True), 12)):
        saved = g.to_json()
        assert "seats" not in saved
        loaded = load_save(json.dumps(saved))
        assert loaded.seats is None
        assert loaded.to_json() == saved
        position = dump_position(g)
        assert load_position(position).seats is None
        assert "seats" not in dump_position(load_position(position))


BAD_SEATS: list[Any] = [
    pytest.param([PERSON], "position.length", ("seats", "2", "1"), id="too-few"),
    pytest.param([PERSON, "greedy", "greedy"], "position.length", ("seats", "3"), id="too-many"),
    pytest.param(
        [PERSON, "grredy"],
        "position.seat_unknown",
        ("seats[1]", "grredy", "person", *BOTS),
        id="unknown-bot",
    ),
    pytest.param([PERSON, 3], "position.text", ("seats[1]", "3"), id="number"),
    pytest.param([PERSON, None], "position.text", ("seats[1]", "null"), id="null-seat"),
    pytest.param("greedy", "position.list", ("seats", "greedy"), id="text"),
    pytest.param({"1": "greedy"}, "position.list", ("seats",), id="object"),
    pytest.param(None, "position.list", ("seats", "null"), id="null"),
]


@pytest.mark.parametrize(("seats", "key", "named"), BAD_SEATS)
def test_bad_seats_in_a_file_name_the_problem(seats: Any, key: str, named: tuple[str, ...]) -> None:
    saved = played(Game(2, seed=2), 6).to_json()
    saved["seats"] = seats
    position = dump_position(Game(2, seed=2))
    position["seats"] = seats
    for data in (saved, json.dumps(saved), position, json.dumps(position)):
        before = copy.deepcopy(data)
        with pytest.raises(PositionError) as info:
            load_save(data)
        check_message(info.value, key, *named)
        assert data == before


@pytest.mark.parametrize(
    ("seats", "key", "named"),
    [p for p in BAD_SEATS if p.values[0] is not None],  # None clears a game's seats
)
def test_bad_seats_set_on_a_game_change_nothing(
    seats: Any, key: str, named: tuple[str, ...]
) -> None:
    g = played(Game(2, seed=2), 6)
    g.seats = [PERSON, "random"]
    before = g.to_json()
    with pytest.raises(PositionError) as info:
        g.seats = seats
    check_message(info.value, key, *named)
    assert g.seats == [PERSON, "random"]
    assert g.to_json() == before


# --- the play page -------------------------------------------------------------------------------
def _app(**kw: Any) -> PlayApp:
    return PlayApp(bot_delay=kw.pop("bot_delay", 0), charts=False, **kw)


def _play_to_round(app: PlayApp, rnd: int, seed: int = 3) -> None:
    """Click as the person until round ``rnd`` starts (cards to choose)."""
    rng = random.Random(seed)
    for _ in range(2000):
        st = app.game.state
        if st.round >= rnd and app.game.pending.kind == "choose_cards":
            return
        d = app.decision
        if d.get("confirm") and d.get("confirm_enabled"):
            app.confirm()
        else:
            enabled = [o["key"] for o in d["options"] if o["enabled"] and not o["selected"]]
            app.click(rng.choice(enabled))
        assert "burg-error" not in app.message.value, app.message.value
    raise AssertionError("round not reached")  # pragma: no cover


def _decoded(link: str) -> dict[str, Any]:
    data = re.search(r"base64,([A-Za-z0-9+/=]+)", link)
    assert data, link
    return json.loads(base64.b64decode(data.group(1)))


def test_a_game_against_a_bot_loads_with_the_bot_in_its_seat() -> None:
    app = _app()
    app.new_game([PERSON, "random"], names=["Ann", "Bot"], seed=6)
    _play_to_round(app, 2)
    assert len(app.game.history) > 4
    text = app.save_text()
    assert json.loads(text)["seats"] == [PERSON, "random"]
    app.save_game()
    assert _decoded(app.download.value)["seats"] == [PERSON, "random"]

    other = _app()  # a fresh page: no seats of its own to fall back on
    assert other.load_text(text, "game.json")
    assert other.seats == [PERSON, "random"]
    assert other.is_bot(1) and not other.is_bot(0)
    assert isinstance(other.bots[1], RandomBot) and list(other.bots) == [1]
    assert not other.needs_curtain() and "curtain" not in other.decision
    assert other.viewer() == 0
    assert "bot: plays at random" in other.view.players
    assert other.game.to_json() == app.game.to_json()
    assert "burg-info" in other.message.value
    # the person plays on, the bot answers
    before = len(other.game.history)
    _play_to_round(other, 3)
    assert any(a.player == 1 for a in other.game.history[before:])


def test_a_position_from_the_page_keeps_the_seats() -> None:
    app = _app()
    app.new_game(["greedy", PERSON], seed=9)
    _play_to_round(app, 2)
    app.save_position()
    position = _decoded(app.download.value)
    assert position["format"] == "burg-position"
    assert position["seats"] == ["greedy", PERSON]
    other = _app()
    other.new_game([PERSON, PERSON], seed=1)
    assert other.load_text(json.dumps(position), "position.json")
    assert other.seats == ["greedy", PERSON]
    assert isinstance(other.bots[0], GreedyBot)
    assert not other.needs_curtain()


def test_a_bot_whose_turn_it_is_moves_after_loading() -> None:
    g = Game(2, seed=3, names=["Ann", "Bot"])
    g.seats = [PERSON, "greedy"]
    saved = json.dumps(g.to_json())  # nobody has chosen yet: the bot too must choose
    app = _app()
    assert app.load_text(saved, "game.json")
    assert [a.player for a in app.game.history] == [1]
    assert app.actor() == 0

    slow = _app(bot_delay=0.01)
    assert slow.load_text(saved, "game.json")
    deadline = time.monotonic() + 10
    while not slow.game.history and time.monotonic() < deadline:
        time.sleep(0.01)
    assert [a.player for a in slow.game.history] == [1]


def test_a_file_without_seats_keeps_the_pages_behaviour() -> None:
    old = json.dumps(played(Game(2, seed=5), 4).to_json())
    app = _app()
    app.new_game([PERSON, "greedy"], seed=1)
    assert app.load_text(old, "old.json")
    assert app.seats == [PERSON, "greedy"]  # the page's own seats: the count fits
    fresh = _app()
    assert fresh.load_text(old, "old.json")
    assert fresh.seats == [PERSON, PERSON]
    three = json.dumps(Game(3, seed=5).to_json())
    assert app.load_text(three, "three.json")
    assert app.seats == [PERSON] * 3
    assert app.game.seats == [PERSON] * 3  # and the next save records them


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("seats", "key", "named"), BAD_SEATS)
def test_bad_seats_show_a_message_and_keep_the_game(
    seats: Any, key: str, named: tuple[str, ...], lang: str
) -> None:
    app = _app(lang=lang)
    app.new_game([PERSON, "greedy"], seed=7)
    _play_to_round(app, 2)
    game, before, bots = app.game, app.game.to_json(), dict(app.bots)
    saved = json.loads(app.save_text())
    saved["seats"] = seats
    assert not app.load_text(json.dumps(saved), "bad.json")
    assert "burg-error" in app.message.value
    with pytest.raises(PositionError) as info:
        load_save(saved)
    assert info.value.key == key
    shown = app.message.value  # in plain words: damaged, the game unchanged (no ids, no keys)
    assert ("damaged" if lang == "en" else "beschädigt") in shown
    assert "seats" not in shown and "grredy" not in shown
    assert app.game is game and app.game.to_json() == before
    assert app.seats == [PERSON, "greedy"] and app.bots == bots
