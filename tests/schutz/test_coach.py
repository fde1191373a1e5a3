"""The coach in Im Schutze der Burg: it builds the house worth points now
(``coach_vp.json``: a greedy 2-player game of seed 5 after 46 actions)."""

from __future__ import annotations

import json
from pathlib import Path

from burg.core.coach import hint, render_hint
from burg.core.search import Budget
from burg.schutz.actions import ChooseBuilding
from burg.schutz.game import Game

SAVE = Path(__file__).with_name("coach_vp.json")


def test_hint_builds_for_points() -> None:
    game = Game.from_json(json.loads(SAVE.read_text(encoding="utf-8")))
    seat = game.pending.players[0]
    assert game.pending.kind == "build"
    h = hint(game, seat, budget=Budget(iterations=12), seed=1)
    assert h.best.action == ChooseBuilding(seat, "haus_1")
    assert h.best.points is not None and h.best.points[seat] == 3
    # the facts are the engine's events of that move, the VP among them
    assert any(e.item == "vp" and e.dst == f"p{seat}" for e in h.best.facts)
    assert all(o.points is None or o.points[seat] < 3 for o in h.options[1:])
    assert render_hint(game, h, "de")[0].startswith("Vorschlag für")
