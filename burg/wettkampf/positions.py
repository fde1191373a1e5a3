"""Positions and saves of Der Wettkampf der Burgbaumeister (``docs/wettkampf-positions.md``).

``state_to_dict`` writes a position as plain JSON -- the public part, and the Materiallager's
hidden layout in a separate ``secret`` section that is never handed to bots (§H4);
``state_from_dict`` reads one back and checks every law a position obeys (each card in one
place, ascending walls, the course of the turn, how the game ended), raising ``PositionError``
with a message in English and German. ``load_position`` / ``dump_position`` work on a ``Game``;
``load_save`` reads a save file (``Game.to_json``) or a bare position, also as JSON text.
"""

from __future__ import annotations

import random
from functools import partial
from itertools import pairwise
from typing import Any, cast

from burg.core import positions
from burg.core.errors import PositionError
from burg.core.jsonread import brief, list_, object_, per_player, required, text, whole
from burg.wettkampf.bots import BOTS
from burg.wettkampf.data import (
    CARDS_TO_WIN,
    DEFAULT_CARDS,
    HIGH,
    LOW,
    MAX_TURNS,
    NUMBERS,
    PLAYERS,
    SLOTS,
    START_TOWER,
    CardTable,
    table_from_rows,
)
from burg.wettkampf.game import Game
from burg.wettkampf.rules import cannon, end
from burg.wettkampf.rules.variant import variant_of
from burg.wettkampf.state import ENDS, PHASES, State

POSITION_FORMAT = "burg-wettkampf-position"
POSITION_VERSION = 1
#: The documentation of the format: named by every file-format error.
FILE = "docs/wettkampf-positions.md"
#: A seat played by a person (``seats``); any other seat names its bot (``bots.BOTS``).

# the rulebook sections each check comes from
SETUP = "Spielvorbereitung"
FLOW = "Spielablauf"
CONTENTS = "Inhalt"
CANNON = "Kanone"
WIZARD = "Zauberer"
END = end.RULE

_TOP_KEYS = (
    "format", "version", "expert", "players", "start_player", "active", "turn", "max_turns",
    "phase", "flipped", "cannon", "out", "end", "figures", "secret", "seed", "seats",
)  # fmt: skip
_PLAYER_KEYS = ("name", "wall", "wizard_used")
_SAVE_KEYS = (
    "format", "version", "game", "seed", "players", "names", "expert", "start_player",
    "max_turns", "figures", "position", "seats", "actions",
)  # fmt: skip


def _fail(msg: str, /, rule: str = FILE, **params: Any) -> PositionError:
    return PositionError(f"wettkampf.position.{msg}", rule=rule, **params)


class SaveReplayError(positions.SaveReplayError):
    """A save file whose action ``number`` cannot be replayed (``burg.core.positions``)."""

    KEY = "wettkampf.position.save_action"
    MALFORMED = "wettkampf.position.action"
    RULE = FILE


# --- writing --------------------------------------------------------------------------------------
def state_to_dict(st: State) -> dict[str, Any]:
    """A position, every field written out; the Materiallager's layout under ``secret``."""
    d: dict[str, Any] = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "expert": st.expert,
        "players": [
            {"name": st.names[p], "wall": st.walls[p][:], "wizard_used": st.wizard_used[p]}
            for p in range(st.n)
        ],
        "start_player": st.start_player,
        "active": st.active,
        "turn": st.turn,
        "max_turns": st.max_turns,
        "phase": st.phase,
        "out": st.out[:],
    }
    if st.phase == "decide":
        d["flipped"] = {"slot": st.flipped, "number": st.store[st.flipped]}
    if st.phase == "cannon":
        d["cannon"] = st.cannon
    if st.phase == "over":
        d["end"] = st.end
    if st.cards != DEFAULT_CARDS:
        d["figures"] = st.cards.to_json()
    d["secret"] = {"store": [c or None for c in st.store]}
    return d


def dump_position(game: Game) -> dict[str, Any]:
    """The game's current position (``state_to_dict``), and who plays each seat if recorded."""
    return positions.dump_position(game, state_to_dict)


