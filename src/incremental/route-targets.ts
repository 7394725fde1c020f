import type { MarkdownLink } from '../markdown/types.js';
import type { WrittenPage } from '../render/page-writer.js';
import type { BuildCache } from './cache.js';
import { settleOnFirstRead } from './lazy-fields.js';

/**
 * Most links (navbar, sidebar) are on every page: a route's are numbers into the index's table of them. Its
 * Markdown's links are its page's, kept with that page's body: the route names the page's source only.
 */
export type StoredRoutePage = Omit<WrittenPage, 'targets' | 'source'> & { targets: Uint32Array; sourceFile?: string };
type StoredRoutes = Map<string, { key: string; page: StoredRoutePage }>;

/** Where a route's page read from the index keeps the form it was stored in, to be saved again as it is. */
const storedForm = Symbol('stored form');
type WithStoredForm = WrittenPage & { [storedForm]?: StoredRoutePage };

/**
 * A stored route's page, its link targets turned back into text and its Markdown's links read from its page when
 * first asked for: a rebuild checks the links of few pages.
 */
export function withStoredTargets(
  stored: StoredRoutePage,
  table: string[],
  linksOf: (relPath: string) => MarkdownLink[],
): WrittenPage {
  const { sourceFile, ...fields } = stored;
  const page = { ...fields } as unknown as WithStoredForm;
  Object.defineProperty(page, storedForm, { value: stored });
  settleOnFirstRead(page, 'targets', () => Array.from(stored.targets, (n) => table[n]));
  if (sourceFile !== undefined)
    settleOnFirstRead(page, 'source', () => ({ file: sourceFile, links: linksOf(sourceFile) }));
  return page;
}

/**
 * The routes to store, their link targets as numbers into `targets`. Pages read from the index keep their numbers,
 * new ones are numbered on from the last index's `previous` table; from scratch when most of that table has gone unused.
 */
export function storedRoutes(
  routes: BuildCache['routes'],
  previous: string[],
): { routes: StoredRoutes; targets: string[]; renumbered: boolean } {
  const number = (table: string[]) => {
    let index: Map<string, number> | null = null;
    return (target: string) => {
      index ??= new Map(table.map((text, n) => [text, n]));
      let n = index.get(target);
      if (n === undefined) index.set(target, (n = table.push(target) - 1));
      return n;
    };
  };
  const targets = [...previous];
  const numbered = number(targets);
  const toStore = ({ source, ...page }: WrittenPage): StoredRoutePage => ({
    ...page,
    sourceFile: source?.file,
    targets: numberedAll(page.targets, numbered),
  });
  const stored: StoredRoutes = new Map(
    [...routes].map(([route, { key, page }]) => [
      route,
      { key, page: (page as WithStoredForm)[storedForm] ?? toStore(page) },
    ]),
  );
  const used = new Uint8Array(targets.length);
  for (const { page } of stored.values()) for (const n of page.targets) used[n] = 1;
  if (used.reduce((sum, n) => sum + n, 0) * 2 >= targets.length) return { routes: stored, targets, renumbered: false };
  const fresh: string[] = [];
  const renumbered = number(fresh);
  for (const [route, { key, page }] of stored)
    stored.set(route, {
      key,
      page: { ...page, targets: Uint32Array.from(page.targets, (n) => renumbered(targets[n])) },
    });
  return { routes: stored, targets: fresh, renumbered: true };
}

/** Each of `texts` by its number, in a loop: `Uint32Array.from` with a mapping function costs an iterator step and a call per text. */
function numberedAll(texts: string[], numbered: (text: string) => number): Uint32Array {
  const numbers = new Uint32Array(texts.length);
  for (let i = 0; i < texts.length; i++) numbers[i] = numbered(texts[i]);
  return numbers;
}
