"""Im Schutze der Burg in the strategy lab (``burg.core.lab``), and the flows of its pieces and
talers.

Points by source: the VP of buildings when built (Bauen), the Baumeister's VP, and each building
of the final scoring (Spielende und Wertung), in the winter game also the Burgfräulein, the
Mauerbruch and the Kornspeicher. Flows: the pieces (sand, wood, clay, stone, silver) a player
started with or took from the carts, the Arbeiter cards, the defence tower or the Burgfräulein,
and where they went: into buildings, to the forge, out of the game, back to the carts (or the
Burgfräulein), or kept to the end. Flows of talers, a chart of their own: the starting talers,
the round fields (§3.1), the Bote, the Maurer's wage, pieces sold to another player's
Steinmetz, the Dorfschänke's tolls and the Burgfräulein's share -> each player -> the helper fees
(Lehrgeld, on to the building whose slot was paid for), pieces bought with the Steinmetz, the
Dorfschänke's toll, wooing the Burgfräulein, the Markt's conversion into VP, the Pest and the
Schneeverwehung, or kept to the end. Every player node and the helper fees balance.

``node_of`` and ``piece_flows`` are the one reading of the events into flow nodes; the play
page's charts draw the same (``widgets/schutz/charts.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from burg.core.events import Event
from burg.core.lab import player_of_first, sum_flows
from burg.core.levels import LEVEL_NAMES
from burg.schutz.bots import LEVELS, make_bot
from burg.schutz.data import KINDS, SLOT_BUILDINGS
from burg.schutz.game import Game
from burg.schutz.messages import name
from burg.schutz.rules.variant import HELPER_PLACES

__all__ = ["make_bot"]

PLAYERS = (2, 3, 4)
SEATS: dict[str, dict[str, str]] = {
    "random": {"en": "Random bot", "de": "Zufallsbot"},
    "greedy": {"en": "Greedy bot", "de": "Gieriger Bot"},
    **{n: {"en": LEVELS[n].en, "de": LEVELS[n].de} for n in LEVEL_NAMES},
}
#: The flows' units: pieces and talers (one chart each).
FLOWS = {
    "pieces": {"en": "Pieces", "de": "Rohstoffe"},
    "talers": {"en": "Talers", "de": "Taler"},
}
#: Every player node balances: what came in went out or was kept; and the helper fees.
BALANCED = {"pieces": ("p",), "talers": ("p", "helper_fees")}

#: Sources of VP other than a building of the final scoring (those are named as the building).
_VP_SOURCE = {
    "build_vp": "buildings",
    "build_vp_half": "buildings",
    "baumeister_vp": "baumeister",
    "lady_vp": "burgfraeulein",
    "mauerbruch_vp": "mauerbruch",
}
_FINAL = (
    "bergfried",
    "taverne",
    "grosses_tor",
    "kleines_tor",
    "stall",
    "gesindehaus",
    "markt",
    "kornspeicher",
    "schmiede",
    "palas",
)
#: A node pieces come from that they may also go back to: its name as a target.
_BACK = {"carts": "to_carts", "tower": "to_tower", "workers": "to_workers", "winter": "to_winter"}
#: Talers a seat receives: the node they come from, by the transfer's reason.
_TALERS_IN = {
    "setup": "start",
    "round_taler": "round_fields",
    "bote": "bote",
    "maurer_wage": "maurer_wage",
    "buy_payment": "sold",  # another player's Steinmetz bought a piece from this one's worker
    "inn_toll": "tolls_in",  # a Händler's toll to the innkeeper's owner
    "inn_talers": "tolls_in",  # the tolls lying on the Dorfschänke, to its new innkeeper
    "lady_share": "winter",
}
#: Talers a seat pays: the node they go to, by the transfer's reason.
_TALERS_OUT = {
    "helper_fee": "helper_fees",  # on to the building (the event's detail)
    "buy_payment": "bought",
    "inn_toll": "tolls_out",
    "woo": "to_winter",
    "markt_convert": "markt_vp",
    "pest_talers": "pest",
    "schneeverwehung_talers": "schneeverwehung",
}


def _labels(lang: str) -> dict[str, str]:
    de = lang == "de"
    inn = name("dorfschaenke", lang)
    out = {
        "buildings": "Bauwerke (beim Bauen)" if de else "Buildings (when built)",
        "baumeister": name("baumeister", lang),
        "burgfraeulein": name("burgfraeulein", lang),
        "mauerbruch": name("mauerbruch", lang),
        **{k: name(k, lang) for k in _FINAL},
        "start": "Startvorrat" if de else "Starting supply",
        "carts": "Fuhrwerke" if de else "Carts",
        "workers": "Arbeiterkarten" if de else "Arbeiter cards",
        "tower": "Wehrturm" if de else "Defence tower",
        "winter": "Burgfräulein (Anteil)" if de else "Burgfräulein (share)",
        "out": "Aus dem Spiel" if de else "Out of the game",
        "forge": "Schmiede (Silberbarren)" if de else "Forge (silver bars)",
        "to_carts": "Zurück auf die Fuhrwerke" if de else "Back to the carts",
        "to_tower": "In den Wehrturm" if de else "Into the defence tower",
        "to_workers": "Auf Arbeiterkarten" if de else "Onto Arbeiter cards",
        "to_winter": "Burgfräulein (Einsatz)" if de else "Burgfräulein (stakes)",
        "kept": "Am Ende im Vorrat" if de else "Kept to the end",
        # talers
        "round_fields": "Rundenfelder" if de else "Round fields",
        "bote": name("bote", lang),
        "maurer_wage": f"{name('maurer', lang)}: " + ("Lohn" if de else "wage"),
        "sold": "An einen Steinmetz verkaufte Rohstoffe" if de else "Pieces sold to a Steinmetz",
        "tolls_in": f"{inn}: " + ("Zoll erhalten" if de else "tolls received"),
        "helper_fees": "Lehrgeld für Gehilfen" if de else "Helper fees",
        **{b: name(b, lang) for b in (*SLOT_BUILDINGS, *HELPER_PLACES)},
        "bought": "Mit dem Steinmetz gekauft" if de else "Bought with the Steinmetz",
        "tolls_out": f"{inn}: " + ("Zoll bezahlt" if de else "tolls paid"),
        "markt_vp": "Im Markt in SP umgewandelt" if de else "Converted into VP at the Markt",
        "pest": name("pest", lang),
        "schneeverwehung": name("schneeverwehung", lang),
    }
    return out


LABELS = {lang: _labels(lang) for lang in ("en", "de")}


def new_game(players: int, seed: int, variant: Mapping[str, bool]) -> Game:
    """A game of ``players`` from ``seed`` recording its events (``winter``: Die Burg im
    Winter)."""
    return Game(players=players, seed=seed, winter=bool(variant.get("winter")), record_events=True)


def first_seat(game: Game) -> int:
    """The start player of the first round (Spielvorbereitung)."""
    return player_of_first(game, "round_start")


def points_by_source(game: Game) -> list[dict[str, int]]:
    """Per seat the VP of every source; they sum to the seat's VP."""
    out: list[dict[str, int]] = [{} for _ in range(game.n_players)]
    for e in game.events:
        if e.kind != "transfer" or e.item != "vp":
            continue
        key = _VP_SOURCE.get(e.reason) or e.reason.removeprefix("score_")
        for loc, sign in ((e.dst, 1), (e.src, -1)):
            if loc is not None and loc[0] == "p" and loc[1:].isdigit():
                row = out[int(loc[1:])]
                row[key] = row.get(key, 0) + sign * e.count
    return out


