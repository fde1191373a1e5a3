"""The message catalog: every player-facing text in English and German.

The engine hands out keys and parameters; ``render`` turns them into text. Parameters named
``card``, ``building``, ``kind``, ``cart`` and ``step`` are shown by their game names.
"""

from __future__ import annotations

from typing import Any

from burg.data import BUILDING_OF
from burg.events import Event

LANGUAGES = ("en", "de")

NAMES: dict[str, dict[str, str]] = {
    "en": {
        # person cards
        "bote": "Bote (Messenger)",
        "haendler": "Händler (Trader)",
        "maurer": "Maurer (Bricklayer)",
        "steinmetz": "Steinmetz (Stonemason)",
        "arbeiter_a": "Arbeiter A (Worker: 2 wood + 1 silver)",
        "arbeiter_b": "Arbeiter B (Worker: 2 sand + 1 clay)",
        "arbeiter_c": "Arbeiter C (Worker: 1 stone + 2 of choice)",
        "baumeister": "Baumeister (Master Builder)",
        # pieces and places
        "sand": "sand",
        "wood": "wood",
        "clay": "clay",
        "stone": "stone",
        "silver": "silver",
        "taler": "taler",
        "vp": "VP",
        "helper": "helper",
        "rider": "rider",
        "supply": "personal supply",
        # buildings
        "markt": "Markt (Market)",
        "schmiede": "Schmiede (Forge)",
        "bergfried": "Bergfried (Keep)",
        "taverne": "Taverne (Tavern)",
        "grosses_tor": "Großes Tor (Big Gate)",
        "kleines_tor": "Kleines Tor (Small Gate)",
        "stall": "Stall (Stable)",
        "gesindehaus": "Gesindehaus (Servants' House)",
        "palas": "Palas (Palace)",
        "turm": "Turm (Tower)",
        "haus": "Haus (House)",
        "brunnen": "Brunnen (Well)",
        # decisions
        "choose_cards": "choose person cards",
        "worker_pieces": "choose the Arbeiter's pieces",
        "trader": "place a trader helper",
        "tower": "take pieces from the defence tower",
        "buy": "buy from workers",
        "build": "build",
        "payment": "pay for the building",
        "helpers": "place helpers",
        "palas": "convert pieces at the Palas",
    },
    "de": {
        "bote": "Bote",
        "haendler": "Händler",
        "maurer": "Maurer",
        "steinmetz": "Steinmetz",
        "arbeiter_a": "Arbeiter A (2 Holz + 1 Silber)",
        "arbeiter_b": "Arbeiter B (2 Sand + 1 Lehm)",
        "arbeiter_c": "Arbeiter C (1 Stein + 2 nach Wahl)",
        "baumeister": "Baumeister",
        "sand": "Sand",
        "wood": "Holz",
        "clay": "Lehm",
        "stone": "Stein",
        "silver": "Silber",
        "taler": "Taler",
        "vp": "SP",
        "helper": "Gehilfe",
        "rider": "Reiter",
        "supply": "persönlicher Vorrat",
        "markt": "Markt",
        "schmiede": "Schmiede",
        "bergfried": "Bergfried",
        "taverne": "Taverne",
        "grosses_tor": "Großes Tor",
        "kleines_tor": "Kleines Tor",
        "stall": "Stall",
        "gesindehaus": "Gesindehaus",
        "palas": "Palas",
        "turm": "Turm",
        "haus": "Haus",
        "brunnen": "Brunnen",
        "choose_cards": "Personenkarten wählen",
        "worker_pieces": "Rohstoffe des Arbeiters wählen",
        "trader": "Händlergehilfen einsetzen",
        "tower": "Rohstoffe vom Wehrturm nehmen",
        "buy": "bei Arbeitern kaufen",
        "build": "bauen",
        "payment": "Bauwerk bezahlen",
        "helpers": "Gehilfen einsetzen",
        "palas": "Rohstoffe im Palas umwandeln",
    },
}

