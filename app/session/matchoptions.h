#pragma once
// MatchOptions: what XBoard-style command-line flags ask for (engines, variant, time
// control, number of games, files), parsed from the arguments by parse(). Both the
// headless match and the GUI start from it. The flags are one table (matchflags.cpp):
// name, kind of value, the field it sets and its help line; usage() is printed from it.

#include "app/session/matchopenings.h"
#include "protocol/engineconfig.h"
#include "protocol/timecontrol.h"

#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace tabiya {

struct MatchOptions {
    bool headless = false;
    bool help = false;
    // -fcp/-scp given (the GUI plays what it is told, else its default game).
    bool firstGiven = false, secondGiven = false, gamesGiven = false;
    bool timeGiven = false; // any of -tc -mps -inc -st -depth
    EngineConfig first;
    EngineConfig second;
    QString variant = QStringLiteral("normal");
    TimeControl timeControl;
    // -firstTimeOdds / -secondTimeOdds N: that engine's time divided by N (XBoard: as if
    // it ran on an N times slower machine); [0] the first engine, [1] the second.
    // -timeOddsMode 1: the engine with more time gets the nominal time, the other's is
    // scaled to keep the ratio (0: both reduced).
    std::array<double, 2> timeOdds{1.0, 1.0};
    int timeOddsMode = 0;
    int games = 1;
    int concurrency = 1;      // -concurrency: headless games played at once
    int matchPauseMs = 10000; // -matchPause: the window waits this long between match games
    QString pgnFile;          // -sgf: every finished game appended
    // -lgf / -lpf: the games start from a file's games or positions; -lgi / -lpi pick
    // which (see MatchOpenings), -rewindIndex starts again after that many.
    QString openingFile;
    MatchOpenings::Kind openingKind = MatchOpenings::Kind::Games;
    int openingIndex = 0;
    int rewindIndex = 0;
    bool debug = false;
    QString debugFile;       // empty: the transcript goes to standard error
    QString screenshot;      // hidden: the GUI saves a picture of itself and quits
    int screenshotPlies = 0; // hidden: moves played (from a short list) before the picture

    // Parses XBoard-style flags ("-tc 5", "-inc 0.5", "-fcp 'fairymax 8'"); a single or a
    // double dash is accepted. Returns the options, or nothing with a message in *error.
    // `appDir` is where tabiya-engine is looked for first.
    static std::optional<MatchOptions> parse(const QStringList& arguments, const QString& appDir,
                                             QString* error);
    // "5:30" -> 330000 ms; "0.5" -> 500 ms when seconds; -1 when malformed.
    static qint64 parseMinSec(const QString& text);
    // The time control of the first (0) or second (1) engine: timeControl with its odds.
    TimeControl engineTimeControl(int engine) const;
    // The -lgf / -lpf file read for the variant; nothing when none was given or (with the
    // reason in *error) when it cannot be used.
    std::optional<MatchOpenings> openings(QString* error) const;
    // The help, one line a flag (from the table), translated.
    static QString usage();
    // Whether a bare argument asks for the help (-help, --help, -h): checked before any
    // application object exists, so that the help needs no display.
    static bool isHelpFlag(const QString& argument);
};

} // namespace tabiya
