// A generated site built with the cache: cold, warm and after edits, on worker threads, against builds without it.
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { writeCorpus } from '../../bench/corpus.mjs';
import { defaultCacheDir } from '../../src/incremental/store.js';
import { SitegenErrors } from '../../src/errors.js';
import { assertSameAsClean, edit, renderedCount } from '../helpers/cached-builds.js';
import { buildQuietly, removeDir, tempDir, type QuietBuild } from '../helpers/site.js';

const corpus = suite('a cached build of a generated site');

/**
 * A file changed just before a build may change again unseen while the build reads it: its page gets no stamp, and
 * the next build reads it again. Waited for after writing a corpus, so that its first build stamps every source.
 */
const untilSettled = () => new Promise((resolve) => setTimeout(resolve, 2100));

corpus('gives byte-identical output to a build without the cache, cold, warm and after edits', async () => {
  const site = tempDir('cache-corpus');
  (writeCorpus as (n: number, dir: string) => number)(300, site);
  try {
    await untilSettled();
    const cold = await buildQuietly(site);
    assert.match(cold.output, /rendered/);
    await assertSameAsClean(site);
    const docs = fg.sync('content/docs/**/*.md', { cwd: site }).sort();
    const cacheFiles = () => readdirSync(defaultCacheDir(site));
    const beforeEdit = new Set(cacheFiles());
    edit(path.join(site, docs[20]), (text) => text.replace(/\n## /, '\nA paragraph added while writing.\n\n## '));
    const afterEdit = await buildQuietly(site);
    assert.ok(renderedCount(afterEdit) <= 3, `${renderedCount(afterEdit)} pages rendered`);
    // Besides the index, an edit writes the files of the page's spread (its body, words and entry) and its route's.
    const made = cacheFiles().filter((name) => !beforeEdit.has(name));
    assert.ok(made.length >= 3 && made.length <= 4, made.join(', '));
    assert.ok(
      made.some((name) => name.startsWith('index-')),
      made.join(', '),
    );
    await assertSameAsClean(site);
    // A title shows in every page's sidebar: all of them change.
    edit(path.join(site, docs[10]), (text) => text.replace(/^title: .*$/m, 'title: A title changed while writing'));
    await buildQuietly(site);
    await assertSameAsClean(site);
    // A new section moves the search ids of every section after it.
    edit(path.join(site, docs[30]), (text) =>
      text.replace(/\n## /, '\n## A section added while writing\n\nIts words are new to the index: quokka.\n\n## '),
    );
    await buildQuietly(site);
    await assertSameAsClean(site);
  } finally {
    removeDir(site);
  }
});

corpus(
  'a rebuild reads only the sources whose files changed, and sees an edit that keeps their size and time',
  async () => {
    const site = tempDir('cache-sources');
    (writeCorpus as (n: number, dir: string) => number)(300, site);
    const unchanged = (build: QuietBuild) =>
      /cache .* (\d+) of (\d+) sources unchanged/.exec(build.output)?.slice(1).map(Number);
    try {
      const docs = fg.sync('content/docs/**/*.md', { cwd: site }).sort();
      // A whole second, which the edit below can put back exactly.
      const quiet = path.join(site, docs[40]);
      const second = 1_700_000_000;
      utimesSync(quiet, second, second);
      await untilSettled();
      await buildQuietly(site);
      const sources = fg.sync('content/**/*.md', { cwd: site }).length;
      assert.equal(unchanged(await buildQuietly(site)), [sources, sources], 'nothing read again');
      // Same length, and the modification time put back: the change time still tells.
      const size = statSync(quiet).size;
      edit(quiet, (text) =>
        text.replace(/\n([A-Z][a-z]+) /, (line, word: string) => line.replace(word, word.toUpperCase())),
      );
      utimesSync(quiet, second, second);
      assert.equal([statSync(quiet).size, statSync(quiet).mtimeMs], [size, second * 1000]);
      const edited = await buildQuietly(site);
      assert.equal(unchanged(edited), [sources - 1, sources]);
      assert.is(renderedCount(edited), 1);
      await assertSameAsClean(site);
      // A source that no longer parses is reported with its file and line, as on a first build.
      const broken = path.join(site, docs[41]);
      const original = readFileSync(broken, 'utf8');
      edit(broken, (text) => text.replace(/^title: .*$/m, 'title: [never closed'));
      const failure = await buildQuietly(site).then(
        () => null,
        (error: Error) => error,
      );
      assert.ok(failure instanceof SitegenErrors, `the rebuild fails on the source: ${failure}`);
      assert.equal(
        failure.errors.map((error) => error.file),
        [docs[41]],
      );
      assert.ok(failure.errors[0].line! >= 2, `line ${failure.errors[0].line}`);
      writeFileSync(broken, original);
      await buildQuietly(site);
      await assertSameAsClean(site);
      // Under another config a source's route may differ: none is taken as known.
      edit(path.join(site, 'site.config.ts'), (text) =>
        text.replace('blog: {', "blog: { routeBasePath: '/news',").replaceAll("to: '/blog'", "to: '/news'"),
      );
      const moved = await buildQuietly(site);
      assert.equal(unchanged(moved), [0, sources]);
      assert.ok(moved.read('news/index.html'), 'the blog moved');
      await assertSameAsClean(site);
    } finally {
      removeDir(site);
    }
  },
);

corpus('built on worker threads into a cache that cannot be written, warns and writes the whole site', async () => {
  const site = tempDir('cache-blocked');
  (writeCorpus as (n: number, dir: string) => number)(200, site);
  try {
    mkdirSync(path.dirname(defaultCacheDir(site)), { recursive: true });
    writeFileSync(defaultCacheDir(site), 'not a folder');
    const built = await buildQuietly(site);
    assert.match(built.output, /warning: could not save the build cache: /);
    await assertSameAsClean(site);
  } finally {
    removeDir(site);
  }
});

corpus.run();
