import type { LocaleConfig, Page, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/** The default locale, whose text a page not translated yet shows. */
const original = (site: SiteData): LocaleConfig =>
  site.config.i18n.locales.find((locale) => locale.name === site.config.i18n.defaultLocale)!;

/** Above a page shown in the default language because it is not translated yet: says so, and links the original. */
export function UntranslatedNotice({ site, page, path }: { site: SiteData; page: Page; path: string }) {
  if (!page.source.untranslated) return null;
  const locale = original(site);
  return (
    <div className="untranslated-notice" role="note">
      <p>
        {translate(
          site,
          'sitegen.i18n.untranslated',
          'This page is not translated into {language} yet: it is shown in its original language.',
          { language: site.config.i18n.locale.label },
        )}{' '}
        <a href={locale.baseUrl + path.slice(1)} hrefLang={locale.htmlLang}>
          {translate(site, 'sitegen.i18n.original', 'Original')}
        </a>
      </p>
    </div>
  );
}

/** The language of a page's text, on the element holding it, when it is the default locale's and not the page's. */
export const textLanguage = (site: SiteData, page: Page) =>
  page.source.untranslated ? { lang: original(site).htmlLang } : {};
