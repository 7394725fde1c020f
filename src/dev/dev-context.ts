import { loadConfig } from '../config/resolve.js';
import { createContext } from '../create-context.js';
import { configInLocale } from '../i18n/locale-config.js';
import type { Logger } from '../log.js';
import type { CodeHighlighter } from '../markdown/highlight/index.js';
import type { SiteContext } from '../plugins/types.js';

/** The context of the dev server's builds: the config of the locale served, its broken links reported, never fatal. */
export async function devContext(
  root: string,
  { locale, log, highlighter }: { locale?: string; log: Logger; highlighter: CodeHighlighter },
): Promise<SiteContext> {
  const loaded = await loadConfig(root);
  const config = configInLocale(loaded, locale ?? loaded.i18n.defaultLocale);
  // Writers fix links as they go: broken links are reported, never fatal, while editing.
  config.links = {
    ...config.links,
    onBrokenLinks: 'warn',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
  };
  return createContext(config, { log, mode: 'dev', highlighter });
}
