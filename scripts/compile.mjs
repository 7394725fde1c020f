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
  // Dependencies are bundled in: each thread of a build then loads a few large files instead of hundreds of small
  // ones, in half the time. Left out: React, which the site's templates import too and must share; esbuild, which
  // runs its own binary; chokidar (the dev server's only); and shiki's grammars and themes, loaded one by one as
  // pages use them.
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'chokidar', '@shikijs/langs/*', '@shikijs/themes/*'],
  // Bundled CommonJS packages (js-yaml, fast-glob, commander) call require() for Node's own modules.
  banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

const { writeRegexTables } = await import('../dist-lib/regexes.js');
await writeRegexTables();
