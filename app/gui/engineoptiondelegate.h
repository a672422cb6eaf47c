#pragma once
// EngineOptionDelegate: the editor for each option type in the Value column of an
// EngineOptionModel view: a spin box with the option's range, a slider with its value
// beside it, a combo box with the choices, a line edit, a line edit with a Browse button
// for files and folders, and a push button for button/save/reset options. Checks need no
// editor: the model's check state draws and toggles them.
//
// The editors are meant to be opened as persistent editors, so every control is visible
// at once; each change is committed to the model as it happens (the model keeps it as a
// pending value until the dialog applies it).

#include <QPersistentModelIndex>
#include <QStyledItemDelegate>

namespace tabiya {

class EngineOptionDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit EngineOptionDelegate(QObject* parent = nullptr);

    // Whether button/save/reset editors can be pressed (not without a running engine).
    void setButtonsEnabled(bool enabled) { m_buttonsEnabled = enabled; }
    // The height of a row holding an editor.
    int rowHeight() const;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    // Qt's views select the text of an editor they open; persistent editors opened all at
    // once would all show a selection, so the dialog calls this after opening one.
    static void clearSelection(QWidget* editor);

protected:
    // Tab, Enter and Escape keep their dialog meanings (next control, OK, Cancel) instead of
    // the item view's "edit the next cell" and "revert this editor".
    bool eventFilter(QObject* object, QEvent* event) override;

signals:
    // A button/save/reset option's button was pressed (index: the view's model).
    void buttonClicked(const QPersistentModelIndex& index);

private:
    bool m_buttonsEnabled = true;
    mutable int m_rowHeight = 0; // measured once, on first use
};

} // namespace tabiya
