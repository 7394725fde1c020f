import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { writeCorpus } from '../../bench/corpus.mjs';
import { checkFolder } from '../../src/links/folder.js';
import { withLinkThreads } from '../../src/tasks/link-threads.js';
import { PARALLEL_MIN_ITEMS } from '../../src/parallel/pool.js';
import { openScratchFile, scratchAppender, spilledBytes, spilledText, spilledTexts } from '../../src/scratch.js';
import { SitegenError } from '../../src/errors.js';
import { buildFailure, buildQuietly, removeDir, repoRoot } from '../helpers/site.js';

const root = mkdtempSync(path.join(tmpdir(), 'sitegen-parallel-'));
(writeCorpus as (n: number, dir: string) => number)(PARALLEL_MIN_ITEMS + 10, root);

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

const buildWith = (cores: number, outDir: string, cache: boolean) =>
  withCores(cores, () => buildQuietly(root, { outDir: path.join(root, outDir), cache }));

const read = (dir: string) =>
  new Map(
    fg.sync('**/*', { cwd: path.join(root, dir) }).map((file) => [file, readFileSync(path.join(root, dir, file))]),
  );

test('a build on one thread and a build across worker threads write byte-identical sites', async () => {
  // The second build starts the cache, which the tests below rebuild with; with none yet, it does all of the work.
  await buildWith(1, 'one', false);
  await buildWith(2, 'three', true);
  const one = read('one');
  const three = read('three');
  assert.ok(one.size > 2 * PARALLEL_MIN_ITEMS, `${one.size} files`);
  assert.ok(
    [...one.keys()].some((file) => /^assets\/search\/w-/.test(file)),
    'the search index has postings shards',
  );
  assert.equal([...three.keys()].sort(), [...one.keys()].sort());
  const different = [...one].filter(([file, bytes]) => !bytes.equals(three.get(file)!)).map(([file]) => file);
  assert.equal(different, []);
});

test('texts kept in a scratch file come back as written, and the file leaves no name behind', () => {
  const scratchNames = () => readdirSync(tmpdir()).filter((name) => /^sitegen-.*\.tmp$/.test(name));
  const before = scratchNames();
  const scratch = openScratchFile();
  try {
    assert.equal(scratchNames(), before);
    const written = { plain: '<p>Split-screen</p>', wide: '<p>分屏 — “co-op” 🎮</p>', empty: '' };
    const append = scratchAppender(scratch.fd);
    const places = Object.entries(written).map(([key, text]) => [key, append(text)] as const);
    for (const [key, place] of places) assert.is(spilledText(place), written[key as keyof typeof written]);
    const texts = spilledTexts(scratch.fd);
    for (const [key, text] of Object.entries(written)) texts.set(key, text);
    assert.equal(spilledBytes(texts.place('wide')!), Buffer.from(written.wide), 'as the UTF-8 bytes of the text');
    assert.is(spilledText(texts.place('plain')!), written.plain);
    assert.is(texts.place('unknown'), undefined);
  } finally {
    scratch.close();
  }
});

test('check-links reads a large folder across worker threads and still finds the one broken link', async () => {
  const folder = path.join(root, 'three');
  const checkOnThreads = () =>
    withCores(2, () =>
      withLinkThreads(async (threads) => {
        let onThreads = false;
        const result = await checkFolder(folder, {
          threads: async (...args) => {
            const links = await threads(...args);
            onThreads ||= links !== null;
            return links;
          },
        });
        assert.ok(onThreads, 'the links were read on worker threads');
        return result;
      }),
    );
  assert.equal((await checkOnThreads()).broken, []);
  const page = fg.sync('docs/**/index.html', { cwd: folder })[120];
  writeFileSync(
    path.join(folder, page),
    readFileSync(path.join(folder, page), 'utf8').replace('</main>', '<a href="/docs/nowhere">x</a></main>'),
  );
  const { pages, broken } = await checkOnThreads();
  assert.ok(pages > PARALLEL_MIN_ITEMS);
  assert.equal(
    broken.map((b) => `${b.page} ${b.href}`),
    [`${page} /docs/nowhere`],
  );
});

test('a broken link fails a build across threads with the previous output intact, and nothing is written after', async () => {
  const outDir = path.join(root, 'three');
  const before = read('three');
  const page = fg.sync('content/docs/**/*.md', { cwd: root, absolute: true })[0];
  const text = readFileSync(page, 'utf8');
  writeFileSync(page, `${text}\n\nSee [the missing page](/docs/nowhere).\n`);
  try {
    const error = await withCores(2, () => buildFailure(root, { outDir }));
    assert.ok(error instanceof SitegenError, `a mistake in the site, reported without a stack trace: ${error?.stack}`);
    assert.match(error.message, /1 broken links?[\s\S]*\/docs\/nowhere/);
  } finally {
    writeFileSync(page, text);
  }
  assert.equal(
    readdirSync(root).filter((name) => name.includes('.sitegen-tmp-')),
    [],
    'no staging folder is left behind',
  );
  const after = read('three');
  assert.equal([...after.keys()].sort(), [...before.keys()].sort());
  assert.ok(
    [...before].every(([file, bytes]) => bytes.equals(after.get(file)!)),
    'every file is as it was',
  );
});

test('a template that throws inside a worker fails the build, naming the page, with no stack trace', async () => {
  const templates = path.join(root, 'broken', 'templates');
  cpSync(path.join(repoRoot, 'templates'), templates, { recursive: true });
  const docPage = path.join(templates, 'DocPage.tsx');
  writeFileSync(
    docPage,
    readFileSync(docPage, 'utf8').replace(
      'const { doc, categories, previous, next } = route;',
      "const { doc, categories, previous, next } = route;\n  if (doc.id.endsWith('00123')) throw new Error('no page 123 here');",
    ),
  );
  const config = path.join(root, 'site.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace(
      'export default defineConfig({',
      "export default defineConfig({\n  templatesDir: 'broken/templates',",
    ),
  );
  const error = await withCores(2, () => buildFailure(root, { outDir: path.join(root, 'broken-out') }));
  // A SitegenError is printed as its message and hint alone.
  assert.ok(error instanceof SitegenError, `a mistake in the site, reported without a stack trace: ${error?.stack}`);
  assert.match(error.message, /a template threw while rendering \/docs\/[\w/-]+00123: no page 123 here/);
});

test.after(() => removeDir(root));
test.run();
