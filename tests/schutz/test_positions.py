"""The position format (docs/positions.md): round trips through random games, save files with
undo, the documented examples, every documented kind of bad file, and what a seat may see.

A bad file must raise ``PositionError`` (never another exception) with a message key from the
catalog, the rule it breaks and a message in English and German, and leave its input unchanged.
"""

from __future__ import annotations

import copy
import functools
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burg import (
    Action,
    ChooseCards,
    Done,
    Game,
    IllegalAction,
    LoseCard,
    PayTalers,
    PlaceHelper,
    PositionError,
    RecallInnkeeper,
)
from burg.core.text import document_label
from burg.schutz.bots import RandomBot
from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, CARTS, HAND, KINDS
from burg.schutz.ledger import holdings
from burg.schutz.messages import ERRORS, render_error
from burg.schutz.positions import (
    PERSON,
    dump_position,
    load_position,
    load_save,
    state_from_dict,
    state_to_dict,
)
from tests.schutz.conservation import check_invariants

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "positions.md").read_text(encoding="utf-8")
DOC_JSON = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", DOC, re.S)]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")  # a parameter the message failed to fill in


def example() -> dict[str, Any]:
    """The complete example of the doc (Anna's Steinmetz about to build)."""
    return copy.deepcopy(DOC_JSON[0])


def short_example() -> dict[str, Any]:
    """The same position as a teacher writes it, defaults left out."""
    return copy.deepcopy(DOC_JSON[1])


# --- random games ------------------------------------------------------------------------------
@functools.cache
def random_game(n: int, seed: int) -> tuple[tuple[Action, ...], tuple[str, ...]]:
    """A random legal game: its actions and the position (as JSON text) before each action and at
    the end. Text, so that no test can change what another one sees."""
    rng = random.Random(seed * 10 + n)
    g = Game(n, seed=seed, record_events=False)
    actions: list[Action] = []
    dumps = [json.dumps(dump_position(g))]
    while not g.is_over:
        a = rng.choice(g.legal_actions(g.pending.players[0]))
        g.apply(a)
        actions.append(a)
        dumps.append(json.dumps(dump_position(g)))
    return tuple(actions), tuple(dumps)


def replayed(n: int, seed: int, k: int) -> Game:
    """The random game ``(n, seed)`` after its first ``k`` actions."""
    g = Game(n, seed=seed, record_events=False)
    for a in random_game(n, seed)[0][:k]:
        g.apply(a)
    return g


def all_legal(g: Game) -> list[list[Action]]:
    return [g.legal_actions(p) for p in range(g.n_players)]


def assert_same_game(loaded: Game, original: Game) -> None:
    assert dump_position(loaded) == dump_position(original)
    assert loaded.pending == original.pending
    assert all_legal(loaded) == all_legal(original)
    assert loaded.is_over == original.is_over


