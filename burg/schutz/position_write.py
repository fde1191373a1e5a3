"""Writing a position (docs/positions.md): the state as plain JSON. Reading it back, with every
check, is ``burg.schutz.positions``; the game's ``view`` and saves use this side alone."""

from __future__ import annotations

from typing import Any

from burg.schutz.data import CARTS, KINDS, PREBUILT, SLOT_BUILDINGS
from burg.schutz.state import State

POSITION_FORMAT = "burg-position"
POSITION_VERSION = 1
_OFFER_KEYS = ("seller", "card", "kind")


def _kinds(pieces: list[int]) -> dict[str, int]:
    return dict(zip(KINDS, pieces, strict=True))


def state_to_dict(st: State) -> dict[str, Any]:
    """The full position as plain JSON data, keys in a fixed order (docs/positions.md)."""
    current = None
    if st.phase in ("stock", "resolve") and 0 <= st.qi < len(st.queue):
        card, seat = st.queue[st.qi]
        current = [card, seat]
    order = {f"{seat}:{card}": i for i, (card, seat) in enumerate(st.queue)}
    workers = sorted(st.workers, key=lambda key: order.get(key, len(order)))
    out = {
        "format": POSITION_FORMAT,
        "version": POSITION_VERSION,
        "round": st.round,
        "rounds_total": st.rounds_total,
        "start_player": st.start_player,
        "round_fields": st.round_fields,
        "players": [
            {
                "name": pl.name,
                "talers": pl.talers,
                "vp": pl.vp,
                "helpers": pl.helpers,
                "pieces": _kinds(pl.pieces),
                "hand": pl.hand[:],
                "discard": pl.discard[:],
                "chosen": pl.chosen[:],
                **({"lost": pl.lost[:]} if st.winter else {}),
            }
            for pl in st.players
        ],
        "supply": _kinds(st.supply),
        "tower": _kinds(st.tower),
        "forge": st.forge,
        "bank": st.bank,
        "merchants": {
            cart: None if m is None else {"owner": m.owner, "placed_round": m.placed_round}
            for cart, m in zip(CARTS, st.merchants, strict=True)
        },
        "built": {b: seat for b, seat in st.built.items() if b not in PREBUILT},
        "slots": {b: st.slots[b][:] for b in SLOT_BUILDINGS if b in st.built and b in st.slots},
        "workers": {key: _kinds(st.workers[key]) for key in workers},
        "out": {"talers": st.out_talers, "pieces": _kinds(st.out_pieces)},
        "built_this_round": st.built_this_round[:],
        "helper_buildings": [h[:] for h in st.helper_buildings],
        "flow": {
            "phase": st.phase,
            "current": current,
            "step": st.step or None,
            "builds_left": st.builds_left,
            "helpers_left": st.helpers_left,
            "building": st.building or None,
            "bought_from": st.bought_from[:],
            # only while they matter: a Steinmetz asking for a last piece (§T2)
            **({"offer": dict(zip(_OFFER_KEYS, st.offer, strict=True))} if st.offer else {}),
            **({"refused": st.refused[:]} if st.refused else {}),
            "palas_queue": st.palas_queue[:],
            "palas_left": st.palas_left,
        },
        "scores": {k: v[:] for k, v in st.scores.items()},
    }
    if st.winter:
        out["winter"] = {
            "deck": st.winter.deck[:],
            "card": st.winter.card or None,
            "in_play": st.winter.in_play[:],
            "out": st.winter.out[:],
            "queue": st.winter.queue[:],
            "innkeeper": None if st.winter.inn < 0 else st.winter.inn,
            "inn_talers": st.winter.inn_talers,
            "granary": st.winter.granary[:],
            "lady_round": st.winter.lady_round,
            "lady": {
                "pieces": _kinds(st.winter.lady_pieces),
                "talers": st.winter.lady_talers,
                "wooers": st.winter.wooers[:],
                "winner": None if st.winter.lady_winner < 0 else st.winter.lady_winner,
            },
        }
    return out