ERRORS: dict[str, dict[str, str]] = {
    "en": {
        "action.malformed": "This is not a valid action ({detail}).",
        "action.no_such_player": "There is no player {player} in this game.",
        "action.not_legal": "This action is not allowed now.",
        "setup.players": "A game has 2, 3 or 4 players, not {players}.",
        "setup.names": "Give exactly one name per player ({players}).",
        "undo.nothing": "There is nothing to undo ({steps}).",
        "redo.nothing": "There is nothing to redo ({steps}).",
        "turn.game_over": "The game is over.",
        "turn.not_yours": "It is not player {player}'s decision now (waiting for {waiting}: {step}).",
        "turn.wrong_step": "Now is the time to {step}, not for '{action}'.",
        "cards.count": "Choose exactly {need} card(s), not {got}.",
        "cards.unknown": "There is no person card '{card}'.",
        "cards.twice": "Each card can be chosen only once ({card}).",
        "cards.not_in_hand": "{card} is not in your hand: it lies in your discard row until you play the Baumeister.",
        "cards.baumeister_full_hand": "You may not play the Baumeister while you hold all your person cards.",
        "cards.order": "This choice of cards is not allowed.",
        "worker.kind": "Arbeiter C takes its 2 free pieces from sand, wood and clay, not {kind}.",
        "worker.supply": "The carts do not hold these pieces ({kinds}).",
        "trader.unknown_cart": "There is no cart '{cart}'.",
        "trader.no_helper": "You have no helper in your personal supply.",
        "trader.rider_needs_all_carts": "The rider may get a helper only when all 4 carts have one.",
        "trader.displace_needs_all_carts": "You may displace a helper only when all 4 carts are occupied; the {cart} cart is taken.",
        "trader.own_helper": "The helper at the {cart} cart is your own: you never displace your own helper.",
        "trader.placed_this_round": "The helper at the {cart} cart was placed this round and cannot be displaced.",
        "tower.kind": "The defence tower holds no kind '{kind}'.",
        "buy.no_taler": "Buying a piece costs 1 taler, and you have none.",
        "buy.own_worker": "The Steinmetz never buys from his owner's own Arbeiter.",
        "buy.no_worker": "Player {seller} did not play {card} this round.",
        "buy.once_per_worker": "You already bought from player {seller}'s Arbeiter: 1 piece per worker-player.",
        "buy.not_on_card": "There is no {kind} on that Arbeiter card.",
        "buy.last_piece": "The worker may refuse to sell his last piece.",
        "build.unknown": "There is no building template '{building}'.",
        "build.already_built": "{building} is built already.",
        "build.two_per_card": "A card builds at most 2 buildings.",
        "build.take_next": "Build the next template of this kind ({next}).",
        "build.cannot_pay": "You cannot pay exactly {value} points for {building} with at least 3 kinds.",
        "pay.wrong_building": "You are paying for {chosen}, not {building}.",
        "pay.malformed": "A payment names 4 counts (sand, wood, clay, stone) and how many came from silver.",
        "pay.not_exact": "Pay exactly {value} points, not {paid}: overpaying is not allowed.",
        "pay.kinds": "Pay with at least {min} different kinds, not {kinds}.",
        "pay.no_silver": "That needs {need} silver, you have {have}.",
        "pay.carts_lack": "Silver buys only what the carts hold: {have} {kind}, not {need}.",
        "pay.not_enough": "You have {have} {kind}, not {need}.",
        "helper.card": "Only the Maurer or the Steinmetz place helpers, not the {card}.",
        "helper.no_building": "You may place helpers only after building at least 1 building this round.",
        "helper.two_per_card": "A card places at most 2 helpers.",
        "helper.no_slots": "{building} has no helper slots.",
        "helper.not_built": "{building} is not built yet.",
        "helper.no_such_slot": "{building} has no slot {slot}.",
        "helper.slot_taken": "That slot of {building} is taken.",
        "helper.same_building": "Two helpers placed in one round must go to different buildings ({building}).",
        "helper.fee": "The helper fee is {fee} talers; you have {talers}.",
        "helper.no_helper": "You have no helper in your personal supply.",
        "helper.not_your_cart": "You have no merchant helper at the {cart} cart.",
        "helper.source": "A helper comes from your supply or from one of your carts, not '{source}'.",
        "palas.limit": "You have converted as many pieces as your Palas helpers allow.",
        "palas.no_piece": "You have no {kind} to convert.",
        "palas.carts_lack": "The carts hold no {kind} to take for your silver.",
    },
    "de": {
        "action.malformed": "Das ist keine gültige Aktion ({detail}).",
        "action.no_such_player": "Es gibt keinen Spieler {player} in dieser Partie.",
        "action.not_legal": "Diese Aktion ist jetzt nicht erlaubt.",
        "setup.players": "Es spielen 2, 3 oder 4 Personen, nicht {players}.",
        "setup.names": "Gib genau einen Namen pro Spieler an ({players}).",
        "undo.nothing": "Es gibt nichts zurückzunehmen ({steps}).",
        "redo.nothing": "Es gibt nichts zu wiederholen ({steps}).",
        "turn.game_over": "Das Spiel ist zu Ende.",
        "turn.not_yours": "Spieler {player} ist jetzt nicht am Zug (es warten {waiting}: {step}).",
        "turn.wrong_step": "Jetzt heißt es: {step} – nicht '{action}'.",
        "cards.count": "Wähle genau {need} Karte(n), nicht {got}.",
        "cards.unknown": "Es gibt keine Personenkarte '{card}'.",
        "cards.twice": "Jede Karte kann nur einmal gewählt werden ({card}).",
        "cards.not_in_hand": "{card} ist nicht auf deiner Hand: sie liegt im Ablagestapel, bis du den Baumeister spielst.",
        "cards.baumeister_full_hand": "Hast du alle Personenkarten auf der Hand, darfst du den Baumeister nicht spielen.",
        "cards.order": "Diese Kartenwahl ist nicht erlaubt.",
        "worker.kind": "Arbeiter C erhält 2 beliebige Teile aus Sand, Holz und Lehm, nicht {kind}.",
        "worker.supply": "Die Fuhrwerke haben diese Teile nicht ({kinds}).",
        "trader.unknown_cart": "Es gibt kein Fuhrwerk '{cart}'.",
        "trader.no_helper": "Du hast keinen Gehilfen im persönlichen Vorrat.",
        "trader.rider_needs_all_carts": "Erst wenn jedes Fuhrwerk einen Gehilfen hat, darf auch der Reiter einen erhalten.",
        "trader.displace_needs_all_carts": "Verdrängen darfst du nur, wenn alle Fuhrwerke besetzt sind; das Fuhrwerk {cart} ist besetzt.",
        "trader.own_helper": "Der Gehilfe beim Fuhrwerk {cart} ist dein eigener: eigene Gehilfen verdrängst du nicht.",
        "trader.placed_this_round": "Der Gehilfe beim Fuhrwerk {cart} wurde in dieser Runde eingesetzt und darf nicht verdrängt werden.",
        "tower.kind": "Auf dem Wehrturm gibt es keine Sorte '{kind}'.",
        "buy.no_taler": "Ein Teil kostet 1 Taler, und du hast keinen.",
        "buy.own_worker": "Mit dem Steinmetz dem eigenen Arbeiter etwas abzukaufen ist nicht gestattet.",
        "buy.no_worker": "Spieler {seller} hat {card} in dieser Runde nicht gespielt.",
        "buy.once_per_worker": "Du hast schon beim Arbeiter von Spieler {seller} gekauft: 1 Teil pro Spieler.",
        "buy.not_on_card": "Auf dieser Arbeiterkarte liegt kein {kind}.",
        "buy.last_piece": "Sein letztes Teil darf der Arbeiter verweigern.",
        "build.unknown": "Es gibt keine Bauwerksvorlage '{building}'.",
        "build.already_built": "{building} ist schon errichtet.",
        "build.two_per_card": "Mit einer Karte errichtest du höchstens 2 Bauwerke.",
        "build.take_next": "Baue die nächste Vorlage dieser Art ({next}).",
        "build.cannot_pay": "Du kannst für {building} nicht genau {value} Baupunkte aus mindestens 3 Sorten zahlen.",
        "pay.wrong_building": "Du bezahlst {chosen}, nicht {building}.",
        "pay.malformed": "Eine Zahlung nennt 4 Anzahlen (Sand, Holz, Lehm, Stein) und wie viele davon aus Silber kamen.",
        "pay.not_exact": "Zahle genau {value} Baupunkte, nicht {paid}: Überzahlen ist nicht gestattet.",
        "pay.kinds": "Zahle mit mindestens {min} verschiedenen Sorten, nicht {kinds}.",
        "pay.no_silver": "Dafür brauchst du {need} Silber, du hast {have}.",
        "pay.carts_lack": "Für Silber gibt es nur, was die Fuhrwerke haben: {have} {kind}, nicht {need}.",
        "pay.not_enough": "Du hast {have} {kind}, nicht {need}.",
        "helper.card": "Nur Maurer und Steinmetz setzen Gehilfen ein, nicht der {card}.",
        "helper.no_building": "Gehilfen einsetzen darfst du nur, wenn du in dieser Runde mindestens 1 Bauwerk errichtet hast.",
        "helper.two_per_card": "Mit einer Karte setzt du höchstens 2 Gehilfen ein.",
        "helper.no_slots": "{building} hat keine Gehilfenplätze.",
        "helper.not_built": "{building} ist noch nicht errichtet.",
        "helper.no_such_slot": "{building} hat keinen Platz {slot}.",
        "helper.slot_taken": "Dieser Platz in {building} ist besetzt.",
        "helper.same_building": "Zwei Gehilfen einer Runde musst du auf verschiedene Bauwerke verteilen ({building}).",
        "helper.fee": "Das Lehrgeld beträgt {fee} Taler; du hast {talers}.",
        "helper.no_helper": "Du hast keinen Gehilfen im persönlichen Vorrat.",
        "helper.not_your_cart": "Du hast keinen Händlergehilfen beim Fuhrwerk {cart}.",
        "helper.source": "Ein Gehilfe kommt aus deinem Vorrat oder von deinem Fuhrwerk, nicht '{source}'.",
        "palas.limit": "Du hast so viele Teile umgewandelt, wie deine Gehilfen im Palas erlauben.",
        "palas.no_piece": "Du hast kein {kind} zum Umwandeln.",
        "palas.carts_lack": "Die Fuhrwerke haben kein {kind} für dein Silber.",
    },
}

