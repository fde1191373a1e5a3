"""Carcassonne – Die Burg: positions and saves (``docs/carcassonne-positions.md``) round trip
at random points of random and greedy games; a damaged file gives a ``PositionError`` naming the
problem in English and German, never a traceback and never a half-loaded game."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from burg.carcassonne import Game
from burg.carcassonne.bots import make_bot
from burg.carcassonne.positions import (
    POSITION_FORMAT,
    dump_position,
    load_position,
    load_save,
    state_from_dict,
    state_to_dict,
)
from burg.core.errors import PositionError


def messages(e: PositionError) -> tuple[str, str]:
    en, de = e.render("en"), e.render("de")
    assert en != e.key and de != e.key and en != de
    assert "Traceback" not in en and e.rule
    return en, de


def same_game(g: Game, h: Game) -> None:
    assert h.view() == g.view() and h.pending == g.pending
    if not g.is_over:
        p = g.pending.players[0]
        assert h.legal_actions(p) == g.legal_actions(p)


def round_trip(g: Game) -> Game:
    d = json.loads(json.dumps(dump_position(g)))
    assert d["format"] == POSITION_FORMAT
    assert state_to_dict(state_from_dict(d)) == d
    h = load_position(d)
    assert dump_position(h) == d
    same_game(g, h)
    assert h.state.frontier == g.state.frontier  # the empty anchored cells, found anew on loading
    return h


# --- round trips ----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_positions_at_random_points_of_random_games_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    g = Game(seed=seed)
    stops = set(rng.sample(range(150), 8))
    k = 0
    while not g.is_over:
        if k in stops:
            h = round_trip(g)
            # both go on the same: same choices, same results (the stack's order is in the file)
            choices = random.Random(k)
            for _ in range(6):
                if g.is_over:
                    break
                a = choices.choice(g.legal_actions(g.pending.players[0]))
                g.apply(a)
                h.apply(a)
            assert h.scores() == g.scores() and h.view()["board"] == g.view()["board"]
            if g.is_over:
                break
        g.apply(rng.choice(g.legal_actions(g.pending.players[0])))
        k += 1
    round_trip(g)  # the end, with the final scoring


@pytest.fixture(scope="module")
def greedy_positions() -> list[dict[str, Any]]:
    """Positions of a greedy game at every decision on scorings and wall tile 1 and every tenth
    placement: keeps, wall tiles held and used, the scorings left."""
    g = Game(seed=3)
    bots = [make_bot("greedy", 1), make_bot("greedy", 2)]
    out = []
    while not g.is_over:
        if g.pending.kind in ("score", "extra") or (
            g.pending.kind == "place" and g.view()["turn"] % 10 == 0
        ):
            out.append(dump_position(g))
        p = g.pending.players[0]
        g.apply(bots[p].choose(g, p))
    out.append(dump_position(g))
    return out


def test_positions_of_a_greedy_game_round_trip(greedy_positions: list[dict[str, Any]]) -> None:
    phases = {d["phase"] for d in greedy_positions}
    assert {"place", "over"} <= phases
    assert any(any(k is not None for k in d["keep"]) for d in greedy_positions)
    assert any(d["wall_tiles"] != [[], []] or d["used"] != [[], []] for d in greedy_positions)
    for d in greedy_positions:
        g = load_position(d)
        assert dump_position(g) == d
        assert load_position(json.dumps(d)).view() == g.view()  # JSON text too


def test_a_save_from_a_position_replays(greedy_positions: list[dict[str, Any]]) -> None:
    g = load_position(greedy_positions[2])
    rng = random.Random(1)
    for _ in range(10):
        g.apply(rng.choice(g.legal_actions(g.pending.players[0])))
    h = load_save(json.dumps(g.to_json()))
    assert dump_position(h) == dump_position(g)
    assert Game.from_json(g.to_json()).view() == g.view()


def test_a_seeded_save_still_loads() -> None:
    g = Game(seed=11)
    for _ in range(5):
        g.apply(g.legal_actions(g.pending.players[0])[0])
    assert dump_position(load_save(g.to_json())) == dump_position(g)


def test_a_position_without_a_drawn_tile_draws_one() -> None:
    g = Game(seed=4)
    d = dump_position(g)
    d["secret"]["stack"].append(d["drawn"])  # back on top of the stack
    d["drawn"] = None
    d["turn"] = 0
    h = load_position(d)
    assert dump_position(h) == dump_position(g)


def test_the_view_does_not_show_the_secret() -> None:
    d = dump_position(Game(seed=5))
    assert "secret" in d and "stack" not in json.dumps(load_position(d).view()).replace(
        '"stack": 59', ""
    )


# --- damaged files --------------------------------------------------------------------------------
_DELETE = object()


def setting(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Set (or with ``_DELETE`` remove) the value at a dotted path (list indices as numbers)."""

    def change(d: dict[str, Any]) -> None:
        *head, last = path.split(".")
        for part in head:
            d = d[int(part)] if isinstance(d, list) else d[part]
        key: Any = int(last) if isinstance(d, list) else last
        if value is _DELETE:
            del d[key]
        else:
            d[key] = value

    return change


def _held(d: dict[str, Any]) -> int:
    return next(p for p in range(2) if d["wall_tiles"][p])


@pytest.fixture(scope="module")
def rich(greedy_positions: list[dict[str, Any]]) -> dict[str, Any]:
    """A position in phase place with a keep, held wall tiles and followers."""
    return next(
        d
        for d in greedy_positions
        if d["phase"] == "place"
        and any(d["keep"])
        and any(d["wall_tiles"])
        and len(d["followers"]) >= 2
        and d["drawn"]
    )


