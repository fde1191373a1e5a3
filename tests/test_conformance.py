"""The contract every game of the family keeps (``burg.core.registry.GAMES``), checked on random
games of each: like OpenSpiel's ``random_sim_test`` and PettingZoo's ``api_test``.

- random games finish, and every listed legal action applies;
- anything else raises a rule-naming error in both languages and leaves the game as it was;
- undo/redo and save/load round-trip;
- ``view(p)`` hides what ``p`` may not see: other seats' secret choices, and the order of what
  lies face down for everybody;
- where a game has holdings, the events account for every item;
- every game implements the contract's abstract members, and its state, ``pending`` and
  positions module follow the protocols of ``burg.core.contract``;
- ``result()`` agrees with the game's own scores, ranking and winners;
- ``determinize(seat, rng)`` keeps what ``seat`` sees, varies what it does not, and depends on
  nothing hidden from it.

The reference game (``burg.reference.nim``) is played besides the registered games.
"""

from __future__ import annotations

import inspect
import json
import random
from collections import Counter
from importlib import import_module
from typing import Any

import pytest

from burg.core import contract
from burg.core.errors import BurgError
from burg.core.game import Game
from burg.core.registry import GAMES, game_class
from burg.reference.nim import Nim

MAX_ACTIONS = 5000
SEEDS = (1, 2)


#: The registered games, and the reference game outside the registry.
CLASSES: list[type[Game]] = [*(game_class(name) for name in GAMES), Nim]


def _cases() -> list[Any]:
    out = []
    for cls in CLASSES:
        name = cls.name
        for setup in cls.setups():
            for seed in SEEDS:
                label = "-".join(f"{k}={v}" for k, v in setup.items())
                out.append(pytest.param(cls, setup, seed, id=f"{name}-{label}-seed{seed}"))
    return out


CASES = _cases()


def moment(g: Game) -> tuple[str, ...]:
    """Everything a caller can observe of a game, as comparable text."""
    seats = range(g.n_players)
    return (
        json.dumps(g.to_json(), sort_keys=True),
        json.dumps([g.view(p) for p in (None, *seats)], sort_keys=True, default=str),
        json.dumps([e.to_json() for e in g.events], default=str),
        json.dumps([a.to_json() for a in g.legal_actions()]),
        repr(g.pending),
        repr(g.is_over),
    )


def check_refused(g: Game, bad: Any, before: tuple[str, ...]) -> None:
    """``bad`` is refused with a rule-naming error, worded in both languages; nothing changed."""
    with pytest.raises(BurgError) as e:
        g.apply(bad)
    err = e.value
    assert err.rule, f"{bad!r}: the error names no rule ({err.key})"
    assert err.render("en") != err.key and err.render("de") != err.key, err.key
    assert g.why_not(bad) is not None
    assert moment(g) == before, f"{bad!r} changed the game"


def illegal_candidates(g: Game, seen: list[Any], rng: random.Random) -> list[Any]:
    """Actions that are not legal now: legal elsewhere in the game, at the wrong seat, with a
    field of the wrong type or value, unknown or incomplete JSON, not an action at all."""
    legal = g.legal_actions()
    legal_json = [a.to_json() for a in legal]
    out: list[Any] = [a for a in rng.sample(seen, min(6, len(seen))) if a not in legal]
    for a in rng.sample(legal, min(3, len(legal))):
        d = a.to_json()
        for p in (-1, g.n_players, *range(g.n_players)):
            other = {**d, "player": p}
            if other not in legal_json:
                out.append(other)
                break
        for key in d:
            if key == "type":
                continue
            for wrong in (None, True, 1.5, "nonsense", [], 99):
                changed = {**d, key: wrong}
                if changed not in legal_json:
                    out.append(changed)
        out.append({**d, "extra": 1})
        out.append({k: v for k, v in d.items() if k != "player"})
        out.append({**d, "type": "no_such_action"})
    out.extend([None, 5, "done", {"type": 3}, []])
    return out


