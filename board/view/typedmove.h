#pragma once
// Reading a move a person typed on the keyboard: coordinates as engines write them
// ("e2e4", "e7e8q", "h2e2" in xiangqi, "P@e4") and, for chess, SAN ("Nf3", "exd5",
// "e8=Q", "O-O", board/core's SAN reader). Pure functions over board/core, tested without a widget.

#include "board/core/position.h"

#include <QString>

namespace tabiya::TypedMove {

// The legal move the text names in pos, or a none Move with *error set to a sentence
// for the person.
Move resolve(Position& pos, const QString& text, QString* error = nullptr);

// Whether a key's text may be part of a typed move.
bool isMoveCharacter(QChar c);

} // namespace tabiya::TypedMove