# --- the flows of pieces --------------------------------------------------------------------------
def node_of(loc: str | None, reason: str, n: int) -> str | None:
    """The flow node of an event location (pieces only; ``None``: not drawn): ``carts`` (pieces
    paid for a building: ``buildings``), ``workers``, ``tower``, ``forge``, ``out``, ``winter``
    (the Burgfräulein's stakes) or a seat ``p0`` …"""
    if loc is None:
        return None
    if loc == "carts":
        return "buildings" if reason == "build_payment" else "carts"
    if loc.startswith("worker:"):
        return "workers"
    if loc in ("tower", "forge", "out"):
        return loc
    if loc == "card:burgfraeulein":  # winter: the stakes on the Burgfräulein
        return "winter"
    if loc.startswith("p") and loc[1:].isdigit() and int(loc[1:]) < n:
        return loc
    return None


def piece_flows(
    events: list[Event], n: int, round_: int | None = None
) -> dict[tuple[str, str, str], int]:
    """The pieces moved between nodes (``node_of``), ``(source, target, kind) -> count``,
    summed over round ``round_`` (all rounds if None); the set-up is left out."""
    sums: dict[tuple[str, str, str], int] = {}
    for e in events:
        if e.kind != "transfer" or e.item not in KINDS or e.reason == "setup":
            continue
        if round_ is not None and e.round != round_:
            continue
        a = node_of(e.src, e.reason, n)
        b = node_of(e.dst, e.reason, n)
        if a is None or b is None or a == b:
            continue
        key = (a, b, e.item)
        sums[key] = sums.get(key, 0) + e.count
    return sums


