"""Der Wettkampf der Burgbaumeister: positions and saves (``docs/wettkampf-positions.md``) round
trip; a damaged file, or a wrong card figures file, gives a clear message in English and German
naming what is wrong, never a traceback."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from burg.core.errors import PositionError
from burg.wettkampf import DEFAULT_CARDS, Game, Lay, Return, load_cards
from burg.wettkampf.data import raw_table
from burg.wettkampf.positions import (
    POSITION_FORMAT,
    SaveReplayError,
    dump_position,
    load_position,
    load_save,
    state_from_dict,
    state_to_dict,
)

CARD_FILE = Path(__file__).resolve().parents[2] / "burg" / "wettkampf" / "data" / "cards.toml"


def played(players: int, seed: int, steps: int, expert: bool = False) -> Game:
    g = Game(players, seed=seed, expert=expert)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def messages(e: PositionError) -> tuple[str, str]:
    en, de = e.render("en"), e.render("de")
    assert en != e.key and de != e.key and en != de
    assert "Traceback" not in en and e.rule
    return en, de


# --- round trips ----------------------------------------------------------------------------------
@pytest.mark.parametrize("expert", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_position_of_a_game_round_trips(players: int, expert: bool) -> None:
    g = Game(players, seed=players * 7, expert=expert)
    rng = random.Random(players)
    while True:
        d = json.loads(json.dumps(dump_position(g)))
        assert state_to_dict(state_from_dict(d)) == d
        h = load_position(d)
        assert h.view() == g.view() and h.pending == g.pending
        assert h.legal_actions() == g.legal_actions()
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))


def test_a_game_from_a_position_plays_on_as_the_original() -> None:
    g = played(3, 5, 41, expert=True)
    h = load_position(json.dumps(dump_position(g)))
    rng_g, rng_h = random.Random(2), random.Random(2)
    g.random_playout(rng_g)
    h.random_playout(rng_h)
    assert g.view() == h.view() and g.ranking() == h.ranking()


def test_saves_round_trip_from_a_seed_and_from_a_position() -> None:
    g = played(4, 3, 60, expert=True)
    g.seats = ["person", "perfect", "forgetful", "random"]
    loaded = load_save(json.dumps(g.to_json()))
    assert loaded.to_json() == g.to_json() and loaded.seats == g.seats
    h = load_position(dump_position(g))
    h.apply(h.legal_actions()[0])
    again = Game.from_json(h.to_json())
    assert again.to_json() == h.to_json() and again.view() == h.view()


def test_the_secret_is_a_section_of_its_own() -> None:
    """§H4: the Materiallager's layout lies under 'secret', apart from the public part."""
    d = dump_position(Game(2, seed=1))
    assert set(d["secret"]) == {"store"} and len(d["secret"]["store"]) == 45
    public = {k: v for k, v in d.items() if k != "secret"}
    assert "store" not in json.dumps(public)


def test_a_teacher_may_leave_out_the_secret_and_name_the_flipped_card() -> None:
    d = {
        "format": POSITION_FORMAT,
        "version": 1,
        "players": [{"name": "Anna", "wall": [4, 9, 15]}, {"name": "Ben", "wall": [2]}],
        "start_player": 0,
        "phase": "decide",
        "flipped": {"slot": 23, "number": 16},
    }
    g = load_position(d)
    assert g.pending == ("decide", (0,), 23, 16)
    assert g.legal_actions() == [Lay(0), Return(0)]
    assert sorted(c for c in g.state.store if c) == sorted(
        set(range(2, 47)) - {4, 9, 15, 2}
    )  # every other card lies face down somewhere
    assert load_position(d).state.store == g.state.store  # shuffled from "seed" (0)
    assert load_position({**d, "seed": 5}).state.store != g.state.store
    assert load_position({**d, "players": [{"wall": [1, 4, 9, 15]}, {"wall": [2]}]}).wall(0) == [
        1,
        4,
        9,
        15,
    ]  # a leading start tower is allowed


def test_a_teachers_figures_travel_with_positions_and_saves() -> None:
    text = CARD_FILE.read_text(encoding="utf-8").replace(
        '2  = { figures = [], source = "A" }', '2  = { figures = ["king"], source = "P" }'
    )
    text = text.replace('33 = { figures = ["king"], source = "A" }', "33 = { figures = [] }")
    cards = load_cards(text)
    assert cards.origin == "teacher" and cards.of(2) == ("king",) and cards.of(33) == ()
    g = Game(2, seed=3, expert=True, cards=cards)
    assert g.view()["figures_source"] == "teacher" and g.figures(2) == ("king",)
    assert load_save(json.dumps(g.to_json())).cards == cards
    assert load_position(dump_position(g)).cards == cards
    assert "figures" not in Game(2, seed=3).to_json()


