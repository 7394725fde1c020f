import type { Lead } from '../shared/search-format.js';
import type { PageIndex, SearchSize } from './search-words.js';
import type { SourceFile } from './scan.js';
import type { Heading, MarkdownLink } from '../markdown/types.js';
import type { IslandModule } from '../mdx/islands.js';
import type { HeadTag } from '../shared/chunk.js';
import type { ModuleDependency } from '../mdx/to-html.js';
import type { DocFrontmatter, ParsedSource, PostFrontmatter } from './frontmatter.js';
import type { GitDates } from './git.js';
import type { Tag, TagsFile } from './tags.js';

export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Their key in `authors.yml`, for those written there. */
  key?: string;
  /** Route path of their own page, when `authors.yml` gives them one (`page: true`). */
  page?: string;
  /** Their profiles elsewhere, as links, in the order written. */
  socials?: Array<{ platform: string; url: string }>;
}

/** The blog's authors by key, from `authors.yml` in the blog folder, as Docusaurus reads them. */
export type { Tag };

export type AuthorsMap = Record<string, Author>;

interface PageBase {
  source: SourceFile;
  /** Route path without the base URL, e.g. `/docs/faq`. */
  permalink: string;
  /** Line of the front matter key (`slug`, or a doc's `id`) that chose the permalink, if one did. */
  permalinkLine?: number;
  title: string;
  description: string;
  keywords: string[];
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  hideTableOfContents: boolean;
  /** The shallowest and deepest heading levels its table of contents lists. */
  tocLevels: { min: number; max: number };
  /** Front matter `image`, for link previews. */
  image: string | null;
  /** The page's text split at its h2, h3 and h4 headings, for the search index: a `TextShard` as JSON, as the text files join it. */
  sectionsJson: string;
  /** How many those sections are, and how long as JSON. */
  searchSize: SearchSize;
  /** The start of its first section, which the search shows for a match in its title. */
  searchLead: Lead;
  /** Its words, where in those sections they are, for the search index's postings. */
  search: PageIndex;
  /** Files beside the Markdown that it links to or shows (`./diagram.png`), published under hashed names. */
  attachments: Attachment[];
  /** Front matter `unlisted`: built, but left out of the sidebar, lists, sitemap, search and feeds, and not indexed. */
  unlisted: boolean;
  /** The site's own files an MDX page imports (components, and what they import), with their hashes. */
  dependencies: ModuleDependency[];
  /** The browser bundle that hydrates the page's islands, or null when it has none. */
  islands: IslandModule | null;
  /** Whether it shows formulas: then it links KaTeX's stylesheet. */
  math: boolean;
  /** Whether it shows diagrams: then the site publishes Mermaid's browser build. */
  diagrams: boolean;
  /** Stylesheets it links besides the site's: the CSS its MDX and their components import. */
  stylesheets: PageStylesheet[];
  /** The head tags its `@docusaurus/Head` gives, for a page that has them. */
  headTags?: HeadTag[];
  /** Whether it draws its whole content area itself, as a React page inside `@theme/Layout` does. */
  ownLayout?: boolean;
  /** What rendering the Markdown warned about; printed by every build that uses the page, cached or not. */
  warnings: string[];
}

/** The fields of a page that rendering its Markdown fills, empty: a page made without rendering any. Fresh each call. */
export function nothingRendered(): Pick<
  PageBase,
  'headings' | 'links' | 'attachments' | 'dependencies' | 'islands' | 'math' | 'diagrams' | 'stylesheets' | 'warnings'
> {
  return {
    headings: [],
    links: [],
    attachments: [],
    dependencies: [],
    islands: null,
    math: false,
    diagrams: false,
    stylesheets: [],
    warnings: [],
  };
}

/** A stylesheet of a page's own, published under a name made from its contents. */
export interface PageStylesheet {
  /** Relative to the output folder: `assets/css/components.1a2b3c4d5e.css`. */
  path: string;
  css: string;
}

export interface Attachment {
  /** Absolute path of the file. */
  from: string;
  /** Where it is published, relative to the output folder: `assets/files/diagram.1a2b3c4d5e.png`. */
  path: string;
  /** For a smaller copy of an image, listed in its `srcset`: the copy's width, in pixels. */
  width?: number;
}

export interface DocPage extends PageBase {
  kind: 'doc';
  id: string;
  /** The version of the docs it belongs to: `current`, or a name of `versions.json`. */
  version: string;
  sidebarLabel: string;
  lastUpdate: { author?: string; date?: Date } | null;
  /** Where "Edit this page" points, or null when the site has no edit URL. */
  editUrl: string | null;
  /** What its front matter says of its place in sidebars and pagers. */
  nav: DocNav;
  tags: Tag[];
}

/** A doc's front matter about navigation; absent keys are left out. */
export interface DocNav {
  position?: number;
  className?: string;
  /** A sidebar's name, or null for none. */
  displayedSidebar?: string | null;
  previous?: string | null;
  next?: string | null;
  /** Its label in other docs' pagers. */
  paginationLabel?: string;
}

export interface PostPage extends PageBase {
  kind: 'post';
  slug: string;
  date: Date;
  authors: Author[];
  tags: Tag[];
  /** HTML above the `<!-- truncate -->` marker, or the whole post when there is none. */
  excerptHtml: string;
  truncated: boolean;
  readingMinutes: number;
  draft: boolean;
}

/** A Markdown page of `content/pages/`, such as `about.md` at `/about`: a page of its own, outside the docs and the blog. */
export interface MarkdownPage extends PageBase {
  kind: 'page';
}

export type Page = DocPage | PostPage | MarkdownPage;

/** A source file with its front matter parsed and its route known, ready for its Markdown to be rendered. */
export interface IdentifiedPage {
  source: SourceFile;
  parsed: ParsedSource<DocFrontmatter & PostFrontmatter>;
  permalink: string;
  permalinkLine?: number;
  id: string;
  date: Date | null;
  /** Hash of the file's text, for the build cache. */
  textHash: string;
  /** Set when the page was identified from its cached page, without its file: `parsed` is read if it renders. */
  bodyUnread?: true;
}

/** What rendering one page needs to know about the rest of the site. */
export interface PageLookups {
  git: GitDates;
  /** Source file → route, for links between Markdown files. */
  routeOfFile: Map<string, string>;
  /** The blog's `authors.yml`, if it has one. */
  authors: AuthorsMap | null;
  /** Each docs version's tags file (`tags.yml`), by version name; null where it has none. */
  tagsFiles: Record<string, TagsFile | null>;
}
