// The CECP dialect's plain pieces, tested directly: the feature table (which features are
// accepted and what each sets), option declarations (added, replaced, refused), the
// resources sent for memory=1 / smp=1 / egt, a bk reply gathered line by line, a search's
// thinking, continuation and fail-high lines put together, the feature negotiation's steps
// (done=0's wait, options held until declared, features after the handshake), a prompt
// before a command, and the legacy result strings made absolute.
#include "protocol/cecpbook.h"
#include "protocol/cecpcommands.h"
#include "protocol/cecpfeatures.h"
#include "protocol/cecpnegotiation.h"
#include "protocol/cecpreplies.h"
#include "protocol/cecpthinking.h"
#include "protocol/thinkingparser.h"

#include <QTest>

using namespace tabiya;

class TestCecpDialect : public QObject {
    Q_OBJECT
private slots:
    void featureTable_data();
    void featureTable();
    void optionDeclarations();
    void resources();
    void bookReply();
    void bookReplyBounded();
    void thinkingAssembled();
    void continuationFloodStops();
    void negotiationHandshake();
    void negotiationDoneZero();
    void negotiationLateFeatures();
    void negotiationNudges();
    void promptBeforeCommand();
    void relativeResults();
};

namespace {

using Do = cecp::Step::Do;

cecp::Step sent(const char* line) {
    return {Do::Send, QString::fromLatin1(line)};
}

// A negotiation with what CecpEngine hands it: capabilities, options, configuration.
struct Negotiating {
    cecp::Negotiation n;
    EngineCapabilities caps;
    QList<EngineOption> options;
    EngineConfig config;
    cecp::Steps feature(const char* name, const char* value, bool ready) {
        return n.feature({name, value}, caps, options, ready, config, 64);
    }
};

QList<Do> kinds(const cecp::Steps& steps) {
    QList<Do> out;
    for (const cecp::Step& s : steps)
        out << s.what;
    return out;
}

} // namespace

void TestCecpDialect::featureTable_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("kind");
    QTest::newRow("bool") << "ping"
                          << "1" << int(cecp::FeatureKind::Accepted);
    QTest::newRow("value") << "myname"
                           << "Fairy-Max 5.0b" << int(cecp::FeatureKind::Accepted);
    QTest::newRow("flag") << "ics"
                          << "1" << int(cecp::FeatureKind::Accepted);
    QTest::newRow("debug") << "debug"
                           << "1" << int(cecp::FeatureKind::Accepted);
    QTest::newRow("option") << "option"
                            << "Depth -spin 5 1 99" << int(cecp::FeatureKind::Option);
    QTest::newRow("done") << "done"
                          << "1" << int(cecp::FeatureKind::Done);
    QTest::newRow("unknown") << "sigfoo"
                             << "1" << int(cecp::FeatureKind::Rejected);
    QTest::newRow("case matters") << "PING"
                                  << "1" << int(cecp::FeatureKind::Rejected);
}

void TestCecpDialect::featureTable() {
    QFETCH(QString, name);
    QFETCH(QString, value);
    QFETCH(int, kind);
    EngineCapabilities caps;
    cecp::FeatureFlags flags;
    QCOMPARE(int(cecp::applyFeature({name, value}, caps, flags)), kind);
    if (name == QLatin1String("ping")) QVERIFY(caps.ping);
    if (name == QLatin1String("myname")) QCOMPARE(caps.name, value);
    if (name == QLatin1String("ics")) QVERIFY(flags.ics && !flags.name);
}

