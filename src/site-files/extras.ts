import type { Page, PostPage } from '../content/page.js';
import type { ImageCopies } from '../images/resize.js';
import type { SiteData } from '../render/theme.js';
import type { OutputFile } from '../write/output.js';
import type { SourcedFiles } from '../write/output-paths.js';
import { attachmentFiles } from './attachments.js';
import { blogFeeds } from './feeds.js';
import { islandFiles } from './islands.js';

/** The site's files besides its pages and the static folder's, each with what makes it: for messages naming a clash. */
export async function extraFiles(
  pages: Page[],
  site: SiteData,
  { assets, imageCopies }: { assets: OutputFile[]; imageCopies: ImageCopies },
): Promise<SourcedFiles[]> {
  const posts = pages.filter((page): page is PostPage => page.kind === 'post');
  return [
    { source: { name: "sitegen's scripts and styles" }, files: assets },
    { source: { name: 'the blog feed' }, files: site.sections.blog ? blogFeeds(posts, site) : [] },
    { source: { name: 'the files pages link to' }, files: await attachmentFiles(pages, imageCopies) },
    { source: { name: "the stylesheets of the pages' components" }, files: pageStylesheetFiles(pages) },
    {
      source: { name: "the pages' interactive components" },
      files: await islandFiles(pages, site.config, site.withBase),
    },
  ];
}

/** Each page's own stylesheet, once however many pages link it. */
export function pageStylesheetFiles(pages: Page[]): OutputFile[] {
  const sheets = new Map(pages.flatMap((page) => page.stylesheets.map((sheet) => [sheet.path, sheet.css] as const)));
  return [...sheets].map(([path, contents]) => ({ path, contents }));
}
