/** The candidate nearest to `word` by edit distance, if one is near enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    // Lengths that far apart are at least that far apart: most candidates of a large site end here.
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const distance = editDistance(word, candidate, bestDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The edit distance of `a` and `b`, or `limit` once it is sure to be at least that. */
function editDistance(a: string, b: string, limit: number): number {
  let previous = Uint32Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (current[j] < rowBest) rowBest = current[j];
    }
    // Every later row is at least this row's least value.
    if (rowBest >= limit) return limit;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length], limit);
}
