// Local images on plain data: the attributes, copies and zoom an image gets from its size and what was written, and
// how a page's `<img>` tags are rewritten with them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyPath, withImageSizes, type ImageLookups } from '../../src/images/html.js';
import { planImage, type ImagePlace } from '../../src/images/plan.js';

const photo = { width: 4000, height: 2500, type: 'jpg' };
const below: ImagePlace = { first: false, inLink: false, zooms: true };

const plans = suite('images: the plan of one image');

plans('an image without sizes gets its own; below the first it loads lazily and decodes off the main thread', () => {
  const plan = planImage({ width: 160, height: 100, type: 'png' }, { alt: 'A chart' }, below);
  assert.equal(plan.attributes, [
    ['width', '160'],
    ['height', '100'],
    ['loading', 'lazy'],
    ['decoding', 'async'],
  ]);
  assert.equal(plan.copies, []);
  assert.is(plan.sizes, null);
  assert.not.ok(plan.zoom, 'the column shows it whole');
});

plans('the first image of a page, the likely largest paint, loads as the browser pleases', () => {
  const plan = planImage({ width: 160, height: 100, type: 'png' }, {}, { ...below, first: true });
  assert.equal(plan.attributes, [
    ['width', '160'],
    ['height', '100'],
  ]);
});

plans('a width the writer gave is kept and the height follows the ratio; their loading is kept too', () => {
  assert.equal(planImage(photo, { width: '300', loading: 'eager' }, below).attributes, [
    ['height', '188'],
    ['decoding', 'async'],
  ]);
  assert.equal(planImage(photo, { height: '500' }, below).attributes.slice(0, 1), [['width', '800']]);
  assert.equal(planImage(photo, { width: '50%' }, below).attributes.slice(0, 1), [['loading', 'lazy']]);
  assert.equal(planImage(photo, { width: '10', height: '10' }, below).attributes.slice(0, 1), [['loading', 'lazy']]);
});

plans('a photo wider than the column at 2x comes in three copies for the column', () => {
  const plan = planImage(photo, { alt: 'A lake' }, below);
  assert.equal(plan.copies, [480, 768, 1536]);
  assert.is(plan.sizes, '(max-width: 768px) 100vw, 768px');
  assert.ok(plan.zoom);
  const narrow = planImage(photo, { alt: 'A lake', width: '300' }, below);
  assert.is(narrow.sizes, '(max-width: 300px) 100vw, 300px', 'shown at the width written');
});

plans('no copies below 2x the column, for SVG and GIF, or when the writer gave a srcset', () => {
  assert.equal(planImage({ width: 1500, height: 900, type: 'png' }, {}, below).copies, []);
  assert.equal(planImage({ ...photo, type: 'svg' }, {}, below).copies, []);
  assert.equal(planImage({ ...photo, type: 'gif' }, {}, below).copies, []);
  assert.equal(planImage(photo, { srcset: 'a.jpg 1x' }, below).copies, []);
});

plans('an image of absurd dimensions gets no copies and says so', () => {
  const bomb = planImage({ width: 100_000, height: 100_000, type: 'png' }, {}, below);
  assert.equal(bomb.copies, []);
  assert.ok(bomb.tooLarge);
  assert.not.ok(planImage(photo, {}, below).tooLarge);
});

plans('a zoom only for docs, outside links, with alt text, for images the column shrinks', () => {
  assert.not.ok(planImage(photo, { alt: 'A lake' }, { ...below, inLink: true }).zoom, 'the link wins');
  assert.not.ok(planImage(photo, { alt: 'A lake' }, { ...below, zooms: false }).zoom, 'not a doc');
  assert.not.ok(planImage(photo, { alt: '' }, below).zoom, 'a link to a decorative image would have no name');
  assert.ok(planImage({ ...photo, type: 'svg' }, { alt: 'A plan' }, below).zoom, 'any format');
});

const pages = suite('images: the tags of a page');

