// The command-line flags as one table: a flag is added by adding its row. parse() reads
// the arguments through it and usage() prints the help from it.
#include "app/session/matchoptions.h"

#include "app/session/enginecatalog.h"
#include "board/core/variant.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <algorithm>
#include <limits>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatchOptions)
};

// What a flag's value is; parse() checks it before the row's apply() sees it.
enum class Kind {
    Switch,  // no value
    Text,    // any word
    Integer, // a whole number within [min, max]
    Real,    // a number >= min
    MinSec,  // MIN[:SEC], above zero
};

// The value as its kind reads it.
struct Value {
    QString text;
    int integer = 0;
    double real = 0;
    qint64 ms = 0;
};

// The options being built, and what is settled only after the last flag.
struct Parsing {
    MatchOptions& o;
    QString fcp, scp;
    int mps = 40;
    bool incGiven = false;
};

struct Flag {
    const char* names;     // the name, then any aliases, separated by spaces
    Kind kind;             // of the value
    int min = 0, max = 0;  // Integer's range, Real's minimum
    const char* valueName; // in the help, e.g. "FILE"
    const char* help;      // QT_TRANSLATE_NOOP'd; nullptr: not in the help
    bool timeFlag;         // sets the time control (the window's clock is kept otherwise)
    bool (*apply)(Parsing& p, const Value& v); // sets the target; false: a bad value
};

constexpr int Most = std::numeric_limits<int>::max();

// -fproto/-sproto: any protocol by its name (cecp or xboard, cxboard, uci, ucci).
bool setProtocol(EngineConfig& c, const QString& value) {
    const std::optional<EngineProtocol> protocol = protocolFromName(value);
    if (!protocol) return false;
    c.protocol = *protocol;
    return true;
}

bool setOpeningFile(Parsing& p, const QString& file, MatchOpenings::Kind kind) {
    if (file.isEmpty()) return false;
    p.o.openingFile = file;
    p.o.openingKind = kind;
    return true;
}

// XBoard's -firstOptions/-secondOptions: "NAME=VALUE,NAME=VALUE", set at the engine's
// start. A value with a line break is refused (it would end the command sent).
bool setInitialOptions(EngineConfig& c, const QString& list) {
    for (const QString& item : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq <= 0 || item.contains(QLatin1Char('\n')) || item.contains(QLatin1Char('\r')))
            return false;
        c.initialOptions.append({item.left(eq).trimmed(), item.mid(eq + 1).trimmed()});
    }
    return true;
}

// Tabiya's own -fcxdriven: a CXBoard engine that plays its side and keeps its clock.
void setCxboardDriven(EngineConfig& c) {
    c.protocol = EngineProtocol::Cxboard;
    c.cxboardEngineDriven = true;
}

