<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>Die Engine braucht einen Namen.</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>Die Engine braucht eine Befehlszeile.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Es gibt bereits eine Engine namens %1.</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>Es gibt keine Engine namens %1.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>Dies ist keine FEN, die Tabiya lesen kann: %1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>%1 muss genau einen %2 haben.</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>Die Seite am Zug könnte den %2 von %1 schlagen.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>Ein %1 von %2 steht auf seiner ersten oder letzten Reihe.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>Ein %1 von %2 steht außerhalb des Bereichs, in dem er stehen darf.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>Ein %1 von %2 steht hinter seiner Ausgangsreihe.</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>Partie %1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>Partie %1 ist %2, das Match spielt %3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>keine Partien</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>keine Stellungen</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>es gibt keine Eröffnung %1, nur %2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>Zeile %1 ist keine %2-Stellung: %3</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>Ein Engine-Befehl ist leer.</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>Engine nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>Unbekannte Variante: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Unbekannte Option: %1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>Option %1 braucht einen Wert.</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>Ungültiger Wert für %1: %2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>Eine Partiedatei (-lgf) oder eine Stellungsdatei (-lpf) angeben, nicht beide.</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>Befehlszeile der ersten Engine</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>die der zweiten Engine (Vorgabe: die der ersten)</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>Arbeitsverzeichnis der ersten Engine</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>Arbeitsverzeichnis der zweiten Engine</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>Name der ersten Engine im PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>Name der zweiten Engine im PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>Protokoll der zweiten Engine</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard, bei dem die erste Engine steuert (playcurrent,
mit eigener Uhr), statt Force-Modus</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>dasselbe für die zweite Engine</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>Grundbedenkzeit (Vorgabe 5)</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>Züge pro Periode (Vorgabe 40)</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>Zeitzuschlag pro Zug (Bruchteile erlaubt): Inkrement-Uhr</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>feste Zeit pro Zug</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>Grenze der Suchtiefe</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>Zeit der ersten Engine geteilt durch N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>Zeit der zweiten Engine geteilt durch N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1: die Engine mit mehr Zeit erhält die Nennzeit</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>Anzahl der Partien; die Farben wechseln</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>mit -headless: N Partien gleichzeitig, jede mit eigenem
Enginepaar (höchstens eine je Kern hält die
Uhren fair); Ergebnisse und PGN in Partiereihenfolge</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>Pause des Fensters zwischen den Matchpartien (10000)</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>PGN jeder Partie an FILE anhängen</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>die Partien mit den Partien einer PGN-Datei beginnen (ihre
Züge gespielt)</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>die Partien mit den Stellungen einer Datei von FEN-Zeilen beginnen</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>welche Eröffnung: N, oder -1 jede Partie die nächste, -2 alle
zwei Partien die nächste (jede mit beiden Farben)</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>nach der N-ten Eröffnung wieder mit der ersten beginnen</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>Protokollmitschrift auf die Standardfehlerausgabe</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>Protokollmitschrift in FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>das Match ohne Fenster spielen</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>diese Hilfe</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>Aufruf: tabiya [-headless] [Optionen]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>die Optionen der ersten Engine bei ihrem Start</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>die Optionen der zweiten Engine bei ihrem Start</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>Protokoll der ersten Engine: cecp (Vorgabe), cxboard,
uci oder ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>die erste Engine spricht UCI (-fproto uci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>die zweite Engine spricht UCI (-sproto uci)</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>die erste Engine spricht UCCI (-fproto ucci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>die zweite Engine spricht UCCI (-sproto ucci)</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>die Variante mit ihrem CECP-Namen: normal (Schach), xiangqi,
capablanca, crazyhouse, ... (jede, die die Regeln kennen), eine, die
die erste Engine definiert (grande-acedrex), oder WxH+S_parent für
eine andere Brettgröße (10x10+0_fairy)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [%n weiteres Zeichen nicht behalten]</numerusform>
            <numerusform> … [%n weitere Zeichen nicht behalten]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 hat den Zug %2 abgelehnt: %3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 kann nicht analysieren</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 wurde beendet: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>Sie können jetzt nicht ziehen.</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>kein done=1 rechtzeitig: es geht mit den erhaltenen Features weiter</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>keine Features: eine Engine mit Protokollversion 1</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>Features kamen zu spät: die Stellung wird mit setboard erneut gesendet</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>ungültige Stellung</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>analysiert nicht</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>unbekannte Option</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>Features nach dem Ende des Handshakes: angenommen</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>Zug %1 einer abgebrochenen Suche ignoriert</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>Zug %1 außer der Reihe ignoriert</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>unbekannter Befehl</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>Schwarz setzt matt</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Weiß setzt matt</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Weiß gibt auf</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Schwarz gibt auf</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>mehr als %1 Optionen: Option %2 abgelehnt</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>Option %1 abgelehnt: fehlerhaft, oder länger als %2 Zeichen im Namen oder %3 im Wert oder in den Auswahlen</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 als done=1 gelesen</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>Buchantwort länger als %1 Zeilen: der Rest wird nicht behalten</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>fehlerhafte %1-Zeile ignoriert</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>mehr als %1 piece-Zeilen: der Rest wird ignoriert</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>Ablehnung von %1 ignoriert: sie betrifft eine frühere Stellung</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>kein bestmove nach stop: es geht weiter</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>kein readyok rechtzeitig: es geht weiter</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>kein cxboardok rechtzeitig: es geht mit dem Erhaltenen weiter</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>Variante nicht unterstützt</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>Kopierschutz</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 einer abgebrochenen Suche ignoriert</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>Zug %1 vor force gemacht, ignoriert</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 während des Ponderns ignoriert</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>Zug %1 außer der Reihe ignoriert</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>Die Debug-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>Kommentar zu %1:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>Tag &amp;entfernen</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>Das Ergebnis der Partie: es ändert sich, wenn die Partie endet.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>„%1“ ist kein Tag-Name: Buchstaben, Ziffern und Unterstriche verwenden, beginnend mit Buchstabe oder Ziffer.</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>Die Partie schreibt das Tag %1 selbst.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Das Tag %1 kommt doppelt vor.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>Engine-Konsole</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>Nur die Zeilen zeigen, die diesen Text enthalten</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>Das ganze Protokoll speichern (nicht nur die gefilterten Zeilen)</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; an die Engine   &lt; von der Engine   ! Engine-Fehler (stderr)   * Hinweise</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1: ein neuer Engine-Prozess ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- die Engine wurde beendet ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ... (%n weiteres Zeichen)</numerusform>
            <numerusform> ... (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>Protokoll von %1</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>Nicht gesendet: ein Befehl ist eine Zeile, ohne Zeilenumbrüche.</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>Nicht gesendet: die Engine läuft nicht.</translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 von %n Zeile</numerusform>
            <numerusform>%1 von %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>Befehl für die Engine (Enter sendet ihn)</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>Die Engine läuft nicht</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - Engine-Konsole</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>Protokoll speichern</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- ältere Zeilen wurden verworfen: die Konsole behält höchstens %n Zeile und %1 MB ---</numerusform>
            <numerusform>--- ältere Zeilen wurden verworfen: die Konsole behält höchstens %n Zeilen und %1 MB ---</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Engine bearbeiten</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>wird von „Erkennen“ ausgefüllt</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>Programm und Argumente, z. B. gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>Das Programm und seine Argumente, durch Leerzeichen getrennt. Wörter mit Leerzeichen in &quot;doppelte Anführungszeichen&quot; setzen. Es wird keine Shell verwendet.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>Tabiyas eigener</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>noch unbekannt: „Erkennen“ drücken</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>Tabiyas eigene Engine behält Namen und Programm.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Befehlszeile:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Arbeitsordner:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>Die Engine führt die Uhr und spielt ihre Seite selbst</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>Der playcurrent/move-Modus von CXBoard; sonst sendet Tabiya für jeden Zug die Stellung und einen go-Befehl</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>&amp;Erkennen</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>Die Engine kurz starten, um Namen, Protokoll und Varianten auszulesen</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>Die Befehlszeile eingeben, die die Engine startet.</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>Programm nicht gefunden oder nicht ausführbar: %1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>Der Arbeitsordner existiert nicht: %1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 hat über %2 geantwortet.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Es gibt bereits eine Engine namens %1.</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Engine-Programm</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>Auto (UCI, UCCI, CECP, dann CXBoard versuchen)</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineLevel</name>
    <message>
        <source>Elo %1</source>
        <translation>Elo %1</translation>
    </message>
    <message>
        <source>Skill %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>Stufe </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>Tiefe </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>Engines verwalten</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>Auf diesem System gefunden</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>Doppelklick auf eine Engine fügt sie hinzu</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Tabiyas eigene Engine: immer verfügbar</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>die Engine wird befragt…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1 (hinzugefügt)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>Tabiyas eigene Engine kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>%1 hinzugefügt; Name und Varianten werden erfragt…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 hinzugefügt (%2).</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>%1 wurde hinzugefügt, hat aber nicht gesagt, welche Varianten sie spielt:
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>Warten auf die befragten Engines…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>Engine-Meldungen</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>Hier erscheinen die Meldungen der Engines.</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>%n-mal gesagt.</numerusform>
            <numerusform>%n-mal gesagt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>Fehler von %1</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>Meldung von %1</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 meldet einen Fehler: %2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 an den Gegner: %2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 an die Zuschauer: %2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 an alle: %2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 fragt: %2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>Hinweis von %1: %2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>Buchzüge von %1: %2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 fragt</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Buchzüge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>Buchzüge - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 hat keine Buchzüge für diese Stellung.</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>Buchzüge von %1 in dieser Stellung:</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Datei wählen</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation>Hash (MB)</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>Endspieldatenbanken (%1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>Vorgabe der Engine</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Tabiyas Hash-Größe, beim Start als &quot;memory&quot; an die Engine gesendet (die Engine hat danach gefragt). Sie ersetzt die Hash-Option der Engine.</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Tabiyas Such-Threads, beim Start als &quot;cores&quot; an die Engine gesendet (die Engine hat danach gefragt). Sie ersetzen die Threads-Option der Engine.</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>Ordner der %1-Endspieldatenbanken, beim Start als &quot;egtpath&quot; an die Engine gesendet.</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>Ein Befehl: die Engine führt ihn sofort aus.</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>Sendet Ihre Änderungen und lässt die Engine dann ihre Einstellungen speichern.</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>Lässt die Engine ihre Standardwerte wiederherstellen; die Liste wird neu gelesen.</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>Eine Zahl von %1 bis %2; Standard %3.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>Eine Auswahl aus %n Möglichkeit.</numerusform>
            <numerusform>Eine Auswahl aus %n Möglichkeiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>An oder aus.</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>Ein Dateiname.</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>Ein Ordnername.</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>Text.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>Engine-Einstellungen</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>Einstellungen von %1</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>Optionen filtern</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>Auf &amp;Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>Setzt die gewählte Option auf ihren Standardwert zurück.</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>Fett: nicht der Standardwert. Kursiv: geändert, noch nicht übernommen.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>Warten, bis die Engine ihre Optionen meldet…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>Die Engine läuft nicht: ihre Schaltflächen bewirken jetzt nichts, und übernommene Werte gelten beim nächsten Start.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>Warten, bis die Engine ihre Optionen erneut meldet…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>Obere Schranke (die Suche der Engine endete mit Fail-High)</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>Untere Schranke (die Suche endete mit Fail-High)</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>Untere Schranke (die Suche der Engine endete mit Fail-Low)</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>Obere Schranke (die Suche endete mit Fail-Low)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>TB-Treffer</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>Suchtiefe / selektive Tiefe, in Halbzügen</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>In Bauerneinheiten, aus Sicht von %1; #n: Matt in n Zügen</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>In Bauerneinheiten, aus Sicht der Engine; #n: Matt in n Zügen</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Knoten pro Sekunde</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>Treffer in Endspieldatenbanken</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Varianten</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>Wie viele Varianten die Engine zeigt (ihre Option MultiPV)</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>Variante &amp;kopieren</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 Knoten/s</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>%1 TB-Treffer</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>Hash %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>Buch: %1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>&amp;Alle Varianten kopieren</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>Bewertung aus Sicht von &amp;Rot</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>Bewertung aus Sicht von &amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>Zug aus&amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>%1 aus&amp;schließen</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>Ohne diesen Zug suchen</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>Alle Züge &amp;einbeziehen</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>Ausgeschlossen: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>tabiya::EnginePlayer</name>
    <message>
        <source>%1 made an illegal move: %2</source>
        <translation>%1 hat einen regelwidrigen Zug gemacht: %2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 lehnt einen Zug der Partie ab: %2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 hat den regelgemäßen Zug %2 abgelehnt (Meldung: %3)</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>gerade gespielt</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 wurde während des Starts beendet: %2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 ist abgestürzt: %2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>%1 kann nicht zum sofortigen Zug aufgefordert werden: es zieht nach seiner eigenen Zeit</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>%1 kann kein Remis angeboten werden: es spielt weiter</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>%1 wird als %2-Engine gestartet…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>kein cxboardok als Antwort auf cxboard 1.</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>Die Engine hat keine Features gesendet: sie ist entweder eine Engine für CECP Version 1 oder gar keine CECP-Engine.</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>%1 gefunden (%2).</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Ihre letzten Worte: %1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>keine feature-Zeile als Antwort auf protover 2.</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>Die Engine hat ihre Feature-Liste nicht innerhalb von %1 s abgeschlossen.</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>keine feature-Zeile innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>kein cxboardok innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>Das Programm hat nicht wie eine %1-Engine geantwortet.</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>kein uciok als Antwort auf uci.</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>kein ucciok als Antwort auf ucci.</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>keine Antwort auf uci innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>keine Antwort auf ucci innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>Keine Spur von %1 (%2). Versuche %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>Das Programm antwortete nicht als UCI-, UCCI-, CECP- oder CXBoard-Engine.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>%1 gestartet (PID %2)</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>starte %1 %2</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>die Prozessgruppe wird beendet</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>kein Ende nach quit: SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>läuft noch: SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>Zeile länger als %1 Bytes gekürzt</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>mit Code %1 beendet</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>Die Engine wurde durch Signal %1 beendet.</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>Die Engine wurde unerwartet mit Code %1 beendet.</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Die Engine konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>Arbeitsordner %1 kann nicht angelegt werden: die Engine läuft im aktuellen</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>%1 wird gestartet, um ihre Optionen zu lesen...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>Engine-Einstellungen</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>%1 konnte nicht nach ihren Optionen gefragt werden:
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>keine Engine</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>Konsole von Engine #%1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>Noch keine Bewertungen</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>Partieliste</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Nach Spieler filtern</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Laden</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 von %n Partie</numerusform>
            <numerusform>%1 von %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>(wird gelesen...)</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Diese Partie kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>Wird bis zum Fehler geladen: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Spielen&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Datei &amp;gt; Neue Partie&lt;/b&gt; wählt die Variante (Schach, Chess960, Xiangqi), die Bedenkzeit und für jede Farbe einen Menschen oder eine Engine.&lt;/p&gt;&lt;p&gt;Ziehen Sie, indem Sie eine Figur und dann ihr Zielfeld anklicken, die Figur ziehen oder den Zug (e2e4, Nf3) auf dem Brett tippen und Enter drücken.&lt;/p&gt;&lt;h3&gt;Modi&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Engine spielt Weiß / Engine spielt Schwarz&lt;/b&gt;: die Engine spielt diese Farbe, Sie die andere.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Zwei Engines&lt;/b&gt;: zwei Engines spielen gegeneinander; &lt;b&gt;Engine-Match&lt;/b&gt; spielt eine Reihe von Partien und speichert sie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Partie bearbeiten&lt;/b&gt;: Sie ziehen für beide Seiten, ohne Uhr.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Stellung bearbeiten&lt;/b&gt;: eine beliebige Stellung aufbauen, dann spielen oder analysieren.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysemodus&lt;/b&gt;: eine Engine denkt über die gezeigte Stellung nach, während Sie Figuren ziehen oder durch die Partie gehen; &lt;b&gt;Partie analysieren&lt;/b&gt; kommentiert eine ganze Partie.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Während einer Partie&lt;/h3&gt;&lt;p&gt;Das Menü &lt;b&gt;Aktion&lt;/b&gt; bietet ein Remis an oder nimmt es an, gibt auf, bricht die Partie ab, reklamiert die Zeitüberschreitung des Gegners und entscheidet ein Ergebnis. &lt;b&gt;Optionen&lt;/b&gt; enthält Ponder, Immer Dame und das Aussehen des Bretts. &lt;b&gt;Hilfe &amp;gt; Tastenkürzel&lt;/b&gt; listet alle Tasten.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>keine Zugliste für searchmoves</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>analysiert nicht</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>mehr als %1 Optionen: Option %2 abgelehnt</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>Option abgelehnt: fehlerhaft, oder länger als %1 Zeichen im Namen oder %2 im Wert oder in den Auswahlen</translation>
    </message>
</context>
<context>
    <name>tabiya::HeadlessMatch</name>
    <message>
        <source>Game %1: %2 - %3 %4 {%5}</source>
        <translation>Game %1: %2 - %3 %4 {%5}</translation>
    </message>
    <message>
        <source>Score of %1 vs %2: %3 - %4 - %5 (%6/%7)</source>
        <translation>Score of %1 vs %2: %3 - %4 - %5 (%6/%7)</translation>
    </message>
    <message>
        <source>Elo difference: %1 (95% interval %2 .. %3)</source>
        <translation>Elo difference: %1 (95% interval %2 .. %3)</translation>
    </message>
</context>
<context>
    <name>tabiya::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>A&amp;ktion</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neue Partie...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Tabiya</source>
        <translation>Tabiya</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 bietet Remis an</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>Hinweis von %1: %2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>Analysemodus: %1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Analyse beendet: %1</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>Engine-Ausgabe</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>Das Fenster wurde geschlossen</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>Eröffnungsdatei</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>Eine neue Partie wurde begonnen</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>Die Partie konnte nicht begonnen werden</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Wird gestartet...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>Der Modus wurde gewechselt</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya: %1 - %2</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>Über Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
Ein Brett, um Schach und Xiangqi gegen Engines zu spielen, die CECP (xboard) oder CXBoard sprechen.</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>Analysemodus: %1 wird gestartet...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Analyse beendet</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>Es gibt keine Züge zu analysieren.</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>Die Partie wird mit %1 analysiert...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>Partie analysiert: Bewertungen und bessere Varianten stehen in den Zugkommentaren (Datei &gt; Partie speichern).</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Partieanalyse fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>Variante mit %n Zug; Esc kehrt zur Partie zurück.</numerusform>
            <numerusform>Variante mit %n Zügen; Esc kehrt zur Partie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>Partie laden</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>Keine Partie gefunden.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Stellung kopiert</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>Die Zwischenablage enthält keine Stellung, die Tabiya lesen kann.</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Partie kopiert</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>Stellung laden</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>Brett als Bild speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>Engine-Match</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>Es gibt keine Engine, die das Match spielen kann.</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>Ein Match wurde begonnen</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya-Match</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Die Partien stehen in %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2 : %3 %4 (Partie %5 von %6)</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>Partie &amp;laden...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>&amp;Stellung laden...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>Partie s&amp;peichern...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>Brett als B&amp;ild speichern...</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>&amp;Partie kopieren (PGN)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Stellung kopieren (FEN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>Partie &amp;einfügen (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>Stellung ei&amp;nfügen (FEN)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>Partie &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>Stellung bearbei&amp;ten...</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>Zum &amp;Ende</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>Variante ver&amp;lassen</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>Xiangqi-&amp;Notation</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>&amp;Chinesisch</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Figuren</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Brettdesign</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>Engine spielt &amp;Weiß</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>Engine spielt &amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>&amp;Zwei Engines</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>Engine-&amp;Match...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>&amp;Analysemodus</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Partie a&amp;nalysieren</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>Stellung bearbei&amp;ten...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>&amp;Remis annehmen / anbieten</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Remis &amp;beanspruchen</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>Die Regeln erlauben hier keinen Remisanspruch.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Sofort ziehen</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>Engines &amp;verwalten...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>Engine #%1 &amp;Einstellungen...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>Keine Engine #%1 in dieser Partie.</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>Engine #%1 &amp;Konsole</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>&amp;Buchzüge</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>Analyse &amp;stoppen</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>Bewertung &amp;festlegen...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>Bewertung festlegen braucht den Analysemodus mit einer Engine, die es anbietet.</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>Bewertung festlegen</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>Die Stellung ist wert (Bauerneinheiten, für die Seite am Zug):</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>Bis zur Suchtiefe:</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>Züge &amp;animieren</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>&amp;Über Tabiya</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>Das war eine frühere Stellung: das Brett zeigt wieder die Stellung der Partie. %1 am Zug.</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>Partie a&amp;bbrechen</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Keine Partie im Gang.</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>Partie abgebrochen</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>&amp;Zeitüberschreitung reklamieren</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>Zeitüberschreitung reklamieren: der Gegner hat noch Zeit.</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>Ents&amp;cheiden</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>Weiß gewinnt durch Entscheid</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>Schwarz gewinnt durch Entscheid</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Remis durch Entscheid</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>&amp;Weiß (Rot) gewinnt</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>&amp;Schwarz gewinnt</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Remis</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>Rot gewinnt durch Entscheid</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>&amp;Ponder</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>Automatische &amp;Zeitreklamation</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>Immer &amp;Dame</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>Letzten Zug &amp;hervorheben</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>Die Partie kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>Lesen angehalten bei %1</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>Stellung speichern</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>FEN-Dateien (*.fen)</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Diese Stellung kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 enthält keine Stellung, die Tabiya lesen kann.</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>Stellung spei&amp;chern...</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>Für &amp;Schachpartien</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>Für &amp;Xiangqi-Partien</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya spricht ab dem nächsten Start %1.</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>Partieliste: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>Partie %1 aus %2 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>Partie %1 wird gelesen...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>Das ist die letzte Partie.</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>Das ist die erste Partie.</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>Partie wird gelesen...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>Partie %1 geladen: %2 (der Rest der Datei wird gelesen...)</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>Partie %1 von %2 geladen: %3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>Partie geladen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>Partie geladen: %1, die erste von %n Partie im Text.</numerusform>
            <numerusform>Partie geladen: %1, die erste der %n Partien im Text.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1. Match beendet: %2, Elo-Differenz %3 (95-%-Intervall %4 .. %5).</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>&amp;Nächste Partie laden</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>&amp;Vorherige Partie laden</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>Par&amp;tieliste</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>Stellungsdateien (*.fen *.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>Das Match wurde abgebrochen</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>Das Match wurde abgebrochen. %1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>Match abb&amp;rechen</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>Eine Variante: %1 am Zug. Ein hier gespielter Zug verlängert sie.</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>Die Züge der Partie haben sich geändert: weiter mit „Partie bearbeiten“.</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>T&amp;ags bearbeiten...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>Ko&amp;mmentar bearbeiten...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>Variante &amp;hochstufen</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>Partie ab hier &amp;kürzen</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>Der angezeigte Zug liegt in keiner Variante.</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>Auf den angezeigten Zug folgen keine Züge.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya prüft die Regeln von %1 nicht: Die Engine beurteilt die Züge.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>Eine Seite im Schach darf nicht passen.</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>In dieser Variante ist Passen nicht erlaubt.</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>Klicken Sie auf das Brett, um zu wählen, wie die Partie %1 beginnt.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>Engine-Match</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>&amp;Erste Engine:</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>&amp;Zweite Engine:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partien:</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>Gleiche &amp;Bedenkzeit für beide Engines</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>keine: jede Partie aus der Ausgangsstellung</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>Durch&amp;suchen...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>&amp;Datei (PGN, EPD, FEN):</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>Wie in der Datei</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>Jede Eröffnung mit beiden &amp;Farben spielen</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Durchsu&amp;chen...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>Partien speichern &amp;in:</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>Match s&amp;tarten</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>Bedenkzeit der ersten Engine</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>Bedenkzeit der zweiten Engine</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>Partien oder Stellungen (*.pgn *.epd *.fen);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>PGN-Dateien (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>Match-Partien speichern</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>Datei zum Speichern der Partien wählen.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya-Match</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>die Partie konnte nicht aufgebaut werden</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>Der Wettkampf wurde unterbrochen</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>Gewonnen / remis / verloren:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Elo-Differenz:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Eröffnung:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Gespeichert in:</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>Match &amp;abbrechen</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>noch keine Partie</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1 (95 %: %2 bis %3)</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>Partie %1 läuft.</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>Partie %1 beginnt gleich.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Das Match ist beendet.</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>Das Match wurde nach %n Partie abgebrochen.</numerusform>
            <numerusform>Das Match wurde nach %n Partien abgebrochen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, aus %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>Die angebotene Umwandlungsfigur ist unbekannt.</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>Diese Figur kann dort nicht eingesetzt werden.</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>Auf diesem Feld steht eine eigene Figur.</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>Nach diesem Zug stünde Ihr General im Schach oder dem anderen General gegenüber.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Nach diesem Zug stünde Ihr König im Schach.</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>Die Figur (%1) kann nicht dorthin ziehen.</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>Dieses Feld ist nicht als Zielfeld markiert.</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>Die Regeln zum Löwentausch verbieten diesen Schlag.</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>&amp;Weiß (Rot):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>Farben t&amp;auschen</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>&amp;Unterschiedliche Bedenkzeit je Seite</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>Bedenkzeit Weiß (Rot)</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>Bedenkzeit Schwarz</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess&amp;960, Stellung</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>Spielstärke begrenzen auf</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>Die Engine bietet keine Stärkeeinstellung: Sie rechnet höchstens so tief</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::PiecePalette</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Leeres Feld</translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation>Westlich</translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation>Xiangqi-Schriftzeichen</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>Xiangqi-Piktogramme</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>Xiangqi-Schriftzeichen, Kai-Schrift</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>Janggi-Schriftzeichen</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Stellung bearbeiten</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>Ein Klick auf ein Feld setzt die gewählte Figur dorthin, ein weiterer Klick nimmt sie wieder weg. Rechtsklick leert ein Feld. Eine Figur ziehen, um sie zu versetzen, vom Brett ziehen, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rot</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>Das Feld, das ein gerade um zwei Felder vorgerückter Bauer übersprungen hat; angeboten werden nur Felder, auf denen ein Schlagen möglich ist</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>E&amp;n passant:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>Die Stellung als FEN: sie folgt dem Brett, und das Brett folgt dem, was Sie hier eingeben</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>Keine FEN, die das Brett lesen kann: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>Keine spielbare Stellung: %1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>Eine spielbare Stellung.</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Stellung laden</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%n Stellung in %1:</numerusform>
            <numerusform>%n Stellungen in %1:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>Umwandlungsfigur wählen</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>Hauptvariante länger als %1 Züge oder %2 Zeichen: der Rest wird nicht behalten</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>Optionswert mit Zeilenumbruch</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>ungültiger Wert</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>unbekannte Option</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>eine Zeile mit Zeilenumbruch</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 verliert durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Remis durch Vereinbarung</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>Beide Seiten brauchen einen Spieler.</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>%1 hat einen regelwidrigen Zug versucht</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>Remis beansprucht nach 50 Zügen ohne Schlagen</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>Unberechtigter Anspruch von %1: %2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>Unberechtigter Anspruch von %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>%1 verliert durch Zeitüberschreitung, aber %2 kann nicht gewinnen: Remis</translation>
    </message>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>Es gibt keine Chess960-Stellung %1 (0 bis 959).</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 spielt kein %2.</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>Die Zeit von %1 ist abgelaufen: „Zeitüberschreitung reklamieren“ beansprucht die Partie</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>Die Engines haben nicht gesagt, wie sie %1 spielen.</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 beansprucht das Ergebnis: %2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>Remis: nur die Könige sind übrig</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 ist kein Variantenname.</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>Keine Engine sagt, wie %1 gespielt wird.</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya kann %1 nicht spielen: %2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya prüft die Regeln von %1 nicht: Die Engine beurteilt die Züge.</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 hat den Zug abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 akzeptiert diesen Zug nicht: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>&amp;Grundzeit:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Inkrement pro Zug:</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>ganze Partie</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>Züge pro &amp;Periode:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>&amp;Feste Zeit pro Zug:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>Such&amp;tiefe:</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>Bitte zuerst einen Zug eingeben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>„%1“ ist hier kein regelgemäßer Zug.</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>kein readyok rechtzeitig: es geht weiter</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>kein %1ok rechtzeitig: weiter mit dem Empfangenen</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>Variante nicht unterstützt</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 einer abgebrochenen Suche ignoriert</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 während des Ponderns ignoriert</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>bestmove %1 außer der Reihe ignoriert</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>die Engine hat keinen Zug</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>Ohne Rochade</translation>
    </message>
    <message>
        <source>Wild castle</source>
        <translation>Wild Castle</translation>
    </message>
    <message>
        <source>Losers</source>
        <translation>Losers</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Suicide</translation>
    </message>
    <message>
        <source>Giveaway</source>
        <translation>Räuberschach</translation>
    </message>
    <message>
        <source>Two kings</source>
        <translation>Zwei Könige</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>Dreimal Schach</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>Atomschach</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>Capablanca-Schach</translation>
    </message>
    <message>
        <source>Gothic</source>
        <translation>Gothic</translation>
    </message>
    <message>
        <source>Janus</source>
        <translation>Janus</translation>
    </message>
    <message>
        <source>Capablanca random</source>
        <translation>Capablanca Random</translation>
    </message>
    <message>
        <source>Knightmate</source>
        <translation>Knightmate</translation>
    </message>
    <message>
        <source>Berolina</source>
        <translation>Berolina-Schach</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Falcon</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Zylinderschach</translation>
    </message>
    <message>
        <source>Superchess</source>
        <translation>Superchess</translation>
    </message>
    <message>
        <source>Great shatranj</source>
        <translation>Great Shatranj</translation>
    </message>
    <message>
        <source>Seirawan</source>
        <translation>Seirawan-Schach</translation>
    </message>
    <message>
        <source>Spartan</source>
        <translation>Spartaner-Schach</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>Schatrandsch</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Kurierschach</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>Makruk</translation>
    </message>
    <message>
        <source>Cambodian</source>
        <translation>Kambodschanisches Schach</translation>
    </message>
    <message>
        <source>Ai-wok</source>
        <translation>Ai-wok</translation>
    </message>
    <message>
        <source>ASEAN</source>
        <translation>ASEAN</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>Xiangqi</translation>
    </message>
    <message>
        <source>Janggi</source>
        <translation>Janggi</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Chu shogi</source>
        <translation>Chu Shogi</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>Schach mit anderen Regeln</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>Schach mit anderen Figuren</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>Schatrandsch und Makruk</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>Xiangqi und Janggi</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
</context>
</TS>
