// WXF notation and the script-free part shared with the Chinese notation.
#include "board/core/xiangqinotation.h"
#include "board/core/xiangqidesignator.h"

#include <cctype>
#include <cstdlib>

namespace tabiya {

using namespace geometry;

namespace xq {

bool isSoldier(const Variant& v, int kind) {
    return kind >= 0 && v.kinds[kind].letter == 'P';
}

int fileNumber(const Variant& v, Color c, int file) {
    // Red sits at rank 0 and counts from its right (the i file); black from the a file.
    return c == White ? v.width - file : file + 1;
}

Facts factsOf(const Position& pos, Move m) {
    const Variant& v = pos.variant();
    const Piece p = pos.at(m.from());
    Facts f;
    f.kind = kindOf(p);
    f.side = colorOf(p);
    const int ff = fileOf(m.from()), fr = rankOf(m.from());
    const int tf = fileOf(m.to()), tr = rankOf(m.to());
    f.file = fileNumber(v, f.side, ff);
    f.count = 0;
    f.index = 0;
    for (int r = 0; r < v.height; ++r) {
        if (pos.at(ff, r) != p) continue;
        ++f.count;
        if (f.side == White ? r > fr : r < fr) ++f.index;
    }
    for (int file = 0; file < v.width; ++file) {
        int n = 0;
        for (int r = 0; r < v.height; ++r)
            n += pos.at(file, r) == p;
        f.tandemFiles += n >= 2;
    }
    if (tr == fr) {
        f.dir = '.';
        f.number = fileNumber(v, f.side, tf);
    } else {
        const bool forward = f.side == White ? tr > fr : tr < fr;
        f.dir = forward ? '+' : '-';
        f.number = tf == ff ? std::abs(tr - fr) : fileNumber(v, f.side, tf);
    }
    return f;
}

Canonical canonicalOf(const Position& pos, const Facts& f) {
    const Variant& v = pos.variant();
    Canonical c;
    const char letter = v.kinds[f.kind].letter;
    const int n = f.count, i = f.index;
    // Advisors and elephants on one file always move in opposite directions.
    if (n < 2 || letter == 'A' || letter == 'B') return c;
    c.plain = false;
    if (!isSoldier(v, f.kind)) {
        c.which = i == 0 ? Which::Plus : Which::Minus;
        return c;
    }
    if (f.tandemFiles >= 2) {
        c.fileFirst = true;
        c.which = i == 0 ? Which::Plus : i == n - 1 ? Which::Minus : Which::Middle;
        return c;
    }
    if (n <= 3) {
        c.which = i == 0 ? Which::Plus : i == n - 1 ? Which::Minus : Which::Middle;
    } else {
        c.which = i == 0       ? Which::PlusPlus
                  : i == n - 1 ? Which::MinusMinus
                  : i == 1     ? Which::Plus
                  : i == n - 2 ? Which::Minus
                               : Which::Middle;
    }
    return c;
}

namespace {

bool whichMatches(const Facts& f, const Designator& d) {
    const int n = f.count, i = f.index;
    switch (d.which) {
    case Which::Any: return true;
    case Which::Plus: return n >= 2 && i == (n <= 3 ? 0 : 1);
    case Which::Minus: return n >= 2 && i == (n <= 3 ? n - 1 : n - 2);
    case Which::PlusPlus:
    case Which::Front: return n >= 2 && i == 0;
    case Which::MinusMinus:
    case Which::Rear: return n >= 2 && i == n - 1;
    case Which::Middle: return n >= 3 && n % 2 == 1 && i == n / 2;
    case Which::Nth: return n >= 2 && i == d.nth - 1;
    }
    return false;
}

} // namespace

Move resolve(Position& pos, const Designator& d) {
    const Variant& v = pos.variant();
    if (!v.isXiangqiLike() || d.dir == 0 || d.number < 1 || d.number > v.width) return {};
    MoveList legal;
    pos.generateLegal(legal);
    Move found, middle;
    int matches = 0, middles = 0;
    for (Move m : legal) {
        if (m.type() != MoveType::Normal) continue;
        const Facts f = factsOf(pos, m);
        if (d.kind >= 0 ? f.kind != d.kind : !isSoldier(v, f.kind)) continue;
        if ((d.file && d.file != f.file) || f.dir != d.dir || f.number != d.number ||
            !whichMatches(f, d))
            continue;
        found = m;
        ++matches;
        if (f.count >= 3 && f.count % 2 == 1 && f.index == f.count / 2) {
            middle = m;
            ++middles;
        }
    }
    if (matches == 1) return found;
    // WXF names the middle one of three or five soldiers by its file alone ("P3.4").
    if (matches > 1 && d.which == Which::Any && middles == 1) return middle;
    return {};
}

} // namespace xq

namespace {

using xq::Which;

char wxfLetter(char fenLetter) {
    switch (fenLetter) {
    case 'N': return 'H';
    case 'B': return 'E';
    default: return fenLetter;
    }
}

int kindForWxfLetter(const Variant& v, char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'K':
    case 'G': return v.kindForLetter('K');
    case 'A': return v.kindForLetter('A');
    case 'E':
    case 'B':
    case 'M': return v.kindForLetter('B');
    case 'H':
    case 'N': return v.kindForLetter('N');
    case 'R': return v.kindForLetter('R');
    case 'C': return v.kindForLetter('C');
    case 'P':
    case 'S': return v.kindForLetter('P');
    default: return -1;
    }
}

bool isDigit(char c) {
    return c >= '1' && c <= '9';
}

} // namespace

