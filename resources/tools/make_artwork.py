#!/usr/bin/env python3
"""Writes Tabiya's SVG artwork: the Western piece set, the two hand-drawn xiangqi sets
and the icon (the Kai set and the river text: make_kai_artwork.py).
Run from anywhere: python3 resources/tools/make_artwork.py

The SVG files are committed; this script is how they were made and how to change them.
Every piece is a group with a documented id ("wK", "bC", ...) whose bounding box is
its 100 x 100 tile (a transparent rectangle fixes it), laid out as a sheet so the file
is also readable in a browser. See resources/README-pieces for the contract.
"""

import os

import shogi
from fairy import MEDAL_C, fairy_shapes
from glyphs import glyph, place, transform

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)


def svg_document(width, height, body, comment):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<!--\n{comment.strip()}\n-->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"{body}</svg>\n"
    )


def tile(element_id, x, y, content):
    return (
        f'<g id="{element_id}"><g transform="translate({x},{y})">'
        f'<rect width="100" height="100" fill="none" stroke="none"/>\n{content}</g></g>\n'
    )


# --- Western pieces --------------------------------------------------------------------

# Each shape: (path, kind) where kind is "body" (filled, outlined) or "line" (detail
# stroke in the contrasting colour).
def base(left, right):
    """The rounded plinth every piece stands on, from x = left to x = right."""
    return (f"M {left + 3} 88 H {right - 3} Q {right} 88 {right} 85 V 83 Q {right} 79 {right - 4} 79 "
            f"H {left + 4} Q {left} 79 {left} 83 V 85 Q {left} 88 {left + 3} 88 Z")


BASE = base(22, 78)

WESTERN = {
    "P": [
        (base(28, 72), "body"),
        ("M 33 79 C 36 68 42 60 44 52 H 56 C 58 60 64 68 67 79 Z", "body"),
        ("M 38 52 Q 38 47 44 47 H 56 Q 62 47 62 52 Q 62 56 56 56 H 44 Q 38 56 38 52 Z", "body"),
        ("M 50 21 C 58 21 63 27 63 34 C 63 41 58 47 50 47 C 42 47 37 41 37 34 "
         "C 37 27 42 21 50 21 Z", "body"),
    ],
    "R": [
        (BASE, "body"),
        ("M 28 79 L 31 71 H 69 L 72 79 Z", "body"),
        ("M 34 71 L 36 41 H 64 L 66 71 Z", "body"),
        ("M 30 41 V 22 H 39 V 29 H 45.5 V 22 H 54.5 V 29 H 61 V 22 H 70 V 41 Z", "body"),
        ("M 36 41 H 64", "line"),
        ("M 35 63 H 65", "line"),
    ],
    "N": [
        (BASE, "body"),
        ("M 31 79 C 31 67 38 61 45 55 C 40 56 36 58 32 61 C 27 63 22 60 21 55 "
         "C 20 51 22 48 25 45 C 30 38 34 32 40 27 L 41 19 L 47 24 L 52 17 L 55 24 "
         "C 67 28 75 40 75 56 C 75 66 73 72 72 79 Z", "body"),
        ("M 40 38 Q 42 36 45 37", "line"),
        ("M 27 52 L 25 54", "line"),
        ("M 57 27 C 64 32 69 41 69 55 C 69 65 68 72 67 79", "line"),
        ("M 45 55 C 47 52 50 50 52 46", "line"),
    ],
    "B": [
        (base(26, 74), "body"),
        ("M 33 79 C 33 72 38 68 43 66 H 57 C 62 68 67 72 67 79 Z", "body"),
        ("M 43 66 C 33 60 32 46 40 37 C 44 32 47 29 50 26 C 53 29 56 32 60 37 "
         "C 68 46 67 60 57 66 Z", "body"),
        ("M 50 15 C 53 15 55 17 55 20 C 55 23 53 25 50 25 C 47 25 45 23 45 20 "
         "C 45 17 47 15 50 15 Z", "body"),
        ("M 56 38 L 47 50", "line"),
        ("M 41 66 H 59", "line"),
    ],
    "Q": [
        (BASE, "body"),
        ("M 30 79 L 22 38 L 37 58 L 37 30 L 46 55 L 50 24 L 54 55 L 63 30 L 63 58 "
         "L 78 38 L 70 79 Z", "body"),
        ("M 22 33 m -5 0 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0", "ball"),
        ("M 37 25 m -5 0 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0", "ball"),
        ("M 50 19 m -5 0 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0", "ball"),
        ("M 63 25 m -5 0 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0", "ball"),
        ("M 78 33 m -5 0 a 5 5 0 1 0 10 0 a 5 5 0 1 0 -10 0", "ball"),
        ("M 31 71 H 69", "line"),
    ],
    "K": [
        (BASE, "body"),
        ("M 31 79 C 26 68 21 56 25 47 C 29 38 42 37 50 47 C 58 37 71 38 75 47 "
         "C 79 56 74 68 69 79 Z", "body"),
        ("M 50 47 C 44 40 44 34 50 29 C 56 34 56 40 50 47 Z", "body"),
        ("M 47.5 9 H 52.5 V 14 H 57.5 V 19 H 52.5 V 28 H 47.5 V 19 H 42.5 V 14 H 47.5 Z", "body"),
        ("M 31 71 H 69", "line"),
        ("M 50 49 V 62", "line"),
],
}

