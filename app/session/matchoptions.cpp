#include "app/session/matchoptions.h"

#include <QCoreApplication>
#include <algorithm>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatchOptions)
};

} // namespace

qint64 MatchOptions::parseMinSec(const QString& text) {
    const QStringList parts = text.split(QLatin1Char(':'));
    bool ok1 = false, ok2 = true;
    if (parts.size() > 2) return -1;
    const double minutes = parts[0].toDouble(&ok1);
    const double seconds = parts.size() == 2 ? parts[1].toDouble(&ok2) : 0.0;
    if (!ok1 || !ok2 || minutes < 0 || seconds < 0 || (parts.size() == 2 && seconds >= 60))
        return -1;
    return qRound64(minutes * 60000 + seconds * 1000);
}

TimeControl MatchOptions::engineTimeControl(int engine) const {
    double factor = timeOdds[engine];
    if (timeOddsMode == 1) factor /= std::min(timeOdds[0], timeOdds[1]);
    // The clock and the per-move time shrink; a depth limit is no time.
    TimeControl tc = timeControl;
    tc.baseMs = std::max<qint64>(1, qRound64(tc.baseMs / factor));
    tc.incrementMs = qRound64(tc.incrementMs / factor);
    if (tc.fixedMoveMs > 0) tc.fixedMoveMs = std::max<qint64>(1, qRound64(tc.fixedMoveMs / factor));
    return tc;
}

std::optional<MatchOpenings> MatchOptions::openings(QString* error) const {
    error->clear();
    if (openingFile.isEmpty()) return std::nullopt;
    const Variant* v = Variant::byName(variant.toStdString());
    if (!v) {
        *error = Text::tr("Unknown variant: %1").arg(variant);
        return std::nullopt;
    }
    return MatchOpenings::load(openingFile, openingKind, *v, openingIndex, rewindIndex, error);
}

} // namespace tabiya