RULE_LABEL = {"en": "rule", "de": "Regel"}

EVENTS: dict[str, dict[str, str]] = {
    "en": {
        "setup": "Set-up: {count} {item} to {dst}.",
        "round_start": "Round {d0} of {d1} begins; {player} is start player.",
        "round_taler": "{player} takes the taler from the round field.",
        "chose": "{player} chooses a card face down.",
        "reveal": "All reveal their cards.",
        "stock_worker": "{count} {item} from the carts onto {player}'s {card}.",
        "supply_short": "The carts are short: {d1} of {d2} {d0}.",
        "bote": "{player}'s Bote takes {count} talers from the bank.",
        "bank_short": "The bank is short: {d1} instead of {d0} talers.",
        "place_trader": "{player} places a trader helper at the {dst_name}.",
        "displaced": "A helper is displaced from the {src_name} back to its owner.",
        "no_trader_place": "{player}'s Händler finds no place for a helper.",
        "done_trader": "{player}'s Händler places no helper.",
        "tower_tribute": "{player} puts 1 {item} on the defence tower.",
        "delivery": "The {d0} delivers {count} {item} to {player}.",
        "maurer_tower": "{player}'s Maurer takes {count} {item} from the defence tower.",
        "tower_empty_kind": "{player}'s Maurer chooses {d0}: the defence tower holds none.",
        "tower_empty": "The defence tower is empty.",
        "buy_piece": "{player}'s Steinmetz buys {detail_or_item} ({count}).",
        "done_buy": "{player} buys nothing more.",
        "worker_take": "{player} takes {count} {item} from {card}.",
        "forge_exchange": "{player} exchanges at the forge: {count} {item} ({src_name} → {dst_name}).",
        "build_payment": "{player} pays {count} {item} for {d0}.",
        "built": "{player} builds {d0} with the {card}.",
        "cannot_build": "{player} cannot build anything with the {card}.",
        "done_build": "{player} builds nothing more.",
        "maurer_wage": "{player}'s Maurer earns {count} talers for the pieces used.",
        "build_vp": "{player} scores {count} VP for {d0} (Steinmetz).",
        "build_vp_half": "{player} scores {count} VP for {d0} (Arbeiter: half).",
        "helper_fee": "{player} pays {count} talers helper fee for {d0}.",
        "place_helper": "{player} places a helper in {dst_name}.",
        "done_helpers": "{player} places no more helpers.",
        "baumeister_return": "{player} takes {item} back into hand.",
        "baumeister_vp": "{player}'s Baumeister scores {count} VP for {d0} building(s) by others.",
        "baumeister_nothing": "{player}'s Baumeister scores nothing this round.",
        "round_end": "Round {d0} ends.",
        "game_end": "The game ends: final scoring.",
        "final_remove": "{player}'s merchant helper leaves the {src_name}.",
        "markt_convert": "{player} converts {count} talers at the Markt.",
        "palas_convert": "{player} converts 1 {item} at the Palas.",
        "done_palas": "{player} converts nothing more.",
        "score": "{player} scores {count} VP for a helper in {building}.",
        "game_over": "The game is over.",
        "transfer": "{count} {item}: {src_name} → {dst_name}.",
    },
    "de": {
        "setup": "Spielvorbereitung: {count} {item} an {dst}.",
        "round_start": "Runde {d0} von {d1} beginnt; {player} ist Startspieler.",
        "round_taler": "{player} nimmt den Taler vom Rundenfeld.",
        "chose": "{player} legt eine Karte verdeckt ab.",
        "reveal": "Alle decken ihre Karten auf.",
        "stock_worker": "{count} {item} von den Fuhrwerken auf {card} von {player}.",
        "supply_short": "Die Fuhrwerke sind knapp: {d1} von {d2} {d0}.",
        "bote": "Der Bote von {player} nimmt {count} Taler aus der Bank.",
        "bank_short": "Die Bank ist knapp: {d1} statt {d0} Taler.",
        "place_trader": "{player} setzt einen Händlergehilfen an: {dst_name}.",
        "displaced": "Ein Gehilfe wird verdrängt ({src_name}) und geht an seinen Besitzer zurück.",
        "no_trader_place": "Der Händler von {player} findet keinen Platz.",
        "done_trader": "Der Händler von {player} setzt keinen Gehilfen ein.",
        "tower_tribute": "{player} legt 1 {item} auf den Wehrturm.",
        "delivery": "{d0} liefert {count} {item} an {player}.",
        "maurer_tower": "Der Maurer von {player} nimmt {count} {item} vom Wehrturm.",
        "tower_empty_kind": "Der Maurer von {player} wählt {d0}: davon liegt nichts auf dem Wehrturm.",
        "tower_empty": "Der Wehrturm ist leer.",
        "buy_piece": "Der Steinmetz von {player} kauft {detail_or_item} ({count}).",
        "done_buy": "{player} kauft nichts mehr.",
        "worker_take": "{player} nimmt {count} {item} von {card}.",
        "forge_exchange": "{player} tauscht in der Schmiede: {count} {item} ({src_name} → {dst_name}).",
        "build_payment": "{player} zahlt {count} {item} für {d0}.",
        "built": "{player} errichtet {d0} mit dem {card}.",
        "cannot_build": "{player} kann mit dem {card} nichts errichten.",
        "done_build": "{player} baut nichts mehr.",
        "maurer_wage": "Der Maurer von {player} erhält {count} Taler für die verbauten Teile.",
        "build_vp": "{player} erhält {count} SP für {d0} (Steinmetz).",
        "build_vp_half": "{player} erhält {count} SP für {d0} (Arbeiter: die Hälfte).",
        "helper_fee": "{player} zahlt {count} Taler Lehrgeld für {d0}.",
        "place_helper": "{player} setzt einen Gehilfen ein: {dst_name}.",
        "done_helpers": "{player} setzt keine weiteren Gehilfen ein.",
        "baumeister_return": "{player} nimmt {item} wieder auf die Hand.",
        "baumeister_vp": "Der Baumeister von {player} erhält {count} SP für {d0} Bauwerk(e) der Mitspieler.",
        "baumeister_nothing": "Der Baumeister von {player} bringt diese Runde nichts.",
        "round_end": "Runde {d0} endet.",
        "game_end": "Das Spiel endet: Schlusswertung.",
        "final_remove": "Der Händlergehilfe von {player} verlässt {src_name}.",
        "markt_convert": "{player} wandelt im Markt {count} Taler um.",
        "palas_convert": "{player} wandelt im Palas 1 {item} um.",
        "done_palas": "{player} wandelt nichts mehr um.",
        "score": "{player} erhält {count} SP für einen Gehilfen in {building}.",
        "game_over": "Das Spiel ist zu Ende.",
        "transfer": "{count} {item}: {src_name} → {dst_name}.",
    },
}

