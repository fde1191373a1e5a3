"""Positions: the JSON position format for teachers (docs/positions.md), validated on load.

``state_to_dict`` (``position_write``) writes a full position as plain JSON; ``state_from_dict``
reads one back and
checks every law a position obeys (each component in one place, the cards, the helpers, the course
of the round), raising ``PositionError`` with a message key for each problem. ``load_position`` and
``dump_position`` work on a ``Game``; ``load_save`` reads a save file (``Game.to_json``) or a bare
position, also as JSON text.
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from functools import partial
from typing import Any, cast

from burg.core import positions
from burg.core.errors import BurgError, PositionError  # noqa: F401 - burg.positions shows them
from burg.core.jsonread import FORMAT
from burg.core.jsonread import brief as _brief
from burg.core.jsonread import fail as _fail
from burg.core.jsonread import list_ as _list
from burg.core.jsonread import object_ as _object
from burg.core.jsonread import optional_text as _optional_text
from burg.core.jsonread import parse_text as _parse_text
from burg.core.jsonread import per_player as _per_player
from burg.core.jsonread import required as _required
from burg.core.jsonread import seats as _seats
from burg.core.jsonread import text as _text
from burg.core.jsonread import whole as _int
from burg.core.positions import PERSON as PERSON  # a seat a person plays (``seats``)
from burg.core.registry import title
from burg.schutz.bots import BOTS
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    BUILDS_PER_CARD,
    CARDS_TO_CHOOSE,
    CARTS,
    GRANARY_VP,
    HAND,
    HELPERS,
    HELPERS_PER_CARD,
    KINDS,
    PALAS_PIECES_PER_HELPER,
    PIECE_COUNT,
    PREBUILT,
    ROUNDS,
    SCORING_ORDER,
    SLOT_BUILDINGS,
    TALERS_TOTAL,
    TEMPLATES,
    WINTER_CARDS,
    WINTER_STAYS,
    WORKER_CARDS,
    WORKERS,
)
from burg.schutz.game import SAVE_FORMAT, SAVE_VERSION, Game
from burg.schutz.ledger import entries
from burg.schutz.messages import render_error
from burg.schutz.position_write import _OFFER_KEYS, POSITION_FORMAT, POSITION_VERSION, state_to_dict
from burg.schutz.rules import flow
from burg.schutz.rules.log import NullLog
from burg.schutz.rules.winter import stakes_left
from burg.schutz.state import Merchant, Player, State, Winter

PHASES: tuple[str, ...] = (
    "choose", "winter", "woo", "share", "stock", "resolve", "palas", "over",
)  # fmt: skip
#: Phases before the reveal: this round's chosen cards (if any) still lie face down.
FACE_DOWN = flow.FACE_DOWN_PHASES
#: The steps at which each card waits for its owner (Spielablauf); Bote and Baumeister never wait.
CARD_STEPS: dict[str, tuple[str, ...]] = {
    "bote": (),
    "haendler": ("trader", "toll"),
    "maurer": ("tower", "build", "payment", "helpers"),
    "steinmetz": ("buy", "sell", "build", "payment", "helpers"),
    **{c: ("build", "payment") for c in WORKER_CARDS},
    "baumeister": (),
}
SCORE_KEYS: tuple[str, ...] = ("game", *SCORING_ORDER)
#: Winter cards that take person cards out of the game (Pest, Schneeverwehung).
CARD_TAKERS: tuple[str, ...] = ("pest", "schneeverwehung")

_TOP_KEYS = (
    "format", "version", "round", "rounds_total", "start_player", "round_fields", "players",
    "supply", "tower", "forge", "bank", "merchants", "built", "slots", "workers", "out",
    "built_this_round", "helper_buildings", "flow", "scores", "winter", "seats",
)  # fmt: skip
_PLAYER_KEYS = ("name", "talers", "vp", "helpers", "pieces", "hand", "discard", "chosen", "lost")
_WINTER_KEYS = (
    "deck", "card", "in_play", "out", "queue", "innkeeper", "inn_talers", "granary",
    "lady_round", "lady",
)  # fmt: skip
_LADY_KEYS = ("pieces", "talers", "wooers", "winner")
_FLOW_KEYS = (
    "phase", "current", "step", "builds_left", "helpers_left", "building", "bought_from",
    "offer", "refused", "palas_queue", "palas_left",
)  # fmt: skip
_SAVE_KEYS = (
    "format", "version", "game", "seed", "players", "names", "winter", "position", "seats",
    "actions",
)  # fmt: skip
# ASCII digits only: "\d" would also take "٠:arbeiter_b", a key the engine never looks up
_WORKER_KEY = re.compile(r"([0-9]):([a-z_]+)")

# The rule each check comes from (rulebook section names, each a section of docs/rules/schutz.md:
# the table in §13); file-format errors name this format.
MATERIAL = "Spielmaterial"
SETUP = "Spielvorbereitung"
FLOW = "Spielablauf"
CHOICE = "Auswahl der Personenkarten"
DISCARD = "Ablage und Wiederaufnahme"
STOCK = "Bestücken der Arbeiterkarten"
TRADER = "Der Händler"
STEINMETZ = "Der Steinmetz"
BUILD = "Bauwerke errichten"
HELPER_RULE = "Gehilfen einsetzen"
FINAL = "Die Schlusswertung"
PALAS = "Der Palas"
WINTER = "Die Burg im Winter"


class SaveReplayError(positions.SaveReplayError):
    """A save file whose action ``number`` cannot be replayed (``burg.core.positions``)."""

    KEY = "position.save_action"
    MALFORMED = "position.action"
    RULE = FORMAT

    def reason(self, lang: str = "en") -> str:
        # without the cause's rule: this message names it
        return render_error(self.cause.key, "", self.cause.params, lang)


def dump_position(game: Game) -> dict[str, Any]:
    """The game's current position (``state_to_dict``), and who plays each seat if recorded."""
    return positions.dump_position(game, state_to_dict)


