<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>sw::ui::SegmentLabelText</name>
    <message>
        <source>%1 -&gt; %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>catalog (%1, %2)</source>
        <translation>目录（%1，%2）</translation>
    </message>
    <message>
        <source>catalog (%1)</source>
        <translation>目录（%1）</translation>
    </message>
    <message>
        <source>[Loaded] %1</source>
        <translation>[已加载] %1</translation>
    </message>
    <message>
        <source>[Doc] %1/%2</source>
        <translation>[文档] %1/%2</translation>
    </message>
    <message>
        <source>[Skill] %1</source>
        <translation>[技能] %1</translation>
    </message>
    <message>
        <source>Loaded skill context: (fallback)</source>
        <translation>Loaded skill context:（后备）</translation>
    </message>
    <message>
        <source>tool result</source>
        <translation>工具结果</translation>
    </message>
    <message>
        <source>tool %1</source>
        <translation>工具 %1</translation>
    </message>
    <message>
        <source>project instructions (%1)</source>
        <translation>项目指令（%1）</translation>
    </message>
    <message>
        <source>skill listing</source>
        <translation>技能列表</translation>
    </message>
    <message>
        <source>system prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>system</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>user</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>developer</source>
        <translation>开发者</translation>
    </message>
    <message>
        <source>envelope</source>
        <translation>封装</translation>
    </message>
    <message>
        <source>body</source>
        <translation>请求体</translation>
    </message>
    <message>
        <source>%1 result</source>
        <translation>%1 结果</translation>
    </message>
    <message>
        <source>%1 message</source>
        <translation>%1消息</translation>
    </message>
    <message>
        <source>initial</source>
        <translation>首次</translation>
    </message>
    <message>
        <source>replacement</source>
        <translation>替换</translation>
    </message>
</context>
<context>
    <name>sw::ui::SessionErrorText</name>
    <message>
        <source>not a session file: line %1 is not JSON (%2 at byte %3)</source>
        <translation>不是会话文件：第 %1 行不是 JSON（第 %3 字节处：%2）</translation>
    </message>
    <message>
        <source>not a session file: no line says {&quot;type&quot;: &quot;session&quot;, &quot;format&quot;: &quot;%1&quot;}</source>
        <translation>不是会话文件：没有一行写着 {&quot;type&quot;: &quot;session&quot;, &quot;format&quot;: &quot;%1&quot;}</translation>
    </message>
    <message>
        <source>line %1: not a %2 file</source>
        <translation>第 %1 行：不是 %2 文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>sw::ui::ArchiveErrorText</name>
    <message>
        <source>archive entry &quot;%1&quot;: %2</source>
        <translation>归档条目“%1”：%2</translation>
    </message>
    <message>
        <source>absolute paths are not allowed</source>
        <translation>不允许绝对路径</translation>
    </message>
    <message>
        <source>drive letters and &apos;:&apos; are not allowed</source>
        <translation>不允许盘符和“:”</translation>
    </message>
    <message>
        <source>NUL characters are not allowed</source>
        <translation>不允许 NUL 字符</translation>
    </message>
    <message>
        <source>&apos;..&apos; would leave the target folder</source>
        <translation>“..”会跳出目标文件夹</translation>
    </message>
    <message>
        <source>hard links are not allowed</source>
        <translation>不允许硬链接</translation>
    </message>
    <message>
        <source>symbolic links are not allowed</source>
        <translation>不允许符号链接</translation>
    </message>
    <message>
        <source>only regular files and folders are allowed (devices, FIFOs and sockets are rejected)</source>
        <translation>只允许普通文件和文件夹（设备、FIFO 和套接字会被拒绝）</translation>
    </message>
    <message>
        <source>a file entry needs a name</source>
        <translation>文件条目需要名称</translation>
    </message>
    <message>
        <source>negative size</source>
        <translation>大小为负数</translation>
    </message>
    <message>
        <source>file too large (over %1 bytes)</source>
        <translation>文件过大（超过 %1 字节）</translation>
    </message>
    <message>
        <source>collides with a folder of the archive</source>
        <translation>与归档中的一个文件夹冲突</translation>
    </message>
    <message>
        <source>collides with a file of the archive</source>
        <translation>与归档中的一个文件冲突</translation>
    </message>
    <message>
        <source>cannot create folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>damaged or truncated data: %1</source>
        <translation>数据损坏或被截断：%1</translation>
    </message>
    <message>
        <source>extraction cancelled</source>
        <translation>解压已取消</translation>
    </message>
    <message>
        <source>archive is damaged or truncated: %1</source>
        <translation>归档损坏或被截断：%1</translation>
    </message>
    <message>
        <source>archive has more than %1 entries</source>
        <translation>归档中的条目超过 %1 个</translation>
    </message>
    <message>
        <source>not a readable archive: %1</source>
        <translation>不是可读取的归档：%1</translation>
    </message>
    <message>
        <source>extraction target %1 is not a folder</source>
        <translation>解压目标 %1 不是文件夹</translation>
    </message>
    <message>
        <source>extraction target %1 is not empty</source>
        <translation>解压目标 %1 不为空</translation>
    </message>
    <message>
        <source>not a zip, tar.gz or tar archive</source>
        <translation>不是 zip、tar.gz 或 tar 归档</translation>
    </message>
    <message>
        <source>%1 is not a zip, tar.gz or tar archive</source>
        <translation>%1 不是 zip、tar.gz 或 tar 归档</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>cannot create a staging folder in %1: %2</source>
        <translation>无法在 %1 中创建暂存文件夹：%2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Path does not exist: %1</source>
        <translation>路径不存在：%1</translation>
    </message>
    <message>
        <source>Not a directory: %1</source>
        <translation>不是文件夹：%1</translation>
    </message>
    <message>
        <source>%1 holds no SKILL.md</source>
        <translation>%1 中没有 SKILL.md</translation>
    </message>
    <message>
        <source>cannot install under the name &quot;%1&quot;</source>
        <translation>无法以名称“%1”安装</translation>
    </message>
    <message>
        <source>%1 already exists in %2 (not overwritten; ask to overwrite to replace it)</source>
        <translation>%1 已存在于 %2 中（未覆盖；如需替换，请选择覆盖）</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>无法替换 %1</translation>
    </message>
    <message>
        <source>cannot move %1 into %2</source>
        <translation>无法将 %1 移入 %2</translation>
    </message>
    <message>
        <source>cannot tell the package format from %1 (use .skill, .zip, .tar.gz, .tgz or .tar)</source>
        <translation>无法从 %1 判断包格式（请使用 .skill、.zip、.tar.gz、.tgz 或 .tar）</translation>
    </message>
    <message>
        <source>cannot start the archive: %1</source>
        <translation>无法开始写入归档：%1</translation>
    </message>
    <message>
        <source>cannot add %1: %2</source>
        <translation>无法添加 %1：%2</translation>
    </message>
    <message>
        <source>cannot finish the archive: %1</source>
        <translation>无法完成归档：%1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <translation>
            <numerusform>{%n 个键}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation>
            <numerusform>[%n 项]</numerusform>
        </translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>(root)</source>
        <translation>（根）</translation>
    </message>
</context>
<context>
    <name>RootLabels</name>
    <message>
        <source>Bundled skills</source>
        <translation>内置技能</translation>
    </message>
    <message>
        <source>%1 (user)</source>
        <translation>%1（用户）</translation>
    </message>
    <message>
        <source>%1 (project)</source>
        <translation>%1（项目）</translation>
    </message>
    <message>
        <source>%1 (system)</source>
        <translation>%1（系统）</translation>
    </message>
    <message>
        <source>%1 (managed)</source>
        <translation>%1（托管）</translation>
    </message>
</context>
<context>
    <name>SkillFiles</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Cannot copy %1</source>
        <translation>无法复制 %1</translation>
    </message>
    <message>
        <source>Minimal: SKILL.md only</source>
        <translation>最简：仅 SKILL.md</translation>
    </message>
    <message>
        <source>With scripts/: a runnable script</source>
        <translation>带 scripts/：包含可运行的脚本</translation>
    </message>
    <message>
        <source>With references/: details loaded on demand</source>
        <translation>带 references/：按需加载的详细资料</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid skill name: use lower-case letters, digits and single hyphens.</source>
        <translation>“%1”不是有效的技能名称：请使用小写字母、数字和单个连字符。</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>Unknown template &apos;%1&apos;.</source>
        <translation>未知模板“%1”。</translation>
    </message>
    <message>
        <source>Cannot read the template file %1</source>
        <translation>无法读取模板文件 %1</translation>
    </message>
    <message>
        <source>Cannot rename: %1 already exists.</source>
        <translation>无法重命名：%1 已存在。</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>无法将 %1 重命名为 %2。</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot move %1 to the trash.</source>
        <translation>无法将 %1 移到回收站。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a path inside the skill folder.</source>
        <translation>“%1”必须是技能文件夹内的路径。</translation>
    </message>
    <message>
        <source>Packaging is not available in this build.</source>
        <translation>此版本不支持打包。</translation>
    </message>
    <message>
        <source>Importing packages is not available in this build.</source>
        <translation>此版本不支持导入技能包。</translation>
    </message>
</context>
<context>
    <name>sw::ui</name>
    <message>
        <source>Request %1 against request %2</source>
        <translation>请求 %1 对比请求 %2</translation>
    </message>
    <message>
        <source>The first request of the session: nothing to compare, no prefix can be cached yet.</source>
        <translation>这是会话的第一个请求：没有可比较的内容，也还没有可缓存的前缀。</translation>
    </message>
    <message>
        <source>Shared prefix (cacheable)</source>
        <translation>共享前缀（可缓存）</translation>
    </message>
    <message>
        <source>tokens, %1 bytes</source>
        <translation>个令牌，%1 字节</translation>
    </message>
    <message>
        <source>Provider reported cached</source>
        <translation>提供方报告的缓存</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>Request size</source>
        <translation>请求大小</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个令牌</translation>
    </message>
    <message>
        <source>The two request bodies are identical.</source>
        <translation>两个请求体完全相同。</translation>
    </message>
    <message>
        <source>First difference at byte %1, in:</source>
        <translation>第一处差异位于字节 %1，所在部分：</translation>
    </message>
    <message>
        <source>the request envelope</source>
        <translation>请求封装</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变化</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已变化</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>finished (%1)</source>
        <translation>已完成（%1）</translation>
    </message>
    <message>
        <source>no finish reason</source>
        <translation>无结束原因</translation>
    </message>
    <message>
        <source>waiting for the answer…</source>
        <translation>正在等待回答…</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>调用</translation>
    </message>
    <message>
        <source>(an empty answer)</source>
        <translation>（空回答）</translation>
    </message>
    <message>
        <source>usage: prompt %1, completion %2%3</source>
        <translation>用量：提示 %1，补全 %2%3</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>The answers side by side</source>
        <translation>两次回答并排对比</translation>
    </message>
    <message>
        <source>Original: request %1</source>
        <translation>原请求：请求 %1</translation>
    </message>
    <message>
        <source>Re-sent: request %1</source>
        <translation>重新发送：请求 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::AboutDialog</name>
    <message>
        <source>About Skill Workbench</source>
        <translation>关于技能工作台</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Skill Workbench %1&lt;/h2&gt;&lt;p&gt;Author, debug and demo Agent Skills: browse skill roots, edit SKILL.md with live validation, see the exact catalog each framework renders and what every layer costs in tokens.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;技能工作台 %1&lt;/h2&gt;&lt;p&gt;编写、调试和演示智能体技能：浏览技能根目录，在实时校验下编辑 SKILL.md，查看各框架渲染出的确切目录，以及每一层消耗的令牌数。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>sw::ui::BackgroundEval</name>
    <message>
        <source>A Trigger Lab run is still going.</source>
        <translation>触发实验室仍有一次运行未结束。</translation>
    </message>
</context>
<context>
    <name>sw::ui::BinaryFilePage</name>
    <message>
        <source>%1 × %2 pixels · %3</source>
        <translation>%1 × %2 像素 · %3</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3 (%4)&lt;/p&gt;&lt;p&gt;This file is not text and has no preview.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;%3（%4）&lt;/p&gt;&lt;p&gt;此文件不是文本，无法预览。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>sw::ui::BudgetView</name>
    <message>
        <source> tokens</source>
        <translation> 个令牌</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>上下文窗口</translation>
    </message>
    <message>
        <source>Catalog entry (always paid)</source>
        <translation>目录条目（始终计费）</translation>
    </message>
    <message>
        <source>SKILL.md body (on load)</source>
        <translation>SKILL.md 正文（加载时）</translation>
    </message>
    <message>
        <source>Docs (on demand)</source>
        <translation>文档（按需）</translation>
    </message>
    <message>
        <source>tokens (%1)</source>
        <translation>令牌（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Top %n skill(s) by total cost</source>
        <translation>
            <numerusform>总开销最高的 %n 个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shortened</source>
        <translation>
            <numerusform>%n 个被截短</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n by name only</source>
        <translation>
            <numerusform>%n 个仅列名称</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n omitted</source>
        <translation>
            <numerusform>%n 个被省略</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2% listing budget, %3 tokens) in this window: %4: %5</source>
        <translation>%1（列表预算 %2%，%3 个令牌）在此窗口中：%4：%5</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Always paid:&lt;/b&gt; catalog %1 tokens (%2% of the window) · &lt;b&gt;Progressive:&lt;/b&gt; + one body on load (avg %3) · &lt;b&gt;Full injection:&lt;/b&gt; %4 tokens (saves %5%)</source>
        <translation>&lt;b&gt;始终计费：&lt;/b&gt;目录 %1 个令牌（占窗口 %2%）· &lt;b&gt;渐进式：&lt;/b&gt;加载时再加一个正文（平均 %3）· &lt;b&gt;全量注入：&lt;/b&gt;%4 个令牌（节省 %5%）</translation>
    </message>
    <message>
        <source>The catalog fits every client&apos;s listing budget.</source>
        <translation>目录在所有客户端的列表预算之内。</translation>
    </message>
    <message>
        <source>Catalog as &lt;b&gt;%1&lt;/b&gt; renders it, counted in %2, in a %3-token window; open files&apos; unsaved edits included.</source>
        <translation>目录按 &lt;b&gt;%1&lt;/b&gt; 的渲染方式计算，使用 %2 计数，上下文窗口 %3 个令牌；已包含打开文件中未保存的编辑。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who lists them&lt;/b&gt; in a %1-token window (the Visibility matrix):</source>
        <translation>&lt;b&gt;谁会列出它们&lt;/b&gt;（%1 token 上下文窗口，见可见性矩阵）：</translation>
    </message>
    <message>
        <source>no skills</source>
        <translation>没有技能</translation>
    </message>
    <message numerus="yes">
        <source>Every client (%n)</source>
        <translation>
            <numerusform>全部 %n 个客户端</numerusform>
        </translation>
    </message>
    <message>
        <source>every client</source>
        <translation>全部客户端</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who lists them&lt;/b&gt; in each client&apos;s own window (the Visibility matrix):</source>
        <translation>&lt;b&gt;谁会列出它们&lt;/b&gt;（各客户端自己的上下文窗口，见可见性矩阵）：</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureConnectPanel</name>
    <message>
        <source>Gemini CLI follows GOOGLE_GEMINI_BASE_URL only when its settings select the API key as the sign-in (~/.gemini/settings.json: &quot;security&quot;: {&quot;auth&quot;: {&quot;selectedType&quot;: &quot;gemini-api-key&quot;}}, with GEMINI_API_KEY set); otherwise it stops with “Invalid auth method selected.”</source>
        <translation>仅当 Gemini CLI 的设置选择 API 密钥作为登录方式时（~/.gemini/settings.json：&quot;security&quot;: {&quot;auth&quot;: {&quot;selectedType&quot;: &quot;gemini-api-key&quot;}}，并设置 GEMINI_API_KEY），它才会使用 GOOGLE_GEMINI_BASE_URL；否则会以“Invalid auth method selected.”停止。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Your environment sets %1: a client started with these lines sends its requests to that proxy, which cannot reach this endpoint. Add %2 to NO_PROXY for it (for example NO_PROXY=&quot;$NO_PROXY,%2&quot; before the command). Clients started from this page get it.</source>
        <translation>你的环境设置了 %1：用这些命令启动的客户端会把请求发给该代理，而代理无法连到本端点。请把 %2 加入 NO_PROXY（例如在命令前加 NO_PROXY=&quot;$NO_PROXY,%2&quot;）。从本页启动的客户端会自动加上。</translation>
    </message>
    <message>
        <source>Claude Code:</source>
        <translation>Claude Code：</translation>
    </message>
    <message>
        <source>Codex, in ~/.codex/config.toml:</source>
        <translation>Codex，写入 ~/.codex/config.toml：</translation>
    </message>
    <message>
        <source>opencode, in opencode.json:</source>
        <translation>opencode，写入 opencode.json：</translation>
    </message>
    <message>
        <source>Any OpenAI-compatible agent:</source>
        <translation>任何兼容 OpenAI 的代理：</translation>
    </message>
    <message>
        <source>Gemini CLI:</source>
        <translation>Gemini CLI：</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureLaunchPanel</name>
    <message>
        <source>Choose Program…</source>
        <translation>选择程序…</translation>
    </message>
    <message>
        <source>Isolated home with the open skills</source>
        <translation>只含已打开技能的隔离主目录</translation>
    </message>
    <message>
        <source>My own home and configuration</source>
        <translation>我自己的主目录和配置</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>运行客户端</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>the client&apos;s default</source>
        <translation>客户端的默认值</translation>
    </message>
    <message>
        <source>The task for the client, e.g. “Tell me about zebra widgets.”</source>
        <translation>交给客户端的任务，例如“介绍一下斑马小部件。”</translation>
    </message>
    <message>
        <source>A fresh home under the cache folder: only the skills of the open roots, none of your settings, memory or credentials; the upstream&apos;s key goes in the environment only.</source>
        <translation>缓存目录下的全新主目录：只有已打开根目录中的技能，不含你的设置、记忆或凭据；上游的密钥只放在环境变量中。</translation>
    </message>
    <message>
        <source>Your own configuration, skills and credentials; only the base URLs point at the endpoint.</source>
        <translation>使用你自己的配置、技能和凭据；只有基础 URL 指向端点。</translation>
    </message>
    <message>
        <source>The client&apos;s output appears here when it ends.</source>
        <translation>客户端结束后，其输出显示在这里。</translation>
    </message>
    <message>
        <source>&amp;Client:</source>
        <translation>客户端(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation>提示词(&amp;P)：</translation>
    </message>
    <message>
        <source>Home:</source>
        <translation>主目录：</translation>
    </message>
    <message>
        <source>Looking for the clients…</source>
        <translation>正在查找客户端…</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1（未找到）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Choose the %1 Program</source>
        <translation>选择 %1 程序</translation>
    </message>
    <message>
        <source>Reading the version of %1…</source>
        <translation>正在读取 %1 的版本…</translation>
    </message>
    <message>
        <source>Start the endpoint first.</source>
        <translation>请先启动端点。</translation>
    </message>
    <message>
        <source>Looking for the client…</source>
        <translation>正在查找客户端…</translation>
    </message>
    <message>
        <source>Preparing an isolated home in %1…</source>
        <translation>正在 %1 中准备隔离主目录…</translation>
    </message>
    <message>
        <source>%1 is running (process %2)…</source>
        <translation>%1 正在运行（进程 %2）…</translation>
    </message>
    <message>
        <source>The client finished in %1 s.</source>
        <translation>客户端在 %1 秒内完成。</translation>
    </message>
    <message>
        <source>The client exited with status %1 after %2 s.</source>
        <translation>客户端在 %2 秒后以状态 %1 退出。</translation>
    </message>
    <message>
        <source>The client did not finish.</source>
        <translation>客户端未完成。</translation>
    </message>
    <message>
        <source>Open in Terminal</source>
        <translation>在终端中打开</translation>
    </message>
    <message>
        <source>The client&apos;s own interactive session in a terminal window, through the endpoint</source>
        <translation>在终端窗口中打开客户端自己的交互会话，经由端点</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 opened in %2 (process %3); its requests fill the table as it works.</source>
        <translation>%1 已在 %2 中打开（进程 %3）；它工作时，请求会填入表格。</translation>
    </message>
    <message>
        <source>Could not open a terminal: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::CapturePage</name>
    <message>
        <source>Scripted model</source>
        <translation>脚本化模型</translation>
    </message>
    <message>
        <source>no upstream</source>
        <translation>无上游</translation>
    </message>
    <message>
        <source>Where the capture endpoint forwards the clients&apos; requests (Capture layout)</source>
        <translation>捕获端点把客户端的请求转发到哪里（捕获布局）</translation>
    </message>
    <message>
        <source>Upstream: %1</source>
        <translation>上游：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>The workbench&apos;s script answers every request: no provider, no network, no key.</source>
        <translation>由工作台的脚本回答每个请求：无提供商、无网络、无密钥。</translation>
    </message>
    <message>
        <source>Capture: stopped · upstream %1</source>
        <translation>捕获：已停止 · 上游 %1</translation>
    </message>
    <message>
        <source>Capture: %1 → %2</source>
        <translation>捕获：%1 → %2</translation>
    </message>
    <message>
        <source>Stop the endpoint (Ctrl+Return)</source>
        <translation>停止端点（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Start the endpoint (Ctrl+Return)</source>
        <translation>启动端点（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Scripted model (offline, no AI)</source>
        <translation>脚本化模型（离线，无 AI）</translation>
    </message>
    <message>
        <source>No provider, no network, no key: the workbench&apos;s script answers every request in the client&apos;s own format. It loads the open skill whose name and description share the most words with the prompt (two at least, each of four letters or more or a pair of Chinese, Japanese or Korean characters), else answers plainly. For demos and for trying a client offline.</source>
        <translation>无需提供方、网络或密钥：由工作台的脚本以客户端自己的格式回答每个请求。它加载名称和描述与提示共有词最多（至少两个；英文等按四个字母以上的单词计，中文、日文、韩文按相邻两字计）的已打开技能，否则直接作答。用于演示，以及离线试用客户端。</translation>
    </message>
    <message>
        <source>answered by the workbench&apos;s script</source>
        <translation>由工作台的脚本回答</translation>
    </message>
    <message>
        <source>The workbench&apos;s scripted model answers every request: no AI, no network. It loads the skill whose name and description share the most words with the prompt (two at least, each of four letters or more or a pair of Chinese, Japanese or Korean characters).</source>
        <translation>工作台的脚本化模型回答每个请求：无 AI，无网络。它加载名称和描述与提示共有词最多（至少两个；英文等按四个字母以上的单词计，中文、日文、韩文按相邻两字计）的技能。</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>自定义 URL</translation>
    </message>
    <message>
        <source>The provider every request goes on to; its key comes from the keychain or the environment when the client runs in an isolated home.</source>
        <translation>每个请求转发到的提供方；客户端在隔离主目录中运行时，密钥取自钥匙串或环境变量。</translation>
    </message>
    <message>
        <source>https://host/v1</source>
        <translation>https://host/v1</translation>
    </message>
    <message>
        <source>HOST:PORT; port 0 picks a free one. An address other than loopback lets anyone who reaches it send requests with your key.</source>
        <translation>主机:端口；端口 0 表示自动选择空闲端口。非回环地址会让任何能访问它的人用你的密钥发送请求。</translation>
    </message>
    <message>
        <source>&amp;Upstream:</source>
        <translation>上游(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>监听(&amp;L)：</translation>
    </message>
    <message>
        <source>Point a client at the endpoint:</source>
        <translation>让客户端指向端点：</translation>
    </message>
    <message>
        <source>Or launch a client through it, headless with a prompt:</source>
        <translation>或者通过它以无界面方式带提示词启动客户端：</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <source>The upstream URL cannot be used: %1</source>
        <translation>无法使用上游 URL：%1</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>它为空</translation>
    </message>
    <message>
        <source>“Listen on” needs HOST:PORT, for example 127.0.0.1:0 (a free port) or 127.0.0.1:8787.</source>
        <translation>“监听”需要 主机:端口，例如 127.0.0.1:0（空闲端口）或 127.0.0.1:8787。</translation>
    </message>
    <message>
        <source>The endpoint listens on %1, not only on this computer: whoever reaches it can send requests with your key.</source>
        <translation>端点监听在 %1，而不只是本机：任何能访问它的人都可以用你的密钥发送请求。</translation>
    </message>
    <message>
        <source>Requests go to the upstream through the proxy %1:%2 (from %3).</source>
        <translation>请求经代理 %1:%2 发往上游（取自 %3）。</translation>
    </message>
    <message>
        <source>The proxy in %1 is not used (only http:// and socks5:// proxies are): requests go to the upstream directly.</source>
        <translation>%1 中的代理未被使用（只支持 http:// 和 socks5:// 代理）：请求直接发往上游。</translation>
    </message>
    <message>
        <source>Capture endpoint listening on %1</source>
        <translation>捕获端点正在监听 %1</translation>
    </message>
    <message>
        <source>Capture endpoint stopped.</source>
        <translation>捕获端点已停止。</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Endpoint: %1</source>
        <translation>端点：%1</translation>
    </message>
    <message>
        <source>Endpoint: stopped</source>
        <translation>端点：已停止</translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s)</source>
        <translation>
            <numerusform>%n 次交换</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n running</source>
        <translation>
            <numerusform>，%n 个进行中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n decoding</source>
        <translation>
            <numerusform>，%n 个解码中</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the endpoint first.</source>
        <translation>请先停止端点。</translation>
    </message>
    <message>
        <source>Export as .md, .html or .har (the file&apos;s suffix says which).</source>
        <translation>请导出为 .md、.html 或 .har（由文件后缀决定格式）。</translation>
    </message>
    <message>
        <source>Stop the endpoint before opening a saved capture.</source>
        <translation>打开已保存的捕获之前，请先停止端点。</translation>
    </message>
    <message>
        <source>Save Capture</source>
        <translation>保存捕获</translation>
    </message>
    <message>
        <source>Sessions (*.jsonl)</source>
        <translation>会话 (*.jsonl)</translation>
    </message>
    <message>
        <source>Capture saved to %1</source>
        <translation>捕获已保存到 %1</translation>
    </message>
    <message>
        <source>The capture was not saved: %1</source>
        <translation>捕获未保存：%1</translation>
    </message>
    <message>
        <source>Unsaved capture</source>
        <translation>未保存的捕获</translation>
    </message>
    <message numerus="yes">
        <source>The endpoint is running, and the capture holds %n exchange(s) that are not saved. Stop the endpoint and save the capture first?</source>
        <translation>
            <numerusform>端点正在运行，捕获中有 %n 次交换尚未保存。先停止端点并保存捕获吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The capture holds %n exchange(s) that are not saved. Save it first?</source>
        <translation>
            <numerusform>捕获中有 %n 次交换尚未保存。先保存吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Capture</source>
        <translation>导出捕获</translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md);;HAR (*.har)</source>
        <translation>HTML (*.html);;Markdown (*.md);;HAR (*.har)</translation>
    </message>
    <message>
        <source>Capture exported to %1</source>
        <translation>捕获已导出到 %1</translation>
    </message>
    <message>
        <source>The capture was not exported: %1</source>
        <translation>捕获未导出：%1</translation>
    </message>
    <message>
        <source>Open Capture</source>
        <translation>打开捕获</translation>
    </message>
    <message>
        <source>Sessions (*.jsonl);;All files (*)</source>
        <translation>会话 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The capture could not be opened: %1</source>
        <translation>无法打开捕获：%1</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureRequestDetails</name>
    <message>
        <source>Request headers as the client sent them; the endpoint forwards them unchanged but for Host and the hop-by-hop ones. Credential values are never recorded: they read [REDACTED].</source>
        <translation>客户端发送的请求头；端点原样转发，仅替换 Host 和逐跳请求头。凭据的值从不记录，显示为 [REDACTED]。</translation>
    </message>
    <message>
        <source>
… %1 more bytes (save or export the capture for the whole body)</source>
        <translation>
… 还有 %1 字节（保存或导出捕获可查看完整内容）</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Select a request to see what the client sent and received.</source>
        <translation>选择一个请求，查看客户端发送和接收的内容。</translation>
    </message>
    <message>
        <source>Request %1 is still running or being read; it shows here once it is.</source>
        <translation>请求 %1 仍在进行或正在读取；完成后会显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>Request %1: %2 bytes sent, %Ln token(s).</source>
        <translation>
            <numerusform>请求 %1：已发送 %2 字节，%Ln 个令牌。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureRequestsModel</name>
    <message>
        <source>Answered by the workbench&apos;s scripted model: nothing went to a provider.</source>
        <translation>由工作台的脚本化模型回答：没有请求发往提供方。</translation>
    </message>
    <message>
        <source>Answered from the response cache: nothing went to a provider.</source>
        <translation>由响应缓存回答：没有请求发往提供方。</translation>
    </message>
    <message>
        <source>%1 · script</source>
        <translation>%1 · 脚本</translation>
    </message>
    <message>
        <source>%1 · cache</source>
        <translation>%1 · 缓存</translation>
    </message>
    <message>
        <source>%1 streaming…</source>
        <translation>%1 流式传输中…</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n 个条目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n the client&apos;s own)</source>
        <translation>
            <numerusform>（%n 个为客户端自带）</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the client put it: %1</source>
        <translation>客户端放置的位置：%1</translation>
    </message>
    <message>
        <source>Wire format: %1</source>
        <translation>线路格式：%1</translation>
    </message>
    <message>
        <source>forwarding…</source>
        <translation>转发中…</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无应答</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Skill listing</source>
        <translation>技能列表</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>First byte (ms)</source>
        <translation>首字节（毫秒）</translation>
    </message>
    <message>
        <source>Total (ms)</source>
        <translation>总计（毫秒）</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureSkillsModel</name>
    <message>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message numerus="yes">
        <source>shortened by %n character(s)</source>
        <translation>
            <numerusform>缩短了 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>name only</source>
        <translation>仅名称</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>From the listing of request %1.</source>
        <translation>来自请求 %1 的列表。</translation>
    </message>
    <message>
        <source>Listed as: %1</source>
        <translation>列出为：%1</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观察到</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureLoadTimeline</name>
    <message>
        <source>Request %1</source>
        <translation>请求 %1</translation>
    </message>
    <message>
        <source>Request %1 · %2</source>
        <translation>请求 %1 · %2</translation>
    </message>
    <message>
        <source>Its answer loads %1 (%2).</source>
        <translation>其回答加载了 %1（%2）。</translation>
    </message>
    <message>
        <source>Sends back an error for %1.</source>
        <translation>为 %1 发回了错误。</translation>
    </message>
    <message>
        <source>Sends back the body of %1.</source>
        <translation>发回了 %1 的正文。</translation>
    </message>
    <message>
        <source>Click to show it in Requests.</source>
        <translation>单击可在“请求”中查看。</translation>
    </message>
    <message>
        <source>The loads appear here on a strip of the exchanges, in request order.</source>
        <translation>加载会按请求顺序显示在这条交换记录条上。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CaptureSkillsPanel</name>
    <message>
        <source>Listing:</source>
        <translation>列表：</translation>
    </message>
    <message>
        <source>More than one client ran through this capture: whose listing the verdicts come from (the first listing each client sent).</source>
        <translation>此次捕获中运行了不止一个客户端：判定所依据的是哪个客户端的列表（每个客户端发送的第一个列表）。</translation>
    </message>
    <message>
        <source>%1, request %2</source>
        <translation>%1，请求 %2</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Listed as</source>
        <translation>列出为</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>How</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Client&apos;s result</source>
        <translation>客户端的结果</translation>
    </message>
    <message>
        <source>Your skills: observed against predicted</source>
        <translation>你的技能：观察与预测对比</translation>
    </message>
    <message>
        <source>The client&apos;s own skills</source>
        <translation>客户端自带的技能</translation>
    </message>
    <message>
        <source>Skill loads, in request order</source>
        <translation>技能加载（按请求顺序）</translation>
    </message>
    <message>
        <source>No capture yet: start the endpoint and point a client at it.</source>
        <translation>尚无捕获：启动端点并让客户端指向它。</translation>
    </message>
    <message>
        <source>No request captured yet.</source>
        <translation>尚未捕获任何请求。</translation>
    </message>
    <message>
        <source>No captured request carries a skill listing yet.</source>
        <translation>已捕获的请求中尚无技能列表。</translation>
    </message>
    <message>
        <source>Listing of request %1, sent by %2.</source>
        <translation>请求 %1 的列表，由 %2 发送。</translation>
    </message>
    <message>
        <source>Predicted for a context window of %1 tokens.</source>
        <translation>按 %1 个令牌的上下文窗口预测。</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) listed otherwise than predicted by %1.</source>
        <translation>
            <numerusform>%n 个技能被 %1 以不同于预测的方式列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every skill as predicted.</source>
        <translation>所有技能均与预测一致。</translation>
    </message>
    <message>
        <source>The workbench has no prediction for this client.</source>
        <translation>工作台对该客户端没有预测。</translation>
    </message>
    <message>
        <source>The client&apos;s own skills (%1)</source>
        <translation>客户端自带的技能（%1）</translation>
    </message>
    <message>
        <source>not seen yet</source>
        <translation>尚未看到</translation>
    </message>
    <message>
        <source>error, in request %1</source>
        <translation>出错，见请求 %1</translation>
    </message>
    <message>
        <source>body sent back in request %1</source>
        <translation>正文已在请求 %1 中返回</translation>
    </message>
