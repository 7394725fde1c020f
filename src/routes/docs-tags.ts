import type { DocsVersion, ResolvedConfig } from '../config/types.js';
import type { DocPage } from '../content/page.js';
import { tagsPath } from '../content/tags.js';
import { collectTags, tagLetters, tagSummaries } from './tags.js';
import type { Route } from './types.js';

/** A docs version's tags page and one page per tag listing its docs, when its docs have tags (unlisted docs aside). */
export function docsTagRoutes(docs: DocPage[], version: DocsVersion, config: ResolvedConfig): Route[] {
  const tags = collectTags(
    docs.filter((doc) => !doc.unlisted),
    (doc) => doc.tags,
  );
  if (tags.length === 0) return [];
  const origin = { file: config.configFile ?? 'site.config.ts' };
  const allTagsPath = tagsPath(version.routeBasePath);
  const index: Route = {
    kind: 'docs-tags',
    version: version.name,
    path: allTagsPath,
    title: 'Tags',
    description: 'All tags of the docs',
    origin,
    tags: tagSummaries(tags),
    letters: tagLetters(tagSummaries(tags)),
  };
  return [
    index,
    ...tags.map(({ items, ...tag }): Route => ({
      kind: 'docs-tag',
      version: version.name,
      path: tag.permalink,
      title: `${tag.count} doc${tag.count === 1 ? '' : 's'} tagged with "${tag.label}"`,
      description: tag.description ?? `Docs tagged "${tag.label}"`,
      origin,
      tag,
      allTagsPath,
      docs: items
        .map((doc) => ({ title: doc.title, description: doc.description, path: doc.permalink }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    })),
  ];
}