# --- reading: the typed readers (burg.core.jsonread), and the game's own ------------------------
def check_seats(value: Any, n: int, where: str = "seats") -> list[str]:
    """Who plays each of the ``n`` seats: ``"person"`` or a bot's name, one per seat (a copy)."""
    return positions.check_seats(
        value, n, where, bots=BOTS, unknown=partial(_fail, "position.seat_unknown")
    )


def _pieces(value: Any, where: str) -> list[int]:
    """A pieces object; kinds left out count 0."""
    d = _object(value, where, KINDS)
    return [_int(d.get(k, 0), f"{where}.{k}") for k in KINDS]


def _cards(value: Any, where: str) -> list[str]:
    cards = _list(value, where)
    for c in cards:
        if not isinstance(c, str) or c not in HAND:
            _fail("position.card_unknown", where=where, got=_brief(c))
    return cards[:]


# --- reading a position --------------------------------------------------------------------------
def state_from_dict(d: Any) -> State:
    """Parse and validate a position; raise ``PositionError`` naming the first problem found."""
    if not isinstance(d, dict):
        _fail("position.not_object", got=_brief(d))
    top: dict[str, Any] = d
    if top.get("format") != POSITION_FORMAT:
        _fail("position.format", got=_brief(top.get("format")), want=[POSITION_FORMAT])
    version = top.get("version")
    if type(version) is not int or version != POSITION_VERSION:
        want = POSITION_VERSION
        _fail("position.version", format=POSITION_FORMAT, got=_brief(version), want=want)
    _object(top, "position", _TOP_KEYS)

    # Spielvorbereitung: 2-4 players, 12 or 15 rounds, a start player
    raw_players = _list(_required(top, "players", "position"), "players")
    n = len(raw_players)
    if n not in ROUNDS:
        _fail("position.players", rule=SETUP, players=n)
    rounds_total = _int(top.get("rounds_total", ROUNDS[n]), "rounds_total")
    if rounds_total != ROUNDS[n]:
        _fail("position.rounds_total", rule=SETUP, players=n, need=ROUNDS[n], got=rounds_total)
    rnd = _int(_required(top, "round", "position"), "round", 1, rounds_total)
    start = _int(_required(top, "start_player", "position"), "start_player", 0, n - 1)
    if "seats" in top:  # who plays them: kept by load_position, not part of the state
        check_seats(top["seats"], n)
    # Spielablauf: each round's start player takes the taler of the highest round field
    left = rounds_total - rnd
    fields = _int(top.get("round_fields", left), "round_fields")
    if fields != left:
        _fail(
            "position.round_fields", rule=FLOW, round=rnd, total=rounds_total, need=left, got=fields
        )

    raw_flow = _object(top.get("flow", {}), "flow", _FLOW_KEYS)
    phase = raw_flow.get("phase", "choose")
    if not isinstance(phase, str) or phase not in PHASES:
        _fail("position.phase", got=_brief(phase))

    raw_winter = top.get("winter")
    if raw_winter is None and phase in flow.WINTER_PHASES:
        _fail("position.winter_summer", rule=WINTER, what=f"flow.phase {phase}")
    players: list[Player] = []
    helpers_given: list[bool] = []
    for i, raw in enumerate(raw_players):
        pl, given = _read_player(raw, i, phase)
        if pl.lost and raw_winter is None:
            _fail("position.winter_summer", rule=WINTER, what=f"players[{i}].lost")
        players.append(pl)
        helpers_given.append(given)
    _check_cards(players, phase)

    tower = _pieces(top.get("tower", {}), "tower")
    forge = _int(top.get("forge", 0), "forge")
    out = _object(top.get("out", {}), "out", ("talers", "pieces"))
    merchants = _read_merchants(top.get("merchants", {}), n, rnd)
    built = _read_built(top.get("built", {}), n)
    built_this_round, helper_buildings = _read_this_round(top, n)
    st = State(
        players=players,
        supply=_pieces(top["supply"], "supply") if "supply" in top else [0] * 5,
        tower=tower,
        forge=forge,
        bank=_int(top["bank"], "bank") if "bank" in top else 0,
        round_fields=fields,
        rounds_total=rounds_total,
        round=rnd,
        start_player=start,
        merchants=merchants,
        built=built,
        slots=_read_slots(top.get("slots", {}), n, built),
        workers={},
        out_talers=_int(out.get("talers", 0), "out.talers"),
        out_pieces=_pieces(out.get("pieces", {}), "out.pieces"),
        built_this_round=built_this_round,
        helper_buildings=helper_buildings,
        phase=phase,
    )
    if raw_winter is not None:
        _read_winter(st, raw_winter)
    if phase not in FACE_DOWN:
        # the resolution queue, ordered exactly as the reveal orders it
        scratch = st.copy()
        flow.reveal(scratch, NullLog())
        st.queue = scratch.queue
    _read_flow(st, raw_flow)
    _check_merchants(st)
    _check_revealed_cards(st)
    _check_baumeister_choice(st)
    _check_this_round(st)
    st.workers = _read_workers(st, top.get("workers", {}))
    _read_offer(st, raw_flow)
    _check_conservation(st, top, helpers_given)
    st.scores = _read_scores(st, top.get("scores"))
    return st


