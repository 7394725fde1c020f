import type { DocsVersion, RouteOf, SiteData } from 'sitegen-cli';
import { versionPathsAttribute } from '@theme/ItemLink.js';
import { translate, translateWith } from '@theme/translate.js';

type VersionedRoute = RouteOf<'doc' | 'generated-index'>;

/** The version a docs page belongs to. */
export function versionOf(site: SiteData, route: VersionedRoute): DocsVersion {
  return site.config.docs.versions.find((version) => version.name === route.version)!;
}

/**
 * Above a page of an unreleased or unmaintained version: what it is, and a link to the same page in the last
 * version, or to its first page when the page is not there.
 */
export function VersionBanner({ site, route }: { site: SiteData; route: VersionedRoute }) {
  const version = versionOf(site, route);
  if (version.banner === 'none') return null;
  const versions = site.config.docs.versions;
  const lastIndex = versions.findIndex((candidate) => candidate.last);
  const last = versions[lastIndex];
  const latestPath = route.versionPaths[lastIndex] ?? last.routeBasePath;
  return (
    <div className="version-banner" role="note">
      <p>
        {version.banner === 'unreleased'
          ? translate(
              site,
              'theme.docs.versions.unreleasedVersionLabel',
              'This is unreleased documentation for {siteTitle} {versionLabel}.',
              { siteTitle: site.config.title, versionLabel: version.label },
            )
          : translate(
              site,
              'theme.docs.versions.unmaintainedVersionLabel',
              'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
              { siteTitle: site.config.title, versionLabel: version.label },
            )}
      </p>
      <p>
        {translateWith(
          site,
          'theme.docs.versions.latestVersionSuggestionLabel',
          'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
          {
            latestVersionLink: (
              <a href={site.withBase(latestPath)} data-version={last.name}>
                {translate(site, 'theme.docs.versions.latestVersionLinkLabel', 'latest version')}
              </a>
            ),
            versionLabel: last.label,
          },
        )}
      </p>
    </div>
  );
}

/** The version's label beside the breadcrumbs, when the version shows its badge. */
export function VersionBadge({ site, route }: { site: SiteData; route: VersionedRoute }) {
  const version = versionOf(site, route);
  return version.badge ? (
    <span className="version-badge" title={translate(site, 'sitegen.docs.version', 'Documentation version')}>
      {translate(site, 'theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: version.label })}
    </span>
  ) : null;
}

/** What the page's wrapper carries: its version for the client to remember, and the same page in every version. */
export function versionAttributes(site: SiteData, route: VersionedRoute) {
  const version = versionOf(site, route);
  return {
    'data-docs-version': version.name,
    'data-version-paths': route.versionPaths.length > 0 ? versionPathsAttribute(site, route.versionPaths) : undefined,
  };
}
