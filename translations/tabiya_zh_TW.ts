<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>引擎需要一個名稱。</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>引擎需要一條命令列。</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>已有名為 %1 的引擎。</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>沒有名為 %1 的引擎。</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>這不是 Tabiya 能讀取的 FEN：%1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>%1必須恰好有一個 %2。</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>走棋方可以吃掉%1的 %2。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>%2的一個 %1 位於其第一或最後一條橫線上。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>%2的一個 %1 位於其允許的區域之外。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>%2的一個 %1 位於其起始橫線之後。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>第 %1 行不是%2局面：%3</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>第 %1 局，第 %2 行：%3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>第 %1 局是%2，而比賽下的是%3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>沒有對局</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>沒有局面</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>沒有第 %1 個開局，只有 %2 個</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>有一條引擎指令為空。</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>未找到引擎：%1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>未知變體：%1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>意外的引數：%1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>未知選項：%1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>選項 %1 需要一個值。</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>%1 的值無效：%2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>請給出棋譜檔案（-lgf）或局面檔案（-lpf），不要同時給出兩者。</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>第一個引擎的命令列</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>第二個引擎的命令列（預設：與第一個相同）</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>第一個引擎的工作目錄</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>第二個引擎的工作目錄</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>第一個引擎在 PGN 中的名稱</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>第二個引擎在 PGN 中的名稱</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>第二個引擎的協定</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard 由第一個引擎主導（playcurrent，
自己計時），而不用強制模式</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>第二個引擎同上</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>基本用時（預設 5）</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>每階段步數（預設 40）</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>每步加秒（可為小數）：加秒制</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>每步固定用時</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>搜尋深度上限</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>第一個引擎的時間除以 N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>第二個引擎的時間除以 N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1：時間較多的引擎得到名義用時</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>對局數；雙方輪換先後手</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>與 -headless 一起使用：同時下 N 局，每局有自己的
一對引擎（每個核心最多一局才能保證
計時公平）；結果和 PGN 按對局順序輸出</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>視窗模式下比賽各局之間的暫停（10000）</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>將每局的 PGN 附加到 FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>以 PGN 檔案中的對局作為開局（先走完
其中的著法）</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>以 FEN 行檔案中的局面作為開局</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>使用哪個開局：N，或 -1 每局換下一個，-2
每兩局換下一個（每個開局雙方各執一次）</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>用過第 N 個開局後從第一個重新開始</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>將協定記錄輸出到標準錯誤</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>將協定記錄寫入 FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>不開視窗進行比賽</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>本說明</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>用法：tabiya [-headless] [選項]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>第一個引擎啟動時的選項</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>第二個引擎啟動時的選項</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>第一個引擎的協定：cecp（預設）、cxboard、
uci 或 ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>第一個引擎使用 UCI（-fproto uci）</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>第二個引擎使用 UCI（-sproto uci）</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>第一個引擎使用 UCCI（-fproto ucci）</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>第二個引擎使用 UCCI（-sproto ucci）</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>變體的 CECP 名稱：normal（西洋棋）、xiangqi、
capablanca、crazyhouse……（規則支援的任意變體）、第一個
引擎定義的變體（grande-acedrex），或表示其他棋盤尺寸的
WxH+S_parent（10x10+0_fairy）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍方</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [另有 %n 個字元未保留]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 拒絕了著法 %2：%3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 無法分析</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 無法啟動：%2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 已停止：%2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardTheme</name>
    <message>
        <source>Wood</source>
        <translation>木紋</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高對比度</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>現在不能走棋。</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>未及時收到 done=1：按已收到的 feature 繼續</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>沒有 feature：這是協定版本 1 的引擎</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>feature 來得太晚：用 setboard 重新發送局面</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>局面無效</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支援</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>未在分析</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>未知選項</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>選項超過 %1 個：拒絕選項 %2</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>拒絕選項 %1：格式錯誤，或名稱超過 %2 個字元，或值或可選項超過 %3 個字元</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 按 done=1 處理</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>開局庫回覆超過 %1 行：其餘部分不保留</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>握手結束後收到 feature：已接受</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜尋的著法 %1</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>已忽略不合輪次的著法 %1</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>未知指令</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>黑方將死對方</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>白方將死對方</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>白方認輸</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>黑方認輸</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>已忽略格式錯誤的 %1 行</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>piece 行超過 %1 條：其餘的已忽略</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>已忽略對 %1 的拒絕：它針對的是先前的局面</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>stop 之後沒有 bestmove：繼續</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>未及時收到 readyok：繼續</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>未及時收到 cxboardok：按已收到的內容繼續</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>不支援此變體</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>複製保護</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜尋的 bestmove %1</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>已忽略在 force 之前走出的著法 %1</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>已忽略背景思考時的 bestmove %1</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>已忽略不合輪次的著法 %1</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>無法寫入除錯檔案 %1：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>編輯註釋</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>%1 的註釋：</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>編輯標籤</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>新增標籤(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>刪除標籤(&amp;R)</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>對局結果：對局結束時會隨之改變。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>「%1」不是標籤名稱：請使用字母、數字和底線，並以字母或數字開頭。</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>%1 標籤由對局自動寫入。</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>標籤 %1 出現了兩次。</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>儲存...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>引擎主控台</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>篩選</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>只顯示包含此文字的行</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>儲存完整記錄（不只是篩選後的行）</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; 發給引擎   &lt; 來自引擎   ! 引擎錯誤（stderr）   * 備註</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1：新的引擎處理程序 ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- 引擎已關閉 ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ...（另有 %n 個字元）</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>%1 的記錄</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>未傳送：一條指令只能是一行，不能含有換行。</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>未傳送：引擎未在執行。</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- 已丟棄較早的行：主控台最多保留 %n 行和 %1 MB ---</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 / %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>發給引擎的指令（按 Enter 傳送）</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>引擎未在執行</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - 引擎主控台</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>儲存記錄</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>新增引擎</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>編輯引擎</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>由「偵測」填寫</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>程式及引數，例如 gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>程式及其引數，以空格分隔。含空格的詞請用 &quot;雙引號&quot; 括起來。不經過 shell。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>Tabiya 自己的工作資料夾</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>尚不知道：請按「偵測」</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>Tabiya 自帶引擎的名稱和程式不可更改。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>命令列(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作資料夾(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>協定(&amp;P)：</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>由引擎自己計時並自行走它那一方的棋</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>CXBoard 的 playcurrent/move 模式；否則 Tabiya 每步都發送局面和一條 go 指令</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>變體(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>偵測(&amp;D)</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>短暫啟動引擎，讀取其名稱、協定和變體</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>請輸入啟動引擎的命令列。</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>未找到程式，或程式不可執行：%1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>工作資料夾不存在：%1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 以 %2 協定作了應答。</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>已有名為 %1 的引擎。</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>引擎程式</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>工作資料夾</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>自動（依序嘗試 UCI、UCCI、CECP、CXBoard）</translation>
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
        <translation>等級 %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>等級 </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>深度 </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>管理引擎</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>協定</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令列</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>新增(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編輯(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>刪除(&amp;R)</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>在本機上找到的</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>按兩下引擎即可新增</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>新增(&amp;D)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Tabiya 自帶引擎：始終可用</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>正在詢問引擎…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1（已新增）</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>不能刪除 Tabiya 自帶引擎</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>已新增 %1；正在詢問其名稱和變體…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>已新增 %1（%2）。</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>已新增 %1，但它沒有說明自己會下哪些變體：
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已刪除 %1。</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>正在等待被詢問的引擎…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>引擎訊息</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>引擎發來的訊息顯示在這裡。</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>共說了 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>來自 %1 的錯誤</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>來自 %1 的訊息</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 說：%2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 報告錯誤：%2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 對對手說：%2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 對觀眾說：%2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 對所有人說：%2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 問：%2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>%1 提示：%2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>%1 的開局庫著法：%2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 提問</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>開局庫著法</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>佔比</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>註釋</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>開局庫著法 - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 在此局面沒有開局庫著法。</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>%1 在此局面的開局庫著法：</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>選擇資料夾</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>選擇檔案</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation>雜湊表 (MB)</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>執行緒數</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>殘局庫（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>開</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>引擎預設</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>不傳送</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Tabiya 的雜湊表大小，在引擎啟動時以 &quot;memory&quot; 傳送給引擎（引擎要求了此項）。它取代引擎自己的 Hash 選項。</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Tabiya 的搜尋執行緒數，在引擎啟動時以 &quot;cores&quot; 傳送給引擎（引擎要求了此項）。它取代引擎自己的 Threads 選項。</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>%1 殘局庫所在的資料夾，在引擎啟動時以 &quot;egtpath&quot; 傳送給引擎。</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>指令：引擎會立即執行。</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>傳送你的更改，然後讓引擎儲存其設定。</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>讓引擎恢復其預設值；之後重新讀取清單。</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>%1 到 %2 之間的數；預設為 %3。</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>%n 個選項之一。</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>開或關。</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>檔名。</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>資料夾名。</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>文字。</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>預設：%1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>引擎設定</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>%1 設定</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>篩選選項</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>恢復預設(&amp;R)</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>將所選選項恢復為預設值。</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>粗體：非預設值。斜體：已更改，尚未套用。</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>正在等待引擎宣告其選項…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>引擎未在執行：它的按鈕現在不起作用，你套用的值將在它下次啟動時使用。</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>正在等待引擎再次宣告其選項…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>上界（引擎的搜尋高出視窗）</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>下界（搜尋高出視窗）</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>下界（引擎的搜尋低於視窗）</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>上界（搜尋低於視窗）</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>殘局庫命中</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>主要變例</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>搜尋深度 / 選擇性深度，單位為層（半回合）</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>以兵為單位，從%1的角度看；#n：n 步殺</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>以兵為單位，從引擎的角度看；#n：n 步殺</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>每秒節點數</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>殘局庫命中次數</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>變例數(&amp;L)</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>引擎顯示多少條變例（其 MultiPV 選項）</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>變例數</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>複製變例(&amp;C)</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 著</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 節點</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 節點/秒</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>殘局庫命中 %1 次</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>雜湊 %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>開局庫：%1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>複製全部變例(&amp;A)</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>從紅方角度評分(&amp;R)</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>從白方角度評分(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>排除著法(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>排除 %1(&amp;E)</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>搜尋時排除此著法</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>包括全部著法(&amp;I)</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>已排除：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>tabiya::EnginePlayer</name>
    <message>
        <source>%1 made an illegal move: %2</source>
        <translation>%1 走了非法著法：%2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 拒絕了對局中的一步著法：%2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 拒絕了合法著法 %2（它的回覆：%3）</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>剛剛走出</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 無法啟動：%2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 在啟動過程中停止：%2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 崩潰：%2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>無法讓 %1 立即走棋：它按自己的時間走棋</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>無法向 %1 提和：它會繼續下棋</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>正在以 %2 引擎啟動 %1…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>cxboard 1 沒有得到 cxboardok 回覆。</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>引擎沒有傳送 feature：它要麼是 CECP 版本 1 引擎，要麼根本不是 CECP 引擎。</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>找到 %1（%2）。</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>它的最後輸出：%1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>protover 2 沒有得到 feature 行回覆。</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>引擎沒有在 %1 秒內發完 feature 清單。</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>%1 秒內沒有 feature 行。</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>%1 秒內沒有 cxboardok。</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>該程式沒有以 %1 引擎的方式應答。</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>對 uci 的回覆中沒有 uciok。</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>對 ucci 的回覆中沒有 ucciok。</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>%1 秒內沒有回應 uci。</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>%1 秒內沒有回應 ucci。</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>未偵測到 %1（%2），正在嘗試 %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>該程式沒有以 UCI、UCCI、CECP 或 CXBoard 引擎的方式回應。</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>已啟動 %1（pid %2）</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>正在啟動 %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>無法建立工作目錄 %1：引擎在目前目錄中執行</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>正在終止處理程序群組</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>quit 之後沒有結束：SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>仍在執行：SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>超過 %1 位元組的行已被截斷</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>被訊號 %1 終止</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>以結束代碼 %1 結束</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>引擎被訊號 %1 終止。</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>引擎意外結束，結束代碼 %1。</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>引擎無法啟動：%1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>正在啟動 %1 以讀取其選項...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>引擎設定</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>無法向 %1 詢問其選項：
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>無引擎</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>引擎 #%1 主控台：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>評分曲線</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>尚無評分</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>對局列表</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>依棋手篩選</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>開啟(&amp;L)</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 / %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>（讀取中...）</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>無法開啟此對局：%1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>只能開啟到出錯處：%1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>著法</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;下棋&lt;/h3&gt;&lt;p&gt;&lt;b&gt;檔案 &amp;gt; 新對局&lt;/b&gt; 用來選擇變體（西洋棋、Chess960、象棋）、用時，以及每一方由人還是引擎來下。&lt;/p&gt;&lt;p&gt;走棋方法：先按一下棋子再按一下目標位置，或拖曳棋子，或在棋盤上鍵入著法（e2e4、Nf3）後按 Enter。&lt;/p&gt;&lt;h3&gt;模式&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;引擎執白 / 引擎執黑&lt;/b&gt;：引擎下這一方，你下另一方。&lt;/li&gt;&lt;li&gt;&lt;b&gt;雙引擎對弈&lt;/b&gt;：兩個引擎互相對弈；&lt;b&gt;引擎對抗賽&lt;/b&gt; 連續下多局並儲存棋譜。&lt;/li&gt;&lt;li&gt;&lt;b&gt;編輯對局&lt;/b&gt;：你替雙方走棋，不計時。&lt;/li&gt;&lt;li&gt;&lt;b&gt;編輯局面&lt;/b&gt;：擺出任意局面，然後對弈或分析。&lt;/li&gt;&lt;li&gt;&lt;b&gt;分析模式&lt;/b&gt;：你走動棋子或逐步檢視對局時，引擎思考所顯示的局面；&lt;b&gt;分析對局&lt;/b&gt; 為整盤對局加上註釋。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;對局中&lt;/h3&gt;&lt;p&gt;&lt;b&gt;操作&lt;/b&gt; 選單用於提和或接受和棋、認輸、中止對局、在對方時間用完時判其超時，以及裁決結果。&lt;b&gt;設定&lt;/b&gt; 選單中有背景思考、總是升變為皇后以及棋盤外觀。&lt;b&gt;說明 &amp;gt; 鍵盤快速鍵&lt;/b&gt; 列出所有按鍵。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>不支援</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>searchmoves 沒有著法清單</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>未在分析</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>選項超過 %1 個：拒絕選項 %2</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>拒絕選項：格式錯誤，或名稱超過 %1 個字元，或值或可選項超過 %2 個字元</translation>
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
        <translation>棋手</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>輪到%1走棋</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 提和</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>來自 %1 的提示：%2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>分析模式：%1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>分析已停止：%1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>著法</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>評分曲線</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>引擎輸出</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>視窗已關閉</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>開局檔案</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>新對局已開始</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>無法開始對局</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>正在啟動...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>模式已更改</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya：%1 - %2</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>那是之前的局面：棋盤已回到對局的目前局面。輪到%1走棋。</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>現在不該你走棋。</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>關於 Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
一個與支援 CECP（xboard）或 CXBoard 協定的引擎下西洋棋和象棋的棋盤程式。</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>中止對局(&amp;B)</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>沒有正在進行的對局。</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>對局已中止</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>判對方超時(&amp;F)</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>判對方超時：對方還有時間。</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>裁決(&amp;J)</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>裁決白方勝</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>裁決黑方勝</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>裁決和棋</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>白方（紅方）勝(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>黑方勝(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>和棋(&amp;D)</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>裁決紅方勝</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>背景思考(&amp;P)</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>自動判超時(&amp;F)</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>總是升變為皇后(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>走棋動畫(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>顯示座標(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>醒目標示最後一步(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>入門(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>分析模式：正在啟動 %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>分析已停止</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>沒有可分析的著法。</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>正在用 %1 分析對局...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>對局分析完成：評分和更好的變例已寫入著法註釋（檔案 &gt; 儲存棋譜）。</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>對局分析失敗：%1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>正在顯示 %n 步的變例；按 Esc 返回對局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 檔案 (*.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>未找到對局。</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>無法載入對局：%1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>讀取停止於 %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>儲存棋譜</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 檔案 (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>局面已複製</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>儲存局面</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>FEN 檔案 (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>剪貼簿中沒有 Tabiya 能讀取的局面。</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>無法從此局面開始對局：%1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>棋譜已複製</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>開啟局面</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 中沒有 Tabiya 能讀取的局面。</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>儲存棋盤圖片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>無法寫入 %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>引擎對抗賽</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>沒有可以進行比賽的引擎。</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>比賽已開始</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya 比賽</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比賽</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>對局儲存在 %1 中。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2 : %3 %4（第 %5 局，共 %6 局）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>新對局(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>開啟棋譜(&amp;L)...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>開啟局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>儲存棋譜(&amp;S)...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>儲存局面(&amp;V)...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>儲存棋盤圖片(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>複製棋譜 (PGN)(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>複製局面 (FEN)(&amp;C)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>貼上棋譜 (PGN)(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>貼上局面 (FEN)(&amp;P)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>編輯對局(&amp;G)</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>編輯局面(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>回到開局(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>後退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前進(&amp;F)</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>前進到最後(&amp;E)</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>離開變例(&amp;V)</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>象棋記譜法(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>中文(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>棋子(&amp;P)</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>西洋棋對局(&amp;C)</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>象棋對局(&amp;X)</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>棋盤主題(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>引擎執白(&amp;W)</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>引擎執黑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>雙引擎對弈(&amp;T)</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>引擎對抗賽(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>分析模式(&amp;A)</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>分析對局(&amp;G)</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>編輯局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>操作(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>接受和棋 / 提和(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>要求判和(&amp;C)</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>規則不允許在此要求判和。</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>認輸(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>悔棋(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>引擎(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>管理引擎(&amp;M)...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>引擎 #%1 設定(&amp;S)...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>本局中沒有引擎 #%1。</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>引擎 #%1 主控台(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>開局庫著法(&amp;B)</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>停止分析(&amp;T)</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>設定評分(&amp;O)...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>「設定評分」需要在分析模式下使用提供此功能的引擎。</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>設定評分</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>此局面的價值（以兵為單位，對走棋方而言）：</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>適用到搜尋深度：</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>設定(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>關於 Tabiya(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya 下次啟動時將使用%1。</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>對局列表：%1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在讀取 %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>無法讀取 %2 中的第 %1 局</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>正在讀取第 %1 局...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>這是最後一局。</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>這是第一局。</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>正在讀取對局...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>已開啟第 %1 局：%2（正在讀取檔案的其餘部分...）</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>已開啟第 %1 局（共 %2 局）：%3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>已開啟對局：%1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>已開啟對局：%1，即文字中 %n 局裡的第一局。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1。比賽結束：%2，Elo 差 %3（95% 信賴區間 %4 .. %5）。</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>開啟下一局(&amp;N)</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>開啟上一局(&amp;V)</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>對局列表(&amp;L)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>局面檔案 (*.fen *.epd);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>比賽已中止</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>比賽已中止。%1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>中止比賽(&amp;R)</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>變例：輪到%1走棋。在此走棋將延長該變例。</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>對局著法已改變：轉入編輯對局模式繼續。</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>編輯標籤(&amp;T)...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>編輯註釋(&amp;M)...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>提升變例(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>刪除變例(&amp;D)</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>從此處截斷對局(&amp;U)</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>目前顯示的著法不在變例中。</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>目前顯示的著法之後沒有著法。</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>整個對局</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya 不檢查 %1 的規則：由引擎判定著法。</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>跳過一步(&amp;P)</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>被將軍的一方不能跳過一步。</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>此變體不允許跳過一步。</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>點擊棋盤，選擇 %1 對局如何開始。</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>引擎對抗賽</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>第一個引擎(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>第二個引擎(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>變體(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>局數(&amp;G)：</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>兩個引擎使用相同用時(&amp;T)</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>無：每局都從初始局面開始</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>瀏覽(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>檔案（PGN、EPD、FEN）(&amp;F)：</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>依檔案順序</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>順序(&amp;O)：</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>每個開局雙方各執一次(&amp;B)</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>瀏覽(&amp;W)...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>棋譜儲存到(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>開始比賽(&amp;S)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>第一個引擎的用時</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>第二個引擎的用時</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>棋譜或局面 (*.pgn *.epd *.fen);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>PGN 檔案 (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>儲存比賽棋譜</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>選擇儲存棋譜的檔案。</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya 比賽</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>無法設定對局</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>錯誤：%1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>比賽被中斷</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>局數：</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>勝 / 和 / 負：</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>得分：</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Elo 差：</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>開局：</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>儲存到：</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>中止比賽(&amp;A)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 對 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>尚無對局</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 / %2（%3%）</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1（95%：%2 至 %3）</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>正在進行第 %1 局。</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>第 %1 局即將開始。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比賽已結束。</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>比賽在 %n 局後中止。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1，來自 %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>所給的升變棋子未知。</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>該棋子不能打入那裡。</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>那個位置上有你自己的棋子。</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>這步棋會讓你的將帥被將軍，或與對方的將帥照面。</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>這步棋會讓你的王被將軍。</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>%1 不能走到那裡。</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>那個位置沒有標為可走的目標。</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>獅子交換規則禁止這次吃子。</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>變體(&amp;V)：</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess960，局面編號(&amp;9)</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>隨機(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>白方（紅方）(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>交換先後手(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>雙方用時不同(&amp;D)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>白方（紅方）用時</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>黑方用時</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>棋力限制為</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>級別：</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>該引擎沒有棋力設定：搜尋深度不超過此值</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
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
        <translation>空</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>空位</translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation>西式</translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation>象棋（漢字）</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>象棋（圖形）</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>象棋（漢字，楷書）</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>將棋</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>韓國象棋漢字</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>編輯局面</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>按一下一個位置放上所選棋子，再次按一下則拿掉。按右鍵清空該位置。拖曳棋子可移動它，拖出棋盤則移除它。</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>紅方(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>入堡權</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>白方 O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>白方 O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>黑方 O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>黑方 O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>剛走了兩格的兵所越過的格子；只列出可以吃過路兵的格子</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>吃過路兵(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>清空棋盤(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>翻轉(&amp;F)</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>FEN 形式的局面：它隨棋盤變化，棋盤也隨你在此輸入的內容變化</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>FEN(&amp;E)：</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>棋盤無法讀取的 FEN：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>不是可以開始對局的局面：%1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>可以開始對局的局面。</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>開啟局面</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%1 中有 %n 個局面：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>選擇升變的棋子</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>主要變例超過 %1 步或 %2 個字元：其餘部分不保留</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒絕</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>選項值含有換行</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>值無效</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>未知選項</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>一行文字中含有換行</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>沒有編號為 %1 的 Chess960 局面（編號為 0 到 959）。</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>雙方都需要一名棋手。</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 不會下%2。</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>%1 試圖走非法著法</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 認輸</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>雙方議和</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>50 回合無吃子，要求判和成立</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>%1 要求不成立：%2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>%1 要求不成立：%2（%3）</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>%1 超時：用「判對方超時」即可贏得對局</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>%1 超時，但 %2 無法取勝：和棋</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 超時判負</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>引擎沒有說明它們如何下 %1。</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 聲明結果：%2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>和棋：只剩下王</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 不是變體名稱。</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>沒有引擎說明如何下 %1。</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya 無法下 %1：%2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya 不檢查 %1 的規則：由引擎判定著法。</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 拒絕了著法：%2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 不接受這步著法：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>選單</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation> 分鐘</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>基本用時(&amp;B)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>每步加秒(&amp;I)：</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>整局</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>每階段步數(&amp;M)：</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>每步限時(&amp;F)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>搜尋深度(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>請先輸入一步著法。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>「%1」在此不是合法著法。</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>未及時收到 readyok：繼續</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>未及時收到 %1ok：以已收到的內容繼續</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>不支援此變體</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜尋的 bestmove %1</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>已忽略背景思考時的 bestmove %1</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>已忽略不合輪次的 bestmove %1</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>引擎沒有著法</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>西洋棋</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>無入堡</translation>
    </message>
    <message>
        <source>Wild castle</source>
        <translation>Wild castle</translation>
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
        <translation>Giveaway</translation>
    </message>
    <message>
        <source>Two kings</source>
        <translation>雙王</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>三次將軍</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>原子西洋棋</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>卡帕布蘭卡西洋棋</translation>
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
        <translation>卡帕布蘭卡隨機西洋棋</translation>
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
        <translation>圓柱西洋棋</translation>
    </message>
    <message>
        <source>Superchess</source>
        <translation>Superchess</translation>
    </message>
    <message>
        <source>Great shatranj</source>
        <translation>Great shatranj</translation>
    </message>
    <message>
        <source>Seirawan</source>
        <translation>Seirawan</translation>
    </message>
    <message>
        <source>Spartan</source>
        <translation>Spartan</translation>
    </message>
    <message>
        <source>Shatranj</source>
        <translation>沙特蘭茲</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courier</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>泰國象棋</translation>
    </message>
    <message>
        <source>Cambodian</source>
        <translation>柬埔寨象棋</translation>
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
        <translation>象棋</translation>
    </message>
    <message>
        <source>Janggi</source>
        <translation>韓國將棋</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>將棋</translation>
    </message>
    <message>
        <source>Chu shogi</source>
        <translation>中將棋</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>規則不同的西洋棋</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>棋子不同的西洋棋</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>沙特蘭茲與泰國象棋</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>象棋與韓國將棋</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
</TS>
