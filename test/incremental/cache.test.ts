import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outputMarker } from '../../src/write/publish.js';
import { defaultCacheDir } from '../../src/incremental/store.js';
import { build } from '../../src/build.js';
import { SitegenErrors } from '../../src/errors.js';
import { createLogger } from '../../src/log.js';
import { assertSameAsClean, edit, readTree, renderedCount } from '../helpers/cached-builds.js';
import { buildFailure, buildQuietly, copyFixture, removeDir, repoRoot, type QuietBuild } from '../helpers/site.js';

const mtimes = (dir: string) =>
  new Map(fg.sync('**/*', { cwd: dir }).map((file) => [file, statSync(path.join(dir, file)).mtimeMs]));

/** The files of `dir` written since `before` was taken. */
function rewritten(dir: string, before: Map<string, number>): string[] {
  return [...mtimes(dir)]
    .filter(([file, mtime]) => before.get(file) !== mtime)
    .map(([file]) => file)
    .sort();
}

const rebuilds = suite('a cached rebuild');
let root = '';
let dist = '';
rebuilds.before.each(async () => {
  root = copyFixture('basic');
  cpSync(path.join(repoRoot, 'templates'), path.join(root, 'templates'), { recursive: true });
  edit(path.join(root, 'site.config.ts'), (text) =>
    text.replace('defineConfig({', "defineConfig({\n  templatesDir: 'templates',"),
  );
  dist = path.join(root, 'dist');
  await buildQuietly(root);
});
rebuilds.after.each(() => removeDir(root));

rebuilds('with nothing changed renders no page, rewrites no file and writes what a clean build writes', async () => {
  const before = mtimes(dist);
  const again = await buildQuietly(root);
  assert.match(again.output, /0 of \d+ pages rendered/);
  assert.equal(rewritten(dist, before), []);
  await assertSameAsClean(root);
});

rebuilds('after an edit rewrites only what the edit shows in, and matches a clean build', async () => {
  const before = mtimes(dist);
  edit(path.join(root, 'content/docs/guides/setup.md'), (text) =>
    text.replace(/\n\n/, '\n\nA sentence added while writing.\n\n'),
  );
  const again = await buildQuietly(root);
  assert.ok(again.read('docs/guides/setup/index.html').includes('A sentence added while writing.'));
  const changed = rewritten(dist, before);
  assert.ok(
    changed.includes('docs/guides/setup/index.html') && changed.includes('docs/guides/setup/index.json'),
    changed.join(', '),
  );
  assert.not.ok(changed.includes('docs/intro/index.html'), 'an unrelated page is left alone');
  assert.not.ok(changed.includes('blog/index.html'), 'the blog is left alone');
  await assertSameAsClean(root);
});

rebuilds('with --debug says why each page, route and link check was made again', async () => {
  edit(path.join(root, 'content/docs/guides/setup.md'), (text) => text + '\nA line added while writing.\n');
  let printed = '';
  const log = createLogger({ stream: { write: (text: string) => (printed += text) }, color: false, debug: true });
  await build({ root, log });
  const debug = printed.split('\n').filter((line) => line.startsWith('  debug: '));
  assert.ok(debug.includes('  debug: markdown: content/docs/guides/setup.md: its source changed'), debug.join('\n'));
  assert.ok(debug.some((line) => /^ {2}debug: render: \/docs\/guides\/setup: what it shows changed/.test(line)));
  assert.ok(debug.includes('  debug: check links: docs/guides/setup/index.html: rendered anew'), debug.join('\n'));
  assert.not.ok(
    debug.some((line) => line.includes('content/docs/intro.md')),
    'a page whose inputs did not change is not named',
  );
});

