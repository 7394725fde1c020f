import path from 'node:path';
import type { DocFrontmatter, PostFrontmatter } from './frontmatter.js';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})[-/](.*?)(?:\/index)?\.mdx?$/;

const numberPrefixPattern = /^(\d+)[-_.]\s*(?=.)/;

/** A file or folder name's number prefix, which orders it, and the name without it: `02-setup` → 2, `setup`. */
export function splitNumberPrefix(name: string): { number: number | undefined; name: string } {
  const match = numberPrefixPattern.exec(name);
  return match ? { number: Number(match[1]), name: name.slice(match[0].length) } : { number: undefined, name };
}

/** A doc's id as Docusaurus computes it: folder plus front matter `id` or the file name, without number prefixes. */
export function docId(sectionPath: string, frontmatter: DocFrontmatter): string {
  const dir = path.posix.dirname(sectionPath);
  const name = frontmatter.id ?? splitNumberPrefix(path.posix.basename(sectionPath).replace(/\.mdx?$/, '')).name;
  return dir === '.'
    ? name
    : `${dir
        .split('/')
        .map((d) => splitNumberPrefix(d).name)
        .join('/')}/${name}`;
}

/** Whether a doc is its folder's index: `index.md`, `README.md`, or named as its folder (`guides/guides.md`). */
export function isFolderIndex(sectionPath: string): boolean {
  const segments = sectionPath.split('/');
  const name = splitNumberPrefix(segments[segments.length - 1].replace(/\.mdx?$/, '')).name.toLowerCase();
  if (name === 'index' || name === 'readme') return true;
  return segments.length > 1 && name === splitNumberPrefix(segments[segments.length - 2]).name.toLowerCase();
}

/**
 * `/docs/<id>`, or the front matter slug: absolute slugs start at the route of the doc's version (`/docs`,
 * `/docs/1.x`), relative ones at the doc's folder.
 */
export function docPermalink(
  id: string,
  {
    frontmatter,
    sectionPath,
    routeBasePath,
  }: { frontmatter: DocFrontmatter; sectionPath: string; routeBasePath: string },
): string {
  // Docs at the site's root (`routeBasePath: '/'`) join their ids with no base at all.
  const base = routeBasePath.replace(/\/$/, '');
  const slug = frontmatter.slug;
  // As Docusaurus does, a folder's index doc is published at the folder's own address: `guides/index.md` → `/docs/guides`.
  if (slug === undefined && frontmatter.id === undefined && isFolderIndex(sectionPath))
    return cleanRoute(`${base}/${path.posix.dirname(id)}`.replace(/\/\.$/, '')) || '/';
  if (slug === undefined) return `${base}/${id}`;
  if (slug.startsWith('/')) return cleanRoute(`${base}${slug}`);
  const dir = path.posix.dirname(id);
  return cleanRoute(`${base}/${dir === '.' ? '' : dir + '/'}${slug}`);
}

/**
 * The address a doc's relative links are read from, as Docusaurus publishes it: with `trailingSlash` unset, a folder's
 * index doc, and a doc whose slug ends in `/`, at an address ending in `/`, so that `setup` in `guides/index.md` is
 * `guides/setup`; with it set, every doc's address ends in `/` (true) or none does (false).
 */
export function docLinkBase(
  permalink: string,
  {
    frontmatter,
    sectionPath,
    trailingSlash,
  }: { frontmatter: DocFrontmatter; sectionPath: string; trailingSlash: boolean | null },
): string {
  const { slug, id } = frontmatter;
  const folderAddress =
    trailingSlash !== null
      ? trailingSlash
      : slug === undefined
        ? id === undefined && isFolderIndex(sectionPath)
        : slug === '' || slug.endsWith('/');
  return folderAddress ? `${permalink.replace(/\/$/, '')}/` : permalink;
}

/** A doc's relative link, `../setup`, as the address it leads to from `base` (a `docLinkBase`). */
export function resolveDocLink(base: string, target: string): string {
  const folder = base.endsWith('/') ? base : path.posix.dirname(base) + '/';
  return cleanRoute(path.posix.normalize(path.posix.join(folder, target)));
}

/** A Markdown page's route, from its path as React pages have theirs: `about.md` → `/about`, `guide/index.md` → `/guide`. */
export function pagePermalink(sectionPath: string): string {
  return '/' + sectionPath.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
}

/** A post's date and slug, from front matter first and then from a `YYYY-MM-DD-slug.md` file name. */
export function postIdentity(sectionPath: string, frontmatter: PostFrontmatter): { date: Date | null; slug: string } {
  const match = datePattern.exec(sectionPath);
  const date = frontmatter.date
    ? new Date(frontmatter.date)
    : match
      ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`)
      : null;
  const derived = match
    ? `${match[1]}/${match[2]}/${match[3]}/${match[4]}`
    : sectionPath.replace(/(\/index)?\.mdx?$/, '');
  return { date, slug: (frontmatter.slug ?? derived).replace(/^\/+|\/+$/g, '') };
}

function cleanRoute(route: string): string {
  return route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}

/**
 * The files a Markdown link to a `.md` file may name, in the order Docusaurus tries them: one that does not start
 * with ./ or ../ in the section's folder (the docs version's, the blog's), then in the site folder
 * (`/versioned_docs/version-2/setup.md`), then beside the page unless it is a site path.
 */
export function markdownLinkFiles(
  source: { file: string; sectionPath: string },
  target: string,
  siteRoot: string,
): string[] {
  const sectionRoot = source.file.slice(0, source.file.length - source.sectionPath.length);
  return [
    ...(/^\.\.?\//.test(target) ? [] : [path.join(sectionRoot, target), path.join(siteRoot, target)]),
    ...(target.startsWith('/') ? [] : [path.resolve(path.dirname(source.file), target)]),
  ];
}
