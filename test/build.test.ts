import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildQuietly, copyFixture, removeDir } from './helpers/site.js';

const root = copyFixture('basic');
const built = await buildQuietly(root);

test('writes a page and a JSON chunk for every route', () => {
  for (const file of ['index.html', 'docs/index.html', 'docs/intro/index.html', 'docs/guides/setup/index.html', 'blog/index.html', 'blog/page/2/index.html', 'blog/tags/index.html', 'blog/tags/news/index.html', '404.html']) {
    assert.ok(built.read(file).startsWith('<!doctype html>'), file);
  }
  const chunk = JSON.parse(built.read('docs/intro/index.json'));
  assert.is(chunk.title, 'Introduction | Basic Site');
  assert.ok(chunk.content.includes('Welcome to the <strong>basic</strong> site.'));
});

test('gives headings GitHub ids, with -1 for duplicates and {#custom} ids', () => {
  const html = built.read('docs/intro/index.html');
  assert.ok(html.includes('id="1--what-is-x"'));
  assert.ok(html.includes('id="1--what-is-x-1"'));
  assert.ok(html.includes('id="custom"'));
});

test('rewrites relative .md links to routes', () => {
  assert.ok(built.read('docs/intro/index.html').includes('href="/docs/guides/setup#install-it"'));
  assert.ok(built.read('docs/guides/setup/index.html').includes('href="/docs/intro"'));
});

test.after(() => removeDir(root));
test.run();
