// Unit: the level functions of app/session/enginelevel.h: which way an engine's options
// give to limit it (tabiya-engine's Limit Strength + Elo, UCI_LimitStrength + UCI_Elo,
// Skill Level, else a search depth), the option values and depth a level comes to, the
// level read back from option values, and the moderate default (Elo 1500) of Tabiya's own
// engine.
#include "app/session/enginecatalog.h"
#include "app/session/enginelevel.h"

#include <QTest>

using namespace tabiya;

Q_DECLARE_METATYPE(tabiya::EngineLevel)

class TestEngineLevel : public QObject {
    Q_OBJECT
private slots:
    void scale_data();
    void scale();
    void settings_data();
    void settings();
    void levelReadBack_data();
    void levelReadBack();
    void applyToConfig();
    void defaultIsModerate();
    void strengthOptionsKept();
    void texts();
};

namespace {

using Options = QList<EngineOption>;
using Values = QList<QPair<QString, QString>>;

EngineOption check(const char* name, const char* value = "0") {
    EngineOption o;
    o.name = QString::fromLatin1(name);
    o.type = EngineOption::Type::Check;
    o.value = o.defaultValue = QString::fromLatin1(value);
    return o;
}

EngineOption spin(const char* name, int value, int min, int max) {
    EngineOption o;
    o.name = QString::fromLatin1(name);
    o.type = EngineOption::Type::Spin;
    o.value = o.defaultValue = QString::number(value);
    o.min = min;
    o.max = max;
    return o;
}

EngineOption text(const char* name) {
    EngineOption o;
    o.name = QString::fromLatin1(name);
    o.type = EngineOption::Type::String;
    return o;
}

// Stockfish through PolyGlot or a UCI adapter: its options as they arrive.
Options stockfish() {
    return {spin("Hash", 16, 1, 33554432), check("UCI_LimitStrength"),
            spin("UCI_Elo", 1320, 1320, 3190), spin("Skill Level", 20, 0, 20)};
}

Options tabiyaEngine() {
    return EngineCatalog::defaultEngineStrengthOptions();
}

} // namespace

void TestEngineLevel::scale_data() {
    QTest::addColumn<Options>("options");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("switchOption");
    QTest::addColumn<QString>("valueOption");
    QTest::addColumn<int>("min");
    QTest::addColumn<int>("max");
    QTest::newRow("tabiya-engine")
        << tabiyaEngine() << int(LevelKind::Elo) << QStringLiteral("Limit Strength")
        << QStringLiteral("Elo") << 600 << 2800;
    QTest::newRow("UCI") << stockfish() << int(LevelKind::Elo)
                         << QStringLiteral("UCI_LimitStrength") << QStringLiteral("UCI_Elo") << 1320
                         << 3190;
    // Names as the engine spells them, found whatever their case.
    QTest::newRow("case") << Options{check("uci_limitstrength"), spin("uci_elo", 1500, 1000, 2000)}
                          << int(LevelKind::Elo) << QStringLiteral("uci_limitstrength")
                          << QStringLiteral("uci_elo") << 1000 << 2000;
    QTest::newRow("skill only") << Options{spin("Skill Level", 20, 0, 20)} << int(LevelKind::Skill)
                                << QString() << QStringLiteral("Skill Level") << 0 << 20;
    // An Elo spin without its switch, or a switch that is no check, is no Elo scale.
    QTest::newRow("Elo without switch")
        << Options{spin("UCI_Elo", 1500, 1000, 2000), spin("Skill Level", 10, 0, 20)}
        << int(LevelKind::Skill) << QString() << QStringLiteral("Skill Level") << 0 << 20;
    QTest::newRow("switch not a check")
        << Options{text("UCI_LimitStrength"), spin("UCI_Elo", 1500, 1000, 2000)}
        << int(LevelKind::Depth) << QString() << QString() << level::MinDepth << level::MaxDepth;
    // GNU Chess, Fairy-Max: no option of the kind; XBoard's way, a fixed depth.
    QTest::newRow("none") << Options{spin("Hash", 16, 1, 1024), text("Book")}
                          << int(LevelKind::Depth) << QString() << QString() << level::MinDepth
                          << level::MaxDepth;
    QTest::newRow("no options") << Options{} << int(LevelKind::Depth) << QString() << QString()
                                << level::MinDepth << level::MaxDepth;
}

