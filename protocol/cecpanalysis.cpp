#include "protocol/cecpanalysis.h"

#include <QCoreApplication>
#include <algorithm>

namespace tabiya {

namespace {

// The words keep CecpEngine's translation context, where they were written first.
QString notSupported() {
    return QCoreApplication::translate("tabiya::CecpEngine", "not supported");
}
QString notAnalysing() {
    return QCoreApplication::translate("tabiya::CecpEngine", "not analysing");
}

} // namespace

CecpAnalysis::CecpAnalysis(QObject* parent)
    : CecpLink(parent) {}

void CecpAnalysis::leaveAnalysis() {
    if (!m_run.analyzing) return;
    send(QStringLiteral("exit"));
    m_run.analyzing = false;
}

void CecpAnalysis::startAnalysis() {
    whenReady([this] {
        if (!m_run.caps.analyze) {
            emit errorReported(notSupported(), QStringLiteral("analyze"));
            return;
        }
        if (m_run.analyzing) return;
        if (m_run.engineSide != Side::None) force();
        send(QStringLiteral("post"));
        send(QStringLiteral("analyze"));
        m_run.analyzing = true;
        setState(State::Analyzing);
    });
}

void CecpAnalysis::stopAnalysis() {
    whenReady([this] {
        if (!m_run.analyzing) return;
        leaveAnalysis();
        cancelSearch();
        setState(State::Idle);
    });
}

void CecpAnalysis::sendExclusion(const QString& command, const QString& argument) {
    whenReady([this, command, argument] {
        if (!m_run.caps.exclude) {
            emit errorReported(notSupported(), command);
            return;
        }
        // The spec sends these only in analyze mode; the set resets on leaving it.
        if (!m_run.analyzing) {
            emit errorReported(notAnalysing(), command);
            return;
        }
        if (argument.isEmpty()) return;
        send(command + QLatin1Char(' ') + argument);
        // The search restarts on the new set: lines in flight may name a move now left out.
        cancelSearch();
    });
}

void CecpAnalysis::excludeMove(const MoveText& move) {
    sendExclusion(QStringLiteral("exclude"), moveWord(move));
}

void CecpAnalysis::includeMove(const MoveText& move) {
    sendExclusion(QStringLiteral("include"), moveWord(move));
}

void CecpAnalysis::includeAll() {
    sendExclusion(QStringLiteral("include"), QStringLiteral("all"));
}

void CecpAnalysis::setRootMoves(const QList<MoveText>&) {
    emit errorReported(notSupported(), QStringLiteral("root moves"));
}

void CecpAnalysis::setScore(int centipawns, int depth) {
    whenReady([this, centipawns, depth] {
        if (!m_run.caps.setscore) {
            emit errorReported(notSupported(), QStringLiteral("setscore"));
            return;
        }
        send(QStringLiteral("setscore %1 %2").arg(centipawns).arg(std::max(0, depth)));
        if (m_run.analyzing) cancelSearch(); // the analysis starts again with the new score
    });
}

void CecpAnalysis::requestStatus() {
    whenReady([this] {
        if (m_run.analyzing) send(QStringLiteral("."));
    });
}

} // namespace tabiya
