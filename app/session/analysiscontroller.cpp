#include "app/session/analysiscontroller.h"

#include "board/core/movetext.h"
#include "board/core/pgn.h"
#include "board/core/san.h"
#include "protocol/engineconnection.h"

namespace tabiya {

namespace {

MoveText moveText(Position& pos, Move m) {
    return {QString::fromStdString(coordinateText(pos, m)),
            QString::fromStdString(sanText(pos, m))};
}

std::optional<EngineOption> multiPvOption(const EngineConnection* engine) {
    if (!engine) return std::nullopt;
    for (const EngineOption& o : engine->options())
        if (o.isNumeric() && o.name.compare(QLatin1String("MultiPV"), Qt::CaseInsensitive) == 0)
            return o;
    return std::nullopt;
}

} // namespace

AnalysisController::AnalysisController(QObject* parent)
    : QObject(parent) {
    m_statusTimer.setInterval(StatusIntervalMs);
    connect(&m_statusTimer, &QTimer::timeout, this, &AnalysisController::onStatusTimer);
}

AnalysisController::~AnalysisController() {
    releaseEngine();
}

void AnalysisController::releaseEngine() {
    m_statusTimer.stop();
    m_ready = false;
    m_engineKnows = false;
    if (!m_engine) return;
    EngineConnection* e = m_engine;
    m_engine = nullptr;
    e->disconnect(this);
    // The engine outlives us long enough to end its process cleanly, then deletes itself.
    if (e->state() == EngineConnection::State::NotStarted ||
        e->state() == EngineConnection::State::Finished) {
        e->deleteLater();
        return;
    }
    connect(e, &EngineConnection::finished, e, &QObject::deleteLater);
    connect(e, &EngineConnection::crashed, e, &QObject::deleteLater);
    e->quit();
}

void AnalysisController::start(const EngineConfig& config) {
    releaseEngine();
    m_numberLines = false;
    m_failed = false;
    m_statusUnanswered = 0;
    m_statusAnswered = m_statusRefused = false;
    m_excluded.clear();
    m_exclusions.clear();
    // Not a child: a quitting engine must be able to outlive this controller.
    m_engine = EngineConnection::create(config.protocol, nullptr);
    EngineConnection* e = m_engine;
    connect(e, &EngineConnection::ready, this, &AnalysisController::onReady);
    connect(e, &EngineConnection::thinking, this, &AnalysisController::onThinking);
    connect(e, &EngineConnection::searchProgress, this, &AnalysisController::onProgress);
    connect(e, &EngineConnection::bookLines, this, &AnalysisController::bookLines);
    connect(e, &EngineConnection::crashed, this, &AnalysisController::onCrashed);
    connect(e, &EngineConnection::errorReported, this, &AnalysisController::onError);
    connect(e, &EngineConnection::illegalMoveReported, this,
            [this](const QString& move, const QString& reason) {
                // Engines without "." answer it as an illegal move.
                if (move == QLatin1String("."))
                    onError(reason, move);
                else
                    emit message(tr("%1 refused the move %2: %3").arg(engineName(), move, reason));
            });
    connect(e, &EngineConnection::tellUser, this, &AnalysisController::message);
    connect(e, &EngineConnection::tellUserError, this, &AnalysisController::message);
    connect(e, &EngineConnection::stateChanged, this, [this] { updateStatusTimer(); });
    e->start(config);
    // Requests made now wait in the engine until its handshake has ended.
    if (m_haveTarget) sendPosition();
}

void AnalysisController::stop() {
    EngineConnection* e = m_engine;
    const bool running = isRunning();
    releaseEngine();
    if (running && e)
        connect(e, &QObject::destroyed, this, &AnalysisController::stopped);
    else
        emit stopped();
}

bool AnalysisController::isRunning() const {
    if (!m_engine) return false;
    const EngineConnection::State s = m_engine->state();
    return s != EngineConnection::State::NotStarted && s != EngineConnection::State::Finished &&
           s != EngineConnection::State::Stopping;
}

bool AnalysisController::isAnalysing() const {
    return m_engine && m_ready && m_engine->state() == EngineConnection::State::Analyzing;
}

EngineConnection* AnalysisController::engine() const {
    return m_engine;
}

QString AnalysisController::engineName() const {
    return m_engine ? m_engine->name() : QString();
}

bool AnalysisController::analyse(const Variant& variant, const QString& startFen,
                                 const QList<Move>& moves) {
    std::optional<Position> start;
    if (startFen.isEmpty())
        start = Position::startPosition(variant);
    else
        start = Position::fromFen(variant, startFen.toStdString());
    if (!start) return false;
    Position pos = *start;
    for (Move m : moves) {
        if (!pos.isLegalMove(m)) return false;
        pos.makeMove(m);
    }
    const bool same =
        m_haveTarget && m_variant == &variant && m_startFen == startFen && m_moves == moves;
    if (!same && m_haveTarget) {
        // The position's exclusions wait for a return to it (a variation looked at and left).
        const QString left = QString::fromStdString(m_position.fen());
        if (m_excluded.isEmpty())
            m_exclusions.remove(left);
        else
            m_exclusions.insert(left, m_excluded);
    }
    m_variant = &variant;
    m_startFen = startFen;
    m_moves = moves;
    m_position = pos;
    m_haveTarget = true;
    if (!same) {
        ++m_serial;
        indexRootMoves();
        m_excluded = m_exclusions.value(QString::fromStdString(m_position.fen()));
        m_groupDepth = -1;
        m_groupFirsts.clear();
        emit positionChanged(m_position);
    }
    if (m_engine && !m_failed && !(same && m_engineKnows)) sendPosition();
    return true;
}

void AnalysisController::sendPosition() {
    EngineConnection* e = m_engine;
    if (!e || !m_haveTarget) return;
    const qsizetype n = m_moves.size(), k = m_sentMoves.size();
    const bool sameStart = m_engineKnows && m_sentVariant == m_variant && m_sentFen == m_startFen;
    if (sameStart && m_moves == m_sentMoves) {
        e->startAnalysis();
        return;
    }
    if (sameStart && n == k + 1 && m_moves.mid(0, k) == m_sentMoves) {
        // One ply on: the move, and the engine goes on analysing the new position.
        Position before = m_position;
        before.unmakeMove();
        e->userMove(moveText(before, m_moves.last()));
        e->startAnalysis(); // CECP and CXBoard keep analysing; this only covers a stop
    } else if (sameStart && n + 1 == k && m_sentMoves.mid(0, n) == m_moves) {
        // One ply back (CXBoard leaves analysis for the undo: startAnalysis resumes it).
        e->undo();
        e->startAnalysis();
    } else {
        GameSetup setup;
        setup.variant = QString::fromStdString(m_variant->name);
        setup.fen = m_startFen;
        Position pos = m_position;
        for (qsizetype i = 0; i < n; ++i)
            pos.unmakeMove();
        for (Move m : std::as_const(m_moves)) {
            setup.moves.append(moveText(pos, m));
            pos.makeMove(m);
        }
        setup.timeControl.infinite = true;
        setup.role = EngineRole::Force;
        setup.post = true;
        e->newGame(setup);
        e->startAnalysis();
    }
    m_engineKnows = true;
    m_sentVariant = m_variant;
    m_sentFen = m_startFen;
    m_sentMoves = m_moves;
    sendRootMoves();
    // A new position clears the engine's exclusions; this one's are told again.
    for (Move m : std::as_const(m_excluded))
        e->excludeMove(moveText(m_position, m));
}

void AnalysisController::indexRootMoves() {
    // Every thinking line is checked against the position; a table of the ways engines
    // write the legal moves makes that a lookup instead of a parse, floods included.
    m_rootTexts.clear();
    m_rootWords.clear();
    Position pos = m_position;
    MoveList legal;
    pos.generateLegal(legal);
    for (int i = 0; i < legal.size(); ++i) {
        const Move m = legal.moves[i];
        const MoveText t = moveText(pos, m);
        m_rootTexts.append(t);
        m_rootWords.insert(t.coordinate, m);
        m_rootWords.insert(t.san, m);
        QString bare = t.san;
        while (bare.endsWith(QLatin1Char('+')) || bare.endsWith(QLatin1Char('#')))
            bare.chop(1);
        m_rootWords.insert(bare, m);
    }
}

Move AnalysisController::firstMove(const ThinkingLine& line) const {
    const auto it = m_rootWords.constFind(line.pv.first());
    if (it != m_rootWords.cend()) return *it;
    const QList<Move> first = resolveLine(m_position, line.pv.mid(0, 1));
    return first.isEmpty() ? Move() : first.first();
}

void AnalysisController::sendRootMoves() {
    if (m_engine && (m_engine->capabilities() & Capability::RootMoveList))
        m_engine->setRootMoves(m_rootTexts);
}

void AnalysisController::onReady() {
    m_ready = true;
    if (!(m_engine->capabilities() & Capability::Analyze)) {
        // feature analyze=0: the spec asks the GUI never to send analyze to it.
        m_failed = true;
        emit failed(tr("%1 cannot analyse").arg(engineName()));
        return;
    }
    applyMultiPv();
    emit ready();
    updateStatusTimer();
}

QList<Move> AnalysisController::resolveLine(const Position& start, const QStringList& pv) {
    QList<Move> line;
    Position pos = start;
    for (const QString& word : pv) {
        const std::string text = word.toStdString();
        Move m = parseCoordinateMove(pos, text);
        if (m.isNone()) m = parsePgnMove(pos, text);
        if (m.isNone() || m.isNull() || !pos.isLegalMove(m)) break;
        line.append(m);
        pos.makeMove(m);
    }
    return line;
}

void AnalysisController::onThinking(ThinkingLine line) {
    if (!m_haveTarget) return;
    if (!line.pv.isEmpty()) {
        // The protocol drops the output of cancelled searches where it can (ping, stop);
        // a line whose first move is not legal here is still about another position.
        const Move first = firstMove(line);
        if (first.isNone()) return;
        if (m_excluded.contains(first)) return; // from before the exclusion
        if (m_numberLines && line.multipv == 1) {
            if (line.depth != m_groupDepth) {
                m_groupDepth = line.depth;
                m_groupFirsts.clear();
            }
            qsizetype index = m_groupFirsts.indexOf(line.pv.first());
            if (index < 0) {
                m_groupFirsts.append(line.pv.first());
                index = m_groupFirsts.size() - 1;
            }
            line.multipv = int(std::min<qsizetype>(index + 1, m_multiPv));
        }
    }
    emit thinking(line);
}

void AnalysisController::onProgress(const SearchProgress& status) {
    m_statusAnswered = true;
    m_statusUnanswered = 0;
    emit progress(status);
}

void AnalysisController::onCrashed(const CrashInfo& info) {
    m_failed = true;
    m_ready = false;
    m_engineKnows = false;
    m_statusTimer.stop();
    emit failed(info.failedToStart
                    ? tr("%1 could not be started: %2").arg(engineName(), info.reason)
                    : tr("%1 stopped: %2").arg(engineName(), info.reason));
}

void AnalysisController::onError(const QString& type, const QString& command) {
    if (command == QLatin1String(".")) {
        // Status requests are optional: an engine that does not know them is not asked again.
        m_statusRefused = true;
        updateStatusTimer();
        return;
    }
    emit message(tr("%1: %2 (%3)").arg(engineName(), type, command));
}

void AnalysisController::updateStatusTimer() {
    // Only engines that report progress when asked need asking (CXBoard engines send it
    // by themselves), only while analysing, and only until the engine has shown it never
    // answers.
    const bool gaveUp = m_statusRefused || (!m_statusAnswered && m_statusUnanswered >= StatusTries);
    const bool polled = m_engine && (m_engine->capabilities() & Capability::PolledStatus);
    const bool wanted = polled && !gaveUp && isAnalysing();
    if (wanted && !m_statusTimer.isActive())
        m_statusTimer.start();
    else if (!wanted)
        m_statusTimer.stop();
}

void AnalysisController::onStatusTimer() {
    if (!m_statusAnswered && m_statusUnanswered >= StatusTries) {
        m_statusRefused = true;
        updateStatusTimer();
        return;
    }
    if (!isAnalysing()) return;
    ++m_statusUnanswered;
    m_engine->requestStatus();
}

bool AnalysisController::hasMultiPv() const {
    return multiPvOption(m_engine).has_value();
}

void AnalysisController::setMultiPv(int lines) {
    m_multiPv = std::max(1, lines);
    m_groupDepth = -1;
    m_groupFirsts.clear();
    applyMultiPv();
}

void AnalysisController::applyMultiPv() {
    if (!m_engine || !m_ready) return;
    const std::optional<EngineOption> o = multiPvOption(m_engine);
    m_numberLines = o && !(m_engine->capabilities() & Capability::NumberedLines) && m_multiPv > 1;
    if (!o) return;
    const QString value = o->normalised(QString::number(m_multiPv));
    if (value.isEmpty() || value == o->value) return;
    if (m_engine->state() == EngineConnection::State::Analyzing) {
        // Not every engine takes options in the middle of a search (CXBoard sends them
        // only to a waiting engine): leave analysis, set it, start again.
        m_engine->stopAnalysis();
        m_engine->setOption(o->name, value);
        m_excluded.clear(); // leaving analysis resets the exclusions
        m_engine->startAnalysis();
        sendRootMoves();
    } else {
        m_engine->setOption(o->name, value);
    }
}

bool AnalysisController::canExclude() const {
    return m_engine && m_ready && (m_engine->capabilities() & Capability::Exclude);
}

void AnalysisController::excludeMove(Move move) {
    if (!m_engine || !m_haveTarget || m_excluded.contains(move) || !m_position.isLegalMove(move))
        return;
    m_excluded.append(move);
    m_engine->excludeMove(moveText(m_position, move));
}

void AnalysisController::includeMove(Move move) {
    if (!m_engine || !m_excluded.removeAll(move)) return;
    m_engine->includeMove(moveText(m_position, move));
}

void AnalysisController::includeAll() {
    if (!m_engine || m_excluded.isEmpty()) return;
    m_excluded.clear();
    m_engine->includeAll();
}

bool AnalysisController::canSetScore() const {
    return m_engine && m_ready && (m_engine->capabilities() & Capability::SetScore);
}

void AnalysisController::setScore(int centipawns, int depth) {
    if (m_engine) m_engine->setScore(centipawns, depth);
}

void AnalysisController::requestBook() {
    if (m_engine && (m_engine->capabilities() & Capability::Book)) m_engine->requestBook();
}

} // namespace tabiya
