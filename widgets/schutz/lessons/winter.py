"""Lesson 16: Die Burg im Winter — the winter draw and the six winter cards, one part each (the
Dorfschänke two), and a Baumeister whose discard row the Pest empties. Texts and positions:
``content/16_winter/``; every checker asks the engine."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from burg.schutz import messages
from burg.schutz.actions import (
    ChooseBuilding,
    Done,
    LoseCard,
    Pay,
    PayTalers,
    PlaceHelper,
    RecallInnkeeper,
    ReturnStone,
    TakeFromTower,
)
from burg.schutz.data import (
    GRANARY_VP,
    INNKEEPER_FEE,
    LADY_VP,
    WALL_VP_PER_STONE,
    WINTER_CARDS,
    winter_draw_rounds,
)
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, Part, game_at, why_illegal

C = LessonContent("16_winter")
#: The lesson's own exercise cites the winter draw (Die Burg im Winter — markierte Rundenfelder).
RULE = C.text("en", "exercise", "cite")

#: The exercises' positions (content/16_winter/<card>-exercise.position.json).
INN_QUIZ = C.position("dorfschaenke-exercise")  # round 9: Anna places the first innkeeper
RECALL_QUIZ = C.position("wirt-exercise")  # Anna's innkeeper; her Maurer cannot build
GRANARY_QUIZ = C.position("kornspeicher-exercise")  # the last round: 2 of Anna, 1 of Ben
PEST_QUIZ = C.position("pest-exercise")  # the Pest drawn, Ben (2 talers, 3 cards) answers
WALL_QUIZ = C.position("mauerbruch-exercise")  # the Mauerbruch drawn, Ben: 1 stone, 2 silver
LADY_QUIZ = C.position("burgfraeulein-exercise")  # Anna, Ben and Carl still woo
SNOW_QUIZ = C.position("schneeverwehung-exercise")  # the Schneeverwehung drawn, Ben answers
#: The Pest drawn; Ben (Baumeister chosen, only the Händler in his discard row) answers.
BAUMEISTER_QUIZ = C.position("baumeister-exercise")

#: The rounds of a 12-round game (2 or 4 players) that draw a winter card, counted as played
#: (the first round is round 1); round r takes the taler of round field 13 − r.
DRAW_ROUNDS = winter_draw_rounds(12)


def _cite(lang: str, key: str) -> str:
    return C.part_text(lang, key)["exercise"]["cite"]


def _options(lang: str, key: str) -> tuple[tuple[str, Any], ...]:
    """A part's exercise options: (label in ``lang``, value from lesson.json)."""
    return tuple(C.part_options(lang, key))


def _listing(lang: str, items: list[Any]) -> str:
    """``2, 4, 7 and 9`` in ``lang``."""
    words = [str(x) for x in items]
    if len(words) < 2:
        return "".join(words)
    return C.msg(lang, "list_and", first=", ".join(words[:-1]), last=words[-1])


# --- the draw ------------------------------------------------------------------------------------
def check(answer: Any, lang: str = "en") -> Feedback:
    """In which rounds of a 12-round game is a winter card drawn? Compared with the engine's table
    of marked round fields (Die Burg im Winter, markierte Rundenfelder: "In jeder Runde, deren
    Rundenfeld auf dem Spielplan markiert ist, kommt nun eine Winterkarte ins Spiel";
    data.WINTER_MARKED_FIELDS; the fields count down: round r of 12 takes field 13 − r)."""
    want = set(DRAW_ROUNDS)
    chosen = set(answer or ())
    rounds = _listing(lang, sorted(want))
    fields = _listing(lang, [13 - r for r in DRAW_ROUNDS])
    cite = C.text(lang, "exercise", "cite")
    if chosen == want:
        return Feedback(True, C.msg(lang, "draw_right", rounds=rounds, fields=fields), cite)
    lines = []
    if chosen - want:
        lines.append(C.msg(lang, "draw_extra"))
    if want - chosen:
        lines.append(C.msg(lang, "draw_missing"))
    lines.append(C.msg(lang, "draw_count_down"))
    return Feedback(
        False, " ".join(lines), cite, C.msg(lang, "draw_answer", rounds=rounds, fields=fields)
    )


