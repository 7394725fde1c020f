import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchEngine } from '../../src/client/search/engine.js';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildEmbeddedSite, removeDir } from '../helpers/site.js';

/** How many distinct `Game.*`, `Context.*` and `Player.*` members the SplitScreen.Me handler reference names (two of them under another spelling). */
const ORIGINAL_MEMBER_COUNT = 302;

/** The sections of the reference, by anchor, in order. */
const SECTIONS = [
  'game-info',
  'mutex',
  'file-system',
  'nucleus-environment',
  'focus',
  'window-manipulation',
  'input',
  'goldberg',
  'smart-steam-emulator',
  'nemirtingas-epic',
  'nemirtingas-galaxy',
  'additional-tools',
  'network',
  'extra',
  'custom-prompts',
  'multiple-keyboards-and-mice',
  'path-variables',
  'other-useful-lines',
  'known-issues',
];

const outDir = mkdtempSync(path.join(tmpdir(), 'sitegen-handler-api-'));
await buildEmbeddedSite(outDir);
const page = (route: string) => cheerio.load(readFileSync(path.join(outDir, route, 'index.html'), 'utf8'));
const $ = page('docs/handler-api');

interface Entry {
  name: string;
  id: string;
  /** The paragraphs up to the next heading, as text. */
  paragraphs: string[];
  examples: string[];
}

/** Every member entry of the page: an h4 naming a `Game.`, `Context.` or `Player.` member, and what follows it up to the next heading. */
function entries(): Entry[] {
  return $('#sg-content h4')
    .toArray()
    .map((heading) => {
      const body = $(heading).nextUntil('h2, h3, h4');
      return {
        name: $(heading).find('code').first().text(),
        id: $(heading).attr('id') ?? '',
        paragraphs: body
          .filter('p')
          .toArray()
          .map((p) => $(p).text().trim()),
        // A one-line example is inline, after "Example:"; a longer one is a code block.
        examples: [
          ...body
            .filter('p')
            .toArray()
            .filter((p) => $(p).text().startsWith('Example:')),
          ...body.find('pre').toArray(),
        ].map((code) => $(code).find('code').text().trim()),
      };
    })
    .filter((entry) => /^(Game|Context|Player)\./.test(entry.name));
}

const reference = suite('handler API reference');

reference(`documents at least the ${ORIGINAL_MEMBER_COUNT} members of the original reference, each once`, () => {
  const names = entries().map((entry) => entry.name);
  assert.ok(names.length >= ORIGINAL_MEMBER_COUNT, `${names.length} members documented`);
  assert.is(new Set(names).size, names.length, 'no member twice');
});

reference(
  'gives each member its type, a description and an example that uses it, under a stable anchor made of its name',
  () => {
    for (const { name, id, paragraphs, examples } of entries()) {
      assert.is(id, name.toLowerCase().replace(/[^a-z0-9]/g, ''), `${name}: anchor`);
      assert.match(paragraphs[0] ?? '', /^(Type|Method)\b/, `${name}: type line`);
      const description = paragraphs.slice(1).filter((p) => !p.startsWith('Example:'));
      assert.ok(description.join(' ').split(/\s+/).length >= 3, `${name}: description`);
      assert.ok(
        examples.some((code) => code.includes(name.split('.').pop()!)),
        `${name}: an example that uses it`,
      );
    }
  },
);

reference('keeps the 18 numbered sections and the known issues, in order', () => {
  const ids = $('#sg-content h2')
    .toArray()
    .map((h) => $(h).attr('id'));
  assert.equal(ids, SECTIONS);
  assert.match($('#sg-content h2').first().text(), /^1\. Game info/);
});

