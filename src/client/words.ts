import { clientWordsElementId, type ClientWordId } from '../shared/client-words.js';

let translations: Record<string, string> | undefined;

/**
 * A word the script shows, in the page's language: its translation, carried by the page, else the English
 * `message`. `{name}` placeholders take `values`.
 */
export function word(id: ClientWordId, message: string, values: Record<string, string | number> = {}): string {
  translations ??= JSON.parse(document.getElementById(clientWordsElementId)?.textContent || '{}') as Record<
    string,
    string
  >;
  return (translations[id] ?? message).replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole));
}