# --- Dorfschänke ----------------------------------------------------------------------------------
def inn_talers_after(pos: dict[str, Any]) -> int:
    """Anna's talers after placing her helper as the innkeeper, according to the engine."""
    g = game_at(pos)
    g.apply(PlaceHelper(0, "dorfschaenke", 0, "supply"))
    return g.view(0)["players"][0]["talers"]


def check_inn(answer: Any, lang: str = "en") -> Feedback:
    """How many talers has Anna after placing the innkeeper? The engine places him
    (Die Burg im Winter — Dorfschänke: "für 3 Taler einen Gehilfen als Wirt einsetzen … kommt
    der Taler auf die Karte und gehört demjenigen, der als nächster seinen Gehilfen auf der Karte
    einsetzt")."""
    want = inn_talers_after(INN_QUIZ)
    values = {
        "before": INN_QUIZ["players"][0]["talers"],
        "fee": INNKEEPER_FEE,
        "tolls": INN_QUIZ["winter"]["inn_talers"],
        "after": want,
    }
    cite = _cite(lang, "dorfschaenke")
    if answer == want:
        return Feedback(True, C.msg(lang, "inn_right", **values), cite)
    if answer == values["before"] - values["fee"]:
        msg = C.msg(lang, "inn_wrong_tolls")  # paid the fee, forgot the talers on the card
    elif answer == values["before"] + values["tolls"]:
        msg = C.msg(lang, "inn_wrong_fee")  # took the talers, forgot the fee
    else:
        msg = C.msg(lang, "inn_wrong")
    return Feedback(False, msg, cite, C.msg(lang, "inn_answer", **values))


def may_recall(pos: dict[str, Any], seat: int) -> bool:
    """Whether ``seat``'s Maurer, about to take from the tower, is ever offered to take the
    innkeeper back this round, whichever kind it takes (the engine plays each, building
    whatever it can before it passes)."""
    for kind in ("sand", "wood", "clay", "stone", "silver"):
        g = game_at(pos)
        g.apply(TakeFromTower(seat, kind))
        while g.pending.players == (seat,) and g.pending.card == "maurer":
            legal = g.legal_actions(seat)
            if RecallInnkeeper(seat) in legal:
                return True
            build = [a for a in legal if isinstance(a, (ChooseBuilding, Pay))]
            g.apply(build[0] if build else next(a for a in legal if isinstance(a, Done)))
    return False


def check_recall(answer: Any, lang: str = "en") -> Feedback:
    """May Anna take her innkeeper back with a Maurer that cannot build? The engine decides
    (Die Burg im Winter — Dorfschänke: "Wer den Händler, Maurer oder Steinmetz spielt, kann
    seinen Wirt zurücknehmen"; rules/schutz.md WI10: with the Maurer in its helper step only)."""
    want = "yes" if may_recall(RECALL_QUIZ, 0) else "no"
    cite = _cite(lang, "wirt")
    if answer == want:
        return Feedback(True, C.msg(lang, "wirt_right"), cite)
    return Feedback(False, C.msg(lang, "wirt_wrong"), cite, C.msg(lang, "wirt_answer"))


# --- Kornspeicher ---------------------------------------------------------------------------------
def granary_vp(pos: dict[str, Any], seat: int) -> int:
    """What the Kornspeicher scores for ``seat`` at the end, according to the engine."""
    return game_at(pos).granary_vp()[seat]


def check_granary(answer: Any, lang: str = "en") -> Feedback:
    """How many VP does Anna score for the Kornspeicher? The engine's final scoring
    (Die Burg im Winter — Kornspeicher: "Steht bei der Schlusswertung nur 1 Gehilfe im
    Kornspeicher, zählt dieser 10 SP, bei 2 Gehilfen zählt jeder noch 7 SP und bei 3 Gehilfen
    zählt jeder nur noch 3 SP")."""
    want = granary_vp(GRANARY_QUIZ, 0)
    helpers = GRANARY_QUIZ["winter"]["granary"]
    values = {
        "helpers": len(helpers),
        "each": GRANARY_VP[len(helpers) - 1],
        "own": helpers.count(0),
        "vp": want,
    }
    cite = _cite(lang, "kornspeicher")
    if answer == want:
        return Feedback(True, C.msg(lang, "granary_right", **values), cite)
    if isinstance(answer, int) and answer > want:
        msg = C.msg(lang, "granary_wrong_more")  # scored as if fewer helpers stood there
    else:
        msg = C.msg(lang, "granary_wrong")
    return Feedback(False, msg, cite, C.msg(lang, "granary_answer", **values))


