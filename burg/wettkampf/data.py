"""Component data of Der Wettkampf der Burgbaumeister, loaded once from ``data/cards.toml``.

Every number of the game lives in that table with its confidence label; this module turns it
into typed constants for the rules and reads the card -> figure mapping (``CardTable``).

The mapping is **our assumption** (§1.3, §D6): no public source gives it. A
teacher who owns the game may load another one with ``load_cards`` (a file with a ``[cards]``
table as in ``data/cards.toml``); it is checked row by row, and anything wrong raises a
``PositionError`` with an English and German message naming the row, never a traceback.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from burg.core.errors import PositionError
from burg.core.jsonread import brief

_TEXT = resources.files("burg.wettkampf").joinpath("data/cards.toml").read_text(encoding="utf-8")
_RAW: dict[str, Any] = tomllib.loads(_TEXT)
_GAME: dict[str, Any] = {k: v["value"] for k, v in _RAW["game"].items()}

#: The numbered cards, one of each (§1.1, R).
LOW, HIGH = _GAME["numbers"]
NUMBERS: tuple[int, ...] = tuple(range(LOW, HIGH + 1))
#: The start tower's number: position 0 of every wall (§W2, R).
START_TOWER: int = _GAME["start_tower"]
#: Player counts (§W1, §D1: O).
PLAYERS: tuple[int, ...] = tuple(range(_GAME["players"][0], _GAME["players"][1] + 1))
#: Cards to lay onto the start tower to win / end the game (§W14, R).
CARDS_TO_WIN: int = _GAME["cards_to_win"]
#: The Materiallager: fixed slots, row by row (§W3, §D3: A).
STORE_ROWS: int = _GAME["store_rows"]
STORE_COLUMNS: int = _GAME["store_columns"]
SLOTS: int = STORE_ROWS * STORE_COLUMNS
#: The stall guard (§W17, §D19: A).
MAX_TURNS: int = _GAME["max_turns"]
#: Expert scoring: per card, for the start tower, per knight-lady pair (§W21, §W24; §D4, §D8).
CARD_POINTS: int = _GAME["card_points"]
START_TOWER_POINTS: int = _GAME["start_tower_points"]
PAIR_POINTS: int = _GAME["pair_points"]
#: Each number's confidence label, for documentation and the lessons.
CONFIDENCE: dict[str, str] = {k: v["conf"] for k, v in _RAW["game"].items()}

#: The figures (Sonderkarten, §1.2), in a fixed order; how many cards show each, and the bonus
#: points per figure in a wall at the end of the expert game (§W22–§W26).
FIGURES: tuple[str, ...] = tuple(_RAW["figures"])
FIGURE_CARDS: dict[str, int] = {f: v["cards"] for f, v in _RAW["figures"].items()}
FIGURE_POINTS: dict[str, int] = {f: v["points"] for f, v in _RAW["figures"].items()}
#: Ravens per raven card: 1 or 2 (§W25, R: cards with two ravens exist).
RAVENS_PER_CARD: tuple[int, ...] = (1, 2)
#: Where a card's row in a figures file may come from: A = the project's assumption, P = read
#: from a physical card.
SOURCES: tuple[str, ...] = ("A", "P")
#: The rules named by the card file's checks: its format, the box contents, the variant.
FILE_RULE = "docs/wettkampf-positions.md"
CONTENTS_RULE = "Inhalt"
VARIANT_RULE = "Spielvariante"


@dataclass(frozen=True, slots=True, eq=False)
class CardTable:
    """Which figures each numbered card shows (index: the number; the start tower and unused
    indices show none), where each row comes from, and whether it is the project's default.

    Two tables are equal when they map every number to the same figures."""

    figures: tuple[tuple[str, ...], ...]
    sources: tuple[str, ...]
    #: ``"A"``: the project's assumption (the shipped file); ``"teacher"``: a loaded file.
    origin: str = "A"
    # derived, for the rules' hot paths (by number)
    cannon: tuple[bool, ...] = field(init=False)
    tower: tuple[bool, ...] = field(init=False)
    wizard: tuple[bool, ...] = field(init=False)

    def __post_init__(self) -> None:
        for name in ("cannon", "tower", "wizard"):
            object.__setattr__(self, name, tuple(name in f for f in self.figures))

    def of(self, number: int) -> tuple[str, ...]:
        """The figures card ``number`` shows (``()`` for a plain card or the start tower)."""
        return self.figures[number]

    def mapping(self) -> dict[int, tuple[str, ...]]:
        """Number -> figures, for every card 2-46."""
        return {n: self.figures[n] for n in NUMBERS}

    def to_json(self) -> dict[str, list[str]]:
        """The JSON form of a positions or save file (``"figures"``): number -> figures."""
        return {str(n): list(self.figures[n]) for n in NUMBERS}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardTable) and other.figures == self.figures

    def __hash__(self) -> int:
        return hash(self.figures)


def _fail(msg: str, /, rule: str = FILE_RULE, **params: Any) -> PositionError:
    return PositionError(f"wettkampf.cards.{msg}", rule=rule, **params)


def table_from_rows(rows: Any, origin: str = "teacher", where: str = "cards") -> CardTable:
    """A ``CardTable`` from rows ``{number: {"figures": [...], "source": "A"}}`` (a TOML
    ``[cards]`` table) or ``{number: [figures]}`` (the JSON form); ``PositionError`` naming the
    first wrong row (§1.3)."""
    if not isinstance(rows, Mapping):
        raise _fail("table", where=where, got=brief(rows))
    figures: list[tuple[str, ...]] = [()] * (HIGH + 1)
    sources = [""] * (HIGH + 1)
    seen: set[int] = set()
    for key, row in rows.items():
        number = _number(key)
        if number in seen:  # "2" and 2 in a dict from Python
            raise _fail("twice_number", rule=CONTENTS_RULE, number=number)
        seen.add(number)
        figures[number], sources[number] = _row(number, row)
    missing = [n for n in NUMBERS if n not in seen]
    if missing:
        raise _fail("missing", rule=CONTENTS_RULE, got=len(seen), numbers=missing)
    _check_counts(figures)
    return CardTable(tuple(figures), tuple(sources), origin)


def _number(key: Any) -> int:
    if type(key) is int:
        number = key
    elif isinstance(key, str) and key.isascii() and key.isdigit():
        number = int(key)
    else:
        raise _fail("number", rule=CONTENTS_RULE, got=brief(key), lo=LOW, hi=HIGH)
    if not LOW <= number <= HIGH:
        raise _fail("number", rule=CONTENTS_RULE, got=brief(key), lo=LOW, hi=HIGH)
    return number


def _row(number: int, row: Any) -> tuple[tuple[str, ...], str]:
    """One card's figures (in the order of ``FIGURES``) and source."""
    source = "A"
    if isinstance(row, Mapping):
        unknown = sorted(str(k) for k in row if k not in ("figures", "source", "points"))
        if unknown or "figures" not in row:
            raise _fail("row", number=number, got=brief(dict(row)))
        source = row.get("source", "A")
        if source not in SOURCES:
            raise _fail("source", number=number, got=brief(source))
        names = row["figures"]
    else:
        names = row
    if not isinstance(names, list) or not all(isinstance(f, str) for f in names):
        raise _fail("row", number=number, got=brief(row))
    for f in names:
        if f not in FIGURES:
            raise _fail("figure", number=number, figure=f, known=", ".join(FIGURES))
    counts = Counter(names)
    for f, k in counts.items():
        if f == "raven" and k not in RAVENS_PER_CARD:
            raise _fail("ravens_per_card", rule=VARIANT_RULE, number=number, got=k)
        if f != "raven" and k > 1:
            raise _fail("twice_figure", rule=VARIANT_RULE, number=number, figure=f)
    order = sorted(names, key=FIGURES.index)
    if isinstance(row, Mapping) and "points" in row:  # optional: it must be the card's bonus
        want = sum(FIGURE_POINTS[f] for f in order)
        if row["points"] != want or type(row["points"]) is not int:
            raise _fail("points", rule=VARIANT_RULE, number=number, got=brief(row["points"]))
    return tuple(order), source


