import { loadUserConfig } from '../config/load.js';
import type { ResolvedConfig, UserConfig } from '../config/types.js';
import { llmsTxtPlugin } from './llms.js';
import { sitemapPlugin } from './sitemap.js';
import type { SiteCode } from './types.js';

/**
 * The site's plugins, the built-in ones first, its marked extensions and its `createRedirects`. A config that adds code is imported
 * again here, on whichever thread asks: functions cannot be sent to a worker thread, so each loads its own.
 */
export async function loadSiteCode(config: ResolvedConfig): Promise<SiteCode> {
  const builtins = [sitemapPlugin(config), ...(config.llmsTxt ? [llmsTxtPlugin()] : [])];
  if (!config.siteCode || !config.configFile) return { plugins: builtins, markdownExtensions: [] };
  const user = (await loadUserConfig(config.configFile, config.limits.stepMs)).config as UserConfig;
  return {
    plugins: [...builtins, ...(user.plugins ?? [])],
    markdownExtensions: user.markdown?.extensions ?? [],
    createRedirects: user.createRedirects,
  };
}
