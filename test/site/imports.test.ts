import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listFiles, repoRoot, tempDir } from '../helpers/site.js';

const cycles = suite('import cycles');

// A cycle through `import type` still ties two modules' designs together, so type imports count.
const countTypeImports = { skipTypeImports: false };

/** Every import cycle among the TypeScript files under `dir`, each as the files it goes through; throws when an import does not resolve. */
async function importCycles(dir: string, tsConfig = path.join(repoRoot, 'tsconfig.json')): Promise<string[][]> {
  const graph = await madge(dir, {
    tsConfig,
    fileExtensions: ['ts', 'tsx'],
    detectiveOptions: { ts: countTypeImports, tsx: countTypeImports },
  });
  // A file madge could not read or resolve drops out of the graph, and any cycle through it with it.
  const modules = graph.obj();
  const unread = listFiles(dir).filter((file) => /\.tsx?$/.test(file) && !(file in modules));
  assert.equal(unread, [], `files of ${dir} madge did not read`);
  // A package's own modules cannot be part of a cycle of ours: only a relative import that does not resolve hides one.
  const unresolved = graph
    .warnings()
    .skipped.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'));
  assert.equal(unresolved, [], `imports madge could not resolve in ${dir}`);
  return graph.circular();
}

function assertNoCycles(found: string[][], dir: string): void {
  assert.ok(
    found.length === 0,
    `import cycles in ${dir}:\n${found.map((cycle) => `  ${[...cycle, cycle[0]].join(' → ')}`).join('\n')}`,
  );
}

cycles('src/ has none, type imports included', async () => {
  assertNoCycles(await importCycles(path.join(repoRoot, 'src')), 'src/');
});

cycles('templates/ has none, with the engine modules they import', async () => {
  assertNoCycles(await importCycles(path.join(repoRoot, 'templates')), 'templates/');
});

cycles('src/client/ has none under its own tsconfig', async () => {
  const client = path.join(repoRoot, 'src', 'client');
  assertNoCycles(await importCycles(client, path.join(client, 'tsconfig.json')), 'src/client/');
});

cycles('a cycle made only of type imports is found', async () => {
  const dir = tempDir('cycle');
  writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b: B }\n");
  writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.js';\nexport interface B { a?: A }\n");
  try {
    assert.equal(await importCycles(dir), [['a.ts', 'b.ts']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

cycles.run();
