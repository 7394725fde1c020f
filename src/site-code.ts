import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SitegenError } from './errors.js';

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
    const mapped = maps.get(location);
    if (!mapped) continue;
    const entry = mapped.map.findEntry(Number(line) - 1, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (!entry.originalSource) continue;
    const file = sourcePath(entry.originalSource, mapped.sourceRoot);
    if (
      !file ||
      file.split(path.sep).includes('node_modules') ||
      (root && !file.startsWith(path.resolve(root) + path.sep))
    )
      continue;
    return { file, line: entry.originalLine === undefined ? undefined : entry.originalLine + 1 };
  }
  return null;
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
