#pragma once
// VariantListModel: the description variants a Trigger Lab run compares (A/B): the saved description, the editor's
// unsaved text, and any the user adds or the optimiser proposes. Each has a label, a description ("" = as saved)
// and a check: only checked variants run.
#include "eval/evalresults.h"

#include <QAbstractListModel>

namespace sw::ui {

// A variant's label as shown: core's and the scenarios' English words ("saved", "editor", "iteration 2", "B: saved")
// translated; the label itself (an identifier, in files and exports) is unchanged.
QString displayVariantLabel(const QString &label);

class VariantListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { DescriptionRole = Qt::UserRole + 1, LabelRole, SavedRole, LengthRole };

    explicit VariantListModel(QObject *parent = nullptr);

    // Back to the saved description alone.
    void reset();
    // Exactly these variants (a scenario's list), all checked; a description "" is the saved one.
    void setVariants(const QList<sw::EvalVariant> &variants);
    // Adds (or, for the same label, replaces) a variant; returns its row.
    int setVariant(const QString &label, const QString &description, bool checked = true);
    bool removeVariant(int row); // one variant always stays
    QList<sw::EvalVariant> checkedVariants() const;
    QList<sw::EvalVariant> variants() const;
    // The next free label: "B", "C", ...
    QString nextLabel() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

Q_SIGNALS:
    void variantsChanged();

private:
    struct Row
    {
        QString label;
        QString description;
        bool checked = true;
    };
    QList<Row> m_rows;
};

} // namespace sw::ui