reference('lists every section, group and member in the table of contents, with a box to narrow it', () => {
  const tocLinks = $('.toc .toc-link')
    .toArray()
    .map((link) => $(link).attr('href'));
  const headings = $('#sg-content')
    .find('h2, h3, h4')
    .toArray()
    .map((heading) => `#${$(heading).attr('id')}`);
  assert.equal(tocLinks, headings);
  assert.is($('.toc li.toc-depth-4').length, $('#sg-content h4').length);
  assert.is($('.toc input.toc-filter[hidden]').length, 1, 'shown by the script that does the narrowing');
  assert.is($('.toc-mobile input.toc-filter[hidden]').length, 1, 'on phones too');
});

reference('links related members to each other', () => {
  const linksOf = (id: string) =>
    $(`#${id}`)
      .nextUntil('h2, h3, h4')
      .find('a')
      .toArray()
      .map((a) => $(a).attr('href'));
  assert.ok(linksOf('gamesymlinkgame').includes('#gamehardcopygame'));
  assert.ok(linksOf('gamehardcopygame').includes('#gamesymlinkgame'));
  assert.ok(linksOf('gamerenamenotkillmutex').includes('#gamekillmutex'));
  assert.ok(linksOf('gamekillmutexprocess').includes('#gamemutexprocessexe'));
});

reference('the handler guides link the members they mention to their entries', () => {
  for (const guide of ['docs/create-handlers', 'docs/kbm-setup']) {
    const targets = page(guide)('#sg-content a[href^="/docs/handler-api#"]')
      .toArray()
      .map((a) => cheerio.load(a)('a').attr('href')!.split('#')[1]);
    assert.ok(new Set(targets).size >= 20, `${guide} links ${new Set(targets).size} members`);
    for (const id of targets) assert.is($(`#${id}`).length, 1, `${guide} → #${id}`);
  }
});

reference(
  'search finds every member by its full name first, and by its last part or a prefix of it among the first three',
  async () => {
    const search = await createSearchEngine(
      async (name) => JSON.parse(readFileSync(path.join(outDir, 'assets', 'search', name), 'utf8')),
      'en',
    );
    const misses: string[] = [];
    for (const { name, id } of entries()) {
      const url = `/docs/handler-api#${id}`;
      const last = name.split('.').pop()!;
      // A prefix as typed on the way to the name. Shorter names are their own prefix: "Window" is a word of its own, not a way to WindowX.
      const prefix = last.length >= 8 ? last.slice(0, -1) : last;
      for (const [query, places] of [
        [name, 1],
        [last, 3],
        [prefix, 3],
      ] as const) {
        const found = (await search.search(query)).slice(0, places).map((result) => result.url);
        if (!found.includes(url)) misses.push(`${query} → ${name}`);
      }
    }
    assert.equal(misses, []);
  },
);

const browser = await launchBrowser();
const site = await serveFolder(outDir);
const dialog = suite('handler API in the search dialog');
if (!browser) dialog.skip('needs Chromium', () => {});

for (const [query, anchor] of [
  ['ExecutableToLaunch', 'gameexecutabletolaunch'],
  ['ExecutableTo', 'gameexecutabletolaunch'],
  ['KillMutexDela', 'gamekillmutexdelay'],
  ['Context.FindLineNumberInTextFile', 'contextfindlinenumberintextfile'],
]) {
  dialog(`typing "${query}" and Enter lands on the entry #${anchor}`, async () => {
    const tab = await browser!.newPage();
    try {
      await tab.goto(`${site.origin}/docs/installation`);
      await tab.waitForFunction(() => document.documentElement.classList.contains('js'));
      await tab.keyboard.press('Control+k');
      await tab.waitForSelector('[role="dialog"] input[role="combobox"]:focus');
      await tab.keyboard.type(query);
      await tab.waitForSelector('.search-results:not([aria-busy="true"]) [role="option"][aria-selected="true"]');
      await tab.keyboard.press('Enter');
      await tab.waitForURL(`${site.origin}/docs/handler-api#${anchor}`);
      await tab.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && Math.abs(top) < 150;
      }, anchor);
      const heading = (await tab.textContent(`h4#${anchor} code`)) ?? '';
      assert.ok(heading.toLowerCase().includes(query.toLowerCase()), `the heading ${heading} answers ${query}`);
    } finally {
      await tab.close();
    }
  });
}

