import { sitemapFiles } from '../site-files/sitemap.js';
import type { BuiltinPlugin } from './types.js';

/** `sitemap.xml` and `robots.txt`, written once the pages are: a built-in plugin every build has. */
export function sitemapPlugin(): BuiltinPlugin {
  return {
    name: 'sitemap',
    outputs: ['sitemap.xml', 'robots.txt'],
    async postBuild({ routes, config, withBase, write }) {
      for (const file of sitemapFiles(routes, { config, withBase })) await write(file);
    },
  };
}
