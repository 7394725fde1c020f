import { placeholderPattern, type JsxPiece, type ScannedMdx } from './scan.js';

/** The source of a page's module, with what is needed to render it and to point errors at the page's lines. */
export interface PageModule {
  source: string;
  /** The HTML of the Markdown between JSX pieces; `<HtmlPiece i={n}/>` in the source stands for piece n. */
  html: string[];
  /** 1-based line of the module → line of the page, for esbuild's errors. */
  sourceLines: number[];
}

/** The name the module gives the component that stands for a piece of rendered Markdown. */
export const htmlPieceName = '__SitegenHtml';
/** The module-level object through which the content reaches components that hydrate in the browser. */
export const islandsName = '__sitegenIslands';
/** The module the page imports its island wrapper from; the build provides it for each page. */
export const runtimeModule = 'sitegen:mdx-runtime';

/**
 * Assembles the module of an MDX page: its imports and exports as written, then a component that returns the
 * rendered Markdown (`html`, holding the scan's placeholders) with the JSX pieces put back where they were.
 * Components in `islands` are reached through a wrapper that marks where they hydrate.
 */
export function assemblePageModule(scanned: ScannedMdx, html: string, islands: string[]): PageModule {
  const sourceLines: number[] = [0];
  const lines: string[] = [];
  const push = (code: string, line: number) => {
    for (const [i, text] of code.split('\n').entries()) {
      lines.push(text);
      sourceLines.push(line + i);
    }
  };
  const firstLine = scanned.esm[0]?.line ?? scanned.pieces[0]?.line ?? 1;
  if (islands.length > 0)
    push(`import { island as __sitegenIsland } from ${JSON.stringify(runtimeModule)};`, firstLine);
  for (const block of scanned.esm) push(block.code, block.line);
  if (islands.length > 0)
    push(
      `const ${islandsName} = { ${islands.map((name) => `${name}: __sitegenIsland(${JSON.stringify(name)}, ${name})`).join(', ')} };`,
      firstLine,
    );
  push(`export default function MDXContent({ ${htmlPieceName}, toc, frontMatter }) {`, firstLine);
  if (islands.length > 0) push(`const { ${islands.join(', ')} } = ${islandsName};`, firstLine);
  push('return <>', firstLine);

  // The rendered Markdown cut at the placeholders: HTML between JSX pieces.
  const parts: Array<{ html: string } | { piece: JsxPiece }> = [];
  let at = 0;
  for (const match of html.matchAll(placeholderPattern)) {
    parts.push({ html: html.slice(at, match.index) }, { piece: scanned.pieces[Number(match[1] ?? match[2])] });
    at = match.index + match[0].length;
  }
  parts.push({ html: html.slice(at) });
  unwrapBracketedLines(parts);

  const pieces: string[] = [];
  let line = firstLine;
  parts.forEach((part, i) => {
    if ('piece' in part) {
      push(part.piece.code, part.piece.line);
      line = part.piece.line;
      return;
    }
    // The line breaks around a JSX line are Markdown's, not content: left out, they leave Tabs only its TabItems.
    const besideBlock = [parts[i - 1], parts[i + 1]].some((p) => p && 'piece' in p && p.piece.block);
    if (part.html === '' || (besideBlock && part.html.trim() === '')) return;
    pieces.push(part.html);
    push(`<${htmlPieceName} i={${pieces.length - 1}} />`, line);
  });
  push('</>;', line);
  push('}', line);
  return { source: lines.join('\n'), html: pieces, sourceLines };
}

/** Drops the paragraph marked around a line that starts and ends with JSX (`<Tab>text</Tab>`), as MDX does not make one. */
function unwrapBracketedLines(parts: Array<{ html: string } | { piece: JsxPiece }>): void {
  for (let i = 1; i < parts.length; i += 2) {
    const start = parts[i] as { piece: JsxPiece };
    if (start.piece.bracket !== 'start') continue;
    let end = i + 2;
    while (end < parts.length && (parts[end] as { piece: JsxPiece }).piece.bracket !== 'end') end += 2;
    const before = parts[i - 1] as { html: string };
    const after = parts[end + 1] as { html: string } | undefined;
    if (!after || !before.html.endsWith('<p>') || !after.html.startsWith('</p>')) continue;
    before.html = before.html.slice(0, -3);
    after.html = after.html.slice(4).replace(/^\n/, '');
  }
}
