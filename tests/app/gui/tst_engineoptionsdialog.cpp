// The engine options dialog built from the option lines real engines send (captured from
// Debian's fairymax, sjaakii, hachu, polyglot with stockfish, and from tabiya-engine and the
// fake engine, CECP and CXBoard): the editor of each type with its range, value, default and
// choices; Tabiya's own rows and the engine options they hide; only changed values returned;
// reset to default; the filter; Browse; line breaks refused; engine text shown literally.
// No engine runs here (tst_engineoptionsroundtrip does that); the dialog works on lists.

#include "app/gui/engineoptiondelegate.h"
#include "app/gui/engineoptionmodel.h"
#include "app/gui/engineoptionsdialog.h"
#include "protocol/cecpparser.h"
#include "protocol/cxboardparser.h"
#include "protocol/optionparser.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace tabiya;

namespace {

// Captured with `printf 'xboard\nprotover 2\n' | ENGINE` (CXBoard: `cxboard`); the
// feature lines that say memory / smp / egt are kept, without their long variants list.
// clang-format off
// fairymax
const QStringList fairymaxLines{
    QStringLiteral("feature memory=1 exclude=1"),
    QStringLiteral("feature option=\"Resign -check 0\""),
    QStringLiteral("feature option=\"Resign Threshold -spin 800 200 1200\""),
    QStringLiteral("feature option=\"Claim draw after -spin 50 0 200\""),
    QStringLiteral("feature option=\"Ini File -file /usr/share/games/fairymax/fmax.ini\""),
    QStringLiteral("feature option=\"Multi-PV Margin -spin 0 0 1000\""),
    QStringLiteral("feature option=\"Variant fairy selects -combo FIDE-Clobberers /// Clobberers-FIDE /// FIDE-Nutters /// Nutters-FIDE /// Clobberers-Nutters /// Nutters-Clobberers /// FIDE-Rookies /// Rookies-FIDE /// Clobberers-Rookies /// Rookies-Clobberers /// Nutters-Rookies /// Rookies-Nutters\""),
    QStringLiteral("feature option=\"Makruk rules -combo makruk /// Cambodian /// Ai-wok\""),
    QStringLiteral("feature option=\"Dummy Slider Example -slider 20 0 100\""),
    QStringLiteral("feature option=\"Dummy String Example -string happy birthday!\""),
    QStringLiteral("feature option=\"Dummy Path Example -path .\""),
    QStringLiteral("feature option=\"Automatic persistent-hash dialog -check 0\""),
    QStringLiteral("feature option=\"Info -button\""),
    QStringLiteral("feature option=\"Save in hash file -button\""),
    QStringLiteral("feature option=\"Clear Hash -button\""),
};
// sjaakii
const QStringList sjaakiiLines{
    QStringLiteral("feature setboard=1 time=1 sigint=0 colors=0 highlight=1 ping=1 memory=1 analyze=1 pause=1 nps=1 sjef=1 myname=\"Sjaak II 1.4.1\" myversion=\"[1.4.1 (x86_64)]\""),
    QStringLiteral("feature option=\"Variant fairy selects -combo chess (8x8+0) /// seirawan (8x8+0) /// shatar (8x8+0) /// makruk (8x8+0) /// shatranj (8x8+0) /// sittuyin (8x8+6) /// crazyhouse (8x8+6) /// chessgi (8x8+6) /// asean (8x8+0) /// ai-wok (8x8+0) /// super (8x8+0) /// spartan (8x8+0) /// pocketknight (8x8+1) /// kingofthehill (8x8+0) /// knightmate (8x8+0) /// berolina (8x8+0) /// losalamos (6x6+0) /// micro (5x5+0) /// capablanca (10x8+0) /// gothic (10x8+0) /// embassy (10x8+0) /// greatshatranj (10x8+0) /// courier (12x8+0) /// grand (10x10+0) /// opulent (10x10+0) /// omega (12x12+0) /// minishogi (5x5+5) /// shoshogi (9x9+0) /// shogi (9x9+8) /// torishogi (7x7+6) /// xiangqi (9x10+0) /// fide_chess (8x8) /// wolves_and_sheep (8x8) /// maharaja (8x8) /// peasant (8x8) /// corridor_chess (8x8) /// legan (8x8) /// diamond_chess (8x8) /// diagonal_chess (8x8) /// corner_chess (8x8) /// ninth_century_indian_chess (8x8) /// troitzky_chess (10x10) /// troitzky_chess_byway (10x10) /// twilight_chess (8x8) /// judkins (6x6) /// omicron_chess (12x10) /// euroshogi (8x8) /// yarishogi (7x9) /// gorogoro_shogi (5x6) /// gorogoronl_shogi (5x6) /// cambodian (8x8) /// mini_xiangqi (7x7) /// elven (10x10) /// 3check (8x8) /// lion (8x8) /// chancellor (8x8) /// amazon (8x8) /// musketeer (8x8) /// spanish_archer (10x8) /// enlarged_and_improved_chess (10x10) /// diana (6x6) /// sherwin (8x8) /// viceroy (8x8) /// chaturanga (8x8) /// suicide (8x8) /// roman (10x10) /// schoolbook (10x8) /// supercapablanca (12x8) /// wildebeest (11x10) /// wa-shogi-drop (11x11) /// wa-shogi (11x11) /// theban (8x8) /// nightrider (8x8) /// caissa_britannia (10x10) /// chess960 (= chess) /// fischerandom (= chess) /// fischerrandom (= chess) /// nocastle (= chess) /// wildcastle (= chess) /// great (= greatshatranj) /// caparandom (= capablanca) /// minisho (= minishogi) /// 5x5+5_shogi (= minishogi) /// tori (= torishogi) /// 7x7+6_shogi (= torishogi) /// sho (= shoshogi) /// 9x9+0_shogi (= shoshogi) /// king-of-the-hill (= kingofthehill)\""),
    QStringLiteral("feature option=\"Mate search -combo Disabled /// *Enabled for drop games /// Enabled\""),
    QStringLiteral("feature option=\"Level -combo Clueless /// Random /// Static /// *Normal\""),
    QStringLiteral("feature option=\"MultiPV -spin 1 1 256\""),
    QStringLiteral("feature option=\"Draw offer threshold -spin 0 0 1000\""),
    QStringLiteral("feature option=\"Moves before draw offer (0 to disable) -spin 0 0 1000\""),
    QStringLiteral("feature option=\"Resign threshold -spin 500 100 16000\""),
    QStringLiteral("feature option=\"Moves before resigning (0 to disable) -spin 0 0 1000\""),
    QStringLiteral("feature option=\"Randomise opening moves -spin 10 0 40\""),
    QStringLiteral("feature option=\"Random amplitude (0 to disable) -spin 20 0 100\""),
    QStringLiteral("feature option=\"Send 'piece' descriptions -check 1\""),
    QStringLiteral("feature option=\"Mark holes in board -check 1\""),
    QStringLiteral("feature option=\"List user-defined variants before buildin variants -check 1\""),
    QStringLiteral("feature option=\"Report fail low -check 0\""),
    QStringLiteral("feature option=\"Report fail high -check 0\""),
    QStringLiteral("feature option=\"Claim repetitions -check 1\""),
    QStringLiteral("feature option=\"Send O-O/O-O-O for castling -check 1\""),
    QStringLiteral("feature option=\"Remember evaluation parameter file -check 0\""),
    QStringLiteral("feature option=\"Variant 'normal' is -string chess\""),
    QStringLiteral("feature option=\"Set variant alias -string \""),
    QStringLiteral("feature option=\"Variant configuration file -file \""),
    QStringLiteral("feature option=\"Evaluation parameter file -file \""),
};
// hachu
const QStringList hachuLines{
    QStringLiteral("feature ping=1 setboard=1 colors=0 usermove=1 memory=1 debug=1 sigint=0 sigterm=0"),
    QStringLiteral("feature option=\"Full analysis PV -check 1\""),
    QStringLiteral("feature option=\"Allow repeats -check 0\""),
    QStringLiteral("feature option=\"Promote on entry -check 1\""),
    QStringLiteral("feature option=\"Okazaki rule -check 0\""),
    QStringLiteral("feature option=\"Resign -check 0\""),
    QStringLiteral("feature option=\"Contempt -spin 0 -200 200\""),
    QStringLiteral("feature option=\"Tsume -combo no /// Sente mates /// Gote mates\""),
};
// polyglot-stockfish
const QStringList polyglot_stockfishLines{
    QStringLiteral("feature memory=1"),
    QStringLiteral("feature smp=1"),
    QStringLiteral("feature egt=\"syzygy\""),
    QStringLiteral("feature option=\"Debug Log File -file <empty>\""),
    QStringLiteral("feature option=\"Clear Hash -button\""),
    QStringLiteral("feature option=\"MultiPV -spin 1 1 500\""),
    QStringLiteral("feature option=\"Skill Level -spin 20 0 20\""),
    QStringLiteral("feature option=\"Move Overhead -spin 10 0 5000\""),
    QStringLiteral("feature option=\"Slow Mover -spin 100 10 1000\""),
    QStringLiteral("feature option=\"nodestime -spin 0 0 10000\""),
    QStringLiteral("feature option=\"UCI_LimitStrength -check 0\""),
    QStringLiteral("feature option=\"UCI_Elo -spin 1350 1350 2850\""),
    QStringLiteral("feature option=\"UCI_ShowWDL -check 0\""),
    QStringLiteral("feature option=\"SyzygyProbeDepth -spin 1 1 100\""),
    QStringLiteral("feature option=\"Syzygy50MoveRule -check 1\""),
    QStringLiteral("feature option=\"SyzygyProbeLimit -spin 7 0 7\""),
    QStringLiteral("feature option=\"Use NNUE -check 1\""),
    QStringLiteral("feature option=\"EvalFile -file nn-ad9b42354671.nnue\""),
    QStringLiteral("feature option=\"Polyglot exclude move -string \""),
    QStringLiteral("feature option=\"Polyglot SettingsFile -file /root/.polyglot/Stockfish_15.1.ini\""),
    QStringLiteral("feature option=\"Polyglot Log -check 0\""),
    QStringLiteral("feature option=\"Polyglot LogFile -file polyglot.log\""),
    QStringLiteral("feature option=\"Polyglot Resign -check 0\""),
    QStringLiteral("feature option=\"Polyglot ResignMoves -spin 3 0 10000\""),
    QStringLiteral("feature option=\"Polyglot QueenNeverResigns -check 1\""),
    QStringLiteral("feature option=\"Polyglot ResignScore -spin 600 0 10000\""),
    QStringLiteral("feature option=\"Polyglot Handledraws -check 0\""),
    QStringLiteral("feature option=\"Polyglot ContemptScore -spin 30 0 10000\""),
    QStringLiteral("feature option=\"Polyglot Book -check 0\""),
    QStringLiteral("feature option=\"Polyglot BookFile -file book.bin\""),
    QStringLiteral("feature option=\"Polyglot BookRandom -check 1\""),
    QStringLiteral("feature option=\"Polyglot BookDepth -spin 256 0 256\""),
    QStringLiteral("feature option=\"Polyglot ShowTbHits -check 0\""),
    QStringLiteral("feature option=\"Polyglot STFudge -spin 20 0 1000\""),
    QStringLiteral("feature option=\"Polyglot SyncStop -check 0\""),
    QStringLiteral("feature option=\"Polyglot Save -save\""),
};
// tabiya-engine
const QStringList tabiya_engineLines{
    QStringLiteral("feature myname=\"Tabiya Engine 0.1\" ping=1 setboard=1 usermove=1 playother=1 time=1 draw=1 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 memory=1 smp=1 exclude=1 setscore=1 highlight=1 pause=1 nps=1 debug=1"),
    QStringLiteral("feature option=\"Hash -spin 64 1 4096\""),
    QStringLiteral("feature option=\"MultiPV -spin 1 1 32\""),
    QStringLiteral("feature option=\"Contempt -slider 0 -100 100\""),
    QStringLiteral("feature option=\"Resign -check 0\""),
    QStringLiteral("feature option=\"Resign Threshold -spin 800 100 5000\""),
    QStringLiteral("feature option=\"Style -combo *Normal /// Aggressive /// Solid\""),
    QStringLiteral("feature option=\"Log File -file \""),
    QStringLiteral("feature option=\"Name Suffix -string \""),
    QStringLiteral("feature option=\"Clear Hash -button\""),
    QStringLiteral("feature option=\"Save Settings -save\""),
    QStringLiteral("feature option=\"Reset Options -reset\""),
};
// fake-engine
const QStringList fake_engineLines{
    QStringLiteral("feature analyze=1 pause=1 memory=1 smp=1 egt=\"syzygy\" xedit=1 name=1 ics=1"),
    QStringLiteral("feature option=\"Hash -spin 16 1 1024\""),
    QStringLiteral("feature option=\"Style -combo Solid /// *Normal /// Risky\""),
    QStringLiteral("feature option=\"Ponder -check 0\""),
    QStringLiteral("feature option=\"Book File -file /tmp/book.bin\""),
    QStringLiteral("feature option=\"Clear Hash -button\""),
    QStringLiteral("feature option=\"Defaults -reset\""),
    QStringLiteral("feature option=\"Broken\""),
};
// fake-engine-cxboard
const QStringList fake_engine_cxboardLines{
    QStringLiteral("option name Hash type spin default 32 min 0 max 256"),
    QStringLiteral("option name Null Move type check default true"),
    QStringLiteral("option name Search type combo default MTD var MTD var NegaScout var AlphaBeta"),
    QStringLiteral("option name Book type string default <empty>"),
    QStringLiteral("option name Clear Hash type button"),
};
// tabiya-engine, CXBoard
const QStringList tabiya_engine_cxboardLines{
    QStringLiteral("option name Hash type spin default 64 min 1 max 4096"),
    QStringLiteral("option name Threads type spin default 1 min 1 max 64"),
    QStringLiteral("option name Ponder type check default false"),
    QStringLiteral("option name Variant type combo default XiangQi var XiangQi var Chess"),
    QStringLiteral("option name MultiPV type spin default 1 min 1 max 32"),
    QStringLiteral("option name Contempt type spin default 0 min -100 max 100"),
    QStringLiteral("option name Resign type check default false"),
    QStringLiteral("option name Resign Threshold type spin default 800 min 100 max 5000"),
    QStringLiteral("option name Style type combo default Normal var Normal var Aggressive var Solid"),
    QStringLiteral("option name Log File type string default <empty>"),
    QStringLiteral("option name Book Folder type string default <empty>"),
    QStringLiteral("option name OwnBook type check default false"),
    QStringLiteral("option name Name Suffix type string default <empty>"),
    QStringLiteral("option name Clear Hash type button"),
    QStringLiteral("option name Save Settings type button"),
    QStringLiteral("option name Reset Options type button"),
};
// clang-format on

struct Captured {
    QList<EngineOption> options;
    EngineCapabilities caps;
};

// The options and the memory / smp / egt features, parsed the way the protocol layer does.
Captured parse(const QString& engine) {
    static const QHash<QString, const QStringList*> tables{
        {QStringLiteral("fairymax"), &fairymaxLines},
        {QStringLiteral("sjaakii"), &sjaakiiLines},
        {QStringLiteral("hachu"), &hachuLines},
        {QStringLiteral("polyglot-stockfish"), &polyglot_stockfishLines},
        {QStringLiteral("tabiya-engine"), &tabiya_engineLines},
        {QStringLiteral("fake-engine"), &fake_engineLines},
        {QStringLiteral("fake-engine-cxboard"), &fake_engine_cxboardLines},
        {QStringLiteral("tabiya-engine-cxboard"), &tabiya_engine_cxboardLines},
    };
    Captured c;
    const QStringList* lines = tables.value(engine);
    if (!lines) return c;
    for (const QString& line : *lines) {
        if (line.startsWith(QLatin1String("option "))) {
            const auto m = cxboard::parseLine(line);
            if (m.kind == cxboard::Message::Kind::Option) c.options.append(m.as<EngineOption>());
            continue;
        }
        const auto m = cecp::parseLine(line);
        if (m.kind != cecp::Message::Kind::Feature) continue;
        for (const cecp::Feature& f : m.as<QList<cecp::Feature>>()) {
            if (f.name == QLatin1String("option")) {
                if (auto o = parseCecpOption(f.value)) c.options.append(*o);
            } else if (f.name == QLatin1String("memory")) {
                c.caps.memory = f.value == QLatin1String("1");
            } else if (f.name == QLatin1String("smp")) {
                c.caps.smp = f.value == QLatin1String("1");
            } else if (f.name == QLatin1String("egt")) {
                c.caps.egt = f.value.split(QLatin1Char(','), Qt::SkipEmptyParts);
            }
        }
    }
    return c;
}

QModelIndex viewIndex(EngineOptionsDialog& d, const QString& name, int column) {
    const int row = d.model()->rowOf(name);
    if (row < 0) return {};
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(d.view()->model());
    return proxy->mapFromSource(d.model()->index(row, column));
}

QString defaultText(EngineOptionsDialog& d, const QString& name) {
    return viewIndex(d, name, EngineOptionModel::DefaultColumn).data().toString();
}

QSpinBox* spinFor(EngineOptionsDialog& d, const QString& name) {
    return qobject_cast<QSpinBox*>(d.editorFor(name));
}

} // namespace

