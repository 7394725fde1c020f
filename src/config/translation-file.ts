import { existsSync } from 'node:fs';
import { SitegenError } from '../errors.js';
import { readSiteFile, type SiteBounds } from '../paths.js';

/** One entry of a translation file, as Docusaurus writes them: the text, and what it is for. */
export interface TranslationMessage {
  message: string;
  description?: string;
}

/** A translation file of Docusaurus's `i18n/<locale>/` folder: its entries by key. */
export type TranslationFileContent = Record<string, TranslationMessage>;

const fileShape =
  'a translation file is an object of entries, as Docusaurus writes it: `{ "<key>": { "message": "…" } }`';

/**
 * The entries of a translation file of the site, `{ key: { message, description } }`, or null when there is no such
 * file. A file that is not JSON, or an entry without a message, is an error naming the file and the entry.
 */
export function readTranslationFile(file: string, site: SiteBounds): TranslationFileContent | null {
  if (!existsSync(file)) return null;
  const text = readSiteFile(file, site).toString('utf8');
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch (error) {
    throw new SitegenError(`is not valid JSON: ${(error as Error).message}`, { file, hint: fileShape });
  }
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
    throw new SitegenError('is not an object of entries', { file, hint: fileShape });
  const content: TranslationFileContent = {};
  for (const [key, entry] of Object.entries(entries)) {
    const { message, description } = (typeof entry === 'string' ? { message: entry } : (entry ?? {})) as {
      message?: unknown;
      description?: unknown;
    };
    if (typeof message !== 'string')
      throw new SitegenError(`the entry "${key}" has no message`, { file, hint: `write "${key}": { "message": "…" }` });
    content[key] = typeof description === 'string' ? { message, description } : { message };
  }
  return content;
}

/** The messages of a translation file by key; none when it does not exist. */
export function translationMessages(file: string, site: SiteBounds): Record<string, string> {
  const content = readTranslationFile(file, site) ?? {};
  return Object.fromEntries(Object.entries(content).map(([key, entry]) => [key, entry.message]));
}
