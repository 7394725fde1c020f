import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { readSiteFile, relativePosix } from '../paths.js';
import { validate } from '../schema.js';
import { parseYaml, YamlError } from '../yaml.js';
import { authorSchema, type AuthorFrontmatter, type PostFrontmatter } from './frontmatter.js';
import type { Author, AuthorsMap } from './page.js';

/** Reads the blog's `authors.yml`; null when the blog has none. */
export async function readAuthors(config: ResolvedConfig): Promise<AuthorsMap | null> {
  const file = path.join(config.blog.dir, 'authors.yml');
  if (!existsSync(file)) return null;
  const text = readSiteFile(file, config).toString('utf8');
  const relFile = relativePosix(config.root, file);
  const hint = 'each author is a key with `name` and optionally `title`, `url` and `image_url` under it';
  let data: Record<string, unknown>;
  try {
    data = (parseYaml(text) ?? {}) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof YamlError)) throw error;
    throw new SitegenError(`malformed authors file: ${error.reason}`, { file: relFile, line: error.line, hint });
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw new SitegenError('the authors file must map author keys to authors', { file: relFile, line: 1, hint });
  const authors: AuthorsMap = {};
  for (const [key, entry] of Object.entries(data)) {
    const issue = validate(entry, authorSchema, key)[0];
    if (issue)
      throw new SitegenError(`author \`${issue.path}\` ${issue.message}`, {
        file: relFile,
        line: lineOfKey(text, key),
        hint: issue.hint,
      });
    const author = authorFrom(entry as AuthorFrontmatter);
    const page = (entry as AuthorFrontmatter).page;
    const slug = typeof page === 'object' && page.permalink ? page.permalink.replace(/^\/+|\/+$/g, '') : key;
    authors[key] = { ...author, key, ...(page ? { page: `${config.blog.routeBasePath}/authors/${slug}` } : {}) };
  }
  return authors;
}

export function authorFrom(entry: AuthorFrontmatter): Author {
  const socials = Object.entries(entry.socials ?? {}).flatMap(([platform, handle]) => {
    const url = typeof handle === 'string' ? followable(socialUrl(platform, handle)) : undefined;
    return url ? [{ platform, url }] : [];
  });
  return {
    name: entry.name ?? '',
    title: entry.title,
    url: followable(entry.url),
    imageUrl: entry.image_url ?? entry.imageURL,
    ...(socials.length > 0 ? { socials } : {}),
  };
}

// Where a handle leads on each platform Docusaurus knows; other platforms take full addresses.
const profiles: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

function socialUrl(platform: string, handle: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(handle) || !Object.hasOwn(profiles, platform.toLowerCase())) return handle;
  return profiles[platform.toLowerCase()] + handle.replace(/^@/, '');
}

/** A link a reader may follow (web or mail address, or a path), never `javascript:` or another scheme that runs in the page. */
function followable(url: string | undefined): string | undefined {
  // Browsers drop spaces and control characters around a scheme and tabs inside it: `java\tscript:` runs too.
  const scheme = url && /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/[\x00-\x20]/g, ''))?.[1].toLowerCase();
  return !scheme || scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? url : undefined;
}

function lineOfKey(text: string, key: string): number | undefined {
  const index = text.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}

/** A post's authors: keys of `authors.yml` (or plain names when the blog has none), inline objects, and `author*` keys. */
export function postAuthors(fm: PostFrontmatter, known: AuthorsMap | null, relPath: string): Author[] {
  const listed = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const authors = listed.map((entry: string | AuthorFrontmatter) => {
    if (typeof entry !== 'string') return authorFrom(entry);
    if (!known) return { name: entry };
    if (known[entry]) return known[entry];
    throw new SitegenError(`unknown author "${entry}"`, {
      file: relPath,
      hint: `add it to the blog's authors.yml, or use one of: ${Object.keys(known).join(', ') || '(none yet)'}`,
    });
  });
  if (fm.author)
    authors.push(
      authorFrom({ name: fm.author, title: fm.author_title, url: fm.author_url, image_url: fm.author_image_url }),
    );
  return authors.filter((a) => a.name);
}
