import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

// The hostile fixture puts script payloads in every field a page shows; each would set window.__pwned if it ran.
const root = copyFixture('hostile');
const built = await buildQuietly(root);
const browser = await launchBrowser();
const site = await serveFolder(built.result.outDir);

const docPath = `/docs/zebra"><img src=x onerror="window.__pwned='slug'">`;
const postPath = '/blog/zebra post "quoted" <b>';
const tagPath = '/blog/tags/img-src-x-onerror-window-pwned-tag';

const escaping = suite('hostile content is shown as text');
if (!browser) escaping.skip('needs Chromium', () => {});

/** What a visitor's browser ran and shows on a page: the flag any payload sets, elements a payload would add, live script links. */
async function visit(
  path: string,
): Promise<{ page: Page; pwned: unknown; injected: number; scriptLinks: string[]; text: string; errors: string[] }> {
  const page = await browser!.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(site.origin + encodeURI(path));
  assert.is(response?.status(), 200, path);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.waitForLoadState('load');
  const seen = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    injected:
      // The theme's stylesheet on the home page has a handler of its own: it loads the base URL check if it fails.
      [...document.querySelectorAll('*')].filter(
        (element) =>
          element.getAttributeNames().some((name) => name.startsWith('on')) &&
          element !== document.head.querySelector('link[rel=stylesheet]'),
      ).length + [...document.scripts].filter((script) => script.text.includes('__pwned')).length,
    scriptLinks: [...document.links].filter((link) => link.protocol === 'javascript:').map((link) => link.outerHTML),
    text: document.body.innerText,
  }));
  return { page, errors, ...seen };
}

for (const [name, path, shown] of [
  ['the home page', '/', `Hostile </script><script>window.__pwned="config title"</script>`],
  [
    'a doc',
    docPath,
    `Zebra </script><script>window.__pwned="doc title"</script> "double" 'single' <img src=x onerror=window.__pwned="doc-title-img">`,
  ],
  ['the blog list', '/blog', `<img src=x onerror="window.__pwned='blog title'">`],
  ['a blog post', postPath, `Zebra post </script><script>window.__pwned='post title'</script>`],
  ['the tags page', '/blog/tags', `<img src=x onerror="window.__pwned='tag'">`],
  ['a tag page', tagPath, `"><img src=x onerror="window.__pwned='author name'">`],
  ['the 404 page', '/404.html', `"><svg onload="window.__pwned='navbar'">`],
  [
    'a doc whose slug holds only a quote',
    '/docs/zebra-quote" onmouseover="window.__pwned=1',
    'A zebra page whose address holds a quote.',
  ],
] as const) {
  escaping(`${name} runs none of the injected scripts and shows the hostile text as text`, async () => {
    const { page, pwned, injected, scriptLinks, text, errors } = await visit(path);
    try {
      assert.equal(errors, [], 'the page threw');
      assert.is(pwned, undefined, 'an injected script ran');
      assert.is(injected, 0, 'the page holds elements a payload added');
      assert.equal(scriptLinks, [], 'javascript: links');
      assert.ok(text.includes(shown), `the page does not show ${shown}`);
    } finally {
      await page.close();
    }
  });
}

escaping(
  'a blog post shows its hostile authors, titles and tags as text, and links only the safe author URL',
  async () => {
    const { page } = await visit(postPath);
    try {
      const authors = await page.$$eval('.post-author-name', (names) =>
        names.map((name) => [name.textContent, name.getAttribute('href')]),
      );
      assert.equal(authors, [
        [`<img src=x onerror="window.__pwned='authors.yml name'">`, null],
        [`"><img src=x onerror="window.__pwned='author name'">`, null],
        ['Trudy', null],
        ['Alice', 'https://example.com/alice'],
      ]);
      assert.is(
        await page.textContent('.post-author-title'),
        `</script><script>window.__pwned="authors.yml title"</script>`,
      );
      assert.equal(await page.$$eval('.tag-list .tag', (tags) => tags.map((tag) => tag.textContent)), [
        `<img src=x onerror="window.__pwned='tag'">`,
        '"quoted tag"',
      ]);
      const description = await page.getAttribute('meta[name="description"]', 'content');
      assert.is(description, `<img src=x onerror="window.__pwned='post description'">`);
    } finally {
      await page.close();
    }
  },
);

escaping('the sidebar marks the current doc, whatever its slug holds', async () => {
  for (const [path, label] of [
    [docPath, `<img src=x onerror="window.__pwned='sidebar label'">`],
    ['/docs/zebra-quote" onmouseover="window.__pwned=1', 'Zebra quote'],
  ]) {
    const { page } = await visit(path);
    try {
      assert.is(await page.textContent('.sidebar-link.active[aria-current="page"]'), label, path);
    } finally {
      await page.close();
    }
  }
});

escaping('following a sidebar link to the hostile doc swaps it in without running its payloads', async () => {
  const { page } = await visit('/docs/quiet');
  try {
    await page.click(`.sidebar-link >> text=<img src=x onerror="window.__pwned='sidebar label'">`);
    await page.waitForFunction(() => document.title.startsWith('Zebra'));
    assert.is(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined);
    assert.match((await page.textContent('h1')) ?? '', `<img src=x onerror=window.__pwned="doc-title-img">`);
    assert.is(
      await page.getAttribute('meta[name="keywords"]', 'content'),
      `"><script>window.__pwned="keywords"</script>`,
    );
  } finally {
    await page.close();
  }
});

