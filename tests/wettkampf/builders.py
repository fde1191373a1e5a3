"""Prepared situations for the rule tests of Der Wettkampf der Burgbaumeister.

A test names the walls and the figures it needs (``figures={28: ("cannon",), 7: ("tower",)}``:
every other card is plain, so no test leans on our assumed card -> figure mapping,
rules/wettkampf.md §1.3) and gets a real ``Game`` continuing from there (``Game.from_state``).
The cards in no wall and not out lie in the Materiallager, in ascending order from slot 0 unless
``store`` says otherwise; ``flip(game, 12)`` turns over the card 12 wherever it lies.
"""

from __future__ import annotations

from collections.abc import Mapping

from burg.wettkampf import CardTable, Fire, Flip, Game, HoldFire, Lay, Return
from burg.wettkampf.data import HIGH, NUMBERS, SLOTS
from burg.wettkampf.state import State

__all__ = ["Fire", "Flip", "HoldFire", "Lay", "Return", "cards_with", "flip", "position"]


def cards_with(figures: Mapping[int, tuple[str, ...]] | None = None) -> CardTable:
    """A card table in which only the cards named show figures (no count checks: a test table)."""
    table: list[tuple[str, ...]] = [()] * (HIGH + 1)
    for n, f in (figures or {}).items():
        table[n] = tuple(f)
    return CardTable(tuple(table), ("A",) * (HIGH + 1), origin="test")


def position(
    walls: list[list[int]],
    *,
    expert: bool = False,
    figures: Mapping[int, tuple[str, ...]] | None = None,
    store: list[int] | None = None,
    active: int = 0,
    out: list[int] | None = None,
    wizard_used: list[bool] | None = None,
    turn: int = 0,
    max_turns: int = 10_000,
) -> Game:
    """A game in phase ``flip`` with these walls (laid cards, no start tower); ``store``: the
    cards of the Materiallager in slot order (default: all the others, ascending). A short
    ``store`` leaves the other cards nowhere: enough for a rule that looks only at the store,
    not for the bots, which count what they cannot see."""
    out = out or []
    placed = {c for w in walls for c in w} | set(out)
    rest = store if store is not None else [c for c in NUMBERS if c not in placed]
    assert len(rest) <= SLOTS
    st = State(
        names=[f"P{i}" for i in range(len(walls))],
        expert=expert,
        store=rest + [0] * (SLOTS - len(rest)),
        walls=[w[:] for w in walls],
        start_player=0,
        active=active,
        turn=turn,
        out=out[:],
        wizard_used=wizard_used or [False] * len(walls),
        max_turns=max_turns,
        cards=cards_with(figures),
    )
    return Game.from_state(st)


def flip(game: Game, number: int) -> None:
    """The active player turns over the card ``number`` (the test knows where it lies)."""
    slot = game.state.store.index(number)
    game.apply(Flip(game.pending.players[0], slot))
