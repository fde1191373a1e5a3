"""The rules at hand: a game's rules summary, glossary and the rule of each decision, read from
its data files, and the play page's rules panel drawn from them.

Each game keeps its words in ``widgets/<game>/rules/{en,de}.toml`` (the game hands the folder
over; this module knows no game):

- ``[turn]``: ``title`` and ``steps``, a turn (or round) at a glance, in order: who decides
  what, what happens by itself;
- ``[scoring]``: ``title`` and ``items``;
- the glossary is not here but in ``glossary.toml`` beside them, one file for both languages
  (``load_terms``): the drawer lists it, the game's glossary page (``widgets.core.glossary``)
  shows it and the lessons link their terms to it;
- ``[decisions.<kind>]``: for every kind of decision the game asks for, its ``name`` (what the
  player does, in plain words), its ``rule`` and the ``lesson`` (id) that teaches it;
  ``[decisions.<kind>.cards.<card>]`` a ``rule`` for one card of that kind (a winter card).

The texts are plain text (escaped when drawn) and never name a rule id, a file or the program's
inner words: learners read them. ``tests/core/test_rules_panel.py`` checks every game's files.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from html import escape
from pathlib import Path
from typing import Any

from widgets.core.lang import lang_href

#: The panel's own words.
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "rules": "Rules",
        "rules_tip": "The rules at hand: what to decide now, a turn at a glance, the glossary",
        "close": "Close",
        "heading": "Rules at hand",
        "now": "Now: {name}",
        "no_decision": "No decision is pending: start a game, or look up a rule below.",
        "learn": "Learn this: lesson {n} — {title}",
        "glossary": "Glossary",
        "glossary_page": "The whole glossary, with the lesson that teaches each term",
        "rulebook_term": "rulebook",
    },
    "de": {
        "rules": "Regeln",
        "rules_tip": "Die Regeln zur Hand: was jetzt zu entscheiden ist, ein Zug im Überblick, "
        "das Glossar",
        "close": "Schließen",
        "heading": "Regeln zur Hand",
        "now": "Jetzt: {name}",
        "no_decision": "Gerade ist nichts zu entscheiden: Starte eine Partie oder lies unten "
        "eine Regel nach.",
        "learn": "Lerne das: Lektion {n} — {title}",
        "glossary": "Glossar",
        "glossary_page": "Das ganze Glossar, mit der Lektion, die jeden Begriff erklärt",
        "rulebook_term": "Spielregel",
    },
}


def text(key: str, lang: str, **params: Any) -> str:
    """One of the panel's words in ``lang`` (English if the language is unknown)."""
    return TEXTS.get(lang, TEXTS["en"])[key].format(**params)


#: The glossary's page (beside the lessons and the play page, in the same folder of pages).
GLOSSARY_PAGE = "glossary.ipynb"


@dataclass(frozen=True)
class Term:
    """A glossary entry in one language: the term, the rulebook's German term, what it means;
    ``id`` (its anchor on the glossary page), ``lesson`` (the id of the first lesson that uses
    it: its page defines it), ``more`` (the lesson teaching it in depth, or ``""``) and
    ``forms``, the words a lesson text in this language uses for it (matched as whole words:
    ``widgets.core.glossary``)."""

    term: str
    german: str
    meaning: str
    id: str = ""
    lesson: str = ""
    forms: tuple[str, ...] = ()
    more: str = ""


@dataclass(frozen=True)
class DecisionRule:
    """The rule of one kind of decision: what the player does (``name``), the rule in plain
    words, the lesson that teaches it, and the rule for single cards of that kind."""

    kind: str
    name: str
    rule: str
    lesson: str
    cards: dict[str, str] = field(default_factory=dict)

    def rule_for(self, card: str | None = None) -> str:
        """The rule for ``card`` if it has its own, else the kind's."""
        return self.cards.get(card or "", self.rule)


@dataclass(frozen=True)
class RulesSummary:
    """A game's rules at hand in one language."""

    lang: str
    turn_title: str
    turn: tuple[str, ...]
    scoring_title: str
    scoring: tuple[str, ...]
    terms: tuple[Term, ...]
    decisions: dict[str, DecisionRule]

    def texts(self) -> list[str]:
        """Every text a learner may read (for the tests)."""
        out = [self.turn_title, *self.turn, self.scoring_title, *self.scoring]
        for t in self.terms:
            out += [t.term, t.german, t.meaning]
        for d in self.decisions.values():
            out += [d.name, d.rule, *d.cards.values()]
        return out


