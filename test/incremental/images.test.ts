// The cache of images' copies: a copy made once is read back by the next build, a damaged entry is made again, and an
// image that cannot be resized is published as it is, with a warning naming it, and never kept.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildContext } from '../../src/context.js';
import { copyPath, type ImageCopy } from '../../src/images/html.js';
import type { BuildCache } from '../../src/incremental/cache.js';
import { imageCopiesReusing } from '../../src/incremental/images.js';
import { createLogger } from '../../src/log.js';
import { fixturesDir, removeDir, tempDir } from '../helpers/site.js';

const root = tempDir('image-copies');
const cacheDir = path.join(root, 'node_modules', '.cache', 'sitegen');
const lake = path.join(root, 'lake.jpg');
copyFileSync(path.join(fixturesDir, 'writing', 'content', 'docs', 'img', 'lake.jpg'), lake);
const copiesOf = (file: string): ImageCopy[] =>
  [480, 768].map((width) => ({ from: file, path: copyPath(`assets/files/${path.basename(file)}`, width), width }));

/** One build's copies, with a cache on disk opened anew as each build opens it, and what the build printed. */
async function build(copies: ImageCopy[]) {
  let printed = '';
  const log = createLogger({ stream: { write: (text: string) => (printed += text) }, color: false });
  const cache = { disk: { location: { dir: cacheDir, stamp: 'test' } } } as BuildCache;
  const made = await imageCopiesReusing(cache, { config: { root }, log } as unknown as BuildContext)(copies);
  return { made, printed, resized: /images .* (\d+) resized/.exec(printed)?.[1] };
}

const copies = suite('images: copies kept in the build cache');

copies('the first build resizes, the next reads the copies from the cache, byte for byte', async () => {
  const first = await build(copiesOf(lake));
  assert.is(first.resized, '2', first.printed);
  assert.equal(
    first.made.map((bytes) => bytes.length < readFileSync(lake).length),
    [true, true],
  );
  const second = await build(copiesOf(lake));
  assert.is(second.resized, '0', second.printed);
  assert.equal(second.made.map(Buffer.from), first.made.map(Buffer.from));
});

copies('a damaged entry is ignored with a warning and made again', async () => {
  const before = await build(copiesOf(lake));
  const [entry] = readdirSync(path.join(cacheDir, 'images')).sort();
  const file = path.join(cacheDir, 'images', entry);
  const bytes = readFileSync(file);
  bytes[bytes.length - 10] ^= 0xff;
  writeFileSync(file, bytes);
  const after = await build(copiesOf(lake));
  assert.match(after.printed, `warning: ignored the build cache file ${file}: it is incomplete or was changed`);
  assert.is(after.resized, '1');
  assert.equal(after.made.map(Buffer.from), before.made.map(Buffer.from));
});

copies('a truncated image is published as it is, warned about by name at every build, and never kept', async () => {
  const cut = path.join(root, 'cut.jpg');
  writeFileSync(cut, readFileSync(lake).subarray(0, 4000));
  for (let build_ = 0; build_ < 2; build_++) {
    const { made, printed, resized } = await build(copiesOf(cut));
    assert.is(resized, '2');
    assert.match(
      printed,
      /warning: cut\.jpg cannot be resized \(VipsJpeg: premature end of JPEG image\): its copies are the image itself\n {2}✓/,
      printed,
    );
    assert.equal(made.map(Buffer.from), [readFileSync(cut), readFileSync(cut)]);
  }
});

copies('copies the site no longer has leave the cache', async () => {
  await build(copiesOf(lake));
  await build(copiesOf(lake).slice(0, 1));
  assert.equal(readdirSync(path.join(cacheDir, 'images')), [`${path.basename(copiesOf(lake)[0].path)}.bin`]);
});

copies.after(() => removeDir(root));
copies.run();
