"""Old home of Im Schutze der Burg's actions; kept so that people's notebooks that
``from burg.actions import ChooseCards …`` still work. The code lives in ``burg.schutz.actions``;
every name is looked up there (the action classes, ``ACTION_TYPES``, ``action_from_json`` …)."""

from typing import Any

from burg.schutz import actions as _actions

_TABLE = ("ACTIONS", "ACTION_TYPES", "MALFORMED_RULE", "Action", "action_from_json")
_READERS = ("canonical", "interned")

#: What the module offered before the family: the action classes, their table, the readers.
__all__ = [*_TABLE, *_READERS, *(cls.__name__ for cls in _actions.ACTIONS.types.values())]


def __getattr__(name: str) -> Any:
    return getattr(_actions, name)
