import { existsSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { readSiteFile, type SiteBounds } from '../paths.js';
import type { KeyFailure } from './head-tags.js';
import type { LocaleConfig } from './locale.js';
import { mergeWords, shippedWords } from './theme-words.js';
import type { ResolvedConfig, UserConfig } from './types.js';

/** Languages written right to left, by their language subtag. */
const rightToLeft = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/**
 * The site's locales with Docusaurus's defaults: its label in its own language, its direction, its `lang`, its path.
 * The default locale is the one built; the theme's words are its translations (Docusaurus's, then sitegen's own), with
 * the site's `i18n/<locale>/code.json` over them.
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
  const siteWords = siteTranslations(root, defaultLocale, site);
  const shipped = shippedWords(htmlLang);
  const { strings, untranslated } = shipped
    ? mergeWords({ ...shipped, site: siteWords })
    : { strings: siteWords, untranslated: [] };
  return { defaultLocale, locales, locale, strings, untranslated };
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
 * The site's own words for the theme, in Docusaurus's `i18n/<locale>/code.json`: `{ id: { message } }`, or
 * `{ id: message }`.
 */
function siteTranslations(root: string, locale: string, site: SiteBounds): Record<string, string> {
  const file = path.join(root, 'i18n', locale, 'code.json');
  if (!existsSync(file)) return {};
  let entries: unknown;
  try {
    entries = JSON.parse(readSiteFile(file, site).toString('utf8'));
  } catch (error) {
    throw new SitegenError(`is not valid JSON: ${(error as Error).message}`, {
      file,
      hint: 'write `{ "theme.docs.paginator.next": { "message": "Suivant" } }`',
    });
  }
  const strings: Record<string, string> = {};
  for (const [id, entry] of Object.entries((entries ?? {}) as Record<string, unknown>)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string')
      throw new SitegenError(`the entry "${id}" has no message`, {
        file,
        hint: `write "${id}": { "message": "…" }`,
      });
    strings[id] = message;
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
