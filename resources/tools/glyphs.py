"""Stroke skeletons of the Chinese characters Tabiya draws itself.

Every glyph lives in a 100 x 100 box (y down) and is a list of SVG path strings using only
absolute M, L, H, V, Q, C commands; the generator strokes them with round caps, so the
characters look the same on every machine whether or not it has a CJK font. Components
(radicals) are written once and placed into a part of the box with `place`.
"""

import re

_TOKEN = re.compile(r"[MLHVQCZ]|-?\d+(?:\.\d+)?")


def transform(d, sx, sy, tx, ty):
    """The path d scaled by (sx, sy) and moved by (tx, ty)."""
    out = []
    tokens = _TOKEN.findall(d)
    i = 0
    cmd = None
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            cmd = t
            out.append(t)
            i += 1
            continue
        if cmd == "H":
            out.append(f"{float(t) * sx + tx:.2f}")
            i += 1
        elif cmd == "V":
            out.append(f"{float(t) * sy + ty:.2f}")
            i += 1
        else:
            x, y = float(t), float(tokens[i + 1])
            out.append(f"{x * sx + tx:.2f},{y * sy + ty:.2f}")
            i += 2
    return " ".join(out)


def place(paths, x0, y0, x1, y1):
    """Paths drawn in a 100 box, fitted into the box (x0, y0)-(x1, y1)."""
    sx, sy = (x1 - x0) / 100.0, (y1 - y0) / 100.0
    return [transform(d, sx, sy, x0, y0) for d in paths]


# --- components -----------------------------------------------------------------------

# 亻 person, drawn narrow: meant for the left third of a character.
PERSON = [
    "M 62 4 Q 44 34 6 58",
    "M 40 32 V 98",
]

# 車 cart.
CART = [
    "M 10 8 H 90",
    "M 22 22 V 64",
    "M 22 22 H 78 V 64",
    "M 22 43 H 78",
    "M 22 64 H 78",
    "M 6 81 H 94",
    "M 50 0 V 100",
]

# 馬 horse.
HORSE = [
    "M 26 6 V 60",
    "M 26 6 H 76",
    "M 50 6 V 60",
    "M 26 24 H 72",
    "M 26 42 H 72",
    "M 26 60 H 88 V 86 Q 88 97 76 95",
    "M 24 74 L 16 88",
    "M 40 74 L 37 88",
    "M 55 74 L 57 88",
    "M 70 73 L 75 85",
]

# 士 scholar.
SCHOLAR = [
    "M 10 32 H 90",
    "M 50 6 V 86",
    "M 22 86 H 78",
]

# 石 stone, as a left radical.
STONE = [
    "M 6 14 H 94",
    "M 50 14 Q 36 48 6 70",
    "M 30 50 V 92",
    "M 30 50 H 86 V 92",
    "M 30 88 H 86",
]

# 火 fire, as a left radical.
FIRE = [
    "M 14 34 L 24 54",
    "M 88 28 L 72 48",
    "M 50 8 V 54 Q 44 80 8 96",
    "M 52 62 Q 66 80 92 94",
]

# 包 wrap.
WRAP = [
    "M 34 4 Q 26 22 8 36",
    "M 26 20 H 88 V 62 Q 88 72 76 70",
    "M 30 36 H 68 V 58 H 30",
    "M 30 36 V 84 Q 30 95 44 95 H 94 V 82",
]

# 木 tree, as a left radical.
TREE_LEFT = [
    "M 6 30 H 92",
    "M 50 4 V 98",
    "M 48 34 Q 34 60 4 78",
    "M 56 44 L 86 62",
]

# 木 tree, full width (for 林 in 楚).
TREE = [
    "M 8 28 H 92",
    "M 50 4 V 98",
    "M 48 32 Q 32 62 6 80",
    "M 52 32 Q 68 62 94 80",
]

# 氵 water.
WATER = [
    "M 30 10 L 60 24",
    "M 18 36 L 48 50",
    "M 14 92 L 58 62",
]

# 口 mouth.
MOUTH = [
    "M 10 10 V 90",
    "M 10 10 H 90 V 90",
    "M 10 90 H 90",
]


# --- characters -----------------------------------------------------------------------

def _shuai():  # 帥 general, red
    left = [
        "M 30 4 L 20 16",
        "M 18 18 V 94",
        "M 18 18 H 40 V 50 H 18",
        "M 18 50 H 44 V 86 H 18",
    ]
    right = [
        "M 76 4 V 98",
        "M 56 30 V 80",
        "M 56 30 H 96 V 72 Q 96 80 87 79",
    ]
    return left + right


def _jiang():  # 將 general, black
    return [
        # 爿 on the left (將, not the simplified 将 with 丬)
        "M 28 4 V 98",
        "M 10 14 V 46 H 28",
        "M 24 60 L 6 84",
        # 夕 on the right top
        "M 54 4 Q 48 16 38 24",
        "M 52 12 H 86 Q 78 32 50 44",
        "M 56 22 L 68 30",
        # 寸 below
        "M 38 58 H 96",
        "M 80 46 V 88 Q 80 97 69 94",
        "M 52 68 L 62 80",
    ]


