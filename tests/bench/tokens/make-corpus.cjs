// Writes a deterministic mixed-language text of about N MB (default 10) for the tokenizer benchmark:
// English prose, C++/Python code, Chinese, Japanese, Korean, Russian, emoji, numbers, Markdown.
// Usage: node make-corpus.cjs OUTPUT [MB]
const fs = require('fs');
const out = process.argv[2];
const megabytes = Number(process.argv[3] || 10);

let seed = 20261129;
function random() { // xorshift32, identical on every run
    seed ^= seed << 13; seed >>>= 0;
    seed ^= seed >>> 17;
    seed ^= seed << 5; seed >>>= 0;
    return seed / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

const english = ('the of and to in is was that for it with as his on be at by had are but from or have an they which ' +
    'one you were all we her she there would their will when who him been has more if no out do so can what up said ' +
    'about other into than its time only could new them man some these then two first may any like now my such make ' +
    'over our even most me state after also made many did must before back see through way where get much go well ' +
    'your know should down work year because come people just say each those take day good how long Mr own too little ' +
    'use US very great still men here life both between old under last never place same another think house while high ' +
    'skill agent tokenizer workbench catalog repository validation description frontmatter progressive disclosure ' +
    "don't it's they're we've I'll she'd Anthropic OpenAI JavaScript TypeScript HTTPServer XMLHttpRequest").split(' ');
const chinese = '我们的技能工作台可以验证目录并计算每一层的令牌数量这是一个测试句子用于中文分词北京上海广州深圳人工智能模型'.split('');
const japanese = ['日本語', 'の', 'テキスト', 'を', '処理', 'する', 'ため', 'に', 'カタカナ', 'と', 'ひらがな', 'が', '混在', 'しています', '東京', 'タワー', 'は', '高い', 'です'];
const korean = ['안녕하세요', '세계', '토큰', '계산', '기술', '작업대', '입니다', '그리고'];
const russian = ['Привет', 'мир', 'токенизатор', 'считает', 'слова', 'и', 'числа', 'быстро', 'точно'];
const emoji = ['😀', '👍🏽', '🚀', '🇯🇵', '❤️', '👨‍👩‍👧', '✅', '🔥', '🎉'];
const code = [
    'for (int i = 0; i < n; ++i) {\n    total += values[i] * weights[i];\n}\n',
    'def count_tokens(text: str) -> int:\n    return len(encoding.encode(text))\n',
    'const auto tokenizer = Tokenizer::forEncoding(Encoding::O200kBase);\n',
    'if (!file.open(QIODevice::ReadOnly)) {\n\treturn std::nullopt; // 404\n}\n',
    '<div class="skill-card"><span>{{ name }}</span></div>\n',
    '{"name": "data-report", "tokens": 1234, "exact": true}\n',
];

function sentence(words, joiner, length) {
    const parts = [];
    for (let i = 0; i < length; ++i) parts.push(pick(words));
    return parts.join(joiner);
}

function paragraph() {
    const kind = random();
    if (kind < 0.40) {
        let s = sentence(english, ' ', 8 + Math.floor(random() * 20));
        return s.charAt(0).toUpperCase() + s.slice(1) + '. ' + sentence(english, ' ', 5 + Math.floor(random() * 10)) + '.\n';
    }
    if (kind < 0.55) return pick(code) + pick(code);
    if (kind < 0.67) return sentence(chinese, '', 20 + Math.floor(random() * 40)) + '。' + sentence(chinese, '', 10) + '！\n';
    if (kind < 0.77) return sentence(japanese, '', 10 + Math.floor(random() * 20)) + '。\n';
    if (kind < 0.81) return sentence(korean, ' ', 6) + '.\n';
    if (kind < 0.85) return sentence(russian, ' ', 8) + '.\n';
    if (kind < 0.91) return sentence(english, ' ', 6) + ' ' + sentence(emoji, '', 3) + ' ' + pick(emoji) + '\n';
    if (kind < 0.97) {
        const n = [];
        for (let i = 0; i < 8; ++i) n.push(String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)))));
        return '| ' + n.join(' | ') + ' | ' + (random() * 1000).toFixed(3) + ' |\n';
    }
    return '## ' + sentence(english, ' ', 4) + '\n\n- ' + sentence(english, ' ', 6) + '\n';
}

const target = megabytes * 1024 * 1024;
const chunks = [];
let size = 0;
while (size < target) {
    const p = paragraph();
    chunks.push(p);
    size += Buffer.byteLength(p, 'utf8');
}
fs.writeFileSync(out, chunks.join(''));
