#include "app/session/movelistitems.h"

#include "board/core/xiangqinotation.h"

#include <QHash>

namespace tabiya {

namespace {

using Kind = MoveListItem::Kind;

struct Builder {
    std::vector<MoveListItem>& items;
    const QStringList& mainTexts;
    const MoveListNotation& notation;
    Position pos;

    void add(Kind kind, int depth, QString text, PgnPath path = {}) {
        items.push_back(MoveListItem{kind, depth, std::move(text), std::move(path)});
    }

    // A comment word by word, so that it wraps like text; in braces, as PGN writes it.
    void comment(const QString& text, int depth) {
        const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < words.size(); ++i) {
            QString word = words[i].simplified();
            if (i == 0) word.prepend(QLatin1Char('{'));
            if (i + 1 == words.size()) word.append(QLatin1Char('}'));
            add(Kind::Comment, depth, word);
        }
    }

    // A move's number ("12." for the first side, "12..." for the second after a break),
    // the move with its NAGs, and the words after it.
    void move(QString text, const std::vector<int>& nags, const PgnPath& path, int depth,
              bool& needNumber) {
        const bool first = pos.sideToMove() == White;
        if (first || needNumber)
            add(Kind::Number, depth,
                QString::number(pos.fullmoveNumber()) +
                    (first ? QStringLiteral(".") : QStringLiteral("...")));
        // !, ?, !!, ??, !?, ?! stand by the move; the others are words of their own.
        std::vector<int> apart;
        for (int nag : nags) {
            if (nag >= 1 && nag <= 6)
                text += nagGlyph(nag);
            else
                apart.push_back(nag);
        }
        add(Kind::Move, depth, std::move(text), path);
        for (int nag : apart)
            add(Kind::Nag, depth, nagGlyph(nag));
        needNumber = false;
    }

    // A variation of the move at `path`, from pos (the position before that move).
    void variation(const PgnLine& moves, const PgnPath& path, int index, int depth) {
        PgnPath inner = path;
        inner.insert(inner.end(), {index, 0});
        add(Kind::Open, depth + 1, QStringLiteral("("));
        line(moves, std::move(inner), depth + 1);
        add(Kind::Close, depth + 1, QStringLiteral(")"));
    }

    // The moves of `line`, from pos (left as it was found); `base` is the line's path with
    // a last entry to be replaced by each move's index.
    void line(const PgnLine& moves, PgnPath base, int depth) {
        bool needNumber = true;
        int made = 0;
        for (size_t i = 0; i < moves.size(); ++i) {
            const PgnMove& pm = moves[i];
            base.back() = int(i);
            if (!pm.commentBefore.empty()) {
                comment(QString::fromStdString(pm.commentBefore), depth);
                needNumber = true;
            }
            const bool main = depth == 0 && qsizetype(i) < mainTexts.size();
            move(main ? mainTexts[qsizetype(i)]
                      : QString::fromStdString(
                            pgnMoveText(pos, pm.move, notation.xiangqi, notation.chinese)),
                 pm.nags, base, depth, needNumber);
            if (!pm.comment.empty()) {
                comment(QString::fromStdString(pm.comment), depth);
                needNumber = true;
            }
            for (size_t v = 0; v < pm.variations.size(); ++v) {
                variation(pm.variations[v], base, int(v), depth);
                needNumber = true;
            }
            pos.makeMove(pm.move);
            ++made;
        }
        for (int i = 0; i < made; ++i)
            pos.unmakeMove();
    }
};

} // namespace

std::vector<MoveListItem> moveListItems(const PgnGame& game, const QStringList& mainTexts,
                                        const MoveListNotation& notation) {
    std::vector<MoveListItem> items;
    items.reserve(game.moves.size() * 2 + 8);
    Builder b{items, mainTexts, notation, game.startPosition()};
    if (!game.comment.empty()) b.comment(QString::fromStdString(game.comment), 0);
    b.line(game.moves, PgnPath{0}, 0);
    if (game.result != "*") b.add(Kind::Result, 0, QString::fromStdString(game.result));
    return items;
}

namespace {
// The main line's moves from ply `from` on in the notation asked for (empty: their written
// SAN).
QStringList mainLineTexts(const Game& game, const MoveListNotation& notation, int from) {
    QStringList texts;
    if (notation.xiangqi == XiangqiNotation::San) return texts;
    texts.reserve(game.ply() - from);
    Position pos = game.positionAt(from);
    for (int i = from; i < game.ply(); ++i) {
        const Move m = game.moves()[i].move;
        texts << QString::fromStdString(notation.xiangqi == XiangqiNotation::Wxf
                                            ? wxfText(pos, m)
                                            : chineseText(pos, m, notation.chinese));
        pos.makeMove(m);
    }
    return texts;
}

MoveListNotation notationFor(const Game& game, const MoveListNotation& asked) {
    MoveListNotation notation = asked;
    if (!game.variant().isXiangqiLike()) notation.xiangqi = XiangqiNotation::San;
    return notation;
}

// The main line's words from ply `from` on (with the comments and variations after each
// move) and the result, added to b's items; b.pos is the position before that ply.
// needNumber: whether the ply's move needs its number when it is the second side's (after
// a comment or a variation).
void addMainLine(Builder& b, const Game& game, int from, bool needNumber) {
    for (int i = from; i < game.ply(); ++i) {
        const GameMove& gm = game.moves()[i];
        const PgnPath path{i};
        b.move(i - from < b.mainTexts.size() ? b.mainTexts[i - from] : gm.san, gm.nags, path, 0,
               needNumber);
        const QString comment = game.pgnComment(i);
        if (!comment.isEmpty()) {
            b.comment(comment, 0);
            needNumber = true;
        }
        // The variations in toPgn's order: the engine's line first, then the others.
        int index = 0;
        const PgnLine best = game.bestLineVariation(i);
        if (!best.empty()) b.variation(best, path, index++, 0);
        for (const PgnLine& line : gm.variations)
            b.variation(line, path, index++, 0);
        if (index > 0) needNumber = true;
        b.pos.makeMove(gm.move);
    }
    if (game.isOver()) b.add(Kind::Result, 0, Game::resultToken(game.result()));
}
} // namespace