# The compound pieces wear a small knight's head on their body: archbishop = bishop +
# knight, chancellor = rook + knight.
def _emblem(cx, cy, size):
    head = WESTERN["N"][1][0]
    # The knight's body spans about x 21..75, y 17..79; fit it into size x size at (cx, cy).
    k = size / 62.0
    return (transform(head, k, k, cx - 48 * k, cy - 48 * k), "emblem")


WESTERN["A"] = [s for s in WESTERN["B"] if s[1] != "line" or s[0].startswith("M 41")] + [
    _emblem(50, 50, 22)]
WESTERN["C"] = WESTERN["R"][:-1] + [_emblem(50, 56, 22)]


# Art ids of the orthodox shapes, for the named elements (see fairy.py for the rest).
ORTHODOX_ART = {"P": "pawn", "N": "knight", "B": "bishop", "R": "rook", "Q": "queen",
                "K": "king", "A": "archbishop", "C": "chancellor"}
PROMOTED_RED = "#c0281e"


def western_piece(shapes, white):
    if isinstance(shapes, str):
        shapes = WESTERN[shapes]
    fill = "url(#ivory)" if white else "url(#ebony)"
    outline = "#1b1b1b" if white else "#0a0a0a"
    detail = "#1b1b1b" if white else "#f2efe6"
    parts = []
    turned = bool(shapes) and shapes[0][0] == "ROTATE"
    for d, kind in shapes:
        if d == "ROTATE":
            continue
        if kind.startswith("m"):  # a medallion's direction marks: Black's point down
            if not white:
                d = transform(d, 1, -1, 0, 2 * MEDAL_C[1])
            kind = kind[1:]
        if kind in ("body", "ball"):
            parts.append(f'<path d="{d}" fill="{fill}" stroke="{outline}" stroke-width="3" '
                         f'stroke-linejoin="round" stroke-linecap="round"/>')
        elif kind == "emblem":
            parts.append(f'<path d="{d}" fill="{detail}" stroke="none"/>')
        elif kind == "red":  # the promoted shogi pieces' badge, the same on both sides
            parts.append(f'<path d="{d}" fill="{PROMOTED_RED}" stroke="{outline}" '
                         f'stroke-width="2.4"/>')
        elif kind == "white":
            parts.append(f'<path d="{d}" fill="none" stroke="#ffffff" stroke-width="3.2" '
                         f'stroke-linecap="round"/>')
        else:
            parts.append(f'<path d="{d}" fill="none" stroke="{detail}" stroke-width="2.6" '
                         f'stroke-linejoin="round" stroke-linecap="round"/>')
    body = "\n".join(parts)
    if turned:  # the grasshopper: a queen standing on her head
        body = f'<g transform="rotate(180 50 50)">\n{body}\n</g>'
    # Drawn on a 100 grid with the base at y = 88; enlarged about the tile's centre so
    # the pieces fill their squares the way people expect (about 88% of the height).
    return ('<g transform="translate(50,49) scale(1.1) translate(-50,-50)">\n' +
            body + "\n</g>\n")