def _read_player(raw: Any, i: int, phase: str) -> tuple[Player, bool]:
    """One player; ``hand`` left out is every card not elsewhere, ``helpers`` the remainder."""
    where = f"players[{i}]"
    d = _object(raw, where, _PLAYER_KEYS)
    discard = _cards(d.get("discard", []), f"{where}.discard")
    chosen = _cards(d.get("chosen", []), f"{where}.chosen")
    lost = _cards(d.get("lost", []), f"{where}.lost")
    if "hand" in d:
        hand = _cards(d["hand"], f"{where}.hand")
    else:
        away = discard + lost + (chosen if phase in FACE_DOWN else [])
        hand = [c for c in HAND if c not in away]
    pl = Player(
        name=_text(d.get("name", f"Player {i + 1}"), f"{where}.name"),
        talers=_int(d.get("talers", 0), f"{where}.talers"),
        pieces=_pieces(d.get("pieces", {}), f"{where}.pieces"),
        vp=_int(d.get("vp", 0), f"{where}.vp"),
        helpers=_int(d.get("helpers", 0), f"{where}.helpers"),
        hand=hand,
        discard=discard,
        chosen=chosen,
        lost=lost,
    )
    return pl, "helpers" in d


def _check_cards(players: list[Player], phase: str) -> None:
    """Every person card of a player is in exactly one place (Spielmaterial, Ablage und
    Wiederaufnahme); this round's choice has the right size (Auswahl der Personenkarten)."""
    need = CARDS_TO_CHOOSE[len(players)]
    for p, pl in enumerate(players):
        held = Counter(pl.hand + pl.discard + pl.lost + (pl.chosen if phase in FACE_DOWN else []))
        for c in HAND:
            if held[c] > 1 or pl.chosen.count(c) > 1:
                _fail("position.card_twice", rule=DISCARD, player=p, card=c)
        missing = [c for c in HAND if not held[c]]
        if missing:
            _fail("position.cards_missing", rule=MATERIAL, player=p, card=missing)
        # a hand made small by winter cards chooses what it has
        earlier = [c for c in pl.discard if c not in pl.chosen]
        want = min(need, len(HAND) - len(pl.lost) - len(earlier))
        if phase in ("woo", "share"):
            want = 0  # the Burgfräulein's wooing comes before the choice
        open_choice = phase == "choose" and not pl.chosen
        # after the last round's Baumeister took the discard row back, the hand's size at the
        # choice is unknown: a hand of one card (winter losses) chose the Baumeister alone
        # (§C2, §WI13)
        returned = phase in ("palas", "over") and "baumeister" in pl.chosen
        fits = 1 <= len(pl.chosen) <= want if returned else len(pl.chosen) == want
        if not fits and not open_choice:
            _fail("position.chosen_count", rule=CHOICE, player=p, need=want, got=len(pl.chosen))