std::vector<MoveListItem> moveListItems(const Game& game, const MoveListNotation& asked) {
    const MoveListNotation notation = notationFor(game, asked);
    const QStringList mainTexts = mainLineTexts(game, notation, 0);
    std::vector<MoveListItem> items;
    items.reserve(size_t(game.ply()) * 2 + 8);
    Builder b{items, mainTexts, notation, game.startPosition()};
    if (!game.comment().isEmpty()) b.comment(game.comment(), 0);
    addMainLine(b, game, 0, true);
    return items;
}

std::vector<MoveListItem> moveListItemsFrom(const std::vector<MoveListItem>& before,
                                            const Game& game, const MoveListNotation& asked,
                                            int fromPly) {
    if (fromPly <= 0 || fromPly > game.ply()) return moveListItems(game, asked);
    // The words kept: everything before ply fromPly's number and move (its comment and
    // variations come after it), or before the result when the game had no such ply.
    size_t keep = 0;
    while (keep < before.size() && before[keep].kind != Kind::Result &&
           !(before[keep].kind == Kind::Move && before[keep].path.size() == 1 &&
             before[keep].path[0] >= fromPly))
        ++keep;
    if (keep < before.size() && before[keep].kind == Kind::Move && keep > 0 &&
        before[keep - 1].kind == Kind::Number)
        --keep;
    const MoveListNotation notation = notationFor(game, asked);
    const QStringList mainTexts = mainLineTexts(game, notation, fromPly);
    std::vector<MoveListItem> items;
    items.reserve(keep + size_t(game.ply() - fromPly) * 2 + 8);
    items.insert(items.end(), before.begin(), before.begin() + qsizetype(keep));
    Builder b{items, mainTexts, notation, game.positionAt(fromPly)};
    // As the whole list's loop leaves it after the ply before: the second side's move is
    // numbered after a comment or a variation.
    const int last = fromPly - 1;
    const bool needNumber = !game.pgnComment(last).isEmpty() ||
                            !game.bestLineVariation(last).empty() ||
                            !game.moves()[last].variations.empty();
    addMainLine(b, game, fromPly, needNumber);
    return items;
}

QString nagGlyph(int nag) {
    // The NAGs of PGN's standard with a common glyph (the pairs are White's and Black's).
    static const QHash<int, QString> glyphs = {
        {1, QStringLiteral("!")},        {2, QStringLiteral("?")},
        {3, QStringLiteral("!!")},       {4, QStringLiteral("??")},
        {5, QStringLiteral("!?")},       {6, QStringLiteral("?!")},
        {7, QStringLiteral("\u25a1")},   {10, QStringLiteral("=")},
        {13, QStringLiteral("\u221e")},  {14, QStringLiteral("\u2a72")},
        {15, QStringLiteral("\u2a71")},  {16, QStringLiteral("\u00b1")},
        {17, QStringLiteral("\u2213")},  {18, QStringLiteral("+\u2212")},
        {19, QStringLiteral("\u2212+")}, {22, QStringLiteral("\u2a00")},
        {23, QStringLiteral("\u2a00")},  {32, QStringLiteral("\u27f3")},
        {33, QStringLiteral("\u27f3")},  {36, QStringLiteral("\u2191")},
        {37, QStringLiteral("\u2191")},  {40, QStringLiteral("\u2192")},
        {44, QStringLiteral("=\u221e")}, {45, QStringLiteral("=\u221e")},
        {41, QStringLiteral("\u2192")},  {132, QStringLiteral("\u21c6")},
        {133, QStringLiteral("\u21c6")}, {140, QStringLiteral("\u2206")},
        {146, QStringLiteral("N")}};
    return glyphs.value(nag, QStringLiteral("$") + QString::number(nag));
}

QString moveListText(const std::vector<MoveListItem>& items) {
    QString text;
    for (size_t i = 0; i < items.size(); ++i) {
        const bool glued =
            i > 0 && (items[i - 1].kind == Kind::Open || items[i].kind == Kind::Close);
        if (i > 0 && !glued) text += QLatin1Char(' ');
        text += items[i].text;
    }
    return text;
}

} // namespace tabiya
