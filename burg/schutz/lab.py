"""Im Schutze der Burg in the strategy lab (``burg.core.lab``), and the flows of its pieces.

Points by source: the VP of buildings when built (Bauen), the Baumeister's VP, and each building
of the final scoring (Spielende und Wertung), in the winter game also the Burgfräulein, the
Mauerbruch and the Kornspeicher. Flows: the pieces (sand, wood, clay, stone, silver) a player
started with or took from the carts, the Arbeiter cards, the defence tower or the Burgfräulein,
and where they went: into buildings, to the forge, out of the game, back to the carts (or the
Burgfräulein), or kept to the end. Every player node balances.

``node_of`` and ``piece_flows`` are the one reading of the events into flow nodes; the play
page's charts draw the same (``widgets/schutz/charts.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from burg.core.events import Event
from burg.core.lab import player_of_first
from burg.core.levels import LEVEL_NAMES
from burg.schutz.bots import LEVELS, make_bot
from burg.schutz.data import KINDS
from burg.schutz.game import Game
from burg.schutz.messages import name

__all__ = ["make_bot"]

PLAYERS = (2, 3, 4)
SEATS: dict[str, dict[str, str]] = {
    "random": {"en": "Random bot", "de": "Zufallsbot"},
    "greedy": {"en": "Greedy bot", "de": "Gieriger Bot"},
    **{n: {"en": LEVELS[n].en, "de": LEVELS[n].de} for n in LEVEL_NAMES},
}
#: The flows' one unit: pieces.
FLOWS = {"pieces": {"en": "Pieces", "de": "Rohstoffe"}}
#: Every player node balances: what came in went out or was kept.
BALANCED = {"pieces": ("p",)}

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


def _labels(lang: str) -> dict[str, str]:
    de = lang == "de"
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
    """The whole game's pieces into and out of each seat (see the module)."""
    return [("pieces", a, b, v) for a, b, v in _piece_flows(game)]


def _piece_flows(game: Game) -> list[tuple[str, str, int]]:
    """The whole game's pieces into and out of each seat: from its starting supply, the carts,
    the Arbeiter cards, the tower, the Burgfräulein; to buildings, the forge, out of the game,
    back where they came from, or kept to the end (as the seat's view shows them)."""
    n = game.n_players
    sums: dict[tuple[str, str], int] = {}

    def add(a: str, b: str, v: int) -> None:
        if v:
            sums[a, b] = sums.get((a, b), 0) + v

    for e in game.events:  # what each seat started with
        setup = e.kind == "transfer" and e.reason == "setup" and e.item in KINDS
        if setup and e.dst is not None and _is_seat(e.dst):
            add("start", e.dst, e.count)
    for (a, b, _), v in piece_flows(game.events, n).items():
        if _is_seat(a) and not _is_seat(b):
            add(a, _BACK.get(b, b), v)
        elif _is_seat(b):
            add(a, b, v)
    view: dict[str, Any] = game.view()
    for p, pl in enumerate(view["players"]):
        add(f"p{p}", "kept", sum(pl["pieces"].values()))
    return [(a, b, v) for (a, b), v in sums.items()]
