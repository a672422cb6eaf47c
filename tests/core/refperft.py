#!/usr/bin/env python3
"""Independent reference perft for falcon and cylinder chess (no code shared with
board/core): plain lists, make/copy, legality by "is my king attacked after the move"."""
import sys, itertools

ORTH = [(1,0),(-1,0),(0,1),(0,-1)]
DIAG = [(1,1),(-1,1),(1,-1),(-1,-1)]
KN = [(1,2),(2,1),(2,-1),(1,-2),(-1,-2),(-2,-1),(-2,1),(-1,2)]

def falcon_paths(df, dr):
    # all orders of 3 king steps; each step moves 1 along the long axis, and m of them
    # also 1 along the short axis
    n = max(abs(df), abs(dr)); m = min(abs(df), abs(dr))
    sf = (df > 0) - (df < 0); sr = (dr > 0) - (dr < 0)
    out = []
    for combo in itertools.combinations(range(n), m):
        f = r = 0; sq = []
        for i in range(n):
            if abs(dr) >= abs(df):
                r += sr; f += sf if i in combo else 0
            else:
                f += sf; r += sr if i in combo else 0
            sq.append((f, r))
        assert sq[-1] == (df, dr)
        out.append(sq[:-1])
    return out

FALCON = []
for a in (1, 2):
    for sf in (1, -1):
        for sr in (1, -1):
            for (df, dr) in ((sf*a, sr*3), (sf*3, sr*a)):
                FALCON.append((df, dr, falcon_paths(df, dr)))

class Game:
    def __init__(self, W, H, wrap):
        self.W, self.H, self.wrap = W, H, wrap
    def sq(self, f, r, df, dr):
        f2, r2 = f + df, r + dr
        if r2 < 0 or r2 >= self.H: return None
        if self.wrap: f2 %= self.W
        elif f2 < 0 or f2 >= self.W: return None
        return (f2, r2)

def parse(fen, W, H):
    parts = fen.split()
    rows = parts[0].split('/')
    b = {}
    for i, row in enumerate(rows):
        r = H - 1 - i; f = 0; num = ''
        for ch in row + ' ':
            if ch.isdigit(): num += ch; continue
            if num: f += int(num); num = ''
            if ch == ' ': break
            b[(f, r)] = ch; f += 1
    side = parts[1]
    cast = parts[2]; ep = parts[3]
    eps = None if ep == '-' else (ord(ep[0]) - 97, int(ep[1:]) - 1)
    return b, side, cast, eps

def white(p): return p.isupper()

def attacks(g, b, target, by_white):
    for (f, r), p in b.items():
        if white(p) != by_white: continue
        if target in piece_targets(g, b, f, r, p, captures=True): return True
    return False

def piece_targets(g, b, f, r, p, captures=False):
    """Squares p on (f, r) attacks (captures=True) or may move to (pawn pushes apart)."""
    u = p.upper(); out = []
    def leap(dirs):
        for df, dr in dirs:
            s = g.sq(f, r, df, dr)
            if s: out.append(s)
    def ride(dirs):
        for df, dr in dirs:
            s = g.sq(f, r, df, dr)
            while s and s != (f, r):
                out.append(s)
                if s in b: break
                s = g.sq(s[0], s[1], df, dr)
    if u == 'P':
        fw = 1 if p == 'P' else -1
        leap([(1, fw), (-1, fw)])
    elif u == 'N': leap(KN)
    elif u == 'K': leap(ORTH + DIAG)
    elif u == 'B': ride(DIAG)
    elif u == 'R': ride(ORTH)
    elif u == 'Q': ride(ORTH + DIAG)
    elif u == 'F':
        for df, dr, paths in FALCON:
            s = g.sq(f, r, df, dr)
            if not s: continue
            if any(all(g.sq(f, r, a, c) not in b for a, c in path) for path in paths):
                out.append(s)
    return out

