// EvalResultsModel: per-query rows computed from the runs, refreshed only where runs arrive.
#include "evalresultsmodel.h"

#include "eval/evaloutput.h"
#include "settings/noticetext.h"
#include "theme/theme.h"
#include "triggerlab/variantlistmodel.h"

#include <QBrush>

namespace sw::ui {

EvalResultsModel::EvalResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void EvalResultsModel::begin(const EvalResults &planned)
{
    beginResetModel();
    m_results = planned;
    m_running = !planned.runs.isEmpty();
    m_rows.clear();
    for (int c = 0; c < m_results.set.cases.size(); ++c) {
        QList<QueryResult> row;
        for (int v = 0; v < m_results.variants.size(); ++v)
            row << m_results.query(v, c);
        m_rows << row;
    }
    endResetModel();
    Q_EMIT summaryChanged();
}

void EvalResultsModel::clear()
{
    begin(EvalResults());
}

void EvalResultsModel::refreshRow(int c)
{
    for (int v = 0; v < m_results.variants.size(); ++v)
        m_rows[c][v] = m_results.query(v, c);
}

void EvalResultsModel::applyRuns(const QList<QPair<int, EvalRun>> &runs)
{
    int first = INT_MAX;
    int last = -1;
    QList<bool> touched(m_rows.size(), false);
    for (const auto &[index, run] : runs) {
        if (index < 0 || index >= m_results.runs.size())
            continue;
        m_results.runs[index] = run;
        if (run.caseIndex >= 0 && run.caseIndex < touched.size())
            touched[run.caseIndex] = true;
    }
    for (int c = 0; c < touched.size(); ++c) {
        if (!touched.at(c))
            continue;
        refreshRow(c);
        first = qMin(first, c);
        last = qMax(last, c);
    }
    if (last >= 0) {
        Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
        Q_EMIT summaryChanged();
    }
}

void EvalResultsModel::finish(const EvalResults &results)
{
    m_running = false;
    if (results.runs.size() != m_results.runs.size() || results.set.cases.size() != m_results.set.cases.size()) {
        begin(results);
        m_running = false;
        return;
    }
    m_results = results;
    for (int c = 0; c < m_rows.size(); ++c)
        refreshRow(c);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT summaryChanged();
}

QList<int> EvalResultsModel::runIndices(int caseIndex, int variant) const
{
    QList<int> out;
    for (int r = 0; r < qMax(1, m_results.setup.runsPerQuery); ++r) {
        const int i = m_results.runIndex(variant, caseIndex, r);
        if (i >= 0 && i < m_results.runs.size())
            out << i;
    }
    return out;
}

int EvalResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EvalResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstVariantColumn + int(m_results.variants.size()) + 2;
}

