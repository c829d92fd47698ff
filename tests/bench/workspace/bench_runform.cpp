// RunForm benchmark: RunForm::setSkills with 10,000 skills (the Runs page's skill picker on a large repository),
// then the form's size hint (what the first show costs), beside two baselines in the same run: the picker filled
// the naive way (QComboBox::addItem per skill) and the floor (QStringListModel::setStringList of the names).
#include "runs/runform.h"

#include <QApplication>
#include <QComboBox>
#include <QStringListModel>

#include <benchmark/benchmark.h>

using namespace sw::ui;

namespace {
QList<RunForm::SkillChoice> skills(int count)
{
    QList<RunForm::SkillChoice> list;
    list.reserve(count);
    for (int i = 0; i < count; ++i)
        list.append(
            { QStringLiteral("skill-%1-%2").arg(i % 97).arg(i), QStringLiteral("/nonexistent/skills/%1").arg(i) });
    return list;
}

void BM_RunFormSetSkills(benchmark::State &state)
{
    const auto list = skills(int(state.range(0)));
    for (auto _ : state) {
        RunForm form;
        form.setSkills(list);
        benchmark::DoNotOptimize(form.sizeHint());
    }
}

void BM_ComboAddItemBaseline(benchmark::State &state)
{
    const auto list = skills(int(state.range(0)));
    for (auto _ : state) {
        QComboBox box;
        for (const auto &s : list)
            box.addItem(s.name, s.folder);
        benchmark::DoNotOptimize(box.sizeHint());
    }
}

void BM_StringListModelFloor(benchmark::State &state)
{
    const auto list = skills(int(state.range(0)));
    for (auto _ : state) {
        QStringList names;
        names.reserve(list.size());
        for (const auto &s : list)
            names.append(s.name);
        QStringListModel model;
        model.setStringList(names);
        benchmark::DoNotOptimize(model.rowCount());
    }
}
} // namespace

BENCHMARK(BM_RunFormSetSkills)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ComboAddItemBaseline)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StringListModelFloor)->Arg(10000)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
