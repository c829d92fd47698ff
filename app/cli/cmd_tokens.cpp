// `skill-workbench-cli tokens`: exact o200k_base / cl100k_base token counts (or ids) of files and stdin, as text
// or JSON. Without rank data the counts are the labelled estimate ("≈", "exact": false). Exit 0 ok, 2 usage or I/O.
#include "clisupport.h"
#include "commands.h"

#include "tokens/tokenizer.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <optional>

namespace sw::cli {
namespace {

const QString kCommand = QStringLiteral("tokens");

struct FileCount
{
    QString path;
    qsizetype bytes = 0;
    int tokens = 0;
    QList<int> ids;
};

// The bytes of a file, or of stdin for "-"; nullopt after printing the reason.
std::optional<QByteArray> readInput(const QString &path)
{
    QFile file;
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            err() << "skill-workbench-cli tokens: cannot read stdin: " << file.errorString() << "\n";
            return std::nullopt;
        }
    } else {
        if (QFileInfo(path).isDir()) {
            err() << "skill-workbench-cli tokens: " << path << ": is a folder\n";
            return std::nullopt;
        }
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            err() << "skill-workbench-cli tokens: " << path << ": " << file.errorString() << "\n";
            return std::nullopt;
        }
    }
    return file.readAll();
}

QString idsText(const QList<int> &ids)
{
    QString text;
    text.reserve(ids.size() * 6);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i > 0)
            text += u' ';
        text += QString::number(ids[i]);
    }
    return text;
}

} // namespace

int runTokens(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Count the BPE tokens of files exactly as OpenAI's tiktoken does (encode_ordinary).\n"
        "FILE '-' reads stdin. Without the rank files the counts are estimates, marked '\u2248' (text) or\n"
        "\"exact\": false (json); see docs/tokens.md for where the rank files are looked up.\n"
        "Exit status: 0 ok, 2 usage or I/O problem."));
    parser.addOption({ QStringLiteral("encoding"),
        QStringLiteral("Encoding: o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series) or cl100k_base (GPT-4, GPT-3.5) "
                       "(default: o200k_base)."),
        QStringLiteral("name"), QStringLiteral("o200k_base") });
    parser.addOption({ QStringLiteral("format"), QStringLiteral("Output format: text or json (default: text)."),
        QStringLiteral("format"), QStringLiteral("text") });
    parser.addOption({ QStringLiteral("ids"),
        QStringLiteral("Print the token ids (text: one line per file, space-separated; json: an \"ids\" array).") });
    parser.addPositionalArgument(
        QStringLiteral("FILE"), QStringLiteral("Files to count; '-' is stdin."), QStringLiteral("FILE..."));
    if (const auto exitCode = parseCommandLine(parser, kCommand, args, {}, Positionals::Allowed))
        return *exitCode;
    bool knownEncoding = false;
    const Encoding encoding = encodingFromName(parser.value(QStringLiteral("encoding")), &knownEncoding);
    if (!knownEncoding)
        return usageError(kCommand,
            QStringLiteral("unknown encoding '%1' (use %2)")
                .arg(parser.value(QStringLiteral("encoding")), encodingNames().join(QStringLiteral(" or "))));
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return usageError(kCommand, QStringLiteral("unknown format '%1' (use text or json)").arg(format));
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        return usageError(kCommand, QStringLiteral("no FILE given (use '-' for stdin)"));
    const bool withIds = parser.isSet(QStringLiteral("ids"));

    const auto tokenizer = Tokenizer::forEncoding(encoding);
    if (!tokenizer->isExact()) {
        if (withIds) {
            err() << "skill-workbench-cli tokens: token ids need the rank data: " << tokenizer->dataProblem() << "\n";
            err().flush();
            return 2;
        }
        err() << "skill-workbench-cli tokens: counts are estimates: " << tokenizer->dataProblem() << "\n";
    }

    QList<FileCount> counts;
    qint64 total = 0;
    for (const QString &path : paths) {
        const std::optional<QByteArray> bytes = readInput(path);
        if (!bytes) {
            err().flush();
            return 2;
        }
        FileCount count { path, bytes->size(), 0, {} };
        if (withIds) {
            count.ids = tokenizer->encode(*bytes);
            count.tokens = int(count.ids.size());
        } else {
            count.tokens = tokenizer->count(*bytes);
        }
        total += count.tokens;
        counts.append(count);
    }

    const bool exact = tokenizer->isExact();
    if (format == QLatin1String("json")) {
        QJsonArray files;
        for (const FileCount &count : counts) {
            QJsonObject file { { QStringLiteral("path"), count.path }, { QStringLiteral("bytes"), count.bytes },
                { QStringLiteral("tokens"), count.tokens } };
            if (withIds) {
                QJsonArray ids;
                for (int id : count.ids)
                    ids.append(id);
                file.insert(QStringLiteral("ids"), ids);
            }
            files.append(file);
        }
        const QJsonObject result { { QStringLiteral("encoding"), encodingName(encoding) },
            { QStringLiteral("exact"), exact }, { QStringLiteral("files"), files },
            { QStringLiteral("total"), total } };
        out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    } else if (withIds) {
        for (const FileCount &count : counts) {
            if (counts.size() > 1)
                out() << count.path << ": ";
            out() << idsText(count.ids) << "\n";
        }
    } else {
        for (const FileCount &count : counts)
            out() << tokenCountLabel(count.tokens, exact) << "\t" << count.path << "\n";
        if (counts.size() > 1)
            out() << tokenCountLabel(int(total), exact) << "\ttotal\n";
    }
    out().flush();
    err().flush();
    return 0;
}

} // namespace sw::cli