def check_secret_choices(g: Game) -> None:
    """While a secret decision is pending, another seat sees the same whichever choice is made."""
    d = g.pending
    if d.kind not in type(g).SECRET_DECISIONS or len(d.players) < 2:
        return  # the last to choose reveals: then everybody sees
    for q in d.players:
        options = g.legal_actions(q)[:6]
        views: dict[int, set[str]] = {p: set() for p in range(g.n_players) if p != q}
        for a in options:
            g.apply(a)
            for p in views:
                views[p].add(json.dumps(g.view(p), sort_keys=True, default=str))
            g.undo()
        for p, seen in views.items():
            assert len(seen) == 1, f"seat {p} sees seat {q}'s secret {d.kind} choice"


def check_hidden_order(g: Game, rng: random.Random) -> None:
    """The order of what lies face down for everybody shows in no view."""
    twin = g.hidden_twin(rng)
    if twin is None:
        return
    for p in (None, *range(g.n_players)):
        assert twin.view(p) == g.view(p), f"view({p}) shows the order of a face-down deck"
    assert [a.to_json() for a in twin.legal_actions()] == [a.to_json() for a in g.legal_actions()]


def check_contract(g: Game) -> None:
    """The state, ``pending`` and positions module follow the contract's protocols."""
    assert isinstance(g.state, contract.State) and g.state.n == g.n_players
    assert type(g.state.copy()) is type(g.state)
    d = g.pending
    assert isinstance(d, contract.Decision)
    assert (d.kind is None) == g.is_over and isinstance(d.players, tuple)


def check_result(g: Game) -> None:
    """``result()``: one score and rank per seat, ranks by score with shared places, the winners
    ranked first, in agreement with what the game itself says."""
    r = g.result()
    n = g.n_players
    assert isinstance(r, contract.Result) and r.final == g.is_over
    assert len(r.scores) == len(r.ranks) == n
    assert all(type(x) is int for x in (*r.scores, *r.ranks))
    assert r.winners == tuple(p for p in range(n) if r.ranks[p] == 1) and r.winners
    for p in range(n):
        assert r.ranks[p] == 1 + sum(r.ranks[q] < r.ranks[p] for q in range(n))
        for q in range(n):
            assert r.scores[p] <= r.scores[q] or r.ranks[p] < r.ranks[q], "ranks not by score"
    # the game's own words for it, where it has them
    if callable(ranking := getattr(g, "ranking", None)):
        assert {s.seat: s.rank for s in ranking()} == dict(enumerate(r.ranks))
    if callable(winners := getattr(g, "winners", None)):
        assert tuple(sorted(winners())) == r.winners
    if callable(scores := getattr(g, "scores", None)):
        assert tuple(scores()) == r.scores
    elif isinstance(scores, dict) and r.final:  # Im Schutze der Burg: the final breakdown
        assert tuple(map(sum, zip(*scores.values(), strict=True))) == r.scores
    if callable(points := getattr(g, "points", None)) and points(0) is not None:
        assert tuple(points(p) for p in range(n)) == r.scores


def dealt(g: Game) -> str:
    """Everything a determinized game holds, hidden or not (its save is its full position)."""
    return json.dumps(g.to_json(), sort_keys=True)


def check_determinize(g: Game, seat: int, rng: random.Random) -> None:
    """``determinize(seat)`` shows ``seat`` the same game, deals anew what ``seat`` cannot see,
    and depends only on what ``seat`` sees."""
    s = rng.randrange(1 << 30)
    d = g.determinize(seat, random.Random(s))
    assert d.history == [] and d.view(seat) == g.view(seat)
    assert repr(d.pending) == repr(g.pending)
    assert [a.to_json() for a in d.legal_actions(seat)] == [
        a.to_json() for a in g.legal_actions(seat)
    ]
    # playable on: apply and undo
    a = rng.choice(d.legal_actions())
    before = dealt(d)
    d.apply(a)
    d.undo()
    assert dealt(d) == before
    # a game that differs only in what ``seat`` cannot see deals the same from the same seed
    other = g.determinize(seat, random.Random(s + 1))
    assert dealt(other.determinize(seat, random.Random(s))) == dealt(d)
    forgetful = g.determinize(seat, random.Random(s), known=())
    twin = g.hidden_twin(rng)
    if twin is not None:
        assert dealt(twin.determinize(seat, random.Random(s), known=())) == dealt(forgetful)
        # something is hidden from everybody: it is really dealt anew
        deals = {dealt(g.determinize(seat, random.Random(t), known=())) for t in range(6)}
        assert len(deals) > 1, "determinize deals nothing anew"


