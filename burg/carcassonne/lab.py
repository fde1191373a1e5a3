"""Carcassonne – Die Burg in the strategy lab (``burg.core.lab``).

Points by source: paths, towers and houses completed during the game (§3.2), and the final
scoring's steps: the largest keep (§5 step 2), courts with their markets (step 3), incomplete
features scored with wall tiles 4–6 and wall tile 9's bonus (step 4). Flows, in points: the
castle tiles laid (a feature's size, a court's markets, the keep's open space) and the wall
tiles (a doubling's second half, a court's fourth point per market, the incomplete features and
the bonus, §4.2–§4.3) -> the kind of feature or final step -> the player who scored it. Every
feature node balances.

Flows, in followers placed (a follower placed again after coming home counts again): the player
-> the feature kind it went to, named by its role (§3.1: heralds on paths, knights on towers,
squires in houses, traders in courts) -> back in the supply with points (its player scored the
completed feature, §3.2), back without points (a tie, or another player had more followers
there), or still in the castle at the end, scored in the final scoring (a court with markets,
an incomplete feature with a wall tile, §5) or not. Every role node balances: every follower
that left the supply came back or stood in the castle at the end.
"""

from __future__ import annotations

from collections.abc import Mapping

from burg.carcassonne.bots import LEVELS, make_bot
from burg.carcassonne.game import Game
from burg.core.lab import player_of_first, sum_flows
from burg.core.levels import LEVEL_NAMES

__all__ = ["make_bot"]

PLAYERS = (2,)
SEATS: dict[str, dict[str, str]] = {
    "random": {"en": "Random bot", "de": "Zufallsbot"},
    "greedy": {"en": "Greedy bot", "de": "Gieriger Bot"},
    "search": {"en": "Search bot (Monte Carlo)", "de": "Suchender Bot (Monte Carlo)"},
    "heuristic": {
        "en": "Weighing bot (expected final points)",
        "de": "Abwägender Bot (erwartete Endpunkte)",
    },
    **{n: {"en": LEVELS[n].en, "de": LEVELS[n].de} for n in LEVEL_NAMES},
}
#: Each feature kind's source key (``Game`` names them P, T, H).
_KIND = {"P": "path", "T": "tower", "H": "house"}
_FINAL = ("keep", "court", "incomplete", "bonus")
#: A follower's node: its role on each feature kind (§3.1; courts: C).
_ROLE = {"P": "herald", "T": "knight", "H": "squire", "C": "trader"}
#: The flows' units: points, and followers (one chart each).
FLOWS = {
    "points": {"en": "Points", "de": "Punkte"},
    "followers": {"en": "Followers placed", "de": "Eingesetzte Gefolgsleute"},
}
BALANCED = {"points": (*_KIND.values(), *_FINAL), "followers": tuple(_ROLE.values())}


def _labels(lang: str) -> dict[str, str]:
    de = lang == "de"
    return {
        "path": "Wege" if de else "Paths",
        "tower": "Türme" if de else "Towers",
        "house": "Häuser" if de else "Houses",
        "keep": "Größter Palas: freie Fläche" if de else "Largest keep: the empty area",
        "court": "Höfe mit Märkten" if de else "Courts with markets",
        "incomplete": (
            "Unfertige Bauwerke (Mauerplättchen 4–6)"
            if de
            else "Incomplete features (wall tiles 4–6)"
        ),
        "bonus": "Bonus (Mauerplättchen 9)" if de else "Bonus (wall tile 9)",
        "tiles": "Gelegte Burgkarten" if de else "Castle tiles laid",
        "wall_tiles": "Mauerplättchen" if de else "Wall tiles",
        # followers
        "herald": "Herolde auf Wegen" if de else "Heralds on paths",
        "knight": "Ritter auf Türmen" if de else "Knights on towers",
        "squire": "Knappen in Häusern" if de else "Squires in houses",
        "trader": "Händler in Höfen" if de else "Traders in courts",
        "back_scored": "Zurück in den Vorrat, mit Punkten" if de else "Back with points",
        "back_unscored": (
            "Zurück in den Vorrat, ohne Punkte (Gleichstand oder in der Minderheit)"
            if de
            else "Back without points (a tie, or outnumbered)"
        ),
        "end_scored": (
            "Am Ende in der Burg, in der Schlusswertung gewertet"
            if de
            else "In the castle at the end, scored in the final scoring"
        ),
        "end_unscored": (
            "Am Ende in der Burg, ohne Punkte" if de else "In the castle at the end, no points"
        ),
    }