def _read_winter(st: State, value: Any) -> None:
    """The winter game (Die Burg im Winter): the deck, the cards in play and out, the winter
    places and the Burgfräulein's stakes."""
    n, phase = st.n, st.phase
    d = _object(value, "winter", _WINTER_KEYS)
    st.winter = Winter()

    def winter_cards(key: str) -> list[str]:
        cards = _list(d.get(key, []), f"winter.{key}")
        for c in cards:
            if not isinstance(c, str) or c not in WINTER_CARDS:
                _fail(
                    "position.winter_card_unknown",
                    rule=WINTER,
                    where=f"winter.{key}",
                    got=_brief(c),
                )
        return cards[:]

    st.winter.deck = winter_cards("deck")
    st.winter.in_play = winter_cards("in_play")
    st.winter.out = winter_cards("out")
    st.winter.card = _optional_text(d.get("card"), "winter.card")
    if st.winter.card and st.winter.card not in WINTER_CARDS:
        _fail("position.winter_card_unknown", rule=WINTER, where="winter.card", got=st.winter.card)
    every = st.winter.deck + st.winter.in_play + st.winter.out
    if phase == "winter":
        if not st.winter.card or st.winter.card in WINTER_STAYS:
            _fail("position.winter_answer", rule=WINTER, card=st.winter.card or "-")
        every.append(st.winter.card)
    elif st.winter.card and st.winter.card not in every:
        _fail("position.winter_cards", rule=WINTER, got=sorted(every))
    if sorted(every) != sorted(WINTER_CARDS):
        _fail("position.winter_cards", rule=WINTER, got=sorted(every))
    for c in st.winter.in_play:
        if c not in WINTER_STAYS:
            _fail("position.winter_answer", rule=WINTER, card=c)
    # who answers, woos or shares next
    st.winter.queue = _seats(d.get("queue", []), "winter.queue", n)
    if (phase in flow.WINTER_PHASES) != bool(st.winter.queue):
        _fail("position.winter_queue", rule=WINTER, phase=phase)
    # the winter places
    keeper = d.get("innkeeper")
    st.winter.inn = -1 if keeper is None else _int(keeper, "winter.innkeeper", 0, n - 1)
    st.winter.inn_talers = _int(d.get("inn_talers", 0), "winter.inn_talers")
    granary = _list(d.get("granary", []), "winter.granary")
    st.winter.granary = [_int(o, f"winter.granary[{i}]", 0, n - 1) for i, o in enumerate(granary)]
    if len(st.winter.granary) > len(GRANARY_VP):
        _fail("position.range", where="winter.granary", lo=0, hi=len(GRANARY_VP), got=len(granary))
    if (st.winter.inn >= 0 or st.winter.inn_talers) and "dorfschaenke" not in st.winter.in_play:
        _fail("position.winter_place", rule=WINTER, card="dorfschaenke")
    if st.winter.inn >= 0 and st.winter.inn_talers:
        _fail("position.winter_place", rule=WINTER, card="dorfschaenke")
    if st.winter.granary and "kornspeicher" not in st.winter.in_play:
        _fail("position.winter_place", rule=WINTER, card="kornspeicher")
    # the Burgfräulein
    st.winter.lady_round = _int(d.get("lady_round", 0), "winter.lady_round", 0, st.round)
    lady = _object(d.get("lady", {}), "winter.lady", _LADY_KEYS)
    st.winter.lady_pieces = _pieces(lady.get("pieces", {}), "winter.lady.pieces")
    st.winter.lady_talers = _int(lady.get("talers", 0), "winter.lady.talers")
    st.winter.wooers = _seats(lady.get("wooers", []), "winter.lady.wooers", n)
    winner = lady.get("winner")
    st.winter.lady_winner = -1 if winner is None else _int(winner, "winter.lady.winner", 0, n - 1)
    in_play = "burgfraeulein" in st.winter.in_play
    if in_play and (
        not st.winter.lady_round or st.winter.lady_winner >= 0 or len(st.winter.wooers) < 2
    ):
        _fail("position.winter_place", rule=WINTER, card="burgfraeulein")
    if phase == "woo" and not (in_play and set(st.winter.queue) <= set(st.winter.wooers)):
        _fail("position.winter_queue", rule=WINTER, phase=phase)
    if phase == "share" and (st.winter.lady_winner < 0 or st.winter.lady_winner in st.winter.queue):
        _fail("position.winter_queue", rule=WINTER, phase=phase)
    if stakes_left(st) and not in_play and phase != "share":
        _fail("position.winter_place", rule=WINTER, card="burgfraeulein")


def _read_merchants(value: Any, n: int, rnd: int) -> list[Merchant | None]:
    """Merchant helpers at the carts and the rider, each with its owner and the round placed."""
    d = _object(value, "merchants", CARTS)
    out: list[Merchant | None] = []
    for cart in CARTS:
        raw = d.get(cart)
        if raw is None:
            out.append(None)
            continue
        where = f"merchants.{cart}"
        m = _object(raw, where, ("owner", "placed_round"))
        owner = _int(_required(m, "owner", where), f"{where}.owner", 0, n - 1)
        placed = _int(_required(m, "placed_round", where), f"{where}.placed_round", 1, rnd)
        out.append(Merchant(owner, placed))
    return out


def _read_this_round(top: dict[str, Any], n: int) -> tuple[list[int], list[list[str]]]:
    """Buildings built this round and the buildings given a helper this round, per player."""
    counts = _per_player(top.get("built_this_round", [0] * n), "built_this_round", n)
    places = _per_player(top.get("helper_buildings", [[]] * n), "helper_buildings", n)
    built = [_int(x, f"built_this_round[{p}]") for p, x in enumerate(counts)]
    helped = []
    for p, raw in enumerate(places):
        where = f"helper_buildings[{p}]"
        helped.append([_text(b, f"{where}[{i}]") for i, b in enumerate(_list(raw, where))])
    return built, helped