GAMES = [(n, seed) for n in (2, 3, 4) for seed in range(3)]


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_every_position_of_a_random_game_reloads_exactly(n: int, seed: int) -> None:
    actions, dumps = random_game(n, seed)
    g = Game(n, seed=seed, record_events=False)
    checked = 0
    for i, text in enumerate(dumps):
        assert json.dumps(dump_position(g)) == text  # the recorded game is reproducible
        # waiting for Arbeiter C's pieces: see test_waiting_for_arbeiter_c_pieces_reloads
        if g.state.phase != "stock":
            loaded = (
                load_save(text, record_events=False) if i % 2 else load_position(json.loads(text))
            )
            assert_same_game(loaded, g)
            checked += 1
        if i < len(actions):
            g.apply(actions[i])
    assert g.is_over
    assert checked > len(dumps) // 2


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_a_reloaded_position_plays_on_like_the_original(n: int, seed: int) -> None:
    actions, dumps = random_game(n, seed)
    for k in (len(actions) // 4, len(actions) // 2, len(actions) - 3):
        while json.loads(dumps[k])["flow"]["phase"] == "stock":
            k += 1
        loaded = load_position(json.loads(dumps[k]))
        for i in range(k, len(actions)):
            loaded.apply(actions[i])
            assert json.dumps(dump_position(loaded)) == dumps[i + 1], f"after action {i + 1}"
        assert loaded.is_over
        original = replayed(n, seed, len(actions))
        assert loaded.ranking() == original.ranking()
        assert loaded.scores == original.scores


def stock_positions() -> list[tuple[int, int, int]]:
    out = []
    for n, seed in GAMES[:6]:
        dumps = random_game(n, seed)[1]
        out += [(n, seed, i) for i, t in enumerate(dumps) if '"phase": "stock"' in t][:3]
    return out


def test_waiting_for_arbeiter_c_pieces_reloads() -> None:
    cases = stock_positions()
    assert cases
    for n, seed, i in cases:
        original = replayed(n, seed, i)
        assert original.pending.kind == "worker_pieces"
        assert_same_game(load_position(json.loads(random_game(n, seed)[1][i])), original)


def test_random_bot_games_reload_at_every_decision() -> None:
    bots = [RandomBot(seed=s) for s in range(3)]
    g = Game(3, seed=11, record_events=False)
    while not g.is_over:
        if g.state.phase != "stock" and len(g.history) % 3 == 0:
            assert_same_game(load_save(json.dumps(g.to_json())), g)
            assert_same_game(load_save(json.dumps(dump_position(g)).encode()), g)
        p = g.pending.players[0]
        g.apply(bots[p].choose(g, p))


# --- the ledger: what lies where, and the set-up events of a loaded game --------------------------
def test_the_ledger_of_a_new_game_is_the_set_up() -> None:
    """Spielvorbereitung: every holding of a new two-player game, named as in the events."""
    held = holdings(Game(2, seed=0, record_events=False).state)
    assert held[("bank", "taler")] == 105 - 12 - 2 * 3
    assert held[("fields", "taler")] == 12 - 1  # round 1 took its taler
    assert held[("tower", "silver")] == 1
    assert held[("p0", "helper")] == held[("p1", "helper")] == 7
    assert [key for key in held if key[0] == "p1.hand"] == [("p1.hand", f"card:{c}") for c in HAND]
    assert not [key for key in held if key[0].startswith(("slot:", "cart:", "worker:"))]
    assert all(count > 0 for count in held.values())


def test_a_position_loaded_after_the_reveal_counts_each_card_once() -> None:
    """The set-up events of a loaded game put this round's revealed cards in the discard row
    only (until the reveal they lie face down, counted with the hand)."""
    g = load_position(example())
    anna = [(e.item, e.dst) for e in g.events if e.kind == "transfer" and e.dst.startswith("p0.")]
    assert ("card:steinmetz", "p0.discard") in anna
    assert ("card:steinmetz", "p0.hand") not in anna
    assert len(anna) == len(HAND)
    check_invariants(g)


# --- reachable winter positions (each found by tests/schutz/test_position_fuzz.py) -------------
WINTER_OTHERS = ["pest", "mauerbruch", "schneeverwehung", "burgfraeulein", "kornspeicher"]


def assert_reloads(g: Game) -> None:
    """``g``'s position loads (through JSON text) as the same game."""
    assert_same_game(load_position(json.loads(json.dumps(dump_position(g)))), g)


def innkeeper_at_hand() -> Game:
    """Round 4 of a two-player winter game: the Dorfschänke was drawn this round; Anna's Maurer
    has built Haus 1 and is about to place helpers (Ben's two Arbeiter resolve after it)."""
    return load_position(
        {
            "format": "burg-position", "version": 1, "round": 4, "start_player": 0,
            "players": [
                {"name": "Anna", "talers": 12, "discard": ["bote", "maurer"],
                 "chosen": ["bote", "maurer"]},
                {"name": "Ben", "talers": 3, "discard": ["arbeiter_a", "arbeiter_b"],
                 "chosen": ["arbeiter_a", "arbeiter_b"]},
            ],
            "built": {"haus_1": 0},
            "built_this_round": [1, 0],
            "winter": {"deck": WINTER_OTHERS[2:], "card": "dorfschaenke",
                       "in_play": ["dorfschaenke"], "out": WINTER_OTHERS[:2]},
            "flow": {"phase": "resolve", "current": ["maurer", 0], "step": "helpers"},
        },
        record_events=False,
    )  # fmt: skip


def test_the_innkeepers_owner_with_no_placements_left_reloads() -> None:
    """Dorfschänke (rules/schutz.md §WI10): after his 2 placements the innkeeper's owner may
    still take him back, so the helper step waits with ``helpers_left`` 0."""
    g = innkeeper_at_hand()
    g.apply(PlaceHelper(0, "dorfschaenke", 0))
    g.apply(PlaceHelper(0, "markt", 0))
    assert (g.pending.kind, g.state.helpers_left) == ("helpers", 0)
    assert g.legal_actions() == [RecallInnkeeper(0), Done(0)]
    assert_reloads(g)


def test_an_innkeeper_placed_and_taken_back_in_one_round_reloads() -> None:
    """Dorfschänke (rules/schutz.md §WI10): an innkeeper placed this round may be taken back at
    once; the Dorfschänke stays among the buildings Anna gave a helper this round."""
    g = innkeeper_at_hand()
    g.apply(PlaceHelper(0, "dorfschaenke", 0))
    g.apply(RecallInnkeeper(0))
    assert g.state.winter.inn == -1
    assert g.state.helper_buildings[0] == ["dorfschaenke"]
    assert_reloads(g)


def test_a_baumeister_whose_discard_row_the_pest_emptied_reloads() -> None:
    """rules/schutz.md §WI14: Anna chose the Baumeister with one card in her discard row; the
    Pest, drawn after the choice, takes that card. Her choice stands, face down and after the
    reveal."""
    g = load_position(
        {
            "format": "burg-position", "version": 1, "round": 2, "start_player": 0,
            "players": [
                {"name": "Anna", "talers": 3, "discard": ["bote"], "chosen": ["baumeister"]},
                {"name": "Ben", "talers": 3, "discard": ["haendler"], "chosen": ["maurer"]},
                {"name": "Cara", "talers": 3, "discard": ["steinmetz"], "chosen": ["bote"]},
            ],
            "tower": {"stone": 1},
            "winter": {"deck": ["pest", *WINTER_OTHERS[1:], "dorfschaenke"]},
        },
        record_events=False,
    )  # fmt: skip
    assert (g.pending.kind, g.pending.card, g.pending.players) == ("winter", "pest", (0,))
    g.apply(LoseCard(0, "bote"))
    anna = g.state.players[0]
    assert (anna.discard, anna.chosen, anna.lost) == ([], ["baumeister"], ["bote"])
    assert_reloads(g)  # face down, Ben and Cara still to answer
    g.apply(PayTalers(1))
    g.apply(PayTalers(2))
    assert (g.pending.kind, g.pending.card) == ("tower", "maurer")  # Ben's Maurer, then hers
    assert anna.discard == ["baumeister"]
    assert_reloads(g)


def test_a_one_card_hand_in_the_last_two_player_round_reloads_after_the_end() -> None:
    """rules/schutz.md §C2, rules/schutz.md §WI13: with one card left in hand (the Baumeister)
    Anna plays it alone in the last round; it takes her discard row back, so the finished game
    shows a hand of 7 and one card chosen."""
    g = load_position(
        {
            "format": "burg-position", "version": 1, "round": 12, "start_player": 1,
            "players": [
                {"name": "Anna", "discard": ["bote", "haendler", "maurer", "steinmetz",
                                             "arbeiter_a", "arbeiter_c"],
                 "lost": ["arbeiter_b"], "chosen": ["baumeister"]},
                {"name": "Ben", "chosen": ["bote", "steinmetz"]},
            ],
            "winter": {"in_play": ["kornspeicher", "dorfschaenke"], "out": WINTER_OTHERS[:4]},
        },
        record_events=False,
    )  # fmt: skip
    while not g.is_over:
        g.apply(g.legal_actions()[-1])
    anna = g.state.players[0]
    assert (len(anna.hand), anna.discard, anna.chosen) == (7, [], ["baumeister"])
    assert_reloads(g)


# --- save files ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "seed"), GAMES[::2])
def test_a_save_file_restores_actions_state_and_undo(n: int, seed: int) -> None:
    actions, dumps = random_game(n, seed)
    for k in (1, len(actions) // 3, len(actions)):
        original = replayed(n, seed, k)
        saved = original.to_json()
        loaded = Game.from_json(json.dumps(saved))
        assert loaded.to_json() == saved
        assert loaded.history == original.history == list(actions[:k])
        assert_same_game(loaded, original)
        loaded.undo()
        assert json.dumps(dump_position(loaded)) == dumps[k - 1]
        loaded.redo()
        assert json.dumps(dump_position(loaded)) == dumps[k]
        loaded.undo(k)
        assert json.dumps(dump_position(loaded)) == dumps[0]
        loaded.restore(k)
        for i in range(k, len(actions)):
            loaded.apply(actions[i])
        assert json.dumps(dump_position(loaded)) == dumps[-1]


def test_a_save_file_started_from_a_position() -> None:
    start = load_position(example())
    first = dump_position(start)
    g = load_position(example())
    rng = random.Random(5)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions(g.pending.players[0])))
    saved = g.to_json()
    assert saved["position"] == example()
    loaded = load_save(json.dumps(saved).encode("utf-8"))
    assert_same_game(loaded, g)
    assert loaded.history == g.history
    assert loaded.to_json() == saved
    loaded.undo(len(loaded.history))
    assert dump_position(loaded) == first
    loaded.redo(len(g.history))
    assert_same_game(loaded, g)


