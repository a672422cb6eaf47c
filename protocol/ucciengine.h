#pragma once
// UcciEngine: UCCI, the Chinese chess protocol ElephantEye defines after UCI. The same
// machine as UciEngine with UCCI's words: ucci/ucciok, "option NAME type ..." and
// "setoption NAME VALUE" without name/value, go time/increment/opptime/oppincrement,
// banmoves for exclusion, probe/pophash, bye after quit.

#include "protocol/uciengine.h"

namespace tabiya {

class UcciEngine : public UciEngine {
    Q_OBJECT
public:
    explicit UcciEngine(QObject* parent = nullptr)
        : UciEngine(uci::Dialect::Ucci, parent) {}
};

} // namespace tabiya
