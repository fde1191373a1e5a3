"""``Game.determinize`` and ``Game.result`` beyond the conformance test: what each game deals
anew for a seat, what a seat's memory keeps, and the result before the end."""

from __future__ import annotations

import random

import pytest

from burg.reference.nim import Nim, Take
from burg.schutz.game import Game as Schutz
from burg.wettkampf.actions import Flip, Return
from burg.wettkampf.game import Game as Wettkampf


def test_schutz_deals_the_other_seats_secret_choice_anew() -> None:
    g = Schutz(players=3, seed=5)
    g.apply(g.legal_actions(0)[0])  # seat 0 chooses face down; seats 1 and 2 still choose
    mine = g.state.players[0].chosen
    theirs = {tuple(g.determinize(1, random.Random(s)).state.players[0].chosen) for s in range(8)}
    assert len(theirs) > 1  # seat 1 cannot know seat 0's choice
    for s in range(4):  # seat 0 knows its own
        d = g.determinize(0, random.Random(s))
        assert d.state.players[0].chosen == mine and d.view(0) == g.view(0)
    d = g.determinize(1, random.Random(0))
    for p in range(3):  # the hand and choice together stay seat 0's cards
        assert sorted(d.state.players[p].hand + d.state.players[p].chosen) == sorted(
            g.state.players[p].hand + g.state.players[p].chosen
        )


def _flip_and_return(g: Wettkampf, slot: int) -> int:
    """The active seat flips ``slot`` and turns it face down again; the card's number."""
    p = g.pending.players[0]
    g.apply(Flip(p, slot))
    number = g.state.store[slot]
    g.apply(Return(p))
    return number


def _returnable_slot(g: Wettkampf) -> int:
    """A face-down slot whose card the active seat may turn face down again."""
    for s, c in enumerate(g.state.store):
        if c:
            g.apply(Flip(g.pending.players[0], s))
            ok = any(type(a) is Return for a in g.legal_actions())
            g.undo()
            if ok:
                return s
    raise AssertionError("no card to return")


def test_wettkampf_remembers_what_was_seen_unless_told_otherwise() -> None:
    g = Wettkampf(players=2, seed=3)
    slot = _returnable_slot(g)
    number = _flip_and_return(g, slot)
    assert slot in g.seen_slots()
    for s in range(4):  # perfect recall: the card stays where it was seen
        d = g.determinize(1, random.Random(s))
        assert d.state.store[slot] == number and d.view(1) == g.view(1)
        assert d.seen_slots() == g.seen_slots()  # the memory goes on with the new game
        assert d.determinize(1, random.Random(9)).state.store[slot] == number
    forgot = {g.determinize(1, random.Random(s), known=()).state.store[slot] for s in range(8)}
    assert len(forgot) > 1  # a seat that forgot it: the card may lie anywhere unseen
    unseen = next(s for s, c in enumerate(g.state.store) if c and s != slot)
    with pytest.raises(ValueError, match="never seen"):
        g.determinize(1, random.Random(0), known=[unseen])


def test_determinize_checks_the_seat_and_starts_a_fresh_history() -> None:
    g = Nim(players=2, sticks=5)
    g.apply(Take(0, 2))
    for bad in (-1, 2, None, "0"):
        with pytest.raises(ValueError):
            g.determinize(bad, random.Random(0))  # type: ignore[arg-type]  # wrong on purpose
    d = g.determinize(1, random.Random(0))
    assert d.history == [] and not d.can_undo and d.view() == g.view()
    d.apply(Take(1, 1))
    d.undo()
    assert d.view() == g.view()


def test_the_result_before_and_at_the_end() -> None:
    g = Nim(players=3, sticks=4)
    r = g.result()
    assert not r.final and r.scores == (0, 0, 0) and r.ranks == (1, 1, 1)
    for a in (Take(0, 1), Take(1, 1), Take(2, 2)):
        g.apply(a)
    r = g.result()
    assert r.final and r.scores == (0, 0, 1) and r.ranks == (2, 2, 1) and r.winners == (2,)