def _check_counts(figures: list[tuple[str, ...]]) -> None:
    """The number of cards per figure (§1.2): ravens on 5 cards or 5 ravens in all (§D5)."""
    cards = Counter(f for fs in figures for f in set(fs))
    for f in FIGURES:
        need, got = FIGURE_CARDS[f], cards.get(f, 0)
        listed = [n for n in NUMBERS if f in figures[n]]
        if f == "raven":
            ravens = sum(fs.count("raven") for fs in figures)
            if need not in (got, ravens):
                raise _fail(
                    "ravens", rule=VARIANT_RULE, cards=got, ravens=ravens, need=need, numbers=listed
                )
        elif got != need:
            raise _fail(
                "figure_count", rule=VARIANT_RULE, figure=f, got=got, need=need, numbers=listed
            )


def _check_rulebook_tables(raw: dict[str, Any]) -> None:
    """A teacher's file may repeat ``[game]`` and ``[figures]``: they must be the rulebook's."""
    for table in ("game", "figures"):
        if table not in raw:
            continue
        given = raw[table]
        if not isinstance(given, Mapping):
            raise _fail("table", where=table, got=brief(given))
        for key, value in given.items():
            want = _RAW[table].get(key)
            if want is None:
                raise _fail("unknown_key", where=table, name=key)
            if isinstance(value, Mapping) and isinstance(want, Mapping):
                wrong = [k for k in value if k != "conf" and value.get(k) != want.get(k)]
            else:
                wrong = [] if value == want else [key]
            if wrong:
                k = wrong[0]
                got = value.get(k) if isinstance(value, Mapping) else value
                need = want.get(k) if isinstance(want, Mapping) else want
                name = f"{key}.{k}" if k != key else key
                raise _fail(
                    "rulebook",
                    rule=VARIANT_RULE,
                    table=table,
                    name=name,
                    got=brief(got),
                    need=brief(need),
                )


