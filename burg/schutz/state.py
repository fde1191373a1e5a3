"""The game state: plain, typed values that are cheap to copy.

Pieces are 5-element count lists in the order of ``burg.schutz.data.KINDS``. The flow fields at
the end say where the game stands (phase, the resolution queue and the step of the current
card); together with everything else they fully describe a position, so a state can be saved and
loaded.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from burg.schutz.data import BUILDING_OF, BUILDING_TYPES, SLOT_BUILDINGS

# seats from each start player on, clockwise, for each number of players
_SEATS: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple((*range(first, n), *range(first)) for first in range(n)) for n in range(1, 5)
}


@dataclass(slots=True)
class Player:
    """One player's holdings and cards."""

    name: str
    talers: int
    pieces: list[int]
    vp: int
    helpers: int  # in personal supply
    hand: list[str]
    discard: list[str]  # the discard row (Ablagestapel), this round's revealed cards included
    chosen: list[str] = field(default_factory=list)  # this round's cards (face down until reveal)
    lost: list[str] = field(default_factory=list)  # cards out of the game (winter: Pest, Schnee)

    def copy(self) -> Player:
        return Player(
            self.name,
            self.talers,
            self.pieces[:],
            self.vp,
            self.helpers,
            self.hand[:],
            self.discard[:],
            self.chosen[:],
            self.lost[:],
        )


@dataclass(slots=True)
class Merchant:
    """A merchant helper (Händlergehilfe) at a cart or the rider."""

    owner: int
    placed_round: int


@dataclass(slots=True)
class Winter:
    """Die Burg im Winter: the winter cards and what lies on them (§10)."""

    deck: list[str] = field(default_factory=list)  # face-down winter cards, top first
    card: str = ""  # the winter card drawn this round
    in_play: list[str] = field(default_factory=list)  # drawn cards that stay in play
    out: list[str] = field(default_factory=list)  # winter cards out of the game
    queue: list[int] = field(default_factory=list)  # who answers / woos / shares next
    inn: int = -1  # Dorfschänke: the innkeeper's owner (-1: none)
    inn_talers: int = 0  # Dorfschänke: talers lying on the card
    granary: list[int] = field(default_factory=list)  # Kornspeicher: owners of its helpers
    lady_round: int = 0  # Burgfräulein: the round it was drawn
    lady_pieces: list[int] = field(default_factory=lambda: [0] * 5)  # stakes on the card
    lady_talers: int = 0
    wooers: list[int] = field(default_factory=list)  # Burgfräulein: players still wooing
    lady_winner: int = -1

    def copy(self) -> Winter:
        """A copy sharing nothing mutable."""
        return Winter(
            self.deck[:],
            self.card,
            self.in_play[:],
            self.out[:],
            self.queue[:],
            self.inn,
            self.inn_talers,
            self.granary[:],
            self.lady_round,
            self.lady_pieces[:],
            self.lady_talers,
            self.wooers[:],
            self.lady_winner,
        )


