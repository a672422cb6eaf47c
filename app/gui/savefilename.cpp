#include "app/gui/savefilename.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>

namespace tabiya {

QString filterSuffix(const QString& nameFilter) {
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    return pattern.match(nameFilter).captured(1);
}

QString withDefaultSuffix(const QString& fileName, const QString& nameFilter) {
    const QString suffix = filterSuffix(nameFilter);
    if (fileName.isEmpty() || suffix.isEmpty() || !QFileInfo(fileName).suffix().isEmpty())
        return fileName;
    if (fileName.endsWith(QLatin1Char('/'))) return fileName; // a folder: nothing to name
    return fileName.endsWith(QLatin1Char('.')) ? fileName + suffix
                                               : fileName + QLatin1Char('.') + suffix;
}

QString askSaveFileName(QWidget* parent, const QString& title, const QString& nameFilter) {
    QFileDialog dialog(parent, title, QString(), nameFilter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    // Qt's own dialog adds the suffix before it asks whether to replace a file, so the
    // question is about the file really written.
    dialog.setDefaultSuffix(filterSuffix(nameFilter));
    QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog,
                     [&dialog](const QString& f) { dialog.setDefaultSuffix(filterSuffix(f)); });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
    // A native dialog may ignore the default suffix: the name is completed here too.
    return withDefaultSuffix(dialog.selectedFiles().first(), dialog.selectedNameFilter());
}

} // namespace tabiya
