#include "app/gui/matchdialog.h"

#include "app/gui/savefilename.h"
#include "app/gui/timecontroleditor.h"
#include "app/gui/variantcombo.h"
#include "app/session/datafolder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tabiya {

namespace {
const QString PgnFilter = QStringLiteral("*.pgn");

// A file name with a Browse button beside it.
QWidget* fileRow(QWidget* parent, QLineEdit* edit, QPushButton* browse) {
    browse->setAutoDefault(false); // Return starts the match, wherever the focus is
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browse);
    return row;
}

void writeTime(QSettings& s, const QString& group, const TimeControl& tc) {
    s.setValue(group + QStringLiteral("/movesPerSession"), tc.movesPerSession);
    s.setValue(group + QStringLiteral("/baseMs"), tc.baseMs);
    s.setValue(group + QStringLiteral("/incrementMs"), tc.incrementMs);
    s.setValue(group + QStringLiteral("/fixedMoveMs"), tc.fixedMoveMs);
    s.setValue(group + QStringLiteral("/maxDepth"), tc.maxDepth);
}

TimeControl readTime(const QSettings& s, const QString& group, const TimeControl& fallback) {
    TimeControl tc = fallback;
    tc.movesPerSession =
        s.value(group + QStringLiteral("/movesPerSession"), tc.movesPerSession).toInt();
    tc.baseMs = s.value(group + QStringLiteral("/baseMs"), tc.baseMs).toLongLong();
    tc.incrementMs = s.value(group + QStringLiteral("/incrementMs"), tc.incrementMs).toLongLong();
    tc.fixedMoveMs = s.value(group + QStringLiteral("/fixedMoveMs"), tc.fixedMoveMs).toLongLong();
    tc.maxDepth = s.value(group + QStringLiteral("/maxDepth"), tc.maxDepth).toInt();
    return tc;
}
} // namespace

