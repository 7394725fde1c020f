import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { checkFolder } from '../../src/links/folder.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, listFiles, removeDir, tempDir, writeSiteFile, type QuietBuild } from '../helpers/site.js';

const made: string[] = [];
let launched: Promise<Browser | null> | undefined;
/** One Chromium for the file, started by the first test that needs it; null without Chromium. */
const sharedBrowser = () => (launched ??= launchBrowser());

/** What `sitegen check-links` finds in a built folder: the pages it read and the links that lead nowhere. */
async function assertLinksWork(outDir: string): Promise<void> {
  const check = await checkFolder(outDir);
  assert.ok(check.pages > 0, 'pages were checked');
  assert.equal(check.broken, [], 'no broken links or anchors');
}

/** A site of its own in a temporary folder: `title` and `url` plus `config`, two docs, and the given files. */
function makeSite(
  name: string,
  { config = '', files = {} }: { config?: string; files?: Record<string, string> } = {},
): string {
  const root = tempDir(`theme-${name}`);
  made.push(root);
  writeSiteFile(
    root,
    'site.config.ts',
    `export default {\n  title: 'Tiny Docs',\n  url: 'https://tiny.example.com',\n${config}};\n`,
  );
  writeSiteFile(root, 'content/docs/intro.md', '---\ntitle: Introduction\n---\n\nStart here.\n');
  writeSiteFile(root, 'content/docs/guide.md', '---\ntitle: Guide\n---\n\n## First step\n\nThen this.\n');
  for (const [file, text] of Object.entries(files)) writeSiteFile(root, file, text);
  return root;
}

const post = '---\ntitle: Hello\ndate: 2024-05-01\ntags: [news]\n---\n\nThe first post.\n';

/** Every HTML page of a build, by its file. */
function htmlPages(outDir: string): Map<string, cheerio.CheerioAPI> {
  const files = listFiles(outDir).filter((file) => file.endsWith('.html') && !file.startsWith('assets/'));
  return new Map(files.map((file) => [file, cheerio.load(readFileSync(path.join(outDir, file), 'utf8'))]));
}

/** Every site address the pages link to or load, without the fragment. */
function linkedPaths(pages: Map<string, cheerio.CheerioAPI>): Set<string> {
  const paths = new Set<string>();
  for (const $ of pages.values()) {
    $('[href], [src]').each((_, element) => {
      const value = $(element).attr('href') ?? $(element).attr('src') ?? '';
      if (value.startsWith('/')) paths.add(value.split('#')[0]);
    });
  }
  return paths;
}

const neutral = suite('the default theme on a minimal site');

let minimal: QuietBuild;
neutral.before(async () => {
  minimal = await buildQuietly(makeSite('minimal'));
});

neutral('builds with no warning, passes the link check, and says nothing of SplitScreen.Me', async () => {
  const built = minimal;
  assert.not.match(built.output, /warning/i);
  await assertLinksWork(built.result.outDir);
  for (const file of listFiles(built.result.outDir)) {
    assert.not.match(readFileSync(path.join(built.result.outDir, file), 'utf8'), /SplitScreen|Nucleus/i, file);
  }
});

