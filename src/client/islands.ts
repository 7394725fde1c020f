/**
 * Hydrates the islands on screen. Each names its page's bundle, which brings React and the page's components:
 * a page without islands loads nothing more.
 */
export function hydrateIslands(): void {
  const byModule = new Map<string, HTMLElement[]>();
  document.querySelectorAll<HTMLElement>('sitegen-island:not([data-hydrated])').forEach((island) => {
    const url = island.dataset.module!;
    byModule.set(url, [...(byModule.get(url) ?? []), island]);
  });
  byModule.forEach((islands, url) => {
    import(url)
      .then((module: { hydrate(elements: HTMLElement[]): void }) => module.hydrate(islands))
      .catch(() => undefined);
  });
}
