import path from 'node:path';

/** What a new site is made with: asked in a terminal, or taken from the flags and the defaults. */
export interface StarterChoices {
  /** The site's title, in the navbar, the footer and every page's title. */
  title: string;
  /** Blog posts and their authors' file. */
  blog: boolean;
  /** A home page of the site's own; without one the docs are the site, at `/`. */
  home: boolean;
}

/** The title a folder suggests: `my-docs` → `My Docs`. */
export function titleFromFolder(dir: string): string {
  const words = path
    .basename(path.resolve(dir))
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ') || 'My Site';
}

/** A name npm accepts for the site's package.json, from its folder's name. */
export function packageNameFromFolder(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return name || 'my-site';
}
