#!/usr/bin/env python3
"""Writes Tabiya's xiangqi piece set in a real typeface: resources/pieces/xiangqi-kai.svg.

The characters are the outlines of a Kai (regular script) face from Debian's font
packages, converted to SVG paths and laid on the same wooden discs as the hand-drawn
set (make_artwork.py's disc). Traditional forms, as printed on xiangqi pieces:
Red 帥 仕 相 傌 俥 炮 兵, Black 將 士 象 馬 車 砲 卒.

Maintainer's requirements (the build does not run this script; its output is committed):
  python3-fonttools   (Debian package; fontTools reads the font and draws the outlines)
  fonts-lxgw-wenkai   (LXGW WenKai Bold, SIL Open Font License 1.1; the OFL covers the
                       font, not artwork drawn with it: /usr/share/doc/fonts-lxgw-wenkai/
                       copyright. The OFL's reserved names "LXGW" and "霞鹜" are only
                       named here as the source, no font is made or shipped.)
Run from anywhere: python3 resources/tools/make_kai_artwork.py [FONT_FILE]

The paths are the font's quadratic curves moved into each 100 x 100 tile (y down),
coordinates rounded to 0.1 and written relative, so the file stays small; only
SVG Tiny 1.2 (paths, circles, a radial gradient) so QtSvg reads it.
"""

import os
import re
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

from make_artwork import BLACK, RED, XQ_CHARS, XQ_DEFS, XQ_KINDS, disc, svg_document, tile, write

FONT = "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf"

# The character's em square is scaled to this many tile units: the inner ring has a
# radius of 39.5, so a character about 50 units tall sits inside it with air around.
EM_SIZE = 60.0
CENTRE = 50.0
# Every outline is also stroked in its own colour, this wide: a little more weight, so
# the thin strokes of the brush face still read at 32 px, as printed pieces do.
WEIGHT = 1.6


def _num(v):
    """A coordinate rounded to 0.1, without a trailing ".0" or a leading zero."""
    s = f"{round(v, 1):.1f}".rstrip("0").rstrip(".")
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return "0" if s in ("", "-0", "-") else s


class Font:
    """One face of a font file (the first, or the one whose name holds `face` in a .ttc)."""

    def __init__(self, path, face=None):
        index = 0
        if path.endswith(".ttc") and face:
            names = [f["name"].getDebugName(4) or "" for f in TTCollection(path).fonts]
            index = next(i for i, n in enumerate(names) if face in n)
        self.font = TTFont(path, fontNumber=index)
        self.glyphs = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.em = self.font["head"].unitsPerEm
        self.name = self.font["name"].getDebugName(4)

    def glyph(self, char):
        name = self.cmap.get(ord(char))
        if name is None:
            raise KeyError(f"{self.name} has no glyph for {char}")
        return self.glyphs[name]

    def path(self, char, size, cx, cy):
        """The outline of char, its em scaled to `size` units, its ink box centred on
        (cx, cy), y pointing down; relative SVG path data (starts with a moveto)."""
        g = self.glyph(char)
        bounds = BoundsPen(self.glyphs)
        g.draw(bounds)
        x0, y0, x1, y1 = bounds.bounds
        k = size / self.em
        # font (x, y up) -> tile (x, y down), ink box centred on (cx, cy)
        dx = cx - (x0 + x1) / 2 * k
        dy = cy + (y0 + y1) / 2 * k
        pen = SVGPathPen(self.glyphs, ntos=_num)
        g.draw(TransformPen(pen, (k, 0, 0, -k, dx, dy)))
        return compact(pen.getCommands())


