import { sitemapFiles } from '../emit/sitemap.js';
import type { SitegenPlugin } from './types.js';

/** `sitemap.xml` and `robots.txt`, written once the pages are: a built-in plugin every build has. */
export function sitemapPlugin(): SitegenPlugin {
  return {
    name: 'sitemap',
    async postBuild({ routes, config, withBase, write }) {
      for (const file of sitemapFiles(routes, { config, withBase })) await write(file);
    },
  };
}
