import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { pageInfo, writeCorpus } from '../../bench/corpus.mjs';
import { removeDir, tempDir } from '../helpers/site.js';

const pages = 300;
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

onDemand.after(() => removeDir(site));
onDemand.run();
