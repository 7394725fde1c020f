import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../config/types.js';
import { listFiles, relativePosix } from '../paths.js';
import type { OutputPaths, SourcedFiles } from './output-paths.js';
import type { Writer } from './write.js';

/** Copies the static folder and writes `extras` into the output, each path claimed first; resolves with their paths. */
export async function writeSiteFiles(
  extras: SourcedFiles[],
  outputs: OutputPaths,
  { config, writer }: { config: ResolvedConfig; writer: Writer },
): Promise<Set<string>> {
  const staticFiles = existsSync(config.staticDir) ? listFiles(config.staticDir, config) : [];
  const staticFolder = relativePosix(config.root, config.staticDir);
  for (const file of staticFiles)
    outputs.claim(file, { name: `${staticFolder}/${file}`, file: `${staticFolder}/${file}` });
  for (const { source, files } of extras) for (const file of files) outputs.claim(file.path, source);
  await writer.copyFiles(config.staticDir, staticFiles);
  for (const { files } of extras) for (const file of files) await writer.write(file);
  return new Set([...staticFiles, ...extras.flatMap(({ files }) => files.map((file) => file.path))]);
}