# --- the doc's examples --------------------------------------------------------------------------
def test_the_doc_has_its_examples() -> None:
    assert len(DOC_JSON) == 3
    assert [d["format"] for d in DOC_JSON] == ["burg-position", "burg-position", "burg-game"]


def test_the_complete_example_is_what_dump_position_writes() -> None:
    g = load_position(example())
    assert dump_position(g) == example()
    assert state_to_dict(state_from_dict(example())) == example()
    assert g.pending.kind == "build"
    assert g.pending.players == (0,)
    assert g.pending.card == "steinmetz"
    # the resolution queue as the doc spells it out
    assert g.state.queue == [("maurer", 1), ("steinmetz", 0), ("arbeiter_b", 0), ("arbeiter_a", 1)]
    assert [p.name for p in g.state.players] == ["Anna", "Ben"]


def test_the_teachers_example_fills_in_the_defaults() -> None:
    assert dump_position(load_position(short_example())) == example()


def test_the_doc_examples_play_to_the_end() -> None:
    for data in (example(), short_example()):
        g = load_position(data)
        rng = random.Random(1)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions(g.pending.players[0])))
        assert sum(g.scores["game"]) >= 0


def test_the_save_file_example_loads() -> None:
    save = copy.deepcopy(DOC_JSON[2])
    g = load_save(save)
    assert [a.to_json() for a in g.history] == save["actions"]
    assert [p.name for p in g.state.players] == save["names"]
    assert g.to_json() == save
    assert Game.from_json(json.dumps(save)).to_json() == save


def test_an_old_save_without_a_game_loads_as_im_schutze_der_burg() -> None:
    save = copy.deepcopy(DOC_JSON[2])
    del save["game"]
    assert load_save(save).to_json() == DOC_JSON[2]


def test_a_save_of_another_game_is_refused() -> None:
    save = {**copy.deepcopy(DOC_JSON[2]), "game": "wettkampf"}
    with pytest.raises(PositionError) as e:
        load_save(save)
    assert e.value.key == "position.game"


def test_the_docs_python_example_names_real_functions() -> None:
    (code,) = re.findall(r"```python\n(.*?)```", DOC, re.S)
    imports = [line for line in code.splitlines() if line.startswith("from ")]
    assert imports
    exec("\n".join(imports), {})


# --- bad files -----------------------------------------------------------------------------------
DEL = object()


def fresh() -> dict[str, Any]:
    """Round 1 of a two-player game, cards being chosen."""
    return dump_position(Game(2, seed=0, record_events=False))


def winter_fresh() -> dict[str, Any]:
    """Round 1 of a two-player winter game, cards being chosen, the six winter cards in the deck."""
    return dump_position(Game(2, seed=0, winter=True, record_events=False))


def winter_deck_without(card: str) -> list[str]:
    return [c for c in winter_fresh()["winter"]["deck"] if c != card]


@functools.cache
def _finished() -> str:
    return random_game(2, 0)[1][-1]


def finished() -> dict[str, Any]:
    """A two-player game after the final scoring."""
    return json.loads(_finished())


def stocking() -> dict[str, Any]:
    """The example one step earlier: Anna played Arbeiter C (not B), whose pieces of choice she
    is about to choose; Ben's Arbeiter A is not stocked yet."""
    d = example()
    anna = d["players"][0]
    anna["hand"] = ["bote", "haendler", "maurer", "arbeiter_a", "arbeiter_b", "baumeister"]
    anna["discard"] = ["steinmetz", "arbeiter_c"]
    anna["chosen"] = ["steinmetz", "arbeiter_c"]
    d["workers"] = {"0:arbeiter_c": {"stone": 1}}
    d["supply"] = {"sand": 16, "wood": 14, "clay": 12, "stone": 11, "silver": 13}
    d["built_this_round"] = [0, 0]
    d["flow"] = {"phase": "stock", "current": ["arbeiter_c", 0]}
    return d


def returned_then_discarded() -> dict[str, Any]:
    """A finished game in which a player's Baumeister took the cards back in the last round, yet
    a card lies in his discard row."""
    for seed in range(20):
        d = json.loads(random_game(2, seed)[1][-1])
        for pl in d["players"]:
            if "baumeister" in pl["chosen"]:
                assert pl["discard"] == []
                pl["discard"] = [pl["hand"].pop()]
                return d
    raise AssertionError("no game whose last round had a Baumeister")  # pragma: no cover


def slots_of(b: str, seat: int | None) -> list[int | None]:
    return [seat] * len(BUILDING_TYPES[BUILDING_OF[b]].fees)


def edited(base: Callable[[], Any], *changes: tuple[str, Any]) -> Callable[[], Any]:
    """``base()`` with values set (or deleted, ``DEL``) at dotted paths: ``"players.0.vp"``."""

    def make() -> Any:
        d = base()
        for path, value in changes:
            *parents, last = [int(k) if k.isdigit() else k for k in path.split(".")]
            obj = d
            for k in parents:
                obj = obj[k]
            if value is DEL:
                del obj[last]
            else:
                obj[last] = copy.deepcopy(value)
        return d

    return make


def ex(*changes: tuple[str, Any]) -> Callable[[], Any]:
    return edited(example, *changes)


def text(make: Callable[[], Any]) -> Callable[[], str]:
    return lambda: json.dumps(make())


def save(**fields: Any) -> Callable[[], dict[str, Any]]:
    return lambda: {"format": "burg-game", "version": 1, **copy.deepcopy(fields)}


ANNA_HAND = ["bote", "haendler", "maurer", "arbeiter_a", "arbeiter_c", "baumeister"]
P0 = "players.0"
P1 = "players.1"
MANY_SLOTS = {b: slots_of(b, 1) for b in ("markt", "schmiede", "taverne", "gesindehaus")}

