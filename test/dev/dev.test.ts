import { readFileSync, symlinkSync, writeFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { launchBrowser } from '../helpers/browser.js';
import fg from 'fast-glob';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { writeCorpus } from '../../bench/corpus.mjs';
import { shardKey, type SearchManifest } from '../../src/shared/search-format.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const dev = suite('sitegen dev');
const root = copyFixture('basic');
// A footer and a stylesheet of the site's own, which the browser tests edit as a writer would.
const footerSource = [
  "import type { SiteData } from 'sitegen-cli';",
  '',
  'export function Footer({ site }: { site: SiteData }) {',
  '  const { copyright } = site.config.footer;',
  '  return <footer className="footer"><p className="footer-copyright">{copyright}</p></footer>;',
  '}',
  '',
].join('\n');
writeSiteFile(root, 'templates/Footer.tsx', footerSource);
writeSiteFile(root, 'custom.css', 'body { min-height: 3000px; }\n');
writeSiteFile(
  root,
  'site.config.ts',
  readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace(
    'blog: {',
    "theme: { customCss: ['./custom.css'] },\n  blog: {",
  ),
);
let output = '';
const server: DevServer = await startDevServer({
  root,
  port: 0,
  log: createLogger({ stream: { write: (s: string) => (output += s) }, color: false }),
});
// These tests edit the site as it is once wholly built; pages rendered before that are tested in on-demand.test.ts.
await server.wholeSite;
const browser = await launchBrowser();
const file = (name: string) => path.join(root, name);
const edit = (name: string, change: (text: string) => string) =>
  writeFileSync(file(name), change(readFileSync(file(name), 'utf8')));
const get = async (route: string) => {
  const response = await fetch(new URL(route, server.url));
  return { status: response.status, text: await response.text() };
};
/** Polls a route until it answers as expected, as a writer reloading the page would; fails after ten seconds. */
async function eventually(
  route: string,
  expected: (page: { status: number; text: string }) => boolean,
): Promise<{ status: number; text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const page = await get(route);
    if (expected(page)) return page;
    if (Date.now() > deadline) throw new Error(`${route} did not show the saved edit within ten seconds`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

dev('serves the site from memory, without writing dist/', async () => {
  const page = await get('/docs/intro');
  assert.is(page.status, 200);
  assert.match(page.text, 'Welcome to the <strong>basic</strong> site');
  assert.match(page.text, '/__sitegen/dev.js');
  const { existsSync } = await import('node:fs');
  assert.not.ok(existsSync(path.join(root, 'dist')));
});

dev('serves a saved Markdown edit on the next request', async () => {
  edit('content/docs/guides/setup.md', (t) => t.replace('Back to the', 'Return to the'));
  assert.match((await eventually('/docs/guides/setup', (p) => p.text.includes('Return to the'))).text, 'Return to the');
});

dev(
  're-renders only the edited page when its title stays the same, and every page showing it when the title changes',
  async () => {
    output = '';
    edit('content/docs/guides/setup.md', (t) => t.replace('## Install it', '## Install it\n\nOne more line.'));
    await eventually('/docs/guides/setup', (p) => p.text.includes('One more line.'));
    assert.match(
      output,
      /content\/docs\/guides\/setup\.md changed, built in \d+(?:\.\d+)? m?s: 1 of (\d+) pages rendered/,
    );
    output = '';
    edit('content/docs/guides/setup.md', (t) => t.replace('sidebar_label: Set up', 'sidebar_label: Setting up'));
    await eventually('/docs/intro', (p) => p.text.includes('Setting up'));
    // The watcher may report the first save once more, late, as a rebuild of its own: one of the builds since
    // the label changed renders every page.
    const builds = [...output.matchAll(/built in \d+(?:\.\d+)? m?s: (\d+) of (\d+) pages rendered/g)];
    assert.ok(
      builds.some(([, rendered, total]) => rendered === total && Number(rendered) > 1),
      `the sidebar shows the label on other pages too: ${output}`,
    );
  },
);

dev('shows the last of two saves of a file made in quick succession', async () => {
  // The second save comes while chokidar still holds back further changes of the file after reporting the first.
  edit('content/docs/guides/setup.md', (t) => t.replace('Return to the', 'Go back to the'));
  // Polled closely, so that the second save lands within that window; a first save never shown fails, not hangs.
  const deadline = Date.now() + 10_000;
  while (!(await get('/docs/guides/setup')).text.includes('Go back to the')) {
    if (Date.now() > deadline) throw new Error('the first save did not show within ten seconds');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  edit('content/docs/guides/setup.md', (t) => t.replace('Go back to the', 'Head back to the'));
  assert.match(
    (await eventually('/docs/guides/setup', (p) => p.text.includes('Head back to the'))).text,
    'Head back to the',
  );
});

dev('highlights code saved after site.config.ts changed, in a language loaded before and in a new one', async () => {
  edit('content/docs/guides/setup.md', (t) => `${t}\n\`\`\`js\nconst before = 1;\n\`\`\`\n`);
  assert.match(
    (await eventually('/docs/guides/setup', (p) => p.text.includes('before'))).text,
    '<span class="sh-keyword">const</span>',
  );
  edit('site.config.ts', (t) => t.replace('A fixture for sitegen tests', 'A fixture configured again'));
  await eventually('/', (p) => p.text.includes('A fixture configured again'));
  edit(
    'content/docs/guides/setup.md',
    (t) => `${t}\n\`\`\`js\nconst after = 2;\n\`\`\`\n\n\`\`\`python\nimport os\n\`\`\`\n`,
  );
  const page = (await eventually('/docs/guides/setup', (p) => p.text.includes('after'))).text;
  assert.match(page, '<span class="sh-keyword">const</span> <span class="sh-constant">after</span>');
  assert.match(page, '<span class="sh-keyword">import</span> os');
});

dev('makes the search index when it is first asked for, with the last saved titles', async () => {
  edit('content/docs/guides/setup.md', (t) => t.replace(/^title: .*$/m, 'title: Setting it all up'));
  await eventually('/docs/guides/setup', (p) => p.text.includes('Setting it all up'));
  const index = await get('/assets/search/index.json');
  assert.is(index.status, 200);
  const titles = (JSON.parse(index.text) as { pages: Array<[string, string, number]> }).pages.map(([title]) => title);
  assert.ok(titles.includes('Setting it all up'), titles.join(', '));
  const text = await get('/assets/search/t-0.json');
  assert.is(text.status, 200);
  assert.ok(Array.isArray(JSON.parse(text.text)));
});

dev('takes the next port when the one asked for is in use, and says so', async () => {
  const taken = new URL(server.url).port;
  let said = '';
  const second = await startDevServer({
    root,
    port: Number(taken),
    log: createLogger({ stream: { write: (s: string) => (said += s) }, color: false }),
  });
  try {
    assert.is.not(new URL(second.url).port, taken);
    assert.match(said, `port ${taken} is in use`);
  } finally {
    await second.close();
  }
});

dev('adds a route for a new file and drops it when the file is deleted', async () => {
  writeFileSync(file('content/docs/fresh.md'), '---\ntitle: Fresh page\n---\n\nJust written.\n');
  assert.match((await eventually('/docs/fresh', (p) => p.status === 200)).text, 'Just written.');
  unlinkSync(file('content/docs/fresh.md'));
  assert.is((await eventually('/docs/fresh', (p) => p.status === 404)).status, 404);
});

dev('answers unknown paths with the 404 page and refuses to leave the site', async () => {
  const missing = await get('/no/such/page');
  assert.is(missing.status, 404);
  assert.match(missing.text, 'Page not found');
  for (const attempt of ['/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cetc%5cpasswd', '/docs%00']) {
    const response = await get(attempt);
    assert.ok([403, 404].includes(response.status), attempt);
    assert.not.match(response.text, 'root:');
  }
});

const live = suite('sitegen dev in the browser');
if (!browser) live.skip('needs Chromium', () => {});

live(
  'brings every kind of edit to the open page, keeping the scroll position and, short of a reload, the page',
  async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 500 } });
    // Notes when the live-reload channel has told the page of the current build: from then on it hears of edits.
    await page.addInitScript(() => {
      const Original = EventSource;
      window.EventSource = class extends Original {
        constructor(...args: ConstructorParameters<typeof EventSource>) {
          super(...args);
          this.addEventListener('revision', () => ((window as unknown as { told: boolean }).told = true));
        }
      };
    });
    type Marked = { marker?: string; told?: boolean };
    /** Marks the page as it is now, scrolled down, once it hears of edits; a reload loses the mark. */
    const markPage = async () => {
      await page.waitForFunction(
        () => (window as unknown as Marked).told && document.documentElement.classList.contains('js'),
      );
      await page.evaluate(() => ((window as unknown as Marked).marker = 'same page'));
    };
    const marker = () => page.evaluate(() => (window as unknown as Marked).marker ?? null);
    await page.goto(new URL('/docs/intro', server.url).href);
    await page.evaluate(() => scrollTo(0, 400));
    await markPage();

    // Markdown: the content is swapped in place.
    edit('content/docs/intro.md', (t) => t.replace('Inside a *tip*.', 'Inside an *edited* tip.'));
    await page.locator('#sg-content').getByText('Inside an edited tip.').waitFor({ timeout: 10_000 });
    assert.is(await marker(), 'same page', 'a Markdown edit swaps the content without a reload');
    assert.is(await page.evaluate(() => scrollY), 400);

    // The navbar's label in site.config.ts, and the site's own footer: the page reloads where the reader was.
    edit('site.config.ts', (t) => t.replace("label: 'Docs'", "label: 'Guides'"));
    await page.locator('#navbar').getByText('Guides').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => scrollY === 400, undefined, { timeout: 5000 });
    await markPage();
    edit('templates/Footer.tsx', (t) => t.replace('{copyright}</p>', '{copyright} · edited</p>'));
    await page.locator('footer').getByText('· edited').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => scrollY === 400, undefined, { timeout: 5000 });
    await markPage();

    // A stylesheet: applied in place, without a reload.
    edit('custom.css', (t) => `${t}.navbar { outline: 3px solid rgb(255, 0, 0); }\n`);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.navbar')!).outlineColor === 'rgb(255, 0, 0)',
      undefined,
      { timeout: 10_000 },
    );
    assert.is(await marker(), 'same page', 'a CSS edit swaps the stylesheet without a reload');
    assert.is(await page.evaluate(() => scrollY), 400);
    assert.is(await page.locator('link[rel="stylesheet"]:not([data-head])').count(), 1, 'the old stylesheet is gone');
    await page.close();
  },
);

