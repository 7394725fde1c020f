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
}
