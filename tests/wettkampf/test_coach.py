"""The coach in Der Wettkampf der Burgbaumeister: it turns over the card it remembers."""

from __future__ import annotations

from burg.core.coach import hint, render_hint
from burg.core.search import Budget
from burg.wettkampf import Flip, Lay, Return
from tests.wettkampf.builders import flip, position


def test_hint_flips_the_remembered_winning_card() -> None:
    # P0 needs one more card above 40; it saw the 45 turned up and put back (slot 44's card)
    game = position([[2, 3, 4, 5, 6, 7, 8, 40], [10, 11]])
    flip(game, 45)
    slot = game.view(0)["flipped"]["slot"]
    game.apply(Return(0))
    flip(game, 12)
    game.apply(Lay(1))
    h = hint(game, 0, budget=Budget(iterations=40), seed=1, current=Flip(0, 0))
    assert h.best.action == Flip(0, slot)
    # the facts are the engine's: the card turned up is the 45 and the wall takes it
    flips = [e for e in h.best.facts if e.reason == "flip"]
    assert flips and flips[0].detail[:2] == (slot, 45)
    assert Lay(0) in h.best.plan
    assert h.current is not None and h.current.win_chance < h.best.win_chance
    # turning up a card never seen shows nothing the seat could know
    assert not [e for e in h.current.facts if e.reason == "flip"]
    assert render_hint(game, h, "de")[0].startswith("Vorschlag für P0")


def test_the_play_pages_hint_searches_as_the_strong_level() -> None:
    """The Wettkampf's hint on a play page has the strong level's budget (more search plays
    worse there: docs/coach.md), so a hint is the coach's move; the core's table and the game's
    constant are kept alike here."""
    from burg.wettkampf.bots import STRONG_BUDGET
    from burg.wettkampf.game import Game
    from widgets.core.coach_panel import HINT_BUDGET, hint_budget

    assert hint_budget(Game(players=2, seed=1)) == STRONG_BUDGET != HINT_BUDGET


def test_a_card_turned_over_unseen_is_named_by_its_slot_on_the_table() -> None:
    """A flip whose card nobody knows is told by the slot number the table shows (#1-#45), not
    the engine's index: the hint's words and the outlined card agree."""
    from burg.core.coach import Option as CoachOption
    from burg.core.coach import describe
    from burg.wettkampf.messages import action_words

    assert action_words(Flip(0, 19), "en") == "turn over the card in slot #20"
    assert action_words(Flip(0, 0), "de") == "die Karte auf Platz #1 aufdecken"
    game = position([[2, 3], [10, 11]])
    option = CoachOption(Flip(0, 19), 0.5, 0.0, 1, (), (), None)
    assert describe(game, option, "en") == "turn over the card in slot #20"
