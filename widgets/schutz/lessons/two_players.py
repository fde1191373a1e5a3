"""Lesson 14: the two-player rules.
Texts and positions: ``content/14_two_players/``."""

from __future__ import annotations

from typing import Any

from burg.schutz.actions import ChooseCards, Done, PlaceHelper
from burg.schutz.data import BAUMEISTER_VP
from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import Feedback, Lesson, game_at, names_of

C = LessonContent("14_two_players")
#: Round 5: Anna's Steinmetz built a Turm, Ben's Arbeiter C a Haus; Ben's Baumeister comes last.
QUIZ = C.position("exercise")
#: The part "fewer_cards": a winter game, Anna lost Arbeiter A and holds only the Baumeister.
FEWER_QUIZ = C.position("fewer-exercise")
#: The part "other_card": Anna's Maurer built and placed in the Schmiede; her Steinmetz places.
OTHER_QUIZ = C.position("other-exercise")


def baumeister_vp(pos: dict[str, Any], seat: int) -> int:
    """VP ``seat``'s Baumeister scores when the current card passes, from the engine."""
    g = game_at(pos)
    events = g.apply(Done(g.pending.players[0]))
    return sum(e.count for e in events if e.reason == "baumeister_vp" and e.player == seat)


def check(answer: Any, lang: str = "en") -> Feedback:
    """Ben's Baumeister after Anna's Turm and his own Haus: the engine resolves it (Der
    Baumeister — im Spiel zu zweit: no SP for the buildings its owner built himself)."""
    want = baumeister_vp(QUIZ, 1)
    names = names_of(game_at(QUIZ))
    values = {"vp": want, "buildings": want // BAUMEISTER_VP, "owner": names[1], "other": names[0]}
    cite = C.text(lang, "exercise", "cite")
    if answer == want:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    return Feedback(False, C.msg(lang, "wrong", **values), cite, C.msg(lang, "answer", **values))


def hand_after_baumeister(pos: dict[str, Any], seat: int) -> int:
    """How many cards ``seat`` holds once the Baumeister, laid down alone, has resolved (the
    engine plays the round to its end)."""
    g = game_at(pos)
    g.apply(ChooseCards(seat, ("baumeister",)))
    return len(g.view(seat)["players"][seat]["hand"])


def check_fewer(answer: Any, lang: str = "en") -> Feedback:
    """Anna lays down the Baumeister alone: how many cards does she hold afterwards? The engine
    decides (Der Baumeister: all cards of the discard row back; rules/schutz.md C2, WI13: a hand
    smaller than the choice plays what it has)."""
    want = hand_after_baumeister(FEWER_QUIZ, 0)
    values = {"cards": want, "discard": len(FEWER_QUIZ["players"][0]["discard"]), "answer": answer}
    part = C.part_text(lang, "fewer_cards")
    cite = part["exercise"]["cite"]
    if answer == want:
        return Feedback(True, C.msg(lang, "few_right", **values), cite)
    return Feedback(
        False, C.msg(lang, "few_wrong", **values), cite, C.msg(lang, "few_answer", **values)
    )


def helper_buildings(pos: dict[str, Any]) -> set[str]:
    """The buildings the engine lets the current card place a helper in (``{"none"}``: none)."""
    g = game_at(pos)
    p = g.pending.players[0]
    out = {a.building for a in g.legal_actions(p) if isinstance(a, PlaceHelper)}
    return out or {"none"}


def check_other(answer: Any, lang: str = "en") -> Feedback:
    """Where may Anna's Steinmetz place, having built nothing itself? The engine decides
    (Gehilfen einsetzen: a building "in der aktuellen Runde"; rules/schutz.md G1: either card,
    and one helper per building and round across both)."""
    options = C.part_options(lang, "other_card")
    want = helper_buildings(OTHER_QUIZ)
    found = {"buildings": ", ".join(label for label, v in options if v in want)}
    cite = C.part_text(lang, "other_card")["exercise"]["cite"]
    if set(answer or ()) == want:
        return Feedback(True, C.msg(lang, "other_right", **found), cite)
    return Feedback(False, C.msg(lang, "other_wrong"), cite, C.msg(lang, "other_answer", **found))


#: The checker of each part, by the part's key.
PART_CHECKS = {"fewer_cards": check_fewer, "other_card": check_other}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on a hand smaller than the choice."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
