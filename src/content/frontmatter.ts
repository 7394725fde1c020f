import matter from 'gray-matter';
import { SitegenError } from '../errors.js';
import { array, bool, date, either, enumOf, nothing, object, str, validate, type Schema } from '../schema.js';
import { parseYaml, YamlError } from '../yaml.js';
import { tagLines, tagsSchema, type FrontmatterTag } from './tags.js';

/** Front matter keys of a doc, as Docusaurus reads them. */
export interface DocFrontmatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  slug?: string;
  description?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  /** The shallowest and deepest headings its table of contents lists, from 2 to 6; 2 and 3 by default. */
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  image?: string;
  last_update?: { author?: string; date?: string | Date };
  draft?: boolean;
  sidebar_position?: number;
  sidebar_class_name?: string;
  /** The sidebar the doc shows, by name; null for none. */
  displayed_sidebar?: string | null;
  /** Doc ids the pager leads to instead of the sidebar's neighbours; null for none. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  /** The doc's label in other docs' pagers. */
  pagination_label?: string;
  unlisted?: boolean;
  tags?: FrontmatterTag[];
}

export interface AuthorFrontmatter {
  name?: string;
  title?: string;
  url?: string;
  image_url?: string;
  imageURL?: string;
  socials?: Record<string, string>;
  page?: boolean | { permalink?: string };
}

/** Front matter keys of a blog post, as Docusaurus reads them. */
export interface PostFrontmatter {
  slug?: string;
  title?: string;
  date?: string | Date;
  authors?: string | AuthorFrontmatter | Array<string | AuthorFrontmatter>;
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  tags?: FrontmatterTag[];
  description?: string;
  keywords?: string[];
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  image?: string;
}

// `socials` and `page` are Docusaurus 3's: profile links, and whether the author has a page listing their posts.
export const authorSchema = object({
  name: str,
  title: str,
  url: str,
  image_url: str,
  imageURL: str,
  email: str,
  key: str,
  socials: { kind: 'object', fields: {}, open: true },
  page: either('true, or { permalink }', bool, { kind: 'object', fields: {}, open: true }),
});
const authorRef = either('an author key or { name, title, url, image_url }', str, authorSchema);

// Open objects: Docusaurus sites carry keys sitegen does not use (sidebar_position, image…), which must not fail the build.
const docSchema: Schema = {
  kind: 'object',
  open: true,
  fields: {
    id: str,
    title: str,
    sidebar_label: str,
    slug: str,
    description: str,
    keywords: array(str),
    hide_table_of_contents: bool,
    toc_min_heading_level: { kind: 'number' },
    toc_max_heading_level: { kind: 'number' },
    image: str,
    last_update: object({ author: str, date }),
    draft: bool,
    sidebar_position: { kind: 'number' },
    sidebar_class_name: str,
    displayed_sidebar: either('a sidebar name, or null for none', str, nothing),
    pagination_prev: either('a doc id, or null for none', str, nothing),
    pagination_next: either('a doc id, or null for none', str, nothing),
    pagination_label: str,
    unlisted: bool,
    tags: tagsSchema,
  },
};

/** A Markdown page takes what a doc does, but has no place in sidebars or pagers. */
const pageSchema: Schema = {
  kind: 'object',
  open: true,
  fields: { title: str, description: str, keywords: array(str), hide_table_of_contents: bool, image: str, draft: bool },
};

const postSchema: Schema = {
  kind: 'object',
  open: true,
  fields: {
    slug: str,
    title: str,
    date,
    authors: either('an author key, an author object, or a list of them', str, authorSchema, array(authorRef)),
    author: str,
    author_title: str,
    author_url: str,
    author_image_url: str,
    tags: tagsSchema,
    description: str,
    keywords: array(str),
    draft: bool,
    unlisted: bool,
    hide_table_of_contents: bool,
    image: str,
    format: enumOf('md', 'mdx', 'detect'),
  },
};

export interface ParsedSource<T> {
  data: T;
  body: string;
  /** 1-based line of the file on which `body` starts. */
  bodyLine: number;
  /** The line of each of the front matter's `tags`. */
  tagLines?: number[];
}

