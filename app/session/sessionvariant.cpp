// SessionVariant and the variants engines define: the engines are asked how they play the
// variant (CECP setup and piece lines), board/core builds it from the first engine's
// answer, and the game starts on it. XBoard does the same: the first engine's setup sets
// the board, the second engine gets "variant NAME" and the position (backend.c, "setup ").
// The words keep Session's translation context, where they were written first.

#include "app/session/sessionvariant.h"

#include "app/session/game.h"
#include "board/core/engineparents.h"

#include <QCoreApplication>

namespace tabiya {

namespace {
QString sessionText(const char* source) {
    return QCoreApplication::translate("tabiya::Session", source);
}
} // namespace

SessionVariant::SessionVariant(QObject* parent)
    : QObject(parent) {
    m_describeTimer = new QTimer(this);
    m_describeTimer->setSingleShot(true);
    m_describeTimer->setInterval(DescribeMs);
    connect(m_describeTimer, &QTimer::timeout, this, [this] {
        if (isDefined())
            emit failed(sessionText(QT_TRANSLATE_NOOP("tabiya::Session",
                                                      "The engines did not say how they play %1."))
                            .arg(m_name));
    });
}

void SessionVariant::reset(const QString& name) {
    m_name = name;
    m_described = {};
    m_ownStart = {false, false};
    m_engineJudged = false;
}

void SessionVariant::describe(const SessionSeats& seats) {
    m_described = {};
    m_prelude.reset();
    m_describeTimer->start();
    seats.forEach([this](Color, Player* p) { p->describeVariant(m_name); });
}

void SessionVariant::onDescribed(Color side, const EngineVariantDefinition& definition,
                                 bool onePlayer) {
    if (!isDefined() || definition.name != m_name.toStdString()) return;
    m_described[side] = definition;
    if (onePlayer) m_described[~side] = definition;
    if (m_described[White] && m_described[Black]) {
        m_describeTimer->stop();
        emit described();
    }
}

void SessionVariant::fail(const QString& reason) {
    m_describeTimer->stop();
    emit failed(reason);
}

bool SessionVariant::start(Game& game, Color first) {
    // The first engine's board, else the other's (one side may be a person).
    const auto defines = [this](Color c) { return !m_described[c]->setup.fen.empty(); };
    const Color from = defines(first) || !defines(~first) ? first : ~first;
    EngineVariantDefinition definition = *m_described[from];
    const std::string name = m_name.toStdString();
    const auto geometry = parseVariantGeometry(name);
    // A variant Tabiya has built in needs no setup (Fairy-Max plays spartan by its name).
    const Variant* builtIn = Variant::byName(name);
    if (definition.setup.fen.empty() && !geometry && !builtIn) {
        fail(sessionText(QT_TRANSLATE_NOOP("tabiya::Session", "No engine says how to play %1."))
                 .arg(m_name));
        return false;
    }
    if (definition.setup.fen.empty() && !builtIn) {
        // A board of another size that no engine set up: the parent's men on it, where
        // XBoard puts them.
        std::string why;
        const auto fen = geometryStartFen(*geometry, &why);
        if (!fen) {
            fail(sessionText(QT_TRANSLATE_NOOP("tabiya::Session", "Tabiya cannot play %1: %2"))
                     .arg(m_name, QString::fromStdString(why)));
            return false;
        }
        definition.setup.width = geometry->width;
        definition.setup.height = geometry->height;
        definition.setup.holdings = geometry->holdings;
        definition.setup.parent = geometry->parent;
        definition.setup.fen = *fen;
    }
    // A variant Tabiya has built in (janggi) is played by its own rules, from the
    // engine's start position when that reads in them.
    EngineVariantBuild build;
    if (builtIn) {
        build.variant = builtIn;
        if (!definition.setup.fen.empty() && Position::fromFen(*builtIn, definition.setup.fen))
            build.startFen = definition.setup.fen;
    } else {
        build = buildEngineVariant(definition);
    }
    if (!build.variant) {
        fail(sessionText(QT_TRANSLATE_NOOP("tabiya::Session", "Tabiya cannot play %1: %2"))
                 .arg(m_name, QString::fromStdString(build.error)));
        return false;
    }
    QString error;
    if (!game.reset(*build.variant, QString::fromStdString(build.startFen), &error)) {
        fail(sessionText(QT_TRANSLATE_NOOP("tabiya::Session", "Tabiya cannot play %1: %2"))
                 .arg(m_name, error));
        return false;
    }
    m_engineJudged = !build.checksLegality();
    game.setTag(QStringLiteral("Variant"), m_name);
    if (!definition.pieces.empty() && !Variant::byName(name))
        game.setTag(QStringLiteral("VariantMen"),
                    QString::fromStdString(variantMenTag(definition)));
    // An engine whose own setup is the game's start needs no position (Fairy-Max reads
    // none for its own variants: it has no setboard).
    for (const Color c : {White, Black})
        m_ownStart[c] = m_described[c] && !m_described[c]->setup.fen.empty() &&
                        m_described[c]->setup.fen == definition.setup.fen;
    if (definition.setup.prelude) {
        // The engine's prelude board: shown until its final setup comes (after the
        // person's clicks on it), which starts the game.
        m_prelude = from;
        emit preludeShown();
        return false;
    }
    m_prelude.reset();
    if (m_engineJudged)
        emit message(
            sessionText(QT_TRANSLATE_NOOP("tabiya::Session",
                                          "Tabiya does not check the rules of %1: the engine "
                                          "judges the moves."))
                .arg(m_name));
    return true;
}

} // namespace tabiya