void TestEngineLevel::scale() {
    QFETCH(Options, options);
    QFETCH(int, kind);
    QFETCH(QString, switchOption);
    QFETCH(QString, valueOption);
    QFETCH(int, min);
    QFETCH(int, max);
    const LevelScale s = level::scaleFor(options);
    QCOMPARE(int(s.kind), kind);
    QCOMPARE(s.switchOption, switchOption);
    QCOMPARE(s.valueOption, valueOption);
    QCOMPARE(s.min, min);
    QCOMPARE(s.max, max);
}

void TestEngineLevel::settings_data() {
    QTest::addColumn<Options>("options");
    QTest::addColumn<EngineLevel>("level");
    QTest::addColumn<Values>("values");
    QTest::addColumn<int>("depth");
    const QString limit = QStringLiteral("Limit Strength"), elo = QStringLiteral("Elo");
    QTest::newRow("tabiya Elo 1500") << tabiyaEngine() << EngineLevel{LevelKind::Elo, 1500}
                                     << Values{{limit, "1"}, {elo, "1500"}} << 0;
    QTest::newRow("tabiya full") << tabiyaEngine() << EngineLevel{} << Values{{limit, "0"}} << 0;
    // Out of range: clamped to the engine's own limits.
    QTest::newRow("tabiya below range") << tabiyaEngine() << EngineLevel{LevelKind::Elo, 100}
                                        << Values{{limit, "1"}, {elo, "600"}} << 0;
    QTest::newRow("UCI Elo 2000") << stockfish() << EngineLevel{LevelKind::Elo, 2000}
                                  << Values{{"UCI_LimitStrength", "1"}, {"UCI_Elo", "2000"}} << 0;
    const Options skill{spin("Skill Level", 20, 0, 20)};
    QTest::newRow("skill 8") << skill << EngineLevel{LevelKind::Skill, 8}
                             << Values{{"Skill Level", "8"}} << 0;
    QTest::newRow("skill full") << skill << EngineLevel{} << Values{{"Skill Level", "20"}} << 0;
    QTest::newRow("depth 4") << Options{} << EngineLevel{LevelKind::Depth, 4} << Values{} << 4;
    QTest::newRow("depth full") << Options{} << EngineLevel{} << Values{} << 0;
    // A level of another kind than the engine's scale sends nothing.
    QTest::newRow("Elo on a depth scale")
        << Options{} << EngineLevel{LevelKind::Elo, 1500} << Values{} << 0;
}

void TestEngineLevel::settings() {
    QFETCH(Options, options);
    QFETCH(EngineLevel, level);
    QFETCH(Values, values);
    QFETCH(int, depth);
    const LevelSettings s = level::settingsFor(level::scaleFor(options), level);
    QCOMPARE(s.options, values);
    QCOMPARE(s.maxDepth, depth);
}

void TestEngineLevel::levelReadBack_data() {
    QTest::addColumn<Options>("options");
    QTest::addColumn<Values>("values");
    QTest::addColumn<int>("maxDepth");
    QTest::addColumn<EngineLevel>("level");
    QTest::newRow("tabiya default") << tabiyaEngine() << Values{} << 0 << EngineLevel{};
    // -firstOptions "Limit Strength=true,Elo=1500": what the headless PGN reports.
    QTest::newRow("tabiya 1500") << tabiyaEngine()
                                 << Values{{"Limit Strength", "true"}, {"Elo", "1500"}} << 0
                                 << EngineLevel{LevelKind::Elo, 1500};
    // Limit Strength wins over Skill Level, as in the engine itself.
    QTest::newRow("Elo over skill")
        << tabiyaEngine() << Values{{"Limit Strength", "1"}, {"Elo", "2000"}, {"Skill Level", "3"}}
        << 0 << EngineLevel{LevelKind::Elo, 2000};
    QTest::newRow("skill when off")
        << tabiyaEngine() << Values{{"Limit Strength", "0"}, {"Skill Level", "3"}} << 0
        << EngineLevel{LevelKind::Skill, 3};
    QTest::newRow("UCI") << stockfish()
                         << Values{{"UCI_LimitStrength", "true"}, {"UCI_Elo", "1800"}} << 0
                         << EngineLevel{LevelKind::Elo, 1800};
    QTest::newRow("depth") << Options{} << Values{} << 5 << EngineLevel{LevelKind::Depth, 5};
    QTest::newRow("Elo over depth") << tabiyaEngine() << Values{{"Limit Strength", "1"}} << 5
                                    << EngineLevel{LevelKind::Elo, 1500};
}