PLACES: dict[str, dict[str, str]] = {
    "en": {
        "bank": "the bank",
        "carts": "the carts",
        "tower": "the defence tower",
        "forge": "the forge",
        "out": "out of the game",
        "score": "the VP track",
        "fields": "the round fields",
        "box": "the box",
    },
    "de": {
        "bank": "die Bank",
        "carts": "die Fuhrwerke",
        "tower": "der Wehrturm",
        "forge": "die Schmiede",
        "out": "aus dem Spiel",
        "score": "die Siegpunktleiste",
        "fields": "die Rundenfelder",
        "box": "die Schachtel",
    },
}


def name(key: str, lang: str = "en") -> str:
    """The game name of a card, building (``turm_3`` too), kind or decision."""
    names = NAMES.get(lang, NAMES["en"])
    if key in names:
        return names[key]
    base = BUILDING_OF.get(key)
    if base is not None:
        return names[base] + (f" {key.rsplit('_', 1)[1]}" if base != key else "")
    return key


def _show(key: str, value: Any, lang: str) -> Any:
    if key in ("card", "building", "kind", "cart", "step", "next", "chosen") and isinstance(value, str):
        return name(value, lang)
    if isinstance(value, list):
        return ", ".join(str(_show(key, v, lang)) for v in value)
    return value


