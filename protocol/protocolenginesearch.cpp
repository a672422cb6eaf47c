// ProtocolEngine, what the dialects that drive the search with "go" share (CXBoard's forced
// mode, UCI, UCCI): the exclusion of root moves emulated by restarting the analysis, the
// option lines they declare, and setoption held while the engine thinks about its move.

#include "protocol/protocolengine.h"

namespace tabiya {

void ProtocolEngine::setRootMoves(const QList<MoveText>& legalMoves) {
    if (!(m_run.caps.dialect & Capability::RootMoveList)) {
        emit errorReported(tr("not supported"), QStringLiteral("root moves"));
        return;
    }
    whenReady([this, legalMoves] {
        m_run.rootMoves.clear();
        for (const MoveText& m : legalMoves)
            if (!m.coordinate.isEmpty() && !m.coordinate.contains(QLatin1Char('\n')) &&
                !m.coordinate.contains(QLatin1Char(' ')))
                m_run.rootMoves << m.coordinate;
    });
}

QStringList ProtocolEngine::searchRoots() const {
    if (m_run.excluded.isEmpty()) return {};
    QStringList remaining;
    for (const QString& m : m_run.rootMoves)
        if (!m_run.excluded.contains(m)) remaining << m;
    return remaining;
}

bool ProtocolEngine::allRootsExcluded() const {
    return (m_run.caps.dialect & Capability::RootMoveList) && !m_run.excluded.isEmpty() &&
           searchRoots().isEmpty();
}

void ProtocolEngine::excludeMove(const MoveText& move) {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("exclude"));
        return;
    }
    whenReady([this, move] {
        const bool listed = m_run.caps.dialect & Capability::RootMoveList;
        if (!m_run.analyzing || (listed && m_run.rootMoves.isEmpty())) {
            emit errorReported(m_run.analyzing ? tr("no move list for searchmoves")
                                               : tr("not analysing"),
                               QStringLiteral("exclude"));
            return;
        }
        const QString& m = move.coordinate;
        if (m.isEmpty() || m.contains(QLatin1Char(' ')) || hasLineBreak(m)) return;
        if ((listed && !m_run.rootMoves.contains(m)) || m_run.excluded.contains(m)) return;
        m_run.excluded << m;
        restartAnalysis();
    });
}

void ProtocolEngine::includeMove(const MoveText& move) {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("include"));
        return;
    }
    whenReady([this, move] {
        if (!m_run.analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (m_run.excluded.removeAll(move.coordinate)) restartAnalysis();
    });
}

void ProtocolEngine::includeAll() {
    if (!emulatesExclusion()) {
        emit errorReported(tr("not supported"), QStringLiteral("include"));
        return;
    }
    whenReady([this] {
        if (!m_run.analyzing) {
            emit errorReported(tr("not analysing"), QStringLiteral("include"));
            return;
        }
        if (m_run.excluded.isEmpty()) return;
        m_run.excluded.clear();
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
