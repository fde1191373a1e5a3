"""Prepared situations for the rule tests.

A test starts a real game (``start_state``), edits the copied ``State`` with the small helpers
below, and continues with ``Game.from_state`` (which runs the automatic steps at once). The
helpers move things from where they lie (supply, bank, personal supply), so the totals of pieces,
talers and helpers stay right: a prepared position is one that could have come up in play.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from burg import Action, Game, IllegalAction
from burg.schutz.data import KINDS
from burg.schutz.state import Merchant, State

CART_NAMES = ("sand", "wood", "clay", "stone", "rider")
#: A player's 8 person cards, written out here (not taken from ``burg.schutz.data``) so tests
#: catch a wrong component table.
ALL_CARDS = [
    "bote",
    "haendler",
    "maurer",
    "steinmetz",
    "arbeiter_a",
    "arbeiter_b",
    "arbeiter_c",
    "baumeister",
]


# --- starting points ---------------------------------------------------------------------------
def seed_with_start(players: int, start: int) -> int:
    """The smallest seed whose round-1 start player is ``start``."""
    for seed in range(1000):
        if Game(players=players, seed=seed, record_events=False).state.start_player == start:
            return seed
    raise AssertionError(f"no seed gives start player {start}")  # pragma: no cover


def start_state(players: int = 4, start: int = 0) -> State:
    """A copy of round 1 (start player ``start`` has taken the round taler), cards not chosen."""
    return Game(players=players, seed=seed_with_start(players, start)).snapshot()


def game(st: State) -> Game:
    """Continue from a prepared state (automatic steps run at once)."""
    return Game.from_state(st)


# --- editing holdings --------------------------------------------------------------------------
def vec(sand: int = 0, wood: int = 0, clay: int = 0, stone: int = 0, silver: int = 0) -> list[int]:
    """A piece vector in ``KINDS`` order."""
    return [sand, wood, clay, stone, silver]


def set_pieces(st: State, p: int, **counts: int) -> None:
    """Set player ``p``'s pieces of the named kinds, taking from / returning to the supply."""
    for kind, n in counts.items():
        k = KINDS.index(kind)
        diff = n - st.players[p].pieces[k]
        assert st.supply[k] >= diff, f"supply holds only {st.supply[k]} {kind}"
        st.supply[k] -= diff
        st.players[p].pieces[k] = n


def set_talers(st: State, p: int, n: int) -> None:
    """Set player ``p``'s talers, taking from / returning to the bank."""
    diff = n - st.players[p].talers
    assert st.bank >= diff
    st.bank -= diff
    st.players[p].talers = n


def set_bank(st: State, n: int) -> None:
    """Leave ``n`` talers in the bank; the rest goes out of the game (kept in the total)."""
    assert n <= st.bank
    st.out_talers += st.bank - n
    st.bank = n


def set_supply(st: State, **counts: int) -> None:
    """Leave only ``counts`` pieces of the named kinds on the carts (the rest out of the game)."""
    for kind, n in counts.items():
        k = KINDS.index(kind)
        assert n <= st.supply[k]
        st.out_pieces[k] += st.supply[k] - n
        st.supply[k] = n


def set_tower(st: State, **counts: int) -> None:
    """Set the defence tower's pieces of the named kinds, from / to the supply."""
    for kind, n in counts.items():
        k = KINDS.index(kind)
        diff = n - st.tower[k]
        assert st.supply[k] >= diff
        st.supply[k] -= diff
        st.tower[k] = n


def set_forge(st: State, n: int) -> None:
    """Put ``n`` silver bars into the forge (from the rider)."""
    diff = n - st.forge
    assert st.supply[4] >= diff
    st.supply[4] -= diff
    st.forge = n


def put_merchant(st: State, cart: str, owner: int, placed_round: int = 0) -> None:
    """A merchant helper of ``owner`` at ``cart`` (placed in ``placed_round``)."""
    i = CART_NAMES.index(cart)
    assert st.merchants[i] is None
    st.players[owner].helpers -= 1
    st.merchants[i] = Merchant(owner, placed_round)


def build(st: State, building: str, seat: int = 0) -> None:
    """Mark a template as built (in an earlier round)."""
    st.built[building] = seat


def build_all_but(st: State, *left: str, seat: int = 0) -> None:
    """Build every template except ``left``."""
    from burg.schutz.data import TEMPLATES

    for b in TEMPLATES:
        if b not in left:
            st.built[b] = seat


def put_helper(st: State, building: str, slot: int, owner: int) -> None:
    """A helper of ``owner`` in a slot (placed in an earlier round)."""
    assert st.slots[building][slot] is None
    st.players[owner].helpers -= 1
    st.slots[building][slot] = owner


def played_before(st: State, p: int, *cards: str) -> None:
    """Cards ``p`` played in earlier rounds: out of the hand, into the discard row."""
    for c in cards:
        st.players[p].hand.remove(c)
        st.players[p].discard.append(c)


def choose(st: State, choices: dict[int, Iterable[str]]) -> State:
    """Every player's face-down cards of this round (they reveal when the game continues)."""
    assert set(choices) == set(range(st.n)), "every player must choose"
    for p, cards in choices.items():
        pl = st.players[p]
        for c in cards:
            pl.hand.remove(c)
        pl.chosen = list(cards)
    return st


def to_final_scoring(st: State) -> Game:
    """Jump to the end of the last round: the final scoring runs at once."""
    st.round = st.rounds_total
    st.bank += st.round_fields
    st.round_fields = 0
    st.phase = "resolve"
    st.queue = []
    st.qi = 0
    st.step = ""
    return Game.from_state(st)


# --- driving a game ----------------------------------------------------------------------------
def play(g: Game, *actions: Action) -> None:
    """Apply the actions in turn."""
    for a in actions:
        g.apply(a)


def run(g: Game, until: Callable[[Game], bool] | None = None, limit: int = 5000) -> None:
    """Apply each pending player's default action until ``until(g)`` or the game is over."""
    for _ in range(limit):
        if g.is_over or (until is not None and until(g)):
            return
        p = g.pending.players[0]
        a = g.default_action(p)
        assert a is not None
        g.apply(a)
    raise AssertionError("game did not finish")  # pragma: no cover


def done_all(g: Game, card: str | None = None) -> None:
    """Pass (``Done``) while the pending decision allows it (optionally only for ``card``)."""
    from burg import Done

    while not g.is_over:
        d = g.pending
        if d.kind == "choose_cards" or (card is not None and d.card != card):
            return
        p = d.players[0]
        if Done(p) not in g.legal_actions(p):
            return
        g.apply(Done(p))


def events_of(g: Game, reason: str) -> list[Any]:
    """The recorded events with this reason."""
    return [e for e in g.events if e.reason == reason]


def state_dict(g: Game) -> dict[str, Any]:
    """The whole state as plain data (to compare before/after)."""
    try:
        from burg.schutz.positions import state_to_dict
    except ImportError:
        return dataclasses.asdict(g.state)
    return state_to_dict(g.state)


def rejected(g: Game, action: Any) -> IllegalAction:
    """Apply an illegal action; return the error after checking that nothing changed."""
    import pytest

    before = state_dict(g)
    n_events = len(g.events)
    n_history = len(g.history)
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    assert state_dict(g) == before
    assert len(g.events) == n_events
    assert len(g.history) == n_history
    return info.value