BAD: list[Any] = [
    # --- the text ---
    pytest.param("position.json", lambda: '{"format": "burg-position", "version": 1,', id="json"),
    pytest.param("position.json", lambda: json.dumps(example())[:300], id="truncated"),
    pytest.param("position.json", lambda: json.dumps(example()).encode()[:-1], id="truncated-b"),
    pytest.param("position.json", lambda: "", id="empty-text"),
    pytest.param("position.json", lambda: b"", id="empty-bytes"),
    pytest.param("position.json", lambda: "{'format': 'burg-position'}", id="single-quotes"),
    pytest.param("position.json", lambda: "[" * 100_000 + "]" * 100_000, id="deep-nesting"),
    pytest.param("position.json", lambda: '{"round": ' + "9" * 5000 + "}", id="huge-number"),
    pytest.param("position.json", lambda: json.dumps(example()) + " x", id="trailing-junk"),
    pytest.param("position.encoding", lambda: b"\xff\xfe\x00{", id="not-utf8"),
    pytest.param(
        "position.encoding",
        lambda: json.dumps(ex(("players.0.name", "Änne"))(), ensure_ascii=False).encode("latin-1"),
        id="latin-1",
    ),
    pytest.param("position.not_object", lambda: "[]", id="top-list"),
    pytest.param("position.not_object", lambda: "3", id="top-number"),
    pytest.param("position.not_object", lambda: "null", id="top-null"),
    pytest.param("position.not_object", lambda: '"burg-position"', id="top-text"),
    pytest.param("position.not_object", lambda: [example()], id="top-list-value"),
    pytest.param("position.not_object", lambda: None, id="top-none"),
    pytest.param("position.not_object", lambda: 7, id="top-int"),
    # --- format and version ---
    pytest.param("position.format", ex(("format", "burg-stellung")), id="format-name"),
    pytest.param("position.format", ex(("format", DEL)), id="format-missing"),
    pytest.param("position.format", ex(("format", ["burg-position"])), id="format-list"),
    pytest.param("position.version", ex(("version", 2)), id="version-2"),
    pytest.param("position.version", ex(("version", DEL)), id="version-missing"),
    pytest.param("position.version", ex(("version", "1")), id="version-text"),
    pytest.param("position.version", ex(("version", True)), id="version-bool"),
    pytest.param("position.version", ex(("version", 1.0)), id="version-float"),
    # --- keys ---
    pytest.param("position.missing", ex(("round", DEL)), id="missing-round"),
    pytest.param("position.missing", ex(("start_player", DEL)), id="missing-start"),
    pytest.param("position.missing", ex(("players", DEL)), id="missing-players"),
    pytest.param("position.missing", ex(("merchants.sand.owner", DEL)), id="missing-owner"),
    pytest.param("position.missing", edited(finished, ("scores.palas", DEL)), id="missing-score"),
    pytest.param("position.unknown_keys", ex(("rounds", 12)), id="unknown-top"),
    pytest.param("position.unknown_keys", ex(("players.0.coins", 1)), id="unknown-player"),
    pytest.param("position.unknown_keys", ex(("flow.stage", "x")), id="unknown-flow"),
    pytest.param("position.unknown_keys", ex(("tower.gold", 1)), id="unknown-kind"),
    pytest.param("position.unknown_keys", ex(("out.vp", 1)), id="unknown-out"),
    pytest.param("position.unknown_keys", ex(("merchants.cart", None)), id="unknown-cart"),
    pytest.param("position.unknown_keys", ex(("merchants.sand.when", 1)), id="unknown-merchant"),
    pytest.param("position.unknown_keys", edited(finished, ("scores.bonus", [0, 0])), id="unk-sc"),
    # --- types: whole numbers are never bools, floats or texts ---
    pytest.param("position.int", ex(("round", "3")), id="int-text"),
    pytest.param("position.int", ex(("round", 3.0)), id="int-float"),
    pytest.param("position.int", ex(("round", True)), id="int-bool"),
    pytest.param("position.int", ex(("players.0.talers", 4.5)), id="talers-float"),
    pytest.param("position.int", ex(("players.0.talers", False)), id="talers-bool"),
    pytest.param("position.int", ex(("players.1.vp", None)), id="vp-null"),
    pytest.param("position.int", ex(("players.0.helpers", True)), id="helpers-bool"),
    pytest.param("position.int", ex(("players.0.pieces.sand", 1.5)), id="pieces-float"),
    pytest.param("position.int", ex(("supply.stone", "12")), id="supply-text"),
    pytest.param("position.int", ex(("forge", True)), id="forge-bool"),
    pytest.param("position.int", ex(("bank", 83.0)), id="bank-float"),
    pytest.param("position.int", ex(("built.haus_1", True)), id="builder-bool"),
    pytest.param("position.int", ex(("flow.builds_left", 2.0)), id="builds-left-float"),
    pytest.param("position.int", ex(("flow.current", ["steinmetz", "0"])), id="current-seat"),
    pytest.param("position.current_form", ex(("flow.current", 1.0)), id="current-float"),
    pytest.param("position.int", ex(("merchants.wood.placed_round", True)), id="placed-bool"),
    pytest.param("position.int", ex(("out.talers", "0")), id="out-talers-text"),
    pytest.param("position.int", ex(("built_this_round", [0, True])), id="built-bool"),
    pytest.param("position.int", ex(("slots.markt", [None, 0.0])), id="slot-float"),
    pytest.param("position.list", ex(("players", {"0": {}})), id="players-object"),
    pytest.param("position.list", ex(("players.0.hand", "bote")), id="hand-text"),
    pytest.param("position.list", ex(("players.0.discard", None)), id="discard-null"),
    pytest.param("position.list", ex(("slots.markt", "free")), id="slots-text"),
    pytest.param("position.list", ex(("flow.bought_from", 1)), id="bought-int"),
    pytest.param("position.list", ex(("helper_buildings", [[], "markt"])), id="helper-bldgs"),
    pytest.param("position.object", ex(("players.0", ["Anna"])), id="player-list"),
    pytest.param("position.object", ex(("players.1.pieces", [1, 1, 0, 2, 0])), id="pieces-list"),
    pytest.param("position.object", ex(("tower", None)), id="tower-null"),
    pytest.param("position.object", ex(("flow", "resolve")), id="flow-text"),
    pytest.param("position.object", ex(("merchants", [None] * 5)), id="merchants-list"),
    pytest.param("position.object", ex(("merchants.sand", 1)), id="merchant-int"),
    pytest.param("position.object", ex(("built", ["haus_1"])), id="built-list"),
    pytest.param("position.object", ex(("workers", [])), id="workers-list"),
    pytest.param("position.object", ex(("out", 0)), id="out-int"),
    pytest.param("position.text", ex(("players.0.name", 7)), id="name-int"),
    pytest.param("position.text", ex(("flow.step", 3)), id="step-int"),
    pytest.param("position.text", ex(("flow.building", ["haus_3"])), id="building-list"),
    pytest.param("position.text", ex(("helper_buildings", [[], [5]])), id="helper-bldg-int"),
    # --- numbers out of range ---
    pytest.param("position.negative", ex(("players.0.talers", -1)), id="neg-talers"),
    pytest.param("position.negative", ex(("players.1.vp", -6)), id="neg-vp"),
    pytest.param("position.negative", ex(("players.0.helpers", -1)), id="neg-helpers"),
    pytest.param("position.negative", ex(("players.0.pieces.wood", -2)), id="neg-pieces"),
    pytest.param("position.negative", ex(("tower.clay", -1)), id="neg-tower"),
    pytest.param("position.negative", ex(("supply.sand", -1)), id="neg-supply"),
    pytest.param("position.negative", ex(("forge", -1)), id="neg-forge"),
    pytest.param("position.negative", ex(("bank", -1)), id="neg-bank"),
    pytest.param("position.negative", ex(("out.talers", -3)), id="neg-out"),
    pytest.param("position.negative", ex(("built_this_round", [0, -1])), id="neg-built"),
    pytest.param("position.negative", ex(("workers.0:arbeiter_b.sand", -1)), id="neg-worker"),
    pytest.param("position.range", ex(("round", 0)), id="round-0"),
    pytest.param("position.range", ex(("round", 13), ("round_fields", -1)), id="round-13"),
    pytest.param("position.range", ex(("flow.builds_left", 3)), id="builds-left-3"),
    pytest.param("position.range", ex(("flow.builds_left", 0)), id="builds-left-0"),
    pytest.param("position.range", ex(("flow.helpers_left", 3)), id="helpers-left"),
    pytest.param("position.range", ex(("flow.palas_left", 1)), id="palas-left"),
    pytest.param("position.range", ex(("merchants.wood.placed_round", 4)), id="placed-future"),
    pytest.param("position.range", ex(("merchants.wood.placed_round", 0)), id="placed-0"),
    pytest.param("position.range", ex(("flow.current", 4)), id="current-index"),
    pytest.param("position.length", ex(("built_this_round", [0])), id="length-built"),
    pytest.param("position.length", ex(("helper_buildings", [[], [], []])), id="length-helped"),
    pytest.param("position.length", edited(finished, ("scores.game", [0])), id="length-score"),
    pytest.param("position.duplicate", ex(("flow.bought_from", [1, 1])), id="dup-bought"),
    pytest.param(
        "position.duplicate",
        ex(
            ("slots.markt", [1, 1]),
            ("players.1.helpers", 4),
            ("helper_buildings", [[], ["markt", "markt"]]),
        ),
        id="dup-helped",
    ),
    # --- bad seats ---
    pytest.param("position.range", ex(("start_player", 2)), id="seat-start"),
    pytest.param("position.range", ex(("start_player", -1)), id="seat-start-neg"),
    pytest.param("position.range", ex(("built.haus_1", 2)), id="seat-builder"),
    pytest.param("position.range", ex(("built.haus_1", -1)), id="seat-builder-neg"),
    pytest.param("position.range", ex(("merchants.sand.owner", 2)), id="seat-merchant"),
    pytest.param("position.range", ex(("slots.markt", [-1, None])), id="seat-slot"),
    pytest.param("position.range", ex(("flow.current", ["steinmetz", 2])), id="seat-current"),
    pytest.param("position.range", ex(("flow.bought_from", [5])), id="seat-bought"),
    pytest.param("position.not_played", ex(("workers.2:arbeiter_a", {})), id="seat-worker"),
    # --- players and rounds ---
    pytest.param("position.players", ex(("players", [])), id="players-0"),
    pytest.param("position.players", lambda: example() | {"players": example()["players"][:1]}),
    pytest.param("position.players", lambda: example() | {"players": example()["players"] * 3}),
    pytest.param("position.rounds_total", ex(("rounds_total", 15)), id="rounds-total"),
    pytest.param("position.round_fields", ex(("round_fields", 8)), id="round-fields"),
    # --- person cards ---
    pytest.param("position.card_unknown", ex(("players.0.hand", ["joker"])), id="card-hand"),
    pytest.param("position.card_unknown", ex(("players.1.discard", ["Bote"])), id="card-case"),
    pytest.param("position.card_unknown", ex(("players.1.chosen", [1, 2])), id="card-int"),
    pytest.param("position.card_unknown", ex(("flow.current", ["koenig", 0])), id="card-flow"),
    pytest.param("position.card_twice", ex(("players.0.hand", [*ANNA_HAND, "steinmetz"]))),
    pytest.param(
        "position.card_twice",
        ex(("players.1.chosen", ["maurer", "maurer"])),
        id="card-twice-chosen",
    ),
    pytest.param("position.cards_missing", ex(("players.0.hand", ANNA_HAND[1:])), id="missing"),
    pytest.param("position.chosen_count", ex(("players.0.chosen", ["steinmetz"]))),
    pytest.param(
        "position.baumeister_discard",
        edited(
            fresh,
            ("players.0.chosen", ["arbeiter_b", "baumeister"]),
            ("players.0.hand", [c for c in HAND if c not in ("arbeiter_b", "baumeister")]),
        ),
        id="baumeister-choose",
    ),
    pytest.param(
        "position.chosen_not_discarded",
        ex(
            ("players.0.hand", [*ANNA_HAND, "arbeiter_b"]),
            ("players.0.discard", ["steinmetz"]),
        ),
        id="not-discarded",
    ),
    pytest.param("position.baumeister_returned", lambda: returned_then_discarded()),
    # --- pieces, talers and helpers are conserved ---
    pytest.param("position.pieces_total", ex(("supply.sand", 15)), id="pieces-total"),
    pytest.param("position.pieces_total", ex(("forge", 1)), id="pieces-forge"),
    pytest.param("position.pieces_total", ex(("out.pieces", {"clay": 1})), id="pieces-out"),
    pytest.param(
        "position.too_many_pieces",
        edited(short_example, ("players.0.pieces.sand", 21)),
        id="too-many-pieces",
    ),
    pytest.param("position.talers_total", ex(("bank", 84)), id="talers-total"),
    pytest.param("position.talers_total", ex(("players.0.talers", 5)), id="talers-player"),
    pytest.param(
        "position.too_many_talers",
        edited(short_example, ("players.1.talers", 100)),
        id="too-many-talers",
    ),
    pytest.param("position.helpers_total", ex(("players.1.helpers", 7)), id="helpers-total"),
    pytest.param(
        "position.too_many_helpers",
        ex(
            ("built", {"haus_1": 1, "haus_2": 1, "taverne": 1, "gesindehaus": 1}),
            ("slots", MANY_SLOTS),
            ("players.1.helpers", DEL),
        ),
        id="too-many-helpers",
    ),
    # --- merchant helpers ---
    pytest.param(
        "position.merchant_round",
        ex(("merchants.clay", {"owner": 1, "placed_round": 3}), ("players.1.helpers", 5)),
        id="merchant-round",
    ),
    pytest.param(
        "position.merchant_same_round",
        ex(("merchants.clay", {"owner": 1, "placed_round": 1}), ("players.1.helpers", 5)),
        id="merchant-same-round",
    ),
    pytest.param(
        "position.merchants_at_end",
        edited(finished, ("merchants.sand", {"owner": 0, "placed_round": 1})),
        id="merchants-at-end",
    ),
    # --- buildings and slots ---
    pytest.param("position.building_unknown", ex(("built.burg", 0)), id="bldg-built"),
    pytest.param("position.building_unknown", ex(("built.turm_10", 0)), id="bldg-turm-10"),
    pytest.param("position.building_unknown", ex(("slots.Markt", [None, None])), id="bldg-slot"),
    pytest.param(
        "position.building_unknown",
        ex(("flow.step", "payment"), ("flow.building", "haus_7")),
        id="bldg-payment",
    ),
    pytest.param("position.prebuilt", ex(("built.markt", 0)), id="prebuilt"),
    pytest.param("position.no_slots", ex(("slots.haus_1", [1])), id="no-slots"),
    pytest.param("position.slots_length", ex(("slots.markt", [None])), id="slots-length"),
    pytest.param("position.slot_unbuilt", ex(("slots.taverne", [0, None])), id="slot-unbuilt"),
    # --- the flow ---
    pytest.param("position.phase", ex(("flow.phase", "finished")), id="phase"),
    pytest.param("position.phase", ex(("flow.phase", None)), id="phase-null"),
    pytest.param("position.current_missing", ex(("flow.current", DEL)), id="current-missing"),
    pytest.param("position.current_form", ex(("flow.current", "steinmetz")), id="current-text"),
    pytest.param("position.current_form", ex(("flow.current", ["steinmetz"])), id="current-1"),
    pytest.param("position.current_form", ex(("flow.current", [0, "steinmetz"]))),
    pytest.param(
        "position.current_not_allowed",
        edited(fresh, ("flow.current", ["bote", 0])),
        id="current-not-allowed",
    ),
    pytest.param("position.not_played", ex(("flow.current", ["bote", 0])), id="not-played"),
    pytest.param("position.not_played", ex(("workers.0:arbeiter_a", {})), id="not-played-w"),
    pytest.param(
        "position.never_waits",
        ex(
            ("players.1.chosen", ["bote", "arbeiter_a"]),
            ("flow.current", ["bote", 1]),
        ),
        id="never-waits",
    ),
    pytest.param(
        "position.stock_card",
        edited(stocking, ("flow.current", ["steinmetz", 0])),
        id="stock-card",
    ),
    pytest.param("position.step", ex(("flow.step", "tower")), id="step"),
    pytest.param("position.step", ex(("flow.step", "worker_pieces")), id="step-stock"),
    pytest.param("position.step_phase", edited(fresh, ("flow.step", "build")), id="step-phase"),
    pytest.param("position.building_missing", ex(("flow.step", "payment")), id="bldg-missing"),
    pytest.param(
        "position.building_built",
        ex(("flow.step", "payment"), ("flow.building", "haus_1")),
        id="bldg-built-already",
    ),
    pytest.param(
        "position.building_not_paying", ex(("flow.building", "haus_3")), id="bldg-not-paying"
    ),
    pytest.param("position.bought_from", ex(("flow.bought_from", [0])), id="bought-from-self"),
    pytest.param(
        "position.bought_from",
        ex(("flow.bought_from", [1]), ("players.1.chosen", ["maurer", "bote"])),
        id="bought-from-no-arbeiter",
    ),
    pytest.param("position.offer", ex(("flow.step", "sell")), id="sell-without-offer"),
    pytest.param(
        "position.offer",
        ex(("flow.offer", {"seller": 1, "card": "arbeiter_a", "kind": "wood"})),
        id="offer-while-building",
    ),
    pytest.param(
        "position.offer",
        ex(
            ("flow.step", "sell"),
            ("flow.offer", {"seller": 1, "card": "arbeiter_a", "kind": "gold"}),
        ),
        id="offer-kind-unknown",
    ),
    pytest.param("position.refused", ex(("flow.refused", ["1:arbeiter_a"])), id="refused-building"),
    pytest.param("position.built_this_round", ex(("built_this_round", [1, 1])), id="built-round"),
    pytest.param("position.built_this_round", ex(("built_this_round", [0, 3])), id="built-3"),
    pytest.param(
        "position.helper_buildings",
        ex(("helper_buildings", [[], ["markt"]])),
        id="helper-buildings",
    ),
    pytest.param(
        "position.helpers_need_building",
        ex(("helper_buildings", [["markt"], []])),
        id="helpers-need-building",
    ),
    pytest.param(
        "position.helpers_need_building",
        ex(("flow.step", "helpers"), ("flow.helpers_left", 2)),
        id="step-helpers",
    ),
    # --- Arbeiter cards ---
    pytest.param("position.worker_key", ex(("workers.arbeiter_b", {})), id="worker-key"),
    pytest.param("position.worker_key", ex(("workers.0:maurer", {})), id="worker-key-card"),
    pytest.param("position.worker_key", ex(("workers.0-arbeiter_b", {})), id="worker-key-dash"),
    pytest.param("position.worker_key", ex(("workers.\u0660:arbeiter_b", {})), id="worker-digit"),
    pytest.param(
        "position.worker_not_stocked",
        edited(
            stocking,
            ("workers.1:arbeiter_a", {"wood": 2}),
            ("supply.wood", 12),
        ),
        id="worker-not-stocked",
    ),
    pytest.param(
        "position.worker_pieces", ex(("workers.1:arbeiter_a.stone", 1)), id="worker-pieces"
    ),
    pytest.param(
        "position.worker_pieces",
        edited(stocking, ("workers.0:arbeiter_c.sand", 1)),
        id="worker-choice-early",
    ),
    pytest.param(
        "position.worker_taken",
        ex(("flow.current", ["arbeiter_b", 0]), ("flow.bought_from", [])),
        id="worker-taken",
    ),
    # --- the end of the game ---
    pytest.param("position.palas_early", ex(("flow.palas_queue", [0])), id="palas-early"),
    pytest.param("position.palas_queue", edited(finished, ("flow.phase", "palas")), id="palas-q"),
    pytest.param("position.not_over", ex(("flow", {"phase": "over"})), id="not-over"),
    pytest.param("position.scores_early", ex(("scores", {"game": [5, 6]})), id="scores-early"),
    pytest.param("position.scores_sum", edited(finished, ("players.0.vp", 0)), id="scores-sum"),
    # --- save files ---
    pytest.param("position.format", lambda: {"format": "burg-save", "version": 1}, id="save-fmt"),
    pytest.param("position.version", save(version=2, seed=1, players=2), id="save-version"),
    pytest.param("position.version", save(version=True, seed=1, players=2), id="save-v-bool"),
    pytest.param("position.game", save(game="wettkampf", seed=1, players=2), id="save-game"),
    pytest.param("position.game", save(game=1, seed=1, players=2), id="save-game-number"),
    pytest.param("position.unknown_keys", save(seed=1, players=2, moves=[]), id="save-unknown"),
    pytest.param("position.save_start", save(), id="save-neither"),
    pytest.param("position.save_start", save(seed=1, players=2, position=DOC_JSON[0])),
    pytest.param("position.missing", save(players=2), id="save-no-seed"),
    pytest.param("position.missing", save(seed=3), id="save-no-players"),
    pytest.param("position.int", save(seed="7", players=2), id="save-seed-text"),
    pytest.param("position.int", save(seed=7.0, players=2), id="save-seed-float"),
    pytest.param("position.int", save(seed=7, players=True), id="save-players-bool"),
    pytest.param("position.players", save(seed=7, players=5), id="save-players-5"),
    pytest.param("position.length", save(seed=7, players=2, names=["A"]), id="save-names"),
    pytest.param("position.text", save(seed=7, players=2, names=["A", 2]), id="save-name-int"),
    pytest.param("position.list", save(seed=7, players=2, actions={}), id="save-actions"),
    pytest.param("position.not_object", save(position=[]), id="save-position-list"),
    pytest.param("position.range", save(position=ex(("round", 0))()), id="save-bad-position"),
    pytest.param(
        "position.save_action",
        save(seed=7, players=2, actions=[{"type": "done", "player": 0}]),
        id="save-illegal-action",
    ),
    pytest.param(
        "position.save_action",
        save(seed=7, players=2, actions=["done"]),
        id="save-malformed-action",
    ),
    pytest.param(
        "position.save_action",
        save(seed=7, players=2, actions=[{"type": "choose_cards", "player": 0, "cards": 3}]),
        id="save-action-cards-int",
    ),
    pytest.param(
        "position.save_action",
        save(position=DOC_JSON[0], actions=[{"type": "done", "player": 0}, None]),
        id="save-action-null",
    ),
    # --- who plays each seat ---
    pytest.param(
        "position.seat_unknown", save(seed=7, players=2, seats=[PERSON, "grredy"]), id="seat-typo"
    ),
    pytest.param("position.seat_unknown", edited(fresh, ("seats", ["Greedy", PERSON])), id="seat"),
    pytest.param(
        "position.seat_unknown",
        save(position=edited(fresh, ("seats", [PERSON, "bot"]))()),
        id="seat-in-saved-position",
    ),
    pytest.param("position.length", save(seed=7, players=2, seats=[PERSON]), id="save-seats-1"),
    pytest.param("position.length", edited(fresh, ("seats", [PERSON] * 3)), id="seats-3"),
    pytest.param("position.text", save(seed=7, players=2, seats=[PERSON, 1]), id="seat-int"),
    pytest.param("position.text", edited(fresh, ("seats", [None, PERSON])), id="seat-null"),
    pytest.param("position.list", save(seed=7, players=2, seats="greedy"), id="save-seats-text"),
    pytest.param("position.list", save(seed=7, players=2, seats=None), id="save-seats-null"),
    pytest.param("position.list", edited(fresh, ("seats", {"0": PERSON})), id="seats-object"),
    # --- the winter game ---
    pytest.param("position.bool", save(seed=7, players=2, winter="yes"), id="save-winter-text"),
    pytest.param("position.bool", save(seed=7, players=2, winter=1), id="save-winter-int"),
    pytest.param(
        "position.winter_summer", edited(fresh, (f"{P0}.lost", ["bote"])), id="summer-lost"
    ),
    pytest.param(
        "position.winter_summer", edited(fresh, ("flow", {"phase": "woo"})), id="summer-woo"
    ),
    pytest.param(
        "position.winter_card_unknown",
        edited(winter_fresh, ("winter.out", ["feuerstelle"])),
        id="winter-feuerstelle",
    ),
    pytest.param(
        "position.winter_card_unknown",
        edited(winter_fresh, ("winter.card", "frost")),
        id="winter-card-unknown",
    ),
    pytest.param(
        "position.winter_cards",
        edited(winter_fresh, ("winter.deck", winter_deck_without("pest"))),
        id="winter-card-missing",
    ),
    pytest.param(
        "position.winter_cards",
        edited(winter_fresh, ("winter.out", ["pest"])),
        id="winter-card-twice",
    ),
    pytest.param(
        "position.winter_answer",
        edited(
            winter_fresh,
            ("winter.deck", winter_deck_without("pest")),
            ("winter.in_play", ["pest"]),
        ),
        id="winter-pest-in-play",
    ),
    pytest.param(
        "position.winter_queue", edited(winter_fresh, ("winter.queue", [0])), id="winter-queue"
    ),
    pytest.param(
        "position.winter_queue",
        edited(winter_fresh, ("flow", {"phase": "woo"})),
        id="winter-woo-nobody",
    ),
    pytest.param(
        "position.winter_place",
        edited(winter_fresh, ("winter.innkeeper", 0)),
        id="winter-innkeeper-no-inn",
    ),
    pytest.param(
        "position.winter_place",
        edited(winter_fresh, ("winter.granary", [1])),
        id="winter-granary-not-drawn",
    ),
]


