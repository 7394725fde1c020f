// The one module that imports shiki, the TextMate tokenizer it runs on through shiki's own `shiki/textmate`, and its
// transformers: the highlighter, its regex engine, its line cache and its notation comments use them through here.
import type { StateStack, StateStackImpl } from 'shiki/textmate';

export { bundledLanguagesInfo, createCssVariablesTheme, createHighlighter, tokensToHast } from 'shiki';
export type { LanguageRegistration, RegexEngine, ShikiTransformer, Highlighter, ThemedToken } from 'shiki';
export {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
  transformerRemoveNotationEscape,
} from '@shikijs/transformers';
export type { Element, ElementContent } from 'hast';
export { EncodedTokenMetadata, INITIAL } from 'shiki/textmate';
export type { IGrammar, IOnigCaptureIndex, IOnigMatch, OnigScanner, OnigString, StateStack } from 'shiki/textmate';

/**
 * Numbers tokenizer states so that two states get the same number exactly when the lines after them tokenize alike.
 * Equal states are different objects when different lines led to them, so each gets the number of its frames as the
 * tokenizer serializes them to hand a state to another thread (rule, end pattern, scopes, whether its begin took the
 * end of the line), and of the frames below it.
 */
export function createStateNumbering(): (state: StateStack) => number {
  const numbers = new WeakMap<StateStack, number>();
  const numberOf = new Map<string, number>();
  const number = (state: StateStack | null): number => {
    if (state === null) return 0;
    let n = numbers.get(state);
    if (n === undefined) {
      if (!isSerializable(state))
        throw new Error('the TextMate tokenizer no longer gives states that serialize their frames');
      const { ruleId, beginRuleCapturedEOL, endRule, nameScopesList, contentNameScopesList } =
        state.toStateStackFrame();
      const description = `${number(state.parent)} ${JSON.stringify([ruleId, beginRuleCapturedEOL, endRule, nameScopesList, contentNameScopesList])}`;
      n = numberOf.get(description);
      if (n === undefined) numberOf.set(description, (n = numberOf.size + 1));
      numbers.set(state, n);
    }
    return n;
  };
  return number;
}

/** The tokenizer declares its states as `StateStackImpl`, whose frames serialize; checked, so that a change fails loudly. */
const isSerializable = (state: StateStack): state is StateStackImpl =>
  'toStateStackFrame' in state && 'parent' in state;
