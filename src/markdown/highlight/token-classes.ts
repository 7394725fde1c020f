// How highlighted code is marked up: each token's colour as a class, and the stylesheet behind the classes.

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

/**
 * A token's look as classes, `sh-keyword` for `var(--shiki-token-keyword)`: far shorter than an
 * inline style, on every token of every page. Other colours (ANSI) stay inline.
 */
export function tokenAttributes(color: string | undefined, fontStyle: number): string {
  const named = color ? tokenClass.get(color) : undefined;
  const classes = [named ?? '', ...fontStyles.filter(([bit]) => fontStyle & bit).map(([, name]) => name)].filter(
    Boolean,
  );
  const attributes = classes.length ? [`class="${classes.join(' ')}"`] : [];
  if (color && !named && color !== 'var(--shiki-foreground)') attributes.push(`style="color:${color}"`);
  return attributes.join(' ');
}
