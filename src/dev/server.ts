import path from 'node:path';
import type { ConnectionTimeouts } from '../serve/connections.js';
import { localizedConfig } from '../config/i18n.js';
import { loadConfig } from '../config/resolve.js';
import { createLogger, type Logger } from '../log.js';
import { createDevHttpServer } from './http.js';
import { createOnDemandSite } from './on-demand.js';
import { createRebuildLoop } from './rebuild.js';
import { watchedPaths, watchSources, type SourceWatcher } from './watcher.js';

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
  /** The whole site's first build waits for it too, so that pages can be seen rendered on demand alone. */
  holdWholeSite?: Promise<unknown>;
}

export interface DevServer {
  url: string;
  /** Settles once the whole site's first build has ended, built or not: pages were rendered on demand until then. */
  wholeSite: Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the site at once, rendering each page as it is asked for while the whole site builds in memory behind it;
 * then serves that build, and rebuilds and tells open pages whenever a source changes.
 */
export async function startDevServer(options: DevOptions = {}): Promise<DevServer> {
  const log = options.log ?? createLogger();
  const root = path.resolve(options.root ?? '.');
  // A locale the site does not have is a mistake in the command, which no save can mend: refused before serving.
  if (options.locale) localizedConfig(await loadConfig(root), options.locale);
  const onDemand = createOnDemandSite(root, { locale: options.locale });
  const site = createRebuildLoop(root, log, {
    locale: options.locale,
    debug: options.debug,
    servedBefore: () => onDemand.made(),
  });
  let wholeSiteEnded = () => {};
  const wholeSite = new Promise<void>((resolve) => (wholeSiteEnded = resolve));
  const server = createDevHttpServer(site, { root, onDemand, wholeSite }, options.timeouts);
  // Pages opened before the whole build hear of it, and change where it differs from what they show.
  server.announce({ revision: 0, changed: [], reload: [], error: null });
  const host = options.host ?? '127.0.0.1';
  const origin = await server.listen(options.port ?? 3000, host, log).catch((error) => {
    onDemand.close();
    site.close();
    throw error;
  });
  const config = await onDemand.config();
  let watcher: SourceWatcher | null = null;
  let closed = false;
  // The whole site builds once the requests that waited for the outline are answered: they come first.
  void Promise.all([onDemand.idle(), options.holdWholeSite]).then(async () => {
    if (closed) return wholeSiteEnded();
    watcher = watchSources(watchedPaths(root, config), {
      log,
      onChanges: (changes) => {
        onDemand.forget();
        void site.rebuild(changes).then(server.announce);
      },
    });
    const outcome = await site.rebuild([]);
    onDemand.close();
    server.announce(outcome);
    wholeSiteEnded();
  });
  return {
    url: origin + (config?.baseUrl ?? '/'),
    wholeSite,
    async close() {
      closed = true;
      await watcher?.close();
      await server.close();
      onDemand.close();
      site.close();
    },
  };
}