// The help texts are QT_TRANSLATE_NOOP("MatchOptions", ...) in full: lupdate expands no macro.
// clang-format off
const Flag Flags[] = {
    {"fcp", Kind::Text, 0, 0, "CMD", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's command line"), false,
     [](Parsing& p, const Value& v) { p.fcp = v.text; return true; }},
    {"scp", Kind::Text, 0, 0, "CMD", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's (default: the first's)"), false,
     [](Parsing& p, const Value& v) { p.scp = v.text; return true; }},
    {"fd", Kind::Text, 0, 0, "DIR", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's working directory"), false,
     [](Parsing& p, const Value& v) { p.o.first.workingDirectory = v.text; return true; }},
    {"sd", Kind::Text, 0, 0, "DIR", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's working directory"), false,
     [](Parsing& p, const Value& v) { p.o.second.workingDirectory = v.text; return true; }},
    {"fn", Kind::Text, 0, 0, "NAME", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's name in the PGN"), false,
     [](Parsing& p, const Value& v) { p.o.first.name = v.text; p.o.first.nameGiven = true; return true; }},
    {"sn", Kind::Text, 0, 0, "NAME", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's name in the PGN"), false,
     [](Parsing& p, const Value& v) { p.o.second.name = v.text; p.o.second.nameGiven = true; return true; }},
    {"fproto", Kind::Text, 0, 0, "P", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's protocol: cecp (default), cxboard,\n"
                                          "uci or ucci"), false,
     [](Parsing& p, const Value& v) { return setProtocol(p.o.first, v.text); }},
    {"sproto", Kind::Text, 0, 0, "P", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's protocol"), false,
     [](Parsing& p, const Value& v) { return setProtocol(p.o.second, v.text); }},
    // XBoard's -fUCI/-sUCI: here the engine is spoken to in UCI directly, no PolyGlot.
    {"fUCI", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "the first engine speaks UCI (-fproto uci)"), false,
     [](Parsing& p, const Value&) { p.o.first.protocol = EngineProtocol::Uci; return true; }},
    {"sUCI", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "the second engine speaks UCI (-sproto uci)"), false,
     [](Parsing& p, const Value&) { p.o.second.protocol = EngineProtocol::Uci; return true; }},
    {"fUCCI", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "the first engine speaks UCCI (-fproto ucci)"), false,
     [](Parsing& p, const Value&) { p.o.first.protocol = EngineProtocol::Ucci; return true; }},
    {"sUCCI", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "the second engine speaks UCCI (-sproto ucci)"), false,
     [](Parsing& p, const Value&) { p.o.second.protocol = EngineProtocol::Ucci; return true; }},
    {"fcxdriven", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "CXBoard with the first engine driving (playcurrent,\n"
                                            "its own clock) instead of forced mode"), false,
     [](Parsing& p, const Value&) { setCxboardDriven(p.o.first); return true; }},
    {"scxdriven", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "the same for the second engine"), false,
     [](Parsing& p, const Value&) { setCxboardDriven(p.o.second); return true; }},
    {"firstOptions fo", Kind::Text, 0, 0, "N=V,..", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's options at its start"), false,
     [](Parsing& p, const Value& v) { return setInitialOptions(p.o.first, v.text); }},
    {"secondOptions so", Kind::Text, 0, 0, "N=V,..", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's options at its start"), false,
     [](Parsing& p, const Value& v) { return setInitialOptions(p.o.second, v.text); }},
    {"variant", Kind::Text, 0, 0, "V", QT_TRANSLATE_NOOP("MatchOptions", "the variant by its CECP name: normal (chess), xiangqi,\n"
                                            "capablanca, crazyhouse, ... (any the rules know), one the\n"
                                            "first engine defines (grande-acedrex), or WxH+S_parent for\n"
                                            "another board size (10x10+0_fairy)"), false,
     [](Parsing& p, const Value& v) {
         const QString name = v.text.toLower();
         // A name the rules do not know is an engine's (XBoard's engineVariant): the
         // engine's setup and piece lines define it when the game starts.
         static const QRegularExpression engineName(QStringLiteral("^[a-z0-9][a-z0-9_+!.-]{0,39}$"));
         if (name == QLatin1String("chess")) p.o.variant = QStringLiteral("normal");
         else if (Variant::byName(name.toStdString()) || engineName.match(name).hasMatch()) p.o.variant = name;
         else return false;
         return true;
     }},
    {"tc", Kind::MinSec, 0, 0, "MIN[:SEC]", QT_TRANSLATE_NOOP("MatchOptions", "base time (default 5)"), true,
     [](Parsing& p, const Value& v) { p.o.timeControl.baseMs = v.ms; return true; }},
    {"mps", Kind::Integer, 0, Most, "N", QT_TRANSLATE_NOOP("MatchOptions", "moves per session (default 40)"), true,
     [](Parsing& p, const Value& v) { p.mps = v.integer; return true; }},
    {"inc", Kind::Real, 0, 0, "SEC", QT_TRANSLATE_NOOP("MatchOptions", "increment per move (fractions allowed): incremental clock"), true,
     [](Parsing& p, const Value& v) { p.o.timeControl.incrementMs = qRound64(v.real * 1000); p.incGiven = true; return true; }},
    {"st", Kind::MinSec, 0, 0, "MIN[:SEC]", QT_TRANSLATE_NOOP("MatchOptions", "fixed time per move"), true,
     [](Parsing& p, const Value& v) { p.o.timeControl.fixedMoveMs = v.ms; return true; }},
    {"depth", Kind::Integer, 0, Most, "N", QT_TRANSLATE_NOOP("MatchOptions", "search depth limit"), true,
     [](Parsing& p, const Value& v) { p.o.timeControl.maxDepth = v.integer; return true; }},
    {"firstTimeOdds", Kind::Real, 1, 0, "N", QT_TRANSLATE_NOOP("MatchOptions", "the first engine's time divided by N"), true,
     [](Parsing& p, const Value& v) { p.o.timeOdds[0] = v.real; return true; }},
    {"secondTimeOdds", Kind::Real, 1, 0, "N", QT_TRANSLATE_NOOP("MatchOptions", "the second engine's time divided by N"), true,
     [](Parsing& p, const Value& v) { p.o.timeOdds[1] = v.real; return true; }},
    {"timeOddsMode", Kind::Integer, 0, 1, "0|1", QT_TRANSLATE_NOOP("MatchOptions", "1: the engine with more time gets the nominal time"), false,
     [](Parsing& p, const Value& v) { p.o.timeOddsMode = v.integer; return true; }},
    {"mg", Kind::Integer, 1, Most, "N", QT_TRANSLATE_NOOP("MatchOptions", "number of games; colours alternate"), false,
     [](Parsing& p, const Value& v) { p.o.games = v.integer; p.o.gamesGiven = true; return true; }},
    {"concurrency", Kind::Integer, 1, 64, "N", QT_TRANSLATE_NOOP("MatchOptions", "with -headless: N games at once, each with its own\n"
                                                 "pair of engines (one per core at most keeps the\n"
                                                 "clocks fair); results and PGN in game order"), false,
     [](Parsing& p, const Value& v) { p.o.concurrency = v.integer; return true; }},
    {"matchPause", Kind::Integer, 0, Most, "MS", QT_TRANSLATE_NOOP("MatchOptions", "the window's pause between match games (10000)"), false,
     [](Parsing& p, const Value& v) { p.o.matchPauseMs = v.integer; return true; }},
    {"sgf", Kind::Text, 0, 0, "FILE", QT_TRANSLATE_NOOP("MatchOptions", "append every game's PGN to FILE"), false,
     [](Parsing& p, const Value& v) { p.o.pgnFile = v.text; return true; }},
    {"lgf loadGameFile", Kind::Text, 0, 0, "FILE", QT_TRANSLATE_NOOP("MatchOptions", "start the games from a PGN file's games (their\n"
                                                     "moves played)"), false,
     [](Parsing& p, const Value& v) { return setOpeningFile(p, v.text, MatchOpenings::Kind::Games); }},
    {"lpf loadPositionFile", Kind::Text, 0, 0, "FILE", QT_TRANSLATE_NOOP("MatchOptions", "start the games from a file of FEN lines"), false,
     [](Parsing& p, const Value& v) { return setOpeningFile(p, v.text, MatchOpenings::Kind::Positions); }},
    {"lgi loadGameIndex lpi loadPositionIndex", Kind::Integer, -2, Most, "N",
     QT_TRANSLATE_NOOP("MatchOptions", "which opening: N, or -1 the next every game, -2 the\n"
       "next every two games (each with both colours)"), false,
     [](Parsing& p, const Value& v) { p.o.openingIndex = v.integer; return true; }},
    {"rewindIndex", Kind::Integer, 0, Most, "N", QT_TRANSLATE_NOOP("MatchOptions", "start again at the first opening after the Nth"), false,
     [](Parsing& p, const Value& v) { p.o.rewindIndex = v.integer; return true; }},
    {"debug xdebug", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "protocol transcript on standard error"), false,
     [](Parsing& p, const Value&) { p.o.debug = true; return true; }},
    {"debugFile", Kind::Text, 0, 0, "FILE", QT_TRANSLATE_NOOP("MatchOptions", "protocol transcript to FILE"), false,
     [](Parsing& p, const Value& v) { p.o.debugFile = v.text; p.o.debug = true; return true; }},
    {"headless", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "play the match without a window"), false,
     [](Parsing& p, const Value&) { p.o.headless = true; return true; }},
    {"help h", Kind::Switch, 0, 0, "", QT_TRANSLATE_NOOP("MatchOptions", "this help"), false,
     [](Parsing& p, const Value&) { p.o.help = true; return true; }},
    // Hidden: the GUI saves a picture of itself (after that many plies) and quits.
    {"screenshot", Kind::Text, 0, 0, "FILE", nullptr, false,
     [](Parsing& p, const Value& v) { p.o.screenshot = v.text; return true; }},
    {"screenshotPlies", Kind::Integer, 0, Most, "N", nullptr, false,
     [](Parsing& p, const Value& v) { p.o.screenshotPlies = v.integer; return true; }},
};
// clang-format on