# --- reading --------------------------------------------------------------------------------------
def check_seats(value: Any, n: int, where: str = "seats") -> list[str]:
    """Who plays each of the ``n`` seats: ``"person"`` or a bot's name, one per seat (a copy)."""
    return positions.check_seats(value, n, where, bots=BOTS, unknown=partial(_fail, "seat_unknown"))


def _bool(d: dict[str, Any], key: str, where: str, default: bool = False) -> bool:
    value = d.get(key, default)
    if type(value) is not bool:
        raise _fail("bool", where=where, got=brief(value))
    return value


def _card(value: Any, where: str) -> int:
    if type(value) is not int or not LOW <= value <= HIGH:
        raise _fail("card", rule=CONTENTS, where=where, got=brief(value))
    return value


def _wall(raw: Any, p: int) -> list[int]:
    """A wall of laid cards, ascending (§W8, §W9), at most 9 (§W14); a leading start tower (1) is
    allowed and dropped."""
    where = f"players[{p}].wall"
    items = list_(raw, where)
    if items and items[0] == START_TOWER and type(items[0]) is int:
        items = items[1:]
    wall = [_card(c, f"{where}[{i}]") for i, c in enumerate(items)]
    for a, b in pairwise(wall):
        if b <= a:
            raise _fail("ascending", rule=FLOW, player=p, before=a, after=b)
    if len(wall) > CARDS_TO_WIN:
        raise _fail("too_long", rule=END, player=p, got=len(wall))
    return wall


def state_from_dict(d: Any) -> State:
    """Parse and validate a position; raise ``PositionError`` naming the first problem."""
    positions.check_head(d, _fail, POSITION_FORMAT, POSITION_VERSION, _TOP_KEYS)
    expert = _bool(d, "expert", "expert")

    # Spielvorbereitung: 2-4 players, each a start tower and a wall (§W1, §W2)
    raw_players = list_(required(d, "players", "position"), "players")
    n = len(raw_players)
    if n not in PLAYERS:
        raise _fail("players", rule=SETUP, players=n)
    names: list[str] = []
    walls: list[list[int]] = []
    used: list[bool] = []
    for p, raw in enumerate(raw_players):
        pd = object_(raw, f"players[{p}]", _PLAYER_KEYS)
        names.append(text(pd.get("name", f"Player {p + 1}"), f"players[{p}].name"))
        walls.append(_wall(pd.get("wall", []), p))
        used.append(_bool(pd, "wizard_used", f"players[{p}].wizard_used"))
    if "seats" in d:
        check_seats(d["seats"], n)
    cards = DEFAULT_CARDS
    if "figures" in d:
        cards = table_from_rows(d["figures"], where="figures")
    start = whole(required(d, "start_player", "position"), "start_player", 0, n - 1)
    active = whole(d.get("active", start), "active", 0, n - 1)
    turn = whole(d.get("turn", 0), "turn")
    max_turns = whole(d.get("max_turns", MAX_TURNS), "max_turns", 1, 10**9)
    phase = d.get("phase", "flip")
    if phase not in PHASES:
        raise _fail("phase", got=brief(phase))

    out = [_card(c, f"out[{i}]") for i, c in enumerate(list_(d.get("out", []), "out"))]
    flipped = _read_flipped(d, phase)
    store = _read_store(d, walls, out, flipped)
    _check_every_card_once(walls, out, store)
    st = State(
        names=names,
        expert=expert,
        store=store,
        walls=walls,
        start_player=start,
        active=active,
        turn=turn,
        phase=phase,
        flipped=flipped[0] if flipped else -1,
        out=out,
        wizard_used=used,
        max_turns=max_turns,
        cards=cards,
    )
    _check_variant(st)
    _check_cannon(st, d)
    _check_end(st, d)
    return st


def _read_flipped(d: dict[str, Any], phase: str) -> tuple[int, int] | None:
    """The card face up in phase ``decide``: its slot and number."""
    if phase != "decide":
        if "flipped" in d:
            raise _fail("flipped_not_allowed", rule=FLOW)
        return None
    if "flipped" not in d:
        raise _fail("flipped_missing", rule=FLOW)
    fd = object_(d["flipped"], "flipped", ("slot", "number"))
    slot = whole(required(fd, "slot", "flipped"), "flipped.slot", 0, SLOTS - 1)
    return slot, _card(required(fd, "number", "flipped"), "flipped.number")