void TestCecpDialect::optionDeclarations() {
    QList<EngineOption> options;
    auto d = cecp::declareOption(options, QStringLiteral("Depth -spin 5 1 99"));
    QVERIFY(d.option);
    QCOMPARE(options.size(), 1);
    // The same name again replaces the declaration.
    d = cecp::declareOption(options, QStringLiteral("Depth -spin 7 1 50"));
    QVERIFY(d.option);
    QCOMPARE(options.size(), 1);
    QCOMPARE(options.first().defaultValue, QStringLiteral("7"));
    // Malformed: refused, named by the text before " -".
    d = cecp::declareOption(options, QStringLiteral("Style -nonsense x"));
    QVERIFY(!d.option);
    QCOMPARE(d.shownName, QStringLiteral("Style"));
    QVERIFY(!d.tooMany && !d.tooLong);
    // Full list: a new name is refused, a known one still replaced.
    while (options.size() < EngineOption::MaxOptions)
        options << options.first();
    d = cecp::declareOption(options, QStringLiteral("Extra -check 1"));
    QVERIFY(!d.option && d.tooMany);
    QVERIFY(cecp::declareOption(options, QStringLiteral("Depth -spin 3 1 9")).option);
}

void TestCecpDialect::resources() {
    EngineCapabilities caps;
    caps.memory = caps.smp = true;
    caps.egt = {QStringLiteral("syzygy")};
    EngineConfig config;
    config.cores = 2;
    config.egtPaths = {{QStringLiteral("syzygy"), QStringLiteral("/tb")},
                       {QStringLiteral("gaviota"), QStringLiteral("/gtb")}};
    QCOMPARE(cecp::resourceCommands(caps, config, 64),
             (QStringList{"memory 64", "cores 2", "egtpath syzygy /tb"}));
    // A feature declared late brings only its own command.
    QCOMPARE(cecp::resourceCommands(caps, config, 64, QStringLiteral("smp")),
             QStringList{"cores 2"});
    config.memoryMb = -1; // never sent
    caps.smp = false;
    QCOMPARE(cecp::resourceCommands(caps, config, 64), QStringList{"egtpath syzygy /tb"});
}

void TestCecpDialect::bookReply() {
    cecp::BookReplyCollector book;
    QVERIFY(!book.take(QStringLiteral(" e4 45%")).consumed); // no bk asked for
    book.start();
    QVERIFY(book.take(QStringLiteral(" e4 45%")).consumed);
    const auto tab = book.take(QStringLiteral("\td4 30%"));
    QVERIFY(tab.consumed && !tab.reply);
    const auto end = book.take(QString());
    QVERIFY(end.consumed);
    QCOMPARE(*end.reply, QStringLiteral("e4 45%\nd4 30%"));
    // A line of another kind ends the reply and is not part of it.
    book.start();
    book.take(QStringLiteral(" Nf3"));
    const auto other = book.take(QStringLiteral("move e2e4"));
    QVERIFY(!other.consumed);
    QCOMPARE(*other.reply, QStringLiteral("Nf3"));
    QVERIFY(!book.take(QString()).reply); // over: nothing more is collected
}

void TestCecpDialect::bookReplyBounded() {
    cecp::BookReplyCollector book;
    book.start();
    int cuts = 0;
    for (int i = 0; i < cecp::BookReplyCollector::MaxLines + 10; ++i)
        cuts += book.take(QStringLiteral(" a2a3 %1").arg(i)).cut;
    QCOMPARE(cuts, 1);
    const QStringList lines = book.take(QString()).reply->split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), cecp::BookReplyCollector::MaxLines + 1);
    QCOMPARE(lines.last(), QStringLiteral("…"));
}

void TestCecpDialect::thinkingAssembled() {
    cecp::ThinkingAssembler a;
    QVERIFY(!a.continuation(*parseCecpContinuation(u"    e7e5 g1f3")).line); // nothing to extend
    QVERIFY(!a.failed(cecp::ThinkingAssembler::Fail::High).line);
    a.thinking(*parseCecpThinking(u"9 35 120 40210 e2e4 e7e5"));
    const auto more = a.continuation(*parseCecpContinuation(u"    g1f3 b8c6"));
    QVERIFY(more.line && !more.pvCut);
    QCOMPARE(more.line->pvText, QStringLiteral("e2e4 e7e5 g1f3 b8c6"));
    QVERIFY(more.line->continuation);
    const auto high = a.failed(cecp::ThinkingAssembler::Fail::High);
    QVERIFY(high.line->failHigh && !high.line->failLow);
    QCOMPARE(high.line->bound, ThinkingLine::Bound::Lower);
    a.reset();
    QVERIFY(!a.continuation(*parseCecpContinuation(u"    g1f3")).line);
}

