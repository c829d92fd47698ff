#pragma once
// Where Skill Workbench finds its shipped data (bundled skills, agent profiles, catalog dialects, demo
// scenarios, skill templates, BPE rank files), both installed and when run from a build tree.
#include <QString>
#include <QStringList>

namespace sw {

enum class DataKind { Skills, Profiles, Dialects, Scenarios, Templates, Tokenizers };

// Folder name of a kind below the installed data root `share/skill-workbench/`.
QString dataKindFolder(DataKind kind);

// Candidate folders, most specific first: $SW_DATA_DIR/<kind>, <application dir>/../share/skill-workbench/<kind>,
// then the source tree this binary was built from (resources/<kind>, skills/, or SW_TOKENIZER_DATA_DIR).
QStringList dataDirectoryCandidates(DataKind kind);

// The first candidate that exists, or an empty string when none does.
QString dataDirectory(DataKind kind);

// The user's writable data folder for `folder` (calibrations, user profiles, user dialects):
// <GenericDataLocation>/skill-workbench/<folder>. Not created here.
QString userDataDirectory(const QString &folder);

} // namespace sw