# --- Pest and Schneeverwehung: which answers the engine allows ------------------------------------
#: The options of the Pest's and the Schneeverwehung's exercises (English labels, values).
PEST_OPTIONS = _options("en", "pest")
SNOW_OPTIONS = _options("en", "schneeverwehung")


def _card_action(p: int, value: str) -> Any:
    return PayTalers(p) if value == "pay" else LoseCard(p, value)


def legal_answers(pos: dict[str, Any], p: int, options: tuple[tuple[str, Any], ...]) -> set[str]:
    """Which of ``options`` the engine allows player ``p`` now."""
    legal = set(game_at(pos).legal_actions(p))
    return {v for _, v in options if _card_action(p, v) in legal}


def _check_cards(
    answer: Any, pos: dict[str, Any], p: int, key: str, lang: str
) -> tuple[bool, str, str]:
    """Compare the ticked options with the engine's legal actions: right or not, what is wrong
    (the engine's reason for each option it forbids) and every allowed option (the answer)."""
    options = _options(lang, key)
    chosen = set(answer or ())
    legal = legal_answers(pos, p, options)
    labels = [C.msg(lang, "cards_item", label=label) for label, v in options if v in legal]
    allowed = C.msg(lang, "cards_answer", options=", ".join(labels))
    if chosen == legal:
        return True, "", allowed
    g = game_at(pos)
    lines = [
        why_illegal(g, _card_action(p, v)).plain(lang) for _, v in options if v in chosen - legal
    ]
    if legal - chosen:
        lines.append(C.msg(lang, "cards_missing"))
    return False, " ".join(lines), allowed


def check_pest(answer: Any, lang: str = "en") -> Feedback:
    """What may Ben do against the Pest? Compared with the engine's legal actions
    (Die Burg im Winter — Pest: "Jeder verliert sofort eine beliebige Karte seines Ablagestapels
    oder zahlt für jede seiner Karten auf dem Ablagestapel 1 Taler an die Bank")."""
    ok, msg, allowed = _check_cards(answer, PEST_QUIZ, 1, "pest", lang)
    cite = _cite(lang, "pest")
    if ok:
        ben = PEST_QUIZ["players"][1]
        right = C.msg(lang, "pest_right", talers=ben["talers"], cards=len(ben["discard"]))
        return Feedback(True, right, cite)
    return Feedback(False, msg, cite, allowed)


def check_snow(answer: Any, lang: str = "en") -> Feedback:
    """What may Ben do against the Schneeverwehung? Compared with the engine's legal actions
    (Die Burg im Winter — Schneeverwehung: "Jeder gibt sofort 1 Arbeiter ab oder zahlt 3 Taler an
    die Bank. Wer 1 Arbeiter abgibt, nimmt die Karte aus der Kartenhand oder vom Ablagestapel")."""
    ok, msg, allowed = _check_cards(answer, SNOW_QUIZ, 1, "schneeverwehung", lang)
    cite = _cite(lang, "schneeverwehung")
    if ok:
        right = C.msg(lang, "snow_right", talers=SNOW_QUIZ["players"][1]["talers"])
        return Feedback(True, right, cite)
    return Feedback(False, msg, cite, allowed)


# --- Mauerbruch -----------------------------------------------------------------------------------
def wall_best(pos: dict[str, Any], p: int) -> int:
    """The most VP player ``p`` can take from the Mauerbruch, according to the engine."""
    legal = game_at(pos).legal_actions(p)
    return max(
        (WALL_VP_PER_STONE * a.count for a in legal if isinstance(a, ReturnStone)), default=0
    )


def check_wall(answer: Any, lang: str = "en") -> Feedback:
    """At most how many VP can Ben take? The engine's legal returns (Die Burg im Winter —
    Mauerbruch: "Jeder darf sofort maximal 3 Steinquader abgeben und erhält für jeden dieser Quader
    3 Siegpunkte"; silver may be traded for stone when paying, "WICHTIG" in the same section)."""
    want = wall_best(WALL_QUIZ, 1)
    ben = WALL_QUIZ["players"][1]["pieces"]
    values = {
        "stone": ben.get("stone", 0),
        "silver": ben.get("silver", 0),
        "count": want // WALL_VP_PER_STONE,
        "each": WALL_VP_PER_STONE,
        "vp": want,
    }
    cite = _cite(lang, "mauerbruch")
    if answer == want:
        return Feedback(True, C.msg(lang, "wall_right", **values), cite)
    if answer == values["stone"] * WALL_VP_PER_STONE:
        msg = C.msg(lang, "wall_wrong_silver")  # only his own stone
    elif isinstance(answer, int) and answer > want:
        msg = C.msg(lang, "wall_wrong_more")
    else:
        msg = C.msg(lang, "wall_wrong")
    return Feedback(False, msg, cite, C.msg(lang, "wall_answer", **values))


