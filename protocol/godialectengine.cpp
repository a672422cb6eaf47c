// GoDialectEngine: the exclusion emulated by restarting the analysis, the option lines the
// engine declares, setoption held while the engine thinks about its move, info lines, and the
// end of a handshake at isready's answer.

#include "protocol/godialectengine.h"

#include "protocol/thinkingparser.h"

namespace tabiya {

void GoDialectEngine::resetRun() {
    m_go = GoRun();
}

void GoDialectEngine::onTransportEnding() {
    m_go.heldOptions.clear(); // nothing more for an engine on its way out
}

void GoDialectEngine::emitInfo(const CxboardInfo& info, bool discarding,
                               void (EngineConnection::*stringSignal)(const QString&)) {
    if (discarding || outputIsStale()) return; // still the cancelled search talking
    if (info.thinking && info.thinking->pvCut) notePvCut();
    if (info.thinking) emit thinking(*info.thinking);
    if (info.progress) emit searchProgress(*info.progress);
    if (!info.string.isEmpty()) emit(this->*stringSignal)(info.string);
    if (!info.hint.isEmpty()) emit hint(info.hint);
}

void GoDialectEngine::configureAndPing() {
    for (const auto& [name, value] : m_config.initialOptions)
        if (!value.contains(QLatin1Char('\n'))) applyOption(name, value, false);
    for (const QString& line : m_config.initCommands)
        send(line);
    sendPing(false); // isready waits for the engine to digest the options
    m_handshakeTimer.start(scaled(handshakeMs()));
}

void GoDialectEngine::setScore(int, int) {
    emit errorReported(tr("not supported"), QStringLiteral("setscore"));
}

void GoDialectEngine::requestBook() {
    emit errorReported(tr("not supported"), QStringLiteral("book"));
}

void GoDialectEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    if (!rootMovesListed()) {
        emit errorReported(tr("not supported"), QStringLiteral("root moves"));
        return;
    }
    whenReady([this, legalMoves] { m_go.roots.setRootMoves(legalMoves); });
}

void GoDialectEngine::excludeMove(const MoveText& move) {
    whenReady([this, move] {
        const bool listed = rootMovesListed();
        if (!m_run.analyzing || (listed && !m_go.roots.hasRootMoves())) {
            emit errorReported(m_run.analyzing ? tr("no move list for searchmoves")
                                               : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        if (m_go.roots.exclude(move.coordinate, listed)) restartAnalysis();
    });
}

void GoDialectEngine::includeMove(const MoveText& move) {
    whenReady([this, move] {
        if (!m_run.analyzing)
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
        else if (m_go.roots.include(move.coordinate))
            restartAnalysis();
    });
}

void GoDialectEngine::includeAll() {
    whenReady([this] {
        if (!m_run.analyzing)
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
        else if (m_go.roots.includeAll())
            restartAnalysis();
    });
}

EngineOption* GoDialectEngine::findOption(QStringView name) {
    for (EngineOption& o : m_run.options)
        if (QStringView(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

bool GoDialectEngine::declareOption(const EngineOption& option) {
    QList<EngineOption>& options = m_run.options;
    for (EngineOption& o : options)
        if (o.name == option.name) {
            o = option;
            return true;
        }
    if (options.size() >= EngineOption::MaxOptions) {
        note(tr("more than %1 options: option %2 refused")
                 .arg(EngineOption::MaxOptions)
                 .arg(option.name));
        return false;
    }
    options.append(option);
    if (m_run.ready) emit optionsChanged(options);
    return true;
}

void GoDialectEngine::noteRefusedOption(const QString& line) {
    if (line.size() > EngineOption::MaxNameLength)
        note(tr("option refused: malformed, or larger than %1 characters for its "
                "name or %2 for its value or choices")
                 .arg(EngineOption::MaxNameLength)
                 .arg(EngineOption::MaxValueLength));
}

GoDialectEngine::VariantChoice GoDialectEngine::chooseVariant(QStringView optionName,
                                                              const QString& variant) {
    EngineOption* o = findOption(optionName);
    if (!o || o->type != EngineOption::Type::Combo) return VariantChoice::NoOption;
    const QString wanted =
        variant.isEmpty() || variant == QLatin1String("normal") ? QStringLiteral("chess") : variant;
    for (const QString& choice : std::as_const(o->choices)) {
        if (choice.compare(wanted, Qt::CaseInsensitive) != 0 &&
            !(wanted == QLatin1String("chess") &&
              choice.compare(QLatin1String("normal"), Qt::CaseInsensitive) == 0))
            continue;
        if (o->value != choice) {
            o->value = choice;
            writeOption(*o, choice);
        }
        return VariantChoice::Set;
    }
    return VariantChoice::Unsupported;
}

void GoDialectEngine::sendOptionLine(const QString& line) {
    if (optionsMustWait())
        m_go.heldOptions << line;
    else
        send(line);
}

void GoDialectEngine::flushHeldOptions() {
    if (optionsMustWait()) return;
    for (const QString& line : std::exchange(m_go.heldOptions, {}))
        send(line);
}

} // namespace tabiya