def _check_merchants(st: State) -> None:
    """Der Händler: one helper per Händler card, placed when the card resolves."""
    resolved = st.queue[: st.qi] if st.phase == "resolve" else []
    traded = {q for c, q in resolved if c == "haendler"}
    seen: set[tuple[int, int]] = set()
    for cart, m in zip(CARTS, st.merchants, strict=True):
        if m is None:
            continue
        p, placed = m.owner, m.placed_round
        if placed == st.round and p not in traded:
            _fail("position.merchant_round", rule=TRADER, player=p, cart=cart, got=placed)
        if (p, placed) in seen:
            _fail("position.merchant_same_round", rule=TRADER, player=p, got=placed)
        seen.add((p, placed))


def _read_built(value: Any, n: int) -> dict[str, int]:
    """Built templates and their builders; Markt and Schmiede are built from the start."""
    d = _object(value, "built")
    built = {b: -1 for b in PREBUILT}
    for b, seat in d.items():
        if b not in BUILDING_OF:
            _fail("position.building_unknown", rule=BUILD, got=str(b))
        if b in PREBUILT:
            if type(seat) is not int or seat != -1:
                _fail("position.prebuilt", rule=BUILD, building=b)
            continue
        built[b] = _int(seat, f"built.{b}", 0, n - 1)
    return built


def _read_slots(value: Any, n: int, built: dict[str, int]) -> dict[str, list[int | None]]:
    """Helpers in buildings (Gehilfen einsetzen): only in slots of built buildings."""
    d = _object(value, "slots")
    slots: dict[str, list[int | None]] = {
        b: [None] * len(BUILDING_TYPES[BUILDING_OF[b]].fees) for b in SLOT_BUILDINGS
    }
    for b, raw in d.items():
        if b not in BUILDING_OF:
            _fail("position.building_unknown", rule=HELPER_RULE, got=str(b))
        if b not in slots:
            _fail("position.no_slots", rule=HELPER_RULE, building=b)
        where = f"slots.{b}"
        occ = _list(raw, where)
        need = len(slots[b])
        if len(occ) != need:
            _fail("position.slots_length", rule=HELPER_RULE, building=b, need=need, got=len(occ))
        seats = [
            None if o is None else _int(o, f"{where}[{i}]", 0, n - 1) for i, o in enumerate(occ)
        ]
        if b not in built and any(o is not None for o in seats):
            _fail("position.slot_unbuilt", rule=HELPER_RULE, building=b)
        slots[b] = seats
    return slots


