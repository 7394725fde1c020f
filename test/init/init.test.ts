import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import {
  buildQuietly,
  listFiles,
  removeDir,
  repoRoot,
  runCli,
  runCliInTerminal,
  tempDir,
  writeSiteFile,
} from '../helpers/site.js';

const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const made: string[] = [];

/** A fresh folder for `sitegen init` to work in, removed after the tests. */
function workDir(): string {
  const dir = tempDir('init');
  made.push(dir);
  return dir;
}

/** Runs `sitegen init` with `args` in a fresh folder; the site goes to its `my-docs` subfolder. */
function init(...args: string[]) {
  const dir = workDir();
  const result = runCli(['init', 'my-docs', ...args], dir);
  const site = path.join(dir, 'my-docs');
  return {
    ...result,
    site,
    read: (file: string) => readFileSync(path.join(site, file), 'utf8'),
    files: listFiles(site),
  };
}

const starter = suite('sitegen init: the starter site');

starter('--yes makes docs in two folders, a blog, a home page, the config and the project files', () => {
  const created = init('--yes');
  assert.is(created.status, 0, created.output);
  for (const file of [
    'site.config.ts',
    'package.json',
    '.gitignore',
    'README.md',
    '.github/workflows/ci.yml',
    'content/docs/intro.md',
    'content/pages/index.tsx',
    'content/blog/authors.yml',
  ]) {
    assert.ok(created.files.includes(file), `${file} is missing from ${created.files.join(', ')}`);
  }
  for (const folder of ['guides', 'publishing'])
    assert.ok(created.files.includes(`content/docs/${folder}/_category_.json`), folder);
  assert.ok(
    created.files.some((file) => /^content\/blog\/\d{4}-\d\d-\d\d-welcome\.md$/.test(file)),
    'the first post is dated',
  );
  assert.match(created.read('site.config.ts'), "title: 'My Docs',");
  assert.match(created.read('site.config.ts'), "{ label: 'Blog', to: '/blog', position: 'left' }");
  assert.match(created.output, /cd my-docs\n\s+npm install\n\s+npm run dev/);
});

