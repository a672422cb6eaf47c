#pragma once
// GoDialectEngine: what the dialects that keep the engine in force mode and drive every
// search with "go" share (CXBoard's forced mode, UCI, UCCI), a layer of ProtocolEngine that
// CxboardEngine and UciEngine build on. It emulates CECP's exclude and include by restarting
// the analysis on the root moves not excluded (CXBoard and UCI "go infinite searchmoves",
// UCCI "banmoves": RootExclusions), keeps the option lines the engine declares, holds
// setoption lines while the engine thinks about its move, turns info lines into signals,
// and ends the handshake at the answer to isready.

#include "protocol/protocolengine.h"
#include "protocol/rootexclusions.h"

#include <QElapsedTimer>
#include <algorithm>

namespace tabiya {

struct CxboardInfo;

class GoDialectEngine : public ProtocolEngine {
    Q_OBJECT
public:
    using ProtocolEngine::ProtocolEngine;

    void excludeMove(const MoveText& move) override;
    void includeMove(const MoveText& move) override;
    void includeAll() override;
    // Only for Capability::RootMoveList: then only moves of the list can be excluded.
    void setRootMoves(const QList<MoveText>& legalMoves) override;
    // Neither "go" dialect has them: errorReported.
    void setScore(int centipawns, int depth) override;
    void requestBook() override;

protected:
    // A dialect's resetRun() and onTransportEnding() call these first.
    void resetRun() override;
    void onTransportEnding() override;
    bool optionNamesIgnoreCase() const override { return true; } // the specs' words
    QString pingCommand(int) const override { return QStringLiteral("isready"); }
    // Restarts the analysis on m_go.roots, after an exclusion or inclusion.
    virtual void restartAnalysis() = 0;
    // setoption lines wait while this holds (the engine thinks about its move: CXBoard and
    // UCI send options only to a waiting engine, and stopping the search would lose it).
    virtual bool optionsMustWait() const = 0;

    bool rootMovesListed() const { return m_run.caps.dialect & Capability::RootMoveList; }
    // The parts of an info line as signals, unless a cancelled search is still talking
    // (discarding: bestmoves of cancelled searches are still due). "info string" goes out
    // through stringSignal (tellUser, or tellOthers for engines that write it at every search).
    void emitInfo(const CxboardInfo& info, bool discarding,
                  void (EngineConnection::*stringSignal)(const QString&));
    // The configured options (set silently: the engine may not have them) and init
    // commands, then isready, whose answer ends the handshake, with the handshake's wait again.
    void configureAndPing();
    // An option line of the engine: added, or replacing the one of the same name; false
    // when refused (more than MaxOptions). optionsChanged once ready.
    bool declareOption(const EngineOption& option);
    // An "option" line that was not read: too large or malformed.
    void noteRefusedOption(const QString& line);
    // The first option named name (any case), or nullptr.
    EngineOption* findOption(QStringView name);
    // Sets the combo optionName to the choice naming variant (a CECP name; "normal" is
    // also "chess"), through writeOption.
    enum class VariantChoice { NoOption, Set, Unsupported };
    VariantChoice chooseVariant(QStringView optionName, const QString& variant);
    // A setoption line: now, or once optionsMustWait() ends (flushHeldOptions).
    void sendOptionLine(const QString& line);
    void flushHeldOptions();
    // The engine's clock after its move, for a ponder search on the opponent's time: what
    // it was at the last go, less what that search took (m_searchClock), plus the increment.
    void chargeSearchTime() {
        if (m_ownTime >= 0)
            m_ownTime = std::max<qint64>(0, m_ownTime - m_searchClock.elapsed() +
                                                m_run.setup.timeControl.incrementMs);
    }

    QElapsedTimer m_searchClock; // started at each go

    // What one run knows beyond ProtocolEngine::Run, reset by one assignment in resetRun().
    struct GoRun {
        RootExclusions roots;    // the moves left out of the analysis
        QStringList heldOptions; // setoption lines waiting for optionsMustWait() to end
    };
    GoRun m_go;
};

} // namespace tabiya