# --- Burgfräulein ---------------------------------------------------------------------------------
#: The options of the Burgfräulein's exercise (English labels, values).
LADY_OPTIONS = _options("en", "burgfraeulein")


def lady_outcome(pos: dict[str, Any]) -> str:
    """What happens when Anna and Ben stop, according to the engine."""
    g = game_at(pos)
    g.apply(Done(0))
    g.apply(Done(1))
    if g.view()["winter"]["lady"]["winner"] == 2:
        return "wins"
    if g.pending.kind == "woo" and 2 in g.pending.players:
        return "woo"
    return "next"


def check_lady(answer: Any, lang: str = "en") -> Feedback:
    """Anna and Ben stop wooing: what happens? The engine plays both decisions
    (Die Burg im Winter — Burgfräulein: "Bleibt ein Spieler übrig, erhält er die Karte mit dem
    Burgfräulein und somit sofort 8 Siegpunkte. Alle anderen … teilen sich die auf der Karte
    befindlichen Rohstoffe und/oder Taler")."""
    want = lady_outcome(LADY_QUIZ)
    cite = _cite(lang, "burgfraeulein")
    if answer == want:
        return Feedback(True, C.msg(lang, "lady_right", vp=LADY_VP), cite)
    key = {"woo": "lady_wrong_woo", "next": "lady_wrong_next", "refund": "lady_wrong_refund"}
    msg = C.msg(lang, key.get(answer, "lady_wrong"))
    return Feedback(False, msg, cite, C.msg(lang, "lady_answer", vp=LADY_VP))


def baumeister_after_loss(pos: dict[str, Any], seat: int, card: str) -> str:
    """What becomes of ``seat``'s face-down Baumeister when he loses ``card`` to the winter card,
    by the engine: ``"resolves"``, ``"lost"`` or ``"hand"`` (back unplayed)."""
    g = game_at(pos)
    events = g.apply(LoseCard(seat, card))
    if any(e.reason == "baumeister_return" and e.player == seat for e in events):
        return "resolves"
    return "lost" if "baumeister" in g.view(seat)["players"][seat]["lost"] else "hand"


def check_baumeister(answer: Any, lang: str = "en") -> Feedback:
    """Ben loses his discard row's last card to the Pest: what becomes of his Baumeister? The
    engine decides (rules/schutz.md WI14: it was chosen lawfully and resolves as usual)."""
    want = baumeister_after_loss(BAUMEISTER_QUIZ, 1, "haendler")
    cite = _cite(lang, "baumeister")
    if answer == want:
        return Feedback(True, C.msg(lang, "baumeister_right"), cite)
    return Feedback(False, C.msg(lang, "baumeister_wrong"), cite, C.msg(lang, "baumeister_answer"))


#: The checker of each part, by the part's key (its winter card; "wirt": the Dorfschänke's
#: innkeeper taken back; "baumeister": a Baumeister whose discard row the Pest emptied).
PART_CHECKS: dict[str, Callable[..., Feedback]] = {
    "dorfschaenke": check_inn,
    "wirt": check_recall,
    "kornspeicher": check_granary,
    "pest": check_pest,
    "mauerbruch": check_wall,
    "burgfraeulein": check_lady,
    "schneeverwehung": check_snow,
    "baumeister": check_baumeister,
}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)


def card_of(part: Part) -> str:
    """The winter card a part of this lesson is about (its rulebook section names it)."""
    return next(c for c in WINTER_CARDS if part.rulebook.endswith(messages.name(c, "de")))


#: The Dorfschänke's example (Ben pays the toll, Carl cannot and takes a merchant helper back).
INN_EXAMPLE = next(p for p in lesson("en").parts if card_of(p) == "dorfschaenke").example
