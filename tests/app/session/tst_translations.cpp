// Every translation file (translations/tabiya_<language>.ts) read as XML: every message is
// translated, keeps the source's placeholders, accelerator and trailing ellipsis, has the
// plural forms its language needs, and every tr() text of the translated sources is in it
// (so a user of any of the languages sees no English left over).
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QStringList forms; // the translation, or its <numerusform>s
    QString type;      // the translation's type attribute: empty when finished
    bool numerus = false;
};

// All messages of the .ts at path; error gets the XML error, if any.
QList<TsMessage> readTs(const QString& path, QString* error) {
    QList<TsMessage> messages;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return messages;
    }
    QXmlStreamReader xml(&f);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                m = TsMessage{};
                m.context = context;
                m.numerus =
                    xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                m.source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                m.type = xml.attributes().value(QLatin1String("type")).toString();
                if (!m.numerus) m.forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                m.forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << m;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// The languages Tabiya ships, with the number of plural forms each has in Qt's rules
// (what lupdate writes as <numerusform>s).
struct Language {
    const char* code;
    int pluralForms;
};
constexpr Language Languages[] = {{"de", 2}, {"zh_CN", 1}, {"zh_TW", 1}, {"vi", 1},
                                  {"fr", 2}, {"es", 2},    {"ru", 3}};

QString tsPath(const QString& language) {
    return QStringLiteral(TABIYA_TS_DIR "/tabiya_%1.ts").arg(language);
}

// %1, %L2, %n: what QString::arg() and tr()'s count replace.
QStringList placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%L?\\d+|%n"));
    QStringList found;
    for (const auto& match : re.globalMatch(text))
        if (!found.contains(match.captured())) found << match.captured();
    found.sort();
    return found;
}

// A menu or label accelerator: '&' before a character other than '&' or a space.
int accelerators(const QString& text) {
    // An entity of a rich text ("&gt;", "&#160;") is no accelerator.
    static const QRegularExpression entity(QStringLiteral("^&(#[0-9]+|[A-Za-z]+);"));
    int n = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&')) continue;
        if (entity.match(QStringView(text).mid(i)).hasMatch()) continue;
        const QChar next = text.at(++i); // "&&" is a literal ampersand: both are skipped
        if (next != QLatin1Char('&') && !next.isSpace()) ++n;
    }
    return n;
}

