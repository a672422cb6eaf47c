<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>Движку нужно имя.</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>Движку нужна командная строка.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Движок с именем %1 уже есть.</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>Движка с именем %1 нет.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>Tabiya не может прочитать эту FEN: %1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>%1: должна быть ровно одна фигура «%2».</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>Сторона, имеющая ход, может взять фигуру «%2» (%1).</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>Фигура «%1» (%2) стоит на своей первой или последней горизонтали.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>Фигура «%1» (%2) стоит вне допустимой для неё зоны.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>Фигура «%1» (%2) стоит позади своей исходной горизонтали.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>строка %1 не является позицией (%2): %3</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>партия %1, строка %2: %3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>партия %1 — %2, а матч играется в %3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>нет партий</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>нет позиций</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>дебюта %1 нет, есть только %2</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>Команда движка пуста.</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>Движок не найден: %1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>Неизвестный вариант игры: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Неожиданный аргумент: %1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Неизвестный параметр: %1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>Параметру %1 нужно значение.</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>Неверное значение для %1: %2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>Укажите файл партий (-lgf) или файл позиций (-lpf), но не оба.</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>командная строка первого движка</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>командная строка второго движка (по умолчанию: первого)</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>рабочий каталог первого движка</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>рабочий каталог второго движка</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>имя первого движка в PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>имя второго движка в PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>протокол второго движка</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard, где ведёт первый движок (playcurrent,
свои часы), вместо режима force</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>то же для второго движка</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>основное время (по умолчанию 5)</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>ходов на период (по умолчанию 40)</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>добавление за ход (можно дробное): часы с добавлением</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>фиксированное время на ход</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>ограничение глубины поиска</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>время первого движка, делённое на N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>время второго движка, делённое на N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1: движок с большим временем получает номинальное время</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>число партий; цвета чередуются</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>с -headless: N партий одновременно, у каждой своя
пара движков (не больше одной на ядро, чтобы
часы были честными); результаты и PGN в порядке партий</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>пауза окна между партиями матча (10000)</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>дописывать PGN каждой партии в FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>начинать партии с партий из файла PGN (с их
сыгранными ходами)</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>начинать партии с позиций из файла строк FEN</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>какой дебют: N, или -1 — следующий в каждой партии, -2 —
следующий каждые две партии (каждый обоими цветами)</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>начинать снова с первого дебюта после N-го</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>журнал протокола в стандартный поток ошибок</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>журнал протокола в FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>играть матч без окна</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>эта справка</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>Использование: tabiya [-headless] [параметры]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>параметры первого движка при его запуске</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>параметры второго движка при его запуске</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>протокол первого движка: cecp (по умолчанию), cxboard,
uci или ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>первый движок работает по UCI (-fproto uci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>второй движок работает по UCI (-sproto uci)</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>первый движок работает по UCCI (-fproto ucci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>второй движок работает по UCCI (-sproto ucci)</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>вариант по его имени в CECP: normal (шахматы), xiangqi,
capablanca, crazyhouse, ... (любой, известный правилам), вариант,
который задаёт первый движок (grande-acedrex), или WxH+S_parent
для доски другого размера (10x10+0_fairy)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красные</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синие</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [ещё %n символ не сохранён]</numerusform>
            <numerusform> … [ещё %n символа не сохранены]</numerusform>
            <numerusform> … [ещё %n символов не сохранены]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 отклонил ход %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 не умеет анализировать</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 остановлен: %2</translation>
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
        <translation>Дерево</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёная</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синяя</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>Сейчас ходить нельзя.</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>done=1 не получено вовремя: продолжаем с полученными features</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>нет features: движок протокола версии 1</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>features пришли поздно: позиция отправлена повторно через setboard</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>неверная позиция</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>не поддерживается</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>не анализирует</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>неизвестный параметр</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>больше %1 параметров: параметр %2 отклонён</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>параметр %1 отклонён: неверный формат, либо имя длиннее %2 символов, либо значение или варианты длиннее %3</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 прочитано как done=1</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>ответ книги длиннее %1 строк: остальное не сохранено</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>features после завершения рукопожатия: приняты</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>ход %1 отменённого поиска проигнорирован</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>ход %1 не в свою очередь проигнорирован</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>неизвестная команда</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>Чёрные ставят мат</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Белые ставят мат</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Белые сдаются</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Чёрные сдаются</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>строка %1 с ошибкой проигнорирована</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>больше %1 строк piece: остальные проигнорированы</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>отказ от %1 проигнорирован: он относится к прежней позиции</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>нет bestmove после stop: продолжаем</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>readyok не получено вовремя: продолжаем</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>cxboardok не получено вовремя: продолжаем с полученным</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>вариант игры не поддерживается</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>защита от копирования</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 отменённого поиска проигнорирован</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>ход %1, сделанный до force, проигнорирован</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 во время обдумывания на чужом времени проигнорирован</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>ход %1 не в свою очередь проигнорирован</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>Не удалось записать отладочный файл %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>Редактировать комментарий</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>Комментарий к %1:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Редактировать теги</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>Результат партии: меняется, когда партия заканчивается.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>«%1» — не имя тега: используйте буквы, цифры и подчёркивания, начиная с буквы или цифры.</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>Тег %1 партия записывает сама.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Тег %1 указан дважды.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Сохранить...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>Консоль движка</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>Показывать только строки с этим текстом</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>Сохранить весь журнал (не только отфильтрованные строки)</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; движку   &lt; от движка   ! ошибки движка (stderr)   * примечания</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1: новый процесс движка ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- движок закрыт ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ... (ещё %n символ)</numerusform>
            <numerusform> ... (ещё %n символа)</numerusform>
            <numerusform> ... (ещё %n символов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>Журнал %1</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>Не отправлено: команда — это одна строка без переводов строки.</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>Не отправлено: движок не запущен.</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- старые строки удалены: консоль хранит не более %n строки и %1 МБ ---</numerusform>
            <numerusform>--- старые строки удалены: консоль хранит не более %n строк и %1 МБ ---</numerusform>
            <numerusform>--- старые строки удалены: консоль хранит не более %n строк и %1 МБ ---</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 из %n строки</numerusform>
            <numerusform>%1 из %n строк</numerusform>
            <numerusform>%1 из %n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>Команда для движка (Enter — отправить)</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>Движок не запущен</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - Консоль движка</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>Сохранить журнал</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстовые файлы (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Добавить движок</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Изменить движок</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>заполняется кнопкой «Определить»</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>программа и аргументы, напр. gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>Программа и её аргументы через пробел. Слова с пробелами заключайте в &quot;двойные кавычки&quot;. Командная оболочка не используется.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>папка Tabiya</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>пока неизвестно: нажмите «Определить»</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>У собственного движка Tabiya имя и программа не меняются.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Командная строка:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>&amp;Рабочая папка:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Протокол:</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>Движок сам ведёт часы и играет за свою сторону</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>Режим playcurrent/move протокола CXBoard; иначе Tabiya отправляет позицию и команду go на каждый ход</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>&amp;Варианты игры:</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>&amp;Определить</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>Ненадолго запустить движок, чтобы узнать его имя, протокол и варианты игры</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>Введите командную строку для запуска движка.</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>Программа не найдена или не исполняемая: %1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>Рабочая папка не существует: %1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 ответил по протоколу %2.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Движок с именем %1 уже есть.</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Программа движка</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Рабочая папка</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>Авто (UCI, UCCI, CECP, затем CXBoard)</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineLevel</name>
    <message>
        <source>Elo %1</source>
        <translation>Эло %1</translation>
    </message>
    <message>
        <source>Skill %1</source>
        <translation>Уровень %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Глубина %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Эло </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>Уровень </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>Глубина </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>Управление движками</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты игры</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Командная строка</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>Найдены в системе</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>Дважды щёлкните движок, чтобы добавить его</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Доб&amp;авить</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Собственный движок Tabiya: доступен всегда</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>опрос движка…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1 (добавлен)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>Собственный движок Tabiya удалить нельзя</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>%1 добавлен; запрашиваются его имя и варианты игры…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 добавлен (%2).</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>%1 добавлен, но не сообщил, в какие варианты играет:
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 удалён.</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>Ожидание опрашиваемых движков…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>Сообщения движков</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>Здесь появляются сообщения движков.</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>Сказано %n раз.</numerusform>
            <numerusform>Сказано %n раза.</numerusform>
            <numerusform>Сказано %n раз.</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>Ошибка от %1</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>Сообщение от %1</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 говорит: %2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 сообщает об ошибке: %2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 сопернику: %2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 зрителям: %2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 всем: %2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 спрашивает: %2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>Подсказка от %1: %2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>Ходы из книги %1: %2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 спрашивает</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Ходы из книги</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Вес</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примечания</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>Ходы из книги - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>У %1 нет ходов из книги для этой позиции.</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>Ходы из книги %1 в этой позиции:</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Выбор папки</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Выбор файла</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation>Хеш (МБ)</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Потоки</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>Эндшпильные таблицы (%1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>как у движка</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>не отправляется</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Размер хеша Tabiya, передаётся движку при запуске как &quot;memory&quot; (движок его запросил). Заменяет собственный параметр Hash движка.</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Потоки поиска Tabiya, передаются движку при запуске как &quot;cores&quot; (движок их запросил). Заменяют собственный параметр Threads движка.</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>Папка эндшпильных таблиц %1, передаётся движку при запуске как &quot;egtpath&quot;.</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>Команда: движок выполняет её сразу.</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>Отправляет ваши изменения, затем просит движок сохранить настройки.</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>Просит движок восстановить значения по умолчанию; список читается заново.</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>Число от %1 до %2; по умолчанию %3.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>Один из %n варианта.</numerusform>
            <numerusform>Один из %n вариантов.</numerusform>
            <numerusform>Один из %n вариантов.</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>Вкл. или выкл.</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>Имя файла.</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>Имя папки.</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>Текст.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>По умолчанию: %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>Настройки движка</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>Настройки %1</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>Фильтр параметров</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>&amp;Сбросить к значению по умолчанию</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>Возвращает выбранному параметру значение по умолчанию.</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>Жирный: значение не по умолчанию. Курсив: изменено, но ещё не применено.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>Ожидание, пока движок сообщит свои параметры…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>Движок не запущен: его кнопки сейчас ничего не делают, а применённые значения будут использованы при следующем запуске.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>Ожидание, пока движок снова сообщит свои параметры…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>Верхняя граница (поиск движка вышел за окно сверху)</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>Нижняя граница (поиск вышел за окно сверху)</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>Нижняя граница (поиск движка вышел за окно снизу)</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>Верхняя граница (поиск вышел за окно снизу)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Узлы</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>Узл/с</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>Таблицы</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Главный вариант</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>Глубина поиска / селективная глубина, в полуходах</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>В пешках, с точки зрения стороны «%1»; #n: мат в n ходов</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>В пешках, с точки зрения движка; #n: мат в n ходов</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Узлов в секунду</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>Обращения к эндшпильным таблицам</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>&amp;Линии</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>Сколько линий показывает движок (его параметр MultiPV)</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Линии</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Копировать линию</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>ход %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>узлов: %1</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 узл/с</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>обращений к таблицам: %1</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>хеш %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>ЦП %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>Книга: %1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>Копировать &amp;все линии</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>О&amp;ценка за красных</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>О&amp;ценка за белых</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>&amp;Исключить ход</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>&amp;Исключить %1</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>Искать без этого хода</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>&amp;Учитывать все ходы</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>Исключены: %1</translation>
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
        <translation>%1 сделал невозможный ход: %2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 отклоняет ход партии: %2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 отклонил допустимый ход %2 (ответ: %3)</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>только что сыгран</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>Не удалось запустить %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 остановился при запуске: %2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 аварийно завершился: %2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>%1 нельзя попросить сходить сейчас: он ходит в своё время</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>%1 нельзя предложить ничью: он играет дальше</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>Запуск %1 как движка %2…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>нет cxboardok в ответ на cxboard 1.</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>Движок не прислал features: это либо движок CECP версии 1, либо вовсе не движок CECP.</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>Найден %1 (%2).</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Его последние слова: %1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>нет строки feature в ответ на protover 2.</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>Движок не закончил список features за %1 с.</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>нет строки feature за %1 с.</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>нет cxboardok за %1 с.</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>Программа не ответила как движок %1.</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>нет uciok в ответ на uci.</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>нет ucciok в ответ на ucci.</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>нет ответа на uci в течение %1 с.</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>нет ответа на ucci в течение %1 с.</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>Нет признаков %1 (%2) Пробуем %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>Программа не ответила как движок UCI, UCCI, CECP или CXBoard.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>запущен %1 (pid %2)</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>запуск %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>не удалось создать рабочую папку %1: движок работает в текущей</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>принудительное завершение группы процессов</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>нет выхода после quit: SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>всё ещё работает: SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>строка длиннее %1 байт обрезана</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>завершён сигналом %1</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>завершился с кодом %1</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>Движок завершён сигналом %1.</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>Движок неожиданно завершился с кодом %1.</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Не удалось запустить движок: %1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>Запуск %1 для чтения его параметров...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>Настройки движка</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>Не удалось запросить параметры %1:
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>нет движка</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>Консоль движка № %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>Оценок пока нет</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>Список партий</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Фильтр по игроку</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Загрузить</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 из %n партии</numerusform>
            <numerusform>%1 из %n партий</numerusform>
            <numerusform>%1 из %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>(чтение...)</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Эту партию нельзя загрузить: %1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>Загружается до ошибки: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Первые шаги</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Игра&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Файл &amp;gt; Новая партия&lt;/b&gt; выбирает вариант игры (шахматы, Chess960, сянци), контроль времени и для каждого цвета — человека или движок.&lt;/p&gt;&lt;p&gt;Ходите, щёлкнув по фигуре, а затем по её полю, перетащив фигуру или набрав ход (e2e4, Nf3) на доске и нажав Enter.&lt;/p&gt;&lt;h3&gt;Режимы&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Движок играет белыми / Движок играет чёрными&lt;/b&gt;: движок играет этим цветом, вы — другим.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Два движка&lt;/b&gt;: два движка играют друг с другом; &lt;b&gt;Матч движков&lt;/b&gt; играет серию партий и сохраняет их.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Редактировать партию&lt;/b&gt;: вы делаете ходы за обе стороны, без часов.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Редактировать позицию&lt;/b&gt;: расставьте любую позицию, затем играйте или анализируйте её.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Режим анализа&lt;/b&gt;: движок думает над показанной позицией, пока вы передвигаете фигуры или листаете партию; &lt;b&gt;Анализ партии&lt;/b&gt; комментирует всю партию.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Во время партии&lt;/h3&gt;&lt;p&gt;Меню &lt;b&gt;Действия&lt;/b&gt; предлагает или принимает ничью, сдаёт партию, прерывает её, фиксирует просрочку времени соперника, когда у него упал флажок, и присуждает результат. В меню &lt;b&gt;Настройки&lt;/b&gt; — обдумывание на времени соперника, «Всегда ферзь» и вид доски. &lt;b&gt;Справка &amp;gt; Сочетания клавиш&lt;/b&gt; перечисляет все клавиши.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>не поддерживается</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>нет списка ходов для searchmoves</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>не анализирует</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>больше %1 параметров: параметр %2 отклонён</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>параметр отклонён: неверный формат, либо имя длиннее %1 символов, либо значение или варианты длиннее %2</translation>
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
        <translation>Человек</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ходят %1</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 предлагают ничью</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>Подсказка от %1: %2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>Режим анализа: %1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Анализ остановлен: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>Вывод движка</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>Окно закрыто</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>Открытие файла</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>Начата новая партия</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>Не удалось начать партию</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Запуск...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>Режим изменён</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya: %1 - %2</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>Это была одна из прежних позиций: доска вернулась к позиции партии. Ходят %1.</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>О программе Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
Доска для игры в шахматы и сянци (китайские шахматы) против движков, работающих по протоколу CECP (xboard) или CXBoard.</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>П&amp;рервать партию</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Партия не идёт.</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>Партия прервана</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>Заявить о просрочке вр&amp;емени</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>Заявить о просрочке времени: у соперника ещё есть время.</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>Прис&amp;удить результат</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>Победа белых по решению арбитра</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>Победа чёрных по решению арбитра</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Ничья по решению арбитра</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>Победа &amp;белых (красных)</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>Победа &amp;чёрных</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ничья</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>Победа красных по решению арбитра</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>&amp;Думать на времени соперника</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>Авто&amp;матическая фиксация просрочки</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>Всегда &amp;ферзь</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>&amp;Анимировать ходы</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>&amp;Выделять последний ход</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Первые шаги</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>Режим анализа: запуск %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Анализ остановлен</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>Нет ходов для анализа.</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>Анализ партии движком %1...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>Партия проанализирована: оценки и лучшие варианты записаны в комментарии к ходам (Файл &gt; Сохранить партию).</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Анализ партии не удался: %1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>Показан вариант из %n хода; Esc — возврат к партии.</numerusform>
            <numerusform>Показан вариант из %n ходов; Esc — возврат к партии.</numerusform>
            <numerusform>Показан вариант из %n ходов; Esc — возврат к партии.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>Загрузить партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>Партия не найдена.</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>Не удалось загрузить партию: %1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>Чтение остановлено на %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Позиция скопирована</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>Сохранить позицию</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>Файлы FEN (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>В буфере обмена нет позиции, которую может прочитать Tabiya.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Эту позицию нельзя играть: %1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Партия скопирована</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>Загрузить позицию</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>В %1 нет позиции, которую может прочитать Tabiya.</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>Сохранить изображение доски</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>Матч движков</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>Нет движка, который мог бы сыграть матч.</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>Начат матч</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Матч Tabiya</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Партии сохранены в %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2 : %3 %4 (партия %5 из %6)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Новая партия...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>&amp;Загрузить партию...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>Загрузить &amp;позицию...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>&amp;Сохранить партию...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>Сохранить позици&amp;ю...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>Сохранить &amp;изображение доски...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Копировать &amp;партию (PGN)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Копировать позицию (FEN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>Вст&amp;авить партию (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>Вставить п&amp;озицию (FEN)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>&amp;Редактировать партию</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>Редактировать по&amp;зицию...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>В &amp;начало</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>Н&amp;азад</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Вперёд</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>В&amp;ыйти из варианта</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>Но&amp;тация сянци</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>&amp;Китайская</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Фигуры</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>Для &amp;шахмат</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>Для &amp;сянци</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>Тема &amp;доски</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Режим</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>Движок играет &amp;белыми</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>Движок играет &amp;чёрными</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>&amp;Два движка</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>&amp;Матч движков...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Режим &amp;анализа</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Анализ &amp;партии</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>Редактировать по&amp;зицию...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>&amp;Действия</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>&amp;Принять / предложить ничью</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Потребовать &amp;ничью</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>Правила не позволяют здесь потребовать ничью.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Сдаться</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Ходить сейчас</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>&amp;Взять ход назад</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>П&amp;одсказка</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>Дви&amp;жок</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>&amp;Управление движками...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>&amp;Настройки движка № %1...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>В этой партии нет движка № %1.</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>&amp;Консоль движка № %1</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>&amp;Ходы из книги</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>&amp;Остановить анализ</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>&amp;Задать оценку...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>Для «Задать оценку» нужен режим анализа с движком, который это поддерживает.</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>Задать оценку</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>Оценка позиции (в пешках, за сторону, имеющую ход):</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>До глубины поиска:</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>&amp;О программе Tabiya</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Язык Tabiya сменится на %1 при следующем запуске.</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>Список партий: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Чтение %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>Не удалось прочитать партию %1 из %2</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>Чтение партии %1...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>Это последняя партия.</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>Это первая партия.</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>Чтение партии...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>Партия %1 загружена: %2 (чтение остальной части файла...)</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>Партия %1 из %2 загружена: %3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>Партия загружена: %1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>Партия загружена: %1, первая из %n партии в тексте.</numerusform>
            <numerusform>Партия загружена: %1, первая из %n партий в тексте.</numerusform>
            <numerusform>Партия загружена: %1, первая из %n партий в тексте.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1. Матч окончен: %2, разница Эло %3 (95-процентный интервал %4 .. %5).</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>Загрузить сл&amp;едующую партию</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>Загрузить преды&amp;дущую партию</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>Спис&amp;ок партий</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>Файлы позиций (*.fen *.epd);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>Матч прерван</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>Матч прерван. %1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>Прер&amp;вать матч</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>Вариант: ходят %1. Ход, сделанный здесь, продолжает его.</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>Ходы партии изменились: она продолжается в режиме «Редактировать партию».</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>Редактировать &amp;теги...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>Редактировать ко&amp;мментарий...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>По&amp;высить вариант</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Удалить вариант</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>О&amp;брезать партию после этого хода</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>Показанный ход не входит в вариант.</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>За показанным ходом нет ходов.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya не проверяет правила %1: ходы оценивает движок.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Пропустить ход</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>Сторона под шахом не может пропустить ход.</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>В этом варианте пропускать ход нельзя.</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>Щёлкните по доске, чтобы выбрать, как начнётся партия %1.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>Матч движков</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>&amp;Первый движок:</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>В&amp;торой движок:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант игры:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>Число па&amp;ртий:</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>Одинаковый &amp;контроль времени для обоих движков</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Дебюты</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>нет: каждая партия с начальной позиции</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>О&amp;бзор...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>&amp;Файл (PGN, EPD, FEN):</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>Как в файле</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>Поря&amp;док:</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>Играть каждый дебют &amp;обоими цветами</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Об&amp;зор...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>Сохран&amp;ять партии в:</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>&amp;Начать матч</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>Контроль времени первого движка</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>Контроль времени второго движка</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>Партии или позиции (*.pgn *.epd *.fen);;Все файлы (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>Файлы PGN (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>Сохранить партии матча</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>Выберите файл для сохранения партий.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Матч Tabiya</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>не удалось подготовить партию</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>Матч прерван</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>Партии:</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>Победы / ничьи / поражения:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Разница Эло:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Дебют:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Сохранено в:</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>&amp;Прервать матч</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>партий пока нет</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 из %2 (%3%)</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1 (95%: от %2 до %3)</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>Идёт партия %1.</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>Партия %1 скоро начнётся.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>Матч прерван после %n партии.</numerusform>
            <numerusform>Матч прерван после %n партий.</numerusform>
            <numerusform>Матч прерван после %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, из %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>Предложенная фигура для превращения неизвестна.</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>Эту фигуру нельзя поставить сюда.</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>На этом поле стоит ваша фигура.</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>После этого хода ваш генерал остался бы под шахом или напротив генерала соперника.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>После этого хода ваш король остался бы под шахом.</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>Фигура «%1» не может пойти сюда.</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>Это поле не отмечено как поле назначения.</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>Правила размена львов запрещают это взятие.</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант игры:</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess&amp;960, позиция</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Случайная</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>&amp;Белые (красные):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>По&amp;менять цвета</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>&amp;Разное время для сторон</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>Контроль времени белых (красных)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>Контроль времени чёрных</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>Ограничить силу до</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>Движок не позволяет задать силу: он ищет не глубже этого</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
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
        <translation>Пусто</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Пустое поле</translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation>Европейские</translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation>Иероглифы сянци</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>Пиктограммы сянци</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>Иероглифы сянци, шрифт кайшу</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Сёги</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>Иероглифы чанги</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Редактировать позицию</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>Щёлкните по полю, чтобы поставить туда выбранную фигуру, щёлкните ещё раз, чтобы убрать её. Правый щелчок очищает поле. Перетащите фигуру, чтобы переставить её, или за пределы доски, чтобы убрать.</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Красные</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Право рокировки</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>Поле, через которое прошла пешка, только что сделавшая ход на два поля; предлагаются только поля, где возможно взятие</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Взятие на проходе:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Начальная позиция</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Перевернуть</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>Позиция в виде FEN: она следует за доской, а доска — за тем, что вы здесь вводите</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>Доска не может прочитать эту FEN: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>Из этой позиции нельзя играть: %1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>Из этой позиции можно играть.</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Загрузить позицию</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%n позиция в %1:</numerusform>
            <numerusform>%n позиции в %1:</numerusform>
            <numerusform>%n позиций в %1:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>Выберите фигуру для превращения</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>главный вариант длиннее %1 ходов или %2 символов: остальное не сохранено</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>значение параметра с переводом строки</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>неверное значение</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>неизвестный параметр</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>строка с переводом строки</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>Позиции Chess960 с номером %1 нет (от 0 до 959).</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>У обеих сторон должен быть игрок.</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 не играет в эту игру: %2.</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>%1 попытались сделать невозможный ход</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 сдаются</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>Ничья по правилу 50 ходов</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>Необоснованное требование (%1): %2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>Необоснованное требование (%1): %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>%1: упал флажок; «Заявить о просрочке времени» засчитывает победу</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>%1 просрочили время, но %2 не могут выиграть: ничья</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 проиграли по времени</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>Движки не сообщили, как они играют в %1.</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 заявляет результат: %2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>Ничья: остались только короли</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 — не имя варианта.</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>Ни один движок не сообщает, как играть в %1.</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya не может играть в %1: %2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya не проверяет правила %1: ходы оценивает движок.</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 отклонил ход: %2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 не принимает этот ход: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>&amp;Основное время:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Добавление за ход:</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>вся партия</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>&amp;Ходов на период:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>&amp;Фиксированное время на ход:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>&amp;Глубина поиска:</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>Сначала введите ход.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>«%1» — здесь невозможный ход.</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>readyok не получено вовремя: продолжаем</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>%1ok не получено вовремя: продолжаем с тем, что получено</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>вариант игры не поддерживается</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bestmove %1 отменённого поиска проигнорирован</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bestmove %1 во время обдумывания на чужом времени проигнорирован</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>bestmove %1 не в свою очередь проигнорирован</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>у движка нет хода</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>Шахматы</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы-960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>Без рокировки</translation>
    </message>
    <message>
        <source>Wild castle</source>
        <translation>Дикая рокировка</translation>
    </message>
    <message>
        <source>Losers</source>
        <translation>Поддавки с матом</translation>
    </message>
    <message>
        <source>Suicide</source>
        <translation>Суицидные шахматы</translation>
    </message>
    <message>
        <source>Giveaway</source>
        <translation>Поддавки</translation>
    </message>
    <message>
        <source>Two kings</source>
        <translation>Два короля</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>Три шаха</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>Атомные шахматы</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Крейзихаус</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>Шахматы Капабланки</translation>
    </message>
    <message>
        <source>Gothic</source>
        <translation>Готические шахматы</translation>
    </message>
    <message>
        <source>Janus</source>
        <translation>Шахматы Януса</translation>
    </message>
    <message>
        <source>Capablanca random</source>
        <translation>Случайные шахматы Капабланки</translation>
    </message>
    <message>
        <source>Knightmate</source>
        <translation>Найтмейт</translation>
    </message>
    <message>
        <source>Berolina</source>
        <translation>Беролина</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Фалькон</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Цилиндрические шахматы</translation>
    </message>
    <message>
        <source>Superchess</source>
        <translation>Супершахматы</translation>
    </message>
    <message>
        <source>Great shatranj</source>
        <translation>Великий шатрандж</translation>
    </message>
    <message>
        <source>Seirawan</source>
        <translation>Шахматы Сейравана</translation>
    </message>
    <message>
        <source>Spartan</source>
        <translation>Спартанские шахматы</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>Шатрандж</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Курьерские шахматы</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>Макрук</translation>
    </message>
    <message>
        <source>Cambodian</source>
        <translation>Камбоджийские шахматы</translation>
    </message>
    <message>
        <source>Ai-wok</source>
        <translation>Ай-вок</translation>
    </message>
    <message>
        <source>ASEAN</source>
        <translation>АСЕАН</translation>
    </message>
    <message>
        <source>Xiangqi</source>
        <translation>Сянци</translation>
    </message>
    <message>
        <source>Janggi</source>
        <translation>Чанги</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Сёги</translation>
    </message>
    <message>
        <source>Chu shogi</source>
        <translation>Тю-сёги</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>Шахматы с другими правилами</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>Шахматы с другими фигурами</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>Шатрандж и макрук</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>Сянци и чанги</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другие</translation>
    </message>
</context>
</TS>
