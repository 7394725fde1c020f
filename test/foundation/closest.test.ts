// The did-you-mean of every message: the nearest candidate by edit distance, only when it is a likely typo.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closest } from '../../src/closest.js';

const nearest = suite('closest: did you mean');

nearest('finds the candidate a typo came from', () => {
  assert.is(closest('/docs/instalation', ['/docs/installation', '/docs/usage', '/blog']), '/docs/installation');
  assert.is(closest('sidbar', ['sidebar', 'navbar', 'footer']), 'sidebar');
});

nearest('suggests nothing when no candidate is near', () => {
  assert.is(closest('/docs/moon', ['/docs/installation', '/blog/hello-world']), null);
  assert.is(closest('x', []), null);
});

nearest('keeps the first of equally near candidates', () => {
  assert.is(closest('cat', ['bat', 'hat', 'cut']), 'bat');
});

/** The plain edit distance, cell by cell, to hold the fast one to. */
function plainDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      rows[i][j] = Math.min(
        rows[i - 1][j] + 1,
        rows[i][j - 1] + 1,
        rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  return rows[a.length][b.length];
}

nearest('picks what the plain edit distance picks, over many made-up paths', () => {
  let seed = 7;
  const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const word = () => Array.from({ length: 3 + random(12) }, () => 'abcde/-'[random(7)]).join('');
  for (let round = 0; round < 200; round++) {
    const target = word();
    const candidates = Array.from({ length: 30 }, word);
    const limit = Math.max(2, Math.floor(target.length / 3)) + 1;
    let expected: string | null = null;
    let best = limit;
    for (const candidate of candidates) {
      const distance = plainDistance(target, candidate);
      if (distance < best) [expected, best] = [candidate, distance];
    }
    assert.is(closest(target, candidates), expected, `for ${target}`);
  }
});

nearest.run();