// The text of C++ string literals written one after another ("a" "b"), unescaped.
QString literalText(const QString& literals) {
    static const QRegularExpression piece(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
    QString out;
    for (const auto& match : piece.globalMatch(literals)) {
        const QString body = match.captured(1);
        for (qsizetype i = 0; i < body.size(); ++i) {
            QChar c = body.at(i);
            if (c == QLatin1Char('\\') && i + 1 < body.size()) {
                const QChar e = body.at(++i);
                c = e == QLatin1Char('n') ? QChar(u'\n') : e == QLatin1Char('t') ? QChar(u'\t') : e;
            }
            out += c;
        }
    }
    return out;
}

// The texts a source file hands to tr() or QCoreApplication::translate() as literals, or
// marks for them with QT_TR_NOOP / QT_TRANSLATE_NOOP (a text translated at run time and
// also used as written: what an engine is told).
QStringList trTexts(const QString& code) {
    static const QRegularExpression call(
        QStringLiteral("(?:\\btr\\(|\\bQT_TR_NOOP\\(|"
                       "\\b(?:QCoreApplication::translate|QT_TRANSLATE_NOOP)\\(\\s*\"[^\"]*\"\\s*,)"
                       "\\s*((?:"
                       "\"(?:[^\"\\\\]|\\\\.)*\"\\s*)+)"));
    QStringList texts;
    for (const auto& match : call.globalMatch(code))
        texts << literalText(match.captured(1));
    return texts;
}

// The sources lupdate scans (app/CMakeLists.txt: qt_add_translations' SOURCES), relative to
// the source tree: app's libraries, board/view and protocol.
QStringList scannedSources() {
    const QDir root(QStringLiteral(TABIYA_SOURCE_DIR));
    QStringList dirs{QStringLiteral("board/view"), QStringLiteral("protocol")};
    for (const QString& d :
         QDir(root.filePath(QStringLiteral("app"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        dirs << QStringLiteral("app/") + d;
    QStringList paths;
    for (const QString& d : dirs)
        for (const QString& f :
             QDir(root.filePath(d)).entryList({QStringLiteral("*.cpp")}, QDir::Files))
            paths << d + QLatin1Char('/') + f;
    paths.sort();
    return paths;
}

QString readSource(const QString& relative, QString* error) {
    QFile f(QDir(QStringLiteral(TABIYA_SOURCE_DIR)).filePath(relative));
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

} // namespace

// Checks the committed translation files; lupdate (the update_translations target) refreshes it.
class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void fileReads();
    void message_data();
    void message();
    void helpers_data();
    void helpers();
    void sourceTexts_data();
    void sourceTexts();
    void coversSources_data();
    void coversSources();
    void noStaleMessages_data();
    void noStaleMessages();
};

void TestTranslations::fileReads() {
    for (const Language& l : Languages) {
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(QLatin1String(l.code)), &error);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(l.code, error)));
        QVERIFY2(messages.size() > 300,
                 qPrintable(QStringLiteral("%1: %2 messages").arg(l.code).arg(messages.size())));
    }
    // No translation file is left out of the list above (and so out of these checks).
    const QStringList files =
        QDir(QStringLiteral(TABIYA_TS_DIR)).entryList({QStringLiteral("tabiya_*.ts")});
    QCOMPARE(files.size(), qsizetype(std::size(Languages)));
}

void TestTranslations::message_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<QStringList>("forms");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("numerus");
    QTest::addColumn<int>("pluralForms");
    for (const Language& l : Languages) {
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(QLatin1String(l.code)), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int n = 0;
        for (const TsMessage& m : messages) {
            QString shortSource = m.source.left(40);
            shortSource.replace(QLatin1Char('\n'), QLatin1Char(' '));
            QTest::addRow("%s %d %s: %s", l.code, ++n, qPrintable(m.context),
                          qPrintable(shortSource))
                << m.source << m.forms << m.type << m.numerus << l.pluralForms;
        }
    }
}

void TestTranslations::message() {
    QFETCH(QString, source);
    QFETCH(QStringList, forms);
    QFETCH(QString, type);
    QFETCH(bool, numerus);
    QFETCH(int, pluralForms);

    QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("translation type=\"%1\"").arg(type)));
    QCOMPARE(forms.size(), numerus ? pluralForms : 1);
    const QStringList wanted = placeholders(source);
    const bool sourceAccel = accelerators(source) > 0;
    const auto ends = [&](const QString& text, const QString& tail) {
        return source.endsWith(tail) == text.endsWith(tail);
    };
    for (const QString& form : forms) {
        QVERIFY2(!form.trimmed().isEmpty(), "empty translation");
        // Missing: a value not shown; extra: arg() fills in the wrong one.
        QCOMPARE(placeholders(form), wanted);
        QVERIFY2(sourceAccel ? accelerators(form) == 1 : accelerators(form) == 0,
                 qPrintable(QStringLiteral("accelerator in \"%1\"").arg(form)));
        QVERIFY2(ends(form, QStringLiteral("...")),
                 qPrintable(QStringLiteral("\"...\": %1").arg(form)));
        QVERIFY2(ends(form, QStringLiteral("…")),
                 qPrintable(QStringLiteral("\"…\": %1").arg(form)));
    }
}