def check_holdings(g: Game, totals: Counter[tuple[str, str]]) -> None:
    """The events sum to where every item lies."""
    held = g.holdings()
    if held is None:
        return
    here = {k: v for k, v in totals.items() if v and k[0] != "box" and k[0] != "score"}
    want = {k: v for k, v in held.items() if v}
    assert here == want, f"events and holdings differ: {set(here.items()) ^ set(want.items())}"


def fold(totals: Counter[tuple[str, str]], events: list[Any]) -> None:
    for e in events:
        if e.kind == "transfer":
            totals[(e.dst, e.item)] += e.count
            totals[(e.src, e.item)] -= e.count


@pytest.mark.parametrize(("cls", "setup", "seed"), CASES)
def test_a_random_game_keeps_the_contract(cls: type[Game], setup: dict[str, Any], seed: int):
    rng = random.Random(seed)
    g = cls(seed=seed, **setup)
    check_contract(g)
    totals: Counter[tuple[str, str]] = Counter()
    fold(totals, g.events)
    check_holdings(g, totals)
    seen: list[Any] = []
    step = 0
    while not g.is_over:
        assert step < MAX_ACTIONS, "the game does not finish"
        legal = g.legal_actions()
        assert legal, f"nobody can act, but the game is not over: {g.pending}"
        assert set(g.pending.players) == {a.player for a in legal}
        for a in legal:
            assert g.why_not(a) is None
            assert g.why_not(a.to_json()) is None
        if step % 9 == 0:  # every legal action applies, and undo takes it back exactly
            before = moment(g)
            for a in rng.sample(legal, min(8, len(legal))):
                g.apply(a)
                g.undo()
                assert moment(g) == before
            for bad in illegal_candidates(g, seen, rng):
                check_refused(g, bad, before)
            check_secret_choices(g)
            check_hidden_order(g, rng)
            check_determinize(g, step // 9 % g.n_players, rng)
            check_result(g)
        action = rng.choice(legal)
        seen.append(action)
        n = len(g.events)
        g.apply(action)
        fold(totals, g.events[n:])
        check_holdings(g, totals)
        step += 1
    assert g.legal_actions() == [] and g.pending.players == ()
    check_contract(g)
    check_result(g)
    end = moment(g)
    # save and load
    loaded = cls.from_json(json.loads(json.dumps(g.to_json())))
    assert moment(loaded) == end
    # undo everything, then redo everything
    g.undo(len(g.history))
    assert g.history == [] and not g.can_undo
    g.redo(step)
    assert moment(g) == end
    # undo part way, save there, load, and play on the same way
    cut = step // 2
    g.restore(cut)
    middle = cls.from_json(g.to_json())
    assert moment(middle) == moment(g)
    for a in seen[cut:]:
        middle.apply(a)
    assert moment(middle)[0] == end[0]


def test_every_registered_game_loads() -> None:
    assert "schutz" in GAMES
    for name in GAMES:
        assert game_class(name).name == name


@pytest.mark.parametrize("cls", CLASSES, ids=[c.name for c in CLASSES])
def test_every_game_implements_the_contract(cls: type[Game]) -> None:
    """Every abstract member of ``Game`` implemented, ``ACTIONS`` declared, and a positions
    module with the functions ``contract.Positions`` names."""
    assert not inspect.isabstract(cls), sorted(getattr(cls, "__abstractmethods__", ()))
    assert cls.name and cls.ACTIONS is not None
    for hook in ("_rules_legal", "_rules_deciders", "_rules_perform", "_rules_over"):
        assert isinstance(inspect.getattr_static(cls, hook), staticmethod), hook
    assert isinstance(import_module(cls.POSITIONS), contract.Positions)
