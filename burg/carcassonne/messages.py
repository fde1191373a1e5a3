"""The message catalog of Carcassonne – Die Burg: every error and event in English and German
(the German in the rulebook's terms).

The engine hands out keys and parameters; ``render_error`` turns an error into text,
``render_event`` an event into a line of narration. Keys of this game start with
``carcassonne.``.
"""

from __future__ import annotations

from typing import Any

from burg.core.events import Event
from burg.core.text import fill, format_message, register_errors

#: Feature kinds, roles and decisions by language (§2.1, §3.1).
NAMES: dict[str, dict[str, str]] = {
    "en": {
        "P": "path",
        "T": "tower",
        "H": "house",
        "C": "court",
        "acc.P": "the path",
        "acc.T": "the tower",
        "acc.H": "the house",
        "acc.C": "the court",
        "turn.1": ", turned a quarter to the right",
        "turn.2": ", turned upside down",
        "turn.3": ", turned a quarter to the left",
        "act.place": "place the tile on {square}{turned}",
        "act.follower": "put a {role} on {feature}",
        "act.no_follower": "place no follower",
        "act.score": "score {feature} on {square} next",
        "act.score_double": "score {feature} on {square} next, doubled with wall tile {tile}",
        "act.extra_turn": "play wall tile 1 for another turn",
        "act.end_turn": "end the turn and keep wall tile 1",
        "winner": "Winner: {names}.",
        "winners": "A shared win: {names}.",
        "role.P": "herald",
        "role.T": "knight",
        "role.H": "squire",
        "role.C": "trader",
        "place": "place the drawn tile",
        "follower": "place a follower or pass",
        "score": "choose the next scoring",
        "extra": "play wall tile 1 or end the turn",
        "over": "nothing (the game is over)",
        "item.follower": "follower",
        "item.p0": "supply 0",
        "item.p1": "supply 1",
        "item.tile": "castle tile",
        "item.wall_tile": "wall tile",
        "item.points": "points",
        "item.stack": "the stack",
        "item.tower": "the towers",
        "item.board": "the castle",
        "item.drawn": "the hand",
    },
    "de": {
        "P": "Weg",
        "T": "Turm",
        "H": "Haus",
        "C": "Hof",
        "acc.P": "den Weg",
        "acc.T": "den Turm",
        "acc.H": "das Haus",
        "acc.C": "den Hof",
        "nom.P": "Der Weg",
        "nom.T": "Der Turm",
        "nom.H": "Das Haus",
        "nom.C": "Der Hof",
        "turn.1": ", eine Vierteldrehung nach rechts gedreht",
        "turn.2": ", auf den Kopf gedreht",
        "turn.3": ", eine Vierteldrehung nach links gedreht",
        "act.place": "die Burgkarte auf {square} legen{turned}",
        "act.follower": "einen {role} auf {feature} setzen",
        "act.no_follower": "keinen Gefolgsmann einsetzen",
        "act.score": "als Nächstes {feature} auf {square} werten",
        "act.score_double": "als Nächstes {feature} auf {square} werten, mit Mauerplättchen {tile} verdoppelt",
        "act.extra_turn": "Mauerplättchen 1 für einen weiteren Zug spielen",
        "act.end_turn": "den Zug beenden und Mauerplättchen 1 behalten",
        "winner": "Es gewinnt {names}.",
        "winners": "Gemeinsamer Sieg: {names}.",
        "role.P": "Herold",
        "role.T": "Ritter",
        "role.H": "Knappe",
        "role.C": "Händler",
        "place": "die gezogene Burgkarte anlegen",
        "follower": "einen Gefolgsmann einsetzen oder verzichten",
        "score": "die nächste Wertung wählen",
        "extra": "Mauerplättchen 1 spielen oder den Zug beenden",
        "over": "nichts (das Spiel ist zu Ende)",
        "item.follower": "Gefolgsmann",
        "item.tile": "Burgkarte",
        "item.wall_tile": "Mauerplättchen",
        "item.points": "Punkte",
        "item.stack": "den Stapel",
        "item.tower": "die Ecktürme",
        "item.board": "die Burg",
        "item.drawn": "die Hand",
        "item.p0": "Vorrat 0",
        "item.p1": "Vorrat 1",
    },
}

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        "carcassonne.setup.names": "Give exactly two player names.",
        "carcassonne.setup.start_player": "The start player must be seat 0 or 1, not {got}.",
        "carcassonne.setup.castle": "A castle must be a burg.carcassonne.model.Castle, not {got}.",
        "carcassonne.turn.game_over": "The game is over.",
        "carcassonne.turn.not_yours": "It is not player {player}'s turn: player {active} is to play.",
        "carcassonne.turn.wrong_step": "Now is the time to {step}, not for '{action}'.",
        "carcassonne.turn.not_legal": "That is not allowed now.",
        "carcassonne.place.outside": "({row}, {col}) is not a space inside the castle wall.",
        "carcassonne.place.rotation": "A rotation is 0 to 3 quarter turns, not {rotation}.",
        "carcassonne.place.L1": "The space {square} already holds a tile.",
        "carcassonne.place.L2": "A tile on {square} would touch no tile and no start field with a whole side.",
        "carcassonne.place.L3": "On {square} a path would not continue: paths must always continue into the neighbouring tile.",
        "carcassonne.place.L4": "On {square} the path of the start field would not continue.",
        "carcassonne.place.same_shape": "Rotation {rotation} gives the same tile as rotation {same}: choose {same}.",
        "carcassonne.follower.supply": "You have no follower left in your supply.",
        "carcassonne.follower.no_feature": "The tile just placed on {square} has no feature {feature}.",
        "carcassonne.follower.occupied": "Feature {feature} already holds a follower (it may stand far away): no follower may be placed there.",
        "carcassonne.score.not_pending": "Feature {feature} is not waiting to be scored.",
        "carcassonne.score.order": "Your own scorings come first; {feature} is the opponent's.",
        "carcassonne.score.double_kind": "Only a tower (wall tile 2) or a house (wall tile 3) can be doubled, not feature {feature}.",
        "carcassonne.score.double_majority": "You may double only a feature you win with more followers ({feature}).",
        "carcassonne.score.double_tile": "You hold no wall tile {tile} that you may use in this turn.",
        "carcassonne.position.not_object": "A save file must be a JSON object, not {got}.",
        "carcassonne.position.format": "Unknown file format {got}: expected {want}.",
        "carcassonne.position.version": "Unknown version {got} of {format}: expected {want}.",
        "carcassonne.position.game": "This save belongs to the game {got}, not {want}.",
        "carcassonne.position.seeded_only": "Only saves that start from a seed can be loaded yet.",
        "carcassonne.position.dataset": "This save was played with the castle {got}; only the default castle {want} can be loaded.",
        "carcassonne.position.seat_unknown": "{where}: unknown seat {got}; known: {known}.",
        "carcassonne.position.save_action": "Action {number} of the save cannot be replayed: {reason}",
        "carcassonne.position.action": "A malformed action: {detail}.",
    },
    "de": {
        "carcassonne.setup.names": "Gib genau zwei Spielernamen an.",
        "carcassonne.setup.start_player": "Startspieler ist Platz 0 oder 1, nicht {got}.",
        "carcassonne.setup.castle": "Eine Burg muss ein burg.carcassonne.model.Castle sein, nicht {got}.",
        "carcassonne.turn.game_over": "Das Spiel ist zu Ende.",
        "carcassonne.turn.not_yours": "Spieler {player} ist nicht am Zug: Spieler {active} ist dran.",
        "carcassonne.turn.wrong_step": "Jetzt heißt es {step}, nicht '{action}'.",
        "carcassonne.turn.not_legal": "Das ist jetzt nicht erlaubt.",
        "carcassonne.place.outside": "({row}, {col}) ist kein Feld innerhalb der Burgmauer.",
        "carcassonne.place.rotation": "Eine Drehung sind 0 bis 3 Vierteldrehungen, nicht {rotation}.",
        "carcassonne.place.L1": "Auf dem Feld {square} liegt schon eine Burgkarte.",
        "carcassonne.place.L2": "Eine Karte auf {square} läge an keiner Karte und keinem Startfeld mit einer ganzen Seite an.",
        "carcassonne.place.L3": "Auf {square} würde ein Weg nicht fortgesetzt: Wege müssen immer weitergeführt werden.",
        "carcassonne.place.L4": "Auf {square} würde der Weg des Startfelds nicht fortgesetzt.",
        "carcassonne.place.same_shape": "Drehung {rotation} ergibt dieselbe Karte wie Drehung {same}: wähle {same}.",
        "carcassonne.follower.supply": "Du hast keinen Gefolgsmann mehr im Vorrat.",
        "carcassonne.follower.no_feature": "Die eben gelegte Karte auf {square} hat kein Gebiet {feature}.",
        "carcassonne.follower.occupied": "Im Gebiet {feature} steht schon ein Gefolgsmann (vielleicht weit entfernt): dort darf keiner eingesetzt werden.",
        "carcassonne.score.not_pending": "Das Gebiet {feature} wartet nicht auf eine Wertung.",
        "carcassonne.score.order": "Zuerst kommen deine eigenen Wertungen; {feature} gehört dem Gegner.",
        "carcassonne.score.double_kind": "Verdoppeln lässt sich nur ein Turm (Mauerplättchen 2) oder ein Haus (Mauerplättchen 3), nicht das Gebiet {feature}.",
        "carcassonne.score.double_majority": "Verdoppeln darfst du nur ein Gebiet, in dem du die Mehrheit hast ({feature}).",
        "carcassonne.score.double_tile": "Du hast kein Mauerplättchen {tile}, das du in diesem Zug einsetzen darfst.",
        "carcassonne.position.not_object": "Ein Spielstand muss ein JSON-Objekt sein, nicht {got}.",
        "carcassonne.position.format": "Unbekanntes Dateiformat {got}: erwartet {want}.",
        "carcassonne.position.version": "Unbekannte Version {got} von {format}: erwartet {want}.",
        "carcassonne.position.game": "Dieser Spielstand gehört zum Spiel {got}, nicht zu {want}.",
        "carcassonne.position.seeded_only": "Bisher lassen sich nur Spielstände laden, die mit einer Zufallszahl beginnen.",
        "carcassonne.position.dataset": "Dieser Spielstand wurde mit der Burg {got} gespielt; laden lässt sich nur die Standardburg {want}.",
        "carcassonne.position.seat_unknown": "{where}: unbekannter Platz {got}; bekannt: {known}.",
        "carcassonne.position.save_action": "Zug {number} des Spielstands lässt sich nicht nachspielen: {reason}",
        "carcassonne.position.action": "Ein fehlerhafter Zug: {detail}.",
    },
}

EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "setup_piece": "Set-up: {count} × {item} – {dst}.",
        "setup": "The castle is set up: {n} tiles in the stack, {towers} wall tiles face down; {player} starts.",
        "draw": "{player} draws a tile ({left} left in the stack).",
        "discard": "{player}'s drawn tile fits nowhere and leaves the game.",
        "place": "{player} places the tile on {square}{turned}.",
        "follower": "{player} puts a {role} on the {kind} of the tile on {square}.",
        "return": "{player}'s follower on {square} returns to the supply.",
        "score": "{player} scores {points} {points|point|points} for the {kind} on {where} ({size} {size|tile|tiles}){doubled}.",
        "no_score": "The {kind} on {where} ({size} {size|tile|tiles}) is complete; nobody has the majority.",
        "marker": "{player}'s marker moves from {old} to {new} (total {total}){wrapped}.",
        "wall_tile": "{player} takes wall tile {number}.",
        "used": "{player} uses wall tile {number}.",
        "extra_turn": "{player} plays wall tile 1 and takes another turn.",
        "keep": "{player}'s keep goes on the house on {where} ({size} {size|tile|tiles}).",
        "clear_wall": "A wall tile is removed from the wall, unseen.",
        "final_keep": "{player} has the largest keep and scores {points} {points|point|points} for the largest empty area.",
        "final_keep_tie": "No player has the larger keep: nobody scores the empty area.",
        "final_court": "{player} scores {points} {points|point|points} for the court on {where} with {markets} {markets|market|markets}.",
        "final_incomplete": "{player} scores {points} {points|point|points} with wall tile {number} for the unfinished {kind} on {where}.",
        "final_bonus": "{player} scores 5 points with wall tile 9.",
        "game_end": "The stack of tiles is used up and the final scoring done: the game is over. {winners}",
        "points": "{player} receives {count} {count|point|points}.",
    },
    "de": {
        "setup_piece": "Aufbau: {count} × {item} – {dst}.",
        "setup": "Die Burg ist aufgebaut: {n} Burgkarten im Stapel, {towers} Mauerplättchen verdeckt; {player} beginnt.",
        "draw": "{player} zieht eine Burgkarte (noch {left} im Stapel).",
        "discard": "{player}s gezogene Burgkarte passt nirgends und scheidet aus dem Spiel aus.",
        "place": "{player} legt die Burgkarte auf {square}{turned}.",
        "follower": "{player} setzt einen {role} auf {kind_acc} der Karte auf {square}.",
        "return": "{player}s Gefolgsmann auf {square} kehrt in den Vorrat zurück.",
        "score": "{player} erhält {points} {points|Punkt|Punkte} für {kind_acc} auf {where} ({size} {size|Karte|Karten}){doubled}.",
        "no_score": "{kind_nom} auf {where} ({size} {size|Karte|Karten}) ist fertig; niemand hat die Mehrheit.",
        "marker": "{player}s Zählstein zieht von {old} auf {new} (insgesamt {total}){wrapped}.",
        "wall_tile": "{player} nimmt das Mauerplättchen {number}.",
        "used": "{player} setzt das Mauerplättchen {number} ein.",
        "extra_turn": "{player} spielt Mauerplättchen 1 und macht einen weiteren Zug.",
        "keep": "{player}s Palas kommt auf das Haus auf {where} ({size} {size|Karte|Karten}).",
        "clear_wall": "Ein Mauerplättchen wird ungesehen von der Mauer genommen.",
        "final_keep": "{player} hat den größten Palas und erhält {points} {points|Punkt|Punkte} für die größte freie Fläche.",
        "final_keep_tie": "Kein Palas ist größer: niemand wertet die freie Fläche.",
        "final_court": "{player} erhält {points} {points|Punkt|Punkte} für den Hof auf {where} mit {markets} {markets|Markt|Märkten}.",
        "final_incomplete": "{player} erhält {points} {points|Punkt|Punkte} mit Mauerplättchen {number} für {kind_acc} auf {where} (unfertig).",
        "final_bonus": "{player} erhält 5 Punkte mit Mauerplättchen 9.",
        "game_end": "Der Stapel ist aufgebraucht und die Schlusswertung gemacht: Das Spiel ist zu Ende. {winners}",
        "points": "{player} erhält {count} {count|Punkt|Punkte}.",
    },
}


