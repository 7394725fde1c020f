import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { SitegenError } from '../errors.js';
import { createLogger } from '../log.js';
import { packageRoot } from '../paths.js';
import { portNumber, positiveInteger, seconds, urlPath } from './arguments.js';
import { runToTheEnd } from './exit.js';
import { runDevServer, type DevFlags } from './dev.js';
import { reportErrors } from './report-errors.js';
import { checkLinks, type CheckLinksFlags } from './check-links.js';
import { migrate } from './migrate.js';
import { writeTranslationFiles } from './write-translations.js';
import { defaultExternalOptions } from '../links/external.js';

const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };

/**
 * Exit statuses: 0 success, 1 the build failed on the user's input, 2 bad usage. Each command loads its code
 * when it runs, so `--help` or `serve` do not wait for React, shiki and the HTML parser to load.
 */
export async function main(argv: string[]): Promise<number> {
  const program = new Command('sitegen')
    .description('Builds a static site from Markdown and React templates.')
    .version(version, '-v, --version')
    .exitOverride();
  let status = 0;

  program
    .command('build')
    .description('build the site into a folder of static files')
    .option('--root <dir>', 'the site folder holding site.config.ts', '.')
    .option('--out <dir>', 'output folder, relative to the site folder', 'dist')
    .option('--base-url <path>', 'serve the site under this path, overriding baseUrl', urlPath)
    .option('--no-cache', 'build everything anew, without reading or updating node_modules/.cache/sitegen')
    .option('--force', 'replace the output folder even if it holds files sitegen did not write')
    .option(
      '--step-limit <seconds>',
      "how long each step running the site's code may take (default: limits.stepSeconds, or 60)",
      seconds,
    )
    .option(
      '--render-limit <seconds>',
      'how long rendering one page may take (default: limits.renderSeconds, or 10)',
      seconds,
    )
    .addOption(new Option('--debug', 'show stack traces for errors, and why the build cache makes each thing again'))
    .action(
      async (flags: {
        root: string;
        out: string;
        baseUrl?: string;
        cache: boolean;
        force?: boolean;
        stepLimit?: number;
        renderLimit?: number;
        debug?: boolean;
      }) => {
        const log = createLogger({ debug: flags.debug });
        log.info(log.paint('bold', `sitegen ${version}`) + log.paint('dim', ` building ${path.resolve(flags.root)}`));
        const { build } = await import('../build.js');
        const hadOutput = existsSync(path.resolve(flags.root, flags.out));
        status = await reportErrors(
          () =>
            build({
              root: flags.root,
              outDir: flags.out,
              baseUrl: flags.baseUrl,
              cache: flags.cache,
              force: flags.force,
              limits: { stepMs: flags.stepLimit, renderMs: flags.renderLimit },
              log,
            }),
          {
            log,
            debug: flags.debug,
            root: flags.root,
            failure: hadOutput ? 'Build failed; the previous output was left as it was.' : 'Build failed.',
          },
        );
      },
    );

  program
    .command('dev')
    .description('serve the site with live reload while you write')
    .option('--root <dir>', 'the site folder holding site.config.ts', '.')
    .option('--port <number>', 'port to listen on (the next free one if taken)', portNumber, 3000)
    .option('--host <address>', 'address to listen on, and the only name besides localhost it answers to', '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .option('--locale <name>', 'the locale to serve, under its path (default: i18n.defaultLocale)')
    .action(async (flags: DevFlags) => {
      status = await runDevServer(flags);
    });

  program
    .command('check-links')
    .description('check the links and anchors of a built site folder')
    .argument('[dir]', 'the folder of static files', 'dist')
    .option('--base-url <path>', 'the path the site is served under (default: the one it was built with)', urlPath)
    .option('--ignore <pattern...>', 'targets never to report (* is a wildcard)')
    .addOption(
      new Option('--format <format>', 'how to print the report').choices(['text', 'json', 'github']).default('text'),
    )
    .option('--external', 'also check links to other sites')
    .option(
      '--timeout <ms>',
      'with --external: how long to wait for each site',
      positiveInteger,
      defaultExternalOptions.timeoutMs,
    )
    .option(
      '--concurrency <n>',
      'with --external: requests at once (at most 2 per host)',
      positiveInteger,
      defaultExternalOptions.concurrency,
    )
    .option(
      '--cache-file <file>',
      'with --external: where URLs that worked are remembered for a day',
      defaultExternalOptions.cacheFile!,
    )
    .option('--no-cache', 'with --external: check every URL again')
    .action(async (dir: string, flags: CheckLinksFlags) => {
      const log = createLogger();
      let machineReportFailed = false;
      status = await reportErrors(
        async () => {
          machineReportFailed = await checkLinks(dir, flags, log);
        },
        { log, debug: flags.debug, failure: 'Link check failed.' },
      );
      if (machineReportFailed) status = 1;
    });

  program
    .command('init')
    .description('make a new site in a folder; --from brings a Docusaurus site over')
    .argument('[dir]', 'the folder of the new site', '.')
    .option(
      '--from <dir>',
      'the Docusaurus site to make it from: its folder, or its config file, the site being the current folder',
    )
    .addOption(
      new Option(
        '--name <title>',
        "the site's title (asked for in a terminal; else made from the folder's name)",
      ).conflicts('from'),
    )
    .addOption(new Option('--no-blog', 'make the site without a blog').conflicts('from'))
    .addOption(new Option('--docs-only', 'no blog and no home page: the docs are the site, at /').conflicts('from'))
    .option('-y, --yes', 'take the defaults without asking (--from asks nothing)')
    .addOption(new Option('--force', 'write the starter files into a folder that holds other files').conflicts('from'))
    .option(
      '--step-limit <seconds>',
      'with --from: how long running the Docusaurus config may take (default 60)',
      seconds,
    )
    .action(async (dir: string, flags: InitFlags) => {
      const log = createLogger();
      if (flags.from) {
        status = await reportErrors(() => migrate(dir, flags.from!, flags.stepLimit, log), {
          log,
          debug: flags.debug,
          failure: 'Migration failed.',
        });
        return;
      }
      status = await reportErrors(
        async () => {
          const { initSite } = await import('../init/create.js');
          const terminal =
            process.stdin.isTTY && process.stdout.isTTY ? { input: process.stdin, output: process.stdout } : null;
          const site = await initSite({
            dir,
            name: flags.name,
            blog: flags.blog,
            docsOnly: Boolean(flags.docsOnly),
            yes: Boolean(flags.yes),
            force: Boolean(flags.force),
            version,
            terminal,
          });
          const steps = [...(path.resolve(dir) === process.cwd() ? [] : [`cd ${dir}`]), 'npm install', 'npm run dev'];
          log.info(
            `${log.paint('green', '✓')} Made ${site.choices.title} in ${dir}: ${site.files.length} files.\n\nNext:`,
          );
          for (const step of steps) log.info(`  ${log.paint('cyan', step)}`);
        },
        { log, debug: flags.debug, failure: 'No site was made.' },
      );
    });

  program
    .command('docs:version')
    .description("copy the docs as a released version, as Docusaurus's command does")
    .argument('<name>', 'the name of the version, such as 2.0')
    .option('--root <dir>', 'the site folder holding site.config.ts', '.')
    .action(async (name: string, flags: { root: string; debug?: boolean }) => {
      const log = createLogger();
      status = await reportErrors(
        async () => {
          const { releaseDocsVersion } = await import('../versions/release.js');
          const released = await releaseDocsVersion(flags.root, name);
          const shown = (file: string) => path.relative(process.cwd(), file) || '.';
          log.info(
            `${log.paint('green', '✓')} Released the docs as version ${name}: ${released.files} files in ${shown(released.folder)}`,
          );
          if (released.sidebarsFile) log.info(`  sidebars in ${shown(released.sidebarsFile)}`);
          log.info(`  versions.json: ${released.versions.join(', ')}`);
        },
        { log, debug: flags.debug, failure: 'No version was made.', root: flags.root },
      );
    });

  program
    .command('write-translations')
    .description("write the site's translation files for a locale, as Docusaurus's command does")
    .option('--locale <name>', 'the locale to write them for (default: i18n.defaultLocale)')
    .option('--root <dir>', 'the site folder holding site.config.ts', '.')
    .action(async (flags: { locale?: string; root: string; debug?: boolean }) => {
      const log = createLogger();
      status = await reportErrors(() => writeTranslationFiles(flags, log), {
        log,
        debug: flags.debug,
        failure: 'No translations were written.',
        root: flags.root,
      });
    });

  program
    .command('serve')
    .description('serve a built site folder as a static host would')
    .argument('[dir]', 'the folder of static files', 'dist')
    .option('--port <number>', 'port to listen on', portNumber, 3000)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--base <path>', 'serve the site under this path, to try a baseUrl', urlPath, '/')
    .action(async (dir: string, flags: { port: number; host: string; base: string; debug?: boolean }) => {
      const log = createLogger();
      status = await reportErrors(
        async () => {
          if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
            throw new SitegenError(`no folder ${dir} to serve`, {
              hint: dir === 'dist' ? 'run sitegen build first' : 'name the built site folder: sitegen serve <dir>',
            });
          }
          const { createStaticServer, listen, listenError } = await import('../serve/static.js');
          const server = createStaticServer({ dir, base: flags.base });
          const origin = await listen(server, flags.port, flags.host).catch((error) =>
            Promise.reject(listenError(error, flags.host, flags.port)),
          );
          log.info(`Serving ${path.resolve(dir)} at ${log.paint('cyan', origin + flags.base)} (Ctrl+C to stop)`);
          await new Promise(() => undefined);
        },
        { log, debug: flags.debug, failure: 'The server did not start.' },
      );
    });

  // Usage errors print as one line, with where to read more; every command takes --debug.
  for (const command of [program, ...program.commands]) {
    if (command !== program && !command.options.some((option) => option.long === '--debug'))
      command.addOption(new Option('--debug', 'show stack traces for errors'));
    const help = command === program ? 'sitegen --help' : `sitegen ${command.name()} --help`;
    command.configureOutput({ outputError: (message, write) => write(`${message.trimEnd()} (see ${help})\n`) });
  }

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? 0
        : 2;
    }
    throw error;
  }
  return status;
}

interface InitFlags {
  from?: string;
  name?: string;
  blog: boolean;
  docsOnly?: boolean;
  yes?: boolean;
  force?: boolean;
  stepLimit?: number;
  debug?: boolean;
}

runToTheEnd(() => main(process.argv.slice(2)));
