"""Teacher mode on the play pages (``widgets.core.playpage``, ``widgets.core.teacher``) and the
position panel's fields (``widgets.core.lessons.view.PositionPanel`` with each game's
``LessonGame``): the switch says in words whether it is on and what it does; every seat's
hidden cards stay hidden until asked for, then show under a banner, for the page only (a bot
plays the same); the panel opens every lesson's positions, a position goes into the fields and
comes out unchanged, a changed field changes the game, and a field it cannot read (or the
engine refuses) says so in plain English or German and changes nothing."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from widgets.carcassonne.app import PlayApp as CarcassonneApp
from widgets.schutz.app import PlayApp as SchutzApp
from widgets.wettkampf.app import PlayApp as WettkampfApp

PAGES = {"schutz": SchutzApp, "wettkampf": WettkampfApp, "carcassonne": CarcassonneApp}


def _page(game: str, lang: str = "en", seats: tuple[str, ...] = ("person", "person")) -> Any:
    app = PAGES[game](bot_delay=0, lang=lang, charts=False)
    app.new_game(list(seats), names=["Anna", "Ben"], seed=5)
    return app


@pytest.mark.parametrize("game", list(PAGES))
def test_the_switch_says_what_it_is_and_whether_it_is_on(game: str) -> None:
    app = _page(game)
    toggle = app.teacher_toggle
    assert toggle.tooltip and toggle.tooltip != "null" and "off" in toggle.description
    assert app.teacher_bar.layout.display == "none"  # the teacher's tools: only in teacher mode
    toggle.value = True  # as a click in the browser
    assert app.teacher and "burg-teacher" in app.root._dom_classes
    assert "on" in toggle.description and "burg-on" in toggle._dom_classes
    assert app.teacher_bar.layout.display != "none"
    app.set_lang("de")
    assert "Lehrermodus: an" in toggle.description and "auszuschalten" in toggle.tooltip
    app.set_teacher(False)
    assert "burg-teacher" not in app.root._dom_classes and "aus" in toggle.description


@pytest.mark.parametrize("game", list(PAGES))
def test_hidden_cards_only_when_asked_for_in_teacher_mode(game: str) -> None:
    app = _page(game)
    app.set_show_hidden(True)  # not in teacher mode: nothing
    assert not app.show_hidden and not app.hidden_view.value
    app.set_teacher(True)
    assert not app.show_hidden and app.hidden_view.layout.display == "none"  # off by default
    before = app.game.view(None)
    app.hidden_toggle.value = True
    assert app.show_hidden and "Hidden cards shown" in app.hidden_view.value
    assert app.hidden_view.layout.display != "none"
    assert app.game.view(None) == before  # shown by the page; the game's views are the same
    app.set_lang("de")
    assert "Verdeckte Karten werden gezeigt" in app.hidden_view.value
    app.set_teacher(False)  # teacher mode off: hidden again
    assert not app.show_hidden and not app.hidden_toggle.value
    assert app.hidden_view.layout.display == "none"


def test_the_hidden_cards_are_what_the_game_hides() -> None:
    # Im Schutze der Burg: a seat's secret choice of cards
    app = _page("schutz")
    app.set_teacher(True)
    app.set_show_hidden(True)
    from html import escape

    from widgets.schutz.text import short_card

    for seat in (0, 1):  # each seat's hand, as only that seat sees it
        hand = app.game.view(seat)["players"][seat]["hand"]
        assert escape(", ".join(short_card(c, "en") for c in hand)) in app.hidden_view.value
    # the Wettkampf: each face-down card's value on the card
    app = _page("wettkampf")
    app.set_teacher(True)
    app.set_show_hidden(True)
    from burg.wettkampf.positions import dump_position

    store = dump_position(app.game)["secret"]["store"]
    peeks = {c["slot"]: c.get("peek") for c in app.view.store["cells"]}
    assert all(peeks[s] == store[s] for s in range(len(store)) if store[s])
    app.set_show_hidden(False)
    assert not any("peek" in c for c in app.view.store["cells"])
    # Carcassonne: the next tile and the towers' wall tiles
    app = _page("carcassonne")
    app.set_teacher(True)
    app.set_show_hidden(True)
    assert "The next tile drawn" in app.hidden_view.value and "<svg" in app.hidden_view.value
    assert "tower" in app.hidden_view.value


def test_bots_play_the_same_with_the_hidden_cards_shown() -> None:
    """The bots never see what the page shows: the same game, shown or not, goes the same."""
    games = []
    for shown in (False, True):
        app = PAGES["wettkampf"](bot_delay=0, charts=False)
        app.set_teacher(True)
        app.set_show_hidden(shown)
        app.new_game(["forgetful", "perfect"], names=["Anna", "Ben"], seed=9)
        games.append([a.to_json() if hasattr(a, "to_json") else repr(a) for a in app.game.history])
    assert games[0] == games[1] and games[0]


# --- the position panel ---------------------------------------------------------------------
#: Per game: a field a teacher changes, a value for it, and what the game then shows.
FIELDS = {
    "schutz": ("talers", 20, lambda g: g.view(None)["players"][0]["talers"]),
    "wettkampf": ("wall", "3, 9", lambda g: g.view(None)["players"][0]["wall"][1:]),
    "carcassonne": ("score", 17, lambda g: g.view(None)["players"][0]["score"]),
}
EXPECTED = {"schutz": 20, "wettkampf": [3, 9], "carcassonne": 17}


def _panel(game: str, lang: str = "en") -> tuple[Any, Any]:
    app = _page(game, lang)
    app.set_teacher(True)
    app.open_position_panel()
    return app, app.position_panel


@pytest.mark.parametrize("game", list(PAGES))
def test_every_lessons_position_goes_in_and_comes_out_the_same(game: str) -> None:
    """Position in → fields → position out: the same, for every prepared position."""
    app, panel = _panel(game)
    lessons = {key.split("/")[0] for key in panel.files}
    assert len(lessons) >= 3  # every lesson's positions, not one lesson's
    for key in panel.files:
        panel.choose.value = key
        panel.open_button.click()
        position = json.loads(panel.json.value)
        assert panel.edited() == position, key
        if panel.fields:
            assert len(panel.fields) == len(app._lesson_game().seat_names(position)), key
    # the game as it stands
    panel.choose.value = ""
    panel.open_button.click()
    assert panel.edited() == app._lesson_game().dump_position(app.game)


@pytest.mark.parametrize("game", list(PAGES))
def test_a_changed_field_plays_on_from_the_changed_position(game: str) -> None:
    app, panel = _panel(game)
    key, value, shown = FIELDS[game]
    panel.fields[0][key].value = value
    panel.apply_button.click()
    assert "burg-info" in panel.message.value, panel.message.value
    assert shown(app.game) == EXPECTED[game]
    # whose turn it is (the Wettkampf and Carcassonne): seat 2 now
    if "active" in panel.game_boxes:
        panel.game_boxes["active"].value = 2
        panel.apply_button.click()
        assert "burg-info" in panel.message.value, panel.message.value
        assert app.game.view(None)["active"] == 1


@pytest.mark.parametrize(("lang", "words"), [("en", "Nothing was changed"), ("de", "nichts")])
def test_a_field_it_cannot_read_says_so_and_changes_nothing(lang: str, words: str) -> None:
    app, panel = _panel("wettkampf", lang)
    before = app.game.to_json()
    position = copy.deepcopy(panel.position)
    panel.fields[0]["wall"].value = "3, x"
    panel.apply_button.click()
    message = panel.message.value
    assert "burg-error" in message and words in message and "3, x" in message, message
    assert "Traceback" not in message and "ValueError" not in message
    assert app.game.to_json() == before and panel.position == position


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_position_the_engine_refuses_says_why_in_plain_words(lang: str) -> None:
    app, panel = _panel("wettkampf", lang)
    before = app.game.to_json()
    panel.fields[0]["wall"].value = "9, 4"  # not ascending
    panel.apply_button.click()
    message = panel.message.value
    assert "burg-error" in message and "[" not in message and "§" not in message, message
    assert app.game.to_json() == before
    app, panel = _panel("carcassonne", lang)
    before = app.game.to_json()
    panel.game_boxes["active"].value = 5  # no such seat
    panel.apply_button.click()
    assert "burg-error" in panel.message.value and "[" not in panel.message.value
    assert app.game.to_json() == before


def test_the_wettkampf_secret_follows_a_changed_wall() -> None:
    """A card put into a wall leaves its face-down slot; the face-down cards stay where they
    lay (the position's secret is kept, not dealt anew)."""
    app, panel = _panel("wettkampf")
    from burg.wettkampf.positions import dump_position

    store = dump_position(app.game)["secret"]["store"]
    card = next(c for c in store if c)
    panel.fields[0]["wall"].value = str(card)
    panel.apply_button.click()
    assert "burg-info" in panel.message.value, panel.message.value
    after = dump_position(app.game)["secret"]["store"]
    assert card not in after
    assert all(a == b for a, b in zip(store, after, strict=True) if b and a != card)
