import type { Page } from '../content/page.js';
import { attachmentOf } from '../content/attachment.js';
import { bundleIslandEntries } from '../mdx/compile.js';
import { docusaurusContext, type SiteContextConfig } from '../mdx/site-context.js';
import type { SiteBounds } from '../paths.js';
import type { OutputFile } from '../write/output.js';

/** The browser bundles of the pages' islands, under `assets/islands/`, React in a chunk they share; none without islands. */
export async function islandFiles(
  pages: Page[],
  site: SiteBounds & SiteContextConfig & { staticDir: string },
  withBase: (path: string) => string,
): Promise<OutputFile[]> {
  const entries = new Map(pages.flatMap((page) => (page.islands ? [[page.islands.name, page.islands] as const] : [])));
  if (entries.size === 0) return [];
  const resolveAsset = (file: string) => {
    const attachment = attachmentOf(file, site);
    return attachment ? withBase(`/${attachment.path}`) : null;
  };
  return bundleIslandEntries({
    entries: [...entries.values()],
    root: site.root,
    allowedOutsidePaths: site.allowedOutsidePaths,
    resolveAsset,
    siteContext: docusaurusContext(site),
    staticDir: site.staticDir,
  });
}
