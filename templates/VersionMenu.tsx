import type { Route, SiteData } from 'sitegen-cli';
import { translate } from '@theme/translate.js';

/**
 * The menu of the docs' versions: on a docs page each version's entry leads to the same page in that version, or
 * to its first page; elsewhere to each version's first page. A `details` element, so it opens without script; the
 * client keeps its links in step with the page shown.
 */
export function VersionMenu({ site, route }: { site: SiteData; route: Route }) {
  const { versions } = site.config.docs;
  if (versions.length === 0) return null;
  const versioned = route.kind === 'doc' || route.kind === 'generated-index';
  const shown = versioned ? route.version : versions.find((version) => version.last)!.name;
  const paths = versioned && route.versionPaths.length > 0 ? route.versionPaths : null;
  return (
    <details className="version-menu" id="version-menu">
      {/* The name read out holds the label shown, which is what a reader using voice control says to press it. */}
      <summary className="navbar-link">
        <span className="sr-only version-menu-name">
          {`${translate(site, 'sitegen.docs.version', 'Documentation version')}: `}
        </span>
        <span className="version-menu-label">{versions.find((version) => version.name === shown)?.label}</span>
      </summary>
      <ul className="version-menu-list">
        {versions.map((version, i) => (
          <li key={version.name}>
            <a
              className="version-menu-link"
              href={site.withBase(paths?.[i] ?? version.routeBasePath)}
              data-version={version.name}
              data-version-root={site.withBase(version.routeBasePath)}
              aria-current={version.name === shown ? 'true' : undefined}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
