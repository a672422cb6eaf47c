#pragma once
// The language of the window and of the messages: the system's, or one the person chose in
// Options > Language (kept in QSettings). The choice takes effect at the next start: the
// translators are installed once, before any window exists.

#include <QList>
#include <QLocale>
#include <QString>

class QCoreApplication;

namespace tabiya {

struct UiLanguage {
    QString code;       // "de", "zh_CN", ...; "en" is the untranslated original
    QString nativeName; // the language's name in itself, as a menu lists it
};

// Every language Tabiya speaks, English first.
const QList<UiLanguage>& uiLanguages();

// The chosen language's code, or empty for the system's.
QString chosenUiLanguage();
void setChosenUiLanguage(const QString& code); // empty: the system's

// The locale the program speaks: the chosen language, or the system's.
QLocale uiLocale();

// Makes uiLocale() the default locale and installs Tabiya's translation and Qt's own for
// it (compiled into the program under :/i18n, and Qt's from its translations folder).
void installUiTranslators(QCoreApplication& app);

} // namespace tabiya
