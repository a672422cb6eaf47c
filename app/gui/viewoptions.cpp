#include "app/gui/viewoptions.h"

#include "app/session/session.h"
#include "app/session/uilanguage.h"
#include "board/core/variant.h"
#include "board/view/boardview.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace tabiya {

ViewOptions::ViewOptions(Session* session, BoardView* board, bool still, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_board(board)
    , m_still(still)
    , m_window(window) {}

void ViewOptions::addViewMenus(QMenu* view) {
    QMenu* notation =
        view->addMenu(QCoreApplication::translate("tabiya::MainWindow", "Xiangqi &Notation"));
    m_notationGroup = new QActionGroup(this);
    const std::pair<QString, XiangqiNotation> notations[] = {
        {QCoreApplication::translate("tabiya::MainWindow", "&WXF"), XiangqiNotation::Wxf},
        {QCoreApplication::translate("tabiya::MainWindow", "&Chinese"), XiangqiNotation::Chinese},
        {QCoreApplication::translate("tabiya::MainWindow", "&SAN (XBoard)"), XiangqiNotation::San}};
    for (const auto& [text, n] : notations) {
        QAction* a = notation->addAction(text);
        a->setCheckable(true);
        a->setData(int(n));
        m_notationGroup->addAction(a);
    }
    m_notationGroup->actions().first()->setChecked(true);
    connect(m_notationGroup, &QActionGroup::triggered, this, &ViewOptions::notationChanged);
    // A set for each kind of game, each kind its own submenu with the set in use checked:
    // a chess set chosen during a xiangqi game is for the next chess game.
    QMenu* pieces = view->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Pieces"));
    QMenu* kinds[2] = {
        pieces->addMenu(QCoreApplication::translate("tabiya::MainWindow", "For &Chess Games")),
        pieces->addMenu(QCoreApplication::translate("tabiya::MainWindow", "For &Xiangqi Games"))};
    for (int kind = 0; kind < 2; ++kind) {
        m_pieceGroups[kind] = new QActionGroup(this);
        for (const PieceSet& set : PieceSet::builtIn()) {
            if (int(set.xiangqi) != kind) continue;
            QAction* a = kinds[kind]->addAction(set.name, this, [this, set] {
                (set.xiangqi ? m_xiangqiPieces : m_chessPieces) = set.id;
                emit piecesChanged();
            });
            a->setCheckable(true);
            a->setData(set.id);
            m_pieceGroups[kind]->addAction(a);
        }
    }
    QMenu* themes =
        view->addMenu(QCoreApplication::translate("tabiya::MainWindow", "Board &Theme"));
    m_themeGroup = new QActionGroup(this);
    for (const BoardTheme& theme : BoardTheme::builtIn()) {
        QAction* a = themes->addAction(
            theme.name, this, [this, id = theme.id] { m_board->setTheme(BoardTheme::byId(id)); });
        a->setCheckable(true);
        a->setData(theme.id);
        m_themeGroup->addAction(a);
    }
}

void ViewOptions::addToggles(QMenu* options) {
    QSettings s;
    // A checkable action that applies its state now and whenever it changes, and keeps it.
    auto toggle = [&](const QString& text, const char* name, const QString& key, bool byDefault,
                      auto apply) {
        QAction* a = options->addAction(text);
        a->setObjectName(QString::fromLatin1(name));
        a->setCheckable(true);
        a->setChecked(s.value(key, byDefault).toBool());
        apply(a->isChecked());
        connect(a, &QAction::toggled, this, [key, apply](bool on) {
            apply(on);
            QSettings().setValue(key, on);
        });
        return a;
    };
    toggle(QCoreApplication::translate("tabiya::MainWindow", "&Ponder"), "ponderAction",
           QStringLiteral("options/ponder"), false, [this](bool on) { m_session->setPonder(on); });
    toggle(QCoreApplication::translate("tabiya::MainWindow", "Auto &Flag"), "autoFlagAction",
           QStringLiteral("options/autoFlag"), true,
           [this](bool on) { m_session->setAutoFlag(on); });
    toggle(QCoreApplication::translate("tabiya::MainWindow", "Always &Queen"), "alwaysQueenAction",
           QStringLiteral("options/alwaysQueen"), false,
           [this](bool on) { m_board->setAlwaysQueen(on); });
    options->addSeparator();
    // A -screenshot run takes its picture without animation, whatever was saved.
    toggle(QCoreApplication::translate("tabiya::MainWindow", "&Animate Moving"), "animateAction",
           QStringLiteral("options/animateMoves"), true,
           [this](bool on) { m_board->setAnimationsEnabled(on && !m_still); });
    toggle(QCoreApplication::translate("tabiya::MainWindow", "Show &Coordinates"),
           "coordinatesAction", QStringLiteral("options/showCoordinates"), true,
           [this](bool on) { m_board->setShowCoordinates(on); });
    toggle(QCoreApplication::translate("tabiya::MainWindow", "&Highlight Last Move"),
           "lastMoveAction", QStringLiteral("options/highlightLastMove"), true,
           [this](bool on) { m_board->setShowLastMove(on); });
    options->addSeparator();
}

// Options > Language: the system's language or any Tabiya speaks, each named in itself.
// The choice is kept and takes effect at the next start (the translators are installed
// before the window exists), which the person is told.
void ViewOptions::addLanguageMenu(QMenu* options) {
    QMenu* menu = options->addMenu(QCoreApplication::translate("tabiya::MainWindow", "&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString chosen = chosenUiLanguage();
    auto add = [&](const QString& text, const QString& code) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == chosen);
        group->addAction(a);
    };
    add(QCoreApplication::translate("tabiya::MainWindow", "System Default"), QString());
    menu->addSeparator();
    for (const UiLanguage& l : uiLanguages())
        add(l.nativeName, l.code);
    connect(group, &QActionGroup::triggered, this, [this](QAction* a) {
        const QString code = a->data().toString();
        if (code == chosenUiLanguage()) return;
        setChosenUiLanguage(code);
        QString name = a->text();
        name.remove(QLatin1Char('&'));
        QMessageBox::information(
            m_window, QCoreApplication::translate("tabiya::MainWindow", "Language"),
            QCoreApplication::translate("tabiya::MainWindow",
                                        "Tabiya will speak %1 from its next start.")
                .arg(name));
    });
}

void ViewOptions::load() {
    QSettings s;
    m_chessPieces = s.value(QStringLiteral("view/chessPieces")).toString();
    m_xiangqiPieces = s.value(QStringLiteral("view/xiangqiPieces")).toString();
    const QString theme = s.value(QStringLiteral("view/theme")).toString();
    // The set each kind of game uses, checked in its submenu (a stored id no longer built
    // in falls back to the default, as pieceSetFor does).
    const std::array<std::pair<QString, const Variant*>, 2> kinds = {
        std::pair{m_chessPieces, &Variant::chess()},
        std::pair{m_xiangqiPieces, Variant::byName("xiangqi")}};
    for (int kind = 0; kind < 2; ++kind) {
        const auto& [id, variant] = kinds[kind];
        const PieceSet set = id.isEmpty() ? PieceSet::defaultFor(*variant) : PieceSet::byId(id);
        const QString shown = int(set.xiangqi) == kind ? set.id : PieceSet::defaultFor(*variant).id;
        for (QAction* a : m_pieceGroups[kind]->actions())
            a->setChecked(a->data().toString() == shown);
    }
    // Chinese readers get the notation they write (炮二平五) until they choose another.
    const XiangqiNotation byLanguage =
        QLocale().language() == QLocale::Chinese ? XiangqiNotation::Chinese : XiangqiNotation::Wxf;
    const int notation = s.value(QStringLiteral("view/xiangqiNotation"), int(byLanguage)).toInt();
    for (QAction* a : m_notationGroup->actions())
        a->setChecked(a->data().toInt() == notation);
    if (!theme.isEmpty()) m_board->setTheme(BoardTheme::byId(theme));
    for (QAction* a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == m_board->theme().id);
}

void ViewOptions::save() const {
    QSettings s;
    s.setValue(QStringLiteral("view/chessPieces"), m_chessPieces);
    s.setValue(QStringLiteral("view/xiangqiPieces"), m_xiangqiPieces);
    s.setValue(QStringLiteral("view/theme"), m_board->theme().id);
    s.setValue(QStringLiteral("view/xiangqiNotation"), int(xiangqiNotation()));
}

XiangqiNotation ViewOptions::xiangqiNotation() const {
    const QAction* a = m_notationGroup ? m_notationGroup->checkedAction() : nullptr;
    return a ? XiangqiNotation(a->data().toInt()) : XiangqiNotation::Wxf;
}

ChineseStyle ViewOptions::chineseStyle() {
    ChineseStyle style;
    if (QLocale().script() == QLocale::TraditionalChineseScript)
        style.script = ChineseScript::Traditional;
    return style;
}

PieceSet ViewOptions::pieceSetFor(const Variant& v) const {
    const QString id = v.isXiangqiLike() ? m_xiangqiPieces : m_chessPieces;
    PieceSet set = id.isEmpty() ? PieceSet::defaultFor(v) : PieceSet::byId(id);
    if (set.xiangqi != v.isXiangqiLike()) set = PieceSet::defaultFor(v);
    return set;
}

} // namespace tabiya
