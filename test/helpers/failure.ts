import { cpSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { build, type BuildOptions } from '../../src/build.js';
import { mistakesOf, whereOf } from '../../src/cli/report-errors.js';
import { createLogger } from '../../src/log.js';
import { tempDir } from './site.js';

/** A mistake as `sitegen build` run in the site folder prints it: `error: <where>: <message>`, then `hint: <hint>`. */
export interface Mistake {
  /** `file` or `file:line`, relative to the site folder; empty when the mistake names no file. */
  where: string;
  message: string;
  hint?: string;
  /** The whole error line after `error: `. */
  line: string;
}

/**
 * Builds `root` in this process, expecting the build to fail on the site's mistakes, and returns them as the CLI
 * would print them. An unexpected error (sitegen's own) is rethrown, as the CLI would print its stack trace.
 */
export async function buildMistakes(
  root: string,
  options: Omit<BuildOptions, 'root' | 'log'> = {},
): Promise<Mistake[]> {
  const log = createLogger({ stream: { write: () => true }, color: false });
  try {
    await build({ root, log, ...options });
  } catch (error) {
    const mistakes = mistakesOf(error, root);
    if (!mistakes) throw error;
    return mistakes.map((mistake) => {
      // As printed by `sitegen build` run in the site's folder.
      const where = whereOf(mistake, root, root);
      return {
        where: where.replace(/: $/, ''),
        message: mistake.message,
        hint: mistake.hint,
        line: where + mistake.message,
      };
    });
  }
  assert.unreachable(`the build of ${root} succeeded`);
  return [];
}

/** A copy of `dir` in a fresh temporary folder, file times kept: a site built once, copied for each test to break. */
export function copyBuiltSite(dir: string, name: string): string {
  const copy = tempDir(name);
  cpSync(dir, copy, { recursive: true, preserveTimestamps: true });
  return copy;
}
