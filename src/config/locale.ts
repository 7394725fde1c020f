/** A locale with Docusaurus's defaults applied. */
export interface LocaleConfig {
  /** As the config names it: `fr`, `pt-BR`. */
  name: string;
  /** Its name in its own language, for menus: "français". */
  label: string;
  direction: 'ltr' | 'rtl';
  /** What `<html lang>` says, and what dates are formatted for. */
  htmlLang: string;
  calendar: string;
  /** The folder its pages are published in, below the site's base URL: empty for the default locale, else `fr`. */
  path: string;
  /** The base URL of its pages: the site's for the default locale, else the site's followed by its path. */
  baseUrl: string;
}
