#include "app/gui/positionlistdialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace tabiya {

QStringList positionLines(const QString& text) {
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    QStringList fens;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList fields = line.split(spaces);
        // A board has ranks: a line whose first word has no '/' is no position.
        if (!fields.front().contains(QLatin1Char('/'))) continue;
        // A FEN's fifth and sixth fields are numbers; an EPD line has none or operations there.
        bool counters = fields.size() == 6;
        if (counters) {
            bool a = false, b = false;
            fields[4].toInt(&a);
            fields[5].toInt(&b);
            counters = a && b;
        }
        if (fields.size() >= 4 && !counters)
            fens << fields.mid(0, 4).join(QLatin1Char(' ')) + QStringLiteral(" 0 1");
        else
            fens << fields.join(QLatin1Char(' '));
    }
    return fens;
}

PositionListDialog::PositionListDialog(const QString& fileName, const QStringList& fens,
                                       QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget(this)) {
    setWindowTitle(tr("Load Position"));
    auto* label = new QLabel(
        tr("%n position(s) in %1:", nullptr, int(fens.size())).arg(QFileInfo(fileName).fileName()),
        this);
    label->setTextFormat(Qt::PlainText);
    m_list->setUniformItemSizes(true); // a file of thousands stays quick to show
    for (qsizetype i = 0; i < fens.size(); ++i)
        m_list->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(fens[i]));
    m_list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(560, 360);
}

int PositionListDialog::chosen() const {
    return m_list->currentRow();
}

} // namespace tabiya
