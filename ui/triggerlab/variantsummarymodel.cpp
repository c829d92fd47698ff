// VariantSummaryModel and ConfusionMatrixModel: figures computed from the results model's runs.
#include "variantsummarymodel.h"

#include "eval/evaloutput.h"
#include "theme/theme.h"
#include "triggerlab/evalresultsmodel.h"
#include "triggerlab/variantlistmodel.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include <cmath>

namespace sw::ui {

namespace {

// A confusion cell's heat colour laid over the table's base, and the text that reads on it (the palette's text, or
// white on a deep colour: dark text on the hottest green read 3.3:1).
QColor confusionCellBackground(QColor heat, double share)
{
    heat.setAlphaF(float(0.18 + 0.72 * share));
    return heat;
}

double confusionLuminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double confusionContrast(const QColor &a, const QColor &b)
{
    const double la = confusionLuminance(a);
    const double lb = confusionLuminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QColor confusionCellText(const QColor &over)
{
    const QPalette palette = QGuiApplication::palette();
    const QColor base = palette.color(QPalette::Base);
    const double a = over.alphaF();
    const QColor shown = QColor::fromRgbF(float(over.redF() * a + base.redF() * (1 - a)),
        float(over.greenF() * a + base.greenF() * (1 - a)), float(over.blueF() * a + base.blueF() * (1 - a)));
    const QColor text = palette.color(QPalette::Text);
    const QColor white(Qt::white);
    const QColor black(0x10, 0x12, 0x14);
    QColor best = text;
    for (const QColor &candidate : { white, black })
        if (confusionContrast(candidate, shown) > confusionContrast(best, shown))
            best = candidate;
    return best;
}

} // namespace

VariantSummaryModel::VariantSummaryModel(EvalResultsModel *results, QObject *parent)
    : QAbstractTableModel(parent)
    , m_results(results)
{
    connect(results, &EvalResultsModel::summaryChanged, this, &VariantSummaryModel::refresh);
    connect(results, &QAbstractItemModel::modelReset, this, &VariantSummaryModel::refresh);
    refresh();
}

void VariantSummaryModel::refresh()
{
    const EvalResults &r = m_results->results();
    QList<VariantSummary> summaries;
    QStringList labels;
    QStringList descriptions;
    for (int v = 0; v < r.variants.size(); ++v) {
        summaries << r.summary(v);
        labels << displayVariantLabel(r.variants.at(v).label);
        descriptions << r.variants.at(v).description;
    }
    if (labels != m_labels) {
        beginResetModel();
        m_summaries = summaries;
        m_labels = labels;
        m_descriptions = descriptions;
        endResetModel();
        return;
    }
    m_summaries = summaries;
    m_descriptions = descriptions;
    if (!m_summaries.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int VariantSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_summaries.size());
}

int VariantSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant VariantSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_summaries.size())
        return {};
    const VariantSummary &s = m_summaries.at(index.row());
    struct Rate
    {
        int successes;
        int trials;
        Interval interval;
    };
    std::optional<Rate> rate;
    if (index.column() == AccuracyColumn)
        rate = Rate { s.correctRuns, s.runs, s.accuracy };
    else if (index.column() == RecallColumn)
        rate = Rate { s.positiveTriggers, s.positiveRuns, s.recall };
    else if (index.column() == FalseTriggersColumn)
        rate = Rate { s.negativeTriggers, s.negativeRuns, s.falseTriggers };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LabelColumn:
            return m_labels.at(index.row());
        case PassedColumn:
            return tr("%1/%2").arg(s.passed).arg(s.total);
        case ErrorsColumn:
            return s.errors + s.refusals;
        case TokensColumn:
            return s.promptTokens + s.completionTokens;
        default:
            if (!rate || rate->trials == 0)
                return QStringLiteral("–");
            return tr("%1 [%2–%3]")
                .arg(percent(double(rate->successes) / rate->trials), percent(rate->interval.low),
                    percent(rate->interval.high));
        }
    case RateRole:
        return rate && rate->trials > 0 ? double(rate->successes) / rate->trials : -1.0;
    case LowRole:
        return rate ? rate->interval.low : 0.0;
    case HighRole:
        return rate ? rate->interval.high : 0.0;
    case TrialsRole:
        return rate ? rate->trials : 0;
    case DescriptionRole:
        return m_descriptions.value(index.row());
    case Qt::ToolTipRole:
        return m_descriptions.value(index.row()).isEmpty() ? tr("The saved description")
                                                           : m_descriptions.value(index.row());
    default:
        return {};
    }
}