class TestEngineOptionsDialog : public QObject {
    Q_OBJECT
private slots:
    // The file dialogs opened by Browse remember folders in QSettings: not the user's.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void captured_data();
    void captured();
    void editors_data();
    void editors();
    void resources_data();
    void resources();
    void resourceRowsBoldOnlyAwayFromDefault();
    void onlyChangedValues();
    void appliedAccumulates();
    void cancelDropsPending();
    void resetToDefault();
    void focusSelectsRow();
    void keyboard();
    void lineBreakRefused();
    void filter();
    void browse_data();
    void browse();
    void engineTextLiteral();
    void buttonsNeedEngine();
};

void TestEngineOptionsDialog::captured_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("filterShown");
    QTest::newRow("fairymax") << "fairymax" << 14 << true;
    QTest::newRow("sjaakii") << "sjaakii" << 22 << true;
    QTest::newRow("hachu") << "hachu" << 7 << false;
    QTest::newRow("polyglot-stockfish") << "polyglot-stockfish" << 33 << true;
    QTest::newRow("tabiya-engine") << "tabiya-engine" << 11 << true;
    QTest::newRow("fake-engine") << "fake-engine" << 6 << false; // "Broken" has no type
    QTest::newRow("fake-engine-cxboard") << "fake-engine-cxboard" << 5 << false;
    QTest::newRow("tabiya-engine-cxboard") << "tabiya-engine-cxboard" << 16 << true;
}

