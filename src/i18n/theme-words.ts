import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { themeTranslations, translationsDir } from '../config/i18n.js';
import { builtinTemplatesDir } from '../config/resolve.js';
import { packageRoot } from '../paths.js';
import type { TranslationFileContent } from '../config/translation-file.js';

/** Where the theme's words are written: the templates, and the browser's script (both ship as source). */
export const wordSources = { templates: builtinTemplatesDir, client: path.join(packageRoot, 'src', 'client') };

/** What sitegen's own words, and the one Docusaurus leaves undescribed, are for. */
const ownDescriptions: Record<string, string> = {
  'theme.docs.versionBadge.label': 'The badge naming the version of the docs a page belongs to',
  'sitegen.CodeBlock.copyByHand': 'The copy button of code blocks when the browser would not copy: how to copy by hand',
  'sitegen.loading.label': 'What screen readers say of the loading indicator while the next page loads',
  'sitegen.loading.failed': 'The message of a page that could not be loaded; {error} says why',
  'sitegen.loading.dismiss': 'The button closing the message of a page that could not be loaded',
  'sitegen.search.resultsLabel': 'What screen readers call the list of search results',
  'sitegen.search.unavailable': 'The message of the search dialog when search cannot be used; {error} says why',
  'sitegen.menu.open': 'The button opening the navigation menu on small screens',
  'sitegen.menu.close': 'The button closing the navigation menu on small screens',
};

const literal = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** `translate(site, 'id', 'message'` and `translateWith(site, …`, as templates call them; `plural()` takes their result. */
const templateCall = new RegExp(String.raw`\b(?:translate|translateWith)\(\s*\w+,\s*${literal},\s*${literal}`, 'g');
/** `word('id', 'message'`, as the browser's script calls it. */
const clientCall = new RegExp(String.raw`\bword\(\s*${literal},\s*${literal}`, 'g');

/** The ids and English messages of the calls in one source file, in their order. */
export function wordsIn(source: string, kind: keyof typeof wordSources): Array<[id: string, message: string]> {
  return [...source.matchAll(kind === 'templates' ? templateCall : clientCall)].map((call) => [
    stringValue(call[1]),
    stringValue(call[2]),
  ]);
}

/** The value of a JavaScript string literal without expressions. */
function stringValue(literal: string): string {
  const body = literal
    .slice(1, -1)
    .replace(/\\(.)|"/gs, (whole, escaped?: string) => (escaped === undefined ? '\\"' : escaped === "'" ? "'" : whole));
  return JSON.parse(`"${body}"`) as string;
}

/** The source files of one kind. */
export function sourceFiles(kind: keyof typeof wordSources): string[] {
  const folder = wordSources[kind];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(kind === 'templates' ? '.tsx' : '.ts'))
    .sort()
    .map((file) => path.join(folder, file));
}

/** Every word of the theme by id, with its English message, read from the calls that show it. */
export function themeWords(): Map<string, string> {
  const words = new Map<string, string>();
  for (const kind of ['templates', 'client'] as const)
    for (const file of sourceFiles(kind))
      for (const [id, message] of wordsIn(readFileSync(file, 'utf8'), kind)) if (!words.has(id)) words.set(id, message);
  return new Map([...words].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What each word is for: Docusaurus's description of its id, else sitegen's own. */
export function wordDescriptions(): Record<string, string> {
  const descriptions: Record<string, string> = { ...ownDescriptions };
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    const base = JSON.parse(readFileSync(path.join(translationsDir, 'base', file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(base))
      if (key.endsWith('___DESCRIPTION')) descriptions[key.slice(0, -'___DESCRIPTION'.length)] = text;
  }
  return descriptions;
}

/**
 * The entries of `code.json` for a locale: every word of the theme, as the locale's pages show it before the site
 * translates it (Docusaurus's translation for the locale when it ships one, else the English), with what it is for.
 */
export function codeTranslations(locale: string): TranslationFileContent {
  const shipped = themeTranslations(locale);
  const descriptions = wordDescriptions();
  return Object.fromEntries(
    [...themeWords()].map(([id, english]) => [id, { message: shipped[id] ?? english, description: descriptions[id] }]),
  );
}