const narrowing = suite('handler API: narrowing the table of contents on a phone');
if (!browser) narrowing.skip('needs Chromium', () => {});

narrowing(
  'typing keeps the entries that match with their sections; Enter follows the first, Escape shows all',
  async () => {
    const tab = await browser!.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await tab.goto(`${site.origin}/docs/handler-api`);
      await tab.click('.toc-mobile summary');
      const box = tab.locator('.toc-mobile input.toc-filter');
      await box.fill('mutexdelay');
      const visible = () =>
        tab.$$eval('.toc-mobile li', (items) =>
          items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.textContent!.trim()),
        );
      assert.equal(await visible(), [
        '2. Mutex',
        'Handles in the game',
        'Game.KillMutexDelay',
        'Handles in another process',
        'Game.KillMutexDelayProcess',
      ]);
      await box.press('Escape');
      assert.is((await visible()).length, await tab.locator('.toc-mobile li').count(), 'every entry again');
      await box.fill('killmutexdelay');
      await box.press('Enter');
      await tab.waitForURL(`${site.origin}/docs/handler-api#gamekillmutexdelay`);
    } finally {
      await tab.close();
    }
  },
);

const longPage = suite('handler API: a page too long to lay out at once');
if (!browser) longPage.skip('needs Chromium', () => {});

longPage('only this long doc lays out its later blocks as they come near the screen', async () => {
  assert.ok($('#sg-content .markdown').hasClass('long'));
  assert.not.ok(page('docs/installation')('#sg-content .markdown').hasClass('long'), 'a doc of usual length');
  const tab = await browser!.newPage();
  try {
    await tab.goto(`${site.origin}/docs/handler-api`);
    const lazy = (n: number) =>
      tab.$eval('#sg-content .markdown', (markdown, i) => getComputedStyle(markdown.children[i]).contentVisibility, n);
    assert.is(await lazy(2), 'visible');
    assert.is(await lazy(500), 'auto');
  } finally {
    await tab.close();
  }
});

for (const width of [390, 1280]) {
  longPage(`at ${width} px, back from another page after a jump far down, the reader is where they were`, async () => {
    const tab = await browser!.newPage({ viewport: { width, height: 800 } });
    try {
      await tab.goto(`${site.origin}/docs/handler-api`);
      await tab.waitForFunction(() => document.documentElement.classList.contains('js'));
      // A jump past hundreds of blocks not laid out yet, as a link to a member makes.
      const member = await tab.$eval('#sg-content h4:nth-of-type(250)', (heading) => heading.id);
      await tab.evaluate((id) => (location.hash = id), member);
      const top = () => tab.$eval(`[id="${member}"]`, (heading) => Math.round(heading.getBoundingClientRect().top));
      await tab.waitForFunction(
        (id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top) < 150,
        member,
      );
      // The table of contents marks the member, which is what the way back finds.
      await tab.waitForFunction(
        (id) => document.querySelector('.toc-link.active')?.getAttribute('href') === `#${id}`,
        member,
      );
      const before = await top();
      // Followed where it is, off screen: a click from the pointer would scroll to it first.
      await tab.$eval('#sg-content a[href="/docs/handlers"]', (link) => (link as HTMLAnchorElement).click());
      await tab.waitForFunction(() => !location.pathname.includes('handler-api'));
      await tab.goBack();
      await tab.waitForFunction((id) => document.getElementById(id), member);
      await tab.waitForFunction(
        ([id, y]) => Math.abs(document.getElementById(id as string)!.getBoundingClientRect().top - (y as number)) < 2,
        [member, before],
      );
    } finally {
      await tab.close();
    }
  });
}

dialog.after(async () => {
  await browser?.close();
  await site.close();
  removeDir(outDir);
});

reference.run();
narrowing.run();
longPage.run();
dialog.run();
