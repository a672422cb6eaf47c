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
};

// from and to are mailbox squares. Castle moves go from the king to the rook it castles
// with (so Fischer random castling is unambiguous); Drop moves have no from square and
// carry the dropped kind; Promotion carries the kind promoted to. Gate (seirawan) is a
// normal move that puts the carried kind from the hand onto the square left; CastleGate
// a castling that does so on the king's square, or with onRookSquare() on the rook's.
// Pass (janggi) is a real move of the game, from the king's square to itself, as
// Fairy-Stockfish's UCI writes it ("e2e2"); Null is the search's null move, never a
// move of a game.
class Move {
public:
    // The bits a move occupies (the engine's hash table packs a move in that many).
    static constexpr int Bits = 30;
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveType type = MoveType::Normal, int kind = 0,
                   bool onRookSquare = false)
        : m_data(uint32_t(from) | uint32_t(to) << 10 | uint32_t(kind) << 20 | uint32_t(type) << 25 |
                 uint32_t(onRookSquare) << 29) {}
    static constexpr Move null() { return Move(0, 0, MoveType::Null); }

    constexpr Square from() const { return Square(m_data & 0x3ff); }
    constexpr Square to() const { return Square(m_data >> 10 & 0x3ff); }
    constexpr int kind() const { return int(m_data >> 20 & 0x1f); }
    constexpr MoveType type() const { return MoveType(m_data >> 25 & 0xf); }
    constexpr bool onRookSquare() const { return m_data >> 29 & 1; }
    constexpr bool isCastle() const {
        return type() == MoveType::Castle || type() == MoveType::CastleGate;
    }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr bool isNull() const { return type() == MoveType::Null; }
    constexpr bool isPass() const { return type() == MoveType::Pass; }
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
