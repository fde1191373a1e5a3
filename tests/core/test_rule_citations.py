"""Every rule a file cites exists in the project's own rules reference (``docs/rules/<game>.md``),
and nothing in the repository points outside it.

A citation is ``§`` and an id: a section number (``§3.2``) or a rule, decision or example id
(``§W14``, ``§D4``, ``§C5``). A file of one game (below ``burg/<game>/``, ``widgets/<game>/``,
``tests/<game>/``, ``notebooks/<game>/``, or named after the game, e.g.
``docs/carcassonne-positions.md``) cites that game's reference; any other file names the game:
``rules/wettkampf.md §W14``. The reference defines an id where a heading starts with it
(``### 3.2 Scoring``, ``### W14 — …``) or a line starts with it in bold (``**W14.** …``,
``- **D4** …``).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from burg.core import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(registry.GAMES)
ID = r"(?:[A-Z]{1,2}\d+[a-z]?|\d+(?:\.\d+)*)"
CITED = re.compile(rf"(?:rules/(?P<game>{'|'.join(GAMES)})\.md\s*)?§(?P<id>{ID})")
DEFINED = (
    re.compile(rf"^#{{1,6}}\s+(?P<id>{ID})\b", re.M),
    re.compile(rf"^\s*(?:[-*]\s+)?\*\*(?P<id>{ID})\b", re.M),
)
TEXT = {".py", ".md", ".toml", ".json", ".ipynb", ".txt", ".cfg", ".sh", ""}
#: Paths that point outside a clone of the repository.
OUTSIDE = re.compile(r"/work/|\.\./shared|/root/|/home/\w|\.\./seeds|\.\./rules/")


def tracked() -> list[Path]:
    out = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [ROOT / p for p in out if Path(p).suffix in TEXT and (ROOT / p).is_file()]


def defined(game: str) -> set[str]:
    text = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    return {m["id"] for pattern in DEFINED for m in pattern.finditer(text)}


def game_of(path: Path) -> str | None:
    rel = path.relative_to(ROOT)
    for game in GAMES:
        if game in rel.parts[:-1] or rel.name.startswith((f"{game}.", f"{game}-")):
            return game
        if rel.parts[0] == "tests" and f"_{game}" in rel.name:
            return game
    return None


def citations() -> list[tuple[str, str, str | None, str]]:
    """``(file, line, game, id)`` of every citation in the repository."""
    out = []
    for path in tracked():
        if path == Path(__file__):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        if "§" not in text:
            continue
        home = game_of(path)
        for n, line in enumerate(text.splitlines(), 1):
            for m in CITED.finditer(line):
                rel = f"{path.relative_to(ROOT)}:{n}"
                out.append((rel, line.strip(), m["game"] or home, m["id"]))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_its_rules_reference(game: str) -> None:
    ids = defined(game)
    assert len(ids) >= 20, f"docs/rules/{game}.md defines only {sorted(ids)}"


def test_every_cited_rule_exists_in_its_games_reference() -> None:
    known = {game: defined(game) for game in GAMES}
    missing = [
        f"{where}: §{rule} ({game or 'no game: write rules/<game>.md §' + rule})"
        for where, _, game, rule in citations()
        if game is None or rule not in known[game]
    ]
    assert not missing, "\n".join(missing)


def test_no_path_points_outside_the_repository() -> None:
    found = []
    for path in tracked():
        if path == Path(__file__):
            continue
        for n, line in enumerate(
            path.read_text(encoding="utf-8", errors="replace").splitlines(), 1
        ):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:120]}")
    assert not found, "\n".join(found)
