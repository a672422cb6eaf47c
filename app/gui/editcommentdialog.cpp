#include "app/gui/editcommentdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tabiya {

EditCommentDialog::EditCommentDialog(const QString& about, const QString& comment, QWidget* parent)
    : QDialog(parent)
    , m_edit(new QPlainTextEdit(comment, this)) {
    setWindowTitle(tr("Edit Comment"));
    auto* label = new QLabel(tr("Comment on %1:").arg(about), this);
    label->setTextFormat(Qt::PlainText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* clear = buttons->addButton(tr("C&lear"), QDialogButtonBox::ResetRole);
    connect(clear, &QPushButton::clicked, m_edit, &QPlainTextEdit::clear);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_edit, 1);
    layout->addWidget(buttons);
    m_edit->setTabChangesFocus(true);
    m_edit->moveCursor(QTextCursor::End);
    resize(420, 220);
}

QString EditCommentDialog::comment() const {
    return m_edit->toPlainText().simplified();
}

} // namespace tabiya