def render_error(key: str, rule: str, params: dict[str, Any], lang: str = "en") -> str:
    """An error message with its rulebook section."""
    table = ERRORS.get(lang, ERRORS["en"])
    template = table.get(key) or ERRORS["en"].get(key, key)
    shown = {k: _show(k, v, lang) for k, v in params.items()}
    try:
        text = template.format(**shown)
    except (KeyError, IndexError, ValueError):
        text = template
    if rule:
        text += f" [{RULE_LABEL.get(lang, 'rule')}: {rule}]"
    return text


def place_name(loc: str | None, players: list[str], lang: str = "en") -> str:
    """A location of the event log in words."""
    if loc is None:
        return ""
    places = PLACES.get(lang, PLACES["en"])
    if loc in places:
        return places[loc]
    if loc.startswith("p") and loc[1:].split(".")[0].isdigit():
        seat = int(loc[1:].split(".")[0])
        return players[seat] if seat < len(players) else loc
    if loc.startswith("cart:"):
        cart = loc[5:]
        if cart == "rider":
            return name("rider", lang)
        return ("the " if lang == "en" else "") + name(cart, lang) + (" cart" if lang == "en" else "-Fuhrwerk")
    if loc.startswith("slot:"):
        _, b, i = loc.split(":")
        return f"{name(b, lang)} ({int(i) + 1})"
    if loc.startswith("worker:"):
        _, seat, card = loc.split(":")
        return name(card, lang)
    return loc


