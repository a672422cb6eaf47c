#include "app/gui/positioneditor.h"

#include "app/gui/piecepalette.h"
#include "board/core/movetext.h"
#include "board/view/boardview.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tabiya {

PositionEditor::PositionEditor(const Variant& variant, const QString& fen, QWidget* parent)
    : QDialog(parent)
    , m_variant(&variant)
    , m_board(Position::startPosition(variant)) {
    setWindowTitle(tr("Edit Position"));
    const bool xiangqi = variant.isXiangqiLike();

    m_view = new BoardView(this);
    m_view->setObjectName(QStringLiteral("editorBoard"));
    m_view->setInteractive(false); // the editor takes the mouse (eventFilter), not moves
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setAnimationsEnabled(false);
    m_view->setPieceSet(PieceSet::defaultFor(variant));
    m_view->installEventFilter(this);
    m_view->setMinimumSize(xiangqi ? QSize(340, 380) : QSize(360, 360));

    // The tools beside the board.
    auto* tools = new QVBoxLayout;
    tools->addWidget(createPiecesBox());
    tools->addWidget(createSideBox());
    addRightsRows(tools);
    tools->addLayout(createActions());
    tools->addStretch();

    auto* top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    top->addLayout(tools);

    QHBoxLayout* fenRow = createFenRow();

    m_problemLabel = new QLabel(this);
    m_problemLabel->setObjectName(QStringLiteral("problem"));
    m_problemLabel->setTextFormat(Qt::PlainText); // board/core's words, or FEN parse errors
    m_problemLabel->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_problemLabel);
    layout->addWidget(m_buttons);

    loadFen(fen.trimmed(), false);
    if (m_fen.isEmpty()) loadFen(QString::fromStdString(variant.startFen), false);
}

QGroupBox* PositionEditor::createPiecesBox() {
    auto* piecesBox = new QGroupBox(tr("Pieces"), this);
    auto* piecesLayout = new QVBoxLayout(piecesBox);
    m_palette = new PiecePalette(piecesBox);
    m_palette->setPieces(*m_variant, PieceSet::defaultFor(*m_variant));
    piecesLayout->addWidget(m_palette);
    auto* help = new QLabel(tr("Click a square to put the chosen piece there, click again to "
                               "take it off. Right-click empties a square. Drag a piece to "
                               "move it, off the board to remove it."),
                            piecesBox);
    help->setWordWrap(true);
    help->setForegroundRole(QPalette::PlaceholderText);
    piecesLayout->addWidget(help);

    return piecesBox;
}

QGroupBox* PositionEditor::createSideBox() {
    auto* sideBox = new QGroupBox(tr("Side to move"), this);
    auto* sideLayout = new QHBoxLayout(sideBox);
    auto* sideGroup = new QButtonGroup(sideBox);
    const QString sideNames[2] = {m_variant->isXiangqiLike() ? tr("&Red") : tr("&White"),
                                  tr("&Black")};
    for (int c = 0; c < 2; ++c) {
        m_sideButton[c] = new QRadioButton(sideNames[c], sideBox);
        m_sideButton[c]->setObjectName(c == White ? QStringLiteral("whiteToMove")
                                                  : QStringLiteral("blackToMove"));
        sideGroup->addButton(m_sideButton[c]);
        sideLayout->addWidget(m_sideButton[c]);
        connect(m_sideButton[c], &QRadioButton::toggled, this, [this](bool on) {
            if (on && !m_updating) refresh();
        });
    }
    sideLayout->addStretch();

    return sideBox;
}