live('names the template that throws, with its line and the code around it, and clears it after the fix', async () => {
  const page = await browser!.newPage();
  await page.goto(new URL('/docs/intro', server.url).href);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  const original = readFileSync(file('templates/Footer.tsx'), 'utf8');
  const broken = original.replace(
    '  const { copyright }',
    "  if (site.config.footer) throw new Error('the footer broke');\n  const { copyright }",
  );
  writeFileSync(file('templates/Footer.tsx'), broken);
  await page.waitForSelector('#sitegen-error-overlay', { timeout: 10_000 });
  const line = broken.split('\n').findIndex((text) => text.includes('the footer broke')) + 1;
  const overlay = (await page.textContent('#sitegen-error-overlay')) ?? '';
  assert.match(overlay, `Build error in templates/Footer.tsx:${line}`);
  assert.match(overlay, 'the footer broke');
  const marked = (await page.textContent('#sitegen-error-overlay [aria-current]')) ?? '';
  assert.match(marked, new RegExp(`> +${line}`), 'the excerpt marks the line');
  assert.match(marked, "throw new Error('the footer broke')", 'with the code on it');
  writeFileSync(file('templates/Footer.tsx'), original);
  await page.waitForSelector('#sitegen-error-overlay', { state: 'detached', timeout: 10_000 });
  await page.close();
});

