#include "app/session/game.h"

#include "app/session/pgnterms.h"
#include "app/session/uncheckedmove.h"
#include "board/core/pgnwriter.h"
#include "board/core/san.h"
#include "board/core/setupcheck.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QStringList>
#include <atomic>

namespace tabiya {

using pgnterms::isEngineLine;
using pgnterms::resultFromToken;
using pgnterms::terminationFromTag;
using pgnterms::terminationTag;

namespace {
// The translation context of this file's texts.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(Game)
};

} // namespace

QString Game::setupProblemText(const SetupCheck& check, const Variant& variant) {
    const QString piece = QString::fromStdString(check.piece);
    const QString side = sideName(variant, check.side);
    switch (check.problem) {
    case SetupProblem::None: return {};
    case SetupProblem::UnreadableFen:
        return Text::tr("This is not a FEN Tabiya can read: %1")
            .arg(QString::fromStdString(check.detail));
    case SetupProblem::RoyalCount: return Text::tr("%1 must have exactly one %2.").arg(side, piece);
    case SetupProblem::OpponentInCheck:
        return Text::tr("The side to move could capture %1's %2.").arg(side, piece);
    case SetupProblem::PawnOnEdgeRank:
        return Text::tr("A %1 of %2 stands on its first or last rank.").arg(piece, side);
    case SetupProblem::OutsideZone:
        return Text::tr("A %1 of %2 stands outside the zone it may stand in.").arg(piece, side);
    case SetupProblem::SoldierBehindStart:
        return Text::tr("A %1 of %2 stands behind its starting rank.").arg(piece, side);
    }
    return {};
}

namespace {
std::atomic<quint64> nextRevision{0};
}

void Game::touch(int fromPly) {
    m_changes[m_changeCount % RememberedChanges] = {m_movesRevision, fromPly};
    ++m_changeCount;
    m_revision = ++nextRevision;
    m_movesRevision = m_revision;
}

int Game::firstPlyChangedSince(quint64 movesRevision) const {
    if (movesRevision == m_movesRevision) return ply();
    int from = ply();
    for (int i = 1; i <= std::min(m_changeCount, RememberedChanges); ++i) {
        const MovesChange& change = m_changes[(m_changeCount - i) % RememberedChanges];
        from = std::min(from, change.fromPly);
        if (change.before == movesRevision) return from;
    }
    return 0;
}

void Game::touchResult() {
    m_revision = ++nextRevision;
}

Game::Game(const Variant& variant, const QString& startFen)
    : m_variant(&variant)
    , m_start(variant)
    , m_position(variant) {
    reset(variant, startFen);
}

