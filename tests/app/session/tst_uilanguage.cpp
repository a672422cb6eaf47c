// The language choice (Options > Language): kept in the settings, turned into the locale
// the program speaks, and the translators it installs actually translate, for every
// language Tabiya ships.
#include "app/session/uilanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace tabiya;

class TestUiLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void systemByDefault();
    void choiceIsKept();
    void unknownCodeMeansSystem();
    void everyLanguageTranslates_data();
    void everyLanguageTranslates();
    void qtTextsTranslate_data();
    void qtTextsTranslate();
    void installedTranslatorSpeaksTheChoice();
};

void TestUiLanguage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // the person's settings stay untouched
    QCoreApplication::setOrganizationName(QStringLiteral("TabiyaTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_uilanguage"));
    setChosenUiLanguage({});
}

void TestUiLanguage::cleanup() {
    setChosenUiLanguage({});
}

void TestUiLanguage::systemByDefault() {
    QCOMPARE(chosenUiLanguage(), QString());
    QCOMPARE(uiLocale(), QLocale::system());
}

void TestUiLanguage::choiceIsKept() {
    setChosenUiLanguage(QStringLiteral("zh_TW"));
    QCOMPARE(chosenUiLanguage(), QStringLiteral("zh_TW"));
    QCOMPARE(uiLocale().language(), QLocale::Chinese);
    QCOMPARE(uiLocale().script(), QLocale::TraditionalChineseScript);
    setChosenUiLanguage({});
    QCOMPARE(chosenUiLanguage(), QString());
}

void TestUiLanguage::unknownCodeMeansSystem() {
    setChosenUiLanguage(QStringLiteral("xx"));
    QCOMPARE(chosenUiLanguage(), QString());
    QCOMPARE(uiLocale(), QLocale::system());
}

void TestUiLanguage::everyLanguageTranslates_data() {
    QTest::addColumn<QString>("code");
    for (const UiLanguage& l : uiLanguages())
        if (l.code != QLatin1String("en")) QTest::newRow(qPrintable(l.code)) << l.code;
}

// The compiled translation is in the program and translates the File menu.
void TestUiLanguage::everyLanguageTranslates() {
    QFETCH(QString, code);
    QTranslator t;
    QVERIFY(t.load(QLocale(code), QStringLiteral("tabiya"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")));
    const QString file = t.translate("tabiya::MainWindow", "&File");
    QVERIFY2(!file.isEmpty() && file != QLatin1String("&File"), qPrintable(file));
}

// Qt's own texts: from Qt's translations, or ours for a language Qt has none of.
void TestUiLanguage::qtTextsTranslate_data() {
    everyLanguageTranslates_data();
}

void TestUiLanguage::qtTextsTranslate() {
    QFETCH(QString, code);
    QTranslator t;
    QVERIFY(t.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                   QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
            t.load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")));
    const QString cancel = t.translate("QPlatformTheme", "Cancel");
    QVERIFY2(!cancel.isEmpty() && cancel != QLatin1String("Cancel"), qPrintable(cancel));
}

void TestUiLanguage::installedTranslatorSpeaksTheChoice() {
    setChosenUiLanguage(QStringLiteral("de"));
    installUiTranslators(*QCoreApplication::instance());
    QCOMPARE(QLocale().language(), QLocale::German);
    QCOMPARE(QCoreApplication::translate("tabiya::MainWindow", "&File"), QStringLiteral("&Datei"));
}

QTEST_GUILESS_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
