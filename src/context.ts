import type { ResolvedConfig } from './config/types.js';
import type { Logger } from './log.js';
import type { MarkdownRenderer } from './markdown/types.js';
import type { CodeHighlighter } from './markdown/highlight/index.js';

export type BuildMode = 'build' | 'dev';

/** What every stage of one build shares: made once per run, never global. */
export interface BuildContext {
  config: ResolvedConfig;
  log: Logger;
  mode: BuildMode;
  renderMarkdown: MarkdownRenderer;
  /** Highlights the code of the pages rendered on this thread; shiki starts with the first of them. */
  highlighter: CodeHighlighter;
  /** Gives a page to the plugins' `page` hooks, which may change its title and description. */
  pageHook(page: PageData): Promise<Pick<PageData, 'title' | 'description'>>;
  /** Prefixes a site-absolute path with the base URL: `/docs/x` → `/sub/docs/x`. */
  withBase(path: string): string;
}

/** What `page` is given of a page before its route is made; what it returns replaces the title or description. */
export interface PageData {
  /** The Markdown file, relative to the site root. */
  file: string;
  kind: 'doc' | 'post' | 'page';
  /** Route path without the base URL. */
  path: string;
  title: string;
  description: string;
  /** The page's front matter as written; a copy. */
  frontMatter: Record<string, unknown>;
}

export function joinBase(baseUrl: string, path: string): string {
  return path.startsWith(baseUrl) && baseUrl !== '/' ? path : baseUrl + path.replace(/^\//, '');
}
