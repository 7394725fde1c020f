import type { MarkedOptions, Token } from '../marked.js';
import type { Heading } from './types.js';

/** What the renderers keep while one page is rendered. */
export interface PageState {
  /** Each heading token's inline tokens → its heading, so the renderer uses the ids computed up front. */
  headings: Map<Token[], Heading>;
  /** The text of the last heading rendered, which names the tables under it. */
  section: string;
  /** Names of the page's regions (tables, admonitions) so far: each needs a name of its own. */
  landmarkNames: Set<string>;
  footnotes: FootnoteState;
  /** The admonitions' kinds in the site's language: `{ tip: 'astuce' }`. */
  kindLabels: Record<string, string>;
  /** Tab groups so far, which number the ids of the next one's tabs and panels. */
  tabGroups: number;
  /** The opening tag of the island each of its diagrams is drawn in, when it has diagrams to draw. */
  diagramIsland?: string;
}

/** The footnotes of the page being rendered: definitions by label, and the order in which they were first cited. */
export interface FootnoteState {
  definitions: Map<string, Token[]>;
  /** Label → its number and how many times it was cited so far. */
  cited: Map<string, { n: number; refs: number }>;
}

/** Parser options that carry the page being rendered to the renderers: marked hands each the options it parses with. */
interface PageOptions extends MarkedOptions {
  page: PageState;
}

export function newPageState(footnotes: FootnoteState, kindLabels: Record<string, string>): PageState {
  return { headings: new Map(), section: '', landmarkNames: new Set(), footnotes, kindLabels, tabGroups: 0 };
}

/** `options` with `page` added, for parsing that page. */
export function withPage(options: MarkedOptions, page: PageState): PageOptions {
  return { ...options, page };
}

/** The page a renderer is rendering, from the options its parser was given by `withPage`. */
export function renderedPage(parser: { options: MarkedOptions }): PageState {
  return (parser.options as PageOptions).page;
}

/** `name`, or `name (2)`, `name (3)`… when the page already has it. */
export function uniqueName(page: PageState, name: string): string {
  let unique = name;
  for (let n = 2; page.landmarkNames.has(unique); n++) unique = `${name} (${n})`;
  page.landmarkNames.add(unique);
  return unique;
}