// Every option of every engine gets a row, and every row but a check a visible control.
void TestEngineOptionsDialog::captured() {
    QFETCH(QString, engine);
    QFETCH(int, rows);
    QFETCH(bool, filterShown);
    const Captured c = parse(engine);
    EngineOptionsDialog d(engine, c.options);
    QCOMPARE(d.windowTitle(), engine + QStringLiteral(" Settings"));
    QCOMPARE(d.model()->rowCount(), rows);
    QCOMPARE(d.view()->model()->rowCount(), rows);
    QCOMPARE(d.filterEdit()->isVisibleTo(&d), filterShown);
    for (int r = 0; r < rows; ++r) {
        const EngineOption& o = d.model()->option(r);
        QCOMPARE(d.model()->index(r, EngineOptionModel::NameColumn).data().toString(), o.name);
        QWidget* editor = d.editorFor(o.name);
        if (o.type == EngineOption::Type::Check)
            QVERIFY2(!editor && d.model()
                                    ->index(r, EngineOptionModel::ValueColumn)
                                    .data(Qt::CheckStateRole)
                                    .isValid(),
                     qPrintable(o.name));
        else
            QVERIFY2(editor, qPrintable(o.name));
        QVERIFY(!d.model()->isPending(r));
    }
    QVERIFY(d.changedValues().isEmpty());
    QVERIFY(!d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Apply)->isEnabled());
}

