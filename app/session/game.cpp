#include "game.h"

#include "san.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>

namespace tabiya {

namespace {
const char* terminationTag(TerminationKind t) {
    switch (t) {
    case TerminationKind::TimeForfeit: return "time forfeit";
    case TerminationKind::RulesInfraction: return "rules infraction";
    case TerminationKind::Abandoned: return "abandoned";
    case TerminationKind::Adjudication: return "adjudication";
    case TerminationKind::Normal: return "normal";
    case TerminationKind::None: break;
    }
    return "";
}

TerminationKind terminationFromTag(const QString& tag) {
    const QString t = tag.toLower();
    if (t == QLatin1String("time forfeit")) return TerminationKind::TimeForfeit;
    if (t == QLatin1String("rules infraction")) return TerminationKind::RulesInfraction;
    if (t == QLatin1String("abandoned")) return TerminationKind::Abandoned;
    if (t == QLatin1String("adjudication")) return TerminationKind::Adjudication;
    if (t == QLatin1String("normal")) return TerminationKind::Normal;
    return TerminationKind::None;
}

GameResult resultFromToken(const std::string& token) {
    if (token == "1-0") return GameResult::WhiteWins;
    if (token == "0-1") return GameResult::BlackWins;
    if (token == "1/2-1/2") return GameResult::Draw;
    return GameResult::Ongoing;
}
} // namespace

Game::Game(const Variant& variant, const QString& startFen)
    : m_variant(&variant)
    , m_start(variant)
    , m_position(variant) {
    reset(variant, startFen);
}

bool Game::reset(const Variant& variant, const QString& startFen, QString* error) {
    std::optional<Position> start;
    if (startFen.isEmpty()) {
        start = Position::startPosition(variant);
    } else {
        std::string why;
        start = Position::fromFen(variant, startFen.toStdString(), &why);
        if (!start) {
            if (error) *error = QString::fromStdString(why);
            return false;
        }
    }
    m_variant = &variant;
    m_startFen = startFen;
    m_start = *start;
    m_position = *start;
    m_moves.clear();
    clearResult();
    m_tags.clear();
    m_tags.insert(QStringLiteral("Date"),
                  QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")));
    return true;
}

Position Game::positionAt(int ply) const {
    Position pos = m_start;
    for (int i = 0; i < ply && i < m_moves.size(); ++i)
        pos.makeMove(m_moves[i].move);
    return pos;
}

bool Game::play(Move m, const Evaluation& evaluation) {
    if (!m_position.isLegalMove(m)) return false;
    GameMove gm;
    gm.move = m;
    gm.san = QString::fromStdString(pgnMoveText(m_position, m));
    gm.evaluation = evaluation;
    m_position.makeMove(m);
    m_moves.append(gm);
    return true;
}

void Game::setClocksAfterLastMove(qint64 whiteMs, qint64 blackMs) {
    if (m_moves.isEmpty()) return;
    m_moves.last().whiteRemainingMs = whiteMs;
    m_moves.last().blackRemainingMs = blackMs;
}

void Game::setEvaluationOfLastMove(const Evaluation& evaluation) {
    if (!m_moves.isEmpty()) m_moves.last().evaluation = evaluation;
}

void Game::setEvaluation(int index, const Evaluation& evaluation) {
    if (index >= 0 && index < m_moves.size()) m_moves[index].evaluation = evaluation;
}

void Game::setComment(int index, const QString& comment) {
    if (index >= 0 && index < m_moves.size()) m_moves[index].comment = comment.trimmed();
}

void Game::setBestLine(int index, const QList<Move>& line, const Evaluation& evaluation) {
    if (index < 0 || index >= m_moves.size()) return;
    // Only as much of the line as is legal: it is written into the PGN move by move.
    Position pos = positionAt(index);
    QList<Move> legal;
    for (Move m : line) {
        if (!pos.isLegalMove(m)) break;
        pos.makeMove(m);
        legal.append(m);
    }
    m_moves[index].bestLine = legal;
    m_moves[index].bestLineEvaluation = legal.isEmpty() ? Evaluation{} : evaluation;
}

bool Game::undo() {
    if (m_moves.isEmpty()) return false;
    m_moves.removeLast();
    m_position.unmakeMove();
    clearResult();
    return true;
}

Outcome Game::adjudicate() {
    return tabiya::adjudicate(m_position);
}

void Game::setResult(GameResult result, const QString& reason, TerminationKind termination) {
    m_result = result;
    m_reason = reason;
    m_termination = result == GameResult::Ongoing && termination == TerminationKind::Normal
                        ? TerminationKind::None
                        : termination;
}

void Game::clearResult() {
    m_result = GameResult::Ongoing;
    m_reason.clear();
    m_termination = TerminationKind::None;
}

void Game::setTag(const QString& name, const QString& value) {
    // Tag values are one line of text; a line break would end the tag.
    QString v = value;
    v.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    m_tags.insert(name, v);
}

QString Game::resultToken(GameResult result) {
    return QString::fromStdString(resultText(result));
}

const char* Game::sideNameSource(Color c) const {
    if (c == Black) return QT_TRANSLATE_NOOP("QObject", "Black");
    return m_variant->isXiangqiLike() ? QT_TRANSLATE_NOOP("QObject", "Red")
                                      : QT_TRANSLATE_NOOP("QObject", "White");
}

QString Game::sideName(Color c) const {
    return QObject::tr(sideNameSource(c));
}

QString Game::englishSideName(Color c) const {
    return QString::fromLatin1(sideNameSource(c));
}

PgnGame Game::toPgn() const {
    PgnGame pgn;
    pgn.variant = m_variant;
    for (auto it = m_tags.cbegin(); it != m_tags.cend(); ++it)
        pgn.setTag(it.key().toStdString(), it.value().toStdString());
    if (m_variant->name != "normal") pgn.setTag("Variant", m_variant->name);
    if (!m_startFen.isEmpty()) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", m_startFen.toStdString());
        pgn.startFen = m_startFen.toStdString();
    }
    pgn.result = resultText(m_result);
    pgn.setTag("Result", pgn.result);
    if (m_termination != TerminationKind::None)
        pgn.setTag("Termination", terminationTag(m_termination));
    for (const GameMove& gm : m_moves) {
        PgnMove pm;
        pm.move = gm.move;
        QString comment = gm.evaluation.toComment();
        if (!gm.comment.isEmpty())
            comment += (comment.isEmpty() ? QString() : QStringLiteral(" ")) + gm.comment;
        pm.comment = comment.toStdString();
        if (!gm.bestLine.isEmpty() && gm.bestLine.first() != gm.move) {
            PgnLine line;
            for (Move m : gm.bestLine) {
                PgnMove vm;
                vm.move = m;
                line.push_back(std::move(vm));
            }
            line.front().comment = gm.bestLineEvaluation.toComment().toStdString();
            pm.variations.push_back(std::move(line));
        }
        pgn.moves.push_back(std::move(pm));
    }
    return pgn;
}

bool Game::appendToPgnFile(const QString& path, QString* error) const {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text) ||
        f.write(toPgnText().toUtf8()) < 0) {
        *error =
            QCoreApplication::translate("Game", "Cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

QString Game::toPgnText(XiangqiNotation notation) const {
    PgnWriteOptions options;
    options.xiangqi = notation;
    QString text = QString::fromStdString(writePgn(toPgn(), options));
    if (!m_reason.isEmpty()) {
        // XBoard's habit: the reason as a comment just before the result token.
        QString reason = m_reason;
        reason.replace(QLatin1Char('}'), QLatin1Char(')'))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
        const QString token = resultToken(m_result);
        const qsizetype at = text.lastIndexOf(token);
        if (at >= 0) {
            const bool lineStart = at == 0 || text.at(at - 1) == QLatin1Char('\n');
            text.insert(at, QStringLiteral("{") + reason +
                                (lineStart ? QStringLiteral("}\n") : QStringLiteral("} ")));
        }
    }
    return text;
}

Game Game::fromPgn(const PgnGame& pgn) {
    Game game(*pgn.variant, QString::fromStdString(pgn.startFen));
    for (const auto& [name, value] : pgn.tags) {
        if (name == "Result" || name == "SetUp" || name == "FEN" || name == "Termination") continue;
        game.setTag(QString::fromStdString(name), QString::fromStdString(value));
    }
    QString reason;
    for (size_t i = 0; i < pgn.moves.size(); ++i) {
        const PgnMove& pm = pgn.moves[i];
        const QString comment = QString::fromStdString(pm.comment);
        QString rest;
        const std::optional<Evaluation> eval = Evaluation::fromComment(comment, &rest);
        if (!game.play(pm.move, eval.value_or(Evaluation{}))) break;
        const int index = game.ply() - 1;
        // The last move's words are the reason the game ended, when it did end.
        if (i + 1 == pgn.moves.size() && resultFromToken(pgn.result) != GameResult::Ongoing)
            reason = rest.trimmed();
        else
            game.setComment(index, rest);
        if (!pm.variations.empty() && !pm.variations.front().empty()) {
            const PgnLine& v = pm.variations.front();
            QList<Move> line;
            for (const PgnMove& vm : v)
                line.append(vm.move);
            game.setBestLine(index, line,
                             Evaluation::fromComment(QString::fromStdString(v.front().comment))
                                 .value_or(Evaluation{}));
        }
    }
    if (pgn.moves.empty()) reason = QString::fromStdString(pgn.comment).trimmed();
    const GameResult result = resultFromToken(pgn.result);
    if (result != GameResult::Ongoing) {
        TerminationKind t = terminationFromTag(QString::fromStdString(pgn.tag("Termination")));
        game.setResult(result, reason, t == TerminationKind::None ? TerminationKind::Normal : t);
    }
    return game;
}

} // namespace tabiya