WESTERN_COMMENT = """
Tabiya Western piece set. Drawn for Tabiya; free to use under the project's licence.

Element-id contract (see resources/README-pieces): one group per piece, id = colour
prefix (w = white, b = black) + the upper-case FEN letter of the kind:
  wP wN wB wR wQ wK  bP bN bB bR bQ bK   pawn knight bishop rook queen king
  wA bA  archbishop (bishop + knight)     wC bC  chancellor (rook + knight)
and named elements "w-<art>" / "b-<art>" for every piece image XBoard's pieceToChar
order names (art ids: pawn knight bishop rook queen king archbishop chancellor ferz
wazir silver gold tokin pknight psilver commoner alfil cannon nightrider dragonhorse
dragonking grasshopper amazon falcon lance plance cobra unicorn lion copper leopard tiger
gobetween kirin phoenix sidemover verticalmover reversechariot freeboar flyingox
flyingstag whale whitehorse hornedfalcon soaringeagle zebra camel gnu wizard duck;
the view's table
in board/view/pieceart.cpp maps XBoard's names to them).
Each group's bounding box is its 100 x 100 tile (a transparent rect fixes it); the
piece stands on the tile's lower part and leaves a small margin on every side.
Generated by resources/tools/make_artwork.py.
"""


def write_western():
    letters = "PNBRQKAC"
    named = {ORTHODOX_ART[c]: WESTERN[c] for c in letters}
    named.update(fairy_shapes(WESTERN, base, _emblem))
    defs = (
        '<defs>\n'
        '<linearGradient id="ivory" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4dfd3"/>'
        '</linearGradient>\n'
        '<linearGradient id="ebony" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#4a4a4a"/><stop offset="1" stop-color="#1c1c1c"/>'
        '</linearGradient>\n</defs>\n'
    )
    body = defs
    for row, white in enumerate((True, False)):
        for col, letter in enumerate(letters):
            pid = ("w" if white else "b") + letter
            body += tile(pid, col * 100, row * 100, western_piece(letter, white))
    # The named elements: every art id, white row then black row, ten to a row.
    per_row = 10
    rows = (len(named) + per_row - 1) // per_row
    for side, white in enumerate((True, False)):
        for i, (art, shapes) in enumerate(named.items()):
            pid = ("w-" if white else "b-") + art
            x = (i % per_row) * 100
            y = 200 + (side * rows + i // per_row) * 100
            body += tile(pid, x, y, western_piece(shapes, white))
    height = 200 + 2 * rows * 100
    write("pieces/western.svg", svg_document(per_row * 100, height, body, WESTERN_COMMENT))


def write_shogi():
    body = shogi.DEFS
    for row, first in enumerate((True, False)):
        for col, (art, *_rest) in enumerate(shogi.PIECES):
            pid = ("w-" if first else "b-") + art
            body += tile(pid, (col % 7) * 100, (row * 2 + col // 7) * 100,
                         shogi.piece(art, first))
    write("pieces/shogi.svg", svg_document(700, 400, body, shogi.COMMENT))


# --- Xiangqi pieces --------------------------------------------------------------------

RED = "#b8231b"
BLACK = "#1d1d1d"
XQ_KINDS = ["K", "A", "B", "N", "R", "C", "P"]
XQ_CHARS = {
    True: {"K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵"},
    False: {"K": "將", "A": "士", "B": "象", "N": "馬", "R": "車", "C": "砲", "P": "卒"},
}


def disc(color):
    # A wooden disc with a rim and an inner ring in the side's colour.
    return (
        '<circle cx="50" cy="52" r="46" fill="#7a5a34" opacity="0.35"/>\n'
        '<circle cx="50" cy="50" r="46" fill="url(#wood)" stroke="#6e4c26" stroke-width="2.2"/>\n'
        f'<circle cx="50" cy="50" r="39.5" fill="none" stroke="{color}" stroke-width="2.4"/>\n'
    )


def strokes(paths, color, width):
    return "".join(
        f'<path d="{d}" fill="none" stroke="{color}" stroke-width="{width}" '
        f'stroke-linecap="round" stroke-linejoin="round"/>\n' for d in paths)


XQ_DEFS = (
    '<defs>\n'
    '<radialGradient id="wood" cx="0.42" cy="0.38" r="0.7">'
    '<stop offset="0" stop-color="#fbf0d4"/><stop offset="0.7" stop-color="#eed9aa"/>'
    '<stop offset="1" stop-color="#d9bd83"/></radialGradient>\n</defs>\n'
)


def character_piece(red, kind):
    color = RED if red else BLACK
    paths = place(glyph(XQ_CHARS[red][kind]), 24, 24, 76, 76)
    return disc(color) + strokes(paths, color, 5.4)


CHAR_COMMENT = """
Tabiya xiangqi pieces, traditional style: characters on wooden discs. The characters are
drawn as stroked paths (no font), so they look the same on machines without CJK fonts.

Element-id contract (see resources/README-pieces): id = colour prefix (w = Red,
b = Black) + the upper-case FEN letter of the kind as board/core names it:
  wK 帥  wA 仕  wB 相  wN 傌  wR 俥  wC 炮  wP 兵     (Red)
  bK 將  bA 士  bB 象  bN 馬  bR 車  bC 砲  bP 卒     (Black)
B is the elephant (CFEN's E), N the horse (CFEN's H). Each group's bounding box is
its 100 x 100 tile; the disc fills the tile, because xiangqi pieces touch.
Generated by resources/tools/make_artwork.py.
"""


# Pictograms: symbols that say how a piece moves, for people who do not read the
# characters. Filled shapes in the side's colour on the same disc.
def pictogram(kind, color):
    f = f'fill="{color}"'
    s = f'fill="none" stroke="{color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"'
    if kind == "K":  # a crown
        return (f'<path {f} d="M 28 64 L 24 36 L 37 48 L 50 28 L 63 48 L 76 36 L 72 64 Z"/>\n'
                f'<rect {f} x="28" y="67" width="44" height="7" rx="2"/>\n'
                f'<circle {f} cx="24" cy="33" r="4"/><circle {f} cx="50" cy="25" r="4"/>'
                f'<circle {f} cx="76" cy="33" r="4"/>\n')
    if kind == "A":  # diagonal steps inside the palace: a saltire in a square
        return (f'<rect {s} x="31" y="31" width="38" height="38"/>\n'
                f'<path {s} d="M 31 31 L 69 69 M 69 31 L 31 69"/>\n'
                f'<circle {f} cx="50" cy="50" r="7"/>\n')
    if kind == "B":  # an elephant's head: ears, tusks, trunk
        return (f'<path {f} d="M 50 26 C 62 26 68 34 68 44 C 68 52 62 56 58 60 '
                f'C 56 66 56 72 60 76 C 62 78 60 82 56 80 C 50 76 48 68 48 62 '
                f'C 40 58 32 52 32 44 C 32 34 38 26 50 26 Z"/>\n'
                f'<path {f} d="M 34 34 C 24 30 16 38 18 50 C 20 60 28 62 36 56 Z"/>\n'
                f'<path {f} d="M 66 34 C 76 30 84 38 82 50 C 80 60 72 62 64 56 Z"/>\n'
                f'<circle fill="#f3e4bf" cx="43" cy="42" r="2.6"/>'
                f'<circle fill="#f3e4bf" cx="57" cy="42" r="2.6"/>\n')
    if kind == "N":  # a horse's head
        return (f'<path {f} d="M 36 76 C 36 68 40 63 46 58 C 41 59 37 61 33 63 '
                f'C 28 65 24 62 24 57 C 24 53 26 51 28 48 C 32 42 36 37 41 33 L 42 25 '
                f'L 47 29 L 51 23 L 54 30 C 65 33 72 44 72 58 C 72 66 70 72 69 76 Z"/>\n'
                f'<circle fill="#f3e4bf" cx="43" cy="41" r="2.6"/>\n')
    if kind == "R":  # a chariot wheel: straight lines in every direction
        spokes = " ".join(f"M 50 50 L {50 + 20 * c:.1f} {50 + 20 * d:.1f}" for c, d in
                          [(1, 0), (-1, 0), (0, 1), (0, -1), (0.707, 0.707), (-0.707, 0.707),
                           (0.707, -0.707), (-0.707, -0.707)])
        thin = s.replace('stroke-width="5"', 'stroke-width="3.6"')
        return (f'<circle {s} cx="50" cy="50" r="22"/>\n'
                f'<path {thin} d="{spokes}"/>\n'
                f'<circle {f} cx="50" cy="50" r="6"/>\n')
    if kind == "C":  # a cannon on its carriage
        return (f'<path {f} d="M 26 50 L 68 34 C 72 33 75 35 76 38 C 77 41 75 44 72 45 '
                f'L 32 62 C 28 63 25 61 24 57 C 23 54 24 51 26 50 Z"/>\n'
                f'<circle {s} cx="42" cy="64" r="10"/>\n'
                f'<circle {f} cx="42" cy="64" r="3.4"/>\n'
                f'<path {s} d="M 24 76 H 66"/>\n')
    if kind == "P":  # a foot soldier's helmet (no arrow: it would point the wrong way
        # for the side at the top, and pieces are not turned with the board)
        return (f'<path {f} d="M 30 63 C 30 44 39 33 50 33 C 61 33 70 44 70 63 Z"/>\n'
                f'<rect {f} x="23" y="64" width="54" height="8" rx="3"/>\n'
                f'<path {s} d="M 50 33 V 24"/>\n'
                f'<circle {f} cx="50" cy="21" r="5"/>\n'
                f'<path fill="none" stroke="#f3e4bf" stroke-width="3" stroke-linecap="round" '
                f'd="M 38 52 C 40 44 44 40 49 39"/>\n')
    raise KeyError(kind)


PICT_COMMENT = """
Tabiya xiangqi pieces, pictogram style, for people who do not read the characters:
general = crown, advisor = diagonal steps in the palace, elephant = elephant's head,
horse = horse's head, chariot = wheel, cannon = cannon, soldier = helmet. Red pieces are
red, Black pieces black, on the same wooden discs as the character set.

Element-id contract (see resources/README-pieces): id = colour prefix (w = Red,
b = Black) + upper-case FEN letter: K A B N R C P (B = elephant, N = horse).
Each group's bounding box is its 100 x 100 tile. Generated by
resources/tools/make_artwork.py.
"""


def write_xiangqi():
    body_c = XQ_DEFS
    body_p = XQ_DEFS
    for row, red in enumerate((True, False)):
        color = RED if red else BLACK
        for col, kind in enumerate(XQ_KINDS):
            pid = ("w" if red else "b") + kind
            body_c += tile(pid, col * 100, row * 100, character_piece(red, kind))
            body_p += tile(pid, col * 100, row * 100, disc(color) + pictogram(kind, color))
    write("pieces/xiangqi-characters.svg", svg_document(700, 200, body_c, CHAR_COMMENT))
    write("pieces/xiangqi-pictograms.svg", svg_document(700, 200, body_p, PICT_COMMENT))


# The xiangqi board's river text (board/xiangqi-board.svg) is a typeface's outlines now:
# resources/tools/make_kai_artwork.py writes it. glyphs.py still draws the icon's 帥.


ICON_COMMENT = """
Tabiya application icon: a xiangqi disc and a chess knight on a board square.
Generated by resources/tools/make_artwork.py.
"""


def write_icon():
    body = XQ_DEFS.replace("</defs>", WESTERN_DEFS_INNER + "</defs>")
    body += '<rect x="4" y="4" width="120" height="120" rx="18" fill="#b58863"/>\n'
    body += '<rect x="4" y="4" width="60" height="60" rx="18" fill="#f0d9b5"/>\n'
    body += '<rect x="34" y="4" width="30" height="60" fill="#f0d9b5"/>\n'
    body += '<rect x="4" y="34" width="60" height="30" fill="#f0d9b5"/>\n'
    body += '<rect x="64" y="64" width="60" height="60" rx="18" fill="#f0d9b5"/>\n'
    body += '<rect x="64" y="64" width="30" height="60" fill="#f0d9b5"/>\n'
    body += '<rect x="64" y="64" width="60" height="30" fill="#f0d9b5"/>\n'
    body += '<g transform="translate(50,46) scale(0.74)">' + disc(RED) + \
        strokes(place(glyph("帥"), 24, 24, 76, 76), RED, 5.4) + '</g>\n'
    body += '<g transform="translate(-2,10) scale(0.7)">' + western_piece("N", False) + '</g>\n'
    write("icons/tabiya.svg", svg_document(128, 128, body, ICON_COMMENT))


WESTERN_DEFS_INNER = (
    '<linearGradient id="ebony" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="#4a4a4a"/><stop offset="1" stop-color="#1c1c1c"/>'
    '</linearGradient>\n'
)


def write(rel, text):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote", rel)


if __name__ == "__main__":
    write_western()
    write_shogi()
    write_xiangqi()
    write_icon()