def loaders(data: Any) -> list[Callable[[], Any]]:
    """Every way a file reaches the engine."""
    out: list[Callable[[], Any]] = [
        lambda: load_save(data),
        lambda: Game.from_json(data),
    ]
    if isinstance(data, dict):
        out.append(lambda: load_save(json.dumps(data)))
        out.append(lambda: load_save(json.dumps(data).encode("utf-8")))
    is_save = isinstance(data, dict) and data.get("format") == "burg-game"
    if not isinstance(data, str | bytes) and not is_save:
        out.append(lambda: load_position(data))
        out.append(lambda: state_from_dict(data))
    return out


def assert_engine_error(err: PositionError, key: str) -> None:
    assert type(err) is PositionError or isinstance(err, PositionError)
    assert err.key == key, err.render("en")
    assert err.key in ERRORS["en"] and err.key in ERRORS["de"]
    assert err.rule
    for lang in ("en", "de"):
        message = err.render(lang)
        assert message.strip()
        assert not PLACEHOLDER.search(message), message
        # the rule it cites, or the document (a file format's errors: in words, no path)
        label = document_label(err.rule)
        cited = label[lang] if label else err.rule
        assert cited in message and "docs/" not in message
    assert err.render("en") != err.render("de")
    assert str(err) == err.render("en")


