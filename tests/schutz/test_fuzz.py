"""Fuzzing ``Game.apply``: malformed and illegal actions at random points of random games.

Every such action must raise ``IllegalAction`` (a ``ValueError``) with a message in English and
German, and leave the game exactly as it was: state, events, history, legal actions. Every action
that ``legal_actions`` lists must be accepted, as an object and in its JSON form.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
from collections.abc import Iterator
from dataclasses import fields
from itertools import combinations_with_replacement
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burg import (
    Action,
    Back,
    BuyPiece,
    ChooseBuilding,
    ChooseCards,
    ChooseWorkerPieces,
    Done,
    Game,
    IllegalAction,
    PalasConvert,
    Pay,
    PlaceHelper,
    PlaceTrader,
    TakeFromTower,
    action_from_json,
)
from burg.schutz.actions import (
    ACTION_TYPES,
    LoseCard,
    PayTalers,
    RecallInnkeeper,
    ReturnMerchant,
    ReturnStone,
    TakeStake,
    Woo,
    canonical,
)
from burg.schutz.data import BUILDING_OF, CARTS, HAND, KINDS, SLOT_BUILDINGS, WORKER_CARDS
from burg.schutz.rules.building import exact_vectors
from tests.schutz.conservation import check_invariants

PLAYERS = (2, 3, 4)
HAS_POSITIONS = importlib.util.find_spec("burg.schutz.positions") is not None
FUZZ = settings(
    deadline=None,
    max_examples=30,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
# --- junk ----------------------------------------------------------------------------------------
NAMES = sorted({*HAND, *BUILDING_OF, *KINDS, *CARTS, "supply"})
JUNK_STRINGS = (
    "", " ", "x", "gold", "BOTE", "Bote", "arbeiter", "arbeiter_d", "turm", "turm_0", "turm_10",
    "haus_7", "markt_1", "cart:sand", "sand ", "rider2", "p0", "None", "Wehrturm", "ß",
)  # fmt: skip
JUNK_VALUES: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 2, 7, -(2**31), 2**63, 10**100, -(10**100), 0.0, 1.5,
    float("nan"), float("inf"), "0", "1", "", "done", [], [0], (), (0,), {}, {"a": 1}, b"1",
)  # fmt: skip
NON_DICT_JUNK: tuple[Any, ...] = (
    None, 0, 1, -1, True, 3.5, "", "done", '{"type": "done", "player": 0}', b"done", [], (),
    [{"type": "done", "player": 0}], ("done", 0), {"done"}, frozenset(), object(), Done,
    ChooseCards, Ellipsis, range(3), IllegalAction("action.malformed", detail="x"),
)  # fmt: skip


def strict(v: Any) -> str:
    """A key that tells 1, 1.0 and True (and tuples from lists) apart."""
    return f"{type(v).__name__}:{v!r}"


def action_key(a: Action) -> tuple[Any, ...]:
    return (type(a), *(strict(getattr(a, f.name)) for f in fields(a)))


def json_key(d: Any) -> tuple[Any, ...] | None:
    """The action a JSON dict stands for, strictly typed; None if it is malformed."""
    if not isinstance(d, dict) or type(d.get("type")) is not str:
        return None
    cls = ACTION_TYPES.get(d["type"])
    if cls is None:
        return None
    names = {f.name for f in fields(cls)}
    if set(d) - names - {"type"}:
        return None
    values = []
    for f in fields(cls):
        if f.name in d:
            v = d[f.name]
            values.append(tuple(v) if isinstance(v, list) else v)
        elif f.default is not dataclasses.MISSING:
            values.append(f.default)
        else:
            return None
    return (cls, *(strict(v) for v in values))


def same_choice_as_legal(cand: Any, legal: list[Action]) -> bool:
    """Whether ``cand`` is a legal action written another way (cards or worker pieces listed in
    another order, lists for tuples): the engine accepts those on purpose."""
    try:
        a = action_from_json(cand) if isinstance(cand, dict) else canonical(cand)
    except IllegalAction:
        return False
    return a in legal


# --- positions -----------------------------------------------------------------------------------
def random_position(
    players: int, seed: int, steps: int, rng: random.Random, winter: bool = False
) -> Game:
    game = Game(players, seed=seed, winter=winter)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def copy_game(game: Game, players: int, seed: int) -> Game:
    """An independent copy: through the save file if positions exist, else by replaying."""
    if HAS_POSITIONS:
        return Game.from_json(json.loads(json.dumps(game.to_json())))
    copy = Game(players, seed=seed, winter=game.state.winter is not None)
    for a in game.history:
        copy.apply(a)
    return copy


def where(game: Game) -> str:
    """Enough to reproduce a position: players, seed and the actions taken."""
    actions = [a.to_json() for a in game.history]
    return f"players={game.n_players} seed={game.seed} actions={actions}"


# --- candidates ----------------------------------------------------------------------------------
def field_junk(value: Any) -> list[Any]:
    """Wrong values for one field whose right value is ``value``."""
    out: list[Any] = list(JUNK_VALUES)
    if type(value) is int:
        out += [value + 1, value - 1, -value - 1, value + 10**6, str(value), [value], (value,)]
        out += [float(value)] + ([bool(value)] if value in (0, 1) else [])
    elif isinstance(value, str):
        out += [*JUNK_STRINGS, *NAMES, value.upper(), value + "_", value + " ", [value], (value,)]
    elif isinstance(value, tuple):
        out += [list(value), value[:-1], value + value[:1], (value,), tuple(map(str, value))]
        out += [tuple(reversed(value)), (*value, None), (None,) * len(value), str(value)]
        if all(type(x) is int for x in value):
            out += [tuple(x + 1 for x in value), tuple(-x for x in value), (10**100,) * len(value)]
            out += [tuple(map(float, value)), tuple(map(bool, value))]
    return out


def mutated(a: Action, n: int) -> Iterator[Any]:
    """Each field of a legal action replaced by junk; another seat; JSON forms with damage."""
    for f in fields(a):
        for junk in field_junk(getattr(a, f.name)):
            yield dataclasses.replace(a, **{f.name: junk})
    for q in range(n):
        yield dataclasses.replace(a, player=q)
    d = a.to_json()
    for key in d:
        yield {k: v for k, v in d.items() if k != key}
        for junk in field_junk(d[key]) if key != "type" else (*JUNK_VALUES, *JUNK_STRINGS):
            yield {**d, key: junk}
    for other in ACTION_TYPES:
        yield {**d, "type": other}
    yield {**d, "extra": 1}
    yield {**d, "Player": d["player"]}
    yield {**d, "type": d["type"].upper()}
    yield {**d, "type": ["done"]}
    yield {**d, "type": {"x": 1}}


def catalog(n: int, p: Any) -> Iterator[Action]:
    """Actions of every type with right-looking values, for seat ``p``."""
    cards = sorted(set(HAND))
    yield Done(p)
    yield Back(p)
    yield ChooseCards(p, ())
    yield ChooseCards(p, tuple(HAND))
    for c in [*cards, "arbeiter", "gold"]:
        yield ChooseCards(p, (c,))
        yield ChooseCards(p, (c, c))
        yield ChooseCards(p, (c, "bote"))
    for combo in combinations_with_replacement([*KINDS, "gold"], 2):
        yield ChooseWorkerPieces(p, combo)
    yield ChooseWorkerPieces(p, ("sand",))
    yield ChooseWorkerPieces(p, ("sand", "wood", "clay"))
    for cart in [*CARTS, "gold", "carts", "cart:sand"]:
        yield PlaceTrader(p, cart)
    for kind in [*KINDS, "gold"]:
        yield TakeFromTower(p, kind)
        yield PalasConvert(p, kind)
        for into in ("", *KINDS):
            yield PalasConvert(p, kind, into)
    for q in range(-1, n + 1):
        for card in [*WORKER_CARDS, "bote"]:
            for kind in [*KINDS, "gold"]:
                yield BuyPiece(p, q, card, kind)
    for b in [*BUILDING_OF, "gold"]:
        yield ChooseBuilding(p, b)
        for vec in (exact_vectors(12) + exact_vectors(8))[:6]:
            yield Pay(p, b, vec)
            yield Pay(p, b, vec, vec)
        yield Pay(p, b, (1, 1, 1, 1))
        for slot in (-1, 0, 1, 2, 3):
            for source in ("supply", *CARTS, "gold"):
                if b in SLOT_BUILDINGS or slot == 0:
                    yield PlaceHelper(p, b, slot, source)
    # the winter game's actions
    for b in ("dorfschaenke", "kornspeicher"):
        for slot in (-1, 0, 1, 2, 3):
            yield PlaceHelper(p, b, slot, "supply")
    for c in [*cards, "pest", "gold"]:
        yield LoseCard(p, c)
    yield PayTalers(p)
    yield RecallInnkeeper(p)
    for count in (-1, 0, 1, 2, 3, 4):
        for silver in (-1, 0, 1, 2, 4):
            yield ReturnStone(p, count, silver)
    for item in [*KINDS, "taler", "gold", "vp"]:
        yield Woo(p, item)
        yield TakeStake(p, item)
    for cart in [*CARTS, "gold"]:
        yield ReturnMerchant(p, cart)


def candidates(game: Game, rng: random.Random) -> list[Any]:
    """A random sample of bad actions for this position, from every family of mistakes."""
    n = game.n_players
    pending = game.pending.players
    legal = game.legal_actions()
    others = [p for p in range(-1, n + 1) if p not in pending]
    families: list[tuple[int, list[Any]]] = [
        (15, list(NON_DICT_JUNK)),
        (70, [m for a in rng.sample(legal, min(len(legal), 4)) for m in mutated(a, n)]),
        (45, [a for p in pending for a in catalog(n, p)]),
        (15, [a for p in rng.sample(others, min(len(others), 2)) for a in catalog(n, p)]),
    ]
    junk_players = (True, False, None, "0", 1.0, 10**100, -(10**100), [0])
    families.append(
        (
            10,
            [Done(x) for x in junk_players]
            + [{"type": "done", "player": x} for x in junk_players]
            + [{}, {"type": "done"}, {"player": 0}, {"type": None, "player": 0}],
        )
    )
    out: list[Any] = []
    for k, family in families:
        out += rng.sample(family, min(k, len(family)))
    return out


# --- checks --------------------------------------------------------------------------------------
def assert_rejected(game: Game, cand: Any) -> None:
    """``cand`` raises IllegalAction with an English and a German message; nothing changes."""
    before = dataclasses.asdict(game.state)
    n_events, history = len(game.events), list(game.history)
    pending, legal = game.pending, game.legal_actions()
    try:
        game.apply(cand)
    except IllegalAction as err:
        assert isinstance(err, ValueError)
        en, de = str(err), err.render("de")
        assert isinstance(de, str) and en.strip() and de.strip(), f"empty message for {cand!r}"
        assert err.render("en") == en
        assert de != en, f"no German message for {err.key!r}: {en}"
    except Exception as err:  # pragma: no cover - an engine bug
        pytest.fail(f"{type(err).__name__}: {err} escaped for {cand!r}; {where(game)}")
    else:  # pragma: no cover - an engine bug
        pytest.fail(f"illegal action accepted: {cand!r}; {where(game)}")
    assert dataclasses.asdict(game.state) == before, f"state changed by {cand!r}"
    assert len(game.events) == n_events, f"events changed by {cand!r}"
    assert game.history == history, f"history changed by {cand!r}"
    assert game.pending == pending
    assert game.legal_actions() == legal


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@FUZZ
@given(
    seed=st.integers(0, 2**31 - 1),
    steps=st.integers(0, 130),
    rng=st.randoms(use_true_random=False),
)
def test_illegal_and_malformed_actions_are_rejected(
    players: int, winter: bool, seed: int, steps: int, rng: random.Random
):
    game = random_position(players, seed, steps, rng, winter)
    legal = game.legal_actions()
    legal_keys = {action_key(a) for a in legal}
    for cand in candidates(game, rng):
        if isinstance(cand, Action) and action_key(cand) in legal_keys:
            continue
        if isinstance(cand, dict) and json_key(cand) in legal_keys:
            continue
        if same_choice_as_legal(cand, legal):
            continue
        assert_rejected(game, cand)
    check_invariants(game)


@pytest.mark.parametrize("winter", (False, True), ids=("summer", "winter"))
@pytest.mark.parametrize("players", PLAYERS)
@FUZZ
@given(
    seed=st.integers(0, 2**31 - 1),
    steps=st.integers(0, 150),
    rng=st.randoms(use_true_random=False),
)
def test_every_legal_action_is_accepted(
    players: int, winter: bool, seed: int, steps: int, rng: random.Random
):
    game = random_position(players, seed, steps, rng, winter)
    pending = game.pending
    everyone: list[Action] = []
    for p in range(players):
        mine = game.legal_actions(p)
        assert bool(mine) == (p in pending.players), f"seat {p} and {pending}"
        assert all(a.player == p for a in mine)
        everyone.extend(mine)
    assert sorted(map(action_key, everyone), key=repr) == sorted(
        map(action_key, game.legal_actions()), key=repr
    )
    for junk in (-1, players, 10**100, True, False, "0", 1.0, [0]):
        assert game.legal_actions(junk) == []  # None means everybody who must decide
    if game.is_over:
        assert everyone == []
        return
    before = dataclasses.asdict(game.state)
    for a in rng.sample(everyone, min(len(everyone), 12)):
        assert action_key(action_from_json(json.loads(json.dumps(a.to_json())))) == action_key(a)
        for form in (a, a.to_json()):
            copy = copy_game(game, players, seed)
            n_events = len(copy.events)
            returned = copy.apply(form)
            assert returned == copy.events[n_events:]
            assert copy.history == [*game.history, a]
            check_invariants(copy)
    assert dataclasses.asdict(game.state) == before, "applying on a copy changed the original"


@pytest.mark.parametrize("players", PLAYERS)
def test_finished_game_rejects_everything(players: int):
    game = random_position(players, 5, 10_000, random.Random(5))
    assert game.is_over
    rng = random.Random(players)
    for _ in range(3):
        for cand in candidates(game, rng):
            assert_rejected(game, cand)
    with pytest.raises(IllegalAction) as info:
        game.apply(Done(0))
    assert info.value.key == "turn.game_over"


# --- engine bugs found by fuzzing (now fixed; these pin the fixes) -------------
def position_with(players: int, seed: int, kind: type[Action]) -> tuple[Game, Action]:
    """The first position of a seeded random game that offers an action of ``kind``."""
    game = Game(players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        for a in legal:
            if type(a) is kind:
                return game, a
        game.apply(rng.choice(legal))
    raise AssertionError(f"no {kind.__name__} offered")  # pragma: no cover


@pytest.mark.parametrize("bad_type", [["done"], {"x": 1}])
def test_unhashable_json_type_is_rejected(bad_type: Any):
    game = Game(2, seed=0)
    assert_rejected(game, {"type": bad_type, "player": game.pending.players[0]})


def test_bool_slot_is_rejected():
    game, a = position_with(3, 0, PlaceHelper)
    assert_rejected(game, dataclasses.replace(a, slot=bool(a.slot)))


def test_bool_payment_is_rejected():
    game, a = position_with(3, 0, Pay)
    bools = [(k, bool(x)) for k, x in enumerate(a.pieces) if x in (0, 1)]
    assert bools, "needs a payment with a count of 0 or 1"
    pieces = tuple(bool(x) if x in (0, 1) else x for x in a.pieces)
    assert_rejected(game, dataclasses.replace(a, pieces=pieces))


def test_float_slot_is_rejected():
    game, a = position_with(3, 0, PlaceHelper)
    assert_rejected(game, dataclasses.replace(a, slot=float(a.slot)))


def test_float_seller_is_rejected():
    game, a = position_with(3, 0, BuyPiece)
    assert_rejected(game, dataclasses.replace(a, seller=float(a.seller)))


def test_float_payment_is_rejected():
    game, a = position_with(3, 0, Pay)
    assert_rejected(game, dataclasses.replace(a, pieces=tuple(map(float, a.pieces))))
