import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchEngine, words } from '../src/client/search/engine.js';
import type { SearchIndex } from '../src/client/search/format.js';
import { launchBrowser, serveFolder } from './helpers/browser.js';
import { buildQuietly, removeDir, repoRoot } from './helpers/site.js';

const engine = suite('search engine');
const sample: SearchIndex = {
  v: 1,
  pages: [
    { title: 'Proto Input', url: '/docs/proto' },
    { title: 'FAQ', url: '/docs/faq' },
  ],
  sections: [
    [0, '', '', 'Proto Input hooks the game so each instance gets its own keyboard.'],
    [0, 'Controllers per instance', 'multiple-controllers', 'Several pads can drive one window.'],
    [1, 'Controllers', 'controllers', 'Use DS4Windows for PlayStation <pads> & friends.'],
    [1, 'Saves', 'saves', 'Controllers store nothing here; saves live in the user profile.'],
  ],
};
const search = createSearchEngine(sample);

engine('ranks a heading match above the same word in body text', () => {
  const urls = search.search('controllers').map((r) => r.url);
  assert.equal(urls.slice(0, 2).sort(), ['/docs/faq#controllers', '/docs/proto#multiple-controllers']);
  assert.is(urls[2], '/docs/faq#saves');
});

engine('matches prefixes as you type', () => {
  assert.is(search.search('playst')[0].url, '/docs/faq#controllers');
});

engine('tolerates one typo in longer words', () => {
  const top = (query: string) => search.search(query).slice(0, 2).map((r) => r.url).sort();
  assert.equal(top('controlers'), top('controllers'));
  assert.is(search.search('keybaord')[0].url, '/docs/proto');
});

engine('needs every word of the query', () => {
  assert.equal(search.search('pads window').map((r) => r.url), ['/docs/proto#multiple-controllers']);
  assert.equal(search.search('pads zebra'), []);
});

engine('marks the matched words in an escaped snippet', () => {
  const result = search.search('ds4windows')[0];
  assert.match(result.snippetHtml, '<mark>DS4Windows</mark>');
  assert.match(result.snippetHtml, '&lt;pads&gt; &amp; friends');
  assert.is(result.headingHtml, 'Controllers');
});

engine('splits words on anything but letters and digits', () => {
  assert.equal(words('Game.Play = function() {'), ['game', 'play', 'function']);
});

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-search-'));
await buildQuietly(repoRoot, { outDir });
const indexFile = readdirSync(path.join(outDir, 'assets')).find((f) => f.startsWith('search-index.'))!;
const index = JSON.parse(readFileSync(path.join(outDir, 'assets', indexFile), 'utf8')) as SearchIndex;

engine('indexes every doc and post of the embedded site by section, and answers in under 10 ms', () => {
  assert.is(index.pages.length, 15);
  assert.ok(index.sections.length > 100);
  const real = createSearchEngine(index);
  const started = performance.now();
  for (const query of ['handler', 'controller', 'goldberg emulator', 'instal', 'mutexx']) real.search(query);
  assert.ok((performance.now() - started) / 5 < 10);
});

/** A word found in exactly one section's heading and nowhere else on the site. */
function wordOnlyInOneHeading(): { word: string; section: SearchIndex['sections'][number] } {
  const everywhere = new Map<string, number>();
  for (const [page, heading, , text] of index.sections) {
    for (const word of new Set([...words(index.pages[page].title), ...words(heading), ...words(text)])) everywhere.set(word, (everywhere.get(word) ?? 0) + 1);
  }
  for (const section of index.sections) {
    const word = words(section[1]).find((w) => w.length >= 6 && /^[a-z]+$/.test(w) && everywhere.get(w) === 1 && !words(section[3]).includes(w));
    if (word) return { word, section };
  }
  throw new Error('no word appears in only one heading');
}

const browser = await launchBrowser();
const site = await serveFolder(outDir);
const dialog = suite('search dialog in Chromium');
if (!browser) dialog.skip('needs Chromium', () => {});

dialog('loads nothing until opened, then finds a heading word first and lands on that heading by client navigation', async () => {
  const page = await browser!.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${site.origin}/blog`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  assert.not.ok(requests.some((r) => r.includes('search')), 'no search code or index before opening');

  const { word, section } = wordOnlyInOneHeading();
  const target = `${index.pages[section[0]].url}#${section[2]}`;
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="dialog"] input[role="combobox"]:focus');
  await page.keyboard.type(word);
  await page.waitForSelector('[role="option"][aria-selected="true"]');
  assert.is(await page.getAttribute('[role="option"]:first-child a', 'href'), target);
  assert.match((await page.innerHTML('[role="option"]:first-child .search-result-heading')) ?? '', '<mark>');
  assert.is(await page.getAttribute('input[role="combobox"]', 'aria-activedescendant'), 'search-result-0');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.origin}${target}`);
  await page.waitForFunction((id) => {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    return top !== undefined && Math.abs(top) < 150;
  }, section[2]);
  assert.is(await page.evaluate(() => (window as unknown as { marker: string }).marker), 'kept', 'client-side navigation');
  assert.ok(await page.isHidden('.search-backdrop'));
  await page.close();
});

dialog('opens with "/", moves with the arrows, closes with Escape and gives focus back', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/docs/installation`);
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await page.focus('.navbar-brand');
  await page.keyboard.press('/');
  await page.waitForSelector('input[role="combobox"]:focus');
  await page.keyboard.type('handler');
  await page.waitForSelector('#search-result-1');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.getAttribute('#search-result-1', 'aria-selected'), 'true');
  await page.keyboard.press('ArrowUp');
  assert.is(await page.getAttribute('#search-result-0', 'aria-selected'), 'true');
  await page.keyboard.press('Escape');
  assert.ok(await page.isHidden('.search-backdrop'));
  assert.is(await page.evaluate(() => document.activeElement?.className), 'navbar-brand');
  await page.close();
});

dialog('opens from the navbar button and says when nothing matches', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site.origin}/`);
  await page.click('#search-button');
  await page.keyboard.type('zzqqxx');
  await page.waitForFunction(() => document.querySelector('.search-status')?.textContent?.includes('No results'));
  await page.close();
});

dialog.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(outDir);
});
engine.run();
dialog.run();
