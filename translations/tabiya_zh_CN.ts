<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>引擎需要一个名称。</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>引擎需要一条命令行。</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>已有名为 %1 的引擎。</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>没有名为 %1 的引擎。</translation>
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
        <translation>这不是 Tabiya 能读取的 FEN：%1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>%1必须恰好有一个 %2。</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>走棋方可以吃掉%1的 %2。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>%2的一个 %1 位于其第一或最后一条横线上。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>%2的一个 %1 位于其允许的区域之外。</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>%2的一个 %1 位于其起始横线之后。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
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
        <translation>第 %1 局是%2，而比赛下的是%3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>没有对局</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>没有局面</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>没有第 %1 个开局，只有 %2 个</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>有一条引擎命令为空。</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>未找到引擎：%1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>未知变体：%1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>未知选项：%1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>选项 %1 需要一个值。</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>%1 的值无效：%2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>请给出棋谱文件（-lgf）或局面文件（-lpf），不要同时给出两者。</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>第一个引擎的命令行</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>第二个引擎的命令行（默认：与第一个相同）</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>第一个引擎的工作目录</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>第二个引擎的工作目录</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>第一个引擎在 PGN 中的名称</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>第二个引擎在 PGN 中的名称</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>第二个引擎的协议</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard 由第一个引擎主导（playcurrent，
