#pragma once
// Test support for the bundled skills (skills/) and demo scenarios (resources/scenarios/): where they are,
// what each SKILL.md documents (fenced bash commands, the `Tools:` section, links), the tRPC-Go doc list,
// a blocking run through the real workspace (sw::Workspace + sw::RunJob) and checks of produced files.
#include "workspace/runtypes.h"
#include "workspace/workspace.h"

#include <QString>
#include <QStringList>

namespace sw::test {

QString bundledSkillsRoot(); // <source>/skills
QString scenariosRoot(); // <source>/resources/scenarios
QStringList bundledSkillNames(); // folder names holding SKILL.md, sorted

QString readText(const QString &path);
// Splits SKILL.md text into frontmatter lines (between the --- lines) and body; false if not well-formed.
bool splitSkillMd(const QString &text, QString *frontmatter, QString *body);
// Commands documented in fenced ```bash blocks of the body: each non-empty line that is not a # comment.
QStringList documentedCommands(const QString &body);
// Tool names under the body's `Tools:` section (`- name` lines; `#` lines are comments), tRPC-Agent-Python.
QStringList declaredToolsOf(const QString &body);
// tRPC-Go docs: every file whose lower-cased name ends in .md or .txt except SKILL.md, relative, sorted.
QStringList goDocsOf(const QString &skillFolder);
// Every regular file of a skill folder, relative with '/', sorted.
QStringList filesOf(const QString &skillFolder);

// Runs one command in the skill's working copy inside `workspace` and waits for RunJob::finished.
RunResult runSkillCommand(const Workspace &workspace, const QString &skillName, const QString &command,
    const QStringList &outputGlobs, const QStringList &inputFiles = {}, int waitMs = 120000);

// Checks a produced file by its extension: PNG signature + IHDR + decodable non-blank image, SVG parses as XML
// with an <svg> root, JSON parses, CSV has a header and a data row, other files are non-empty.
// Returns an empty string when valid, else what is wrong.
QString checkOutputFile(const QString &absolutePath);

} // namespace sw::test
