import type { SiteData } from 'sitegen-cli';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "March 18, 2020" in the site's language: dates are shown in UTC so a build gives the same text on any machine. */
export function formatDate(date: Date, site: SiteData): string {
  const { htmlLang, calendar } = site.config.i18n.locale;
  const key = `${htmlLang} ${calendar}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long', timeZone: 'UTC', calendar });
    formats.set(key, format);
  }
  return format.format(date);
}

export function isoDate(date: Date): string {
  return date.toISOString();
}
