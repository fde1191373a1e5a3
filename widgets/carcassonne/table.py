"""The table of Carcassonne – Die Burg: the status line, the castle, the decision (with the drawn
tile), the players and the log in one widget (one message per update, as ``widgets.core.table``).

Python sends ready-made HTML (the castle from ``widgets.carcassonne.castle_svg``, the players,
the log) and a plain description of the decision; the browser draws the buttons and sends back
what was clicked: ``{"event": "place", "key": "r,c"}`` for a space outlined in green (or its
button), ``{"event": "spot", "key": "r,c:fid"}`` for a follower spot on the tile just placed,
``{"event": "option", "key": ...}`` for a button of the decision. Every fact shown by
colour is in words too (the players' colours, the spaces' titles, the wall tiles' effects).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

import anywidget
import traitlets as tl

from burg.carcassonne import messages
from widgets.carcassonne.castle_svg import S, _Tile, _tile_title
from widgets.carcassonne.text import name_and_colour, shown_name, t
from widgets.core import log
from widgets.core.table import TABLE_JS

#: The players' colours (the dots beside their names; the colour is in words too).
PLAYER_COLOURS = ("#222222", "#fafafa", "#888888", "#888888")

_ESM = (
    TABLE_JS
    + r"""
function render({ model, el }) {
  el.classList.add("cc-table");
  el.innerHTML = '<div class="cc-status" role="status"></div>'
    + '<div class="cc-row"><div class="cc-board"></div>'
    + '<div class="cc-decision"></div></div>'
    + '<div class="cc-players"></div>'
    + '<div class="cc-section"><h3 class="cc-log-title" id="cc-log-title"></h3>'
    + '<div class="cc-log" tabindex="0" role="region" aria-labelledby="cc-log-title"></div></div>'
    + '<div class="cc-tick" style="display:none"></div>';
  const q = (c) => el.querySelector(c);
  const send = (event, key) =>
    model.send({ event: event, key: String(key === undefined ? "" : key) });
  const html = (cls, name) => showHtml(model, el, cls, name);
  html(".cc-status", "status");
  html(".cc-board", "castle");
  html(".cc-players", "players");
  html(".cc-log", "log");
  html(".cc-log-title", "log_title");
  let busy = false;  // one click per update
  model.on("change:tick", () => { busy = false; });
  q(".cc-board").addEventListener("click", (ev) => {
    if (!ev.target.closest || busy) return;
    const r = ev.target.closest(".cc-legal");
    // a follower spot on the tile just placed; refused spots (cc-spot-refused) send nothing
    const s = ev.target.closest(".cc-spot-allowed");
    if (r) {
      busy = true;
      send("place", r.getAttribute("data-cell"));
    } else if (s) {
      busy = true;
      send("spot", s.getAttribute("data-cell") + ":" + s.getAttribute("data-feature"));
    }
  });

  const button = (cls, label, enabled, onclick) => {
    const b = h("button", "cc-button " + cls, label);
    b.disabled = !enabled;
    b.addEventListener("click", () => {
      if (b.disabled || busy) return;
      busy = true;
      onclick();
    });
    return b;
  };
  const decision = () => {
    const d = model.get("decision") || {};
    const box = q(".cc-decision");
    box.replaceChildren();
    if (d.title) box.append(h("div", "cc-decision-title", d.title));
    if (d.tile) {
      const tile = h("div", "cc-drawn");
      tile.innerHTML = d.tile;
      box.append(tile);
    }
    if (d.hint) box.append(h("div", "cc-decision-hint", d.hint));
    if (d.rotate) {
      const row = h("div", "cc-rotate");
      for (const r of d.rotate) {
        const cls = "cc-rotate-button cc-action-" + r.key;
        const b = button(cls, r.label, true, () => send("option", r.key));
        b.setAttribute("aria-label", r.name);
        b.title = r.name;
        row.append(b);
      }
      box.append(row);
    }
    if (d.cells && d.cells.length) {
      const row = h("div", "cc-cells");
      row.append(h("div", "cc-cells-title", d.cells_title || ""));
      for (const c of d.cells) {
        const b = button("cc-cell-button", c.label, true, () => send("place", c.key));
        b.setAttribute("data-cell", c.key);
        row.append(b);
      }
      box.append(row);
    }
    const opts = h("div", "cc-options");
    for (const o of d.options || []) {
      const cell = h("div", "cc-option-cell");
      const b = button("cc-option cc-action-" + o.key, o.label, o.enabled,
        () => send("option", o.key));
      cell.append(b);
      if (!o.enabled && o.reason) {
        b.title = o.reason;
        cell.append(h("div", "cc-reason", o.reason));
      }
      opts.append(cell);
    }
    box.append(opts);
    if (d.final) {
      const f = h("div", "cc-final");
      f.innerHTML = d.final;
      box.append(f);
    }
  };
  decision();
  model.on("change:decision", decision);

  showTick(model, q(".cc-tick"));
}
export default { render };
"""
)

_CSS = """
.cc-table { font-size: var(--burg-fs, 18px); min-width: 0; color: #222; }
.cc-status { font-weight: bold; margin: 4px 0 8px; }
.cc-row { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
.cc-board { flex: 1 1 560px; min-width: 0; max-width: 900px; }
.cc-board svg { display: block; max-height: 88vh; }
.cc-board .cc-legal:hover { fill-opacity: 0.35; }
.cc-board .cc-spot-allowed:hover circle { stroke-width: 4; }
.cc-decision { flex: 1 1 300px; min-width: 0; padding: 6px 8px; border: 2px solid #8d6e63;
  border-radius: 8px; background: #fff; box-sizing: border-box; }
@media (max-width: 900px) { .cc-decision { order: -1; flex-basis: 100%; } }
.cc-decision-title { font-weight: bold; font-size: 1.1em; margin-bottom: 4px; }
.cc-decision-hint { margin: 4px 0 6px; }
.cc-drawn { display: flex; gap: 10px; align-items: center; }
.cc-drawn svg { width: 120px; height: 120px; flex: none; }
.cc-rotate { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0 8px; }
.cc-cells { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0 8px; align-items: center; }
.cc-cells-title { flex-basis: 100%; font-size: 0.9em; }
.cc-options { display: flex; flex-direction: column; gap: 6px; }
.cc-button { font-family: inherit; font-size: 0.95em; padding: 8px 12px; border-radius: 6px;
  border: 1px solid #5d4037; background: #fff; color: #222; cursor: pointer; text-align: left; }
.cc-cell-button { padding: 4px 8px; font-size: 0.85em; border-color: #2e7d32; }
.cc-button:not(:disabled):hover { background: #efebe9; }
.cc-button:disabled { color: #555; background: #eee; border-color: #999; cursor: not-allowed; }
.cc-button:focus-visible { outline: 3px solid #1565c0; outline-offset: 1px; }
.cc-reason { font-size: 0.9em; color: #b71c1c; margin: 2px 0 0 4px; }
.cc-players { margin-top: 12px; display: flex; flex-wrap: wrap; gap: 8px; }
.cc-player { flex: 1 1 320px; border: 2px solid #d7ccc8; border-radius: 8px; padding: 4px 8px; }
.cc-player.cc-active { border-color: #e65100; background: #fff3e0; }
.cc-player-head { display: flex; flex-wrap: wrap; gap: 10px; align-items: baseline; }
.cc-player-name { font-weight: bold; }
.cc-dot { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%;
  border: 2px solid #222; margin-right: 4px; vertical-align: baseline; }
.cc-tag { font-size: 0.85em; padding: 1px 6px; border-radius: 4px; background: #bf360c;
  color: #fff; }
.cc-player ul { margin: 2px 0; padding-left: 1.2em; }
.cc-note { font-size: 0.9em; }
.cc-log-title { margin: 10px 0 2px; font-size: 1.1em; color: #4e342e; }
.cc-log { max-height: 220px; overflow-y: auto; font-size: 0.9em; border: 1px solid #d7ccc8;
  padding: 4px 8px; }
.cc-log p { margin: 2px 0; }
.cc-final table { border-collapse: collapse; margin-top: 6px; }
.cc-final td, .cc-final th { border: 1px solid #bcaaa4; padding: 3px 8px; text-align: left; }
.cc-final-table caption { text-align: left; font-weight: bold; margin-top: 8px; }
.cc-final-table td { text-align: right; }
"""


class CastleTable(anywidget.AnyWidget):
    """Status, castle, decision, players and log, drawn in the browser."""

    _esm = _ESM
    _css = _CSS
    status = tl.Unicode("").tag(sync=True)
    castle = tl.Unicode("").tag(sync=True)
    decision = tl.Dict({}).tag(sync=True)
    players = tl.Unicode("").tag(sync=True)
    log = tl.Unicode("").tag(sync=True)
    log_title = tl.Unicode("").tag(sync=True)
    tick = tl.Int(0).tag(sync=True)


def tile_svg(tile: Any, rotation: int, lang: str, labels: bool = False) -> str:
    """One castle tile alone, turned ``rotation`` quarter turns clockwise, with its features in
    words (the castle's own wedge drawing); ``tile``: a tile type of ``Game.castle``.
    ``labels``: each feature's id written on it (the follower buttons name them)."""
    drawn = _Tile(tile, rotation, 0, 0)
    title = _tile_title(tile, rotation, (0, 0), drawn.sides, lang)
    # the castle's title names a space; alone, the tile has none: keep the features
    words = title.split(":", 1)[-1].strip() if ":" in title else title
    label = f"{t('drawn_tile', lang)} {tile.id}: {words}"
    marks = []
    if labels:
        fids = [tok for side in drawn.sides for tok in side if tok[:1] in ("P", "T", "H", "C")]
        for fid in dict.fromkeys([*fids, *tile.enclosed]):
            x, y = drawn.anchor(fid, 0.55)
            marks.append(
                f'<text class="cc-fid" x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" '
                f'font-size="11" font-weight="bold" fill="#111111" stroke="#ffffff" '
                f'stroke-width="3" paint-order="stroke">{escape(fid)}</text>'
            )
    return (
        f'<svg class="cc-tile-svg" viewBox="-2 -2 {S + 4} {S + 4}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg" '
        f'font-family="DejaVu Sans, sans-serif"><title>{escape(label)}</title>'
        f'<rect x="0" y="0" width="{S}" height="{S}" fill="#f7f4ec"/>{drawn.svg()}'
        f"{''.join(marks)}</svg>"
    )


def wall_tile_words(number: int, lang: str) -> str:
    """A wall tile and its effect in words."""
    return t(f"wall.{number}", lang)


def players_html(
    seen: Mapping[str, Any], lang: str, bots: Sequence[str | None], active: int | None
) -> str:
    """Each player: colour in words, exact score, followers in supply, keep, wall tiles held
    (face up, with their effect) and used."""
    parts = []
    for p, pl in enumerate(seen["players"]):
        cls = "cc-player" + (" cc-active" if p == active else "")
        who = name_and_colour(shown_name(pl["name"], lang), p, lang)
        head = [
            f'<span class="cc-player-name"><span class="cc-dot" '
            f'style="background:{PLAYER_COLOURS[p]}"></span>'
            f"{escape(who)}</span>",
            f'<span class="cc-score">{escape(t("points", lang, n=pl["score"]))}</span>',
        ]
        if bots[p]:
            head.append(f'<span class="cc-note">({escape(t("bot_tag", lang))}: {bots[p]})</span>')
        if p == active:
            head.append(f'<span class="cc-tag">{escape(t("active_tag", lang))}</span>')
        items = [t("supply", lang, n=pl["supply"])]
        keep = pl["keep"]
        if keep is None:
            items.append(t("keep_supply", lang))
        else:
            items.append(
                t(
                    "keep_on",
                    lang,
                    size=keep["size"],
                    feature=messages.feature_square(keep["feature"]),
                )
            )
        if pl["wall_tiles"]:
            tiles = "; ".join(wall_tile_words(n, lang) for n in pl["wall_tiles"])
            items.append(f"{t('wall_held', lang)} {tiles}")
        else:
            items.append(t("wall_none", lang))
        if pl["used"]:
            items.append(t("wall_used", lang, tiles=", ".join(str(n) for n in pl["used"])))
        lis = "".join(f"<li>{escape(x)}</li>" for x in items)
        parts.append(
            f'<div class="{cls} cc-player-{p}"><div class="cc-player-head">{"".join(head)}</div>'
            f"<ul>{lis}</ul></div>"
        )
    return "".join(parts)


def log_html(events: list[Any], names: list[str], lang: str) -> str:
    """The whole game in words, newest first, repeats collapsed (set-up, marker moves and the points
    already told by their scoring left out)."""
    lines = [
        messages.render_event(e, names, lang)
        for e in events
        if e.reason != "setup"
        and e.kind != "marker"
        and not (e.kind == "transfer" and e.item in ("points", "wall_tile") and e.dst == "used")
        and not (e.kind == "transfer" and e.item == "points")
    ]
    return log.log_html(lines)
