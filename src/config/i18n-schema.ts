import { array, described as d, enumOf, object, recordOf, str } from '../schema.js';

/** The settings of one locale, as `i18n.localeConfigs.<locale>` gives them. */
export const localeConfigSchema = object({
  label: d(str, 'Its name in a language menu.', { default: 'its name in its own language' }),
  direction: d(enumOf('ltr', 'rtl'), 'The direction its text is written in.', {
    default: '`rtl` for Arabic, Hebrew, Persian, Urdu and the like, else `ltr`',
  }),
  htmlLang: d(str, 'What `<html lang>` says, and what dates are formatted for.', {
    default: 'the locale',
  }),
  path: d(str, 'The folder of its pages.', { default: 'the locale' }),
  calendar: d(str, 'The calendar of its dates.', { default: '`"gregory"`' }),
});

/** The site's language, as Docusaurus's `i18n` says it; mirrors `UserConfig['i18n']`. */
export const i18nSchema = d(
  object(
    {
      defaultLocale: d(str, 'The locale the site is written and built in, e.g. `fr` or `pt-BR`.'),
      locales: d(array(str), "The site's locales, each built under its own path.", {
        default: 'the default locale alone',
      }),
      localeConfigs: d(recordOf(localeConfigSchema, '<locale>'), 'Settings of each locale, by name.', {
        type: 'object of locale settings',
        default: '`{}`',
      }),
    },
    ['defaultLocale'],
  ),
  "The site's language: the theme's words, `<html lang dir>` and dates follow it, as in Docusaurus's `i18n`.",
  { default: '`{ defaultLocale: "en" }`' },
);