</context>
<context>
    <name>sw::ui::CatalogPreview</name>
    <message>
        <source>How the consuming framework renders the catalog</source>
        <translation>使用方框架渲染目录的方式</translation>
    </message>
    <message>
        <source>Tokenizer used for the counts</source>
        <translation>用于计数的分词器</translation>
    </message>
    <message>
        <source>Dialect</source>
        <translation>方言</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message numerus="yes">
        <source>%1 tokens · %2 characters · %n skill(s) · %3</source>
        <translation>
            <numerusform>%1 个令牌 · %2 个字符 · %n 个技能 · %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 tokens</source>
        <translation>%1：%2 个令牌</translation>
    </message>
</context>
<context>
    <name>sw::ui::ChatComposer</name>
    <message>
        <source>Message (Ctrl+Enter to send, Up/Down for earlier messages)</source>
        <translation>消息（Ctrl+Enter 发送，上/下方向键查看之前的消息）</translation>
    </message>
</context>
<context>
    <name>sw::ui::ChatMessagesModel</name>
    <message numerus="yes">
        <source>The workbench sent the skill catalog again as a user message: it changed (%n skill(s)), and this complete catalog replaces every earlier list.</source>
        <translation>
            <numerusform>工作台再次以用户消息发送了技能目录：目录已变化（%n 个技能），这份完整目录取代之前的所有列表。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The workbench sent the skill catalog as a user message (%n skill(s)), as the agent does.</source>
        <translation>
            <numerusform>工作台按该智能体的做法，以用户消息发送了技能目录（%n 个技能）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ChatPanel</name>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <source>Play scenario</source>
        <translation>播放场景</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation>取消编辑</translation>
    </message>
    <message>
        <source>Where answers come from: a scripted replay (no model is called) or an OpenAI-compatible endpoint</source>
        <translation>回答的来源：脚本化回放（不调用模型）或兼容 OpenAI 的接口</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Agent profile: tools, catalog dialect, materialisation and load mode</source>
        <translation>智能体配置：工具、目录方言、物化方式和加载模式</translation>
    </message>
    <message>
        <source>Declare skills</source>
        <translation>声明技能</translation>
    </message>
    <message>
        <source>Skills loaded by the caller for the next turn (no tool call)</source>
        <translation>由调用方为下一轮加载的技能（无需工具调用）</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>发送（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>提供方：</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>Keep the conversation as it is (Esc)</source>
        <translation>保持对话不变（Esc）</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>回放：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Replay&lt;/b&gt; of a scripted scenario: answers come from %1, no model is called. Tool calls run for real against the skills and the workspace.</source>
        <translation>脚本化场景的&lt;b&gt;回放&lt;/b&gt;：回答来自 %1，不调用任何模型。工具调用会真实地在技能和工作区上执行。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Request %1 sent, waiting for the answer…</source>
        <translation>请求 %1 已发送，正在等待回答…</translation>
    </message>
    <message>
        <source>Running tool %1…</source>
        <translation>正在运行工具 %1…</translation>
    </message>
    <message>
        <source>Rate limited or server error: retrying in %1 s</source>
        <translation>触发限流或服务器错误：%1 秒后重试</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>消息为空。</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>There is no conversation to edit.</source>
        <translation>没有可编辑的对话。</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>重新发送</translation>
    </message>
    <message>
        <source>Editing an earlier message: Resend replaces it and drops everything after it. Esc cancels.</source>
        <translation>正在编辑之前的消息：“重新发送”会替换该消息并丢弃其后的全部内容。按 Esc 取消。</translation>
    </message>
    <message>
        <source>Editing an earlier message</source>
        <translation>正在编辑之前的消息</translation>
    </message>
    <message>
        <source>Stop the running turn before opening a session.</source>
        <translation>请先停止正在进行的轮次，再打开会话。</translation>
    </message>
    <message>
        <source>Cannot open the session %1: %2</source>
        <translation>无法打开会话 %1：%2</translation>
    </message>
    <message>
        <source>There is no conversation to save yet.</source>
        <translation>还没有可保存的对话。</translation>
    </message>
    <message>
        <source>Cannot save the session: %1</source>
        <translation>无法保存会话：%1</translation>
    </message>
    <message>
        <source>There is no conversation to export yet.</source>
        <translation>还没有可导出的对话。</translation>
    </message>
    <message>
        <source>Unsaved session</source>
        <translation>未保存的会话</translation>
    </message>
    <message>
        <source>The conversation has turns that are not saved. Save the session first?</source>
        <translation>对话中有尚未保存的轮次。要先保存会话吗？</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Sessions (*.jsonl);;All files (*)</source>
        <translation>会话 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation>会话另存为</translation>
    </message>
    <message>
        <source>Export Session</source>
        <translation>导出会话</translation>
    </message>
    <message>
        <source>Export as HTML Report</source>
        <translation>导出为 HTML 报告</translation>
    </message>
    <message>
        <source>Export as Markdown</source>
        <translation>导出为 Markdown</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML 报告 (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Exported %1 (API keys redacted).</source>
        <translation>已导出 %1（API 密钥已隐去）。</translation>
    </message>
    <message>
        <source>Export Requests as HAR</source>
        <translation>将请求导出为 HAR</translation>
    </message>
    <message>
        <source>HTTP Archive (*.har)</source>
        <translation>HTTP 存档 (*.har)</translation>
    </message>
    <message>
        <source>The scenario %1 could not be read.</source>
        <translation>无法读取场景 %1。</translation>
    </message>
    <message>
        <source>Replaying the next response…</source>
        <translation>正在回放下一个响应…</translation>
    </message>
    <message>
        <source>paused · F9 for the next step</source>
        <translation>已暂停 · 按 F9 进入下一步</translation>
    </message>
    <message>
        <source>Paused, step %1 of %2: press F9 (Next step) to release the next response, or Play.</source>
        <translation>已暂停，第 %1 步，共 %2 步：按 F9（下一步）放出下一个响应，或点击“播放”。</translation>
    </message>
    <message>
        <source>Cannot start the scenario %1: %2</source>
        <translation>无法开始场景 %1：%2</translation>
    </message>
    <message>
        <source>Answer the open question about the current session first.</source>
        <translation>请先回答关于当前会话的问题。</translation>
    </message>
    <message>
        <source>The current session was kept.</source>
        <translation>已保留当前会话。</translation>
    </message>
    <message>
        <source>Cannot start the scenario %1.</source>
        <translation>无法开始场景 %1。</translation>
    </message>
    <message>
        <source>Request %1 (a re-send) answered: compare it with its original in the inspector&apos;s Diff.</source>
        <translation>请求 %1（重新发送）已得到回答：可在检查器的“差异”中与原请求对比。</translation>
    </message>
    <message>
        <source>This session replays “%1”, which is not installed here: it cannot be continued.</source>
        <translation>此会话回放“%1”，但这里没有安装该场景：无法继续。</translation>
    </message>
    <message>
        <source>This session was recorded with a model (%1, %2). Choose that provider in the chat&apos;s Provider box first, then open the session again.</source>
        <translation>此会话是与模型（%1，%2）一起录制的。请先在对话的“提供方”框中选择该提供方，再重新打开会话。</translation>
    </message>
    <message>
        <source>This session does not say which provider it used (it names “%1”, model %2). Continue it with %3?</source>
        <translation>此会话没有注明它使用的提供方（它写的是“%1”，模型 %2）。要用 %3 继续吗？</translation>
    </message>
    <message>
        <source>The session was not opened.</source>
        <translation>会话未打开。</translation>
    </message>
    <message>
        <source>This session&apos;s requests were sent as %1; %2 is now set to send %3. Continue the session in %3?</source>
        <translation>此会话的请求以 %1 发送；%2 现在设置为发送 %3。要以 %3 继续此会话吗？</translation>
    </message>
    <message>
        <source>The session&apos;s profile %1 is not installed. Continue it with %2?</source>
        <translation>会话的配置 %1 没有安装。要用 %2 继续吗？</translation>
    </message>
    <message>
        <source>The %1 profile loads a skill only through its own tool, as the client does: a declared skill would be marked loaded but never sent. Ask for the skill in the message instead.</source>
        <translation>%1 配置与其客户端一样，只通过自己的工具加载技能：声明的技能会被标记为已加载，却永远不会发送。请改为在消息中要求使用该技能。</translation>
    </message>
    <message>
        <source>The session %1 is a replay; it cannot continue against a model.</source>
        <translation>会话 %1 是回放，不能改用模型继续。</translation>
    </message>
    <message>
        <source>The session %1 was recorded with a model; it cannot continue as a replay.</source>
        <translation>会话 %1 是与模型一起录制的，不能作为回放继续。</translation>
    </message>
    <message>
        <source>The running turn was stopped so that the session could be saved.</source>
        <translation>为了保存会话，已停止正在进行的回合。</translation>
    </message>
    <message>
        <source>A turn is still running. Stop it? What has arrived stays in the conversation, marked incomplete.</source>
        <translation>一个回合仍在进行。要停止它吗？已收到的内容会留在对话中，并标记为不完整。</translation>
    </message>
    <message>
        <source>New Session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Its listing follows %1</source>
        <translation>其技能列表遵循 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::ChatView</name>
    <message>
        <source>Rendering %1 characters…</source>
        <translation>正在渲染 %1 个字符…</translation>
    </message>
    <message>
        <source>Ask something: the agent sees the skill catalog and loads skills with its tools.</source>
        <translation>提个问题：智能体能看到技能目录，并通过工具加载技能。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <source>typing…</source>
        <translation>正在输入…</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>error · %1 ms</source>
        <translation>错误 · %1 毫秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>stopped · %1 ms</source>
        <translation>已停止 · %1 毫秒</translation>
    </message>
    <message>
        <source>not run (stopped)</source>
        <translation>未运行（已停止）</translation>
    </message>
    <message>
        <source>Incomplete answer: what arrived before it was cut off (see below).</source>
        <translation>回答不完整：这是中断前收到的内容（见下方）。</translation>
    </message>
    <message>
        <source>· the retry succeeded</source>
        <translation>· 重试已成功</translation>
    </message>
    <message>
        <source>Readable</source>
        <translation>易读</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>exit code 0</source>
        <translation>退出码 0</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>已超时</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ClaudeCodeFields</name>
    <message>
        <source>Hidden from the model (disable-model-invocation)</source>
        <translation>对模型隐藏 (disable-model-invocation)</translation>
    </message>
    <message>
        <source>In the user&apos;s / menu (user-invocable)</source>
        <translation>显示在用户的 / 菜单中 (user-invocable)</translation>
    </message>
    <message>
        <source>Claude Code fields</source>
        <translation>Claude Code 字段</translation>
    </message>
    <message>
        <source>Fields only Claude Code reads: other clients ignore them (docs/dialects.md)</source>
        <translation>只有 Claude Code 读取的字段：其他客户端会忽略它们 (docs/dialects.md)</translation>
    </message>
    <message>
        <source>Listed after the description (the two together are cut at 1,536 characters)</source>
        <translation>列在描述之后（两者合计在 1,536 个字符处截断）</translation>
    </message>
    <message>
        <source>e.g. [file] [format]</source>
        <translation>例如 [file] [format]</translation>
    </message>
    <message>
        <source>the conversation&apos;s model</source>
        <translation>对话所用的模型</translation>
    </message>
    <message>
        <source>Main conversation</source>
        <translation>主对话</translation>
    </message>
    <message>
        <source>Forked sub-agent (fork)</source>
        <translation>分叉的子代理 (fork)</translation>
    </message>
    <message>
        <source>e.g. src/**/*.py: listed only once a matching file is read or edited</source>
        <translation>例如 src/**/*.py：只有在读取或编辑了匹配的文件后才列出</translation>
    </message>
    <message>
        <source>Claude Code leaves the skill out of the model&apos;s listing; the user can still invoke it with /name</source>
        <translation>Claude Code 不会把该技能列给模型；用户仍可用 /名称 调用它</translation>
    </message>
    <message>
        <source>Off: hidden from the user&apos;s / menu only; the model still sees the skill</source>
        <translation>关闭：仅从用户的 / 菜单中隐藏；模型仍能看到该技能</translation>
    </message>
    <message>
        <source>When to use</source>
        <translation>何时使用</translation>
    </message>
    <message>
        <source>Argument hint</source>
        <translation>参数提示</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>路径</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClientsDialog</name>
    <message>
        <source>Choose Program…</source>
        <translation>选择程序…</translation>
    </message>
    <message>
        <source>Use PATH</source>
        <translation>使用 PATH</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>核对</translation>
    </message>
    <message>
        <source>Agent Clients</source>
        <translation>智能体客户端</translation>
    </message>
    <message>
        <source>The real agent clients the Trigger Lab and the Capture page run. Calibrate runs one headless on the workbench&apos;s probe skills against a scripted loopback model (no network, no key) and keeps what it sent; Verify compares the workbench&apos;s prediction with it.</source>
        <translation>触发实验室和捕获页运行的真实智能体客户端。“校准”在工作台的探测技能上以无界面方式运行客户端，对接脚本化的本机回环模型（无网络、无密钥），并保存它发送的内容；“核对”将工作台的预测与之比较。</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>looking…</source>
        <translation>查找中…</translation>
    </message>
    <message>
        <source>Verify shows here how far the prediction agrees with the client.</source>
        <translation>“核对”会在这里显示预测与客户端的一致程度。</translation>
    </message>
    <message>
        <source>Run the client on the probe skills and store what it sent (about 10-60 s)</source>
        <translation>在探测技能上运行客户端并保存它发送的内容（约 10-60 秒）</translation>
    </message>
    <message>
        <source>Compare the workbench&apos;s prediction with the stored calibration (calibrates first when there is none for this version)</source>
        <translation>将工作台的预测与已保存的校准比较（此版本尚无校准时先校准）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation>（已选择）</translation>
    </message>
    <message>
        <source>not on PATH</source>
        <translation>不在 PATH 中</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Choose the %1 Program</source>
        <translation>选择 %1 程序</translation>
    </message>
    <message>
        <source>Programs (*)</source>
        <translation>程序 (*)</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 不是可执行程序。</translation>
    </message>
    <message>
        <source>Calibrating %1 %2…</source>
        <translation>正在校准 %1 %2…</translation>
    </message>
    <message>
        <source>the calibration could not be stored: %1</source>
        <translation>无法保存校准：%1</translation>
    </message>
    <message>
        <source>Calibration of %1 failed: %2</source>
        <translation>%1 校准失败：%2</translation>
    </message>
    <message>
        <source>Calibrated %1 %2: %3</source>
        <translation>已校准 %1 %2：%3</translation>
    </message>
    <message>
        <source>Cannot read the calibration: %1</source>
        <translation>无法读取校准：%1</translation>
    </message>
    <message>
        <source>%1 %2: the prediction agrees (verdicts %3/%4, lines %5/%6).</source>
        <translation>%1 %2：预测一致（判定 %3/%4，行 %5/%6）。</translation>
    </message>
    <message>
        <source>%1 %2: verdicts %3/%4, lines %5/%6; each difference is listed below.</source>
        <translation>%1 %2：判定 %3/%4，行 %5/%6；每处差异列在下方。</translation>
    </message>
    <message>
        <source>Verifying %1…</source>
        <translation>正在核对 %1…</translation>
    </message>
</context>
<context>
    <name>sw::ui::CommandPalette</name>
    <message>
        <source>Type a command…</source>
        <translation>输入命令…</translation>
    </message>
</context>
<context>
    <name>sw::ui::ComparisonModel</name>
    <message>
        <source>#%1 · turn %2</source>
        <translation>#%1 · 第 %2 轮</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation>（%1%）</translation>
    </message>
    <message>
        <source>Tokens of request %1 as sent (exact count)</source>
        <translation>请求 %1 实际发送的令牌数（精确计数）</translation>
    </message>
    <message>
        <source>Tokens of request %1 as sent (estimate)</source>
        <translation>请求 %1 实际发送的令牌数（估算）</translation>
    </message>
    <message>
        <source>The first request shares nothing with an earlier one</source>
        <translation>第一个请求与之前的请求没有共享内容</translation>
    </message>
    <message>
        <source>Tokens at the start of request %1 identical to request %2: a prompt cache can reuse them</source>
        <translation>请求 %1 开头与请求 %2 相同的令牌：提示词缓存可以复用它们</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>%1: prompt tokens</source>
        <translation>%1：提示词令牌</translation>
    </message>
    <message>
        <source>%1: cacheable prefix</source>
        <translation>%1：可缓存前缀</translation>
    </message>
</context>
<context>
    <name>sw::ui::ComparisonView</name>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Scenario A</source>
        <translation>场景 A</translation>
    </message>
    <message>
        <source>Scenario B</source>
        <translation>场景 B</translation>
    </message>
    <message>
        <source>Compare two sessions</source>
        <translation>比较两个会话</translation>
    </message>
    <message>
        <source>Both scenarios are replayed through the agent loop with the bundled skills. Each request&apos;s prompt tokens are shown beside the part it shares with the request before it: the prefix a provider&apos;s prompt cache can reuse.</source>
        <translation>两个场景都会使用内置技能通过智能体循环回放。每个请求的提示词令牌数旁边显示它与前一个请求共享的部分：即提供方的提示词缓存可以复用的前缀。</translation>
    </message>
    <message>
        <source>A:</source>
        <translation>A：</translation>
    </message>
    <message>
        <source>B:</source>
        <translation>B：</translation>
    </message>
    <message>
        <source>Replaying both scenarios…</source>
        <translation>正在回放两个场景…</translation>
    </message>
    <message>
        <source>Replaying both scenarios… %1 of %2 responses</source>
        <translation>正在回放两个场景… 第 %1 个响应，共 %2 个</translation>
    </message>
    <message>
        <source>Replayed with the scripted provider (no model was called).</source>
        <translation>已使用脚本化提供方回放（未调用任何模型）。</translation>
    </message>
    <message>
        <source>Choose two scenarios and press Compare.</source>
        <translation>选择两个场景，然后点击“比较”。</translation>
    </message>
    <message>
        <source>No demo scenarios were found; set SW_DATA_DIR to the folder that holds scenarios/.</source>
        <translation>未找到演示场景；请将 SW_DATA_DIR 设置为包含 scenarios/ 的文件夹。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>%1 prompt tokens</source>
        <translation>%1 个提示词令牌</translation>
    </message>
    <message>
        <source>%1 cacheable prefix</source>
        <translation>%1 可缓存前缀</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>No comparison yet</source>
        <translation>尚无比较</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 (%3): %4 requests, %5 prompt tokens, &lt;b&gt;%6&lt;/b&gt; cacheable (%7%)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2（%3）：%4 个请求，%5 个提示词令牌，&lt;b&gt;%6&lt;/b&gt; 个可缓存（%7%）</translation>
    </message>
</context>
<context>
    <name>sw::ui::ConfusionMatrixModel</name>
    <message numerus="yes">
        <source>Expected %1, loaded %2: %n run(s)</source>
        <translation>
            <numerusform>期望 %1，加载了 %2：%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Expected: %1</source>
        <translation>期望：%1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>加载：%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::DebugPage</name>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>sw::ui::DemoController</name>
    <message>
        <source>Could not create a temporary folder for the demo workspace: %1</source>
        <translation>无法为演示工作区创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>The replay could not send the next user message.</source>
        <translation>回放无法发送下一条用户消息。</translation>
    </message>
</context>
<context>
    <name>sw::ui::DiagnosticText</name>
    <message>
        <source>Missing required file: SKILL.md</source>
        <translation>缺少必需的文件：SKILL.md</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>SKILL.md is not valid UTF-8</source>
        <translation>SKILL.md 不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>Save the file as UTF-8</source>
        <translation>将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>SKILL.md must start with YAML frontmatter (---)</source>
        <translation>SKILL.md 必须以 YAML 前置元数据（---）开头</translation>
    </message>
    <message>
        <source>Remove the UTF-8 byte order mark before the opening ---</source>
        <translation>删除开头 --- 之前的 UTF-8 字节顺序标记（BOM）</translation>
    </message>
    <message>
        <source>Start the file with a --- line, the name and description fields, and a closing --- line</source>
        <translation>以一行 --- 开始文件，写上 name 和 description 字段，再以一行 --- 结束</translation>
    </message>
    <message>
        <source>SKILL.md frontmatter not properly closed with ---</source>
        <translation>SKILL.md 的前置元数据没有以 --- 正确结束</translation>
    </message>
    <message>
        <source>Add a --- line after the last frontmatter field</source>
        <translation>在最后一个前置元数据字段之后添加一行 ---</translation>
    </message>
    <message>
        <source>Invalid YAML in frontmatter: %1</source>
        <translation>前置元数据中的 YAML 无效：%1</translation>
    </message>
    <message>
        <source>Write the mapping in block style, one `key: value` per indented line</source>
        <translation>改用块样式书写映射，每个缩进行一个 `key: value`</translation>
    </message>
    <message>
        <source>Write the list in block style, one `- item` per line, or as one quoted string</source>
        <translation>改用块样式书写列表（每行一个 `- item`），或写成一个带引号的字符串</translation>
    </message>
    <message>
        <source>Repeat the value instead of using an anchor or alias</source>
        <translation>直接重复该值，不要使用锚点或别名</translation>
    </message>
    <message>
        <source>Remove the tag and quote the value if needed</source>
        <translation>删除标签，必要时给值加引号</translation>
    </message>
    <message>
        <source>Invalid YAML in frontmatter: duplicate key &apos;%1&apos;</source>
        <translation>前置元数据中的 YAML 无效：键 &apos;%1&apos; 重复</translation>
    </message>
    <message>
        <source>Keep one &apos;%1&apos; field</source>
        <translation>只保留一个 &apos;%1&apos; 字段</translation>
    </message>
    <message>
        <source>SKILL.md frontmatter must be a YAML mapping</source>
        <translation>SKILL.md 的前置元数据必须是 YAML 映射</translation>
    </message>
    <message>
        <source>Write the frontmatter as `key: value` lines</source>
        <translation>将前置元数据写成 `key: value` 行</translation>
    </message>
    <message>
        <source>Not a field of the specification: %1. The allowed fields are name, description, license, compatibility, metadata and allowed-tools.</source>
        <translation>不是规范中的字段：%1。允许的字段为 name、description、license、compatibility、metadata 和 allowed-tools。</translation>
    </message>
    <message>
        <source>Move %1 under metadata: or remove it</source>
        <translation>将 %1 移到 metadata: 之下，或将其删除</translation>
    </message>
    <message>
        <source>Move %1 under metadata: or remove them</source>
        <translation>将 %1 移到 metadata: 之下，或将它们删除</translation>
    </message>
    <message>
        <source>Missing required field in frontmatter: name</source>
        <translation>前置元数据缺少必需字段：name</translation>
    </message>
    <message>
        <source>Add name: %1</source>
        <translation>添加 name: %1</translation>
    </message>
    <message>
        <source>Missing required field in frontmatter: description</source>
        <translation>前置元数据缺少必需字段：description</translation>
    </message>
    <message>
        <source>Add description: saying what the skill does and when to use it</source>
        <translation>添加 description:，说明技能做什么以及何时使用</translation>
    </message>
    <message>
        <source>Field &apos;name&apos; must be a non-empty string</source>
        <translation>字段 &apos;name&apos; 必须是非空字符串</translation>
    </message>
    <message>
        <source>Set name: %1</source>
        <translation>设置 name: %1</translation>
    </message>
    <message>
        <source>Skill name &apos;%1&apos; exceeds %2 character limit (%3 chars)</source>
        <translation>技能名称 &apos;%1&apos; 超过 %2 个字符的上限（%3 个字符）</translation>
    </message>
    <message>
        <source>Skill name &apos;%1&apos; must be lowercase</source>
        <translation>技能名称 &apos;%1&apos; 必须是小写</translation>
    </message>
    <message>
        <source>Skill name cannot start or end with a hyphen</source>
        <translation>技能名称不能以连字符开头或结尾</translation>
    </message>
    <message>
        <source>Skill name cannot contain consecutive hyphens</source>
        <translation>技能名称不能包含连续的连字符</translation>
    </message>
    <message>
        <source>Skill name &apos;%1&apos; contains invalid characters. Only letters, digits, and hyphens are allowed.</source>
        <translation>技能名称 &apos;%1&apos; 含有无效字符。只允许字母、数字和连字符。</translation>
    </message>
    <message>
        <source>Use &apos;%1&apos;</source>
        <translation>改用 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Directory name &apos;%1&apos; must match skill name &apos;%2&apos;</source>
        <translation>目录名 &apos;%1&apos; 必须与技能名称 &apos;%2&apos; 一致</translation>
    </message>
    <message>
        <source>Rename the folder to &apos;%1&apos; or set name: %2</source>
        <translation>将文件夹重命名为 &apos;%1&apos;，或设置 name: %2</translation>
    </message>
    <message>
        <source>Field &apos;description&apos; must be a non-empty string</source>
        <translation>字段 &apos;description&apos; 必须是非空字符串</translation>
    </message>
    <message>
        <source>Say what the skill does and when to use it</source>
        <translation>说明技能做什么以及何时使用</translation>
    </message>
    <message>
        <source>Description exceeds %1 character limit (%2 chars)</source>
        <translation>描述超过 %1 个字符的上限（%2 个字符）</translation>
    </message>
    <message>
        <source>Shorten the description by %1 characters</source>
        <translation>将描述缩短 %1 个字符</translation>
    </message>
    <message>
        <source>Field &apos;compatibility&apos; must be a string</source>
        <translation>字段 &apos;compatibility&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>Field &apos;compatibility&apos; must be 1-500 characters when present</source>
        <translation>字段 &apos;compatibility&apos; 存在时必须为 1-500 个字符</translation>
    </message>
    <message>
        <source>Remove the empty compatibility field</source>
        <translation>删除空的 compatibility 字段</translation>
    </message>
    <message>
        <source>Compatibility exceeds %1 character limit (%2 chars)</source>
        <translation>compatibility 超过 %1 个字符的上限（%2 个字符）</translation>
    </message>
    <message>
        <source>Shorten compatibility by %1 characters</source>
        <translation>将 compatibility 缩短 %1 个字符</translation>
    </message>
    <message>
        <source>Field &apos;metadata&apos; must be a mapping of string keys to string values</source>
        <translation>字段 &apos;metadata&apos; 必须是字符串键到字符串值的映射</translation>
    </message>
    <message>
        <source>Write metadata as indented `key: value` lines</source>
        <translation>将 metadata 写成缩进的 `key: value` 行</translation>
    </message>
    <message>
        <source>Metadata value &apos;%1&apos; must be a string</source>
        <translation>metadata 的值 &apos;%1&apos; 必须是字符串</translation>
    </message>
    <message>
        <source>Write the value as one quoted string</source>
        <translation>将该值写成一个带引号的字符串</translation>
    </message>
    <message>
        <source>Field &apos;allowed-tools&apos; should be a space-separated string</source>
        <translation>字段 &apos;allowed-tools&apos; 应为以空格分隔的字符串</translation>
    </message>
    <message>
        <source>Use allowed-tools: %1</source>
        <translation>改用 allowed-tools: %1</translation>
    </message>
    <message>
        <source>A tab in the indentation: YAML indents with spaces only</source>
        <translation>缩进中有制表符：YAML 只能用空格缩进</translation>
    </message>
    <message>
        <source>Replace the tab with spaces</source>
        <translation>将制表符替换为空格</translation>
    </message>
    <message>
        <source>The value of &apos;%1&apos; has an unquoted &apos;: &apos;, which YAML reads as the start of another key</source>
        <translation>&apos;%1&apos; 的值中有未加引号的 &apos;: &apos;，YAML 会把它当成另一个键的开始</translation>
    </message>
    <message>
        <source>Rewrite the value without the colon, or keep the colon in a folded block (the key, then &gt;- , then the value indented on the next line), which every reader takes as written</source>
        <translation>去掉值中的冒号重写，或保留冒号并改用折叠块（先写键，再写 &gt;- ，下一行缩进写值），所有读取方都会原样读取</translation>
    </message>
    <message>
        <source>The quoted value of &apos;%1&apos; has no closing quote</source>
        <translation>&apos;%1&apos; 带引号的值缺少右引号</translation>
    </message>
    <message>
        <source>Close the quote at the end of the value, or remove the opening quote</source>
        <translation>在值的末尾补上引号，或删除开头的引号</translation>
    </message>
    <message>
        <source>Text follows the closing quote of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 的右引号后面还有文字</translation>
    </message>
    <message>
        <source>Put the whole value inside the quotes, or remove the quotes</source>
        <translation>把整个值放进引号里，或去掉引号</translation>
    </message>
    <message>
        <source>This line is not a `key: value` line</source>
        <translation>这一行不是 `key: value` 行</translation>
    </message>
    <message>
        <source>Join it to the value above, indent it under a key, or make it a comment</source>
        <translation>把它并入上面的值、缩进到某个键之下，或改成注释</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is indented under &apos;%2&apos;, which already has a value on its line</source>
        <translation>&apos;%1&apos; 缩进在 &apos;%2&apos; 之下，而 &apos;%2&apos; 在本行已经有值</translation>
    </message>
    <message>
        <source>Indent &apos;%1&apos; like &apos;%2&apos;</source>
        <translation>让 &apos;%1&apos; 与 &apos;%2&apos; 的缩进相同</translation>
    </message>
    <message>
        <source>Replace the tabs with spaces</source>
        <translation>将制表符替换为空格</translation>
    </message>
    <message>
        <source>Rewrite without the colon: %1</source>
        <translation>改写为不含冒号：%1</translation>
    </message>
    <message>
        <source>Keep the colon: write %1 as a folded block (&gt;-)</source>
        <translation>保留冒号：将 %1 写成折叠块（&gt;-）</translation>
    </message>
    <message>
        <source>Quote the value</source>
        <translation>给值加引号</translation>
    </message>
    <message>
        <source>Remove the quotes</source>
        <translation>去掉引号</translation>
    </message>
    <message>
        <source>Remove the unmatched quote</source>
        <translation>删除不成对的引号</translation>
    </message>
    <message>
        <source>Close the quote</source>
        <translation>补上右引号</translation>
    </message>
    <message>
        <source>Remove the extra indentation</source>
        <translation>删除多余的缩进</translation>
    </message>
    <message>
        <source>Join the line to the value of &apos;%1&apos;</source>
        <translation>将这一行并入 &apos;%1&apos; 的值</translation>
    </message>
    <message>
        <source>Turn the line into a comment</source>
        <translation>将这一行改为注释</translation>
    </message>
    <message>
        <source>No YAML frontmatter found</source>
        <translation>未找到 YAML 前置元数据</translation>
    </message>
    <message>
        <source>Invalid frontmatter format</source>
        <translation>前置元数据格式无效</translation>
    </message>
    <message>
        <source>Frontmatter must be a YAML dictionary</source>
        <translation>前置元数据必须是 YAML 字典</translation>
    </message>
    <message>
        <source>Claude does not accept these fields: %1. The allowed fields are name, description, license, compatibility, metadata and allowed-tools.</source>
        <translation>Claude 不接受这些字段：%1。允许的字段为 name、description、license、compatibility、metadata 和 allowed-tools。</translation>
    </message>
    <message>
        <source>Missing &apos;name&apos; in frontmatter</source>
        <translation>前置元数据缺少 &apos;name&apos;</translation>
    </message>
    <message>
        <source>Missing &apos;description&apos; in frontmatter</source>
        <translation>前置元数据缺少 &apos;description&apos;</translation>
    </message>
    <message>
        <source>Name must be a string, got %1</source>
        <translation>名称必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>Quote the name: name: &quot;%1&quot;</source>
        <translation>给名称加引号：name: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Name &apos;%1&apos; should be kebab-case (lowercase letters, digits, and hyphens only)</source>
        <translation>名称 &apos;%1&apos; 应为 kebab-case（只含小写字母、数字和连字符）</translation>
    </message>
    <message>
        <source>Name &apos;%1&apos; cannot start/end with hyphen or contain consecutive hyphens</source>
        <translation>名称 &apos;%1&apos; 不能以连字符开头或结尾，也不能包含连续的连字符</translation>
    </message>
    <message>
        <source>Name is too long (%1 characters). Maximum is 64 characters.</source>
        <translation>名称太长（%1 个字符）。最多 64 个字符。</translation>
    </message>
    <message>
        <source>Name &apos;%1&apos; cannot contain the reserved words &quot;anthropic&quot; or &quot;claude&quot;</source>
        <translation>名称 &apos;%1&apos; 不能包含保留词 &quot;anthropic&quot; 或 &quot;claude&quot;</translation>
    </message>
    <message>
        <source>Description must be a string, got %1</source>
        <translation>描述必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>Description cannot contain angle brackets (&lt; or &gt;)</source>
        <translation>描述不能包含尖括号（&lt; 或 &gt;）</translation>
    </message>
    <message>
        <source>Describe the tag in words instead of writing &lt;...&gt;</source>
        <translation>用文字描述该标签，不要写 &lt;...&gt;</translation>
    </message>
    <message>
        <source>Description is too long (%1 characters). Maximum is 1024 characters.</source>
        <translation>描述太长（%1 个字符）。最多 1024 个字符。</translation>
    </message>
    <message>
        <source>Compatibility must be a string, got %1</source>
        <translation>compatibility 必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <source>Compatibility cannot be empty</source>
        <translation>compatibility 不能为空</translation>
    </message>
    <message>
        <source>Compatibility is too long (%1 characters). Maximum is 500 characters.</source>
        <translation>compatibility 太长（%1 个字符）。最多 500 个字符。</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go finds no frontmatter: it names the skill &apos;%1&apos; after its folder, gives it an empty description and sends the whole file as the body</source>
        <translation>tRPC-Agent-Go 找不到前置元数据：它按文件夹把技能命名为 &apos;%1&apos;，描述为空，并把整个文件作为正文发送</translation>
    </message>
    <message>
        <source>Make the first line exactly --- (no trailing spaces)</source>
        <translation>第一行必须正好是 ---（末尾不带空格）</translation>
    </message>
    <message>
        <source>Make the closing line exactly --- followed by a line break</source>
        <translation>结束行必须正好是 ---，并紧跟一个换行</translation>
    </message>
    <message>
        <source>Start the file with a --- line and close the frontmatter with a --- line</source>
        <translation>以一行 --- 开始文件，并以一行 --- 结束前置元数据</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go keeps the quotes: it reads the name as %1</source>
        <translation>tRPC-Agent-Go 会保留引号：它读到的名称是 %1</translation>
    </message>
    <message>
        <source>Remove the quotes around the name</source>
        <translation>去掉名称两边的引号</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go keeps the quotes: the description it lists starts with %1</source>
        <translation>tRPC-Agent-Go 会保留引号：它列出的描述以 %1 开头</translation>
    </message>
    <message>
        <source>Remove the quotes, or use a block scalar (description: &gt;-) for text with &apos;: &apos;</source>
        <translation>去掉引号；含 &apos;: &apos; 的文字可改用块标量（description: &gt;-）</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go names this skill &apos;%1&apos; after its folder: the frontmatter has no name</source>
        <translation>前置元数据没有 name：tRPC-Agent-Go 按文件夹将此技能命名为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go lists this skill with an empty description (&quot;- %1: &quot;)</source>
        <translation>tRPC-Agent-Go 列出此技能时描述为空（&quot;- %1: &quot;）</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go reads the name as &apos;%1&apos;, strict YAML as &apos;%2&apos;</source>
        <translation>tRPC-Agent-Go 读到的名称是 &apos;%1&apos;，严格 YAML 读到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go reads the description as &apos;%1&apos;, strict YAML as &apos;%2&apos;</source>
        <translation>tRPC-Agent-Go 读到的描述是 &apos;%1&apos;，严格 YAML 读到的是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Write the description on one line, or as a block scalar (description: &gt;-)</source>
        <translation>将描述写在一行上，或写成块标量（description: &gt;-）</translation>
    </message>
    <message>
        <source>tRPC-Agent-Python cannot parse this frontmatter as YAML: it names the skill &apos;%1&apos; after its folder with no description; tRPC-Agent-Go reads it line by line as name &apos;%2&apos;, description &apos;%3&apos;</source>
        <translation>tRPC-Agent-Python 无法把此前置元数据解析为 YAML：它按文件夹将技能命名为 &apos;%1&apos;，没有描述；tRPC-Agent-Go 逐行读取，得到名称 &apos;%2&apos;、描述 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>Fix the YAML problem reported at this line</source>
        <translation>修正本行报告的 YAML 问题</translation>
    </message>
    <message>
        <source>Another skill named &apos;%1&apos; exists in %2; tRPC-Agent keeps the first one found (earlier root first)</source>
        <translation>%2 中已有名为 &apos;%1&apos; 的技能；tRPC-Agent 保留最先找到的那个（靠前的根目录优先）</translation>
    </message>
    <message>
        <source>Rename one of the skills</source>
        <translation>重命名其中一个技能</translation>
    </message>
    <message>
        <source>SKILL.md has %1 lines; keep it under %2 and move details into reference files</source>
        <translation>SKILL.md 有 %1 行；请控制在 %2 行以内，把细节移到参考文件中</translation>
    </message>
    <message>
        <source>The body is %1 tokens; keep it under 5,000 and move details into reference files</source>
        <translation>正文有 %1 个 token；请控制在 5,000 以内，把细节移到参考文件中</translation>
    </message>
    <message>
        <source>The body is about %1 tokens (estimated at 4 characters per token); keep it under 5,000 and move details into reference files</source>
        <translation>正文约有 %1 个 token（按每 token 4 个字符估算）；请控制在 5,000 以内，把细节移到参考文件中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is referenced but does not exist in the skill folder</source>
        <translation>引用了 &apos;%1&apos;，但技能文件夹中没有它</translation>
    </message>
    <message>
        <source>Add %1 to the skill or fix the path</source>
        <translation>将 %1 添加到技能中，或修正路径</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is referenced but the file is named &apos;%2&apos;: the case differs, so it is not found on case-sensitive file systems (Linux, most agents&apos; sandboxes)</source>
        <translation>引用的是 &apos;%1&apos;，但文件名是 &apos;%2&apos;：大小写不同，在区分大小写的文件系统（Linux、多数代理的沙箱）上找不到</translation>
    </message>
    <message>
        <source>Write the path as &apos;%1&apos;</source>
        <translation>将路径写成 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Change the reference to &apos;%1&apos;</source>
        <translation>将引用改为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not referenced from SKILL.md or any other Markdown file of the skill</source>
        <translation>SKILL.md 和技能中的其他 Markdown 文件都没有引用 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Mention %1 in SKILL.md (say when to read or run it) or remove it</source>
        <translation>在 SKILL.md 中提到 %1（说明何时阅读或运行它），或将其删除</translation>
    </message>
    <message>
        <source>%1 files in &apos;%2&apos; are not referenced from SKILL.md or any other Markdown file of the skill (%3, ...)</source>
        <translation>&apos;%2&apos; 中有 %1 个文件未被 SKILL.md 或技能中的其他 Markdown 文件引用（%3 等）</translation>
    </message>
    <message>
        <source>Mention %1 in SKILL.md (say when to read its files) or remove them</source>
        <translation>在 SKILL.md 中提到 %1（说明何时阅读其中的文件），或将它们删除</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 lines but no table of contents</source>
        <translation>&apos;%1&apos; 有 %2 行，但没有目录</translation>
    </message>
    <message>
        <source>Add a &quot;## Contents&quot; list of its sections near the top</source>
        <translation>在开头附近添加一个列出各节的 &quot;## Contents&quot; 目录</translation>
    </message>
    <message>
        <source>skills-ref refuses this file: strictyaml does not allow flow mappings ({...}), although they are valid YAML and the specification allows them</source>
        <translation>skills-ref 会拒绝此文件：strictyaml 不允许流式映射（{...}），尽管它们是有效的 YAML，规范也允许</translation>
    </message>
    <message>
        <source>skills-ref refuses this file: strictyaml does not allow flow sequences ([...]), although they are valid YAML and the specification allows them</source>
        <translation>skills-ref 会拒绝此文件：strictyaml 不允许流式序列（[...]），尽管它们是有效的 YAML，规范也允许</translation>
    </message>
    <message>
        <source>skills-ref refuses this file: strictyaml does not allow anchors (&amp;) and aliases (*), although they are valid YAML</source>
        <translation>skills-ref 会拒绝此文件：strictyaml 不允许锚点（&amp;）和别名（*），尽管它们是有效的 YAML</translation>
    </message>
    <message>
        <source>skills-ref refuses this file: strictyaml does not allow explicit tags (%1), although they are valid YAML</source>
        <translation>skills-ref 会拒绝此文件：strictyaml 不允许显式标签（%1），尽管它们是有效的 YAML</translation>
    </message>
    <message>
        <source>Rename the skill to &apos;%1&apos;</source>
        <translation>将技能重命名为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Codex ignores agents/openai.yaml: it is not a mapping</source>
        <translation>Codex 忽略 agents/openai.yaml：它不是映射</translation>
    </message>
    <message>
        <source>Codex ignores agents/openai.yaml: policy.allow_implicit_invocation must be true or false</source>
        <translation>Codex 忽略 agents/openai.yaml：policy.allow_implicit_invocation 必须是 true 或 false</translation>
    </message>
    <message>
        <source>Write allow_implicit_invocation: false under policy:</source>
        <translation>在 policy: 下写 allow_implicit_invocation: false</translation>
    </message>
    <message>
        <source>Codex leaves this skill out of the model&apos;s list (policy.allow_implicit_invocation: false); it runs only when the user names it ($%1)</source>
        <translation>Codex 不把此技能列给模型（policy.allow_implicit_invocation: false）；只有用户点名时才运行（$%1）</translation>
    </message>
    <message>
        <source>Codex ignores agents/openai.yaml: &apos;%1&apos; is not a YAML 1.2 boolean</source>
        <translation>Codex 忽略 agents/openai.yaml：&apos;%1&apos; 不是 YAML 1.2 布尔值</translation>
    </message>
    <message>
        <source>Write true or false</source>
        <translation>写 true 或 false</translation>
    </message>
    <message>
        <source>Codex ignores agents/openai.yaml: invalid YAML (%1)</source>
        <translation>Codex 忽略 agents/openai.yaml：YAML 无效（%1）</translation>
    </message>
    <message>
        <source>Codex does not load this skill: missing YAML frontmatter delimited by ---</source>
        <translation>Codex 不加载此技能：缺少以 --- 界定的 YAML 前置元数据</translation>
    </message>
    <message>
        <source>Start the file with a --- line, then name: and description:, then a closing --- line</source>
        <translation>文件以 --- 行开头，接着写 name: 和 description:，再以 --- 行结束</translation>
    </message>
    <message>
        <source>Codex reads this frontmatter only after quoting the values it finds ambiguous (a `: ` or a broken list in a plain value); other readers refuse it</source>
        <translation>Codex 要先给它认为有歧义的值加上引号（纯量值中的 `: ` 或残缺的列表）才能读取此前置元数据；其他读取方会拒绝它</translation>
    </message>
    <message>
        <source>Quote the value: description: &quot;...&quot;</source>
        <translation>给值加引号：description: &quot;...&quot;</translation>
    </message>
    <message>
        <source>Codex does not load this skill: %1</source>
        <translation>Codex 不加载此技能：%1</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid YAML: %1</source>
        <translation>Codex 不加载此技能：YAML 无效：%1</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid YAML: the frontmatter is not a mapping</source>
        <translation>Codex 不加载此技能：YAML 无效：前置元数据不是映射</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid YAML: %1: invalid type: %2, expected a string</source>
        <translation>Codex 不加载此技能：YAML 无效：%1：类型无效：%2，应为字符串</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid YAML: metadata: invalid type: %1, expected a map</source>
        <translation>Codex 不加载此技能：YAML 无效：metadata：类型无效：%1，应为映射</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid metadata.short-description: exceeds maximum length of 1024 characters</source>
        <translation>Codex 不加载此技能：metadata.short-description 无效：超过 1024 个字符的上限</translation>
    </message>
    <message>
        <source>Codex names this skill &apos;%1&apos; after its folder: the frontmatter has no name</source>
        <translation>Codex 按文件夹把此技能命名为 &apos;%1&apos;：前置元数据中没有 name</translation>
    </message>
    <message>
        <source>Codex does not load this skill: invalid name: exceeds maximum length of 64 characters (%1)</source>
        <translation>Codex 不加载此技能：名称无效：超过 64 个字符的上限（%1）</translation>
    </message>
    <message>
        <source>Shorten the name to 64 characters</source>
        <translation>把名称缩短到 64 个字符</translation>
    </message>
    <message>
        <source>Codex does not load this skill: missing field `description`</source>
        <translation>Codex 不加载此技能：缺少字段 `description`</translation>
    </message>
    <message>
        <source>Codex lists only the first 1,021 of the description&apos;s %1 characters and &quot;...&quot; (it cuts descriptions over 1,024 when it loads the skill)</source>
        <translation>Codex 只列出描述 %1 个字符中的前 1,021 个并加上 &quot;...&quot;（加载技能时会截断超过 1,024 个字符的描述）</translation>
    </message>
    <message>
        <source>Shorten the description to 1,024 characters</source>
        <translation>把描述缩短到 1,024 个字符</translation>
    </message>
    <message>
        <source>Codex lists the description on one line: line breaks and runs of spaces become one space</source>
        <translation>Codex 把描述列在一行：换行和连续空格都变成一个空格</translation>
    </message>
    <message>
        <source>Codex ignores the field &apos;%1&apos;</source>
        <translation>Codex 忽略字段 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>To keep Codex from choosing the skill on its own, add agents/openai.yaml with policy: allow_implicit_invocation: false</source>
        <translation>要让 Codex 不自行选用此技能，请添加 agents/openai.yaml，写入 policy: allow_implicit_invocation: false</translation>
    </message>
    <message>
        <source>Claude Code does not read &apos;%1&apos;: the field it reads is &apos;%2&apos;</source>
        <translation>Claude Code 不读取 &apos;%1&apos;：它读取的字段是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>把 %1 改名为 %2</translation>
    </message>
    <message>
        <source>Claude Code ignores the field &apos;%1&apos;</source>
        <translation>Claude Code 忽略字段 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Move it under metadata: (a map of strings) or remove it</source>
        <translation>把它移到 metadata:（字符串映射）下，或删除它</translation>
    </message>
    <message>
        <source>&apos;%1&apos; should be true or false, unquoted; Claude Code may not read &apos;%2&apos; as a boolean</source>
        <translation>&apos;%1&apos; 应为不加引号的 true 或 false；Claude Code 可能不会把 &apos;%2&apos; 当作布尔值</translation>
    </message>
    <message>
        <source>Write %1: %2</source>
        <translation>写 %1: %2</translation>
    </message>
    <message>
        <source>Neither Claude nor the user can invoke this skill: disable-model-invocation is true and user-invocable is false</source>
        <translation>Claude 和用户都无法调用此技能：disable-model-invocation 为 true 且 user-invocable 为 false</translation>
    </message>
    <message>
        <source>Remove one of the two fields</source>
        <translation>删除这两个字段之一</translation>
    </message>
    <message>
        <source>Claude Code leaves this skill out of the model&apos;s listing: only the user can run it (/%1)</source>
        <translation>Claude Code 不把此技能列给模型：只有用户能运行它（/%1）</translation>
    </message>
    <message>
        <source>Claude Code hides this skill from the / menu; Claude can still load it</source>
        <translation>Claude Code 在 / 菜单中隐藏此技能；Claude 仍可加载它</translation>
    </message>
    <message>
        <source>Claude Code lists this skill only after Claude reads or edits a file matching &apos;paths&apos;; until then the model does not see it</source>
        <translation>只有在 Claude 读取或编辑了与 &apos;paths&apos; 匹配的文件之后，Claude Code 才会列出此技能；在此之前模型看不到它</translation>
    </message>
    <message>
        <source>Remove paths: if the skill should always be listed</source>
        <translation>如果此技能应始终列出，请删除 paths:</translation>
    </message>
    <message>
        <source>Claude Code knows context: fork (run in a subagent); &apos;%1&apos; is ignored</source>
        <translation>Claude Code 只认 context: fork（在子代理中运行）；&apos;%1&apos; 被忽略</translation>
    </message>
    <message>
        <source>Write context: fork, or remove the field</source>
        <translation>写 context: fork，或删除此字段</translation>
    </message>
    <message>
        <source>&apos;agent&apos; takes effect only with context: fork; Claude Code ignores it here</source>
        <translation>&apos;agent&apos; 仅在 context: fork 时生效；Claude Code 在此忽略它</translation>
    </message>
    <message>
        <source>Add context: fork</source>
        <translation>添加 context: fork</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a space- or comma-separated string or a list of tool names</source>
        <translation>&apos;%1&apos; 必须是以空格或逗号分隔的字符串，或工具名列表</translation>
    </message>
    <message>
        <source>Write %1: Read Grep Bash(git:*)</source>
        <translation>写 %1: Read Grep Bash(git:*)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a single string</source>
        <translation>&apos;%1&apos; 必须是单个字符串</translation>
    </message>
    <message>
        <source>No description: Claude Code lists the body&apos;s first line instead (up to 100 characters), which rarely says when to use the skill</source>
        <translation>没有描述：Claude Code 改为列出正文的第一行（最多 100 个字符），它很少说明何时使用此技能</translation>
    </message>
    <message>
        <source>Claude Code cuts description and when_to_use to 1,536 characters in its listing: %1 of %2 characters are not shown</source>
        <translation>Claude Code 在列表中把 description 和 when_to_use 截断到 1,536 个字符：%2 个字符中有 %1 个不显示</translation>
    </message>
    <message>
        <source>Shorten description and when_to_use to 1,536 characters together</source>
        <translation>把 description 和 when_to_use 合计缩短到 1,536 个字符</translation>
    </message>
</context>
<context>
    <name>sw::ui::DiagnosticsRunner</name>
    <message>
        <source>Rename the folder to match the name</source>
        <translation>重命名文件夹以匹配名称</translation>
    </message>
    <message>
        <source>Make the name lower-case</source>
        <translation>将名称改为小写</translation>
    </message>
    <message>
        <source>Move unknown fields under metadata</source>
        <translation>将未知字段移到 metadata 下</translation>
    </message>
</context>
<context>
    <name>sw::ui::DiskChangesDialog</name>
    <message>
        <source>Changes on disk: %1</source>
        <translation>磁盘上的更改：%1</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;− your edits&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%2&quot;&gt;&amp;nbsp;+ on disk&amp;nbsp;&lt;/span&gt; &amp;nbsp; Columns: line in your edits, line on disk.</source>
        <translation>&lt;span style=&quot;background:%1&quot;&gt;&amp;nbsp;− 你的编辑&amp;nbsp;&lt;/span&gt; &amp;nbsp; &lt;span style=&quot;background:%2&quot;&gt;&amp;nbsp;+ 磁盘上的版本&amp;nbsp;&lt;/span&gt; &amp;nbsp; 列：你的编辑中的行号，磁盘上的行号。</translation>
    </message>
    <message>
        <source>The files are too large to compare line by line.</source>
        <translation>文件太大，无法逐行比较。</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>从磁盘重新加载</translation>
    </message>
    <message>
        <source>Keep your edits in the editor; saving writes them over the disk&apos;s version</source>
        <translation>保留编辑器中的编辑；保存时会覆盖磁盘上的版本</translation>
    </message>
    <message>
        <source>Replace your edits with the disk&apos;s version (Undo brings them back)</source>
        <translation>用磁盘上的版本替换你的编辑（撤销可恢复）</translation>
    </message>
</context>
<context>
    <name>sw::ui::DocFilePage</name>
    <message>
        <source>Run…</source>
        <translation>运行…</translation>
    </message>
    <message>
        <source>Open the Runs layout with the command that runs this script in a sandboxed workspace</source>
        <translation>打开“运行”布局，并填入在沙盒工作区中运行此脚本的命令</translation>
    </message>
    <message>
        <source>This script is not inside a skill folder: it cannot be run from here.</source>
        <translation>此脚本不在技能文件夹内：无法从这里运行。</translation>
    </message>
    <message>
        <source>Runs as: %1</source>
        <translation>运行命令：%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::EditorArea</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder: open it as a skill root (File ▸ Open Skill Root…).</source>
        <translation>%1 是一个文件夹：请将其作为技能根目录打开（文件 ▸ 打开技能根目录…）。</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>转到行</translation>
    </message>
    <message>
        <source>Line (1 to %1):</source>
        <translation>行号（1 至 %1）：</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>保存对 %1 的更改吗？</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>已将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Restore unsaved edits?</source>
        <translation>恢复未保存的编辑吗？</translation>
    </message>
    <message>
        <source>Skill Workbench found unsaved edits from a previous session:

%1

Restore them?</source>
        <translation>技能工作台发现了上次会话中未保存的编辑：

%1

要恢复吗？</translation>
    </message>
    <message>
        <source>No file open.

Double-click a skill or one of its files in the Library to edit it,
or create a skill with Skill ▸ New Skill (%1).</source>
        <translation>没有打开的文件。

在技能库中双击某个技能或其文件即可编辑，
或通过“技能 ▸ 新建技能”（%1）创建技能。</translation>
    </message>
    <message numerus="yes">
        <source>Save the changes to %n file(s)?</source>
        <translation>
            <numerusform>保存对这 %n 个文件的更改？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (deleted)</source>
        <translation>%1（已删除）</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>已应用：%1</translation>
    </message>
    <message>
        <source>Nothing to fix on line %1</source>
        <translation>第 %1 行没有可修复的问题</translation>
    </message>
    <message>
        <source>Save %1 first: the folder is renamed to the name saved in it.</source>
        <translation>请先保存 %1：文件夹会按文件中已保存的名称重命名。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid skill name: fix the name before renaming the folder.</source>
        <translation>&apos;%1&apos; 不是有效的技能名称：请先修正名称再重命名文件夹。</translation>
    </message>
</context>
<context>
    <name>sw::ui::EvalResultsModel</name>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>出错</translation>
    </message>
    <message>
        <source>%1 of %2 answered runs loaded %3 (95% interval %4–%5); %6 error(s), %7 refusal(s), %8 not run</source>
        <translation>%2 次有回答的运行中有 %1 次加载了 %3（95% 区间 %4–%5）；%6 次出错，%7 次拒答，%8 次未运行</translation>
    </message>
    <message>
        <source>a skill</source>
        <translation>某个技能</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>触发</translation>
    </message>
    <message>
        <source>no trigger</source>
        <translation>不触发</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Loaded instead</source>
        <translation>改为加载</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message numerus="yes">
        <source>Summed over the %n variant(s)</source>
        <translation>
            <numerusform>%n 个变体的合计</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded instead (all)</source>
        <translation>改为加载（全部）</translation>
    </message>
    <message>
        <source>Errors (all)</source>
        <translation>错误（全部）</translation>
    </message>
</context>
<context>
    <name>sw::ui::EvalSetModel</name>
    <message>
        <source>Replace the eval set</source>
        <translation>替换评测集</translation>
    </message>
    <message>
        <source>Switch to a routing set</source>
        <translation>切换为路由评测集</translation>
    </message>
    <message>
        <source>Switch to a per-skill set</source>
        <translation>切换为单技能评测集</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n query(s)</source>
        <translation>
            <numerusform>删除 %n 条查询</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a query</source>
        <translation>添加查询</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>should trigger</source>
        <translation>应触发</translation>
    </message>
    <message>
        <source>should not</source>
        <translation>不应触发</translation>
    </message>
    <message>
        <source>The same query as an earlier row: results are kept per query, so remove one of them.</source>
        <translation>与前面某行的查询相同：结果按查询保存，请删除其中一条。</translation>
    </message>
    <message>
        <source>Empty: type the request a user would send. Empty rows are not run.</source>
        <translation>为空：请输入用户会发送的请求。空行不会运行。</translation>
    </message>
    <message>
        <source>Edit a query</source>
        <translation>编辑查询</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Change an expectation</source>
        <translation>更改期望</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Should load</source>
        <translation>应加载</translation>
    </message>
    <message>
        <source>Expectation</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>sw::ui::EvalSetPanel</name>
    <message>
        <source>The clipboard holds no text to paste as queries.</source>
        <translation>剪贴板中没有可作为查询粘贴的文本。</translation>
    </message>
    <message>
        <source>One skill</source>
        <translation>单个技能</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>One skill: each query should or should not load the skill under test. Routing: each query names the skill that should load, or none.</source>
        <translation>单个技能：每条查询应或不应加载被测技能。路由：每条查询指定应加载的技能，或无。</translation>
    </message>
    <message>
        <source>Add Query</source>
        <translation>添加查询</translation>
    </message>
    <message>
        <source>Add a query (Insert)</source>
        <translation>添加一条查询（Insert）</translation>
    </message>
    <message>
        <source>Delete Queries</source>
        <translation>删除查询</translation>
    </message>
    <message>
        <source>Delete the selected queries (Delete)</source>
        <translation>删除选中的查询（Delete）</translation>
    </message>
    <message>
        <source>Paste Lines as Queries</source>
        <translation>按行粘贴为查询</translation>
    </message>
    <message>
        <source>One query per line; a tab and yes/no (or a skill name) sets the expectation (Ctrl+V)</source>
        <translation>每行一条查询；Tab 加 yes/no（或技能名）设置期望（Ctrl+V）</translation>
    </message>
    <message>
        <source>Import Eval Set…</source>
        <translation>导入评测集…</translation>
    </message>
    <message>
        <source>Export Eval Set…</source>
        <translation>导出评测集…</translation>
    </message>
    <message>
        <source>Suggest Near Misses</source>
        <translation>建议近似反例</translation>
    </message>
    <message>
        <source>Ask the model for requests that look related but should not load the skill; they are added as should-not queries for you to edit</source>
        <translation>请模型给出看似相关但不应加载该技能的请求；它们作为“不应触发”的查询加入，供你修改</translation>
    </message>
    <message>
        <source>Undo the last change to the eval set</source>
        <translation>撤销对评测集的上一次修改</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Paste, import and export</source>
        <translation>粘贴、导入与导出</translation>
    </message>
    <message numerus="yes">
        <source>%n query(s) expecting a skill</source>
        <translation>
            <numerusform>%n 条查询期望某个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expecting none</source>
        <translation>
            <numerusform>%n 条期望无</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n should trigger</source>
        <translation>
            <numerusform>%n 条应触发</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n should not</source>
        <translation>
            <numerusform>%n 条不应触发</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n 条重复</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking the model…</source>
        <translation>正在询问模型…</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n query(s)</source>
        <translation>
            <numerusform>粘贴 %n 条查询</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n query(s).</source>
        <translation>
            <numerusform>已粘贴 %n 条查询。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n query(s) from %1.</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条查询。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Eval Set</source>
        <translation>导入评测集</translation>
    </message>
    <message>
        <source>Eval sets (*.json);;All files (*)</source>
        <translation>评测集 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not import the eval set: %1</source>
        <translation>无法导入评测集：%1</translation>
    </message>
    <message>
        <source>Export Routing Eval Set</source>
        <translation>导出路由评测集</translation>
    </message>
    <message>
        <source>Export Eval Set</source>
        <translation>导出评测集</translation>
    </message>
    <message>
        <source>Eval sets (*.json)</source>
        <translation>评测集 (*.json)</translation>
    </message>
    <message>
        <source>Could not export the eval set: %1</source>
        <translation>无法导出评测集：%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Could not import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
</context>
<context>
    <name>sw::ui::FilePreview</name>
    <message>
        <source>Select an output file to preview it.</source>
        <translation>选择一个输出文件以预览。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源码</translation>
    </message>
    <message>
        <source>Show the file&apos;s source instead of the rendered view</source>
        <translation>显示文件源码而不是渲染视图</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Open with the desktop&apos;s default application</source>
        <translation>用桌面默认应用打开</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message>
        <source>
… (preview limited to %1)</source>
        <translation>
…（预览限制为 %1）</translation>
    </message>
    <message>
        <source>Type: %1
Size: %2 (%3 bytes)

First %4 bytes:

</source>
        <translation>类型：%1
大小：%2（%3 字节）

前 %4 字节：

</translation>
    </message>
    <message>
        <source>Invalid JSON at offset %1: %2

</source>
        <translation>偏移 %1 处的 JSON 无效：%2

</translation>
    </message>
    <message>
        <source>Save output file</source>
        <translation>保存输出文件</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Cannot save %1.</source>
        <translation>无法保存 %1。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FileSession</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>The disk is full: %1 could not be saved. Free some space on the disk of %2 and save again; your edits are still in the editor.</source>
        <translation>磁盘已满：无法保存 %1。请在 %2 所在的磁盘上释放一些空间后再次保存；你的编辑内容仍保留在编辑器中。</translation>
    </message>
    <message>
        <source>The file is too large for this disk or for the file size limit: %1 could not be saved. Your edits are still in the editor.</source>
        <translation>文件对此磁盘或文件大小限制而言过大：无法保存 %1。你的编辑内容仍保留在编辑器中。</translation>
    </message>
    <message>
        <source>The folder is read-only: %1 could not be saved. Change the permissions of %2 or copy the skill to a folder you can write; your edits are still in the editor.</source>
        <translation>文件夹是只读的：无法保存 %1。请修改 %2 的权限，或将技能复制到可写的文件夹；你的编辑内容仍保留在编辑器中。</translation>
    </message>
    <message>
        <source>The folder no longer exists: %1 could not be saved because %2 was removed or renamed. Your edits are still in the editor.</source>
        <translation>文件夹已不存在：无法保存 %1，因为 %2 已被删除或重命名。你的编辑内容仍保留在编辑器中。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FindBar</name>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>全部替换</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>sw::ui::FrontmatterForm</name>
    <message>
        <source>lower-case-with-hyphens</source>
        <translation>小写字母加连字符</translation>
    </message>
    <message>
        <source>What the skill does and when to use it</source>
        <translation>技能做什么，以及何时使用</translation>
    </message>
    <message>
        <source>Environment requirements (optional)</source>
        <translation>环境要求（可选）</translation>
    </message>
    <message>
        <source>e.g. Bash(git:*) Read</source>
        <translation>例如 Bash(git:*) Read</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>添加一条元数据</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>删除选中的元数据</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>License</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Compatibility</source>
        <translation>兼容性</translation>
    </message>
    <message>
        <source>Allowed tools</source>
        <translation>允许的工具</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>SKILL.md has no frontmatter yet: fill in the form to add it.</source>
        <translation>SKILL.md 还没有前置元数据：填写表单即可添加。</translation>
    </message>
    <message>
        <source>The frontmatter is not valid YAML (line %1: %2). The form shows a line-by-line reading; fix the source or use the quick fix (Ctrl+.).</source>
        <translation>前置元数据不是有效的 YAML（第 %1 行：%2）。表单显示的是逐行读取的结果；请修改源码，或使用快速修复（Ctrl+.）。</translation>
    </message>
    <message>
        <source>Test in Trigger Lab</source>
        <translation>在触发实验室中测试</translation>
    </message>
    <message>
        <source>How often does a model load this skill with this description? Opens the Trigger Lab with the unsaved text as variant B (Ctrl+Shift+T)</source>
        <translation>使用这段描述时，模型有多少次会加载该技能？打开触发实验室，并把未保存的文本作为变体 B（Ctrl+Shift+T）</translation>
    </message>
    <message>
        <source>e.g. Apache-2.0</source>
        <translation>例如 Apache-2.0</translation>
    </message>
    <message>
        <source>A licence name (e.g. Apache-2.0) or the name of a licence file in the skill (LICENSE.txt)</source>
        <translation>许可证名称（例如 Apache-2.0），或技能中许可证文件的名称（LICENSE.txt）</translation>
    </message>
</context>
<context>
    <name>sw::ui::GatedProvider</name>
    <message>
        <source>The replay was stopped.</source>
        <translation>回放已停止。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ImagePreview</name>
    <message>
        <source>−</source>
        <translation>−</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>+</source>
        <translation>+</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>实际大小</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Fit to the window</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <source>Cannot read the image: %1</source>
        <translation>无法读取图像：%1</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>sw::ui::ImportConflictDialog</name>
    <message>
        <source>Overwrite</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Import Skill Package</source>
        <translation>导入技能包</translation>
    </message>
    <message>
        <source>Import into:</source>
        <translation>导入到：</translation>
    </message>
    <message>
        <source>%1 can be imported into %2: nothing of that name is there.</source>
        <translation>%1 可以导入到 %2：那里没有同名内容。</translation>
    </message>
    <message>
        <source>%1 already exists in %2 (%3). Replace it with the one in %4, import it as a copy, or choose another root?</source>
        <translation>%1 已存在于 %2（%3）。要用 %4 中的版本替换它、将其作为副本导入，还是选择另一个根目录？</translation>
    </message>
    <message>
        <source>Overwrite moves the existing %1 to the trash. A copy is imported as %2, with its name set to match.</source>
        <translation>覆盖会将现有的 %1 移到回收站。副本将以 %2 导入，其名称会随之设置。</translation>
    </message>
    <message>
        <source>Import as %1</source>
        <translation>导入为 %1</translation>
    </message>
    <message>
        <source>Import as Copies</source>
        <translation>作为副本导入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>After an overwrite, the unsaved changes in %1 stay in their tabs (not saved).</source>
        <translation>覆盖后，%1 中未保存的更改仍保留在各自的标签页中（未保存）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::LibraryPanel</name>
    <message>
        <source>Add Skill Root Folder…</source>
        <translation>添加技能根文件夹…</translation>
    </message>
    <message>
        <source>Add Skill Root URL…</source>
        <translation>添加技能根 URL…</translation>
    </message>
    <message>
        <source>Remove Skill Root</source>
        <translation>移除技能根目录</translation>
    </message>
    <message>
        <source>Refresh Library</source>
        <translation>刷新技能库</translation>
    </message>
    <message>
        <source>Reveal in File Manager</source>
        <translation>在文件管理器中显示</translation>
    </message>
    <message>
        <source>Search SKILL.md Bodies Too</source>
        <translation>同时搜索 SKILL.md 正文</translation>
    </message>
    <message>
        <source>Only Skills with Problems</source>
        <translation>仅显示有问题的技能</translation>
    </message>
    <message>
        <source>Filter skills by name or description</source>
        <translation>按名称或描述筛选技能</translation>
    </message>
    <message>
        <source>No skill has problems.</source>
        <translation>没有技能存在问题。</translation>
    </message>
    <message>
        <source>No skill with problems matches “%1”.</source>
        <translation>没有存在问题的技能与“%1”匹配。</translation>
    </message>
    <message>
        <source>No skill matches “%1”.</source>
        <translation>没有与“%1”匹配的技能。</translation>
    </message>
    <message>
        <source>Names, descriptions and file paths were searched; the button at the right of the filter searches the SKILL.md bodies too.</source>
        <translation>已搜索名称、描述和文件路径；筛选框右侧的按钮可同时搜索 SKILL.md 正文。</translation>
    </message>
    <message>
        <source>Only skills with problems are listed: “%1” is on in the toolbar.</source>
        <translation>只列出存在问题的技能：工具栏中的“%1”已打开。</translation>
    </message>
    <message>
        <source>Also search the SKILL.md bodies</source>
        <translation>同时搜索 SKILL.md 正文</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>正在扫描…</translation>
    </message>
    <message>
        <source>Scanning… %1 folders, %2 skills found</source>
        <translation>正在扫描… 已访问 %1 个文件夹，找到 %2 个技能</translation>
    </message>
    <message>
        <source>Add Skill Root Folder</source>
        <translation>添加技能根文件夹</translation>
    </message>
    <message>
        <source>Add Skill Root URL</source>
        <translation>添加技能根 URL</translation>
    </message>
    <message>
        <source>Address of a skills archive (.zip, .tar.gz) over https:// or file://:</source>
        <translation>技能压缩包（.zip、.tar.gz）的地址，使用 https:// 或 file://：</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>New Doc…</source>
        <translation>新建文档…</translation>
    </message>
    <message>
        <source>New Script…</source>
        <translation>新建脚本…</translation>
    </message>
    <message>
        <source>Rename Skill…</source>
        <translation>重命名技能…</translation>
    </message>
    <message>
        <source>Duplicate Skill…</source>
        <translation>复制技能…</translation>
    </message>
    <message>
        <source>Export Skill…</source>
        <translation>导出技能…</translation>
    </message>
    <message>
        <source>Move Skill to Trash…</source>
        <translation>将技能移到回收站…</translation>
    </message>
    <message>
        <source>New Skill…</source>
        <translation>新建技能…</translation>
    </message>
    <message>
        <source>Import Skill Package…</source>
        <translation>导入技能包…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation>
            <numerusform>%n 个被遮蔽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>validating…</source>
        <translation>正在校验…</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>正在下载 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Downloading %1…
%2 of %3</source>
        <translation>正在下载 %1…
%2 / %3</translation>
    </message>
    <message>
        <source>Downloading %1…
%2</source>
        <translation>正在下载 %1…
%2</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>The skill root %1 could not be added.</source>
        <translation>无法添加技能根目录 %1。</translation>
    </message>
    <message>
        <source>Filter skills</source>
        <translation>筛选技能</translation>
    </message>
</context>
<context>
    <name>sw::ui::LongLineTextView</name>
    <message>
        <source>Preparing %1 characters for display…</source>
        <translation>正在准备显示 %1 个字符…</translation>
    </message>
</context>
<context>
    <name>sw::ui::MainWindow</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>技能库</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>%1 — Skill Workbench</source>
        <translation>%1 — 技能工作台</translation>
    </message>
    <message>
        <source>Open a text file to see its tokens.</source>
        <translation>打开一个文本文件以查看其令牌。</translation>
    </message>
    <message>
        <source>Selection in %1</source>
        <translation>%1 中的选中内容</translation>
    </message>
    <message>
        <source>All of %1</source>
        <translation>%1 全文</translation>
    </message>
    <message>
        <source>Could not start the demo: %1</source>
        <translation>无法启动演示：%1</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>比较场景</translation>
    </message>
    <message>
        <source>Visibility</source>
        <translation>可见性</translation>
    </message>
</context>
<context>
    <name>sw::ui::MetadataTableModel</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>sw::ui::ModeBar</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>编写</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1（Ctrl+%2）</translation>
    </message>
    <message>
        <source>Trigger Lab</source>
        <translation>触发实验室</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>捕获</translation>
    </message>
</context>
<context>
    <name>sw::ui::NewSkillDialog</name>
    <message>
        <source>New Skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <source>my-new-skill</source>
        <translation>my-new-skill</translation>
    </message>
    <message>
        <source>Lower-case letters, digits and single hyphens, up to 64 characters; also the folder&apos;s name</source>
        <translation>小写字母、数字和单个连字符，最多 64 个字符；同时也是文件夹的名称</translation>
    </message>
    <message>
        <source>What the skill does, then when to use it: &quot;Turns a CSV file into a chart. Use when the user shares tabular data and wants a picture of it.&quot;</source>
        <translation>先写技能做什么，再写何时使用：“Turns a CSV file into a chart. Use when the user shares tabular data and wants a picture of it.”</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根目录</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>The name has %1 characters; at most 64 are allowed.</source>
        <translation>名称有 %1 个字符；最多允许 64 个。</translation>
    </message>
    <message>
        <source>A name uses lower-case letters, digits and single hyphens, and does not start or end with a hyphen.</source>
        <translation>名称只能使用小写字母、数字和单个连字符，且不能以连字符开头或结尾。</translation>
    </message>
    <message>
        <source>%1 already exists in this root: choose another name.</source>
        <translation>%1 在此根目录中已存在：请换一个名称。</translation>
    </message>
    <message>
        <source>Claude&apos;s skill upload rejects names containing &quot;claude&quot; or &quot;anthropic&quot;.</source>
        <translation>Claude 的技能上传会拒绝包含 “claude” 或 “anthropic” 的名称。</translation>
    </message>
    <message>
        <source>Use &quot;%1&quot;</source>
        <translation>使用 “%1”</translation>
    </message>
    <message>
        <source>Required by the spec: say what the skill does and when to use it (you can also fill it in later).</source>
        <translation>规范要求必填：说明技能做什么以及何时使用（也可以稍后再填）。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Too long: at most %1 characters.</source>
        <translation>太长：最多 %1 个字符。</translation>
    </message>
    <message>
        <source>Claude&apos;s upload rejects &lt; and &gt; in the description.</source>
        <translation>Claude 的上传会拒绝描述中的 &lt; 和 &gt;。</translation>
    </message>
    <message>
        <source>&quot;: &quot; and &quot; #&quot; need quotes in YAML, and tRPC-Agent-Go keeps the quotes: rephrase (&quot;Use when the user …&quot;).</source>
        <translation>“: ” 和 “ #” 在 YAML 中需要加引号，而 tRPC-Agent-Go 会保留引号：请换个说法（“Use when the user …”）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::OptimiserModel</name>
    <message>
        <source>Iteration %1: evaluating…</source>
        <translation>第 %1 轮：评测中…</translation>
    </message>
    <message>
        <source>Iteration %1: training %2/%3, held-out %4/%5%6</source>
        <translation>第 %1 轮：训练集 %2/%3，留出集 %4/%5%6</translation>
    </message>
    <message>
        <source> (best)</source>
        <translation>（最佳）</translation>
    </message>
</context>
<context>
    <name>sw::ui::OutputFilesModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>sw::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Autosave every</source>
        <translation>自动保存间隔</translation>
    </message>
    <message>
        <source>Catalog dialect</source>
        <translation>目录方言</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Context window</source>
        <translation>上下文窗口</translation>
    </message>
    <message>
        <source>Model provider</source>
        <translation>模型提供方</translation>
    </message>
    <message>
        <source>A new language applies after a restart; you are offered one when you press OK.</source>
        <translation>新语言将在重启后生效；按“确定”后会询问是否立即重启。</translation>
    </message>
    <message>
        <source>Clients…</source>
        <translation>客户端…</translation>
    </message>
    <message>
        <source>Claude Code, Codex, opencode and Gemini CLI on this machine: versions, programs, calibration</source>
        <translation>本机上的 Claude Code、Codex、opencode 和 Gemini CLI：版本、程序、校准</translation>
    </message>
</context>
<context>
    <name>sw::ui::PresentationBar</name>
    <message>
        <source>REPLAY</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Use a real provider…</source>
        <translation>使用真实的提供方…</translation>
    </message>
    <message>
        <source>A scripted replay: no model is called</source>
        <translation>脚本化回放：不调用任何模型</translation>
    </message>
    <message>
        <source>Release the next model response (F9)</source>
        <translation>放出下一个模型响应（F9）</translation>
    </message>
    <message>
        <source>Play the replay at the chosen pace, or pause it</source>
        <translation>按所选节奏播放回放，或暂停</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>不停顿</translation>
    </message>
    <message>
        <source>Pause between responses in auto-play</source>
        <translation>自动播放时各响应之间的停顿</translation>
    </message>
    <message>
        <source>Larger fonts and simplified chrome for presenting</source>
        <translation>用于演示的更大字体和精简界面</translation>
    </message>
    <message>
        <source>No replay loaded</source>
        <translation>未加载回放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n response(s)</source>
        <translation>
            <numerusform>已完成：%n 个响应</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused · step %1 of %2 · F9</source>
        <translation>已暂停 · 第 %1 步，共 %2 步 · F9</translation>
    </message>
</context>
<context>
    <name>sw::ui::ProblemsModel</name>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>sw::ui::ProblemsPanel</name>
    <message>
        <source>Go to Line</source>
        <translation>转到该行</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>没有问题</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>快速修复</translation>
    </message>
    <message>
        <source>No fix for this problem</source>
        <translation>此问题没有可用的修复</translation>
    </message>
</context>
<context>
    <name>sw::ui::PromptCacheView</name>
    <message>
        <source>the tools</source>
        <translation>工具定义</translation>
    </message>
    <message>
        <source>the system prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>the catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>the last loaded skill</source>
        <translation>最后加载的技能</translation>
    </message>
    <message>
        <source>the last message</source>
        <translation>最后一条消息</translation>
    </message>
    <message>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation>Anthropic Messages</translation>
    </message>
    <message>
        <source>OpenAI Responses</source>
        <translation>OpenAI Responses</translation>
    </message>
    <message>
        <source>Ask Claude&apos;s count</source>
        <translation>询问 Claude 的计数</translation>
    </message>
    <message>
        <source>Sends this request to Anthropic&apos;s count_tokens endpoint for Claude&apos;s own token count (Claude&apos;s tokenizer is not public). Off unless enabled in Preferences → Model provider.</source>
        <translation>把此请求发送到 Anthropic 的 count_tokens 端点，获取 Claude 自己的令牌计数（Claude 的分词器不公开）。除非在“首选项 → 模型提供方”中开启，否则不会发送。</translation>
    </message>
    <message>
        <source>%1 · no cache breakpoints: caching is off for this request</source>
        <translation>%1 · 没有缓存断点：此请求未启用缓存</translation>
    </message>
    <message>
        <source>after %1 (%2 tokens)</source>
        <translation>在%1之后（%2 个令牌）</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>, below the %1-token minimum: not cached</source>
        <translation>，低于 %1 个令牌的下限：不会被缓存</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n cache breakpoint(s): </source>
        <translation>
            <numerusform>%1 · %n 个缓存断点：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · the provider caches shared prefixes by itself (this format has no breakpoints)</source>
        <translation>%1 · 提供方会自行缓存共享前缀（此格式没有断点）</translation>
    </message>
    <message>
        <source>first request, nothing shared yet</source>
        <translation>第一个请求，尚无共享内容</translation>
    </message>
    <message>
        <source>%1 tokens shared with request %2</source>
        <translation>与请求 %2 共享 %1 个令牌</translation>
    </message>
    <message>
        <source>no cache figures reported</source>
        <translation>未报告缓存数据</translation>
    </message>
    <message>
        <source>cache write %1 · cache read %2 · uncached input %3</source>
        <translation>缓存写入 %1 · 缓存读取 %2 · 未缓存输入 %3</translation>
    </message>
    <message>
        <source>%1 of %2 prompt tokens cached</source>
        <translation>%2 个提示令牌中已缓存 %1 个</translation>
    </message>
    <message>
        <source>Provider: %1 | Workbench: %2</source>
        <translation>提供方：%1 | 工作台：%2</translation>
    </message>
    <message>
        <source>The cache was not read although %1 tokens are the same as in the previous request: a breakpoint moved, something before it changed, or the cache expired (5 minutes).</source>
        <translation>虽然有 %1 个令牌与上一个请求相同，缓存却没有被读取：可能是断点移动了、断点之前的内容变了，或者缓存已过期（5 分钟）。</translation>
    </message>
    <message>
        <source>Read %1 tokens from the cache (billed at 0.1× input) and wrote %2 new ones (1.25×).</source>
        <translation>从缓存读取了 %1 个令牌（按输入价的 0.1 倍计费），并写入了 %2 个新令牌（1.25 倍）。</translation>
    </message>
    <message>
        <source>Read %1 tokens from the cache (billed at 0.1× input).</source>
        <translation>从缓存读取了 %1 个令牌（按输入价的 0.1 倍计费）。</translation>
    </message>
    <message>
        <source>Claude&apos;s count (provider): %1 tokens · workbench o200k: %2%3 tokens</source>
        <translation>Claude 的计数（提供方）：%1 个令牌 · 工作台 o200k：%2%3 个令牌</translation>
    </message>
    <message>
        <source>Claude&apos;s count failed: %1</source>
        <translation>获取 Claude 的计数失败：%1</translation>
    </message>
    <message>
        <source>Sends this request to Anthropic&apos;s count_tokens endpoint for Claude&apos;s own token count (Claude&apos;s tokenizer is not public).</source>
        <translation>把此请求发送到 Anthropic 的 count_tokens 端点，获取 Claude 自己的令牌计数（Claude 的分词器不公开）。</translation>
    </message>
    <message>
        <source>Asking Anthropic&apos;s count_tokens…</source>
        <translation>正在询问 Anthropic 的 count_tokens…</translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation>Gemini</translation>
    </message>
    <message>
        <source>%1 · implicit caching: Gemini reuses a prefix it saw recently by itself and reports it as cachedContentTokenCount (this format has no breakpoints)</source>
        <translation>%1 · 隐式缓存：Gemini 会自行复用最近见过的前缀，并以 cachedContentTokenCount 报告（此格式没有断点）</translation>
    </message>
    <message>
        <source>Gemini read nothing from its implicit cache although %1 tokens are the same as in the previous request: implicit caching is best effort (the same long prefix, sent again soon) and is not promised for every model.</source>
        <translation>尽管有 %1 个令牌与上一个请求相同，Gemini 没有从隐式缓存中读取任何内容：隐式缓存只是尽力而为（需要足够长的相同前缀并很快再次发送），并非每个模型都保证提供。</translation>
    </message>
    <message>
        <source>Gemini read %1 tokens from its implicit cache; by the workbench&apos;s count %2 tokens are the same as in the previous request (Gemini&apos;s own tokenizer counts differently).</source>
        <translation>Gemini 从隐式缓存读取了 %1 个令牌；按工作台的计数，有 %2 个令牌与上一个请求相同（Gemini 自己的分词器计数方式不同）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ProviderKeys</name>
    <message>
        <source>this session only (typed in Preferences, not stored)</source>
        <translation>仅限本次会话（在首选项中输入，未保存）</translation>
    </message>
    <message>
        <source>OS keychain</source>
        <translation>系统钥匙串</translation>
    </message>
    <message>
        <source>environment variable %1</source>
        <translation>环境变量 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>sw::ui::ProviderSettings</name>
    <message>
        <source>Store in keychain</source>
        <translation>保存到钥匙串</translation>
    </message>
    <message>
        <source>Remove from keychain</source>
        <translation>从钥匙串中移除</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>paste an API key to store it in the OS keychain</source>
        <translation>粘贴 API 密钥以保存到系统钥匙串</translation>
    </message>
    <message>
        <source>Environment variable read when the keychain has no key for this provider</source>
        <translation>钥匙串中没有此提供方的密钥时读取的环境变量</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>Key variable</source>
        <translation>密钥变量</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>https://host/v1</source>
        <translation>https://host/v1</translation>
    </message>
    <message>
        <source>e.g. MY_API_KEY</source>
        <translation>例如 MY_API_KEY</translation>
    </message>
    <message>
        <source>Type or paste the API key first.</source>
        <translation>请先输入或粘贴 API 密钥。</translation>
    </message>
    <message>
        <source>The API key is stored in the OS keychain.</source>
        <translation>API 密钥已保存到系统钥匙串。</translation>
    </message>
    <message>
        <source>The API key was removed from the OS keychain.</source>
        <translation>API 密钥已从系统钥匙串中移除。</translation>
    </message>
    <message>
        <source>Key in use: %1</source>
        <translation>正在使用的密钥：%1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:#b91c1c;&quot;&gt;✘ Failed&lt;/span&gt;: %1</source>
        <translation>&lt;span style=&quot;color:#b91c1c;&quot;&gt;✘ 失败&lt;/span&gt;：%1</translation>
    </message>
    <message>
        <source>The key is kept in the OS keychain only: never in the settings file, logs, saved sessions or exports. Without a keychain it is used for this session only.</source>
        <translation>密钥只保存在系统钥匙串中：绝不会写入设置文件、日志、已保存的会话或导出文件。没有钥匙串时，它仅用于本次会话。</translation>
    </message>
    <message>
        <source>typed here, not stored: used for this session when you press OK (Store in keychain keeps it)</source>
        <translation>已在此输入，未保存：按“确定”后用于本次会话（“保存到钥匙串”可长期保留）</translation>
    </message>
    <message>
        <source>Enter a variable name under Key variable above and set that variable before starting the workbench</source>
        <translation>在上方“密钥变量”中输入变量名，并在启动工作台之前设置该变量</translation>
    </message>
    <message>
        <source>Set the environment variable &lt;code&gt;%1&lt;/code&gt; before starting the workbench</source>
        <translation>在启动工作台之前设置环境变量 &lt;code&gt;%1&lt;/code&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;No OS keychain available&lt;/b&gt; (no Secret Service such as GNOME Keyring or KWallet is running). The API key cannot be stored here and is never written to the settings file: a key typed here is used for this session only. %1 to use it every time.</source>
        <translation>&lt;b&gt;没有可用的系统钥匙串&lt;/b&gt;（未运行 GNOME Keyring 或 KWallet 等 Secret Service）。API 密钥无法保存在这里，也绝不会写入设置文件：在此输入的密钥仅用于本次会话。%1，即可每次都使用它。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keychain error:&lt;/b&gt; %1. The key was not stored; it is used for this session only. %2 to use it every time.</source>
        <translation>&lt;b&gt;钥匙串错误：&lt;/b&gt;%1。密钥未保存，仅用于本次会话。%2，即可每次都使用它。</translation>
    </message>
    <message>
        <source>Ask Anthropic for Claude&apos;s own token counts (count_tokens)</source>
        <translation>向 Anthropic 询问 Claude 自己的令牌计数（count_tokens）</translation>
    </message>
    <message>
        <source>Chat Completions (OpenAI-compatible)</source>
        <translation>Chat Completions（OpenAI 兼容）</translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation>Anthropic Messages</translation>
    </message>
    <message>
        <source>OpenAI Responses</source>
        <translation>OpenAI Responses</translation>
    </message>
    <message>
        <source>The API the requests are encoded in; the inspector shows the exact bytes of this format</source>
        <translation>请求所用的 API 格式；检查器显示该格式的原始字节</translation>
    </message>
    <message>
        <source>Profile&apos;s default</source>
        <translation>配置档的默认值</translation>
    </message>
    <message>
        <source>Off: no breakpoints</source>
        <translation>关闭：不设断点</translation>
    </message>
    <message>
        <source>Prefix: tools, system prompt, catalog</source>
        <translation>前缀：工具、系统提示词、目录</translation>
    </message>
    <message>
        <source>Skills: tools, catalog, last loaded skill</source>
        <translation>技能：工具、目录、最后加载的技能</translation>
    </message>
    <message>
        <source>Conversation: tools, catalog, last loaded skill, last message</source>
        <translation>对话：工具、目录、最后加载的技能、最后一条消息</translation>
    </message>
    <message>
        <source>Where Anthropic Messages requests place cache_control breakpoints (at most four). Other formats cache shared prefixes by themselves.</source>
        <translation>Anthropic Messages 请求在何处放置 cache_control 断点（最多四个）。其他格式会自行缓存共享前缀。</translation>
    </message>
    <message>
        <source>Claude&apos;s tokenizer is not public. When on and a key is set, the request inspector can send a request to Anthropic&apos;s count_tokens endpoint and show Claude&apos;s count beside the workbench&apos;s o200k figure. Off by default.</source>
        <translation>Claude 的分词器不公开。开启并设置密钥后，请求检查器可以把请求发送到 Anthropic 的 count_tokens 端点，并在工作台的 o200k 数字旁显示 Claude 的计数。默认关闭。</translation>
    </message>
    <message>
        <source>Wire format</source>
        <translation>接口格式</translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation>提示缓存</translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&quot;color:#15803d;&quot;&gt;✔ Connected&lt;/span&gt; (%1): %n model(s) listed</source>
        <translation>
            <numerusform>&lt;span style=&quot;color:#15803d;&quot;&gt;✔ 已连接&lt;/span&gt;（%1）：列出 %n 个模型</numerusform>
        </translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation>Gemini</translation>
    </message>
</context>
<context>
    <name>sw::ui::ProviderStatus</name>
    <message>
        <source>Custom base URL</source>
        <translation>自定义基础 URL</translation>
    </message>
    <message>
        <source>llama.cpp server</source>
        <translation>llama.cpp 服务器</translation>
    </message>
    <message>
        <source>%1 needs a base URL: set it in Preferences → Model provider.</source>
        <translation>%1 需要基础 URL：请在“首选项 → 模型提供方”中设置。</translation>
    </message>
    <message>
        <source>Enter a model name for %1.</source>
        <translation>请为 %1 输入模型名称。</translation>
    </message>
    <message>
        <source>No API key for %1: store one in Preferences → Model provider (OS keychain).</source>
        <translation>%1 没有 API 密钥：请在“首选项 → 模型提供方”中保存到系统钥匙串。</translation>
    </message>
    <message>
        <source>No API key for %1: store one in Preferences → Model provider (OS keychain) or set the environment variable %2.</source>
        <translation>%1 没有 API 密钥：请在“首选项 → 模型提供方”中保存到系统钥匙串，或设置环境变量 %2。</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>回放：%1</translation>
    </message>
    <message>
        <source>%1 · scripted, no model is called, no API key</source>
        <translation>%1 · 脚本化，不调用模型，无需 API 密钥</translation>
    </message>
    <message>
        <source>key: %1</source>
        <translation>密钥：%1</translation>
    </message>
    <message>
        <source>No API key: requests to %1 go out without an Authorization header. Store a key in Preferences → Model provider%2.</source>
        <translation>没有 API 密钥：发往 %1 的请求不带 Authorization 请求头。请在“首选项 → 模型提供方”中保存密钥%2。</translation>
    </message>
    <message>
        <source> or set the environment variable %1</source>
        <translation>，或设置环境变量 %1</translation>
    </message>
    <message>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <source>Anthropic Messages</source>
        <translation>Anthropic Messages</translation>
    </message>
    <message>
        <source>OpenAI Responses</source>
        <translation>OpenAI Responses</translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation>Gemini</translation>
    </message>
</context>
<context>
    <name>sw::ui::RequestInspector</name>
    <message>
        <source>Copy JSON</source>
        <translation>复制 JSON</translation>
    </message>
    <message>
        <source>Request JSON</source>
        <translation>请求 JSON</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>No request yet: send a message or play a replay.</source>
        <translation>还没有请求：发送一条消息或播放一个回放。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Waiting for the response…</source>
        <translation>正在等待响应…</translation>
    </message>
    <message>
        <source>Finish reason: %1</source>
        <translation>结束原因：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Usage (workbench estimate, the provider reported none): prompt %1, completion %2</source>
        <translation>用量（工作台估算，提供方未报告）：提示 %1，补全 %2</translation>
    </message>
    <message>
        <source>Usage (provider): prompt %1, completion %2, cached %3</source>
        <translation>用量（提供方）：提示 %1，补全 %2，缓存 %3</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>Reasoning:</source>
        <translation>推理：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>Tool call %1: %2 %3</source>
        <translation>工具调用 %1：%2 %3</translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation>格式化</translation>
    </message>
    <message>
        <source>The exact bytes re-indented; keys stay in wire order</source>
        <translation>原样字节重新缩进；键保持线上顺序</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>The exact bytes as they went over the wire</source>
        <translation>线上传输的原样字节</translation>
    </message>
    <message>
        <source>Re-send Request</source>
        <translation>重新发送请求</translation>
    </message>
    <message>
        <source>Copy the exact request body, byte for byte (Ctrl+Shift+C)</source>
        <translation>逐字节复制请求体原文（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Send this request again against the current skills, as a branch shown beside the original (Ctrl+Shift+R)</source>
        <translation>基于当前技能重新发送此请求，作为分支显示在原请求旁边（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Diff</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Skill loading</source>
        <translation>技能加载</translation>
    </message>
    <message>
        <source>Re-send Request %1</source>
        <translation>重新发送请求 %1</translation>
    </message>
    <message numerus="yes">
        <source>Status: %1 · %2 · %n attempt(s)</source>
        <translation>
            <numerusform>状态：%1 · %2 · 共 %n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>Timing: %1 ms to the response headers, %2 ms in all</source>
        <translation>耗时：%1 毫秒收到响应头，共 %2 毫秒</translation>
    </message>
    <message>
        <source>Attempt %1: Retry-After %2 s</source>
        <translation>第 %1 次尝试：Retry-After %2 秒</translation>
    </message>
    <message>
        <source>Partial answer, received before it broke off (kept in the chat, marked incomplete):</source>
        <translation>中断前收到的部分回答（保留在对话中，标记为不完整）：</translation>
    </message>
    <message>
        <source>Error body:</source>
        <translation>错误响应体：</translation>
    </message>
    <message>
        <source>Raw bytes received (attempt %1 of %2, %3 bytes):</source>
        <translation>收到的原始字节（第 %1 次尝试，共 %2 次，%3 字节）：</translation>
    </message>
    <message>
        <source>Raw response (replay):</source>
        <translation>原始响应（回放）：</translation>
    </message>
    <message numerus="yes">
        <source>The exact %Ln byte(s) sent.</source>
        <translation>
            <numerusform>发送的原样 %Ln 字节。</numerusform>
        </translation>
    </message>
    <message>
        <source>The exact bytes sent, re-indented; keys in wire order. The API key is never in the body.</source>
        <translation>发送的原样字节，已重新缩进；键保持线上顺序。API 密钥从不出现在请求体中。</translation>
    </message>
    <message>
        <source>Lines over 2,000 characters are shown broken after their \n escapes, so only what is in view is laid out; a copy of the text is exact.</source>
        <translation>超过 2,000 个字符的行在其 \n 转义处断开显示，只排版可见部分；复制的文本与原文完全一致。</translation>
    </message>
    <message numerus="yes">
        <source>This body contains %n secret(s) (an API key, a Bearer token or an sk-… key), shown here as sent. Saved sessions and exports replace them with [REDACTED].</source>
        <translation>
            <numerusform>此请求体包含 %n 处机密（API 密钥、Bearer 令牌或 sk-… 密钥），此处按发送时原样显示。保存的会话和导出文件会将其替换为 [REDACTED]。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the skills…</source>
        <translation>正在读取技能…</translation>
    </message>
    <message>
        <source>re-send of request %1 against the current skills</source>
        <translation>基于当前技能重新发送的请求 %1</translation>
    </message>
    <message>
        <source>Re-sent as request %1: select it to see both side by side.</source>
        <translation>已重新发送为请求 %1：选中它即可并排查看两者。</translation>
    </message>
    <message>
        <source>The session changed while the skills were read; nothing was sent.</source>
        <translation>读取技能期间会话已改变；未发送任何内容。</translation>
    </message>
    <message>
        <source>Request %1 could not be re-sent: %2</source>
        <translation>无法重新发送请求 %1：%2</translation>
    </message>
    <message>
        <source>Off: turn on “Ask Anthropic for Claude&apos;s own token counts” in Preferences → Model provider.</source>
        <translation>已关闭：请在“首选项 → 模型提供方”中开启“向 Anthropic 询问 Claude 自己的令牌计数”。</translation>
    </message>
    <message>
        <source>Claude&apos;s own count is available for an Anthropic provider with a key.</source>
        <translation>只有配置了密钥的 Anthropic 提供方才能获取 Claude 自己的计数。</translation>
    </message>
    <message>
        <source>Usage (provider): prompt %1 (cache write %2, cache read %3), completion %4</source>
        <translation>用量（提供方）：提示 %1（缓存写入 %2，缓存读取 %3），补全 %4</translation>
    </message>
    <message>
        <source>Ignored unknown events: %1</source>
        <translation>已忽略的未知事件：%1</translation>
    </message>
    <message>
        <source>Request %1 · turn %2, step %3 · %4 · %5 · %6%7 tokens</source>
        <translation>请求 %1 · 第 %2 轮，第 %3 步 · %4 · %5 · %6%7 个令牌</translation>
    </message>
    <message>
        <source>Segment “%1”: bytes %2–%3 (%4 bytes, %5 tokens), selected.</source>
        <translation>已选中片段“%1”：字节 %2–%3（%4 字节，%5 个令牌）。</translation>
    </message>
    <message numerus="yes">
        <source>Copied request %1: its %Ln byte(s), exactly as sent.</source>
        <translation>
            <numerusform>已复制请求 %1：共 %Ln 字节，与发送时完全一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Status: paused before sending: the presenter releases it (F9, Next step).</source>
        <translation>状态：发送前已暂停，由演示者放行（F9，下一步）。</translation>
    </message>
    <message>
        <source>Status: sent (attempt %1), waiting for the response headers…</source>
        <translation>状态：已发送（第 %1 次尝试），正在等待响应头…</translation>
    </message>
    <message>
        <source>Status: streaming · %1 %2 · attempt %3</source>
        <translation>状态：流式接收中 · %1 %2 · 第 %3 次尝试</translation>
    </message>
    <message>
        <source>Timing: %1 ms to the response headers; %2 bytes received so far</source>
        <translation>耗时：%1 毫秒收到响应头；目前已收到 %2 字节</translation>
    </message>
    <message>
        <source>Response headers:</source>
        <translation>响应头：</translation>
    </message>
    <message>
        <source>Status: attempt %1 failed; the next one starts in %2 s.</source>
        <translation>状态：第 %1 次尝试失败；下一次将在 %2 秒后开始。</translation>
    </message>
    <message>
        <source>Answered from the Trigger Lab&apos;s response cache: nothing was sent for this request.</source>
        <translation>由触发实验室的响应缓存作答：此请求没有发送任何内容。</translation>
    </message>
    <message>
        <source>Duration: %1 ms in all (retry waits included), attempts: %2</source>
        <translation>时长：共 %1 毫秒（含重试等待），尝试次数：%2</translation>
    </message>
    <message numerus="yes">
        <source>Skill loading (%n)</source>
        <translation>
            <numerusform>技能加载（%n）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RequestsModel</name>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>retry %1…</source>
        <translation>第 %1 次重试…</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>正在发送…</translation>
    </message>
    <message>
        <source>Counted by the workbench (exact tokenizer)</source>
        <translation>由工作台计数（精确分词器）</translation>
    </message>
    <message>
        <source>Estimated by the workbench (tokenizer data missing)</source>
        <translation>由工作台估算（缺少分词器数据）</translation>
    </message>
    <message>
        <source>prompt_tokens reported by the provider</source>
        <translation>提供方报告的 prompt_tokens</translation>
    </message>
    <message>
        <source>The provider reported no usage (replay without usage): see our own count</source>
        <translation>提供方未报告用量（回放中没有用量）：请参阅我们自己的计数</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Tokens (ours)</source>
        <translation>令牌（我们的计数）</translation>
    </message>
    <message>
        <source>Prompt (provider)</source>
        <translation>提示（提供方）</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>已缓存</translation>
    </message>
    <message>
        <source>Shared prefix</source>
        <translation>共享前缀</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>re-send of %1 · %2</source>
        <translation>重新发送 %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n 次尝试</numerusform>
        </translation>
    </message>
    <message>
        <source>no response</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>%1 read · %2 written</source>
        <translation>读取 %1 · 写入 %2</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>from cache</source>
        <translation>来自缓存</translation>
    </message>
    <message>
        <source>cached · nothing sent</source>
        <translation>已缓存 · 未发送</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>paused · F9 sends it</source>
        <translation>已暂停 · 按 F9 发送</translation>
    </message>
    <message>
        <source>streaming · HTTP %1 · %2 bytes</source>
        <translation>流式接收中 · HTTP %1 · %2 字节</translation>
    </message>
    <message>
        <source>retry %1 in %2 s</source>
        <translation>%2 秒后第 %1 次重试</translation>
    </message>
    <message>
        <source>waiting for the response…</source>
        <translation>正在等待响应…</translation>
    </message>
    <message>
        <source>Tokens of the prefix identical to the previous request, counted like the request&apos;s own tokens (texts, not JSON keys): what a prompt cache could reuse</source>
        <translation>与上一个请求相同的前缀的令牌数，计法与请求本身的令牌相同（计文本，不计 JSON 键）：提示词缓存可以复用的部分</translation>
    </message>
    <message>
        <source>Prompt tokens the provider read from its cache (and, for Anthropic, wrote to it)</source>
        <translation>提供方从其缓存读取的提示令牌（对 Anthropic 还包括写入缓存的）</translation>
    </message>
    <message>
        <source>What the answer did: text, or which tools it called and about which skill</source>
        <translation>回答做了什么：给出文本，或调用了哪些工具、针对哪个技能</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>sw::ui::Restart</name>
    <message>
        <source>Restart Skill Workbench?</source>
        <translation>重启 Skill Workbench？</translation>
    </message>
    <message>
        <source>Unsaved files and sessions are offered for saving before the window closes.</source>
        <translation>关闭窗口前会提示保存未保存的文件和会话。</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Could not start %1 again: start it yourself to apply the change.</source>
        <translation>无法再次启动 %1：请手动启动以应用更改。</translation>
    </message>
    <message>
        <source>Restart failed</source>
        <translation>重启失败</translation>
    </message>
</context>
<context>
    <name>sw::ui::RunConsole</name>
    <message>
        <source>Search the output</source>
        <translation>搜索输出</translation>
    </message>
    <message>
        <source>The selected run&apos;s output appears here as it comes: stdout, and stderr in colour.</source>
        <translation>所选运行的输出会随产生实时显示在这里：标准输出，以及以颜色标出的标准错误。</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Find the previous match</source>
        <translation>查找上一个匹配</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>Find the next match</source>
        <translation>查找下一个匹配</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the whole output</source>
        <translation>复制全部输出</translation>
    </message>
    <message>
        <source>… %1 bytes of output skipped …
</source>
        <translation>… 已跳过 %1 字节的输出 …
</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln earlier line(s) not shown: the console keeps the last %1 lines …</source>
        <translation>
            <numerusform>… 未显示之前的 %Ln 行：控制台只保留最后 %1 行 …</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RunForm</name>
    <message>
        <source>Run the command (Return in the command field, Ctrl+Return in any field)</source>
        <translation>运行命令（在命令框中按 Return，在任意字段中按 Ctrl+Return）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Command run with bash -c in the skill&apos;s working copy</source>
        <translation>在技能的工作副本中用 bash -c 运行的命令</translation>
    </message>
    <message>
        <source>Output globs, space-separated (default: out/**)</source>
        <translation>输出文件通配（默认 out/**）</translation>
    </message>
    <message>
        <source>KEY=value, one per line</source>
        <translation>KEY=value，每行一个</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Auto (sandbox if available)</source>
        <translation>自动（可用时使用沙箱）</translation>
    </message>
    <message>
        <source>Sandbox (bubblewrap)</source>
        <translation>沙箱（bubblewrap）</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Executor</source>
        <translation>执行器</translation>
    </message>
    <message>
        <source>Choose a skill to run.</source>
        <translation>请选择要运行的技能。</translation>
    </message>
    <message>
        <source>Type a command to run.</source>
        <translation>请输入要运行的命令。</translation>
    </message>
    <message>
        <source>Environment lines must look like KEY=value: &quot;%1&quot;</source>
        <translation>环境变量行必须形如 KEY=value：“%1”</translation>
    </message>
    <message>
        <source>Files the run keeps as outputs: glob patterns relative to the working copy, separated by spaces. Empty: out/**</source>
        <translation>运行保留为输出的文件：相对于工作副本的通配模式，以空格分隔。留空即 out/**</translation>
    </message>
</context>
<context>
    <name>sw::ui::RunsModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>(workspace)</source>
        <translation>（工作区）</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Executor</source>
        <translation>执行器</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The run was stopped before it finished.</source>
        <translation>运行在完成前被停止。</translation>
    </message>
    <message>
        <source>Started by the model: tool call %1, session %2</source>
        <translation>由模型启动：工具调用 %1，会话 %2</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>沙箱</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本机</translation>
    </message>
</context>
<context>
    <name>sw::ui::RunsPanel</name>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Re-run</source>
        <translation>重新运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cannot create a workspace: %1</source>
        <translation>无法创建工作区：%1</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Select a run to see its output and files.</source>
        <translation>选择一次运行以查看其输出和文件。</translation>
    </message>
    <message>
        <source>No runs yet: choose a skill and a command on the left, then Run. Runs the chat&apos;s model starts appear here too.</source>
        <translation>还没有运行：在左侧选择技能和命令，然后点击“运行”。聊天中模型启动的运行也会显示在这里。</translation>
    </message>
    <message>
        <source>%1, executor %2, workspace %3</source>
        <translation>%1，执行器 %2，工作区 %3</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScenarioCard</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start the demo: %1</source>
        <translation>开始演示：%1</translation>
    </message>
    <message>
        <source>Replay &quot;%1&quot; (%2)</source>
        <translation>回放“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScenarioCatalog</name>
    <message>
        <source>default profile</source>
        <translation>默认配置</translation>
    </message>
    <message>
        <source>skills in the system message</source>
        <translation>技能放在系统消息中</translation>
    </message>
    <message>
        <source>skills in tool results</source>
        <translation>技能放在工具结果中</translation>
    </message>
    <message>
        <source>1 step</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScenarioComparison</name>
    <message>
        <source>A comparison is already running.</source>
        <translation>已有一个比较正在运行。</translation>
    </message>
    <message>
        <source>Scenario %1 could not be loaded: %2</source>
        <translation>无法加载场景 %1：%2</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>比较已取消。</translation>
    </message>
    <message>
        <source>The replay failed: %1</source>
        <translation>回放失败：%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScenarioReplay</name>
    <message>
        <source>The bundled skills were not found; set SW_DATA_DIR to the folder that holds skills/.</source>
        <translation>未找到内置技能；请将 SW_DATA_DIR 设置为包含 skills/ 的文件夹。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SegmentsModel</name>
    <message>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Loaded skills</source>
        <translation>已加载的技能</translation>
    </message>
    <message>
        <source>Docs</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Tool schemas</source>
        <translation>工具模式</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Tool results</source>
        <translation>工具结果</translation>
    </message>
    <message>
        <source>Envelope</source>
        <translation>封装</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Skill / doc</source>
        <translation>技能 / 文档</translation>
    </message>
    <message>
        <source>Bytes %1–%2 of the body. Double-click to select them in the raw request.</source>
        <translation>请求体的字节 %1–%2。双击即可在原始请求中选中它们。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SessionStateModel</name>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Set by</source>
        <translation>设置者</translation>
    </message>
</context>
<context>
    <name>sw::ui::SystemErrorText</name>
    <message>
        <source>No such file or directory</source>
        <translation>没有那个文件或目录</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限不够</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许的操作</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是目录</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>是一个目录</translation>
    </message>
    <message>
        <source>Directory not empty</source>
        <translation>目录非空</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>设备上没有空间</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>文件名过长</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>符号链接的层数过多</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>Invalid cross-device link</source>
        <translation>无效的跨设备链接</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>设备或资源忙</translation>
    </message>
    <message>
        <source>Text file busy</source>
        <translation>文本文件忙</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>Cannot allocate memory</source>
        <translation>无法分配内存</translation>
    </message>
    <message>
        <source>Exec format error</source>
        <translation>可执行文件格式错误</translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation>无效的参数</translation>
    </message>
</context>
<context>
    <name>sw::ui::WorkspaceErrorText</name>
    <message>
        <source>sandbox unavailable (%1): ran with the local executor</source>
        <translation>沙箱不可用（%1）：已改用本地执行器运行</translation>
    </message>
    <message>
        <source>the sandbox executor is unavailable: %1</source>
        <translation>沙箱执行器不可用：%1</translation>
    </message>
    <message>
        <source>bubblewrap (bwrap) is not installed</source>
        <translation>未安装 bubblewrap（bwrap）</translation>
    </message>
    <message>
        <source>bubblewrap cannot create a sandbox here%1</source>
        <translation>bubblewrap 无法在此创建沙箱%1</translation>
    </message>
    <message>
        <source>the workspace %1 was removed and cannot be recreated: %2</source>
        <translation>工作区 %1 已被删除，且无法重新创建：%2</translation>
    </message>
    <message>
        <source>the workspace %1 was removed since the last run: recreated it and staged the skill again</source>
        <translation>工作区 %1 在上次运行后被删除：已重新创建并再次放入技能</translation>
    </message>
    <message>
        <source>the workspace %1 was removed during the run</source>
        <translation>工作区 %1 在运行期间被删除</translation>
    </message>
    <message>
        <source>timed out after %1 s</source>
        <translation>%1 秒后超时</translation>
    </message>
    <message>
        <source>stdout truncated</source>
        <translation>标准输出已截断</translation>
    </message>
    <message>
        <source>stderr truncated</source>
        <translation>标准错误已截断</translation>
    </message>
    <message>
        <source>output files limited to %1 bytes in total</source>
        <translation>输出文件总计限制为 %1 字节</translation>
    </message>
    <message>
        <source>output files limited to %1</source>
        <translation>输出文件限制为 %1 个</translation>
    </message>
    <message>
        <source>stopped before the command started</source>
        <translation>命令开始前已停止</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>skill and command are required</source>
        <translation>需要技能和命令</translation>
    </message>
    <message>
        <source>command is required</source>
        <translation>需要命令</translation>
    </message>
    <message>
        <source>executor is not configured</source>
        <translation>未配置执行器</translation>
    </message>
    <message>
        <source>cwd must stay within the workspace</source>
        <translation>工作目录必须位于工作区之内</translation>
    </message>
    <message>
        <source>skill folder %1 does not exist</source>
        <translation>技能文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>input %1 is not a readable file</source>
        <translation>输入 %1 不是可读的文件</translation>
    </message>
    <message>
        <source>cannot copy input %1 to %2</source>
        <translation>无法将输入 %1 复制到 %2</translation>
    </message>
    <message>
        <source>cannot copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <source>cannot create the work root %1</source>
        <translation>无法创建工作根目录 %1</translation>
    </message>
    <message>
        <source>cannot create the workspace %1</source>
        <translation>无法创建工作区 %1</translation>
    </message>
    <message>
        <source>cannot create the run folder %1</source>
        <translation>无法创建运行文件夹 %1</translation>
    </message>
    <message>
        <source>cannot create the link %1</source>
        <translation>无法创建链接 %1</translation>
    </message>
    <message>
        <source>cannot recreate the link %1</source>
        <translation>无法重新创建链接 %1</translation>
    </message>
    <message>
        <source>cannot link %1</source>
        <translation>无法链接 %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>workspace %1 does not exist</source>
        <translation>工作区 %1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a workspace (no metadata.json)</source>
        <translation>%1 不是工作区（没有 metadata.json）</translation>
    </message>
    <message>
        <source>no workspace</source>
        <translation>没有工作区</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClientErrorText</name>
    <message>
        <source>%1 (%2) was not found on PATH; install it with `npm install -g %3` or choose its program</source>
        <translation>在 PATH 上找不到 %1（%2）；请用 `npm install -g %3` 安装，或选择其程序</translation>
    </message>
    <message>
        <source>%1 is not an executable file</source>
        <translation>%1 不是可执行文件</translation>
    </message>
    <message>
        <source>%1 --version did not answer in time</source>
        <translation>%1 --version 未能及时响应</translation>
    </message>
    <message>
        <source>%1 --version printed no version</source>
        <translation>%1 --version 没有输出版本号</translation>
    </message>
    <message>
        <source>the client did not finish within %1 s and was stopped</source>
        <translation>客户端未在 %1 秒内结束，已被停止</translation>
    </message>
    <message>
        <source>the client crashed: %1</source>
        <translation>客户端崩溃：%1</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>no home folder given for the client run</source>
        <translation>没有为客户端运行指定主目录</translation>
    </message>
    <message>
        <source>the skill folder %1 does not exist</source>
        <translation>技能文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>could not create %1/node_modules</source>
        <translation>无法创建 %1/node_modules</translation>
    </message>
    <message>
        <source>could not copy %1 to %2</source>
        <translation>无法将 %1 复制到 %2</translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>could not create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>no terminal emulator was found (x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal or xterm on the PATH, or $TERMINAL): install one, or launch the client headless with a prompt</source>
        <translation>找不到终端模拟器（PATH 上的 x-terminal-emulator、gnome-terminal、konsole、xfce4-terminal 或 xterm，或 $TERMINAL）：请安装一个，或以无界面方式带提示词启动客户端</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>sw::ui::NoticeText</name>
    <message>
        <source>HTTP %1: </source>
        <translation>HTTP %1：</translation>
    </message>
    <message>
        <source> [retry after %1 s]</source>
        <translation>［%1 秒后重试］</translation>
    </message>
    <message>
        <source>%1; retry %2 of %3 in %4 s</source>
        <translation>%1；%4 秒后进行第 %2 次重试（共 %3 次）</translation>
    </message>
    <message>
        <source>stopped by the user</source>
        <translation>已被用户停止</translation>
    </message>
    <message>
        <source>request cancelled</source>
        <translation>请求已取消</translation>
    </message>
    <message>
        <source>no model provider</source>
        <translation>没有模型提供方</translation>
    </message>
    <message>
        <source>a request is already running</source>
        <translation>已有请求正在进行</translation>
    </message>
    <message>
        <source>the server reported an error mid-stream: %1</source>
        <translation>服务器在流式传输中报告错误：%1</translation>
    </message>
    <message>
        <source>the server reported an error</source>
        <translation>服务器报告了错误</translation>
    </message>
    <message>
        <source>the server answered with status %1</source>
        <translation>服务器返回状态 %1</translation>
    </message>
    <message>
        <source>the response failed: %1</source>
        <translation>响应失败：%1</translation>
    </message>
    <message>
        <source>the request is encoded as %1 but the provider speaks %2</source>
        <translation>请求按 %1 编码，但提供方使用 %2</translation>
    </message>
    <message>
        <source>the provider stopped the answer (finishReason %1: %2)</source>
        <translation>提供方中止了回答（finishReason %1：%2）</translation>
    </message>
    <message>
        <source>response has no output: %1</source>
        <translation>响应没有 output：%1</translation>
    </message>
    <message>
        <source>response has no content: %1</source>
        <translation>响应没有 content：%1</translation>
    </message>
    <message>
        <source>response has no choices: %1</source>
        <translation>响应没有 choices：%1</translation>
    </message>
    <message>
        <source>response has no candidates: %1</source>
        <translation>响应没有 candidates：%1</translation>
    </message>
    <message>
        <source>no data from %1 for %2 s (timeout)</source>
        <translation>%2 秒内未收到来自 %1 的数据（超时）</translation>
    </message>
    <message>
        <source>malformed stream chunk %1 (%2 at offset %3): %4</source>
        <translation>第 %1 个流数据块格式错误（偏移 %3 处：%2）：%4</translation>
    </message>
    <message>
        <source>invalid base URL &apos;%1&apos;: expected e.g. %2</source>
        <translation>无效的基础 URL“%1”：应类似 %2</translation>
    </message>
    <message>
        <source>invalid base URL &apos;%1&apos;</source>
        <translation>无效的基础 URL“%1”</translation>
    </message>
    <message>
        <source>%1 (an HTML page instead of the API&apos;s JSON: is the base URL the API&apos;s?)</source>
        <translation>%1（收到的是 HTML 页面而不是 API 的 JSON：基础 URL 是否指向 API？）</translation>
    </message>
    <message>
        <source>an HTML page instead of the API&apos;s JSON: is the base URL the API&apos;s?</source>
        <translation>收到的是 HTML 页面而不是 API 的 JSON：基础 URL 是否指向 API？</translation>
    </message>
    <message>
        <source>the scenario has no step left for request %1 (it has %2 steps)</source>
        <translation>场景没有可用于第 %1 个请求的步骤了（共 %2 步）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillCommands</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>New Skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <source>Add a skill root folder first (File ▸ Open Skill Root).</source>
        <translation>请先添加一个技能根文件夹（文件 ▸ 打开技能根目录）。</translation>
    </message>
    <message>
        <source>Created %1</source>
        <translation>已创建 %1</translation>
    </message>
    <message>
        <source>Rename Skill</source>
        <translation>重命名技能</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>已将 %1 重命名为 %2</translation>
    </message>
    <message>
        <source>Duplicate Skill</source>
        <translation>复制技能</translation>
    </message>
    <message>
        <source>Duplicated %1 as %2</source>
        <translation>已将 %1 复制为 %2</translation>
    </message>
    <message>
        <source>Move the skill %1 and all its files to the trash?
%2</source>
        <translation>将技能 %1 及其所有文件移到回收站吗？
%2</translation>
    </message>
    <message>
        <source>Moved %1 to the trash</source>
        <translation>已将 %1 移到回收站</translation>
    </message>
    <message>
        <source>Skill package (*.skill);;ZIP archive (*.zip);;Tarball (*.tar.gz)</source>
        <translation>技能包 (*.skill);;ZIP 压缩包 (*.zip);;Tar 压缩包 (*.tar.gz)</translation>
    </message>
    <message>
        <source>Import Skill Package</source>
        <translation>导入技能包</translation>
    </message>
    <message>
        <source>Skill packages (*.skill *.zip *.tar.gz *.tgz *.tar)</source>
        <translation>技能包 (*.skill *.zip *.tar.gz *.tgz *.tar)</translation>
    </message>
    <message>
        <source>Move Skill to Trash</source>
        <translation>将技能移到回收站</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>移到回收站</translation>
    </message>
    <message>
        <source>Select a skill in the Library, or open one of its files, first.</source>
        <translation>请先在技能库中选择一个技能，或打开它的某个文件。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The skill %1 has unsaved changes:%2</source>
        <translation>技能 %1 有未保存的更改：%2</translation>
    </message>
    <message>
        <source>Save them before renaming, keep them unsaved in their tabs (the tabs follow the rename), or discard them?</source>
        <translation>要在重命名前保存它们、将它们保留在标签页中不保存（标签页会跟随重命名），还是丢弃它们？</translation>
    </message>
    <message>
        <source>Save and Rename</source>
        <translation>保存并重命名</translation>
    </message>
    <message>
        <source>Rename, Keep Unsaved</source>
        <translation>重命名，保留未保存的更改</translation>
    </message>
    <message>
        <source>Discard and Rename</source>
        <translation>丢弃并重命名</translation>
    </message>
    <message>
        <source>The copy is made from the files on disk. Save the changes first so that the copy has them?</source>
        <translation>副本根据磁盘上的文件创建。要先保存更改，使副本包含它们吗？</translation>
    </message>
    <message>
        <source>Save and Duplicate</source>
        <translation>保存并复制</translation>
    </message>
    <message>
        <source>Duplicate the Saved Files</source>
        <translation>复制已保存的文件</translation>
    </message>
    <message>
        <source>The package is made from the files on disk. Save the changes first so that the package has them?</source>
        <translation>技能包根据磁盘上的文件创建。要先保存更改，使技能包包含它们吗？</translation>
    </message>
    <message>
        <source>Save and Export</source>
        <translation>保存并导出</translation>
    </message>
    <message>
        <source>Export the Saved Files</source>
        <translation>导出已保存的文件</translation>
    </message>
    <message>
        <source>Rename Skill %1</source>
        <translation>重命名技能 %1</translation>
    </message>
    <message>
        <source>New name of the skill %1 (its folder and its name: field change together):</source>
        <translation>技能 %1 的新名称（其文件夹和 name: 字段会一起更改）：</translation>
    </message>
    <message>
        <source>Duplicate Skill %1</source>
        <translation>复制技能 %1</translation>
    </message>
    <message>
        <source>Name of the copy of %1:</source>
        <translation>%1 副本的名称：</translation>
    </message>
    <message>
        <source>The unsaved changes in these tabs are lost (they are closed):%1</source>
        <translation>这些标签页中未保存的更改将丢失（标签页会被关闭）：%1</translation>
    </message>
    <message>
        <source>New Script in %1</source>
        <translation>在 %1 中新建脚本</translation>
    </message>
    <message>
        <source>New Doc in %1</source>
        <translation>在 %1 中新建文档</translation>
    </message>
    <message>
        <source>Path of the new file inside the skill %1 (folders are created):</source>
        <translation>新文件在技能 %1 内的路径（会创建所需文件夹）：</translation>
    </message>
    <message>
        <source>Created %1 in %2</source>
        <translation>已在 %2 中创建 %1</translation>
    </message>
    <message>
        <source>Export Skill %1</source>
        <translation>导出技能 %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Link %1 from SKILL.md? An agent finds the file only through the skill&apos;s instructions; the link is added to SKILL.md as an edit you can undo, and nothing is saved.</source>
        <translation>要在 SKILL.md 中链接 %1 吗？智能体只能通过技能的说明找到该文件；链接会作为可撤销的编辑加入 SKILL.md，不会自动保存。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillMdEditor</name>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>Show the frontmatter form, or collapse it to one line (Ctrl+Alt+F)</source>
        <translation>显示 frontmatter 表单，或将其折叠为一行（Ctrl+Alt+F）</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Show or hide the Markdown preview (Ctrl+Alt+P)</source>
        <translation>显示或隐藏 Markdown 预览（Ctrl+Alt+P）</translation>
    </message>
    <message>
        <source>Beside</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>The preview beside the source (Ctrl+Alt+H)</source>
        <translation>预览放在源码旁边（Ctrl+Alt+H）</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>下方</translation>
    </message>
    <message>
        <source>The preview below the source (Ctrl+Alt+V)</source>
        <translation>预览放在源码下方（Ctrl+Alt+V）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillMdLexer</name>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Frontmatter delimiter</source>
        <translation>前置元数据分隔线</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Quoted value</source>
        <translation>带引号的值</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Code block</source>
        <translation>代码块</translation>
    </message>
    <message>
        <source>Inline code</source>
        <translation>行内代码</translation>
    </message>
    <message>
        <source>Emphasis</source>
        <translation>强调</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>List marker</source>
        <translation>列表标记</translation>
    </message>
    <message>
        <source>Block quote</source>
        <translation>引用块</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillNameDialog</name>
    <message>
        <source>Type a name: lower-case letters, digits and single hyphens, for example pdf-tools.</source>
        <translation>请输入名称：小写字母、数字和单个连字符，例如 pdf-tools。</translation>
    </message>
    <message>
        <source>A skill name has lower-case letters, digits and single hyphens (at most 64 characters).</source>
        <translation>技能名称由小写字母、数字和单个连字符组成（最多 64 个字符）。</translation>
    </message>
    <message>
        <source>That is the current name.</source>
        <translation>这是当前名称。</translation>
    </message>
    <message>
        <source>%1 already exists in %2.</source>
        <translation>%1 已存在于 %2 中。</translation>
    </message>
    <message>
        <source>The folder becomes %1.</source>
        <translation>文件夹将变为 %1。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Type the new name: lower-case letters, digits and single hyphens.</source>
        <translation>输入新名称：小写字母、数字和单个连字符。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillPackages</name>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message>
        <source>Import Skill Package</source>
        <translation>导入技能包</translation>
    </message>
    <message>
        <source>Add a skill root folder first (File ▸ Open Skill Root): packages are imported into a local root.</source>
        <translation>请先添加一个技能根文件夹（文件 ▸ 打开技能根目录）：技能包会导入到本地根目录中。</translation>
    </message>
    <message>
        <source>Skill Packages</source>
        <translation>技能包</translation>
    </message>
    <message>
        <source>Exporting %1 to %2…</source>
        <translation>正在将 %1 导出到 %2…</translation>
    </message>
    <message>
        <source>Importing %1 into %2…</source>
        <translation>正在将 %1 导入到 %2…</translation>
    </message>
    <message>
        <source>%1 could not be moved out of the way to replace it.</source>
        <translation>无法移开 %1 以替换它。</translation>
    </message>
    <message>
        <source>There is no trash here: the replaced %1 was deleted.</source>
        <translation>此处没有回收站：被替换的 %1 已删除。</translation>
    </message>
    <message>
        <source>The name: of %1 could not be set to match its folder.</source>
        <translation>无法将 %1 的 name: 设置为与其文件夹一致。</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>已将 %1 导出到 %2</translation>
    </message>
    <message>
        <source>Export Skill</source>
        <translation>导出技能</translation>
    </message>
    <message>
        <source>%1 could not be exported: %2</source>
        <translation>无法导出 %1：%2</translation>
    </message>
    <message>
        <source>Import of %1 cancelled</source>
        <translation>已取消导入 %1</translation>
    </message>
    <message>
        <source>%1 was not imported</source>
        <translation>未导入 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exported %1 to %2 without its evals/ folder: packages leave eval sets out, so importing this package gives the skill without them. Keep the folder (or copy evals/ separately) to run them.</source>
        <translation>已将 %1 导出到 %2，但未包含其 evals/ 文件夹：技能包不含评测集，因此导入此包得到的技能没有评测集。若要运行它们，请保留该文件夹（或单独复制 evals/）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillScoreModel</name>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>No answered run loaded %1: its precision is not measured.</source>
        <translation>没有已应答的运行加载 %1：其精确率无法测得。</translation>
    </message>
    <message>
        <source>No answered run was about %1.</source>
        <translation>没有已应答的运行涉及 %1。</translation>
    </message>
    <message>
        <source>Of the runs that loaded the skill, how many expected it</source>
        <translation>在加载了该技能的运行中，有多少预期加载它</translation>
    </message>
    <message>
        <source>Of the runs that expected the skill, how many loaded it</source>
        <translation>在预期加载该技能的运行中，有多少加载了它</translation>
    </message>
    <message>
        <source>The harmonic mean of precision and recall</source>
        <translation>精确率与召回率的调和平均</translation>
    </message>
    <message>
        <source>True positives: expected and loaded</source>
        <translation>真阳性：预期且已加载</translation>
    </message>
    <message>
        <source>False positives: loaded though another skill (or none) was expected</source>
        <translation>假阳性：已加载，但预期的是其他技能（或不加载）</translation>
    </message>
    <message>
        <source>False negatives: expected but something else (or nothing) was loaded</source>
        <translation>假阴性：预期加载，但加载了其他技能（或未加载）</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>FP</translation>
    </message>
    <message>
        <source>FN</source>
        <translation>FN</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillTimelineModel</name>
    <message>
        <source>not loaded</source>
        <translation>未加载</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>已加载</translation>
    </message>
    <message>
        <source>%1 · answer to request %2</source>
        <translation>%1 · 请求 %2 的回答</translation>
    </message>
    <message>
        <source>%1 · turn %2</source>
        <translation>%1 · 第 %2 轮</translation>
    </message>
    <message>
        <source>still loaded</source>
        <translation>仍在加载中</translation>
    </message>
    <message>
        <source>load mode turn</source>
        <translation>加载模式 turn</translation>
    </message>
    <message>
        <source>load mode once</source>
        <translation>加载模式 once</translation>
    </message>
    <message>
        <source>max loaded skills</source>
        <translation>最大加载技能数</translation>
    </message>
    <message>
        <source> · after request %1</source>
        <translation> · 请求 %1 之后</translation>
    </message>
    <message>
        <source>This session was saved before catalogs were recorded</source>
        <translation>此会话保存时尚未记录目录</translation>
    </message>
    <message>
        <source>Listed in the skill parameter&apos;s enum of the request&apos;s tools</source>
        <translation>列在请求工具的技能参数 enum 中</translation>
    </message>
    <message>
        <source>The request&apos;s tools carried no enum (no skill tool, or more skills than the profile&apos;s enum limit)</source>
        <translation>请求的工具没有 enum（没有技能工具，或技能数超过配置的 enum 上限）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no enum</source>
        <translation>无 enum</translation>
    </message>
    <message>
        <source>not materialised</source>
        <translation>未物化</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Loaded by</source>
        <translation>加载方式</translation>
    </message>
    <message>
        <source>Docs</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>listed in the catalog</source>
        <translation>列在目录中</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>不在目录中</translation>
    </message>
    <message>
        <source>offered by name in the tool&apos;s enum</source>
        <translation>在工具的 enum 中按名称提供</translation>
    </message>
    <message>
        <source>not in the tool&apos;s enum</source>
        <translation>不在工具的 enum 中</translation>
    </message>
    <message>
        <source>the tools carried no enum</source>
        <translation>工具未带 enum</translation>
    </message>
    <message>
        <source>loaded: %1</source>
        <translation>加载：%1</translation>
    </message>
    <message>
        <source>not materialised in this request</source>
        <translation>本请求中未物化</translation>
    </message>
    <message>
        <source>materialised: %1</source>
        <translation>物化：%1</translation>
    </message>
    <message>
        <source>no docs selected</source>
        <translation>未选择文档</translation>
    </message>
    <message>
        <source>docs: %1</source>
        <translation>文档：%1</translation>
    </message>
    <message>
        <source>cleared: %1</source>
        <translation>清除：%1</translation>
    </message>
    <message>
        <source>not loaded in this request</source>
        <translation>本请求中未加载</translation>
    </message>
    <message>
        <source>Listed in the request&apos;s catalog</source>
        <translation>列在请求的目录中</translation>
    </message>
    <message>
        <source>Offered by name in the skill parameter&apos;s enum</source>
        <translation>在技能参数的 enum 中按名称提供</translation>
    </message>
    <message>
        <source>Where the request carries the skill&apos;s content</source>
        <translation>请求在何处携带技能内容</translation>
    </message>
    <message>
        <source>What removed the loaded key after this request (the load mode at work), and when</source>
        <translation>本请求之后是什么移除了加载键（起作用的加载模式）以及时间</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Enum</source>
        <translation>Enum</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillTreeModel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message>
        <source>This folder does not exist.</source>
        <translation>此文件夹不存在。</translation>
    </message>
    <message>
        <source>Skipped: same folder as %1</source>
        <translation>已跳过：与 %1 是同一文件夹</translation>
    </message>
    <message>
        <source>%1 (shadowed)</source>
        <translation>%1（被遮蔽）</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Shadowed by %1</source>
        <translation>被 %1 遮蔽</translation>
    </message>
    <message>
        <source>Catalog entry: %1 tokens · body: %2 tokens · %3 errors, %4 warnings</source>
        <translation>目录条目：%1 个令牌 · 正文：%2 个令牌 · %3 个错误，%4 个警告</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Tokens of the skill&apos;s catalog entry in the chosen dialect and encoding</source>
        <translation>该技能的目录条目在所选方言和编码下的令牌数</translation>
    </message>
    <message>
        <source>%1
%2
Source: %3</source>
        <translation>%1
%2
来源：%3</translation>
    </message>
    <message>
        <source>… more files not listed (the first %1 are shown)</source>
        <translation>… 更多文件未列出（仅显示前 %1 个）</translation>
    </message>
    <message>
        <source>This skill holds more than %1 files and folders. Open its folder in the file manager to see them all.</source>
        <translation>此技能包含超过 %1 个文件和文件夹。请在文件管理器中打开其文件夹查看全部内容。</translation>
    </message>
    <message>
        <source>Clients</source>
        <translation>客户端</translation>
    </message>
    <message>
        <source>How many of the eight clients list the skill in full (the Visibility dock says why)</source>
        <translation>八个客户端中有几个完整列出该技能（原因见“可见性”面板）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SourceEditor</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>sw::ui::StatePanel</name>
    <message>
        <source>State changes appear here as the agent loads skills.</source>
        <translation>智能体加载技能时，状态变化会显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%n state key(s)</source>
        <translation>
            <numerusform>%n 个状态键</numerusform>
        </translation>
    </message>
    <message>
        <source>turn %1 · %2: %3 = %4</source>
        <translation>第 %1 轮 · %2：%3 = %4</translation>
    </message>
    <message>
        <source>turn %1 · %2: %3 removed</source>
        <translation>第 %1 轮 · %2：已移除 %3</translation>
    </message>
</context>
<context>
    <name>sw::ui::StatusFields</name>
    <message>
        <source>Skills visible in the catalog, shadowed copies and validation errors</source>
        <translation>目录中可见的技能、被遮蔽的副本以及校验错误</translation>
    </message>
    <message>
        <source>What the catalog costs in every request, for the chosen dialect and encoding</source>
        <translation>在所选方言和编码下，目录在每次请求中的开销</translation>
    </message>
    <message>
        <source>Where skill scripts run</source>
        <translation>技能脚本的运行位置</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>正在扫描…</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation>
            <numerusform>%n 个被遮蔽</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1%2 tokens · %3 · %4</source>
        <translation>目录：%1%2 个令牌 · %3 · %4</translation>
    </message>
    <message>
        <source>Executor: %1</source>
        <translation>执行器：%1</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>Sandbox (bubblewrap)</source>
        <translation>沙箱（bubblewrap）</translation>
    </message>
    <message>
        <source>Model provider of the Trigger Lab&apos;s runs</source>
        <translation>触发实验室运行所用的模型提供方</translation>
    </message>
    <message>
        <source>Model provider of the current chat session (Debug layout)</source>
        <translation>当前聊天会话（调试布局）使用的模型提供方</translation>
    </message>
    <message>
        <source>Endpoint: %1</source>
        <translation>端点：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Wire format: %1</source>
        <translation>线路格式：%1</translation>
    </message>
    <message>
        <source>API key: %1</source>
        <translation>API 密钥：%1</translation>
    </message>
    <message>
        <source>What the catalog of the chat&apos;s profile %1 costs in every request (dialect %2, counted in %3)</source>
        <translation>对话所用配置 %1 的目录在每个请求中的开销（方言 %2，按 %3 计数）</translation>
    </message>
    <message>
        <source>What the catalog of the Trigger Lab&apos;s profile %1 costs in every request (dialect %2, counted in %3); for a real client, as the workbench predicts its listing</source>
        <translation>触发实验室所用配置 %1 的目录在每个请求中的开销（方言 %2，按 %3 计数）；对真实客户端，为工作台对其技能列表的预测</translation>
    </message>
</context>
<context>
    <name>sw::ui::TextFilePage</name>
    <message>
        <source>File changed on disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>%1 was changed by another program, and you have unsaved edits.</source>
        <translation>%1 已被其他程序修改，而你有未保存的编辑。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新加载</translation>
    </message>
    <message>
        <source>Show Diff…</source>
        <translation>显示差异…</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Save to Recreate</source>
        <translation>保存以重新创建</translation>
    </message>
    <message>
        <source>Write the editor&apos;s text to the file again (and its folder, when that is gone too)</source>
        <translation>将编辑器中的文本重新写入该文件（若文件夹也已不存在，则一并重新创建）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the tab; you are asked first when it has edits</source>
        <translation>关闭标签页；若有未保存的编辑会先询问</translation>
    </message>
    <message>
        <source>%1 and its folder were deleted from disk. The text is only in this editor now.</source>
        <translation>%1 及其文件夹已从磁盘删除。现在文本只保存在此编辑器中。</translation>
    </message>
    <message>
        <source>%1 was deleted from disk. The text is only in this editor now.</source>
        <translation>%1 已从磁盘删除。现在文本只保存在此编辑器中。</translation>
    </message>
    <message>
        <source>Keep Mine keeps your edits (saving writes them over the other version); Reload replaces them with the file on disk (Undo brings them back).</source>
        <translation>“保留我的”会保留你的编辑（保存时覆盖另一个版本）；“重新加载”会用磁盘上的文件替换它们（撤销可恢复）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::TimelineDelegate</name>
    <message>
        <source>training</source>
        <translation>训练集</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>留出集</translation>
    </message>
</context>
<context>
    <name>sw::ui::TokenBar</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个令牌</translation>
    </message>
    <message>
        <source>first request</source>
        <translation>首个请求</translation>
    </message>
    <message>
        <source>provider cached %1</source>
        <translation>提供方缓存 %1</translation>
    </message>
    <message>
        <source>provider cached: not reported</source>
        <translation>提供方缓存：未报告</translation>
    </message>
    <message>
        <source>shared prefix %1 of %2</source>
        <translation>共享前缀 %1 / %2</translation>
    </message>
</context>
<context>
    <name>sw::ui::TokenView</name>
    <message>
        <source>Show whitespace</source>
        <translation>显示空白字符</translation>
    </message>
    <message>
        <source>Select text in the editor to see its tokens.</source>
        <translation>在编辑器中选中文本以查看其令牌。</translation>
    </message>
    <message>
        <source>%1 tokens · %2 characters · %3</source>
        <translation>%1 个令牌 · %2 个字符 · %3</translation>
    </message>
    <message>
        <source>first %1 tokens shown</source>
        <translation>仅显示前 %1 个令牌</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>Token %1 of %2 · id %3 · %4 bytes</source>
        <translation>第 %1 个令牌（共 %2 个）· ID %3 · %4 字节</translation>
    </message>
</context>
<context>
    <name>sw::ui::TransportModel</name>
    <message>
        <source>no response</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>HTTP 错误</translation>
    </message>
    <message>
        <source>connection failed</source>
        <translation>连接失败</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>cancelled (Stop)</source>
        <translation>已取消（停止）</translation>
    </message>
    <message>
        <source>malformed response</source>
        <translation>响应格式错误</translation>
    </message>
    <message>
        <source> · Retry-After %1 s</source>
        <translation> · Retry-After %1 秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Bytes received</source>
        <translation>收到字节</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>streaming…</source>
        <translation>流式接收中…</translation>
    </message>
    <message>
        <source>waiting for the response…</source>
        <translation>正在等待响应…</translation>
    </message>
</context>
<context>
    <name>sw::ui::TransportView</name>
    <message>
        <source>Answered inside the capture endpoint by the workbench&apos;s scripted model: nothing went over the network.</source>
        <translation>由捕获端点内的工作台脚本化模型回答：没有任何内容经过网络。</translation>
    </message>
    <message>
        <source>Answered inside the capture endpoint from the response cache: nothing went over the network.</source>
        <translation>由捕获端点内的响应缓存回答：没有任何内容经过网络。</translation>
    </message>
    <message>
        <source>Request headers as the workbench set them (Qt adds Host, Connection, Accept-Encoding, Accept-Language and User-Agent). Credential values are never recorded: they read [REDACTED].</source>
        <translation>工作台设置的请求头（Qt 另外添加 Host、Connection、Accept-Encoding、Accept-Language 和 User-Agent）。凭据的值从不记录，显示为 [REDACTED]。</translation>
    </message>
    <message>
        <source>Scripted replay: this request was built exactly as it would be sent, but nothing went over the network.</source>
        <translation>脚本化回放：此请求按实际发送的样子构建，但没有经过网络。</translation>
    </message>
    <message>
        <source>(no HTTP response)</source>
        <translation>（无 HTTP 响应）</translation>
    </message>
    <message>
        <source>Started %1 · wait %2 · total %3 ms · %4 bytes sent, %5 bytes received</source>
        <translation>开始于 %1 · 等待 %2 · 共 %3 毫秒 · 发送 %4 字节，收到 %5 字节</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>no response</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Answered from the Trigger Lab&apos;s response cache: nothing went over the network for this request. Turn off “Use cache” to send it again.</source>
        <translation>由触发实验室的响应缓存作答：此请求没有经过网络。关闭“使用缓存”即可重新发送。</translation>
    </message>
    <message>
        <source>No transport was recorded for this request (a session saved before the workbench recorded attempts).</source>
        <translation>此请求没有传输记录（会话保存于工作台开始记录尝试之前）。</translation>
    </message>
    <message>
        <source>Sent; no response yet.</source>
        <translation>已发送；尚无响应。</translation>
    </message>
    <message>
        <source>(no response yet)</source>
        <translation>（尚无响应）</translation>
    </message>
    <message>
        <source>Started %1 · %2 · %3 bytes sent, %4 bytes received so far</source>
        <translation>开始于 %1 · %2 · 已发送 %3 字节，目前已收到 %4 字节</translation>
    </message>
    <message>
        <source>%1 ms to the response headers</source>
        <translation>%1 毫秒收到响应头</translation>
    </message>
    <message>
        <source>waiting for the response headers</source>
        <translation>正在等待响应头</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>流式接收中</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
</context>
<context>
    <name>sw::ui::TriggerLabPage</name>
    <message>
        <source>A Trigger Lab run is in progress. Stop it and close the window? Its results are lost unless exported; with Use cache on, the answers that arrived are kept, and running the set again does not ask for them again.</source>
        <translation>触发实验室正在运行。停止运行并关闭窗口吗？未导出的结果会丢失；开启“使用缓存”时，已收到的回答会保留，再次运行评测集时不会重新请求它们。</translation>
    </message>
    <message>
        <source>Stop the Run?</source>
        <translation>停止运行？</translation>
    </message>
    <message>
        <source>The eval set could not be kept for the next start: %1</source>
        <translation>评测集无法保留到下次启动：%1</translation>
    </message>
    <message>
        <source>The eval set kept from the last session could not be read: %1</source>
        <translation>无法读取上次保留的评测集：%1</translation>
    </message>
    <message>
        <source>Select an iteration to apply.</source>
        <translation>请选择要应用的一轮。</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message numerus="yes">
        <source>Waiting %n s (rate limit): %1</source>
        <translation>
            <numerusform>等待 %n 秒（速率限制）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Asking the model for description %1…</source>
        <translation>正在请模型给出第 %1 版描述…</translation>
    </message>
    <message>
        <source>Optimiser: %1. Best: iteration %2 (held-out %3/%4).</source>
        <translation>优化器：%1。最佳：第 %2 轮（留出集 %3/%4）。</translation>
    </message>
    <message>
        <source>Optimiser: %1</source>
        <translation>优化器：%1</translation>
    </message>
    <message>
        <source>%1 (one skill, A/B)</source>
        <translation>%1（单技能，A/B）</translation>
    </message>
    <message>
        <source>%1 (routing)</source>
        <translation>%1（路由）</translation>
    </message>
    <message>
        <source>No bundled Trigger Lab scenario found</source>
        <translation>未找到内置的触发实验室场景</translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Could not export the results: %1</source>
        <translation>无法导出结果：%1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>JSON (skill-creator compatible)…</source>
        <translation>JSON（兼容 skill-creator）…</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>JUnit XML…</source>
        <translation>JUnit XML…</translation>
    </message>
    <message>
        <source>JUnit XML (*.xml)</source>
        <translation>JUnit XML (*.xml)</translation>
    </message>
    <message>
        <source>HTML Report…</source>
        <translation>HTML 报告…</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>技能(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>配置(&amp;P)</translation>
    </message>
    <message>
        <source>Pro&amp;vider</source>
        <translation>提供方(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>并发数</translation>
    </message>
    <message>
        <source>iterations</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>How often each query is sent (the trigger rate is triggers / runs)</source>
        <translation>每条查询发送的次数（触发率 = 触发次数 / 运行次数）</translation>
    </message>
    <message>
        <source>A should-trigger query passes when its rate reaches this; a should-not query when it stays below</source>
        <translation>应触发的查询在触发率达到该值时通过；不应触发的查询在低于该值时通过</translation>
    </message>
    <message>
        <source>Requests in flight at once (the provider&apos;s rate limit is shared)</source>
        <translation>同时进行的请求数（共享提供方的速率限制）</translation>
    </message>
    <message>
        <source>The skill under test (one-skill sets, variants and the optimiser)</source>
        <translation>被测技能（单技能评测集、变体和优化器）</translation>
    </message>
    <message>
        <source>The agent profile: catalog, tools and how a load is recognised</source>
        <translation>智能体配置：目录、工具以及如何识别加载</translation>
    </message>
    <message>
        <source>A replay of a bundled Trigger Lab scenario (no model is called) or an OpenAI-compatible endpoint</source>
        <translation>回放内置的触发实验室场景（不调用模型），或 OpenAI 兼容端点</translation>
    </message>
    <message>
        <source>Whole turn</source>
        <translation>完整回合</translation>
    </message>
    <message>
        <source>Run each turn to its end (tools executed, sandboxed) instead of judging the first response</source>
        <translation>把每个回合运行到结束（执行工具，在沙箱中），而不是只看第一次响应</translation>
    </message>
    <message>
        <source>Use cache</source>
        <translation>使用缓存</translation>
    </message>
    <message>
        <source>Answer identical requests from the response cache (free and reproducible); off asks the model again</source>
        <translation>相同的请求由响应缓存回答（免费且可复现）；关闭后重新询问模型</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run the eval set for every checked variant (Ctrl+Return)</source>
        <translation>为每个勾选的变体运行评测集（Ctrl+Return）</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Improve the description: training/held-out split, the model sees the training results only; the best iteration is chosen by its held-out score</source>
        <translation>改进描述：划分训练集/留出集，模型只看到训练集结果；按留出集得分选出最佳一轮</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop now and keep the finished runs (Esc)</source>
        <translation>立即停止并保留已完成的运行（Esc）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>Load a bundled Trigger Lab scenario (a replay)</source>
        <translation>加载内置的触发实验室场景（回放）</translation>
    </message>
    <message>
        <source>Description variants</source>
        <translation>描述变体</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Add a description to compare</source>
        <translation>添加一段用于比较的描述</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Apply to Editor</source>
        <translation>应用到编辑器</translation>
    </message>
    <message>
        <source>Put this description into the skill&apos;s SKILL.md in the editor (one undoable edit)</source>
        <translation>把这段描述写入编辑器中该技能的 SKILL.md（一次可撤销的编辑）</translation>
    </message>
    <message>
        <source>Add as Variant</source>
        <translation>添加为变体</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>No results yet. Add queries on the left (or load a demo), choose the skill and the provider, then Run (Ctrl+Return).</source>
        <translation>还没有结果。在左侧添加查询（或加载演示），选择技能和提供方，然后运行（Ctrl+Return）。</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>(routing: every skill)</source>
        <translation>（路由：所有技能）</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>回放：%1</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>Replay: %1. The answers come from a scenario file; no model is called. Everything else (requests, catalog, tools, statistics) is real.</source>
        <translation>回放：%1。回答来自场景文件，不调用模型。其余一切（请求、目录、工具、统计）都是真实的。</translation>
    </message>
    <message>
        <source>Reading the skills; %1 is selected when they arrive.</source>
        <translation>正在读取技能；读取完成后将选中 %1。</translation>
    </message>
    <message>
        <source>B: editor (unsaved)</source>
        <translation>B：编辑器（未保存）</translation>
    </message>
    <message>
        <source>Trigger Lab: %1 (the editor&apos;s description is the saved one).</source>
        <translation>触发实验室：%1（编辑器中的描述与已保存的相同）。</translation>
    </message>
    <message>
        <source>Trigger Lab: %1, the editor&apos;s unsaved description is variant B.</source>
        <translation>触发实验室：%1，编辑器中未保存的描述为变体 B。</translation>
    </message>
    <message>
        <source>The scenario has no routing set.</source>
        <translation>该场景没有路由评测集。</translation>
    </message>
    <message>
        <source>The scenario has no one-skill set.</source>
        <translation>该场景没有单技能评测集。</translation>
    </message>
    <message>
        <source>Loaded the replay &quot;%1&quot;. Run it with Ctrl+Return.</source>
        <translation>已加载回放“%1”。按 Ctrl+Return 运行。</translation>
    </message>
    <message>
        <source>Add a Description Variant</source>
        <translation>添加描述变体</translation>
    </message>
    <message>
        <source>%1 / 1024 characters</source>
        <translation>%1 / 1024 个字符</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Description of %1</source>
        <translation>%1 的描述</translation>
    </message>
    <message>
        <source>Select a variant other than the saved one to remove it.</source>
        <translation>请选择一个除已保存描述之外的变体来删除。</translation>
    </message>
    <message>
        <source>The replay scenario could not be read.</source>
        <translation>无法读取回放场景。</translation>
    </message>
    <message>
        <source>No skills yet: open a skill root (or wait until the library is read).</source>
        <translation>还没有技能：请打开一个技能根目录（或等待技能库读取完成）。</translation>
    </message>
    <message>
        <source>The eval set is empty: add queries (Insert), paste lines, import a file or load a demo.</source>
        <translation>评测集为空：请添加查询（Insert）、粘贴多行、导入文件或加载演示。</translation>
    </message>
    <message>
        <source>Row %1 repeats an earlier query: results are kept per query, remove one of them.</source>
        <translation>第 %1 行与前面的查询重复：结果按查询保存，请删除其中一条。</translation>
    </message>
    <message>
        <source>Choose the skill under test: a one-skill set says for each query whether that skill should load.</source>
        <translation>请选择被测技能：单技能评测集为每条查询指明该技能是否应加载。</translation>
    </message>
    <message>
        <source>Check at least one description variant.</source>
        <translation>请至少勾选一个描述变体。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Choose the skill whose description to optimise.</source>
        <translation>请选择要优化描述的技能。</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Results: optimiser iteration %1</source>
        <translation>结果：优化器第 %1 轮</translation>
    </message>
    <message numerus="yes">
        <source>Results: %1 · %2 · %n run(s) per query</source>
        <translation>
            <numerusform>结果：%1 · %2 · 每条查询 %n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <source>routing</source>
        <translation>路由</translation>
    </message>
    <message>
        <source>%1 / %2 runs</source>
        <translation>%1 / %2 次运行</translation>
    </message>
    <message>
        <source>%1 elapsed, about %2 left</source>
        <translation>已用 %1，约剩 %2</translation>
    </message>
    <message>
        <source>%1 elapsed</source>
        <translation>已用 %1</translation>
    </message>
    <message>
        <source>Could not run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Trigger Lab: %1</source>
        <translation>触发实验室：%1</translation>
    </message>
    <message>
        <source>Stopped: provider unreachable</source>
        <translation>已停止：无法连接提供方</translation>
    </message>
    <message>
        <source>Trigger Lab: the run could not finish: %1. Finished runs are kept.</source>
        <translation>触发实验室：运行无法完成：%1。已完成的运行已保留。</translation>
    </message>
    <message>
        <source>Cancelled after %1</source>
        <translation>已在 %1 后取消</translation>
    </message>
    <message numerus="yes">
        <source>Trigger Lab: cancelled; %n finished run(s) kept.</source>
        <translation>
            <numerusform>触发实验室：已取消；保留了 %n 次已完成的运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Done in %1</source>
        <translation>用时 %1 完成</translation>
    </message>
    <message>
        <source>suggested near miss: check it</source>
        <translation>建议的近似反例：请检查</translation>
    </message>
    <message>
        <source>The model suggested no new near misses.</source>
        <translation>模型没有给出新的近似反例。</translation>
    </message>
    <message numerus="yes">
        <source>Add %n suggested near miss(es)</source>
        <translation>
            <numerusform>添加 %n 条建议的近似反例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n suggested near miss(es) as should-not queries: edit or delete them (Ctrl+Z takes them all back).</source>
        <translation>
            <numerusform>已添加 %n 条建议的近似反例作为“不应触发”的查询：请编辑或删除（Ctrl+Z 可全部撤回）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not get near misses: %1</source>
        <translation>无法获得近似反例：%1</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>还没有可导出的结果。</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <source>Confusion matrix: the skill each query expects (rows) against the skill the model loaded (columns)</source>
        <translation>混淆矩阵：每条查询期望的技能（行）对比模型加载的技能（列）</translation>
    </message>
    <message>
        <source>%1/%2 queries passed</source>
        <translation>%1/%2 条查询通过</translation>
    </message>
    <message>
        <source>%1 %2/%3 passed</source>
        <translation>%1 %2/%3 通过</translation>
    </message>
    <message numerus="yes">
        <source>(%n error(s))</source>
        <translation>
            <numerusform>（%n 次出错）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading the demo replaces your eval set (%n query(ies)).</source>
        <translation>
            <numerusform>加载演示会替换你的评测集（%n 个查询）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It also replaces your description variants (%n).</source>
        <translation>
            <numerusform>同时会替换你的描述变体（%n 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the set first to keep it. Load the demo?</source>
        <translation>如需保留，请先导出评测集。要加载演示吗？</translation>
    </message>
    <message>
        <source>Load the Demo?</source>
        <translation>加载演示？</translation>
    </message>
    <message>
        <source>out of date: the eval set or the variants changed since this run (Ctrl+Return runs it again)</source>
        <translation>已过时：本次运行后评测集或变体已更改（按 Ctrl+Return 重新运行）</translation>
    </message>
    <message>
        <source>The eval set is for the skill &quot;%1&quot;, which no root has; choose the skill to test it against.</source>
        <translation>该评测集针对技能“%1”，但没有任何根目录包含它；请选择要测试的技能。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting %n s before trying again: %1</source>
        <translation>
            <numerusform>等待 %n 秒后重试：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Endpoint…</source>
        <translation>端点…</translation>
    </message>
    <message>
        <source>The chosen provider&apos;s base URL, API key and wire format (Preferences): a local server or any OpenAI-compatible endpoint goes under &quot;%1&quot;</source>
        <translation>所选提供方的基础 URL、API 密钥和线上格式（首选项）：本地服务器或任何 OpenAI 兼容端点请使用“%1”</translation>
    </message>
    <message>
        <source>Rows: the skill expected ↓ · columns: the skill loaded →</source>
        <translation>行：预期的技能 ↓ · 列：实际加载的技能 →</translation>
    </message>
    <message>
        <source>%1 %2 (real client)</source>
        <translation>%1 %2（真实客户端）</translation>
    </message>
    <message>
        <source>%1 itself runs for each query, in an isolated home with only these skills. Its model calls are answered by the workbench&apos;s scripted model: no AI, offline; it loads the skill sharing the most words with the query (two at least, each of four letters or more or a pair of Chinese, Japanese or Korean characters).</source>
        <translation>%1 本身为每个查询运行，位于只含这些技能的隔离主目录中。它的模型调用由工作台的脚本模型应答：没有 AI，离线；它加载与查询共享词语最多的技能（至少两个；英文等按四个字母以上的单词计，中文、日文、韩文按相邻两字计）。</translation>
    </message>
    <message>
        <source>%1 itself runs for each query, in an isolated home with only these skills; its model calls go to the provider through a local capture endpoint that holds the key.</source>
        <translation>%1 本身为每个查询运行，位于只含这些技能的隔离主目录中；它的模型调用经由持有密钥的本地捕获端点发往提供方。</translation>
    </message>
    <message>
        <source>%1 speaks %2; the provider %3 is set to %4. Choose a provider with that format (Endpoint… sets a preset&apos;s format), or a replay for the offline scripted model.</source>
        <translation>%1 使用 %2；提供方 %3 设置为 %4。请选择使用该格式的提供方（“端点…”可设置预设的格式），或选择回放以使用离线脚本模型。</translation>
    </message>
    <message>
        <source>%1 (routing, Claude Code itself, scripted model)</source>
        <translation>%1（路由，Claude Code 本身，脚本模型）</translation>
    </message>
</context>
<context>
    <name>sw::ui::VariantBarsView</name>
    <message>
        <source>Run the eval set to see each variant&apos;s rates with their 95% intervals.</source>
        <translation>运行评测集，查看每个变体的比率及其 95% 区间。</translation>
    </message>
    <message>
        <source>Run accuracy</source>
        <translation>运行准确率</translation>
    </message>
    <message>
        <source>Recall (should trigger)</source>
        <translation>召回率（应触发）</translation>
    </message>
    <message>
        <source>False triggers (should not; lower is better)</source>
        <translation>误触发（不应触发；越低越好）</translation>
    </message>
    <message>
        <source>no runs to rate</source>
        <translation>没有可计算的运行</translation>
    </message>
</context>
<context>
    <name>sw::ui::VariantListModel</name>
    <message>
        <source>A: saved</source>
        <translation>A：已保存</translation>
    </message>
    <message>
        <source>The description as saved in SKILL.md</source>
        <translation>SKILL.md 中已保存的描述</translation>
    </message>
    <message numerus="yes">
        <source>%1

%n character(s)</source>
        <translation>
            <numerusform>%1

%n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>editor</source>
        <translation>编辑器</translation>
    </message>
    <message>
        <source>iteration %1</source>
        <translation>第 %1 轮</translation>
    </message>
</context>
<context>
    <name>sw::ui::VariantSummaryModel</name>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 [%2–%3]</source>
        <translation>%1 [%2–%3]</translation>
    </message>
    <message>
        <source>The saved description</source>
        <translation>已保存的描述</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Run accuracy</source>
        <translation>运行准确率</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>False triggers</source>
        <translation>误触发</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>%1 vs %2, %3: the 95% intervals overlap — these runs cannot tell the two apart (more runs narrow them).</source>
        <translation>%1 对比 %2，%3：95% 置信区间重叠——这些运行无法区分两者（增加运行次数可缩小区间）。</translation>
    </message>
    <message>
        <source>%1 vs %2, %3: the 95% intervals do not overlap — a real difference.</source>
        <translation>%1 对比 %2，%3：95% 置信区间不重叠——差异真实存在。</translation>
    </message>
    <message>
        <source>run accuracy</source>
        <translation>运行准确率</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
</context>
<context>
    <name>sw::ui::VerdictText</name>
    <message>
        <source>skills-ref</source>
        <translation>skills-ref</translation>
    </message>
    <message>
        <source>Claude upload</source>
        <translation>Claude 上传</translation>
    </message>
    <message>
        <source>Claude Code</source>
        <translation>Claude Code</translation>
    </message>
    <message>
        <source>Codex</source>
        <translation>Codex</translation>
    </message>
    <message>
        <source>tRPC-Go</source>
        <translation>tRPC-Go</translation>
    </message>
    <message>
        <source>tRPC-Python</source>
        <translation>tRPC-Python</translation>
    </message>
    <message>
        <source>deepseek</source>
        <translation>deepseek</translation>
    </message>
    <message>
        <source>minimal</source>
        <translation>minimal</translation>
    </message>
    <message>
        <source>The Agent Skills reference validator and its to-prompt catalog</source>
        <translation>Agent Skills 参考校验器及其 to-prompt 目录</translation>
    </message>
    <message>
        <source>Uploading to claude.ai or the Claude API (only the specification&apos;s six fields)</source>
        <translation>上传到 claude.ai 或 Claude API（只接受规范的六个字段）</translation>
    </message>
    <message>
        <source>tRPC-Agent-Go&apos;s skill overview</source>
        <translation>tRPC-Agent-Go 的技能概览</translation>
    </message>
    <message>
        <source>tRPC-Agent-Python&apos;s skill overview</source>
        <translation>tRPC-Agent-Python 的技能概览</translation>
    </message>
    <message>
        <source>deepseek-harness&apos;s skill catalog (descriptions cut at 500 characters)</source>
        <translation>deepseek-harness 的技能目录（描述截断到 500 个字符）</translation>
    </message>
    <message>
        <source>A minimal loader (seeds 002 and 004)</source>
        <translation>最简加载器（种子 002 和 004）</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>shortened</source>
        <translation>截短</translation>
    </message>
    <message>
        <source>name only</source>
        <translation>仅名称</translation>
    </message>
    <message>
        <source>omitted</source>
        <translation>省略</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>unparsed</source>
        <translation>无法解析</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>被拒</translation>
    </message>
    <message>
        <source>shadowed</source>
        <translation>被遮蔽</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source>Listed in full.</source>
        <translation>完整列出。</translation>
    </message>
    <message numerus="yes">
        <source>The description is shortened by %n character(s) to fit the listing budget of %1 %2.</source>
        <translation>
            <numerusform>描述被截短 %n 个字符，以放进 %1 %2 的列表预算。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Description and when_to_use are cut to %1 characters in the listing: %n not shown.</source>
        <translation>
            <numerusform>列表中 description 与 when_to_use 被截断到 %1 个字符：%n 个未显示。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The description is cut to %1 characters: %n not shown.</source>
        <translation>
            <numerusform>描述被截断到 %1 个字符：%n 个未显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Listed by name only: the listing overflows its budget of %1 %2.</source>
        <translation>只列出名称：列表超出了 %1 %2 的预算。</translation>
    </message>
    <message>
        <source>Named on the additional-skills line only (WithMaxOverviewSkills %1).</source>
        <translation>只在“其他技能”一行中列出名称（WithMaxOverviewSkills %1）。</translation>
    </message>
    <message>
        <source>yaml.safe_load cannot read the frontmatter (%1): listed under the folder name with no description.</source>
        <translation>yaml.safe_load 无法读取前置元数据（%1）：以文件夹名列出，没有描述。</translation>
    </message>
    <message>
        <source>Left out of the list: even bare lines exceed the budget of %1 %2.</source>
        <translation>未列入：即使不带描述的行也超出 %1 %2 的预算。</translation>
    </message>
    <message>
        <source>disable-model-invocation: true keeps it out of the model&apos;s listing; the user can still run it.</source>
        <translation>disable-model-invocation: true 使它不出现在模型的列表中；用户仍可运行它。</translation>
    </message>
    <message>
        <source>paths: listed only after Claude reads or edits a matching file.</source>
        <translation>paths：只有在 Claude 读取或编辑了匹配的文件之后才会列出。</translation>
    </message>
    <message>
        <source>agents/openai.yaml policy.allow_implicit_invocation: false keeps it out of the model&apos;s list; the user can still name it.</source>
        <translation>agents/openai.yaml 中的 policy.allow_implicit_invocation: false 使它不出现在模型的列表中；用户仍可点名使用。</translation>
    </message>
    <message>
        <source>The parser refuses the file at line %1, column %2: %3</source>
        <translation>解析器在第 %1 行第 %2 列拒绝了该文件：%3</translation>
    </message>
    <message>
        <source>The parser refuses the file: %1</source>
        <translation>解析器拒绝了该文件：%1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>被拒：%1</translation>
    </message>
    <message>
        <source>A skill of the same name wins: %1 (%2).</source>
        <translation>同名技能优先：%1（%2）。</translation>
    </message>
    <message>
        <source>Claude Code: managed, personal, project</source>
        <translation>Claude Code：托管、个人、项目</translation>
    </message>
    <message>
        <source>opencode: the last one read wins, and its reading order varies from run to run</source>
        <translation>opencode：最后读到的优先，而其读取顺序每次运行都可能不同</translation>
    </message>
    <message>
        <source>Gemini CLI: in one folder the order of its walk decides, usually the lower path wins</source>
        <translation>Gemini CLI：同一文件夹内由其遍历顺序决定，通常路径较小的优先</translation>
    </message>
    <message>
        <source>Gemini CLI: the last one read wins (user roots, then project roots)</source>
        <translation>Gemini CLI：最后读到的优先（先用户根目录，后项目根目录）</translation>
    </message>
    <message>
        <source>first root wins</source>
        <translation>第一个根目录优先</translation>
    </message>
    <message>
        <source>Shorten descriptions, or disable skills you do not use, to leave room in the list.</source>
        <translation>缩短描述，或停用不用的技能，给列表留出空间。</translation>
    </message>
    <message>
        <source>Shorten description and when_to_use to %1 characters together.</source>
        <translation>把 description 与 when_to_use 合计缩短到 %1 个字符。</translation>
    </message>
    <message>
        <source>Shorten the description to %1 characters.</source>
        <translation>把描述缩短到 %1 个字符。</translation>
    </message>
    <message>
        <source>Shorten descriptions across the repository, or raise the listing budget.</source>
        <translation>缩短整个仓库中的描述，或提高列表预算。</translation>
    </message>
    <message>
        <source>Raise WithMaxOverviewSkills, or give the skill a name the request mentions.</source>
        <translation>提高 WithMaxOverviewSkills，或给技能起一个请求会提到的名称。</translation>
    </message>
    <message>
        <source>Remove disable-model-invocation: true to let Claude choose the skill.</source>
        <translation>删除 disable-model-invocation: true，让 Claude 可以选用该技能。</translation>
    </message>
    <message>
        <source>Remove paths: to list the skill from the start.</source>
        <translation>删除 paths:，让技能从一开始就被列出。</translation>
    </message>
    <message>
        <source>Set policy.allow_implicit_invocation: true in agents/openai.yaml, or remove it.</source>
        <translation>在 agents/openai.yaml 中设置 policy.allow_implicit_invocation: true，或删除该设置。</translation>
    </message>
    <message>
        <source>Rename one of the skills, or remove the copy.</source>
        <translation>重命名其中一个技能，或删除副本。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修正：%1</translation>
    </message>
    <message>
        <source>What each client&apos;s model sees</source>
        <translation>各客户端的模型看到的内容</translation>
    </message>
    <message>
        <source>opencode</source>
        <translation>opencode</translation>
    </message>
    <message>
        <source>built-in rules</source>
        <translation>内置规则</translation>
    </message>
    <message>
        <source>Follows %1 %2 (%3)</source>
        <translation>遵循 %1 %2（%3）</translation>
    </message>
    <message>
        <source>Claude Code&apos;s skill listing (1% of the model&apos;s context window in characters, 1,536 per skill; its own skills count too)</source>
        <translation>Claude Code 的技能列表（占模型上下文窗口 1% 的字符数，每个技能 1,536 个字符；它自带的技能也计入）</translation>
    </message>
    <message>
        <source>Codex&apos;s skills section (2% of the model&apos;s context window in approximate tokens; its own skills count too)</source>
        <translation>Codex 的技能段落（占模型上下文窗口 2% 的近似令牌；它自带的技能也计入）</translation>
    </message>
    <message>
        <source>opencode&apos;s skill listing (every skill with a name and a description, no budget)</source>
        <translation>opencode 的技能列表（列出每个有名称和描述的技能，没有预算）</translation>
    </message>
    <message numerus="yes">
        <source>The description is over %1 characters: it is cut when the skill is loaded, %n not shown.</source>
        <translation>
            <numerusform>描述超过 %1 个字符：加载技能时会被截断，%n 个未显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>No description: the skill is loaded, but listed only with one (the model can still load it by name).</source>
        <translation>没有描述：技能已加载，但只有带描述的技能才会列出（模型仍可按名称加载它）。</translation>
    </message>
    <message>
        <source>Listed in full, but with the body&apos;s first line as its description (%1).</source>
        <translation>完整列出，但用正文的第一行作为描述（%1）。</translation>
    </message>
    <message>
        <source>Add a description saying what the skill does and when to use it.</source>
        <translation>添加描述，说明技能做什么、何时使用。</translation>
    </message>
    <message>
        <source>Gemini CLI</source>
        <translation>Gemini CLI</translation>
    </message>
    <message>
        <source>Gemini CLI&apos;s skill listing (every skill with a name and a description, in full, no budget)</source>
        <translation>Gemini CLI 的技能列表（每个有名称和描述的技能都完整列出，没有预算）</translation>
    </message>
</context>
<context>
    <name>sw::ui::VisibilityModel</name>
    <message>
        <source>Listing: %1 of %2 %3 used%4</source>
        <translation>列表：已用 %1 / %2 %3%4</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>字符</translation>
    </message>
    <message>
        <source> (root aliases)</source>
        <translation>（根目录别名）</translation>
    </message>
</context>
<context>
    <name>sw::ui::VisibilityPanel</name>
    <message>
        <source>Only skills not listed in full</source>
        <translation>只看未被完整列出的技能</translation>
    </message>
    <message>
        <source>Filter skills</source>
        <translation>筛选技能</translation>
    </message>
    <message>
        <source>Hide the skills every client lists in full</source>
        <translation>隐藏所有客户端都完整列出的技能</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 令牌</translation>
    </message>
    <message>
        <source>Context window:</source>
        <translation>上下文窗口：</translation>
    </message>
    <message>
        <source>Visibility of each skill for each client</source>
        <translation>每个技能在每个客户端中的可见性</translation>
    </message>
    <message>
        <source>No skills</source>
        <translation>没有技能</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not listed in full by every client</source>
        <translation>
            <numerusform>%n 个未被所有客户端完整列出</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>显示 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <source>Open SKILL.md</source>
        <translation>打开 SKILL.md</translation>
    </message>
    <message>
        <source>Copy reason</source>
        <translation>复制原因</translation>
    </message>
    <message>
        <source>each client&apos;s own</source>
        <translation>各客户端自己的</translation>
    </message>
    <message>
        <source>The context window Claude Code and Codex budget their listings for (Claude Code 1% of it in characters, Codex 2% in approximate tokens). Each client&apos;s own: the window each assumes for its default model.</source>
        <translation>Claude Code 和 Codex 计算列表预算所依据的上下文窗口（Claude Code 用其中 1% 的字符数，Codex 用 2% 的近似令牌）。各客户端自己的：即各自为默认模型假定的窗口。</translation>
    </message>
</context>
<context>
    <name>sw::ui::WindowActions</name>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>转到行(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Open Skill Root…</source>
        <translation>打开技能根目录(&amp;O)…</translation>
    </message>
    <message>
        <source>Add Skill Root &amp;URL…</source>
        <translation>添加技能根 URL(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;New Skill…</source>
        <translation>新建技能(&amp;N)…</translation>
    </message>
    <message>
        <source>New &amp;Doc…</source>
        <translation>新建文档(&amp;D)…</translation>
    </message>
    <message>
        <source>New S&amp;cript…</source>
        <translation>新建脚本(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>全部保存(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>关闭文件(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Import Skill Package…</source>
        <translation>导入技能包(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Export Skill…</source>
        <translation>导出技能(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Next &amp;Problem</source>
        <translation>下一个问题(&amp;P)</translation>
    </message>
    <message>
        <source>Apply &amp;Quick Fix</source>
        <translation>应用快速修复(&amp;Q)</translation>
    </message>
    <message>
        <source>Command &amp;Palette…</source>
        <translation>命令面板(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Rename Skill…</source>
        <translation>重命名技能(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Duplicate Skill…</source>
        <translation>复制技能(&amp;D)…</translation>
    </message>
    <message>
        <source>Move Skill to &amp;Trash…</source>
        <translation>将技能移到回收站(&amp;T)…</translation>
    </message>
    <message>
        <source>%1 Layout</source>
        <translation>%1布局</translation>
    </message>
    <message>
        <source>Markdown &amp;Preview</source>
        <translation>Markdown 预览(&amp;P)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;About Skill Workbench</source>
        <translation>关于技能工作台(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>技能(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;New Session</source>
        <translation>新建会话(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>会话另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export as &amp;Markdown…</source>
        <translation>导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <source>Export as &amp;HTML Report…</source>
        <translation>导出为 HTML 报告(&amp;H)…</translation>
    </message>
    <message>
        <source>S&amp;ession</source>
        <translation>会话(&amp;E)</translation>
    </message>
    <message>
        <source>The new language applies after a restart.</source>
        <translation>新语言将在重启后生效。</translation>
    </message>
    <message>
        <source>Export Requests as H&amp;AR…</source>
        <translation>将请求导出为 H&amp;AR…</translation>
    </message>
    <message>
        <source>Every request and response as a HAR 1.2 capture (API key redacted), to compare with a proxy or a browser</source>
        <translation>将每个请求和响应导出为 HAR 1.2 抓包（已隐去 API 密钥），便于与代理或浏览器比较</translation>
    </message>
    <message>
        <source>Frontmatter &amp;Form</source>
        <translation>Frontmatter 表单(&amp;F)</translation>
    </message>
    <message>
        <source>Preview &amp;Beside the Source</source>
        <translation>预览在源码旁边(&amp;B)</translation>
    </message>
    <message>
        <source>Preview B&amp;elow the Source</source>
        <translation>预览在源码下方(&amp;E)</translation>
    </message>
    <message>
        <source>Editor &amp;Layout</source>
        <translation>编辑器布局(&amp;L)</translation>
    </message>
    <message>
        <source>Editor Layout</source>
        <translation>编辑器布局</translation>
    </message>
    <message>
        <source>New &amp;Doc in %1…</source>
        <translation>在 %1 中新建文档(&amp;D)…</translation>
    </message>
    <message>
        <source>New S&amp;cript in %1…</source>
        <translation>在 %1 中新建脚本(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Rename %1…</source>
        <translation>重命名 %1(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Duplicate %1…</source>
        <translation>复制 %1(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Export %1…</source>
        <translation>导出 %1(&amp;E)…</translation>
    </message>
    <message>
        <source>Move %1 to &amp;Trash…</source>
        <translation>将 %1 移到回收站(&amp;T)…</translation>
    </message>
    <message>
        <source>P&amp;resentation Mode</source>
        <translation>演示模式(&amp;R)</translation>
    </message>
    <message>
        <source>Larger fonts and only the centre of the window, for presenting</source>
        <translation>更大的字体，只保留窗口中部，用于演示</translation>
    </message>
</context>
<context>
    <name>sw::ui::welcome::WelcomePage</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>Write, validate and debug Agent Skills, and see exactly what a model receives when it reads the catalog, loads a skill and runs its scripts.</source>
        <translation>编写、校验和调试智能体技能，并准确查看模型在读取目录、加载技能和运行脚本时收到的内容。</translation>
    </message>
    <message>
        <source>Start the demo</source>
        <translation>开始演示</translation>
    </message>
    <message>
        <source>A scripted conversation replays against the bundled skills: the model reads the catalog, loads a skill, selects a doc, runs a script and answers with the files it produced. The chat, the Requests inspector, the token charts and the Runs panel fill as it goes. It is a replay: no API key, no network.</source>
        <translation>一段脚本化的对话将基于内置技能回放：模型读取目录、加载技能、选择文档、运行脚本，并用生成的文件作答。对话、请求检查器、令牌图表和运行面板会随之逐步填充。这只是回放：无需 API 密钥，也不联网。</translation>
    </message>
    <message>
        <source>Same conversation, different profile or materialisation: compare the request timelines and the cacheable prompt prefix side by side.</source>
        <translation>同一段对话，不同的配置或物化方式：并排比较请求时间线和可缓存的提示词前缀。</translation>
    </message>
    <message>
        <source>Compare scenarios…</source>
        <translation>比较场景…</translation>
    </message>
    <message>
        <source>Recent skill folders</source>
        <translation>最近的技能文件夹</translation>
    </message>
    <message>
        <source>Open a skills folder…</source>
        <translation>打开技能文件夹…</translation>
    </message>
    <message>
        <source>Bundled skills</source>
        <translation>内置技能</translation>
    </message>
    <message>
        <source>Six small, valid skills that exercise every feature: scripts, docs, declared tools, charts and reports.</source>
        <translation>六个小巧且有效的技能，覆盖所有功能：脚本、文档、声明的工具、图表和报告。</translation>
    </message>
    <message>
        <source>Open the bundled skills</source>
        <translation>打开内置技能</translation>
    </message>
    <message>
        <source>Model provider</source>
        <translation>模型提供方</translation>
    </message>
    <message>
        <source>replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Use a real provider…</source>
        <translation>使用真实的提供方…</translation>
    </message>
    <message>
        <source>What is new</source>
        <translation>新功能</translation>
    </message>
    <message>
        <source>No release notes were found.</source>
        <translation>未找到发行说明。</translation>
    </message>
    <message>
        <source>The release notes could not be read: %1</source>
        <translation>无法读取发行说明：%1</translation>
    </message>
    <message>
        <source>Version %1 — %2</source>
        <translation>版本 %1 — %2</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>No folders opened yet.</source>
        <translation>尚未打开任何文件夹。</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Some scenario files could not be read:
%1</source>
        <translation>部分场景文件无法读取：
%1</translation>
    </message>
    <message>
        <source>No demo scenarios were found. Set SW_DATA_DIR to the folder that holds scenarios/ or reinstall Skill Workbench.</source>
        <translation>未找到演示场景。请将 SW_DATA_DIR 设置为包含 scenarios/ 的文件夹，或重新安装技能工作台。</translation>
    </message>
    <message>
        <source>a bundled scenario</source>
        <translation>一个内置场景</translation>
    </message>
</context>
</TS>