def _read_store(
    d: dict[str, Any], walls: list[list[int]], out: list[int], flipped: tuple[int, int] | None
) -> list[int]:
    """The Materiallager: ``secret.store`` (a card or null per slot), or, without it, the cards
    in no wall and not out, shuffled into the slots from ``seed`` (the flipped card in its
    slot)."""
    if "secret" in d:
        sd = object_(d["secret"], "secret", ("store",))
        raw = list_(required(sd, "store", "secret"), "secret.store")
        if len(raw) != SLOTS:
            raise _fail("store_length", need=SLOTS, got=len(raw))
        store = [0 if c is None else _card(c, f"secret.store[{i}]") for i, c in enumerate(raw)]
        if flipped is not None and store[flipped[0]] != flipped[1]:
            slot, number = flipped
            raise _fail("flipped_slot", rule=FLOW, slot=slot, number=number, got=brief(raw[slot]))
        return store
    seed = d.get("seed", 0)
    if type(seed) is not int:
        whole(seed, "seed")
    placed = {c for w in walls for c in w} | set(out)
    rest = [c for c in NUMBERS if c not in placed]
    rng = random.Random(seed)
    rng.shuffle(rest)
    slots = list(range(SLOTS))
    rng.shuffle(slots)
    store = [0] * SLOTS
    if flipped is not None:
        slot, number = flipped
        if number not in rest:
            raise _fail("flipped_elsewhere", rule=FLOW, number=number)
        rest.remove(number)
        slots.remove(slot)
        store[slot] = number
    for slot, c in zip(slots, rest, strict=False):
        store[slot] = c
    return store


def _check_every_card_once(walls: list[list[int]], out: list[int], store: list[int]) -> None:
    """Each card 2-46 in exactly one place (§8)."""
    places: dict[int, list[str]] = {}
    for p, wall in enumerate(walls):
        for c in wall:
            places.setdefault(c, []).append(f"players[{p}].wall")
    for c in out:
        places.setdefault(c, []).append("out")
    for s, c in enumerate(store):
        if c:
            places.setdefault(c, []).append(f"secret.store[{s}]")
    for c, where in sorted(places.items()):
        if len(where) > 1:
            raise _fail("card_twice", rule=CONTENTS, card=c, places=where)
    missing = [c for c in NUMBERS if c not in places]
    if missing:
        raise _fail("cards_missing", rule=CONTENTS, numbers=missing)


def _check_variant(st: State) -> None:
    """Cannons and the wizard belong to the expert variant; a cannon destroys one card at most
    (§W27); one wizard, its power had by one player at most (§W36)."""
    if not st.expert:
        if st.out:
            raise _fail("out_basic", rule=CANNON)
        if any(st.wizard_used):
            raise _fail("wizard_basic", rule=WIZARD)
        return
    entered = [c for w in st.walls for c in w if st.cards.cannon[c]]
    entered += [c for c in st.out if st.cards.cannon[c]]
    if len(st.out) > len(entered):
        raise _fail("out_cannons", rule=CANNON, got=len(st.out), cannons=len(entered))
    had = [p for p in range(st.n) if st.wizard_used[p]]
    for p in had:  # the wizard stays in his wall, unless a cannon destroyed it
        if not _wizard_in(st, p) and not any(st.cards.wizard[c] for c in st.out):
            raise _fail("wizard_where", rule=WIZARD, player=p)
    had += [p for p in range(st.n) if not st.wizard_used[p] and _wizard_in(st, p)]
    if len(had) > sum(st.cards.wizard):
        raise _fail("wizard_twice", rule=WIZARD, players=sorted(had))


def _wizard_in(st: State, p: int) -> bool:
    return any(st.cards.wizard[c] for c in st.walls[p])


