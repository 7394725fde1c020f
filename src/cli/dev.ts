import { performance } from 'node:perf_hooks';
import { createLogger, formatMs } from '../log.js';
import { openInBrowser } from './open-browser.js';
import { reportErrors } from './report-errors.js';

export interface DevFlags {
  root: string;
  port: number;
  host: string;
  open?: boolean;
  locale?: string;
  debug?: boolean;
}

/** `sitegen dev`: serves the site until the process is stopped; answers with the exit status when it cannot start. */
export async function runDevServer(flags: DevFlags): Promise<number> {
  const log = createLogger({ debug: flags.debug });
  const started = performance.now();
  const { startDevServer } = await import('../dev/server.js');
  return reportErrors(
    async () => {
      const server = await startDevServer({
        root: flags.root,
        port: flags.port,
        host: flags.host,
        locale: flags.locale,
        debug: flags.debug,
        log,
      });
      log.info(
        `\n  ${log.paint('bold', 'sitegen dev')} ready in ${formatMs(performance.now() - started)}: ${log.paint('cyan', server.url)}\n  Pages are rendered as they are asked for while the whole site builds in the background.\n  Edits to content/, templates/ and site.config.ts show up as you save. Ctrl+C to stop.\n`,
      );
      if (flags.open) openInBrowser(server.url, log);
      await new Promise(() => undefined);
    },
    { log, debug: flags.debug, failure: 'The dev server did not start.', root: flags.root },
  );
}
