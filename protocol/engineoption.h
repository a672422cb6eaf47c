#pragma once
// EngineOption: one setting an engine offers (CECP "feature option=", CXBoard "option name
// ... type ..."), with its type, value and limits. Both protocols land in this one model so
// the options dialog and the session never see which protocol an option came from.

#include <QString>
#include <QStringList>

namespace tabiya {

struct EngineOption {
    // What one engine can make us keep: at most MaxOptions options (more are refused), each
    // within these sizes (a larger declaration is refused, as a name cut short could not be
    // sent back). About 49 KB an option at most (name, value, default and choices in
    // UTF-16), 12.5 MB for all of them.
    static constexpr qsizetype MaxOptions = 256;
    static constexpr qsizetype MaxNameLength = 256;
    static constexpr qsizetype MaxValueLength = 8192; // value and default, each
    static constexpr qsizetype MaxChoices = 256;
    static constexpr qsizetype MaxChoicesLength = 8192; // all the choices together

    enum class Type {
        Button, // press to act; no value
        Save,   // CECP -save: a button that tells the engine to store its settings
        Reset,  // CECP -reset: a button that restores the defaults (options are re-sent)
        Check,  // boolean; value "1"/"0" whatever the protocol (CXBoard writes true/false)
        String,
        Spin,
        Combo,
        Slider, // a spin shown as a slider
        File,   // a string holding a file name
        Path,   // a string holding a folder name
    };

    QString name; // exactly as the engine spelled it; sent back unchanged
    Type type = Type::String;
    QString value; // current value (check: "1" or "0", whatever the protocol)
    QString defaultValue;
    int min = 0, max = 0; // Spin and Slider
    QStringList choices;  // Combo

    bool isButton() const {
        return type == Type::Button || type == Type::Save || type == Type::Reset;
    }
    bool isNumeric() const { return type == Type::Spin || type == Type::Slider; }
    bool isText() const { return type == Type::String || type == Type::File || type == Type::Path; }

    // True when value is acceptable for this option: no line breaks, a number within range
    // for spins, one of the choices for combos, 0/1 (or true/false) for checks.
    bool accepts(const QString& value) const;
    // The value clamped or normalised into range ("7" -> "5" for max 5, "true" -> "1");
    // an empty string when it cannot be made acceptable.
    QString normalised(const QString& value) const;

    // True when the option is within the sizes above.
    bool withinLimits() const;

    static QString typeName(Type type);

    bool operator==(const EngineOption&) const = default;
};

} // namespace tabiya
