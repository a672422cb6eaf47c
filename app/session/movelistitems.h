#pragma once
// What the move list shows, as plain data: a game's move tree flattened into the words a
// person reads in PGN ("12. Nf3 {good} (12. e4 e5 (12... d5) 13. Nf3) 12... Nc6"), each
// word with its depth (0: the main line) and, for a move, the path that names it. Built in
// one pass over the tree (linear in its size), on any thread: PgnGameLoader builds a loaded
// game's words in its reading thread, and MoveListWidget lays them out.

#include "app/session/game.h"
#include "board/core/pgn.h"
#include "board/core/pgntree.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace tabiya {

struct MoveListItem {
    enum class Kind : unsigned char { Number, Move, Nag, Comment, Open, Close, Result };
    Kind kind = Kind::Move;
    int depth = 0; // variations nest: 1, 2, ...
    QString text;
    PgnPath path; // a Move's place in the tree
};

struct MoveListNotation {
    XiangqiNotation xiangqi = XiangqiNotation::San;
    ChineseStyle chinese;
    bool operator==(const MoveListNotation& o) const {
        return xiangqi == o.xiangqi && chinese.script == o.chinese.script;
    }
};

// The items of game's tree. mainTexts: the main line's moves as the caller writes them
// (empty: computed like the variations' moves, in `notation`).
std::vector<MoveListItem> moveListItems(const PgnGame& game, const QStringList& mainTexts = {},
                                        const MoveListNotation& notation = {});

// The same for the session's game, without making its PGN first (a long game's list is
// built at every change): the tree toPgn would write, with the same paths. The main line
// is in the notation its moves were written in (SAN: nothing to replay), or in WXF or
// Chinese for a xiangqi game when `notation` asks for it; other games are always in SAN.
std::vector<MoveListItem> moveListItems(const Game& game, const MoveListNotation& notation = {});

// The same list brought up to date from `before`, game's list in the same notation when
// the game's moves were the same up to ply fromPly (Game::firstPlyChangedSince): the words
// before that ply's move are kept and the rest is built again, so a move played costs its
// own words, not the whole game's. fromPly 0 (or past the game's end) builds it all.
std::vector<MoveListItem> moveListItemsFrom(const std::vector<MoveListItem>& before,
                                            const Game& game, const MoveListNotation& notation,
                                            int fromPly);

// A NAG as people write it: "!", "??", "±", ...; "$n" for one without a glyph.
QString nagGlyph(int nag);

// The items as one line of PGN-like text (what the widget shows, without line breaks).
QString moveListText(const std::vector<MoveListItem>& items);

} // namespace tabiya
