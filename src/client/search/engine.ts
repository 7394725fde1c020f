import type { SearchIndex } from './format.js';

export interface SearchResult {
  pageTitle: string;
  /** The section's heading, '' for the top of the page. */
  heading: string;
  url: string;
  /** HTML-escaped heading with the matched words in `<mark>`. */
  headingHtml: string;
  /** HTML-escaped excerpt around the first match, with the matched words in `<mark>`. */
  snippetHtml: string;
  score: number;
}

interface Section {
  pageTitle: string;
  heading: string;
  url: string;
  text: string;
  title: Set<string>;
  headingWords: Set<string>;
  intro: boolean;
}

// Where a word is found weighs more than how well it matched: titles, then headings, then body text.
const FIELD_WEIGHT = { title: 10, heading: 6, body: 1 } as const;
const MATCH_WEIGHT = { exact: 1, prefix: 0.7, typo: 0.45 } as const;
const SNIPPET_RADIUS = 70;

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** An in-memory index over the sections: exact, prefix and one-typo matches, ranked by field. */
export function createSearchEngine(index: SearchIndex) {
  const sections: Section[] = index.sections.map(([page, heading, anchor, text]) => ({
    pageTitle: index.pages[page].title,
    heading,
    url: index.pages[page].url + (anchor ? `#${anchor}` : ''),
    text,
    title: new Set(words(index.pages[page].title)),
    headingWords: new Set(words(heading)),
    intro: heading === '',
  }));
  const postings = new Map<string, number[]>();
  sections.forEach((section, id) => {
    for (const word of new Set([...section.title, ...section.headingWords, ...words(section.text)])) {
      const list = postings.get(word);
      if (list) list.push(id);
      else postings.set(word, [id]);
    }
  });
  const vocabulary = [...postings.keys()].sort();

  /** Every word of the index that a query word may mean, with how well it matches. */
  function candidates(term: string): Array<[word: string, weight: number]> {
    const found = new Map<string, number>();
    if (postings.has(term)) found.set(term, MATCH_WEIGHT.exact);
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (vocabulary[mid] < term) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < vocabulary.length && vocabulary[i].startsWith(term); i++) {
      if (!found.has(vocabulary[i])) found.set(vocabulary[i], MATCH_WEIGHT.prefix);
    }
    if (term.length >= 4) {
      for (const word of vocabulary) {
        if (!found.has(word) && Math.abs(word.length - term.length) <= 1 && withinOneEdit(word, term)) found.set(word, MATCH_WEIGHT.typo);
      }
    }
    return [...found];
  }

  return {
    sectionCount: sections.length,
    search(query: string, limit = 10): SearchResult[] {
      const terms = [...new Set(words(query))];
      if (terms.length === 0) return [];
      const scores = new Map<number, number>();
      const matchedWords = new Set<string>();
      terms.forEach((term, position) => {
        const best = new Map<number, number>();
        for (const [word, weight] of candidates(term)) {
          matchedWords.add(word);
          for (const id of postings.get(word)!) {
            const section = sections[id];
            const field = section.title.has(word) && section.intro
              ? FIELD_WEIGHT.title
              : section.headingWords.has(word)
                ? FIELD_WEIGHT.heading
                : section.title.has(word)
                  ? FIELD_WEIGHT.body * 2
                  : FIELD_WEIGHT.body;
            best.set(id, Math.max(best.get(id) ?? 0, weight * field));
          }
        }
        // Every word of the query must match somewhere in the section.
        for (const id of position === 0 ? best.keys() : [...scores.keys()]) {
          const score = best.get(id);
          if (score === undefined) scores.delete(id);
          else scores.set(id, (scores.get(id) ?? 0) + score);
        }
      });
      return [...scores]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limit)
        .map(([id, score]) => {
          const section = sections[id];
          return {
            pageTitle: section.pageTitle,
            heading: section.heading,
            url: section.url,
            headingHtml: mark(section.heading || section.pageTitle, matchedWords),
            snippetHtml: snippet(section.text, matchedWords),
            score,
          };
        });
    },
  };
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i + (a.length >= b.length ? 1 : 0));
  const restB = b.slice(i + (b.length >= a.length ? 1 : 0));
  return restA === restB || (a.length === b.length && a.slice(i + 2) === b.slice(i + 2) && a[i] === b[i + 1] && a[i + 1] === b[i]);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** Escapes text and wraps each word found in the query's matches in `<mark>`. */
function mark(text: string, matched: Set<string>): string {
  return text.replace(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu, (part) => (matched.has(part.toLowerCase()) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)));
}

function snippet(text: string, matched: Set<string>): string {
  let at = -1;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matched.has(match[0].toLowerCase())) {
      at = match.index!;
      break;
    }
  }
  const start = Math.max(0, at - SNIPPET_RADIUS);
  const end = Math.min(text.length, (at < 0 ? 0 : at) + SNIPPET_RADIUS * 2);
  const excerpt = text.slice(start, end).replace(/^\S*\s/, start > 0 ? '' : '$&').replace(/\s\S*$/, end < text.length ? '' : '$&');
  return `${start > 0 ? '…' : ''}${mark(excerpt, matched)}${end < text.length ? '…' : ''}`;
}
