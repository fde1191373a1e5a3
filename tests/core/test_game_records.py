"""The family's games as one record each (``burg.core.registry``): found without the core naming
a game, every list of games derived from them, and the old imports of the first game kept."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from burg.core import registry
from burg.core.registry import GAMES, GameRecord, game_class, records
from burg.core.text import document_label, format_message

ROOT = Path(__file__).resolve().parents[2]
NAMES = list(records())


def test_every_game_folder_declares_its_record() -> None:
    games = sorted(p.parent.name for p in (ROOT / "burg").glob("*/record.py"))
    assert sorted(NAMES) == games and len(games) >= 3
    assert list(GAMES) == NAMES and dict(GAMES) == {n: r.game for n, r in records().items()}
    orders = [r.order for r in records().values()]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)


@pytest.mark.parametrize("name", NAMES)
def test_a_record_names_its_game_pages_and_formats(name: str) -> None:
    r = records()[name]
    assert isinstance(r, GameRecord) and r.name == name
    assert game_class(name).name == name
    assert set(r.title) == set(r.line) == set(r.positions_label) == {"en", "de"}
    for page in (r.lessons_page, r.play_page):
        assert (ROOT / "notebooks" / r.notebooks / page).exists()
    assert (ROOT / r.positions_doc).exists()
    cli = __import__(r.cli, fromlist=["main"])
    assert callable(cli.main)
    for v in r.variants:
        assert set(v.label) == set(v.base) == {"en", "de"} and v.flag == f"--{v.keyword}"
    for lang in ("en", "de"):  # a positions error names its document in words, not its path
        assert format_message("x", {}, r.positions_doc, lang) == f"x [{r.positions_label[lang]}]"
        assert document_label(r.positions_doc) == dict(r.positions_label)


def test_the_core_imports_no_game() -> None:
    for path in (ROOT / "burg" / "core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            elif isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            else:
                continue
            for m in modules:
                assert m.split(".")[:2] not in (["burg", n] for n in NAMES), (path, m)


def test_finding_the_records_loads_no_engine() -> None:
    """Each record module imports nothing of its game: the engines ``import burg`` does not
    load stay unloaded (the first game's is loaded by ``import burg``, as it always was)."""
    code = (
        "import sys, burg\n"
        "before = set(sys.modules)\n"
        "from burg.core.registry import records\n"
        "records()\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    ).stdout.split()
    engines = {f"{r.game_module}" for r in records().values()}
    assert not engines & set(out), out


def test_a_save_of_another_game_names_it_by_its_title() -> None:
    from burg.core.errors import PositionError

    first, other = NAMES[0], NAMES[1]
    loader = __import__(f"burg.{first}.positions", fromlist=["load_save"]).load_save
    save = {"format": "burg-game", "version": 1, "game": other, "seed": 1, "actions": []}
    with pytest.raises(PositionError) as e:
        loader(save)
    for lang in ("en", "de"):
        text = e.value.render(lang)
        assert records()[other].title[lang] in text and records()[first].title[lang] in text
    assert registry.title("no such game", "x") == "x"


def test_the_command_line_offers_a_flag_only_for_a_games_variants(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from burg.cli import main

    for name, r in records().items():
        with pytest.raises(SystemExit):
            main(["--game", name, "simulate", "--help"])
        shown = capsys.readouterr().out
        for v in r.variants:
            assert v.flag in shown
        assert "--variant" not in shown or any(v.keyword == "variant" for v in r.variants)


def test_the_old_imports_of_the_first_game_still_work() -> None:
    from burg.actions import ACTION_TYPES, BuyPiece, ChooseCards, Pay, Woo, action_from_json
    from burg.positions import dump_position, load_save  # noqa: F401
    from burg.schutz import actions

    assert ChooseCards is actions.ChooseCards and ACTION_TYPES is actions.ACTION_TYPES
    assert {BuyPiece, Pay, Woo} <= set(ACTION_TYPES.values())
    star: dict[str, object] = {}
    exec("from burg.actions import *", star)  # as old notebooks did
    assert star["TakeFromTower"] is actions.TakeFromTower and star["interned"] is actions.interned
    assert action_from_json(ChooseCards(0, ("bote",)).to_json()) == ChooseCards(0, ("bote",))


@pytest.mark.parametrize("name", NAMES)
def test_a_play_page_offers_its_games_variants_in_the_new_game_dialog(name: str) -> None:
    """A game with variants has the dialog's choice of them (its keyword); a game without any
    shows no variant there (a choice of its own, such as who starts, is not a variant)."""
    page = __import__(f"widgets.{name}.app", fromlist=["PlayApp"]).PlayApp
    keywords = {v.keyword for v in records()[name].variants}
    choice = page.CHOICE
    if keywords:
        assert choice is not None and choice.option in keywords
    else:
        every = {v.keyword for r in records().values() for v in r.variants}
        assert choice is None or choice.option not in every | {"variant"}


def test_a_page_without_a_choice_shows_no_choice_row() -> None:
    from widgets.carcassonne.app import PlayApp

    class NoChoice(PlayApp):
        CHOICE = None

    app = NoChoice(bot_delay=0, charts=False)
    assert app.choice_buttons == () and not hasattr(app, "drawn_start")
    assert all(app.choice_label not in row.children for row in app.dialog.children)
    app._start_from_dialog()
    assert app.game is not None