void TestCecpDialect::continuationFloodStops() {
    cecp::ThinkingAssembler a;
    a.thinking(*parseCecpThinking(u"9 35 120 40210 e2e4"));
    const QString chunk =
        QStringLiteral("    ") + QStringList(60, QStringLiteral("g1f3")).join(' ');
    int cuts = 0, shown = 0;
    for (int i = 0; i < 100; ++i) {
        const auto r = a.continuation(*parseCecpContinuation(chunk));
        cuts += r.pvCut;
        shown += r.line.has_value();
    }
    QCOMPARE(cuts, 1); // the PV is cut once; the lines after it give nothing to show
    QVERIFY(shown < 100);
}

void TestCecpDialect::negotiationHandshake() {
    Negotiating g;
    g.config.initialOptions = {{QStringLiteral("Depth"), QStringLiteral("7")},
                               {QStringLiteral("Style"), QStringLiteral("wild")}};
    QCOMPARE(kinds(g.n.featuresCame(g.caps, false)), QList<Do>{Do::Answered});
    QVERIFY(g.n.featuresCame(g.caps, false).isEmpty()); // the first line only
    QCOMPARE(g.feature("ping", "1", false), cecp::Steps{sent("accepted ping")});
    QCOMPARE(g.feature("sigfoo", "1", false), cecp::Steps{sent("rejected sigfoo")});
    QCOMPARE(g.feature("option", "Depth -spin 5 1 99", false),
             cecp::Steps{sent("accepted option")});
    // During the handshake no memory command follows memory=1: configure() sends it.
    QCOMPARE(g.feature("memory", "1", false), cecp::Steps{sent("accepted memory")});
    QCOMPARE(kinds(g.feature("done", "1", false)),
             (QList<Do>{Do::Send, Do::FeaturesComplete, Do::EndHandshake}));
    QCOMPARE(g.n.endHandshake(), 2);
    // Features came: every configured option is set now (an undeclared one is an error).
    QCOMPARE(g.n.optionsToSet(g.config, g.options).size(), 2);
    QCOMPARE(g.feature("option", "Style -combo wild /// tame", true),
             (cecp::Steps{sent("accepted option"), {Do::OptionsChanged}}));
    // A feature after the handshake brings its resource command with it.
    QCOMPARE(g.feature("smp", "1", true), cecp::Steps{sent("accepted smp")});
    g.config.cores = 2;
    QCOMPARE(g.feature("smp", "1", true), (cecp::Steps{sent("accepted smp"), sent("cores 2")}));
}

void TestCecpDialect::negotiationDoneZero() {
    Negotiating g;
    g.n.featuresCame(g.caps, false);
    g.feature("option", "Depth -spin 5 1 99", false);
    // done=0 clears the option list and asks for time.
    QCOMPARE(g.feature("done", "0", false),
             (cecp::Steps{sent("accepted done"), {Do::WaitForDone}}));
    QVERIFY(g.options.isEmpty());
    // Any other value than 0 ends the features, with a note.
    QCOMPARE(kinds(g.feature("done", "2", false)),
             (QList<Do>{Do::Send, Do::Note, Do::FeaturesComplete, Do::EndHandshake}));
    // After the handshake a done=0 collects the list afresh: one change at its done=1.
    QCOMPARE(g.feature("done", "0", true), cecp::Steps{sent("accepted done")});
    QCOMPARE(g.feature("option", "Depth -spin 5 1 99", true), cecp::Steps{sent("accepted option")});
    QCOMPARE(kinds(g.feature("done", "1", true)),
             (QList<Do>{Do::Send, Do::OptionsChanged, Do::FeaturesComplete}));
}