def _read_flow(st: State, d: dict[str, Any]) -> None:
    """Where the round stands (Spielablauf): the current card and its step, and what the step
    carries with it. Fills ``qi``, ``step`` and the rest of the flow fields of ``st``."""
    n, phase, queue = st.n, st.phase, st.queue
    raw_current = d.get("current")
    card, p = "", -1
    if phase in ("stock", "resolve"):
        if raw_current is None:
            _fail("position.current_missing", rule=FLOW, phase=phase)
        if type(raw_current) is int:
            st.qi = _int(raw_current, "flow.current", 0, len(queue) - 1)
        else:
            pair = raw_current
            if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
                _fail("position.current_form", got=_brief(pair))
            if pair[0] not in HAND:
                _fail("position.card_unknown", where="flow.current", got=_brief(pair[0]))
            seat = _int(pair[1], "flow.current[1]", 0, n - 1)
            if (pair[0], seat) not in queue:
                _fail("position.not_played", rule=FLOW, player=seat, card=pair[0])
            st.qi = queue.index((pair[0], seat))
        card, p = queue[st.qi]
    elif raw_current is not None:
        _fail("position.current_not_allowed", phase=phase)
    else:
        st.qi = 0 if phase in FACE_DOWN else len(queue)

    if phase == "stock":
        # Bestücken: only Arbeiter C waits, for the owner's choice of its free pieces
        if card not in WORKERS or WORKERS[card].choice == 0:
            _fail("position.stock_card", rule=STOCK, card=card)
        steps: tuple[str, ...] = ("worker_pieces",)
    elif phase == "resolve":
        steps = CARD_STEPS[card]
        if not steps:
            _fail("position.never_waits", rule=FLOW, card=card)
    else:
        steps = ("",)
    step = _optional_text(d.get("step", steps[0]), "flow.step")
    if step not in steps:
        if card:
            _fail("position.step", rule=FLOW, card=card, steps=list(steps), got=_brief(step))
        _fail("position.step_phase", rule=FLOW, phase=phase, got=_brief(step))
    st.step = step

    # a card builds up to 2 buildings and places up to 2 helpers (Bauwerke errichten)
    least = 1 if step in ("build", "payment") else 0
    builds_left = d.get("builds_left", BUILDS_PER_CARD * least)
    st.builds_left = _int(builds_left, "flow.builds_left", least, BUILDS_PER_CARD)
    least = 1 if step == "helpers" else 0
    helpers_left = d.get("helpers_left", HELPERS_PER_CARD * least)
    if step == "helpers" and st.winter and st.winter.inn == p:
        # Dorfschänke: the innkeeper's owner may take him back even after both placements
        # (§WI10)
        least = 0
    st.helpers_left = _int(helpers_left, "flow.helpers_left", least, HELPERS_PER_CARD)
    if step == "helpers" and st.built_this_round[p] == 0:
        _fail("position.helpers_need_building", rule=HELPER_RULE, player=p)
    building = _optional_text(d.get("building"), "flow.building")
    if step == "payment":
        if not building:
            _fail("position.building_missing", rule=BUILD)
        if building not in TEMPLATES:
            _fail("position.building_unknown", rule=BUILD, got=building)
        if building in st.built:
            _fail("position.building_built", rule=BUILD, building=building)
    elif building:
        _fail("position.building_not_paying", rule=BUILD, building=building)
    st.building = building

    # Der Steinmetz: buys from other players who played an Arbeiter this round
    st.bought_from = _seats(d.get("bought_from", []), "flow.bought_from", n)
    if phase == "resolve" and card == "steinmetz":
        sellers = {q for c, q in queue if c in WORKER_CARDS and q != p}
        for s in st.bought_from:
            if s not in sellers:
                _fail("position.bought_from", rule=STEINMETZ, player=p, seller=s)

    # Der Palas: its owners convert in seat order from the start player
    owners = [q for q in st.seat_order() if q in st.slots["palas"]] if "palas" in st.built else []
    palas = phase == "palas"
    st.palas_queue = _seats(d.get("palas_queue", owners if palas else []), "flow.palas_queue", n)
    waiting = st.palas_queue
    if palas and (not waiting or waiting != owners[len(owners) - len(waiting) :]):
        _fail("position.palas_queue", rule=PALAS, owners=owners, got=_brief(st.palas_queue))
    if not palas and st.palas_queue:
        _fail("position.palas_early", rule=PALAS)
    most = PALAS_PIECES_PER_HELPER * st.slots["palas"].count(st.palas_queue[0]) if palas else 0
    st.palas_left = _int(d.get("palas_left", most), "flow.palas_left", 0, most)

    if phase in ("palas", "over"):
        # Die Schlusswertung: after the last round, or the round the last template was built
        if st.round != st.rounds_total and not all(b in st.built for b in TEMPLATES):
            _fail("position.not_over", rule=FINAL, round=st.round, total=st.rounds_total)
        if any(m is not None for m in st.merchants):
            _fail("position.merchants_at_end", rule=FINAL)


def _read_offer(st: State, d: dict[str, Any]) -> None:
    """Der Steinmetz asking for the last piece of an Arbeiter card: its owner decides (step
    ``sell``); cards whose owner kept it (``refused``). §T2. Read after the workers."""
    queue = st.queue
    card, p = queue[st.qi] if st.phase == "resolve" and st.qi < len(queue) else ("", -1)
    buying = card == "steinmetz" and st.step in ("buy", "sell")
    sellers = {q for c, q in queue if c in WORKER_CARDS and q != p} if buying else set()
    refused = _list(d.get("refused", []), "flow.refused")
    for i, key in enumerate(refused):
        key = _text(key, f"flow.refused[{i}]")
        m = _WORKER_KEY.fullmatch(key)
        if not m or int(m[1]) not in sellers or (m[2], int(m[1])) not in queue:
            _fail("position.refused", rule=STEINMETZ, player=p, got=key)
        st.refused.append(key)
    raw = d.get("offer")
    if raw is None:
        if st.step == "sell":
            _fail("position.offer", rule=STEINMETZ, player=p, got="none")
        return
    offer = _object(raw, "flow.offer", _OFFER_KEYS)
    seller = _int(_required(offer, "seller", "flow.offer"), "flow.offer.seller")
    worker = _text(_required(offer, "card", "flow.offer"), "flow.offer.card")
    kind = _text(_required(offer, "kind", "flow.offer"), "flow.offer.kind")
    pieces = st.workers.get(f"{seller}:{worker}", [0] * 5)
    if (
        st.step != "sell"
        or seller not in sellers
        or seller in st.bought_from
        or kind not in KINDS
        or sum(pieces) != 1
        or pieces[KINDS.index(kind)] != 1
    ):
        _fail("position.offer", rule=STEINMETZ, player=p, got=_brief(raw))
    st.offer = (seller, worker, kind)


def _baumeister_resolved(st: State, p: int) -> bool:
    """Whether ``p``'s Baumeister of this round has taken the played cards back."""
    if "baumeister" not in st.players[p].chosen:
        return False
    if st.phase in ("palas", "over"):
        return True
    return st.phase == "resolve" and st.queue.index(("baumeister", p)) < st.qi


