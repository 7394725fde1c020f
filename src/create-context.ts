import type { MarkdownExtension, ResolvedConfig } from './config/types.js';
import { joinBase, type BuildMode } from './context.js';
import type { MarkdownRenderer } from './markdown/types.js';
import { createCodeHighlighter, type CodeHighlighter } from './markdown/highlight/index.js';
import type { Logger } from './log.js';
import { loadSiteCode } from './plugins/load.js';
import { pageHooks } from './plugins/run.js';
import type { SiteContext } from './plugins/types.js';

export interface ContextOptions {
  log: Logger;
  mode: BuildMode;
  /** A highlighter kept from an earlier context, as the dev server keeps one for all its rebuilds; a new one by default. */
  highlighter?: CodeHighlighter;
}

/** Loads the site's code (plugins, Markdown extensions) and makes the context a build's stages share. */
export async function createContext(
  config: ResolvedConfig,
  { log, mode, highlighter = createCodeHighlighter() }: ContextOptions,
): Promise<SiteContext> {
  const { plugins, markdownExtensions, createRedirects } = await loadSiteCode(config);
  let renderer: Promise<MarkdownRenderer> | undefined;
  const renderMarkdown: MarkdownRenderer = async (source, options) =>
    (await (renderer ??= loadMarkdownRenderer(highlighter, markdownExtensions, config)))(source, options);
  const ctx: SiteContext = {
    config,
    log,
    mode,
    renderMarkdown,
    highlighter,
    plugins,
    createRedirects,
    pageHook: (page) => pageHooks(ctx, page),
    withBase: (path) => joinBase(config.baseUrl, path),
  };
  return ctx;
}

/**
 * marked loads when the first page is rendered on this thread, as shiki starts: a large site's pages render in
 * worker threads, which start sooner when this one has not spent time loading them first.
 */
async function loadMarkdownRenderer(
  highlighter: CodeHighlighter,
  extensions: MarkdownExtension[],
  config: ResolvedConfig,
): Promise<MarkdownRenderer> {
  const { createMarkdownRenderer } = await import('./markdown/renderer.js');
  return createMarkdownRenderer(highlighter, extensions, {
    words: config.i18n.strings,
    math: config.markdown.math,
    mermaid: config.markdown.mermaid,
  });
}