std::string wxfText(Position& pos, Move m, char traverse) {
    const Variant& v = pos.variant();
    if (!v.isXiangqiLike() || m.type() != MoveType::Normal) return {};
    const xq::Facts f = xq::factsOf(pos, m);
    const xq::Canonical c = xq::canonicalOf(pos, f);
    const char letter = wxfLetter(v.kinds[f.kind].letter);
    const char file = char('0' + f.file);
    std::string out;
    auto sign = [&](Which w) {
        switch (w) {
        case Which::Plus: return '+';
        case Which::Minus: return '-';
        default: return file;
        }
    };
    if (c.plain) {
        out = {letter, file};
    } else if (c.fileFirst) {
        out = {file, sign(c.which)};
    } else if (c.which == Which::PlusPlus) {
        out = "++";
    } else if (c.which == Which::MinusMinus) {
        out = "--";
    } else {
        out = {letter, sign(c.which)};
    }
    out += f.dir == '.' ? traverse : f.dir;
    out += char('0' + f.number);
    return out;
}

Move parseWxf(Position& pos, std::string_view text) {
    const Variant& v = pos.variant();
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && (std::isspace(static_cast<unsigned char>(text.back())) ||
                             text.back() == '!' || text.back() == '?' || text.back() == '#'))
        text.remove_suffix(1);
    if (text.size() < 3 || text.size() > 4 || !v.isXiangqiLike()) return {};
    xq::Designator d;
    const char a = text[0], b = text[1];
    const int kindA = kindForWxfLetter(v, a), kindB = kindForWxfLetter(v, b);
    const bool signA = a == '+' || a == '-', signB = b == '+' || b == '-';
    if (kindA >= 0 && isDigit(b)) {
        d.kind = kindA;
        d.file = b - '0';
    } else if (kindA >= 0 && signB) {
        d.kind = kindA;
        d.which = b == '+' ? Which::Plus : Which::Minus;
    } else if (signA && kindB >= 0) {
        d.kind = kindB;
        d.which = a == '+' ? Which::Plus : Which::Minus;
    } else if (signA && b == a) {
        d.which = a == '+' ? Which::PlusPlus : Which::MinusMinus;
    } else if (isDigit(a) && signB) {
        d.file = a - '0';
        d.which = b == '+' ? Which::Plus : Which::Minus;
    } else if (isDigit(a) && b == a) {
        d.file = a - '0';
        d.which = Which::Middle;
    } else {
        return {};
    }
    if (text.size() == 3) {
        // "C25": sideways with the sign left out.
        if (!isDigit(text[2])) return {};
        d.dir = '.';
        d.number = text[2] - '0';
    } else {
        const char dir = text[2];
        if (dir != '+' && dir != '-' && dir != '.' && dir != '=') return {};
        d.dir = dir == '=' ? '.' : dir;
        if (!isDigit(text[3])) return {};
        d.number = text[3] - '0';
    }
    return xq::resolve(pos, d);
}

} // namespace tabiya
