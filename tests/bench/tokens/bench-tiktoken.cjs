// Baseline for scripts/bench-tokens.sh: counts the tokens of a file with npm `tiktoken` (the official Rust
// tiktoken compiled to WASM) and prints "<encoding> <tokens> <bytes> <seconds> <MB/s>" per encoding (best of runs, process CPU time).
const fs = require('fs');
const { get_encoding } = require('tiktoken');
const text = fs.readFileSync(process.argv[2], 'utf8');
const runs = Number(process.argv[3] || 3);
const bytes = Buffer.byteLength(text, 'utf8');
for (const name of ['o200k_base', 'cl100k_base']) {
    const encoding = get_encoding(name);
    let best = Infinity;
    let tokens = 0;
    for (let i = 0; i < runs; ++i) {
        const start = process.cpuUsage();
        tokens = encoding.encode_ordinary(text).length;
        const used = process.cpuUsage(start);
        const seconds = (used.user + used.system) / 1e6;
        best = Math.min(best, seconds);
    }
    console.log(`${name} ${tokens} ${bytes} ${best.toFixed(4)} ${(bytes / 1048576 / best).toFixed(2)}`);
    encoding.free();
}
