// Compiles the engine to dist-lib/ (run by `npm ci` through the prepare script, and before tests), with the tables of
// converted grammar patterns that spare each build converting them (written once per shiki version).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

// Chunk names change with their contents: last compile's would pile up, and the cache's engine stamp hashes them all.
for (const name of existsSync('dist-lib') ? readdirSync('dist-lib') : []) {
  if (/\.js(\.map)?$/.test(name)) rmSync(`dist-lib/${name}`);
}

await esbuild.build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', serve: 'src/serve/static.ts', worker: 'src/worker.ts', highlight: 'src/markdown/highlight/index.ts' },
  outdir: 'dist-lib',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled in: each thread of a build then loads a few large files instead of hundreds of small
  // ones, which is quicker. Left out: React, which the site's templates import too and must share; esbuild, which
  // runs its own binary; chokidar (the dev server's only); sharp, a native library loaded only to resize images; and
  // shiki's grammars and themes, loaded one by one as pages use them.
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'chokidar', 'sharp', '@shikijs/langs/*', '@shikijs/themes/*'],
  // Bundled CommonJS packages (js-yaml, fast-glob, commander) call require() for Node's own modules.
  banner: { js: "import { createRequire as __sitegenRequire } from 'node:module'; const require = __sitegenRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

// Mermaid's parser, which the build reads diagrams with, is a bundle of its own: only a site with diagrams loads it.
rmSync('dist-lib/mermaid', { recursive: true, force: true });
await esbuild.build({
  entryPoints: { parser: 'src/mermaid-parser.ts' },
  outdir: 'dist-lib/mermaid',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});

// The browser's code depends on nothing a site holds: bundled here once, a build only copies it. The runtime's
// lazily imported parts (tabs, videos) become chunks of their own, loaded by the pages that have them; what draws
// diagrams is a module apart, which only pages with a diagram name.
rmSync('dist-lib/client', { recursive: true, force: true });
const browser = { bundle: true, format: 'esm', target: 'es2020', minify: true, legalComments: 'none', logLevel: 'warning', outdir: 'dist-lib/client' };
await Promise.all([
  esbuild.build({ ...browser, entryPoints: { app: 'src/client/main.ts' }, splitting: true, chunkNames: 'app-[name]-[hash]' }),
  esbuild.build({ ...browser, entryPoints: { search: 'src/client/search/dialog.ts', dev: 'src/client/dev.ts', diagrams: 'src/client/diagrams.ts' } }),
]);

const { writeRegexTables } = await import('../dist-lib/highlight.js');
await writeRegexTables();
