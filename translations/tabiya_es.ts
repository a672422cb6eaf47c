<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>El motor necesita un nombre.</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>El motor necesita una línea de comandos.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Ya existe un motor llamado %1.</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>No existe ningún motor llamado %1.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>Esta no es una FEN que Tabiya pueda leer: %1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>Las %1 deben tener exactamente una pieza «%2».</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>El bando que mueve podría capturar la pieza «%2» de las %1.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>Una pieza «%1» de las %2 está en su primera o última fila.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>Una pieza «%1» de las %2 está fuera de la zona en la que puede estar.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>Una pieza «%1» de las %2 está detrás de su fila inicial.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>la línea %1 no es una posición de %2: %3</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>partida %1, línea %2: %3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>la partida %1 es de %2, el match se juega a %3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>no hay partidas</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>no hay posiciones</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>no existe la apertura %1, solo %2</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>Un comando de motor está vacío.</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>Motor no encontrado: %1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>Variante desconocida: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Opción desconocida: %1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>La opción %1 necesita un valor.</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>Valor incorrecto para %1: %2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>Indique un archivo de partidas (-lgf) o un archivo de posiciones (-lpf), no ambos.</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>la línea de comandos del primer motor</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>la del segundo motor (por defecto: la del primero)</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>el directorio de trabajo del primer motor</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>el directorio de trabajo del segundo motor</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>el nombre del primer motor en el PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>el nombre del segundo motor en el PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>el protocolo del segundo motor</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard con el primer motor al mando (playcurrent,
su propio reloj) en lugar del modo forzado</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>lo mismo para el segundo motor</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>tiempo base (por defecto 5)</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>jugadas por periodo (por defecto 40)</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>incremento por jugada (se admiten fracciones): reloj con incremento</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>tiempo fijo por jugada</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>límite de profundidad de búsqueda</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>el tiempo del primer motor dividido entre N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>el tiempo del segundo motor dividido entre N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1: el motor con más tiempo recibe el tiempo nominal</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>número de partidas; los colores se alternan</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>con -headless: N partidas a la vez, cada una con su propio
par de motores (como mucho una por núcleo mantiene
justos los relojes); resultados y PGN en el orden de las partidas</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>la pausa de la ventana entre las partidas del match (10000)</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>añadir el PGN de cada partida a FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>empezar las partidas desde las de un archivo PGN (con sus
jugadas ya hechas)</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>empezar las partidas desde un archivo de líneas FEN</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>qué apertura: N, o -1 la siguiente en cada partida, -2 la
siguiente cada dos partidas (cada una con ambos colores)</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>volver a la primera apertura después de la N-ésima</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>transcripción del protocolo en la salida de error estándar</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>transcripción del protocolo en FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>jugar el match sin ventana</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>esta ayuda</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>Uso: tabiya [-headless] [opciones]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>las opciones del primer motor al arrancar</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>las opciones del segundo motor al arrancar</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>el protocolo del primer motor: cecp (por defecto), cxboard,
uci o ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>el primer motor habla UCI (-fproto uci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>el segundo motor habla UCI (-sproto uci)</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>el primer motor habla UCCI (-fproto ucci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>el segundo motor habla UCCI (-sproto ucci)</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>la variante por su nombre CECP: normal (ajedrez), xiangqi,
capablanca, crazyhouse, ... (cualquiera que conozcan las reglas), una que
define el primer motor (grande-acedrex), o WxH+S_parent para
otro tamaño de tablero (10x10+0_fairy)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojas</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [%n carácter más no guardado]</numerusform>
            <numerusform> … [%n caracteres más no guardados]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 rechazó la jugada %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 no puede analizar</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>No se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 se detuvo: %2</translation>
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
        <translation>Madera</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>Ahora no puede mover.</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>no llegó done=1 a tiempo: se continúa con las features recibidas</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>sin features: un motor del protocolo versión 1</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>las features llegaron tarde: la posición se envía de nuevo con setboard</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>posición incorrecta</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>no admitido</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>no está analizando</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>opción desconocida</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>más de %1 opciones: opción %2 rechazada</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>opción %1 rechazada: mal formada, o con más de %2 caracteres en su nombre o %3 en su valor u opciones</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 leída como done=1</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>respuesta del libro de más de %1 líneas: el resto no se guarda</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>features después del final del saludo inicial: aceptadas</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>jugada %1 de una búsqueda cancelada ignorada</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>jugada %1 fuera de turno ignorada</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>comando desconocido</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>Las negras dan mate</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Las blancas dan mate</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Las blancas abandonan</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Las negras abandonan</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>línea %1 mal formada ignorada</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>más de %1 líneas piece: el resto se ignora</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>rechazo de %1 ignorado: se refiere a una posición anterior</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>no hubo bestmove tras stop: se continúa</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>no llegó readyok a tiempo: se continúa</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>no llegó cxboardok a tiempo: se continúa con lo recibido</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>variante no admitida</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>protección contra copia</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 de una búsqueda cancelada ignorado</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>jugada %1 hecha antes de force ignorada</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 mientras pensaba en el tiempo del rival ignorado</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>jugada %1 fuera de turno ignorada</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>No se puede escribir el archivo de depuración %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>Comentario sobre %1:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Borrar</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Editar etiquetas</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Añadir etiqueta</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Quitar etiqueta</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>El resultado de la partida: cambia cuando la partida termina.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>«%1» no es un nombre de etiqueta: use letras, dígitos y guiones bajos, empezando por una letra o un dígito.</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>La partida escribe ella misma la etiqueta %1.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>La etiqueta %1 aparece dos veces.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Guardar...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>Consola del motor</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>Mostrar solo las líneas que contienen este texto</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>Guardar toda la transcripción (no solo las líneas filtradas)</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; al motor   &lt; del motor   ! errores del motor (stderr)   * notas</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1: un nuevo proceso del motor ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- el motor se cerró ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ... (%n carácter más)</numerusform>
            <numerusform> ... (%n caracteres más)</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>Transcripción de %1</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>No enviado: un comando es una sola línea, sin saltos de línea.</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>No enviado: el motor no está en marcha.</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- se descartaron las líneas más antiguas: la consola guarda como máximo %n línea y %1 MB ---</numerusform>
            <numerusform>--- se descartaron las líneas más antiguas: la consola guarda como máximo %n líneas y %1 MB ---</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 de %n línea</numerusform>
            <numerusform>%1 de %n líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>Comando para el motor (Intro lo envía)</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>El motor no está en marcha</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - Consola del motor</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>Guardar la transcripción</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Archivos de texto (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Editar motor</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>lo rellena «Detectar»</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>programa y argumentos, p. ej. gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>El programa y sus argumentos, separados por espacios. Ponga entre &quot;comillas dobles&quot; las palabras con espacios. No se usa ningún shell.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>carpeta de Tabiya</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>aún desconocido: pulse «Detectar»</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>El motor propio de Tabiya conserva su nombre y su programa.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Línea de comandos:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protocolo:</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>El motor lleva el reloj y juega su bando por sí mismo</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>Modo playcurrent/move de CXBoard; si no, Tabiya envía la posición y un comando go en cada jugada</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>&amp;Variantes:</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>&amp;Detectar</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>Iniciar el motor brevemente para leer su nombre, protocolo y variantes</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>Introduzca la línea de comandos que inicia el motor.</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>Programa no encontrado o no ejecutable: %1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>La carpeta de trabajo no existe: %1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 respondió en %2.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Ya existe un motor llamado %1.</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Programa del motor</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>Auto (prueba UCI, UCCI, CECP y luego CXBoard)</translation>
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
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profundidad %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>Nivel </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>Profundidad </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>Gestionar motores</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Línea de comandos</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>Detectados en este sistema</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>Haga doble clic en un motor para añadirlo</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Aña&amp;dir</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Motor propio de Tabiya: siempre disponible</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>consultando al motor…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1 (añadido)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>El motor propio de Tabiya no se puede quitar</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>%1 añadido; consultando su nombre y variantes…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 añadido (%2).</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>%1 se añadió, pero no indicó qué variantes juega:
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 quitado.</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>Esperando a los motores consultados…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>Mensajes de los motores</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>Aquí aparecen los mensajes de los motores.</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>Dicho %n vez.</numerusform>
            <numerusform>Dicho %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>Error de %1</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>Mensaje de %1</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dice: %2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 informa de un error: %2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 a su rival: %2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 a los espectadores: %2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 a todos: %2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 pregunta: %2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>Pista de %1: %2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>Jugadas de libro de %1: %2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 pregunta</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Jugadas de libro</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>Jugadas de libro - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 no tiene jugadas de libro para esta posición.</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>Jugadas de libro de %1 en esta posición:</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Elegir una carpeta</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Elegir un archivo</translation>
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
        <translation>Hilos</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>Tablas de finales (%1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>la del motor</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>no enviado</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Tamaño de hash de Tabiya, enviado al motor como &quot;memory&quot; al iniciarse (el motor lo pidió). Sustituye a la opción Hash del propio motor.</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Hilos de búsqueda de Tabiya, enviados al motor como &quot;cores&quot; al iniciarse (el motor lo pidió). Sustituyen a la opción Threads del propio motor.</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>Carpeta de las tablas de finales %1, enviada al motor como &quot;egtpath&quot; al iniciarse.</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>Un comando: el motor lo ejecuta de inmediato.</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>Envía sus cambios y luego pide al motor que guarde su configuración.</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>Pide al motor que restablezca sus valores predeterminados; la lista se vuelve a leer.</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>Un número de %1 a %2; predeterminado %3.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>Una de %n opción.</numerusform>
            <numerusform>Una de %n opciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>Sí o no.</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>Un nombre de archivo.</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>Un nombre de carpeta.</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>Texto.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Predeterminado: %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opción</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminado</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>Configuración del motor</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>Configuración de %1</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>Filtrar opciones</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Restablecer valor predeterminado</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>Devuelve la opción seleccionada a su valor predeterminado.</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>Negrita: no es el valor predeterminado. Cursiva: cambiada, aún no aplicada.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>Esperando a que el motor declare sus opciones…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>El motor no está en marcha: sus botones no hacen nada ahora, y los valores que aplique se usarán la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>Esperando a que el motor vuelva a declarar sus opciones…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>Cota superior (la búsqueda del motor falló por arriba)</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>Cota inferior (la búsqueda falló por arriba)</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>Cota inferior (la búsqueda del motor falló por abajo)</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>Cota superior (la búsqueda falló por abajo)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodos</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>N/s</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>Aciertos TF</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Variante principal</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>Profundidad de búsqueda / profundidad selectiva, en medias jugadas</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>En peones, desde el punto de vista de las %1; #n: mate en n jugadas</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>En peones, desde el punto de vista del motor; #n: mate en n jugadas</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodos por segundo</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>Aciertos en tablas de finales</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Líneas</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>Cuántas líneas muestra el motor (su opción MultiPV)</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Copiar línea</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 n/s</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>%1 aciertos TF</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>hash %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>Libro: %1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>Copiar &amp;todas las líneas</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>Evaluación desde las &amp;rojas</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>Evaluación desde las &amp;blancas</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>&amp;Excluir jugada</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>&amp;Excluir %1</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>Buscar sin esta jugada</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>&amp;Incluir todas las jugadas</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>Excluidas: %1</translation>
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
        <translation>%1 hizo una jugada ilegal: %2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 rechaza una jugada de la partida: %2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 rechazó la jugada legal %2 (respondió: %3)</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>recién jugada</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>No se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 se detuvo durante el arranque: %2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 se colgó: %2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>No se puede pedir a %1 que mueva ya: mueve a su propio ritmo</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>No se puede ofrecer tablas a %1: sigue jugando</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>Iniciando %1 como motor %2…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>no hubo cxboardok en respuesta a cxboard 1.</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>El motor no envió features: o es un motor CECP versión 1 o no es un motor CECP.</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>Encontrado %1 (%2).</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Sus últimas palabras: %1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>no hubo línea feature en respuesta a protover 2.</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>El motor no terminó su lista de features en %1 s.</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>ninguna línea feature en %1 s.</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>ningún cxboardok en %1 s.</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>El programa no respondió como un motor %1.</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>no hay uciok en respuesta a uci.</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>no hay ucciok en respuesta a ucci.</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>sin respuesta a uci en %1 s.</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>sin respuesta a ucci en %1 s.</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>Ni rastro de %1 (%2). Probando %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>El programa no respondió como motor UCI, UCCI, CECP ni CXBoard.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>%1 iniciado (pid %2)</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>iniciando %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>no se puede crear la carpeta de trabajo %1: el motor se ejecuta en la actual</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>matando el grupo de procesos</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>no terminó tras quit: SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>sigue en marcha: SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>línea de más de %1 bytes cortada</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>terminado por la señal %1</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>salió con el código %1</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>El motor fue terminado por la señal %1.</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>El motor salió inesperadamente con el código %1.</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>No se pudo iniciar el motor: %1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>Iniciando %1 para leer sus opciones...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>Configuración del motor</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>No se pudieron consultar las opciones de %1:
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>ningún motor</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>Consola del motor n.º %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>Aún no hay evaluaciones</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>Lista de partidas</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Filtrar por jugador</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Cargar</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 de %n partida</numerusform>
            <numerusform>%1 de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>(leyendo...)</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Esta partida no se puede cargar: %1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>Se carga hasta el error: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jugar&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Archivo &amp;gt; Nueva partida&lt;/b&gt; elige la variante (ajedrez, Chess960, xiangqi), el reloj y, para cada color, una persona o un motor.&lt;/p&gt;&lt;p&gt;Mueva haciendo clic en una pieza y luego en su casilla de destino, arrastrándola, o escribiendo la jugada (e2e4, Nf3) sobre el tablero y pulsando Intro.&lt;/p&gt;&lt;h3&gt;Modos&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Motor con blancas / Motor con negras&lt;/b&gt;: el motor juega con ese color y usted con el otro.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Dos motores&lt;/b&gt;: dos motores juegan entre sí; &lt;b&gt;Match de motores&lt;/b&gt; juega una serie de partidas y las guarda.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Editar partida&lt;/b&gt;: usted hace las jugadas de ambos bandos, sin reloj.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Editar posición&lt;/b&gt;: coloque cualquier posición y luego juéguela o analícela.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modo de análisis&lt;/b&gt;: un motor piensa sobre la posición mostrada mientras usted mueve piezas o recorre la partida; &lt;b&gt;Analizar partida&lt;/b&gt; comenta una partida entera.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Durante la partida&lt;/h3&gt;&lt;p&gt;El menú &lt;b&gt;Acciones&lt;/b&gt; ofrece o acepta tablas, abandona, anula la partida, reclama la victoria por tiempo cuando al rival se le acaba el tiempo y adjudica un resultado. &lt;b&gt;Opciones&lt;/b&gt; contiene pensar en el tiempo del rival, Siempre dama y el aspecto del tablero. &lt;b&gt;Ayuda &amp;gt; Atajos de teclado&lt;/b&gt; muestra todas las teclas.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>no admitido</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>no hay lista de jugadas para searchmoves</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>no está analizando</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>más de %1 opciones: opción %2 rechazada</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>opción rechazada: mal formada, o más de %1 caracteres en su nombre o %2 en su valor u opciones</translation>
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
        <translation>Humano</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Juegan las %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>Las %1 ofrecen tablas</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>Pista de %1: %2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>Modo de análisis: %1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Análisis detenido: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>Salida del motor</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>Se cerró la ventana</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>Abriendo el archivo</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>Se empezó una nueva partida</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>No se pudo empezar la partida</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Iniciando...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>Cambió el modo</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya: %1 - %2</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>Esa era una posición anterior: el tablero vuelve a la posición de la partida. Juegan las %1.</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>Ahora no es su turno.</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>Acerca de Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
Un tablero para jugar al ajedrez y al xiangqi (ajedrez chino) contra motores que hablan CECP (xboard) o CXBoard.</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>Anu&amp;lar partida</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>Partida anulada</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>Reclamar por &amp;tiempo</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>Reclamar por tiempo: al rival aún le queda tiempo.</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>Ad&amp;judicar</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>Ganan las blancas por adjudicación</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>Ganan las negras por adjudicación</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Tablas por adjudicación</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>Ganan las &amp;blancas (rojas)</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>Ganan las &amp;negras</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Tablas</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>Ganan las rojas por adjudicación</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>&amp;Pensar en el tiempo del rival</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>Reclamar por tiempo &amp;automáticamente</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>Siempre &amp;dama</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>A&amp;nimar jugadas</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>&amp;Resaltar la última jugada</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>Modo de análisis: iniciando %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Análisis detenido</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>No hay jugadas que analizar.</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>Analizando la partida con %1...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>Partida analizada: las evaluaciones y las mejores líneas están en los comentarios de las jugadas (Archivo &gt; Guardar partida).</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Falló el análisis de la partida: %1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>Mostrando una variante de %n jugada; Esc vuelve a la partida.</numerusform>
            <numerusform>Mostrando una variante de %n jugadas; Esc vuelve a la partida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>Cargar partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>No se encontró ninguna partida.</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>No se puede cargar la partida: %1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>Lectura detenida en %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Posición copiada</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>Guardar posición</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>Archivos FEN (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>El portapapeles no contiene ninguna posición que Tabiya pueda leer.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Esta posición no se puede jugar: %1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Partida copiada</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>Cargar posición</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 no contiene ninguna posición que Tabiya pueda leer.</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>Guardar imagen del tablero</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>No se pudo escribir %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>Match de motores</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>No hay ningún motor para jugar el match.</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>Se empezó un match</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Match de Tabiya</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Las partidas están en %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2 : %3 %4 (partida %5 de %6)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Nueva partida...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>&amp;Cargar partida...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>Cargar &amp;posición...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>&amp;Guardar partida...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>G&amp;uardar posición...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>Guardar &amp;imagen del tablero...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Copiar &amp;partida (PGN)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Copiar posición (FEN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>Peg&amp;ar partida (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>Pegar pos&amp;ición (FEN)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>&amp;Editar partida</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>Editar p&amp;osición...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>Ir al &amp;inicio</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>&amp;Salir de la variante</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>&amp;Notación de xiangqi</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>&amp;China</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Piezas</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>Para partidas de &amp;ajedrez</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>Para partidas de &amp;xiangqi</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Tema del tablero</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>Motor con &amp;blancas</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>Motor con &amp;negras</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>&amp;Dos motores</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>&amp;Match de motores...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Modo de &amp;análisis</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Analizar &amp;partida</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>Editar po&amp;sición...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>A&amp;cciones</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>&amp;Aceptar / ofrecer tablas</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Reclamar tablas</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>Las reglas no permiten reclamar tablas aquí.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonar</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>Jugar a&amp;hora</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>Mo&amp;tor</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>&amp;Gestionar motores...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>&amp;Configuración del motor n.º %1...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>No hay motor n.º %1 en esta partida.</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>C&amp;onsola del motor n.º %1</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>Jugadas de &amp;libro</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>&amp;Detener el análisis</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>Fijar &amp;evaluación...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>Fijar evaluación requiere el modo de análisis con un motor que lo ofrezca.</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>Fijar evaluación</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>La posición vale (en peones, para el bando que mueve):</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>Hasta la profundidad de búsqueda:</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>Acerca &amp;de Tabiya</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya usará %1 a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>Lista de partidas: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Leyendo %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>No se pudo leer la partida %1 de %2</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>Leyendo la partida %1...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>Esta es la última partida.</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>Esta es la primera partida.</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>Leyendo la partida...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>Partida %1 cargada: %2 (leyendo el resto del archivo...)</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>Partida %1 de %2 cargada: %3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>Partida cargada: %1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>Partida cargada: %1, la primera de las %n partidas del texto.</numerusform>
            <numerusform>Partida cargada: %1, la primera de las %n partidas del texto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1. Match terminado: %2, diferencia Elo %3 (intervalo del 95 % %4 .. %5).</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>Cargar partida siguien&amp;te</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>Cargar partida &amp;anterior</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>&amp;Lista de partidas</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>Archivos de posición (*.fen *.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>El match se anuló</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>El match se anuló. %1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>Anula&amp;r match</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>Una variante: juegan las %1. Una jugada hecha aquí la prolonga.</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>Las jugadas de la partida cambiaron: sigue en Editar partida.</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>Editar e&amp;tiquetas...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>Editar co&amp;mentario...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>P&amp;romover variante</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Borrar variante</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>Tr&amp;uncar partida desde aquí</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>La jugada mostrada no está en una variante.</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>Ninguna jugada sigue a la mostrada.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya no comprueba las reglas de %1: el motor juzga las jugadas.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>Un bando en jaque no puede pasar.</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>En esta variante no se permite pasar.</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>Haga clic en el tablero para elegir cómo empieza la partida de %1.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>Match de motores</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>&amp;Primer motor:</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>&amp;Segundo motor:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>P&amp;artidas:</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>Mismo control de &amp;tiempo para ambos motores</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>ninguna: cada partida desde la posición inicial</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>Exami&amp;nar...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>Arc&amp;hivo (PGN, EPD, FEN):</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>Como en el archivo</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Orden:</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>Jugar cada apertura con ambos &amp;colores</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>E&amp;xaminar...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>Guardar las partidas &amp;en:</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>&amp;Iniciar match</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>Control de tiempo del primer motor</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>Control de tiempo del segundo motor</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>Partidas o posiciones (*.pgn *.epd *.fen);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>Archivos PGN (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>Guardar las partidas del match</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>Elija un archivo donde guardar las partidas.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Match de Tabiya</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>no se pudo preparar la partida</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>El match se interrumpió</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>Ganadas / tablas / perdidas:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Puntuación:</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Diferencia Elo:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Guardado en:</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>&amp;Anular match</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>aún ninguna partida</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 de %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1 (95 %: %2 a %3)</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>Jugando la partida %1.</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>La partida %1 empieza en breve.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>El match ha terminado.</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>El match se anuló tras %n partida.</numerusform>
            <numerusform>El match se anuló tras %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, desde %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>La pieza de promoción indicada es desconocida.</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>Esa pieza no se puede colocar ahí.</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>En esa casilla hay una pieza propia.</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>Esa jugada dejaría a su general en jaque o frente al general rival.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Esa jugada dejaría a su rey en jaque.</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>La pieza «%1» no puede ir ahí.</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>Esa casilla no está marcada como destino.</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>Las reglas de cambio de leones prohíben esa captura.</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess&amp;960, posición</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aleatoria</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>&amp;Blancas (rojas):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>Invertir &amp;colores</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>Tiempo &amp;diferente para cada bando</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>Control de tiempo de las blancas (rojas)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>Control de tiempo de las negras</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>Limitar la fuerza a</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>El motor no ofrece ajuste de fuerza: no calcula más allá de esta profundidad</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
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
        <translation>Vacía</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Casilla vacía</translation>
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
        <translation>Caracteres de xiangqi</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>Pictogramas de xiangqi</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>Caracteres de xiangqi, tipografía Kai</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>Caracteres de janggi</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Editar posición</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>Haga clic en una casilla para poner ahí la pieza elegida y otra vez para quitarla. El clic derecho vacía una casilla. Arrastre una pieza para moverla, o fuera del tablero para retirarla.</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Rojas</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Derechos de enroque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>La casilla por la que pasó un peón que acaba de avanzar dos casillas; solo se ofrecen las casillas donde es posible una captura</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Girar</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>La posición en FEN: sigue al tablero, y el tablero sigue lo que escriba aquí</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>No es una FEN que el tablero pueda leer: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>No es una posición jugable: %1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>Una posición jugable.</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Cargar posición</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%n posición en %1:</numerusform>
            <numerusform>%n posiciones en %1:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>Elija la pieza de promoción</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>variante principal de más de %1 jugadas o %2 caracteres: el resto no se guarda</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>valor de opción con un salto de línea</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>valor incorrecto</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>opción desconocida</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>una línea con un salto de línea</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>No existe la posición Chess960 %1 (de 0 a 959).</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>Ambos bandos necesitan un jugador.</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 no juega a este juego: %2.</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>Las %1 intentaron una jugada ilegal</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>Las %1 abandonan</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Tablas por acuerdo</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>Tablas reclamadas por la regla de las 50 jugadas</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>Reclamación incorrecta de las %1: %2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>Reclamación incorrecta de las %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>Cayó la bandera de las %1: «Reclamar por tiempo» reclama la partida</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>Las %1 pierden por tiempo, pero las %2 no pueden ganar: tablas</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>Las %1 pierden por tiempo</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>Los motores no dijeron cómo juegan %1.</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 reclama el resultado: %2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>Tablas: solo quedan los reyes</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 no es un nombre de variante.</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>Ningún motor dice cómo jugar %1.</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya no puede jugar %1: %2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya no comprueba las reglas de %1: el motor juzga las jugadas.</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 rechazó la jugada: %2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 no acepta esa jugada: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
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
        <translation>&amp;Tiempo base:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Incremento por jugada:</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>toda la partida</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>&amp;Jugadas por periodo:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>Tiempo &amp;fijo por jugada:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>&amp;Profundidad de búsqueda:</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>Escriba primero una jugada.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>«%1» no es una jugada legal aquí.</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>no llegó readyok a tiempo: se continúa</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>no llegó %1ok a tiempo: se continúa con lo recibido</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>variante no admitida</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 de una búsqueda cancelada ignorado</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 durante el ponder ignorado</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>bestmove %1 fuera de turno ignorado</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>el motor no tiene jugada</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Ajedrez 960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>Sin enroque</translation>
    </message>
    <message>
        <source>Wild castle</source>
        <translation>Wild castle</translation>
    </message>
    <message>
        <source>Losers</source>
        <translation>Quien pierde gana</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Suicida</translation>
    </message>
    <message>
        <source>Giveaway</source>
        <translation>Giveaway</translation>
    </message>
    <message>
        <source>Two kings</source>
        <translation>Dos reyes</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>Tres jaques</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>Ajedrez atómico</translation>
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
        <translation>Ajedrez gótico</translation>
    </message>
    <message>
        <source>Janus</source>
        <translation>Janus</translation>
    </message>
    <message>
        <source>Capablanca random</source>
        <translation>Capablanca aleatorio</translation>
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
        <translation>Ajedrez cilíndrico</translation>
    </message>
    <message>
        <source>Superchess</source>
        <translation>Superchess</translation>
    </message>
    <message>
        <source>Great shatranj</source>
        <translation>Gran shatranj</translation>
    </message>
    <message>
        <source>Seirawan</source>
        <translation>Seirawan</translation>
    </message>
    <message>
        <source>Spartan</source>
        <translation>Ajedrez espartano</translation>
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
        <translation>Camboyano</translation>
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
        <translation>Ajedrez con otras reglas</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>Ajedrez con otras piezas</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>Shatranj y makruk</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>Xiangqi y janggi</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
</context>
</TS>