def _shi_red():  # 仕 advisor, red
    return place(PERSON, 0, 0, 34, 100) + place(SCHOLAR, 32, 4, 100, 96)


def _shi_black():  # 士 advisor, black
    return place(SCHOLAR, 6, 6, 94, 94)


def _xiang_red():  # 相 elephant (minister), red
    eye = [
        "M 12 8 V 92",
        "M 12 8 H 88 V 92",
        "M 12 36 H 88",
        "M 12 64 H 88",
        "M 12 92 H 88",
    ]
    return place(TREE_LEFT, 0, 0, 46, 100) + place(eye, 50, 4, 98, 96)


def _xiang_black():  # 象 elephant, black
    return [
        "M 42 2 Q 36 12 24 20",
        "M 36 8 H 66 Q 60 16 52 22",
        "M 28 24 V 42",
        "M 28 24 H 74 V 42",
        "M 28 42 H 74",
        "M 48 50 Q 34 60 10 68",
        "M 20 54 H 80",
        "M 54 54 Q 34 76 12 86",
        "M 58 56 Q 66 80 54 96 Q 48 99 42 94",
        "M 62 66 Q 74 80 92 92",
        "M 84 60 L 68 72",
    ]


def _ju_red():  # 俥 chariot, red
    return place(PERSON, 0, 0, 34, 100) + place(CART, 32, 2, 100, 98)


def _ju_black():  # 車 chariot, black
    return place(CART, 8, 2, 92, 98)


def _ma_red():  # 傌 horse, red
    return place(PERSON, 0, 0, 34, 100) + place(HORSE, 30, 2, 100, 98)


def _ma_black():  # 馬 horse, black
    return place(HORSE, 4, 2, 96, 98)


def _pao_red():  # 炮 cannon, red
    return place(FIRE, 0, 6, 38, 96) + place(WRAP, 38, 2, 100, 98)


def _pao_black():  # 砲 cannon, black
    return place(STONE, 0, 4, 40, 96) + place(WRAP, 40, 2, 100, 98)


def _bing():  # 兵 soldier, red
    return [
        "M 66 4 Q 46 12 24 14",
        "M 24 14 V 60",
        "M 24 36 H 76",
        "M 52 36 V 60",
        "M 6 60 H 94",
        "M 36 72 Q 28 86 10 94",
        "M 64 72 Q 74 86 90 94",
    ]


def _zu():  # 卒 soldier, black
    return [
        "M 50 2 L 52 12",
        "M 14 16 H 86",
        "M 36 22 Q 32 36 16 46",
        "M 34 32 L 44 42",
        "M 68 22 Q 64 36 50 46",
        "M 66 32 L 80 44",
        "M 6 60 H 94",
        "M 50 48 V 98",
    ]


def _chu():  # 楚
    bottom = [
        "M 22 10 H 78",
        "M 50 10 V 70",
        "M 50 38 H 76",
        "M 26 36 V 70",
        "M 50 70 Q 34 86 8 94",
        "M 30 72 Q 52 92 96 92",
    ]
    return place(TREE, 2, 0, 50, 50) + place(TREE, 50, 0, 98, 50) + place(bottom, 0, 46, 100, 100)


def _he():  # 河
    right = [
        "M 4 14 H 96",
        "M 80 14 V 88 Q 80 97 68 94",
        "M 14 34 V 68",
        "M 14 34 H 56 V 68",
        "M 14 68 H 56",
    ]
    return place(WATER, 0, 0, 34, 100) + place(right, 32, 4, 100, 96)


def _han():  # 漢
    right = [
        "M 6 12 H 96",
        "M 34 2 V 22",
        "M 70 2 V 22",
        "M 18 28 V 46",
        "M 18 28 H 84 V 46",
        "M 18 46 H 84",
        "M 6 58 H 96",
        "M 50 34 V 70",
        "M 2 72 H 98",
        "M 50 72 Q 40 90 8 98",
        "M 54 78 Q 70 92 98 96",
    ]
    return place(WATER, 0, 0, 34, 100) + place(right, 32, 2, 100, 98)


def _jie():  # 界
    return [
        "M 20 4 V 44",
        "M 20 4 H 80 V 44",
        "M 20 24 H 80",
        "M 50 4 V 44",
        "M 20 44 H 80",
        "M 50 48 Q 36 62 6 72",
        "M 50 48 Q 64 62 94 72",
        "M 36 66 Q 36 86 22 96",
        "M 66 64 V 98",
    ]


GLYPHS = {
    "帥": _shuai, "仕": _shi_red, "相": _xiang_red, "俥": _ju_red, "傌": _ma_red,
    "炮": _pao_red, "兵": _bing,
    "將": _jiang, "士": _shi_black, "象": _xiang_black, "車": _ju_black, "馬": _ma_black,
    "砲": _pao_black, "卒": _zu,
    "楚": _chu, "河": _he, "漢": _han, "界": _jie,
}


def glyph(ch):
    return GLYPHS[ch]()