escaping('search results show hostile titles and headings as text and link to the hostile slug', async () => {
  const { page } = await visit('/');
  try {
    await page.click('#search-button');
    await page.waitForSelector('input[role="combobox"]:focus');
    await page.keyboard.type('zebra');
    await page.waitForSelector('.search-results:not([aria-busy="true"]) [role="option"][aria-selected="true"]');
    const results = await page.$$eval('.search-results a', (links) =>
      links.map((link) => ({ href: link.getAttribute('href')!, text: link.textContent! })),
    );
    assert.is(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
      undefined,
      'an injected script ran',
    );
    assert.is(
      await page.evaluate(() => document.querySelectorAll('.search-results [onerror], .search-results img').length),
      0,
    );
    const doc = results.filter((result) => result.href.startsWith(docPath));
    assert.ok(doc.length > 0, `no result links to the doc: ${JSON.stringify(results)}`);
    assert.ok(
      doc.some((result) => result.text.includes(`<img src=x onerror="window.__pwned='heading'">`)),
      'the hostile heading shows as text',
    );
    assert.ok(
      results.some((result) => result.href.startsWith(postPath)),
      'the post is found too',
    );
  } finally {
    await page.close();
  }
});

const files = suite('hostile content in feeds and the sitemap');
if (!browser) files.skip('needs Chromium', () => {});

/** Parses XML with the browser's own strict parser: the error it reports, if any, and the texts of `selector`. */
async function parseXml(file: string, selector: string): Promise<{ error: string | null; texts: string[] }> {
  const page = await browser!.newPage();
  try {
    return await page.evaluate(
      ([text, selector]) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.querySelector('parsererror');
        return {
          error: error ? error.textContent : null,
          texts: [...doc.querySelectorAll(selector)].map((element) => element.textContent ?? ''),
        };
      },
      [built.read(file), selector] as const,
    );
  } finally {
    await page.close();
  }
}

files('the RSS feed is well-formed and holds the hostile titles as text', async () => {
  const { error, texts } = await parseXml(
    'blog/rss.xml',
    'item > title, channel > title, item > category, item > creator',
  );
  assert.is(error, null);
  assert.ok(texts.includes(`]]></title><script>window.__pwned="feed"</script>`), 'the feed title');
  assert.ok(
    texts.some((text) => text.startsWith(`Zebra post </script><script>window.__pwned='post title'</script>`)),
    'the post title',
  );
  assert.ok(texts.includes(`<img src=x onerror="window.__pwned='tag'">`), 'a tag');
});

files("the RSS feed's descriptions, which readers render as HTML, show hostile text as text", async () => {
  const page = await browser!.newPage();
  try {
    const read = await page.evaluate((text) => {
      const feed = new DOMParser().parseFromString(text, 'application/xml');
      // A feed reader takes an item's description as HTML, after the XML's own escapes are undone.
      return [...feed.querySelectorAll('item > description')].map((description) => {
        const shown = new DOMParser().parseFromString(description.textContent ?? '', 'text/html');
        return { elements: shown.body.querySelectorAll('*').length, text: shown.body.textContent };
      });
    }, built.read('blog/rss.xml'));
    assert.equal(read, [{ elements: 0, text: `<img src=x onerror="window.__pwned='post description'">` }]);
  } finally {
    await page.close();
  }
});

files('the Atom feed is well-formed and keeps script URLs out of its authors', async () => {
  const { error, texts } = await parseXml('blog/atom.xml', 'entry > author > uri');
  assert.is(error, null);
  assert.equal(texts, ['https://example.com/alice']);
});

files('the sitemap is well-formed and lists the hostile pages by valid URLs', async () => {
  const { error, texts } = await parseXml('sitemap.xml', 'loc');
  assert.is(error, null);
  assert.ok(
    texts.includes(
      `https://hostile.example.com/docs/zebra%22%3E%3Cimg%20src=x%20onerror=%22window.__pwned='slug'%22%3E`,
    ),
    texts.join('\n'),
  );
  assert.ok(texts.includes('https://hostile.example.com/blog/zebra%20post%20%22quoted%22%20%3Cb%3E'), texts.join('\n'));
  for (const loc of texts) assert.is(new URL(loc).href, loc, 'a URL as browsers write it');
});

const base = suite('a hostile base URL');
if (!browser) base.skip('needs Chromium', () => {});

base('cannot close the inline scripts of the page', async () => {
  const hostileBase = '/x</script><script>window.__pwned=1</script>/';
  const other = copyFixture('hostile');
  const page = await browser!.newPage();
  try {
    const { read } = await buildQuietly(other, { baseUrl: hostileBase });
    await page.setContent(read('index.html'));
    assert.is(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined);
    assert.is(await page.evaluate(() => document.documentElement.dataset.baseUrl), hostileBase);
  } finally {
    await page.close();
    removeDir(other);
  }
});

base.after(async () => {
  await site.close();
  await browser?.close();
  removeDir(root);
});
escaping.run();
files.run();
base.run();