# --- damaged positions ----------------------------------------------------------------------------
def base() -> dict[str, Any]:
    return dump_position(played(2, 1, 6, expert=True))


def setting(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        keys = path.split(".")
        target: Any = d
        for k in keys[:-1]:
            target = target[int(k)] if k.isdigit() else target[k]
        last = keys[-1]
        if value is _DELETE:
            del target[int(last) if last.isdigit() else last]
        elif last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value

    return change


_DELETE = object()


@pytest.mark.parametrize(
    ("change", "key", "words"),
    [
        (setting("format", "burg-position"), "wettkampf.position.format", "Wettkampf"),
        (setting("version", 2), "wettkampf.position.version", "Version 2"),
        (setting("expert", "yes"), "wettkampf.position.bool", "expert"),
        (setting("players", [{"wall": []}]), "wettkampf.position.players", "not 1"),
        (setting("players.0.wall", [9, 4]), "wettkampf.position.ascending", "9 is followed by 4"),
        (setting("players.0.wall", [50]), "wettkampf.position.card", "50"),
        (setting("players.0.wall", list(range(2, 12))), "wettkampf.position.too_long", "10"),
        (setting("players.0.colour", "red"), "position.unknown_keys", "colour"),
        (setting("phase", "build"), "wettkampf.position.phase", "build"),
        (setting("phase", "decide"), "wettkampf.position.flipped_missing", "flipped"),
        (setting("flipped", {"slot": 0, "number": 5}), "wettkampf.position.flipped_not_allowed",
         "decide"),
        (setting("phase", "cannon"), "wettkampf.position.cannon_missing", "cannon"),
        (setting("end", "ninth"), "wettkampf.position.end_not_allowed", "end"),
        (setting("phase", "over"), "wettkampf.position.end_missing", "ninth"),
        (setting("out", [46]), "wettkampf.position.card_twice", "46"),
        (setting("secret.store", [None] * 45), "wettkampf.position.cards_missing", "Cards"),
        (setting("secret.store", [None] * 44), "wettkampf.position.store_length", "44"),
        (setting("secret.store.0", "x"), "wettkampf.position.card", "secret.store[0]"),
        (setting("start_player", 2), "position.range", "start_player"),
        (setting("turn", -1), "position.negative", "turn"),
        (setting("players.1.wizard_used", True), "wettkampf.position.wizard_where", "wizard"),
        (setting("seats", ["person", "clever"]), "wettkampf.position.seat_unknown", "clever"),
        (setting("figures", {"2": ["dragon"]}), "wettkampf.cards.figure", "dragon"),
        (setting("players", _DELETE), "position.missing", "players"),
    ],
)  # fmt: skip
def test_a_damaged_position_says_what_is_wrong(
    change: Callable[[dict[str, Any]], None], key: str, words: str
) -> None:
    d = copy.deepcopy(base())
    change(d)
    with pytest.raises(PositionError) as e:
        load_position(d)
    assert e.value.key == key
    en, _ = messages(e.value)
    assert words in en


def test_positions_that_should_be_over_or_cannot_be() -> None:
    d = {
        "format": POSITION_FORMAT,
        "version": 1,
        "players": [{"wall": [40, 44]}, {"wall": [41]}],
        "start_player": 0,
    }
    cases = [
        ({**d, "out": [42]}, "wettkampf.position.out_basic"),  # no cannons in the basic game
        ({**d, "expert": True, "out": [42, 43]}, "wettkampf.position.out_cannons"),  # none laid
        ({**d, "players": [{"wall": [4, 5]}, {"wall": [3]}], "expert": True, "out": [6],
          "figures": {**DEFAULT_CARDS.to_json(), "14": [], "5": ["cannon"]}},
         "wettkampf.cards.figure_count"),  # a position's own figures are checked too
        ({**d, "turn": 10_000}, "wettkampf.position.stall_not_over"),
    ]  # fmt: skip
    nine = {**d, "players": [{"wall": list(range(2, 11))}, {"wall": [41]}]}
    cases += [
        (nine, "wettkampf.position.ninth_not_over"),
        ({**nine, "phase": "over", "end": "blocked"}, "wettkampf.position.end_wrong"),
        ({**d, "phase": "over", "end": "stall"}, "wettkampf.position.end_wrong"),
        ({**d, "phase": "over", "end": "late"}, "wettkampf.position.end_value"),
    ]
    for data, key in cases:
        with pytest.raises(PositionError) as e:
            load_position(data)
        assert e.value.key == key
        messages(e.value)
    over = load_position({**nine, "phase": "over", "end": "ninth"})
    assert over.is_over and over.winners() == [0] and over.legal_actions() == []


def test_a_blocked_position_must_say_the_game_is_over() -> None:
    walls = [[40, 44], [41, 42, 43, 45, 46]]
    store: list[int | None] = [*range(2, 40), *[None] * 7]  # every card left is below 40
    d = {
        "format": POSITION_FORMAT,
        "version": 1,
        "players": [{"wall": w} for w in walls],
        "start_player": 0,
        "secret": {"store": store},
    }
    with pytest.raises(PositionError) as e:
        load_position(d)
    assert e.value.key == "wettkampf.position.blocked_not_over"
    g = load_position({**d, "phase": "over", "end": "blocked"})
    assert g.is_over and g.winners() == [1] and g.view()["store"][0] == 2  # all shown (§H8)


def test_a_cannon_waiting_to_fire() -> None:
    g = Game(2, seed=4, expert=True)
    d = dump_position(g)
    d["players"] = [{"wall": [28]}, {"wall": [5]}]
    d["secret"]["store"] = [c if c not in (28, 5) else None for c in d["secret"]["store"]]
    d["phase"] = "cannon"
    d["cannon"] = 28
    d["start_player"] = d["active"] = 0
    g = load_position(d)
    assert g.pending == ("cannon", (0,), None, 28)
    d["cannon"] = 5
    with pytest.raises(PositionError) as e:
        load_position(d)
    assert e.value.key == "wettkampf.position.cannon_card"
    d["cannon"] = 28
    d["players"][1]["wall"] = [5, 7]  # 7 is a tower (our mapping): 5 protected, no target
    d["secret"]["store"] = [c if c != 7 else None for c in d["secret"]["store"]]
    with pytest.raises(PositionError) as e:
        load_position(d)
    assert e.value.key == "wettkampf.position.cannon_no_target"


# --- damaged saves --------------------------------------------------------------------------------
def a_save() -> dict[str, Any]:
    return played(2, 2, 10).to_json()


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"{not json", "position.json"),
        (b"\xff\xfe\x00", "position.encoding"),
        (b"[]", "wettkampf.position.not_object"),
        ({"format": "burg-game", "version": 1, "game": "schutz", "seed": 1, "players": 2},
         "wettkampf.position.game"),
        ({"format": "burg-game", "version": 1, "game": "wettkampf"},
         "wettkampf.position.save_start"),
        ({"format": "burg-game", "version": 1, "game": "wettkampf", "seed": "x", "players": 2},
         "position.int"),
        ({"format": "burg-game", "version": 1, "game": "wettkampf", "seed": 1, "players": 5},
         "wettkampf.position.players"),
        ({"format": "burg-game", "version": 3, "game": "wettkampf", "seed": 1, "players": 2},
         "wettkampf.position.version"),
    ],
)  # fmt: skip
def test_a_damaged_save_says_what_is_wrong(data: Any, key: str) -> None:
    with pytest.raises(PositionError) as e:
        load_save(data)
    assert e.value.key == key
    messages(e.value)


