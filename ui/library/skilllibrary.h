#pragma once
// SkillLibrary: the window's view of the repository: the roots (from Settings), the SkillRepository that scans
// them on a worker thread, the current snapshot, and per-skill figures (validation error/warning counts, catalog
// entry and body tokens) computed off the GUI thread after each snapshot.
#include "catalog/catalogdefaults.h"
#include "repository/skillindex.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

#include <atomic>

namespace sw {
class SkillRepository;
}

namespace sw::ui {

struct SkillFigures
{
    int errors = 0;
    int warnings = 0;
    int entryTokens = 0; // the skill's catalog entry in the chosen dialect/encoding
    int bodyTokens = 0;
};
using FiguresByFolder = QHash<QString, SkillFigures>;

class SkillLibrary : public QObject
{
    Q_OBJECT
public:
    explicit SkillLibrary(QObject *parent = nullptr);
    ~SkillLibrary() override;

    // Roots as the user gave them (folders or URLs), in precedence order.
    void setRoots(const QStringList &locations);
    QStringList roots() const { return m_locations; }
    static SkillRoot rootFor(const QString &location); // with a source label (bundled, Claude Code, URL, ...)

    void setDialect(const QString &dialect);
    void setEncoding(const QString &encoding);
    QString dialect() const { return m_dialect; }
    QString encoding() const { return m_encoding; }

    void refresh();
    bool isScanning() const;
    SkillIndexPtr snapshot() const;
    const FiguresByFolder &figures() const { return m_figures; }
    bool figuresReady() const { return m_figuresReady; }
    int errorCount() const; // visible skills with errors, summed
    SkillRepository *repository() const { return m_repository; }

    // Live refresh (on, at any size: the watches are set up off the GUI thread) can be switched off.
    void setLiveRefresh(bool enabled);
    bool liveRefresh() const;
    // Unsaved SKILL.md texts by path: the figures (the Library's badges) are computed from them, not the files.
    void setLiveDocuments(const QHash<QString, QByteArray> &texts);

    // Computes the figures of a snapshot (any thread). `cancel` stops early. With a previous snapshot and its
    // figures, a skill whose parsed SKILL.md is the same object as before keeps its figures (a live refresh after
    // one edit validates and counts one skill, not all of them).
    static FiguresByFolder computeFigures(const SkillIndexPtr &index, const QString &dialect, const QString &encoding,
        const std::atomic_bool *cancel, const SkillIndexPtr &previous = {},
        const FiguresByFolder &previousFigures = {});

signals:
    void scanStarted();
    void scanProgress(int foldersVisited, int skillsFound);
    void snapshotChanged(sw::SkillIndexPtr snapshot);
    void figuresChanged();

private:
    void onSnapshot(const SkillIndexPtr &snapshot);
    void startFigures();

    SkillRepository *m_repository;
    QStringList m_locations;
    QString m_dialect = defaultCatalogDialect();
    QString m_encoding = defaultEncodingName();
    FiguresByFolder m_figures;
    SkillIndexPtr m_figuresIndex; // the snapshot m_figures belong to
    QString m_figuresDialect;
    QString m_figuresEncoding;
    QHash<QString, QByteArray> m_live;
    SkillIndexPtr m_runningIndex; // inputs of the computation in m_figuresWatcher
    std::shared_ptr<SkillIndexPtr> m_runningUsed; // the snapshot it computed from (unsaved edits applied)
    QString m_runningDialect;
    QString m_runningEncoding;
    bool m_figuresReady = false;
    QFutureWatcher<FiguresByFolder> m_figuresWatcher;
    std::shared_ptr<std::atomic_bool> m_figuresCancel;
    bool m_figuresPending = false;
};

} // namespace sw::ui
