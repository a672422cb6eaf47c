// PgnGame's helpers and the move notations PGN uses per variant.
#include "board/core/pgn.h"

#include "board/core/movetext.h"
#include "board/core/san.h"
#include "board/core/xiangqinotation.h"

#include <cctype>

namespace tabiya {

std::string PgnGame::tag(const std::string& name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return {};
}

void PgnGame::setTag(const std::string& name, const std::string& value) {
    for (auto& [key, old] : tags)
        if (key == name) {
            old = value;
            return;
        }
    tags.emplace_back(name, value);
}

Position PgnGame::startPosition() const {
    if (!startFen.empty())
        if (auto pos = Position::fromFen(*variant, startFen)) return *pos;
    return Position::startPosition(*variant);
}

Position PgnGame::endPosition() const {
    Position pos = startPosition();
    for (const PgnMove& pm : moves)
        pos.makeMove(pm.move);
    return pos;
}

PgnGame pgnGameFromPosition(const Position& pos) {
    PgnGame game;
    game.variant = &pos.variant();
    Position start = pos;
    while (start.gamePly() > 0)
        start.unmakeMove();
    const std::string fen = start.fen();
    if (fen != Position::startPosition(pos.variant()).fen()) game.startFen = fen;
    for (size_t i = 1; i < pos.history().size(); ++i) {
        PgnMove pm;
        pm.move = pos.history()[i].move;
        game.moves.push_back(std::move(pm));
    }
    return game;
}

std::string pgnMoveText(Position& pos, Move m, XiangqiNotation xiangqi, ChineseStyle chinese) {
    if (pos.variant().isXiangqiLike() && !m.isNull()) {
        if (xiangqi == XiangqiNotation::Wxf) return wxfText(pos, m);
        if (xiangqi == XiangqiNotation::Chinese) return chineseText(pos, m, chinese);
    }
    return sanText(pos, m);
}

Move parsePgnMove(Position& pos, std::string_view text) {
    if (Move m = parseSan(pos, text); !m.isNone()) return m;
    if (pos.variant().isXiangqiLike()) {
        // ICCS, as Chinese programs export it: "H2-E2".
        if (text.size() == 5 && text[2] == '-' &&
            std::isupper(static_cast<unsigned char>(text[0])) &&
            std::isupper(static_cast<unsigned char>(text[3]))) {
            std::string lower(text);
            for (char& c : lower)
                c = char(std::tolower(static_cast<unsigned char>(c)));
            if (Move m = parseCoordinateMove(pos, lower); !m.isNone() && !m.isNull()) return m;
        }
        if (Move m = parseWxf(pos, text); !m.isNone()) return m;
        if (Move m = parseChinese(pos, text); !m.isNone()) return m;
    }
    return {};
}

} // namespace tabiya
