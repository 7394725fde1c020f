import { createStateNumbering, INITIAL, type IGrammar, type StateStack } from '../../shiki.js';

/** A line as a grammar tokenized it, made into what its caller wants (HTML), and the state the next line starts in. */
interface TokenizedLine<T> {
  value: T;
  end: StateStack;
}

/**
 * Lines remembered per grammar before starting afresh, which bounds the memory a large site's code can take. The
 * lines that recur are learnt again within a few pages, so a small bound highlights as fast as a large one.
 */
const defaultMaxLines = 20_000;

/**
 * Tokenizes code line by line through one grammar and remembers each line by the state it starts in. A line that
 * starts in the same state always tokenizes the same, so the lines that recur across a site's code blocks (imports,
 * closing braces, common calls) are tokenized once, even when no two blocks are alike.
 */
export function createLineTokenizer<T>(
  grammar: IGrammar,
  made: (line: string, tokens: Uint32Array) => T,
  maxLines = defaultMaxLines,
): (code: string) => T[] {
  let cache = newCache<T>();
  const emptyLine = made('', new Uint32Array(0));
  return (code) => {
    const lines: T[] = [];
    let state = INITIAL;
    for (const line of code.split(/\r?\n/)) {
      // An empty line leaves the state as it was, as shiki does.
      if (line === '') {
        lines.push(emptyLine);
        continue;
      }
      // Numbered anew for each line: a cache started afresh numbers states afresh.
      const id = cache.stateId(state);
      let known = cache.lines.get(id);
      if (!known) cache.lines.set(id, (known = new Map()));
      let tokenized = known.get(line);
      if (!tokenized) {
        // No time limit: a line given up on would come out differently from one build to the next.
        const { tokens, ruleStack } = grammar.tokenizeLine2(line, state, 0);
        tokenized = { value: made(line, tokens), end: ruleStack };
        known.set(line, tokenized);
        if (++cache.size > maxLines) cache = newCache();
      }
      lines.push(tokenized.value);
      state = tokenized.end;
    }
    return lines;
  };
}

/** Remembered lines, by the number of the state they start in. */
function newCache<T>() {
  return { lines: new Map<number, Map<string, TokenizedLine<T>>>(), size: 0, stateId: createStateNumbering() };
}
