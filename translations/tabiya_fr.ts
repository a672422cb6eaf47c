<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>Le moteur doit avoir un nom.</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>Le moteur doit avoir une ligne de commande.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Il existe déjà un moteur nommé %1.</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>Il n&apos;existe aucun moteur nommé %1.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>Ce n&apos;est pas une FEN que Tabiya sait lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>Les %1 doivent avoir exactement une pièce «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>Le camp au trait pourrait prendre la pièce «&#xa0;%2&#xa0;» des %1.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>Une pièce «&#xa0;%1&#xa0;» des %2 se trouve sur sa première ou sa dernière rangée.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>Une pièce «&#xa0;%1&#xa0;» des %2 se trouve hors de la zone où elle peut se tenir.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>Une pièce «&#xa0;%1&#xa0;» des %2 se trouve derrière sa rangée de départ.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>la ligne %1 n&apos;est pas une position de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>partie %1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>la partie %1 est du %2, le match se joue en %3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>aucune position</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>il n&apos;y a pas d&apos;ouverture %1, seulement %2</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>Une commande de moteur est vide.</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>Moteur introuvable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>Variante inconnue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Option inconnue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>L&apos;option %1 demande une valeur.</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>Valeur incorrecte pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>Indiquez un fichier de parties (-lgf) ou un fichier de positions (-lpf), pas les deux.</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>la ligne de commande du premier moteur</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>celle du second moteur (par défaut&#xa0;: celle du premier)</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>le répertoire de travail du premier moteur</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>le répertoire de travail du second moteur</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>le nom du premier moteur dans le PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>le nom du second moteur dans le PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>le protocole du second moteur</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard avec le premier moteur aux commandes (playcurrent,
sa propre pendule) au lieu du mode forcé</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>de même pour le second moteur</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>temps de base (5 par défaut)</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>coups par période (40 par défaut)</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>incrément par coup (fractions permises)&#xa0;: pendule à incrément</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>temps fixe par coup</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>limite de profondeur de recherche</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>le temps du premier moteur divisé par N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>le temps du second moteur divisé par N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1&#xa0;: le moteur qui a le plus de temps reçoit le temps nominal</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>nombre de parties&#xa0;; les couleurs alternent</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>avec -headless&#xa0;: N parties à la fois, chacune avec sa propre
paire de moteurs (une par cœur au plus garde les
pendules équitables)&#xa0;; résultats et PGN dans l&apos;ordre des parties</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>la pause de la fenêtre entre les parties du match (10000)</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>ajouter le PGN de chaque partie à FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>commencer les parties à partir de celles d&apos;un fichier PGN
(leurs coups joués)</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>commencer les parties à partir d&apos;un fichier de lignes FEN</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>quelle ouverture&#xa0;: N, ou -1 la suivante à chaque partie, -2 la
suivante toutes les deux parties (chacune avec les deux couleurs)</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>recommencer à la première ouverture après la N-ième</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>transcription du protocole sur la sortie d&apos;erreur standard</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>transcription du protocole dans FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>jouer le match sans fenêtre</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>cette aide</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>Usage&#xa0;: tabiya [-headless] [options]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>les options du premier moteur à son démarrage</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>les options du second moteur à son démarrage</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>le protocole du premier moteur&#xa0;: cecp (par défaut), cxboard,
uci ou ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>le premier moteur parle UCI (-fproto uci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>le second moteur parle UCI (-sproto uci)</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>le premier moteur parle UCCI (-fproto ucci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>le second moteur parle UCCI (-sproto ucci)</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>la variante par son nom CECP&#xa0;: normal (échecs), xiangqi,
capablanca, crazyhouse, ... (toute variante que les règles connaissent), une que
le premier moteur définit (grande-acedrex), ou WxH+S_parent pour
une autre taille d&apos;échiquier (10x10+0_fairy)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouges</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [%n caractère de plus non conservé]</numerusform>
            <numerusform> … [%n caractères de plus non conservés]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 a refusé le coup %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 ne sait pas analyser</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 n&apos;a pas pu être démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 s&apos;est arrêté&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>Vous ne pouvez pas jouer maintenant.</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>pas de done=1 à temps&#xa0;: on continue avec les features reçues</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>aucune feature&#xa0;: un moteur du protocole version 1</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>features arrivées en retard&#xa0;: la position est renvoyée avec setboard</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>position incorrecte</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>non pris en charge</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>pas en analyse</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>option inconnue</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>plus de %1 options&#xa0;: option %2 refusée</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>option %1 refusée&#xa0;: mal formée, ou plus de %2 caractères pour son nom ou de %3 pour sa valeur ou ses choix</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 lue comme done=1</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>réponse du livre de plus de %1 lignes&#xa0;: le reste n&apos;est pas conservé</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>features après la fin de l&apos;initialisation&#xa0;: acceptées</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>coup %1 d&apos;une recherche annulée ignoré</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>coup %1 joué hors de son tour ignoré</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>commande inconnue</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>Les Noirs font mat</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Les Blancs font mat</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Les Blancs abandonnent</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Les Noirs abandonnent</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>ligne %1 mal formée ignorée</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>plus de %1 lignes piece&#xa0;: le reste est ignoré</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>refus de %1 ignoré&#xa0;: il concerne une position antérieure</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>pas de bestmove après stop&#xa0;: on continue</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>pas de readyok à temps&#xa0;: on continue</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>pas de cxboardok à temps&#xa0;: on continue avec ce qui a été reçu</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>variante non prise en charge</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>protection contre la copie</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 d&apos;une recherche annulée ignoré</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>coup %1 joué avant force ignoré</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 pendant la réflexion permanente ignoré</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>coup %1 joué hors de son tour ignoré</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>Impossible d&apos;écrire le fichier de débogage %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>Commentaire sur %1&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Modifier les balises</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Balise</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Ajouter une balise</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Supprimer la balise</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>Le résultat de la partie&#xa0;: il change quand la partie se termine.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de balise&#xa0;: utilisez lettres, chiffres et tirets bas, en commençant par une lettre ou un chiffre.</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>La partie écrit elle-même la balise %1.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>La balise %1 figure deux fois.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Enregistrer...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>Console du moteur</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>N&apos;afficher que les lignes contenant ce texte</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>Enregistrer toute la transcription (pas seulement les lignes filtrées)</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; vers le moteur   &lt; du moteur  &#xa0;! erreurs du moteur (stderr)   * remarques</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1&#xa0;: un nouveau processus moteur ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- le moteur a été fermé ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ... (%n caractère de plus)</numerusform>
            <numerusform> ... (%n caractères de plus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>Transcription de %1</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>Non envoyé&#xa0;: une commande tient sur une ligne, sans saut de ligne.</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>Non envoyé&#xa0;: le moteur ne tourne pas.</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- les lignes les plus anciennes ont été supprimées&#xa0;: la console garde au plus %n ligne et %1 Mo ---</numerusform>
            <numerusform>--- les lignes les plus anciennes ont été supprimées&#xa0;: la console garde au plus %n lignes et %1 Mo ---</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 sur %n ligne</numerusform>
            <numerusform>%1 sur %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>Commande pour le moteur (Entrée l&apos;envoie)</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>Le moteur ne tourne pas</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - Console du moteur</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>Enregistrer la transcription</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Modifier le moteur</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>rempli par «&#xa0;Détecter&#xa0;»</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>programme et arguments, p. ex. gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>Le programme et ses arguments, séparés par des espaces. Mettez entre &quot;guillemets doubles&quot; les mots qui contiennent des espaces. Aucun shell n&apos;est utilisé.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>dossier de Tabiya</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>encore inconnu&#xa0;: cliquez sur «&#xa0;Détecter&#xa0;»</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>Le moteur de Tabiya garde son nom et son programme.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>Ligne de &amp;commande&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Dossier de travail&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocole&#xa0;:</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>Le moteur gère la pendule et joue son camp lui-même</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>Mode playcurrent/move de CXBoard&#xa0;; sinon Tabiya envoie la position et une commande go à chaque coup</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>&amp;Variantes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>Dé&amp;tecter</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>Démarrer brièvement le moteur pour lire son nom, son protocole et ses variantes</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>Saisissez la ligne de commande qui démarre le moteur.</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>Programme introuvable ou non exécutable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>Le dossier de travail n&apos;existe pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 a répondu en %2.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Il existe déjà un moteur nommé %1.</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Programme du moteur</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>Auto (essaie UCI, UCCI, CECP, puis CXBoard)</translation>
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
        <translation>Niveau %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>Niveau </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>Profondeur </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>Gérer les moteurs</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Ligne de commande</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>Détectés sur ce système</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>Double-cliquez sur un moteur pour l&apos;ajouter</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Le moteur de Tabiya&#xa0;: toujours disponible</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>interrogation du moteur…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1 (ajouté)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>Le moteur de Tabiya ne peut pas être supprimé</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>%1 ajouté&#xa0;; interrogation sur son nom et ses variantes…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 ajouté (%2).</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>%1 a été ajouté, mais n&apos;a pas dit quelles variantes il joue&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>En attente des moteurs interrogés…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>Messages des moteurs</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>Les messages des moteurs s&apos;affichent ici.</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>Dit %n fois.</numerusform>
            <numerusform>Dit %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>Erreur de %1</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>Message de %1</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dit&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 signale une erreur&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 à son adversaire&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 aux spectateurs&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 à tous&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 demande&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>Indice de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>Coups du livre de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 demande</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Coups du livre</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>Coups du livre - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 n&apos;a aucun coup du livre pour cette position.</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>Coups du livre de %1 dans cette position&#xa0;:</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Choisir un dossier</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Choisir un fichier</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation>Hachage (Mo)</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>Tables de finales (%1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>celle du moteur</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>non envoyé</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Taille de la table de hachage de Tabiya, envoyée au moteur comme &quot;memory&quot; à son démarrage (le moteur l&apos;a demandé). Elle remplace l&apos;option Hash du moteur.</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Threads de recherche de Tabiya, envoyés au moteur comme &quot;cores&quot; à son démarrage (le moteur l&apos;a demandé). Ils remplacent l&apos;option Threads du moteur.</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>Dossier des tables de finales %1, envoyé au moteur comme &quot;egtpath&quot; à son démarrage.</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>Une commande&#xa0;: le moteur l&apos;exécute aussitôt.</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>Envoie vos modifications, puis demande au moteur d&apos;enregistrer ses réglages.</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>Demande au moteur de rétablir ses valeurs par défaut&#xa0;; la liste est relue.</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>Un nombre de %1 à %2&#xa0;; par défaut %3.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>Un choix parmi %n.</numerusform>
            <numerusform>Un choix parmi %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>Activé ou désactivé.</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>Un nom de fichier.</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>Un nom de dossier.</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>Texte.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>Réglages du moteur</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>Réglages de %1</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>Filtrer les options</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Rétablir la valeur par défaut</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>Remet l&apos;option sélectionnée à sa valeur par défaut.</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>Gras&#xa0;: valeur différente de celle par défaut. Italique&#xa0;: modifiée, pas encore appliquée.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>En attente de la déclaration des options du moteur…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>Le moteur ne tourne pas&#xa0;: ses boutons sont sans effet pour l&apos;instant, et les valeurs appliquées serviront à son prochain démarrage.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>En attente d&apos;une nouvelle déclaration des options du moteur…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>Borne supérieure (la recherche du moteur a échoué par le haut)</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>Borne inférieure (la recherche a échoué par le haut)</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>Borne inférieure (la recherche du moteur a échoué par le bas)</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>Borne supérieure (la recherche a échoué par le bas)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>Accès TF</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Variante principale</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>Profondeur de recherche / profondeur sélective, en demi-coups</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>En pions, du point de vue des %1&#xa0;; #n&#xa0;: mat en n coups</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>En pions, du point de vue du moteur&#xa0;; #n&#xa0;: mat en n coups</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>Accès aux tables de finales</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Variantes</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>Nombre de variantes affichées par le moteur (son option MultiPV)</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Copier la variante</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 n/s</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>%1 accès TF</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>hachage %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>Livre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>Copier &amp;toutes les variantes</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>Évaluations du point de vue des &amp;Rouges</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>Évaluations du point de vue des &amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>&amp;Exclure le coup</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>&amp;Exclure %1</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>Chercher sans ce coup</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>&amp;Inclure tous les coups</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>Exclus&#xa0;: %1</translation>
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
        <translation>%1 a joué un coup illégal&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 refuse un coup de la partie&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 a refusé le coup légal %2 (il a répondu&#xa0;: %3)</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>tout juste joué</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 n&apos;a pas pu être démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 s&apos;est arrêté au démarrage&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 a planté&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>%1 ne peut pas être prié de jouer tout de suite : il joue à son propre rythme</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>On ne peut pas proposer la nulle à %1 : il continue de jouer</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>Démarrage de %1 comme moteur %2…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>pas de cxboardok en réponse à cxboard 1.</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>Le moteur n&apos;a envoyé aucune feature&#xa0;: c&apos;est soit un moteur CECP version 1, soit pas du tout un moteur CECP.</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>%1 trouvé (%2).</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Ses derniers mots&#xa0;: %1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>pas de ligne feature en réponse à protover 2.</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>Le moteur n&apos;a pas terminé sa liste de features en %1 s.</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>pas de ligne feature en %1 s.</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>pas de cxboardok en %1 s.</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>Le programme n&apos;a pas répondu comme un moteur %1.</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>pas de uciok en réponse à uci.</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>pas de ucciok en réponse à ucci.</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>pas de réponse à uci en %1&#xa0;s.</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>pas de réponse à ucci en %1&#xa0;s.</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>Aucun signe de %1 (%2). Essai de %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>Le programme n&apos;a répondu ni comme moteur UCI, UCCI, CECP ni CXBoard.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>%1 démarré (pid %2)</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>démarrage de %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>impossible de créer le dossier de travail %1&#xa0;: le moteur tourne dans le dossier courant</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>arrêt forcé du groupe de processus</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>pas de sortie après quit&#xa0;: SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>tourne encore&#xa0;: SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>ligne de plus de %1 octets coupée</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>terminé par le signal %1</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>sorti avec le code %1</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>Le moteur a été terminé par le signal %1.</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>Le moteur s&apos;est terminé de façon inattendue avec le code %1.</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Le moteur n&apos;a pas pu être démarré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>Démarrage de %1 pour lire ses options...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>Réglages du moteur</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>Impossible d&apos;interroger %1 sur ses options&#xa0;:
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>aucun moteur</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>Console du moteur n° %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>Pas encore d&apos;évaluation</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>Liste des parties</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filtrer par joueur</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Charger</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 sur %n partie</numerusform>
            <numerusform>%1 sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>(lecture...)</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Cette partie ne peut pas être chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>Se charge jusqu&apos;à l&apos;erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jouer&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Fichier &amp;gt; Nouvelle partie&lt;/b&gt; choisit la variante (échecs, Chess960, xiangqi), la cadence et, pour chaque couleur, un humain ou un moteur.&lt;/p&gt;&lt;p&gt;Jouez en cliquant sur une pièce puis sur sa case d&apos;arrivée, en la faisant glisser, ou en tapant le coup (e2e4, Nf3) sur le plateau puis Entrée.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Le moteur joue les Blancs / Le moteur joue les Noirs&lt;/b&gt;&#xa0;: le moteur joue cette couleur, vous l&apos;autre.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Deux moteurs&lt;/b&gt;&#xa0;: deux moteurs jouent l&apos;un contre l&apos;autre&#xa0;; &lt;b&gt;Match entre moteurs&lt;/b&gt; joue une série de parties et les enregistre.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modifier la partie&lt;/b&gt;&#xa0;: vous jouez les coups des deux camps, sans pendule.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modifier la position&lt;/b&gt;&#xa0;: installez n&apos;importe quelle position, puis jouez-la ou analysez-la.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mode analyse&lt;/b&gt;&#xa0;: un moteur réfléchit à la position affichée pendant que vous déplacez les pièces ou parcourez la partie&#xa0;; &lt;b&gt;Analyser la partie&lt;/b&gt; annote une partie entière.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Pendant la partie&lt;/h3&gt;&lt;p&gt;Le menu &lt;b&gt;Actions&lt;/b&gt; propose ou accepte la nulle, abandonne, interrompt la partie, réclame le gain au temps quand l&apos;adversaire a dépassé son temps, et adjuge un résultat. &lt;b&gt;Options&lt;/b&gt; contient la réflexion permanente, Toujours dame et l&apos;apparence du plateau. &lt;b&gt;Aide &amp;gt; Raccourcis clavier&lt;/b&gt; liste toutes les touches.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>non pris en charge</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>pas de liste de coups pour searchmoves</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>pas en analyse</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>plus de %1 options&#xa0;: option %2 refusée</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>option refusée&#xa0;: mal formée, ou plus de %1 caractères pour son nom ou %2 pour sa valeur ou ses choix</translation>
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
        <source>Tabiya</source>
        <translation>Tabiya</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Trait aux %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>Les %1 proposent la nulle</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>Indice de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>Mode analyse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Analyse arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>Sortie du moteur</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>La fenêtre a été fermée</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>Ouverture du fichier</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>Une nouvelle partie a commencé</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>La partie n&apos;a pas pu commencer</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Démarrage...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>Le mode a changé</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya&#xa0;: %1 - %2</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>C&apos;était une position antérieure&#xa0;: le plateau revient à la position de la partie. Trait aux %1.</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>À propos de Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
Un plateau pour jouer aux échecs et au xiangqi (échecs chinois) contre des moteurs qui parlent CECP (xboard) ou CXBoard.</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>Interrompre la &amp;partie</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>Partie interrompue</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>Réclamer le gain au &amp;temps</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>Réclamer le gain au temps&#xa0;: l&apos;adversaire a encore du temps.</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>Ad&amp;juger</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>Victoire des Blancs par adjudication</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>Victoire des Noirs par adjudication</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Nulle par adjudication</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>Victoire des &amp;Blancs (Rouges)</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>Victoire des N&amp;oirs</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Nulle</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>Victoire des Rouges par adjudication</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>&amp;Réflexion permanente</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>Gain au &amp;temps automatique</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>Toujours &amp;dame</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>&amp;Animer les coups</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>&amp;Surligner le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Premiers pas</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>Mode analyse&#xa0;: démarrage de %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Analyse arrêtée</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>Il n&apos;y a aucun coup à analyser.</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>Analyse de la partie avec %1...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>Partie analysée&#xa0;: les évaluations et les meilleures variantes sont dans les commentaires des coups (Fichier &gt; Enregistrer la partie).</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>L&apos;analyse de la partie a échoué&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>Variante de %n coup affichée&#xa0;; Échap revient à la partie.</numerusform>
            <numerusform>Variante de %n coups affichée&#xa0;; Échap revient à la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>Charger une partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>Aucune partie trouvée.</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>Impossible de charger la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>Lecture arrêtée à %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Position copiée</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>Enregistrer la position</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>Fichiers FEN (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>Le presse-papiers ne contient aucune position que Tabiya sait lire.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Cette position ne peut pas être jouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Partie copiée</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>Charger une position</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 ne contient aucune position que Tabiya sait lire.</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>Enregistrer l&apos;image du plateau</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>Match entre moteurs</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>Aucun moteur ne peut jouer le match.</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>Un match a commencé</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Match Tabiya</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Les parties sont dans %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2&#xa0;: %3 %4 (partie %5 sur %6)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nouvelle partie...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>&amp;Charger une partie...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>Charger une &amp;position...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>&amp;Enregistrer la partie...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>Enre&amp;gistrer la position...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>Enregistrer l&apos;&amp;image du plateau...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Copier la &amp;partie (PGN)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Copier la position (FEN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>Co&amp;ller la partie (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>Coller la pos&amp;ition (FEN)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>Modifi&amp;er la partie</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>Modifier la p&amp;osition...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>&amp;Retourner le plateau</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>Aller au &amp;début</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>&amp;Quitter la variante</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>&amp;Notation du xiangqi</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>&amp;Chinoise</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>P&amp;ièces</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>Pour les &amp;échecs</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>Pour le &amp;xiangqi</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>Le moteur joue les &amp;Blancs</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>Le moteur joue les &amp;Noirs</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>&amp;Deux moteurs</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>&amp;Match entre moteurs...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Mode &amp;analyse</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Analyser la &amp;partie</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>Modifier la po&amp;sition...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>A&amp;ctions</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>&amp;Accepter / proposer la nulle</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Réclamer la nulle</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>Les règles ne permettent pas de réclamer la nulle ici.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Abando&amp;nner</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>Jouer &amp;maintenant</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>Reprendre le &amp;coup</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>Mo&amp;teur</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>&amp;Gérer les moteurs...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>&amp;Réglages du moteur n° %1...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>Pas de moteur n° %1 dans cette partie.</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>&amp;Console du moteur n° %1</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>Coups du &amp;livre</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>&amp;Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>Fixer l&apos;é&amp;valuation...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>Fixer l&apos;évaluation demande le mode analyse avec un moteur qui le propose.</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>Fixer l&apos;évaluation</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>La position vaut (en pions, pour le camp au trait)&#xa0;:</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>Jusqu&apos;à la profondeur de recherche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>À pr&amp;opos de Tabiya</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya parlera %1 à partir de son prochain démarrage.</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>Liste des parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lecture de %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>Impossible de lire la partie %1 de %2</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>Lecture de la partie %1...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>C&apos;est la dernière partie.</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>C&apos;est la première partie.</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>Lecture de la partie...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>Partie %1 chargée&#xa0;: %2 (lecture du reste du fichier...)</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>Partie %1 sur %2 chargée&#xa0;: %3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>Partie chargée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>Partie chargée&#xa0;: %1, la première des %n parties du texte.</numerusform>
            <numerusform>Partie chargée&#xa0;: %1, la première des %n parties du texte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1. Match terminé&#xa0;: %2, différence Elo %3 (intervalle à 95&#xa0;% %4 .. %5).</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>Charger la partie &amp;suivante</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>Charger la partie précé&amp;dente</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>&amp;Liste des parties</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>Fichiers de position (*.fen *.epd);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>Le match a été interrompu</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>Le match a été interrompu. %1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>Interrompre le ma&amp;tch</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>Une variante&#xa0;: trait aux %1. Un coup joué ici la prolonge.</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>Les coups de la partie ont changé&#xa0;: elle continue en mode Modifier la partie.</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>Modifier les &amp;balises...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>Modifier le co&amp;mmentaire...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>P&amp;romouvoir la variante</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Supprimer la &amp;variante</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>Tronq&amp;uer la partie ici</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>Le coup affiché n&apos;est pas dans une variante.</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>Aucun coup ne suit le coup affiché.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partie</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya ne vérifie pas les règles de %1&#xa0;: le moteur juge les coups.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>Un camp en échec ne peut pas passer.</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>Passer n&apos;est pas permis dans cette variante.</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>Cliquez sur l&apos;échiquier pour choisir comment la partie de %1 commence.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>Match entre moteurs</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>&amp;Premier moteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>&amp;Second moteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>P&amp;arties&#xa0;:</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>Même &amp;cadence pour les deux moteurs</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>aucune&#xa0;: chaque partie depuis la position initiale</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>Pa&amp;rcourir...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>&amp;Fichier (PGN, EPD, FEN)&#xa0;:</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>Comme dans le fichier</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Ordre&#xa0;:</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>Jouer chaque ouverture avec les &amp;deux couleurs</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Parco&amp;urir...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>&amp;Enregistrer les parties dans&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>&amp;Lancer le match</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>Cadence du premier moteur</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>Cadence du second moteur</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>Parties ou positions (*.pgn *.epd *.fen);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>Fichiers PGN (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>Enregistrer les parties du match</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>Choisissez un fichier où enregistrer les parties.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Match Tabiya</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>la partie n&apos;a pas pu être préparée</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>Le match a été interrompu</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>Gagnées / nulles / perdues&#xa0;:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Différence Elo&#xa0;:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Ouverture&#xa0;:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Enregistré dans&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>&amp;Interrompre le match</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>aucune partie pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 sur %2 (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1 (95&#xa0;%&#xa0;: %2 à %3)</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>Partie %1 en cours.</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>La partie %1 va bientôt commencer.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Le match est terminé.</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>Le match a été interrompu après %n partie.</numerusform>
            <numerusform>Le match a été interrompu après %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, depuis %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>La pièce de promotion proposée est inconnue.</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>Cette pièce ne peut pas être parachutée ici.</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>Une de vos pièces occupe cette case.</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>Ce coup laisserait votre général en échec ou face au général adverse.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Ce coup laisserait votre roi en échec.</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>La pièce «&#xa0;%1&#xa0;» ne peut pas aller là.</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>Cette case n&apos;est pas marquée comme destination.</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>Les règles d&apos;échange des lions interdisent cette prise.</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess&amp;960, position</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aléatoire</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>&amp;Blancs (Rouges)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>Inverser les co&amp;uleurs</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>Cadence &amp;différente pour chaque camp</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>Cadence des Blancs (Rouges)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>Cadence des Noirs</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>Limiter la force à</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>Le moteur n&apos;offre aucun réglage de force&#xa0;: il ne calcule pas plus profond que ceci</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::PiecePalette</name>
    <message>
        <source>%1 %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Case vide</translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation>Occidentales</translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation>Caractères du xiangqi</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>Pictogrammes du xiangqi</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>Caractères du xiangqi, police Kai</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>Caractères du janggi</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>Cliquez sur une case pour y placer la pièce choisie, cliquez de nouveau pour l&apos;enlever. Un clic droit vide une case. Faites glisser une pièce pour la déplacer, hors du plateau pour la retirer.</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rouges</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Droits de roque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>La case qu&apos;un pion vient de franchir en avançant de deux cases&#xa0;; seules les cases où une prise est possible sont proposées</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vider le plateau</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>Re&amp;tourner</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>La position en FEN&#xa0;: elle suit le plateau, et le plateau suit ce que vous tapez ici</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>&amp;FEN&#xa0;:</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>Pas une FEN que le plateau sait lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>Position injouable&#xa0;: %1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>Une position jouable.</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Charger une position</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%n position dans %1&#xa0;:</numerusform>
            <numerusform>%n positions dans %1&#xa0;:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>Choisir la pièce de promotion</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>variante principale de plus de %1 coups ou %2 caractères&#xa0;: le reste n&apos;est pas conservé</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>valeur d&apos;option contenant un saut de ligne</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>valeur incorrecte</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>option inconnue</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>une ligne contenant un saut de ligne</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>Il n&apos;y a pas de position Chess960 %1 (0 à 959).</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>Chaque camp doit avoir un joueur.</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 ne joue pas à ce jeu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>Les %1 ont tenté un coup illégal</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>Les %1 abandonnent</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Nulle par accord mutuel</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>Nulle réclamée selon la règle des 50 coups</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>Réclamation erronée des %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>Réclamation erronée des %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>Le drapeau des %1 est tombé&#xa0;: «&#xa0;Réclamer le gain au temps&#xa0;» réclame la partie</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>Les %1 perdent au temps, mais les %2 ne peuvent pas gagner&#xa0;: nulle</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>Les %1 perdent au temps</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>Les moteurs n&apos;ont pas dit comment ils jouent %1.</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 revendique le résultat&#xa0;: %2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>Nulle&#xa0;: il ne reste que les rois</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 n&apos;est pas un nom de variante.</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>Aucun moteur ne dit comment jouer %1.</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya ne peut pas jouer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya ne vérifie pas les règles de %1&#xa0;: le moteur juge les coups.</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 a refusé le coup&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 n&apos;accepte pas ce coup&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
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
        <translation>&amp;Temps de base&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Incrément par coup&#xa0;:</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>toute la partie</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>&amp;Coups par période&#xa0;:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>Temps &amp;fixe par coup&#xa0;:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>illimitée</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>&amp;Profondeur de recherche&#xa0;:</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>Tapez d&apos;abord un coup.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un coup légal ici.</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>pas de readyok à temps&#xa0;: on continue</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>pas de %1ok à temps&#xa0;: on continue avec ce qui a été reçu</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>variante non prise en charge</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 d&apos;une recherche annulée ignoré</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 pendant le ponder ignoré</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>bestmove %1 hors de son tour ignoré</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>le moteur n&apos;a aucun coup</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>Sans roque</translation>
    </message>
    <message>
        <source>Wild castle</source>
        <translation>Wild castle</translation>
    </message>
    <message>
        <source>Losers</source>
        <translation>Qui perd gagne</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Suicide</translation>
    </message>
    <message>
        <source>Giveaway</source>
        <translation>Giveaway</translation>
    </message>
    <message>
        <source>Two kings</source>
        <translation>Deux rois</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>Trois échecs</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>Échecs atomiques</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>Capablanca</translation>
    </message>
    <message>
        <source>Gothic</source>
        <translation>Échecs gothiques</translation>
    </message>
    <message>
        <source>Janus</source>
        <translation>Janus</translation>
    </message>
    <message>
        <source>Capablanca random</source>
        <translation>Capablanca aléatoire</translation>
    </message>
    <message>
        <source>Knightmate</source>
        <translation>Knightmate</translation>
    </message>
    <message>
        <source>Berolina</source>
        <translation>Berolina</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Falcon</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Échecs cylindriques</translation>
    </message>
    <message>
        <source>Superchess</source>
        <translation>Superchess</translation>
    </message>
    <message>
        <source>Great shatranj</source>
        <translation>Grand shatranj</translation>
    </message>
    <message>
        <source>Seirawan</source>
        <translation>Seirawan</translation>
    </message>
    <message>
        <source>Spartan</source>
        <translation>Échecs spartiates</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>Shatranj</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courier</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>Makruk</translation>
    </message>
    <message>
        <source>Cambodian</source>
        <translation>Cambodgien</translation>
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
        <translation>Chu shogi</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>Échecs à règles différentes</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>Échecs à pièces différentes</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>Shatranj et makruk</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>Xiangqi et janggi</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
</context>
</TS>
