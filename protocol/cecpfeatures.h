#pragma once
// Parsing CECP "feature" commands: NAME=VALUE pairs, values quoted (spaces allowed, may be
// empty) or bare, several per line. Pure functions, so tests call them directly.

#include <QList>
#include <QString>
#include <QStringView>

namespace tabiya::cecp {

struct Feature {
    QString name;
    QString value;
    bool operator==(const Feature&) const = default;
};

// The pairs in the text after "feature " (or in a whole "feature ..." line). Tokens without
// '=' are skipped; an unterminated quote takes the rest of the line.
QList<Feature> parseFeatures(QStringView text);

} // namespace tabiya::cecp
