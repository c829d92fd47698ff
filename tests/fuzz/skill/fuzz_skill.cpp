// Fuzz target: arbitrary bytes as SKILL.md through both readings, the declared-tools and reference scanners and
// every rule set of the validator; aborts when the fast frontmatter path disagrees with yaml-cpp.
#include "skill/frontmatteryaml.h"
#include "skill/skilldocument.h"
#include "skill/skillreferences.h"
#include "skill/validator.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray raw(reinterpret_cast<const char *>(data), qsizetype(size));
    const sw::SkillDocument doc
        = sw::parseSkillDocument(raw, QStringLiteral("/fuzz/demo/SKILL.md"), QStringLiteral("demo"));
    sw::ValidationContext context;
    if (size % 2)
        context.collidingRoots = QStringList { QStringLiteral("/other/root") };
    const QList<sw::Diagnostic> diagnostics = sw::validateSkill(doc, {}, sw::allRuleSets(), context);
    for (const sw::Diagnostic &d : diagnostics)
        if (d.rule.isEmpty() || d.message.isEmpty())
            std::abort();
    (void)sw::declaredTools(doc.body);
    (void)sw::findPathReferences(QByteArrayView(raw), 1);
    (void)sw::hasTableOfContents(QByteArrayView(raw));

    // Differential: the plain-subset reader must match yaml-cpp wherever it answers.
    const std::string yaml(raw.constData(), size_t(raw.size()));
    if (const std::optional<sw::detail::YamlReading> fast = sw::detail::readSimpleYaml(yaml, 2)) {
        const sw::detail::YamlReading reference = sw::detail::readYamlWithYamlCpp(yaml, 2);
        sw::FrontmatterValue referenceRoot = reference.root;
        for (sw::FrontmatterEntry &e : referenceRoot.entries)
            if (e.value.kind == sw::FrontmatterValue::Kind::Map)
                e.value.text.clear(); // container text is filled in after either path
        referenceRoot.position = fast->root.position;
        if (reference.error || !reference.hasDocument || !sw::detail::sameValue(fast->root, referenceRoot)) {
            std::fprintf(stderr, "fast frontmatter path disagrees with yaml-cpp: %s\n",
                reference.error ? qPrintable(reference.error->message) : "different values");
            std::abort();
        }
        if (sw::detail::emitYaml(fast->root) != sw::detail::emitYamlWithYamlCpp(fast->root)) {
            std::fprintf(stderr, "direct YAML emission disagrees with YAML::Emitter\n");
            std::abort();
        }
    }
    return 0;
}
