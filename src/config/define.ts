import type { UserConfig } from './types.js';

/** Gives `site.config.ts` type checking and editor completion; returns its argument unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
