#pragma once
// Move: one move packed into 32 bits, as make/unmake and the engine's tables want it.

#include "board/core/types.h"

namespace tabiya {

enum class MoveType : uint8_t {
    Normal,
    Promotion,
    EnPassant,
    Castle,
    Drop,
    Null,
    Gate,
    CastleGate,
    Pass, // janggi: the side to move passes (from and to are its king's square)
    // Chu: a lion move of two king steps through mid(): a capture there and on to an
    // adjacent square (or back to from: igui), or a step out and back (a pass).
    Double,
};

// The eight king steps a Double move's first leg may take, as (file, rank) steps.
inline constexpr int KingStepFile[8] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int KingStepRank[8] = {1, 1, 0, -1, -1, -1, 0, 1};

// from and to are mailbox squares. Castle moves go from the king to the rook it castles
// with (so Fischer random castling is unambiguous); Drop moves have no from square and
// carry the dropped kind; Promotion carries the kind promoted to. Gate (seirawan) is a
// normal move that puts the carried kind from the hand onto the square left; CastleGate
// a castling that does so on the king's square, or with onRookSquare() on the rook's.
// Pass (janggi) is a real move of the game, from the king's square to itself, as
// Fairy-Stockfish's UCI writes it ("e2e2"); Null is the search's null move, never a
// move of a game. Double (chu's lion) carries its first leg's direction (KingStep*) in
// the kind field; mid() is the square it passes.
class Move {
public:
    // The bits a move occupies (the engine's hash table packs a move in that many).
    // Kind's sixth bit is the last (bit 30), so moves of kinds below 32 keep the codes they
    // had when kinds had five bits.
    static constexpr int Bits = 31;
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveType type = MoveType::Normal, int kind = 0,
                   bool onRookSquare = false)
        : m_data(uint32_t(from) | uint32_t(to) << 10 | uint32_t(kind & 0x1f) << 20 |
                 uint32_t(type) << 25 | uint32_t(onRookSquare) << 29 | uint32_t(kind >> 5) << 30) {}
    static constexpr Move null() { return Move(0, 0, MoveType::Null); }

    constexpr Square from() const { return Square(m_data & 0x3ff); }
    constexpr Square to() const { return Square(m_data >> 10 & 0x3ff); }
    constexpr int kind() const { return int((m_data >> 20 & 0x1f) | (m_data >> 25 & 0x20)); }
    constexpr MoveType type() const { return MoveType(m_data >> 25 & 0xf); }
    constexpr bool onRookSquare() const { return m_data >> 29 & 1; }
    constexpr bool isCastle() const {
        return type() == MoveType::Castle || type() == MoveType::CastleGate;
    }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr bool isNull() const { return type() == MoveType::Null; }
    constexpr bool isPass() const { return type() == MoveType::Pass; }
    constexpr bool isDouble() const { return type() == MoveType::Double; }
    // A Double move's intermediate square (NoSquare for any other move).
    constexpr Square mid() const {
        return isDouble()
                   ? from() + geometry::offset(KingStepFile[kind() & 7], KingStepRank[kind() & 7])
                   : NoSquare;
    }
    constexpr uint32_t raw() const { return m_data; }
    static constexpr Move fromRaw(uint32_t raw) {
        Move m;
        m.m_data = raw;
        return m;
    }
    constexpr bool operator==(const Move&) const = default;

private:
    uint32_t m_data = 0;
};

} // namespace tabiya