CASES: list[tuple[Callable[[dict[str, Any]], None], str, str]] = [
    (setting("format", "burg-other"), "carcassonne.position.format", "burg-other"),
    (setting("version", 7), "carcassonne.position.version", "7"),
    (setting("colour", "red"), "position.unknown_keys", "colour"),
    (setting("dataset", "hig-2003"), "carcassonne.position.dataset", "hig-2003"),
    (setting("secret", _DELETE), "position.missing", "secret"),
    (setting("secret.stack", "ABC"), "position.list", "secret.stack"),
    (setting("secret.stack.0", "ZZ9"), "carcassonne.position.tile_unknown", "ZZ9"),
    (setting("board.0.0", 99), "carcassonne.position.cell", "(99,"),
    (setting("board.0.2", "ZZ9"), "carcassonne.position.tile_unknown", "ZZ9"),
    (setting("board.0.3", 4), "position.range", "board[0][3]"),
    (setting("names", ["Ann"]), "position.length", "names"),
    (setting("start_player", 2), "position.range", "start_player"),
    (setting("turn", -1), "position.negative", "turn"),
    (setting("total.1", "many"), "position.int", "total[1]"),
    (setting("phase", "lunch"), "carcassonne.position.phase", "lunch"),
    (setting("followers.0.3", "X9"), "carcassonne.position.follower_where", "X9"),
    (setting("seats", ["person", "clever"]), "carcassonne.position.seat_unknown", "clever"),
    (setting("removed", 2), "carcassonne.position.not_now", "removed"),
    (setting("final", [["keep", 0, 3]]), "carcassonne.position.not_now", "final"),
    (setting("queue", ["1,1:T1"]), "carcassonne.position.not_now", "queue"),
    (lambda d: d.update(last=d["board"][0][:2]), "carcassonne.position.last", "no tile"),
    (setting("secret.box.0", 10), "carcassonne.position.wall_tile", "10"),
    (setting("used", [[1, 1, 1], []]), "carcassonne.position.wall_tile_count", "Wall tile 1"),
]


@pytest.mark.parametrize(("change", "key", "words"), CASES)
def test_a_damaged_position_says_what_is_wrong(
    rich: dict[str, Any], change: Callable[[dict[str, Any]], None], key: str, words: str
) -> None:
    d = copy.deepcopy(rich)
    change(d)
    with pytest.raises(PositionError) as e:
        load_position(d)
    assert e.value.key == key
    en, _ = messages(e.value)
    assert words in en


def test_damaged_contents_name_the_law_they_break(rich: dict[str, Any]) -> None:
    def fails(d: dict[str, Any], key: str) -> str:
        with pytest.raises(PositionError) as e:
            load_position(d)
        assert e.value.key == f"carcassonne.position.{key}", e.value.render()
        return messages(e.value)[0]

    d = copy.deepcopy(rich)
    d["board"].append(d["board"][0][:])
    assert "Two tiles" in fails(d, "cell_twice")
    d = copy.deepcopy(rich)
    d["secret"]["stack"].pop()
    assert "Castle tile" in fails(d, "tile_count")
    d = copy.deepcopy(rich)
    d["followers"].append(d["followers"][0][:])
    fails(d, "follower_twice")
    d = copy.deepcopy(rich)
    p = next(p for p in range(2) if d["keep"][p])
    d["keep"][p][0] += 1
    assert "keep" in fails(d, "keep")
    d = copy.deepcopy(rich)
    p = _held(d)
    d["wall_tiles"][p][0][1] = d["turn"] + 1
    fails(d, "taken_later")
    d = copy.deepcopy(rich)
    d["secret"]["box"].pop()
    assert "18" in fails(d, "wall_tiles_total")
    d = copy.deepcopy(rich)
    d["secret"]["towers"][0] = 3  # tower 0/1 never holds a wall tile (§4.1)
    fails(d, "tower_empty")
    d = copy.deepcopy(rich)
    d["phase"] = "follower"
    d["drawn"] = None
    d["secret"]["stack"].append(rich["drawn"])
    assert "placed this turn" in fails(d, "last")
    d = copy.deepcopy(rich)
    d["phase"] = "over"
    fails(d, "drawn")
    # a tile turned so that a path no longer continues
    found = False
    for i, (_, _, _, r) in enumerate(rich["board"]):
        for turn in (1, 2, 3):
            d = copy.deepcopy(rich)
            d["board"][i][3] = (r + turn) % 4
            try:
                load_position(d)
            except PositionError as e:
                if e.key == "carcassonne.position.tile_place":
                    assert "cannot lie there" in messages(e)[0]
                    found = True
                    break
        if found:
            break
    assert found


def test_a_damaged_file_or_save_says_what_is_wrong(rich: dict[str, Any]) -> None:
    for data, key in [
        ("{not json", "position.json"),
        (b"\xff\xfe", "position.encoding"),
        ("[1, 2]", "carcassonne.position.not_object"),
        ({"format": "burg-game", "version": 1, "game": "carcassonne"},
         "carcassonne.position.save_start"),
        ({"format": "burg-game", "version": 1, "game": "carcassonne", "seed": 1, "position": rich},
         "carcassonne.position.save_start"),
        ({"format": "burg-game", "version": 1, "game": "wettkampf", "seed": 1},
         "carcassonne.position.game"),
        ({"format": "burg-game", "version": 1, "game": "carcassonne", "position": rich,
          "actions": [{"kind": "end_turn", "player": 0}]}, "carcassonne.position.save_action"),
    ]:  # fmt: skip
        with pytest.raises(PositionError) as e:
            load_save(data)
        assert e.value.key == key, e.value.render()
        messages(e.value)