// Castling rights and the en passant square, for variants that have them.
void PositionEditor::addRightsRows(QVBoxLayout* tools) {
    if (m_variant->castling) {
        auto* castleBox = new QGroupBox(tr("Castling rights"), this);
        auto* grid = new QGridLayout(castleBox);
        const QString names[CastleBoxes] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"),
                                            tr("Black O-O-O")};
        const char* ids[CastleBoxes] = {"castleWhiteShort", "castleWhiteLong", "castleBlackShort",
                                        "castleBlackLong"};
        for (int i = 0; i < CastleBoxes; ++i) {
            m_castle[i] = new QCheckBox(names[i], castleBox);
            m_castle[i]->setObjectName(QLatin1String(ids[i]));
            grid->addWidget(m_castle[i], i / 2, i % 2);
            connect(m_castle[i], &QCheckBox::toggled, this, [this] {
                if (!m_updating) refresh();
            });
        }
        tools->addWidget(castleBox);
    }
    if (m_variant->enPassant) {
        auto* epRow = new QHBoxLayout;
        m_ep = new QComboBox(this);
        m_ep->setObjectName(QStringLiteral("epSquare"));
        m_ep->setToolTip(tr("The square a pawn that just advanced two squares passed over; "
                            "only squares where a capture is possible are offered"));
        auto* epLabel = new QLabel(tr("&En passant:"), this);
        epLabel->setBuddy(m_ep);
        epRow->addWidget(epLabel);
        epRow->addWidget(m_ep, 1);
        connect(m_ep, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_updating) refresh();
        });
        tools->addLayout(epRow);
    }
}

QHBoxLayout* PositionEditor::createActions() {
    auto* actions = new QHBoxLayout;
    auto* clear = new QPushButton(tr("&Clear Board"), this);
    clear->setObjectName(QStringLiteral("clearBoard"));
    auto* start = new QPushButton(tr("&Start Position"), this);
    start->setObjectName(QStringLiteral("startPosition"));
    auto* flipButton = new QPushButton(tr("&Flip"), this);
    flipButton->setObjectName(QStringLiteral("flipBoard"));
    for (QPushButton* b : {clear, start, flipButton}) {
        b->setAutoDefault(false);
        actions->addWidget(b);
    }
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(start, &QPushButton::clicked, this, &PositionEditor::startPosition);
    connect(flipButton, &QPushButton::clicked, this, &PositionEditor::flip);
    return actions;
}

QHBoxLayout* PositionEditor::createFenRow() {
    auto* fenRow = new QHBoxLayout;
    m_fenEdit = new QLineEdit(this);
    m_fenEdit->setObjectName(QStringLiteral("fenEdit"));
    m_fenEdit->setToolTip(tr("The position as FEN: it follows the board, and the board follows "
                             "what you type here"));
    auto* fenLabel = new QLabel(tr("F&EN:"), this);
    fenLabel->setBuddy(m_fenEdit);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fenEdit, 1);
    connect(m_fenEdit, &QLineEdit::textEdited, this, &PositionEditor::fenTyped);
    connect(m_fenEdit, &QLineEdit::editingFinished, this, [this] {
        // Typing done: show the FEN as the board now reads it.
        if (m_fenEdit->text() != m_fen && !m_fen.isEmpty() && m_problem.isEmpty())
            m_fenEdit->setText(m_fen);
    });

    return fenRow;
}

void PositionEditor::setBoardStyle(const BoardTheme& theme, const PieceSet& pieces) {
    m_view->setTheme(theme);
    if (pieces.xiangqi != m_variant->isXiangqiLike()) return; // a set for the other board
    m_view->setPieceSet(pieces);
    const Piece chosen = m_palette->currentPiece();
    m_palette->setPieces(*m_variant, pieces);
    m_palette->setCurrentPiece(chosen);
}

