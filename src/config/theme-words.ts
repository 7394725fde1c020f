import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRoot } from '../paths.js';

const require = createRequire(import.meta.url);
/** The theme's words in 35 languages, by Docusaurus's ids: the translations Docusaurus sites already use. */
export const docusaurusDir = path.join(
  path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
  'locales',
);
/** sitegen's own: `en.json`, the English of every word its theme shows, and `locales/`, one file per locale. */
export const ownWordsDir = path.join(packageRoot, 'src', 'i18n');
const translatedLocales = readdirSync(docusaurusDir).filter((name) => name !== 'base');

type Words = Record<string, string>;

const readWords = (file: string): Words => JSON.parse(readFileSync(file, 'utf8')) as Words;

/** The English of every word sitegen's theme and the browser's script show, by id: the ids a translation covers. */
export const englishWords = readWords(path.join(ownWordsDir, 'en.json'));

/** Where the theme's words in a language come from, each over the one before. */
export interface WordLayers {
  /** Docusaurus's translations, and its English: a message it left in English is no translation. */
  docusaurus: Words;
  docusaurusEnglish: Words;
  /** sitegen's own, for the words Docusaurus does not translate. */
  own: Words;
  /** The site's `i18n/<locale>/code.json`. */
  site: Words;
}

/**
 * The theme's words in a language, and the ids of `englishWords` none of the layers translates (they show in
 * English): Docusaurus's translations, sitegen's own where Docusaurus has none, and the site's over both.
 */
export function mergeWords({ docusaurus, docusaurusEnglish, own, site }: WordLayers): {
  strings: Words;
  untranslated: string[];
} {
  const strings: Words = {};
  for (const [id, message] of Object.entries(docusaurus)) if (message !== docusaurusEnglish[id]) strings[id] = message;
  for (const [id, message] of Object.entries(own)) strings[id] ??= message;
  Object.assign(strings, site);
  return { strings, untranslated: Object.keys(englishWords).filter((id) => !(id in strings)) };
}

/**
 * The layers of words for a language tag: the locale itself (`pt-BR`), else its language in its script (`zh-TW` →
 * `zh-Hant`), else the first of its language (`pt` → `pt-BR`). English has none: the theme's own words are English.
 */
export function shippedWords(tag: string): Omit<WordLayers, 'site'> | null {
  const language = tag.split('-')[0].toLowerCase();
  if (language === 'en') return null;
  const script = scriptOf(tag);
  const match =
    translatedLocales.find((name) => name.toLowerCase() === tag.toLowerCase()) ??
    translatedLocales.find((name) => name.toLowerCase() === `${language}-${script}`.toLowerCase()) ??
    translatedLocales.find((name) => name.split('-')[0].toLowerCase() === language);
  if (!match) return { docusaurus: {}, docusaurusEnglish: {}, own: {} };
  return {
    docusaurus: docusaurusWords(match),
    docusaurusEnglish: docusaurusWords('base'),
    own: readWords(path.join(ownWordsDir, 'locales', `${match}.json`)),
  };
}

/** The theme's words sitegen and Docusaurus ship for a language tag, as its pages show them before a site's own. */
export function shippedTranslations(tag: string): Words {
  const shipped = shippedWords(tag);
  return shipped ? mergeWords({ ...shipped, site: {} }).strings : {};
}

/** The script a language tag is written in, as `Intl` guesses it: `zh-TW` → `Hant`. */
function scriptOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().script;
  } catch {
    return undefined;
  }
}

/** Docusaurus's words for one of its locales, without the descriptions its files hold beside them. */
function docusaurusWords(locale: string): Words {
  const words: Words = {};
  for (const file of ['theme-common.json', 'theme-search-algolia.json'])
    for (const [id, message] of Object.entries(readWords(path.join(docusaurusDir, locale, file))))
      if (!id.endsWith('___DESCRIPTION')) words[id] = message;
  return words;
}

/** What a build says of the theme's words that stay English in the site's language, when some do. */
export function wordsLeftEnglish({
  locale,
  untranslated,
}: {
  locale: { name: string };
  untranslated: string[];
}): string | null {
  const file = `i18n/${locale.name}/code.json`;
  if (untranslated.length === 0) return null;
  if (untranslated.length === Object.keys(englishWords).length)
    return `the theme's words have no translation into ${locale.name}, so they stay English: translate them in ${file} (sitegen's src/i18n/en.json lists them)`;
  const named = untranslated.slice(0, 3).join(', ') + (untranslated.length > 3 ? ', …' : '');
  const [count, them] = untranslated.length === 1 ? ['1 word', 'it'] : [`${untranslated.length} words`, 'them'];
  return `the theme has no translation into ${locale.name} of ${count}, left in English (${named}): add ${them} to ${file}`;
}
