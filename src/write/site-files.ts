import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types.js';
import { listFiles, relativePosix } from '../paths.js';
import type { OutputFile } from './output.js';
import type { OutputPaths, SourcedFiles } from './output-paths.js';
import type { Writer } from './write.js';

/** Copies the static folder and writes `extras` into the output, each path claimed first; resolves with their paths. */
export async function writeSiteFiles(
  extras: SourcedFiles[],
  outputs: OutputPaths,
  { config, writer }: { config: ResolvedConfig; writer: Writer },
): Promise<Set<string>> {
  const listed = existsSync(config.staticDir) ? listFiles(config.staticDir, config) : [];
  const extended = new Set(
    extras.flatMap(({ files, extendsStatic }) => (extendsStatic ? files.map((file) => file.path) : [])),
  );
  const staticFiles = listed.filter((file) => !extended.has(file));
  const staticFolder = relativePosix(config.root, config.staticDir);
  for (const file of staticFiles)
    outputs.claim(file, { name: `${staticFolder}/${file}`, file: `${staticFolder}/${file}` });
  for (const { source, files } of extras) for (const file of files) outputs.claim(file.path, source);
  await writer.copyFiles(config.staticDir, staticFiles);
  for (const { files, extendsStatic } of extras)
    for (const file of files) {
      const own = extendsStatic && listed.includes(file.path);
      await writer.write(own ? { ...file, contents: followingStatic(config.staticDir, file) } : file);
    }
  return new Set([...staticFiles, ...extras.flatMap(({ files }) => files.map((file) => file.path))]);
}

/** The static folder's file then `file`'s lines: the site's own `_redirects` rules first, as they were written. */
function followingStatic(staticDir: string, file: OutputFile): string {
  const own = readFileSync(path.join(staticDir, file.path), 'utf8');
  return `${own}${own.endsWith('\n') || own === '' ? '' : '\n'}${String(file.contents)}`;
}
