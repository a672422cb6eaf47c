<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>EngineCatalog</name>
    <message>
        <source>The engine needs a name.</source>
        <translation>Engine cần có tên.</translation>
    </message>
    <message>
        <source>The engine needs a command line.</source>
        <translation>Engine cần có dòng lệnh.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Đã có một engine tên là %1.</translation>
    </message>
    <message>
        <source>There is no engine called %1.</source>
        <translation>Không có engine nào tên là %1.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>This is not a FEN Tabiya can read: %1</source>
        <translation>Đây không phải là FEN mà Tabiya đọc được: %1</translation>
    </message>
    <message>
        <source>%1 must have exactly one %2.</source>
        <translation>%1 phải có đúng một quân %2.</translation>
    </message>
    <message>
        <source>The side to move could capture %1&apos;s %2.</source>
        <translation>Bên đến lượt đi có thể ăn quân %2 của %1.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands on its first or last rank.</source>
        <translation>Một quân %1 của %2 đứng ở hàng đầu tiên hoặc hàng cuối cùng của nó.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands outside the zone it may stand in.</source>
        <translation>Một quân %1 của %2 đứng ngoài vùng mà nó được phép đứng.</translation>
    </message>
    <message>
        <source>A %1 of %2 stands behind its starting rank.</source>
        <translation>Một quân %1 của %2 đứng lùi sau hàng xuất phát của nó.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
</context>
<context>
    <name>MatchOpenings</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Không đọc được %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>line %1 is not a %2 position: %3</source>
        <translation>dòng %1 không phải là thế cờ %2: %3</translation>
    </message>
    <message>
        <source>game %1, line %2: %3</source>
        <translation>ván %1, dòng %2: %3</translation>
    </message>
    <message>
        <source>game %1 is %2, the match plays %3</source>
        <translation>ván %1 là %2, còn trận đấu chơi %3</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>không có ván cờ nào</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>không có thế cờ nào</translation>
    </message>
    <message>
        <source>there is no opening %1, only %2</source>
        <translation>không có khai cuộc số %1, chỉ có %2</translation>
    </message>
</context>
<context>
    <name>MatchOptions</name>
    <message>
        <source>An engine command is empty.</source>
        <translation>Một lệnh engine bị trống.</translation>
    </message>
    <message>
        <source>Engine not found: %1</source>
        <translation>Không tìm thấy engine: %1</translation>
    </message>
    <message>
        <source>Unknown variant: %1</source>
        <translation>Biến thể không rõ: %1</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Đối số không mong đợi: %1</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Tùy chọn không rõ: %1</translation>
    </message>
    <message>
        <source>Option %1 needs a value.</source>
        <translation>Tùy chọn %1 cần một giá trị.</translation>
    </message>
    <message>
        <source>Bad value for %1: %2</source>
        <translation>Giá trị không hợp lệ cho %1: %2</translation>
    </message>
    <message>
        <source>Give a game file (-lgf) or a position file (-lpf), not both.</source>
        <translation>Hãy chỉ định một tệp ván cờ (-lgf) hoặc một tệp thế cờ (-lpf), không phải cả hai.</translation>
    </message>
    <message>
        <source>the first engine&apos;s command line</source>
        <translation>dòng lệnh của engine thứ nhất</translation>
    </message>
    <message>
        <source>the second engine&apos;s (default: the first&apos;s)</source>
        <translation>dòng lệnh của engine thứ hai (mặc định: như engine thứ nhất)</translation>
    </message>
    <message>
        <source>the first engine&apos;s working directory</source>
        <translation>thư mục làm việc của engine thứ nhất</translation>
    </message>
    <message>
        <source>the second engine&apos;s working directory</source>
        <translation>thư mục làm việc của engine thứ hai</translation>
    </message>
    <message>
        <source>the first engine&apos;s name in the PGN</source>
        <translation>tên của engine thứ nhất trong PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s name in the PGN</source>
        <translation>tên của engine thứ hai trong PGN</translation>
    </message>
    <message>
        <source>the second engine&apos;s protocol</source>
        <translation>giao thức của engine thứ hai</translation>
    </message>
    <message>
        <source>CXBoard with the first engine driving (playcurrent,
its own clock) instead of forced mode</source>
        <translation>CXBoard do engine thứ nhất điều khiển (playcurrent,
đồng hồ riêng) thay cho chế độ force</translation>
    </message>
    <message>
        <source>the same for the second engine</source>
        <translation>như trên cho engine thứ hai</translation>
    </message>
    <message>
        <source>base time (default 5)</source>
        <translation>thời gian cơ bản (mặc định 5)</translation>
    </message>
    <message>
        <source>moves per session (default 40)</source>
        <translation>số nước mỗi giai đoạn (mặc định 40)</translation>
    </message>
    <message>
        <source>increment per move (fractions allowed): incremental clock</source>
        <translation>thời gian cộng thêm mỗi nước (cho phép số lẻ): đồng hồ cộng giờ</translation>
    </message>
    <message>
        <source>fixed time per move</source>
        <translation>thời gian cố định mỗi nước</translation>
    </message>
    <message>
        <source>search depth limit</source>
        <translation>giới hạn độ sâu tìm kiếm</translation>
    </message>
    <message>
        <source>the first engine&apos;s time divided by N</source>
        <translation>thời gian của engine thứ nhất chia cho N</translation>
    </message>
    <message>
        <source>the second engine&apos;s time divided by N</source>
        <translation>thời gian của engine thứ hai chia cho N</translation>
    </message>
    <message>
        <source>1: the engine with more time gets the nominal time</source>
        <translation>1: engine có nhiều thời gian hơn nhận thời gian danh nghĩa</translation>
    </message>
    <message>
        <source>number of games; colours alternate</source>
        <translation>số ván; hai bên đổi màu quân luân phiên</translation>
    </message>
    <message>
        <source>with -headless: N games at once, each with its own
pair of engines (one per core at most keeps the
clocks fair); results and PGN in game order</source>
        <translation>với -headless: chơi N ván cùng lúc, mỗi ván có
cặp engine riêng (tối đa một ván mỗi lõi để giữ
đồng hồ công bằng); kết quả và PGN theo thứ tự ván</translation>
    </message>
    <message>
        <source>the window&apos;s pause between match games (10000)</source>
        <translation>khoảng nghỉ của cửa sổ giữa các ván đấu (10000)</translation>
    </message>
    <message>
        <source>append every game&apos;s PGN to FILE</source>
        <translation>nối PGN của mỗi ván vào FILE</translation>
    </message>
    <message>
        <source>start the games from a PGN file&apos;s games (their
moves played)</source>
        <translation>bắt đầu các ván từ các ván trong tệp PGN (đã đi
các nước của chúng)</translation>
    </message>
    <message>
        <source>start the games from a file of FEN lines</source>
        <translation>bắt đầu các ván từ tệp gồm các dòng FEN</translation>
    </message>
    <message>
        <source>which opening: N, or -1 the next every game, -2 the
next every two games (each with both colours)</source>
        <translation>khai cuộc nào: N, hoặc -1 khai cuộc kế tiếp mỗi ván, -2
khai cuộc kế tiếp mỗi hai ván (mỗi bên cầm cả hai màu)</translation>
    </message>
    <message>
        <source>start again at the first opening after the Nth</source>
        <translation>quay lại khai cuộc đầu tiên sau khai cuộc thứ N</translation>
    </message>
    <message>
        <source>protocol transcript on standard error</source>
        <translation>bản ghi giao thức ra luồng lỗi chuẩn</translation>
    </message>
    <message>
        <source>protocol transcript to FILE</source>
        <translation>bản ghi giao thức vào FILE</translation>
    </message>
    <message>
        <source>play the match without a window</source>
        <translation>chơi trận đấu không có cửa sổ</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>trợ giúp này</translation>
    </message>
    <message>
        <source>Usage: tabiya [-headless] [options]</source>
        <translation>Cách dùng: tabiya [-headless] [tùy chọn]</translation>
    </message>
    <message>
        <source>the first engine&apos;s options at its start</source>
        <translation>tùy chọn của engine thứ nhất khi khởi động</translation>
    </message>
    <message>
        <source>the second engine&apos;s options at its start</source>
        <translation>tùy chọn của engine thứ hai khi khởi động</translation>
    </message>
    <message>
        <source>the first engine&apos;s protocol: cecp (default), cxboard,
uci or ucci</source>
        <translation>giao thức của engine thứ nhất: cecp (mặc định), cxboard,