void TestEngineOptionsDialog::editors_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("widget");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("defaultShown");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::addColumn<QStringList>("choices"); // combos: the first few, in order
    QTest::addColumn<int>("choiceCount");
    const QStringList none;
    // clang-format off
    // fairymax
    QTest::newRow("fairymax check") << "fairymax" << "Resign" << "check" << "0" << "off" << 0 << 0 << none << 0;
    QTest::newRow("fairymax spin") << "fairymax" << "Resign Threshold" << "spin" << "800" << "800" << 200 << 1200 << none << 0;
    QTest::newRow("fairymax spin from 0") << "fairymax" << "Claim draw after" << "spin" << "50" << "50" << 0 << 200 << none << 0;
    QTest::newRow("fairymax file") << "fairymax" << "Ini File" << "file" << "/usr/share/games/fairymax/fmax.ini" << "/usr/share/games/fairymax/fmax.ini" << 0 << 0 << none << 0;
    QTest::newRow("fairymax combo") << "fairymax" << "Makruk rules" << "combo" << "makruk" << "makruk" << 0 << 0 << QStringList{"makruk", "Cambodian", "Ai-wok"} << 3;
    QTest::newRow("fairymax long combo") << "fairymax" << "Variant fairy selects" << "combo" << "FIDE-Clobberers" << "FIDE-Clobberers" << 0 << 0 << QStringList{"FIDE-Clobberers", "Clobberers-FIDE"} << 12;
    QTest::newRow("fairymax slider") << "fairymax" << "Dummy Slider Example" << "slider" << "20" << "20" << 0 << 100 << none << 0;
    QTest::newRow("fairymax string") << "fairymax" << "Dummy String Example" << "string" << "happy birthday!" << "happy birthday!" << 0 << 0 << none << 0;
    QTest::newRow("fairymax path") << "fairymax" << "Dummy Path Example" << "path" << "." << "." << 0 << 0 << none << 0;
    QTest::newRow("fairymax button") << "fairymax" << "Save in hash file" << "button" << "" << "" << 0 << 0 << none << 0;
    // sjaakii
    QTest::newRow("sjaakii starred combo") << "sjaakii" << "Mate search" << "combo" << "Enabled for drop games" << "Enabled for drop games" << 0 << 0 << QStringList{"Disabled", "Enabled for drop games", "Enabled"} << 3;
    QTest::newRow("sjaakii last starred") << "sjaakii" << "Level" << "combo" << "Normal" << "Normal" << 0 << 0 << QStringList{"Clueless", "Random"} << 4;
    QTest::newRow("sjaakii 88 variants") << "sjaakii" << "Variant fairy selects" << "combo" << "chess (8x8+0)" << "chess (8x8+0)" << 0 << 0 << QStringList{"chess (8x8+0)", "seirawan (8x8+0)"} << 88;
    QTest::newRow("sjaakii wide spin") << "sjaakii" << "Resign threshold" << "spin" << "500" << "500" << 100 << 16000 << none << 0;
    QTest::newRow("sjaakii check on") << "sjaakii" << "Send O-O/O-O-O for castling" << "check" << "1" << "on" << 0 << 0 << none << 0;
    QTest::newRow("sjaakii empty string") << "sjaakii" << "Set variant alias" << "string" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("sjaakii empty file") << "sjaakii" << "Variant configuration file" << "file" << "" << "" << 0 << 0 << none << 0;
    // hachu
    QTest::newRow("hachu negative spin") << "hachu" << "Contempt" << "spin" << "0" << "0" << -200 << 200 << none << 0;
    QTest::newRow("hachu combo") << "hachu" << "Tsume" << "combo" << "no" << "no" << 0 << 0 << QStringList{"no", "Sente mates", "Gote mates"} << 3;
    QTest::newRow("hachu check on") << "hachu" << "Full analysis PV" << "check" << "1" << "on" << 0 << 0 << none << 0;
    // polyglot + stockfish
    QTest::newRow("polyglot spin at max") << "polyglot-stockfish" << "Skill Level" << "spin" << "20" << "20" << 0 << 20 << none << 0;
    QTest::newRow("polyglot spin at min") << "polyglot-stockfish" << "UCI_Elo" << "spin" << "1350" << "1350" << 1350 << 2850 << none << 0;
    QTest::newRow("polyglot <empty> literally") << "polyglot-stockfish" << "Debug Log File" << "file" << "<empty>" << "<empty>" << 0 << 0 << none << 0;
    QTest::newRow("polyglot save") << "polyglot-stockfish" << "Polyglot Save" << "save" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("polyglot button") << "polyglot-stockfish" << "Clear Hash" << "button" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("polyglot string") << "polyglot-stockfish" << "Polyglot exclude move" << "string" << "" << "" << 0 << 0 << none << 0;
    // tabiya-engine
    QTest::newRow("tabiya slider") << "tabiya-engine" << "Contempt" << "slider" << "0" << "0" << -100 << 100 << none << 0;
    QTest::newRow("tabiya combo") << "tabiya-engine" << "Style" << "combo" << "Normal" << "Normal" << 0 << 0 << QStringList{"Normal", "Aggressive", "Solid"} << 3;
    QTest::newRow("tabiya hash") << "tabiya-engine" << "Hash" << "spin" << "64" << "64" << 1 << 4096 << none << 0;
    QTest::newRow("tabiya save") << "tabiya-engine" << "Save Settings" << "save" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("tabiya reset") << "tabiya-engine" << "Reset Options" << "reset" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("tabiya file") << "tabiya-engine" << "Log File" << "file" << "" << "" << 0 << 0 << none << 0;
    // fake engine
    QTest::newRow("fake combo") << "fake-engine" << "Style" << "combo" << "Normal" << "Normal" << 0 << 0 << QStringList{"Solid", "Normal", "Risky"} << 3;
    QTest::newRow("fake file") << "fake-engine" << "Book File" << "file" << "/tmp/book.bin" << "/tmp/book.bin" << 0 << 0 << none << 0;
    QTest::newRow("fake reset") << "fake-engine" << "Defaults" << "reset" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("fake check") << "fake-engine" << "Ponder" << "check" << "0" << "off" << 0 << 0 << none << 0;
    // fake engine, CXBoard
    QTest::newRow("cxboard spin") << "fake-engine-cxboard" << "Hash" << "spin" << "32" << "32" << 0 << 256 << none << 0;
    QTest::newRow("cxboard check") << "fake-engine-cxboard" << "Null Move" << "check" << "1" << "on" << 0 << 0 << none << 0;
    QTest::newRow("cxboard combo") << "fake-engine-cxboard" << "Search" << "combo" << "MTD" << "MTD" << 0 << 0 << QStringList{"MTD", "NegaScout", "AlphaBeta"} << 3;
    QTest::newRow("cxboard <empty> string") << "fake-engine-cxboard" << "Book" << "string" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("cxboard button") << "fake-engine-cxboard" << "Clear Hash" << "button" << "" << "" << 0 << 0 << none << 0;
    // tabiya-engine, CXBoard: checks true/false, strings <empty>, save and reset as buttons
    QTest::newRow("cxboard tabiya check") << "tabiya-engine-cxboard" << "Ponder" << "check" << "0" << "off" << 0 << 0 << none << 0;
    QTest::newRow("cxboard tabiya negative spin") << "tabiya-engine-cxboard" << "Contempt" << "spin" << "0" << "0" << -100 << 100 << none << 0;
    QTest::newRow("cxboard tabiya combo") << "tabiya-engine-cxboard" << "Variant" << "combo" << "XiangQi" << "XiangQi" << 0 << 0 << QStringList{"XiangQi", "Chess"} << 2;
    QTest::newRow("cxboard tabiya string") << "tabiya-engine-cxboard" << "Log File" << "string" << "" << "" << 0 << 0 << none << 0;
    QTest::newRow("cxboard tabiya save is a button") << "tabiya-engine-cxboard" << "Save Settings" << "button" << "" << "" << 0 << 0 << none << 0;
    // clang-format on
}

