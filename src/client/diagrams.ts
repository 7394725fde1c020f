/**
 * Draws a page's Mermaid diagrams: the island of each holds its source in a `<pre>`, which stays until the diagram
 * nears the screen; then Mermaid, published beside this module, draws it in the colour mode's theme, and draws it
 * again when the reader switches modes. Only pages with a diagram load this module, and Mermaid only once one shows.
 */
interface Settings {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let mermaid: Promise<Mermaid> | null = null;
/** Mermaid's settings are global to it: one diagram is drawn at a time, each with its own. */
let drawing: Promise<void> = Promise.resolve();
let drawn = 0;
const islandOf = new WeakMap<Element, HTMLElement>();
let nearScreen: IntersectionObserver | null = null;
let watchingMode = false;

/** Called by the runtime with the page's islands that name this module, after each page it shows. */
export function hydrate(islands: HTMLElement[]): void {
  nearScreen ??= new IntersectionObserver(drawVisible, { rootMargin: '300px 0px' });
  for (const island of islands) {
    const source = island.querySelector('pre');
    island.setAttribute('data-hydrated', '');
    if (!source) continue;
    islandOf.set(source, island);
    // The island adds no box of its own: its `<pre>` is what comes into view.
    nearScreen.observe(source);
  }
  if (!watchingMode) {
    watchingMode = true;
    new MutationObserver(redrawAll).observe(document.documentElement, { attributeFilter: ['data-theme'] });
  }
}

function drawVisible(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    nearScreen!.unobserve(entry.target);
    const island = islandOf.get(entry.target);
    if (island) draw(island).catch(() => undefined);
  }
}

function currentMode(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/** The diagrams already drawn, in the mode just chosen. */
function redrawAll(): void {
  document.querySelectorAll<HTMLElement>('sitegen-island[data-drawn]').forEach((island) => {
    if (island.dataset.drawn !== currentMode()) draw(island).catch(() => undefined);
  });
}

function draw(island: HTMLElement): Promise<void> {
  const source = island.querySelector('pre')?.textContent ?? '';
  const { theme, options } = JSON.parse(island.dataset.props ?? '{}') as Settings;
  mermaid ??= import(new URL('mermaid.esm.min.mjs', import.meta.url).href).then((module) => module.default);
  drawing = drawing
    .catch(() => undefined)
    .then(async () => {
      const mode = currentMode();
      const library = await mermaid!;
      // Diagrams are content from strangers: `strict` keeps their labels and links from running script.
      library.initialize({ ...options, startOnLoad: false, securityLevel: 'strict', theme: theme[mode] });
      const { svg } = await library.render(`sitegen-diagram-${++drawn}`, source);
      let figure = island.querySelector<HTMLElement>('.mermaid-svg');
      if (!figure) {
        figure = document.createElement('div');
        figure.className = 'mermaid-svg';
        island.prepend(figure);
      }
      figure.innerHTML = svg;
      island.querySelector('pre')!.hidden = true;
      island.dataset.drawn = mode;
    });
  return drawing;
}