void TestEngineLevel::levelReadBack() {
    QFETCH(Options, options);
    QFETCH(Values, values);
    QFETCH(int, maxDepth);
    QFETCH(EngineLevel, level);
    QCOMPARE(level::levelOf(level::withValues(options, values), maxDepth), level);
}

void TestEngineLevel::applyToConfig() {
    EngineConfig config;
    config.strengthOptions = tabiyaEngine();
    // A value saved for the engine is replaced, the others stay.
    config.initialOptions = {{QStringLiteral("Hash"), QStringLiteral("64")},
                             {QStringLiteral("elo"), QStringLiteral("2400")}};
    TimeControl tc;
    tc.maxDepth = 9;
    level::apply(config, tc, {LevelKind::Elo, 1200});
    const Values expected{{"Hash", "64"}, {"Limit Strength", "1"}, {"Elo", "1200"}};
    QCOMPARE(config.initialOptions, expected);
    QCOMPARE(tc.maxDepth, 9); // an Elo level leaves the time control alone
    // No strength option: a depth level goes into the time control.
    EngineConfig fairymax;
    TimeControl clock;
    level::apply(fairymax, clock, {LevelKind::Depth, 3});
    QVERIFY(fairymax.initialOptions.isEmpty());
    QCOMPARE(clock.maxDepth, 3);
    // Full strength keeps the time control's own depth (New Game's "Search depth").
    clock.maxDepth = 7;
    level::apply(fairymax, clock, EngineLevel{});
    QCOMPARE(clock.maxDepth, 7);
}

void TestEngineLevel::defaultIsModerate() {
    // Tabiya's own engine, as the engine list knows it before it starts, starts at Elo
    // 1500 with the limit on; an engine offering only a depth starts at full strength.
    const EngineCatalog catalog;
    const EngineConfig own = catalog.config(catalog.defaultEntry());
    QCOMPARE(level::initialLevel(own), (EngineLevel{LevelKind::Elo, 1500}));
    QCOMPARE(level::defaultLevel(level::scaleFor(stockfish())),
             (EngineLevel{LevelKind::Elo, 1500}));
    QCOMPARE(level::initialLevel(EngineConfig{}), EngineLevel{});
    // A level saved with the engine's options is where it starts instead.
    EngineConfig saved = own;
    saved.initialOptions = {{QStringLiteral("Limit Strength"), QStringLiteral("true")},
                            {QStringLiteral("Elo"), QStringLiteral("2100")}};
    QCOMPARE(level::initialLevel(saved), (EngineLevel{LevelKind::Elo, 2100}));
}

void TestEngineLevel::strengthOptionsKept() {
    // Only the declarations that set strength are kept with an engine's entry, and they
    // survive the settings.
    const Options kept = level::strengthOptions(stockfish());
    QCOMPARE(kept.size(), 3);
    QCOMPARE(kept[0].name, QStringLiteral("UCI_LimitStrength"));
    QCOMPARE(kept[1].name, QStringLiteral("UCI_Elo"));
    QCOMPARE(kept[2].name, QStringLiteral("Skill Level"));
    EngineEntry e;
    e.name = QStringLiteral("Stockfish");
    e.program = QStringLiteral("stockfish");
    e.strengthOptions = kept;
    QCOMPARE(EngineEntry::fromVariant(e.toVariant()).strengthOptions, kept);
    // The stored default entry keeps tabiya-engine's own declarations.
    EngineEntry stored = EngineCatalog().defaultEntry();
    stored.strengthOptions.clear();
    const EngineCatalog loaded = EngineCatalog::fromVariant({stored.toVariant()});
    QCOMPARE(loaded.defaultEntry().strengthOptions, tabiyaEngine());
}

void TestEngineLevel::texts() {
    QCOMPARE(level::text({LevelKind::Elo, 1500}), QStringLiteral("Elo 1500"));
    QCOMPARE(level::text({LevelKind::Skill, 8}), QStringLiteral("Skill 8"));
    QCOMPARE(level::englishText({LevelKind::Depth, 4}), QStringLiteral("Depth 4"));
    QCOMPARE(level::text({}), QString());
}

QTEST_GUILESS_MAIN(TestEngineLevel)
#include "tst_enginelevel.moc"
