"""Tabiya's shogi pieces: five-sided wooden tiles with one character each, promoted
pieces in red, the second player's pieces turned to point down the board, as a shogi
player expects them. The characters are stroke skeletons like the xiangqi ones in
glyphs.py (no font needed); one-character names, as most shogi sets for screens use.

Art ids (element ids are "w-<art>" and "b-<art>", the same art ids as the Western set's
unorthodox pieces, so the view's lookup table serves both sets):
  pawn 歩  lance 香  knight 桂  silver 銀  gold 金  bishop 角  rook 飛  king 玉 (w) / 王 (b)
  tokin と  plance 杏  pknight 圭  psilver 全  dragonhorse 馬  dragonking 竜   (red)
"""

from glyphs import glyph, place

INK = "#1d1d1d"
RED = "#b8231b"

KANJI = {
    "歩": [  # walk: 止 over 少
        "M 50 4 V 38", "M 50 18 H 80", "M 22 16 V 38", "M 6 38 H 94",
        "M 50 46 V 72", "M 32 52 L 22 66", "M 68 50 L 80 62", "M 80 72 Q 56 92 12 98",
    ],
    "香": [  # incense: 禾 over 日
        "M 76 4 Q 52 12 22 14", "M 10 27 H 90", "M 50 10 V 50", "M 48 30 Q 36 44 10 52",
        "M 52 30 Q 66 44 90 50",
        "M 26 56 V 98", "M 26 56 H 74 V 98", "M 26 77 H 74", "M 26 97 H 74",
    ],
    "桂": [  # laurel: 木 beside 圭
        "M 4 28 H 36", "M 20 4 V 98", "M 20 30 Q 14 54 2 68", "M 23 42 L 34 54",
        "M 46 16 H 90", "M 68 4 V 44", "M 40 44 H 98", "M 46 64 H 90", "M 68 52 V 94",
        "M 40 94 H 98",
    ],
    "銀": [  # silver: 金 beside 艮
        "M 20 4 Q 12 18 2 28", "M 20 4 Q 28 18 38 26", "M 8 36 H 32", "M 4 52 H 36",
        "M 20 36 V 88", "M 9 62 L 13 74", "M 31 60 L 27 74", "M 2 90 H 38",
        "M 48 8 V 94 L 62 84", "M 48 8 H 88 V 50", "M 48 29 H 88", "M 48 50 H 88",
        "M 62 54 Q 74 78 98 94", "M 88 58 L 72 70",
    ],
    "金": [  # gold
        "M 50 4 Q 32 26 6 40", "M 50 4 Q 68 26 94 40", "M 28 44 H 72", "M 16 62 H 84",
        "M 50 44 V 92", "M 30 70 L 37 84", "M 70 68 L 63 84", "M 6 94 H 94",
    ],
    "角": [  # horn
        "M 40 2 Q 30 14 14 22", "M 38 10 H 66 Q 62 18 56 24",
        "M 22 28 V 72 Q 20 90 6 98", "M 22 28 H 80 V 92 Q 80 99 70 97", "M 22 50 H 80",
        "M 22 72 H 80", "M 51 28 V 72",
    ],
    "飛": [  # fly: 升 under a roof on the left, a hooked column with ticks on the right
        "M 6 10 H 66 Q 71 10 71 18 V 80 Q 72 94 88 94 Q 96 94 97 82", "M 80 20 L 94 28",
        "M 80 38 L 94 46", "M 80 60 L 92 68", "M 42 12 Q 34 28 14 38", "M 8 54 H 62",
        "M 28 40 V 78 Q 26 92 10 98", "M 50 40 V 98",
    ],
    "玉": ["M 14 10 H 86", "M 20 50 H 80", "M 50 10 V 90", "M 6 92 H 94", "M 64 66 L 76 78"],
    "王": ["M 14 10 H 86", "M 20 50 H 80", "M 50 10 V 90", "M 6 92 H 94"],
    "と": ["M 34 6 L 42 44", "M 78 28 Q 50 40 38 54 Q 26 70 40 84 Q 54 94 86 88"],
    "杏": [  # apricot: 木 over 口
        "M 8 22 H 92", "M 50 4 V 56", "M 48 24 Q 34 42 8 54", "M 52 24 Q 66 42 92 52",
        "M 28 62 V 96", "M 28 62 H 72 V 96", "M 28 96 H 72",
    ],
    "圭": ["M 18 14 H 82", "M 50 4 V 42", "M 8 42 H 92", "M 18 64 H 82", "M 50 52 V 92",
          "M 8 94 H 92"],
    "全": [  # whole: 人 over 王
        "M 50 4 Q 32 26 6 42", "M 50 4 Q 68 26 94 42", "M 26 48 H 74", "M 30 70 H 70",
        "M 50 48 V 92", "M 12 94 H 88",
    ],
    "竜": [  # dragon: 立 over 电
        "M 50 2 V 12", "M 16 14 H 84", "M 33 21 L 39 33", "M 67 19 L 61 33", "M 8 37 H 92",
        "M 22 47 V 79", "M 22 47 H 78 V 79", "M 22 63 H 78", "M 22 79 H 78",
        "M 50 41 V 88 Q 50 96 62 96 H 92 V 86",
    ],
}