def square(row: int, col: int) -> str:
    """A space of the castle as the board's edges name it: its column's letter (A from the left)
    and its row's number (1 at the top), ``"D1"``."""
    return f"{chr(ord('A') + col)}{row + 1}"


def feature_square(label: Any) -> str:
    """The space a feature's label (``"r,c:H1"``, the engine's) names, ``"D1"``; ``""`` if none."""
    cell, _, _ = str(label).partition(":")
    try:
        r, c = (int(x) for x in cell.split(","))
    except ValueError:
        return ""
    return square(r, c)


def name(key: str, lang: str = "en") -> str:
    """A game term in ``lang``."""
    return NAMES.get(lang, NAMES["en"]).get(key, key)


def action_words(action: Any, lang: str = "en") -> str:
    """A move in game words (what the coach says of a move whose effects it cannot show): the
    space as the board's edges name it, the turn as the log says it, the follower by its role."""
    fields = action.to_json()
    kind = str(fields["type"])
    params: dict[str, Any] = {}
    if kind == "place":
        r, c = fields["cell"]
        params["square"] = square(r, c)
        params["turned"] = (
            name(f"turn.{fields['rotation'] % 4}", lang) if fields["rotation"] % 4 else ""
        )
    elif kind == "follower":
        letter = str(fields["feature"])[:1]
        params["role"] = name(f"role.{letter}", lang)
        params["feature"] = name(f"acc.{letter}", lang)
    elif kind in ("score", "score_double"):
        label = str(fields["feature"])
        letter = label.partition(":")[2][:1]
        params["square"] = feature_square(label)
        params["feature"] = name(f"acc.{letter}", lang)
        params["tile"] = 2 if letter == "T" else 3
    template = name(f"act.{kind}", lang)
    return template.format(**params) if template != f"act.{kind}" else kind.replace("_", " ")


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message in ``lang`` with its rule."""
    table = ERRORS.get(lang, ERRORS["en"])
    template = table.get(key) or ERRORS["en"].get(key, key)
    shown = dict(params)
    if isinstance(params.get("row"), int) and isinstance(params.get("col"), int):
        shown["square"] = square(params["row"], params["col"])  # as the board's edges name it
    if key == "carcassonne.turn.wrong_step":
        shown["step"] = name(str(params.get("step", "")), lang)
    return format_message(template, shown, rule, lang)


def render_event(e: Event, players: list[str], lang: str = "en") -> str:
    """One event in plain words; ``players`` are the players' names by seat. Spaces are named as
    the board's edges name them (``square``), never by the engine's ids."""
    table = EVENTS.get(lang, EVENTS["en"])

    def who(seat: Any) -> str:
        return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else ""

    d = [*e.detail, *([None] * 8)]
    item = e.item or ""
    key = e.reason
    params: dict[str, Any] = {"player": who(e.player), "count": e.count}
    params["tile"] = params["number"] = e.card or ""
    if e.kind == "transfer" and item == "wall_tile" and e.dst == "used":
        key = "used"
    if e.kind == "transfer" and item == "points":
        key = "points"
    if key == "setup":
        if e.kind == "transfer":
            what = {"item": name(f"item.{item}", lang), "dst": name(f"item.{e.dst}", lang)}
            return fill(table["setup_piece"], {"count": e.count, **what})
        params.update(n=d[0], towers=d[1])
    elif key == "draw":
        params.update(left=d[0])
    elif key == "place":
        params.update(square=square(d[0], d[1]))
        params["turned"] = name(f"turn.{d[2] % 4}", lang) if d[2] % 4 else ""
    elif key == "follower":
        params.update(square=square(d[0], d[1]), role=name(f"role.{d[3]}", lang))
        params.update(kind=name(str(d[3]), lang), kind_acc=name(f"acc.{d[3]}", lang))
    elif key == "return":
        params.update(square=square(d[0], d[1]))
    elif key == "score":
        params.update(kind=name(str(d[0]), lang), size=d[1], points=d[2])
        params.update(kind_acc=name(f"acc.{d[0]}", lang), where=feature_square(d[3]))
        params["doubled"] = (" (doubled)" if lang == "en" else " (verdoppelt)") if d[4] else ""
    elif key == "no_score":
        params.update(kind=name(str(d[0]), lang), size=d[1], where=feature_square(d[2]))
        params["kind_nom"] = name(f"nom.{d[0]}", lang) if lang == "de" else params["kind"]
    elif key == "marker":
        params.update(old=d[0], new=d[1], total=d[2])
        params["wrapped"] = (", past 99" if lang == "en" else ", über 99 hinaus") if d[3] else ""
    elif key == "keep":
        params.update(where=feature_square(d[0]), size=d[1])
    elif key in ("final_keep", "final_bonus"):
        params.update(points=d[0])
    elif key == "final_court":
        params.update(points=d[0], markets=d[1], where=feature_square(d[3]))
    elif key == "final_incomplete":
        params.update(points=d[0], number=d[1], kind=name(str(d[2]), lang))
        params.update(kind_acc=name(f"acc.{d[2]}", lang), where=feature_square(d[4]))
    elif key == "game_end":
        winners = [who(p) for p in e.detail]
        several = "winners" if len(winners) > 1 else "winner"
        params["winners"] = fill(name(several, lang), {"names": " & ".join(winners)})
    template = table.get(key)
    if template is None:
        return f"{e.kind}: {e.reason}"
    return fill(template, params)


register_errors(ERRORS["en"].keys(), render_error)