rebuilds(
  'reads only the sources whose files changed, sees an edit that keeps their size and time, and none under another config',
  async () => {
    const unchanged = (build: QuietBuild) =>
      /cache .* (\d+) of (\d+) sources unchanged/.exec(build.output)?.slice(1).map(Number);
    // A whole second, which the edit below can put back exactly.
    const quiet = path.join(root, 'content/docs/guides/setup.md');
    const second = 1_700_000_000;
    utimesSync(quiet, second, second);
    // A file changed just before a build may change again unseen while the build reads it: its page gets no stamp,
    // and the next build reads it again. This waits until every source can be stamped.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await buildQuietly(root);
    const sources = fg.sync('content/**/*.md', { cwd: root }).length;
    assert.equal(unchanged(await buildQuietly(root)), [sources, sources], 'nothing read again');
    // Same length, and the modification time put back: the change time still tells.
    const size = statSync(quiet).size;
    edit(quiet, (text) => text.replace('Back to the', 'BACK to the'));
    utimesSync(quiet, second, second);
    assert.equal([statSync(quiet).size, statSync(quiet).mtimeMs], [size, second * 1000]);
    const edited = await buildQuietly(root);
    assert.equal(unchanged(edited), [sources - 1, sources]);
    assert.is(renderedCount(edited), 1);
    assert.match(edited.read('docs/guides/setup/index.html'), 'BACK to the');
    await assertSameAsClean(root);
    // A source that no longer parses is reported with its file and line, as on a first build.
    const broken = path.join(root, 'content/docs/outside.md');
    const original = readFileSync(broken, 'utf8');
    edit(broken, (text) => text.replace(/^title: .*$/m, 'title: [never closed'));
    const failure = await buildFailure(root);
    assert.ok(failure instanceof SitegenErrors, `the rebuild fails on the source: ${failure}`);
    assert.equal(
      failure.errors.map((error) => error.file),
      ['content/docs/outside.md'],
    );
    assert.ok(failure.errors[0].line! >= 2, `line ${failure.errors[0].line}`);
    writeFileSync(broken, original);
    await buildQuietly(root);
    await assertSameAsClean(root);
    // Under another config a source's route may differ: none is taken as known.
    edit(path.join(root, 'site.config.ts'), (text) =>
      text.replace('blog: {', "blog: { routeBasePath: '/news',").replaceAll("to: '/blog'", "to: '/news'"),
    );
    const moved = await buildQuietly(root);
    assert.equal(unchanged(moved), [0, sources]);
    assert.ok(moved.read('news/index.html'), 'the blog moved');
    await assertSameAsClean(root);
  },
);

rebuilds('after a rename moves the page and drops the old address, as a clean build would', async () => {
  renameSync(path.join(root, 'content/docs/outside.md'), path.join(root, 'content/docs/elsewhere.md'));
  const again = await buildQuietly(root);
  assert.ok(again.read('docs/elsewhere/index.html').length > 0);
  await assertSameAsClean(root);
});

rebuilds('after a deletion drops the post everywhere it showed', async () => {
  rmSync(path.join(root, 'content/blog/2024-01-03-post-3.md'));
  await buildQuietly(root);
  await assertSameAsClean(root);
});

rebuilds('after a template change renders every page with the new template', async () => {
  edit(path.join(root, 'templates/Footer.tsx'), (text) => text.replace('<footer', '<footer data-edited="yes"'));
  const again = await buildQuietly(root);
  assert.ok(again.read('docs/intro/index.html').includes('data-edited="yes"'));
  assert.ok(again.read('blog/index.html').includes('data-edited="yes"'));
  await assertSameAsClean(root);
});

rebuilds('fails on a link the edit of another page broke, though the linking page is not rendered again', async () => {
  edit(
    path.join(root, 'content/docs/intro.md'),
    (text) => text + '\nSee [how to install it](./guides/setup.md#install-it).\n',
  );
  await buildQuietly(root);
  edit(path.join(root, 'content/docs/guides/setup.md'), (text) => text.replace('## Install it', '## Put it in place'));
  const failed = await buildQuietly(root).then(
    () => null,
    (error: Error) => error.message,
  );
  assert.ok(failed, 'the build fails');
  assert.match(
    failed!,
    /\/docs\/intro \(content\/docs\/intro\.md\)\n.*content\/docs\/intro\.md:\d+: \/docs\/guides\/setup#install-it: no such anchor/,
  );
  edit(path.join(root, 'content/docs/guides/setup.md'), (text) => text.replace('## Put it in place', '## Install it'));
  await buildQuietly(root);
  await assertSameAsClean(root);
});