def _is_seat(node: str) -> bool:
    return node[0] == "p" and node[1:].isdigit()


def flows(game: Game) -> list[tuple[str, str, str, int]]:
    """The whole game's pieces and talers into and out of each seat (see the module)."""
    pieces = [("pieces", a, b, v) for a, b, v in _piece_flows(game)]
    return sum_flows(pieces + [("talers", a, b, v) for a, b, v in _taler_flows(game)])


def _piece_flows(game: Game) -> list[tuple[str, str, int]]:
    """The whole game's pieces into and out of each seat: from its starting supply, the carts,
    the Arbeiter cards, the tower, the Burgfräulein; to buildings, the forge, out of the game,
    back where they came from, or kept to the end (as the seat's view shows them); unsummed
    (``flows`` sums them)."""
    n = game.n_players
    out: list[tuple[str, str, int]] = []
    for e in game.events:  # what each seat started with
        setup = e.kind == "transfer" and e.reason == "setup" and e.item in KINDS
        if setup and e.dst is not None and _is_seat(e.dst):
            out.append(("start", e.dst, e.count))
    for (a, b, _), v in piece_flows(game.events, n).items():
        if _is_seat(a) and not _is_seat(b):
            out.append((a, _BACK.get(b, b), v))
        elif _is_seat(b):
            out.append((a, b, v))
    view: dict[str, Any] = game.view()
    for p, pl in enumerate(view["players"]):
        out.append((f"p{p}", "kept", sum(pl["pieces"].values())))
    return out


def _taler_flows(game: Game) -> list[tuple[str, str, int]]:
    """The whole game's talers into and out of each seat, read from its transfers (by reason:
    ``_TALERS_IN``, ``_TALERS_OUT``), and each seat's talers at the end (its view): a player
    node balances only if they agree. A payment from one player to another is spent by the one
    and received by the other. Unsummed (``flows`` sums them)."""
    out: list[tuple[str, str, int]] = []
    for e in game.events:
        if e.kind != "transfer" or e.item != "taler":
            continue
        if e.dst is not None and _is_seat(e.dst):
            out.append((_TALERS_IN.get(e.reason, e.reason), e.dst, e.count))
        if e.src is not None and _is_seat(e.src):
            spent = _TALERS_OUT.get(e.reason, e.reason)
            out.append((e.src, spent, e.count))
            if spent == "helper_fees":  # the fee of a slot in a building (its detail)
                out.append((spent, str(e.detail[0]), e.count))
    for p, pl in enumerate(game.view()["players"]):
        out.append((f"p{p}", "kept", pl["talers"]))
    return out
