import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultCacheDir, cacheFileNumber } from '../../src/incremental/store.js';
import { readTree } from '../helpers/cached-builds.js';
import { buildQuietly, fixturesDir, removeDir, tempDir } from '../helpers/site.js';
import { underWatchdog } from '../helpers/watchdog.js';

/** The files of `actual` that differ from `expected`, or are only in one of them. */
function differences(actual: Map<string, Buffer>, expected: Map<string, Buffer>): string[] {
  const names = new Set([...actual.keys(), ...expected.keys()]);
  return [...names]
    .filter((name) => !actual.get(name)?.equals(expected.get(name) ?? Buffer.alloc(0)) || !expected.has(name))
    .sort();
}

/** The number of the cache files holding a doc that every doc's sidebar shows, and that no edit below changes. */
const setupCacheFileNumber = (root: string) => cacheFileNumber(path.join(root, 'content/docs/guides/setup.md'));

/** Each kind of file the build cache writes, by the pattern of its name in a site folder. */
const kinds: Record<string, (root: string) => string> = {
  'the index (with the record of the output folder)': () => 'index.bin',
  "a file of the index's pages and routes (with the sources' stamps)": (root) =>
    `index-${setupCacheFileNumber(root)}-*.bin`,
  "a file of pages' bodies": (root) => `body-${setupCacheFileNumber(root)}-*.bin`,
  "a file of pages' search words": (root) => `words-${setupCacheFileNumber(root)}-*.bin`,
};

/** Ways a cache file gets damaged, each done to the file named. */
const damages: Record<string, (file: string) => void> = {
  'a flipped byte': (file) => {
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(file, bytes);
  },
  'cut in half': (file) => truncateSync(file, statSync(file).size >> 1),
  deleted: (file) => rmSync(file),
  emptied: (file) => writeFileSync(file, ''),
  'replaced by a foreign file': (file) => cpSync(path.join(fixturesDir, 'routes/content/static/img/pixel.png'), file),
  // Reading one waits for a writer that never comes.
  'replaced by a FIFO': (file) => {
    rmSync(file);
    assert.is(spawnSync('mkfifo', [file]).status, 0, 'mkfifo');
  },
};

function editIntro(root: string, change: (text: string) => string): void {
  const file = path.join(root, 'content/docs/intro.md');
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

const edits = {
  'nothing edited': () => {},
  // Rewrites the part of the cache that holds the page.
  'one page edited': (root: string) => editIntro(root, (text) => text + '\nA line added while writing.\n'),
  // A new title shows in every doc's sidebar, so each doc's page is rendered again from its cached body; a new
  // section numbers the sections after it anew, so the search index is made again from every page's words.
  'a title and a section added': (root: string) =>
    editIntro(
      root,
      (text) => text.replace(/^title: .*$/m, 'title: A new title') + '\n## A new section\n\nIts words.\n',
    ),
};
type Edit = keyof typeof edits;
const editNames = Object.keys(edits) as Edit[];

const damaged = suite('a build over a damaged cache');
// The site is built once with its cache, and put back as it was before each case, in the same folder (the cache
// knows sources by their paths) and with the files' times (by which it tells that a file changed).
const root = tempDir('cache-damage');
const built = tempDir('cache-damage-built');
const expected = new Map<Edit, Map<string, Buffer>>();
damaged.before(async () => {
  cpSync(path.join(fixturesDir, 'basic'), root, { recursive: true });
  await buildQuietly(root);
  cpSync(root, built, { recursive: true, preserveTimestamps: true });
  for (const edit of editNames) {
    putBack();
    edits[edit](root);
    await buildQuietly(root, { cache: false });
    expected.set(edit, readTree(path.join(root, 'dist')));
  }
});
damaged.after(() => [root, built].forEach(removeDir));

function putBack(): void {
  removeDir(root);
  cpSync(built, root, { recursive: true, preserveTimestamps: true });
}

/**
 * Damages the first cache file matching `pattern` in a copy of the built site, rebuilds it, and checks that the
 * build succeeded with one warning naming the file, wrote what a build without the cache writes, and left a cache the
 * next build reads without a word.
 */
async function expectRebuilt(pattern: string, damage: (file: string) => void, edit: Edit) {
  putBack();
  const file = fg.sync(pattern, { cwd: defaultCacheDir(root), absolute: true })[0];
  assert.ok(file, `a cache file ${pattern}`);
  damage(file);
  edits[edit](root);
  // A build that waits forever (on a FIFO) blocks this whole process: the watchdog ends it.
  const rebuilt = await underWatchdog(120, `the build over ${file} (${edit}) hung`, () => buildQuietly(root));
  const warnings = rebuilt.output.split('\n').filter((line) => line.includes('build cache'));
  assert.is(warnings.length, 1, rebuilt.output);
  assert.match(warnings[0], `warning: ignored the build cache file ${file}: `);
  assert.not.match(rebuilt.output, /^\s+at /m, 'no stack trace');
  const given = rebuilt.output.split('\n').filter((line) => line.startsWith('warning: '));
  assert.equal(given, [...new Set(given)], 'each warning once, though the build may start over');
  assert.equal(
    differences(readTree(path.join(root, 'dist')), expected.get(edit)!),
    [],
    'the same files as a build without the cache',
  );
  const next = await buildQuietly(root);
  assert.not.match(next.output, /build cache/, 'the next build finds a whole cache');
}

// Every damage of every kind, each case with one of the edits: the edit's index is the kind's plus the damage's,
// modulo 3, so that each kind meets every edit (twice) and each damage meets every edit (across the kinds).
Object.entries(kinds).forEach(([kind, patternIn], k) => {
  Object.entries(damages).forEach(([how, damage], d) => {
    const edit = editNames[(k + d) % editNames.length];
    damaged(`${kind}, ${how}, ${edit}: warns, builds what a build without the cache builds`, () =>
      expectRebuilt(patternIn(root), damage, edit),
    );
  });
});

// Damage that keeps a file's size and time is found only when a build reads the file: the build starts over without it.
for (const [kind, patternIn] of Object.entries(kinds).slice(2)) {
  damaged(
    `${kind}, a byte flipped with the file's time put back, found mid-build: warns, builds what a build without the cache builds`,
    () => {
      const unseen = (file: string) => {
        const { atime, mtime } = statSync(file);
        damages['a flipped byte'](file);
        utimesSync(file, atime, mtime);
      };
      return expectRebuilt(patternIn(root), unseen, 'a title and a section added');
    },
  );
}

damaged.run();
