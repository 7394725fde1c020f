import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot, tempDir } from '../helpers/site.js';

const types = suite('type check');

const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** tsc's report on the project of `tsconfig`, and whether it found nothing wrong. */
function typeCheck(tsconfig: string): { ok: boolean; report: string } {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', tsconfig], { encoding: 'utf8' });
  return { ok: result.status === 0, report: result.stdout + result.stderr };
}

for (const project of ['tsconfig.json', 'src/client/tsconfig.json', 'test/tsconfig.json']) {
  types(`${project}: the code type-checks and leaves no name unused`, () => {
    const { ok, report } = typeCheck(path.join(repoRoot, project));
    assert.ok(ok, report);
  });
}

types('an import nothing uses fails the check', () => {
  const dir = tempDir('unused');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.json'),
      include: ['.'],
      compilerOptions: { paths: {}, typeRoots: [path.join(repoRoot, 'node_modules', '@types')] },
    }),
  );
  writeFileSync(path.join(dir, 'a.ts'), "import { join } from 'node:path';\nexport const a = 1;\n");
  try {
    const { ok, report } = typeCheck(path.join(dir, 'tsconfig.json'));
    assert.not.ok(ok);
    assert.match(report, /'join' is declared but its value is never read/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

types.run();
