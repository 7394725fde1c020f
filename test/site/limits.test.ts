import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFixture, listFiles, removeDir, runCli, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];
const site = () => {
  const root = copyFixture('minimal');
  made.push(root);
  return root;
};
/** Long enough for any build of these small sites: one that runs into it never ended. */
const hangsAfterMs = 120_000;

const exits = suite('sitegen build: exits once its work is done');

exits('a config that starts a timer: the site is built and the build exits', () => {
  const root = site();
  writeSiteFile(root, 'timer.ts', 'setInterval(() => {}, 1000);\nexport const started = true;\n');
  writeSiteFile(
    root,
    'site.config.ts',
    `import './timer';\n${readFileSync(path.join(root, 'site.config.ts'), 'utf8')}`,
  );
  const { status, output } = runCli(['build'], root, {}, hangsAfterMs);
  assert.is(status, 0, output);
  assert.match(output, /^Built \d+ routes/m);
  assert.ok(existsSync(path.join(root, 'dist/docs/intro/index.html')));
});

exits('an MDX page whose export starts a timer: the site is built and the build exits', () => {
  const root = site();
  writeSiteFile(
    root,
    'content/docs/ticking.mdx',
    '---\ntitle: Ticking\n---\n\nexport const timer = setInterval(() => {}, 1000);\n\n<p>Tick.</p>\n',
  );
  const { status, output } = runCli(['build'], root, {}, hangsAfterMs);
  assert.is(status, 0, output);
  assert.ok(existsSync(path.join(root, 'dist/docs/ticking/index.html')));
});

exits.after(() => made.forEach(removeDir));
exits.run();

const workers = suite('sitegen build: a page that never finishes rendering in a worker thread');

/** The minimal site with 200 more docs: enough for the pages to render in worker threads. */
function largeSite(): string {
  const root = site();
  for (let i = 0; i < 200; i++)
    writeSiteFile(root, `content/docs/many/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`);
  writeSiteFile(
    root,
    'site.config.ts',
    "import { defineConfig } from 'sitegen-cli';\n\nexport default defineConfig({ title: 'Large', url: 'https://large.example.com' });\n",
  );
  return root;
}

for (const [where, make, file] of [
  [
    'its Markdown (a JSX expression)',
    (root: string) => {
      rmSync(path.join(root, 'content/docs/many/page-150.md'));
      writeSiteFile(
        root,
        'content/docs/many/page-150.mdx',
        '---\ntitle: Spin\n---\n\nexport const spins = true;\n\n{(() => { while (true) {} })()}\n',
      );
    },
    'content/docs/many/page-150.mdx',
  ],
  [
    'its template',
    (root: string) =>
      writeSiteFile(
        root,
        'templates/DocPage.tsx',
        "import { DocPage as Original } from '@theme-original/DocPage';\n\nexport function DocPage(props: any) {\n  if (props.route.path === '/docs/many/page-150') while (true) {}\n  return <Original {...props} />;\n}\n",
      ),
    'templates',
  ],
] as const) {
  workers(`in ${where}: the worker is stopped, the build fails naming the page, exit 1, nothing written`, () => {
    const root = largeSite();
    make(root);
    const { status, output } = runCli(['build', '--render-limit', '1'], root, { SITEGEN_WORKERS: '2' }, hangsAfterMs);
    assert.is(status, 1, output);
    assert.match(output, `error: ${file}: rendering /docs/many/page-150 did not finish in 1 s`);
    assert.not.match(output, /^\s+at /m, 'no stack trace');
    assert.equal(listFiles(path.join(root, 'dist')), []);
  });
}

workers.after(() => made.forEach(removeDir));
workers.run();

const unstoppable = suite('sitegen build: a page that loops once the site turned async hooks on');

unstoppable('the build ends with the page named and why, no abort, the previous output as it was', () => {
  const root = site();
  const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
  writeSiteFile(
    root,
    'site.config.ts',
    `import { AsyncLocalStorage } from 'node:async_hooks';\nnew AsyncLocalStorage().enterWith(1);\n${config}`,
  );
  assert.is(runCli(['build'], root, {}, hangsAfterMs).status, 0);
  const before = listFiles(path.join(root, 'dist'));
  writeSiteFile(
    root,
    'content/docs/spin.mdx',
    '---\ntitle: Spin\n---\n\nexport const spins = true;\n\n{(() => { while (true) {} })()}\n',
  );
  const { status, output } = runCli(['build', '--render-limit', '1'], root, {}, hangsAfterMs);
  assert.is.not(status, 0, output);
  assert.match(output, 'error: content/docs/spin.mdx: rendering /docs/spin did not finish in 1 s');
  assert.match(output, /hint: .*turned on async hooks/);
  assert.not.match(output, /Assertion failed|^\s*\d+: 0x/m, 'no native abort');
  assert.equal(listFiles(path.join(root, 'dist')), before);
});

unstoppable.after(() => made.forEach(removeDir));
unstoppable.run();
