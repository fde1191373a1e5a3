"""Lesson 7: the Zauberer (wizard), §W35–§W39; its parts: the spell kept by a higher card and
lost with a destroyed wizard (§W37, §W38), a game of the variant stuck on an unused wizard
(§W41, §W17, §W43), and a cannon put in by the wizard as the 9th card (§W32, §D12). Texts and
positions: ``content/07_wizard/``.

Which number shows the wizard is our assumption (§D6); the checkers ask the engine."""

from __future__ import annotations

from typing import Any

from burg.wettkampf.actions import ACTIONS, Fire, HoldFire, WizardInsert
from burg.wettkampf.positions import load_position
from widgets.core.lessons.model import Feedback, Lesson
from widgets.wettkampf.lessons import LessonContent

C = LessonContent("07_wizard")
#: Anna's wall holds the unused wizard; she has just turned over a card lower than her last.
QUIZ = C.position("exercise")
#: The seat asked about: Anna.
ANNA = 0
#: The answer "nowhere in her wall: she can only put it back" (§W10).
BACK = 0


def right_place(game: Any, player: int) -> int:
    """Where the card face up goes in ``player``'s wall: the wizard's place (§W35, §D25), the
    right end if it fits there (§W9, §W38), else ``BACK``."""
    number = game.pending.number
    place = game.wizard_place(player, number)
    if place is not None:
        return place
    return len(game.wall(player)) if game.fits(player, number) else BACK


def check(answer: Any, lang: str = "en") -> Feedback:
    """Where may Anna put the card she turned over? The engine decides (``wizard_ready``,
    ``wizard_place``, ``why_not``: §W35–§W38)."""
    game = load_position(QUIZ)
    number = game.pending.number
    wall = game.wall(ANNA)
    right = right_place(game, ANNA)
    values: dict[str, Any] = {
        "name": game.view()["players"][ANNA]["name"],
        "number": number,
        "last": game.last(ANNA),
        "place": right,
    }
    if right not in (BACK, len(wall)):
        values["left"], values["right"] = wall[right - 1], wall[right]
        after = load_position(QUIZ)
        after.apply(WizardInsert(ANNA, right))
        values["wall"] = ", ".join(map(str, after.wall(ANNA)[1:]))
    cite = C.text(lang, "exercise", "cite")
    if isinstance(answer, bool) or answer not in C.data["exercise"]["options"]:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == right:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    if answer == BACK:
        key = "wrong_back" if game.wizard_ready(ANNA) else "wrong"
    elif answer == len(wall) and not game.fits(ANNA, number):
        key = "wrong_end"
    elif game.why_not(WizardInsert(ANNA, answer)) is not None:
        key = "wrong_order"
    else:
        key = "wrong"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "answer", **values))


#: Anna's unused wizard: a higher card keeps the spell (§W38), Ben's cannon takes it (§W37).
SPELL = C.position("spell")
#: The card the exercise's other shot hits instead of the wizard: Anna's 31, open (no tower).
OTHER_SHOT = 31
#: A game of the variant stuck on Anna's unused wizard (§W41), two turns before the stall guard.
STUCK = C.position("stuck")
#: Anna's 9th card, a cannon put in by her wizard, fires before the game ends (§W32, §D12).
NINTH = C.position("ninth")
#: The seat of the spell part's cannon: Ben.
BEN = 1


def _part_steps(key: str) -> list[Any]:
    """The actions of part ``key``'s example."""
    return [ACTIONS.from_json(s) for s in C.part_data(key)["example"]["steps"]]


def _part_cite(key: str, lang: str) -> str:
    return str(C.part_text(lang, key)["exercise"]["cite"])


def _up_to_the_shot(position: dict[str, Any], key: str) -> tuple[Any, list[Any]]:
    """Part ``key``'s example played up to its cannon's shot: the game, and the steps after
    the shot (an exercise asks what another shot, or none, would have changed)."""
    game = load_position(position)
    steps = _part_steps(key)
    shot = next(i for i, a in enumerate(steps) if isinstance(a, Fire))
    for action in steps[:shot]:
        game.apply(action)
    return game, steps[shot + 1 :]