# art id -> (character for the first player, character for the second, promoted)
PIECES = [
    ("pawn", "歩", "歩", False), ("lance", "香", "香", False), ("knight", "桂", "桂", False),
    ("silver", "銀", "銀", False), ("gold", "金", "金", False), ("bishop", "角", "角", False),
    ("rook", "飛", "飛", False), ("king", "玉", "王", False),
    ("tokin", "と", "と", True), ("plance", "杏", "杏", True), ("pknight", "圭", "圭", True),
    ("psilver", "全", "全", True), ("dragonhorse", "馬", "馬", True),
    ("dragonking", "竜", "竜", True),
]

TILE = "M 50 4 L 80 16 L 90 96 H 10 L 20 16 Z"

DEFS = (
    '<defs>\n'
    '<linearGradient id="shogiwood" x1="0" y1="0" x2="1" y2="1">'
    '<stop offset="0" stop-color="#f8e7b9"/><stop offset="1" stop-color="#e2c27f"/>'
    '</linearGradient>\n</defs>\n'
)


def character(ch):
    return KANJI[ch] if ch in KANJI else glyph(ch)


def piece(art, first):
    _, c1, c2, promoted = next(p for p in PIECES if p[0] == art)
    color = RED if promoted else INK
    paths = place(character(c1 if first else c2), 25, 30, 75, 87)
    turn = "" if first else ' transform="rotate(180 50 50)"'
    # The shadow falls the same way for both players' tiles: down and to the right.
    shadow = (f'<g transform="translate(1.5,2)"><path d="{TILE}" fill="#6e4c26" '
              f'opacity="0.3"{turn}/></g>\n')
    face = (f'<path d="{TILE}" fill="url(#shogiwood)" stroke="#7a5528" stroke-width="2.4" '
            f'stroke-linejoin="round"/>\n')
    face += "".join(
        f'<path d="{d}" fill="none" stroke="{color}" stroke-width="6" '
        f'stroke-linecap="round" stroke-linejoin="round"/>\n' for d in paths)
    return shadow + f"<g{turn}>\n{face}</g>\n"


COMMENT = """
Tabiya shogi pieces: five-sided wooden tiles with one character, promoted pieces in red,
the second player's (Black's, in CECP terms) pieces turned to point down the board.
Element ids: "w-<art>" / "b-<art>" with art one of
  pawn 歩  lance 香  knight 桂  silver 銀  gold 金  bishop 角  rook 飛  king 玉/王
  tokin と  plance 杏  pknight 圭  psilver 全  dragonhorse 馬  dragonking 竜
Each group's bounding box is its 100 x 100 tile. The characters are stroked paths (no
font). Generated by resources/tools/make_artwork.py (shapes in tools/shogi.py).
"""
