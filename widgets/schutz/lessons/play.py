"""Lesson 15: a whole game against bots. Texts, positions and the bots' recorded moves:
``content/15_play/``.

The example is two rounds played by greedy bots. Their moves are stored in ``lesson.json`` (so
nothing is computed when the page is built); ``bot_steps`` plays them again, to record them anew
if the bots change (a test checks that the stored steps are still the bots' moves)."""

from __future__ import annotations

from typing import Any

from widgets.schutz.lessons import LessonContent
from widgets.schutz.lessons.model import NAMES, Feedback, Lesson, game_at, names_of

C = LessonContent("15_play")
#: Game over, four players: Anna and Ben tie on VP and on talers.
QUIZ = C.position("exercise")
#: The part "shared": game over, Anna and Ben tie on VP, talers and piece value.
SHARED_QUIZ = C.position("shared-exercise")
#: The seed of the example's game and bots.
SEED = 11


def bot_steps(seed: int = SEED) -> list[dict[str, Any]]:
    """Rounds 1 and 2 of a three-player game played by greedy bots: the actions in their JSON
    form (as stored in ``lesson.json``)."""
    from burg.schutz.bots import GreedyBot
    from burg.schutz.game import Game

    game = Game(players=3, seed=seed, names=list(NAMES[:3]))
    bots = [GreedyBot(seed + i) for i in range(3)]
    steps = []
    while game.view()["round"] <= 2 and not game.is_over:
        p = game.pending.players[0]
        action = bots[p].choose(game, p)
        game.apply(action)
        steps.append(action.to_json())
    return steps


def check(answer: Any, lang: str = "en") -> Feedback:
    """Who wins after a double tie? The engine's ranking decides (Der Sieger: most SP; tie: most
    talers; then the highest value of unused pieces — silver counts 0)."""
    game = game_at(QUIZ)
    names = names_of(game)
    ranking = game.ranking()
    win, second = ranking[0], ranking[1]
    values = {
        "winner": names[win.seat],
        "other": names[second.seat],
        "vp": win.vp,
        "talers": win.talers,
        "win_value": win.piece_value,
        "other_value": second.piece_value,
    }
    cite = C.text(lang, "exercise", "cite")
    if answer == win.seat:
        return Feedback(True, C.msg(lang, "right", **values), cite)
    mine = next((r for r in ranking if r.seat == answer), None)
    if mine is None:
        key = "wrong"
    elif mine.vp < win.vp:
        key = "fewer_vp"
    elif mine.talers < win.talers:
        key = "fewer_talers"
    else:
        key = "lower_value"
    chosen = names[answer] if mine is not None else ""
    return Feedback(
        False, C.msg(lang, key, name=chosen, **values), cite, C.msg(lang, "answer", **values)
    )


def winners(pos: dict[str, Any]) -> list[int]:
    """The seats in first place by the engine's ranking (several: a shared win)."""
    return [s.seat for s in game_at(pos).ranking() if s.rank == 1]


def check_shared(answer: Any, lang: str = "en") -> Feedback:
    """Who wins after a tie on VP, talers and piece value? The engine's ranking decides
    (Der Sieger; rules/schutz.md V3: a shared place, the next one skipped)."""
    game = game_at(SHARED_QUIZ)
    names = names_of(game)
    ranking = game.ranking()
    top = [s for s in ranking if s.rank == 1]
    third = next((s for s in ranking if s.rank > 1), top[-1])
    values = {
        "names": C.msg(
            lang,
            "names_and",
            first=", ".join(names[s.seat] for s in top[:-1]),
            last=names[top[-1].seat],
        ),
        "vp": top[0].vp,
        "talers": top[0].talers,
        "value": top[0].piece_value,
        "third": names[third.seat],
    }
    want = "shared" if len(top) > 1 else top[0].seat
    cite = C.part_text(lang, "shared")["exercise"]["cite"]
    if answer == want:
        return Feedback(True, C.msg(lang, "shared_right", **values), cite)
    name = names[answer] if isinstance(answer, int) and 0 <= answer < len(names) else ""
    return Feedback(
        False, C.msg(lang, "shared_wrong", name=name), cite, C.msg(lang, "shared_answer", **values)
    )


#: The checker of each part, by the part's key.
PART_CHECKS = {"shared": check_shared}


def lesson(lang: str = "en") -> Lesson:
    """The lesson in ``lang``, with its part on a shared win."""
    return C.lesson(lang, check=check, parts=PART_CHECKS)
