import type { RememberedText } from '../site-files/assets.js';
import type { BuildCache } from './cache.js';

/** Text kept in the cache's fragments under its name while it is made from the same key; made each time without a cache. */
export function rememberedFragments(cache: Pick<BuildCache, 'fragments'> | null): RememberedText {
  return async ({ name, key }, make) => {
    const stored = cache?.fragments.get(name);
    if (stored?.key === key) return stored.text;
    const text = await make();
    cache?.fragments.set(name, { key, text });
    return text;
  };
}
