import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { build } from '../build.js';
import { formatLocation, SitegenError, SitegenErrors } from '../errors.js';
import { createLogger, type Logger } from '../log.js';
import { packageRoot } from '../paths.js';

const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };

/** Exit statuses: 0 success, 1 the build failed on the user's input, 2 bad usage. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command('sitegen')
    .description('Builds a static site from Markdown and React templates.')
    .version(version, '-v, --version')
    .showHelpAfterError('(run sitegen --help for usage)')
    .exitOverride();
  let status = 0;

  program
    .command('build')
    .description('build the site into a folder of static files')
    .option('--root <dir>', 'the site folder holding site.config.ts', '.')
    .option('--out <dir>', 'output folder, relative to the site folder', 'dist')
    .option('--base-url <path>', 'serve the site under this path, overriding baseUrl')
    .addOption(new Option('--debug', 'show stack traces for errors'))
    .action(async (flags: { root: string; out: string; baseUrl?: string; debug?: boolean }) => {
      const log = createLogger();
      log.info(log.paint('bold', `sitegen ${version}`) + log.paint('dim', ` building ${path.resolve(flags.root)}`));
      status = await reportErrors(log, flags.debug, () => build({ root: flags.root, outDir: flags.out, baseUrl: flags.baseUrl, log }));
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 2;
    }
    throw error;
  }
  return status;
}

/** Runs a command; user mistakes become `error: file:line: message` lines with exit 1, stack traces only with --debug. */
async function reportErrors(log: Logger, debug: boolean | undefined, run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    const mistakes = error instanceof SitegenErrors ? error.errors : error instanceof SitegenError ? [error] : null;
    if (!mistakes) {
      log.error(`sitegen failed unexpectedly: ${(error as Error).stack ?? error}`);
      return 1;
    }
    for (const mistake of mistakes) {
      log.error(`${formatLocation(mistake.file, mistake.line)}${mistake.message}`);
      if (mistake.hint) log.info(`  ${log.paint('dim', `hint: ${mistake.hint}`)}`);
      if (debug) log.info(mistake.stack ?? '');
    }
    log.info(log.paint('red', `\nBuild failed; the previous output was left as it was.`));
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
