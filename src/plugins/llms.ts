import { readFile } from 'node:fs/promises';
import { splitFrontmatter } from '../content/frontmatter.js';
import { absoluteUrl } from '../site-files/feeds.js';
import type { Route } from '../routes/types.js';
import type { BuiltinPlugin, PluginContext } from './types.js';

/** The llms.txt sections, by the kinds of route each lists; lists, tags, the home page and the 404 page are left out. */
const sections: Array<[heading: string, kinds: Array<Route['kind']>]> = [
  ['Docs', ['doc', 'generated-index']],
  ['Blog', ['blog-post']],
  ['Pages', ['markdown-page', 'page']],
];

/**
 * `/llms.txt` (llmstxt.org): the site's title and tagline, then every public page as `- [Title](URL): description`;
 * and beside each doc and post its Markdown without front matter, `/docs/intro.md` for `/docs/intro`.
 */
export function llmsTxtPlugin(): BuiltinPlugin {
  return {
    name: 'llms-txt',
    outputs: ['llms.txt'],
    async postBuild({ routes, config, withBase, write }) {
      const listed = routes.filter(
        (route) =>
          !route.canonicalPath &&
          !(sourceOf(route) ?? (route.kind === 'markdown-page' ? route.markdown : null))?.unlisted,
      );
      await write({ path: 'llms.txt', contents: llmsTxt(listed, { config, withBase }) });
      for (const route of listed) {
        const page = sourceOf(route);
        if (page)
          await write({ path: twinPath(route.path), contents: markdownOf(await readFile(page.source.file, 'utf8')) });
      }
    },
  };
}

function llmsTxt(routes: Route[], site: PluginContext): string {
  const { title, tagline } = site.config;
  const entry = (route: Route) =>
    `- [${route.title.replace(/[[\]]/g, '\\$&')}](${absoluteUrl(site, route.path)})${route.description ? `: ${route.description.replace(/\s+/g, ' ')}` : ''}`;
  const lists = sections
    .map(([heading, kinds]) => [heading, routes.filter((route) => kinds.includes(route.kind))] as const)
    .filter(([, listed]) => listed.length > 0)
    .map(([heading, listed]) => `## ${heading}\n\n${listed.map(entry).join('\n')}\n`);
  return [`# ${title}\n`, ...(tagline ? [`> ${tagline}\n`] : []), ...lists].join('\n');
}

/** A page's Markdown without its front matter, nor the blank lines after it. */
function markdownOf(source: string): string {
  return splitFrontmatter(source).content.replace(/^(?:[ \t]*\r?\n)+/, '');
}

/** The doc or post a route shows, whose Markdown gets a twin. */
function sourceOf(route: Route) {
  return route.kind === 'doc' ? route.doc : route.kind === 'blog-post' ? route.post : null;
}

/** `/docs/intro` → `docs/intro.md`; `/` → `index.md`. */
function twinPath(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}.md`;
}