QString VariantSummaryModel::comparisonText() const
{
    QStringList lines;
    for (int v = 1; v < m_summaries.size(); ++v) {
        const VariantSummary &s = m_summaries.at(v);
        const VariantSummary &first = m_summaries.first();
        const auto compare = [&](const QString &what, int trials, const Interval &in, int firstTrials,
                                 const Interval &firstIn) {
            if (trials == 0 || firstTrials == 0)
                return;
            lines << (intervalsOverlap(in, firstIn)
                    ? tr("%1 vs %2, %3: the 95% intervals overlap — these runs cannot tell the two apart (more runs "
                         "narrow them).")
                    : tr("%1 vs %2, %3: the 95% intervals do not overlap — a real difference."))
                         .arg(m_labels.at(v), m_labels.first(), what);
        };
        compare(tr("run accuracy"), s.runs, s.accuracy, first.runs, first.accuracy);
        compare(tr("recall"), s.positiveRuns, s.recall, first.positiveRuns, first.recall);
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant VariantSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case LabelColumn:
        return tr("Variant");
    case PassedColumn:
        return tr("Passed");
    case AccuracyColumn:
        return tr("Run accuracy");
    case RecallColumn:
        return tr("Recall");
    case FalseTriggersColumn:
        return tr("False triggers");
    case ErrorsColumn:
        return tr("Errors");
    case TokensColumn:
        return tr("Tokens");
    default:
        return {};
    }
}

ConfusionMatrixModel::ConfusionMatrixModel(EvalResultsModel *results, QObject *parent)
    : QAbstractTableModel(parent)
    , m_results(results)
{
    connect(results, &EvalResultsModel::summaryChanged, this, &ConfusionMatrixModel::refresh);
    connect(results, &QAbstractItemModel::modelReset, this, &ConfusionMatrixModel::refresh);
    refresh();
}

void ConfusionMatrixModel::setVariant(int variant)
{
    m_variant = qMax(0, variant);
    refresh();
}

void ConfusionMatrixModel::refresh()
{
    const EvalResults &r = m_results->results();
    ConfusionMatrix m;
    if (m_variant < r.variants.size())
        m = r.summary(m_variant).confusion;
    if (m.labels != m_matrix.labels) {
        beginResetModel();
        m_matrix = m;
        endResetModel();
        return;
    }
    m_matrix = m;
    if (!m_matrix.labels.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ConfusionMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.labels.size());
}

int ConfusionMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.labels.size());
}

QVariant ConfusionMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int n = m_matrix.at(index.row(), index.column());
    const double heat = m_matrix.maximum() > 0 ? double(n) / m_matrix.maximum() : 0.0;
    switch (role) {
    case Qt::DisplayRole:
        return n > 0 ? QVariant(n) : QVariant(QString());
    case CountRole:
        return n;
    case HeatRole:
        return heat;
    case Qt::BackgroundRole: {
        if (n == 0)
            return {};
        return QBrush(
            confusionCellBackground(index.row() == index.column() ? themeColours().ok : themeColours().error, heat));
    }
    case Qt::ForegroundRole:
        if (n == 0)
            return {};
        return QBrush(confusionCellText(
            confusionCellBackground(index.row() == index.column() ? themeColours().ok : themeColours().error, heat)));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::ToolTipRole:
        return tr("Expected %1, loaded %2: %n run(s)", nullptr, n)
            .arg(m_matrix.labels.at(index.row()), m_matrix.labels.at(index.column()));
    default:
        return {};
    }
}

QVariant ConfusionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_matrix.labels.size())
        return {};
    if (role == Qt::DisplayRole) {
        QString label = m_matrix.labels.at(section);
        if (label == QLatin1String("none"))
            return tr("none");
        return label; // whole: the page's header turns the columns' names upright (RotatedHeaderView)
    }
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Vertical ? tr("Expected: %1").arg(m_matrix.labels.at(section))
                                           : tr("Loaded: %1").arg(m_matrix.labels.at(section));
    return {};
}

} // namespace sw::ui