void TestEngineOptionsDialog::editors() {
    QFETCH(QString, engine);
    QFETCH(QString, option);
    QFETCH(QString, widget);
    QFETCH(QString, value);
    QFETCH(QString, defaultShown);
    QFETCH(int, min);
    QFETCH(int, max);
    QFETCH(QStringList, choices);
    QFETCH(int, choiceCount);
    EngineOptionsDialog d(engine, parse(engine).options);
    const int row = d.model()->rowOf(option);
    QVERIFY2(row >= 0, "no row");
    QCOMPARE(defaultText(d, option), defaultShown);
    QCOMPARE(d.model()->value(row), value);
    QWidget* editor = d.editorFor(option);
    if (widget == QLatin1String("check")) {
        QVERIFY(!editor);
        QCOMPARE(viewIndex(d, option, EngineOptionModel::ValueColumn).data(Qt::CheckStateRole),
                 QVariant(value == QLatin1String("1") ? Qt::Checked : Qt::Unchecked));
        QVERIFY(viewIndex(d, option, EngineOptionModel::ValueColumn).flags() &
                Qt::ItemIsUserCheckable);
    } else if (widget == QLatin1String("spin")) {
        auto* s = qobject_cast<QSpinBox*>(editor);
        QVERIFY(s);
        QCOMPARE(s->minimum(), min);
        QCOMPARE(s->maximum(), max);
        QCOMPARE(QString::number(s->value()), value);
    } else if (widget == QLatin1String("slider")) {
        QVERIFY(editor);
        auto* s = editor->findChild<QSlider*>(QStringLiteral("slider"));
        auto* label = editor->findChild<QLabel*>(QStringLiteral("sliderValue"));
        QVERIFY(s && label);
        QCOMPARE(s->minimum(), min);
        QCOMPARE(s->maximum(), max);
        QCOMPARE(QString::number(s->value()), value);
        QCOMPARE(label->text(), value);
        s->setValue(max);
        QCOMPARE(label->text(), QString::number(max)); // the label follows the slider
        QCOMPARE(d.model()->changedValues(),
                 (QList<QPair<QString, QString>>{{option, QString::number(max)}}));
    } else if (widget == QLatin1String("combo")) {
        auto* c = qobject_cast<QComboBox*>(editor);
        QVERIFY(c);
        QCOMPARE(c->count(), choiceCount);
        for (int i = 0; i < choices.size(); ++i)
            QCOMPARE(c->itemText(i), choices[i]);
        QCOMPARE(c->currentText(), value);
        // Eighty-eight long choices must not make the box (and the dialog) wide.
        QVERIFY(c->sizeHint().width() < 260);
    } else if (widget == QLatin1String("string")) {
        auto* e = qobject_cast<QLineEdit*>(editor);
        QVERIFY(e);
        QCOMPARE(e->text(), value);
    } else if (widget == QLatin1String("file") || widget == QLatin1String("path")) {
        QVERIFY(editor);
        auto* e = editor->findChild<QLineEdit*>(QStringLiteral("path"));
        auto* browse = editor->findChild<QToolButton*>(QStringLiteral("browse"));
        QVERIFY(e && browse);
        QCOMPARE(e->text(), value);
        // A button of the same small width in every language, its word in the tooltip: the
        // path keeps its room (German "Durchsuchen…" clipped it).
        QCOMPARE(browse->text(), QStringLiteral("…"));
        QVERIFY(!browse->toolTip().isEmpty());
    } else { // button, save, reset
        auto* b = qobject_cast<QPushButton*>(editor);
        QVERIFY(b);
        QCOMPARE(b->text(), option);
        QVERIFY(
            !(viewIndex(d, option, EngineOptionModel::ValueColumn).flags() & Qt::ItemIsEditable));
        QCOMPARE(EngineOption::typeName(d.model()->option(row).type), widget);
    }
}

