import { localeConfigSchema } from '../config/i18n-schema.js';
import type { UserConfig } from '../config/types.js';
import { validate, type Schema } from '../schema.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

/** The site's locales as sitegen takes them, and the folder their translations are in. */
export interface ConvertedI18n {
  /** What `i18n` of `site.config.ts` says; undefined for an English site of one locale, sitegen's default. */
  config: UserConfig['i18n'];
  /** Every locale, the default first among them as listed. */
  locales: string[];
  /** Docusaurus's `i18n.path`: the folder of the translations, as the config writes it. */
  folder: string;
  /** The folder of each locale's translations in it, by locale: the locale itself unless its `path` says another. */
  localeFolders: Record<string, string>;
}

const localeSettings = (localeConfigSchema as Extract<Schema, { kind: 'object' }>).fields;

/** Why a locale setting of Docusaurus that sitegen lacks is left out, and what to do instead, by its key. */
const settingsLeftOut: Record<string, { reason: string; todo: string }> = {
  translate: {
    reason: 'sitegen always reads the translations in i18n/, and has no setting to turn them off',
    todo: 'remove the translations of the locale from i18n/ if it is to be built untranslated',
  },
  url: {
    reason: 'sitegen serves every locale from the site’s own url',
    todo: 'serve the locale’s folder of the output from that domain, or link to it',
  },
  baseUrl: {
    reason: 'sitegen serves each locale under /<locale>/ of the site, or its path',
    todo: 'set the locale’s path in site.config.ts to the folder it was served under',
  },
};

/** Docusaurus's `i18n` as sitegen's: the settings sitegen has, each checked against its schema; the rest noted. */
export function i18nOf(source: Loose | undefined, note: TakeNote): ConvertedI18n {
  const defaultLocale = typeof source?.defaultLocale === 'string' ? source.defaultLocale : 'en';
  const listed: string[] = Array.isArray(source?.locales)
    ? source.locales.filter((locale: unknown): locale is string => typeof locale === 'string')
    : [];
  const locales = listed.includes(defaultLocale) ? listed : [defaultLocale, ...listed];
  const folder = typeof source?.path === 'string' ? source.path : 'i18n';
  const known = ['defaultLocale', 'locales', 'localeConfigs', 'path'];
  for (const key of Object.keys(source ?? {}).filter((key) => !known.includes(key)))
    note(`i18n.${key}`, 'sitegen has no such setting', 'nothing to carry over; check what it did');
  const localeFolders = Object.fromEntries(locales.map((locale) => [locale, locale]));
  const localeConfigs: NonNullable<NonNullable<UserConfig['i18n']>['localeConfigs']> = {};
  for (const [locale, settings] of Object.entries((source?.localeConfigs ?? {}) as Record<string, Loose>)) {
    if (!locales.includes(locale)) {
      note(
        `i18n.localeConfigs.${locale}`,
        'i18n.locales does not list the locale, so Docusaurus did not build it either',
        `add "${locale}" to i18n.locales in site.config.ts and its settings to i18n.localeConfigs, to build it`,
      );
      continue;
    }
    const kept: Loose = {};
    for (const [key, value] of Object.entries(settings ?? {})) {
      const item = `i18n.localeConfigs.${locale}.${key}`;
      if (value === undefined) continue;
      // Docusaurus's `path` names the locale's translations folder; sitegen's would move its pages away from /<locale>/.
      if (key === 'path' && typeof value === 'string') {
        localeFolders[locale] = value;
        if (value !== locale)
          note(
            item,
            `it names the folder of the locale's translations, which sitegen reads from i18n/${locale}/; sitegen's path would move the locale's pages away from /${locale}/`,
            `nothing to do: its translations were copied from ${folder}/${value}/ to i18n/${locale}/`,
          );
        continue;
      }
      if (!Object.hasOwn(localeSettings, key)) {
        const leftOut = settingsLeftOut[key];
        note(
          item,
          leftOut?.reason ?? `sitegen has no such setting; a locale's are ${Object.keys(localeSettings).join(', ')}`,
          leftOut?.todo ?? 'nothing to carry over; check what it did',
        );
        continue;
      }
      const issue = validate(value, localeSettings[key], item)[0];
      if (issue) note(item, `${JSON.stringify(value)} ${issue.message}`, `set it in site.config.ts: ${issue.hint}`);
      else kept[key] = value;
    }
    if (Object.keys(kept).length > 0) localeConfigs[locale] = kept;
  }
  const config: UserConfig['i18n'] = { defaultLocale, locales };
  if (Object.keys(localeConfigs).length > 0) config.localeConfigs = localeConfigs;
  const isDefault = defaultLocale === 'en' && locales.length === 1 && config.localeConfigs === undefined;
  return { config: isDefault ? undefined : config, locales, folder, localeFolders };
}
