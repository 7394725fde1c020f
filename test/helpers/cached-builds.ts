// What the cache's tests compare: a folder's files and bytes, and what a build without the cache writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import * as assert from 'uvu/assert';
import { buildQuietly, removeDir, type QuietBuild } from './site.js';

/** Every file of a folder with its bytes. */
export function readTree(dir: string): Map<string, Buffer> {
  return new Map(fg.sync('**/*', { cwd: dir, dot: true }).map((file) => [file, readFileSync(path.join(dir, file))]));
}

/** Asserts that the cached build in `dir` wrote exactly what a build without the cache writes. */
export async function assertSameAsClean(root: string, dir = path.join(root, 'dist')): Promise<void> {
  const clean = path.join(root, 'clean');
  await buildQuietly(root, { outDir: clean, cache: false });
  const expected = readTree(clean);
  const actual = readTree(dir);
  removeDir(clean);
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort(), 'the same files');
  const different = [...expected].filter(([file, bytes]) => !bytes.equals(actual.get(file)!)).map(([file]) => file);
  assert.equal(different, [], 'the same bytes');
}

/** How many pages a build rendered anew, as it reports. */
export const renderedCount = (build: QuietBuild) => Number(/(\d+) of \d+ pages rendered/.exec(build.output)?.[1]);

export function edit(file: string, change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}
