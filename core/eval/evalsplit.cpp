// Stratified split with a portable shuffle.
#include "evalsplit.h"

#include <QMap>

#include <cmath>
#include <random>

namespace sw {

EvalSplit stratifiedSplit(const EvalSet &set, double heldOutFraction, quint32 seed)
{
    QMap<QString, QList<int>> groups; // ordered by key: the result does not depend on hash order
    for (int i = 0; i < set.cases.size(); ++i) {
        const EvalCase &c = set.cases.at(i);
        const QString key = set.kind == EvalSetKind::Routing
            ? QStringLiteral("skill:") + c.expectedSkill
            : (c.shouldTrigger ? QStringLiteral("+") : QStringLiteral("-"));
        groups[key] << i;
    }
    std::mt19937 random(seed);
    EvalSplit split;
    const double fraction = qBound(0.0, heldOutFraction, 1.0);
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        QList<int> &g = it.value();
        for (qsizetype i = g.size() - 1; i > 0; --i) {
            const qsizetype j = qsizetype(random() % quint32(i + 1));
            std::swap(g[i], g[j]);
        }
        qsizetype held = 0;
        if (g.size() >= 2 && fraction > 0)
            held = qBound<qsizetype>(1, qsizetype(std::lround(double(g.size()) * fraction)), g.size() - 1);
        split.heldOut += g.mid(0, held);
        split.train += g.mid(held);
    }
    std::sort(split.train.begin(), split.train.end());
    std::sort(split.heldOut.begin(), split.heldOut.end());
    return split;
}

} // namespace sw
