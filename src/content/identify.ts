import { readFileSync } from 'node:fs';
import type { BuildContext } from '../context.js';
import { fingerprint } from '../fingerprint.js';
import { SitegenError, SitegenErrors } from '../errors.js';
import { parseFrontmatter } from './frontmatter.js';
import { readAuthors } from './authors.js';
import { readTagsFiles } from './tags.js';
import type { GitDates } from './git.js';
import type { IdentifiedPage, PageLookups } from './page.js';
import { docId, docPermalink, pagePermalink, postIdentity } from './permalink.js';
import type { SourceFile } from './scan.js';
import { notMarkdown } from './source-text.js';
import { versionNamed } from '../config/versions.js';

export interface IdentifiedSources {
  /** Every source, drafts too. */
  all: IdentifiedPage[];
  /** The sources this build publishes: drafts are left out of builds, and shown by the dev server. */
  published: IdentifiedPage[];
  /** What rendering a page looks up besides its own source. */
  lookups: PageLookups;
}

export interface IdentifyOptions {
  /** Sources identified by an earlier build and unchanged since, by file: not read again. */
  known?: ReadonlyMap<string, IdentifiedPage>;
  /** Whether each source's text is hashed, for a cache to tell it changed. */
  hashTexts: boolean;
}

/** The identify step: reads each source's front matter, id and route, and what rendering the pages looks up. */
export async function identifySources(
  files: SourceFile[],
  git: GitDates,
  ctx: BuildContext,
  options: IdentifyOptions,
): Promise<IdentifiedSources> {
  const all = identifyPages(files, ctx, options);
  const published = ctx.mode === 'dev' ? all : all.filter((page) => !page.parsed.data.draft);
  return { all, published, lookups: await pageLookups(published, git, ctx) };
}

/**
 * Reads each source and identifies it: its front matter, id and route. Sources in `known` (identified by an
 * earlier build, and unchanged since) are not read again. Collects every error before failing.
 */
function identifyPages(
  files: SourceFile[],
  ctx: BuildContext,
  { known, hashTexts }: IdentifyOptions,
): IdentifiedPage[] {
  const errors: SitegenError[] = [];
  // Read one after another: for thousands of small files, faster than as many promises through the thread pool.
  const identified = files.map((source) => {
    const before = known?.get(source.file);
    if (before) return before;
    try {
      return identify(source, { text: readSource(source), hashText: hashTexts }, ctx);
    } catch (error) {
      if (error instanceof SitegenError) errors.push(error);
      else throw error;
      return null;
    }
  });
  if (errors.length > 0) throw new SitegenErrors(errors);
  return identified as IdentifiedPage[];
}

/** What rendering a page looks up besides its own source: where every page lives, the git dates, the blog's authors, the docs' tags. */
async function pageLookups(pages: IdentifiedPage[], git: GitDates, ctx: BuildContext): Promise<PageLookups> {
  return {
    git,
    routeOfFile: new Map(
      pages.flatMap(({ source, permalink }) => [
        [source.file, permalink],
        ...(source.counterpart ? [[source.counterpart, permalink] as const] : []),
      ]),
    ),
    authors: await readAuthors(ctx.config),
    tagsFiles: readTagsFiles(ctx.config),
  };
}

/** Reads a page's body when it was identified without it, from what an earlier build knew of its source. */
export function readBody(page: IdentifiedPage): void {
  if (page.bodyUnread)
    page.parsed = parseFrontmatter(
      readSource(page.source),
      page.source.kind,
      page.source.relPath,
    ) as IdentifiedPage['parsed'];
}

const readErrors: Record<string, string> = {
  ENOENT: 'it is gone, or is a symbolic link to a file that does not exist (ENOENT)',
  EACCES: 'permission denied (EACCES)',
  ELOOP: 'it is a loop of symbolic links (ELOOP)',
};

function readSource(source: SourceFile): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(source.file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new SitegenError(`cannot read the file: ${readErrors[code] ?? code}`, {
      file: source.relPath,
      hint: 'check that the file exists and is readable',
    });
  }
  const text = bytes.toString('utf8');
  const problem = notMarkdown(bytes, text);
  if (problem)
    throw new SitegenError(problem.message, { file: source.relPath, line: problem.line, hint: problem.hint });
  return text;
}

/** Reads a source's front matter and where it is published, and the hash of its text when asked. */
function identify(
  source: SourceFile,
  { text, hashText }: { text: string; hashText: boolean },
  { config }: BuildContext,
): IdentifiedPage {
  const parsed = parseFrontmatter(text, source.kind, source.relPath) as IdentifiedPage['parsed'];
  const textHash = hashText ? fingerprint(text) : '';
  if (source.kind === 'doc') {
    const id = docId(source.sectionPath, parsed.data);
    const permalinkLine = frontmatterLine(text, 'slug') ?? frontmatterLine(text, 'id');
    return {
      source,
      parsed,
      id,
      permalink: docPermalink(id, {
        frontmatter: parsed.data,
        sectionPath: source.sectionPath,
        routeBasePath: versionNamed(config, source.version).routeBasePath,
      }),
      permalinkLine,
      date: null,
      textHash,
    };
  }
  if (source.kind === 'page') {
    const permalink = pagePermalink(source.sectionPath).replace(/(.)\/$/, '$1');
    return { source, parsed, id: permalink, permalink, date: null, textHash };
  }
  const { date, slug } = postIdentity(source.sectionPath, parsed.data);
  if (date && Number.isNaN(date.getTime())) {
    throw new SitegenError('the date in the file name is not a date of the calendar', {
      file: source.relPath,
      hint: 'name the file YYYY-MM-DD-slug.md with a real date, or set `date: 2024-05-31` in its front matter',
    });
  }
  if (!date) {
    throw new SitegenError('a blog post needs a date', {
      file: source.relPath,
      hint: 'name the file YYYY-MM-DD-slug.md or add `date: 2024-05-31` to its front matter',
    });
  }
  return {
    source,
    parsed,
    id: slug,
    permalink: `${config.blog.routeBasePath}/${slug}`,
    permalinkLine: frontmatterLine(text, 'slug'),
    date,
    textHash,
  };
}

/** The 1-based line of a top-level front matter key, if the file's front matter has it. */
function frontmatterLine(text: string, key: string): number | undefined {
  // Only the front matter is split into lines: the body can be long, and this runs for every file.
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  const index = block?.[1].split('\n').findIndex((line) => line.startsWith(`${key}:`)) ?? -1;
  return index < 0 ? undefined : index + 2;
}