def _check_revealed_cards(st: State) -> None:
    """Ablage und Wiederaufnahme: revealed cards lie in the discard row until the owner's
    Baumeister takes them all back into hand."""
    if st.phase in FACE_DOWN:
        return
    for p, pl in enumerate(st.players):
        if _baumeister_resolved(st, p):
            if pl.discard:
                _fail("position.baumeister_returned", rule=DISCARD, player=p, card=pl.discard)
            continue
        for c in pl.chosen:
            if c not in pl.discard:
                _fail("position.chosen_not_discarded", rule=DISCARD, player=p, card=c)


def _check_baumeister_choice(st: State) -> None:
    """Auswahl der Personenkarten: no Baumeister chosen while the discard row was empty. A winter
    card drawn after the choice may have emptied the row since: the choice stands
    (§C1, §WI14)."""
    for p, pl in enumerate(st.players):
        if "baumeister" not in pl.chosen or _baumeister_resolved(st, p):
            continue
        earlier = pl.discard if st.phase in FACE_DOWN else set(pl.discard) - set(pl.chosen)
        if not earlier and not _emptied_by_winter(st, p):
            _fail("position.baumeister_discard", rule=CHOICE, player=p)


def _emptied_by_winter(st: State, p: int) -> bool:
    """Whether this round's winter card (Pest, Schneeverwehung: drawn after the choice) may have
    taken the last card of ``p``'s discard row: ``p`` has answered it and lost a card."""
    if not st.winter or st.winter.card not in CARD_TAKERS or not st.players[p].lost:
        return False
    return not (st.phase == "winter" and p in st.winter.queue)


def _check_this_round(st: State) -> None:
    """Buildings built and helpers placed this round (Bauwerke errichten, Gehilfen einsetzen)."""
    if st.phase == "resolve":
        so_far = st.queue[: st.qi + 1]
    else:
        so_far = st.queue if st.phase in ("palas", "over") else []
    for p in range(st.n):
        owned = sum(1 for seat in st.built.values() if seat == p)
        builders = sum(1 for c, q in so_far if q == p and "build" in CARD_STEPS[c])
        most = min(owned, BUILDS_PER_CARD * builders)
        if st.built_this_round[p] > most:
            got = st.built_this_round[p]
            _fail("position.built_this_round", rule=BUILD, player=p, got=got, max=most)
        placed = st.helper_buildings[p]
        if placed and st.built_this_round[p] == 0:
            _fail("position.helpers_need_building", rule=HELPER_RULE, player=p)
        for b in placed:
            if b == "dorfschaenke":
                # Dorfschänke: an innkeeper placed this round may be taken back already (§WI10)
                in_play = "dorfschaenke" in cast(Winter, st.winter).in_play
                holders: Any = range(st.n) if in_play else ()
            elif b == "kornspeicher":
                holders = cast(Winter, st.winter).granary
            else:
                holders = st.slots.get(b, ())
            if p not in holders:
                _fail("position.helper_buildings", rule=HELPER_RULE, player=p, building=b)
            if placed.count(b) > 1:
                where = f"helper_buildings[{p}]"
                _fail("position.duplicate", rule=HELPER_RULE, where=where, item=b)


def _read_workers(st: State, value: Any) -> dict[str, list[int]]:
    """Pieces on this round's Arbeiter cards (Bestücken der Arbeiterkarten): stocked in resolution
    order, never more than the card's stock, empty once the card has resolved."""
    d = _object(value, "workers")
    out: dict[str, list[int]] = {}
    for key, raw in d.items():
        m = _WORKER_KEY.fullmatch(key) if isinstance(key, str) else None
        if m is None or m[2] not in WORKER_CARDS:
            _fail("position.worker_key", got=_brief(key))
        seat, card = int(m[1]), m[2]
        pieces = _pieces(raw, f"workers.{key}")
        if (card, seat) not in st.queue:
            _fail("position.not_played", rule=STOCK, player=seat, card=card)
        i = st.queue.index((card, seat))
        if st.phase == "stock" and i > st.qi:
            _fail("position.worker_not_stocked", rule=STOCK, player=seat, card=card)
        spec = WORKERS[card]
        # the card now waiting for its owner's choice has its fixed pieces only
        choice = 0 if st.phase == "stock" and i == st.qi else spec.choice
        free = [k for k in range(5) if k in spec.choice_kinds]
        if any(pieces[k] > spec.fixed[k] for k in range(5) if k not in free) or (
            sum(max(0, pieces[k] - spec.fixed[k]) for k in free) > choice
        ):
            _fail("position.worker_pieces", rule=STOCK, player=seat, card=card)
        resolved = st.phase in ("palas", "over") or (st.phase == "resolve" and i <= st.qi)
        if resolved and any(pieces):
            _fail("position.worker_taken", rule=STOCK, player=seat, card=card)
        out[key] = pieces
    return out