starter("package.json runs sitegen's commands and asks for the running version", () => {
  const manifest = JSON.parse(init('--yes').read('package.json'));
  assert.equal(manifest.scripts, { dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check-links' });
  assert.is(manifest.devDependencies['sitegen-cli'], `^${version}`);
  assert.is(manifest.name, 'my-docs');
});

starter('.gitignore and the CI workflow cover the build', () => {
  const created = init('--yes');
  assert.equal(
    created
      .read('.gitignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
    ['node_modules/', 'dist/', '.dist.sitegen/'],
  );
  const workflow = created.read('.github/workflows/ci.yml');
  for (const step of ['npm ci', 'npm run build', 'npx sitegen check-links --format github'])
    assert.match(workflow, `- run: ${step}\n`);
});

starter('--no-blog leaves out the posts and every link to them', () => {
  const created = init('--yes', '--no-blog');
  assert.is(created.status, 0, created.output);
  assert.not.ok(created.files.some((file) => file.startsWith('content/blog/')));
  assert.ok(created.files.includes('content/pages/index.tsx'));
  assert.not.match(created.read('site.config.ts'), '/blog');
});

starter('--docs-only makes the docs the site, at /, with no blog or home page', () => {
  const created = init('--docs-only');
  assert.is(created.status, 0, created.output);
  assert.not.ok(created.files.some((file) => file.startsWith('content/blog/') || file.startsWith('content/pages/')));
  assert.match(created.read('site.config.ts'), "docs: { routeBasePath: '/' },");
  assert.match(created.read('site.config.ts'), "{ label: 'Writing docs', to: '/guides/writing-docs' }");
  assert.not.ok(
    '@types/react' in JSON.parse(created.read('package.json')).devDependencies,
    'no React page to type-check',
  );
});

starter('--name sets the title, written as a string whatever it holds', () => {
  const created = init('--name', `Ann's "Docs"`);
  assert.is(created.status, 0, created.output);
  assert.match(created.read('site.config.ts'), `title: 'Ann\\'s "Docs"',`);
  assert.match(created.read('README.md'), `# Ann's "Docs"\n`);
});

starter('a starter whose page was renamed builds with warnings and passes its own link check', () => {
  const created = init('--yes');
  renameSync(
    path.join(created.site, 'content/docs/guides/organizing-the-sidebar.md'),
    path.join(created.site, 'content/docs/guides/sidebar.md'),
  );
  const build = runCli(['build'], created.site);
  assert.is(build.status, 0, build.output);
  assert.match(
    build.output,
    /warning: content\/docs\/guides\/writing-docs\.md:\d+: Markdown link to \.\/organizing-the-sidebar\.md/,
  );
  assert.not.match(created.read('dist/docs/guides/writing-docs/index.html'), 'href="./organizing-the-sidebar.md"');
  const check = runCli(['check-links'], created.site);
  assert.is(check.status, build.status, check.output);
});

starter('the starter names no project of its own', () => {
  const created = init('--yes');
  for (const file of created.files) assert.not.match(created.read(file), /SplitScreen|Nucleus/i, file);
});

starter.run();

const looks = suite('sitegen init: the starter in Chromium');
const browser = await launchBrowser();
if (!browser) looks.skip('needs Chromium', () => {});
const built = init('--yes');
// Built in this process: that the starter builds through the CLI, and with no warning, the packed package shows.
const starterBuild = await buildQuietly(built.site);
const served = await serveFolder(path.join(built.site, 'dist'));

looks(
  'the home page sets its feature cards side by side on a wide screen and one under another on a phone',
  async () => {
    assert.ok(starterBuild.result.routes > 0, starterBuild.output);
    for (const [width, columns] of [
      [1280, 3],
      [390, 1],
    ] as const) {
      const page = await browser!.newPage({ viewport: { width, height: 800 } });
      await page.goto(served.origin);
      const boxes = await page
        .locator('.feature')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
      assert.is(boxes.length, 3);
      assert.is(new Set(boxes.map((box) => Math.round(box.top))).size, 4 - columns, `${width} px: ${columns} a row`);
      assert.not.equal(
        await page
          .locator('.feature')
          .first()
          .evaluate((card) => getComputedStyle(card).borderTopStyle),
        'none',
        'each is a card',
      );
      await page.close();
    }
  },
);

looks("follows the reader's system setting for dark mode", async () => {
  const page = await browser!.newPage({ colorScheme: 'dark' });
  await page.goto(`${served.origin}/docs`);
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.close();
});

looks(
  'a doc page, its sidebar folding from a linked category, has no axe-core violation in light or dark mode',
  async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser!.newPage({ colorScheme });
      await page.goto(`${served.origin}/docs/guides/writing-docs`);
      await page.addScriptTag({ path: path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js') });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string }> }> } }
        ).axe;
        return (await axe.run(document)).violations.map((violation) => violation.id);
      });
      assert.equal(violations, [], colorScheme);
      const guides = page.locator('.sidebar-category-linked').first();
      await guides.locator('summary').click();
      assert.is(
        await guides.locator('details').evaluate((fold) => (fold as HTMLDetailsElement).open),
        false,
        'the chevron folds it',
      );
      await page.close();
    }
  },
);

looks('the search field of a site without a blog offers no blog', async () => {
  const docsOnly = init('--docs-only');
  await buildQuietly(docsOnly.site);
  const site = await serveFolder(path.join(docsOnly.site, 'dist'));
  const page = await browser!.newPage();
  try {
    await page.goto(site.origin);
    await page.click('#search-button');
    const placeholder = await page.locator('input[role="combobox"]').getAttribute('placeholder');
    assert.ok(placeholder, 'the field says what it is for');
    assert.not.match(placeholder!, /blog/i);
  } finally {
    await page.close();
    await site.close();
  }
});

looks.after(async () => {
  await served.close();
  await browser?.close();
});
looks.run();

const refusals = suite('sitegen init: refusals');

