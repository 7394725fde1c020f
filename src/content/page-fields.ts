import { versionNamed } from '../config/versions.js';
import type { BuildContext } from '../context.js';
import { htmlToText } from '../html-text.js';
import { relativePosix } from '../paths.js';
import { postAuthors } from './authors.js';
import type { DocFrontmatter } from './frontmatter.js';
import type { GitDates } from './git.js';
import type { DocPage, IdentifiedPage, Page, PageLookups, PostPage } from './page.js';
import type { SourceFile } from './scan.js';
import { inlineTags, resolveTags, tagsPath, type TagsFile } from './tags.js';

/** What a page takes from its body, as its Markdown rendered it: the rest of its fields come from its front matter. */
export type PageBody = Pick<
  Page,
  | 'html'
  | 'headings'
  | 'links'
  | 'sectionsJson'
  | 'searchSize'
  | 'searchLead'
  | 'search'
  | 'attachments'
  | 'dependencies'
  | 'islands'
  | 'math'
  | 'diagrams'
  | 'stylesheets'
  | 'headTags'
  | 'ownLayout'
  | 'warnings'
> & {
  /** The title the page gives itself, before the plugins' `page` hooks. */
  writtenTitle: string;
  /** Its description, before the plugins' `page` hooks. */
  description: string;
  /** A post's HTML above its `<!-- truncate -->` marker, the whole post without one. */
  excerpt: { html: string; truncated: boolean };
};

/** The page its routes show, from its source's front matter and its body, with the plugins' changes. */
export async function pageWithBody(
  page: IdentifiedPage,
  body: PageBody,
  ctx: BuildContext,
  { git, authors, tagsFiles }: Pick<PageLookups, 'git' | 'authors' | 'tagsFiles'>,
): Promise<Page> {
  const { source, parsed } = page;
  const fm = parsed.data;
  // The plugins' changes are made here, where the page is made: the cache keeps the page as they left it.
  const { title, description } = await ctx.pageHook({
    file: source.relPath,
    kind: source.kind,
    path: page.permalink,
    title: body.writtenTitle,
    description: body.description,
    frontMatter: fm as Record<string, unknown>,
  });
  const common = {
    source,
    permalink: page.permalink,
    permalinkLine: page.permalinkLine,
    title,
    description,
    keywords: fm.keywords ?? [],
    html: body.html,
    headings: body.headings,
    links: body.links,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    tocLevels: tocLevelsOf(fm),
    image: fm.image ?? null,
    sectionsJson: body.sectionsJson,
    searchSize: body.searchSize,
    searchLead: body.searchLead,
    search: body.search,
    attachments: body.attachments,
    unlisted: fm.unlisted ?? false,
    dependencies: body.dependencies,
    islands: body.islands,
    math: body.math,
    diagrams: body.diagrams,
    stylesheets: body.stylesheets,
    ...(body.headTags ? { headTags: body.headTags, ownLayout: body.ownLayout } : {}),
    warnings: body.warnings,
  };

  const tagsOf = (base: string, tagsFile: TagsFile | null) => {
    const inline = inlineTags(fm.tags, parsed.tagLines);
    const { docs } = ctx.config;
    const resolved = resolveTags(inline, { file: source.relPath, tagsFile, policy: docs.onInlineTags, base });
    common.warnings.push(...resolved.warnings);
    return resolved.tags;
  };
  if (source.kind === 'doc') {
    const version = versionNamed(ctx.config, source.version);
    // Added to the common fields rather than spread with them: V8 copies an object of this many fields slowly.
    const doc: DocPage = Object.assign(common, {
      kind: 'doc' as const,
      id: page.id,
      version: version.name,
      sidebarLabel: fm.sidebar_label ?? title,
      lastUpdate: lastUpdateOf(fm, source, git),
      // A version read from git is as its tag left it: there is no file of it to edit.
      editUrl:
        ctx.config.docs.editUrl && version.gitRef === null
          ? ctx.config.docs.editUrl + relativePosix(version.editRoot, source.file)
          : null,
      nav: {
        position: fm.sidebar_position,
        className: fm.sidebar_class_name,
        displayedSidebar: fm.displayed_sidebar,
        previous: fm.pagination_prev,
        next: fm.pagination_next,
        paginationLabel: fm.pagination_label,
      },
      tags: tagsOf(tagsPath(version.routeBasePath), tagsFiles[version.name] ?? null),
    });
    return doc;
  }
  if (source.kind === 'page') return Object.assign(common, { kind: 'page' as const });
  const post: PostPage = Object.assign(common, {
    kind: 'post' as const,
    slug: page.id,
    date: page.date!,
    authors: postAuthors(fm, authors, source.relPath),
    tags: tagsOf(tagsPath(ctx.config.blog.routeBasePath), null),
    excerptHtml: body.excerpt.html,
    truncated: body.excerpt.truncated,
    readingMinutes: Math.max(1, Math.round(wordCount(common.html) / 200)),
    draft: fm.draft ?? false,
  });
  return post;
}

/** The headings a page's table of contents lists: Docusaurus's levels 2 and 3 unless its front matter says otherwise. */
function tocLevelsOf(fm: DocFrontmatter): Page['tocLevels'] {
  const min = fm.toc_min_heading_level ?? 2;
  return { min, max: fm.toc_max_heading_level ?? Math.max(3, min) };
}

function lastUpdateOf(fm: DocFrontmatter, source: SourceFile, git: GitDates): DocPage['lastUpdate'] {
  const fromGit = git.available ? git.files.get(source.relPath) : undefined;
  const override = fm.last_update;
  if (!fromGit && !override) return null;
  return {
    author: override?.author ?? fromGit?.author,
    date: override?.date ? new Date(override.date) : fromGit?.date,
  };
}

function wordCount(html: string): number {
  return htmlToText(html).split(/\s+/).filter(Boolean).length;
}
