#pragma once
// The CECP feature negotiation of one engine run, as plain data and steps: the features as
// they come (during the handshake or after it, as on a loaded machine), done=0's wait and
// done=1's end, the option list declared afresh after done=0 or an option reset, configured
// option values held until the engine declares them, and the empty lines that wake GNU
// Chess 6. It writes nothing itself: each step says what CecpEngine does, in order, so the
// negotiation is tested without an engine (tst_cecpdialect).

#include "protocol/cecpfeatures.h"
#include "protocol/engineconfig.h"

#include <QList>
#include <QMap>
#include <QString>
#include <utility>

namespace tabiya::cecp {

// One thing for CecpEngine to do.
struct Step {
    enum class Do {
        Send,             // text: a line to the engine
        Note,             // text: a note in the transcript
        Answered,         // the first feature (HandshakeSign::Answered)
        SetOption,        // text = value: a configured option now declared
        OptionsChanged,   // the option list changed after the handshake
        FeaturesComplete, // done=1 (HandshakeSign::FeaturesComplete)
        WaitForDone,      // done=0 in the handshake: wait up to an hour for done=1
        EndHandshake,     // done=1 in the handshake
        UnknownOption,    // text: a configured option the engine never declared
        ResendPosition,   // features after a handshake that ended without them
    };
    Do what;
    QString text = {};
    QString value = {};
    bool operator==(const Step&) const = default;
};
using Steps = QList<Step>;

class Negotiation {
public:
    // The empty lines that wake an engine reading one line per input event: at most this many.
    static constexpr int MaxNudges = 50;

    // A line of features came (before its features are taken one by one).
    Steps featuresCame(EngineCapabilities& caps, bool ready);
    // One feature: read into caps and options. ready: the handshake has ended.
    Steps feature(const Feature& f, EngineCapabilities& caps, QList<EngineOption>& options,
                  bool ready, const EngineConfig& config, int defaultMemoryMb);
    // The handshake ends (done=1 or the wait is over): the protocol version it found.
    int endHandshake();
    // The transcript's note when the handshake's wait ends before done=1.
    QString timeoutNote() const;
    // The configured options to set once ready; those the engine has not declared yet are
    // held for features that may still come (set when declared, errors at done=1).
    QList<std::pair<QString, QString>> optionsToSet(const EngineConfig& config,
                                                    const QList<EngineOption>& declared);
    // An option reset: the engine sends its options afresh, up to its next done=1.
    void collectOptionsAgain() { m_collecting = true; }
    // Whether to send one more empty line (none once a feature came, or after MaxNudges).
    bool nudge() { return !m_sawFeature && ++m_nudges <= MaxNudges; }
    bool sawFeature() const { return m_sawFeature; }
    // Features are coming after a handshake that ended without any: until their done=1 the
    // engine answers about a position it may not have understood (sent by edit).
    bool lateFeaturesComing() const { return m_withoutFeatures && m_sawFeature; }
    const FeatureFlags& flags() const { return m_flags; }

private:
    Steps option(const QString& value, QList<EngineOption>& options, bool ready);
    Steps done(const QString& value, QList<EngineOption>& options, bool ready);

    FeatureFlags m_flags; // ics=1, name=1
    bool m_sawFeature = false;
    bool m_withoutFeatures = false; // ended as version 1; features may come later
    bool m_collecting = false;      // after an option reset or a late done=0, until done=1
    int m_nudges = 0;
    QMap<QString, QString> m_lateOptions;
};

} // namespace tabiya::cecp