refusals('refuses a folder that holds other files with exit 2, writing nothing; --force writes over it', () => {
  const dir = workDir();
  writeSiteFile(dir, 'notes.txt', 'mine\n');
  const refused = runCli(['init', '.', '--yes'], dir);
  assert.is(refused.status, 2, refused.output);
  assert.match(refused.output, /error: \. is not empty \(it holds notes\.txt\); nothing was written\n/);
  assert.not.match(refused.output, '    at ');
  assert.equal(listFiles(dir), ['notes.txt']);
  const forced = runCli(['init', '.', '--yes', '--force'], dir);
  assert.is(forced.status, 0, forced.output);
  assert.ok(listFiles(dir).includes('site.config.ts'));
  assert.is(readFileSync(path.join(dir, 'notes.txt'), 'utf8'), 'mine\n');
});

refusals('makes the site where `npm i -D sitegen-cli` ran, keeping its package.json', () => {
  const dir = workDir();
  writeSiteFile(
    dir,
    'package.json',
    JSON.stringify({ devDependencies: { 'sitegen-cli': '^0.0.9' }, scripts: { build: 'my own build' } }),
  );
  mkdirSync(path.join(dir, 'node_modules'));
  const result = runCli(['init', '--yes'], dir);
  assert.is(result.status, 0, result.output);
  assert.not.match(result.output, 'cd ', 'the site is the current folder');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.is(manifest.devDependencies['sitegen-cli'], '^0.0.9');
  assert.equal(manifest.scripts, { dev: 'sitegen dev', build: 'my own build', check: 'sitegen check-links' });
});

refusals('names a package.json it cannot read, and writes nothing', () => {
  const dir = workDir();
  writeSiteFile(dir, 'package.json', '{ "name": ');
  const result = runCli(['init', '--yes'], dir);
  assert.is(result.status, 1, result.output);
  assert.match(result.output, 'package.json: package.json is not a JSON object');
  assert.equal(listFiles(dir), ['package.json']);
});

refusals('refuses a file in place of the folder with exit 2', () => {
  const dir = workDir();
  writeSiteFile(dir, 'site', 'a file\n');
  const result = runCli(['init', 'site', '--yes'], dir);
  assert.is(result.status, 2, result.output);
  assert.match(result.output, 'error: site is a file, not a folder; nothing was written');
  assert.not.match(result.output, '    at ');
});

refusals('refuses an empty --name with exit 2', () => {
  const dir = workDir();
  const result = runCli(['init', 'site', '--name', ' '], dir);
  assert.is(result.status, 2, result.output);
  assert.match(result.output, 'error: --name is empty');
  assert.not.ok(existsSync(path.join(dir, 'site')));
});

refusals.run();

const prompts = suite('sitegen init: questions in a terminal');

prompts('asks for the name and the blog, each answer typed ahead of its question', () => {
  const dir = workDir();
  const result = runCliInTerminal(['init', 'site'], dir, {
    env: { ...process.env, NO_COLOR: '1' },
    input: 'Field Notes\nn\n',
  });
  if (!result) return console.log('  skipped terminal test: util-linux `script` is not installed');
  assert.is(result.status, 0, result.output);
  assert.match(result.output, 'Site name (Site): ');
  assert.match(result.output, 'Add a blog? (Y/n): ');
  assert.match(readFileSync(path.join(dir, 'site', 'site.config.ts'), 'utf8'), "title: 'Field Notes',");
  assert.not.ok(existsSync(path.join(dir, 'site', 'content', 'blog')));
});

prompts('takes the defaults shown for empty answers, and asks nothing the flags answered', () => {
  const dir = workDir();
  const result = runCliInTerminal(['init', 'site', '--name', 'Given'], dir, {
    env: { ...process.env, NO_COLOR: '1' },
    input: '\n',
  });
  if (!result) return;
  assert.is(result.status, 0, result.output);
  assert.not.match(result.output, 'Site name');
  assert.match(readFileSync(path.join(dir, 'site', 'site.config.ts'), 'utf8'), "title: 'Given',");
  assert.ok(existsSync(path.join(dir, 'site', 'content', 'blog')), 'a blog by default');
});

prompts('asks nothing with --yes', () => {
  const dir = workDir();
  const result = runCliInTerminal(['init', 'site', '--yes'], dir, { env: { ...process.env, NO_COLOR: '1' } });
  if (!result) return;
  assert.is(result.status, 0, result.output);
  assert.not.match(result.output, '?');
});

prompts.after(() => made.forEach(removeDir));
prompts.run();
