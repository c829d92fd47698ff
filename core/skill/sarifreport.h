#pragma once
// SARIF 2.1.0 output of a validation (for code-scanning services that annotate pull requests): one run whose
// tool.driver.rules lists every rule id reported with its help text, one result per diagnostic (ruleId, level,
// message, file and region), and the diagnostic's text-edit fixes as `fixes` (artifactChanges/replacements).
// tests/skill/check-sarif.py validates the output against the published SARIF 2.1.0 JSON schema.
#include "skill/validator.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace sw {

// baseDir: file URIs under it are written relative to it (uriBaseId SRCROOT), others as absolute file:// URIs.
QByteArray sarifReport(const QList<SkillValidation> &results, const QString &baseDir, const QString &toolVersion);

} // namespace sw
