// Builds the two-stage character class table from QChar's Unicode data (identical blocks shared).
#include "tokens/charclass.h"

#include <QChar>

#include <map>
#include <vector>

namespace sw::charclass {

namespace {
bool isWhiteSpace(char32_t c)
{
    return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

uint8_t flagsOf(char32_t c)
{
    uint8_t f = 0;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Titlecase:
        f = Upper | Letter;
        break;
    case QChar::Letter_Lowercase:
        f = Lower | Letter;
        break;
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
        f = Upper | Lower | Letter;
        break;
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
        f = Upper | Lower | Mark;
        break;
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other:
        f = Number;
        break;
    default:
        break;
    }
    if (isWhiteSpace(c))
        f |= Space;
    if (c == '\r' || c == '\n')
        f |= Newline;
    return f;
}

struct Built
{
    Table table {};
    std::vector<uint16_t> blocks;
    std::vector<uint8_t> flags;
    Built()
    {
        std::map<std::vector<uint8_t>, uint16_t> known;
        blocks.resize(0x1100);
        std::vector<uint8_t> block(256);
        for (char32_t hi = 0; hi < 0x1100; ++hi) {
            for (char32_t lo = 0; lo < 256; ++lo)
                block[lo] = flagsOf((hi << 8) | lo);
            auto [it, inserted] = known.emplace(block, uint16_t(known.size()));
            if (inserted)
                flags.insert(flags.end(), block.begin(), block.end());
            blocks[hi] = it->second;
        }
        for (char32_t c = 0; c < 128; ++c)
            table.ascii[c] = flagsOf(c);
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
