/** A list of sections holding one query word, and what a section gains from being in it. */
export interface Hits {
  score: number;
  /** Read only when the ranking needs them: a common word's list is long, and decoding it is most of a query's work. */
  ids(): ArrayLike<number>;
}

export interface Ranked {
  id: number;
  score: number;
  /** How many of the required words the section has: all of them, unless no section has. */
  wordsFound: number;
}

/**
 * The `limit` best sections for a query, given where each of its words is found, the first `required` words those
 * it must have: a section's score is the sum, over the words, of the best score it gets from each word's hits. Only
 * sections that every required word reaches count; when there are none, those that the most of them reach, then by
 * score. Ties go to the earlier section.
 */
export function rank(hitsPerWord: Hits[][], required: number, sectionCount: number, limit: number): Ranked[] {
  if (hitsPerWord.length === 1) return rankOneWord(hitsPerWord[0], sectionCount, limit);
  const all = rankWords(hitsPerWord, required, sectionCount, limit, false);
  return all.length > 0 || required < 2 ? all : rankWords(hitsPerWord, required, sectionCount, limit, true);
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
    for (const id of level.slice(0, limit - ranked.length)) ranked.push({ id, score, wordsFound: 1 });
  }
  return ranked;
}

/**
 * Sums every hit of every word, in typed arrays: a common word touches tens of thousands of sections. `some` counts
 * the sections that any required word reaches, not only those that all of them do.
 */
function rankWords(hitsPerWord: Hits[][], required: number, sectionCount: number, limit: number, some: boolean) {
  const total = new Float64Array(sectionCount);
  const wordBest = new Float64Array(sectionCount);
  const wordsFound = new Uint16Array(sectionCount);
  let found: number[] = [];
  hitsPerWord.forEach((hits, i) => {
    const optional = i >= required;
    // The required words a section needs for this word to count: all earlier ones; with `some`, none, or one for a
    // stop word, which alone makes no result.
    const needed = some ? Number(optional) : Math.min(i, required);
    const touched: number[] = [];
    for (const { ids: list, score } of hits) {
      const ids = list();
      for (let n = 0; n < ids.length; n++) {
        const id = ids[n];
        if (some ? wordsFound[id] < needed : wordsFound[id] !== needed) continue;
        if (wordBest[id] === 0) touched.push(id);
        if (score > wordBest[id]) wordBest[id] = score;
      }
    }
    for (const id of touched) {
      total[id] += wordBest[id];
      wordBest[id] = 0;
      if (optional) continue;
      if (some && wordsFound[id] === 0) found.push(id);
      wordsFound[id]++;
    }
    if (!some && !optional) found = touched;
  });
  return best(found, total, wordsFound, limit).map((id) => ({ id, score: total[id], wordsFound: wordsFound[id] }));
}

/** The `limit` ids with the most words, then the highest scores, ties by section order, without sorting every match. */
function best(ids: number[], scores: Float64Array, words: Uint16Array, limit: number): number[] {
  const top: number[] = [];
  for (const id of ids) {
    if (top.length === limit && !before(id, top[limit - 1], scores, words)) continue;
    let i = Math.min(top.length, limit - 1);
    if (top.length < limit) top.push(id);
    else top[i] = id;
    while (i > 0 && before(top[i], top[i - 1], scores, words)) {
      const higher = top[i];
      top[i] = top[i - 1];
      top[--i] = higher;
    }
  }
  return top;
}

/** Whether section `a` ranks above section `b`. */
function before(a: number, b: number, scores: Float64Array, words: Uint16Array): boolean {
  if (words[a] !== words[b]) return words[a] > words[b];
  return scores[a] > scores[b] || (scores[a] === scores[b] && a < b);
}
