import { described as d, describe, enumOf, object, validate, type Schema } from '../schema.js';
import type { MermaidOptions, ResolvedConfig } from './types.js';

// `markdown.mermaid`, as Docusaurus's `themeConfig.mermaid` says how diagrams are drawn: its schema and its defaults.

const mermaidTheme = enumOf('default', 'base', 'dark', 'forest', 'neutral', 'null');
const mermaidSchema = object({
  theme: d(
    object({
      light: d(mermaidTheme, 'The theme of diagrams in light mode.', { default: '`"default"`' }),
      dark: d(mermaidTheme, 'The theme of diagrams in dark mode.', { default: '`"dark"`' }),
    }),
    "Mermaid's theme in each colour mode.",
  ),
  options: d(
    { kind: 'object', fields: {}, open: true },
    "Mermaid's own settings, as `mermaid.initialize()` takes them; its `securityLevel` stays `strict`.",
    { default: '`{}`' },
  ),
});

/** `markdown.mermaid`: true, false, or the settings, each of which is checked. */
export const mermaidSetting: Schema = {
  kind: 'check',
  shape: mermaidSchema,
  check: (value, at) =>
    typeof value === 'boolean'
      ? []
      : typeof value === 'object' && value !== null && !Array.isArray(value)
        ? validate(value, mermaidSchema, at)
        : [
            {
              path: at,
              message: `must be true, false or an object of \`theme\` and \`options\`; got ${describe(value)}`,
              hint: 'write true to draw diagrams in the default themes',
            },
          ],
};

/** How diagrams are drawn: in Docusaurus's themes unless the config names others, or null when they are code. */
export function resolveMermaid(mermaid: boolean | MermaidOptions | undefined): ResolvedConfig['markdown']['mermaid'] {
  if (!mermaid) return null;
  const { theme = {}, options = {} } = mermaid === true ? {} : mermaid;
  return { theme: { light: theme.light ?? 'default', dark: theme.dark ?? 'dark' }, options };
}