live('shows a template error as an overlay with file and line, and clears it after the fix', async () => {
  const page = await browser!.newPage();
  await page.goto(new URL('/docs/intro', server.url).href);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  const original = readFileSync(file('content/docs/intro.md'), 'utf8');
  writeFileSync(file('content/docs/intro.md'), original.replace('title: Introduction', 'title: [Introduction'));
  await page.waitForSelector('#sitegen-error-overlay', { timeout: 5000 });
  assert.match((await page.textContent('#sitegen-error-overlay')) ?? '', /content\/docs\/intro\.md:\d+/);
  assert.match(output, /error: content\/docs\/intro\.md:\d+: malformed front matter/);
  writeFileSync(file('content/docs/intro.md'), original);
  await page.waitForSelector('#sitegen-error-overlay', { state: 'detached', timeout: 5000 });
  await page.close();
});

live('names a config mistake by its place in the site, site.config.ts and its line', async () => {
  const page = await browser!.newPage();
  await page.goto(new URL('/docs/intro', server.url).href);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  const original = readFileSync(file('site.config.ts'), 'utf8');
  const broken = original.replace(/title: /, 'titel: ');
  writeFileSync(file('site.config.ts'), broken);
  await page.waitForSelector('#sitegen-error-overlay', { timeout: 5000 });
  const line = broken.split('\n').findIndex((text) => text.includes('titel:')) + 1;
  assert.match((await page.textContent('#sitegen-error-overlay')) ?? '', `Build error in site.config.ts:${line}`);
  const marked = (await page.textContent('#sitegen-error-overlay [aria-current]')) ?? '';
  assert.match(marked, new RegExp(`> +${line}`), 'the excerpt marks the line');
  assert.match(marked, 'titel:', 'with the code on it');
  assert.match((await page.textContent('#sitegen-error-overlay')) ?? '', /Hint: /);
  assert.match(output, /^ {2}hint: /m, 'the terminal gives the hint too');
  const top = await page.evaluate(
    () => document.querySelector('#sitegen-error-overlay h2')!.getBoundingClientRect().top,
  );
  assert.ok(top > 0, 'the panel starts on screen');
  writeFileSync(file('site.config.ts'), original);
  await page.waitForSelector('#sitegen-error-overlay', { state: 'detached', timeout: 5000 });
  await page.close();
});

