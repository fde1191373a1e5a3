"""The play pages' logs as a person reads them: the whole game (its first line kept), repeated
lines collapsed, and no engine ids in any narrated line of random games of every game, in both
languages."""

from __future__ import annotations

import itertools
import random
import re
from html import unescape

import pytest

from burg.carcassonne.game import Game as Carcassonne
from burg.schutz.game import Game as Schutz
from burg.wettkampf.game import Game as Wettkampf
from widgets.carcassonne.table import log_html as carcassonne_log
from widgets.core.log import collapse, log_html
from widgets.schutz.board import log_html as schutz_log
from widgets.wettkampf.board import log_html as wettkampf_log

NAMES = ["Anna", "Ben", "Carl"]
#: Engine ids a reader must not meet: feature labels ("0,3:H1", "C1"), bare coordinates
#: ("(9, 5)"), tile ids, rule ids, "turned 0", a number with the wrong plural.
ENGINE_ID = re.compile(
    r"\d+,\s?\d+:|\(\d+, \d+\)|\b(?:house|court|tower|path|Haus|Hof|Turm|Weg) [PTHC]\d\b"
    r"|\btile [A-E]\d|turned \d|§|\b1 points\b|\b1 Punkte\b|\bslot \d"
)


def _played(cls, seed: int, **kw):
    g = cls(**kw, seed=seed)
    g.random_playout(random.Random(seed))
    return g


GAMES = {
    "schutz": (lambda s: _played(Schutz, s, players=3), schutz_log),
    "wettkampf": (lambda s: _played(Wettkampf, s, players=3), wettkampf_log),
    "carcassonne": (lambda s: _played(Carcassonne, s), carcassonne_log),
}


def lines(html: str) -> list[str]:
    return [unescape(x) for x in re.findall(r"<(?:p|li)[^>]*>(.*?)</(?:p|li)>", html)]


def test_repeats_collapse() -> None:
    assert collapse(["a", "a", "b", "a"]) == [("a", 2), ("b", 1), ("a", 1)]
    assert log_html(["x", "y", "y"]) == '<p>y <span class="burg-log-times">×2</span></p><p>x</p>'


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", list(GAMES))
def test_the_whole_game_is_logged_in_plain_words(game: str, lang: str) -> None:
    make, log = GAMES[game]
    for seed in range(3):
        g = make(seed)
        assert g.is_over
        shown = lines(log(g.events, NAMES[: g.n_players], lang))
        assert len(shown) > 40
        # the first line of the game is kept (the log is newest first)
        first = next(e for e in g.events if e.reason != "setup")
        assert any(line.startswith(first_words(first, game, lang)) for line in shown)
        for line in shown:
            assert not ENGINE_ID.search(re.sub(r"<[^>]+>", "", line)), (line, seed)
        assert not any(a == b for a, b in itertools.pairwise(shown))  # collapsed


def first_words(event, game: str, lang: str) -> str:
    """The start of the narrated first event (its first three words)."""
    from importlib import import_module

    messages = import_module(f"burg.{game}.messages")
    text = messages.render_event(event, NAMES, lang)
    return " ".join(text.split()[:3])
