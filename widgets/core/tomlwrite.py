"""Write the small TOML documents of lesson texts readably (the standard library reads TOML but
does not write it): long strings wrapped at spaces with TOML's line-ending backslash, so a
translator sees whole sentences in a narrow editor; ``tomllib.loads`` gives back exactly what was
written."""

from __future__ import annotations

import json
from typing import Any

WIDTH = 92


def _basic(text: str) -> str:
    """A one-line TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(text, ensure_ascii=False)


def _multiline(text: str, indent: str) -> str:
    """A long string as a TOML multi-line basic string, wrapped at spaces."""
    body = json.dumps(text, ensure_ascii=False)[1:-1]  # escaped, without the quotes
    lines: list[str] = []
    rest = body
    while len(rest) > WIDTH:
        cut = rest.rfind(" ", 0, WIDTH)
        if cut <= 0:
            cut = rest.find(" ", WIDTH)
            if cut < 0:
                break
        lines.append(rest[: cut + 1] + "\\")
        rest = rest[cut + 1 :]
    lines.append(rest)
    inner = f"\n{indent}".join(lines)
    return f'"""\\\n{indent}{inner}"""'


def value(v: Any, indent: str = "") -> str:
    """One TOML value: a string (wrapped when long), a number, a boolean or a list of them."""
    if isinstance(v, str):
        return _basic(v) if len(v) <= WIDTH - 20 and "\n" not in v else _multiline(v, indent + "  ")
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, list | tuple):
        if not v:
            return "[]"
        items = [value(x, indent + "  ") for x in v]
        if sum(len(i) for i in items) < WIDTH - 20 and not any("\n" in i for i in items):
            return "[" + ", ".join(items) + "]"
        return "[\n" + "".join(f"{indent}  {i},\n" for i in items) + f"{indent}]"
    raise TypeError(f"cannot write {type(v).__name__} as TOML here")


def dumps(doc: dict[str, Any]) -> str:
    """A document of plain keys, tables (dicts) and arrays of tables (lists of dicts)."""
    out: list[str] = []
    _table(doc, [], out)
    return "\n".join(out).strip() + "\n"


def _table(doc: dict[str, Any], path: list[str], out: list[str]) -> None:
    plain = {k: v for k, v in doc.items() if not _is_table(v) and not _is_tables(v)}
    for k, v in plain.items():
        out.append(f"{_key(k)} = {value(v)}")
    for k, v in doc.items():
        if _is_table(v):
            out.append("")
            out.append(f"[{'.'.join(_key(p) for p in [*path, k])}]")
            _table(v, [*path, k], out)
    for k, v in doc.items():
        if _is_tables(v):
            for item in v:
                out.append("")
                out.append(f"[[{'.'.join(_key(p) for p in [*path, k])}]]")
                _table(item, [*path, k], out)


def _is_table(v: Any) -> bool:
    return isinstance(v, dict)


def _is_tables(v: Any) -> bool:
    return isinstance(v, list) and bool(v) and all(isinstance(x, dict) for x in v)


def _key(k: str) -> str:
    return k if k.replace("_", "").replace("-", "").isalnum() and k.isascii() else _basic(k)