@pytest.mark.parametrize(("key", "make"), BAD)
def test_a_bad_file_raises_the_engines_error(key: str, make: Callable[[], Any]) -> None:
    data = make()
    before = copy.deepcopy(data)
    for load in loaders(data):
        with pytest.raises(PositionError) as info:
            load()
        assert_engine_error(info.value, key)
        assert data == before  # the input is left as it was


def test_a_replay_error_names_the_action_and_the_engines_reason() -> None:
    data = save(seed=7, players=2, actions=[{"type": "done", "player": 0}])()
    with pytest.raises(PositionError) as info:
        load_save(data)
    err = info.value
    assert err.params["number"] == 1
    cause = err.cause  # type: ignore[attr-defined]
    assert isinstance(cause, IllegalAction)
    assert err.rule == cause.rule == "Spielablauf"
    for lang in ("en", "de"):
        message = err.render(lang)
        assert render_error(cause.key, "", cause.params, lang) in message
        assert message.count(cause.rule) == 1  # the rule is named once


def test_an_action_the_engine_cannot_diagnose_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """``position.action``: the fallback for an action on which ``Game.apply`` fails with another
    exception (it never should: tests/schutz/test_fuzz.py)."""

    def broken(self: Game, action: Any) -> None:
        raise TypeError("engine bug")

    monkeypatch.setattr(Game, "apply", broken)
    with pytest.raises(PositionError) as info:
        load_save(save(seed=7, players=2, actions=[{"type": "done", "player": 0}])())
    assert info.value.key == "position.save_action"
    assert_engine_error(info.value.cause, "position.action")  # type: ignore[attr-defined]
    assert "position.action" not in info.value.render("de")