// The helpers above, which the checks rely on, on texts of known answer.
void TestTranslations::helpers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("placeholders");
    QTest::addColumn<int>("accelerators");
    QTest::newRow("plain") << "Save Game" << QStringList{} << 0;
    QTest::newRow("args") << "%2 of %1, %1 again" << QStringList{"%1", "%2"} << 0;
    QTest::newRow("localized and count") << "%L1 nodes, %n lines" << QStringList{"%L1", "%n"} << 0;
    QTest::newRow("percent sign") << "hash %1%" << QStringList{"%1"} << 0;
    QTest::newRow("accelerator") << "Re&tract Move" << QStringList{} << 1;
    QTest::newRow("literal ampersand") << "Black && White" << QStringList{} << 0;
    QTest::newRow("spaced ampersand") << "Tom & Jerry" << QStringList{} << 0;
    QTest::newRow("both") << "Engine #%1 &Console" << QStringList{"%1"} << 1;
}

void TestTranslations::helpers() {
    QFETCH(QString, text);
    QFETCH(QStringList, placeholders);
    QFETCH(int, accelerators);
    QCOMPARE(::placeholders(text), placeholders);
    QCOMPARE(::accelerators(text), accelerators);
}

void TestTranslations::sourceTexts_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("tr") << R"(x = tr("Save Game");)" << QStringList{"Save Game"};
    QTest::newRow("joined and escaped")
        << "tr(\"a \\\"b\\\"\"\n      \" c\\n\").arg(1)" << QStringList{"a \"b\" c\n"};
    QTest::newRow("disambiguation") << R"(tr("Move", "a column"))" << QStringList{"Move"};
    QTest::newRow("translate") << R"(QCoreApplication::translate("Game", "Cannot write %1"))"
                               << QStringList{"Cannot write %1"};
    QTest::newRow("qualified") << R"(QObject::tr("Red"))" << QStringList{"Red"};
    QTest::newRow("marked") << R"(const char* a = QT_TR_NOOP("Game aborted");)"
                            << QStringList{"Game aborted"};
    QTest::newRow("marked in a context")
        << R"(QT_TRANSLATE_NOOP("tabiya::Session", "%1 resigns"))" << QStringList{"%1 resigns"};
    QTest::newRow("not tr") << R"(m_tr("x"); tr(text); str("y"))" << QStringList{};
}

void TestTranslations::sourceTexts() {
    QFETCH(QString, code);
    QFETCH(QStringList, texts);
    QCOMPARE(trTexts(code), texts);
}

// Every literal given to tr() in the scanned sources is a message of the .ts (lupdate has
// been run since it was written). Read from the source files, not by running lupdate.
void TestTranslations::coversSources_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("language");
    const QStringList paths = scannedSources();
    QVERIFY(paths.size() > 40);
    for (const Language& l : Languages)
        for (const QString& path : paths)
            QTest::addRow("%s %s", l.code, qPrintable(path)) << path << QString::fromLatin1(l.code);
}

void TestTranslations::coversSources() {
    QFETCH(QString, path);
    QFETCH(QString, language);
    QString error;
    QSet<QString> known;
    for (const TsMessage& m : readTs(tsPath(language), &error))
        known.insert(m.source);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString code = readSource(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList missing;
    for (const QString& text : trTexts(code))
        if (!known.contains(text)) missing << text;
    QVERIFY2(
        missing.isEmpty(),
        qPrintable(QStringLiteral("not in the .ts (build update_translations, then translate): ") +
                   missing.join(QStringLiteral(" | "))));
}

// The other way round: every message of the .ts is still a tr() text of the scanned sources
// (and the source scan above finds the texts at all).
void TestTranslations::noStaleMessages_data() {
    QTest::addColumn<QString>("language");
    for (const Language& l : Languages)
        QTest::newRow(l.code) << QString::fromLatin1(l.code);
}

void TestTranslations::noStaleMessages() {
    QFETCH(QString, language);
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> used;
    for (const QString& path : scannedSources()) {
        const QString code = readSource(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& text : trTexts(code))
            used.insert(text);
    }
    QStringList stale;
    for (const TsMessage& m : messages)
        if (!used.contains(m.source)) stale << m.source;
    QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QStringLiteral(" | "))));
}

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
