// ChatPanel's skills: the Library's repository snapshot for a chat with a model, the bundled skills for replays
// (their scripts name them), or the skills a caller fixed with setSkills().
#include "chatpanel.h"

#include "agent/skillsnapshot.h"
#include "common/backgroundpool.h"
#include "common/datapaths.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace sw::ui {

void ChatPanel::setSkills(sw::SkillSnapshotPtr skills)
{
    m_skills = std::move(skills);
    m_skillsFixed = true;
    ++m_skillsGeneration; // a Library read still out no longer matters
    refreshSkills();
}

void ChatPanel::setSkillIndex(const std::shared_ptr<const sw::SkillIndex> &index)
{
    if (!index || m_skillsFixed)
        return;
    const int generation = ++m_skillsGeneration;
    auto *watcher = new QFutureWatcher<sw::SkillSnapshotPtr>(this);
    connect(watcher, &QFutureWatcher<sw::SkillSnapshotPtr>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_skillsGeneration || !watcher->result())
            return;
        m_librarySkills = watcher->result();
        refreshSkills();
    });
    watcher->setFuture(
        QtConcurrent::run(sw::backgroundPool(), [index] { return sw::SkillSnapshot::fromIndex(index); }));
}

sw::SkillSnapshotPtr ChatPanel::activeSkills()
{
    if (!m_skillsFixed && m_librarySkills && !isReplay())
        return m_librarySkills;
    if (!m_skills)
        m_skills = sw::SkillSnapshot::fromRoots({ sw::dataDirectory(sw::DataKind::Skills) });
    return m_skills;
}

void ChatPanel::refreshSkills()
{
    if (activeSkills() == m_shownSkills)
        return;
    fillDeclarations(); // sets m_shownSkills
    updateCatalog();
    Q_EMIT skillsChanged();
}

} // namespace sw::ui
