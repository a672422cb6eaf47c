"""Shapes of the unorthodox pieces in the Western style: the images XBoard's pieceToChar
order names beyond the six orthodox ones (archbishop, chancellor, ferz, alfil, wazir,
commoner, cannon, nightrider, dragon horse and king, grasshopper, silver, gold, falcon,
lance, cobra, unicorn, lion, amazon and the promoted shogi steppers).

Same drawing language as the orthodox set in make_artwork.py: a list of (path, kind) on a
100 grid with the plinth at y = 79..88; "body" is filled and outlined, "line" a detail
stroke in the contrasting colour, "emblem" a detail fill. The step movers (ferz, wazir,
silver, gold and the promoted shogi pieces) share one look: a medallion on a stand with
short spokes that show the directions they step in, so a person reads the move from the
piece. The art ids here are the keys the view's lookup table (board/view/pieceart.cpp)
uses.
"""

import math

from glyphs import transform


def mirror(d):
    """The path d mirrored left to right on the 100 grid (no arcs)."""
    return transform(d, -1, 1, 100, 0)


def circle(cx, cy, r):
    return (f"M {cx - r} {cy} A {r} {r} 0 1 0 {cx + r} {cy} "
            f"A {r} {r} 0 1 0 {cx - r} {cy} Z")


def crescent(cx, cy, r, d):
    """A crescent opening to the right: the circle (cx, cy, r) less the same circle moved
    right by d."""
    x = cx + d / 2
    h = math.sqrt(r * r - d * d / 4)
    return (f"M {x:.2f} {cy - h:.2f} A {r} {r} 0 1 0 {x:.2f} {cy + h:.2f} "
            f"A {r} {r} 0 0 1 {x:.2f} {cy - h:.2f} Z")


def polygon(points):
    return "M " + " L ".join(f"{x:.2f} {y:.2f}" for x, y in points) + " Z"


def star(cx, cy, outer, inner, n, phase=0.0):
    pts = []
    for i in range(2 * n):
        r = outer if i % 2 == 0 else inner
        a = phase + math.pi * i / n
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return polygon(pts)


# The stand every medallion piece sits on.
STAND = "M 37 79 C 40 71 45 67 46 60 H 54 C 55 67 60 71 63 79 Z"
MEDAL_C = (50, 38)


def spokes(directions, length=12.5, start=5.5):
    """Detail strokes from the medallion's centre: (dx, dy) with -dy forward."""
    cx, cy = MEDAL_C
    parts = []
    for dx, dy in directions:
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        parts.append(f"M {cx + ux * start:.2f} {cy + uy * start:.2f} "
                     f"L {cx + ux * length:.2f} {cy + uy * length:.2f}")
    return parts


DIAG = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
ORTH = [(0, -1), (0, 1), (1, 0), (-1, 0)]
SILVER = DIAG + [(0, -1)]
GOLD = ORTH + [(1, -1), (-1, -1)]


def arrow_tips(directions, radius=19.0):
    """Small arrowheads just outside the medallion's rim: the piece slides that way."""
    cx, cy = MEDAL_C
    parts = []
    for dx, dy in directions:
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        px, py = -uy, ux  # perpendicular
        base_d, tip_d, half = radius - 1.5, radius + 9.5, 6.5
        bx, by = cx + ux * base_d, cy + uy * base_d
        parts.append(polygon([(bx + px * half, by + py * half), (cx + ux * tip_d, cy + uy * tip_d),
                              (bx - px * half, by - py * half)]))
    return parts


def jump_dots(directions, distance=13.5, r=3.0):
    """Small diamonds two steps out (polygons, so they can be mirrored for Black)."""
    cx, cy = MEDAL_C
    out = []
    for dx, dy in directions:
        n = math.hypot(dx, dy)
        x, y = cx + dx / n * distance, cy + dy / n * distance
        out.append(polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)]))
    return out


