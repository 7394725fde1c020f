/** A list of sections holding one query word, and what a section gains from being in it. */
export interface Hits {
  score: number;
  /** Read only when the ranking needs them: a common word's list is long, and decoding it is most of a query's work. */
  ids(): ArrayLike<number>;
}

export interface Ranked {
  id: number;
  score: number;
}

/**
 * The `limit` best sections for a query, given where each of its words is found: a section's score is the sum,
 * over the words, of the best score it gets from each word's hits, and only sections that every word reaches count.
 * Ties go to the earlier section.
 */
export function rank(hitsPerWord: Hits[][], sectionCount: number, limit: number): Ranked[] {
  return hitsPerWord.length === 1
    ? rankOneWord(hitsPerWord[0], sectionCount, limit)
    : rankWords(hitsPerWord, sectionCount, limit);
}

/**
 * With one word a section's score is the best of its hits, one of a few values: taking the lists from the highest
 * score down, the results are complete once `limit` sections are found, and the lower lists are never decoded.
 */
function rankOneWord(hits: Hits[], sectionCount: number, limit: number): Ranked[] {
  const ranked: Ranked[] = [];
  const seen = new Uint8Array(sectionCount);
  const byScore = [...hits].sort((a, b) => b.score - a.score);
  for (let i = 0; i < byScore.length && ranked.length < limit;) {
    const score = byScore[i].score;
    const level: number[] = [];
    for (; i < byScore.length && byScore[i].score === score; i++) {
      const ids = byScore[i].ids();
      for (let n = 0; n < ids.length; n++) {
        if (seen[ids[n]]) continue;
        seen[ids[n]] = 1;
        level.push(ids[n]);
      }
    }
    level.sort((a, b) => a - b);
    for (const id of level.slice(0, limit - ranked.length)) ranked.push({ id, score });
  }
  return ranked;
}

/** Sums every hit of every word, in typed arrays: a common word touches tens of thousands of sections. */
function rankWords(hitsPerWord: Hits[][], sectionCount: number, limit: number): Ranked[] {
  const total = new Float64Array(sectionCount);
  const wordBest = new Float64Array(sectionCount);
  const wordsFound = new Uint16Array(sectionCount);
  let found: number[] = [];
  hitsPerWord.forEach((hits, i) => {
    const touched: number[] = [];
    for (const { ids: list, score } of hits) {
      const ids = list();
      for (let n = 0; n < ids.length; n++) {
        const id = ids[n];
        // Only sections that all earlier words reached count.
        if (wordsFound[id] !== i) continue;
        if (wordBest[id] === 0) touched.push(id);
        if (score > wordBest[id]) wordBest[id] = score;
      }
    }
    for (const id of touched) {
      total[id] += wordBest[id];
      wordBest[id] = 0;
      wordsFound[id] = i + 1;
    }
    found = touched;
  });
  return best(found, total, limit).map((id) => ({ id, score: total[id] }));
}

/** The `limit` ids with the highest scores, ties by section order, without sorting every match. */
function best(ids: number[], scores: Float64Array, limit: number): number[] {
  const top: number[] = [];
  for (const id of ids) {
    if (top.length === limit && !before(id, top[limit - 1], scores)) continue;
    let i = Math.min(top.length, limit - 1);
    if (top.length < limit) top.push(id);
    else top[i] = id;
    while (i > 0 && before(top[i], top[i - 1], scores)) {
      const higher = top[i];
      top[i] = top[i - 1];
      top[--i] = higher;
    }
  }
  return top;
}

/** Whether section `a` ranks above section `b`. */
function before(a: number, b: number, scores: Float64Array): boolean {
  return scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
}
