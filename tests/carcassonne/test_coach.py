"""The coach in Carcassonne – Die Burg: it takes the placement that completes a house for
points over one for nothing (``coach_tower.json``: a greedy game of seed 3 after 101 actions)."""

from __future__ import annotations

import json
from pathlib import Path

from burg.carcassonne.game import Game
from burg.core.coach import hint, render_hint
from burg.core.search import Budget

SAVE = Path(__file__).with_name("coach_tower.json")


def test_hint_completes_the_feature_for_points() -> None:
    game = Game.from_json(json.loads(SAVE.read_text(encoding="utf-8")))
    seat = game.pending.players[0]
    scoring = game.ACTIONS.from_json({"type": "place", "player": 1, "cell": [1, 6], "rotation": 2})
    nothing = game.ACTIONS.from_json({"type": "place", "player": 1, "cell": [3, 2], "rotation": 1})
    h = hint(game, seat, budget=Budget(iterations=16), seed=1, current=nothing)
    assert h.best.action == scoring
    # what the engine says the move does: the seat's points now, from its own events
    assert h.best.points is not None and h.best.points[seat] == 5
    assert any(e.item == "points" and e.dst == f"p{seat}" and e.count == 5 for e in h.best.facts)
    assert any(e.kind == "score" for e in h.best.facts)  # a feature completed and scored
    assert h.current is not None and h.current.points is not None
    assert h.current.points[seat] == 0
    # the tile drawn next is nobody's to see: no fact of the hint names it
    assert all(e.reason != "draw" for o in h.options for e in o.facts)
    text = render_hint(game, h, "en")
    assert text[0].startswith("Suggested move for White")
    assert "(+5 now)" in text[1]


def test_moves_in_game_words() -> None:
    """A move the coach cannot show by its effects is named as the log names it: the space by
    the board's edges, the turn in words, the follower by its role (no engine ids)."""
    from burg.carcassonne.messages import action_words

    actions = Game.ACTIONS
    place = actions.from_json({"type": "place", "player": 1, "cell": [8, 1], "rotation": 1})
    assert action_words(place, "de") == (
        "die Burgkarte auf B9 legen, eine Vierteldrehung nach rechts gedreht"
    )
    assert action_words(place, "en") == "place the tile on B9, turned a quarter to the right"
    trader = actions.from_json({"type": "follower", "player": 1, "feature": "C1"})
    assert action_words(trader, "de") == "einen Händler auf den Hof setzen"
    score = actions.from_json({"type": "score_double", "player": 0, "feature": "3,4:T1"})
    assert action_words(score, "en") == ("score the tower on E4 next, doubled with wall tile 2")


def test_the_play_pages_hint_searches_as_the_strong_level() -> None:
    """Carcassonne's hint on a play page has the strong level's budget, so a hint is the coach's
    move; the core's table and the game's constant are kept alike here."""
    from burg.carcassonne.bots import LEVELS, STRONG_BUDGET
    from widgets.core.coach_panel import hint_budget

    assert hint_budget(Game(seed=1)) == STRONG_BUDGET
    assert LEVELS["strong"].make(1).budget == STRONG_BUDGET
