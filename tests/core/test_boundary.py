"""One boundary (docs: conventions, "One boundary"): widgets, lessons and bots read a game only
through its ``Game`` — ``pending``, ``legal_actions``, ``view``, ``why_not``, events, scores and
its documented queries — never its state or its rules modules. A state shows what a seat may not
see (face-down cards, the draw pile).

The check parses every module under ``widgets/`` and every game's bots (``burg/<game>/bots.py``)
and names each file and line that imports a module outside a game's API or reads a game's state.

The shared cores (``burg/core/``, ``widgets/core/``) know no game: a second check names every
import there of a game's package (``burg.<game>``, ``widgets.<game>``, also inside a function
or as ``import_module("burg.<game>...")``); a game hands the core what it needs as a parameter.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The modules of a game package (``burg.<game>.<module>``) that widgets and bots may import:
#: the actions, the component tables and their types (``model``: plain data, no state), the text
#: catalog, positions and saves, bots, its Game and its part of the strategy lab (``lab``: it reads
#: the events and views). ``burg``, ``burg.core.*`` and a game package itself are open too;
#: ``rules`` and ``state`` (and anything else in a game) are not.
GAME_API = frozenset({"actions", "bots", "data", "game", "lab", "messages", "model", "positions"})
#: Attributes that reach into a game's state (``Game.state``, ``Game._state``, ``Game.snapshot``).
STATE_ATTRIBUTES = frozenset({"state", "_state", "snapshot"})
#: Names always taken as a game's modules in ``from burg.<game> import ...``, even before the
#: game has them.
_MODULE_NAMES = frozenset({"rules", "state"})


def checked_files() -> list[Path]:
    """Every module of ``widgets/`` and every game's bots."""
    files = [*(ROOT / "widgets").rglob("*.py"), *ROOT.glob("burg/*/bots.py")]
    files += ROOT.glob("burg/*/bots/**/*.py")
    return sorted(f for f in files if not any(p.startswith(".") for p in f.relative_to(ROOT).parts))


def outside_api(module: str) -> bool:
    """Whether importing ``module`` reaches behind a game's API."""
    parts = module.split(".")
    if parts[0] != "burg" or len(parts) <= 2 or parts[1] == "core":
        return False  # not ours, ``burg``, ``burg.<game>`` or the shared core
    return len(parts) > 3 or parts[2] not in GAME_API


def _is_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _package(rel: str) -> list[str]:
    """The package of the module at ``rel`` (a path from the project root, ``__init__.py`` too)."""
    return rel.split("/")[:-1]


def _imported(node: ast.AST, rel: str) -> list[str]:
    """The modules an import statement (or ``import_module("...")``) brings in."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            pkg = _package(rel)
            pkg = pkg[: len(pkg) - node.level + 1]
            base = ".".join([*pkg, *([base] if base else [])])
        if outside_api(base):
            return [base]
        # ``from burg.schutz import rules`` imports a module too
        names = [(alias.name, f"{base}.{alias.name}") for alias in node.names]
        return [base, *(m for a, m in names if a in _MODULE_NAMES or _is_module(m))]
    if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if called in ("import_module", "__import__") and isinstance(node.args[0].value, str):
            return [node.args[0].value]
    return []


def _state_read(node: ast.AST) -> str | None:
    """``x.state``, ``x._state``, ``x.snapshot`` or ``getattr(x, "state")``: the name read."""
    if isinstance(node, ast.Attribute) and node.attr in STATE_ATTRIBUTES:
        return node.attr
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr", "setattr")
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and node.args[1].value in STATE_ATTRIBUTES
    ):
        return str(node.args[1].value)
    return None


def violations(source: str, rel: str) -> list[str]:
    """Every import behind a game's API and every read of a game's state in ``source`` (the
    module at ``rel``), as ``file:line: what``, in line order."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, rel)):
        line = getattr(node, "lineno", 0)
        for module in _imported(node, rel):
            if outside_api(module):
                out.append((line, f"imports {module} (a game's internals: use its Game)"))
        attr = _state_read(node)
        if attr is not None:
            what = "calls .snapshot()" if attr == "snapshot" else f"reads .{attr}"
            out.append((line, f"{what} (a game's state: use view, pending, legal_actions)"))
    return [f"{rel}:{line}: {what}" for line, what in sorted(out)]


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", checked_files(), ids=_rel)
def test_widgets_and_bots_read_a_game_only_through_its_game(path: Path) -> None:
    """Each module: every violation at once, with its line."""
    found = violations(path.read_text(encoding="utf-8"), _rel(path))
    if found:
        pytest.fail("behind the boundary:\n" + "\n".join(found), pytrace=False)


def test_the_check_sees_the_widgets_and_the_bots() -> None:
    rels = {_rel(p) for p in checked_files()}
    assert {"widgets/schutz/board.py", "widgets/schutz/choices.py", "burg/schutz/bots.py"} <= rels
    assert any(r.startswith("widgets/core/") for r in rels)
    assert any(r.startswith("widgets/schutz/lessons/") for r in rels)


