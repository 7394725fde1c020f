import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileUnder } from '../paths.js';
import { clientRuntimeDir, searchIndexPath } from '../site-files/assets.js';
import { failureAwaitedLater, SitegenError } from '../errors.js';
import type { Logger } from '../log.js';
import { answeringFailures, contentType, requestPath, safeJoin, sendFile, sendText } from '../serve/respond.js';
import { listen, listenError } from '../serve/static.js';
import { createLimitedServer, type ConnectionTimeouts } from '../serve/connections.js';
import { createHostCheck } from './hosts.js';
import { createEventChannel } from './events.js';
import type { BuildOutcome, RebuildLoop } from './rebuild.js';
import { describeFailure } from './failure.js';
import { candidateFiles } from './on-demand-plan.js';
import type { OnDemandSite } from './on-demand.js';

/** What the dev server's requests read of the site it builds. */
export type ServedSite = Pick<RebuildLoop, 'files' | 'config' | 'revision' | 'makeSearchIndex'>;

/** The dev server's HTTP side: the site from memory, and the live-reload channel that tells open pages of each build. */
export interface DevHttpServer {
  /** Tells the open pages, and those that open later, how the last build went. */
  announce(outcome: BuildOutcome): void;
  /** Listens on `port`, or the next free one, and answers with the origin it listens on. */
  listen(port: number, host: string, log: Logger): Promise<string>;
  close(): Promise<void>;
}

const devScriptPath = '/__sitegen/dev.js';
const eventsPath = '/__sitegen/events';
const searchIndexFolder = path.posix.dirname(searchIndexPath) + '/';

/** Until the whole site is built: its pages rendered as they are asked for, and when the build has ended. */
export interface EarlySite {
  /** The site folder, which a mistake's file is relative to. */
  root: string;
  onDemand: OnDemandSite;
  /** Settles once the whole site's first build has ended, built or not. */
  wholeSite: Promise<unknown>;
}

