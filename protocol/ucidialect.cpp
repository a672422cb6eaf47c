#include "protocol/ucidialect.h"

namespace tabiya::uci {

namespace {

const DialectWords Words[] = {
    {QLatin1String("uci"), SetoptionForm::NameValue, QLatin1String("ucinewgame"),
     QLatin1String("normal"), Capability::RootMoveList | Capability::NumberedLines},
    {QLatin1String("ucci"), SetoptionForm::Bare, QLatin1String(), QLatin1String("xiangqi"),
     Capability::NumberedLines},
};

bool named(const EngineOption& o, QLatin1String name) {
    return o.name.compare(name, Qt::CaseInsensitive) == 0;
}

} // namespace

const DialectWords& words(Dialect dialect) {
    return Words[dialect == Dialect::Uci ? 0 : 1];
}

QStringList playedVariants(const QList<EngineOption>& options, const QString& onlyGame) {
    QStringList names;
    bool chess960 = false;
    for (const EngineOption& o : options) {
        chess960 = chess960 || named(o, QLatin1String("UCI_Chess960"));
        if (!named(o, QLatin1String("UCI_Variant")) || o.type != EngineOption::Type::Combo)
            continue;
        for (const QString& c : o.choices)
            names << (c.compare(QLatin1String("chess"), Qt::CaseInsensitive) == 0
                          ? QStringLiteral("normal")
                          : c);
    }
    if (names.isEmpty()) names << onlyGame;
    if (chess960) names << QStringLiteral("fischerandom");
    names.removeDuplicates();
    return names;
}

QString shiftRanks(QStringView move, int by) {
    QString out;
    qsizetype i = 0;
    while (i < move.size()) {
        const QChar c = move.at(i++);
        out += c;
        if (c < u'a' || c > u'z') continue;
        // A file letter: the rank number after it, if any, is shifted.
        qsizetype end = i;
        while (end < move.size() && move.at(end).isDigit() && end - i < 3)
            ++end;
        if (end == i) continue;
        out += QString::number(move.mid(i, end - i).toInt() + by);
        i = end;
    }
    return out;
}

QStringList shiftRanks(QStringList moves, int by) {
    if (by != 0)
        for (QString& m : moves)
            m = shiftRanks(m, by);
    return moves;
}

void shiftRanks(BestMove& best, int by) {
    if (by == 0) return;
    best.move = shiftRanks(best.move, by);
    best.ponder = shiftRanks(best.ponder, by);
}

void shiftRanks(CxboardInfo& info, int by) {
    if (by == 0) return;
    if (info.thinking) {
        info.thinking->pv = shiftRanks(info.thinking->pv, by);
        info.thinking->pvText = info.thinking->pv.join(QLatin1Char(' '));
    }
    if (info.progress) info.progress->currentMove = shiftRanks(info.progress->currentMove, by);
    info.hint = shiftRanks(info.hint, by);
}

} // namespace tabiya::uci
