#include "app/gui/engineoutputheader.h"

#include "app/session/pvformatter.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace tabiya {

// Its words were EngineOutputView's and keep that translation context.

// A label that shows as much of its text as fits, with an ellipsis, and all of it in a
// tooltip: the progress line must never widen the dock.
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    void setFullText(const QString& text) {
        m_full = text;
        setToolTip(text.isEmpty() ? QString()
                                  : QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped()));
        elide();
    }
    QString fullText() const { return m_full; }
    // Asks for the room of the whole text (and gives it up when short of room) instead of
    // taking only what is left over.
    void setWantsFullWidth(bool on) { m_wantsFull = on; }
    QSize minimumSizeHint() const override { return {0, QLabel::minimumSizeHint().height()}; }
    QSize sizeHint() const override {
        return {m_wantsFull ? fontMetrics().horizontalAdvance(m_full) + 2 : 0,
                QLabel::sizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent* e) override {
        QLabel::resizeEvent(e);
        elide();
    }

private:
    void elide() { setText(fontMetrics().elidedText(m_full, Qt::ElideRight, width())); }
    QString m_full;
    bool m_wantsFull = false;
};

EngineOutputHeader::EngineOutputHeader(const EngineOutputModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_nameLabel(new QLabel(this))
    , m_progressLabel(new ElidedLabel(this))
    , m_bookLabel(new QLabel(this))
    , m_excludedLabel(new ElidedLabel(this))
    , m_multiPvLabel(
          new QLabel(QCoreApplication::translate("tabiya::EngineOutputView", "&Lines"), this))
    , m_multiPvSpin(new QSpinBox(this)) {
    // Engine text is shown as sent: plain, never markup.
    for (QLabel* l : {m_nameLabel, static_cast<QLabel*>(m_progressLabel), m_bookLabel,
                      static_cast<QLabel*>(m_excludedLabel)})
        l->setTextFormat(Qt::PlainText);
    QFont bold = m_nameLabel->font();
    bold.setBold(true);
    m_nameLabel->setFont(bold);
    m_progressLabel->setForegroundRole(QPalette::PlaceholderText);
    m_bookLabel->setWordWrap(true);
    m_bookLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bookLabel->hide();
    m_excludedLabel->setWantsFullWidth(true);
    m_excludedLabel->hide();
    m_multiPvSpin->setRange(1, 10);
    m_multiPvSpin->setToolTip(QCoreApplication::translate(
        "tabiya::EngineOutputView", "How many lines the engine shows (its MultiPV option)"));
    m_multiPvSpin->setAccessibleName(
        QCoreApplication::translate("tabiya::EngineOutputView", "Lines"));
    m_multiPvLabel->setBuddy(m_multiPvSpin);
    m_multiPvLabel->hide();
    m_multiPvSpin->hide();
    connect(m_multiPvSpin, &QSpinBox::valueChanged, this, &EngineOutputHeader::multiPvRequested);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->setSpacing(8);
    top->addWidget(m_nameLabel);
    top->addWidget(m_progressLabel, 1);
    top->addWidget(m_excludedLabel);
    auto* lines = new QHBoxLayout;
    lines->setContentsMargins(0, 0, 0, 0);
    lines->setSpacing(3);
    lines->addWidget(m_multiPvLabel);
    lines->addWidget(m_multiPvSpin);
    top->addLayout(lines);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addLayout(top);
    layout->addWidget(m_bookLabel);

    m_labelTimer.setSingleShot(true);
    m_labelTimer.setInterval(EngineOutputModel::FlushIntervalMs);
    connect(&m_labelTimer, &QTimer::timeout, this, &EngineOutputHeader::updateLabels);
}

void EngineOutputHeader::setEngineName(const QString& name) {
    m_name = name;
    m_nameLabel->setText(name);
    m_nameLabel->setVisible(!name.isEmpty());
}

void EngineOutputHeader::setProgress(const SearchProgress& progress) {
    m_pendingProgress = progress;
    if (!m_labelTimer.isActive()) m_labelTimer.start();
}

void EngineOutputHeader::setBookText(const QString& text) {
    m_pendingBook = text;
    if (!m_labelTimer.isActive()) m_labelTimer.start();
}

void EngineOutputHeader::reset() {
    m_labelTimer.stop();
    m_pendingProgress = SearchProgress{};
    m_pendingBook = QString();
    updateLabels();
}

QString EngineOutputHeader::progressText() const {
    return m_progressLabel->fullText();
}

QString EngineOutputHeader::bookText() const {
    return m_bookLabel->text();
}

void EngineOutputHeader::setExcludedMoves(const QList<QString>& sanTexts) {
    m_excludedLabel->setFullText(
        sanTexts.isEmpty() ? QString()
                           : QCoreApplication::translate("tabiya::EngineOutputView", "Excluded: %1")
                                 .arg(sanTexts.join(QCoreApplication::translate(
                                     "tabiya::EngineOutputView", ", "))));
    m_excludedLabel->setVisible(!sanTexts.isEmpty());
    m_excludedLabel->updateGeometry();
}

QString EngineOutputHeader::excludedText() const {
    return m_excludedLabel->fullText();
}

void EngineOutputHeader::setMultiPvAvailable(bool available) {
    m_multiPvLabel->setVisible(available);
    m_multiPvSpin->setVisible(available);
}

void EngineOutputHeader::showMultiPv(int count) {
    const QSignalBlocker block(m_multiPvSpin);
    m_multiPvSpin->setValue(std::clamp(count, m_multiPvSpin->minimum(), m_multiPvSpin->maximum()));
}

QString EngineOutputHeader::formatProgress(const SearchProgress& p) const {
    QStringList parts;
    if (p.depth >= 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "depth %1").arg(p.depth);
    QString move;
    if (p.movesTotal > 0 && p.movesLeft >= 0)
        move =
            QStringLiteral("%1/%2").arg(std::max(0, p.movesTotal - p.movesLeft)).arg(p.movesTotal);
    else if (p.currentMoveNumber > 0)
        move = QCoreApplication::translate("tabiya::EngineOutputView", "move %1")
                   .arg(p.currentMoveNumber);
    if (!p.currentMove.isEmpty()) {
        const QString name = formatMove(m_model->position(), p.currentMove, m_model->notation());
        move = move.isEmpty() ? name : move + QLatin1Char(' ') + name;
    }
    if (!move.isEmpty()) parts << move;
    if (p.timeMs >= 0) parts << formatSearchTime(p.timeMs);
    if (p.nodes >= 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "%1 nodes")
                     .arg(formatCount(p.nodes));
    if (p.nps >= 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "%1 nps")
                     .arg(formatCount(p.nps));
    if (p.tbhits > 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "%1 TB hits")
                     .arg(formatCount(p.tbhits));
    if (p.hashfull >= 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "hash %1%")
                     .arg(qRound(p.hashfull / 10.0));
    if (p.cpuload >= 0)
        parts << QCoreApplication::translate("tabiya::EngineOutputView", "CPU %1%")
                     .arg(qRound(p.cpuload / 10.0));
    return parts.join(QStringLiteral(", "));
}

void EngineOutputHeader::updateLabels() {
    if (m_pendingProgress) {
        m_progressLabel->setFullText(formatProgress(*m_pendingProgress));
        m_pendingProgress.reset();
    }
    if (m_pendingBook) {
        const QString text = m_pendingBook->trimmed();
        m_bookLabel->setText(
            text.isEmpty()
                ? QString()
                : QCoreApplication::translate("tabiya::EngineOutputView", "Book: %1").arg(text));
        m_bookLabel->setVisible(!text.isEmpty());
        m_pendingBook.reset();
    }
}

} // namespace tabiya