def load_cards(source: str | bytes | Path | Mapping[str, Any]) -> CardTable:
    """A teacher's card -> figure mapping: TOML text or bytes, a path to a TOML file, or a parsed
    mapping (with a ``cards`` table). Raises ``PositionError`` (English and German) naming what
    is wrong; the mapping in use stays as it was."""
    if isinstance(source, Path):
        try:
            source = source.read_bytes()
        except OSError as e:
            raise _fail("read", detail=e.strerror or type(e).__name__) from None
    if isinstance(source, bytes | bytearray):
        try:
            source = bytes(source).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise _fail("encoding", detail=str(e)) from None
    if isinstance(source, str):
        try:
            raw: Any = tomllib.loads(source)
        except tomllib.TOMLDecodeError as e:
            raise _fail("toml", detail=str(e)) from None
    else:
        raw = source
    if not isinstance(raw, Mapping):
        raise _fail("table", where="file", got=brief(raw))
    unknown = sorted(str(k) for k in raw if k not in ("game", "figures", "cards"))
    if unknown:
        raise _fail("unknown_key", where="file", name=", ".join(unknown))
    if "cards" not in raw:
        raise _fail("no_cards")
    _check_rulebook_tables(dict(raw))
    return table_from_rows(raw["cards"])


#: The project's mapping (our assumption, §D6), from ``data/cards.toml``.
DEFAULT_CARDS: CardTable = table_from_rows(_RAW["cards"], origin="A")


def raw_table() -> dict[str, Any]:
    """The component table as loaded (for documentation and the lessons)."""
    return _RAW
