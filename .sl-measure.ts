// Scratch: index size of a CJK corpus with letter pairs and with Intl.Segmenter words.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { stopWords, prefixOf } from './src/shared/search-format.js';
import { foldText, searchWords, wordPattern } from './src/shared/search-tokens.js';
import { postingsShardsOf } from './src/search/terms.js';
import { indexPage } from './src/content/search-words.js';
import type { PageIndex } from './src/content/search-words.js';

const [dir, lang] = process.argv.slice(2);
const pages = readdirSync(dir).map((f) => {
  const md = readFileSync(`${dir}/${f}`, 'utf8').replace(/^---[\s\S]*?---/, '');
  const sections: Array<[string, string, string]> = [];
  let heading = '', body: string[] = [];
  for (const line of md.split('\n')) {
    const h = /^#{1,4}\s+(.*)/.exec(line);
    if (h) { sections.push([heading, '', body.join('\n')]); heading = h[1]; body = []; } else body.push(line);
  }
  sections.push([heading, '', body.join('\n')]);
  return sections;
});
const cjk = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
const segmenterWords = (text: string) =>
  (foldText(text, lang).match(wordPattern) ?? []).flatMap((w) =>
    cjk.test(w) ? [...segmenter.segment(w)].filter((s) => s.isWordLike).map((s) => s.segment) : [w],
  );
function pageIndex(sections: Array<[string, string, string]>, split: (t: string) => string[]): PageIndex {
  const byWord = new Map<string, [number[], number[]]>();
  sections.forEach(([h, , t], id) => {
    for (const [field, value] of [[0, h], [1, t]] as const)
      for (const w of split(value)) {
        if (stopWords.has(w)) continue;
        let e = byWord.get(w);
        if (!e) byWord.set(w, (e = [[], []]));
        if (e[field].at(-1) !== id) e[field].push(id);
      }
  });
  const places: number[] = [];
  for (const [h, t] of byWord.values()) places.push(h.length, ...h, t.length, ...t);
  return { words: [...byWord.keys()].join(' '), places: Uint16Array.from(places) };
}
for (const [name, split] of [
  ['letter pairs', (t: string) => searchWords(t, lang)],
  ['Intl.Segmenter', segmenterWords],
] as const) {
  const started = performance.now();
  const input = pages.map((s) => ({ search: pageIndex(s, split), searchSize: { sections: s.length, textBytes: 0 } }));
  const ms = performance.now() - started;
  let bytes = 0, gz = 0, files = 0;
  const words = new Set<string>();
  for (const [, shard] of postingsShardsOf(input)) {
    const json = JSON.stringify(shard);
    bytes += Buffer.byteLength(json); gz += gzipSync(json, { level: 9 }).length; files++;
    for (const w of Object.keys(shard)) words.add(w);
  }
  const cjkWords = [...words].filter((w) => cjk.test(w));
  const prefixes2 = new Set(cjkWords.map((w) => [...w].slice(0, 2).join('')));
  const textBytes = pages.reduce((n, s) => n + Buffer.byteLength(JSON.stringify(s)), 0);
  console.log(`${name}: ${pages.length} pages, text ${(textBytes / 1024).toFixed(0)} KB; postings ${(bytes / 1024).toFixed(0)} KB (${(gz / 1024).toFixed(0)} KB gzipped) in ${files} files; ${words.size} words (${cjkWords.length} CJK); words in ${ms.toFixed(0)} ms; files if CJK words were grouped by two letters: ${files - new Set(cjkWords.map((w) => prefixOf(w))).size + prefixes2.size}`);
}
void indexPage;
// Recall and precision of each way for the corpus's own words, as queries: a section holds a word when its text does.
{
  const sections = pages.flat().map(([h, , t]) => foldText(`${h}\n${t}`, lang));
  const sets = (split: (t: string) => string[]) => sections.map((s) => new Set(split(s)));
  const pairs = sets((t) => searchWords(t, lang));
  const segs = sets(segmenterWords);
  const queries = [...new Set(sections.flatMap((s) => segmenterWords(s)).filter((w) => cjk.test(w) && [...w].length >= 2))];
  const sample = queries.filter((_, i) => i % Math.ceil(queries.length / 400) === 0);
  let truth = 0, foundPairs = 0, rightPairs = 0, foundSegs = 0, rightSegs = 0, missedSegs = 0;
  for (const q of sample) {
    const holds = sections.map((s) => s.includes(q));
    const qp = searchWords(q, lang), qs = segmenterWords(q);
    sections.forEach((_, i) => {
      const p = qp.every((w) => pairs[i].has(w)), s = qs.length > 0 && qs.every((w) => segs[i].has(w));
      if (holds[i]) truth++;
      if (p) { foundPairs++; if (holds[i]) rightPairs++; }
      if (s) { foundSegs++; if (holds[i]) rightSegs++; }
      if (holds[i] && !s) missedSegs++;
    });
  }
  console.log(`${sample.length} queries (Segmenter words of the corpus): sections holding them ${truth}; letter pairs find ${rightPairs}/${truth} (${foundPairs - rightPairs} more without the word itself); Segmenter finds ${rightSegs}/${truth} (${foundSegs - rightSegs} more)`);
}
