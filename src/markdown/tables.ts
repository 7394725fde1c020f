import { Renderer, type RendererObject } from '../marked.js';
import { escapeHtml } from '../html-text.js';
import { renderedPage, uniqueName } from './page-state.js';
import { plainText } from './plain-text.js';

/**
 * A wide table scrolls sideways in its own box, named and focusable so keyboards can scroll it too, rather than
 * breaking identifiers in its cells.
 */
export const tableRenderer: RendererObject = {
  table(token) {
    const page = renderedPage(this.parser);
    const label = uniqueName(
      page,
      page.section
        ? `Table: ${page.section}`
        : `Table: ${token.header.map((cell) => plainText(cell.tokens)).join(', ')}`,
    );
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(label)}">${Renderer.prototype.table.call(this, token)}</div>\n`;
  },
};