live.after(async () => {
  await browser?.close();
  await server.close();
  removeDir(root);
});
const large = suite('sitegen dev on a site with postings shards');

large(
  'makes the search index a clean build makes, when pages were saved several times since it was last asked for',
  async () => {
    const site = tempDir('dev-search');
    (writeCorpus as (n: number, dir: string) => number)(160, site);
    const page = fg.sync('content/docs/**/*.md', { cwd: site }).sort()[7];
    const save = (change: (text: string) => string) =>
      writeFileSync(path.join(site, page), change(readFileSync(path.join(site, page), 'utf8')));
    save((text) => text.replace(/\n## /, '\nA line about the aardwolf.\n\n## '));
    const large = await startDevServer({
      root: site,
      port: 0,
      log: createLogger({ stream: { write: () => {} }, color: false }),
    });
    const fetchText = async (route: string) => (await fetch(new URL(route, large.url))).text();
    const until = async (route: string, expected: (text: string) => boolean) => {
      for (const deadline = Date.now() + 10_000; !expected(await fetchText(route)) && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      const route = `/docs/${page.replace(/^content\/docs\//, '').replace(/\.md$/, '')}`;
      assert.match(await fetchText('/assets/search/index.json'), '"postings":"shards"');
      // Two saves, the search index not asked for in between: the index must drop the word of the first version.
      for (const [from, to] of [
        ['aardwolf', 'zanzibar'],
        ['zanzibar', 'quokka'],
      ]) {
        save((text) => text.replace(from, to));
        await until(route, (text) => text.includes(to));
      }
      const manifest = JSON.parse(await fetchText('/assets/search/index.json')) as SearchManifest;
      const clean = path.join(site, 'clean');
      await buildQuietly(site, { outDir: clean, cache: false });
      const expected = JSON.parse(readFileSync(path.join(clean, 'assets/search/index.json'), 'utf8')) as SearchManifest;
      assert.equal(manifest.prefixes, expected.prefixes);
      for (const prefix of manifest.prefixes) {
        const file = `assets/search/w-${shardKey(prefix)}.json`;
        assert.is(await fetchText(`/${file}`), readFileSync(path.join(clean, file), 'utf8'), file);
      }
    } finally {
      await large.close();
      removeDir(site);
    }
  },
);

const sidebarsFile = suite('sitegen dev and sidebars.js');

sidebarsFile('a saved sidebars.js shows in the next page served', async () => {
  const site = copyFixture('sidebars');
  const sidebarsServer = await startDevServer({
    root: site,
    port: 0,
    log: createLogger({ stream: { write: () => true }, color: false }),
  });
  const sidebarOf = async () =>
    /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(
      await (await fetch(new URL('/docs/welcome', sidebarsServer.url))).text(),
    )?.[0] ?? '';
  try {
    assert.match(await sidebarOf(), '>Installing</a>');
    const file = path.join(site, 'sidebars.js');
    const saved = readFileSync(file, 'utf8').replace("label: 'Installing'", "label: 'Getting it'");
    const deadline = Date.now() + 10_000;
    let savedAt = 0;
    while (!(await sidebarOf()).includes('>Getting it</a>')) {
      if (Date.now() > deadline) throw new Error('the sidebar did not show the saved sidebars.js within ten seconds');
      // The watcher starts once the first build is served, and misses a save made before: the writer saves again.
      if (Date.now() - savedAt > 500) {
        writeFileSync(file, saved);
        savedAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await sidebarsServer.close();
    removeDir(site);
  }
});

const links = suite('sitegen dev and symbolic links');

links(
  'serves a static file through a link inside the site, and nothing the build refuses: content/static/up -> ../.. answers 404',
  async () => {
    const site = copyFixture('basic');
    writeSiteFile(site, '.env', 'TOKEN=dev-secret-1f2e');
    writeSiteFile(site, '.git/config', '[remote "origin"] url = dev-secret-1f2e');
    writeSiteFile(site, 'shared/logo.txt', 'shared logo');
    symlinkSync('../../shared', path.join(site, 'content/static/shared'));
    const linked = await startDevServer({
      root: site,
      port: 0,
      log: createLogger({ stream: { write: () => true }, color: false }),
    });
    try {
      const shared = await fetch(new URL('/shared/logo.txt', linked.url));
      assert.is(shared.status, 200);
      assert.is(await shared.text(), 'shared logo');
      symlinkSync('../..', path.join(site, 'content/static/up'));
      assert.ok((await buildMistakes(site)).length > 0, 'the build refuses the loop');
      for (const route of ['/up/.env', '/up/.git/config', '/up/site.config.ts', '/up/content/static/files/notes.txt']) {
        const response = await fetch(new URL(route, linked.url));
        const text = await response.text();
        assert.is.not(response.status, 200, route);
        assert.not.match(text, 'dev-secret-1f2e');
        assert.not.match(text, 'defineConfig');
      }
    } finally {
      await linked.close();
      removeDir(site);
    }
  },
);

dev.run();
live.run();
large.run();
sidebarsFile.run();
links.run();
