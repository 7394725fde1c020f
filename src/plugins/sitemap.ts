import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { sitemapFiles } from '../site-files/sitemap.js';
import type { BuiltinPlugin } from './types.js';

/**
 * `sitemap.xml` and `robots.txt`, written once the pages are: a built-in plugin every build has. A site whose static
 * folder holds its own `robots.txt` publishes that one, as under Docusaurus.
 */
export function sitemapPlugin(config: Pick<ResolvedConfig, 'staticDir'>): BuiltinPlugin {
  const ownRobots = existsSync(path.join(config.staticDir, 'robots.txt'));
  const outputs = ownRobots ? ['sitemap.xml'] : ['sitemap.xml', 'robots.txt'];
  return {
    name: 'sitemap',
    outputs,
    async postBuild({ routes, config, withBase, write }) {
      for (const file of sitemapFiles(routes, { config, withBase })) if (outputs.includes(file.path)) await write(file);
    },
  };
}
