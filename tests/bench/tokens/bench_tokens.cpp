// Tokenizer benchmark driver for scripts/bench-tokens.sh: counts the tokens of a file with each encoding and
// prints "<encoding> <tokens> <bytes> <seconds> <MB/s>" (best of runs, thread CPU time; rank-file loading reported
// separately).
#include "tokens/tokenizer.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <ctime>

namespace {
// CPU time of this thread: the machine is shared, so wall time would measure the neighbours too.
double cpuSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_tokens FILE [RUNS]\n");
        return 2;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", argv[1]);
        return 2;
    }
    const QByteArray text = file.readAll();
    const int runs = argc > 2 ? std::atoi(argv[2]) : 3;
    for (sw::Encoding encoding : { sw::Encoding::O200kBase, sw::Encoding::Cl100kBase }) {
        const double loadStart = cpuSeconds();
        const auto tokenizer = sw::Tokenizer::forEncoding(encoding);
        const double loadSeconds = cpuSeconds() - loadStart;
        if (!tokenizer->isExact()) {
            std::fprintf(stderr, "%s\n", qPrintable(tokenizer->dataProblem()));
            return 1;
        }
        double best = 1e30;
        int tokens = 0;
        for (int i = 0; i < runs; ++i) {
            const double start = cpuSeconds();
            tokens = tokenizer->count(text);
            best = std::min(best, cpuSeconds() - start);
        }
        std::printf("%s %d %lld %.4f %.2f load=%.3fs\n", qPrintable(sw::encodingName(encoding)), tokens,
            static_cast<long long>(text.size()), best, double(text.size()) / 1048576.0 / best, loadSeconds);
    }
    return 0;
}
