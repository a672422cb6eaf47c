#pragma once
// cecp::VariantDescriber: an engine's answer to "variant NAME" put together. Fairy-Max,
// Fairy-Stockfish and Sjaak II define their variants with a setup line and piece lines;
// what comes before the pong of the ping sent after the command is the description (the
// first setup line, up to MaxPieces piece lines). Plain data in, the description out;
// CecpEngine sends the commands.

#include "protocol/enginetypes.h"

#include <optional>

namespace tabiya::cecp {

class VariantDescriber {
public:
    // Collects from now on what the engine says of `name`, until the pong of `ping`.
    void start(const QString& name, int ping);
    void setup(const EngineSetup& setup);
    // False for a piece line beyond MaxPieces while describing (it is not kept).
    bool piece(const EnginePiece& piece);
    // The description, once the pong of its ping (or a later one) has come.
    std::optional<EngineVariantDescription> pong(int number);

private:
    bool m_describing = false;
    int m_ping = 0;
    EngineVariantDescription m_description;
};

} // namespace tabiya::cecp
