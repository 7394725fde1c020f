import type { ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { escapeHtml } from '../html-text.js';
import { diagramFolder, diagramLoader, loadMermaid } from '../mermaid.js';

/** How diagrams are drawn, as the config says; null when ```mermaid blocks are code. */
export type DiagramSettings = ResolvedConfig['markdown']['mermaid'];

/** A ```mermaid block of a page: its source, and the line of its file its opening fence is on. */
export interface FoundDiagram {
  source: string;
  line: number;
}

/**
 * Reads each diagram with Mermaid's parser: a diagram Mermaid cannot read is an error at its block's line, without
 * the file, which the caller knows, rather than a broken picture in a reader's browser.
 */
export async function checkDiagrams(diagrams: FoundDiagram[]): Promise<void> {
  const mermaid = await loadMermaid();
  for (const { source, line } of diagrams) {
    try {
      await mermaid.parseDiagram(source);
    } catch (error) {
      throw new SitegenError(`Mermaid cannot read the diagram: ${mermaidMessage(error as Error)}`, {
        line,
        hint: 'fix the diagram (https://mermaid.js.org/intro/syntax-reference.html shows each kind of diagram)',
      });
    }
  }
}

/**
 * Mermaid's message on one line: its parsers number the diagram's lines their own way, after taking out its front
 * matter, so their "line N" is left out; the text near the mistake stays.
 */
function mermaidMessage(error: Error): string {
  const lines = String(error?.message ?? error)
    .split('\n')
    .filter((line) => line.trim() && !/^-*\^$/.test(line.trim()) && !/^Parse error on line \d+:$/.test(line.trim()));
  const [near, ...rest] = lines;
  return rest.length > 0 ? `${rest.join(' ')} (near \`${near.trim()}\`)` : (near ?? 'unknown error');
}

/** The opening of a diagram's island: the loader it names, and the site's settings for Mermaid. */
export async function diagramIslandTag(settings: NonNullable<DiagramSettings>, withBase: (path: string) => string) {
  const { path } = await diagramFolder();
  const module = withBase(`/${path}/${diagramLoader}`);
  return `<sitegen-island data-module="${escapeHtml(module)}" data-props="${escapeHtml(JSON.stringify(settings))}">`;
}

/**
 * A diagram as the build writes it: its source, escaped, in a `<pre>` that reads as the diagram's text without
 * JavaScript, within an island whose module draws it once it nears the screen.
 */
export function diagramHtml(islandTag: string, source: string): string {
  return `${islandTag}<pre class="mermaid-diagram">${escapeHtml(source)}</pre></sitegen-island>\n`;
}
