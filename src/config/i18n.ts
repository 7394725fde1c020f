import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { translationMessages } from './translation-file.js';
import type { SiteBounds } from '../paths.js';
import type { KeyFailure } from './head-tags.js';
import type { LocaleConfig } from './locale.js';
import type { ResolvedConfig, UserConfig } from './types.js';

const require = createRequire(import.meta.url);
/** The theme's words in 37 languages, by Docusaurus's ids: the translations Docusaurus sites already use. */
export const translationsDir = path.join(
  path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
  'locales',
);
const translatedLocales = readdirSync(translationsDir).filter((name) => name !== 'base');
/** Languages written right to left, by their language subtag. */
const rightToLeft = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/**
 * The site's locales with Docusaurus's defaults: its label in its own language, its direction, its `lang`, its path.
 * The default locale is the one built; the theme's words are its translations, with the site's `i18n/<locale>/code.json`
 * over them.
 */
export function resolveI18n(
  i18n: UserConfig['i18n'],
  { root, site, fail }: { root: string; site: SiteBounds; fail: KeyFailure },
): ResolvedConfig['i18n'] {
  const defaultLocale = i18n?.defaultLocale ?? 'en';
  const locales = i18n?.locales ?? [defaultLocale];
  if (!locales.includes(defaultLocale))
    fail('i18n.locales', `does not list the default locale "${defaultLocale}"`, {
      hint: `add "${defaultLocale}" to i18n.locales`,
    });
  for (const name of Object.keys(i18n?.localeConfigs ?? {}))
    if (!locales.includes(name))
      fail(`i18n.localeConfigs.${name}`, `names a locale that i18n.locales does not list`, {
        hint: `the locales are ${locales.join(', ')}`,
      });
  const own = i18n?.localeConfigs?.[defaultLocale] ?? {};
  const htmlLang = own.htmlLang ?? defaultLocale;
  const language = htmlLang.split('-')[0].toLowerCase();
  const locale: LocaleConfig = {
    name: defaultLocale,
    label: own.label ?? languageName(htmlLang),
    direction: own.direction ?? (rightToLeft.has(language) ? 'rtl' : 'ltr'),
    htmlLang,
    calendar: own.calendar ?? 'gregory',
  };
  return {
    defaultLocale,
    locales,
    locale,
    strings: {
      ...themeTranslations(htmlLang),
      ...translationMessages(path.join(root, 'i18n', defaultLocale, 'code.json'), site),
    },
  };
}

/** A locale's name in its own language, as `Intl` knows it: `fr` → "français". */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * Docusaurus's translations of the theme's words for a language: the locale itself (`pt-BR`), else the first of
 * its language (`pt` → `pt-BR`). English needs none: the theme's own words are English.
 */
export function themeTranslations(tag: string): Record<string, string> {
  const language = tag.split('-')[0].toLowerCase();
  if (language === 'en') return {};
  const match =
    translatedLocales.find((name) => name.toLowerCase() === tag.toLowerCase()) ??
    translatedLocales.find((name) => name.split('-')[0].toLowerCase() === language);
  if (!match) return {};
  const strings: Record<string, string> = {};
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    const messages = JSON.parse(readFileSync(path.join(translationsDir, match, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [id, message] of Object.entries(messages)) if (!id.endsWith('___DESCRIPTION')) strings[id] = message;
  }
  return strings;
}

/** What a build says of the locales the config lists besides the default, which it does not build. */
export function localesLeftOut(config: ResolvedConfig): string | null {
  const others = config.i18n.locales.filter((locale) => locale !== config.i18n.defaultLocale);
  return others.length === 0
    ? null
    : `only the default locale, ${config.i18n.defaultLocale}, is built: sitegen does not build ${others.join(', ')} (i18n.locales), and their translations in i18n/ are left out`;
}
