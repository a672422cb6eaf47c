// ProtocolEngine, what the dialects that drive the search with "go" share (CXBoard's forced
// mode, UCI, UCCI): the exclusion of root moves emulated by restarting the analysis, the
// option lines they declare, and setoption held while the engine thinks about its move.

#include "protocol/protocolengine.h"

namespace tabiya {

void ProtocolEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    if (!rootMovesListed()) {
        emit errorReported(tr("not supported"), QStringLiteral("root moves"));
        return;
    }
    whenReady([this, legalMoves] { m_run.roots.setRootMoves(legalMoves); });
}

void ProtocolEngine::excludeMove(const MoveText& move) {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("exclude"));
        return;
    }
    whenReady([this, move] {
        const bool listed = rootMovesListed();
        if (!m_run.analyzing || (listed && !m_run.roots.hasRootMoves())) {
            emit errorReported(m_run.analyzing ? tr("no move list for searchmoves")
                                               : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        if (m_run.roots.exclude(move.coordinate, listed)) restartAnalysis();
    });
}

void ProtocolEngine::includeMove(const MoveText& move) {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("include"));
        return;
    }
    whenReady([this, move] {
        if (!m_run.analyzing)
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
        else if (m_run.roots.include(move.coordinate))
            restartAnalysis();
    });
}

void ProtocolEngine::includeAll() {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("include"));
        return;
    }
    whenReady([this] {
        if (!m_run.analyzing)
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
        else if (m_run.roots.includeAll())
            restartAnalysis();
    });
}

EngineOption* ProtocolEngine::findOption(QStringView name) {
    for (EngineOption& o : m_run.options)
        if (QStringView(o.name).compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

bool ProtocolEngine::declareOption(const EngineOption& option) {
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

void ProtocolEngine::noteRefusedOption(const QString& line) {
    if (line.size() > EngineOption::MaxNameLength)
        note(tr("option refused: malformed, or larger than %1 characters for its "
                "name or %2 for its value or choices")
                 .arg(EngineOption::MaxNameLength)
                 .arg(EngineOption::MaxValueLength));
}

ProtocolEngine::VariantChoice ProtocolEngine::chooseVariant(QStringView optionName,
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

void ProtocolEngine::sendOptionLine(const QString& line) {
    if (optionsMustWait())
        m_run.heldOptions << line;
    else
        send(line);
}

void ProtocolEngine::flushHeldOptions() {
    if (optionsMustWait()) return;
    for (const QString& line : std::exchange(m_run.heldOptions, {}))
        send(line);
}

} // namespace tabiya
