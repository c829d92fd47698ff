#pragma once
// Stratified, seeded train / held-out split of an eval set (the optimiser's guard against overfitting): within each
// expectation (should trigger or not; for routing sets, each expected skill) the queries are shuffled with a fixed
// seed and a fraction is held out, at least one per group of two or more, never a whole group. The same set and seed
// give the same split on every machine (a Mersenne Twister and our own Fisher-Yates, no library distributions).
#include "eval/evalset.h"

namespace sw {

struct EvalSplit
{
    QList<int> train; // case indices, ascending
    QList<int> heldOut;
};

EvalSplit stratifiedSplit(const EvalSet &set, double heldOutFraction = 0.4, quint32 seed = 42);

} // namespace sw