def medal_piece(base, head, directions, extra=(), slides=(), jumps=(), promoted=False):
    """A medallion on a stand. directions: single steps (short spokes); slides: lines
    to the rim ending in an arrowhead outside it; jumps: dots two steps out."""
    # Kinds "mbody" and "mline" are mirrored about the medallion's centre for Black, whose
    # forward is down the board (make_artwork.western_piece does it).
    shapes = [(base(28, 72), "body"), (STAND, "body")]
    shapes += [(t, "mbody") for t in arrow_tips(slides)]
    shapes.append((head, "body" if head == ROUND_MEDAL else "mbody"))
    shapes += [(d, "mline") for d in spokes(directions)]
    shapes += [(d, "mline") for d in spokes(slides, length=17.5)]
    shapes += [(d, "memblem") for d in jump_dots(jumps)]
    # A promoted piece (chu's promotions) wears a red jewel in the centre.
    shapes.append((circle(*MEDAL_C, 4.6), "red") if promoted else (circle(*MEDAL_C, 3.2), "emblem"))
    shapes += list(extra)
    return shapes


ROUND_MEDAL = circle(*MEDAL_C, 19)
# Silver and gold wear the shogi pentagon, so they read as the shogi generals.
SHOGI_MEDAL = polygon([(50, 15), (67, 23), (70, 58), (30, 58), (33, 23)])


