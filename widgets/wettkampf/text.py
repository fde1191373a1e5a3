"""Texts of Der Wettkampf der Burgbaumeister's pages in English and German.

``t(key, lang, **params)`` formats one text; the words of the game itself (figures, ends,
decisions) come from ``burg.wettkampf.messages``. German as the German rulebook says it:
Materiallager, Mauer, Startturm, Kanone, Zauberer, Turm, Rabe.
"""

from __future__ import annotations

from typing import Any

from widgets.core.text import PAGE, lookup

UI: dict[str, dict[str, str]] = {
    "en": {
        **PAGE["en"],
        "hidden_store": "Each face-down card of the Materiallager shows its value in its "
        "corner (in red).",
        "title": "Der Wettkampf der Burgbaumeister",
        "seat_plays": "Seat {n}: who plays",
        "variant": "Game",
        "basic": "Basic game",
        "expert": "Expert variant",
        "seed": "Seed",
        "seed_hint": "empty: a new deal",
        "seed_bad": "The seed must be a whole number (or empty).",
        "bot_pause": "Bot pause (seconds)",
        "undo_tip": "Take back your last move",
        "nothing_undo": "Nothing to take back (a card another player has seen stays turned up)",
        "redo_tip": "Play the move taken back again",
        "nothing_redo": "Nothing to play again",
        "download_position": "Download the position",
        "load": "Load game",
        "download_game": "Download the game ({n} {n|move|moves})",
        "store": "Materiallager",
        "store_hint": (
            "{n} {n|card|cards} left; face-down cards show their slot number (as in the log)."
        ),
        "store_hint_over": "The game is over: the {n} {n|card|cards} left lie face up.",
        "card_down": "face-down card, slot #{slot}",
        "card_up": "card {number}, face up{figures}",
        "turn": "Turn {turn}",
        "to_flip": "{player}: turn over a card in the Materiallager.",
        "to_decide": "{player} turned over the {number}{figures}.",
        "to_cannon": "{player}'s cannon {number}: fire at an opponent's card, or hold fire.",
        "whose_turn": "It is {player}'s turn.",
        "click_card": "Click a face-down card to turn it over.",
        "lay": "Add the {number} to my wall",
        "return": "Turn it back",
        "wizard": "Wizard: insert the {number} at position {position}",
        "fire": "Fire at {player}'s {number}",
        "hold_fire": "Hold fire",
        "fire_hint": "Open cards of your opponents lie in reach; the protected ones are marked.",
        "walls": "Walls",
        "wall_of": "{player}'s wall",
        "cards_in_wall": "{n} {n|card|cards}, last card {last}",
        "points": "{n} {n|point|points}",
        "protected": "protected by a tower",
        "protected_note": (
            "Protected: the cards from the start tower up to position {position} "
            "(its last tower) are safe from cannons."
        ),
        "wizard_unused": "Wizard ready (not used yet)",
        "wizard_used": "Wizard used",
        "active_tag": "to play",
        "target_tag": "cannon target",
        "game_over": "The game is over.",
        "ended": "The game ended: {why}.",
        "winner": "Winner: {names}.",
        "winners": "Winners (tie): {names}.",
        "wall_chart": "Wall length after each turn",
        "points_chart": "Points by source",
        "axis_turn": "Turn",
        "axis_cards": "Cards in the wall",
        "axis_points": "Points",
        "src_cards": "cards",
        "src_king": "King",
        "src_queen": "Queen",
        "src_knights": "knights",
        "src_ladies": "ladies",
        "src_pairs": "pairs",
        "src_ravens": "ravens",
        "start_tower": "start tower",
        "family": "← All castle games",
        "play_link": "Play a game",
    },
    "de": {
        **PAGE["de"],
        "hidden_store": "Jede verdeckte Karte des Materiallagers zeigt ihren Wert in ihrer "
        "Ecke (in Rot).",
        "title": "Der Wettkampf der Burgbaumeister",
        "seat_plays": "Spieler {n}: Wer spielt",
        "variant": "Spiel",
        "basic": "Grundspiel",
        "expert": "Spielvariante für erfahrene Burgbaumeister",
        "seed": "Startzahl",
        "seed_hint": "leer: neu mischen",
        "seed_bad": "Die Startzahl muss eine ganze Zahl sein (oder leer).",
        "bot_pause": "Pause der Bots (Sekunden)",
        "undo_tip": "Deinen letzten Zug zurücknehmen",
        "nothing_undo": (
            "Nichts zurückzunehmen (eine Karte, die ein anderer gesehen hat, bleibt aufgedeckt)"
        ),
        "redo_tip": "Den zurückgenommenen Zug wiederholen",
        "nothing_redo": "Nichts zu wiederholen",
        "download_position": "Die Stellung herunterladen",
        "load": "Spiel laden",
        "download_game": "Spiel herunterladen ({n} {n|Zug|Züge})",
        "store": "Materiallager",
        "store_hint": (
            "Noch {n} {n|Karte|Karten}; verdeckte Karten zeigen ihren Platz (wie im Protokoll)."
        ),
        "store_hint_over": "Das Spiel ist aus: Die {n} übrigen {n|Karte|Karten} liegen offen.",
        "card_down": "verdeckte Karte, Platz #{slot}",
        "card_up": "Karte {number}, aufgedeckt{figures}",
        "turn": "Zug {turn}",
        "to_flip": "{player}: Decke eine Karte im Materiallager auf.",
        "to_decide": "{player} hat die {number} aufgedeckt{figures}.",
        "to_cannon": (
            "Kanone {number} von {player}: auf eine Karte eines Gegners feuern oder nicht."
        ),
        "whose_turn": "{player} ist am Zug.",
        "click_card": "Klicke auf eine verdeckte Karte, um sie aufzudecken.",
        "lay": "Die {number} an meine Mauer anlegen",
        "return": "Wieder umdrehen",
        "wizard": "Zauberer: die {number} an Stelle {position} einfügen",
        "fire": "Auf die {number} von {player} feuern",
        "hold_fire": "Nicht feuern",
        "fire_hint": "Offene Karten der Gegner in Reichweite; geschützte sind markiert.",
        "walls": "Mauern",
        "wall_of": "Mauer von {player}",
        "cards_in_wall": "{n} {n|Karte|Karten}, letzte Karte {last}",
        "points": "{n} {n|Punkt|Punkte}",
        "protected": "durch einen Turm geschützt",
        "protected_note": (
            "Geschützt: die Karten vom Startturm bis zur Stelle {position} (ihrem letzten Turm) "
            "sind vor Kanonen sicher."
        ),
        "wizard_unused": "Zauberer bereit (noch nicht benutzt)",
        "wizard_used": "Zauberer benutzt",
        "active_tag": "am Zug",
        "target_tag": "Ziel der Kanone",
        "game_over": "Das Spiel ist aus.",
        "ended": "Das Spiel endete: {why}.",
        "winner": "Gewonnen hat: {names}.",
        "winners": "Gewonnen haben (Gleichstand): {names}.",
        "wall_chart": "Länge der Mauer nach jedem Zug",
        "points_chart": "Punkte nach Herkunft",
        "axis_turn": "Zug",
        "axis_cards": "Karten in der Mauer",
        "axis_points": "Punkte",
        "src_cards": "Karten",
        "src_king": "König",
        "src_queen": "Königin",
        "src_knights": "Ritter",
        "src_ladies": "Burgfräulein",
        "src_pairs": "Paare",
        "src_ravens": "Raben",
        "start_tower": "Startturm",
        "family": "← Alle Burgspiele",
        "play_link": "Eine Partie spielen",
    },
}


def t(key: str, lang: str = "en", **params: Any) -> str:
    """The text ``key`` in ``lang`` (``widgets.core.text.lookup`` in ``UI``)."""
    return lookup(UI, key, lang, **params)
