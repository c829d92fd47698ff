#pragma once
// SkillLibrary: the window's view of the repository: the roots (from Settings), the SkillRepository that scans
// them on a worker thread, the current snapshot, and per-skill figures (validation error/warning counts, catalog
// entry and body tokens) computed off the GUI thread after each snapshot.
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

    // Computes the figures of a snapshot (any thread). `cancel` stops early.
    // Repositories up to this many skills are watched for changes on disk; larger ones refresh on demand
    // (F5, and after the window's own file operations and saves).
    static constexpr int kLiveRefreshLimit = 3000;
    bool liveRefresh() const;

    static FiguresByFolder computeFigures(
        const SkillIndexPtr &index, const QString &dialect, const QString &encoding, const std::atomic_bool *cancel);

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
    QString m_dialect = QStringLiteral("agentskills-xml");
    QString m_encoding = QStringLiteral("o200k_base");
    FiguresByFolder m_figures;
    bool m_figuresReady = false;
    QFutureWatcher<FiguresByFolder> m_figuresWatcher;
    std::shared_ptr<std::atomic_bool> m_figuresCancel;
    bool m_figuresPending = false;
};

} // namespace sw::ui
