import type { HeadTagConfig } from '../config/types.js';
import type { Loose } from './load.js';
import type { TakeNote } from './report.js';

/** The packages a Docusaurus site renders math with, which `markdown.math` stands for. */
export const mathPackages = ['remark-math', 'rehype-katex'];

/**
 * Whether the Docusaurus site renders math: remark-math among the remark plugins of its docs, blog or pages, each
 * named by the stand-in its import became. A site that keeps single dollars as text is told they are math here.
 */
export function usesRemarkMath(contentOptions: Array<Loose | false | undefined>, note: TakeNote): boolean {
  const entries = contentOptions.flatMap((options) =>
    options
      ? [options.remarkPlugins, options.beforeDefaultRemarkPlugins].flatMap((list) => (Array.isArray(list) ? list : []))
      : [],
  );
  const remarkMath = entries.filter((entry) => String(Array.isArray(entry) ? entry[0] : entry) === 'remark-math');
  if (remarkMath.some((entry) => Array.isArray(entry) && entry[1]?.singleDollarTextMath === false))
    note(
      'remark-math singleDollarTextMath: false',
      'sitegen reads $…$ as math too, unless a space follows the first dollar or precedes the second, or a digit follows it',
      'write \\$ for a dollar sign that is not math where the two could pair up',
    );
  return remarkMath.length > 0;
}

/** A link to KaTeX's stylesheet on a CDN, which rehype-katex's sites add: sitegen publishes its own. */
export function isKatexStylesheet(tag: HeadTagConfig): boolean {
  const href = tag.attributes?.href;
  return tag.tagName === 'link' && typeof href === 'string' && /\/katex(@[^/]*)?\/dist\/katex(\.min)?\.css/.test(href);
}
