import { INITIAL, type IGrammar, type StateStack } from '@shikijs/vscode-textmate';

/** A line as a grammar tokenized it, already made into HTML, and the state the next line starts in. */
interface TokenizedLine {
  html: string;
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
export function createLineTokenizer(grammar: IGrammar, toHtml: (line: string, tokens: Uint32Array) => string, maxLines = defaultMaxLines): (code: string) => string[] {
  let cache = newCache();
  return (code) => {
    const lines: string[] = [];
    let state = INITIAL;
    for (const line of code.split(/\r?\n/)) {
      // An empty line leaves the state as it was, as shiki does.
      if (line === '') {
        lines.push('');
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
        tokenized = { html: toHtml(line, tokens), end: ruleStack };
        known.set(line, tokenized);
        if (++cache.size > maxLines) cache = newCache();
      }
      lines.push(tokenized.html);
      state = tokenized.end;
    }
    return lines;
  };
}

/** The parts of vscode-textmate's state objects that decide how the following lines tokenize. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}
interface Scopes {
  parent: Scopes | null;
  scopePath: ScopePath;
  tokenAttributes: number;
}
interface State {
  parent: State | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: Scopes | null;
  contentNameScopesList: Scopes | null;
}

/**
 * Remembered lines, keyed by a number for each distinct state. Equal states are different objects when different
 * lines led to them, so each gets the number of everything it holds (its rule, end pattern and scopes, and those of
 * the states below it): nothing that could change a later line's tokens is left out.
 */
function newCache() {
  const numbers = new WeakMap<object, number>();
  const numberOf = new Map<string, number>();
  const number = <T extends object>(object: T | null, describe: (object: T) => string): number => {
    if (!object) return 0;
    let n = numbers.get(object);
    if (n === undefined) {
      const description = describe(object);
      n = numberOf.get(description);
      if (n === undefined) numberOf.set(description, (n = numberOf.size + 1));
      numbers.set(object, n);
    }
    return n;
  };
  const pathId = (path: ScopePath | null): number => number(path, (p) => `p ${pathId(p.parent)} ${p.scopeName}`);
  const scopesId = (scopes: Scopes | null): number => number(scopes, (s) => `s ${scopesId(s.parent)} ${pathId(s.scopePath)} ${s.tokenAttributes}`);
  const stateId = (state: State | null): number =>
    number(state, (s) => `t ${stateId(s.parent)} ${s.ruleId} ${s.beginRuleCapturedEOL} ${scopesId(s.nameScopesList)} ${scopesId(s.contentNameScopesList)} ${s.endRule}`);
  return {
    lines: new Map<number, Map<string, TokenizedLine>>(),
    size: 0,
    stateId: (state: StateStack) => stateId(state as unknown as State),
  };
}
