// What the Markdown renderer takes and gives, apart from the renderer, for the modules on either side of it.

/** A heading of a page, for its table of contents and for anchor checks. */
export interface Heading {
  depth: number;
  id: string;
  /** Plain text, for search and `title` attributes. */
  text: string;
  /** Inline HTML, e.g. with `<code>`, for the table of contents. */
  html: string;
}

/** A link written in Markdown, with where it was written and what it became. */
export interface MarkdownLink {
  /** The target as written. */
  href: string;
  /** The target as rendered into the HTML. */
  resolved: string;
  line: number;
  /** True when it names a `.md` file that does not exist. */
  brokenMarkdown: boolean;
  /** An image's alt text, as written (`![alt](a.png)`); absent for a link. */
  alt?: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  /** Code block languages shiki does not know; they render as plain text. */
  unknownLanguages: string[];
  /** Whether it shows formulas, which need KaTeX's stylesheet. */
  math: boolean;
  /** Whether it shows diagrams, which need Mermaid's browser build. */
  diagrams: boolean;
  /** The lines of its ```mermaid blocks, shown as code since the config does not draw diagrams. */
  diagramsAsCode: number[];
}

export interface MarkdownOptions {
  /** Line of the file on which the Markdown starts (after front matter). */
  firstLine?: number;
  /** Maps a relative `.md` link to a route URL, or null when no such file exists. */
  resolveMarkdownLink(target: string): string | null;
  /** Maps a relative link or image to another file (`./diagram.png`) to the URL it is published at, or null when there is no such file. */
  resolveFile(target: string): string | null;
  /** Prefixes a site-absolute path (`/docs/x`) with the base URL. */
  withBase(path: string): string;
  /**
   * Maps a relative link to a page (`../setup`) to its address, resolved as it would be from the page's own: for
   * docs, which the docs root shows again at another address. Absent where such links stay as written.
   */
  resolveRoute?(target: string): string;
}

export type MarkdownRenderer = (source: string, options: MarkdownOptions) => Promise<RenderedMarkdown>;
