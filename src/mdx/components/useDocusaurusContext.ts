/** `@docusaurus/useDocusaurusContext`: a site config without the values only Docusaurus had. */
export default function useDocusaurusContext() {
  return {
    siteConfig: { customFields: {}, themeConfig: {} },
    siteMetadata: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  };
}
