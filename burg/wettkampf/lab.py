"""Der Wettkampf der Burgbaumeister in the strategy lab (``burg.core.lab``).

Points by source: in the basic game the cards in the wall (§W16); in the expert variant the
laid cards, the start tower, King Edelbart, Queen Antebella, knights, ladies, knight-lady pairs
and ravens (§W21–§W26). Flows, in cards turned over, from the game's events: the Materiallager
-> the player who turned the card (§W6) -> laid at the end of the wall (§W8), put in by the
wizard (§W36) or put back (§W10); a card laid or put in -> still in the wall at the end, or
destroyed by a cannon (§W30). Every player node and both wall nodes balance.
"""

from __future__ import annotations

from collections.abc import Mapping

from burg.core.lab import player_of_first, sum_flows
from burg.core.levels import LEVEL_NAMES
from burg.wettkampf.bots import LEVELS, make_bot
from burg.wettkampf.data import CARD_POINTS, FIGURE_POINTS, PAIR_POINTS, START_TOWER_POINTS
from burg.wettkampf.game import Game
from burg.wettkampf.messages import name

__all__ = ["make_bot"]

PLAYERS = (2, 3, 4)
SEATS: dict[str, dict[str, str]] = {
    "random": {"en": "Random bot", "de": "Zufallsbot"},
    "nomemory": {"en": "No memory", "de": "Ohne Gedächtnis"},
    "limited": {"en": "Remembers the last 4 cards", "de": "Merkt sich die letzten 4 Karten"},
    "forgetful": {"en": "Forgetful", "de": "Vergesslich"},
    "perfect": {"en": "Perfect memory", "de": "Perfektes Gedächtnis"},
    **{n: {"en": LEVELS[n].en, "de": LEVELS[n].de} for n in LEVEL_NAMES},
}
#: The flows' one unit: the cards turned over.
FLOWS = {"cards": {"en": "Cards turned over", "de": "Aufgedeckte Karten"}}
BALANCED = {"cards": ("p", "laid", "inserted")}

#: Each figure and its count in ``Game.score``.
_FIGURES = {
    "king": "king",
    "queen": "queen",
    "knight": "knights",
    "lady": "ladies",
    "raven": "ravens",
}


def _labels(lang: str) -> dict[str, str]:
    de = lang == "de"
    return {
        "cards": "Karten in der Mauer" if de else "Cards in the wall",
        "start_tower": name("start_tower", lang).capitalize(),
        **{f: name(f, lang)[0].upper() + name(f, lang)[1:] for f in _FIGURES},
        "pairs": "Ritter-Burgfräulein-Paare" if de else "Knight-lady pairs",
        "store": "Materiallager",
        "laid": "Angelegt" if de else "Laid",
        "inserted": "Vom Zauberer eingefügt" if de else "Put in by the wizard",
        "returned": "Zurückgelegt" if de else "Put back",
        "wall": "Am Ende in der Mauer" if de else "In the wall at the end",
        "destroyed": "Von einer Kanone zerstört" if de else "Destroyed by a cannon",
    }


LABELS = {lang: _labels(lang) for lang in ("en", "de")}


def new_game(players: int, seed: int, variant: Mapping[str, bool]) -> Game:
    """A game of ``players`` from ``seed`` (``expert``: the expert variant), recording its
    events: the memory bots remember what they saw in them."""
    return Game(players=players, seed=seed, expert=bool(variant.get("expert")), record_events=True)


def first_seat(game: Game) -> int:
    """The start player drawn at the set-up (§W4)."""
    return player_of_first(game, "start_player")


def points_by_source(game: Game) -> list[dict[str, int]]:
    """Per seat its score by source; they sum to the seat's score (``Game.result``)."""
    out: list[dict[str, int]] = []
    for p in range(game.n_players):
        sc = game.score(p)
        if sc is None:  # the basic game: the cards count (§W16)
            out.append({"cards": game.result().scores[p]})
            continue
        row = {"cards": sc["cards"] * CARD_POINTS, "start_tower": START_TOWER_POINTS}
        for f, count in _FIGURES.items():
            row[f] = sc[count] * FIGURE_POINTS[f]
        row["pairs"] = sc["pairs"] * PAIR_POINTS
        out.append({k: v for k, v in row.items() if v})
    return out


def flows(game: Game) -> list[tuple[str, str, str, int]]:
    """The cards turned over in the whole game and what became of them (see the module)."""
    out: list[tuple[str, str, str, int]] = []

    def add(a: str, b: str) -> None:  # one card
        out.append(("cards", a, b, 1))

    origin: dict[str, str] = {}  # card item -> how it entered a wall
    for e in game.events:
        if e.kind == "flip":
            add("store", f"p{e.player}")
        elif e.kind == "return":
            add(f"p{e.player}", "returned")
        elif e.kind == "transfer" and e.reason in ("lay", "wizard_insert") and e.item:
            how = "laid" if e.reason == "lay" else "inserted"
            add(f"p{e.player}", how)
            origin[e.item] = how
        elif e.kind == "transfer" and e.reason == "cannon_shot" and e.item:
            how = origin.pop(e.item)
            add(how, "destroyed")
    for how in origin.values():
        add(how, "wall")
    return sum_flows(out)
