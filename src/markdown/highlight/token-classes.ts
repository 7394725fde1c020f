// How highlighted code is marked up: each token's colour as a class, and the stylesheet behind the classes.
import { escapeHtml } from '../../html-text.js';

const tokenNames = [
  'constant',
  'string',
  'comment',
  'keyword',
  'parameter',
  'function',
  'string-expression',
  'punctuation',
  'link',
];
const tokenClass = new Map(tokenNames.map((name) => [`var(--shiki-token-${name})`, `sh-${name}`]));
const fontStyles = [
  [1, 'sh-italic'],
  [2, 'sh-bold'],
  [4, 'sh-underline'],
] as const;

/** The rules behind the token classes; the theme's stylesheet sets the `--shiki-token-*` colours for light and dark. */
export const highlightCss =
  tokenNames.map((name) => `.sh-${name}{color:var(--shiki-token-${name})}`).join('') +
  '.sh-italic{font-style:italic}.sh-bold{font-weight:bold}.sh-underline{text-decoration:underline}';

/** A token's look: its classes, `sh-keyword` for `var(--shiki-token-keyword)`, and a colour no class stands for. */
export interface TokenLook {
  classes: string;
  /** An inline colour (ANSI), `color:#…`, or '' when the classes or the code's own colour say it all. */
  style: string;
}

/**
 * A token's look as classes: far shorter than an inline style, on every token of every page. Other colours (ANSI)
 * stay inline.
 */
export function tokenLook(color: string | undefined, fontStyle: number): TokenLook {
  const named = color ? tokenClass.get(color) : undefined;
  const classes = [named ?? '', ...fontStyles.filter(([bit]) => fontStyle & bit).map(([, name]) => name)].filter(
    Boolean,
  );
  const inline = color && !named && color !== 'var(--shiki-foreground)';
  return { classes: classes.join(' '), style: inline ? `color:${color}` : '' };
}

/** A piece of a line that a grammar gave one look. */
export interface TextToken {
  text: string;
  look: TokenLook;
}

/** A token as HTML: its text, in a span when its look needs one. */
export function tokenHtml({ text, look: { classes, style } }: TextToken): string {
  if (!classes && !style) return escapeHtml(text);
  const attributes = classes ? [`class="${classes}"`] : [];
  if (style) attributes.push(`style="${style}"`);
  return `<span ${attributes.join(' ')}>${escapeHtml(text)}</span>`;
}