def test_a_save_with_an_illegal_action_names_it_and_the_rule() -> None:
    d = a_save()
    d["actions"].insert(3, {"type": "lay", "player": 0})
    d["actions"][3]["player"] = 1 - d["actions"][2]["player"]
    with pytest.raises(SaveReplayError) as e:
        load_save(d)
    en, de = messages(e.value)
    assert "Action 4" in en and "Aktion 4" in de and e.value.cause.key.startswith("wettkampf.")
    d = a_save()
    d["actions"][0] = {"type": "flip", "player": 0, "slot": "x"}
    with pytest.raises(SaveReplayError):
        load_save(d)


def test_the_schutz_loader_refuses_a_wettkampf_save_clearly() -> None:
    from burg.schutz.positions import load_save as schutz_load

    with pytest.raises(PositionError) as e:
        schutz_load(a_save())
    assert e.value.key == "position.game"


# --- the card figures file (data/cards.toml) ------------------------------------------------------
def edited(old: str, new: str) -> str:
    text = CARD_FILE.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new)


def test_the_shipped_file_loads_as_a_teachers_file() -> None:
    cards = load_cards(CARD_FILE)
    assert cards == DEFAULT_CARDS and cards.origin == "teacher"
    only_cards = {"cards": raw_table()["cards"]}
    assert load_cards(only_cards) == DEFAULT_CARDS


