#include "protocol/cecpvariantdescriber.h"

namespace tabiya::cecp {

void VariantDescriber::start(const QString& name, int ping) {
    m_description = EngineVariantDescription{};
    m_description.name = name;
    m_describing = true;
    m_ping = ping;
}

void VariantDescriber::setup(const EngineSetup& setup) {
    // The first setup after "variant" is the variant's, unless it is a prelude (its parent
    // ends in '!'): then a later one overrules it (compact spec, setup).
    if (!m_describing || (m_description.hasSetup && !m_description.setup.prelude)) return;
    m_description.hasSetup = true;
    m_description.setup = setup;
}

bool VariantDescriber::piece(const EnginePiece& piece) {
    if (!m_describing) return true;
    if (m_description.pieces.size() >= EngineVariantDescription::MaxPieces) return false;
    m_description.pieces.append(piece);
    return true;
}

std::optional<EngineVariantDescription> VariantDescriber::pong(int number) {
    if (!m_describing || number < m_ping) return std::nullopt;
    m_describing = false;
    m_ping = 0;
    return std::exchange(m_description, {});
}

} // namespace tabiya::cecp
