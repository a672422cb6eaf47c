<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]
  -fcp CMD / -scp CMD     first / second engine command line
  -fd DIR / -sd DIR       their working directories
  -fn NAME / -sn NAME     their names in the PGN
  -fproto P / -sproto P   protocol: cecp (default) or cxboard
  -fcxdriven / -scxdriven CXBoard with the engine driving (playcurrent, its own
                          clock) instead of forced mode; implies -fproto cxboard
  -variant V              normal (chess) or xiangqi
  -tc MIN[:SEC]           base time (default 5)
  -mps N                  moves per session (default 40)
  -inc SEC                increment per move (fractions allowed): incremental clock
  -st MIN[:SEC]           fixed time per move
  -depth N                search depth limit
  -firstTimeOdds N        the first engine&apos;s time divided by N (also -secondTimeOdds)
  -timeOddsMode 0|1       1: the engine with more time gets the nominal time
  -mg N                   number of games; colours alternate
  -matchPause MS          the window&apos;s pause between match games (10000)
  -sgf FILE               append every game&apos;s PGN to FILE
  -lgf FILE / -lpf FILE   start the games from a PGN file&apos;s games (their moves
                          played) or from a file of FEN lines
  -lgi N / -lpi N         which: N, or -1 the next every game, -2 every two games
  -rewindIndex N          start again at the first after the Nth
  -debug / -debugFile F   protocol transcript (standard error / file)
  -headless               play the match without a window
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White mates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (try CECP, then CXBoard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EnginePlayer</name>
    <message>
        <source>%1 made an illegal move: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sign of CECP (%1) Trying CXBoard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program did not answer as a CECP or CXBoard engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::HeadlessMatch</name>
    <message>
        <source>Tabiya match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2 - %3 %4 {%5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of %1 vs %2: %3 - %4 - %5 (%6/%7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::MainWindow</name>
    <message>
        <source>Tabiya</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1 - %2, the first of the %n games in the text.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game loaded: %1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games between %1 and %2, colours alternating:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Match over: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::MoveListWidget</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::PiecePalette</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xiangqi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