def _check_cannon(st: State, d: dict[str, Any]) -> None:
    """Phase ``cannon``: the cannon that fires lies in the active player's wall and has a target
    (else its shot lapses at once, §W31)."""
    if st.phase != "cannon":
        if "cannon" in d:
            raise _fail("cannon_not_allowed", rule=CANNON)
        return
    if "cannon" not in d:
        raise _fail("cannon_missing", rule=CANNON)
    card = _card(d["cannon"], "cannon")
    if not st.expert or card not in st.walls[st.active] or not st.cards.cannon[card]:
        raise _fail("cannon_card", rule=CANNON, card=card, player=st.active)
    if not cannon.targets(st, st.active):
        raise _fail("cannon_no_target", rule=CANNON, card=card)
    st.cannon = card


def _check_end(st: State, d: dict[str, Any]) -> None:
    """A game that should have ended has (§W14, §W15, §W17), and an ended one ended as it says,
    in the order the engine checks (``end.check``)."""
    ninth = any(len(w) >= CARDS_TO_WIN for w in st.walls)
    if st.phase != "over":
        if "end" in d:
            raise _fail("end_not_allowed", rule=END)
        if st.phase == "cannon":  # the checks come after the shot (§D12)
            others = [len(w) for p, w in enumerate(st.walls) if p != st.active]
            if any(k >= CARDS_TO_WIN for k in others):
                raise _fail("ninth_not_over", rule=END)
            return
        if ninth:
            raise _fail("ninth_not_over", rule=END)
        if not any(st.store):
            raise _fail("store_empty", rule=END)
        if end.blocked(st, variant_of(st)):
            raise _fail("blocked_not_over", rule=end.SPECIAL_CASE)
        if st.turn >= st.max_turns:
            raise _fail("stall_not_over", rule=END, turn=st.turn, max_turns=st.max_turns)
        return
    how = d.get("end")
    if how is None:
        raise _fail("end_missing", rule=END)
    if how not in ENDS:
        raise _fail("end_value", rule=END, got=brief(how))
    blocked = end.blocked(st, variant_of(st))
    if how != "ninth" and ninth:
        raise _fail("end_wrong", rule=END, end=how, why="ninth_first")
    wrong = {
        "ninth": not ninth,
        "blocked": not blocked,
        "stall": blocked or st.turn < st.max_turns,
    }
    if wrong[how]:
        why = "blocked" if how == "stall" and blocked else how
        raise _fail("end_wrong", rule=END, end=how, why=why)
    st.end = how


def load_position(data: Any, *, record_events: bool = True) -> Game:
    """A game continuing from a position (a dict, JSON text or bytes)."""
    return positions.load_position(data, Game, state_from_dict, record_events=record_events)


def load_save(data: Any, *, record_events: bool = True) -> Game:
    """Load a save file (``Game.to_json``: a seed or a position, then the actions, replayed) or
    a bare position; also as JSON text or bytes. Every problem raises ``PositionError``."""
    return cast(Game, positions.load_save(data, _SAVES, record_events=record_events))


def _seeded_game(data: dict[str, Any], record_events: bool) -> Game:
    seed = required(data, "seed", "save")
    if type(seed) is not int:
        whole(seed, "seed")
    n = whole(required(data, "players", "save"), "players")
    if n not in PLAYERS:
        raise _fail("players", rule=SETUP, players=n)
    names = data.get("names")
    if names is not None:
        names = [text(x, f"names[{i}]") for i, x in enumerate(per_player(names, "names", n))]
    start = data.get("start_player")
    if start is not None:
        start = whole(start, "start_player", 0, n - 1)
    cards: CardTable | None = None
    if "figures" in data:
        cards = table_from_rows(data["figures"], where="figures")
    return Game(
        n,
        seed=seed,
        names=names,
        expert=_bool(data, "expert", "expert"),
        start_player=start,
        max_turns=whole(data.get("max_turns", MAX_TURNS), "max_turns", 1, 10**9),
        cards=cards,
        record_events=record_events,
    )


_SAVES = positions.SaveFormat(
    game=Game.name,
    position_format=POSITION_FORMAT,
    keys=_SAVE_KEYS,
    seed_keys=("seed", "players", "names", "expert", "start_player"),
    fail=_fail,
    load_position=load_position,
    seeded_game=_seeded_game,
    error=SaveReplayError,
    check_seats=check_seats,
)

__all__ = ["POSITION_FORMAT", "POSITION_VERSION", "SaveReplayError", *positions.API]