void TestEngineOptionsDialog::resources_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QStringList>("tabiyaRows"); // in order, first in the table
    QTest::addColumn<QStringList>("hidden");     // engine options Tabiya's rows replace
    QTest::addColumn<int>("rows");
    QTest::newRow("fairymax: memory")
        << "fairymax" << QStringList{"Hash (MB)"} << QStringList{} << 15;
    QTest::newRow("sjaakii: memory")
        << "sjaakii" << QStringList{"Hash (MB)"} << QStringList{} << 23;
    QTest::newRow("hachu: memory") << "hachu" << QStringList{"Hash (MB)"} << QStringList{} << 8;
    QTest::newRow("polyglot: memory smp egt")
        << "polyglot-stockfish" << QStringList{"Hash (MB)", "Threads", "Tablebases (syzygy)"}
        << QStringList{} << 36;
    QTest::newRow("tabiya: memory smp, Hash hidden")
        << "tabiya-engine" << QStringList{"Hash (MB)", "Threads"} << QStringList{"Hash"} << 12;
    QTest::newRow("fake: memory smp egt, Hash hidden")
        << "fake-engine" << QStringList{"Hash (MB)", "Threads", "Tablebases (syzygy)"}
        << QStringList{"Hash"} << 8;
    QTest::newRow("cxboard: nothing asked, Hash shown")
        << "fake-engine-cxboard" << QStringList{} << QStringList{} << 5;
}

// Tabiya's hash / threads / tablebase rows appear exactly for what the engine asked for,
// hide the engine's own option for the same thing, and come back as resources().
void TestEngineOptionsDialog::resources() {
    QFETCH(QString, engine);
    QFETCH(QStringList, tabiyaRows);
    QFETCH(QStringList, hidden);
    QFETCH(int, rows);
    const Captured c = parse(engine);
    EngineOptionsDialog d(engine, c.options);
    EngineResources start;
    start.memoryMb = 128;
    start.cores = 2;
    d.setResources(start, c.caps);
    QCOMPARE(d.model()->rowCount(), rows);
    for (int i = 0; i < tabiyaRows.size(); ++i) {
        QCOMPARE(d.model()->option(i).name, tabiyaRows[i]);
        QVERIFY(d.model()->index(i, 0).data(EngineOptionModel::TabiyaSettingRole).toBool());
    }
    QVERIFY(!d.model()
                 ->index(tabiyaRows.size(), 0)
                 .data(EngineOptionModel::TabiyaSettingRole)
                 .toBool());
    for (const QString& h : hidden)
        QCOMPARE(d.model()->rowOf(h), -1);
    if (engine == QLatin1String("fake-engine-cxboard")) QVERIFY(d.model()->rowOf("Hash") >= 0);
    QVERIFY(!d.resourcesChanged());
    QCOMPARE(d.resources(), start);

    // The rows edit like options and are returned apart from them.
    QTemporaryDir tb;
    EngineResources expected = start;
    for (int i = 0; i < tabiyaRows.size(); ++i) {
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(d.view()->model());
        QWidget* editor = d.view()->indexWidget(proxy->index(i, EngineOptionModel::ValueColumn));
        QVERIFY(editor);
        if (auto* s = qobject_cast<QSpinBox*>(editor)) {
            QCOMPARE(s->value(), i == 0 ? 128 : 2);
            QCOMPARE(s->minimum(), 0); // 0: not sent, the engine decides
            QVERIFY(!s->specialValueText().isEmpty());
            s->setValue(s->value() * 2);
            (i == 0 ? expected.memoryMb : expected.cores) *= 2;
        } else {
            auto* e = editor->findChild<QLineEdit*>(QStringLiteral("path"));
            QVERIFY(e);
            QVERIFY(e->text().isEmpty());
            e->setText(tb.path());
            emit e->textEdited(tb.path());
            expected.egtPaths = {{QStringLiteral("syzygy"), tb.path()}};
        }
    }
    d.accept();
    QVERIFY(d.changedValues().isEmpty()); // none of the engine's options changed
    QCOMPARE(d.resourcesChanged(), !tabiyaRows.isEmpty());
    QCOMPARE(d.resources(), expected);
}

// Only what was changed is returned; a value changed and changed back is not.
void TestEngineOptionsDialog::onlyChangedValues() {
    EngineOptionsDialog d(QStringLiteral("fairymax"), parse("fairymax").options);
    d.show();
    QSpinBox* threshold = spinFor(d, "Resign Threshold");
    QSpinBox* claim = spinFor(d, "Claim draw after");
    QVERIFY(threshold && claim);
    QPushButton* apply = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Apply);
    QSignalSpy pending(d.model(), &EngineOptionModel::pendingChanged);
    threshold->setValue(900);
    QVERIFY(apply->isEnabled());
    QCOMPARE(pending.count(), 1);
    claim->setValue(60);
    claim->setValue(50); // back: nothing to send
    // Space on the check's row toggles it, as a person would with the keyboard.
    d.view()->setCurrentIndex(viewIndex(d, "Resign", EngineOptionModel::ValueColumn));
    QTest::keyClick(d.view(), Qt::Key_Space);
    QCOMPARE(d.model()->value(d.model()->rowOf("Resign")), QStringLiteral("1"));
    // Pending rows are italic in the name column; values off their default are bold.
    const QFont f = viewIndex(d, "Resign Threshold", 0).data(Qt::FontRole).value<QFont>();
    QVERIFY(f.italic() && f.bold());
    QVERIFY(!viewIndex(d, "Claim draw after", 0).data(Qt::FontRole).isValid());
    const QList<QPair<QString, QString>> expected{{"Resign", "1"}, {"Resign Threshold", "900"}};
    QCOMPARE(d.model()->changedValues(), expected);
    QSignalSpy applied(&d, &EngineOptionsDialog::applied);
    d.accept();
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(d.changedValues(), expected);
    QCOMPARE(applied.count(), 1);
    QVERIFY(!d.model()->hasPending());
    QVERIFY(!apply->isEnabled());
}

