"""The table view: status, castle, decision, players and log in one widget.

One widget means one message to the browser per update, which keeps a click fast. Python sends
ready-made HTML and a plain description of the decision; the browser draws the buttons and sends
back which one was clicked. The CSS classes are the page's stable hooks (``burg-action-<key>``).
"""

from __future__ import annotations

import anywidget
import traitlets as tl

_ESM = r"""
function h(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function render({ model, el }) {
  el.classList.add("burg-table");
  el.innerHTML = '<div class="burg-status"></div>'
    + '<div class="burg-row"><div class="burg-castle-view"></div>'
    + '<div class="burg-decision"></div></div>'
    + '<div class="burg-players-view"></div>'
    + '<div class="burg-section"><h3 class="burg-log-title"></h3>'
    + '<div class="burg-log-view"></div></div>'
    + '<div class="burg-tick" style="display:none"></div>';
  const q = (c) => el.querySelector(c);
  const send = (event, key) => model.send({ event: event, key: key || "" });
  const html = (cls, name) => {
    const f = () => { q(cls).innerHTML = model.get(name); };
    f();
    model.on("change:" + name, f);
  };
  html(".burg-status", "status");
  html(".burg-castle-view", "castle");
  html(".burg-players-view", "players");
  html(".burg-log-view", "log");
  const logTitle = () => { q(".burg-log-title").textContent = model.get("log_title"); };
  logTitle();
  model.on("change:log_title", logTitle);

  const button = (cls, label, enabled, tip, onclick) => {
    const b = h("button", "burg-button " + cls, label);
    b.disabled = !enabled;
    if (tip) b.title = tip;
    b.addEventListener("click", () => { if (!b.disabled) onclick(); });
    return b;
  };
  const decision = () => {
    const d = model.get("decision") || {};
    const box = q(".burg-decision");
    box.replaceChildren();
    box.classList.toggle("burg-hidden", !d.title);
    if (!d.title) return;
    box.append(h("div", "burg-decision-title", d.title));
    if (d.hint) box.append(h("div", "burg-decision-hint", d.hint));
    if (d.curtain) box.append(button("burg-reveal", d.curtain, true, "", () => send("reveal")));
    if (d.options && d.options.length) {
      const opts = h("div", "burg-options" + (d.wide ? " burg-wide" : ""));
      for (const o of d.options) {
        let cls = "burg-option burg-action-" + o.key;
        if (o.selected) cls += " burg-selected";
        if (!o.enabled) cls += " burg-disabled";
        const label = (o.selected ? "\u2714 " : "") + o.label;
        const tip = o.reason || o.label;
        opts.append(button(cls, label, o.enabled, tip, () => send("option", o.key)));
      }
      box.append(opts);
    }
    if (d.payment) {
      const p = h("div", "burg-payment");
      p.innerHTML = d.payment;
      box.append(p);
    }
    const row = h("div", "burg-buttons");
    if (d.stepper) {
      row.append(button("burg-pay-prev", d.prev, true, "", () => send("prev")));
      row.append(button("burg-pay-next", d.next, true, "", () => send("next")));
    }
    if (d.confirm) {
      const ok = d.confirm_enabled;
      row.append(button("burg-confirm", d.confirm, ok, d.confirm, () => send("confirm")));
    }
    if (d.back) row.append(button("burg-back", d.back, true, "", () => send("back")));
    if (row.children.length) box.append(row);
    if (d.final) {
      const f = h("div", "burg-final-view");
      f.innerHTML = d.final;
      box.append(f);
    }
  };
  decision();
  model.on("change:decision", decision);

  // the tick changes with every update, after everything else: the page is up to date
  const tick = () => {
    const n = String(model.get("tick"));
    q(".burg-tick").innerHTML = '<span data-tick="' + n + '">' + n + "</span>";
  };
  tick();
  model.on("change", tick);
}
export default { render };
"""


class TableView(anywidget.AnyWidget):
    """Status line, castle (SVG), decision, player panels and log, drawn in the browser."""

    _esm = _ESM
    status = tl.Unicode("").tag(sync=True)
    castle = tl.Unicode("").tag(sync=True)
    players = tl.Unicode("").tag(sync=True)
    log = tl.Unicode("").tag(sync=True)
    log_title = tl.Unicode("").tag(sync=True)
    decision = tl.Dict({}).tag(sync=True)
    tick = tl.Int(0).tag(sync=True)
