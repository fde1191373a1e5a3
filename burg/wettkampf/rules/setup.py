"""Spielvorbereitung (set-up), §W1–§W4, and where every card lies.

The 45 cards are shuffled into the Materiallager's fixed slots (§W3, §D3) and each player gets
his start tower (§W2); the start player is chosen or drawn (§W4, §D2). ``entries`` is the one
ledger of what lies where: the set-up events, ``Game.holdings`` and the position loader's
checks all read it.
"""

from __future__ import annotations

import random

from burg.core.events import Event
from burg.wettkampf.data import DEFAULT_CARDS, MAX_TURNS, NUMBERS, CardTable
from burg.wettkampf.rules.log import BOX, OUT, STORE, Log, card_item, recording, wall_loc
from burg.wettkampf.state import State

#: One entry of the ledger: ``(location, item, player)``, one item each.
Holding = tuple[str, str, int | None]


def new_state(
    n: int,
    seed: int | None,
    names: list[str] | None,
    *,
    expert: bool = False,
    start_player: int | None = None,
    max_turns: int = MAX_TURNS,
    cards: CardTable = DEFAULT_CARDS,
) -> State:
    """Set up a game for ``n`` players from ``seed``: first the shuffle of the Materiallager
    (§W3), then, unless ``start_player`` is given, the draw of the start player (§W4, §D2) -- so
    giving the drawn start player plays the same game."""
    rng = random.Random(seed)
    store = list(NUMBERS)  # one card per slot, slot ids 0-44 row by row (§D3)
    rng.shuffle(store)
    if start_player is None:
        start_player = rng.randrange(n)
    return State(
        names=names[:] if names else [f"Player {i + 1}" for i in range(n)],
        expert=expert,
        store=store,
        walls=[[] for _ in range(n)],
        start_player=start_player,
        active=start_player,
        wizard_used=[False] * n,
        max_turns=max_turns,
        cards=cards,
    )


def entries(st: State) -> list[Holding]:
    """Every item and where it lies: the cards in the Materiallager (which slot is not said),
    each player's start tower and wall, the cards out of the game (§8)."""
    out: list[Holding] = [(STORE, card_item(c), None) for c in sorted(c for c in st.store if c)]
    for p, wall in enumerate(st.walls):
        loc = wall_loc(p)
        out.append((loc, "start_tower", p))
        out.extend((loc, card_item(c), p) for c in wall)
    out.extend((OUT, card_item(c), None) for c in st.out)
    return out


def holdings(st: State) -> dict[tuple[str, str], int]:
    """``(location, item) -> count``, in the events' names."""
    return {(loc, item): 1 for loc, item, _ in entries(st)}


def setup_events(st: State, log: Log) -> None:
    """The set-up as transfers out of the box (round 0), so that the events reproduce every
    holding; then who starts."""
    if not recording(log):
        return
    for loc, item, p in entries(st):
        log.append(Event("transfer", 0, "setup", p, None, item, 1, BOX, loc))
    log.append(Event("start_player", 0, "start_player", st.start_player))
