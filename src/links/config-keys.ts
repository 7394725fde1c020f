import type { ResolvedConfig } from '../config/types.js';
import { joinBase } from '../context.js';

/**
 * The keys of the config that put a link on every page, by the address they link as the pages write it: a target
 * broken on every page is named by its key (`favicon`), which is where it is fixed.
 */
export function configLinkKeys(config: ResolvedConfig): Map<string, string> {
  const withBase = (target: string) => joinBase(config.baseUrl, target);
  const keys = new Map<string, string>();
  const add = (target: string | null | undefined, key: string) => {
    if (target && !keys.has(withBase(target))) keys.set(withBase(target), key);
  };
  add(config.favicon, 'favicon');
  add(config.navbar.logo?.src, 'navbar.logo.src');
  (config.navbar.items ?? []).forEach((item, i) => {
    if (item.type === undefined) add(item.to, `navbar.items[${i}].to`);
  });
  config.footer.columns.forEach((column, i) =>
    column.items.forEach((item, j) => add(item.to, `footer.columns[${i}].items[${j}].to`)),
  );
  return keys;
}