MatchDialog::MatchDialog(const QList<EngineConfig>& engines, const MatchSetup& initial,
                         QWidget* parent)
    : QDialog(parent)
    , m_engines(engines) {
    setWindowTitle(tr("Machine Match"));
    auto* layout = new QVBoxLayout(this);

    auto* form = new QFormLayout;
    for (int e = 0; e < 2; ++e)
        form->addRow(e == 0 ? tr("&First engine:") : tr("&Second engine:"),
                     createEngineBox(e, initial));
    m_variant = new QComboBox(this);
    m_variant->setObjectName(QStringLiteral("variant"));
    form->addRow(tr("&Variant:"), m_variant);
    fillVariants(initial.variant);
    for (QComboBox* box : m_engine)
        connect(box, &QComboBox::currentIndexChanged, this,
                [this] { fillVariants(m_variant->currentData().toString()); });
    m_games = new QSpinBox(this);
    m_games->setObjectName(QStringLiteral("games"));
    m_games->setRange(1, 10000);
    m_games->setValue(initial.games);
    form->addRow(tr("&Games:"), m_games);
    layout->addLayout(form);

    addClocks(layout, initial);

    layout->addWidget(createOpeningsBox(initial));

    auto* save = new QFormLayout;
    m_pgnFile = new QLineEdit(initial.pgnFile, this);
    m_pgnFile->setObjectName(QStringLiteral("pgnFile"));
    m_pgnFile->setMinimumWidth(m_pgnFile->fontMetrics().averageCharWidth() * 48);
    // The whole path when it is longer than the field.
    m_pgnFile->setToolTip(m_pgnFile->text());
    connect(m_pgnFile, &QLineEdit::textChanged, m_pgnFile, &QWidget::setToolTip);
    auto* browsePgn = new QPushButton(tr("Bro&wse..."), this);
    connect(browsePgn, &QPushButton::clicked, this, &MatchDialog::browsePgn);
    save->addRow(tr("Save the games &to:"), fileRow(this, m_pgnFile, browsePgn));
    layout->addLayout(save);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start Match"));
    buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!engines.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &MatchDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

// The engine a side of the match starts with: the setup's by its name (the catalog's are
// distinct), else by its program.
QComboBox* MatchDialog::createEngineBox(int e, const MatchSetup& initial) {
    m_engine[e] = new QComboBox(this);
    m_engine[e]->setObjectName(e == 0 ? QStringLiteral("firstEngine")
                                      : QStringLiteral("secondEngine"));
    for (int i = 0; i < m_engines.size(); ++i)
        m_engine[e]->addItem(m_engines[i].name, i);
    // The engine by its name (the catalog's are distinct), else by its program.
    const EngineConfig& wanted = e == 0 ? initial.first : initial.second;
    int current = -1;
    for (int i = m_engines.size() - 1; i >= 0; --i)
        if (m_engines[i].program == wanted.program && m_engines[i].arguments == wanted.arguments)
            current = i;
    for (int i = m_engines.size() - 1; i >= 0; --i)
        if (!wanted.name.isEmpty() && m_engines[i].name == wanted.name) current = i;
    m_engine[e]->setCurrentIndex(current >= 0 ? current : std::min(e, int(m_engines.size()) - 1));
    return m_engine[e];
}

// Time odds by hand: the second engine's own clock, shown when not the same.
void MatchDialog::addClocks(QVBoxLayout* layout, const MatchSetup& initial) {
    m_sameTime = new QCheckBox(tr("Same &time control for both engines"), this);
    m_sameTime->setObjectName(QStringLiteral("sameTime"));
    layout->addWidget(m_sameTime);
    auto* clocks = new QHBoxLayout;
    for (int e = 0; e < 2; ++e) {
        m_timeBox[e] = new QGroupBox(this);
        auto* box = new QVBoxLayout(m_timeBox[e]);
        m_time[e] = new TimeControlEditor(m_timeBox[e]);
        m_time[e]->setObjectName(e == 0 ? QStringLiteral("firstTime")
                                        : QStringLiteral("secondTime"));
        m_time[e]->setTimeControl(initial.time[initial.sameTime ? 0 : e]);
        box->addWidget(m_time[e]);
        clocks->addWidget(m_timeBox[e]);
    }
    layout->addLayout(clocks);
    m_sameTime->setChecked(initial.sameTime);
    showSameTime(initial.sameTime);
    connect(m_sameTime, &QCheckBox::toggled, this, [this](bool same) {
        // The second clock starts as a copy of the one shown until now: change what differs.
        if (!same) m_time[1]->setTimeControl(m_time[0]->timeControl());
        showSameTime(same);
    });
}

QGroupBox* MatchDialog::createOpeningsBox(const MatchSetup& initial) {
    auto* openings = new QGroupBox(tr("Openings"), this);
    auto* openingForm = new QFormLayout(openings);
    m_openingFile = new QLineEdit(initial.openingFile, openings);
    m_openingFile->setObjectName(QStringLiteral("openingFile"));
    m_openingFile->setPlaceholderText(tr("none: every game from the start position"));
    m_openingFile->setClearButtonEnabled(true);
    auto* browseOpenings = new QPushButton(tr("B&rowse..."), openings);
    connect(browseOpenings, &QPushButton::clicked, this, &MatchDialog::browseOpenings);
    openingForm->addRow(tr("&File (PGN, EPD, FEN):"),
                        fileRow(openings, m_openingFile, browseOpenings));
    m_openingOrder = new QComboBox(openings);
    m_openingOrder->setObjectName(QStringLiteral("openingOrder"));
    m_openingOrder->addItem(tr("As in the file"), int(MatchSetup::OpeningOrder::Sequential));
    m_openingOrder->addItem(tr("Random"), int(MatchSetup::OpeningOrder::Random));
    m_openingOrder->setCurrentIndex(m_openingOrder->findData(int(initial.openingOrder)));
    openingForm->addRow(tr("&Order:"), m_openingOrder);
    m_bothColours = new QCheckBox(tr("Play each opening with &both colours"), openings);
    m_bothColours->setObjectName(QStringLiteral("bothColours"));
    m_bothColours->setChecked(initial.bothColours);
    openingForm->addRow(QString(), m_bothColours);
    const auto enableOpenings = [this] {
        const bool file = !m_openingFile->text().trimmed().isEmpty();
        m_openingOrder->setEnabled(file);
        m_bothColours->setEnabled(file);
    };
    enableOpenings();
    connect(m_openingFile, &QLineEdit::textChanged, this, enableOpenings);

    return openings;
}

void MatchDialog::fillVariants(const QString& wanted) {
    QList<EngineConfig> chosen;
    for (QComboBox* box : m_engine)
        if (const int i = box->currentData().toInt(); i >= 0 && i < m_engines.size())
            chosen << m_engines[i];
    fillVariantCombo(m_variant, variantsPlayedBy(chosen), wanted);
}

void MatchDialog::showSameTime(bool same) {
    m_timeBox[0]->setTitle(same ? tr("Time control") : tr("First engine's time control"));
    m_timeBox[1]->setTitle(tr("Second engine's time control"));
    m_timeBox[1]->setVisible(!same);
    adjustSize();
}

void MatchDialog::browseOpenings() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Openings"), m_openingFile->text(),
                                     tr("Games or positions (*.pgn *.epd *.fen);;All files (*)"));
    if (!path.isEmpty()) m_openingFile->setText(path);
}

void MatchDialog::browsePgn() {
    // The games are appended: an existing file keeps its games, so no overwrite question.
    const QString filter = tr("PGN files (%1)").arg(PgnFilter);
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the match games"), m_pgnFile->text(), filter,
                                     nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) m_pgnFile->setText(withDefaultSuffix(path, filter));
}

