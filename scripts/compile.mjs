// Compiles the engine to dist-lib/ (run by `npm ci` through the prepare script, and before tests), with the tables of
// converted grammar patterns that spare each build converting them (written once per shiki version).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

// Chunk names change with their contents: last compile's would pile up, and the cache's engine stamp hashes them all.
for (const name of existsSync('dist-lib') ? readdirSync('dist-lib') : []) {
  if (/\.js(\.map)?$/.test(name)) rmSync(`dist-lib/${name}`);
}

await esbuild.build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', serve: 'src/serve/static.ts', worker: 'src/parallel/worker.ts', regexes: 'src/content/regexes.ts' },
  outdir: 'dist-lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const { writeRegexTables } = await import('../dist-lib/regexes.js');
await writeRegexTables();
