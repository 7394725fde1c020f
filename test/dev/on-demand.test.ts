import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { pageInfo, writeCorpus } from '../../bench/corpus.mjs';
import { launchBrowser } from '../helpers/browser.js';
import { removeDir, tempDir } from '../helpers/site.js';

const pages = 60;
const site = tempDir('dev-on-demand');
(writeCorpus as (n: number, dir: string) => number)(pages, site);
const info = pageInfo as (i: number, n: number) => { id: string; title: string };
const doc = info(7, pages);
const neighbour = info(8, pages);

const onDemand = suite('sitegen dev before the whole site is built');

onDemand(
  'serves a doc page with its title and sidebar while the whole build is held back, then the same page',
  async () => {
    let output = '';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = await startDevServer({
      root: site,
      port: 0,
      holdWholeSite: held,
      log: createLogger({ stream: { write: (s: string) => (output += s) }, color: false }),
    });
    let wholeSiteBuilt = false;
    void server.wholeSite.then(() => (wholeSiteBuilt = true));
    const get = async (route: string) => {
      const response = await fetch(new URL(route.slice(1), server.url));
      return { status: response.status, text: await response.text() };
    };
    try {
      const route = `/docs/${doc.id}`;
      const early = await get(route);
      assert.is(early.status, 200);
      assert.not.ok(wholeSiteBuilt, 'the whole build is held back');
      assert.not.match(output, 'whole site ready');
      const $ = cheerio.load(early.text);
      assert.is($('h1').first().text(), doc.title);
      assert.ok($('#sg-sidebar a.sidebar-link').length > 1, 'the sidebar lists other docs');
      assert.ok(
        $('#sg-sidebar a.sidebar-link')
          .map((_, link) => $(link).text())
          .get()
          .includes(neighbour.title),
        'with their titles',
      );
      assert.match(early.text, '/__sitegen/dev.js');
      // What the page names is served too: its chunk for client navigation, and its script and stylesheet.
      const chunk = await get(`${route}/index.json`);
      assert.is(JSON.parse(chunk.text).title.startsWith(doc.title), true);
      for (const asset of [
        $('script[src^="/assets/app."]').attr('src'),
        $('link[href^="/assets/style."]').attr('href'),
      ])
        assert.is((await get(asset!)).status, 200, asset);

      release();
      await server.wholeSite;
      assert.match(output, /whole site ready in \d+(\.\d+)? ?(ms|s): \d+ pages/);
      // The page rendered alone is the page of the whole build: a doc shows no other page's rendered text.
      assert.is((await get(route)).text, early.text);
      assert.is((await get(`${route}/index.json`)).text, chunk.text);
    } finally {
      release();
      await server.close();
    }
  },
);

onDemand('answers a request while the config has a mistake with the error overlay of a failed build', async () => {
  const config = path.join(site, 'site.config.ts');
  const original = readFileSync(config, 'utf8');
  writeFileSync(config, original.replace(/title: /, 'titel: '));
  const server = await startDevServer({
    root: site,
    port: 0,
    log: createLogger({ stream: { write: () => true }, color: false }),
  });
  const events = new AbortController();
  try {
    const page = await fetch(new URL('docs/anything', server.url));
    assert.is(page.status, 500);
    const html = await page.text();
    assert.match(html, 'data-build-failed');
    assert.match(html, '<script type="module" src="/__sitegen/dev.js"></script>');
    // The live-reload channel tells the page the mistake, which the dev script shows over it.
    const stream = (await fetch(new URL('/__sitegen/events', server.url), { signal: events.signal })).body!;
    const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('\n\n', received.indexOf('data: '))) received += (await reader.read()).value ?? '';
    const message = JSON.parse(/data: (.*)/.exec(received)![1]);
    const line =
      original
        .replace(/title: /, 'titel: ')
        .split('\n')
        .findIndex((text) => text.includes('titel:')) + 1;
    assert.is(message.error.location, `site.config.ts:${line}`);
  } finally {
    events.abort();
    writeFileSync(config, original);
    await server.close();
  }
});

onDemand('navigates in the browser before the whole build, and keeps the page open when it ends', async () => {
  const browser = await launchBrowser();
  if (!browser) return;
  let release = () => {};
  const server = await startDevServer({
    root: site,
    port: 0,
    holdWholeSite: new Promise<void>((resolve) => (release = resolve)),
    log: createLogger({ stream: { write: () => true }, color: false }),
  });
  try {
    const page = await browser.newPage();
    // Counts the messages of the live-reload channel: on connecting, then the whole build's.
    await page.addInitScript(() => {
      const Original = EventSource;
      window.EventSource = class extends Original {
        constructor(...args: ConstructorParameters<typeof EventSource>) {
          super(...args);
          const counted = window as unknown as { told?: number };
          this.addEventListener('revision', () => (counted.told = (counted.told ?? 0) + 1));
        }
      };
    });
    await page.goto(new URL(`docs/${doc.id}`, server.url).href);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    // The next doc's chunk is rendered on demand, and swapped in without loading a document.
    await page.locator('#sg-sidebar a.sidebar-link', { hasText: neighbour.title }).click();
    await page.locator('h1', { hasText: neighbour.title }).waitFor({ timeout: 10_000 });
    release();
    await server.wholeSite;
    // The whole build's pages are those shown: the page hears of it and stays as it is.
    await page.waitForFunction(() => ((window as unknown as { told?: number }).told ?? 0) >= 2, undefined, {
      timeout: 10_000,
    });
    assert.is(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same page');
    assert.is(await page.locator('#sitegen-error-overlay').count(), 0);
  } finally {
    release();
    await browser.close();
    await server.close();
  }
});

onDemand.after(() => removeDir(site));
onDemand.run();
