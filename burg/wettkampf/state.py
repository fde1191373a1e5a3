"""The game state: plain, typed values that are cheap to copy.

A wall is the list of the numbers laid onto a player's start tower, left to right (the start
tower itself, position 0 of every wall in the rules, is not in the list: ``walls[p][i]`` is at
position ``i + 1``). The Materiallager is a list of slots, each a card number or ``0`` for an
empty slot (§W3, §D3). Which card lies where in it is the game's secret: only the rules read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from burg.wettkampf.data import DEFAULT_CARDS, MAX_TURNS, START_TOWER, CardTable

#: The phases of a turn (§4): flip a card, decide on it, fire a cannon; then over.
PHASES: tuple[str, ...] = ("flip", "decide", "cannon", "over")
#: How a game ended: the 9th card (§W14), nobody can lay (§W15), the stall guard (§W17).
ENDS: tuple[str, ...] = ("ninth", "blocked", "stall")


@dataclass(slots=True)
class State:
    """Everything on the table, plus where the turn stands."""

    names: list[str]
    expert: bool
    store: list[int]  # slot -> card number (0: empty slot)
    walls: list[list[int]]  # per seat: the laid cards, left to right, ascending
    start_player: int
    active: int  # whose turn it is
    turn: int = 0  # turns completed
    phase: str = "flip"
    flipped: int = -1  # the slot of the card turned face up this turn (-1: none)
    cannon: int = 0  # the cannon card that may fire now (phase "cannon")
    out: list[int] = field(default_factory=list)  # cards destroyed by cannons, in order (§W30)
    wizard_used: list[bool] = field(default_factory=list)  # per seat: the power spent (§W36)
    end: str = ""  # one of ENDS once the game is over
    max_turns: int = MAX_TURNS
    cards: CardTable = DEFAULT_CARDS  # which figures each number shows (shared, immutable)

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.walls)

    def last(self, p: int) -> int:
        """The number of the last card of ``p``'s wall: the start tower if he has laid none."""
        wall = self.walls[p]
        return wall[-1] if wall else START_TOWER

    def copy(self) -> State:
        """A copy sharing nothing mutable."""
        return State(
            self.names[:],
            self.expert,
            self.store[:],
            [w[:] for w in self.walls],
            self.start_player,
            self.active,
            self.turn,
            self.phase,
            self.flipped,
            self.cannon,
            self.out[:],
            self.wizard_used[:],
            self.end,
            self.max_turns,
            self.cards,
        )
