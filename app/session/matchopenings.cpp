#include "app/session/matchopenings.h"

#include "board/core/pgnreader.h"
#include "board/core/setupcheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>
#include <algorithm>

namespace tabiya {

namespace {
// The translation context of this file's texts: lupdate files every Text::tr call under
// it, in a member function or a free one alike.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(MatchOpenings)
};

// A FEN line, or an EPD line: its four position fields, the operations after them dropped.
// Only a position a game can start from; *problem says what is wrong otherwise (what is
// wrong with the line as a FEN, when it is not an EPD line either).
std::optional<Position> positionOfLine(const Variant& variant, std::string_view line,
                                       SetupCheck* problem) {
    if (auto p = playablePositionFromFen(variant, line, problem)) return p;
    if (problem->problem != SetupProblem::UnreadableFen) return std::nullopt;
    size_t end = 0;
    for (int field = 0; field < 4 && end != std::string_view::npos; ++field) {
        end = line.find_first_not_of(' ', end);
        if (end != std::string_view::npos) end = line.find(' ', end);
    }
    if (end == std::string_view::npos) return std::nullopt;
    SetupCheck asEpd;
    auto p = playablePositionFromFen(variant, line.substr(0, end), &asEpd);
    if (asEpd.problem != SetupProblem::UnreadableFen) *problem = asEpd;
    return p;
}

std::string_view trimmed(std::string_view s) {
    const size_t first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}
} // namespace

int MatchOpenings::entryFor(int index, int rewind, int game, int count) {
    int entry = index >= 1 ? index : index == -1 ? 1 + game : index == -2 ? 1 + game / 2 : 1;
    if (rewind > 0) entry = (entry - 1) % rewind + 1;
    return count > 0 ? (entry - 1) % count : 0;
}

std::optional<MatchOpenings> MatchOpenings::load(const QString& path, Kind kind,
                                                 const Variant& variant, int index, int rewind,
                                                 QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = Text::tr("Cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const QByteArray text = f.readAll();
    auto openings = fromText(std::string_view(text.constData(), size_t(text.size())), kind, variant,
                             index, rewind, error);
    if (!openings) *error = Text::tr("%1: %2").arg(path, *error);
    return openings;
}

std::optional<MatchOpenings> MatchOpenings::fromText(std::string_view text, Kind kind,
                                                     const Variant& variant, int index, int rewind,
                                                     QString* error) {
    MatchOpenings o;
    o.m_variant = &variant;
    o.m_index = index;
    o.m_rewind = rewind;
    if (kind == Kind::Positions) {
        int lineNumber = 0;
        while (!text.empty()) {
            const size_t nl = text.find('\n');
            const std::string_view line = trimmed(text.substr(0, nl));
            text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
            ++lineNumber;
            if (line.empty() || line.front() == '#') continue;
            SetupCheck problem;
            const auto pos = positionOfLine(variant, line, &problem);
            if (!pos) {
                *error = Text::tr("line %1 is not a %2 position: %3")
                             .arg(lineNumber)
                             .arg(QString::fromStdString(variant.name),
                                  Game::setupProblemText(problem, variant));
                return std::nullopt;
            }
            o.m_openings.append({QString::fromStdString(pos->fen()), {}});
        }
    } else {
        const PgnReadResult r = readPgn(text);
        if (!r.errors.empty()) {
            const PgnError& e = r.errors.front();
            *error = Text::tr("game %1, line %2: %3")
                         .arg(e.game + 1)
                         .arg(e.line)
                         .arg(QString::fromStdString(e.message));
            return std::nullopt;
        }
        for (size_t g = 0; g < r.games.size(); ++g) {
            const PgnGame& game = r.games[g];
            if (game.variant != &variant) {
                *error = Text::tr("game %1 is %2, the match plays %3")
                             .arg(g + 1)
                             .arg(QString::fromStdString(game.variant->name),
                                  QString::fromStdString(variant.name));
                return std::nullopt;
            }
            MatchOpening opening{QString::fromStdString(game.startFen), {}};
            for (const PgnMove& m : game.moves)
                opening.moves.append(m.move);
            o.m_openings.append(opening);
        }
    }
    if (o.m_openings.isEmpty()) {
        *error = kind == Kind::Games ? Text::tr("no games") : Text::tr("no positions");
        return std::nullopt;
    }
    if (index > o.size()) {
        *error = Text::tr("there is no opening %1, only %2").arg(index).arg(o.size());
        return std::nullopt;
    }
    return o;
}

void MatchOpenings::shuffle(quint32 seed) {
    QRandomGenerator random(seed);
    std::shuffle(m_openings.begin(), m_openings.end(), random);
}

Game MatchOpenings::gameFor(int game) const {
    const MatchOpening& o = m_openings.at(entryFor(m_index, m_rewind, game, size()));
    Game g(*m_variant, o.fen);
    for (const Move& m : o.moves)
        if (!g.play(m)) break; // read as legal, so this only guards against a bad file
    return g;
}

} // namespace tabiya
