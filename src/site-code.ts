import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitegenError } from './errors.js';
import { packageRoot } from './paths.js';

/** A place in a file of the site. */
export interface SiteCodeFrame {
  file: string;
  line?: number;
}

const framePattern =
  /^\s+at (?:.*\()?(data:text\/javascript;base64,[A-Za-z0-9+/=]+|file:\/\/[^\s)]+|\/[^\s)]+):(\d+):(\d+)\)?$/gm;
const inlineMapMark = '//# sourceMappingURL=data:application/json;base64,';

/**
 * Where in the site's own code (its config, sidebars, plugins, marked extensions, templates, pages) `error` was
 * thrown: the first frame of its stack that leads, through the source map esbuild wrote inline into what it
 * compiled, to a file outside any `node_modules`, inside `root` when given. Null for an error of sitegen's own.
 */
export function siteCodeFrame(error: unknown, root?: string): SiteCodeFrame | null {
  const stack = (error as Error | undefined)?.stack;
  if (typeof stack !== 'string') return null;
  const maps = new Map<string, { map: SourceMap; sourceRoot: string } | null>();
  for (const [, location, line, column] of stack.matchAll(framePattern)) {
    if (!maps.has(location)) maps.set(location, inlineSourceMap(location));
    const frame = originalFrame(maps.get(location) ?? null, { location, line: Number(line), column: Number(column) });
    if (
      !frame ||
      frame.file.split(path.sep).includes('node_modules') ||
      (root && !frame.file.startsWith(path.resolve(root) + path.sep)) ||
      (!maps.get(location) && (!root || ownCode.some((folder) => frame.file.startsWith(folder))))
    )
      continue;
    return frame;
  }
  return null;
}

/** sitegen's own code, which a stack that Node or a loader already mapped names as it is. */
const ownCode = ['src', 'dist-lib'].map((folder) => path.join(packageRoot, folder) + path.sep);

/**
 * The file and line a frame of compiled code comes from, through its source map; a frame without one is taken as it
 * stands, as when Node (`--enable-source-maps`) or a loader has mapped the stack already.
 */
function originalFrame(
  mapped: { map: SourceMap; sourceRoot: string } | null,
  { location, line, column }: { location: string; line: number; column: number },
): SiteCodeFrame | null {
  if (!mapped) {
    if (location.startsWith('data:')) return null;
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    return existsSync(file) ? { file, line } : null;
  }
  const entry = mapped.map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number };
  const file = entry.originalSource ? sourcePath(entry.originalSource, mapped.sourceRoot) : null;
  return file ? { file, line: entry.originalLine === undefined ? undefined : entry.originalLine + 1 } : null;
}

/**
 * `error` as a mistake of the site when its own code threw it: one line naming the file and line, the message and
 * `hint`, instead of a stack trace. Null when sitegen's own code threw it.
 */
export function siteCodeError(
  error: unknown,
  { root, doing, hint }: { root?: string; doing: string; hint: string },
): SitegenError | null {
  if (error instanceof SitegenError) return error;
  const frame = siteCodeFrame(error, root);
  if (!frame) return null;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new SitegenError(`${doing}: ${message}`, { file: frame.file, line: frame.line, hint });
}

/**
 * The source map esbuild wrote at the end of compiled code, read from a `data:` URL or a file, with the folder its
 * sources are relative to (Node's `SourceMap` ignores `sourceRoot`); null without one.
 */
function inlineSourceMap(location: string): { map: SourceMap; sourceRoot: string } | null {
  try {
    const code = location.startsWith('data:')
      ? Buffer.from(location.slice(location.indexOf(',') + 1), 'base64').toString('utf8')
      : readFileSync(location.startsWith('file:') ? fileURLToPath(location) : location, 'utf8');
    const at = code.lastIndexOf(inlineMapMark);
    if (at < 0) return null;
    const payload = JSON.parse(
      Buffer.from(code.slice(at + inlineMapMark.length).trim(), 'base64').toString('utf8'),
    ) as SourceMapPayload;
    return { map: new SourceMap(payload), sourceRoot: payload.sourceRoot ?? '' };
  } catch {
    return null;
  }
}

/** A source map's name of a source as an absolute path, when it names a file that exists. */
function sourcePath(source: string, sourceRoot: string): string | null {
  const file = source.startsWith('file:') ? fileURLToPath(source) : path.resolve(sourceRoot, source);
  return existsSync(file) ? file : null;
}