rebuilds('keeps reporting a broken link on a page that is not rendered again, until a new file mends it', async () => {
  edit(path.join(root, 'site.config.ts'), (text) =>
    text.replace('defineConfig({', "defineConfig({\n  links: { onBrokenLinks: 'warn' },"),
  );
  edit(path.join(root, 'content/docs/intro.md'), (text) => text + '\nRead [the guide](/files/guide.pdf).\n');
  assert.match((await buildQuietly(root)).output, /\/files\/guide\.pdf/);
  edit(path.join(root, 'content/docs/guides/setup.md'), (text) =>
    text.replace('## Install it', '## Install it\n\nOne more line.'),
  );
  const afterEdit = await buildQuietly(root);
  assert.is(renderedCount(afterEdit), 1, 'only the edited page is rendered');
  assert.match(afterEdit.output, /\/docs\/intro.*\n.*\/files\/guide\.pdf/, 'the link is still reported on its page');
  mkdirSync(path.join(root, 'content/static/files'), { recursive: true });
  writeFileSync(path.join(root, 'content/static/files/guide.pdf'), '%PDF-1.4\n');
  const mended = await buildQuietly(root);
  assert.is(renderedCount(mended), 0);
  assert.not.match(mended.output, /broken link/);
  await assertSameAsClean(root);
});

rebuilds('fails on a link to a file deleted since, though the linking page is not rendered again', async () => {
  mkdirSync(path.join(root, 'content/static/files'), { recursive: true });
  writeFileSync(path.join(root, 'content/static/files/guide.pdf'), '%PDF-1.4\n');
  edit(path.join(root, 'content/docs/intro.md'), (text) => text + '\nRead [the guide](/files/guide.pdf).\n');
  await buildQuietly(root);
  rmSync(path.join(root, 'content/static/files/guide.pdf'));
  const failed = await buildQuietly(root).then(
    () => '',
    (error: Error) => error.message,
  );
  assert.match(failed, /\/docs\/intro.*\n.*\/files\/guide\.pdf/);
  assert.match(failed, /content\/docs\/intro\.md:\d+: \/files\/guide\.pdf/, 'the Markdown file and line of the link');
});

rebuilds('after a config change applies it to every page', async () => {
  edit(path.join(root, 'site.config.ts'), (text) => text.replace("title: 'Basic Site'", "title: 'Renamed Site'"));
  const again = await buildQuietly(root);
  assert.ok(again.read('docs/intro/index.html').includes('Renamed Site'));
  await assertSameAsClean(root);
});

rebuilds(
  'after every link changed, checks links on every page once a file is gone, as a clean build does',
  async () => {
    // A new base URL changes every link target: the cache numbers the new ones on, then, once most are unused,
    // numbers them all anew; the next build reads every page's back. (A raw HTML link does not follow the base URL.)
    edit(path.join(root, 'content/docs/intro.md'), (text) =>
      text.replace('<a href="/files/notes.txt">raw link to a static file</a>', ''),
    );
    await buildQuietly(root, { baseUrl: '/moved/' });
    await buildQuietly(root, { baseUrl: '/again/' });
    rmSync(path.join(root, 'content/blog/2024-01-03-post-3.md'));
    const again = await buildQuietly(root, { baseUrl: '/again/' });
    assert.not.match(again.output, /broken/);
    const clean = path.join(root, 'clean');
    await buildQuietly(root, { outDir: clean, cache: false, baseUrl: '/again/' });
    assert.equal(readTree(dist), readTree(clean));
    removeDir(clean);
  },
);