def spell_elsewhere() -> Any:
    """The spell part's example with Ben's shot at Anna's 31 instead of her wizard, up to Anna
    turning over its last card (the 12): the game as it then stands."""
    game, after = _up_to_the_shot(SPELL, "spell")
    game.apply(Fire(BEN, OTHER_SHOT))
    game.apply(after[0])  # Anna turns over the 12
    return game


def check_spell(answer: Any, lang: str = "en") -> Feedback:
    """Had the cannon hit the 31, where could Anna put the 12? The engine says (§W37, §W38):
    laying the 35 at the right end kept the spell, and the wizard is still in her wall."""
    game = spell_elsewhere()
    wall = game.wall(ANNA)
    right = right_place(game, ANNA)
    values: dict[str, Any] = {
        "number": game.pending.number,
        "last": game.last(ANNA),
        "hit": OTHER_SHOT,
    }
    if right not in (BACK, len(wall)):
        values["left"], values["right"] = wall[right - 1], wall[right]
    cite = _part_cite("spell", lang)
    options = C.part_data("spell")["exercise"]["options"]
    if isinstance(answer, bool) or answer not in options:
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == right:
        return Feedback(True, C.msg(lang, "spell_right", **values), cite)
    key = "spell_wrong_end" if answer == len(wall) else "spell_wrong_back"
    return Feedback(False, C.msg(lang, key, **values), cite, C.msg(lang, "spell_answer", **values))


def stuck_with_spell() -> Any:
    """The stuck part's example after its first step, Anna using the spell on the card she
    turned over instead of putting it back (§W36): the game as it then stands."""
    game = load_position(STUCK)
    game.apply(_part_steps("stuck")[0])
    game.apply(WizardInsert(ANNA, game.wizard_place(ANNA, game.pending.number)))
    return game


def check_stuck(answer: Any, lang: str = "en") -> Feedback:
    """Does the game end once the spell is spent? The engine's end check decides (§W15, §W41):
    0 = it ends at once, 1 = it goes on."""
    game = stuck_with_spell()
    names = [p["name"] for p in game.view()["players"]]
    other = 1 - ANNA
    values = {
        "name": names[ANNA],
        "other": names[other],
        "last": game.last(ANNA),
        "other_last": game.last(other),
        "points": game.points(ANNA),
        "other_points": game.points(other),
    }
    cite = _part_cite("stuck", lang)
    if answer not in (0, 1) or isinstance(answer, bool):
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == (0 if game.end else 1):
        return Feedback(True, C.msg(lang, "stuck_right", **values), cite)
    return Feedback(False, C.msg(lang, "stuck_wrong"), cite, C.msg(lang, "stuck_answer", **values))


def ninth_without_shot() -> Any:
    """The ninth part's example with Anna holding fire instead (§D9): the game as it ends."""
    game, _after = _up_to_the_shot(NINTH, "ninth")
    game.apply(HoldFire(ANNA))
    return game


def check_ninth(answer: Any, lang: str = "en") -> Feedback:
    """Who wins if Anna holds fire? The game ends after the 9th card's shot or held fire
    (§D12); the engine scores it by points (§W42)."""
    game = ninth_without_shot()
    names = [p["name"] for p in game.view()["players"]]
    (winner,) = game.winners()
    other = 1 - winner
    values = {
        "name": names[ANNA],
        "winner": names[winner],
        "other": names[other],
        "points": game.points(winner),
        "other_points": game.points(other),
    }
    cite = _part_cite("ninth", lang)
    if answer not in (0, 1) or isinstance(answer, bool):
        return Feedback(False, C.msg(lang, "choose"), cite)
    if answer == winner:
        return Feedback(True, C.msg(lang, "ninth_right", **values), cite)
    return Feedback(False, C.msg(lang, "ninth_wrong"), cite, C.msg(lang, "ninth_answer", **values))


#: The checker of each part, by its key.
PART_CHECKS = {"spell": check_spell, "stuck": check_stuck, "ninth": check_ninth}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with the spell kept and lost, a stuck game and a cannon as the
    9th card as parts."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
