#pragma once
// MoveLegs: a multi-leg move an engine sends one leg a line, as HaChu sends a lion's
// double move ("move g6h7," then "move h7h6"), put together the way XBoard does
// (backend.c, HandleMachineMove): a leg ending in a comma is kept, middle legs of a
// three-leg move are dropped, and the last leg completes the move ("g6h7,h7h6"). A
// move sent whole ("g6h7,h7h6") passes unchanged.

#include <QString>

#include <optional>

namespace tabiya::cecp {

class MoveLegs {
public:
    // The whole move once its last leg is in; nullopt while a leg is kept.
    std::optional<QString> add(const QString& text);
    void clear();

private:
    QString m_first;
};

} // namespace tabiya::cecp