const files: Record<string, { width: number; height: number; type: string }> = {
  '/site/docs/lake.jpg': photo,
  '/site/docs/chart.png': { width: 160, height: 100, type: 'png' },
};
const lookups: ImageLookups = {
  localImage: (src) => {
    const name = /(?:^\.\/|^\/assets\/files\/)(\w+)(?:\.[0-9a-f]{10})?\.(\w+)$/.exec(src);
    return name && { file: `/site/docs/${name[1]}.${name[2]}`, path: `assets/files/${name[1]}.0123456789.${name[2]}` };
  },
  sizeOf: (file) => {
    if (!files[file]) throw new Error('unsupported file type');
    return files[file];
  },
  withBase: (path) => path,
  zooms: true,
  closeLabel: 'Fermer',
};

pages('a page’s local images are sized; remote ones and code are left as they are', () => {
  const html =
    '<p><img src="/assets/files/chart.0123456789.png" alt="A chart"></p>\n' +
    '<p><img src="https://example.com/a.png" alt="Remote"></p>\n' +
    '<pre><code>&lt;img src="./chart.png"&gt;</code></pre>';
  const sized = withImageSizes(html, lookups);
  assert.is(
    sized.html,
    '<p><img src="/assets/files/chart.0123456789.png" alt="A chart" width="160" height="100"></p>\n' +
      '<p><img src="https://example.com/a.png" alt="Remote"></p>\n' +
      '<pre><code>&lt;img src="./chart.png"&gt;</code></pre>',
  );
  assert.equal(sized.copies, []);
  assert.equal(sized.problems, []);
});

pages('a raw <img> naming a file beside the page is pointed where it is published', () => {
  const sized = withImageSizes('<img src="./chart.png" alt="">', lookups);
  assert.is(sized.html, '<img src="/assets/files/chart.0123456789.png" alt="" width="160" height="100">');
});

pages('a large photo gets a srcset of its copies and a zoom link; inside a link it gets no zoom', () => {
  const img = '<img src="/assets/files/lake.0123456789.jpg" alt="A lake"/>';
  const sized = withImageSizes(`<p>${img}</p><p><a href="/docs/intro">${img}</a></p>`, lookups);
  const copies = [480, 768, 1536].map((width) => copyPath('assets/files/lake.0123456789.jpg', width));
  assert.equal(
    sized.copies.map((copy) => copy.path),
    [...copies, ...copies],
  );
  assert.equal(sized.copies[0], { from: '/site/docs/lake.jpg', path: copies[0], width: 480 });
  const srcset = `/${copies[0]} 480w, /${copies[1]} 768w, /${copies[2]} 1536w`;
  const sizedImg = (rest: string) =>
    `<img src="/assets/files/lake.0123456789.jpg" alt="A lake" width="4000" height="2500"${rest} srcset="${srcset}" sizes="(max-width: 768px) 100vw, 768px">`;
  assert.is(
    sized.html,
    `<p><a href="/assets/files/lake.0123456789.jpg" class="image-zoom" data-close-label="Fermer">${sizedImg('')}</a></p>` +
      `<p><a href="/docs/intro">${sizedImg(' loading="lazy" decoding="async"')}</a></p>`,
  );
});

pages('copies are named after the image, its width and a hash of the image’s own hashed name', () => {
  assert.match(copyPath('assets/files/lake.0123456789.jpg', 480), /^assets\/images\/lake-480w\.[\w-]{10}\.jpg$/);
  assert.is.not(copyPath('assets/files/lake.0123456789.jpg', 480), copyPath('assets/files/lake.9876543210.jpg', 480));
});

pages('an image without alt, or that cannot be read, is a problem; alt="" is not', () => {
  const sized = withImageSizes(
    '<img src="https://example.com/a.png"><img src="./broken.png" alt="Broken"><img src="./chart.png" alt="">',
    lookups,
  );
  assert.equal(
    sized.problems.map((problem) => [problem.src, problem.message.split(':')[0]]),
    [
      ['https://example.com/a.png', 'has no alt text'],
      ['./broken.png', 'cannot be read as an image (unsupported file type)'],
    ],
  );
  assert.match(sized.html, '<img src="/assets/files/broken.0123456789.png" alt="Broken">');
});

plans.run();
pages.run();