uci hoặc ucci</translation>
    </message>
    <message>
        <source>the first engine speaks UCI (-fproto uci)</source>
        <translation>engine thứ nhất dùng UCI (-fproto uci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCI (-sproto uci)</source>
        <translation>engine thứ hai dùng UCI (-sproto uci)</translation>
    </message>
    <message>
        <source>the first engine speaks UCCI (-fproto ucci)</source>
        <translation>engine thứ nhất dùng UCCI (-fproto ucci)</translation>
    </message>
    <message>
        <source>the second engine speaks UCCI (-sproto ucci)</source>
        <translation>engine thứ hai dùng UCCI (-sproto ucci)</translation>
    </message>
    <message>
        <source>the variant by its CECP name: normal (chess), xiangqi,
capablanca, crazyhouse, ... (any the rules know), one the
first engine defines (grande-acedrex), or WxH+S_parent for
another board size (10x10+0_fairy)</source>
        <translation>biến thể theo tên CECP: normal (cờ vua), xiangqi,
capablanca, crazyhouse, ... (mọi biến thể luật biết), một biến thể
mà engine thứ nhất định nghĩa (grande-acedrex), hoặc WxH+S_parent cho
bàn cờ kích thước khác (10x10+0_fairy)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Đỏ</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh</translation>
    </message>
</context>
<context>
    <name>TranscriptLog</name>
    <message numerus="yes">
        <source> … [%n more characters not kept]</source>
        <translation>
            <numerusform> … [%n ký tự nữa không được giữ lại]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::AnalysisController</name>
    <message>
        <source>%1 refused the move %2: %3</source>
        <translation>%1 đã từ chối nước %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot analyse</source>
        <translation>%1 không phân tích được</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>Không khởi động được %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 đã dừng: %2</translation>
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
        <translation>Gỗ</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Xanh lá</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Xanh dương</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Tương phản cao</translation>
    </message>
</context>
<context>
    <name>tabiya::BoardView</name>
    <message>
        <source>Board</source>
        <translation>Bàn cờ</translation>
    </message>
    <message>
        <source>You cannot move now.</source>
        <translation>Bây giờ bạn không thể đi quân.</translation>
    </message>
</context>
<context>
    <name>tabiya::CecpEngine</name>
    <message>
        <source>no done=1 in time: going on with the features received</source>
        <translation>không nhận được done=1 kịp lúc: tiếp tục với các feature đã nhận</translation>
    </message>
    <message>
        <source>no features: a protocol version 1 engine</source>
        <translation>không có feature: engine dùng giao thức phiên bản 1</translation>
    </message>
    <message>
        <source>features came late: the position is sent again with setboard</source>
        <translation>feature đến muộn: thế cờ được gửi lại bằng setboard</translation>
    </message>
    <message>
        <source>bad position</source>
        <translation>thế cờ không hợp lệ</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>không được hỗ trợ</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>không đang phân tích</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>tùy chọn không rõ</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>hơn %1 tùy chọn: tùy chọn %2 bị từ chối</translation>
    </message>
    <message>
        <source>option %1 refused: malformed, or larger than %2 characters for its name or %3 for its value or choices</source>
        <translation>tùy chọn %1 bị từ chối: sai định dạng, hoặc dài hơn %2 ký tự ở tên hay %3 ký tự ở giá trị hoặc các lựa chọn</translation>
    </message>
    <message>
        <source>feature done=%1 read as done=1</source>
        <translation>feature done=%1 được hiểu là done=1</translation>
    </message>
    <message>
        <source>book reply longer than %1 lines: the rest is not kept</source>
        <translation>câu trả lời về sách khai cuộc dài hơn %1 dòng: phần còn lại không được giữ</translation>
    </message>
    <message>
        <source>features after the handshake&apos;s end: accepted</source>
        <translation>feature đến sau khi bắt tay xong: đã chấp nhận</translation>
    </message>
    <message>
        <source>move %1 of a cancelled search ignored</source>
        <translation>bỏ qua nước %1 của một lượt tìm kiếm đã hủy</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>bỏ qua nước %1 đi không đúng lượt</translation>
    </message>
    <message>
        <source>unknown command</source>
        <translation>lệnh không rõ</translation>
    </message>
    <message>
        <source>Black mates</source>
        <translation>Đen chiếu hết</translation>
    </message>
    <message>
        <source>White mates</source>
        <translation>Trắng chiếu hết</translation>
    </message>
    <message>
        <source>White resigns</source>
        <translation>Trắng xin thua</translation>
    </message>
    <message>
        <source>Black resigns</source>
        <translation>Đen xin thua</translation>
    </message>
    <message>
        <source>malformed %1 line ignored</source>
        <translation>bỏ qua dòng %1 sai định dạng</translation>
    </message>
    <message>
        <source>more than %1 piece lines: the rest is ignored</source>
        <translation>hơn %1 dòng piece: phần còn lại bị bỏ qua</translation>
    </message>
    <message>
        <source>refusal of %1 ignored: it is about an earlier position</source>
        <translation>bỏ qua lời từ chối %1: nó nói về một thế cờ trước đó</translation>
    </message>
</context>
<context>
    <name>tabiya::CxboardEngine</name>
    <message>
        <source>no bestmove after stop: going on</source>
        <translation>không có bestmove sau stop: tiếp tục</translation>
    </message>
    <message>
        <source>no readyok in time: going on</source>
        <translation>không nhận được readyok kịp lúc: tiếp tục</translation>
    </message>
    <message>
        <source>no cxboardok in time: going on with what was received</source>
        <translation>không nhận được cxboardok kịp lúc: tiếp tục với những gì đã nhận</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>biến thể không được hỗ trợ</translation>
    </message>
    <message>
        <source>copy protection</source>
        <translation>chống sao chép</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bỏ qua bestmove %1 của một lượt tìm kiếm đã hủy</translation>
    </message>
    <message>
        <source>move %1 made before force ignored</source>
        <translation>bỏ qua nước %1 được đi trước lệnh force</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bỏ qua bestmove %1 khi đang nghĩ trước</translation>
    </message>
    <message>
        <source>move %1 out of turn ignored</source>
        <translation>bỏ qua nước %1 đi không đúng lượt</translation>
    </message>
</context>
<context>
    <name>tabiya::DebugLog</name>
    <message>
        <source>Cannot write the debug file %1: %2</source>
        <translation>Không ghi được tệp gỡ lỗi %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EditCommentDialog</name>
    <message>
        <source>Edit Comment</source>
        <translation>Sửa chú thích</translation>
    </message>
    <message>
        <source>Comment on %1:</source>
        <translation>Chú thích cho %1:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Xóa</translation>
    </message>
</context>
<context>
    <name>tabiya::EditTagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Sửa thẻ</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Thẻ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Thêm thẻ</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Xóa thẻ</translation>
    </message>
    <message>
        <source>The game&apos;s result: it changes as the game ends.</source>
        <translation>Kết quả ván cờ: tự thay đổi khi ván cờ kết thúc.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tag name: use letters, digits and underscores, starting with a letter or digit.</source>
        <translation>&quot;%1&quot; không phải tên thẻ: hãy dùng chữ cái, chữ số và dấu gạch dưới, bắt đầu bằng chữ cái hoặc chữ số.</translation>
    </message>
    <message>
        <source>The game writes the %1 tag itself.</source>
        <translation>Ván cờ tự ghi thẻ %1.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Thẻ %1 xuất hiện hai lần.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineConsole</name>
    <message>
        <source>Send</source>
        <translation>Gửi</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Lưu...</translation>
    </message>
    <message>
        <source>Engine console</source>
        <translation>Cửa sổ lệnh engine</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Lọc</translation>
    </message>
    <message>
        <source>Show only the lines containing this text</source>
        <translation>Chỉ hiện các dòng có chứa đoạn chữ này</translation>
    </message>
    <message>
        <source>Save the whole transcript (not only the filtered lines)</source>
        <translation>Lưu toàn bộ nhật ký (không chỉ các dòng đã lọc)</translation>
    </message>
    <message>
        <source>&gt; to the engine   &lt; from the engine   ! engine errors (stderr)   * notes</source>
        <translation>&gt; gửi đến engine   &lt; từ engine   ! lỗi của engine (stderr)   * ghi chú</translation>
    </message>
    <message>
        <source>--- %1: a new engine process ---</source>
        <translation>--- %1: một tiến trình engine mới ---</translation>
    </message>
    <message>
        <source>--- the engine was closed ---</source>
        <translation>--- engine đã đóng ---</translation>
    </message>
    <message numerus="yes">
        <source> ... (%n more characters)</source>
        <translation>
            <numerusform> ... (thêm %n ký tự)</numerusform>
        </translation>
    </message>
    <message>
        <source>Transcript of %1</source>
        <translation>Nhật ký của %1</translation>
    </message>
    <message>
        <source>Not sent: a command is one line, without line breaks.</source>
        <translation>Chưa gửi: một lệnh chỉ là một dòng, không có ngắt dòng.</translation>
    </message>
    <message>
        <source>Not sent: the engine is not running.</source>
        <translation>Chưa gửi: engine không chạy.</translation>
    </message>
    <message numerus="yes">
        <source>--- older lines were dropped: the console keeps at most %n lines and %1 MB ---</source>
        <translation>
            <numerusform>--- đã bỏ các dòng cũ: cửa sổ lệnh giữ tối đa %n dòng và %1 MB ---</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n dòng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n lines</source>
        <translation>
            <numerusform>%1 trên %n dòng</numerusform>
        </translation>
    </message>
    <message>
        <source>Command for the engine (Enter sends it)</source>
        <translation>Lệnh cho engine (Enter để gửi)</translation>
    </message>
    <message>
        <source>The engine is not running</source>
        <translation>Engine không chạy</translation>
    </message>
    <message>
        <source>%1 - Engine console</source>
        <translation>%1 - Cửa sổ lệnh engine</translation>
    </message>
    <message>
        <source>Save the transcript</source>
        <translation>Lưu nhật ký</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Tệp văn bản (*.txt);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineEditDialog</name>
    <message>
        <source>Add Engine</source>
        <translation>Thêm engine</translation>
    </message>
    <message>
        <source>Edit Engine</source>
        <translation>Sửa engine</translation>
    </message>
    <message>
        <source>filled in by Detect</source>
        <translation>được điền bằng nút Nhận diện</translation>
    </message>
    <message>
        <source>program and arguments, e.g. gnuchess -x</source>
        <translation>chương trình và đối số, ví dụ gnuchess -x</translation>
    </message>
    <message>
        <source>The program and its arguments, separated by spaces. Put &quot;double quotes&quot; around words with spaces. No shell is involved.</source>
        <translation>Chương trình và các đối số, cách nhau bằng dấu cách. Đặt &quot;ngoặc kép&quot; quanh những từ có dấu cách. Không dùng shell.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own</source>
        <translation>Thư mục riêng của Tabiya</translation>
    </message>
    <message>
        <source>not known yet: press Detect</source>
        <translation>chưa biết: hãy bấm Nhận diện</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine keeps its name and program.</source>
        <translation>Engine riêng của Tabiya giữ nguyên tên và chương trình.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Tên:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Dòng lệnh:</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>Thư mục &amp;làm việc:</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Giao thức:</translation>
    </message>
    <message>
        <source>The engine keeps the clock and plays its side itself</source>
        <translation>Engine tự giữ đồng hồ và tự đi quân cho bên của mình</translation>
    </message>
    <message>
        <source>CXBoard&apos;s playcurrent/move mode; otherwise Tabiya sends the position and a go command for every move</source>
        <translation>Chế độ playcurrent/move của CXBoard; nếu không, Tabiya gửi thế cờ và một lệnh go cho mỗi nước</translation>
    </message>
    <message>
        <source>&amp;Variants:</source>
        <translation>&amp;Biến thể:</translation>
    </message>
    <message>
        <source>&amp;Detect</source>
        <translation>&amp;Nhận diện</translation>
    </message>
    <message>
        <source>Start the engine briefly to read its name, protocol and variants</source>
        <translation>Khởi động engine một lát để đọc tên, giao thức và các biến thể của nó</translation>
    </message>
    <message>
        <source>Enter the command line that starts the engine.</source>
        <translation>Hãy nhập dòng lệnh khởi động engine.</translation>
    </message>
    <message>
        <source>Program not found, or not executable: %1</source>
        <translation>Không tìm thấy chương trình, hoặc không chạy được: %1</translation>
    </message>
    <message>
        <source>The working folder does not exist: %1</source>
        <translation>Thư mục làm việc không tồn tại: %1</translation>
    </message>
    <message>
        <source>%1 answered in %2.</source>
        <translation>%1 đã trả lời bằng %2.</translation>
    </message>
    <message>
        <source>There is already an engine called %1.</source>
        <translation>Đã có một engine tên là %1.</translation>
    </message>
    <message>
        <source>Engine Program</source>
        <translation>Chương trình engine</translation>
    </message>
    <message>
        <source>Working Folder</source>
        <translation>Thư mục làm việc</translation>
    </message>
    <message>
        <source>Auto (try UCI, UCCI, CECP, then CXBoard)</source>
        <translation>Tự động (thử UCI, UCCI, CECP, rồi CXBoard)</translation>
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
        <translation>Kỹ năng %1</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Độ sâu %1</translation>
    </message>
    <message>
        <source>Elo </source>
        <translation>Elo </translation>
    </message>
    <message>
        <source>Skill </source>
        <translation>Kỹ năng </translation>
    </message>
    <message>
        <source>Depth </source>
        <translation>Độ sâu </translation>
    </message>
</context>
<context>
    <name>tabiya::EngineManagerDialog</name>
    <message>
        <source>Manage Engines</source>
        <translation>Quản lý engine</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>Giao thức</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Biến thể</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Dòng lệnh</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Thêm…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Sửa…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Detected on this system</source>
        <translation>Tìm thấy trên máy này</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Double-click an engine to add it</source>
        <translation>Nhấp đúp vào một engine để thêm nó</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Thê&amp;m</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine: always available</source>
        <translation>Engine riêng của Tabiya: luôn có sẵn</translation>
    </message>
    <message>
        <source>asking the engine…</source>
        <translation>đang hỏi engine…</translation>
    </message>
    <message>
        <source>%1 (added)</source>
        <translation>%1 (đã thêm)</translation>
    </message>
    <message>
        <source>Tabiya&apos;s own engine cannot be removed</source>
        <translation>Không thể xóa engine riêng của Tabiya</translation>
    </message>
    <message>
        <source>Added %1; asking it for its name and variants…</source>
        <translation>Đã thêm %1; đang hỏi tên và các biến thể của nó…</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>Đã thêm %1 (%2).</translation>
    </message>
    <message>
        <source>%1 was added, but did not say which variants it plays:
%2</source>
        <translation>Đã thêm %1, nhưng nó không cho biết nó chơi những biến thể nào:
%2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>Đã xóa %1.</translation>
    </message>
    <message>
        <source>Waiting for the engines being asked…</source>
        <translation>Đang chờ các engine đang được hỏi…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineMessages</name>
    <message>
        <source>Engine messages</source>
        <translation>Thông báo của engine</translation>
    </message>
    <message>
        <source>Messages from the engines appear here.</source>
        <translation>Thông báo từ các engine hiện ở đây.</translation>
    </message>
    <message numerus="yes">
        <source>Said %n times.</source>
        <translation>
            <numerusform>Đã nói %n lần.</numerusform>
        </translation>
    </message>
    <message>
        <source>Error from %1</source>
        <translation>Lỗi từ %1</translation>
    </message>
    <message>
        <source>Message from %1</source>
        <translation>Thông báo từ %1</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 nói: %2</translation>
    </message>
    <message>
        <source>%1 reports an error: %2</source>
        <translation>%1 báo lỗi: %2</translation>
    </message>
    <message>
        <source>%1 tells its opponent: %2</source>
        <translation>%1 nói với đối thủ: %2</translation>
    </message>
    <message>
        <source>%1 tells the spectators: %2</source>
        <translation>%1 nói với khán giả: %2</translation>
    </message>
    <message>
        <source>%1 tells everyone: %2</source>
        <translation>%1 nói với mọi người: %2</translation>
    </message>
    <message>
        <source>%1 asks: %2</source>
        <translation>%1 hỏi: %2</translation>
    </message>
    <message>
        <source>%1 hints: %2</source>
        <translation>%1 gợi ý: %2</translation>
    </message>
    <message>
        <source>%1 book moves: %2</source>
        <translation>Nước đi trong sách khai cuộc của %1: %2</translation>
    </message>
    <message>
        <source>%1 asks</source>
        <translation>%1 hỏi</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Trả lời</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Nước khai cuộc</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Tỷ lệ</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Book moves - %1</source>
        <translation>Nước khai cuộc - %1</translation>
    </message>
    <message>
        <source>%1 has no book moves for this position.</source>
        <translation>%1 không có nước khai cuộc nào cho thế cờ này.</translation>
    </message>
    <message>
        <source>Book moves of %1 in this position:</source>
        <translation>Các nước khai cuộc của %1 trong thế cờ này:</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionDelegate</name>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Choose a Folder</source>
        <translation>Chọn thư mục</translation>
    </message>
    <message>
        <source>Choose a File</source>
        <translation>Chọn tệp</translation>
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
        <translation>Luồng</translation>
    </message>
    <message>
        <source>Tablebases (%1)</source>
        <translation>Dữ liệu tàn cuộc (%1)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>bật</translation>
    </message>
    <message>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <source>engine&apos;s own</source>
        <translation>mặc định của engine</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>không gửi</translation>
    </message>
    <message>
        <source>Tabiya&apos;s hash size, sent to the engine as &quot;memory&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Hash option.</source>
        <translation>Kích thước hash của Tabiya, gửi cho engine dưới dạng &quot;memory&quot; khi nó khởi động (engine đã yêu cầu). Nó thay cho tùy chọn Hash riêng của engine.</translation>
    </message>
    <message>
        <source>Tabiya&apos;s search threads, sent to the engine as &quot;cores&quot; when it starts (the engine asked for it). It replaces the engine&apos;s own Threads option.</source>
        <translation>Số luồng tìm kiếm của Tabiya, gửi cho engine dưới dạng &quot;cores&quot; khi nó khởi động (engine đã yêu cầu). Nó thay cho tùy chọn Threads riêng của engine.</translation>
    </message>
    <message>
        <source>Folder of %1 tablebases, sent to the engine as &quot;egtpath&quot; when it starts.</source>
        <translation>Thư mục dữ liệu tàn cuộc %1, gửi cho engine dưới dạng &quot;egtpath&quot; khi nó khởi động.</translation>
    </message>
    <message>
        <source>A command: the engine acts at once.</source>
        <translation>Một lệnh: engine thực hiện ngay.</translation>
    </message>
    <message>
        <source>Sends your changes, then tells the engine to save its settings.</source>
        <translation>Gửi các thay đổi của bạn, rồi bảo engine lưu cài đặt của nó.</translation>
    </message>
    <message>
        <source>Tells the engine to restore its defaults; the list is read again.</source>
        <translation>Bảo engine khôi phục giá trị mặc định; danh sách được đọc lại.</translation>
    </message>
    <message>
        <source>A number from %1 to %2; default %3.</source>
        <translation>Một số từ %1 đến %2; mặc định %3.</translation>
    </message>
    <message numerus="yes">
        <source>One of %n choices.</source>
        <translation>
            <numerusform>Một trong %n lựa chọn.</numerusform>
        </translation>
    </message>
    <message>
        <source>On or off.</source>
        <translation>Bật hoặc tắt.</translation>
    </message>
    <message>
        <source>A file name.</source>
        <translation>Một tên tệp.</translation>
    </message>
    <message>
        <source>A folder name.</source>
        <translation>Một tên thư mục.</translation>
    </message>
    <message>
        <source>Text.</source>
        <translation>Văn bản.</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Mặc định: %1</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Mặc định</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOptionsDialog</name>
    <message>
        <source>Engine Settings</source>
        <translation>Cài đặt engine</translation>
    </message>
    <message>
        <source>%1 Settings</source>
        <translation>Cài đặt %1</translation>
    </message>
    <message>
        <source>Filter options</source>
        <translation>Lọc tùy chọn</translation>
    </message>
    <message>
        <source>&amp;Reset to Default</source>
        <translation>Đặt lại &amp;mặc định</translation>
    </message>
    <message>
        <source>Puts the selected option back to its default value.</source>
        <translation>Đưa tùy chọn đã chọn về giá trị mặc định của nó.</translation>
    </message>
    <message>
        <source>Bold: not the default value. Italic: changed, not applied yet.</source>
        <translation>Chữ đậm: không phải giá trị mặc định. Chữ nghiêng: đã thay đổi, chưa áp dụng.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options…</source>
        <translation>Đang chờ engine khai báo các tùy chọn của nó…</translation>
    </message>
    <message>
        <source>The engine is not running: its buttons do nothing now, and the values you apply are used when it next starts.</source>
        <translation>Engine không chạy: các nút của nó lúc này không có tác dụng, và các giá trị bạn áp dụng sẽ được dùng khi nó khởi động lần sau.</translation>
    </message>
    <message>
        <source>Waiting for the engine to declare its options again…</source>
        <translation>Đang chờ engine khai báo lại các tùy chọn của nó…</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputModel</name>
    <message>
        <source>Upper bound (the engine&apos;s search failed high)</source>
        <translation>Cận trên (lượt tìm kiếm của engine vượt lên trên cửa sổ)</translation>
    </message>
    <message>
        <source>Lower bound (the search failed high)</source>
        <translation>Cận dưới (lượt tìm kiếm vượt lên trên cửa sổ)</translation>
    </message>
    <message>
        <source>Lower bound (the engine&apos;s search failed low)</source>
        <translation>Cận dưới (lượt tìm kiếm của engine rơi xuống dưới cửa sổ)</translation>
    </message>
    <message>
        <source>Upper bound (the search failed low)</source>
        <translation>Cận trên (lượt tìm kiếm rơi xuống dưới cửa sổ)</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nút</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>TB hits</source>
        <translation>Lượt tra TB</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>Biến chính</translation>
    </message>
    <message>
        <source>Search depth / selective depth, in plies</source>
        <translation>Độ sâu tìm kiếm / độ sâu chọn lọc, tính bằng nửa nước</translation>
    </message>
    <message>
        <source>In pawns, from %1&apos;s point of view; #n: mate in n moves</source>
        <translation>Tính bằng tốt, theo góc nhìn của %1; #n: chiếu hết sau n nước</translation>
    </message>
    <message>
        <source>In pawns, from the engine&apos;s point of view; #n: mate in n moves</source>
        <translation>Tính bằng tốt, theo góc nhìn của engine; #n: chiếu hết sau n nước</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Số nút mỗi giây</translation>
    </message>
    <message>
        <source>Endgame tablebase hits</source>
        <translation>Số lượt tra dữ liệu tàn cuộc</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineOutputView</name>
    <message>
        <source>&amp;Lines</source>
        <translation>Số &amp;biến</translation>
    </message>
    <message>
        <source>How many lines the engine shows (its MultiPV option)</source>
        <translation>Engine hiển thị bao nhiêu biến (tùy chọn MultiPV của nó)</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Số biến</translation>
    </message>
    <message>
        <source>&amp;Copy Line</source>
        <translation>&amp;Sao chép biến</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>độ sâu %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>nước %1</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nút</translation>
    </message>
    <message>
        <source>%1 nps</source>
        <translation>%1 nút/giây</translation>
    </message>
    <message>
        <source>%1 TB hits</source>
        <translation>%1 lượt tra TB</translation>
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
        <translation>Sách khai cuộc: %1</translation>
    </message>
    <message>
        <source>Copy &amp;All Lines</source>
        <translation>Sao chép &amp;tất cả các biến</translation>
    </message>
    <message>
        <source>Scores from &amp;Red&apos;s Side</source>
        <translation>Điểm theo &amp;bên Đỏ</translation>
    </message>
    <message>
        <source>Scores from &amp;White&apos;s Side</source>
        <translation>Điểm theo &amp;bên Trắng</translation>
    </message>
    <message>
        <source>&amp;Exclude Move</source>
        <translation>&amp;Loại trừ nước đi</translation>
    </message>
    <message>
        <source>&amp;Exclude %1</source>
        <translation>&amp;Loại trừ %1</translation>
    </message>
    <message>
        <source>Search without this move</source>
        <translation>Tìm kiếm mà không xét nước đi này</translation>
    </message>
    <message>
        <source>&amp;Include All Moves</source>
        <translation>&amp;Xét lại mọi nước đi</translation>
    </message>
    <message>
        <source>Excluded: %1</source>
        <translation>Đã loại trừ: %1</translation>
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
        <translation>%1 đã đi một nước không hợp lệ: %2</translation>
    </message>
    <message>
        <source>%1 refuses a move of the game: %2</source>
        <translation>%1 từ chối một nước đi của ván cờ: %2</translation>
    </message>
    <message>
        <source>%1 refused the legal move %2 (it said: %3)</source>
        <translation>%1 đã từ chối nước hợp lệ %2 (nó trả lời: %3)</translation>
    </message>
    <message>
        <source>just played</source>
        <translation>vừa đi</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>Không khởi động được %1: %2</translation>
    </message>
    <message>
        <source>%1 stopped during start-up: %2</source>
        <translation>%1 đã dừng trong lúc khởi động: %2</translation>
    </message>
    <message>
        <source>%1 crashed: %2</source>
        <translation>%1 bị sập: %2</translation>
    </message>
    <message>
        <source>%1 cannot be asked to move now: it moves in its own time</source>
        <translation>Không thể yêu cầu %1 đi ngay: nó đi theo thời gian của riêng nó</translation>
    </message>
    <message>
        <source>%1 cannot be offered a draw: it plays on</source>
        <translation>Không thể đề nghị hòa với %1: nó tiếp tục chơi</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProbe</name>
    <message>
        <source>Starting %1 as a %2 engine…</source>
        <translation>Đang khởi động %1 như một engine %2…</translation>
    </message>
    <message>
        <source>no cxboardok in reply to cxboard 1.</source>
        <translation>không có cxboardok trả lời cho cxboard 1.</translation>
    </message>
    <message>
        <source>The engine sent no features: it is either a CECP version 1 engine or not a CECP engine at all.</source>
        <translation>Engine không gửi feature nào: nó hoặc là engine CECP phiên bản 1, hoặc hoàn toàn không phải engine CECP.</translation>
    </message>
    <message>
        <source>Found %1 (%2).</source>
        <translation>Đã tìm thấy %1 (%2).</translation>
    </message>
    <message>
        <source>Its last words: %1</source>
        <translation>Những dòng cuối cùng của nó: %1</translation>
    </message>
    <message>
        <source>no feature line in reply to protover 2.</source>
        <translation>không có dòng feature trả lời cho protover 2.</translation>
    </message>
    <message>
        <source>The engine did not finish its feature list within %1 s.</source>
        <translation>Engine chưa gửi xong danh sách feature trong vòng %1 giây.</translation>
    </message>
    <message>
        <source>no feature line within %1 s.</source>
        <translation>không có dòng feature trong vòng %1 giây.</translation>
    </message>
    <message>
        <source>no cxboardok within %1 s.</source>
        <translation>không có cxboardok trong vòng %1 giây.</translation>
    </message>
    <message>
        <source>The program did not answer as a %1 engine.</source>
        <translation>Chương trình không trả lời như một engine %1.</translation>
    </message>
    <message>
        <source>no uciok in reply to uci.</source>
        <translation>không có uciok trả lời cho uci.</translation>
    </message>
    <message>
        <source>no ucciok in reply to ucci.</source>
        <translation>không có ucciok trả lời cho ucci.</translation>
    </message>
    <message>
        <source>no answer to uci within %1 s.</source>
        <translation>không có trả lời cho uci trong vòng %1 giây.</translation>
    </message>
    <message>
        <source>no answer to ucci within %1 s.</source>
        <translation>không có trả lời cho ucci trong vòng %1 giây.</translation>
    </message>
    <message>
        <source>No sign of %1 (%2) Trying %3…</source>
        <translation>Không thấy dấu hiệu của %1 (%2) Đang thử %3…</translation>
    </message>
    <message>
        <source>The program did not answer as a UCI, UCCI, CECP or CXBoard engine.</source>
        <translation>Chương trình không trả lời như một engine UCI, UCCI, CECP hay CXBoard.</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineProcess</name>
    <message>
        <source>started %1 (pid %2)</source>
        <translation>đã khởi động %1 (pid %2)</translation>
    </message>
    <message>
        <source>starting %1 %2</source>
        <translation>đang khởi động %1 %2</translation>
    </message>
    <message>
        <source>cannot make the working directory %1: the engine runs in the current one</source>
        <translation>không tạo được thư mục làm việc %1: engine chạy trong thư mục hiện tại</translation>
    </message>
    <message>
        <source>killing the process group</source>
        <translation>đang kết thúc nhóm tiến trình</translation>
    </message>
    <message>
        <source>no exit after quit: SIGTERM</source>
        <translation>không thoát sau quit: SIGTERM</translation>
    </message>
    <message>
        <source>still running: SIGKILL</source>
        <translation>vẫn đang chạy: SIGKILL</translation>
    </message>
    <message>
        <source>line longer than %1 bytes cut</source>
        <translation>đã cắt dòng dài hơn %1 byte</translation>
    </message>
    <message>
        <source>ended by signal %1</source>
        <translation>bị kết thúc bởi tín hiệu %1</translation>
    </message>
    <message>
        <source>exited with code %1</source>
        <translation>đã thoát với mã %1</translation>
    </message>
    <message>
        <source>The engine was ended by signal %1.</source>
        <translation>Engine đã bị kết thúc bởi tín hiệu %1.</translation>
    </message>
    <message>
        <source>The engine exited unexpectedly with code %1.</source>
        <translation>Engine đã thoát bất ngờ với mã %1.</translation>
    </message>
    <message>
        <source>The engine could not be started: %1</source>
        <translation>Không khởi động được engine: %1</translation>
    </message>
</context>
<context>
    <name>tabiya::EngineTools</name>
    <message>
        <source>Starting %1 to read its options...</source>
        <translation>Đang khởi động %1 để đọc các tùy chọn của nó...</translation>
    </message>
    <message>
        <source>Engine Settings</source>
        <translation>Cài đặt engine</translation>
    </message>
    <message>
        <source>%1 could not be asked for its options:
%2</source>
        <translation>Không hỏi được %1 về các tùy chọn của nó:
%2</translation>
    </message>
    <message>
        <source>no engine</source>
        <translation>không có engine</translation>
    </message>
    <message>
        <source>Engine #%1 Console: %2</source>
        <translation>Cửa sổ lệnh engine #%1: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Biểu đồ đánh giá</translation>
    </message>
    <message>
        <source>No evaluations yet</source>
        <translation>Chưa có đánh giá nào</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListDialog</name>
    <message>
        <source>Game List</source>
        <translation>Danh sách ván cờ</translation>
    </message>
    <message>
        <source>Filter by player</source>
        <translation>Lọc theo người chơi</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Mở</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 trên %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source>(reading...)</source>
        <translation>(đang đọc...)</translation>
    </message>
</context>
<context>
    <name>tabiya::GameListModel</name>
    <message>
        <source>This game cannot be loaded: %1</source>
        <translation>Không thể mở ván cờ này: %1</translation>
    </message>
    <message>
        <source>Loads up to the error: %1</source>
        <translation>Chỉ mở được đến chỗ lỗi: %1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Giải đấu</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Biến thể</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Vấn đề</translation>
    </message>
</context>
<context>
    <name>tabiya::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Playing&lt;/h3&gt;&lt;p&gt;&lt;b&gt;File &amp;gt; New Game&lt;/b&gt; chooses the variant (chess, Chess960, xiangqi), the clock and, for each colour, a person or an engine.&lt;/p&gt;&lt;p&gt;Move by clicking a piece and then its square, by dragging it, or by typing the move (e2e4, Nf3) on the board and pressing Enter.&lt;/p&gt;&lt;h3&gt;Modes&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Machine White / Machine Black&lt;/b&gt;: the engine plays that colour, you the other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Two Machines&lt;/b&gt;: two engines play each other; &lt;b&gt;Machine Match&lt;/b&gt; plays a series of games and saves them.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Game&lt;/b&gt;: you make the moves for both sides, no clock.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Edit Position&lt;/b&gt;: set up any position, then play or analyse it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Analysis Mode&lt;/b&gt;: an engine thinks about the position shown while you move pieces or step through the game; &lt;b&gt;Analyze Game&lt;/b&gt; annotates a whole game.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;During a game&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;Action&lt;/b&gt; menu offers or accepts a draw, resigns, aborts the game, calls the opponent&apos;s flag when their time is up, and adjudicates a result. &lt;b&gt;Options&lt;/b&gt; holds pondering, Always Queen and how the board looks. &lt;b&gt;Help &amp;gt; Keyboard Shortcuts&lt;/b&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Chơi cờ&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Tệp &amp;gt; Ván mới&lt;/b&gt; chọn biến thể (cờ vua, Chess960, cờ tướng), đồng hồ và, cho mỗi bên, một người hoặc một engine.&lt;/p&gt;&lt;p&gt;Đi quân bằng cách nhấp vào quân cờ rồi vào ô đích, bằng cách kéo quân, hoặc gõ nước đi (e2e4, Nf3) trên bàn cờ rồi nhấn Enter.&lt;/p&gt;&lt;h3&gt;Chế độ&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Engine cầm Trắng / Engine cầm Đen&lt;/b&gt;: engine chơi bên đó, bạn chơi bên kia.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hai engine&lt;/b&gt;: hai engine đấu với nhau; &lt;b&gt;Trận đấu engine&lt;/b&gt; chơi một loạt ván và lưu chúng lại.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sửa ván cờ&lt;/b&gt;: bạn đi quân cho cả hai bên, không có đồng hồ.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sửa thế cờ&lt;/b&gt;: bày một thế cờ bất kỳ, rồi chơi hoặc phân tích nó.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Chế độ phân tích&lt;/b&gt;: một engine suy nghĩ về thế cờ đang hiển thị trong khi bạn đi quân hoặc duyệt qua ván cờ; &lt;b&gt;Phân tích ván cờ&lt;/b&gt; chú giải cả một ván.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Trong ván đấu&lt;/h3&gt;&lt;p&gt;Menu &lt;b&gt;Hành động&lt;/b&gt; dùng để cầu hòa hoặc chấp nhận hòa, xin thua, hủy ván, báo đối thủ hết giờ khi họ hết thời gian, và phân xử kết quả. &lt;b&gt;Tùy chọn&lt;/b&gt; chứa nghĩ trước, luôn phong Hậu và cách hiển thị bàn cờ. &lt;b&gt;Trợ giúp &amp;gt; Phím tắt&lt;/b&gt; liệt kê mọi phím.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tabiya::GoDialectEngine</name>
    <message>
        <source>not supported</source>
        <translation>không được hỗ trợ</translation>
    </message>
    <message>
        <source>no move list for searchmoves</source>
        <translation>không có danh sách nước đi cho searchmoves</translation>
    </message>
    <message>
        <source>not analysing</source>
        <translation>không đang phân tích</translation>
    </message>
    <message>
        <source>more than %1 options: option %2 refused</source>
        <translation>hơn %1 tùy chọn: tùy chọn %2 bị từ chối</translation>
    </message>
    <message>
        <source>option refused: malformed, or larger than %1 characters for its name or %2 for its value or choices</source>
        <translation>tùy chọn bị từ chối: sai định dạng, hoặc dài hơn %1 ký tự ở tên hay %2 ký tự ở giá trị hoặc các lựa chọn</translation>
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
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Đến lượt %1 đi</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 cầu hòa</translation>
    </message>
    <message>
        <source>Hint from %1: %2</source>
        <translation>Gợi ý từ %1: %2</translation>
    </message>
    <message>
        <source>Analysis mode: %1</source>
        <translation>Chế độ phân tích: %1</translation>
    </message>
    <message>
        <source>Analysis stopped: %1</source>
        <translation>Đã dừng phân tích: %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Biểu đồ đánh giá</translation>
    </message>
    <message>
        <source>Engine Output</source>
        <translation>Đầu ra của engine</translation>
    </message>
    <message>
        <source>The window was closed</source>
        <translation>Cửa sổ đã đóng</translation>
    </message>
    <message>
        <source>Opening file</source>
        <translation>Tệp khai cuộc</translation>
    </message>
    <message>
        <source>A new game was started</source>
        <translation>Đã bắt đầu một ván mới</translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation>Không bắt đầu được ván cờ</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Đang khởi động...</translation>
    </message>
    <message>
        <source>The mode changed</source>
        <translation>Chế độ đã thay đổi</translation>
    </message>
    <message>
        <source>Tabiya: %1 - %2</source>
        <translation>Tabiya: %1 - %2</translation>
    </message>
    <message>
        <source>That was an earlier position: the board is back at the game&apos;s position. %1 to move.</source>
        <translation>Đó là một thế cờ trước đây: bàn cờ đã trở về thế cờ của ván đấu. Đến lượt %1 đi.</translation>
    </message>
    <message>
        <source>Not your move now.</source>
        <translation>Bây giờ không phải lượt bạn đi.</translation>
    </message>
    <message>
        <source>About Tabiya</source>
        <translation>Giới thiệu Tabiya</translation>
    </message>
    <message>
        <source>Tabiya %1
A board for playing chess and xiangqi against engines that speak CECP (xboard) or CXBoard.</source>
        <translation>Tabiya %1
Bàn cờ để chơi cờ vua và cờ tướng với các engine dùng giao thức CECP (xboard) hoặc CXBoard.</translation>
    </message>
    <message>
        <source>A&amp;bort Game</source>
        <translation>Hủ&amp;y ván</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Không có ván cờ nào đang diễn ra.</translation>
    </message>
    <message>
        <source>Game aborted</source>
        <translation>Đã hủy ván cờ</translation>
    </message>
    <message>
        <source>Call &amp;Flag</source>
        <translation>&amp;Báo đối thủ hết giờ</translation>
    </message>
    <message>
        <source>Call Flag: the opponent still has time.</source>
        <translation>Báo đối thủ hết giờ: đối thủ vẫn còn thời gian.</translation>
    </message>
    <message>
        <source>Ad&amp;judicate</source>
        <translation>&amp;Phân xử</translation>
    </message>
    <message>
        <source>White wins by adjudication</source>
        <translation>Trắng thắng theo phân xử</translation>
    </message>
    <message>
        <source>Black wins by adjudication</source>
        <translation>Đen thắng theo phân xử</translation>
    </message>
    <message>
        <source>Draw by adjudication</source>
        <translation>Hòa theo phân xử</translation>
    </message>
    <message>
        <source>&amp;White (Red) Wins</source>
        <translation>&amp;Trắng (Đỏ) thắng</translation>
    </message>
    <message>
        <source>&amp;Black Wins</source>
        <translation>Đ&amp;en thắng</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Hòa</translation>
    </message>
    <message>
        <source>Red wins by adjudication</source>
        <translation>Đỏ thắng theo phân xử</translation>
    </message>
    <message>
        <source>&amp;Ponder</source>
        <translation>&amp;Nghĩ trước (ponder)</translation>
    </message>
    <message>
        <source>Auto &amp;Flag</source>
        <translation>Tự động &amp;báo hết giờ</translation>
    </message>
    <message>
        <source>Always &amp;Queen</source>
        <translation>Luôn phong &amp;Hậu</translation>
    </message>
    <message>
        <source>&amp;Animate Moving</source>
        <translation>&amp;Diễn hoạt nước đi</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Hiện &amp;tọa độ</translation>
    </message>
    <message>
        <source>&amp;Highlight Last Move</source>
        <translation>Tô sáng nước đi &amp;cuối</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Bắt đầu</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Phím tắt</translation>
    </message>
    <message>
        <source>Analysis mode: starting %1...</source>
        <translation>Chế độ phân tích: đang khởi động %1...</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Đã dừng phân tích</translation>
    </message>
    <message>
        <source>There are no moves to analyze.</source>
        <translation>Không có nước đi nào để phân tích.</translation>
    </message>
    <message>
        <source>Analyzing the game with %1...</source>
        <translation>Đang phân tích ván cờ bằng %1...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Game analyzed: evaluations and better lines are in the moves&apos; comments (File &gt; Save Game).</source>
        <translation>Đã phân tích ván cờ: các đánh giá và biến tốt hơn nằm trong chú thích của các nước đi (Tệp &gt; Lưu ván cờ).</translation>
    </message>
    <message>
        <source>Game analysis failed: %1</source>
        <translation>Phân tích ván cờ thất bại: %1</translation>
    </message>
    <message numerus="yes">
        <source>Showing a variation of %n move(s); Escape returns to the game.</source>
        <translation>
            <numerusform>Đang hiển thị một biến gồm %n nước; nhấn Esc để trở về ván cờ.</numerusform>
        </translation>
    </message>
    <message>
        <source>Load Game</source>
        <translation>Mở ván cờ</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Tệp PGN (*.pgn);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>No game found.</source>
        <translation>Không tìm thấy ván cờ nào.</translation>
    </message>
    <message>
        <source>The game cannot be loaded: %1</source>
        <translation>Không mở được ván cờ: %1</translation>
    </message>
    <message>
        <source>Reading stopped at %1</source>
        <translation>Dừng đọc tại %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Lưu ván cờ</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Tệp PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Position copied</source>
        <translation>Đã sao chép thế cờ</translation>
    </message>
    <message>
        <source>Save Position</source>
        <translation>Lưu thế cờ</translation>
    </message>
    <message>
        <source>FEN files (*.fen)</source>
        <translation>Tệp FEN (*.fen)</translation>
    </message>
    <message>
        <source>The clipboard holds no position Tabiya can read.</source>
        <translation>Bộ nhớ tạm không chứa thế cờ nào Tabiya đọc được.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Không thể chơi thế cờ này: %1</translation>
    </message>
    <message>
        <source>Game copied</source>
        <translation>Đã sao chép ván cờ</translation>
    </message>
    <message>
        <source>Load Position</source>
        <translation>Mở thế cờ</translation>
    </message>
    <message>
        <source>%1 holds no position Tabiya can read.</source>
        <translation>%1 không chứa thế cờ nào Tabiya đọc được.</translation>
    </message>
    <message>
        <source>Save Board Image</source>
        <translation>Lưu ảnh bàn cờ</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>Machine Match</source>
        <translation>Trận đấu engine</translation>
    </message>
    <message>
        <source>There is no engine to play the match.</source>
        <translation>Không có engine nào để đấu trận.</translation>
    </message>
    <message>
        <source>A match was started</source>
        <translation>Đã bắt đầu một trận đấu</translation>
    </message>
    <message>
        <source>Tabiya match</source>
        <translation>Trận đấu Tabiya</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Trận đấu</translation>
    </message>
    <message>
        <source>The games are in %1.</source>
        <translation>Các ván cờ nằm trong %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2 : %3 %4 (game %5 of %6)</source>
        <translation>%1 %2 : %3 %4 (ván %5 trên %6)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Ván mới...</translation>
    </message>
    <message>
        <source>&amp;Load Game...</source>
        <translation>&amp;Mở ván cờ...</translation>
    </message>
    <message>
        <source>Load &amp;Position...</source>
        <translation>Mở &amp;thế cờ...</translation>
    </message>
    <message>
        <source>&amp;Save Game...</source>
        <translation>&amp;Lưu ván cờ...</translation>
    </message>
    <message>
        <source>Sa&amp;ve Position...</source>
        <translation>Lư&amp;u thế cờ...</translation>
    </message>
    <message>
        <source>Save Board &amp;Image...</source>
        <translation>Lưu ảnh &amp;bàn cờ...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Th&amp;oát</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>Copy &amp;Game (PGN)</source>
        <translation>Sao chép &amp;ván cờ (PGN)</translation>
    </message>
    <message>
        <source>&amp;Copy Position (FEN)</source>
        <translation>&amp;Sao chép thế cờ (FEN)</translation>
    </message>
    <message>
        <source>Paste G&amp;ame (PGN)</source>
        <translation>&amp;Dán ván cờ (PGN)</translation>
    </message>
    <message>
        <source>&amp;Paste Position (FEN)</source>
        <translation>Dán t&amp;hế cờ (FEN)</translation>
    </message>
    <message>
        <source>Edit &amp;Game</source>
        <translation>Sửa ván &amp;cờ</translation>
    </message>
    <message>
        <source>Edit P&amp;osition...</source>
        <translation>Sửa &amp;thế cờ...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Flip View</source>
        <translation>Lật &amp;bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Back to Start</source>
        <translation>&amp;Về đầu ván</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>&amp;Lùi lại</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Tiến tới</translation>
    </message>
    <message>
        <source>Forward to &amp;End</source>
        <translation>Tiến đến &amp;cuối</translation>
    </message>
    <message>
        <source>Leave &amp;Variation</source>
        <translation>&amp;Rời biến</translation>
    </message>
    <message>
        <source>Xiangqi &amp;Notation</source>
        <translation>&amp;Ký hiệu cờ tướng</translation>
    </message>
    <message>
        <source>&amp;WXF</source>
        <translation>&amp;WXF</translation>
    </message>
    <message>
        <source>&amp;Chinese</source>
        <translation>&amp;Chữ Hán</translation>
    </message>
    <message>
        <source>&amp;SAN (XBoard)</source>
        <translation>&amp;SAN (XBoard)</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Quân cờ</translation>
    </message>
    <message>
        <source>For &amp;Chess Games</source>
        <translation>Cho ván cờ &amp;vua</translation>
    </message>
    <message>
        <source>For &amp;Xiangqi Games</source>
        <translation>Cho ván cờ &amp;tướng</translation>
    </message>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Giao diện bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Chế độ</translation>
    </message>
    <message>
        <source>Machine &amp;White</source>
        <translation>Engine cầm &amp;Trắng</translation>
    </message>
    <message>
        <source>Machine &amp;Black</source>
        <translation>Engine cầm Đe&amp;n</translation>
    </message>
    <message>
        <source>&amp;Two Machines</source>
        <translation>&amp;Hai engine</translation>
    </message>
    <message>
        <source>Machine &amp;Match...</source>
        <translation>Trận đấu &amp;engine...</translation>
    </message>
    <message>
        <source>&amp;Analysis Mode</source>
        <translation>Chế độ &amp;phân tích</translation>
    </message>
    <message>
        <source>Analyze &amp;Game</source>
        <translation>Phân tích &amp;ván cờ</translation>
    </message>
    <message>
        <source>Edit &amp;Position...</source>
        <translation>Sửa thế &amp;cờ...</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Tạm &amp;dừng</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>&amp;Hành động</translation>
    </message>
    <message>
        <source>&amp;Accept Draw / Offer Draw</source>
        <translation>Chấp nhận hòa / Cầu &amp;hòa</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>Đòi &amp;xử hòa</translation>
    </message>
    <message>
        <source>The rules do not allow a draw claim here.</source>
        <translation>Luật không cho phép đòi xử hòa ở đây.</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>Xin &amp;thua</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>Đi &amp;ngay</translation>
    </message>
    <message>
        <source>Re&amp;tract Move</source>
        <translation>Đi &amp;lại</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Gợi ý</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>&amp;Manage Engines...</source>
        <translation>&amp;Quản lý engine...</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Settings...</source>
        <translation>&amp;Cài đặt engine #%1...</translation>
    </message>
    <message>
        <source>No engine #%1 in this game.</source>
        <translation>Không có engine #%1 trong ván này.</translation>
    </message>
    <message>
        <source>Engine #%1 &amp;Console</source>
        <translation>Cửa &amp;sổ lệnh engine #%1</translation>
    </message>
    <message>
        <source>&amp;Book Moves</source>
        <translation>Nước &amp;khai cuộc</translation>
    </message>
    <message>
        <source>S&amp;top Analysis</source>
        <translation>&amp;Dừng phân tích</translation>
    </message>
    <message>
        <source>Set Sc&amp;ore...</source>
        <translation>Đặt đ&amp;iểm...</translation>
    </message>
    <message>
        <source>Set Score needs Analysis Mode with an engine that offers it.</source>
        <translation>Đặt điểm cần chế độ phân tích với một engine có hỗ trợ tính năng này.</translation>
    </message>
    <message>
        <source>Set Score</source>
        <translation>Đặt điểm</translation>
    </message>
    <message>
        <source>The position is worth (pawns, for the side to move):</source>
        <translation>Thế cờ này đáng giá (tính bằng tốt, cho bên đến lượt đi):</translation>
    </message>
    <message>
        <source>Up to search depth:</source>
        <translation>Đến độ sâu tìm kiếm:</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>Tù&amp;y chọn</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;About Tabiya</source>
        <translation>&amp;Giới thiệu Tabiya</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Tabiya will speak %1 from its next start.</source>
        <translation>Tabiya sẽ dùng %1 từ lần khởi động sau.</translation>
    </message>
    <message>
        <source>Game List: %1</source>
        <translation>Danh sách ván cờ: %1</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Đang đọc %1...</translation>
    </message>
    <message>
        <source>Could not read game %1 of %2</source>
        <translation>Không đọc được ván %1 trong %2</translation>
    </message>
    <message>
        <source>Reading game %1...</source>
        <translation>Đang đọc ván %1...</translation>
    </message>
    <message>
        <source>This is the last game.</source>
        <translation>Đây là ván cuối cùng.</translation>
    </message>
    <message>
        <source>This is the first game.</source>
        <translation>Đây là ván đầu tiên.</translation>
    </message>
    <message>
        <source>Reading the game...</source>
        <translation>Đang đọc ván cờ...</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Game %1 loaded: %2 (reading the rest of the file...)</source>
        <translation>Đã mở ván %1: %2 (đang đọc phần còn lại của tệp...)</translation>
    </message>
    <message>
        <source>Game %1 of %2 loaded: %3</source>
        <translation>Đã mở ván %1 trên %2: %3</translation>
    </message>
    <message>
        <source>Game loaded: %1</source>
        <translation>Đã mở ván cờ: %1</translation>
    </message>
    <message numerus="yes">
        <source>Game loaded: %1, the first of the %n games in the text.</source>
        <translation>
            <numerusform>Đã mở ván cờ: %1, ván đầu tiên trong %n ván của văn bản.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. Match over: %2, Elo difference %3 (95% interval %4 .. %5).</source>
        <translation>%1. Trận đấu kết thúc: %2, chênh lệch Elo %3 (khoảng tin cậy 95% %4 .. %5).</translation>
    </message>
    <message>
        <source>Load &amp;Next Game</source>
        <translation>Mở ván &amp;kế tiếp</translation>
    </message>
    <message>
        <source>Load Pre&amp;vious Game</source>
        <translation>Mở ván t&amp;rước</translation>
    </message>
    <message>
        <source>Game &amp;List</source>
        <translation>&amp;Danh sách ván cờ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Position files (*.fen *.epd);;All files (*)</source>
        <translation>Tệp thế cờ (*.fen *.epd);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>The match was aborted</source>
        <translation>Trận đấu đã bị hủy</translation>
    </message>
    <message>
        <source>The match was aborted. %1</source>
        <translation>Trận đấu đã bị hủy. %1</translation>
    </message>
    <message>
        <source>Abo&amp;rt Match</source>
        <translation>Hủ&amp;y trận đấu</translation>
    </message>
    <message>
        <source>A variation: %1 to move. A move played here extends it.</source>
        <translation>Một biến: đến lượt %1 đi. Nước đi ở đây sẽ kéo dài biến này.</translation>
    </message>
    <message>
        <source>The game&apos;s moves changed: it goes on in Edit Game.</source>
        <translation>Các nước của ván cờ đã thay đổi: ván cờ tiếp tục ở chế độ Sửa ván cờ.</translation>
    </message>
    <message>
        <source>Edit &amp;Tags...</source>
        <translation>Sửa &amp;thẻ...</translation>
    </message>
    <message>
        <source>Edit Co&amp;mment...</source>
        <translation>Sử&amp;a chú thích...</translation>
    </message>
    <message>
        <source>P&amp;romote Variation</source>
        <translation>&amp;Nâng biến lên</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Xóa biến</translation>
    </message>
    <message>
        <source>Tr&amp;uncate Game From Here</source>
        <translation>Cắt bỏ &amp;phần sau nước này</translation>
    </message>
    <message>
        <source>The move shown is not in a variation.</source>
        <translation>Nước đang hiển thị không nằm trong biến nào.</translation>
    </message>
    <message>
        <source>No moves follow the move shown.</source>
        <translation>Không có nước nào sau nước đang hiển thị.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>ván cờ</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya không kiểm tra luật của %1: engine phán xét các nước đi.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Bỏ lượt</translation>
    </message>
    <message>
        <source>A side in check may not pass.</source>
        <translation>Bên đang bị chiếu không được bỏ lượt.</translation>
    </message>
    <message>
        <source>Passing is not allowed in this variant.</source>
        <translation>Biến thể này không cho phép bỏ lượt.</translation>
    </message>
    <message>
        <source>Click on the board to choose how the game of %1 starts.</source>
        <translation>Nhấp vào bàn cờ để chọn cách ván %1 bắt đầu.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchDialog</name>
    <message>
        <source>Machine Match</source>
        <translation>Trận đấu engine</translation>
    </message>
    <message>
        <source>&amp;First engine:</source>
        <translation>Engine thứ &amp;nhất:</translation>
    </message>
    <message>
        <source>&amp;Second engine:</source>
        <translation>Engine thứ &amp;hai:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Biến thể:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>Số &amp;ván:</translation>
    </message>
    <message>
        <source>Same &amp;time control for both engines</source>
        <translation>Cùng &amp;thời gian cho cả hai engine</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Khai cuộc</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>không: mọi ván đều từ thế khởi đầu</translation>
    </message>
    <message>
        <source>B&amp;rowse...</source>
        <translation>D&amp;uyệt...</translation>
    </message>
    <message>
        <source>&amp;File (PGN, EPD, FEN):</source>
        <translation>&amp;Tệp (PGN, EPD, FEN):</translation>
    </message>
    <message>
        <source>As in the file</source>
        <translation>Như trong tệp</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>Thứ tự sắ&amp;p xếp:</translation>
    </message>
    <message>
        <source>Play each opening with &amp;both colours</source>
        <translation>Chơi mỗi khai cuộc với &amp;cả hai màu quân</translation>
    </message>
    <message>
        <source>Bro&amp;wse...</source>
        <translation>Du&amp;yệt...</translation>
    </message>
    <message>
        <source>Save the games &amp;to:</source>
        <translation>&amp;Lưu các ván vào:</translation>
    </message>
    <message>
        <source>&amp;Start Match</source>
        <translation>Bắt đầu t&amp;rận đấu</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>First engine&apos;s time control</source>
        <translation>Thời gian của engine thứ nhất</translation>
    </message>
    <message>
        <source>Second engine&apos;s time control</source>
        <translation>Thời gian của engine thứ hai</translation>
    </message>
    <message>
        <source>Games or positions (*.pgn *.epd *.fen);;All files (*)</source>
        <translation>Ván cờ hoặc thế cờ (*.pgn *.epd *.fen);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>PGN files (%1)</source>
        <translation>Tệp PGN (%1)</translation>
    </message>
    <message>
        <source>Save the match games</source>
        <translation>Lưu các ván của trận đấu</translation>
    </message>
    <message>
        <source>Choose a file to save the games to.</source>
        <translation>Chọn tệp để lưu các ván cờ.</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchRunner</name>
    <message>
        <source>Tabiya match</source>
        <translation>Trận đấu Tabiya</translation>
    </message>
    <message>
        <source>the game could not be set up</source>
        <translation>không bày được ván cờ</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Lỗi: %1</translation>
    </message>
    <message>
        <source>The match was interrupted</source>
        <translation>Trận đấu đã bị gián đoạn</translation>
    </message>
</context>
<context>
    <name>tabiya::MatchScorePanel</name>
    <message>
        <source>Games:</source>
        <translation>Số ván:</translation>
    </message>
    <message>
        <source>Won / drawn / lost:</source>
        <translation>Thắng / hòa / thua:</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Điểm:</translation>
    </message>
    <message>
        <source>Elo difference:</source>
        <translation>Chênh lệch Elo:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Khai cuộc:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Đã lưu vào:</translation>
    </message>
    <message>
        <source>&amp;Abort Match</source>
        <translation>&amp;Hủy trận đấu</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 đấu với %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>chưa có ván nào</translation>
    </message>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 trên %2 (%3%)</translation>
    </message>
    <message>
        <source>%1 (95%: %2 to %3)</source>
        <translation>%1 (95%: từ %2 đến %3)</translation>
    </message>
    <message>
        <source>Playing game %1.</source>
        <translation>Đang chơi ván %1.</translation>
    </message>
    <message>
        <source>Game %1 starts shortly.</source>
        <translation>Ván %1 sắp bắt đầu.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Trận đấu đã kết thúc.</translation>
    </message>
    <message numerus="yes">
        <source>The match was aborted after %n game(s).</source>
        <translation>
            <numerusform>Trận đấu đã bị hủy sau %n ván.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Thế khởi đầu</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, từ %2</translation>
    </message>
</context>
<context>
    <name>tabiya::MoveEntry</name>
    <message>
        <source>The promotion piece offered is unknown.</source>
        <translation>Quân phong cấp được đưa ra không rõ là quân gì.</translation>
    </message>
    <message>
        <source>That piece cannot be dropped there.</source>
        <translation>Không thể thả quân đó vào chỗ này.</translation>
    </message>
    <message>
        <source>Your own piece stands on that square.</source>
        <translation>Quân của chính bạn đang đứng ở chỗ đó.</translation>
    </message>
    <message>
        <source>That move would leave your general in check or facing the other general.</source>
        <translation>Nước đi đó sẽ để Tướng của bạn bị chiếu hoặc lộ mặt tướng.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Nước đi đó sẽ để Vua của bạn bị chiếu.</translation>
    </message>
    <message>
        <source>The %1 cannot move there.</source>
        <translation>Quân %1 không thể đi đến đó.</translation>
    </message>
    <message>
        <source>That square is not marked as a destination.</source>
        <translation>Ô đó không được đánh dấu là điểm đến.</translation>
    </message>
    <message>
        <source>The lion-trading rules forbid that capture.</source>
        <translation>Luật đổi sư tử cấm nước ăn quân đó.</translation>
    </message>
</context>
<context>
    <name>tabiya::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Biến thể:</translation>
    </message>
    <message>
        <source>Chess&amp;960, position</source>
        <translation>Chess&amp;960, thế cờ số</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Ngẫu nhiên</translation>
    </message>
    <message>
        <source>&amp;White (Red):</source>
        <translation>&amp;Trắng (Đỏ):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>Đ&amp;en:</translation>
    </message>
    <message>
        <source>&amp;Swap colours</source>
        <translation>Đổi &amp;màu quân</translation>
    </message>
    <message>
        <source>&amp;Different time for each side</source>
        <translation>Thời gian &amp;khác nhau cho mỗi bên</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>White (Red) time control</source>
        <translation>Thời gian của Trắng (Đỏ)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Black time control</source>
        <translation>Thời gian của Đen</translation>
    </message>
    <message>
        <source>Limit strength to</source>
        <translation>Giới hạn sức mạnh ở</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Cấp độ:</translation>
    </message>
    <message>
        <source>The engine offers no strength setting: it searches no deeper than this</source>
        <translation>Engine không có tùy chọn sức mạnh: nó chỉ tìm sâu tối đa đến mức này</translation>
    </message>
</context>
<context>
    <name>tabiya::PgnFileReader</name>
    <message>
        <source>line %1: %2</source>
        <translation>dòng %1: %2</translation>
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
        <translation>Trống</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>Ô trống</translation>
    </message>
</context>
<context>
    <name>tabiya::PieceSet</name>
    <message>
        <source>Western</source>
        <translation>Kiểu phương Tây</translation>
    </message>
    <message>
        <source>Xiangqi characters</source>
        <translation>Cờ tướng chữ Hán</translation>
    </message>
    <message>
        <source>Xiangqi pictograms</source>
        <translation>Cờ tướng hình vẽ</translation>
    </message>
    <message>
        <source>Xiangqi characters, Kai typeface</source>
        <translation>Cờ tướng chữ Hán, kiểu chữ Khải</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Cờ Nhật</translation>
    </message>
    <message>
        <source>Janggi characters</source>
        <translation>Chữ Hán janggi</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionEditor</name>
    <message>
        <source>Edit Position</source>
        <translation>Sửa thế cờ</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Quân cờ</translation>
    </message>
    <message>
        <source>Click a square to put the chosen piece there, click again to take it off. Right-click empties a square. Drag a piece to move it, off the board to remove it.</source>
        <translation>Nhấp vào một ô để đặt quân đã chọn vào đó, nhấp lần nữa để lấy ra. Nhấp chuột phải để làm trống một ô. Kéo một quân để di chuyển nó, kéo ra ngoài bàn cờ để bỏ nó đi.</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bên đến lượt đi</translation>
    </message>
    <message>
        <source>&amp;Red</source>
        <translation>&amp;Bên Đỏ</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>Bên &amp;Trắng</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>Bên Đ&amp;en</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Quyền nhập thành</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Trắng O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Trắng O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Đen O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Đen O-O-O</translation>
    </message>
    <message>
        <source>The square a pawn that just advanced two squares passed over; only squares where a capture is possible are offered</source>
        <translation>Ô mà một quân tốt vừa tiến hai ô đã đi qua; chỉ những ô có thể bắt quân mới được đưa ra</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>Bắt tốt &amp;qua đường:</translation>
    </message>
    <message>
        <source>&amp;Clear Board</source>
        <translation>&amp;Xóa bàn cờ</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Thế &amp;khởi đầu</translation>
    </message>
    <message>
        <source>&amp;Flip</source>
        <translation>&amp;Lật</translation>
    </message>
    <message>
        <source>The position as FEN: it follows the board, and the board follows what you type here</source>
        <translation>Thế cờ dưới dạng FEN: nó đi theo bàn cờ, và bàn cờ đi theo những gì bạn gõ ở đây</translation>
    </message>
    <message>
        <source>F&amp;EN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Not a FEN the board can read: %1</source>
        <translation>Không phải FEN mà bàn cờ đọc được: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Not a position to play from: %1</source>
        <translation>Không phải thế cờ có thể chơi tiếp: %1</translation>
    </message>
    <message>
        <source>A position to play from.</source>
        <translation>Một thế cờ có thể chơi tiếp.</translation>
    </message>
</context>
<context>
    <name>tabiya::PositionListDialog</name>
    <message>
        <source>Load Position</source>
        <translation>Mở thế cờ</translation>
    </message>
    <message numerus="yes">
        <source>%n position(s) in %1:</source>
        <translation>
            <numerusform>%n thế cờ trong %1:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tabiya::PromotionChooser</name>
    <message>
        <source>Choose a promotion piece</source>
        <translation>Chọn quân phong cấp</translation>
    </message>
</context>
<context>
    <name>tabiya::ProtocolEngine</name>
    <message>
        <source>PV longer than %1 moves or %2 characters: the rest is not kept</source>
        <translation>biến chính dài hơn %1 nước hoặc %2 ký tự: phần còn lại không được giữ</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>bị từ chối</translation>
    </message>
    <message>
        <source>option value with a line break</source>
        <translation>giá trị tùy chọn có chứa ngắt dòng</translation>
    </message>
    <message>
        <source>bad value</source>
        <translation>giá trị không hợp lệ</translation>
    </message>
    <message>
        <source>unknown option</source>
        <translation>tùy chọn không rõ</translation>
    </message>
    <message>
        <source>a line with a line break</source>
        <translation>một dòng có chứa ngắt dòng</translation>
    </message>
</context>
<context>
    <name>tabiya::Session</name>
    <message>
        <source>There is no Chess960 position %1 (0 to 959).</source>
        <translation>Không có thế cờ Chess960 số %1 (từ 0 đến 959).</translation>
    </message>
    <message>
        <source>Both sides need a player.</source>
        <translation>Cả hai bên đều cần người chơi.</translation>
    </message>
    <message>
        <source>%1 does not play %2.</source>
        <translation>%1 không chơi %2.</translation>
    </message>
    <message>
        <source>%1 tried an illegal move</source>
        <translation>%1 đã thử đi một nước không hợp lệ</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 xin thua</translation>
    </message>
    <message>
        <source>Draw by agreement</source>
        <translation>Hòa do hai bên thỏa thuận</translation>
    </message>
    <message>
        <source>Draw claimed after 50 moves without a capture</source>
        <translation>Xử hòa sau 50 nước không có nước ăn quân</translation>
    </message>
    <message>
        <source>False claim by %1: %2</source>
        <translation>%1 đòi không đúng: %2</translation>
    </message>
    <message>
        <source>False claim by %1: %2 (%3)</source>
        <translation>%1 đòi không đúng: %2 (%3)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell: Call Flag claims the game</source>
        <translation>%1 đã hết giờ: lệnh Báo đối thủ hết giờ sẽ xử thắng ván cờ</translation>
    </message>
    <message>
        <source>%1 loses on time, but %2 cannot win: draw</source>
        <translation>%1 thua vì hết giờ, nhưng %2 không thể thắng: hòa</translation>
    </message>
    <message>
        <source>%1 loses on time</source>
        <translation>%1 thua vì hết giờ</translation>
    </message>
    <message>
        <source>The engines did not say how they play %1.</source>
        <translation>Các engine không cho biết chúng chơi %1 thế nào.</translation>
    </message>
    <message>
        <source>%1 claims the result: %2</source>
        <translation>%1 tuyên bố kết quả: %2</translation>
    </message>
    <message>
        <source>Draw: only the kings are left</source>
        <translation>Hòa: chỉ còn lại các vua</translation>
    </message>
    <message>
        <source>%1 is no variant name.</source>
        <translation>%1 không phải là tên biến thể.</translation>
    </message>
    <message>
        <source>No engine says how to play %1.</source>
        <translation>Không engine nào cho biết cách chơi %1.</translation>
    </message>
    <message>
        <source>Tabiya cannot play %1: %2</source>
        <translation>Tabiya không thể chơi %1: %2</translation>
    </message>
    <message>
        <source>Tabiya does not check the rules of %1: the engine judges the moves.</source>
        <translation>Tabiya không kiểm tra luật của %1: engine phán xét các nước đi.</translation>
    </message>
    <message>
        <source>%1 refused the move: %2</source>
        <translation>%1 đã từ chối nước đi: %2</translation>
    </message>
    <message>
        <source>%1 does not accept that move: %2</source>
        <translation>%1 không chấp nhận nước đi đó: %2</translation>
    </message>
</context>
<context>
    <name>tabiya::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Hành động</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
</context>
<context>
    <name>tabiya::TimeControlEditor</name>
    <message>
        <source> min</source>
        <translation> phút</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>Thời gian &amp;cơ bản:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>Cộng thêm mỗi &amp;nước:</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>cả ván</translation>
    </message>
    <message>
        <source>&amp;Moves per session:</source>
        <translation>Số nước mỗi &amp;giai đoạn:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <source>&amp;Fixed time per move:</source>
        <translation>Thời gian cố định mỗ&amp;i nước:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>không giới hạn</translation>
    </message>
    <message>
        <source>Search &amp;depth:</source>
        <translation>Độ &amp;sâu tìm kiếm:</translation>
    </message>
</context>
<context>
    <name>tabiya::TypedMove</name>
    <message>
        <source>Type a move first.</source>
        <translation>Hãy gõ một nước đi trước.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a legal move here.</source>
        <translation>&quot;%1&quot; không phải là nước đi hợp lệ ở đây.</translation>
    </message>
</context>
<context>
    <name>tabiya::UciEngine</name>
    <message>
        <source>no readyok in time: going on</source>
        <translation>không nhận được readyok kịp lúc: tiếp tục</translation>
    </message>
    <message>
        <source>no %1ok in time: going on with what was received</source>
        <translation>không nhận được %1ok kịp lúc: tiếp tục với những gì đã nhận</translation>
    </message>
    <message>
        <source>variant not supported</source>
        <translation>biến thể không được hỗ trợ</translation>
    </message>
    <message>
        <source>bestmove %1 of a cancelled search ignored</source>
        <translation>bỏ qua bestmove %1 của một lượt tìm kiếm đã hủy</translation>
    </message>
    <message>
        <source>bestmove %1 while pondering ignored</source>
        <translation>bỏ qua bestmove %1 khi đang nghĩ trước</translation>
    </message>
    <message>
        <source>bestmove %1 out of turn ignored</source>
        <translation>bỏ qua bestmove %1 không đúng lượt</translation>
    </message>
    <message>
        <source>the engine has no move</source>
        <translation>engine không có nước đi nào</translation>
    </message>
</context>
<context>
    <name>tabiya::VariantNames</name>
    <message>
        <source>Chess</source>
        <translation>Cờ vua</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>No castling</source>
        <translation>Không nhập thành</translation>
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
        <translation>Hai vua</translation>
    </message>
    <message>
        <source>Three-check</source>
        <translation>Chiếu ba lần</translation>
    </message>
    <message>
        <source>Atomic</source>
        <translation>Cờ nguyên tử</translation>
    </message>
    <message>
        <source>Crazyhouse</source>
        <translation>Crazyhouse</translation>
    </message>
    <message>
        <source>Capablanca</source>
        <translation>Cờ Capablanca</translation>
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
        <translation>Capablanca ngẫu nhiên</translation>
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
        <translation>Cờ hình trụ</translation>
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
        <translation>Shatranj</translation>
    </message>
    <message>
        <source>Courier</source>
        <translation>Courier</translation>
    </message>
    <message>
        <source>Makruk</source>
        <translation>Cờ Thái</translation>
    </message>
    <message>
        <source>Cambodian</source>
        <translation>Cờ Campuchia</translation>
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
        <translation>Cờ tướng</translation>
    </message>
    <message>
        <source>Janggi</source>
        <translation>Cờ Triều Tiên</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Cờ Nhật</translation>
    </message>
    <message>
        <source>Chu shogi</source>
        <translation>Chu shogi</translation>
    </message>
    <message>
        <source>Chess with other rules</source>
        <translation>Cờ vua với luật khác</translation>
    </message>
    <message>
        <source>Chess with other pieces</source>
        <translation>Cờ vua với quân khác</translation>
    </message>
    <message>
        <source>Shatranj and makruk</source>
        <translation>Shatranj và cờ Thái</translation>
    </message>
    <message>
        <source>Xiangqi and janggi</source>
        <translation>Cờ tướng và cờ Triều Tiên</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Khác</translation>
    </message>
</context>
</TS>
