import type { MermaidOptions } from '../config/types.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

/** The theme a Docusaurus site draws diagrams with, which `markdown.mermaid` stands for. */
export const mermaidThemeName = '@docusaurus/theme-mermaid';

const themes = new Set(['default', 'base', 'dark', 'forest', 'neutral', 'null']);

/**
 * `markdown.mermaid` for a Docusaurus site whose `markdown.mermaid` draws diagrams: true, or the theme and options
 * of its `themeConfig.mermaid`; undefined when its ```mermaid blocks are code. What sitegen cannot take is noted.
 */
export function mermaidOf(source: Loose, themeConfig: Loose, note: TakeNote): true | MermaidOptions | undefined {
  if (source.markdown?.mermaid !== true) return undefined;
  const given: Loose = themeConfig.mermaid ?? {};
  const settings: MermaidOptions = {};
  const theme = Object.fromEntries(
    (['light', 'dark'] as const).flatMap((mode) => {
      const name = given.theme?.[mode];
      if (name === undefined) return [];
      if (themes.has(name)) return [[mode, name]];
      note(
        `themeConfig.mermaid.theme.${mode}`,
        `Mermaid has no theme ${JSON.stringify(name)}`,
        `set markdown.mermaid.theme.${mode} to one of ${[...themes].join(', ')}`,
      );
      return [];
    }),
  );
  if (Object.keys(theme).length > 0) settings.theme = theme;
  const options = given.options;
  if (options && typeof options === 'object' && !Array.isArray(options)) {
    if (isData(options)) settings.options = options;
    else
      note(
        'themeConfig.mermaid.options',
        'it holds code, which sitegen cannot send to the browser',
        'set markdown.mermaid.options in site.config.ts to settings written as plain values',
      );
  }
  return Object.keys(settings).length > 0 ? settings : true;
}

/** Whether a value is plain data, as JSON writes it: the settings travel to the browser in each page. */
function isData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isData);
  return (
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value!).every(isData)
  );
}