QStringList namesOf(const Flag& f) {
    return QString::fromLatin1(f.names).split(QLatin1Char(' '));
}

const Flag* findFlag(const QString& name) {
    for (const Flag& f : Flags)
        if (namesOf(f).contains(name)) return &f;
    return nullptr;
}

// The value read as the flag's kind; nothing when it is not one.
std::optional<Value> readValue(const Flag& f, const QString& text) {
    Value v{text};
    bool ok = true;
    switch (f.kind) {
    case Kind::Switch:
    case Kind::Text: break;
    case Kind::Integer:
        v.integer = text.toInt(&ok);
        ok = ok && v.integer >= f.min && v.integer <= f.max;
        break;
    case Kind::Real:
        v.real = text.toDouble(&ok);
        ok = ok && v.real >= f.min;
        break;
    case Kind::MinSec:
        v.ms = MatchOptions::parseMinSec(text);
        ok = v.ms > 0;
        break;
    }
    if (!ok) return std::nullopt;
    return v;
}

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

bool MatchOptions::isHelpFlag(const QString& argument) {
    QString flag = argument;
    if (flag.startsWith(QLatin1String("--"))) flag.remove(0, 1);
    if (!flag.startsWith(QLatin1Char('-'))) return false;
    const Flag* f = findFlag(flag.mid(1));
    return f && namesOf(*f).first() == QLatin1String("help");
}

