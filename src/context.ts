import type { ResolvedConfig } from './config/types.js';
import type { BuildCache } from './incremental/cache.js';
import type { Logger } from './log.js';
import type { MarkdownExtension, MarkdownRenderer } from './content/markdown.js';
import { createCodeHighlighter, type CodeHighlighter } from './content/highlight/index.js';
import type { SitegenPlugin } from './plugins/types.js';
import { loadSiteCode } from './plugins/load.js';

export type BuildMode = 'build' | 'dev';

/** What every stage of one build shares: made once per run, never global. */
export interface BuildContext {
  config: ResolvedConfig;
  log: Logger;
  mode: BuildMode;
  /** What earlier builds left to reuse; absent with `--no-cache`. */
  cache?: BuildCache;
  renderMarkdown: MarkdownRenderer;
  /** Highlights the code of the pages rendered on this thread; shiki starts with the first of them. */
  highlighter: CodeHighlighter;
  /** Where a build publishes the site; absent in the dev server, which keeps its files in memory. */
  outDir?: string;
  /** The site's plugins, the built-in ones first. */
  plugins: SitegenPlugin[];
  /** Prefixes a site-absolute path with the base URL: `/docs/x` → `/sub/docs/x`. */
  withBase(path: string): string;
}

export interface ContextOptions {
  log: Logger;
  mode: BuildMode;
  /** What earlier builds left to reuse; none with `--no-cache`. */
  cache?: BuildCache;
  /** A highlighter kept from an earlier context, as the dev server keeps one for all its rebuilds; a new one by default. */
  highlighter?: CodeHighlighter;
}

export async function createContext(
  config: ResolvedConfig,
  { log, mode, cache, highlighter = createCodeHighlighter() }: ContextOptions,
): Promise<BuildContext> {
  const { plugins, markdownExtensions } = await loadSiteCode(config);
  let renderer: Promise<MarkdownRenderer> | undefined;
  const renderMarkdown: MarkdownRenderer = async (source, options) =>
    (await (renderer ??= loadMarkdownRenderer(highlighter, markdownExtensions)))(source, options);
  return {
    config,
    log,
    mode,
    cache,
    renderMarkdown,
    highlighter,
    plugins,
    withBase: (path) => joinBase(config.baseUrl, path),
  };
}

/**
 * marked loads when the first page is rendered on this thread, as shiki starts: a large site's pages render in
 * worker threads, which start sooner when this one has not spent time loading them first.
 */
async function loadMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[],
): Promise<MarkdownRenderer> {
  const { createMarkdownRenderer } = await import('./content/markdown.js');
  return createMarkdownRenderer(highlighter, extensions);
}

export function joinBase(baseUrl: string, path: string): string {
  return path.startsWith(baseUrl) && baseUrl !== '/' ? path : baseUrl + path.replace(/^\//, '');
}
