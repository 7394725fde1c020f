// The writing fixture's images: their sizes, copies and zoom in the built pages, a rebuild that resizes nothing,
// hostile image files, and one visit in real Chromium.
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import type { Browser, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, listFiles, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const root = copyFixture('writing');
const built = await buildQuietly(root);
const outDir = built.result.outDir;
const files = listFiles(outDir);
const $ = cheerio.load(built.read('docs/images/index.html'));
const images = $('#sg-content img');
const attributes = (i: number) => images.eq(i).attr()!;

const pages = suite('images: the built pages');

pages('every local image has its width and height; the first loads eagerly, the others lazily', () => {
  assert.equal(images.map((_, img) => `${$(img).attr('width')}×${$(img).attr('height')}`).get(), [
    '160×100',
    '2000×1250',
    '120×60',
    '160×100',
    '160×100',
    '300×188',
  ]);
  assert.is(attributes(0).loading, undefined);
  assert.equal(
    images
      .slice(1)
      .map((_, img) => `${$(img).attr('loading')} ${$(img).attr('decoding')}`)
      .get(),
    Array(5).fill('lazy async'),
  );
  const imported = cheerio.load(built.read('docs/component/index.html'))('#sg-content img').attr()!;
  assert.equal([imported.width, imported.height], ['160', '100'], 'an image an MDX page imports');
});

pages('the large photo comes in published copies for the column, and is a link to its full size', () => {
  const photo = attributes(1);
  const copies = photo.srcset.split(', ').map((entry) => entry.split(' '));
  assert.equal(
    copies.map(([, width]) => width),
    ['480w', '768w', '1536w'],
  );
  for (const [url] of copies) {
    assert.match(url, /^\/assets\/images\/lake-\d+w\.[\w-]{10}\.jpg$/);
    assert.ok(files.includes(url.slice(1)), `${url} is published`);
  }
  assert.is(photo.sizes, '(max-width: 768px) 100vw, 768px');
  const zoom = images.eq(1).parent('a.image-zoom');
  assert.is(zoom.attr('href'), photo.src, 'the link leads to the image itself');
  assert.equal(attributes(2).srcset, undefined, 'an SVG scales by itself');
  assert.is(images.eq(3).parent().attr('href'), '/docs/intro', 'an image inside a link keeps its link');
  assert.is($('a.image-zoom').length, 1);
});

pages('an image without alt text is a warning at its line; alt="" says it is decoration', () => {
  assert.match(
    built.output,
    'warning: content/docs/images.md:21: the image ./img/chart.png has no alt text: describe it, or write alt=""',
  );
  assert.is(built.output.match(/has no alt text/g)?.length, 1);
});

pages('a rebuild takes the copies from the cache and resizes nothing', async () => {
  assert.match(built.output, /images +\S+ \S+ 3 copies, 3 resized/);
  const again = await buildQuietly(root);
  assert.match(again.output, /images +\S+ \S+ 3 copies, 0 resized/);
  assert.is(again.read('docs/images/index.html'), built.read('docs/images/index.html'));
});

pages('corrupt, truncated and absurdly large images are warnings naming them, and the build goes on', async () => {
  const hostile = copyFixture('writing');
  const img = (name: string) => path.join(hostile, 'content', 'docs', 'img', name);
  writeFileSync(img('noise.png'), 'not an image at all');
  writeFileSync(img('cut.jpg'), readFileSync(img('lake.jpg')).subarray(0, 3000));
  writeFileSync(img('bomb.png'), pngHeader(100_000, 100_000));
  writeSiteFile(
    hostile,
    'content/docs/images.md',
    '# Hostile\n\n![Noise](./img/noise.png)\n\n![Cut](./img/cut.jpg)\n\n![Bomb](./img/bomb.png)\n',
  );
  const { output, read } = await buildQuietly(hostile);
  assert.match(output, 'content/docs/images.md:3: the image ./img/noise.png cannot be read as an image');
  assert.match(output, 'content/docs/images.md:7: the image ./img/bomb.png has 100000×100000 pixels, more than');
  assert.match(output, /content\/docs\/img\/cut\.jpg cannot be resized \(.+\): its copies are the image itself/);
  assert.match(read('docs/images/index.html'), /<img src="\/assets\/files\/bomb\.\w+\.png" alt="Bomb" width="100000"/);
  removeDir(hostile);
});

pages(
  'a raw <img> whose file leads outside the site through a link fails the build, as a Markdown image does',
  async () => {
    const escaping = copyFixture('writing');
    const outside = tempDir('outside');
    writeFileSync(path.join(outside, 'secret.png'), readFileSync(path.join(root, 'content/docs/img/chart.png')));
    symlinkSync(path.join(outside, 'secret.png'), path.join(escaping, 'content/docs/img/secret.png'));
    writeSiteFile(escaping, 'content/docs/images.md', '# Out\n\n<img src="./img/secret.png" alt="A secret">\n');
    const [mistake] = await buildMistakes(escaping);
    assert.match(mistake.message, 'leads outside the site folder through a symbolic link');
    removeDir(escaping);
    removeDir(outside);
  },
);

pages.run();

/** A PNG's signature and header claiming `width`×`height`, with no pixels: small in bytes, vast in pixels. */
function pngHeader(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])));
    return Buffer.concat([length, Buffer.from(type), body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', data),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const browser: Browser | null = await launchBrowser();
const reader = suite('images: in Chromium');
if (!browser) reader.skip('needs Chromium', () => {});

reader('a phone keeps the photo’s box before it loads, picks a small copy, and zooms it by keyboard', async () => {
  const site = await serveFolder(outDir);
  const tab = await browser!.newPage({ viewport: { width: 390, height: 800 } });
  try {
    // The photo's files are held back until its box is measured.
    const held: Route[] = [];
    let released = false;
    await tab.route('**/lake*', (route) => (released ? route.continue() : void held.push(route)));
    await tab.goto(`${site.origin}/docs/images/`);
    const photo = tab.locator('#sg-content a.image-zoom img');
    await photo.scrollIntoViewIfNeeded();
    await tab.waitForFunction(() => document.querySelectorAll('#sg-content img').length > 0);
    const box = await photo.evaluate((img: HTMLImageElement) => ({
      complete: img.complete && img.naturalWidth > 0,
      ...img.getBoundingClientRect().toJSON(),
    }));
    assert.not.ok(box.complete, 'the photo has not arrived');
    assert.ok(box.width > 300, `${box.width} wide`);
    assert.ok(Math.abs(box.height - (box.width * 1250) / 2000) < 1, 'its box has the photo’s shape already');
    released = true;
    for (const route of held) await route.continue();
    await tab.waitForFunction(() => document.querySelector<HTMLImageElement>('a.image-zoom img')!.naturalWidth > 0);
    assert.match(await photo.evaluate((img: HTMLImageElement) => img.currentSrc), /\/assets\/images\/lake-480w\./);

    const chunk = await tab.waitForFunction(
      () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/app-zoom'))?.name,
    );
    await tab.evaluate((url) => import(url).then(() => undefined), (await chunk.jsonValue()) as string);
    await tab.focus('a.image-zoom');
    await tab.keyboard.press('Enter');
    const dialog = tab.locator('dialog[open]');
    await dialog.waitFor();
    const full = `${site.origin}${await tab.getAttribute('a.image-zoom', 'href')}`;
    assert.is(await dialog.locator('img').getAttribute('src'), full, 'the full-size image');
    assert.is(await dialog.locator('img').getAttribute('alt'), 'A lake below green hills');
    await tab.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await tab.evaluate(() => document.activeElement?.matches('a.image-zoom')), 'focus is back on the link');
    assert.ok(tab.url().endsWith('/docs/images/'), 'the page stayed');

    await tab.goto(`${site.origin}/docs/intro/`);
    await tab.waitForLoadState('networkidle');
    const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(
      loaded.some((url) => url.includes('/assets/app.')),
      'the runtime ran',
    );
    assert.not.ok(
      loaded.some((url) => url.includes('/app-zoom')),
      'a page without a zoomable image loads no zoom',
    );
  } finally {
    await tab.close();
    await site.close();
  }
});

reader.after(async () => {
  await browser?.close();
  removeDir(root);
});
reader.run();
