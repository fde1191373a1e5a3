"""Defects of the Wettkampf bots, each pinned by a position where it showed (issue 25)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from burg.core.bots import RandomBot
from burg.wettkampf.actions import WizardInsert
from burg.wettkampf.bots import BOTS
from burg.wettkampf.game import Game

#: Expert, four players. Seat 0 has laid 24 (the wizard, unused) and 44; the others are blocked
#: (every card left is lower than their last), and every card left is plain (no figure): the
#: wizard on a plain card is the only move left in the game (W15, W36-W38). The no-stall test
#: plays on from it too.
ONLY_THE_WIZARD: dict[str, Any] = json.loads(
    (Path(__file__).parents[1] / "core/stall_positions/wettkampf-only-the-wizard.json").read_text()
)


@pytest.mark.parametrize("kind", [k for k in BOTS if k != "random"])
def test_a_short_wall_uses_the_wizard_when_nothing_else_can_come(kind: str) -> None:
    """A bot with fewer than 5 cards kept the wizard for a card with points even when no card
    above its last was left: it put back every card, and the game went on to the turn limit."""
    game = Game.from_json(ONLY_THE_WIZARD)
    assert not game.is_over and game.wizard_ready(0)
    bot = BOTS[kind](1)
    game.apply(bot.choose(game, 0))  # the flip
    action = bot.choose(game, 0)
    assert isinstance(action, WizardInsert)
    game.apply(action)
    assert game.is_over and game.end == "blocked"


def test_a_short_wall_keeps_the_wizard_while_a_higher_card_may_come() -> None:
    """The rule it had stays where it made sense: with a card above 44 left (46), a plain low
    card is put back."""
    data = {**ONLY_THE_WIZARD, "players": [*ONLY_THE_WIZARD["players"]]}
    data["players"][1] = {"wall": [3, 5, 10, 12, 14, 16, 18]}  # 46 back in the Materiallager
    game = Game.from_json(data)
    bots = [BOTS["perfect"](1), RandomBot(2), RandomBot(3), RandomBot(4)]
    for _ in range(40):
        if game.pending.kind == "decide" and game.pending.players[0] == 0:
            number = game.view(0)["flipped"]["number"]
            if number < 44:
                assert not isinstance(bots[0].choose(game, 0), WizardInsert)
        p = game.pending.players[0]
        game.apply(bots[p].choose(game, p))
        if game.is_over:
            break
