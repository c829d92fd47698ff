#pragma once
// SkillTreeModel's node (private to the model's two source files): a root, a skill or one of its files and folders.
#include "library/skilltreemodel.h"

#include <memory>
#include <vector>

namespace sw::ui {

struct SkillTreeModel::Node
{
    Kind kind = Kind::Root;
    Node *parent = nullptr;
    int row = 0;
    // Root
    RootStatus root;
    QString label; // as shown (rootLabels)
    // Skill: a record of the model's snapshot (immutable, kept alive by m_snapshot): no copy per node
    const SkillRecord *record = nullptr;
    bool filesListed = false;
    // File and Folder
    QString name; // file name
    QString relativePath; // inside the skill folder
    QString absolutePath;
    bool note = false; // the "more files not listed" row (no path)
    std::vector<std::unique_ptr<Node>> children;
};

} // namespace sw::ui
