import type { ResolvedConfig } from '../config/types.js';

/** The module whose hook gives the site's settings; the build writes it for each site. */
export const siteContextModule = '@docusaurus/useDocusaurusContext';

/** What `useDocusaurusContext()` gives: the settings of Docusaurus's that sitegen's config has. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string | null;
    customFields: Record<string, unknown>;
  };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  siteMetadata: { docusaurusVersion: string };
}

export type SiteContextConfig = Pick<
  ResolvedConfig,
  'title' | 'tagline' | 'url' | 'baseUrl' | 'favicon' | 'i18n' | 'customFields'
>;

export function docusaurusContext(config: SiteContextConfig): DocusaurusContext {
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      favicon: config.favicon,
      customFields: config.customFields,
    },
    i18n: {
      currentLocale: config.i18n.locale.name,
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales.map((locale) => locale.name),
    },
    siteMetadata: { docusaurusVersion: '3' },
  };
}

/** The source of `@docusaurus/useDocusaurusContext` for a site, the same on the server and in the browser. */
export function siteContextSource(context: DocusaurusContext): string {
  return `const context = ${JSON.stringify(context)};\nexport default function useDocusaurusContext() { return context; }\n`;
}