/** Splits front matter from the body and checks its keys; errors name the file and line. */
export function parseFrontmatter<K extends 'doc' | 'post' | 'page'>(
  text: string,
  kind: K,
  relPath: string,
): ParsedSource<K extends 'post' ? PostFrontmatter : DocFrontmatter> {
  let parsed: { data: unknown; content: string };
  try {
    parsed = splitFrontmatter(text);
  } catch (error) {
    if (error instanceof SitegenError)
      throw new SitegenError(error.message, { file: relPath, line: error.line, hint: error.hint });
    if (!(error instanceof YamlError)) throw error;
    throw new SitegenError(`malformed front matter: ${error.reason}`, {
      file: relPath,
      // The YAML starts on line 1, after the opening `---`: its lines are the file's.
      line: error.line ?? 1,
      hint: 'front matter is YAML between two `---` lines; quote values that contain a colon',
    });
  }
  const issues = validate(parsed.data, kind === 'post' ? postSchema : kind === 'page' ? pageSchema : docSchema);
  if (issues.length > 0) {
    const issue = issues[0];
    if (issue.path === '(root)') {
      // A list or a lone value between the `---` lines: the YAML starts on line 2.
      throw new SitegenError(`front matter ${issue.message}`, {
        file: relPath,
        line: 2,
        hint: 'front matter is `key: value` lines, such as `title: Getting started`',
      });
    }
    const key = issue.path.split(/[.[]/)[0];
    const line = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    throw new SitegenError(`front matter \`${issue.path}\` ${issue.message}`, {
      file: relPath,
      line: line >= 0 ? line + 1 : undefined,
      hint: issue.hint,
    });
  }
  if (kind === 'doc') checkTocLevels(parsed.data as DocFrontmatter, text, relPath);
  const bodyLine =
    text.length - parsed.content.length > 0 ? text.slice(0, text.length - parsed.content.length).split('\n').length : 1;
  const { tags } = parsed.data as { tags?: FrontmatterTag[] };
  const frontmatter = text.slice(0, text.length - parsed.content.length);
  return {
    data: parsed.data as never,
    body: parsed.content,
    bodyLine,
    ...(tags && { tagLines: tagLines(tags, frontmatter) }),
  };
}

/** Docusaurus's rule for a doc's table of contents: levels from 2 to 6, the shallowest first. */
function checkTocLevels(fm: DocFrontmatter, text: string, relPath: string): void {
  const { toc_min_heading_level: min = 2, toc_max_heading_level: max = Math.max(3, min) } = fm;
  const wrong = [
    ['toc_min_heading_level', min],
    ['toc_max_heading_level', max],
  ].find(([, level]) => !Number.isInteger(level) || (level as number) < 2 || (level as number) > 6);
  if (!wrong && min <= max) return;
  const key = wrong ? (wrong[0] as string) : 'toc_max_heading_level';
  const line = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  throw new SitegenError(
    wrong
      ? `front matter \`${key}\` must be a heading level from 2 to 6, not ${String(wrong[1])}`
      : `front matter \`toc_max_heading_level\` (${max}) is below \`toc_min_heading_level\` (${min})`,
    {
      file: relPath,
      line: line >= 0 ? line + 1 : undefined,
      hint: 'the table of contents lists headings from `toc_min_heading_level` down to `toc_max_heading_level`',
    },
  );
}

// An options object, even one gray-matter would default to, keeps it from storing every text it reads in its cache.
const readOptions = { engines: { yaml: (block: string) => parseYaml(block) as object } };

/**
 * Front matter as gray-matter reads it, and so as Docusaurus does: YAML between a first line of `---` and the next
 * line starting with `---`, the rest being the body. Refused before gray-matter reads them: an opening line without a
 * closing one, which it reads as all front matter (the page would be published empty), and front matter in another
 * language, which it would parse as JSON or evaluate as JavaScript.
 */
export function splitFrontmatter(text: string): { data: unknown; content: string } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // gray-matter's own test: `---` opens front matter unless a fourth `-` follows.
  if (!source.startsWith('---') || source[3] === '-') return { data: {}, content: source };
  const close = source.indexOf('\n---', 3);
  if (close < 0) {
    throw new SitegenError('front matter is not closed: the `---` on line 1 has no closing `---` line', {
      line: 1,
      hint: 'end the front matter with a line of `---`; a page cannot start with a horizontal rule on line 1',
    });
  }
  const language = matter.language(source).name;
  if (language && language !== 'yaml' && language !== 'yml') {
    throw new SitegenError(`front matter in ${language} is not supported, only YAML`, {
      line: 1,
      hint: 'write the front matter as YAML, after a line of `---`',
    });
  }
  // gray-matter looks up the whole text it is given in its cache and copies it into a buffer: it is given the
  // front matter up to the end of its closing line, and what it leaves of that line comes before the rest.
  const lineEnd = source.indexOf('\n', close + 1);
  const head = lineEnd < 0 ? source : source.slice(0, lineEnd + 1);
  const { data, content } = matter(head, readOptions);
  return { data, content: content + source.slice(head.length) };
}
