import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import type { DocFrontmatter, PostFrontmatter } from './frontmatter.js';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})[-/](.*?)(?:\/index)?\.mdx?$/;

/** A doc's id as Docusaurus computes it: folder plus front matter `id` or the file name, without number prefixes. */
export function docId(sectionPath: string, frontmatter: DocFrontmatter): string {
  const dir = path.posix.dirname(sectionPath);
  const name = frontmatter.id ?? path.posix.basename(sectionPath).replace(/\.mdx?$/, '').replace(/^\d+[-_.]/, '');
  return dir === '.' ? name : `${dir.split('/').map((d) => d.replace(/^\d+[-_.]/, '')).join('/')}/${name}`;
}

/** `/docs/<id>`, or the front matter slug: absolute slugs start at the docs route, relative ones at the doc's folder. */
export function docPermalink(id: string, frontmatter: DocFrontmatter, config: ResolvedConfig): string {
  const base = config.docs.routeBasePath;
  const slug = frontmatter.slug;
  if (slug === undefined) return `${base}/${id}`;
  if (slug.startsWith('/')) return cleanRoute(`${base}${slug}`);
  const dir = path.posix.dirname(id);
  return cleanRoute(`${base}/${dir === '.' ? '' : dir + '/'}${slug}`);
}

/** A post's date and slug, from front matter first and then from a `YYYY-MM-DD-slug.md` file name. */
export function postIdentity(sectionPath: string, frontmatter: PostFrontmatter): { date: Date | null; slug: string } {
  const match = datePattern.exec(sectionPath);
  const date = frontmatter.date ? new Date(frontmatter.date) : match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
  const derived = match
    ? `${match[1]}/${match[2]}/${match[3]}/${match[4]}`
    : sectionPath.replace(/(\/index)?\.mdx?$/, '');
  return { date, slug: (frontmatter.slug ?? derived).replace(/^\/+|\/+$/g, '') };
}

export function tagPermalink(label: string, config: ResolvedConfig): string {
  const slug = label.toLowerCase().trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `${config.blog.routeBasePath}/tags/${slug}`;
}

function cleanRoute(route: string): string {
  return route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
}