rebuilds('after the output folder was changed by hand writes the changed files again', async () => {
  writeFileSync(path.join(dist, 'docs/intro/index.html'), 'scribbled over');
  rmSync(path.join(dist, 'blog/index.html'));
  await buildQuietly(root);
  await assertSameAsClean(root);
});

rebuilds('drops a static dotfile a first build wrote once it is gone from the static folder', async () => {
  mkdirSync(path.join(root, 'content/static'), { recursive: true });
  writeFileSync(path.join(root, 'content/static/.nojekyll'), '');
  removeDir(defaultCacheDir(root));
  removeDir(dist);
  await buildQuietly(root);
  // Besides the marker that tells later builds the folder is theirs to replace.
  const dotFiles = () => readdirSync(dist).filter((name) => name.startsWith('.') && name !== outputMarker);
  assert.equal(dotFiles(), ['.nojekyll'], 'copied by the first build');
  rmSync(path.join(root, 'content/static/.nojekyll'));
  await buildQuietly(root);
  assert.equal(dotFiles(), [], 'gone with its source');
  await assertSameAsClean(root);
});

rebuilds('from a truncated cache file warns, ignores the file and writes what a clean build writes', async () => {
  const file = path.join(defaultCacheDir(root), 'index.bin');
  truncateSync(file, Math.floor(statSync(file).size / 2));
  edit(path.join(root, 'content/docs/intro.md'), (text) => text + '\nOne more line.\n');
  const again = await buildQuietly(root);
  assert.match(again.output, /warning: ignored the build cache file .*index\.bin: it is incomplete or was changed/);
  await assertSameAsClean(root);
  const after = await buildQuietly(root);
  assert.not.match(after.output, /ignored the build cache/, 'the next build writes a good cache file');
});

rebuilds('from truncated files of page bodies warns and renders those pages again', async () => {
  const bodies = fg.sync('body-*.bin', { cwd: defaultCacheDir(root), absolute: true });
  assert.ok(bodies.length > 1, `${bodies.length} body files`);
  for (const file of bodies) truncateSync(file, 100);
  const again = await buildQuietly(root);
  assert.match(
    again.output,
    /warning: ignored the build cache file .*body-\d+-\w+\.bin: it is incomplete or was changed/,
  );
  await assertSameAsClean(root);
});

rebuilds(
  "with a file of the index's pages missing and another cut short warns and renders those pages again",
  async () => {
    const [missing, cut] = fg.sync('index-*.bin', { cwd: defaultCacheDir(root), absolute: true });
    rmSync(missing);
    truncateSync(cut, 100);
    const again = await buildQuietly(root);
    assert.match(again.output, /warning: ignored the build cache file .*index-\d+-\w+\.bin: it is missing/);
    assert.match(
      again.output,
      /warning: ignored the build cache file .*index-\d+-\w+\.bin: it is incomplete or was changed/,
    );
    await assertSameAsClean(root);
    assert.not.match((await buildQuietly(root)).output, /ignored the build cache/, 'the next build writes good files');
  },
);

rebuilds('that cannot be saved warns and still writes the whole site', async () => {
  rmSync(defaultCacheDir(root), { recursive: true });
  writeFileSync(defaultCacheDir(root), 'not a folder');
  edit(path.join(root, 'content/docs/intro.md'), (text) => text + '\nOne more line.\n');
  const again = await buildQuietly(root);
  assert.match(again.output, /warning: could not save the build cache: /);
  await assertSameAsClean(root);
});

rebuilds('with --no-cache neither reads nor writes the cache', async () => {
  rmSync(defaultCacheDir(root), { recursive: true });
  await buildQuietly(root, { cache: false });
  assert.equal(fg.sync('**', { cwd: path.join(root, 'node_modules'), onlyFiles: true }), []);
});

rebuilds.run();