def test_the_bad_files_start_from_loadable_files() -> None:
    """Each bad file above is one change away from a good one."""
    for make in (example, short_example, fresh, finished, stocking, winter_fresh):
        load_position(make())


def documented_keys() -> set[str]:
    section = DOC.split("## Validation errors", 1)[1]
    return set(re.findall(r"`(position\.[a-z_]+)`", section))


def test_every_documented_error_has_a_bad_file_and_a_message() -> None:
    documented = documented_keys()
    tested = {p.values[0] for p in BAD} | {"position.action"}  # and the test above
    assert documented - tested == set()
    assert tested - documented == set()
    for key in documented:
        assert key in ERRORS["en"] and key in ERRORS["de"]


def test_every_error_the_loader_raises_is_documented() -> None:
    # the loader itself: burg/positions.py is only a shim that re-exports it
    source = (ROOT / "burg" / "schutz" / "positions.py").read_text("utf-8")
    assert "position.baumeister_discard" in source
    raised = set(re.findall(r'"(position\.[a-z_]+)"', source))
    assert raised <= documented_keys()


# --- random damage -------------------------------------------------------------------------------
NAMES = sorted({*HAND, *BUILDING_OF, *KINDS, *CARTS, "resolve", "payment", "0:arbeiter_c"})
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=4)
    | st.sampled_from(NAMES),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=6,
)