def render_event(e: Event, players: list[str], lang: str = "en") -> str:
    """One event in plain words; ``players`` are the players' names by seat."""
    table = EVENTS.get(lang, EVENTS["en"])
    key = e.reason
    if key.startswith("score_"):
        template = table["score"]
    else:
        template = table.get(key) or table["transfer"]
    item = e.item or ""
    if item.startswith("card:"):
        item = name(item[5:], lang)
    else:
        item = name(item, lang)
    d = list(e.detail) + [""] * 3
    params = {
        "player": players[e.player] if e.player is not None and e.player < len(players) else "",
        "card": name(e.card, lang) if e.card else "",
        "item": item,
        "count": e.count,
        "src": e.src,
        "dst": e.dst,
        "src_name": place_name(e.src, players, lang),
        "dst_name": place_name(e.dst, players, lang),
        "building": name(key[6:], lang) if key.startswith("score_") else "",
        "d0": _show("building", d[0], lang) if isinstance(d[0], str) else d[0],
        "d1": d[1],
        "d2": d[2],
        "detail_or_item": name(str(d[0]), lang) if e.kind == "transfer" and d[0] else item,
    }
    if key == "delivery" and isinstance(e.detail[0], str):
        params["d0"] = place_name(f"cart:{e.detail[0]}", players, lang)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
