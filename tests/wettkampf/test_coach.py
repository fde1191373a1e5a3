"""The coach in Der Wettkampf der Burgbaumeister: it turns over the card it remembers."""

from __future__ import annotations

import random
import re

import pytest

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


def test_at_the_first_flip_the_hint_says_the_moves_are_alike_not_that_there_is_one() -> None:
    """Nothing turned up yet: every face-down card is alike to the seat, so the search weighs
    one for all of them. The hint says so, with the number of moves, in both languages; "the
    only possible move" is kept for a decision with one legal move."""
    from burg.wettkampf.game import Game

    game = Game(players=2, seed=3)
    seat = game.pending.players[0]
    legal = game.legal_actions(seat)
    assert len(legal) > 1 and all(isinstance(a, Flip) for a in legal)
    h = hint(game, seat, budget=Budget(iterations=10), seed=1)
    assert h.choices == len(legal) and h.best.visits == 0
    en, de = render_hint(game, h, "en")[0], render_hint(game, h, "de")[0]
    assert en.startswith(f"All {len(legal)} possible moves are alike for ")
    assert de.startswith(f"Alle {len(legal)} möglichen Züge sind für ")
    assert "only possible" not in en and "Einziger" not in de
    # the player's own choice among them is the coach's move under its own name
    mine = legal[17]
    h = hint(game, seat, budget=Budget(iterations=10), seed=1, current=mine)
    assert h.best.action == mine and h.current is not None and h.current.action == mine
    game.apply(h.best.action)  # turned up: now lay or put back, two different moves
    seat = game.pending.players[0]
    h = hint(game, seat, budget=Budget(iterations=10), seed=1)
    assert h.choices == len(game.legal_actions(seat)) > 1
    assert not render_hint(game, h, "en")[0].startswith("All ")


def test_no_turning_point_between_two_cards_never_seen() -> None:
    """A review searches a flip of a card nobody has seen as the card that stands for all of
    them, so the move played is never worse than another unseen card (the search's noise once
    made that a turning point); a remembered card can still be one."""
    from burg.core.coach import review
    from burg.core.search import search
    from burg.wettkampf.bots import SEARCH
    from burg.wettkampf.game import Game

    game = Game(players=2, seed=5)
    seat = game.pending.players[0]
    legal = game.legal_actions(seat)
    for played in (legal[0], legal[9], legal[-1]):
        res = search(
            game,
            seat,
            budget=Budget(iterations=30),
            seed=2,
            config=SEARCH,
            ensure=(played,),
            guide=legal[4],
        )
        assert [s.action for s in res.stats] == [played]
    game.apply(legal[9])
    game.apply(game.legal_actions(game.pending.players[0])[0])
    points = review(game, budget=Budget(iterations=20), seed=3)
    assert not [t for t in points if t.index == 0]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]+", text.lower()))


@pytest.mark.parametrize(("expert", "seeds"), [(False, (3, 4)), (True, (9, 26))])
def test_every_move_is_worded_in_german_without_an_english_word(
    expert: bool, seeds: tuple[int, ...]
) -> None:
    """Every legal move of a few random games, worded as a hint words a move before it is
    played (no facts to narrate), shares no word with its English wording: no English word
    left in the German (once the bare lay and return were "lay" and "return" in both), and no
    engine id or rule code in either."""
    from burg.core.coach import Option as CoachOption
    from burg.core.coach import describe
    from burg.wettkampf.game import Game

    kinds: set[str] = set()
    for seed in seeds:
        game = Game(players=3, seed=seed, expert=expert)
        rng = random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions(game.pending.players[0])
            for action in legal:
                option = CoachOption(action, 0.5, 0.0, 1, (), (), None)
                en, de = describe(game, option, "en"), describe(game, option, "de")
                assert _words(en), (action, en)  # a sentence, not a bare number
                assert not _words(de) & _words(en), (action, en, de)
                for said in (en, de):
                    assert "_" not in said and "§" not in said, (action, said)
                    assert not re.search(r"\b[WD]\d", said), (action, said)
                kinds.add(action.to_json()["type"])
            game.apply(rng.choice(legal))
    expected = {"flip", "lay", "return"}
    if expert:
        expected |= {"wizard_insert", "fire", "hold_fire"}
    assert kinds == expected