def test_the_check_names_every_violation_and_nothing_else() -> None:
    source = """
import burg
import burg.schutz.rules.flow
from burg import Game, schutz
from burg.core.game import Game
from burg.core import events
from burg.schutz import messages, rules, Game
from burg.schutz.data import KINDS
from burg.schutz.positions import load_position
from burg.schutz.state import State
from burg.schutz.rules.explain import explain
from burg.memory.rules import deal
from burg.memory import state
from .rules import building
from widgets.core.text import t
import importlib
flow = importlib.import_module("burg.schutz.rules.flow")

def draw(game, view, self):
    self.state_html = view["state"]
    state = game.view(0)
    fig.get_state("x")
    players = game.state.players
    seen = game._state
    copy = game.snapshot()
    getattr(game, "state")
"""
    found = violations(source, "burg/schutz/bots.py")
    assert [f.split(": ")[0].split(":")[1] for f in found] == [
        "3", "7", "10", "11", "12", "13", "14", "17", "23", "24", "25", "26",
    ]  # fmt: skip
    assert "burg/schutz/bots.py:3: imports burg.schutz.rules.flow" in found[0]
    assert "imports burg.schutz.rules " in found[1]  # from burg.schutz import rules
    assert "imports burg.schutz.rules " in found[6]  # from .rules import ... in burg/schutz
    assert found[8].endswith("reads .state (a game's state: use view, pending, legal_actions)")
    assert "calls .snapshot()" in found[10] and "reads .state" in found[11]


def test_relative_imports_resolve_from_their_package() -> None:
    assert violations("from . import board\nfrom ..core import text\n", "widgets/schutz/x.py") == []
    found = violations("from .game import Game\nfrom .state import State\n", "burg/schutz/bots.py")
    assert found == [
        "burg/schutz/bots.py:2: imports burg.schutz.state (a game's internals: use its Game)"
    ]


# --- the shared cores know no game -------------------------------------------------------------

#: The shared cores: what every game uses in the same form, knowing none of them.
CORES = ("burg/core", "widgets/core")


def core_files(root: Path = ROOT) -> list[Path]:
    """Every module of the shared cores below ``root``."""
    return sorted(f for core in CORES for f in (root / core).rglob("*.py"))


def game_package(module: str) -> bool:
    """Whether ``module`` is (in) a game's package: ``burg.<game>…`` or ``widgets.<game>…``, or
    ``burg`` itself (its ``__init__`` imports the first game)."""
    parts = module.split(".")
    if parts[0] not in ("burg", "widgets"):
        return False
    return parts == ["burg"] or (len(parts) > 1 and parts[1] != "core")


def core_violations(source: str, rel: str) -> list[str]:
    """Every import of a game in ``source`` (the core module at ``rel``), as ``file:line: what``,
    in line order."""
    out: dict[int, str] = {}
    for node in ast.walk(ast.parse(source, rel)):
        games = [m for m in _imported(node, rel) if game_package(m)]
        if games:  # one line, one report (``from ..schutz import board``: its package)
            out[node.lineno] = f"imports {games[0]} (the core knows no game: pass it in)"
    return [f"{rel}:{line}: {what}" for line, what in sorted(out.items())]


@pytest.mark.parametrize("path", core_files(), ids=_rel)
def test_the_cores_import_no_game(path: Path) -> None:
    """Each core module: every import of a game, with its line."""
    found = core_violations(path.read_text(encoding="utf-8"), _rel(path))
    if found:
        pytest.fail("the core imports a game:\n" + "\n".join(found), pytrace=False)


def test_the_core_check_sees_both_cores() -> None:
    rels = {_rel(p) for p in core_files()}
    assert {"burg/core/game.py", "widgets/core/playpage.py"} <= rels
    assert any(r.startswith("widgets/core/lessons/") for r in rels)


def test_the_core_check_names_every_game_import_and_nothing_else() -> None:
    source = """
import json
import burg.core.game
from burg.core.events import Event
from widgets.core import plotly_go
from burg.schutz.data import KINDS
import widgets.wettkampf.board
from burg import Game
from widgets import carcassonne
from ..schutz import board
from . import style
import importlib

def later():
    from widgets.schutz.board import PLAYER_COLOURS
    return importlib.import_module("burg.carcassonne.positions")

GAMES = {"schutz": "burg.schutz.game:Game"}  # a name to look up is not an import
"""
    found = core_violations(source, "widgets/core/charts.py")
    assert [f.split(": ")[0].split(":")[1] for f in found] == ["6", "7", "8", "9", "10", "15", "16"]
    assert found[0] == (
        "widgets/core/charts.py:6: imports burg.schutz.data (the core knows no game: pass it in)"
    )
    assert "imports widgets.schutz " in found[4]  # from ..schutz import board, in widgets/core
    assert "imports burg.carcassonne.positions " in found[6]