neutral(
  'links only to pages that exist: the docs from the navbar, the home page and the 404 page; no blog, footer or version',
  async () => {
    const built = minimal;
    const files = listFiles(built.result.outDir);
    assert.not.ok(
      files.some((file) => file.startsWith('blog/')),
      'a site without posts has no blog pages or feeds',
    );
    const pages = htmlPages(built.result.outDir);
    for (const [file, $] of pages) {
      assert.is($('footer.footer').length, 0, `${file}: no empty footer band`);
      assert.is($('.version-badge').length, 0, `${file}: no version without a label`);
      assert.is($('link[rel="alternate"]').length, 0, `${file}: no feed`);
      assert.equal(
        $('.navbar-link')
          .map((_, a) => $(a).text())
          .get(),
        ['Docs'],
      );
    }
    const home = pages.get('index.html')!;
    assert.is(home('h1').text(), 'Tiny Docs');
    assert.is(home('.hero-actions a').attr('href'), '/docs', 'the home page leads into the docs');
    assert.equal(
      home('.index-card a')
        .map((_, a) => home(a).attr('href'))
        .get(),
      ['/docs/guide', '/docs/intro'],
      'and to each doc',
    );
    assert.equal(
      pages.get('404.html')!('.not-found-links a')
        .map((_, a) => pages.get('404.html')!(a).attr('href'))
        .get(),
      ['/docs', '/'],
    );
    for (const linked of linkedPaths(pages)) {
      const file = linked.replace(/^\//, '');
      assert.ok(files.includes(file) || files.includes(`${file}/index.html`.replace(/^\//, '')), `${linked} exists`);
    }
  },
);

neutral.after(() => made.splice(0).forEach(removeDir));
neutral.run();

const overrides = suite('components a site replaces one at a time');

const footerOverride = `import type { SiteData } from 'sitegen-cli';

export function Footer({ site }: { site: SiteData }) {
  return <footer className="site-footer">Made for {site.config.title} by its own footer</footer>;
}
`;

overrides("a site's own Footer shows on every page, and everything else is the default theme's", async () => {
  const root = makeSite('footer', {
    files: { 'templates/Footer.tsx': footerOverride, 'content/blog/2024-05-01-hello.md': post },
  });
  const built = await buildQuietly(root);
  const pages = htmlPages(built.result.outDir);
  assert.ok(pages.size >= 6);
  for (const [file, $] of pages) {
    assert.is($('footer.site-footer').text(), 'Made for Tiny Docs by its own footer', file);
    assert.is($('footer.footer').length, 0, file);
    assert.is($('.navbar-title').text(), 'Tiny Docs', `${file}: the default navbar`);
  }
  assert.is(pages.get('docs/guide/index.html')!('h1.doc-title').text(), 'Guide', 'the default doc page');
  assert.is(pages.get('docs/guide/index.html')!('.toc .toc-link').text(), 'First step');
});

overrides('a DocPage that wraps the original shows its banner above the whole default doc page', async () => {
  const wrapper = `import type { PageProps } from 'sitegen-cli';
import { DocPage as OriginalDocPage } from '@theme-original/DocPage';

export function DocPage(props: PageProps<'doc'>) {
  return (
    <>
      <p className="banner">You are reading the docs of {props.site.config.title}.</p>
      <OriginalDocPage {...props} />
    </>
  );
}
`;
  const root = makeSite('wrap', { files: { 'templates/DocPage.tsx': wrapper } });
  const built = await buildQuietly(root);
  const $ = cheerio.load(built.read('docs/intro/index.html'));
  assert.is($('#sg-content > p.banner').text(), 'You are reading the docs of Tiny Docs.');
  assert.is($('#sg-content > p.banner + .doc h1.doc-title').text(), 'Introduction');
  assert.match($('.doc .markdown').text(), 'Start here.');
  assert.is($('.pager-next, .pager-previous').length, 1, "the original's pager");
  assert.is(cheerio.load(built.read('index.html'))('p.banner').length, 0, 'only doc pages are wrapped');
});

overrides("a site's own index.tsx that lists only some kinds of page renders the others with the theme's", async () => {
  const index = [
    "import type { Theme } from 'sitegen-cli';",
    "import original from '@theme-original/index';",
    "import { Layout } from '@theme-original/Layout';",
    'export default { ...original, Layout, pages: { doc: original.pages.doc } } as Theme;',
  ].join('\n');
  const built = await buildQuietly(
    makeSite('partial-index', { files: { 'templates/index.tsx': index, 'content/blog/2024-05-01-hello.md': post } }),
  );
  assert.match(cheerio.load(built.read('blog/archive/index.html'))('h1').text(), 'Archive');
  assert.is(cheerio.load(built.read('docs/intro/index.html'))('h1').first().text(), 'Introduction');
});

overrides('an override that does not export its component by name fails in one line naming its file', async () => {
  const root = makeSite('unnamed', {
    files: { 'templates/Footer.tsx': 'export default function MyFooter() {\n  return <footer>mine</footer>;\n}\n' },
  });
  const [mistake] = await buildMistakes(root);
  assert.is(mistake.where, 'templates/Footer.tsx');
  assert.match(mistake.message, /^the file does not export `Footer`/);
  assert.match(mistake.hint!, /export function Footer/);
});

overrides('importing a theme module that does not exist fails naming the importing file and line', async () => {
  const root = makeSite('missing', {
    files: {
      'templates/Footer.tsx':
        "import { Nothing } from '@theme/Nothing';\n\nexport function Footer() {\n  return <Nothing />;\n}\n",
    },
  });
  const [mistake] = await buildMistakes(root);
  assert.is(mistake.where, 'templates/Footer.tsx:1');
  assert.match(mistake.message, /^"@theme\/Nothing" is not a module of the theme/);
  assert.match(mistake.hint!, /^import one of: .*DocPage.*Footer/);
});

overrides.after(() => made.splice(0).forEach(removeDir));
overrides.run();

const config = suite('theme settings of the config');

config(
  'theme.customCss, one path or a list, reaches every page in the content-hashed stylesheet and sets the brand colour',
  async () => {
    const css = {
      'css/brand.css':
        ":root { --sg-color-primary: rgb(1, 120, 60); }\n[data-theme='dark'] { --sg-color-primary: rgb(200, 240, 10); }\n",
      'css/extra.css': '.hero-title { letter-spacing: 0.3em; }\n',
    };
    const one = makeSite('one-css', { config: "  theme: { customCss: 'css/brand.css' },\n", files: css });
    const list = makeSite('css-list', {
      config: "  theme: { customCss: ['css/brand.css', 'css/extra.css'] },\n",
      files: css,
    });
    const [builtOne, builtList] = [await buildQuietly(one), await buildQuietly(list)];
    const stylesheet = (built: typeof builtOne) => {
      const hrefs = new Set(
        [...htmlPages(built.result.outDir).values()].map(($) => $('link[rel="stylesheet"]').attr('href')),
      );
      assert.is(hrefs.size, 1, 'every page loads the one stylesheet');
      const [href] = hrefs;
      assert.match(href!, /^\/assets\/style\.[0-9a-f]{10}\.css$/);
      return { href: href!, text: built.read(href!.slice(1)) };
    };
    const [first, second] = [stylesheet(builtOne), stylesheet(builtList)];
    assert.match(first.text, 'rgb(1, 120, 60)');
    assert.not.match(first.text, 'letter-spacing:.3em');
    assert.match(second.text, 'letter-spacing:.3em');
    assert.is.not(first.href, second.href, 'the name follows the content');

    const browser = await sharedBrowser();
    if (!browser) return;
    const served = await serveFolder(builtOne.result.outDir);
    try {
      const page = await browser.newPage();
      await page.goto(`${served.origin}/`);
      const buttonColour = () =>
        page.evaluate(() => getComputedStyle(document.querySelector('.button-primary')!).backgroundColor);
      assert.is(await buttonColour(), 'rgb(1, 120, 60)');
      await page.click('#colour-mode-toggle');
      assert.is(await buttonColour(), 'rgb(200, 240, 10)', 'the dark value in dark mode');
      await page.close();
    } finally {
      await served.close();
    }
  },
);

config("a navbar with a logo and no title names the home link with the logo's alt text", async () => {
  const logo = "  navbar: { title: '', logo: { src: '/img/logo.svg', alt: 'Tiny Docs home' } },\n";
  const files = { 'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n' };
  const $ = cheerio.load((await buildQuietly(makeSite('logo-only', { config: logo, files }))).read('index.html'));
  assert.is($('.navbar-brand img').attr('alt'), 'Tiny Docs home');
  assert.is($('.navbar-brand .navbar-title').length, 0, 'no empty title');
  const titled = cheerio.load(
    (await buildQuietly(makeSite('logo-title', { config: logo.replace("title: ''", "title: 'Tiny'"), files }))).read(
      'index.html',
    ),
  );
  assert.is(titled('.navbar-brand img').attr('alt'), '', 'beside the title the logo is decoration');
});

config('in a docs-only site, the navbar item leading to / is active on / alone, after pages swap too', async () => {
  const docsOnly = makeSite('docs-only', {
    config:
      "  docs: { routeBasePath: '/' },\n  navbar: { items: [{ to: '/', label: 'Docs' }, { to: '/blog', label: 'Blog' }] },\n",
    files: {
      'content/docs/intro.md': '---\ntitle: Introduction\nslug: /\n---\n\nStart here. Read [the guide](./guide.md).\n',
      'content/blog/2024-05-01-hello.md': post,
    },
  });
  const built = await buildQuietly(docsOnly);
  const active = ($: cheerio.CheerioAPI) =>
    $('.navbar-link.active')
      .map((_, link) => $(link).text())
      .get();
  assert.equal(active(cheerio.load(built.read('blog/index.html'))), ['Blog']);
  assert.equal(active(cheerio.load(built.read('index.html'))), ['Docs']);
  assert.equal(active(cheerio.load(built.read('guide/index.html'))), []);
  const browser = await sharedBrowser();
  if (!browser) return;
  const served = await serveFolder(built.result.outDir);
  try {
    const page = await browser.newPage();
    await page.goto(`${served.origin}/blog`);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    const shownActive = () =>
      page.evaluate(() => [...document.querySelectorAll('.navbar-link.active')].map((link) => link.textContent));
    await page.click('.navbar-link[href="/"] >> visible=true');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    assert.equal(await shownActive(), ['Docs']);
    await page.click('.navbar-link[href="/blog"] >> visible=true');
    await page.waitForFunction(
      () => location.pathname === '/blog' && document.querySelector('h1')?.textContent !== 'Introduction',
    );
    assert.equal(await shownActive(), ['Blog'], 'the item leading to / is not marked on the blog');
    await page.close();
  } finally {
    await served.close();
  }
});

config(
  'a navbar dropdown is a menu of links: marked on its pages, opened and closed by keyboard, in the drawer too',
  async () => {
    const items =
      "  navbar: { items: [{ to: '/docs/intro', label: 'Docs' }, { type: 'dropdown', label: 'More', items: [" +
      "{ to: '/docs/guide', label: 'Guide' }, { href: 'https://forum.example.org', label: 'Forum' }] }] },\n";
    const built = await buildQuietly(makeSite('dropdown', { config: items }));
    const $ = cheerio.load(built.read('docs/guide/index.html'));
    assert.is($('.navbar-dropdown-link.active[aria-current="page"]').text(), 'Guide', 'marked on its page');
    assert.equal(
      $('.navbar-dropdown-link')
        .map((_, a) => $(a).attr('href'))
        .get(),
      ['/docs/guide', 'https://forum.example.org'],
    );
    assert.is(cheerio.load(built.read('docs/intro/index.html'))('.navbar-dropdown-link.active').length, 0);
    const browser = await sharedBrowser();
    if (!browser) return;
    const served = await serveFolder(built.result.outDir);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${served.origin}/docs/intro`);
      await page.waitForFunction(() => document.documentElement.classList.contains('js'));
      // What closes the menus loads with the page, as its own chunk.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('menus')),
      );
      const open = () => page.evaluate(() => document.querySelector<HTMLDetailsElement>('.navbar-dropdown')!.open);
      const labelColour = () =>
        page.evaluate(() => getComputedStyle(document.querySelector('.navbar-dropdown > summary')!).backgroundColor);
      const unmarked = await labelColour();
      await page.focus('.navbar-dropdown > summary');
      await page.keyboard.press('Enter');
      assert.ok(await open(), 'Enter opens it');
      assert.ok(await page.isVisible('.navbar-dropdown-link:text-is("Guide")'));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      assert.not.ok(await open(), 'Escape closes it');
      assert.is(await page.evaluate(() => document.activeElement?.textContent), 'More', 'focus goes back to its label');
      await page.click('.navbar-dropdown > summary');
      await page.click('.navbar-dropdown-link:text-is("Guide")');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide');
      assert.not.ok(await open(), 'a choice closes it');
      assert.is.not(await labelColour(), unmarked, 'its label is marked once one of its pages is shown');
      assert.is(await page.getAttribute('.navbar-dropdown-link[href="/docs/guide"]', 'aria-current'), 'page');
      await page.setViewportSize({ width: 390, height: 800 });
      await page.click('#navbar-toggle');
      await page.click('.navbar-dropdown > summary');
      const forum = await page.locator('.navbar-dropdown-link:text-is("Forum")').boundingBox();
      assert.ok(forum && forum.x >= 0 && forum.x + forum.width <= 390, 'its links open in place in the drawer');
      await page.close();
    } finally {
      await served.close();
    }
  },
);

config('colorMode.disableSwitch leaves the switch out, and the configured colours win over a kept choice', async () => {
  const built = await buildQuietly(
    makeSite('no-switch', { config: "  colorMode: { defaultMode: 'dark', disableSwitch: true },\n" }),
  );
  const $ = cheerio.load(built.read('docs/intro/index.html'));
  assert.is($('#colour-mode-toggle').length, 0, 'no switch');
  assert.is(
    cheerio.load((await buildQuietly(makeSite('with-switch'))).read('docs/intro/index.html'))('#colour-mode-toggle')
      .length,
    1,
  );
  const browser = await sharedBrowser();
  if (!browser) return;
  const served = await serveFolder(built.result.outDir);
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    await page.goto(`${served.origin}/docs/intro`);
    assert.is(await page.getAttribute('html', 'data-theme'), 'dark', 'the light choice kept from before is not taken');
    await context.close();
  } finally {
    await served.close();
  }
});

config('headTags reach the head of every page, escaped, and their script runs', async () => {
  const headTags = `  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: true } },
    { tagName: 'meta', attributes: { name: 'owner-note', content: 'say "hi" </head><b>' } },
    { tagName: 'script', attributes: { 'data-site': 'tiny' }, innerHTML: 'window.headTagRan = document.currentScript.dataset.site;' },
  ],
`;
  const root = makeSite('head', { config: headTags, files: { 'content/blog/2024-05-01-hello.md': post } });
  const built = await buildQuietly(root);
  const pages = htmlPages(built.result.outDir);
  for (const [file, $] of pages) {
    assert.is($('head link[rel="preconnect"]').attr('href'), 'https://fonts.example.com', file);
    assert.is($('head link[rel="preconnect"]').attr('crossorigin'), '', file);
    assert.is($('head meta[name="owner-note"]').attr('content'), 'say "hi" </head><b>', file);
    assert.is($('body b').length, 0, `${file}: the attribute stays an attribute`);
    assert.is($('head script[data-site="tiny"]').length, 1, file);
  }
  const browser = await sharedBrowser();
  if (!browser) return;
  const served = await serveFolder(built.result.outDir);
  try {
    const page = await browser.newPage();
    await page.goto(`${served.origin}/docs/intro`);
    assert.is(await page.evaluate(() => (window as unknown as { headTagRan?: string }).headTagRan), 'tiny');
    await page.close();
  } finally {
    await served.close();
  }
});

config('a head tag that would break the page fails in one line naming its key', async () => {
  const cases = [
    {
      tag: "{ tagName: 'script', innerHTML: 'alert(1)</script><script>' }",
      error: /config key `headTags\[0\]\.innerHTML` holds "<\/script"/,
    },
    { tag: "{ tagName: 'meta name=x' }", error: /config key `headTags\[0\]\.tagName` must be an element name/ },
    {
      tag: "{ tagName: 'meta', attributes: { 'on load': 'x' } }",
      error: /config key `headTags\[0\]\.attributes` has an attribute name HTML cannot hold/,
    },
    {
      tag: "{ tagName: 'meta', attributes: { content: 3 } }",
      error: /config key `headTags\[0\]\.attributes\.content` must be text, or true/,
    },
  ];
  for (const { tag, error } of cases) {
    const root = makeSite('bad-head', { config: `  headTags: [${tag}],\n` });
    const [mistake] = await buildMistakes(root);
    assert.match(mistake.where, /^site\.config\.ts:\d+$/, tag);
    assert.match(mistake.message, error, tag);
  }
});

config('a section that is neither settings nor false fails in one line with what to write', async () => {
  const root = makeSite('bad-section', { config: "  blog: 'off',\n" });
  const [mistake] = await buildMistakes(root);
  assert.is(mistake.where, 'site.config.ts:4');
  assert.match(mistake.message, /^config key `blog` must be an object of settings, or false; got "off"/);
  assert.match(mistake.hint!, /false to leave the section out/);
});

config('blog: false leaves no blog page, feed or link, though the blog folder has posts', async () => {
  const root = makeSite('no-blog', {
    config:
      "  blog: false,\n  footer: { columns: [{ title: 'More', items: [{ label: 'Guide', to: '/docs/guide' }] }] },\n",
    files: { 'content/blog/2024-05-01-hello.md': post },
  });
  const built = await buildQuietly(root);
  const files = listFiles(built.result.outDir);
  assert.not.ok(
    files.some((file) => file.startsWith('blog/')),
    files.join(', '),
  );
  assert.not.match(built.read('sitemap.xml'), '/blog');
  const pages = htmlPages(built.result.outDir);
  assert.not.ok([...linkedPaths(pages)].some((linked) => linked.startsWith('/blog')));
  for (const [file, $] of pages) assert.is($('link[rel="alternate"]').length, 0, file);
  assert.is(pages.get('index.html')!('footer.footer .footer-link').text(), 'Guide', 'a configured footer shows');
});

config('docs: false leaves no docs page, sidebar or link, and the navbar links the blog', async () => {
  const root = makeSite('no-docs', { config: '  docs: false,\n', files: { 'content/blog/2024-05-01-hello.md': post } });
  const built = await buildQuietly(root);
  const files = listFiles(built.result.outDir);
  assert.not.ok(
    files.some((file) => file.startsWith('docs/') || file.startsWith('assets/sidebar')),
    files.join(', '),
  );
  assert.ok(files.includes('blog/index.html') && files.includes('blog/rss.xml'));
  const pages = htmlPages(built.result.outDir);
  assert.not.ok([...linkedPaths(pages)].some((linked) => linked.startsWith('/docs')));
  for (const [file, $] of pages) {
    assert.equal(
      $('.navbar-link')
        .map((_, a) => $(a).attr('href'))
        .get(),
      ['/blog'],
      file,
    );
    assert.is($('#sg-sidebar').attr('data-src'), undefined, `${file}: no sidebar to load`);
  }
  await assertLinksWork(built.result.outDir);
});

config.after(async () => {
  made.splice(0).forEach(removeDir);
  await (await launched)?.close();
});
config.run();
