import path from 'node:path';
import { SitegenError } from '../errors.js';
import type { SiteBounds } from '../paths.js';
import type { KeyFailure } from './key-lines.js';
import type { LocaleConfig } from './locale.js';
import { mergeWords, shippedWords } from './theme-words.js';
import { translationMessages } from './translation-file.js';
import type { ResolvedConfig, UserConfig } from './types.js';

/** Languages written right to left, by their language subtag. */
const rightToLeft = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

/**
 * The site's locales with Docusaurus's defaults: each one's label in its own language, its direction, its `lang`,
 * its path, in the config's order. The config is the default locale's; `localizedConfig` makes another's.
 */
export function resolveI18n(
  i18n: UserConfig['i18n'],
  { root, baseUrl, site, fail }: { root: string; baseUrl: string; site: SiteBounds; fail: KeyFailure },
): ResolvedConfig['i18n'] {
  const defaultLocale = i18n?.defaultLocale ?? 'en';
  const names = i18n?.locales ?? [defaultLocale];
  if (!names.includes(defaultLocale))
    fail('i18n.locales', `does not list the default locale "${defaultLocale}"`, {
      hint: `add "${defaultLocale}" to i18n.locales`,
    });
  for (const name of names) {
    if (!localeName.test(name))
      fail('i18n.locales', `holds "${name}", which is not a locale's name`, {
        hint: 'name locales as Docusaurus does: `fr`, `pt-BR`, `zh-Hans`',
      });
    if (names.indexOf(name) !== names.lastIndexOf(name))
      fail('i18n.locales', `lists "${name}" twice`, { hint: 'list each locale once' });
  }
  for (const name of Object.keys(i18n?.localeConfigs ?? {}))
    if (!names.includes(name))
      fail(`i18n.localeConfigs.${name}`, `names a locale that i18n.locales does not list`, {
        hint: `the locales are ${names.join(', ')}`,
      });
  const locales = names.map((name) => {
    const own = i18n?.localeConfigs?.[name] ?? {};
    const htmlLang = own.htmlLang ?? name;
    const language = htmlLang.split('-')[0].toLowerCase();
    const localePath = name === defaultLocale ? '' : (own.path ?? name).replace(/^\/+|\/+$/g, '');
    if (name !== defaultLocale && !pathSegment.test(localePath))
      fail(`i18n.localeConfigs.${name}.path`, `must be one folder name, without "/" or "..": "${own.path}" is not`, {
        hint: `write path: '${name}'`,
      });
    const locale: LocaleConfig = {
      name,
      label: own.label ?? languageName(htmlLang),
      direction: own.direction ?? (rightToLeft.has(language) ? 'rtl' : 'ltr'),
      htmlLang,
      calendar: own.calendar ?? 'gregory',
      path: localePath,
      baseUrl: localePath ? `${baseUrl}${localePath}/` : baseUrl,
    };
    return locale;
  });
  const paths = locales.map((locale) => locale.path);
  for (const locale of locales)
    if (paths.indexOf(locale.path) !== paths.lastIndexOf(locale.path))
      fail(`i18n.localeConfigs.${locale.name}.path`, `is "${locale.path}", the path of another locale too`, {
        hint: 'give each locale a path of its own',
      });
  const locale = locales.find((each) => each.name === defaultLocale)!;
  return { defaultLocale, locales, locale, ...localeWords(locale, { root, site }) };
}

const localeName = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
const pathSegment = /^[A-Za-z0-9._~-]+$/;

/**
 * The config as it is for one of its locales: published under the locale's path, in its words. Each locale is
 * built as a site of its own, as in Docusaurus.
 */
export function localizedConfig(config: ResolvedConfig, name: string): ResolvedConfig {
  if (name === config.i18n.locale.name) return config;
  const locale = config.i18n.locales.find((each) => each.name === name);
  if (!locale)
    throw new SitegenError(`there is no locale "${name}"`, {
      hint: `the site's locales are ${config.i18n.locales.map((each) => each.name).join(', ')}`,
    });
  return {
    ...config,
    baseUrl: locale.baseUrl,
    i18n: { ...config.i18n, locale, ...localeWords(locale, { root: config.root, site: config }) },
  };
}

/** The base URLs of the locales the config does not build. */
export const otherLocaleBaseUrls = (config: ResolvedConfig): string[] =>
  config.i18n.locales.filter((locale) => locale.name !== config.i18n.locale.name).map((locale) => locale.baseUrl);

/**
 * The theme's words in a locale: Docusaurus's translations, then sitegen's own, then the site's
 * `i18n/<locale>/code.json`; and the ids none of them translates.
 */
function localeWords(
  locale: LocaleConfig,
  { root, site }: { root: string; site: SiteBounds },
): Pick<ResolvedConfig['i18n'], 'strings' | 'untranslated'> {
  const siteWords = translationMessages(path.join(root, 'i18n', locale.name, 'code.json'), site);
  const shipped = shippedWords(locale.htmlLang);
  return shipped ? mergeWords({ ...shipped, site: siteWords }) : { strings: siteWords, untranslated: [] };
}

/** A locale's name in its own language, as `Intl` knows it: `fr` → "français". */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