bool PositionEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_view) {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseMove: return boardMouse(event);
        default: break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

bool PositionEditor::boardMouse(QEvent* event) {
    auto* me = static_cast<QMouseEvent*>(event);
    const BoardGeometry g = m_view->boardGeometry();
    const Square s = g.squareAt(me->position());
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        if (me->button() == Qt::RightButton) {
            if (s != NoSquare && !m_dragging) putPiece(s, NoPiece);
        } else if (me->button() == Qt::LeftButton) {
            m_pressSquare = s;
            m_pressPos = me->position();
            m_dragging = false;
        }
        return true;
    case QEvent::MouseMove:
        if (m_dragging || m_pressSquare == NoSquare || !(me->buttons() & Qt::LeftButton))
            return true;
        if (isPiece(m_board.at(m_pressSquare)) &&
            (me->position() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            // The piece leaves its square and follows the pointer as the cursor.
            m_dragging = true;
            m_dragPiece = m_board.at(m_pressSquare);
            m_board.put(m_pressSquare, NoPiece);
            m_view->setCursor(QCursor(m_palette->piecePixmap(m_dragPiece, qRound(g.squareSize()),
                                                             m_view->devicePixelRatioF())));
            refresh();
        }
        return true;
    case QEvent::MouseButtonRelease:
        if (me->button() != Qt::LeftButton) return true;
        if (m_dragging) {
            m_view->unsetCursor();
            m_dragging = false;
            if (s != NoSquare) m_board.put(s, m_dragPiece); // else dropped off the board
            m_dragPiece = NoPiece;
            refresh();
        } else if (s != NoSquare && s == m_pressSquare) {
            const Piece chosen = m_palette->currentPiece();
            putPiece(s, m_board.at(s) == chosen ? NoPiece : chosen);
        }
        m_pressSquare = NoSquare;
        return true;
    default: return false;
    }
}

void PositionEditor::putPiece(Square s, Piece p) {
    m_board.put(s, p);
    refresh();
}

void PositionEditor::loadFen(const QString& fen, bool fromTyping) {
    std::string error;
    const auto pos =
        fen.isEmpty() ? std::nullopt : Position::fromFen(*m_variant, fen.toStdString(), &error);
    if (!pos) {
        if (!fromTyping) return;
        m_fen.clear();
        showProblem(tr("Not a FEN the board can read: %1").arg(QString::fromStdString(error)));
        return;
    }
    m_board = *pos;
    m_halfmove = pos->halfmoveClock();
    m_fullmove = pos->fullmoveNumber();
    m_updating = true;
    m_sideButton[pos->sideToMove()]->setChecked(true);
    for (int i = 0; i < CastleBoxes; ++i)
        if (m_castle[i]) m_castle[i]->setChecked(pos->castlingRookFile(Color(i / 2), i % 2) >= 0);
    if (m_ep) {
        // refresh() lists the squares and keeps the current one when it is among them.
        const QString ep = pos->epSquare() == NoSquare
                               ? QString()
                               : QString::fromStdString(squareName(*m_variant, pos->epSquare()));
        m_ep->clear();
        m_ep->addItem(ep.isEmpty() ? tr("none") : ep, ep);
    }
    m_updating = false;
    refresh(!fromTyping);
}

void PositionEditor::clearBoard() {
    m_board.clear();
    m_halfmove = 0;
    m_fullmove = 1;
    refresh();
}

void PositionEditor::startPosition() {
    m_halfmove = 0;
    m_fullmove = 1;
    loadFen(QString::fromStdString(m_variant->startFen), false);
}

void PositionEditor::flip() {
    m_view->setFlipped(!m_view->isFlipped());
}

void PositionEditor::fenTyped(const QString& text) {
    loadFen(text.trimmed(), true);
}

bool PositionEditor::castlingPossible(Color c, int side) const {
    if (!m_variant->castling) return false;
    const int rank = c == White ? 0 : m_variant->height - 1;
    const Square king = m_board.royalSquare(c);
    const int rookKind = m_variant->kindForLetter('R');
    if (king == NoSquare || geometry::rankOf(king) != rank || rookKind < 0) return false;
    const int step = side == 0 ? 1 : -1;
    for (int f = geometry::fileOf(king) + step; f >= 0 && f < m_variant->width; f += step)
        if (m_board.at(f, rank) == makePiece(c, rookKind)) return true;
    return false;
}

QString PositionEditor::composeFen(const QString& epSquare) const {
    const std::string full = m_board.fen();
    QString fen = QString::fromStdString(full.substr(0, full.find(' ')));
    const Color side = m_sideButton[Black]->isChecked() ? Black : White;
    fen += side == White ? QStringLiteral(" w ") : QStringLiteral(" b ");
    QString castling;
    for (int i = 0; i < CastleBoxes; ++i) {
        if (!m_castle[i] || !m_castle[i]->isChecked() || !castlingPossible(Color(i / 2), i % 2))
            continue;
        const QChar letter = QLatin1Char(i % 2 == 0 ? 'K' : 'Q');
        castling += i / 2 == White ? letter : letter.toLower();
    }
    fen += castling.isEmpty() ? QStringLiteral("-") : castling;
    fen += QLatin1Char(' ') + (epSquare.isEmpty() ? QStringLiteral("-") : epSquare);
    fen += QStringLiteral(" %1 %2").arg(m_halfmove).arg(m_fullmove);
    return fen;
}

void PositionEditor::refresh(bool rewriteFenLine) {
    m_updating = true;
    for (int i = 0; i < CastleBoxes; ++i) {
        if (!m_castle[i]) continue;
        // A right needs its king and rook at home; boxes without them are off and unchecked.
        const bool possible = castlingPossible(Color(i / 2), i % 2);
        m_castle[i]->setEnabled(possible);
        if (!possible) m_castle[i]->setChecked(false);
    }
    QString ep;
    if (m_ep) {
        // Only a square a pawn of the side not to move can just have passed over (that
        // pawn in front of it, its start square behind it empty) and where a capture can be
        // played: a FEN names no others.
        const QString wanted = m_ep->currentData().toString();
        m_ep->clear();
        m_ep->addItem(tr("none"), QString());
        const Color side = m_sideButton[Black]->isChecked() ? Black : White;
        const int rank = side == White ? m_variant->height - 3 : 2;
        const int forward = side == White ? -1 : 1; // the way the other side's pawns go
        const int pawnKind = m_variant->kindForLetter('P');
        for (int f = 0; f < m_variant->width && pawnKind >= 0; ++f) {
            if (m_board.at(f, rank + forward) != makePiece(~side, pawnKind) ||
                m_board.at(f, rank) != NoPiece || m_board.at(f, rank - forward) != NoPiece)
                continue;
            const QString name =
                QString::fromStdString(squareName(*m_variant, m_variant->square(f, rank)));
            const auto p = Position::fromFen(*m_variant, composeFen(name).toStdString());
            if (p && p->epSquare() != NoSquare) m_ep->addItem(name, name);
        }
        m_ep->setCurrentIndex(qMax(0, m_ep->findData(wanted)));
        m_ep->setEnabled(m_ep->count() > 1);
        ep = m_ep->currentData().toString();
    }
    m_updating = false;

    std::string error;
    const QString composed = composeFen(ep);
    const auto pos = Position::fromFen(*m_variant, composed.toStdString(), &error);
    if (!pos) {
        // Not expected: the controls only offer what a FEN can say.
        m_fen.clear();
        m_view->setPosition(m_board);
        showProblem(QString::fromStdString(error));
        return;
    }
    m_fen = QString::fromStdString(pos->fen());
    m_view->setPosition(*pos);
    if (rewriteFenLine) m_fenEdit->setText(m_fen);
    const std::string why = pos->validate();
    showProblem(why.empty()
                    ? QString()
                    : tr("Not a position to play from: %1").arg(QString::fromStdString(why)));
}

void PositionEditor::showProblem(const QString& text) {
    m_problem = text;
    m_problemLabel->setText(text.isEmpty() ? tr("A position to play from.") : text);
    // The reason in a warning red that reads on light and dark windows alike.
    QPalette pal = palette();
    if (text.isEmpty())
        pal.setColor(QPalette::WindowText, pal.color(QPalette::PlaceholderText));
    else
        pal.setColor(QPalette::WindowText, pal.color(QPalette::Window).lightness() > 128
                                               ? QColor(0xa0, 0x18, 0x18)
                                               : QColor(0xff, 0x8a, 0x80));
    m_problemLabel->setPalette(pal);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty() && !m_fen.isEmpty());
}

} // namespace tabiya
