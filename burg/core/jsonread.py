"""Typed JSON readers for position and save files: each checks one value and fails with a
``PositionError`` naming where in the file it is, worded in English and German.

Every game's positions build on them; the game's own checks name its rules.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, NoReturn

from burg.core.errors import PositionError
from burg.core.text import format_message, register_errors

#: The rule named for file-format errors: the position format's documentation.
FORMAT = "docs/positions.md"

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        "position.json": "The file is not valid JSON (line {line}, column {column}): {detail}.",
        "position.encoding": "The file is not UTF-8 text ({detail}).",
        "position.unknown_keys": "Unknown keys in {where}: {keys}.",
        "position.missing": "{where} needs the key '{field}'.",
        "position.object": "{where} must be an object, not {got}.",
        "position.list": "{where} must be a list, not {got}.",
        "position.text": "{where} must be a text, not {got}.",
        "position.int": "{where} must be a whole number, not {got}.",
        "position.negative": "{where} cannot be negative ({got}).",
        "position.range": "{where} must be from {lo} to {hi}, not {got}.",
        "position.length": "{where} must have {need} entries, one per player, not {got}.",
        "position.duplicate": "{where} names {item} twice.",
    },
    "de": {
        "position.json": "Die Datei ist kein gültiges JSON (Zeile {line}, Spalte {column}): {detail}.",
        "position.encoding": "Die Datei ist kein UTF-8-Text ({detail}).",
        "position.unknown_keys": "Unbekannte Schlüssel in {where}: {keys}.",
        "position.missing": "{where} braucht den Schlüssel '{field}'.",
        "position.object": "{where} muss ein Objekt sein, nicht {got}.",
        "position.list": "{where} muss eine Liste sein, nicht {got}.",
        "position.text": "{where} muss ein Text sein, nicht {got}.",
        "position.int": "{where} muss eine ganze Zahl sein, nicht {got}.",
        "position.negative": "{where} darf nicht negativ sein ({got}).",
        "position.range": "{where} muss zwischen {lo} und {hi} liegen, nicht {got}.",
        "position.length": "{where} braucht {need} Einträge, einen pro Spieler, nicht {got}.",
        "position.duplicate": "{where} nennt {item} doppelt.",
    },
}


def _render(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    template = ERRORS.get(lang, ERRORS["en"]).get(key) or ERRORS["en"][key]
    return format_message(template, params, rule, lang)


register_errors(ERRORS["en"].keys(), _render)


def fail(msg: str, /, rule: str = FORMAT, **params: Any) -> NoReturn:
    """Raise the ``PositionError`` ``msg`` (a message key) for ``rule``."""
    raise PositionError(msg, rule=rule, **params)


def brief(value: Any) -> str:
    """A short JSON-like form of a bad value for a message."""
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def parse_text(data: str | bytes | bytearray) -> Any:
    """JSON text (or UTF-8 bytes) as data; a syntax error names its line and column."""
    if isinstance(data, bytes | bytearray):
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            fail("position.encoding", detail=str(e))
    try:
        return json.loads(data)
    except json.JSONDecodeError as e:
        fail("position.json", line=e.lineno, column=e.colno, detail=e.msg)
    except (ValueError, RecursionError) as e:  # e.g. a number with too many digits, deep nesting
        fail("position.json", line="?", column="?", detail=type(e).__name__)


def required(d: dict[str, Any], key: str, where: str) -> Any:
    """``d[key]``, which must be there."""
    if key not in d:
        fail("position.missing", where=where, field=key)
    return d[key]


def object_(value: Any, where: str, allowed: tuple[str, ...] | None = None) -> dict[str, Any]:
    """An object, with no keys but ``allowed`` (if given)."""
    if not isinstance(value, dict):
        fail("position.object", where=where, got=brief(value))
    if allowed is not None:
        unknown = [k for k in value if k not in allowed]
        if unknown:
            fail("position.unknown_keys", where=where, keys=sorted(str(k) for k in unknown))
    return value


def list_(value: Any, where: str) -> list[Any]:
    """A list."""
    if not isinstance(value, list):
        fail("position.list", where=where, got=brief(value))
    return value


def text(value: Any, where: str) -> str:
    """A text."""
    if not isinstance(value, str):
        fail("position.text", where=where, got=brief(value))
    return value


def optional_text(value: Any, where: str) -> str:
    """A text where ``null`` (and a missing key) mean empty."""
    return "" if value is None else text(value, where)


def whole(value: Any, where: str, lo: int = 0, hi: int | None = None) -> int:
    """A whole number (never a bool or float) from ``lo`` to ``hi``."""
    if type(value) is not int:
        fail("position.int", where=where, got=brief(value))
    if hi is None and value < lo:
        fail("position.negative", where=where, got=value)
    if hi is not None and not lo <= value <= hi:
        fail("position.range", where=where, lo=lo, hi=hi, got=value)
    return value


def per_player(value: Any, where: str, n: int) -> list[Any]:
    """A list with one entry per player."""
    items = list_(value, where)
    if len(items) != n:
        fail("position.length", where=where, need=n, got=len(items))
    return items


def seats(value: Any, where: str, n: int) -> list[int]:
    """A list of distinct seats."""
    out = [whole(s, f"{where}[{i}]", 0, n - 1) for i, s in enumerate(list_(value, where))]
    for s, k in Counter(out).items():
        if k > 1:
            fail("position.duplicate", where=where, item=s)
    return out