LABELS = {lang: _labels(lang) for lang in ("en", "de")}


def new_game(players: int, seed: int, variant: Mapping[str, bool]) -> Game:
    """A game for two from ``seed``, recording its events."""
    return Game(seed=seed, record_events=True)


def first_seat(game: Game) -> int:
    """The start player (§2.1), named by the set-up."""
    return player_of_first(game, "setup")


def _scorings(game: Game) -> list[tuple[int, str, int, int]]:
    """Every scoring of the game as ``(seat, source, points from tiles, points from wall
    tiles)``."""
    out: list[tuple[int, str, int, int]] = []
    for e in game.events:
        if e.player is None:
            continue
        if e.kind == "score":
            kind, _size, pts, _fid, double = e.detail
            base = pts // 2 if double else pts
            out.append((e.player, _KIND[kind], base, pts - base))
        elif e.kind == "final_keep":
            out.append((e.player, "keep", e.detail[0], 0))
        elif e.kind == "final_court":
            pts, markets = e.detail[0], e.detail[1]
            out.append((e.player, "court", 3 * markets, pts - 3 * markets))
        elif e.kind in ("final_incomplete", "final_bonus"):
            out.append((e.player, e.kind.removeprefix("final_"), 0, e.detail[0]))
    return [s for s in out if s[2] or s[3]]


def points_by_source(game: Game) -> list[dict[str, int]]:
    """Per seat its points by source; they sum to the seat's points."""
    out: list[dict[str, int]] = [{} for _ in range(game.n_players)]
    for p, source, base, extra in _scorings(game):
        out[p][source] = out[p].get(source, 0) + base + extra
    return out


def flows(game: Game) -> list[tuple[str, str, str, int]]:
    """The game's points from castle tiles and wall tiles through each feature kind or final
    step to the player who scored them; its followers from their players through their roles
    to where they ended (see the module)."""
    out: list[tuple[str, str, str, int]] = []
    for p, source, base, extra in _scorings(game):
        out.append(("points", "tiles", source, base))
        out.append(("points", "wall_tiles", source, extra))
        out.append(("points", source, f"p{p}", base + extra))
    out.extend(("followers", a, b, v) for a, b, v in _follower_flows(game))
    return sum_flows(out)


def _follower_flows(game: Game) -> list[tuple[str, str, int]]:
    """Every follower placed: its player -> its role; every follower come home or still in the
    castle: its role -> how it ended. Placements are read from the events, the ends from the
    return events and the castle at the end (``Game.view``), so that the role nodes balance only
    if they agree."""
    # (player, feature label) of every feature scored with its followers in the game (§3.2) and
    # in the final scoring (§5 steps 3 and 4); the events name a feature by its label
    scored = {(e.player, e.detail[3]) for e in game.events if e.kind == "score"}
    final = {
        (e.player, e.detail[-1])
        for e in game.events
        if e.kind in ("final_court", "final_incomplete")
    }
    out: list[tuple[str, str, int]] = []
    for e in game.events:
        if e.kind != "transfer" or e.item != "follower" or e.src is None:
            continue
        if e.reason == "follower":  # placed on the new tile (§3.1)
            out.append((e.src, _ROLE[e.detail[3]], e.count))
        elif e.reason == "return":  # its feature completed and scored (§3.2); it is done growing
            row, col, fid = e.detail
            feature = game.feature(row, col, fid)
            if feature is None:  # none: no follower stood there (the balance would show it)
                continue
            won = (e.player, feature["label"]) in scored
            out.append((_ROLE[feature["kind"]], "back_scored" if won else "back_unscored", e.count))
    for f in game.view()["followers"]:
        row, col = f["cell"]
        feature = game.feature(row, col, f["feature"])
        if feature is None:
            continue
        won = (f["player"], feature["label"]) in final
        out.append((_ROLE[f["role"]], "end_scored" if won else "end_unscored", 1))
    return out
