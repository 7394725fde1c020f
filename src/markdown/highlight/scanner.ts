import type { IOnigCaptureIndex, IOnigMatch, OnigScanner, OnigString, RegexEngine } from '../../shiki.js';

/** Where a group that took no part in a match is, as vscode-textmate expects it. */
const UNMATCHED = 4294967295;

/** A pattern's last search of a line: a later search of the same line from up to `index` finds the same match. */
interface LastSearch {
  line: number;
  from: number;
  /** Where it matched, or -1 when it did not match after `from`. */
  index: number;
  indices: RegExpIndicesArray | undefined;
}

interface Pattern {
  regexp: RegExp;
  /** Null when its searches cannot be reused: a sticky RegExp, or one emulating Oniguruma around `exec`. */
  last: LastSearch | null;
}

interface Line extends OnigString {
  /** Numbers the lines, so that a search remembered for one is never taken for another's. */
  readonly id: number;
}

/**
 * shiki's JavaScript RegExp engine, except that a pattern's last search is shared by every rule whose scanner has
 * it, not kept per scanner. A grammar's rules list the same patterns again and again (each rule a line enters
 * scans with its own list, built from the same includes), and a search already made on a line answers any later
 * search of it that starts no further than where it matched, which spares many RegExp runs. `toRegExp` converts a pattern, or throws for one RegExp cannot express: that one is skipped.
 */
export function createSharedSearchEngine(toRegExp: (pattern: string) => RegExp): RegexEngine {
  let lines = 0;
  const patterns = new Map<string, Pattern | null>();
  const patternOf = (source: string): Pattern | null => {
    let pattern = patterns.get(source);
    if (pattern === undefined) {
      pattern = null;
      try {
        const regexp = toRegExp(source);
        const reusable = !regexp.sticky && !(regexp as { rawOptions?: { strategy?: unknown } }).rawOptions?.strategy;
        pattern = { regexp, last: reusable ? { line: 0, from: 0, index: -1, indices: undefined } : null };
      } catch {
        // Skipped, as shiki's forgiving engine does.
      }
      patterns.set(source, pattern);
    }
    return pattern;
  };
  return {
    createScanner: (sources) =>
      new SharedSearchScanner(
        sources.map((source) => (typeof source === 'string' ? patternOf(source) : { regexp: source, last: null })),
      ),
    createString: (content): Line => ({ content, id: ++lines }),
  };
}

class SharedSearchScanner implements OnigScanner {
  constructor(private readonly patterns: Array<Pattern | null>) {}

  findNextMatchSync(string: string | OnigString, start: number): IOnigMatch | null {
    const text = typeof string === 'string' ? string : string.content;
    const line = typeof string === 'string' ? 0 : (string as Line).id;
    let best = -1;
    let bestIndex = 0;
    let bestIndices: RegExpIndicesArray | undefined;
    for (let i = 0; i < this.patterns.length; i++) {
      const pattern = this.patterns[i];
      if (pattern === null) continue;
      const last = line === 0 ? null : pattern.last;
      let index: number;
      let indices: RegExpIndicesArray | undefined;
      if (last !== null && last.line === line && last.from <= start && (last.index === -1 || last.index >= start)) {
        index = last.index;
        indices = last.indices;
      } else {
        const match = search(pattern.regexp, text, start);
        index = match ? match.index : -1;
        indices = match?.indices;
        if (last !== null) {
          last.line = line;
          last.from = start;
          last.index = index;
          last.indices = indices;
        }
      }
      if (index === -1) continue;
      if (index === start) return result(i, indices!);
      if (best === -1 || index < bestIndex) {
        best = i;
        bestIndex = index;
        bestIndices = indices;
      }
    }
    return best === -1 ? null : result(best, bestIndices!);
  }
}

function search(regexp: RegExp, text: string, start: number): RegExpExecArray | null {
  regexp.lastIndex = start;
  try {
    return regexp.exec(text);
  } catch {
    // A pattern that fails at run time (too much recursion) is skipped, as shiki's forgiving engine does.
    return null;
  }
}

function result(index: number, indices: RegExpIndicesArray): IOnigMatch {
  const captureIndices: IOnigCaptureIndex[] = [];
  for (const range of indices)
    captureIndices.push(
      range === undefined
        ? { start: UNMATCHED, end: UNMATCHED, length: 0 }
        : { start: range[0], end: range[1], length: range[1] - range[0] },
    );
  return { index, captureIndices };
}