/** Serves what `site` last built, and `early` until it has built once; it answers once `listen` has been called. */
export function createDevHttpServer(site: ServedSite, early: EarlySite, timeouts?: ConnectionTimeouts): DevHttpServer {
  const events = createEventChannel();
  const boot = randomUUID();
  const announce = (outcome: BuildOutcome) => events.broadcast({ boot, ...outcome });
  // Awaited by the first page that asks for it: a failure answers that request with 500, and takes nothing down before.
  const devScript = failureAwaitedLater(readFile(path.join(clientRuntimeDir, 'dev.js'), 'utf8'));
  // Set once the server listens: until then it knows neither its port nor its address.
  let allowedHost: (host: string | undefined) => boolean = () => false;
  let origin = '';
  let lastError: BuildOutcome['error'] = null;

  const answer = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const pathname = requestPath(request.url);
    if (pathname === null) return sendText(response, 'Bad request: the URL cannot be read.', { status: 400 });
    if (!allowedHost(request.headers.host))
      return sendText(response, hostRefusal(request.headers.host, origin), { status: 403 });
    if (pathname === eventsPath) return events.connect(response);
    if (pathname === devScriptPath) {
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(await devScript);
      return;
    }
    const building = site.revision() === 0;
    const config = site.config() ?? (building ? await early.onDemand.config() : null);
    const baseUrl = config?.baseUrl ?? '/';
    const inSite = pathname.startsWith(baseUrl) ? '/' + pathname.slice(baseUrl.length) : null;
    const target = inSite === null ? null : safeJoin('/site', inSite);
    if (inSite !== null && target === null)
      return sendText(response, 'Forbidden: the path leaves the site folder.', { status: 403 });
    const relative = target ? target.slice('/site/'.length) : null;
    if (relative?.startsWith(searchIndexFolder)) {
      await early.wholeSite;
      await site.makeSearchIndex();
    }
    const files = site.files();
    const built = relative === null ? null : findBuilt(files, relative);
    if (built) return send(response, { status: 200, file: built, contents: files.get(built)! });
    // Until the whole site is built, a page is rendered alone, with the files it names.
    if (building && relative !== null) {
      try {
        const made = await early.onDemand.answer(relative);
        const file = made && findBuilt(made, relative);
        if (file) return send(response, { status: 200, file, contents: made.get(file)! });
      } catch (error) {
        lastError = describeFailure(error, early.root);
        announce({ revision: 0, changed: [], reload: [], error: lastError });
        return sendFailurePage(response);
      }
    }
    // Static files are reached as the build reaches them: through links that stay inside the site, and no loops.
    const staticFile = relative === null || !config ? null : fileUnder(config.staticDir, relative, config);
    if (
      staticFile &&
      config &&
      (await sendFile(response, staticFile, {
        root: config.root,
        allowedOutsidePaths: config.allowedOutsidePaths,
        headers: { 'cache-control': 'no-store' },
      }))
    )
      return;
    // What no page makes (feeds, the sitemap, redirects, a 404) is answered as the whole site's build answers it.
    if (building) {
      await early.wholeSite;
      // Unless the server closed before the build began.
      if (site.revision() > 0) return answer(request, response);
    }
    const notFound = site.files().get('404.html');
    if (notFound) return send(response, { status: 404, file: '404.html', contents: notFound });
    if (lastError && relative !== null && !/\.\w+$/.test(relative)) return sendFailurePage(response);
    sendText(response, 'Not found.', { status: 404 });
  };
  const server = createLimitedServer(answeringFailures(answer), timeouts);

  return {
    announce(outcome) {
      lastError = outcome.error;
      announce(outcome);
    },
    async listen(port, host, log) {
      origin = await listenFrom(server, { port, host, log });
      allowedHost = createHostCheck(host, Number(new URL(origin).port));
      return origin;
    },
    async close() {
      events.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers with a built file, the live-reload script added to a page. */
function send(
  response: http.ServerResponse,
  { status, file, contents }: { status: number; file: string; contents: string | Uint8Array },
): void {
  const body = file.endsWith('.html') ? withDevScript(String(contents)) : contents;
  response.writeHead(status, { 'content-type': contentType(file), 'cache-control': 'no-store' }).end(body);
}

/**
 * A page holding only the live-reload script, for a request the site cannot answer while it fails to build: the
 * script shows the mistake over it, and reloads it once the site builds.
 */
function sendFailurePage(response: http.ServerResponse): void {
  response
    .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(
      withDevScript(
        '<!doctype html><html lang="en" data-build-failed><head><meta charset="utf-8"><title>Build error</title></head><body></body></html>',
      ),
    );
}

/** The page with the live-reload script before its closing `</body>`: the last one, as a page's text may show the tag too. */
function withDevScript(html: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0
    ? html
    : `${html.slice(0, end)}<script type="module" src="${devScriptPath}"></script>${html.slice(end)}`;
}

/** Why a request naming another host is refused, and how to allow it. */
function hostRefusal(host: string | undefined, origin: string): string {
  return (
    `Blocked request: this dev server answers only to its own address, not to the host "${host ?? ''}", so that pages on other sites cannot read it. ` +
    `Open ${origin}/, or start it with --host <name> to answer to that name.`
  );
}

function findBuilt(files: Map<string, unknown>, relative: string): string | null {
  return candidateFiles(relative).find((candidate) => files.has(candidate)) ?? null;
}

/** Listens on `port`, or the next free one, saying so when the one asked for is taken. */
async function listenFrom(
  server: http.Server,
  { port, host, log }: { port: number; host: string; log: Logger },
): Promise<string> {
  for (let candidate = port; candidate < port + 20; candidate++) {
    try {
      return await listen(server, candidate, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0)
        throw listenError(error as NodeJS.ErrnoException, host, candidate);
      log.warn(`port ${candidate} is in use, trying ${candidate + 1}`);
    }
  }
  throw new SitegenError(`no free port from ${port} to ${port + 19}`, { hint: 'pass --port with another number' });
}
