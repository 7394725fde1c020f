// Errors a page's compiled code throws, named at the line of the page or of the site's file that threw.
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { SitegenError } from '../errors.js';

/** A page's compiled module, with what points its errors at the page's lines and its components' files. */
export interface LocatedModule {
  /** The page's file, path from the site folder, and the site folder. */
  page: { file: string; relPath: string; root: string };
  pieces: Array<{ code: string; line: number }>;
  /** The compiled module's source map, as JSON. */
  sourceMap: string;
  /** Line of the page's module → line of the page. */
  sourceLines: number[];
}

/** Runs `work`, turning what the page's code throws into an error naming the file and, when it can, the line. */
export function withPageErrors<T>(located: LocatedModule, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const { page, pieces } = located;
    const message = (error as Error).message;
    const undefinedName = /^(\w+) is not defined$/.exec(message)?.[1];
    const piece = undefinedName
      ? pieces.find((p) => new RegExp(`^<${undefinedName}\\b|\\b${undefinedName}\\b`).test(p.code))
      : undefined;
    const thrower = piece ? null : throwingLine(error, located);
    throw new SitegenError(`the page's JSX failed: ${message}`, {
      file: thrower?.file ?? page.relPath,
      line: thrower?.line ?? piece?.line,
      hint: undefinedName
        ? `import ${undefinedName}, or define it with \`export const ${undefinedName} = …\``
        : 'fix the component or the expression; run with --debug for the stack trace',
    });
  }
}

// The page's module runs through `new Function`, whose first two lines are its header.
const moduleFrame = /^\s+at .*<anonymous>:(\d+):(\d+)\)?$/gm;
const functionHeaderLines = 2;

/** Where in the page or in the site's own files the page's module threw, through its source map; null if unknown. */
function throwingLine(
  error: unknown,
  { page, sourceMap, sourceLines }: LocatedModule,
): { file: string; line: number } | null {
  const stack = (error as Error | undefined)?.stack;
  if (typeof stack !== 'string' || !sourceMap) return null;
  const map = new SourceMap(JSON.parse(sourceMap) as SourceMapPayload);
  for (const [, line, column] of stack.matchAll(moduleFrame)) {
    const entry = map.findEntry(Number(line) - functionHeaderLines - 1, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (!entry.originalSource || entry.originalLine === undefined) continue;
    if (entry.originalSource === path.basename(page.file))
      return { file: page.relPath, line: sourceLines[entry.originalLine + 1] ?? entry.originalLine + 1 };
    const file = path.resolve(page.root, entry.originalSource);
    if (file.split(path.sep).includes('node_modules') || !file.startsWith(path.resolve(page.root) + path.sep)) continue;
    return { file: path.relative(page.root, file).split(path.sep).join('/'), line: entry.originalLine + 1 };
  }
  return null;
}
