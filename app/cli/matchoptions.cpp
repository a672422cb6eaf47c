#include "matchoptions.h"

#include "enginecatalog.h"

#include <QCoreApplication>
#include <QProcess>
#include <algorithm>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatchOptions)
};

bool setEngine(EngineConfig& config, const QString& command, const QString& appDir,
               QString* error) {
    const QStringList words = QProcess::splitCommand(command);
    if (words.isEmpty()) {
        *error = Text::tr("An engine command is empty.");
        return false;
    }
    const QString program = EngineCatalog::resolveProgram(words.first(), appDir);
    if (program.isEmpty()) {
        *error = Text::tr("Engine not found: %1").arg(words.first());
        return false;
    }
    config.program = program;
    config.arguments = words.mid(1);
    return true;
}
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

QString MatchOptions::usage() {
    return Text::tr(
        "Usage: tabiya [-headless] [options]\n"
        "  -fcp CMD / -scp CMD     first / second engine command line\n"
        "  -fd DIR / -sd DIR       their working directories\n"
        "  -fn NAME / -sn NAME     their names in the PGN\n"
        "  -fproto P / -sproto P   protocol: cecp (default) or cxboard\n"
        "  -fcxdriven / -scxdriven CXBoard with the engine driving (playcurrent, its own\n"
        "                          clock) instead of forced mode; implies -fproto cxboard\n"
        "  -variant V              normal (chess) or xiangqi\n"
        "  -tc MIN[:SEC]           base time (default 5)\n"
        "  -mps N                  moves per session (default 40)\n"
        "  -inc SEC                increment per move (fractions allowed): incremental clock\n"
        "  -st MIN[:SEC]           fixed time per move\n"
        "  -depth N                search depth limit\n"
        "  -firstTimeOdds N        the first engine's time divided by N (also -secondTimeOdds)\n"
        "  -timeOddsMode 0|1       1: the engine with more time gets the nominal time\n"
        "  -mg N                   number of games; colours alternate\n"
        "  -matchPause MS          the window's pause between match games (10000)\n"
        "  -sgf FILE               append every game's PGN to FILE\n"
        "  -lgf FILE / -lpf FILE   start the games from a PGN file's games (their moves\n"
        "                          played) or from a file of FEN lines\n"
        "  -lgi N / -lpi N         which: N, or -1 the next every game, -2 every two games\n"
        "  -rewindIndex N          start again at the first after the Nth\n"
        "  -debug / -debugFile F   protocol transcript (standard error / file)\n"
        "  -headless               play the match without a window\n");
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

std::optional<MatchOptions> MatchOptions::parse(const QStringList& arguments, const QString& appDir,
                                                QString* error) {
    MatchOptions o;
    o.timeControl.movesPerSession = 40;
    o.timeControl.baseMs = 5 * 60000;
    QString fcp, scp, stText, incText;
    int mps = 40;
    for (int i = 0; i < arguments.size(); ++i) {
        QString flag = arguments[i];
        if (flag.startsWith(QLatin1String("--"))) flag.remove(0, 1);
        if (!flag.startsWith(QLatin1Char('-')) || flag.size() < 2) {
            *error = Text::tr("Unexpected argument: %1").arg(arguments[i]);
            return std::nullopt;
        }
        flag.remove(0, 1);
        // Switches without a value.
        if (flag == QLatin1String("headless")) {
            o.headless = true;
            continue;
        }
        if (flag == QLatin1String("debug") || flag == QLatin1String("xdebug")) {
            o.debug = true;
            continue;
        }
        if (flag == QLatin1String("help") || flag == QLatin1String("h")) {
            o.help = true;
            continue;
        }
        // Tabiya's own: a CXBoard engine that plays its side and keeps its clock.
        if (flag == QLatin1String("fcxdriven") || flag == QLatin1String("scxdriven")) {
            EngineConfig& c = flag == QLatin1String("fcxdriven") ? o.first : o.second;
            c.protocol = EngineProtocol::Cxboard;
            c.cxboardEngineDriven = true;
            continue;
        }
        static const QStringList valued = {QStringLiteral("fcp"),
                                           QStringLiteral("scp"),
                                           QStringLiteral("fd"),
                                           QStringLiteral("sd"),
                                           QStringLiteral("fn"),
                                           QStringLiteral("sn"),
                                           QStringLiteral("variant"),
                                           QStringLiteral("tc"),
                                           QStringLiteral("mps"),
                                           QStringLiteral("inc"),
                                           QStringLiteral("st"),
                                           QStringLiteral("depth"),
                                           QStringLiteral("mg"),
                                           QStringLiteral("sgf"),
                                           QStringLiteral("debugFile"),
                                           QStringLiteral("fproto"),
                                           QStringLiteral("sproto"),
                                           QStringLiteral("screenshot"),
                                           QStringLiteral("screenshotPlies"),
                                           QStringLiteral("firstTimeOdds"),
                                           QStringLiteral("secondTimeOdds"),
                                           QStringLiteral("timeOddsMode"),
                                           QStringLiteral("lgf"),
                                           QStringLiteral("loadGameFile"),
                                           QStringLiteral("lgi"),
                                           QStringLiteral("loadGameIndex"),
                                           QStringLiteral("lpf"),
                                           QStringLiteral("loadPositionFile"),
                                           QStringLiteral("lpi"),
                                           QStringLiteral("loadPositionIndex"),
                                           QStringLiteral("rewindIndex"),
                                           QStringLiteral("matchPause")};
        if (!valued.contains(flag)) {
            *error = Text::tr("Unknown option: %1").arg(arguments[i]);
            return std::nullopt;
        }
        if (i + 1 >= arguments.size()) {
            *error = Text::tr("Option %1 needs a value.").arg(arguments[i]);
            return std::nullopt;
        }
        const QString value = arguments[++i];
        auto badValue = [&] {
            *error = Text::tr("Bad value for %1: %2").arg(arguments[i - 1], value);
            return std::nullopt;
        };
        bool ok = true;
        static const QStringList timeFlags = {QStringLiteral("tc"),
                                              QStringLiteral("mps"),
                                              QStringLiteral("inc"),
                                              QStringLiteral("st"),
                                              QStringLiteral("depth"),
                                              QStringLiteral("firstTimeOdds"),
                                              QStringLiteral("secondTimeOdds")};
        if (timeFlags.contains(flag)) o.timeGiven = true;
        if (flag == QLatin1String("fcp"))
            fcp = value;
        else if (flag == QLatin1String("scp"))
            scp = value;
        else if (flag == QLatin1String("fd"))
            o.first.workingDirectory = value;
        else if (flag == QLatin1String("sd"))
            o.second.workingDirectory = value;
        else if (flag == QLatin1String("fn")) {
            o.first.name = value;
            o.first.nameGiven = true;
        } else if (flag == QLatin1String("sn")) {
            o.second.name = value;
            o.second.nameGiven = true;
        } else if (flag == QLatin1String("variant")) {
            const QString v = value.toLower();
            if (v == QLatin1String("normal") || v == QLatin1String("chess"))
                o.variant = QStringLiteral("normal");
            else if (v == QLatin1String("xiangqi"))
                o.variant = v;
            else
                return badValue();
        } else if (flag == QLatin1String("tc")) {
            const qint64 ms = parseMinSec(value);
            if (ms <= 0) return badValue();
            o.timeControl.baseMs = ms;
        } else if (flag == QLatin1String("mps")) {
            mps = value.toInt(&ok);
            if (!ok || mps < 0) return badValue();
        } else if (flag == QLatin1String("inc")) {
            const double inc = value.toDouble(&ok);
            if (!ok || inc < 0) return badValue();
            incText = value;
            o.timeControl.incrementMs = qRound64(inc * 1000);
        } else if (flag == QLatin1String("st")) {
            const qint64 ms = parseMinSec(value);
            if (ms <= 0) return badValue();
            stText = value;
            o.timeControl.fixedMoveMs = ms;
        } else if (flag == QLatin1String("depth")) {
            o.timeControl.maxDepth = value.toInt(&ok);
            if (!ok || o.timeControl.maxDepth < 0) return badValue();
        } else if (flag == QLatin1String("mg")) {
            o.games = value.toInt(&ok);
            if (!ok || o.games < 1) return badValue();
            o.gamesGiven = true;
        } else if (flag == QLatin1String("sgf"))
            o.pgnFile = value;
        else if (flag == QLatin1String("debugFile")) {
            o.debugFile = value;
            o.debug = true;
        } else if (flag == QLatin1String("fproto") || flag == QLatin1String("sproto")) {
            EngineConfig& c = flag == QLatin1String("fproto") ? o.first : o.second;
            if (value == QLatin1String("cecp") || value == QLatin1String("xboard"))
                c.protocol = EngineProtocol::Cecp;
            else if (value == QLatin1String("cxboard"))
                c.protocol = EngineProtocol::Cxboard;
            else
                return badValue();
        } else if (flag == QLatin1String("firstTimeOdds") ||
                   flag == QLatin1String("secondTimeOdds")) {
            const double factor = value.toDouble(&ok);
            if (!ok || factor < 1) return badValue();
            o.timeOdds[flag == QLatin1String("firstTimeOdds") ? 0 : 1] = factor;
        } else if (flag == QLatin1String("timeOddsMode")) {
            o.timeOddsMode = value.toInt(&ok);
            if (!ok || o.timeOddsMode < 0 || o.timeOddsMode > 1) return badValue();
        } else if (flag == QLatin1String("lgf") || flag == QLatin1String("loadGameFile") ||
                   flag == QLatin1String("lpf") || flag == QLatin1String("loadPositionFile")) {
            const bool games =
                flag == QLatin1String("lgf") || flag == QLatin1String("loadGameFile");
            if (!o.openingFile.isEmpty() &&
                (o.openingKind == MatchOpenings::Kind::Games) != games) {
                *error = Text::tr("Give a game file (-lgf) or a position file (-lpf), not both.");
                return std::nullopt;
            }
            if (value.isEmpty()) return badValue();
            o.openingFile = value;
            o.openingKind = games ? MatchOpenings::Kind::Games : MatchOpenings::Kind::Positions;
        } else if (flag == QLatin1String("lgi") || flag == QLatin1String("loadGameIndex") ||
                   flag == QLatin1String("lpi") || flag == QLatin1String("loadPositionIndex")) {
            o.openingIndex = value.toInt(&ok);
            if (!ok || o.openingIndex < -2) return badValue();
        } else if (flag == QLatin1String("matchPause")) {
            o.matchPauseMs = value.toInt(&ok);
            if (!ok || o.matchPauseMs < 0) return badValue();
        } else if (flag == QLatin1String("rewindIndex")) {
            o.rewindIndex = value.toInt(&ok);
            if (!ok || o.rewindIndex < 0) return badValue();
        } else if (flag == QLatin1String("screenshot"))
            o.screenshot = value;
        else if (flag == QLatin1String("screenshotPlies")) {
            o.screenshotPlies = value.toInt(&ok);
            if (!ok || o.screenshotPlies < 0) return badValue();
        }
    }
    // XBoard: an increment makes the clock incremental, and -mps is then ignored.
    o.timeControl.movesPerSession = incText.isEmpty() ? mps : 0;
    o.firstGiven = !fcp.isEmpty();
    o.secondGiven = !scp.isEmpty();
    if (fcp.isEmpty()) fcp = QStringLiteral("tabiya-engine");
    if (scp.isEmpty()) scp = fcp; // XBoard: the second engine defaults to the first
    if (!setEngine(o.first, fcp, appDir, error)) return std::nullopt;
    if (!setEngine(o.second, scp, appDir, error)) return std::nullopt;
    return o;
}

} // namespace tabiya
