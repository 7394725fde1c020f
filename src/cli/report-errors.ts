import { formatLocation, shownPath, SitegenError, SitegenErrors, UsageError } from '../errors.js';
import type { Logger } from '../log.js';
import { siteCodeError } from '../site-code.js';

interface ErrorReportOptions {
  log: Logger;
  /** Shows each mistake's stack trace too (`--debug`). */
  debug?: boolean;
  /** The last line printed after the mistakes. */
  failure?: string;
  /** The site folder the mistakes' files are relative to. */
  root?: string;
}

/** Runs a command; user mistakes become `error: file:line: message` lines with exit 1, stack traces only with --debug. */
export async function reportErrors(
  run: () => Promise<unknown>,
  { log, debug = false, failure = 'Build failed.', root = '.' }: ErrorReportOptions,
): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    const mistakes = mistakesOf(error, root);
    if (!mistakes) {
      log.error(`sitegen failed unexpectedly: ${(error as Error).stack ?? error}`);
      return 1;
    }
    const usage = mistakes.some((mistake) => mistake instanceof UsageError);
    for (const mistake of mistakes) {
      log.error(`${whereOf(mistake, root)}${mistake.message}`);
      if (mistake.hint) log.info(`  ${log.paint('dim', `hint: ${mistake.hint}`)}`);
      if (debug) log.info((error instanceof SitegenErrors ? mistake : (error as Error)).stack ?? '');
    }
    log.info(log.paint('red', `\n${failure}`));
    return usage ? 2 : 1;
  }
}

/**
 * The user's mistakes an error stands for; null when it is sitegen's own failure. An error the site's own code threw
 * (its config, a plugin, a template) is the site's mistake, named at its line.
 */
export function mistakesOf(error: unknown, root: string): SitegenError[] | null {
  if (error instanceof SitegenErrors) return error.errors;
  const siteMistake = siteCodeError(error, {
    root,
    doing: "the site's code threw",
    hint: 'fix the code at this line; run with --debug for the stack trace',
  });
  return siteMistake ? [siteMistake] : null;
}

/**
 * Where a mistake is, as its line starts: `content/docs/a.md:3: ` from the folder `from`, or nothing when it names
 * no file.
 */
export const whereOf = (mistake: SitegenError, root: string, from = process.cwd()): string =>
  formatLocation(mistake.file && shownPath(mistake.file, root, from), mistake.line);
