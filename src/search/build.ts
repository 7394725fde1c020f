import { collectPostings, shardKey, shardPostings, type SearchManifest, type TextShard } from '../client/search/format.js';
import type { DocPage, PostPage } from '../content/page.js';
import type { OutputFile } from '../emit/output.js';
import type { Route } from '../routes/types.js';

/**
 * Pages per text shard: a result list of ten loads at most ten files, and each is read whole before its results
 * show, so they are kept small (about 30 KB, 7 KB gzipped, on the generated 10,000-page site).
 */
export const TEXT_SHARD_PAGES = 5;
/** Below this much text, the browser indexes the text itself: fewer bytes than shipping postings. */
export const INLINE_POSTINGS_LIMIT = 512 * 1024;

/** Writes the sharded search index from the sections of every doc and post. */
export function buildSearchIndex(routes: Route[], withBase: (path: string) => string, inlineLimit = INLINE_POSTINGS_LIMIT): OutputFile[] {
  const manifest: SearchManifest = { v: 2, pages: [], textShardPages: TEXT_SHARD_PAGES, postings: 'text', prefixes: [] };
  const texts: TextShard[] = [];
  for (const route of routes) {
    // The docs root shows its main doc again; index the doc once, at its own address.
    if (route.canonicalPath) continue;
    const page: DocPage | PostPage | null = route.kind === 'doc' ? route.doc : route.kind === 'blog-post' ? route.post : null;
    if (!page) continue;
    const { sections } = page;
    const pageIndex = manifest.pages.push([page.title, withBase(page.permalink), sections.length]) - 1;
    (texts[Math.floor(pageIndex / TEXT_SHARD_PAGES)] ??= []).push(...sections);
  }
  const textFiles = texts.map((shard, n) => ({ path: `assets/search/t-${n}.json`, contents: JSON.stringify(shard) }));
  const textBytes = textFiles.reduce((sum, file) => sum + file.contents.length, 0);
  let shardFiles: OutputFile[] = [];
  if (textBytes > inlineLimit) {
    const shards = shardPostings(collectPostings(texts.flat().map(([heading, , text]) => [heading, text] as const)));
    manifest.postings = 'shards';
    manifest.prefixes = [...shards.keys()];
    shardFiles = [...shards].map(([prefix, shard]) => ({ path: `assets/search/w-${shardKey(prefix)}.json`, contents: JSON.stringify(shard) }));
  }
  return [{ path: 'assets/search/index.json', contents: JSON.stringify(manifest) }, ...shardFiles, ...textFiles];
}