自己计时），而不用强制模式</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>第二个引擎同上</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>基本用时（默认 5）</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>每阶段步数（默认 40）</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>每步加秒（可为小数）：加秒制</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>每步固定用时</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>搜索深度上限</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>第一个引擎的时间除以 N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>第二个引擎的时间除以 N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1：时间较多的引擎得到名义用时</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>对局数；双方轮换先后手</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>与 -headless 一起使用：同时下 N 局，每局有自己的
一对引擎（每个核心最多一局才能保证
计时公平）；结果和 PGN 按对局顺序输出</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>窗口模式下比赛各局之间的暂停（10000）</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>将每局的 PGN 追加到 FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>以 PGN 文件中的对局作为开局（先走完
其中的着法）</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>以 FEN 行文件中的局面作为开局</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>使用哪个开局：N，或 -1 每局换下一个，-2
每两局换下一个（每个开局双方各执一次）</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>用过第 N 个开局后从第一个重新开始</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>将协议记录输出到标准错误</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>将协议记录写入 FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>不开窗口进行比赛</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>本帮助</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>用法：tabiya [-headless] [选项]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>第一个引擎启动时的选项</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>第二个引擎启动时的选项</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>第一个引擎的协议：cecp（默认）、cxboard、
uci 或 ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>第一个引擎使用 UCI（-fproto uci）</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>第二个引擎使用 UCI（-sproto uci）</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>第一个引擎使用 UCCI（-fproto ucci）</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>第二个引擎使用 UCCI（-sproto ucci）</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>变体的 CECP 名称：normal（国际象棋）、xiangqi、
capablanca、crazyhouse……（规则支持的任意变体）、第一个
引擎定义的变体（grande-acedrex），或表示其他棋盘尺寸的
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
        <translation>红方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝方</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [另有 %n 个字符未保留]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 拒绝了着法 %2：%3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 无法分析</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 无法启动：%2</translation>
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
        <translation>木纹</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>现在不能走棋。</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>未及时收到 done=1：按已收到的 feature 继续</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>没有 feature：这是协议版本 1 的引擎</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>feature 来得太晚：用 setboard 重新发送局面</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>局面无效</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>未在分析</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>未知选项</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>选项超过 %1 个：拒绝选项 %2</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>拒绝选项 %1：格式错误，或名称超过 %2 个字符，或值或可选项超过 %3 个字符</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 按 done=1 处理</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>开局库回复超过 %1 行：其余部分不保留</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>握手结束后收到 feature：已接受</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜索的着法 %1</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>已忽略不合轮次的着法 %1</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>未知命令</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>黑方将死对方</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>白方将死对方</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>白方认输</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>黑方认输</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>已忽略格式错误的 %1 行</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>piece 行超过 %1 条：其余的已忽略</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>已忽略对 %1 的拒绝：它针对的是先前的局面</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>stop 之后没有 bestmove：继续</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>未及时收到 readyok：继续</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>未及时收到 cxboardok：按已收到的内容继续</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>不支持此变体</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>复制保护</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜索的 bestmove %1</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>已忽略在 force 之前走出的着法 %1</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>已忽略后台思考时的 bestmove %1</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>已忽略不合轮次的着法 %1</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>无法写入调试文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>%1 的注释：</translation>
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
        <translation>编辑标签</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>添加标签(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>删除标签(&amp;R)</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>对局结果：对局结束时会随之改变。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>“%1”不是标签名：请使用字母、数字和下划线，并以字母或数字开头。</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>%1 标签由对局自动写入。</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>标签 %1 出现了两次。</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>保存...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>引擎控制台</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>过滤</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>只显示包含此文字的行</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>保存完整记录（不只是过滤后的行）</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; 发给引擎   &lt; 来自引擎   ! 引擎错误（stderr）   * 备注</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1：新的引擎进程 ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- 引擎已关闭 ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ...（另有 %n 个字符）</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>%1 的记录</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>未发送：一条命令只能是一行，不能含有换行。</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>未发送：引擎未在运行。</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- 已丢弃较早的行：控制台最多保留 %n 行和 %1 MB ---</numerusform>
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
        <translation>发给引擎的命令（按 Enter 发送）</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>引擎未在运行</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - 引擎控制台</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>保存记录</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>编辑引擎</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>由“检测”填写</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>程序及参数，例如 gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>程序及其参数，以空格分隔。含空格的词请用 &quot;双引号&quot; 括起来。不经过 shell。</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>Tabiya 自己的工作文件夹</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>尚不知道：请按“检测”</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>Tabiya 自带引擎的名称和程序不可更改。</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>命令行(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作文件夹(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>协议(&amp;P)：</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>由引擎自己计时并自行走它那一方的棋</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>CXBoard 的 playcurrent/move 模式；否则 Tabiya 每步都发送局面和一条 go 命令</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>检测(&amp;D)</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>短暂启动引擎，读取其名称、协议和变体</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>请输入启动引擎的命令行。</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>未找到程序，或程序不可执行：%1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>工作文件夹不存在：%1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 以 %2 协议作了应答。</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>已有名为 %1 的引擎。</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>引擎程序</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>工作文件夹</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>自动（依次尝试 UCI、UCCI、CECP、CXBoard）</translation>
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
        <translation>等级 %1</translation>
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
        <translation>等级 </translation>
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
        <translation>名称</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>在本机上找到的</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>双击引擎即可添加</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>添加(&amp;D)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Tabiya 自带引擎：始终可用</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>正在询问引擎…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1（已添加）</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>不能删除 Tabiya 自带引擎</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>已添加 %1；正在询问其名称和变体…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>已添加 %1（%2）。</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>已添加 %1，但它没有说明自己会下哪些变体：
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>正在等待被询问的引擎…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>引擎消息</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>引擎发来的消息显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>共说了 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>来自 %1 的错误</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>来自 %1 的消息</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 说：%2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 报告错误：%2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 对对手说：%2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 对观众说：%2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 对所有人说：%2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 问：%2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>%1 提示：%2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>%1 的开局库着法：%2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 提问</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>开局库着法</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>开局库着法 - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 在此局面没有开局库着法。</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>%1 在此局面的开局库着法：</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>选择文件</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionModel</name>
    <message>
        <source>Hash (MB)</source>
        <translation>哈希表 (MB)</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>残局库（%1）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>引擎默认</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>不发送</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Tabiya 的哈希表大小，在引擎启动时以 &quot;memory&quot; 发送给引擎（引擎要求了此项）。它取代引擎自己的 Hash 选项。</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Tabiya 的搜索线程数，在引擎启动时以 &quot;cores&quot; 发送给引擎（引擎要求了此项）。它取代引擎自己的 Threads 选项。</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>%1 残局库所在的文件夹，在引擎启动时以 &quot;egtpath&quot; 发送给引擎。</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>命令：引擎会立即执行。</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>发送你的更改，然后让引擎保存其设置。</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>让引擎恢复其默认值；之后重新读取列表。</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>%1 到 %2 之间的数；默认为 %3。</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>%n 个选项之一。</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>开或关。</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>文件名。</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>文件夹名。</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>文本。</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>引擎设置</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>%1 设置</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>过滤选项</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>恢复默认(&amp;R)</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>将所选选项恢复为默认值。</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>粗体：非默认值。斜体：已更改，尚未应用。</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>正在等待引擎声明其选项…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>引擎未在运行：它的按钮现在不起作用，你应用的值将在它下次启动时使用。</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>正在等待引擎再次声明其选项…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>上界（引擎的搜索高出窗口）</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>下界（搜索高出窗口）</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>下界（引擎的搜索低于窗口）</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>上界（搜索低于窗口）</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>残局库命中</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>主要变例</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>搜索深度 / 选择性深度，单位为层（半回合）</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>以兵为单位，从%1的角度看；#n：n 步杀</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>以兵为单位，从引擎的角度看；#n：n 步杀</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>每秒节点数</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>残局库命中次数</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>变例数(&amp;L)</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>引擎显示多少条变例（其 MultiPV 选项）</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>变例数</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>复制变例(&amp;C)</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 着</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 节点</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 节点/秒</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>残局库命中 %1 次</translation>
    </message>
    <message>
        <source>hash %1%</source>
        <translation>哈希 %1%</translation>
    </message>
    <message>
        <source>CPU %1%</source>
        <translation>CPU %1%</translation>
    </message>
    <message>
        <source>Book: %1</source>
        <translation>开局库：%1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>复制全部变例(&amp;A)</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>从红方角度评分(&amp;R)</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>从白方角度评分(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>排除着法(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>排除 %1(&amp;E)</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>搜索时排除此着法</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>包括全部着法(&amp;I)</translation>
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
        <translation>%1 走了非法着法：%2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 拒绝了对局中的一步着法：%2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 拒绝了合法着法 %2（它的回复：%3）</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>刚刚走出</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 无法启动：%2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 在启动过程中停止：%2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 崩溃：%2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>无法让 %1 立即走棋：它按自己的时间走棋</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>无法向 %1 提和：它会继续下棋</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>正在以 %2 引擎启动 %1…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>cxboard 1 没有得到 cxboardok 回复。</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>引擎没有发送 feature：它要么是 CECP 版本 1 引擎，要么根本不是 CECP 引擎。</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>找到 %1（%2）。</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>它的最后输出：%1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>protover 2 没有得到 feature 行回复。</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>引擎没有在 %1 秒内发完 feature 列表。</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>%1 秒内没有 feature 行。</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>%1 秒内没有 cxboardok。</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>该程序没有以 %1 引擎的方式应答。</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>对 uci 的回复中没有 uciok。</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>对 ucci 的回复中没有 ucciok。</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>%1 秒内没有回应 uci。</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>%1 秒内没有回应 ucci。</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>未检测到 %1（%2），正在尝试 %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>该程序没有以 UCI、UCCI、CECP 或 CXBoard 引擎的方式应答。</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>已启动 %1（pid %2）</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>正在启动 %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>无法创建工作目录 %1：引擎在当前目录中运行</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>正在终止进程组</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>quit 之后没有退出：SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>仍在运行：SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>超过 %1 字节的行已被截断</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>被信号 %1 终止</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>以代码 %1 退出</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>引擎被信号 %1 终止。</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>引擎意外退出，代码 %1。</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>引擎无法启动：%1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>正在启动 %1 以读取其选项...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>引擎设置</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>无法向 %1 询问其选项：
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>无引擎</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>引擎 #%1 控制台：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>评分曲线</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>尚无评分</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>对局列表</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>按棋手筛选</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>打开(&amp;L)</translation>
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
        <translation>（读取中...）</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>无法打开此对局：%1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>只能打开到出错处：%1</translation>
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
        <translation>结果</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;下棋&lt;/h3&gt;&lt;p&gt;&lt;b&gt;文件 &amp;gt; 新对局&lt;/b&gt; 用来选择变体（国际象棋、Chess960、中国象棋）、用时，以及每一方由人还是引擎来下。&lt;/p&gt;&lt;p&gt;走棋方法：先单击棋子再单击目标位置，或拖动棋子，或在棋盘上键入着法（e2e4、Nf3）后按 Enter。&lt;/p&gt;&lt;h3&gt;模式&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;引擎执白 / 引擎执黑&lt;/b&gt;：引擎下这一方，你下另一方。&lt;/li&gt;&lt;li&gt;&lt;b&gt;双引擎对弈&lt;/b&gt;：两个引擎互相对弈；&lt;b&gt;引擎对抗赛&lt;/b&gt; 连续下多局并保存棋谱。&lt;/li&gt;&lt;li&gt;&lt;b&gt;编辑对局&lt;/b&gt;：你替双方走棋，不计时。&lt;/li&gt;&lt;li&gt;&lt;b&gt;编辑局面&lt;/b&gt;：摆出任意局面，然后对弈或分析。&lt;/li&gt;&lt;li&gt;&lt;b&gt;分析模式&lt;/b&gt;：你走动棋子或逐步查看对局时，引擎思考所显示的局面；&lt;b&gt;分析对局&lt;/b&gt; 为整盘对局加上注释。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;对局中&lt;/h3&gt;&lt;p&gt;&lt;b&gt;操作&lt;/b&gt; 菜单用于提和或接受和棋、认输、中止对局、在对方时间用完时判其超时，以及裁决结果。&lt;b&gt;设置&lt;/b&gt; 菜单中有后台思考、总是升变为后以及棋盘外观。&lt;b&gt;帮助 &amp;gt; 键盘快捷键&lt;/b&gt; 列出所有按键。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>searchmoves 没有着法列表</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>未在分析</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>选项超过 %1 个：拒绝选项 %2</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>拒绝选项：格式错误，或名称超过 %1 个字符，或值或可选项超过 %2 个字符</translation>
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
        <translation>轮到%1走棋</translation>
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
        <translation>来自 %1 的提示：%2</translation>
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
        <translation>着法</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>评分曲线</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>引擎输出</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>窗口已关闭</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>开局文件</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>新对局已开始</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>无法开始对局</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>正在启动...</translation>
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
        <translation>那是之前的局面：棋盘已回到对局的当前局面。轮到%1走棋。</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>现在不该你走棋。</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>关于 Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
一个与支持 CECP（xboard）或 CXBoard 协议的引擎下国际象棋和中国象棋的棋盘程序。</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>中止对局(&amp;B)</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>没有正在进行的对局。</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>对局已中止</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>判对方超时(&amp;F)</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>判对方超时：对方还有时间。</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>裁决(&amp;J)</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>裁决白方胜</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>裁决黑方胜</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>裁决和棋</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>白方（红方）胜(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>黑方胜(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>和棋(&amp;D)</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>裁决红方胜</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>后台思考(&amp;P)</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>自动判超时(&amp;F)</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>总是升变为后(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>走棋动画(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>高亮显示最后一步(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>分析模式：正在启动 %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>分析已停止</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>没有可分析的着法。</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>正在用 %1 分析对局...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>对局分析完成：评分和更好的变例已写入着法注释（文件 &gt; 保存棋谱）。</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>对局分析失败：%1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>正在显示 %n 步的变例；按 Esc 返回对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>未找到对局。</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>无法载入对局：%1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>读取停止于 %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>局面已复制</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>保存局面</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>FEN 文件 (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>剪贴板中没有 Tabiya 能读取的局面。</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>无法从此局面开始对局：%1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>棋谱已复制</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>打开局面</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 中没有 Tabiya 能读取的局面。</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>保存棋盘图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>引擎对抗赛</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>没有可以进行比赛的引擎。</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>比赛已开始</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya 比赛</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>对局保存在 %1 中。</translation>
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
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>新对局(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>打开棋谱(&amp;L)...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>打开局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>保存棋谱(&amp;S)...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>保存局面(&amp;V)...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>保存棋盘图片(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>复制棋谱 (PGN)(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>复制局面 (FEN)(&amp;C)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>粘贴棋谱 (PGN)(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>粘贴局面 (FEN)(&amp;P)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>编辑对局(&amp;G)</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>编辑局面(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>回到开局(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>前进到最后(&amp;E)</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>退出变例(&amp;V)</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>中国象棋记谱法(&amp;N)</translation>
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
        <translation>国际象棋对局(&amp;C)</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>中国象棋对局(&amp;X)</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>棋盘主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>引擎执白(&amp;W)</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>引擎执黑(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>双引擎对弈(&amp;T)</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>引擎对抗赛(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>分析模式(&amp;A)</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>分析对局(&amp;G)</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>编辑局面(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
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
        <translation>规则不允许在此要求判和。</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
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
        <translation>引擎 #%1 设置(&amp;S)...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>本局中没有引擎 #%1。</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>引擎 #%1 控制台(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>开局库着法(&amp;B)</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>停止分析(&amp;T)</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>设定评分(&amp;O)...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>“设定评分”需要在分析模式下使用提供此功能的引擎。</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>设定评分</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>此局面的价值（以兵为单位，对走棋方而言）：</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>适用到搜索深度：</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>设置(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>关于 Tabiya(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya 下次启动时将使用%1。</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>对局列表：%1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>无法读取 %2 中的第 %1 局</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>正在读取第 %1 局...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>这是最后一局。</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>这是第一局。</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>正在读取对局...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>已打开第 %1 局：%2（正在读取文件的其余部分...）</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>已打开第 %1 局（共 %2 局）：%3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>已打开对局：%1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>已打开对局：%1，即文本中 %n 局里的第一局。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1。比赛结束：%2，Elo 差 %3（95% 置信区间 %4 .. %5）。</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>打开下一局(&amp;N)</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>打开上一局(&amp;V)</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>对局列表(&amp;L)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>局面文件 (*.fen *.epd);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>比赛已中止</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>比赛已中止。%1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>中止比赛(&amp;R)</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>变例：轮到%1走棋。在此走棋将延长该变例。</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>对局着法已改变：转入编辑对局模式继续。</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>编辑标签(&amp;T)...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>编辑注释(&amp;M)...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>提升变例(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>删除变例(&amp;D)</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>从此处截断对局(&amp;U)</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>当前显示的着法不在变例中。</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>当前显示的着法之后没有着法。</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>整个对局</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya 不检查 %1 的规则：由引擎判定着法。</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>跳过一步(&amp;P)</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>被将军的一方不能跳过一步。</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>此变体不允许跳过一步。</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>点击棋盘，选择 %1 对局如何开始。</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>引擎对抗赛</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>第一个引擎(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>第二个引擎(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>局数(&amp;G)：</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>两个引擎使用相同用时(&amp;T)</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>无：每局都从初始局面开始</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>浏览(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>文件（PGN、EPD、FEN）(&amp;F)：</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>按文件顺序</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>每个开局双方各执一次(&amp;B)</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>浏览(&amp;W)...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>棋谱保存到(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>开始比赛(&amp;S)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>第一个引擎的用时</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>第二个引擎的用时</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>棋谱或局面 (*.pgn *.epd *.fen);;所有文件 (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>PGN 文件 (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>保存比赛棋谱</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>选择保存棋谱的文件。</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Tabiya 比赛</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>无法设置对局</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>比赛被中断</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>胜 / 和 / 负：</translation>
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
        <translation>开局：</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>保存到：</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>中止比赛(&amp;A)</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
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
        <translation>尚无对局</translation>
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
        <translation>正在进行第 %1 局。</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>第 %1 局即将开始。</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比赛已结束。</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>比赛在 %n 局后中止。</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>所给的升变棋子未知。</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>该棋子不能打入那里。</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>那个位置上有你自己的棋子。</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>这步棋会让你的将帅被将军，或与对方的将帅照面。</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>这步棋会让你的王被将军。</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>%1 不能走到那里。</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>那个位置没有标为可走的目标。</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>狮子交换规则禁止这次吃子。</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess960，局面编号(&amp;9)</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>随机(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>白方（红方）(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>交换先后手(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>双方用时不同(&amp;D)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>白方（红方）用时</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>黑方用时</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>棋力限制为</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>该引擎没有棋力设置：搜索深度不超过此值</translation>
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
        <translation>中国象棋（汉字）</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>中国象棋（图形）</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>中国象棋（汉字，楷体）</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>将棋</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>韩国象棋汉字</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>单击一个位置放上所选棋子，再次单击则拿掉。右键单击清空该位置。拖动棋子可移动它，拖出棋盘则移除它。</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>红方(&amp;R)</translation>
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
        <translation>王车易位权</translation>
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
        <translation>刚走了两格的兵所越过的格子；只列出可以吃过路兵的格子</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>吃过路兵(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>清空棋盘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>翻转(&amp;F)</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>FEN 形式的局面：它随棋盘变化，棋盘也随你在此输入的内容变化</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>FEN(&amp;E)：</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>棋盘无法读取的 FEN：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>不是可以开始对局的局面：%1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>可以开始对局的局面。</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>打开局面</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%1 中有 %n 个局面：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>选择升变的棋子</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>主要变例超过 %1 步或 %2 个字符：其余部分不保留</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>选项值含有换行</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>值无效</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>未知选项</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>一行文字中含有换行</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>没有编号为 %1 的 Chess960 局面（编号为 0 到 959）。</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>双方都需要一名棋手。</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 不会下%2。</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>%1 试图走非法着法</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 认输</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>双方议和</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>50 回合无吃子，要求判和成立</translation>
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
        <translation>%1 超时：用“判对方超时”即可赢得对局</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>%1 超时，但 %2 无法取胜：和棋</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 超时判负</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>引擎没有说明它们如何下 %1。</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 声明结果：%2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>和棋：只剩下王</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 不是变体名称。</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>没有引擎说明如何下 %1。</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya 无法下 %1：%2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya 不检查 %1 的规则：由引擎判定着法。</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 拒绝了着法：%2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 不接受这步着法：%2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>基本用时(&amp;B)：</translation>
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
        <translation>每阶段步数(&amp;M)：</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>每步限时(&amp;F)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>搜索深度(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>请先输入一步着法。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>“%1”在此不是合法着法。</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>未及时收到 readyok：继续</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>未及时收到 %1ok：以已收到的内容继续</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>不支持此变体</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>已忽略已取消搜索的 bestmove %1</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>已忽略后台思考时的 bestmove %1</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>已忽略不合轮次的 bestmove %1</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>引擎没有着法</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>国际象棋</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>无王车易位</translation>
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
        <translation>双王</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>三次将军</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>原子象棋</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>卡帕布兰卡象棋</translation>
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
        <translation>卡帕布兰卡随机象棋</translation>
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
        <translation>圆柱象棋</translation>
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
        <translation>沙特兰兹</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courier</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>泰国象棋</translation>
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
        <translation>中国象棋</translation>
    </message>
    <message>
        <source>Janggi</source>
        <translation>韩国象棋</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>将棋</translation>
    </message>
    <message>
        <source>Chu shogi</source>
        <translation>中将棋</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>规则不同的国际象棋</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>棋子不同的国际象棋</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>沙特兰兹与泰国象棋</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>中国象棋与韩国象棋</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
</TS>
