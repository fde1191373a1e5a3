"""The action base: small immutable values with a JSON form, and one registry per game.

A game declares each kind of action once, as a frozen dataclass derived from ``Action`` with a
``type`` name and the decisions it ``answers``; its ``ActionSet`` reads the JSON field types from
the annotations, so adding an action kind touches one place.
"""

from __future__ import annotations

import typing
from dataclasses import MISSING, dataclass, fields, replace
from functools import lru_cache
from typing import Any, ClassVar, TypeVar

from burg.core.errors import IllegalAction

# Rulebook section named for malformed input: the turn structure (Spielablauf); every game of the
# family calls it that.
MALFORMED_RULE = "Spielablauf"


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of all actions: every action names the seat that takes it."""

    player: int
    type: ClassVar[str] = ""
    #: The decision kinds (``Decision.kind``) this action answers.
    answers: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict[str, Any]:
        """A plain dict: ``{"type": ..., "player": ..., ...}``."""
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    def normalized(self) -> Action:
        """The one form of an unordered choice (overridden where order does not matter)."""
        return self

    @classmethod
    def malformed(cls, field: str, value: Any) -> IllegalAction:
        """The error for a field of the wrong type (overridden where a rule says more)."""
        return IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=f"{field}={value!r}")


A = TypeVar("A", bound=Action)


@lru_cache(maxsize=1 << 16, typed=True)
def interned(cls: type[A], *values: Any) -> A:
    """The shared instance of ``cls(*values)``. Actions are immutable and the rules list the same
    few thousand again and again; looking one up is much faster than making a frozen dataclass."""
    return cls(*values)


def _checker(hint: Any) -> Any:
    """A strict check for a field annotated ``hint``: int, str, tuple[str, ...], a fixed tuple."""
    if hint is int:
        return lambda v: type(v) is int  # bools and floats are not seats, slots or counts
    if hint is str:
        return lambda v: type(v) is str
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            inner = _checker(args[0])
            return lambda v: isinstance(v, (tuple, list)) and all(inner(x) for x in v)
        checks = [_checker(a) for a in args]
        return lambda v: (
            isinstance(v, (tuple, list))
            and len(v) == len(checks)
            and all(c(x) for c, x in zip(checks, v, strict=True))
        )
    raise TypeError(f"no JSON form for an action field of type {hint!r}")  # pragma: no cover


class ActionSet:
    """One game's kinds of action: parse their JSON, check their fields, find them by name."""

    def __init__(self, *classes: type[Action]) -> None:
        self.types: dict[str, type[Action]] = {cls.type: cls for cls in classes}
        self._fields: dict[type[Action], list[tuple[str, Any, bool]]] = {}
        for cls in classes:
            hints = typing.get_type_hints(cls)
            self._fields[cls] = [
                (f.name, _checker(hints[f.name]), f.default is MISSING) for f in fields(cls)
            ]

    def canonical(self, action: Any) -> Action:
        """Check every field's type strictly and bring unordered choices into their one order;
        raise ``IllegalAction`` if malformed."""
        spec = self._fields.get(type(action))
        if spec is None:
            raise IllegalAction(
                "action.malformed", rule=MALFORMED_RULE, detail=type(action).__name__
            )
        changes: dict[str, Any] = {}
        for name, ok, _ in spec:
            v = getattr(action, name)
            if not ok(v):
                raise type(action).malformed(name, v)
            if isinstance(v, list):
                changes[name] = tuple(v)
        if changes:
            action = replace(action, **changes)
        out: Action = action.normalized()  # ``action`` was any object; its type is known now
        return out

    def from_json(self, data: Any) -> Action:
        """Parse an action's JSON form; raise ``IllegalAction`` for anything malformed."""
        if not isinstance(data, dict):
            raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail="not an object")
        kind = data.get("type")
        cls = self.types.get(kind) if type(kind) is str else None
        if cls is None:
            raise IllegalAction("action.malformed", rule=MALFORMED_RULE, detail=f"type {kind!r}")
        kwargs: dict[str, Any] = {}
        for name, _, required in self._fields[cls]:
            if name in data:
                kwargs[name] = data[name]
            elif required:
                raise IllegalAction(
                    "action.malformed", rule=MALFORMED_RULE, detail=f"missing field {name!r}"
                )
        extra = set(data) - set(kwargs) - {"type"}
        if extra:
            raise IllegalAction(
                "action.malformed", rule=MALFORMED_RULE, detail=f"unknown fields {sorted(extra)}"
            )
        return self.canonical(cls(**kwargs))
