"""Pure drawing functions: the castle as inline SVG, the players, the log and the final scores.

Each takes the game and returns an HTML string, so it is fast to update and easy to test. They
draw what a seat may see (``Game.view``): the castle and the scores are public, the players' panel
is drawn for a viewer.
"""

from __future__ import annotations

from html import escape
from typing import Any

from burg.core.events import Event
from burg.schutz import messages
from burg.schutz.data import (
    BUILDING_OF,
    BUILDING_TYPES,
    CARTS,
    GRANARY_VP,
    KINDS,
    PREBUILT,
    TEMPLATES,
    VP_TRACK,
    WINTER_CARDS,
    winter_draw_rounds,
)
from burg.schutz.game import Game
from widgets.core import log
from widgets.core.colours import ink
from widgets.schutz.text import short_card, t

#: Player colours by seat (red, blue, yellow, green).
PLAYER_COLOURS: tuple[str, ...] = ("#c62828", "#1565c0", "#f9a825", "#2e7d32")
#: Piece colours by kind.
KIND_COLOURS: dict[str, str] = {
    "sand": "#e8d38a",
    "wood": "#8d5a2b",
    "clay": "#b0502f",
    "stone": "#8c8c8c",
    "silver": "#b8c4cf",
}
_BIG = ("markt", "schmiede", *[b for b in TEMPLATES if BUILDING_TYPES[BUILDING_OF[b]].fees])
_TOWERS = [b for b in TEMPLATES if BUILDING_OF[b] == "turm"]
_HOUSES = [b for b in TEMPLATES if BUILDING_OF[b] in ("haus", "brunnen")]
#: A taler on the board (round fields, stakes).
TALER_COLOUR = "#e0b43c"
WIDTH, HEIGHT = 780, 600
#: The winter game adds a band of the six winter cards below the VP track (two rows of three).
WINTER_BAND = 244
#: The winter game writes "Winter" under the round fields that draw a winter card: the rest of
#: the table moves down by this much.
TRACK_LABEL = 16


def _text(x: float, y: float, s: str, size: int = 15, **attrs: str) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}"{extra}>{escape(s)}</text>'


def _dark_text(colour: str) -> str:
    """The text colour (dark or white) that reads best on ``colour``."""
    return ink(colour, "#222", "#fff")


def _builder(view: dict[str, Any], b: str) -> int | None:
    """Who built ``b``: a seat, -1 for Markt and Schmiede (built from the start), ``None``."""
    return -1 if b in PREBUILT else view["built"].get(b)


def _name(view: dict[str, Any], seat: int) -> str:
    return view["players"][seat]["name"]


def initials(names: list[str]) -> list[str]:
    """A short mark per player for what the board shows in a player's colour, so that it is
    never told by colour alone: the first letter of the name, or more where names share it."""
    out = []
    for name in names:
        n = 1
        while n < len(name) and sum(other[:n] == name[:n] for other in names) > 1:
            n += 1
        out.append(name[:n] or "?")
    return out


def _mark(view: dict[str, Any], seat: int) -> str:
    return initials([pl["name"] for pl in view["players"]])[seat]


