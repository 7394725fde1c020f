import { localizedConfig } from '../config/i18n.js';
import type { ResolvedConfig } from '../config/types.js';
import { translatedConfig } from './config-strings.js';

/**
 * The config of one of the site's locales, which is built as a site of its own: published under the locale's path,
 * with the theme's words and the config's labels in its language.
 */
export const configInLocale = (config: ResolvedConfig, name: string): ResolvedConfig =>
  translatedConfig(localizedConfig(config, name), name);
