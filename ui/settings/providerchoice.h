#pragma once
// How the provider pickers (the chat's, the Trigger Lab's) name their entries in item data: a replay scenario
// ("scenario:" + its file) or a provider preset ("preset:" + its id).
#include <QString>

namespace sw::ui {

inline const QString kScenarioPrefix = QStringLiteral("scenario:");
inline const QString kPresetPrefix = QStringLiteral("preset:");

} // namespace sw::ui