def _building_box(
    view: dict[str, Any], b: str, x: float, y: float, w: float, h: float, lang: str, hot: bool
) -> str:
    bt = BUILDING_TYPES[BUILDING_OF[b]]
    builder = _builder(view, b)
    built = builder is not None
    fill = "#f3e9d2" if built else "#fbfaf7"
    stroke = "#2e7d32" if hot else ("#6d5a3a" if built else "#b0a890")
    dash = "" if built or hot else ' stroke-dasharray="6 4"'
    width = 4 if hot else 2
    cls = f"burg-building burg-building-{b}" + (" burg-affordable" if hot else "")
    title = messages.name(b, lang)
    if builder is not None and builder >= 0:
        title += " — " + t("svg_builder", lang, player=_name(view, builder))
    elif not built:
        title += " — " + t("svg_unbuilt", lang)
    if hot:
        title += " — " + t("svg_affordable", lang)
    out = [
        f'<g class="{cls}"><title>{escape(title)}</title>',
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="{width}"{dash}/>',
    ]
    if builder is not None and builder >= 0:
        c = PLAYER_COLOURS[builder]
        out.append(f'<rect x="{x + w - 22}" y="{y}" width="22" height="30" fill="{c}"/>')
        out.append(
            _text(
                x + w - 11,
                y + 20,
                _mark(view, builder),
                13,
                text_anchor="middle",
                font_weight="bold",
                fill=_dark_text(c),
            )
        )
    name = bt.name_de  # the German names fit the boxes and are the game's own words
    colour = "#222" if built else "#8a8270"
    out.append(_text(x + 8, y + 22, name, 16, font_weight="bold", fill=colour))
    if bt.value:
        out.append(_text(x + 8, y + 42, f"{bt.value} ▸ {bt.vp} {t('vp', lang)}", 14, fill=colour))
    if b == "schmiede":
        out.append(_text(x + 8, y + 42, t("svg_forge", lang, n=view["forge"]), 14, fill="#333"))
    slots = view["slots"].get(b, [])
    for i, fee in enumerate(bt.fees):
        cx = x + 24 + i * 40
        cy = y + h - 26
        occ = slots[i] if i < len(slots) else None
        if occ is None:
            out.append(
                f'<circle cx="{cx}" cy="{cy}" r="17" fill="#fff" stroke="#6d5a3a" '
                f'stroke-width="1.5"/>'
            )
            out.append(_text(cx, cy + 5, str(fee), 14, text_anchor="middle", fill="#333"))
        else:
            # whose helper, in letters too (not by colour alone); the fee in its tooltip
            c = PLAYER_COLOURS[occ]
            tip = t("svg_helper", lang, player=_name(view, occ), fee=fee)
            out.append(
                f'<g class="burg-slot-taken"><title>{escape(tip)}</title>'
                f'<circle cx="{cx}" cy="{cy}" r="17" fill="{c}" stroke="#222"/>'
                + _text(
                    cx,
                    cy + 5,
                    _mark(view, occ),
                    15,
                    text_anchor="middle",
                    font_weight="bold",
                    fill=_dark_text(c),
                )
                + "</g>"
            )
    out.append("</g>")
    return "".join(out)


def _small_building(view: dict[str, Any], b: str, x: float, y: float, lang: str, hot: bool) -> str:
    builder = _builder(view, b)
    fill = PLAYER_COLOURS[builder] if builder is not None and builder >= 0 else "#fbfaf7"
    stroke = "#2e7d32" if hot else "#6d5a3a"
    dash = "" if builder is not None or hot else ' stroke-dasharray="4 3"'
    title = messages.name(b, lang)
    if builder is not None and builder >= 0:
        title += " — " + t("svg_builder", lang, player=_name(view, builder))
    cls = f"burg-building burg-building-{b}" + (" burg-affordable" if hot else "")
    mark = ""
    if builder is not None and builder >= 0:
        mark = _text(
            x + 17,
            y + 23,
            _mark(view, builder),
            15,
            text_anchor="middle",
            font_weight="bold",
            fill=_dark_text(fill),
        )
    return (
        f'<g class="{cls}"><title>{escape(title)}</title>'
        f'<rect x="{x}" y="{y}" width="34" height="34" rx="4" fill="{fill}" stroke="{stroke}" '
        f'stroke-width="{4 if hot else 1.5}"{dash}/>{mark}</g>'
    )