@functools.cache
def valid_positions() -> tuple[str, ...]:
    out = [json.dumps(example()), json.dumps(short_example()), json.dumps(stocking())]
    for n, seed in GAMES[:3]:
        dumps = random_game(n, seed)[1]
        out += [dumps[i] for i in range(0, len(dumps), max(1, len(dumps) // 6))]
        out.append(dumps[-1])
    return tuple(out) + winter_positions()


@functools.cache
def winter_positions() -> tuple[str, ...]:
    """Positions of random winter games: while a winter card is answered, wooing, sharing, and
    a few others (every winter field filled somewhere)."""
    out: list[str] = []
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        rng = random.Random(seed)
        g = Game(n, seed=seed, winter=True, record_events=False)
        seen: set[str] = set()
        while not g.is_over:
            phase = g.state.phase
            if (
                phase in ("winter", "woo", "share", "palas") and phase not in seen
            ) or rng.random() < 0.03:
                seen.add(phase)
                out.append(json.dumps(dump_position(g)))
            g.apply(rng.choice(g.legal_actions()))
        out.append(json.dumps(dump_position(g)))
    return tuple(out)


def paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += paths(v, (*prefix, i))
    return out


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_position_loads_or_raises_the_engines_error(data: st.DataObject) -> None:
    d = json.loads(data.draw(st.sampled_from(valid_positions())))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths(d)[1:]))
        parent = d
        for k in path[:-1]:
            parent = parent[k]
        how = data.draw(st.sampled_from(["delete", "replace", "replace", "add"]))
        if how == "delete":
            del parent[path[-1]]
        elif how == "add" and isinstance(parent, dict):
            parent[data.draw(st.sampled_from(NAMES))] = data.draw(JSON_VALUES)
        else:
            parent[path[-1]] = data.draw(JSON_VALUES)
    before = copy.deepcopy(d)
    try:
        g = load_save(d) if data.draw(st.booleans()) else load_save(json.dumps(d))
    except PositionError as e:
        assert e.key in ERRORS["en"] and e.key in ERRORS["de"]
        assert e.render("en").strip() and e.render("de").strip()
        assert d == before
        return
    assert d == before
    again = load_position(dump_position(g))  # what loads, dumps as a position that loads
    if g.state.phase != "stock":
        assert dump_position(again) == dump_position(g)
        assert all_legal(again) == all_legal(g)


# --- what a seat may see -------------------------------------------------------------------------
def test_the_view_hides_face_down_cards_until_the_reveal() -> None:
    g = Game(3, seed=4, record_events=False)
    first, second, third = g.pending.players
    g.apply(ChooseCards(first, ("maurer",)))
    other = Game(3, seed=4, record_events=False)
    other.apply(ChooseCards(first, ("steinmetz",)))
    for seat in (second, third, None):
        view = g.view(seat)
        assert view == other.view(seat)  # nothing tells the choices apart
        assert view["players"][first]["chosen"] == 1
        assert view["players"][first]["hand"] == len(HAND)
        assert "maurer" not in json.dumps(view["players"][first])
    mine = g.view(first)["players"][first]
    assert mine["chosen"] == ["maurer"]
    assert "maurer" not in mine["hand"]
    assert g.view(first) != other.view(first)
    # a view is a copy: changing it changes nothing
    g.view(first)["players"][first]["chosen"].append("bote")
    assert g.state.players[first].chosen == ["maurer"]

    g.apply(ChooseCards(second, ("bote",)))
    g.apply(ChooseCards(third, ("haendler",)))
    # revealed: everyone sees every chosen card (hands stay hidden)
    view = g.view(second)
    assert view["players"][first]["chosen"] == ["maurer"]
    assert view["players"][third]["chosen"] == ["haendler"]
    assert isinstance(view["players"][first]["hand"], int)


def test_the_view_hides_both_cards_with_two_players() -> None:
    g = Game(2, seed=3, record_events=False)
    p, q = g.pending.players
    g.apply(ChooseCards(p, ("bote", "maurer")))
    view = g.view(q)["players"][p]
    assert view["chosen"] == 2
    assert view["hand"] == len(HAND)
    assert view["discard"] == []
    assert g.view(p)["players"][p]["chosen"] == ["bote", "maurer"]


def test_a_save_is_a_copy_of_the_starting_position() -> None:
    """Changing a save file (a dict) must not change the game it came from."""
    game = load_position(dump_position(Game(2, seed=1)))
    save = game.to_json()
    save["position"]["round"] = 99
    assert game.to_json()["position"]["round"] != 99
