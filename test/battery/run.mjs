#!/usr/bin/env node
// A hostile contributor's battery: each case builds (or serves, or migrates) a small site made hostile in one way,
// with a secret in the environment and files outside the site, and says what became of it.
// Usage: node test/battery/run.mjs [--sitegen PATH/TO/bin/sitegen.js] [--only REGEX] [--json]
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCase } from './lib/run-case.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const bin = path.resolve(flag('--sitegen') ?? path.join(here, '..', '..', 'bin', 'sitegen.js'));
const only = flag('--only') ? new RegExp(flag('--only')) : null;
const json = args.includes('--json');
const parallel = 2;

const cases = [];
for (const file of readdirSync(path.join(here, 'cases'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  const module = await import(pathToFileURL(path.join(here, 'cases', file)).href);
  for (const c of module.default) cases.push({ ...c, file });
}
const ids = new Set();
for (const c of cases) {
  if (ids.has(c.id)) throw new Error(`two cases are named ${c.id}`);
  ids.add(c.id);
}
const chosen = cases.filter((c) => !only || only.test(`${c.id} ${c.category} ${(c.tags ?? []).join(' ')}`));

const outcomes = ['clear error', 'ok', 'hang', 'stack trace', 'output damaged', 'outside data touched'];
const results = new Array(chosen.length);
let next = 0;
async function worker() {
  while (next < chosen.length) {
    const i = next++;
    const c = chosen[i];
    const started = Date.now();
    let result;
    try {
      result = await runCase(c, bin);
    } catch (error) {
      result = {
        outcome: 'stack trace',
        reason: `the battery itself failed: ${error.stack?.split('\n').slice(0, 2).join(' ')}`,
        command: c.cmd,
      };
    }
    result = {
      id: c.id,
      category: c.category,
      tags: c.tags ?? [],
      trusted: c.trusted ?? false,
      command: result.command,
      outcome: result.outcome,
      reason: result.reason,
      ms: Date.now() - started,
      output: result.output,
    };
    results[i] = result;
    if (!json) {
      const tag = result.tags.length ? ` [${result.tags.join(',')}]` : '';
      console.log(
        `${result.id}${tag} | ${result.category} | ${result.command} | ${result.outcome} | ${result.reason} (${result.ms} ms)`,
      );
    }
  }
}
await Promise.all(Array.from({ length: Math.min(parallel, chosen.length) }, worker));

const count = (o) => results.filter((r) => r.outcome === o).length;
const summary = `tried ${results.length}, clear errors ${count('clear error')}, ok ${count('ok')}, hangs ${count('hang')}, stack traces ${count('stack trace')}, output damaged ${count('output damaged')}, outside data touched ${count('outside data touched')}`;
const bad = results.filter((r) => outcomes.indexOf(r.outcome) >= 2);
if (json) {
  console.log(
    JSON.stringify(
      {
        summary,
        results: results.map(({ output, ...r }) => ({ ...r, output: r.outcome === 'ok' ? undefined : output })),
      },
      null,
      2,
    ),
  );
} else {
  const trusted = bad.filter((r) => r.trusted);
  if (trusted.length)
    console.log(
      `\n${trusted.length} of the failures come from site code run as documented (config or MDX code with Node's access): ${trusted.map((r) => r.id).join(', ')}`,
    );
  console.log(`\n${summary}`);
}
process.exitCode = bad.length ? 1 : 0;
