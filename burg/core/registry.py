"""The games of the family, one record each: every list of games is derived from these records.

Each game declares its ``GameRecord`` as ``RECORD`` in its own package's ``record`` module
(``burg/<game>/record.py``, which imports nothing of the engine); the core finds them by looking
at the subpackages of ``burg``, without naming any game. ``GAMES`` and ``game_class`` are the
name -> ``Game`` map the conformance test, saves and the front page use.
"""

from __future__ import annotations

import pkgutil
import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from burg.core.game import Game


@dataclass(frozen=True)
class Variant:
    """A named variant of a game: the keyword it sets (``winter=True``), its flag on the
    command line (``--winter``), its words (``label``: the variant; ``base``: the game without
    it) per language, and the command line's help."""

    keyword: str
    label: Mapping[str, str]
    base: Mapping[str, str]
    help: str

    @property
    def flag(self) -> str:
        return f"--{self.keyword}"


@dataclass(frozen=True)
class GameRecord:
    """One game of the family, as the rest of the project knows it."""

    #: The game's name: its folder in ``burg/``, ``widgets/``, ``notebooks/``, its saves' ``game``.
    name: str
    #: Where it stands on the front page (smaller first).
    order: int
    #: The game's title per language (``en``, ``de``).
    title: Mapping[str, str]
    #: The English edition's title ("" if none), its authors/publisher/year, its player counts.
    english: str
    credit: str
    players: str
    #: One line per language: what the game is about (the front page).
    line: Mapping[str, str]
    #: ``module:attr`` of its ``Game`` class, and the module of its command line (``main(argv)``).
    game: str
    cli: str
    #: The ``format`` of its position files, the document describing them and how a message
    #: names that document per language (``[the position file format]``).
    position_format: str
    positions_doc: str
    positions_label: Mapping[str, str]
    #: Its variants (empty: the game has none).
    variants: tuple[Variant, ...] = ()
    #: Its pages in ``notebooks/<name>/``: the lessons' index and the play page.
    lessons_page: str = "index.ipynb"
    play_page: str = "play.ipynb"
    #: Its pages are here (otherwise the front page says "coming soon").
    ready: bool = True
    #: The module of its strategy lab's parts (``burg.core.lab``: bots by name, the game's
    #: points by source and flows); "" if it has none.
    lab: str = ""

    @property
    def notebooks(self) -> str:
        """Its folder of pages below ``notebooks/``."""
        return self.name

    @property
    def game_module(self) -> str:
        """The module of its ``Game`` (imported by the static site's snapshot)."""
        return self.game.partition(":")[0]


def _found() -> Iterator[GameRecord]:
    # The folder of ``burg`` itself, not ``import burg`` (its ``__init__`` imports the first game).
    for info in pkgutil.iter_modules([str(Path(__file__).resolve().parent.parent)]):
        if not info.ispkg or info.name == "core":
            continue
        try:
            module = import_module(f"burg.{info.name}.record")
        except ModuleNotFoundError as e:
            if e.name != f"burg.{info.name}.record":
                raise
            continue
        record = getattr(module, "RECORD", None)
        if isinstance(record, GameRecord):
            yield record


@cache
def records() -> dict[str, GameRecord]:
    """Every game's record by name, in the front page's order."""
    return {r.name: r for r in sorted(_found(), key=lambda r: (r.order, r.name))}


class _Games(Mapping[str, str]):
    """name -> the module path of its ``Game`` class, read from the records on first use."""

    def __getitem__(self, name: str) -> str:
        return records()[name].game

    def __iter__(self) -> Iterator[str]:
        return iter(records())

    def __len__(self) -> int:
        return len(records())

    def __repr__(self) -> str:
        return repr(dict(self))


#: name -> the module path of its ``Game`` class (imported on first use).
GAMES: Mapping[str, str] = _Games()


def record(name: str) -> GameRecord:
    """The record of the game called ``name`` (``KeyError`` if there is none)."""
    return records()[name]


def game_class(name: str) -> type[Game]:
    """The ``Game`` class of the game called ``name`` (a key of ``GAMES``)."""
    module, _, attr = records()[name].game.partition(":")
    cls: type[Game] = getattr(import_module(module), attr)
    return cls


def title(name: Any, otherwise: Any) -> Any:
    """A game's title per language (``{"en": …, "de": …}``: ``format_message`` picks the
    message's language) if ``name`` names a game; otherwise ``otherwise``."""
    if isinstance(name, str) and name in records():
        return dict(records()[name].title)
    return otherwise


def document_label(doc: str) -> Mapping[str, str] | None:
    """How a message names the document ``doc`` (a game's positions format), if it is one."""
    for r in records().values():
        if r.positions_doc == doc:
            return r.positions_label
    return None


def lazy_attributes(package: str, names: Mapping[str, str]) -> Callable[[str], Any]:
    """A package's ``__getattr__`` that imports each of ``names`` (name -> its module) on first
    use, so that importing the package (to find its ``record``) does not load the engine."""

    def __getattr__(name: str) -> Any:
        module = names.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__
