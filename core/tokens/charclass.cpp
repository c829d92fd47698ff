// Builds the two-stage character class table (identical 256-code-point blocks shared) from the generated ranges
// of unicodeclasses.inc, which follow tiktoken's Unicode version (not Qt's, which is older).
#include "tokens/charclass.h"

#include <map>
#include <vector>

namespace sw::charclass {

namespace {
struct Range
{
    char32_t first;
    char32_t last;
    uint8_t flags;
};

constexpr Range ranges[] = {
#include "tokens/unicodeclasses.inc"
};

struct Built
{
    Table table {};
    std::vector<uint16_t> blocks;
    std::vector<uint8_t> flags;
    Built()
    {
        std::vector<uint8_t> all(0x110000, 0);
        for (const Range &range : ranges) {
            for (char32_t c = range.first; c <= range.last; ++c)
                all[c] = range.flags;
        }
        std::map<std::vector<uint8_t>, uint16_t> known;
        blocks.resize(0x1100);
        for (char32_t hi = 0; hi < 0x1100; ++hi) {
            std::vector<uint8_t> block(all.begin() + (hi << 8), all.begin() + ((hi + 1) << 8));
            auto [it, inserted] = known.emplace(block, uint16_t(known.size()));
            if (inserted)
                flags.insert(flags.end(), block.begin(), block.end());
            blocks[hi] = it->second;
        }
        for (char32_t c = 0; c < 128; ++c)
            table.ascii[c] = all[c];
        table.blocks = blocks.data();
        table.flags = flags.data();
    }
};
} // namespace

const Table &table()
{
    static const Built built;
    return built.table;
}

} // namespace sw::charclass
