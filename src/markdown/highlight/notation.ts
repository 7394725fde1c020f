// shiki's notation comments (`// [!code ++]`, `[!code focus]`, `[!code word:name]`…), read and applied by
// @shikijs/transformers to the tree shiki makes of a block's tokens, which then becomes the usual line HTML.
import {
  tokensToHast,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
  transformerRemoveNotationEscape,
  type Element,
  type ElementContent,
  type Highlighter,
  type ShikiTransformer,
  type ThemedToken,
} from '../../shiki.js';
import { tokenHtml, type TextToken } from './token-classes.js';

// Each keeps nothing between blocks: what it reads of one is kept on that block's own tree.
const notationTransformers: ShikiTransformer[] = [
  transformerNotationDiff(),
  transformerNotationFocus(),
  transformerNotationHighlight(),
  transformerNotationErrorLevel(),
  transformerNotationWordHighlight(),
  // `[\!code ++]` shows the notation as written.
  transformerRemoveNotationEscape(),
];

/** `highlighted` on the lines `{2,4-5}` names, counted as shown: once the notation lines are taken out. */
function highlightShownLines(lines: ReadonlySet<number>): ShikiTransformer {
  return {
    name: 'sitegen:highlighted-lines',
    code(code) {
      code.children
        .filter((node): node is Element => node.type === 'element')
        .forEach((line, i) => lines.has(i + 1) && this.addClassToHast(line, 'highlighted'));
    },
  };
}

/**
 * The lines of a block, given as its tokens, with its notation comments applied: each a whole
 * `<span class="line …">`, the comments removed, the line's classes added.
 */
export function notatedLines(
  lines: ReadonlyArray<readonly TextToken[]>,
  {
    code,
    lang,
    highlightedLines,
    shiki,
  }: {
    code: string;
    lang: string;
    highlightedLines: ReadonlySet<number>;
    shiki: Highlighter;
  },
): string[] {
  let offset = 0;
  const tokens = lines.map((line) =>
    line.map(({ text, look }): ThemedToken => {
      const token = {
        content: text,
        offset,
        htmlAttrs: { ...(look.classes && { class: look.classes }), ...(look.style && { style: look.style }) },
        // Empty, so that the look is the attributes' alone.
        htmlStyle: {},
      };
      offset += text.length;
      return token;
    }),
  );
  const options = {
    lang,
    theme: 'sitegen',
    transformers: [...notationTransformers, highlightShownLines(highlightedLines)],
  };
  const root = tokensToHast(tokens, options, {
    meta: {},
    options,
    source: code,
    // For transformers that highlight more code; the ones of notation comments do not.
    codeToHast: (source, more) => shiki.codeToHast(source, more as Parameters<Highlighter['codeToHast']>[1]),
    codeToTokens: (source, more) => shiki.codeToTokens(source, more as Parameters<Highlighter['codeToTokens']>[1]),
  });
  const codeElement = (root.children[0] as Element).children[0] as Element;
  return codeElement.children.filter((node): node is Element => node.type === 'element').map(lineHtml);
}

function lineHtml(line: Element): string {
  return `<span class="${classesOf(line)}">${line.children.map(pieceHtml).join('')}</span>`;
}

/** A token's span of the tree, as the line HTML of blocks without notation has it. */
function pieceHtml(node: ElementContent): string {
  if (node.type === 'text') return tokenHtml({ text: node.value, look: { classes: '', style: '' } });
  if (node.type !== 'element') return '';
  const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  return tokenHtml({ text, look: { classes: classesOf(node), style: String(node.properties.style ?? '') } });
}

function classesOf(node: Element): string {
  const classes = node.properties.class ?? node.properties.className ?? '';
  return Array.isArray(classes) ? classes.join(' ') : String(classes);
}
