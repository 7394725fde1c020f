import type { ReactNode } from 'react';
import type { LinkItem, SiteData } from 'sitegen-cli';

interface LinkProps {
  site: SiteData;
  item: LinkItem;
  className?: string;
  children?: ReactNode;
  current?: boolean;
  /** Routes under this path mark the link active; the client re-applies it after each navigation. */
  activeBase?: string;
}

/** The same page in every version, by version name, for the client to lead a reader to the version they chose. */
export function versionPathsAttribute(site: SiteData, paths: string[]): string {
  return JSON.stringify(
    Object.fromEntries(site.config.docs.versions.map((version, i) => [version.name, site.withBase(paths[i])])),
  );
}

/** A navbar or footer link: `to` stays on the site under its base URL, `href` goes elsewhere. */
export function ItemLink({ site, item, className, children, current, activeBase }: LinkProps) {
  if (item.to) {
    const versions = site.sections.docsInVersions[item.to];
    return (
      <a
        className={className}
        href={site.withBase(item.to)}
        aria-current={current ? 'page' : undefined}
        data-active-base={activeBase && site.withBase(activeBase)}
        data-version-paths={versions && versionPathsAttribute(site, versions)}
      >
        {children ?? item.label}
      </a>
    );
  }
  // Links off the site open in a new tab unless the config asks for the same one (as the Games Hub does).
  const newTab = item.target !== '_self';
  return (
    <a
      className={className}
      href={item.href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
    >
      {children ?? item.label}
    </a>
  );
}