def moves(g, pos):
    b, side, cast, ep = pos
    wt = side == 'w'
    res = []
    for (f, r), p in list(b.items()):
        if white(p) != wt: continue
        u = p.upper()
        if u == 'P':
            fw = 1 if wt else -1
            last = g.H - 1 if wt else 0
            promo = ['Q', 'F', 'R', 'B', 'N'] if g.falcon else ['Q', 'R', 'B', 'N']
            def add(to):
                if to[1] == last:
                    for q in promo: res.append(((f, r), to, q if wt else q.lower()))
                else: res.append(((f, r), to, None))
            s = g.sq(f, r, 0, fw)
            if s and s not in b:
                add(s)
                start = 1 if wt else g.H - 2
                s2 = g.sq(f, r, 0, 2 * fw)
                if r == start and s2 not in b: res.append(((f, r), s2, None))
            for s in piece_targets(g, b, f, r, p):
                if s in b and white(b[s]) != wt: add(s)
                elif s == ep: res.append(((f, r), s, 'ep'))
        else:
            for s in piece_targets(g, b, f, r, p):
                if s not in b or white(b[s]) != wt: res.append(((f, r), s, None))
    # castling: king on its file, rook in corner, squares between empty, no check on passed
    rank = 0 if wt else g.H - 1
    kf = g.W // 2
    K = 'K' if wt else 'k'; R = 'R' if wt else 'r'
    if b.get((kf, rank)) == K and not attacks(g, b, (kf, rank), not wt):
        for right, rf, kto in (('K' if wt else 'k', g.W - 1, g.W - 2), ('Q' if wt else 'q', 0, 2)):
            if right not in cast or b.get((rf, rank)) != R: continue
            lo, hi = min(kf, rf, kto), max(kf, rf, kto)
            if any((x, rank) in b for x in range(lo, hi + 1) if x not in (kf, rf)): continue
            step = 1 if kto > kf else -1
            if any(attacks(g, b, (x, rank), not wt) for x in range(kf + step, kto, step)): continue
            res.append(((kf, rank), (kto, rank), 'castle'))
    return res

def make(g, pos, m):
    b, side, cast, ep = pos
    b = dict(b); wt = side == 'w'
    fr, to, extra = m
    p = b.pop(fr); nep = None
    if extra == 'ep': del b[(to[0], fr[1])]
    if extra == 'castle':
        rank = fr[1]
        rf = g.W - 1 if to[0] > fr[0] else 0
        rook = b.pop((rf, rank))
        b[to] = p
        b[(to[0] - 1 if rf else to[0] + 1, rank)] = rook
    else:
        b[to] = extra if extra and extra not in ('ep',) else p
        if p.upper() == 'P' and abs(to[1] - fr[1]) == 2: nep = (fr[0], (fr[1] + to[1]) // 2)
    c = cast
    for s, rights in (((g.W // 2, 0), 'KQ'), ((g.W - 1, 0), 'K'), ((0, 0), 'Q'),
                      ((g.W // 2, g.H - 1), 'kq'), ((g.W - 1, g.H - 1), 'k'), ((0, g.H - 1), 'q')):
        if s in (fr, to):
            for ch in rights: c = c.replace(ch, '')
    return (b, 'b' if wt else 'w', c, nep)

def legal(g, pos):
    out = []
    wt = pos[1] == 'w'
    for m in moves(g, pos):
        n = make(g, pos, m)
        k = [s for s, p in n[0].items() if p == ('K' if wt else 'k')][0]
        if not attacks(g, n[0], k, not wt): out.append(n)
    return out

def perft(g, pos, d):
    if d == 0: return 1
    ls = legal(g, pos)
    if d == 1: return len(ls)
    return sum(perft(g, n, d - 1) for n in ls)

if __name__ == '__main__':
    variant, fen, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    W = 10 if variant == 'falcon' else 8
    g = Game(W, 8, variant == 'cylinder'); g.falcon = variant == 'falcon'
    pos = parse(fen, W, 8)
    for d in range(1, depth + 1): print(d, perft(g, pos, d), flush=True)