QString MatchOptions::usage() {
    QString text = Text::tr("Usage: tabiya [-headless] [options]") + QLatin1Char('\n');
    constexpr int Column = 26; // where the help starts
    for (const Flag& f : Flags) {
        if (!f.help) continue;
        // Every name of the flag, aliases too ("-lgi, -loadGameIndex N"); a left side too
        // long for the column puts the help on the lines below.
        QString left = QStringLiteral("  -") + namesOf(f).join(QStringLiteral(", -"));
        if (f.kind != Kind::Switch) left += QLatin1Char(' ') + QLatin1String(f.valueName);
        const QString indent(Column, QLatin1Char(' '));
        if (left.size() >= Column - 1) {
            text += left + QLatin1Char('\n');
            left = indent;
        } else {
            left = left.leftJustified(Column - 1) + QLatin1Char(' ');
        }
        const QStringList lines = QCoreApplication::translate("MatchOptions", f.help).split('\n');
        for (int i = 0; i < lines.size(); ++i)
            text += (i == 0 ? left : indent) + lines[i] + '\n';
    }
    return text;
}

std::optional<MatchOptions> MatchOptions::parse(const QStringList& arguments, const QString& appDir,
                                                QString* error) {
    MatchOptions o;
    o.timeControl.movesPerSession = 40;
    o.timeControl.baseMs = 5 * 60000;
    Parsing p{o, {}, {}, 40, false};
    for (int i = 0; i < arguments.size(); ++i) {
        QString flag = arguments[i];
        if (flag.startsWith(QLatin1String("--"))) flag.remove(0, 1);
        if (!flag.startsWith(QLatin1Char('-')) || flag.size() < 2) {
            *error = Text::tr("Unexpected argument: %1").arg(arguments[i]);
            return std::nullopt;
        }
        const Flag* f = findFlag(flag.mid(1));
        if (!f) {
            *error = Text::tr("Unknown option: %1").arg(arguments[i]);
            return std::nullopt;
        }
        if (f->kind != Kind::Switch && i + 1 >= arguments.size()) {
            *error = Text::tr("Option %1 needs a value.").arg(arguments[i]);
            return std::nullopt;
        }
        const QString text = f->kind == Kind::Switch ? QString() : arguments[++i];
        const QString openingFile = o.openingFile;
        const MatchOpenings::Kind openingKind = o.openingKind;
        const std::optional<Value> value = readValue(*f, text);
        if (!value || !f->apply(p, *value)) {
            *error = Text::tr("Bad value for %1: %2").arg(arguments[i - 1], text);
            return std::nullopt;
        }
        if (!openingFile.isEmpty() && openingKind != o.openingKind) {
            *error = Text::tr("Give a game file (-lgf) or a position file (-lpf), not both.");
            return std::nullopt;
        }
        o.timeGiven = o.timeGiven || f->timeFlag;
    }
    // XBoard: an increment makes the clock incremental, and -mps is then ignored.
    o.timeControl.movesPerSession = p.incGiven ? 0 : p.mps;
    o.firstGiven = !p.fcp.isEmpty();
    o.secondGiven = !p.scp.isEmpty();
    if (p.fcp.isEmpty()) p.fcp = QStringLiteral("tabiya-engine");
    if (p.scp.isEmpty()) p.scp = p.fcp; // XBoard: the second engine defaults to the first
    if (!setEngine(o.first, p.fcp, appDir, error)) return std::nullopt;
    if (!setEngine(o.second, p.scp, appDir, error)) return std::nullopt;
    return o;
}

} // namespace tabiya
