import path from 'node:path';
import type { ConnectionTimeouts } from '../serve/connections.js';
import { localizedConfig } from '../config/i18n.js';
import { loadConfig } from '../config/resolve.js';
import { createLogger, type Logger } from '../log.js';
import { createDevHttpServer } from './http.js';
import { createRebuildLoop } from './rebuild.js';
import { watchedPaths, watchSources } from './watcher.js';

export interface DevOptions {
  root?: string;
  port?: number;
  host?: string;
  /** The locale served, under its path; the default locale unless named. */
  locale?: string;
  /** Logs the stack trace of each mistake of a failed rebuild too. */
  debug?: boolean;
  log?: Logger;
  timeouts?: ConnectionTimeouts;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/** Builds the site in memory, serves it, and rebuilds and tells open pages whenever a source changes. */
export async function startDevServer(options: DevOptions = {}): Promise<DevServer> {
  const log = options.log ?? createLogger();
  const root = path.resolve(options.root ?? '.');
  // A locale the site does not have is a mistake in the command, which no save can mend: refused before serving.
  if (options.locale) localizedConfig(await loadConfig(root), options.locale);
  const site = createRebuildLoop(root, log, { locale: options.locale, debug: options.debug });
  const server = createDevHttpServer(site, options.timeouts);
  server.announce(await site.rebuild([]));
  const watcher = watchSources(watchedPaths(root, site.config()), {
    log,
    onChanges: (changes) => void site.rebuild(changes).then(server.announce),
  });
  const host = options.host ?? '127.0.0.1';
  const origin = await server.listen(options.port ?? 3000, host, log).catch(async (error) => {
    await watcher.close();
    site.close();
    throw error;
  });
  return {
    url: origin + (site.config()?.baseUrl ?? '/'),
    async close() {
      await watcher.close();
      await server.close();
      site.close();
    },
  };
}
