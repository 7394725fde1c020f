import type { SitegenPlugin } from './plugins/types.js';
import type { UserConfig } from './config/types.js';

/** The config `site.config.ts` exports, with its plugins' hooks typed. */
export type SiteConfig = Omit<UserConfig, 'plugins'> & { plugins?: SitegenPlugin[] };

/** Gives `site.config.ts` type checking and editor completion; returns its argument unchanged. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
