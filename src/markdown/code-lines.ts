// What a code block's info string and magic comments say about its lines: which to highlight, and how to number them.

export interface CodeInfo {
  language: string;
  title: string | null;
  /** 1-based lines to highlight, from `{1,3-5}` in the info string. */
  lines: Set<number>;
  /** The number of the first line when the block shows line numbers (`showLineNumbers`, `showLineNumbers=5`), else null. */
  firstLineNumber: number | null;
  /** Whether the block is an npm command to show for each package manager (`npm2yarn`, as Docusaurus's plugin reads it). */
  npm2yarn: boolean;
}

/** Parses ```` js title="handler.js" {2,4-5} showLineNumbers ```` into its language, title, highlighted lines and numbering. */
export function parseCodeInfo(info: string): CodeInfo {
  const language = info.trim().split(/\s+/)[0]?.replace(/\{.*$/, '') ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(info);
  const numbering = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(info);
  return {
    language,
    title: title ? (title[1] ?? title[2] ?? title[3]) : null,
    lines: lineRanges(/\{([\d,\s-]+)\}/.exec(info)?.[1] ?? ''),
    firstLineNumber: numbering ? Number(numbering[1] ?? 1) : null,
    npm2yarn: /\snpm2yarn(?=\s|$)/.test(info.trim()),
  };
}

/** `1,3-5` → {1, 3, 4, 5}. */
export function lineRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isNaN(from)) continue;
    for (let n = from; n <= (Number.isNaN(to ?? NaN) ? from : to); n++) lines.add(n);
  }
  return lines;
}

// `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`, `/* … */` and `{/* … */}`, alone on their line.
const magicComment = /^\s*(?:\/\/|#|<!--|\{?\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/\}?)?\s*$/;

/** Removes Docusaurus's magic comments from `code` and adds the lines they mark to `highlighted`, numbered as shown. */
export function applyMagicComments(code: string, highlighted: Set<number>): string {
  // Most blocks have none: one search spares splitting them into lines.
  if (!code.includes('highlight-')) return code;
  const shownLines: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const directive = magicComment.exec(line)?.[1];
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') inRange = true;
    else if (directive === 'end') inRange = false;
    else {
      shownLines.push(line);
      if (nextLine || inRange) highlighted.add(shownLines.length);
      nextLine = false;
    }
  }
  return shownLines.join('\n');
}