QVariant EvalResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const int c = index.row();
    const EvalCase &ec = m_results.set.cases.at(c);
    const int col = index.column();
    const int variant = col >= FirstVariantColumn && col < instead() ? col - FirstVariantColumn : -1;
    if (role == CaseIndexRole)
        return c;
    if (role == VariantRole)
        return variant;
    if (role == PlannedRole)
        return m_results.setup.runsPerQuery;
    if (variant >= 0) {
        const QueryResult &q = m_rows.at(c).at(variant);
        const int done = q.runs + q.errors + q.refusals;
        const bool pending = m_running && done < m_results.setup.runsPerQuery;
        // A verdict once every planned run of the query has its outcome; "pending" (rate so far) until then.
        // A query whose runs were never made (cancelled, aborted) is "not run", not an error.
        const QString verdict = pending ? QStringLiteral("pending")
            : !q.decided() && done == 0 ? QStringLiteral("not run")
            : !q.decided()              ? QStringLiteral("error")
            : q.pass                    ? QStringLiteral("pass")
                                        : QStringLiteral("fail");
        switch (role) {
        case Qt::DisplayRole: {
            QString text = QStringLiteral("%1/%2").arg(q.triggers).arg(q.runs);
            if (verdict == QLatin1String("pass"))
                text += QLatin1Char(' ') + tr("PASS");
            else if (verdict == QLatin1String("fail"))
                text += QLatin1Char(' ') + tr("FAIL");
            else if (verdict == QLatin1String("error"))
                text += QLatin1Char(' ') + tr("ERROR");
            else if (verdict == QLatin1String("not run"))
                return tr("not run");
            else
                text += QStringLiteral(" …");
            return text;
        }
        case Qt::ToolTipRole:
            return tr("%1 of %2 answered runs loaded %3 (95% interval %4–%5); %6 error(s), %7 refusal(s), %8 not run")
                .arg(q.triggers)
                .arg(q.runs)
                .arg(m_results.expectedLabel(c) == QLatin1String("none") ? tr("a skill") : m_results.expectedLabel(c))
                .arg(percent(q.interval.low), percent(q.interval.high))
                .arg(q.errors)
                .arg(q.refusals)
                .arg(q.notRun);
        case RateRole:
            return q.rate();
        case RunsRole:
            return q.runs;
        case VerdictRole:
            return verdict;
        case SortValueRole:
            return q.rate();
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        if (col == QueryColumn)
            return ec.query;
        if (col == ExpectedColumn) {
            if (m_results.set.kind == EvalSetKind::Routing)
                return ec.expectedSkill.isEmpty() ? tr("none") : ec.expectedSkill;
            return ec.shouldTrigger ? tr("trigger") : tr("no trigger");
        }
        if (col == instead()) {
            QMap<QString, int> all;
            for (const QueryResult &q : m_rows.at(c))
                for (auto it = q.loadedInstead.constBegin(); it != q.loadedInstead.constEnd(); ++it)
                    all[it.key()] += it.value();
            QStringList parts;
            for (auto it = all.constBegin(); it != all.constEnd(); ++it)
                parts << QStringLiteral("%1 ×%2").arg(it.key()).arg(it.value());
            return parts.join(QStringLiteral(", "));
        }
        if (col == errorsColumn()) {
            int errors = 0;
            for (const QueryResult &q : m_rows.at(c))
                errors += q.errors + q.refusals;
            return errors > 0 ? QVariant(errors) : QVariant(QString());
        }
        return {};
    case Qt::ToolTipRole:
        if (col == QueryColumn)
            return ec.notes.isEmpty() ? ec.query : QStringLiteral("%1\n\n%2").arg(ec.query, ec.notes);
        if (col == errorsColumn()) {
            QStringList messages;
            for (int v = 0; v < m_results.variants.size(); ++v)
                for (const int i : runIndices(c, v))
                    if (!m_results.runs.at(i).error.isEmpty()) {
                        const QString error = noticeText(m_results.runs.at(i).error); // a provider's, as core words it
                        messages << (m_results.variants.size() > 1
                                ? QStringLiteral("%1: %2").arg(m_results.variants.at(v).label, error)
                                : error);
                    }
            return messages.join(QLatin1Char('\n'));
        }
        return {};
    case Qt::ForegroundRole:
        if (col == errorsColumn())
            return QBrush(themeColours().warning);
        return {};
    case SortValueRole:
        return data(index, Qt::DisplayRole);
    default:
        return {};
    }
}

QVariant EvalResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // The last two columns add up every variant's runs: with several variants the header says so.
    const bool summed = m_results.variants.size() > 1 && (section == instead() || section == errorsColumn());
    if (role == Qt::ToolTipRole && summed)
        return tr("Summed over the %n variant(s)", nullptr, int(m_results.variants.size()));
    if (role != Qt::DisplayRole)
        return {};
    if (summed)
        return section == instead() ? tr("Loaded instead (all)") : tr("Errors (all)");
    if (section == QueryColumn)
        return tr("Query");
    if (section == ExpectedColumn)
        return tr("Expected");
    if (section >= FirstVariantColumn && section < instead())
        return displayVariantLabel(m_results.variants.at(section - FirstVariantColumn).label);
    if (section == instead())
        return tr("Loaded instead");
    if (section == errorsColumn())
        return tr("Errors");
    return {};
}

} // namespace sw::ui
