<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>FilePreview</name>
    <message>
        <source>Select an output file to preview it.</source>
        <translation>选择一个输出文件以预览。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源码</translation>
    </message>
    <message>
        <source>Show the file's source instead of the rendered view</source>
        <translation>显示文件源码而不是渲染视图</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Open with the desktop's default application</source>
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
    <name>FrontmatterForm</name>
    <message>
        <source>The frontmatter is not valid YAML (line %1: %2). The form shows a line-by-line reading; fix the source or use the quick fix.</source>
        <translation>前置元数据不是有效的 YAML（第 %1 行：%2）。表单显示的是逐行读取的结果；请修正源码或使用快速修复。</translation>
    </message>
    <message>
        <source>SKILL.md has no frontmatter yet: fill in the form to add it.</source>
        <translation>SKILL.md 还没有前置元数据：填写表单即可添加。</translation>
    </message>
</context>
<context>
    <name>ImagePreview</name>
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
    <name>OutputFilesModel</name>
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
    <name>QObject</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <translation><numerusform>{%n 个键}</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <translation><numerusform>[%n 项]</numerusform></translation>
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
    <name>RunConsole</name>
    <message>
        <source>Search the output</source>
        <translation>搜索输出</translation>
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
</context>
<context>
    <name>RunForm</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Command run with bash -c in the skill's working copy</source>
        <translation>在技能的工作副本中用 bash -c 运行的命令</translation>
    </message>
    <message>
        <source>Output globs, space-separated (default: out/**)</source>
        <translation>输出通配模式，以空格分隔（默认：out/**）</translation>
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
        <source>Environment lines must look like KEY=value: "%1"</source>
        <translation>环境变量行必须形如 KEY=value：“%1”</translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
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
</context>
<context>
    <name>RunsPanel</name>
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
        <source>manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>%1, executor %2, workspace %3</source>
        <translation>%1，执行器 %2，工作区 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <source>'%1' is not a valid skill name: use lower-case letters, digits and single hyphens.</source>
        <translation>“%1”不是有效的技能名称：请使用小写字母、数字和单个连字符。</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>Unknown template '%1'.</source>
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
        <source>'%1' must be a path inside the skill folder.</source>
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
        <translation><numerusform>总开销最高的 %n 个技能</numerusform></translation>
    </message>
    <message>
        <source>%1 (%2% listing budget, %3 tokens) would cut first: %4</source>
        <translation>%1（列表预算 %2%，%3 个令牌）会最先裁掉：%4</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation><numerusform> 以及另外 %n 个</numerusform></translation>
    </message>
    <message>
        <source>&lt;b&gt;Always paid:&lt;/b&gt; catalog %1 tokens (%2% of the window) · &lt;b&gt;Progressive:&lt;/b&gt; + one body on load (avg %3) · &lt;b&gt;Full injection:&lt;/b&gt; %4 tokens (saves %5%)</source>
        <translation>&lt;b&gt;始终计费：&lt;/b&gt;目录 %1 个令牌（占窗口 %2%）· &lt;b&gt;渐进式：&lt;/b&gt;加载时再加一个正文（平均 %3）· &lt;b&gt;全量注入：&lt;/b&gt;%4 个令牌（节省 %5%）</translation>
    </message>
    <message>
        <source>The catalog fits every client's listing budget.</source>
        <translation>目录在所有客户端的列表预算之内。</translation>
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
        <translation><numerusform>%1 个令牌 · %2 个字符 · %n 个技能 · %3</numerusform></translation>
    </message>
    <message>
        <source>%1: %2 tokens</source>
        <translation>%1：%2 个令牌</translation>
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
    <name>sw::ui::EditorArea</name>
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
        <source>e.g. Apache-2.0 or LICENSE.txt</source>
        <translation>例如 Apache-2.0 或 LICENSE.txt</translation>
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
        <translation><numerusform>%n 个技能</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation><numerusform>%n 个被遮蔽</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message>
        <source>validating…</source>
        <translation>正在校验…</translation>
    </message>
</context>
<context>
    <name>sw::ui::MainWindow</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>Chat with a model through an agent that loads skills, and inspect every request it sends.</source>
        <translation>通过会加载技能的智能体与模型对话，并检查它发出的每一个请求。</translation>
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
        <source>Provider: %1
Executor: %2</source>
        <translation>提供方：%1
执行器：%2</translation>
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
        <source>A new language applies when the application starts again.</source>
        <translation>新语言将在应用重新启动后生效。</translation>
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
        <source>Rename the folder to match the name</source>
        <translation>重命名文件夹以匹配名称</translation>
    </message>
    <message>
        <source>Make the name lower-case</source>
        <translation>将名称改为小写</translation>
    </message>
    <message>
        <source>Quote values that contain a colon</source>
        <translation>为含冒号的值加引号</translation>
    </message>
    <message>
        <source>Move unknown fields under metadata</source>
        <translation>将未知字段移到 metadata 下</translation>
    </message>
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
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation><numerusform>%n 个警告</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation><numerusform>%n 条提示</numerusform></translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>快速修复</translation>
    </message>
</context>
<context>
    <name>sw::ui::SkillCommands</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>Select a skill in the library first.</source>
        <translation>请先在技能库中选择一个技能。</translation>
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
        <source>my-new-skill</source>
        <translation>my-new-skill</translation>
    </message>
    <message>
        <source>What the skill does and when to use it</source>
        <translation>技能做什么，以及何时使用</translation>
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
        <source>Created %1</source>
        <translation>已创建 %1</translation>
    </message>
    <message>
        <source>Rename Skill</source>
        <translation>重命名技能</translation>
    </message>
    <message>
        <source>New name (the folder and the name: field change together):</source>
        <translation>新名称（文件夹与 name: 字段会一起修改）：</translation>
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
        <source>Name of the copy:</source>
        <translation>副本名称：</translation>
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
        <source>New Script</source>
        <translation>新建脚本</translation>
    </message>
    <message>
        <source>New Doc</source>
        <translation>新建文档</translation>
    </message>
    <message>
        <source>Path inside the skill folder:</source>
        <translation>技能文件夹内的路径：</translation>
    </message>
    <message>
        <source>Export Skill</source>
        <translation>导出技能</translation>
    </message>
    <message>
        <source>Skill package (*.skill);;ZIP archive (*.zip);;Tarball (*.tar.gz)</source>
        <translation>技能包 (*.skill);;ZIP 压缩包 (*.zip);;Tar 压缩包 (*.tar.gz)</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>已将 %1 导出到 %2</translation>
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
        <source>Choose a local skill root to import into.</source>
        <translation>请选择要导入到的本地技能根目录。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n item(s)</source>
        <translation><numerusform>已导入 %n 项</numerusform></translation>
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
    <name>sw::ui::SkillTreeModel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation><numerusform>%n 个技能</numerusform></translation>
    </message>
    <message>
        <source>%1
Source: %2</source>
        <translation>%1
来源：%2</translation>
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
        <source>Tokens of the skill's catalog entry in the chosen dialect and encoding</source>
        <translation>该技能的目录条目在所选方言和编码下的令牌数</translation>
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
        <source>Model provider used by the Debug layout</source>
        <translation>调试布局使用的模型提供方</translation>
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
        <translation><numerusform>%n 个技能</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n shadowed</source>
        <translation><numerusform>%n 个被遮蔽</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message>
        <source>Catalog: %1%2 tokens · %3 · %4</source>
        <translation>目录：%1%2 个令牌 · %3 · %4</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
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
        <source>OpenAI-compatible (key from environment)</source>
        <translation>OpenAI 兼容（密钥来自环境变量）</translation>
    </message>
    <message>
        <source>DeepSeek (key from environment)</source>
        <translation>DeepSeek（密钥来自环境变量）</translation>
    </message>
    <message>
        <source>Scripted replay (no API key)</source>
        <translation>脚本回放（无 API 密钥）</translation>
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
        <source>Changes on disk: %1</source>
        <translation>磁盘上的更改：%1</translation>
    </message>
    <message>
        <source>your edits</source>
        <translation>你的编辑</translation>
    </message>
    <message>
        <source>on disk</source>
        <translation>磁盘上</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>从磁盘重新加载</translation>
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
    <name>sw::ui::WelcomePage</name>
    <message>
        <source>Skill Workbench</source>
        <translation>技能工作台</translation>
    </message>
    <message>
        <source>Author, debug and demo Agent Skills: what the model sees, what it costs, why it loads.</source>
        <translation>编写、调试和演示智能体技能：模型看到了什么、花费多少、为何加载。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Open Skill Root…</source>
        <translation>打开技能根目录…</translation>
    </message>
    <message>
        <source>New Skill…</source>
        <translation>新建技能…</translation>
    </message>
    <message>
        <source>Author the Library</source>
        <translation>编写技能库</translation>
    </message>
    <message>
        <source>Start the Demo</source>
        <translation>开始演示</translation>
    </message>
    <message>
        <source>Replays the bundled scenario offline: catalog, load, run, output</source>
        <translation>离线回放内置场景：目录、加载、运行、输出</translation>
    </message>
    <message>
        <source>Recent Skill Roots</source>
        <translation>最近的技能根目录</translation>
    </message>
    <message>
        <source>Library and Provider</source>
        <translation>技能库与提供方</translation>
    </message>
    <message>
        <source>What Is New</source>
        <translation>新功能</translation>
    </message>
    <message>
        <source>• Live validation against the specification, Claude upload and tRPC-Agent rules
• Catalog preview in six dialects with exact token counts
• Token budget per skill and layer, with context-window share
• Form and source editing with one undo history</source>
        <translation>• 按规范、Claude 上传和 tRPC-Agent 规则实时校验
• 六种方言的目录预览，附精确令牌数
• 按技能和层级的令牌预算，以及占上下文窗口的比例
• 表单与源码编辑共享同一撤销历史</translation>
    </message>
    <message>
        <source>No recent roots yet.</source>
        <translation>还没有最近使用的根目录。</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) in the library</source>
        <translation><numerusform>技能库中有 %n 个技能</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation><numerusform>%n 个错误</numerusform></translation>
    </message>
    <message>
        <source>Bundled skills: %1</source>
        <translation>内置技能：%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::WindowActions</name>
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
</context>
</TS>