bool Game::reset(const Variant& variant, const QString& startFen, QString* error) {
    std::optional<Position> start;
    // One line: a line break in a FEN would cut the setboard an engine gets in two.
    const QString fen = QString::fromStdString(normalizedFen(startFen.toStdString()));
    if (fen.isEmpty()) {
        start = Position::startPosition(variant);
    } else {
        SetupCheck problem;
        start = playablePositionFromFen(variant, fen.toStdString(), &problem);
        if (!start) {
            if (error) *error = setupProblemText(problem, variant);
            return false;
        }
    }
    m_variant = &variant;
    // Super: the engines must be told the array (they would start from the FIDE one).
    m_startFen =
        fen.isEmpty() && variant.startIsSetUp ? QString::fromStdString(variant.startFen) : fen;
    m_start = *start;
    m_position = *start;
    m_moves.clear();
    clearResult();
    touch();
    m_tags.clear();
    m_comment.clear();
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

bool Game::play(Move m, const Evaluation& evaluation, bool checked) {
    if (checked ? !m_position.isLegalMove(m) : !isPlausibleMove(m_position, m)) return false;
    GameMove gm;
    gm.move = m;
    gm.san = QString::fromStdString(pgnMoveText(m_position, m));
    gm.evaluation = evaluation;
    m_position.makeMove(m);
    m_moves.append(gm);
    touch(int(m_moves.size()) - 1);
    return true;
}

void Game::setClocksAfterLastMove(qint64 whiteMs, qint64 blackMs) {
    if (m_moves.isEmpty()) return;
    m_moves.last().whiteRemainingMs = whiteMs;
    m_moves.last().blackRemainingMs = blackMs;
}

void Game::setEvaluationOfLastMove(const Evaluation& evaluation) {
    if (!m_moves.isEmpty()) setEvaluation(int(m_moves.size()) - 1, evaluation);
}

void Game::setEvaluation(int index, const Evaluation& evaluation) {
    if (index < 0 || index >= m_moves.size()) return;
    GameMove& gm = m_moves[index];
    // The text as read says another evaluation now.
    if (!(gm.evaluation == evaluation)) gm.evaluationText.clear();
    gm.evaluation = evaluation;
    touch(index);
}

void Game::setEvaluator(int index, const QString& name) {
    if (index >= 0 && index < m_moves.size()) m_moves[index].evaluator = name;
}

void Game::setComment(int index, const QString& comment) {
    if (index < 0 || index >= m_moves.size()) return;
    m_moves[index].comment = comment.trimmed();
    touch(index);
}

QList<Move> Game::legalPrefix(int index, const QList<Move>& line) {
    // Back to the position before the move, through the line, and forward again: copying
    // a position copies its history, so this stays linear in the game when reading it.
    const int back = ply() - index;
    for (int i = 0; i < back; ++i)
        m_position.unmakeMove();
    QList<Move> legal;
    for (Move m : line) {
        if (!m_position.isLegalMove(m)) break;
        m_position.makeMove(m);
        legal.append(m);
    }
    for (qsizetype i = 0; i < legal.size(); ++i)
        m_position.unmakeMove();
    for (int i = index; i < ply(); ++i)
        m_position.makeMove(m_moves[i].move);
    return legal;
}

void Game::setBestLine(int index, const QList<Move>& line, const Evaluation& evaluation) {
    if (index < 0 || index >= m_moves.size()) return;
    // Only as much of the line as is legal: it is written into the PGN move by move.
    const QList<Move> legal = legalPrefix(index, line);
    m_moves[index].bestLine = legal;
    m_moves[index].bestLineEvaluation = legal.isEmpty() ? Evaluation{} : evaluation;
    touch(index);
}

bool Game::undo() {
    if (m_moves.isEmpty()) return false;
    m_moves.removeLast();
    touch(int(m_moves.size()));
    m_position.unmakeMove();
    clearResult();
    return true;
}

Outcome Game::adjudicate() {
    return tabiya::adjudicate(m_position);
}

void Game::setResult(GameResult result, const QString& reason, TerminationKind termination) {
    touchResult();
    m_result = result;
    m_reason = reason;
    m_termination = result == GameResult::Ongoing && termination == TerminationKind::Normal
                        ? TerminationKind::None
                        : termination;
}

void Game::clearResult() {
    if (m_result != GameResult::Ongoing || !m_reason.isEmpty() ||
        m_termination != TerminationKind::None)
        touchResult();
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

QString Game::variantName() const {
    // The names XBoard and PGN files use for Chess960; engines know it as fischerandom.
    static const QStringList chess960Names = {
        QStringLiteral("fischerandom"), QStringLiteral("chess960"), QStringLiteral("chess 960"),
        QStringLiteral("fischer random")};
    const QString tag = m_tags.value(QStringLiteral("Variant")).toLower();
    if (m_variant == &Variant::chess() && chess960Names.contains(tag))
        return QStringLiteral("fischerandom");
    return QString::fromStdString(m_variant->name);
}

const char* Game::sideNameSource(const Variant& variant, Color c) {
    if (variant.isJanggiLike())
        return c == White ? QT_TRANSLATE_NOOP("QObject", "Blue")
                          : QT_TRANSLATE_NOOP("QObject", "Red");
    if (c == Black) return QT_TRANSLATE_NOOP("QObject", "Black");
    return variant.isXiangqiLike() ? QT_TRANSLATE_NOOP("QObject", "Red")
                                   : QT_TRANSLATE_NOOP("QObject", "White");
}

QString Game::sideName(const Variant& variant, Color c) {
    return QObject::tr(sideNameSource(variant, c));
}

QString Game::sideName(Color c) const {
    return sideName(*m_variant, c);
}

QString Game::englishSideName(Color c) const {
    return QString::fromLatin1(sideNameSource(*m_variant, c));
}

PgnGame Game::toPgn() const {
    PgnGame pgn;
    pgn.variant = m_variant;
    for (auto it = m_tags.cbegin(); it != m_tags.cend(); ++it)
        if (it.key() != QLatin1String("Termination") && it.key() != QLatin1String("PlyCount"))
            pgn.setTag(it.key().toStdString(), it.value().toStdString());
    // An engine-defined variant keeps the name the engines know it by (its Variant tag).
    const bool builtIn = Variant::byName(m_variant->name) == m_variant;
    if (m_variant->name != "normal" && (builtIn || !m_tags.contains(QStringLiteral("Variant"))))
        pgn.setTag("Variant", m_variant->name);
    if (!m_startFen.isEmpty()) {
        pgn.setTag("SetUp", "1");
        pgn.setTag("FEN", m_startFen.toStdString());
        pgn.startFen = m_startFen.toStdString();
    }
    pgn.result = resultText(m_result);
    pgn.setTag("Result", pgn.result);
    // A Termination tag as read stays in its own words while it says what happened (or
    // says something we do not know); it goes when the game no longer ended that way.
    const QString termination = tag(QStringLiteral("Termination"));
    const TerminationKind tagged = terminationFromTag(termination);
    if (m_termination != TerminationKind::None && tagged != m_termination)
        pgn.setTag("Termination", terminationTag(m_termination));
    else if (!termination.isEmpty() && tagged == m_termination)
        pgn.setTag("Termination", termination.toStdString());
    // How long the game is, for programs that list games without reading their moves.
    pgn.setTag("PlyCount", std::to_string(m_moves.size()));
    pgn.comment = m_comment.toStdString();
    for (int index = 0; index < m_moves.size(); ++index) {
        const GameMove& gm = m_moves[index];
        PgnMove pm;
        pm.move = gm.move;
        pm.nags = gm.nags;
        pm.comment = pgnComment(index).toStdString();
        PgnLine best = bestLineVariation(index);
        if (!best.empty()) pm.variations.push_back(std::move(best));
        pm.variations.insert(pm.variations.end(), gm.variations.begin(), gm.variations.end());
        pgn.moves.push_back(std::move(pm));
    }
    return pgn;
}

QString Game::pgnComment(int index) const {
    const GameMove& gm = m_moves[index];
    // The evaluation's text as read while it is that evaluation (the setters drop it).
    QString comment = gm.evaluationText.isEmpty() ? gm.evaluation.toComment() : gm.evaluationText;
    if (!gm.comment.isEmpty())
        comment += (comment.isEmpty() ? QString() : QStringLiteral(" ")) + gm.comment;
    return comment;
}

PgnLine Game::bestLineVariation(int index) const {
    const GameMove& gm = m_moves[index];
    PgnLine line;
    if (gm.bestLine.isEmpty() || gm.bestLine.first() == gm.move) return line;
    for (Move m : gm.bestLine) {
        PgnMove vm;
        vm.move = m;
        line.push_back(std::move(vm));
    }
    line.front().comment = gm.bestLineEvaluation.toComment().toStdString();
    return line;
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

Game Game::withTree(const PgnGame& tree) const {
    // Read without a result: fromPgn would take the last move's comment for the reason.
    PgnGame moves = tree;
    moves.result = '*'; // a char, not "*": GCC 12 warns of a one-letter literal (PR105329)
    Game g = fromPgn(moves);
    g.m_tags = m_tags;
    bool sameLine = g.ply() == ply();
    for (int i = 0; i < g.ply() && i < ply(); ++i) {
        if (g.m_moves[i].move != m_moves[i].move) {
            sameLine = false;
            break;
        }
        g.m_moves[i].whiteRemainingMs = m_moves[i].whiteRemainingMs;
        g.m_moves[i].blackRemainingMs = m_moves[i].blackRemainingMs;
        g.m_moves[i].evaluator = m_moves[i].evaluator;
    }
    if (sameLine) {
        g.m_result = m_result;
        g.m_reason = m_reason;
        g.m_termination = m_termination;
    }
    g.touch();
    return g;
}

Game Game::fromPgn(const PgnGame& pgn) {
    Game game(*pgn.variant, QString::fromStdString(pgn.startFen));
    for (const auto& [name, value] : pgn.tags) {
        if (name == "Result" || name == "SetUp" || name == "FEN") continue;
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
        GameMove& gm = game.m_moves[index];
        if (eval) gm.evaluationText = comment.left(comment.size() - rest.size()).trimmed();
        gm.nags = pm.nags;
        // The last move's words are the reason the game ended, when it did end.
        if (i + 1 == pgn.moves.size() && resultFromToken(pgn.result) != GameResult::Ongoing)
            reason = rest.trimmed();
        else
            game.setComment(index, rest);
        // The first variation is the engine's better line when it looks like one; every
        // other variation is kept as it was read.
        auto variation = pm.variations.begin();
        if (variation != pm.variations.end() && isEngineLine(*variation, pm.move)) {
            QList<Move> line;
            for (const PgnMove& vm : *variation)
                line.append(vm.move);
            const QList<Move> legal = game.legalPrefix(index, line);
            if (legal.size() == line.size()) {
                gm.bestLine = legal;
                gm.bestLineEvaluation =
                    Evaluation::fromComment(QString::fromStdString(variation->front().comment))
                        .value_or(Evaluation{});
                ++variation;
            }
        }
        gm.variations.assign(variation, pm.variations.end());
    }
    // Whose evaluations these are, from the tags as they stand now: a game continued with
    // other players gets their names in its tags, and the old evaluations keep theirs.
    const QString annotator = game.tag(QStringLiteral("Annotator"));
    Color mover = game.startPosition().sideToMove();
    for (int i = 0; i < game.ply(); ++i, mover = ~mover) {
        const QString who =
            !annotator.isEmpty()
                ? annotator
                : game.tag(mover == White ? QStringLiteral("White") : QStringLiteral("Black"));
        if (game.moves()[i].evaluation.hasScore && who != QLatin1String("?"))
            game.setEvaluator(i, who);
    }
    if (pgn.moves.empty() && resultFromToken(pgn.result) != GameResult::Ongoing)
        reason = QString::fromStdString(pgn.comment).trimmed();
    else
        game.m_comment = QString::fromStdString(pgn.comment);
    const GameResult result = resultFromToken(pgn.result);
    if (result != GameResult::Ongoing) {
        // No Termination tag stays none: the file did not say, and saving must not add one.
        game.setResult(result, reason,
                       terminationFromTag(QString::fromStdString(pgn.tag("Termination"))));
    }
    game.touch(); // after the fields set directly
    return game;
}

} // namespace tabiya