def _check_conservation(st: State, top: dict[str, Any], helpers_given: list[bool]) -> None:
    """Every piece, taler and helper is in exactly one place (Spielmaterial; the places are the
    ledger's, ``burg.schutz.ledger``); ``supply``, ``bank`` and a player's ``helpers`` left out
    (0 until now) are the remainder."""
    total: Counter[str] = Counter()
    helpers = [0] * st.n  # each player's helpers, wherever they stand
    for _, item, count, player in entries(st):
        total[item] += count
        if item == "helper" and player is not None:
            helpers[player] += count

    for k, kind in enumerate(KINDS):
        box, got = PIECE_COUNT[k], total[kind]
        if "supply" in top:
            if got != box:
                _fail("position.pieces_total", rule=MATERIAL, kind=kind, total=box, got=got)
        elif got > box:
            _fail("position.too_many_pieces", rule=MATERIAL, kind=kind, total=box, got=got)
        else:
            st.supply[k] = box - got

    got = total["taler"]
    if "bank" in top:
        if got != TALERS_TOTAL:
            _fail("position.talers_total", rule=MATERIAL, total=TALERS_TOTAL, got=got)
    elif got > TALERS_TOTAL:
        _fail("position.too_many_talers", rule=MATERIAL, total=TALERS_TOTAL, got=got)
    else:
        st.bank = TALERS_TOTAL - got

    each = HELPERS[st.n]
    for p, pl in enumerate(st.players):
        got = helpers[p]
        if helpers_given[p]:
            if got != each:
                _fail("position.helpers_total", rule=SETUP, player=p, total=each, got=got)
        elif got > each:
            _fail("position.too_many_helpers", rule=SETUP, player=p, total=each, got=got)
        else:
            pl.helpers = each - got


def _read_scores(st: State, value: Any) -> dict[str, list[int]]:
    """The final scoring's breakdown (Die Schlusswertung): from phase palas on, one list per
    source that adds up to each player's VP; left out, all VP count as ``game``."""
    if st.phase not in ("palas", "over"):
        if value is not None and value != {}:
            _fail("position.scores_early", rule=FINAL)
        return {}
    keys = (*SCORE_KEYS, "kornspeicher") if st.winter else SCORE_KEYS
    if value is None:
        return {k: [pl.vp if k == "game" else 0 for pl in st.players] for k in keys}
    d = _object(value, "scores", keys)
    scores = {
        k: [
            _int(x, f"scores.{k}[{p}]")
            for p, x in enumerate(_per_player(_required(d, k, "scores"), f"scores.{k}", st.n))
        ]
        for k in keys
    }
    for p, pl in enumerate(st.players):
        got = sum(v[p] for v in scores.values())
        if got != pl.vp:
            _fail("position.scores_sum", rule=FINAL, player=p, vp=pl.vp, got=got)
    return scores


# --- games ---------------------------------------------------------------------------------------
def load_position(data: Any, *, record_events: bool = True) -> Game:
    """A game starting from a position (validated by ``state_from_dict``)."""
    state = state_from_dict(data)
    game = Game.from_state(state, record_events=record_events, position=copy.deepcopy(data))
    if "seats" in data:
        game.seats = data["seats"]
    return game


def load_save(data: Any, *, record_events: bool = True) -> Game:
    """Load a save file (``Game.to_json``: a seed or a position, then the actions, replayed) or a
    bare position; also as JSON text or bytes. Every problem raises ``PositionError``."""
    if isinstance(data, str | bytes | bytearray):
        data = _parse_text(data)
    if not isinstance(data, dict):
        _fail("position.not_object", got=_brief(data))
    fmt = data.get("format")
    if fmt == POSITION_FORMAT:
        return load_position(data, record_events=record_events)
    if fmt != SAVE_FORMAT:
        _fail("position.format", got=_brief(fmt), want=[POSITION_FORMAT, SAVE_FORMAT])
    if data.get("game", Game.name) != Game.name:  # old saves name no game: they are all ours
        got = data.get("game")
        _fail("position.game", got=title(got, _brief(got)), want=title(Game.name, Game.name))
    _object(data, "save", _SAVE_KEYS)
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        _fail("position.version", format=SAVE_FORMAT, got=_brief(version), want=SAVE_VERSION)
    seeded = "seed" in data or "players" in data or "names" in data or "winter" in data
    if seeded == ("position" in data):
        _fail("position.save_start")
    if seeded:
        seed = _required(data, "seed", "save")
        if type(seed) is not int:
            _fail("position.int", where="seed", got=_brief(seed))
        n = _int(_required(data, "players", "save"), "players")
        if n not in ROUNDS:
            _fail("position.players", rule=SETUP, players=n)
        names = data.get("names")
        if names is not None:
            names = [_text(x, f"names[{i}]") for i, x in enumerate(_per_player(names, "names", n))]
        wintry = data.get("winter", False)
        if type(wintry) is not bool:
            _fail("position.bool", where="winter", got=_brief(wintry))
        game = Game(n, seed=seed, names=names, winter=wintry, record_events=record_events)
    else:
        game = load_position(data["position"], record_events=record_events)
    return positions.replay_save(game, data, SaveReplayError, check_seats)
