#pragma once
// Computes the visibility matrix of a repository snapshot (blocking: call it off the GUI thread). What depends on
// one skill only (how each consumer parses, validates and names it, its policy fields, its catalog line) is cached
// per skill, keyed by the parsed SKILL.md the snapshot shares and the state of its agents/openai.yaml; after an
// edit only that skill is read again, and the repository-wide parts (shadowing, listing budgets) are recomputed
// from the cached facts. The result equals a computation from scratch (tested).
#include "repository/skillindex.h"
#include "visibility/visibility.h"

#include <atomic>
#include <memory>

namespace sw {

class VisibilityCache; // per-skill facts, immutable once built

struct VisibilityResult
{
    std::shared_ptr<const VisibilityMatrix> matrix;
    std::shared_ptr<const VisibilityCache> cache; // pass it to the next computation
    int readSkills = 0; // skills whose facts were computed (not taken from the cache)
    bool cancelled = false;
};

VisibilityResult computeVisibility(const SkillIndexPtr &index, const VisibilitySettings &settings,
    const std::shared_ptr<const VisibilityCache> &previous = {}, const std::atomic_bool *cancel = nullptr);

} // namespace sw
