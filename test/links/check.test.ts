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
  const page = pageWith(['/project/img//cam/1.png', '/project//img/cam/1.png', '/elsewhere//img/cam/1.png']);
  assert.equal(
    findBrokenLinks([page], files, { baseUrl: '/project/' }).map((link) => link.href),
    ['/elsewhere//img/cam/1.png'],
  );
});

check.run();