def castle_svg(game: Game, lang: str = "en", affordable: set[str] | frozenset = frozenset()) -> str:
    """The whole table as SVG: round track, buildings with helper slots, carts and rider,
    defence tower, forge, bank and the VP track. ``affordable`` templates are outlined green."""
    view = game.view()  # the castle is public: what a spectator sees
    winter = view.get("winter")
    rnd_now, n = view["round"], view["rounds_total"]
    height = HEIGHT + (TRACK_LABEL + WINTER_BAND if winter else 0)
    o = [
        f'<svg class="burg-castle" viewBox="0 0 {WIDTH} {height}" width="100%" '
        f'xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans, sans-serif" '
        f'role="img" aria-label="{escape(t("title", lang))}">'
    ]
    # round track: one field per round, a taler on every field not yet taken
    o.append(
        _text(
            0,
            30,
            t("svg_round", lang, round=rnd_now, total=n),
            17,
            font_weight="bold",
        )
    )
    draw_rounds = winter_draw_rounds(n)
    step = (WIDTH - 175) / n
    for i in range(n):
        rnd = i + 1
        cx = 175 + i * step + step / 2
        has_taler = rnd > rnd_now
        cur = rnd == rnd_now
        fill = TALER_COLOUR if has_taler else "#eee"
        stroke = "#222" if cur else "#999"
        marked = winter and rnd in draw_rounds  # a marked field: a winter card is drawn
        if marked:
            tip = t("winter_field_tip", lang, round=rnd, field=n + 1 - rnd)
            o.append(f'<g class="burg-winter-field"><title>{escape(tip)}</title>')
        o.append(
            f'<circle class="burg-round-field" cx="{cx:.0f}" cy="22" r="15" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{3 if cur else 1}"/>'
        )
        o.append(_text(cx, 27, str(rnd), 13, text_anchor="middle", fill="#222"))
        if marked:
            o.append(_text(cx + 12, 13, "❄", 16, fill="#1565c0"))
            # the word, squeezed where fields are narrow (15 rounds: 2 and 3 are marked), with a
            # clear gap so that two neighbouring words never read as one
            fit = {"textLength": f"{step - 12:.0f}", "lengthAdjust": "spacingAndGlyphs"}
            o.append(
                _text(
                    cx,
                    51,
                    t("winter", lang),
                    12,
                    text_anchor="middle",
                    fill="#1565c0",
                    **(fit if step < 46 else {}),
                )
            )
            o.append("</g>")
    if winter:  # the rest of the table moves down under the words
        o.append(f'<g transform="translate(0,{TRACK_LABEL})">')
    # the castle: buildings with helper slots in a 3x3 grid
    w, h = 164, 112
    for i, b in enumerate(_BIG):
        x = (i % 3) * 168
        y = 50 + (i // 3) * 116
        o.append(_building_box(view, b, x, y, w, h, lang, b in affordable))
    # towers, houses and the well
    y = 404
    o.append(_text(0, y + 24, messages.name("turm", lang).split(" (")[0], 15, font_weight="bold"))
    bt = BUILDING_TYPES["turm"]
    o.append(_text(0, y + 42, f"{bt.value} ▸ {bt.vp} {t('vp', lang)}", 12))
    for i, b in enumerate(_TOWERS):
        o.append(_small_building(view, b, 100 + i * 40, y + 6, lang, b in affordable))
    y = 458
    bh = BUILDING_TYPES["haus"]
    o.append(_text(0, y + 24, messages.name("haus", lang).split(" (")[0], 15, font_weight="bold"))
    o.append(_text(0, y + 42, f"{bh.value} ▸ {bh.vp} {t('vp', lang)}", 12))
    for i, b in enumerate(_HOUSES):
        gap = 30 if BUILDING_OF[b] == "brunnen" else 0
        o.append(_small_building(view, b, 100 + i * 40 + gap, y + 6, lang, b in affordable))
    bb = BUILDING_TYPES["brunnen"]
    o.append(
        _text(
            100 + len(_HOUSES) * 40 + 30,
            y + 28,
            f"◂ {bb.name_de} {bb.value} ▸ {bb.vp} {t('vp', lang)}",
            13,
        )
    )
    # carts and the rider
    x0 = 512
    o.append(_text(x0, 66, t("svg_carts", lang), 16, font_weight="bold"))
    for i, cart in enumerate(CARTS):
        y = 78 + i * 44
        kind = KINDS[i]
        c = KIND_COLOURS[kind]
        o.append(
            f'<g class="burg-cart burg-cart-{cart}"><rect x="{x0}" y="{y}" width="40" height="36" '
            f'rx="5" fill="{c}" stroke="#444"/>'
        )
        label = messages.name("rider" if cart == "rider" else kind, lang)
        o.append(
            _text(
                x0 + 20,
                y + 24,
                str(view["supply"][kind]),
                16,
                text_anchor="middle",
                fill=_dark_text(c),
                font_weight="bold",
            )
        )
        o.append(_text(x0 + 50, y + 24, label, 15))
        m = view["merchants"][cart]
        if m is not None:
            pc = PLAYER_COLOURS[m["owner"]]
            o.append(
                f'<g class="burg-merchant"><title>'
                f"{escape(t('held_by', lang, player=_name(view, m['owner'])))}</title>"
                f'<circle cx="{x0 + 180}" cy="{y + 18}" r="13" fill="{pc}" stroke="#222"/>'
                + _text(
                    x0 + 180,
                    y + 23,
                    _mark(view, m["owner"]),
                    13,
                    text_anchor="middle",
                    font_weight="bold",
                    fill=_dark_text(pc),
                )
                + "</g>"
            )
        o.append("</g>")
    # defence tower
    y = 310
    o.append(_text(x0, y, t("svg_tower", lang), 16, font_weight="bold"))
    o.append('<g class="burg-tower">')
    for i, kind in enumerate(KINDS):
        x = x0 + i * 52
        c = KIND_COLOURS[kind]
        o.append(
            f'<rect x="{x}" y="{y + 10}" width="44" height="34" rx="5" fill="{c}" stroke="#444">'
            f"<title>{escape(messages.name(kind, lang))}</title></rect>"
        )
        o.append(
            _text(
                x + 22,
                y + 34,
                str(view["tower"][kind]),
                16,
                text_anchor="middle",
                fill=_dark_text(c),
                font_weight="bold",
            )
        )
    o.append("</g>")
    o.append(_text(x0, 384, t("svg_bank", lang, n=view["bank"]), 15))
    # VP track
    y = 520
    o.append(_text(0, y + 2, t("svg_vp_track", lang), 16, font_weight="bold"))
    left, right = 20, WIDTH - 20
    span = right - left
    o.append(
        f'<line x1="{left}" y1="{y + 40}" x2="{right}" y2="{y + 40}" stroke="#6d5a3a" '
        f'stroke-width="6" stroke-linecap="round"/>'
    )
    for v in range(0, VP_TRACK + 1, 10):
        x = left + span * v / VP_TRACK
        o.append(f'<line x1="{x:.0f}" y1="{y + 32}" x2="{x:.0f}" y2="{y + 48}" stroke="#6d5a3a"/>')
        o.append(_text(x, y + 68, str(v), 12, text_anchor="middle", fill="#555"))
    # the pawns above the track, each with its score inside; pawns of equal or close scores
    # stand side by side (a pin points to each one's space), so no number is covered
    players = view["players"]
    xs = {p: left + span * (pl["vp"] % VP_TRACK) / VP_TRACK for p, pl in enumerate(players)}
    order = sorted(xs, key=lambda p: (xs[p], p))
    spread = _spread([xs[p] for p in order], 2 * VP_PAWN + 2, VP_PAWN, WIDTH - VP_PAWN)
    cy = y + 20
    for p, px in zip(order, spread, strict=True):
        pl, c = players[p], PLAYER_COLOURS[p]
        vp = pl["vp"]
        o.append(
            f'<g class="burg-vp-marker burg-vp-{p}"><title>{escape(pl["name"])}: {vp}</title>'
            f'<line x1="{px:.0f}" y1="{cy + VP_PAWN}" x2="{xs[p]:.0f}" y2="{y + 37}" '
            f'stroke="{c}" stroke-width="2"/>'
            f'<circle cx="{px:.0f}" cy="{cy}" r="{VP_PAWN}" fill="{c}" stroke="#222"/>'
        )
        size = 12 if vp < 100 else 10
        o.append(
            _text(
                px,
                cy + 4,
                str(vp),
                size,
                text_anchor="middle",
                fill=_dark_text(c),
                font_weight="bold",
            )
        )
        o.append("</g>")
    if winter:
        o.append(_winter_band(view, HEIGHT, lang))
        o.append("</g>")
    o.append("</svg>")
    return "".join(o)


#: The radius of a VP pawn.
VP_PAWN = 12


def _spread(xs: list[float], gap: float, lo: float, hi: float) -> list[float]:
    """Positions for marks wanted at ``xs`` (sorted), at least ``gap`` apart and within
    ``lo``..``hi``: marks that would overlap stand side by side, centred on where they belong."""
    groups: list[list[float]] = []  # runs of marks that stand side by side
    for x in xs:
        groups.append([x])
        while len(groups) > 1:
            a, b = groups[-2], groups[-1]
            a_end = sum(a) / len(a) + (len(a) - 1) * gap / 2
            b_start = sum(b) / len(b) - (len(b) - 1) * gap / 2
            if b_start - a_end >= gap:
                break
            groups[-2:] = [a + b]
    out: list[float] = []
    for g in groups:
        start = sum(g) / len(g) - (len(g) - 1) * gap / 2
        out += [start + i * gap for i in range(len(g))]
    # keep them on the board (and apart after the shift)
    for i in range(len(out)):
        out[i] = max(out[i], lo if i == 0 else out[i - 1] + gap)
    for i in reversed(range(len(out))):
        out[i] = min(out[i], hi if i == len(out) - 1 else out[i + 1] - gap)
    return out


def _winter_band(view: dict[str, Any], y: int, lang: str) -> str:
    """Die Burg im Winter: the six winter cards in two rows of three, where each is, what it does
    and what lies on those in play. Every text is at least 12 px; a card's tooltip (``<title>``)
    is its full text as read out when it is drawn."""
    names = [pl["name"] for pl in view["players"]]
    w = view["winter"]
    deck = w["deck"]  # face down: the view tells its size only
    deck = deck if isinstance(deck, int) else len(deck)
    drawn = w["card"]
    o = [
        f'<g class="burg-winter">{_text(0, y + 14, t("svg_winter", lang), 16, font_weight="bold")}'
    ]
    o.append(_text(WIDTH - 2, y + 14, t("winter_deck", lang) + f": {deck}", 13, text_anchor="end"))
    gap, h = 8, 104
    width = (WIDTH - 2 * gap - 2) / 3  # the outer borders inside the picture
    for i, card in enumerate(WINTER_CARDS):
        x = 1 + (i % 3) * (width + gap)
        top = y + 24 + (i // 3) * (h + gap)
        if card in w["in_play"]:
            state, fill, stroke = "in_play", "#e3f2fd", "#1565c0"
        elif card in w["out"]:
            state, fill, stroke = "gone", "#eeeeee", "#9e9e9e"
        elif card == drawn:
            state, fill, stroke = "drawn", "#fff8e1", "#f9a825"
        else:
            state, fill, stroke = "deck", "#fafafa", "#bdbdbd"
        if card == drawn and state != "deck":
            stroke = "#f9a825"
        full = f"{messages.name(card, lang)}: {_winter_text(card, lang)}"
        o.append(
            f'<g class="burg-winter-card burg-winter-{card} burg-winter-{state}">'
            f"<title>{escape(full)}</title>"
            f'<rect x="{x:.0f}" y="{top}" width="{width:.0f}" height="{h}" rx="7" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{3 if card == drawn else 1.5}"/>'
        )
        o.append(_text(x + 8, top + 19, messages.name(card, "de"), 14, font_weight="bold"))
        drawn_now = card == drawn and state != "gone"
        label = t("winter_drawn" if drawn_now else f"winter_{state}", lang)
        o.append(_text(x + 8, top + 36, label, 12, fill="#555"))
        o.append(_text(x + 8, top + 53, t(f"winter_effect_{card}", lang), 12))
        if state == "in_play" or (card == "burgfraeulein" and w["lady"]["winner"] is not None):
            o.append(_winter_detail(w, card, x + 8, top + 76, names, lang))
        o.append("</g>")
    o.append("</g>")
    return "".join(o)


def _winter_text(card: str, lang: str) -> str:
    return messages.WINTER_TEXT.get(lang, messages.WINTER_TEXT["en"])[card]


def _winter_detail(
    w: dict[str, Any], card: str, x: float, y: float, names: list[str], lang: str
) -> str:
    """What lies on a winter card in play (``w``: the view's ``winter``): the innkeeper, the
    Kornspeicher's helpers, the stakes and who still woos."""
    o = []
    if card == "dorfschaenke":
        inn = w["innkeeper"]
        if inn is not None:
            o.append(
                f'<circle class="burg-innkeeper" cx="{x + 8}" cy="{y - 4}" r="8" '
                f'fill="{PLAYER_COLOURS[inn]}" stroke="#222"/>'
            )
            o.append(_text(x + 22, y, t("winter_inn_keeper", lang, player=names[inn]), 12))
        else:
            o.append(_text(x, y, t("winter_inn_none", lang, n=w["inn_talers"]), 12))
    elif card == "kornspeicher":
        granary = w["granary"]
        marks = initials(names)
        for i in range(len(GRANARY_VP)):
            fill = PLAYER_COLOURS[granary[i]] if i < len(granary) else "#fff"
            o.append(
                f'<circle class="burg-granary-slot" cx="{x + 10 + i * 24}" cy="{y - 4}" r="9" '
                f'fill="{fill}" stroke="#444"/>'
            )
            if i < len(granary):  # whose helper, in letters too
                o.append(
                    _text(
                        x + 10 + i * 24,
                        y,
                        marks[granary[i]],
                        11,
                        text_anchor="middle",
                        font_weight="bold",
                        fill=_dark_text(fill),
                    )
                )
        gx = x + 10 + len(GRANARY_VP) * 24
        o.append(_text(gx, y, t("winter_granary", lang), 12, fill="#555"))
    elif card == "burgfraeulein":
        # the stakes as coloured chips with their counts (talers gold), then who still woos
        lady = w["lady"]
        chips = [(k, n, KIND_COLOURS[k]) for k, n in lady["pieces"].items() if n]
        if lady["talers"]:
            chips.append(("taler", lady["talers"], TALER_COLOUR))
        if not chips:
            o.append(_text(x, y, t("winter_stakes", lang, items="—"), 12))
        for j, (k, n, c) in enumerate(chips):
            o.append(
                f'<g class="burg-stake burg-stake-{k}"><rect x="{x + j * 24}" y="{y - 13}" '
                f'width="22" height="18" rx="3" fill="{c}" stroke="#444">'
                f"<title>{escape(messages.name(k, lang))}: {n}</title></rect>"
                + _text(
                    x + j * 24 + 11, y + 1, str(n), 12, text_anchor="middle", fill=_dark_text(c)
                )
                + "</g>"
            )
        winner = lady["winner"]
        who = lady["wooers"] if winner is None else [winner]
        for j, p in enumerate(who):
            o.append(
                f'<circle cx="{x + 6 + j * 16}" cy="{y + 18}" r="6" '
                f'fill="{PLAYER_COLOURS[p]}" stroke="#222"/>'
            )
        if winner is not None:
            text = t("winter_won", lang, player=names[winner])
        else:
            text = t("winter_wooers", lang, players=", ".join(names[p] for p in who))
        o.append(_text(x + 4 + max(len(who), 1) * 16, y + 22, text, 12))
    return "".join(o)


def _chips(pieces: dict[str, int] | list[int], lang: str) -> str:
    values = [pieces[k] for k in KINDS] if isinstance(pieces, dict) else list(pieces)
    out = []
    for kind, n in zip(KINDS, values, strict=True):
        c = KIND_COLOURS[kind]
        out.append(
            f'<span class="burg-chip" title="{escape(messages.name(kind, lang))}" '
            f'style="background:{c};color:{_dark_text(c)}">{n} {escape(messages.name(kind, lang))}'
            f"</span>"
        )
    return " ".join(out)


def _cards(cards: list[str] | int, lang: str) -> str:
    if isinstance(cards, int):
        return escape(t("hidden_cards", lang, n=cards)) if cards else "—"
    return ", ".join(escape(short_card(c, lang)) for c in cards) or "—"


def players_html(
    game: Game,
    viewer: int | None,
    bots: list[str | None],
    lang: str = "en",
    acting: int | None = None,
) -> str:
    """One panel per player as the ``viewer`` may see it (others' hands and secret choices hidden).

    ``bots`` names the bot of every seat (``None`` for a person); ``acting`` is highlighted."""
    view = game.view(viewer)
    out = ['<div class="burg-players">']
    for p, pd in enumerate(view["players"]):
        c = PLAYER_COLOURS[p]
        cls = "burg-player" + (" burg-acting" if p == acting else "")
        tag = (
            f' <span class="burg-tag">{escape(t("bot_tag", lang))}: {escape(bots[p])}</span>'
            if (p < len(bots) and bots[p])
            else ""
        )
        start = (
            f' <span class="burg-tag">{escape(t("start_player", lang))}</span>'
            if p == view["start_player"]
            else ""
        )
        chosen = pd["chosen"]
        chosen_html = (
            escape(t("face_down", lang, n=chosen))
            if isinstance(chosen, int)
            else _cards(chosen, lang)
        )
        out.append(
            f'<div class="{cls} burg-player-{p}" style="border-color:{c}">'
            f'<div class="burg-player-name"><span class="burg-dot" style="background:{c}"></span>'
            f"{escape(pd['name'])}{tag}{start}</div>"
            f'<div class="burg-stats"><b class="burg-talers-{p}">{pd["talers"]}</b> '
            f'{escape(t("talers", lang))} · <b class="burg-vp-{p}">{pd["vp"]}</b> '
            f"{escape(t('vp', lang))} · <b>{pd['helpers']}</b> {escape(t('helpers', lang))}</div>"
            f'<div class="burg-pieces">{_chips(pd["pieces"], lang)}</div>'
            f'<div class="burg-cards"><i>{escape(t("hand", lang))}:</i> {_cards(pd["hand"], lang)}'
            f"</div>"
            f'<div class="burg-cards"><i>{escape(t("discard", lang))}:</i> '
            f"{_cards(pd['discard'], lang)}</div>"
        )
        if chosen:
            out.append(
                f'<div class="burg-cards"><i>{escape(t("chosen", lang))}:</i> {chosen_html}</div>'
            )
        if pd.get("lost"):
            out.append(
                f'<div class="burg-cards burg-lost"><i>{escape(t("lost", lang))}:</i> '
                f"{_cards(pd['lost'], lang)}</div>"
            )
        out.append("</div>")
    out.append("</div>")
    return "".join(out)


def log_html(events: list[Event], players: list[str], lang: str = "en") -> str:
    """The whole game's narrated log with a heading per round: the latest round first, and
    within a round the events in the order they happened (pays, builds, scores); a line
    repeated one after the other is shown once with how often (``widgets.core.log``)."""
    shown = [e for e in events if e.reason != "setup"]
    rounds: list[tuple[Any, list[Event]]] = []
    for e in shown:
        if not rounds or rounds[-1][0] != e.round:
            rounds.append((e.round, []))
        rounds[-1][1].append(e)
    lines = []
    for rnd, round_events in reversed(rounds):
        heading = escape(t("log_round", lang, round=rnd))
        lines.append(f'<div class="burg-log-round">{heading}</div><ul>')
        said = [(messages.render_event(e, players, lang), e.player) for e in round_events]
        for (text, player), n in log.collapse(said):
            colour = PLAYER_COLOURS[player] if player is not None and player < 4 else "#888"
            lines.append(
                f'<li style="border-left:6px solid {colour}">{log.line_html(text, n)}</li>'
            )
        lines.append("</ul>")
    # the log scrolls: a region the keyboard reaches, named by the table's log title
    head = '<div class="burg-log" tabindex="0" role="region" aria-labelledby="burg-log-title">'
    return head + "".join(lines) + "</div>"


def final_html(game: Game, lang: str = "en") -> str:
    """The final standings with the scoring breakdown per building.

    One column per player (in rank order) and one row per figure: the table stays narrow (at
    most five columns) however many buildings scored, so it fits a tablet and a side panel."""
    names = [pl["name"] for pl in game.view()["players"]]
    scores = game.scores
    ranking = game.ranking()
    head = "".join(
        f'<th class="burg-final-player burg-final-player-{s.seat}">'
        f'<span class="burg-dot" style="background:{PLAYER_COLOURS[s.seat]}"></span>'
        f"{escape(names[s.seat])}</th>"
        for s in ranking
    )
    vp = [f'<td class="burg-final-vp burg-final-vp-{s.seat}"><b>{s.vp}</b></td>' for s in ranking]
    figures = [
        ("rank", t("rank", lang), [f"<td>{s.rank}</td>" for s in ranking]),
        ("total", t("vp", lang), vp),
        ("talers", t("talers", lang), [f"<td>{s.talers}</td>" for s in ranking]),
        ("pieces", t("piece_value", lang), [f"<td>{s.piece_value}</td>" for s in ranking]),
    ]
    for k in (k for k in scores if any(scores[k])):
        label = t("from_play", lang) if k == "game" else messages.name(k, lang)
        figures.append((f"src-{k}", label, [f"<td>{scores[k][s.seat]}</td>" for s in ranking]))
    rows = "".join(
        f'<tr class="burg-final-row burg-final-{key}"><th>{escape(label)}</th>{"".join(cells)}</tr>'
        for key, label, cells in figures
    )
    winners = [names[s.seat] for s in ranking if s.rank == 1]
    return (
        f'<div class="burg-final"><h2>{escape(t("final", lang))}: '
        f"{escape(t('winner', lang, player=' & '.join(winners)))}</h2>"
        f'<table class="burg-final-table"><tr><th></th>{head}</tr>{rows}</table></div>'
    )
