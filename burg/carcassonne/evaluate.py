"""A heuristic judgement of a Carcassonne – Die Burg position: each seat's expected final points.

Random playouts judge this game poorly (a random follower on a random tile decides more than the
move searched) and cost 2-25 ms each; ``expected`` costs a few microseconds a position and reads
only what every seat sees (the board, the followers, the supplies, the keeps, the wall tiles
taken, the size of the stack: §3 "Hidden information"). It counts, per seat:

- the points scored so far (§3.5);
- each path, tower and house with followers, for the player with the majority (§2.4 winner):
  its points if completed (§3.2: path 1 a tile, 2 with a fountain; tower 2; house 1) times a
  chance to complete it, which falls with its open slots and with the tiles left in the stack
  (unfinished features score nothing at the end, §5 step 4), plus a little growth per open slot;
  what wall tiles 4-6 held would give it if it stays open (§4.3, §5 step 4);
- each court with followers: 3 a market for the majority, 4 with wall tile 7 (§5 step 3);
- the keeps (§3.4, §5 step 2): the strictly larger keep (+2 a tile 8, §4.3) takes the largest
  empty region, at the end at most 16 spaces and fewer (``KEEP_REGION``);
- wall tiles held: 9 gives 5 points (§5 step 4), 1 an extra turn, 2 and 3 a doubling (§4.3);
- followers in supply (§3.1): each worth a few points while tiles are left to place them on.

The weights are judgement, not measurement of the rules; the tests check its direction (a follower
on a nearly complete feature is worth more than none, a follower on an open feature in the last
turn nothing)."""

from __future__ import annotations

from burg.carcassonne.rules.scoring import PER_TILE
from burg.carcassonne.state import State

#: The region the larger keep is expected to take at the end (§5 step 2: the largest group of
#: empty spaces; 16 spaces stay empty in all, §C13, spread over several groups).
KEEP_REGION = 6.0
#: A follower in supply, early in the game (§3.1); worth less as the stack runs out.
FOLLOWER = 2.5
#: How much a follower beyond the first in supply is worth less than the one before.
FOLLOWER_DECAY = 0.75
#: A feature's growth per open slot before it completes (its size then, §2.4).
GROWTH = 0.5
#: Wall tile 1's extra turn (§4.3), tiles 2/3's doubling (§4.3), tile 9's points (§5 step 4).
EXTRA_TURN = 4.0
DOUBLING = 2.0
BONUS = 5
#: Wall tiles 4, 5, 6: the kind of open feature each pays for, per tile (§4.3, §C15).
INCOMPLETE = {4: ("P", 1), 5: ("T", 2), 6: ("H", 1)}


def completion_chance(open_slots: int, stack: int) -> float:
    """The chance that a path, tower or house with ``open_slots`` open slots completes before
    the game ends with ``stack`` tiles left (§2.4 complete; §5: the last tile ends the game): each
    open slot closes with a chance that falls as the stack runs out."""
    if open_slots <= 0:
        return 1.0
    if stack <= 0:
        return 0.0
    per_slot = 0.88 * stack / (stack + 4.0)
    return per_slot**open_slots


def expected(st: State) -> list[float]:
    """Each seat's expected final points (see the module); the exact totals once the game is
    over."""
    total = st.total
    if st.phase == "over":
        return [float(t) for t in total]
    out = [float(t) for t in total]
    stack = len(st.stack)
    turn = st.turn
    find = st.find
    kinds = st.kind
    opens = st.open
    tiles = st.tiles
    fol0, fol1 = st.fol[0], st.fol[1]
    held = [[w for w, t in h if t < turn] + [w for w, t in h if t >= turn] for h in st.held]
    # followers on the board: one look per feature (§2.4 winner: strictly more followers)
    seen: set[int] = set()
    open_won: list[list[tuple[str, int]]] = [[], []]  # per seat: (kind, size) still open
    markets_won = [0, 0]
    for _, node in st.followers:
        root = find(node)
        if root in seen:
            continue
        seen.add(root)
        a, b = fol0[root], fol1[root]
        if a == b:
            continue  # nobody wins it (§2.4, §E4)
        w = 0 if a > b else 1
        kind = kinds[root]
        if kind == "C":
            markets_won[w] += st.markets[root]  # §5 step 3
            continue
        o = opens[root]
        size = len(tiles[root])
        per = PER_TILE[kind] * (2 if kind == "P" and st.fountain[root] else 1)  # §3.2
        chance = completion_chance(o, stack)
        out[w] += chance * per * (size + GROWTH * o)
        if o:
            open_won[w].append((kind, size))
    for p in (0, 1):
        h = held[p]
        value = 3.0 * markets_won[p]  # §5 step 3
        if markets_won[p] and 7 in h:
            value += 1.0 * markets_won[p]  # tile 7 on the court (approximately, §4.3)
        for tile, (kind, per_tile) in INCOMPLETE.items():  # §4.3, §5 step 4
            if tile in h:
                sizes = [s for k, s in open_won[p] if k == kind]
                if sizes:
                    value += 0.5 * per_tile * max(sizes)
        value += BONUS * h.count(9)  # §5 step 4
        late = min(1.0, stack / 20.0)
        value += EXTRA_TURN * late * h.count(1)  # §4.3 tile 1 (no use with an empty stack, §C6)
        value += DOUBLING * late * (h.count(2) + h.count(3))  # §4.3
        # followers in supply (§3.1)
        f = FOLLOWER * min(1.0, stack / 24.0)
        for _ in range(st.supply[p]):
            value += f
            f *= FOLLOWER_DECAY
        out[p] += value
    # the keeps (§3.4, §5 step 2; tile 8: +2 each, §4.3)
    keeps = [None if k is None else k[0] + 2 * held[q].count(8) for q, k in enumerate(st.keep)]
    s0, s1 = keeps
    if s0 is not None or s1 is not None:
        a0 = -1 if s0 is None else s0
        a1 = -1 if s1 is None else s1
        if a0 != a1:
            out[0 if a0 > a1 else 1] += KEEP_REGION
    return out


def advantage(st: State, seat: int) -> float:
    """``seat``'s expected final points minus the opponent's (``expected``)."""
    e = expected(st)
    return e[seat] - e[1 - seat]
