import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findBrokenLinks, type CheckablePage } from '../../src/links/check.js';

const check = suite('findBrokenLinks');

const pageWith = (targets: string[]): CheckablePage => ({ file: 'docs/cam/index.html', targets, anchors: new Set() });

check('reads repeated slashes in a path as one, as sitegen serve and most web servers do', () => {
  const files = new Set(['docs/cam/index.html', 'img/cam/1.png', 'docs/intro/index.html']);
  const page = pageWith(['/img/cam//1.png', '/docs//intro', '/img/cam//2.png']);
  assert.equal(
    findBrokenLinks([page], files, { baseUrl: '/' }).map((link) => link.href),
    ['/img/cam//2.png'],
  );
});

check('under a base URL too', () => {
  const files = new Set(['docs/cam/index.html', 'img/cam/1.png']);
  const page = pageWith(['/project/img//cam/1.png', '/project//img/cam/1.png', '/project/img//cam/2.png']);
  assert.equal(
    findBrokenLinks([page], files, { baseUrl: '/project/' }).map((link) => link.href),
    ['/project/img//cam/2.png'],
  );
});

check("leaves a path outside the base URL unchecked, another app's on the same host", () => {
  const files = new Set(['docs/cam/index.html']);
  const page = pageWith(['/pricing', '/concepts/glossary/', '/project/pricing']);
  assert.equal(
    findBrokenLinks([page], files, { baseUrl: '/project/' }).map((link) => link.href),
    ['/project/pricing'],
  );
});

check('names a link to a page written in other letter case apart, with the page it means', () => {
  const files = new Set(['index.html', 'docs/languages/terraform/index.html']);
  const [link, ...rest] = findBrokenLinks(
    [{ file: 'index.html', targets: ['/docs/languages/Terraform', '/docs/languages/Go'], anchors: new Set() }],
    files,
    { baseUrl: '/' },
  );
  assert.is(link.href, '/docs/languages/Terraform');
  assert.ok(link.letterCase);
  assert.match(link.reason!, 'the page is /docs/languages/terraform');
  assert.equal(
    rest.map((other) => [other.href, other.letterCase]),
    [['/docs/languages/Go', undefined]],
  );
});

check('leaves a URL with a scheme to other hosts, even one the URL parser refuses', () => {
  const page = pageWith(['http://%5B::1%5D:8000', 'https://example.com/', 'ht tp://broken']);
  assert.equal(
    findBrokenLinks([page], new Set(['docs/cam/index.html']), { baseUrl: '/' }).map((link) => link.href),
    ['ht tp://broken'],
  );
});

check.run();
