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

/** A navbar or footer link: `to` stays on the site under its base URL, `href` goes elsewhere. */
export function ItemLink({ site, item, className, children, current, activeBase }: LinkProps) {
  if (item.to) {
    return (
      <a
        className={className}
        href={site.withBase(item.to)}
        aria-current={current ? 'page' : undefined}
        data-active-base={activeBase && site.withBase(activeBase)}
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