// Apply twice: each option once, with its last value, in the order first applied; Cancel
// afterwards keeps what Apply already took.
void TestEngineOptionsDialog::appliedAccumulates() {
    EngineOptionsDialog d(QStringLiteral("hachu"), parse("hachu").options);
    QSpinBox* contempt = spinFor(d, "Contempt");
    auto* tsume = qobject_cast<QComboBox*>(d.editorFor("Tsume"));
    QVERIFY(contempt && tsume);
    contempt->setValue(-50);
    d.apply();
    tsume->setCurrentText("Gote mates");
    contempt->setValue(25);
    d.apply();
    contempt->setValue(30); // not applied
    d.reject();
    const QList<QPair<QString, QString>> expected{{"Contempt", "25"}, {"Tsume", "Gote mates"}};
    QCOMPARE(d.changedValues(), expected);
    QCOMPARE(contempt->value(), 25); // the pending 30 is gone
}

void TestEngineOptionsDialog::cancelDropsPending() {
    EngineOptionsDialog d(QStringLiteral("tabiya-engine"), parse("tabiya-engine").options);
    spinFor(d, "MultiPV")->setValue(4);
    QVERIFY(d.model()->hasPending());
    d.reject();
    QVERIFY(d.changedValues().isEmpty());
    QVERIFY(!d.model()->hasPending());
    QCOMPARE(spinFor(d, "MultiPV")->value(), 1);
}

// A stored value off the default shows bold; Reset to Default puts the default back.
void TestEngineOptionsDialog::resetToDefault() {
    QList<EngineOption> options = parse("fairymax").options;
    for (EngineOption& o : options)
        if (o.name == QLatin1String("Resign Threshold")) o.value = QStringLiteral("1000");
    EngineOptionsDialog d(QStringLiteral("fairymax"), options);
    const QModelIndex name = viewIndex(d, "Resign Threshold", 0);
    QVERIFY(name.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!name.data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(spinFor(d, "Resign Threshold")->value(), 1000);
    d.view()->setCurrentIndex(viewIndex(d, "Claim draw after", 0));
    QVERIFY(!d.resetButton()->isEnabled()); // at its default already
    d.view()->setCurrentIndex(name);
    QVERIFY(d.resetButton()->isEnabled());
    QTest::mouseClick(d.resetButton(), Qt::LeftButton);
    QCOMPARE(spinFor(d, "Resign Threshold")->value(), 800);
    QVERIFY(!d.resetButton()->isEnabled());
    d.accept();
    QCOMPARE(d.changedValues(), (QList<QPair<QString, QString>>{{"Resign Threshold", "800"}}));
}

// Clicking into an editor makes its row the selected one (Reset to Default acts on it).
void TestEngineOptionsDialog::focusSelectsRow() {
    EngineOptionsDialog d(QStringLiteral("tabiya-engine"), parse("tabiya-engine").options);
    d.show();
    d.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QWidget* slider = d.editorFor("Contempt")->findChild<QSlider*>();
    slider->setFocus(Qt::MouseFocusReason);
    QTRY_COMPARE(d.view()->currentIndex().row(), viewIndex(d, "Contempt", 1).row());
    QCOMPARE(d.view()->currentIndex().column(), int(EngineOptionModel::ValueColumn));
    QVERIFY(d.view()->selectionModel()->isRowSelected(viewIndex(d, "Contempt", 1).row()));
}

// Tab walks down the editors; Enter is OK and Escape is Cancel even inside an editor.
void TestEngineOptionsDialog::keyboard() {
    EngineOptionsDialog d(QStringLiteral("hachu"), parse("hachu").options);
    d.show();
    d.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    QSpinBox* contempt = spinFor(d, "Contempt");
    contempt->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(contempt->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), d.editorFor("Tsume")); // the next row's editor
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
    QTRY_VERIFY(contempt->hasFocus());
    contempt->setValue(10);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(d.result(), int(QDialog::Rejected));
    QVERIFY(!d.isVisible());
    QVERIFY(d.changedValues().isEmpty());

    EngineOptionsDialog ok(QStringLiteral("hachu"), parse("hachu").options);
    ok.show();
    ok.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&ok));
    QSpinBox* spin = spinFor(ok, "Contempt");
    spin->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(spin->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(ok.result(), int(QDialog::Accepted));
    QCOMPARE(ok.changedValues(), (QList<QPair<QString, QString>>{{"Contempt", "1"}}));
}

void TestEngineOptionsDialog::lineBreakRefused() {
    EngineOptionsDialog d(QStringLiteral("sjaakii"), parse("sjaakii").options);
    const int row = d.model()->rowOf("Set variant alias");
    QVERIFY(!d.model()->setValue(row, QStringLiteral("a\nb")));
    QVERIFY(!d.model()->setValue(row, QStringLiteral("a\rb")));
    QVERIFY(!d.model()->setData(d.model()->index(row, 1), QStringLiteral("x\ny"), Qt::EditRole));
    // Pasted into the editor: refused, and the editor shows the model's value again.
    auto* edit = qobject_cast<QLineEdit*>(d.editorFor("Set variant alias"));
    QVERIFY(edit);
    edit->setText(QStringLiteral("evil\nquit"));
    auto* delegate = qobject_cast<EngineOptionDelegate*>(d.view()->itemDelegate());
    delegate->setModelData(edit, d.view()->model(),
                           viewIndex(d, "Set variant alias", EngineOptionModel::ValueColumn));
    QCOMPARE(edit->text(), QString());
    QVERIFY(!d.model()->hasPending());
    d.accept();
    QVERIFY(d.changedValues().isEmpty());
}

