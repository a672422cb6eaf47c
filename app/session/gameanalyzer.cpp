#include "app/session/gameanalyzer.h"

namespace tabiya {

namespace {
// An evaluation as one number to compare (mover's view): mates beyond every score, a
// quicker mate better than a slower one.
int comparable(const Evaluation& e) {
    if (!e.mate) return e.score;
    return e.score >= 0 ? 1000000 - e.score : -1000000 - e.score;
}
} // namespace

GameAnalyzer::GameAnalyzer(QObject* parent)
    : QObject(parent) {
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &GameAnalyzer::finishPosition);
}

GameAnalyzer::~GameAnalyzer() = default;

void GameAnalyzer::setLimits(qint64 timeMs, int depth) {
    m_timeMs = std::max<qint64>(0, timeMs);
    m_depth = std::max(0, depth);
    if (m_timeMs == 0 && m_depth == 0) m_timeMs = 1000;
}

void GameAnalyzer::start(const EngineConfig& config, const Game& game) {
    if (m_controller) {
        m_controller->disconnect(this);
        m_controller->stop();
        m_controller->deleteLater();
    }
    m_game = game;
    m_index = 0;
    m_pendingLine.clear();
    m_running = true;
    m_controller = new AnalysisController(this);
    connect(m_controller, &AnalysisController::thinking, this, &GameAnalyzer::onThinking);
    connect(m_controller, &AnalysisController::ready, this, [this] {
        // The clock for the first position starts when the engine has finished starting.
        if (m_running && !m_deadline.isActive()) analysePosition();
    });
    connect(m_controller, &AnalysisController::failed, this, [this](const QString& reason) {
        if (!m_running) return;
        m_running = false;
        m_deadline.stop();
        emit failed(reason);
    });
    m_controller->start(config);
}

void GameAnalyzer::cancel() {
    if (!m_running) return;
    m_running = false;
    m_deadline.stop();
    if (m_controller) m_controller->stop();
    emit cancelled();
}

void GameAnalyzer::analysePosition() {
    if (!m_running || !m_controller) return;
    ++m_serial;
    m_haveBest = false;
    m_best = {};
    Position pos = m_game.positionAt(m_index);
    if (!pos.hasLegalMove()) {
        // Mate or stalemate: nothing to search; the game's result says what it is.
        const int serial = m_serial;
        QMetaObject::invokeMethod(
            this,
            [this, serial] {
                if (m_running && serial == m_serial) finishPosition();
            },
            Qt::QueuedConnection);
        return;
    }
    QList<Move> moves;
    for (int i = 0; i < m_index; ++i)
        moves.append(m_game.moves()[i].move);
    m_controller->analyse(m_game.variant(), m_game.startFen(), moves);
    m_deadline.start(int(m_timeMs > 0 ? m_timeMs : DepthOnlyCapMs));
}

void GameAnalyzer::onThinking(const ThinkingLine& line) {
    if (!m_running || !m_deadline.isActive()) return;
    if (line.multipv > 1 || line.scoreKind == ThinkingLine::ScoreKind::None) return;
    // The deepest line wins; at equal depth the later one (a fail high resolved, a longer PV).
    if (m_haveBest && line.depth < m_best.depth) return;
    m_best = line;
    m_haveBest = true;
    if (m_depth > 0 && line.depth >= m_depth && line.bound == ThinkingLine::Bound::Exact &&
        !line.failHigh && !line.failLow)
        finishPosition();
}

void GameAnalyzer::finishPosition() {
    if (!m_running) return;
    m_deadline.stop();
    const QList<Move> pendingLine = std::exchange(m_pendingLine, {});
    if (m_haveBest) {
        // The score is the side to move's; the move that led here was the other side's.
        Evaluation e;
        e.hasScore = true;
        e.mate = m_best.scoreKind == ThinkingLine::ScoreKind::Mate;
        e.depth = m_best.depth;
        if (m_index > 0) {
            Evaluation moveEval = e;
            moveEval.score = -m_best.score;
            moveEval.timeMs = m_game.moves()[m_index - 1].evaluation.timeMs;
            m_game.setEvaluation(m_index - 1, moveEval);
            m_game.setEvaluator(m_index - 1, m_controller->engineName());
            // The engine's line for this move goes in when the move was worse by the margin.
            if (!pendingLine.isEmpty() && pendingLine.first() != m_game.moves()[m_index - 1].move &&
                comparable(m_pendingEvaluation) - comparable(moveEval) >= m_margin)
                m_game.setBestLine(m_index - 1, pendingLine, m_pendingEvaluation);
        }
        if (m_index < m_game.ply()) {
            m_pendingEvaluation = e;
            m_pendingEvaluation.score = m_best.score;
            m_pendingLine = AnalysisController::resolveLine(m_game.positionAt(m_index), m_best.pv);
        }
    }
    emit progress(m_index, m_game.ply());
    if (m_index >= m_game.ply()) {
        end();
        return;
    }
    ++m_index;
    analysePosition();
}

void GameAnalyzer::end() {
    m_running = false;
    if (m_controller) {
        const QString name = m_controller->engineName();
        if (!name.isEmpty()) m_game.setTag(QStringLiteral("Annotator"), name);
        m_controller->stop();
    }
    emit finished(m_game);
}

} // namespace tabiya