void TestCecpDialect::negotiationLateFeatures() {
    Negotiating g;
    g.config.initialOptions = {{QStringLiteral("Depth"), QStringLiteral("7")},
                               {QStringLiteral("Ghost"), QStringLiteral("1")}};
    // No feature in the 2 s: version 1, every configured option held.
    QCOMPARE(g.n.timeoutNote(), QStringLiteral("no features: a protocol version 1 engine"));
    QCOMPARE(g.n.endHandshake(), 1);
    QVERIFY(g.n.optionsToSet(g.config, g.options).isEmpty());
    // The features come after all: accepted, version 2.
    QCOMPARE(kinds(g.n.featuresCame(g.caps, true)), (QList<Do>{Do::Answered, Do::Note}));
    QCOMPARE(g.caps.protocolVersion, 2);
    QCOMPARE(g.feature("option", "Depth -spin 5 1 99", true),
             (cecp::Steps{
                 sent("accepted option"), {Do::OptionsChanged}, {Do::SetOption, "Depth", "7"}}));
    // done=1: the option never declared is an error, and the position goes again.
    QCOMPARE(g.feature("done", "1", true), (cecp::Steps{sent("accepted done"),
                                                        {Do::FeaturesComplete},
                                                        {Do::UnknownOption, "Ghost"},
                                                        {Do::ResendPosition}}));
    // Only once.
    QCOMPARE(kinds(g.feature("done", "1", true)), (QList<Do>{Do::Send, Do::FeaturesComplete}));
}

void TestCecpDialect::negotiationNudges() {
    cecp::Negotiation n;
    for (int i = 0; i < cecp::Negotiation::MaxNudges; ++i)
        QVERIFY(n.nudge());
    QVERIFY(!n.nudge());
    cecp::Negotiation answered;
    EngineCapabilities caps;
    answered.featuresCame(caps, false);
    QVERIFY(!answered.nudge()); // no empty lines once a feature came
}

void TestCecpDialect::promptBeforeCommand() {
    using Kind = cecp::MessageKind;
    const cecp::Message m = cecp::parseReply(u"Sjeng: feature ping=1");
    QCOMPARE(m.kind, Kind::Feature);
    QCOMPARE(m.as<QList<cecp::Feature>>().size(), 1);
    QCOMPARE(cecp::parseReply(u"move e2e4").kind, Kind::Move);
    // Not a prompt: a blank before the colon, or nothing known after it.
    QCOMPARE(cecp::parseReply(u"my engine: feature ping=1").kind, Kind::Other);
    QCOMPARE(cecp::parseReply(u"Sjeng: hello there").kind, Kind::Other);
    QCOMPARE(cecp::parseReply(u"Sjeng: hello there").text(), QStringLiteral("Sjeng: hello there"));
}

void TestCecpDialect::relativeResults() {
    using Rel = parsed::Result::Relative;
    const parsed::Result mated{EngineResult::Unfinished, QString(), Rel::SideToMoveMated};
    QCOMPARE(cecp::claimedResult(mated, true, false),
             (cecp::ClaimedResult{EngineResult::BlackWins, "Black mates"}));
    QCOMPARE(cecp::claimedResult(mated, false, false),
             (cecp::ClaimedResult{EngineResult::WhiteWins, "White mates"}));
    const parsed::Result resigns{EngineResult::Unfinished, QString(), Rel::EngineResigns};
    QCOMPARE(cecp::claimedResult(resigns, false, true),
             (cecp::ClaimedResult{EngineResult::BlackWins, "White resigns"}));
    QCOMPARE(cecp::claimedResult(resigns, true, false),
             (cecp::ClaimedResult{EngineResult::WhiteWins, "Black resigns"}));
    const parsed::Result plain{EngineResult::Draw, QStringLiteral("repetition"), Rel::Absolute};
    QCOMPARE(cecp::claimedResult(plain, true, true),
             (cecp::ClaimedResult{EngineResult::Draw, "repetition"}));
}

QTEST_MAIN(TestCecpDialect)
#include "tst_cecpdialect.moc"