void TestEngineOptionsDialog::filter() {
    EngineOptionsDialog d(QStringLiteral("sjaakii"), parse("sjaakii").options);
    QVERIFY(d.filterEdit()->isVisibleTo(&d));
    QTest::keyClicks(d.filterEdit(), QStringLiteral("RESIGN"));
    QCOMPARE(d.view()->model()->rowCount(), 2);
    QVERIFY(qobject_cast<QSpinBox*>(d.editorFor("Resign threshold")));
    QVERIFY(qobject_cast<QSpinBox*>(d.editorFor("Moves before resigning (0 to disable)")));
    QVERIFY(!d.editorFor("MultiPV")); // filtered out
    // An edit made while filtered survives the filter's change.
    spinFor(d, "Resign threshold")->setValue(700);
    d.filterEdit()->clear();
    QCOMPARE(d.view()->model()->rowCount(), 22);
    QVERIFY(qobject_cast<QSpinBox*>(d.editorFor("MultiPV"))); // editors opened again
    QCOMPARE(spinFor(d, "Resign threshold")->value(), 700);
    QTest::keyClicks(d.filterEdit(), QStringLiteral("no such option"));
    QCOMPARE(d.view()->model()->rowCount(), 0);
}

void TestEngineOptionsDialog::browse_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("option");
    QTest::addColumn<bool>("folder");
    QTest::newRow("fairymax file") << "fairymax"
                                   << "Ini File" << false;
    QTest::newRow("fairymax path") << "fairymax"
                                   << "Dummy Path Example" << true;
    QTest::newRow("polyglot file") << "polyglot-stockfish"
                                   << "Polyglot BookFile" << false;
}

// Browse opens a (non-blocking) file or folder dialog whose choice becomes the value.
void TestEngineOptionsDialog::browse() {
    QFETCH(QString, engine);
    QFETCH(QString, option);
    QFETCH(bool, folder);
    EngineOptionsDialog d(engine, parse(engine).options);
    d.show();
    QWidget* editor = d.editorFor(option);
    QVERIFY(editor);
    QTest::mouseClick(editor->findChild<QToolButton*>(QStringLiteral("browse")), Qt::LeftButton);
    QFileDialog* fd = nullptr;
    QTRY_VERIFY((fd = d.findChild<QFileDialog*>(QStringLiteral("browseDialog"))));
    QCOMPARE(fd->fileMode(), folder ? QFileDialog::Directory : QFileDialog::AnyFile);
    QTemporaryDir dir;
    const QString chosen = folder ? dir.path() : dir.filePath(QStringLiteral("book.bin"));
    emit fd->fileSelected(chosen);
    fd->close();
    QCOMPARE(editor->findChild<QLineEdit*>(QStringLiteral("path"))->text(),
             QDir::toNativeSeparators(chosen));
    QCOMPARE(d.model()->changedValues(), (QList<QPair<QString, QString>>{{option, chosen}}));
}

// Engine text is shown as it is, never as markup, in cells, editors and tooltips.
void TestEngineOptionsDialog::engineTextLiteral() {
    QList<EngineOption> options;
    for (const char* line :
         {"<b>bold</b> -check 0", "Name -string <i>y</i>", "Pick -combo <u>a</u> /// b"})
        options.append(*parseCecpOption(QString::fromLatin1(line)));
    EngineOptionsDialog d(QStringLiteral("<h1>Evil</h1>"), options);
    QCOMPARE(d.windowTitle(), QStringLiteral("<h1>Evil</h1> Settings"));
    QCOMPARE(viewIndex(d, "<b>bold</b>", 0).data().toString(), QStringLiteral("<b>bold</b>"));
    const QString tip = viewIndex(d, "<b>bold</b>", 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt;")), qPrintable(tip));
    QVERIFY(!tip.contains(QStringLiteral("<b>")));
    const QString defTip = viewIndex(d, "Name", 2).data(Qt::ToolTipRole).toString();
    QVERIFY2(defTip.contains(QStringLiteral("&lt;i&gt;")), qPrintable(defTip));
    QCOMPARE(qobject_cast<QLineEdit*>(d.editorFor("Name"))->text(), QStringLiteral("<i>y</i>"));
    QCOMPARE(defaultText(d, "Name"), QStringLiteral("<i>y</i>"));
    QCOMPARE(qobject_cast<QComboBox*>(d.editorFor("Pick"))->itemText(0),
             QStringLiteral("<u>a</u>"));
}

// Without an engine, button / save / reset rows are shown but cannot be pressed.
void TestEngineOptionsDialog::buttonsNeedEngine() {
    EngineOptionsDialog d(QStringLiteral("tabiya-engine"), parse("tabiya-engine").options);
    for (const char* name : {"Clear Hash", "Save Settings", "Reset Options"}) {
        auto* b = qobject_cast<QPushButton*>(d.editorFor(QString::fromLatin1(name)));
        QVERIFY(b);
        QVERIFY(!b->isEnabled());
        QVERIFY(!b->autoDefault());
    }
}

// Bold means "not the default shown": Tabiya's own Hash and Threads rows show the values
// Tabiya sends when nobody chose (64 MB, one thread) as their default, and are bold only
// when the value differs from that.
void TestEngineOptionsDialog::resourceRowsBoldOnlyAwayFromDefault() {
    EngineCapabilities caps;
    caps.memory = true;
    caps.smp = true;
    EngineOptionModel model;
    EngineResources start; // as a fresh installation has them
    start.memoryMb = EngineResources::DefaultMemoryMb;
    start.cores = EngineResources::DefaultCores;
    model.setResources(start, caps);
    auto bold = [&model](int row) {
        return model.index(row, EngineOptionModel::NameColumn)
            .data(Qt::FontRole)
            .value<QFont>()
            .bold();
    };
    auto shownDefault = [&model](int row) {
        return model.index(row, EngineOptionModel::DefaultColumn).data().toString();
    };
    QCOMPARE(model.option(0).name, QStringLiteral("Hash (MB)"));
    QCOMPARE(shownDefault(0), QStringLiteral("64"));
    QCOMPARE(shownDefault(1), QStringLiteral("1"));
    for (int row : {0, 1}) {
        QVERIFY(!bold(row));
        QVERIFY(!model.isModified(row));
    }
    // A value away from the default is bold; 0 (the engine's own) is one too.
    QVERIFY(model.setValue(0, QStringLiteral("128")));
    QVERIFY(bold(0));
    QVERIFY(model.setValue(1, QStringLiteral("0")));
    QVERIFY(bold(1));
    QCOMPARE(model.index(1, EngineOptionModel::ValueColumn).data().toString(),
             QStringLiteral("engine's own"));
    model.resetToDefault(0);
    QVERIFY(!bold(0));
    QCOMPARE(model.resources().memoryMb, 64);
}

QTEST_MAIN(TestEngineOptionsDialog)
#include "tst_engineoptionsdialog.moc"