def fairy_shapes(western, base, emblem):
    """The unorthodox pieces, keyed by art id. western: the orthodox shapes by letter;
    base(left, right): the plinth; emblem(cx, cy, size): a small knight's head."""
    BASE = base(22, 78)
    P, N, B, R, Q, K = (western[c] for c in "PNBRQK")
    shapes = {}

    shapes["ferz"] = medal_piece(base, ROUND_MEDAL, DIAG)
    shapes["wazir"] = medal_piece(base, ROUND_MEDAL, ORTH)
    shapes["silver"] = medal_piece(base, SHOGI_MEDAL, SILVER)
    shapes["gold"] = medal_piece(base, SHOGI_MEDAL, GOLD)
    # Chu shogi's step and range movers, in the same language: short spokes step, spokes
    # with an arrowhead past the rim slide, dots jump two squares.
    FW, BK, LT, RT = (0, -1), (0, 1), (-1, 0), (1, 0)
    FL, FR, BL, BR = (-1, -1), (1, -1), (-1, 1), (1, 1)
    shapes["copper"] = medal_piece(base, SHOGI_MEDAL, [FW, FL, FR, BK])
    shapes["leopard"] = medal_piece(base, ROUND_MEDAL, [FW, FL, FR, BK, BL, BR])
    shapes["tiger"] = medal_piece(base, ROUND_MEDAL, [FL, FR, LT, RT, BK, BL, BR])
    shapes["gobetween"] = medal_piece(base, ROUND_MEDAL, [FW, BK])
    shapes["kirin"] = medal_piece(base, ROUND_MEDAL, DIAG, jumps=ORTH)
    shapes["phoenix"] = medal_piece(base, ROUND_MEDAL, ORTH, jumps=DIAG)
    shapes["sidemover"] = medal_piece(base, ROUND_MEDAL, [FW, BK], slides=[LT, RT])
    shapes["verticalmover"] = medal_piece(base, ROUND_MEDAL, [LT, RT], slides=[FW, BK])
    shapes["reversechariot"] = medal_piece(base, ROUND_MEDAL, [], slides=[FW, BK])
    # Chu's promoted pieces (red jewel): free boar (side mover), flying ox (vertical
    # mover), flying stag (blind tiger), whale (reverse chariot), white horse (lance),
    # horned falcon (dragon horse) and soaring eagle (dragon king), whose lion-like
    # double steps show as dots.
    shapes["freeboar"] = medal_piece(base, ROUND_MEDAL, [], slides=[LT, RT, FL, FR, BL, BR],
                                     promoted=True)
    shapes["flyingox"] = medal_piece(base, ROUND_MEDAL, [], slides=[FW, BK, FL, FR, BL, BR],
                                     promoted=True)
    shapes["flyingstag"] = medal_piece(base, ROUND_MEDAL, [LT, RT, FL, FR, BL, BR],
                                       slides=[FW, BK], promoted=True)
    shapes["whale"] = medal_piece(base, ROUND_MEDAL, [], slides=[FW, BK, BL, BR], promoted=True)
    shapes["whitehorse"] = medal_piece(base, ROUND_MEDAL, [], slides=[FW, BK, FL, FR],
                                       promoted=True)
    shapes["hornedfalcon"] = medal_piece(base, ROUND_MEDAL, [FW], slides=[BK, LT, RT, FL, FR, BL, BR],
                                         jumps=[FW], promoted=True)
    shapes["soaringeagle"] = medal_piece(base, ROUND_MEDAL, [FL, FR], slides=[FW, BK, LT, RT, BL, BR],
                                         jumps=[FL, FR], promoted=True)
    # The promoted shogi pieces (XBoard's +P, +L, +N, +S): the piece they were, wearing a
    # red badge with a plus, as their names are written.
    badge = [(circle(70, 68, 10), "red"), ("M 70 62.5 V 73.5 M 64.5 68 H 75.5", "white")]
    shapes["tokin"] = P + badge
    shapes["pknight"] = N + badge
    shapes["psilver"] = shapes["silver"] + badge
    # Commoner (man, mann): the king without its cross, a ball on top instead.
    shapes["commoner"] = [s for s in K if not s[0].startswith("M 47.5")] + [
        (circle(50, 24, 5.5), "body")]

    # Alfil / elephant: an elephant's head with ears and a trunk.
    head = ("M 50 24 C 62 24 68 32 68 42 C 68 50 62 54 58 58 C 56 64 56 70 60 74 "
            "C 62 76 61 79 57 79 H 52 C 49 74 48 68 48 62 C 40 58 32 52 32 42 "
            "C 32 32 38 24 50 24 Z")
    ear_l = "M 35 31 C 24 27 15 36 17 49 C 19 59 28 62 36 55 Z"
    ear_r = "M 65 31 C 76 27 85 36 83 49 C 81 59 72 62 64 55 Z"
    shapes["alfil"] = [(BASE, "body"), (ear_l, "body"), (ear_r, "body"), (head, "body"),
                       (circle(43, 40, 2.6), "emblem"), (circle(57, 40, 2.6), "emblem"),
                       ("M 42 54 C 40 60 36 62 33 62", "line"),
                       ("M 58 54 C 60 58 62 60 64 60", "line")]

    # Cannon (Western): a barrel on a wheel.
    barrel = ("M 24 56 L 68 32 C 72 30 77 32 78 36 C 80 40 78 44 74 46 L 32 68 "
              "C 28 70 23 68 22 64 C 21 61 22 58 24 56 Z")
    shapes["cannon"] = [(BASE, "body"), (barrel, "body"),
                        ("M 64 36 L 70 47", "line"),
                        (circle(48, 64, 14), "body"), (circle(48, 64, 4), "emblem"),
                        ("M 48 52 V 60 M 48 68 V 76 M 36 64 H 44 M 52 64 H 60", "line")]

    # Nightrider: the knight with a crescent moon on its neck.
    moon = crescent(54, 57, 12.5, 9)
    shapes["nightrider"] = [s for s in N if s[1] != "line" or s[0].startswith("M 40")] + [
        (moon, "emblem")]

    # Dragon horse: the bishop crowned. Dragon king: the rook crowned.
    crown_b = "M 41 24 L 38 11 L 44.5 17 L 50 8 L 55.5 17 L 62 11 L 59 24 Z"
    shapes["dragonhorse"] = [s for s in B if not s[0].startswith("M 50 15")] + [
        (crown_b, "body")]
    crown_r = "M 38 24 L 34 8 L 43 15 L 50 4 L 57 15 L 66 8 L 62 24 Z"
    shapes["dragonking"] = [(crown_r, "body")] + R

    # Grasshopper: the queen upside down, as fairy-chess diagrams draw it.
    shapes["grasshopper"] = [("ROTATE", "")] + Q

    # Amazon (queen + knight), like the archbishop and chancellor: a knight's head on
    # the queen's body.
    shapes["amazon"] = [s for s in Q if s[1] != "line"] + [emblem(50, 62, 20)]
    # Veteran (superchess's king + knight): the commoner's body with the knight's head.
    shapes["veteran"] = [s for s in shapes["commoner"] if s[1] != "line"] + [emblem(50, 60, 20)]

    # Falcon (hawk): a bird of prey's head with a hooked beak and a raised wing, facing
    # right so that it never reads as the knight at small sizes.
    bird = ("M 33 79 C 33 68 37 60 41 54 C 35 52 30 48 29 43 L 21 47 C 19 42 21 37 26 34 "
            "C 28 24 38 17 50 17 C 64 17 74 27 74 43 C 74 58 70 70 68 79 Z")
    wing = ("M 30 74 C 20 64 14 48 16 28 C 22 36 28 40 34 42 C 30 34 30 26 33 18 "
            "C 38 30 42 40 44 48 Z")
    shapes["falcon"] = [(BASE, "body"), (wing, "body"),
                        ("M 22 36 L 30 50 M 32 28 L 36 44", "line"),
                        (mirror(bird), "body"),
                        (circle(58, 31, 3.2), "emblem"),
                        (mirror("M 40 38 C 40 44 42 48 45 51"), "line"),
                        (mirror("M 56 30 C 63 38 66 50 66 60"), "line"),
                        (mirror("M 58 56 C 60 64 61 70 61 76"), "line")]

    # Lance: a spear on a stand.
    shapes["lance"] = [
        (base(30, 70), "body"),
        ("M 37 79 C 41 73 44 70 45 64 H 55 C 56 70 59 73 63 79 Z", "body"),
        ("M 46.5 64 V 36 H 53.5 V 64 Z", "body"),
        ("M 36 36 H 64 V 43 H 36 Z", "body"),
        ("M 50 6 C 58 16 61 26 57 36 H 43 C 39 26 42 16 50 6 Z", "body"),
        ("M 50 15 V 31", "line"),
    ]

    shapes["plance"] = shapes["lance"] + badge

    # Cobra: a snake rearing up with its hood spread.
    hood = ("M 50 14 C 63 14 71 26 69 40 C 67 49 59 53 55 58 H 45 C 41 53 33 49 31 40 "
            "C 29 26 37 14 50 14 Z")
    coil = "M 45 56 C 44 64 33 66 33 72 C 33 77 38 79 43 79 H 66 C 68 73 58 69 56 65 C 55 62 55 59 55 56 Z"
    shapes["cobra"] = [(BASE, "body"), (coil, "body"), (hood, "body"),
                       (circle(44, 29, 2.8), "emblem"), (circle(56, 29, 2.8), "emblem"),
                       ("M 50 36 V 48", "line"), ("M 43 42 L 50 48 L 57 42", "line")]

    # Unicorn: the knight with a horn.
    horn = "M 36 31 L 18 8 L 43 26 Z"
    shapes["unicorn"] = N + [(horn, "body"), ("M 25 14 L 30 12 M 30 20 L 35 17", "line")]

    # Zebra (the 2,3 leaper): the knight in stripes. Gnu (wildebeest, knight + camel):
    # the knight with horns. Camel (the 1,3 leaper): a long-nosed head on a curved neck.
    stripes = ["M 60 27 L 52 40", "M 67 36 L 57 50", "M 71 48 L 60 60", "M 72 61 L 62 70"]
    shapes["zebra"] = [s for s in N if s[1] != "line" or s[0].startswith("M 40")] + [
        (d, "line") for d in stripes]
    horns = [("M 44 24 C 38 16 32 14 26 16 C 32 18 36 22 40 28 Z", "body"),
             ("M 52 20 C 54 12 60 8 66 8 C 62 12 58 16 56 22 Z", "body")]
    shapes["gnu"] = horns + N
    camel = ("M 28 79 C 30 70 36 64 42 58 C 40 50 38 46 34 42 L 24 42 C 18 42 15 38 17 33 "
             "C 19 28 26 26 32 26 C 38 26 42 24 46 26 L 48 19 L 52 27 C 56 31 56 38 54 46 "
             "C 58 40 64 35 70 37 C 78 41 81 56 77 66 C 75 72 73 76 73 79 Z")
    shapes["camel"] = [(BASE, "body"), (camel, "body"), (circle(40, 31, 2.4), "emblem"),
                       ("M 19 37 Q 23 39 27 38", "line"), ("M 50 50 C 54 60 56 70 56 79", "line")]

    # Wizard: a pointed hat with a star on a robe.
    shapes["wizard"] = [
        (BASE, "body"),
        ("M 32 79 C 36 66 40 58 42 52 H 58 C 60 58 64 66 68 79 Z", "body"),
        ("M 26 54 C 30 50 40 48 50 48 C 60 48 70 50 74 54 C 70 58 60 59 50 59 "
         "C 40 59 30 58 26 54 Z", "body"),
        ("M 36 51 C 42 38 46 24 54 10 C 56 20 60 34 64 51 Z", "body"),
        (star(51, 38, 6, 2.6, 5), "emblem"),
    ]

    # Duck (duck chess): a duck swimming.
    duck = ("M 22 66 C 22 58 30 54 40 56 C 44 56 48 56 50 54 C 44 48 42 40 46 34 "
            "C 50 28 60 26 66 30 C 70 33 72 36 72 38 L 82 40 C 80 44 76 46 70 46 "
            "C 68 50 68 54 72 58 C 78 62 80 66 78 72 C 74 78 66 79 56 79 H 36 C 28 79 22 74 22 66 Z")
    shapes["duck"] = [(BASE, "body"), (duck, "body"), (circle(60, 35, 2.6), "emblem"),
                      ("M 36 64 C 44 70 54 70 62 64", "line")]

    # Lion: a maned head on a short neck.
    shapes["lion"] = [
        (BASE, "body"),
        ("M 33 79 L 38 64 H 62 L 67 79 Z", "body"),
        (star(50, 44, 31, 24, 14), "body"),
        (circle(50, 45, 17), "body"),
        (circle(44, 41, 2.6), "emblem"), (circle(56, 41, 2.6), "emblem"),
        ("M 46 50 L 50 54 L 54 50", "line"),
        ("M 50 54 V 57 M 45 59 Q 50 62 55 59", "line"),
    ]

    # The rest of XBoard 4.9's images, so that an engine's PIECETOCHAR finds a drawing
    # for every position. Promoted forms wear the red badge like the shogi ones; the
    # iron general and chu's promoted movers speak the medallion language.
    shapes["pbishop"] = B + badge
    shapes["prook"] = R + badge
    shapes["iron"] = medal_piece(base, SHOGI_MEDAL, [FW, FL, FR])
    shapes["pverticalmover"] = medal_piece(base, ROUND_MEDAL, [LT, RT], slides=[FW, BK],
                                           promoted=True)
    shapes["psidemover"] = medal_piece(base, ROUND_MEDAL, [FW, BK], slides=[LT, RT],
                                       promoted=True)

    # Tower: a round tower with a pointed roof, a window and a door.
    shapes["tower"] = [
        (BASE, "body"),
        ("M 35 79 L 38 34 H 62 L 65 79 Z", "body"),
        ("M 31 36 L 50 8 L 69 36 Z", "body"),
        ("M 50 44 V 54", "line"),
        ("M 44 79 V 70 C 44 64 56 64 56 70 V 79 Z", "emblem"),
    ]

    # Wolf: a head with pointed ears and a long muzzle.
    wolf = ("M 34 79 C 34 68 36 60 38 54 L 22 50 C 18 49 17 45 20 42 L 30 34 L 32 14 "
            "L 44 26 C 48 24 52 24 56 26 L 68 14 L 70 36 C 74 44 74 56 70 64 "
            "C 68 70 67 75 67 79 Z")
    shapes["wolf"] = [(BASE, "body"), (wolf, "body"), (circle(44, 37, 2.8), "emblem"),
                      ("M 36 18 L 40 28 M 64 18 L 60 28", "line"),
                      ("M 22 46 L 34 48", "line"), ("M 46 56 C 52 60 58 62 62 70", "line")]

    # Hat: a top hat on its brim.
    shapes["hat"] = [
        (BASE, "body"),
        ("M 42 79 L 44 70 H 56 L 58 79 Z", "body"),
        ("M 18 66 C 18 60 34 58 50 58 C 66 58 82 60 82 66 C 82 72 66 73 50 73 "
         "C 34 73 18 72 18 66 Z", "body"),
        ("M 34 63 L 32 20 C 32 14 68 14 68 20 L 66 63 Z", "body"),
        ("M 33 50 H 67 V 56 H 33 Z", "emblem"),
    ]

    # Flying dragon: a dragon's head and neck before a bat's wing.
    wing = ("M 48 50 L 60 10 C 66 18 74 22 84 22 C 78 30 78 36 82 42 C 74 42 68 46 66 54 Z")
    dragon = ("M 34 79 C 34 70 38 62 42 56 C 40 52 36 50 30 50 L 20 52 C 16 50 16 44 20 42 "
              "L 30 34 C 34 28 40 24 48 26 C 56 28 60 36 58 46 C 58 56 62 68 66 79 Z")
    shapes["flyingdragon"] = [(BASE, "body"), (wing, "body"),
                              ("M 60 14 L 58 40 M 70 20 L 64 46 M 80 24 L 68 50", "line"),
                              (dragon, "body"), (circle(40, 36, 2.6), "emblem"),
                              ("M 22 47 L 30 46", "line")]

    # Cub: a young lion's head, round ears and no mane.
    shapes["cub"] = [
        (BASE, "body"),
        ("M 36 79 L 40 64 H 60 L 64 79 Z", "body"),
        (circle(33, 26, 8), "body"), (circle(67, 26, 8), "body"),
        (circle(50, 42, 22), "body"),
        (circle(42, 38, 2.8), "emblem"), (circle(58, 38, 2.8), "emblem"),
        ("M 46 48 L 50 52 L 54 48", "line"),
        ("M 45 56 Q 50 59 55 56", "line"),
    ]

    # Shields: a heater shield with a bend from the left (lshield) or the right.
    shield = "M 28 16 H 72 V 44 C 72 62 60 72 50 79 C 40 72 28 62 28 44 Z"
    shapes["lshield"] = [(BASE, "body"), (shield, "body"), ("M 30 20 L 68 60", "line"),
                         ("M 30 28 L 62 64", "line")]
    shapes["rshield"] = [(BASE, "body"), (shield, "body"), ("M 70 20 L 32 60", "line"),
                         ("M 70 28 L 38 64", "line")]

    # Pegasus (XBoard's Horse): the knight with a wing on its neck.
    peg_wing = "M 56 44 C 62 30 72 22 86 20 C 82 26 82 30 86 34 C 78 36 76 40 80 46 C 72 48 64 50 58 56 Z"
    shapes["pegasus"] = N + [(peg_wing, "body"), ("M 62 44 L 78 28 M 64 50 L 78 40", "line")]

    # Viking: a helmet with horns.
    shapes["viking"] = [
        (BASE, "body"),
        ("M 36 79 L 40 66 H 60 L 64 79 Z", "body"),
        ("M 30 44 C 22 38 16 26 20 12 C 24 22 30 28 38 32 Z", "body"),
        ("M 70 44 C 78 38 84 26 80 12 C 76 22 70 28 62 32 Z", "body"),
        ("M 28 56 C 28 36 38 24 50 24 C 62 24 72 36 72 56 Z", "body"),
        ("M 26 54 H 74 V 64 H 26 Z", "body"),
        ("M 50 26 V 52", "line"),
        (circle(36, 59, 2), "emblem"), (circle(50, 59, 2), "emblem"), (circle(64, 59, 2), "emblem"),
    ]

    # Flag: a pennant on a pole.
    shapes["flag"] = [
        (BASE, "body"),
        ("M 38 79 C 40 74 42 72 44 70 H 52 C 54 72 56 74 58 79 Z", "body"),
        ("M 45 70 V 12 H 51 V 70 Z", "body"),
        ("M 51 14 C 60 10 68 20 80 16 V 42 C 68 46 60 36 51 40 Z", "body"),
        ("M 56 22 C 62 20 68 26 74 24", "line"),
        (circle(48, 10, 4), "body"),
    ]

    # Dolphin: leaping over a wave, snout, dorsal fin and tail flukes.
    dolphin = ("M 14 46 L 25 38 C 32 22 50 12 66 20 C 78 26 82 42 78 58 L 88 68 L 76 68 "
               "L 78 79 L 68 66 C 68 52 64 40 54 36 C 44 32 32 40 24 48 Z")
    shapes["dolphin"] = [(BASE, "body"), ("M 44 22 L 54 6 L 60 20 Z", "body"),
                         ("M 34 79 C 40 70 52 66 62 70 C 56 72 50 76 50 79 Z", "body"),
                         (dolphin, "body"), (circle(30, 36, 2.4), "emblem"),
                         ("M 46 36 L 40 50", "line")]

    # Wheels: a wheel on a stand with an arrowhead to its left or its right.
    def wheel(right):
        sign = 1 if right else -1
        tip = polygon([(50 + sign * 34, 38), (50 + sign * 22, 26), (50 + sign * 22, 50)])
        return [(BASE, "body"), ("M 40 79 L 44 60 H 56 L 60 79 Z", "body"), (tip, "body"),
                (circle(50, 38, 20), "body"), (circle(50, 38, 5), "emblem"),
                ("M 50 20 V 33 M 50 43 V 56 M 32 38 H 45 M 55 38 H 68 "
                 "M 37 25 L 46 34 M 54 42 L 63 51 M 63 25 L 54 34 M 46 42 L 37 51", "line")]
    shapes["leftwheel"] = wheel(False)
    shapes["rightwheel"] = wheel(True)

    # Butterfly: two pairs of wings on a slender body.
    shapes["butterfly"] = [
        (BASE, "body"),
        ("M 42 79 L 46 70 H 54 L 58 79 Z", "body"),
        ("M 48 40 C 40 20 24 12 16 18 C 12 30 22 42 46 46 Z", "body"),
        ("M 52 40 C 60 20 76 12 84 18 C 88 30 78 42 54 46 Z", "body"),
        ("M 47 48 C 36 50 24 58 26 66 C 32 72 42 64 48 54 Z", "body"),
        ("M 53 48 C 64 50 76 58 74 66 C 68 72 58 64 52 54 Z", "body"),
        ("M 46 26 C 46 20 54 20 54 26 V 70 H 46 Z", "body"),
        ("M 48 22 L 42 10 M 52 22 L 58 10", "line"),
        (circle(30, 26, 3.2), "emblem"), (circle(70, 26, 3.2), "emblem"),
    ]

    # Crowns: the princess's (XBoard's Crown) a tall crown, the HCrown a broad one with
    # a band of jewels, both on a stand; the prince (Monarch) the king with a coronet.
    stand = ("M 36 79 C 40 72 44 68 44 62 H 56 C 56 68 60 72 64 79 Z", "body")
    shapes["crown"] = [(BASE, "body"), stand,
                       ("M 30 62 L 26 22 L 38 36 L 44 14 L 50 32 L 56 14 L 62 36 L 74 22 "
                        "L 70 62 Z", "body"),
                       ("M 31 52 H 69", "line"),
                       (circle(26, 20, 3.5), "body"), (circle(44, 12, 3.5), "body"),
                       (circle(56, 12, 3.5), "body"), (circle(74, 20, 3.5), "body")]
    shapes["hcrown"] = [(BASE, "body"), stand,
                        ("M 20 62 L 18 30 L 34 44 L 50 24 L 66 44 L 82 30 L 80 62 Z", "body"),
                        ("M 20 52 H 80 V 62 H 20 Z", "body"),
                        (circle(32, 57, 2.4), "emblem"), (circle(50, 57, 2.4), "emblem"),
                        (circle(68, 57, 2.4), "emblem"), (circle(50, 22, 4), "body")]
    coronet = "M 40 26 L 38 12 L 45 19 L 50 10 L 55 19 L 62 12 L 60 26 Z"
    shapes["prince"] = [s for s in K if not s[0].startswith("M 47.5")] + [(coronet, "body")]
    return shapes
