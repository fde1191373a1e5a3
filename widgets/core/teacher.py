"""Teacher mode, the same on every lesson and play page: the switch that turns it on (it says
in words and colour whether it is on, and what it does), the play page's "show every seat's
hidden cards" switch with its banner, and the type that grows with it (``TEACHER_CSS``).

Teacher mode is for a projector: large type, the board and the pending decision filling the
screen, and the teacher's tools (a position to open and change, the hidden cards shown for
demonstrating). The hidden cards are drawn for the people in the room only: bots are never
handed them (they see the game's ``view``, ``widgets.core.session``).
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from widgets.core.text import lookup

#: The words of teacher mode, every page and game alike.
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "teacher_mode": "Teacher mode",
        "on": "on",
        "off": "off",
        "teacher_tip_off": (
            "Teacher mode is off. Switch it on for a projector: large type, the board filling "
            "the screen, and the teacher's tools (open and change a position; show the hidden "
            "cards)."
        ),
        "teacher_tip_on": (
            "Teacher mode is on: large type for a projector and the teacher's tools. Click to "
            "switch it off."
        ),
        "hidden_show": "Show every seat's hidden cards",
        "hidden_tip_off": (
            "For demonstrating: show what the rules keep hidden from the players (secret cards, "
            "face-down cards, the next tile). The bots never see it."
        ),
        "hidden_tip_on": "The hidden cards are shown to everybody in the room. Click to hide them.",
        "hidden_banner": "Hidden cards shown",
        "hidden_note": "for demonstrating only: the players cannot see these; the bots never do",
        "position_open": "Open or change a position…",
        "position_close": "Close the position panel",
        "position_tip": (
            "Open a prepared position from the lessons (or a file), change it, and play on from it."
        ),
        "no_game": "Start a game first.",
    },
    "de": {
        "teacher_mode": "Lehrermodus",
        "on": "an",
        "off": "aus",
        "teacher_tip_off": (
            "Der Lehrermodus ist aus. Für einen Beamer einschalten: große Schrift, das Spielbrett "
            "füllt den Bildschirm, und die Werkzeuge für Lehrkräfte (eine Stellung öffnen und "
            "ändern; verdeckte Karten zeigen)."
        ),
        "teacher_tip_on": (
            "Der Lehrermodus ist an: große Schrift für den Beamer und die Werkzeuge für "
            "Lehrkräfte. Klicken, um ihn auszuschalten."
        ),
        "hidden_show": "Verdeckte Karten aller Plätze zeigen",
        "hidden_tip_off": (
            "Zum Vorführen: zeigt, was die Regeln vor den Spielern verbergen (geheime Karten, "
            "verdeckte Karten, das nächste Plättchen). Die Bots sehen es nie."
        ),
        "hidden_tip_on": (
            "Die verdeckten Karten sind für alle im Raum zu sehen. Klicken, um sie zu verbergen."
        ),
        "hidden_banner": "Verdeckte Karten werden gezeigt",
        "hidden_note": "nur zum Vorführen: die Spieler sehen sie nicht, die Bots nie",
        "position_open": "Stellung öffnen oder ändern …",
        "position_close": "Stellungsfeld schließen",
        "position_tip": (
            "Eine vorbereitete Stellung aus den Lektionen (oder eine Datei) öffnen, ändern und "
            "von dort weiterspielen."
        ),
        "no_game": "Starte zuerst ein Spiel.",
    },
}


def t(key: str, lang: str = "en", **params: Any) -> str:
    """One of teacher mode's words in ``lang``."""
    return lookup(WORDS, key, lang, **params)


def teacher_switch(on: bool = False) -> w.ToggleButton:
    """The teacher-mode switch (``.burg-teacher-toggle``); label it with ``label_switch``."""
    toggle = w.ToggleButton(value=on, layout=w.Layout(width="auto"))
    toggle.add_class("burg-teacher-toggle")
    return toggle


def _label(toggle: w.ToggleButton, name: str, tip_on: str, tip_off: str, lang: str) -> None:
    """A switch's words: ☑ or ☐ before ``name`` (not by colour alone), the tooltip of its
    state, and the class ``burg-on`` while on; only changes are sent."""
    on = bool(toggle.value)
    description = f"{'☑' if on else '☐'} {name}"
    tooltip = t(tip_on if on else tip_off, lang)
    if toggle.description != description:
        toggle.description = description
    if toggle.tooltip != tooltip:
        toggle.tooltip = tooltip
    (toggle.add_class if on else toggle.remove_class)("burg-on")


