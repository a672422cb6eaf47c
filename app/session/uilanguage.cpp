#include "app/session/uilanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace tabiya {

namespace {
const QString SettingKey = QStringLiteral("ui/language");
}

const QList<UiLanguage>& uiLanguages() {
    // Names as their speakers write them: a person who cannot read the current language
    // still finds their own.
    static const QList<UiLanguage> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("vi"), QStringLiteral("Tiếng Việt")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("zh_TW"), QStringLiteral("繁體中文")},
    };
    return languages;
}

QString chosenUiLanguage() {
    const QString code = QSettings().value(SettingKey).toString();
    for (const UiLanguage& l : uiLanguages())
        if (l.code == code) return code;
    return {}; // unset, or a code this version does not know: the system's
}

void setChosenUiLanguage(const QString& code) {
    QSettings s;
    if (code.isEmpty())
        s.remove(SettingKey);
    else
        s.setValue(SettingKey, code);
}

QLocale uiLocale() {
    const QString code = chosenUiLanguage();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

void installUiTranslators(QCoreApplication& app) {
    const QLocale locale = uiLocale();
    QLocale::setDefault(locale);
    auto* own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("tabiya"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(own);
    else
        delete own;
    // Qt's own, or ours where Qt ships none (Vietnamese: translations/qt/).
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
        qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        app.installTranslator(qt);
    else
        delete qt;
}

} // namespace tabiya