@dataclass(slots=True)
class State:
    """Everything on the table, plus where the game flow stands."""

    players: list[Player]
    supply: list[int]  # the general supply on the carts (sand..stone) and the rider (silver)
    tower: list[int]  # the defence tower (Wehrturm)
    forge: int  # silver bars in the forge (Schmiede)
    bank: int
    round_fields: int  # talers left on the round fields = rounds not yet started
    rounds_total: int
    round: int  # current round, 1-based
    start_player: int
    merchants: list[Merchant | None]  # index: sand, wood, clay, stone cart, rider
    built: dict[str, int]  # building id -> builder seat (-1: built from the start)
    slots: dict[str, list[int | None]]  # building id -> occupant of each helper slot
    workers: dict[str, list[int]]  # "seat:card" -> pieces on a revealed Arbeiter card
    out_talers: int = 0  # talers out of the game (Markt conversion)
    out_pieces: list[int] = field(default_factory=lambda: [0] * 5)  # (Palas conversion)
    # --- this round ---
    built_this_round: list[int] = field(default_factory=list)  # buildings per player this round
    helper_buildings: list[list[str]] = field(default_factory=list)  # where each placed this round
    # --- flow ---
    phase: str = "choose"  # choose, winter, woo, share, stock, resolve, palas, over
    queue: list[tuple[str, int]] = field(default_factory=list)  # (card, seat) resolution order
    qi: int = 0  # index into queue (also into stocking while phase == "stock")
    step: str = ""  # step of the current card: trader, tower, buy, sell, build, payment, helpers
    builds_left: int = 0
    helpers_left: int = 0
    building: str = ""  # the building chosen, awaiting payment
    bought_from: list[int] = field(default_factory=list)  # sellers this Steinmetz bought from
    # Steinmetz asking for a card's last piece (step "sell"): (seller, card, kind); the seller
    # decides. Worker cards ("seat:card") whose seller kept his last piece from this Steinmetz.
    offer: tuple[int, str, str] | None = None
    refused: list[str] = field(default_factory=list)
    palas_queue: list[int] = field(default_factory=list)  # Palas owners still to convert
    palas_left: int = 0  # pieces the current Palas owner may still convert
    scores: dict[str, list[int]] = field(default_factory=dict)  # final scoring breakdown
    # --- the winter game (Die Burg im Winter): its state, grouped; None in a summer game ---
    winter: Winter | None = None

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.players)

    def copy(self) -> State:
        """A deep copy (every list and record is new)."""
        return State(
            players=[p.copy() for p in self.players],
            supply=self.supply[:],
            tower=self.tower[:],
            forge=self.forge,
            bank=self.bank,
            round_fields=self.round_fields,
            rounds_total=self.rounds_total,
            round=self.round,
            start_player=self.start_player,
            merchants=[
                None if m is None else Merchant(m.owner, m.placed_round) for m in self.merchants
            ],
            built=dict(self.built),
            slots={b: s[:] for b, s in self.slots.items()},
            workers={w: s[:] for w, s in self.workers.items()},
            out_talers=self.out_talers,
            out_pieces=self.out_pieces[:],
            built_this_round=self.built_this_round[:],
            helper_buildings=[h[:] for h in self.helper_buildings],
            phase=self.phase,
            queue=self.queue[:],
            qi=self.qi,
            step=self.step,
            builds_left=self.builds_left,
            helpers_left=self.helpers_left,
            building=self.building,
            bought_from=self.bought_from[:],
            offer=self.offer,
            refused=self.refused[:],
            palas_queue=self.palas_queue[:],
            palas_left=self.palas_left,
            scores={k: v[:] for k, v in self.scores.items()},
            winter=None if self.winter is None else self.winter.copy(),
        )

    # --- small queries used everywhere ---
    def seat_order(self) -> list[int]:
        """Seats from the start player on, clockwise."""
        return list(self.seats())

    def seats(self) -> tuple[int, ...]:
        """``seat_order()`` as a shared tuple (read-only, for the hot paths)."""
        n = len(self.players)
        return _SEATS[n][self.start_player % n]

    def current(self) -> tuple[str, int]:
        """The (card, seat) being resolved."""
        return self.queue[self.qi]

    def unbuilt(self) -> list[str]:
        """Building templates not yet built."""
        return [b for b in BUILDING_OF if b not in self.built]

    def helpers_in_castle(self) -> int:
        """Helpers in buildings (the castle); merchant helpers do not count."""
        return sum(1 for s in self.slots.values() for o in s if o is not None)

    def free_castle_slots(self) -> int:
        """Free helper slots of built buildings (Markt and Schmiede included)."""
        return sum(1 for b in SLOT_BUILDINGS if b in self.built for o in self.slots[b] if o is None)

    def built_count(self, predicate: str) -> int:
        """Built towers (``"tower"``) or houses (``"house"``)."""
        attr = "is_tower" if predicate == "tower" else "is_house"
        return sum(1 for b in self.built if getattr(BUILDING_TYPES[BUILDING_OF[b]], attr))
