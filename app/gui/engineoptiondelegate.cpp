#include "app/gui/engineoptiondelegate.h"

#include "app/gui/engineoptionmodel.h"
#include "protocol/engineoption.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <functional>

namespace tabiya {

namespace {

using Type = EngineOption::Type;

// A slider with its value written beside it (the spec's -slider: a spin shown as a slider).
class SliderEditor : public QWidget {
public:
    SliderEditor(int min, int max, QWidget* parent)
        : QWidget(parent)
        , slider(new QSlider(Qt::Horizontal, this))
        , label(new QLabel(this)) {
        slider->setObjectName(QStringLiteral("slider"));
        label->setObjectName(QStringLiteral("sliderValue"));
        slider->setRange(min, max);
        // Page steps of a tenth of the range; arrows move by one.
        slider->setPageStep(qMax(1, int((qint64(max) - min) / 10)));
        label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        const QFontMetrics fm(label->font());
        label->setFixedWidth(qMax(fm.horizontalAdvance(QString::number(min)),
                                  fm.horizontalAdvance(QString::number(max))) +
                             fm.horizontalAdvance(QLatin1Char(' ')));
        auto* layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(8);
        layout->addWidget(slider, 1);
        layout->addWidget(label);
        setFocusProxy(slider);
        QObject::connect(slider, &QSlider::valueChanged, label,
                         [this](int v) { label->setText(QString::number(v)); });
    }
    void setValue(int v) {
        const QSignalBlocker block(slider);
        slider->setValue(v);
        label->setText(QString::number(slider->value()));
    }
    QSlider* slider;
    QLabel* label;
};

// A file or folder name: a line edit and a Browse button opening a file dialog.
class PathEditor : public QWidget {
public:
    PathEditor(bool folder, QWidget* parent)
        : QWidget(parent)
        , edit(new QLineEdit(this))
        , browse(new QToolButton(this))
        , folder(folder) {
        edit->setObjectName(QStringLiteral("path"));
        browse->setObjectName(QStringLiteral("browse"));
        // "…" whatever the language: a translated word ("Durchsuchen…") took the path's room.
        browse->setText(QStringLiteral("…"));
        browse->setToolTip(EngineOptionDelegate::tr("Browse…"));
        browse->setAccessibleName(EngineOptionDelegate::tr("Browse…"));
        browse->setToolButtonStyle(Qt::ToolButtonTextOnly);
        edit->setClearButtonEnabled(true);
        auto* layout = new QHBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(4);
        layout->addWidget(edit, 1);
        layout->addWidget(browse);
        setFocusProxy(edit);
    }
    QLineEdit* edit;
    QToolButton* browse;
    bool folder;
};

Type typeOf(const QModelIndex& index) {
    return Type(index.data(EngineOptionModel::TypeRole).toInt());
}

// Opens a file dialog (not a blocking one: open() returns at once) whose choice lands in
// the path editor and is committed.
void browseFor(PathEditor* editor, const std::function<void()>& commit) {
    const QString current = editor->edit->text();
    QString start = current;
    if (!editor->folder && !current.isEmpty()) start = QFileInfo(current).absolutePath();
    auto* dialog = new QFileDialog(editor->window(),
                                   editor->folder ? EngineOptionDelegate::tr("Choose a Folder")
                                                  : EngineOptionDelegate::tr("Choose a File"),
                                   start);
    dialog->setObjectName(QStringLiteral("browseDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (editor->folder) {
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
    } else {
        // AnyFile: log files an engine is to write need not exist yet.
        dialog->setFileMode(QFileDialog::AnyFile);
        if (!current.isEmpty()) dialog->selectFile(current);
    }
    QPointer<PathEditor> target(editor);
    QObject::connect(dialog, &QFileDialog::fileSelected, editor,
                     [target, commit](const QString& f) {
                         if (!target) return;
                         target->edit->setText(QDir::toNativeSeparators(f));
                         commit();
                     });
    dialog->open();
}

} // namespace

EngineOptionDelegate::EngineOptionDelegate(QObject* parent)
    : QStyledItemDelegate(parent) {}

int EngineOptionDelegate::rowHeight() const {
    if (m_rowHeight > 0) return m_rowHeight;
    // The tallest editor plus a little air above and below it.
    int h = 0;
    QSpinBox spin;
    QComboBox combo;
    QLineEdit line;
    QPushButton button(QStringLiteral("X"));
    for (const QWidget* w : {static_cast<QWidget*>(&spin), static_cast<QWidget*>(&combo),
                             static_cast<QWidget*>(&line), static_cast<QWidget*>(&button)})
        h = qMax(h, w->sizeHint().height());
    m_rowHeight = h + 8;
    return m_rowHeight;
}

QWidget* EngineOptionDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                            const QModelIndex& index) const {
    Q_UNUSED(option);
    if (index.column() != EngineOptionModel::ValueColumn) return nullptr;
    auto* self = const_cast<EngineOptionDelegate*>(this);
    const QString name = index.siblingAtColumn(EngineOptionModel::NameColumn).data().toString();
    const int min = index.data(EngineOptionModel::MinimumRole).toInt();
    const int max = index.data(EngineOptionModel::MaximumRole).toInt();
    QWidget* editor = nullptr;
    switch (typeOf(index)) {
    case Type::Check: return nullptr; // the model's check state
    case Type::Button:
    case Type::Save:
    case Type::Reset: {
        auto* b = new QPushButton(name, parent);
        b->setAutoDefault(false); // Enter in the dialog means OK, never "clear hash"
        b->setEnabled(m_buttonsEnabled);
        b->setToolTip(index.data(Qt::ToolTipRole).toString());
        const QPersistentModelIndex target(index);
        connect(b, &QPushButton::clicked, self,
                [self, target] { emit self->buttonClicked(target); });
        return b;
    }
    case Type::Spin: {
        auto* s = new QSpinBox(parent);
        s->setRange(min, max);
        s->setSpecialValueText(index.data(EngineOptionModel::SpecialValueTextRole).toString());
        s->setAccelerated(true);
        connect(s, &QSpinBox::valueChanged, self, [self, s] { emit self->commitData(s); });
        editor = s;
        break;
    }
    case Type::Slider: {
        auto* s = new SliderEditor(min, max, parent);
        connect(s->slider, &QSlider::valueChanged, self, [self, s] { emit self->commitData(s); });
        editor = s;
        break;
    }
    case Type::Combo: {
        auto* c = new QComboBox(parent);
        c->addItems(index.data(EngineOptionModel::ChoicesRole).toStringList());
        // Long choice lists (Sjaak II's 88 variants) must not widen the dialog: the
        // popup is as wide as it needs, the box itself is not.
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(8);
        c->setMaxVisibleItems(20);
        connect(c, &QComboBox::currentIndexChanged, self, [self, c] { emit self->commitData(c); });
        editor = c;
        break;
    }
    case Type::String: {
        auto* e = new QLineEdit(parent);
        connect(e, &QLineEdit::textEdited, self, [self, e] { emit self->commitData(e); });
        editor = e;
        break;
    }
    case Type::File:
    case Type::Path: {
        auto* p = new PathEditor(typeOf(index) == Type::Path, parent);
        connect(p->edit, &QLineEdit::textEdited, self, [self, p] { emit self->commitData(p); });
        connect(p->browse, &QToolButton::clicked, p,
                [self, p] { browseFor(p, [self, p] { emit self->commitData(p); }); });
        editor = p;
        break;
    }
    }
    if (editor) editor->setToolTip(index.data(Qt::ToolTipRole).toString());
    return editor;
}

void EngineOptionDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    const QString value = index.data(Qt::EditRole).toString();
    const QSignalBlocker block(editor);
    if (auto* s = qobject_cast<QSpinBox*>(editor)) {
        s->setValue(value.toInt());
    } else if (auto* c = qobject_cast<QComboBox*>(editor)) {
        c->setCurrentIndex(qMax(0, c->findText(value)));
    } else if (auto* e = qobject_cast<QLineEdit*>(editor)) {
        if (e->text() != value) e->setText(value); // keeps the cursor while typing
    } else if (auto* sl = dynamic_cast<SliderEditor*>(editor)) {
        sl->setValue(value.toInt());
    } else if (auto* p = dynamic_cast<PathEditor*>(editor)) {
        if (p->edit->text() != value) p->edit->setText(value);
    }
}

void EngineOptionDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                        const QModelIndex& index) const {
    QString value;
    if (auto* s = qobject_cast<QSpinBox*>(editor))
        value = QString::number(s->value());
    else if (auto* c = qobject_cast<QComboBox*>(editor))
        value = c->currentText();
    else if (auto* e = qobject_cast<QLineEdit*>(editor))
        value = e->text();
    else if (auto* sl = dynamic_cast<SliderEditor*>(editor))
        value = QString::number(sl->slider->value());
    else if (auto* p = dynamic_cast<PathEditor*>(editor))
        value = p->edit->text();
    else
        return; // buttons hold no value
    // A refused value (a line break pasted in) puts the editor back to the model's value.
    if (!model->setData(index, value, Qt::EditRole)) setEditorData(editor, index);
}

void EngineOptionDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                                const QModelIndex& index) const {
    Q_UNUSED(index);
    // Centred in the row with a little air; numbers and buttons at a width that suits them,
    // not stretched across the column.
    const int h = qMin(option.rect.height() - 4, editor->sizeHint().height());
    QRect r(option.rect.left() + 3, option.rect.top() + (option.rect.height() - h) / 2,
            option.rect.width() - 6, h);
    if (qobject_cast<QPushButton*>(editor))
        r.setWidth(qMin(r.width(), qMax(editor->sizeHint().width(), 96)));
    else if (qobject_cast<QSpinBox*>(editor))
        r.setWidth(qMin(r.width(), qMax(editor->sizeHint().width(), 160)));
    editor->setGeometry(r);
}

void EngineOptionDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    if (index.column() != EngineOptionModel::ValueColumn || typeOf(index) == Type::Check) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // An editor covers this cell: paint the row's background, not the value text, which
    // would show through around (and under) the editor.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
}

bool EngineOptionDelegate::eventFilter(QObject* object, QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Tab:
        case Qt::Key_Backtab:
        case Qt::Key_Escape:
        case Qt::Key_Enter:
        case Qt::Key_Return: return false;
        default: break;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

void EngineOptionDelegate::clearSelection(QWidget* editor) {
    if (!editor) return;
    for (QLineEdit* e : editor->findChildren<QLineEdit*>())
        e->deselect();
    if (auto* e = qobject_cast<QLineEdit*>(editor)) e->deselect();
}

QSize EngineOptionDelegate::sizeHint(const QStyleOptionViewItem& option,
                                     const QModelIndex& index) const {
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == EngineOptionModel::ValueColumn) {
        s.setHeight(qMax(s.height(), rowHeight()));
    }
    return s;
}

} // namespace tabiya
