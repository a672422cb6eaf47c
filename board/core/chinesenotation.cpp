// Traditional Chinese xiangqi notation (炮二平五, 马8进7), both ways, in UTF-8.
#include "board/core/xiangqidesignator.h"
#include "board/core/xiangqinotation.h"

#include <vector>

namespace tabiya {

namespace {

using xq::Which;

// Decodes UTF-8 into code points; malformed bytes become U+FFFD so they match nothing.
std::vector<char32_t> decode(std::string_view s) {
    std::vector<char32_t> out;
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
        if (extra < 0 || i + extra >= s.size() + (extra == 0 ? 1 : 0)) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
        bool ok = true;
        for (int k = 1; k <= extra; ++k) {
            const unsigned char cc = static_cast<unsigned char>(s[i + k]);
            if ((cc >> 6) != 2) {
                ok = false;
                break;
            }
            cp = cp << 6 | (cc & 0x3F);
        }
        out.push_back(ok ? cp : 0xFFFD);
        i += ok ? extra + 1 : 1;
    }
    return out;
}

void encode(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | cp >> 6);
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xE0 | cp >> 12);
        out += char(0x80 | (cp >> 6 & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

constexpr char32_t Numerals[] = {U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'};

// 1..9 from a Chinese numeral, an ASCII or a full-width digit; 0 otherwise.
int numberOf(char32_t c) {
    for (int i = 0; i < 9; ++i)
        if (Numerals[i] == c) return i + 1;
    if (c >= U'1' && c <= U'9') return int(c - U'0');
    if (c >= U'１' && c <= U'９') return int(c - U'０');
    return 0;
}

// The FEN letter of a piece character, or 0.
char letterOf(char32_t c) {
    switch (c) {
    case U'车':
    case U'車':
    case U'俥': return 'R';
    case U'马':
    case U'馬':
    case U'傌': return 'N';
    case U'相':
    case U'象': return 'B';
    case U'仕':
    case U'士': return 'A';
    case U'帅':
    case U'帥':
    case U'将':
    case U'將': return 'K';
    case U'炮':
    case U'砲':
    case U'包': return 'C';
    case U'兵':
    case U'卒': return 'P';
    default: return 0;
    }
}

char dirOf(char32_t c) {
    switch (c) {
    case U'进':
    case U'進': return '+';
    case U'退': return '-';
    case U'平': return '.';
    default: return 0;
    }
}

char32_t pieceChar(char letter, Color side, ChineseScript script) {
    const bool red = side == White;
    const bool trad = script == ChineseScript::Traditional;
    switch (letter) {
    case 'R': return trad ? (red ? U'俥' : U'車') : U'车';
    case 'N': return trad ? (red ? U'傌' : U'馬') : U'马';
    case 'B': return red ? U'相' : U'象';
    case 'A': return red ? U'仕' : U'士';
    case 'K': return trad ? (red ? U'帥' : U'將') : (red ? U'帅' : U'将');
    case 'C': return trad ? (red ? U'炮' : U'砲') : U'炮';
    default: return red ? U'兵' : U'卒';
    }
}

void appendNumber(std::string& out, int n, Color side, const ChineseStyle& style) {
    if (side == White)
        encode(out, Numerals[n - 1]);
    else if (style.fullWidthDigits)
        encode(out, U'０' + char32_t(n));
    else
        out += char('0' + n);
}

} // namespace

std::string chineseText(Position& pos, Move m, ChineseStyle style) {
    const Variant& v = pos.variant();
    if (!v.isXiangqiLike() || m.type() != MoveType::Normal) return {};
    const xq::Facts f = xq::factsOf(pos, m);
    const xq::Canonical c = xq::canonicalOf(pos, f);
    const bool trad = style.script == ChineseScript::Traditional;
    const char32_t piece = pieceChar(v.kinds[f.kind].letter, f.side, style.script);
    const char32_t rear = trad ? U'後' : U'后';
    std::string out;
    // Position among like pieces: 前, 中, 后, or the n-th from the front.
    auto position = [&]() {
        const int n = f.count, i = f.index;
        if (i == 0)
            encode(out, U'前');
        else if (i == n - 1)
            encode(out, rear);
        else if (n == 3)
            encode(out, U'中');
        else
            encode(out, Numerals[i]);
    };
    if (c.plain) {
        encode(out, piece);
        appendNumber(out, f.file, f.side, style);
    } else if (c.fileFirst) {
        position();
        appendNumber(out, f.file, f.side, style);
    } else {
        position();
        encode(out, piece);
    }
    encode(out, f.dir == '+' ? (trad ? U'進' : U'进') : f.dir == '-' ? U'退' : U'平');
    appendNumber(out, f.number, f.side, style);
    return out;
}

Move parseChinese(Position& pos, std::string_view text) {
    const Variant& v = pos.variant();
    if (!v.isXiangqiLike() || text.size() > 64) return {};
    std::vector<char32_t> cps;
    for (char32_t c : decode(text))
        if (c != U' ' && c != U'\t' && c != U'　' && c != U'!' && c != U'?' && c != U'+' &&
            c != U'#')
            cps.push_back(c);
    if (cps.size() != 4) return {};
    xq::Designator d;
    const char pieceFirst = letterOf(cps[0]), pieceSecond = letterOf(cps[1]);
    auto positionOf = [&](char32_t c, Which& which, int& nth) {
        if (c == U'前')
            which = Which::Front;
        else if (c == U'后' || c == U'後')
            which = Which::Rear;
        else if (c == U'中')
            which = Which::Middle;
        else if (const int n = numberOf(c); n >= 1 && n <= 5) {
            which = Which::Nth;
            nth = n;
        } else
            return false;
        return true;
    };
    if (pieceFirst) {
        // 炮二平五; also 车前进一 (position after the piece), as some books write it.
        d.kind = v.kindForLetter(pieceFirst);
        if (const int file = numberOf(cps[1]); file)
            d.file = file;
        else if (!positionOf(cps[1], d.which, d.nth) || d.which == Which::Nth)
            return {};
    } else if (pieceSecond) {
        // 前炮进一, 中兵平四, 二兵平四.
        d.kind = v.kindForLetter(pieceSecond);
        if (!positionOf(cps[0], d.which, d.nth)) return {};
    } else {
        // 前七平六: tandem soldiers on two files, named by position and file.
        if (!positionOf(cps[0], d.which, d.nth) || d.which == Which::Nth) return {};
        d.file = numberOf(cps[1]);
        if (!d.file) return {};
    }
    if (d.kind < 0 && (pieceFirst || pieceSecond)) return {};
    d.dir = dirOf(cps[2]);
    d.number = numberOf(cps[3]);
    if (!d.dir || !d.number) return {};
    return xq::resolve(pos, d);
}

} // namespace tabiya