def test_five_ravens_in_all_is_the_other_reading_and_loads() -> None:
    """§D5: 3 single + 1 double = 5 ravens on 4 cards passes as well as 5 raven cards."""
    text = edited('35 = { figures = ["raven"], source = "A" }', "35 = { figures = [] }")
    text = text.replace('45 = { figures = ["raven", "raven"], source = "A" }', "45 = []")
    text = text.replace("45 = []", '45 = { figures = ["raven"] }')
    cards = load_cards(text)
    assert sum(f.count("raven") for f in cards.figures) == 5


@pytest.mark.parametrize(
    ("text", "key", "words_en", "words_de"),
    [
        (edited('17 = { figures = [], source = "A" }\n', ""), "wettkampf.cards.missing",
         "Missing: 17", "Es fehlen: 17"),
        (edited('17 = { figures = [], source = "A" }', '17 = { figures = ["dragon"] }'),
         "wettkampf.cards.figure", "no figure 'dragon'", "keine Figur 'dragon'"),
        (edited('17 = { figures = [], source = "A" }', '17 = { figures = ["knight"] }'),
         "wettkampf.cards.figure_count", "knight is on 4 cards (5, 17, 18, 37); the game has 3",
         "Ritter ist auf 4 Karten"),
        (edited('3  = { figures = ["raven"], source = "A" }', "3 = { figures = [] }"),
         "wettkampf.cards.ravens", "4 raven cards", "4 Rabenkarten"),
        (edited('3  = { figures = ["raven"], source = "A" }',
                '3 = { figures = ["raven", "raven", "raven"] }'),
         "wettkampf.cards.ravens_per_card", "Card 3 shows 3 ravens", "Karte 3 zeigt 3 Raben"),
        (edited('5  = { figures = ["knight"], source = "A" }',
                '5 = { figures = ["knight", "knight"] }'),
         "wettkampf.cards.twice_figure", "knight twice", "Ritter doppelt"),
        (edited('17 = { figures = [], source = "A" }', '17 = { figures = [], source = "X" }'),
         "wettkampf.cards.source", "Card 17", "Karte 17"),
        (edited('17 = { figures = [], source = "A" }', '47 = { figures = [] }'),
         "wettkampf.cards.number", '"47" is not a card', '"47" ist keine Karte'),
        (edited('17 = { figures = [], source = "A" }', '17 = "plain"'),
         "wettkampf.cards.row", "Card 17", "Karte 17"),
        (edited("king   = { cards = 1, points = 3", "king   = { cards = 1, points = 4"),
         "wettkampf.cards.rulebook", "king.points is 4; the rulebook says 3", "laut Spielregel 3"),
        (edited("[cards]", "[cards]\n2 = []"), "wettkampf.cards.toml", "not valid TOML",
         "kein gültiges TOML"),
        ("[figures]\n", "wettkampf.cards.no_cards", "[cards]", "[cards]"),
        ("[cards]\n[colours]\n", "wettkampf.cards.unknown_key", "colours", "colours"),
        (b"\xff[cards]", "wettkampf.cards.encoding", "UTF-8", "UTF-8"),
        (Path("/nonexistent/cards.toml"), "wettkampf.cards.read", "cannot be read",
         "nicht gelesen"),
    ],
)  # fmt: skip
def test_a_wrong_card_file_names_what_is_wrong(
    text: Any, key: str, words_en: str, words_de: str
) -> None:
    with pytest.raises(PositionError) as e:
        load_cards(text)
    assert e.value.key == key
    en, de = messages(e.value)
    assert words_en in en and words_de in de


def test_the_mapping_in_use_stays_after_a_wrong_file() -> None:
    g = Game(2, seed=1, expert=True)
    with pytest.raises(PositionError):
        load_cards("[cards]\n2 = []\n")
    assert g.cards == DEFAULT_CARDS and g.view()["figures_source"] == "A"
