// A generated site built with the cache on worker threads, cold, warm and after edits, against builds without the
// cache on one thread.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { writeCorpus } from '../../bench/corpus.mjs';
import { defaultCacheDir } from '../../src/incremental/store.js';
import { PARALLEL_MIN_ITEMS } from '../../src/parallel/pool.js';
import { SIDEBAR_INLINE_LIMIT } from '../../src/render/sidebar.js';
import { edit, readTree, renderedCount } from '../helpers/cached-builds.js';
import { buildQuietly, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

/** Runs `work` as if the machine had `cores` cores: with 1, nothing runs in worker threads. */
async function withCores<T>(cores: number, work: () => Promise<T>): Promise<T> {
  const before = process.env.SITEGEN_WORKERS;
  process.env.SITEGEN_WORKERS = String(cores);
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.SITEGEN_WORKERS;
    else process.env.SITEGEN_WORKERS = before;
  }
}

// Enough pages for the build to share its work among worker threads (and keep pages' text in a scratch file), and
// enough sidebar links, with short notes besides, for each page to carry only its own categories' links.
const pages = PARALLEL_MIN_ITEMS + 10;
const notes = SIDEBAR_INLINE_LIMIT - pages + 10;
const site = tempDir('cache-corpus');
(writeCorpus as (n: number, dir: string) => number)(pages, site);
for (let i = 0; i < notes; i++)
  writeSiteFile(site, `content/docs/notes/note-${i}.md`, `---\ntitle: Note ${i}\n---\n\nA short note.\n`);
edit(path.join(site, 'site.config.ts'), (text) =>
  text.replace(
    '    sidebar: [\n',
    `    sidebar: [\n      { type: 'category', label: 'Notes', items: [${Array.from({ length: notes }, (_, i) => `'notes/note-${i}'`).join(', ')}] },\n`,
  ),
);
const docs = fg.sync('content/docs/**/*.md', { cwd: site, ignore: ['content/docs/notes/**'] }).sort();

/** The output of a build without the cache on one thread, once for each state of the site's files. */
const cleanBuilds = new Map<string, Map<string, Buffer>>();
async function assertSameAsClean(): Promise<void> {
  const sources = [...readTree(path.join(site, 'content'))].map(([file, bytes]) => `${file}\0${bytes.toString('hex')}`);
  const state = [...sources, readFileSync(path.join(site, 'site.config.ts'), 'utf8')].join('\0');
  if (!cleanBuilds.has(state)) {
    const clean = path.join(site, 'clean');
    await withCores(1, () => buildQuietly(site, { outDir: clean, cache: false }));
    cleanBuilds.set(state, readTree(clean));
    removeDir(clean);
  }
  const expected = cleanBuilds.get(state)!;
  const actual = readTree(path.join(site, 'dist'));
  assert.equal([...actual.keys()].sort(), [...expected.keys()].sort(), 'the same files');
  const different = [...expected].filter(([file, bytes]) => !bytes.equals(actual.get(file)!)).map(([file]) => file);
  assert.equal(different, [], 'the same bytes');
}

/** A build with the cache, sharing its work among two worker threads where it has enough of it. */
const buildOnWorkers = () => withCores(2, () => buildQuietly(site));

const corpus = suite('a cached build of a generated site');
corpus.after(() => removeDir(site));

corpus('gives byte-identical output to a build without the cache, cold, warm and after edits', async () => {
  // A file changed just before a build may change again unseen while the build reads it: its page gets no stamp,
  // and the next build reads it again. The first build waits, so that it stamps every source.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const cold = await buildOnWorkers();
  assert.match(cold.output, /rendered/);
  const page = cold.read(docs[50].replace(/^content\/(.*)\.md$/, '$1/index.html'));
  // (A closed category still links to its first page.)
  assert.match(page, 'data-partial=""', 'the sidebar is too long to be carried whole');
  assert.not.match(page, '/docs/notes/note-1"');
  await assertSameAsClean();
  const cacheFiles = () => readdirSync(defaultCacheDir(site));
  const beforeEdit = new Set(cacheFiles());
  edit(path.join(site, docs[20]), (text) => text.replace(/\n## /, '\nA paragraph added while writing.\n\n## '));
  const afterEdit = await buildOnWorkers();
  assert.ok(renderedCount(afterEdit) <= 3, `${renderedCount(afterEdit)} pages rendered`);
  // Besides the index, an edit writes the files of the page's spread (its body, words and entry) and its route's.
  const made = cacheFiles().filter((name) => !beforeEdit.has(name));
  assert.ok(made.length >= 3 && made.length <= 4, made.join(', '));
  assert.ok(
    made.some((name) => name.startsWith('index-')),
    made.join(', '),
  );
  await assertSameAsClean();
  // A title shows in the sidebar of the pages of its category, rendered again from their cached bodies; a new
  // section moves the search ids of every section after it, so the index is made again from every page's words.
  edit(path.join(site, docs[10]), (text) => text.replace(/^title: .*$/m, 'title: A title changed while writing'));
  edit(path.join(site, docs[30]), (text) =>
    text.replace(/\n## /, '\n## A section added while writing\n\nIts words are new to the index: quokka.\n\n## '),
  );
  const retitled = await buildOnWorkers();
  assert.ok(renderedCount(retitled) > 2, `${renderedCount(retitled)} pages rendered`);
  await assertSameAsClean();
});

corpus('built on worker threads into a cache that cannot be written, warns and writes the whole site', async () => {
  removeDir(path.join(site, 'dist'));
  removeDir(defaultCacheDir(site));
  writeFileSync(defaultCacheDir(site), 'not a folder');
  const built = await buildOnWorkers();
  assert.match(built.output, /warning: could not save the build cache: /);
  await assertSameAsClean();
});

corpus.run();