MatchSetup MatchDialog::setup() const {
    MatchSetup s;
    for (int e = 0; e < 2; ++e) {
        const int i = m_engine[e]->currentData().toInt();
        if (i >= 0 && i < m_engines.size()) (e == 0 ? s.first : s.second) = m_engines[i];
    }
    s.variant = m_variant->currentData().toString();
    s.games = m_games->value();
    s.sameTime = m_sameTime->isChecked();
    s.time[0] = m_time[0]->timeControl();
    s.time[1] = s.sameTime ? s.time[0] : m_time[1]->timeControl();
    s.openingFile = m_openingFile->text().trimmed();
    s.openingOrder = MatchSetup::OpeningOrder(m_openingOrder->currentData().toInt());
    s.bothColours = m_bothColours->isChecked();
    s.pgnFile = m_pgnFile->text().trimmed();
    return s;
}

void MatchDialog::accept() {
    // An opening file that cannot be played from is said here, where it can be changed.
    const MatchSetup s = setup();
    QString error;
    matchOptionsFor(s, {}, 0).openings(&error);
    if (error.isEmpty() && s.pgnFile.isEmpty()) error = tr("Choose a file to save the games to.");
    if (!error.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Machine Match"), error,
                                    QMessageBox::Ok, this);
        box->setTextFormat(Qt::PlainText);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    saveSetup(s);
    QDialog::accept();
}

QString MatchDialog::defaultPgnFile() {
    return QDir(dataFolder())
        .filePath(
            QStringLiteral("match-%1.pgn")
                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

bool MatchDialog::isDefaultPgnFile(const QString& path) {
    static const QRegularExpression name(QStringLiteral("^match-\\d{8}-\\d{6}\\.pgn$"));
    const QFileInfo file(path);
    return file.absolutePath() == QDir(dataFolder()).absolutePath() &&
           name.match(file.fileName()).hasMatch();
}

MatchSetup MatchDialog::loadSetup(const QList<EngineConfig>& engines, const MatchSetup& fallback) {
    const QSettings s;
    MatchSetup m = fallback;
    const auto engineNamed = [&](const QString& key, const EngineConfig& otherwise) {
        const QString name = s.value(key).toString();
        for (const EngineConfig& e : engines)
            if (!name.isEmpty() && e.name == name) return e;
        return otherwise;
    };
    m.first = engineNamed(QStringLiteral("match/first"), m.first);
    m.second = engineNamed(QStringLiteral("match/second"), m.second);
    m.variant = s.value(QStringLiteral("match/variant"), m.variant).toString();
    m.games = s.value(QStringLiteral("match/games"), m.games).toInt();
    m.sameTime = s.value(QStringLiteral("match/sameTime"), m.sameTime).toBool();
    m.time[0] = readTime(s, QStringLiteral("match/firstTime"), m.time[0]);
    m.time[1] = readTime(s, QStringLiteral("match/secondTime"), m.time[1]);
    m.openingFile = s.value(QStringLiteral("match/openingFile"), m.openingFile).toString();
    m.openingOrder = s.value(QStringLiteral("match/openingRandom"),
                             m.openingOrder == MatchSetup::OpeningOrder::Random)
                             .toBool()
                         ? MatchSetup::OpeningOrder::Random
                         : MatchSetup::OpeningOrder::Sequential;
    m.bothColours = s.value(QStringLiteral("match/bothColours"), m.bothColours).toBool();
    m.pgnFile = s.value(QStringLiteral("match/pgnFile"), m.pgnFile).toString();
    return m;
}

void MatchDialog::saveSetup(const MatchSetup& setup) {
    QSettings s;
    s.setValue(QStringLiteral("match/first"), setup.first.name);
    s.setValue(QStringLiteral("match/second"), setup.second.name);
    s.setValue(QStringLiteral("match/variant"), setup.variant);
    s.setValue(QStringLiteral("match/games"), setup.games);
    s.setValue(QStringLiteral("match/sameTime"), setup.sameTime);
    writeTime(s, QStringLiteral("match/firstTime"), setup.time[0]);
    writeTime(s, QStringLiteral("match/secondTime"), setup.time[1]);
    s.setValue(QStringLiteral("match/openingFile"), setup.openingFile);
    s.setValue(QStringLiteral("match/openingRandom"),
               setup.openingOrder == MatchSetup::OpeningOrder::Random);
    s.setValue(QStringLiteral("match/bothColours"), setup.bothColours);
    // A file the person chose is kept for the next match; the default is a new file each time.
    if (isDefaultPgnFile(setup.pgnFile))
        s.remove(QStringLiteral("match/pgnFile"));
    else
        s.setValue(QStringLiteral("match/pgnFile"), setup.pgnFile);
}

} // namespace tabiya
