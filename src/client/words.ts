import type { ClientWordId } from '../shared/client-words.js';

/**
 * The translations of the words this script shows, by id: the build writes a locale's in place of this object
 * (`wordsPlaceholder`), so that they cost no request and no parsing, and an English site's script none at all.
 */
const translations: Record<string, string> = { 'sitegen:words': '' };

/** A word the script shows, in the page's language, else the English `message`. `{name}` placeholders take `values`. */
export function word(id: ClientWordId, message: string, values: Record<string, string | number> = {}): string {
  return (translations[id] ?? message).replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
}
