import type { ResolvedConfig } from './config/types.js';
import type { Logger } from './log.js';
import { createCodeHighlighter } from './content/highlight.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './content/markdown.js';

export type BuildMode = 'build' | 'dev';

/** What every stage of one build shares: made once per run, never global. */
export interface BuildContext {
  config: ResolvedConfig;
  log: Logger;
  mode: BuildMode;
  renderMarkdown: MarkdownRenderer;
  /** Prefixes a site-absolute path with the base URL: `/docs/x` → `/sub/docs/x`. */
  withBase(path: string): string;
}

export async function createContext(config: ResolvedConfig, log: Logger, mode: BuildMode): Promise<BuildContext> {
  const renderMarkdown = createMarkdownRenderer(await createCodeHighlighter());
  return { config, log, mode, renderMarkdown, withBase: (path) => joinBase(config.baseUrl, path) };
}

export function joinBase(baseUrl: string, path: string): string {
  return path.startsWith(baseUrl) && baseUrl !== '/' ? path : baseUrl + path.replace(/^\//, '');
}