def _strings(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError(f"{where}: a list of texts expected")
    return tuple(value)


def _string(table: dict[str, Any], key: str, where: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where}: {key!r} missing")
    return value


@cache
def load_terms(folder: Path, lang: str) -> tuple[Term, ...]:
    """The glossary of the game whose rules folder is ``folder``, in ``lang``: its
    ``glossary.toml``, one ``[[terms]]`` entry per term with its ``id``, ``lesson``, ``german``
    and a table per language (``en.term``, ``en.meaning``, ``en.forms`` …)."""
    path = Path(folder) / "glossary.toml"
    with path.open("rb") as f:
        data = tomllib.load(f)
    terms = []
    for i, t in enumerate(data.get("terms", [])):
        where = f"{path}: terms[{i}]"
        words = t.get(lang)
        if not isinstance(words, dict):
            raise ValueError(f"{where}: no {lang!r} table")
        terms.append(
            Term(
                _string(words, "term", f"{where}.{lang}"),
                _string(t, "german", where),
                _string(words, "meaning", f"{where}.{lang}"),
                _string(t, "id", where),
                _string(t, "lesson", where),
                _strings(words.get("forms"), f"{where}.{lang}.forms"),
                str(t.get("more", "")),
            )
        )
    return tuple(terms)


@cache
def load_rules(folder: Path, lang: str) -> RulesSummary:
    """The rules at hand of the game whose rules folder is ``folder``, in ``lang`` (read once)."""
    path = Path(folder) / f"{lang}.toml"
    with path.open("rb") as f:
        data = tomllib.load(f)
    turn = data.get("turn", {})
    scoring = data.get("scoring", {})
    terms = load_terms(Path(folder), lang)
    decisions = {}
    for kind, d in data.get("decisions", {}).items():
        where = f"{path}: decisions.{kind}"
        cards = {
            card: _string(c, "rule", f"{where}.cards.{card}")
            for card, c in d.get("cards", {}).items()
        }
        decisions[kind] = DecisionRule(
            kind,
            _string(d, "name", where),
            _string(d, "rule", where),
            _string(d, "lesson", where),
            cards,
        )
    return RulesSummary(
        lang=lang,
        turn_title=_string(turn, "title", f"{path}: turn"),
        turn=_strings(turn.get("steps"), f"{path}: turn.steps"),
        scoring_title=_string(scoring, "title", f"{path}: scoring"),
        scoring=_strings(scoring.get("items"), f"{path}: scoring.items"),
        terms=terms,
        decisions=decisions,
    )


def lesson_number(lesson_id: str) -> int:
    """A lesson's number, from its id (``"06_haendler"`` -> 6)."""
    return int(lesson_id.split("_", 1)[0])


@cache
def lesson_title(content: Path, lesson_id: str, lang: str) -> str:
    """A lesson's title in ``lang``, from its content folder (``content/<id>/<lang>.toml``)."""
    with (Path(content) / lesson_id / f"{lang}.toml").open("rb") as f:
        return str(tomllib.load(f)["title"])


def lesson_link_html(content: Path, lesson_id: str, lang: str) -> str:
    """The link "Learn this: lesson N — title" to a lesson (beside the play page, in the same
    folder of pages; keeping the language)."""
    label = text(
        "learn", lang, n=lesson_number(lesson_id), title=lesson_title(content, lesson_id, lang)
    )
    href = escape(lang_href(f"{lesson_id}.ipynb", lang))
    return f'<a class="burg-rules-lesson" href="{href}">{escape(label)}</a>'


def pending_html(
    summary: RulesSummary, content: Path, kind: str | None, card: str | None = None
) -> str:
    """The rule of the decision pending (``kind``, for ``card``), with its lesson's link."""
    lang = summary.lang
    rule = summary.decisions.get(kind or "")
    if rule is None:
        return (
            f'<div class="burg-rules-now burg-rules-idle">{escape(text("no_decision", lang))}</div>'
        )
    return (
        f'<div class="burg-rules-now" data-kind="{escape(rule.kind)}">'
        f"<h4>{escape(text('now', lang, name=rule.name))}</h4>"
        f"<p>{escape(rule.rule_for(card))}</p>"
        f"<p>{lesson_link_html(content, rule.lesson, lang)}</p></div>"
    )


def summary_html(summary: RulesSummary) -> str:
    """A turn at a glance and the scoring."""
    steps = "".join(f"<li>{escape(s)}</li>" for s in summary.turn)
    items = "".join(f"<li>{escape(s)}</li>" for s in summary.scoring)
    return (
        f'<section class="burg-rules-turn"><h4>{escape(summary.turn_title)}</h4>'
        f"<ol>{steps}</ol></section>"
        f'<section class="burg-rules-scoring"><h4>{escape(summary.scoring_title)}</h4>'
        f"<ul>{items}</ul></section>"
    )


def glossary_html(summary: RulesSummary) -> str:
    """The glossary: each term, the rulebook's German term where it differs, what it means;
    then the link to the glossary page."""
    lang = summary.lang
    rows = []
    for t in summary.terms:
        german = ""
        if t.german != t.term:
            german = (
                f' <span class="burg-rules-german" lang="de">'
                f"({escape(text('rulebook_term', lang))}: {escape(t.german)})</span>"
            )
        rows.append(f"<dt>{escape(t.term)}{german}</dt><dd>{escape(t.meaning)}</dd>")
    href = escape(lang_href(GLOSSARY_PAGE, lang))
    link = f'<a class="burg-glossary-link" href="{href}">{escape(text("glossary_page", lang))}</a>'
    return (
        f'<section class="burg-rules-glossary"><h4>{escape(text("glossary", lang))}</h4>'
        f"<dl>{''.join(rows)}</dl><p>{link}</p></section>"
    )


def panel_html(
    folder: Path, content: Path, lang: str, kind: str | None, card: str | None = None
) -> str:
    """The whole panel in ``lang``: the pending decision's rule first (``kind``, ``card``), then
    a turn at a glance, the scoring and the glossary. ``folder``: the game's rules folder,
    ``content``: its lessons' content folder."""
    summary = load_rules(Path(folder), lang)
    return (
        f'<div class="burg-rules-body" lang="{lang}">'
        f"<h3>{escape(text('heading', lang))}</h3>"
        f"{pending_html(summary, Path(content), kind, card)}"
        f"{summary_html(summary)}{glossary_html(summary)}</div>"
    )


#: The drawer: at the right of the window, scrolling by itself; over the page in a narrow window
#: (the board stays where it is), beside it in a wide one.
RULES_CSS = """
<style>
.burg-rules-drawer { position: fixed; top: 0; right: 0; bottom: 0; z-index: 1000;
  width: min(460px, 92vw); box-sizing: border-box; overflow-y: auto; background: #fffaf0;
  border-left: 4px solid #5d4037; box-shadow: -6px 0 18px rgba(0, 0, 0, 0.3);
  padding: 8px 14px 16px 14px; }
.burg-rules-drawer .jupyter-button.burg-rules-close { align-self: flex-end; width: auto; }
.burg-rules-body { font-size: 0.9em; line-height: 1.4; }
.burg-rules-body h3 { margin: 0 0 6px 0; color: #5d4037; font-size: 1.25em; }
.burg-rules-body h4 { margin: 10px 0 4px 0; color: #5d4037; font-size: 1.05em; }
.burg-rules-body ol, .burg-rules-body ul { margin: 2px 0; padding-left: 22px; }
.burg-rules-body li { margin: 3px 0; }
.burg-rules-now { background: #fff3e0; border: 2px solid #f9a825; border-radius: 8px;
  padding: 4px 10px; }
.burg-rules-now h4 { margin-top: 4px; }
.burg-rules-now p { margin: 4px 0; }
.burg-rules-drawer a.burg-rules-lesson, .burg-rules-drawer a.burg-glossary-link { color: #1565c0;
  font-weight: bold; text-decoration: underline; }
/* one term a line, its meaning under it (whatever the page's own styles do with a list) */
.burg-rules-drawer .burg-rules-glossary dl { display: block; margin: 0; padding: 0; }
.burg-rules-drawer .burg-rules-glossary dt { display: block; float: none; width: auto;
  text-align: left; font-weight: bold; margin: 6px 0 0 0; padding: 0; }
.burg-rules-drawer .burg-rules-glossary dd { display: block; float: none; width: auto;
  margin: 0 0 0 14px; padding: 0; }
.burg-rules-german { font-weight: normal; font-style: italic; color: #5d4037; }
.burg-app .jupyter-button.burg-rules-toggle.mod-info { background: #5d4037; color: #fff; }
/* a wide window: the page makes room beside the drawer (a narrow one: the drawer lies over
   the page's right part, nothing moves) */
@media (min-width: 1200px) {
  .burg-app.burg-rules-on { margin-right: 470px; }
}
</style>
"""