def label_switch(toggle: w.ToggleButton, lang: str) -> None:
    """The teacher-mode switch's words: its name with "on"/"off" and a tooltip saying what it
    does."""
    state = t("on" if toggle.value else "off", lang)
    name = f"{t('teacher_mode', lang)}: {state}"
    _label(toggle, name, "teacher_tip_on", "teacher_tip_off", lang)


def label_hidden_switch(toggle: w.ToggleButton, lang: str) -> None:
    """The hidden-cards switch's words and tooltip."""
    _label(toggle, t("hidden_show", lang), "hidden_tip_on", "hidden_tip_off", lang)


def hidden_banner_html(body: str, lang: str) -> str:
    """The banner saying the hidden cards are shown, over ``body`` (the game's HTML of them)."""
    return (
        f'<div class="burg-hidden-banner" role="status"><b>⚠ {escape(t("hidden_banner", lang))}'
        f"</b> — {escape(t('hidden_note', lang))}</div>"
        f'<div class="burg-hidden-cards">{body}</div>'
    )


#: Teacher mode's look, on every page: the switch unmistakably on or off, the type large, the
#: controls growing with it. A play page's board and decision: ``PLAY_TEACHER_CSS``.
TEACHER_CSS = """
/* the switch: off a plain button; on, dark purple with white words and a bright edge */
.burg-app .jupyter-button.burg-teacher-toggle { border: 2px solid #6a1b9a; color: #4a148c;
  background: #f3e5f5; font-weight: bold; width: auto; }
.burg-app .jupyter-button.burg-teacher-toggle.burg-on,
.burg-app.burg-teacher .jupyter-button.burg-teacher-toggle { background: #4a148c; color: #fff;
  box-shadow: 0 0 0 3px #ce93d8; }
.burg-app .jupyter-button.burg-hidden-toggle { width: auto; border: 2px solid #b71c1c;
  background: #fff; color: #b71c1c; font-weight: bold; }
.burg-app .jupyter-button.burg-hidden-toggle.burg-on { background: #b71c1c; color: #fff; }
.burg-hidden-banner { background: #b71c1c; color: #fff; padding: 6px 12px; border-radius: 6px;
  font-size: 1.05em; }
.burg-hidden-cards { border: 3px dashed #b71c1c; border-radius: 6px; padding: 4px 10px;
  margin: 4px 0 8px 0; background: #fff8f6; }
.burg-hidden-cards ul { margin: 2px 0; padding-left: 1.2em; }
.burg-teacher-bar { gap: 6px; flex-wrap: wrap; align-items: center; }
/* teacher mode: everything larger, the controls too */
.burg-app.burg-teacher { --burg-fs: 26px; max-width: none; }
.burg-app.burg-teacher .jupyter-button:not(.burg-load) { font-size: 22px !important;
  min-height: 48px; height: auto; }
.burg-app.burg-teacher .jupyter-button.burg-load { min-height: 48px; height: auto; }
.burg-app.burg-teacher input, .burg-app.burg-teacher select,
.burg-app.burg-teacher textarea { font-size: 22px !important; }
.burg-app.burg-teacher input, .burg-app.burg-teacher select { height: 44px; }
.burg-app.burg-teacher .burg-lang-button { font-size: 22px !important; padding: 8px 14px; }
.burg-app .burg-position-panel .jupyter-button { width: auto; max-width: 100%; }
.burg-app.burg-teacher .burg-position-json textarea { font-size: 20px !important; }
.burg-app .burg-position-panel .burg-position-field .widget-label { width: auto;
  min-width: 0; padding-left: 14px; }
.burg-app.burg-teacher .burg-position-panel .widget-text,
.burg-app.burg-teacher .burg-position-panel .widget-inline-hbox { width: auto !important;
  max-width: 100%; }
/* Plotly's ticks and titles (SVG text: its own sizes, scaled up) */
.burg-app.burg-teacher .js-plotly-plot .xtick text, .burg-app.burg-teacher .js-plotly-plot
  .ytick text { font-size: 18px !important; }
.burg-app.burg-teacher .js-plotly-plot .gtitle { font-size: 24px !important; }
.burg-app.burg-teacher .js-plotly-plot .legendtext { font-size: 18px !important; }
"""
