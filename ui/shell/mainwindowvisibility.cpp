// MainWindow::connectVisibility: the visibility matrix follows the repository snapshot and its context window (each
// client's own unless the user picks one); the Visibility dock, the Library's Clients column and the Budget dock show
// it; selecting a skill there selects it everywhere.
#include "mainwindow.h"

#include "catalog/budgetview.h"
#include "catalog/catalogpreview.h"
#include "editor/editorarea.h"
#include "library/librarypanel.h"
#include "library/skilllibrary.h"
#include "library/skilltreemodel.h"
#include "settings/settings.h"
#include "visibility/visibilityengine.h"
#include "visibility/visibilitypanel.h"
#include "visibility/visibilityprofiles.h"

namespace sw::ui {

void MainWindow::connectVisibility()
{
    m_visibility->setObjectName(QStringLiteral("visibilityEngine"));
    m_visibilityPanel->setContextWindow(m_settings->visibilityContextWindow());
    m_visibility->setSettings(visibilitySettingsFromProfiles(m_settings->visibilityContextWindow()));
    connect(m_library, &SkillLibrary::snapshotChanged, m_visibility, &VisibilityEngine::setSnapshot);
    // Unsaved edits count here as in the Catalog and Tokens docks: the matrix (Visibility dock, Budget's "Who lists
    // them", the Library's Clients column) and the Library's badges read the editor's text.
    connect(m_editor, &EditorArea::liveSkillTextsChanged, m_visibility, &VisibilityEngine::setLiveDocuments);
    connect(m_editor, &EditorArea::liveSkillTextsChanged, m_library, &SkillLibrary::setLiveDocuments);
    connect(m_editor, &EditorArea::liveSkillTextsChanged, m_catalog, &CatalogPreview::setLiveTexts);
    connect(m_visibility, &VisibilityEngine::matrixChanged, this,
        [this](const std::shared_ptr<const VisibilityMatrix> &matrix) {
            m_visibilityPanel->setMatrix(matrix);
            m_libraryPanel->model()->setVisibility(matrix);
            m_budget->setVisibility(matrix);
        });
    connect(m_visibility, &VisibilityEngine::computingChanged, m_visibilityPanel, &VisibilityPanel::setComputing);
    connect(
        m_visibilityPanel, &VisibilityPanel::contextWindowChosen, m_settings, &Settings::setVisibilityContextWindow);
    connect(m_settings, &Settings::visibilityContextWindowChanged, this, [this](int tokens) {
        m_visibilityPanel->setContextWindow(tokens);
        m_visibility->setSettings(visibilitySettingsFromProfiles(tokens));
    });
    connect(m_visibilityPanel, &VisibilityPanel::skillActivated, this, [this](const QString &path) {
        if (m_editor->openFile(path))
            setMode(Mode::Author);
    });
    connect(m_visibilityPanel, &VisibilityPanel::skillSelected, m_libraryPanel,
        [this](const QString &path) { m_libraryPanel->selectPath(path); });
    connect(m_libraryPanel, &LibraryPanel::skillSelected, m_visibilityPanel, &VisibilityPanel::selectSkill);
    if (const SkillIndexPtr snapshot = m_library->snapshot())
        m_visibility->setSnapshot(snapshot);
}

} // namespace sw::ui