def compact(d):
    """Absolute path data from SVGPathPen made relative (shorter numbers), same shape.

    SVGPathPen writes commands M, L, H, V, Q, T, C, Z, each letter followed by its
    numbers with spaces between them; the numbers are already rounded to 0.1, so the
    differences are exact tenths too."""
    tokens = re.findall(r"[MLHVQTCZ]|-?\.?\d+(?:\.\d+)?", d)
    out = []
    x = y = 0.0
    start = (0.0, 0.0)
    i = 0
    cmd = None
    arity = {"M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "T": 2, "C": 6, "Z": 0}
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            i += 1
            if cmd == "Z":
                out.append("z")
                x, y = start
                continue
            out.append(cmd.lower())
            continue
        n = arity[cmd]
        vals = [float(v) for v in tokens[i:i + n]]
        i += n
        if cmd == "H":
            out.append(_num(vals[0] - x))
            x = vals[0]
        elif cmd == "V":
            out.append(_num(vals[0] - y))
            y = vals[0]
        else:
            rel = []
            for j in range(0, n, 2):
                rel += [_num(vals[j] - x), _num(vals[j + 1] - y)]
            out.append(" ".join(rel))
            x, y = vals[n - 2], vals[n - 1]
            if cmd == "M":
                start = (x, y)
                cmd = "L"  # further pairs after a moveto are linetos (relative: "l")
    # Join: a letter directly followed by its numbers; a negative number needs no space.
    text = ""
    for part in out:
        if text and not text[-1].isalpha() and not part[0].isalpha() and not part.startswith("-"):
            text += " "
        text += part
    return text.replace(" -", "-")


def kai_piece(font, red, kind):
    colour = RED if red else BLACK
    d = font.path(XQ_CHARS[red][kind], EM_SIZE, CENTRE, CENTRE)
    return disc(colour) + (f'<path d="{d}" fill="{colour}" stroke="{colour}" '
                           f'stroke-width="{WEIGHT}" stroke-linejoin="round"/>\n')


COMMENT = """
Tabiya xiangqi pieces, characters from a typeface: the outlines of {face}
(Kai, regular script), traditional forms, on the wooden discs of the hand-drawn set.
{licence}
The outlines were converted to SVG paths by resources/tools/make_kai_artwork.py.

Element-id contract (see resources/README-pieces): id = colour prefix (w = Red,
b = Black) + the upper-case FEN letter of the kind as board/core names it:
  wK 帥  wA 仕  wB 相  wN 傌  wR 俥  wC 炮  wP 兵     (Red)
  bK 將  bA 士  bB 象  bN 馬  bR 車  bC 砲  bP 卒     (Black)
B is the elephant (CFEN's E), N the horse (CFEN's H). Each group's bounding box is
its 100 x 100 tile; the disc fills the tile, because xiangqi pieces touch.
"""

LICENCE = {
    "LXGW": "The font is (c) 2021-2022 lxgw, under the SIL Open Font License 1.1, which\n"
            "covers the font, not artwork made with it.",
}


def _credits(font):
    licence = next((v for k, v in LICENCE.items() if k in font.name), "")
    return {"face": font.name, "licence": licence}


def write_kai(font, out="pieces/xiangqi-kai.svg"):
    body = XQ_DEFS
    for row, red in enumerate((True, False)):
        for col, kind in enumerate(XQ_KINDS):
            pid = ("w" if red else "b") + kind
            body += tile(pid, col * 100, row * 100, kai_piece(font, red, kind))
    write(out, svg_document(700, 200, body, COMMENT.format(**_credits(font))))


BOARD_COMMENT = """
Tabiya xiangqi board ornaments: the river text in the outlines of {face} (Kai).
{licence}
Element ids: river-left = 楚河, river-right = 漢界, each two characters in a 320 x 100 box.
The view tints them with the theme's line colour. Generated by
resources/tools/make_kai_artwork.py.
"""


def write_board(font, out="board/xiangqi-board.svg"):
    """The river text, drawn black (the view tints it): two characters a box, far apart,
    as the river is wide."""
    body = ""
    for i, (eid, text) in enumerate((("river-left", "楚河"), ("river-right", "漢界"))):
        y = i * 120
        body += (f'<g id="{eid}"><rect x="0" y="{y}" width="320" height="100" fill="none" '
                 f'stroke="none"/>\n')
        for char, cx in ((text[0], 50), (text[1], 270)):
            # One path per character: relative path data starts afresh in each.
            body += (f'<path d="{font.path(char, 96, cx, y + 50)}" fill="#000000" '
                     f'stroke="#000000" stroke-width="{WEIGHT * 1.5}" '
                     f'stroke-linejoin="round"/>\n')
        body += "</g>\n"
    write(out, svg_document(320, 220, body, BOARD_COMMENT.format(**_credits(font))))


if __name__ == "__main__":
    # Optional: another font file ("file.ttc#part of the face's name" for a collection).
    path, _, face = (sys.argv[1] if len(sys.argv) > 1 else FONT).partition("#")
    font = Font(path, face or None)
    write_kai(font)
    write_board(font)
