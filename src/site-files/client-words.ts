import { clientWordIds, wordsPlaceholder } from '../shared/client-words.js';

/**
 * A browser script with the translations of the words it shows (those of `strings` whose ids it or the chunks it
 * loads hold: they ask it for their words) written in place of its placeholder; the script as it is when it shows
 * none, or none is translated.
 */
export function withTranslatedWords(script: string, strings: Record<string, string>, chunks: string[] = []): string {
  const translated = clientWordIds.filter(
    (id) => id in strings && [script, ...chunks].some((text) => text.includes(JSON.stringify(id))),
  );
  if (translated.length === 0) return script;
  const at = script.indexOf(wordsPlaceholder);
  // The placeholder is the runtime's own: without it, a change to words.ts or to esbuild's printing went unnoticed.
  if (at === -1 || script.indexOf(wordsPlaceholder, at + 1) !== -1)
    throw new Error(`the browser script does not hold its words' placeholder ${wordsPlaceholder} exactly once`);
  const words = JSON.stringify(Object.fromEntries(translated.map((id) => [id, strings[id]])));
  return script.slice(0, at) + words + script.slice(at + wordsPlaceholder.length);
}
