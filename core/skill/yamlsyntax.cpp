// libfyaml as the YAML syntax check: builds the document with errors collected (nothing printed) and returns the
// first one.
#include "skill/yamlsyntax.h"

#include "skill/filereading.h"

#include <libfyaml.h>

#include <algorithm>
#include <memory>

namespace sw::detail {

YamlDiagnostics quietYamlDiagnostics()
{
    fy_diag_cfg config {};
    fy_diag_cfg_default(&config);
    config.fp = nullptr;
    config.output_fn = nullptr;
    YamlDiagnostics diag(fy_diag_create(&config), &fy_diag_destroy);
    if (diag)
        fy_diag_set_collect_errors(diag.get(), true);
    return diag;
}

std::optional<ParseProblem> yamlSyntaxError(const std::string &yaml, int firstLine, const YamlSyntaxOptions &options)
{
    // YAML allows no NUL character and requires UTF-8; libfyaml 0.8 loops without end on either inside a directive
    // line (`%...`, found by fuzz_skill). Both are refused here, at their place, before libfyaml sees the text.
    const std::size_t nul = yaml.find('\0');
    const qsizetype invalid = firstInvalidUtf8(QByteArrayView(yaml.data(), qsizetype(yaml.size())));
    if (nul != std::string::npos || invalid >= 0) {
        const bool isNul = nul != std::string::npos && (invalid < 0 || nul <= std::size_t(invalid));
        const std::size_t at = isNul ? nul : std::size_t(invalid);
        const std::size_t lineStart = yaml.rfind('\n', at);
        const int line = int(std::count(yaml.begin(), yaml.begin() + std::ptrdiff_t(at), '\n'));
        ParseProblem problem;
        problem.message = isNul ? QStringLiteral("the text contains a NUL character, which YAML does not allow")
                                : QStringLiteral("the text is not valid UTF-8, which YAML requires");
        problem.position = { firstLine + line, int(at - (lineStart == std::string::npos ? 0 : lineStart + 1)) + 1 };
        return problem;
    }
    const YamlDiagnostics diag = quietYamlDiagnostics();
    if (!diag)
        return std::nullopt; // no verdict without memory; yaml-cpp's reading stands
    fy_parse_cfg config {};
    unsigned flags
        = FYPCF_QUIET | FYPCF_COLLECT_DIAG | (options.yaml11 ? FYPCF_DEFAULT_VERSION_1_1 : FYPCF_DEFAULT_VERSION_1_2);
    if (options.allowDuplicateKeys)
        flags |= FYPCF_ALLOW_DUPLICATE_KEYS;
    config.flags = fy_parse_cfg_flags(flags);
    config.diag = diag.get();
    // libfyaml returns the first document even when the text goes on with an error after it (a line less indented
    // than the mapping it ends: "missing document start"); the collected errors decide, not the document.
    fy_document *document = fy_document_build_from_string(&config, yaml.data(), yaml.size());
    if (document)
        fy_document_destroy(document);
    void *iterator = nullptr;
    while (fy_diag_error *error = fy_diag_errors_iterate(diag.get(), &iterator)) {
        if (error->type < FYET_ERROR)
            continue;
        ParseProblem problem;
        problem.message = QString::fromUtf8(error->msg ? error->msg : "invalid YAML");
        if (error->line > 0)
            problem.position = { firstLine - 1 + error->line, std::max(1, error->column) };
        return problem;
    }
    // No error: a document, or none because the text holds no YAML node (empty, or only comments).
    return std::nullopt;
}

std::size_t closingQuote(const std::string &text, std::size_t open)
{
    const char quote = text[open];
    for (std::size_t q = open + 1; q < text.size(); ++q) {
        if (quote == '"' && text[q] == '\\') {
            ++q;
        } else if (text[q] == quote) {
            if (quote == '\'' && q + 1 < text.size() && text[q + 1] == '\'') {
                ++q;
                continue;
            }
            return q;
        }
    }
    return std::string::npos;
}

} // namespace sw::detail
