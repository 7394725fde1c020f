import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import chokidar from 'chokidar';
import { renderSite } from '../build.js';
import { configFileNames } from '../config/load.js';
import { sidebarsFileNames } from '../config/sidebars-file.js';
import { loadConfig } from '../config/resolve.js';
import { fileUnder } from '../paths.js';
import { createContext } from '../create-context.js';
import type { BuildCache } from '../incremental/cache.js';
import type { SiteContext } from '../plugins/types.js';
import { createWatchedCache } from '../incremental/cache.js';
import { sourceChanged, templatesChanged } from '../incremental/reuse.js';
import { createCodeHighlighter } from '../content/highlight/index.js';
import { clientRuntimeDir, searchIndexPath } from '../site-files/assets.js';
import { createMemoryWriter } from '../write/write.js';
import type { SearchIndex } from '../search/build.js';
import { formatLocation, failureAwaitedLater, shownPath, SitegenError, SitegenErrors } from '../errors.js';
import { createLogger, formatMs, type Logger } from '../log.js';
import { answeringFailures, contentType, requestPath, safeJoin, sendFile, sendText } from '../serve/respond.js';
import { listen, listenError } from '../serve/static.js';
import { createLimitedServer, type ConnectionTimeouts } from '../serve/connections.js';
import { createHostCheck } from './hosts.js';
import { createEventChannel } from './events.js';
import { readExcerpt } from './excerpt.js';

export interface DevOptions {
  root?: string;
  port?: number;
  host?: string;
  log?: Logger;
  timeouts?: ConnectionTimeouts;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

const devScriptPath = '/__sitegen/dev.js';
const eventsPath = '/__sitegen/events';
const searchIndexFolder = path.posix.dirname(searchIndexPath) + '/';
/** File events closer together than this make one rebuild: editors save in several steps. */
const DEBOUNCE_MS = 20;
/** chokidar reports at most one change of a file per 50 ms and drops the others, the last save among them too. */
const CHANGE_THROTTLE_MS = 50;

/** Builds the site in memory, serves it, and rebuilds and tells open pages whenever a source changes. */
export async function startDevServer(options: DevOptions = {}): Promise<DevServer> {
  const log = options.log ?? createLogger();
  const root = path.resolve(options.root ?? '.');
  const events = createEventChannel();
  const boot = randomUUID();
  // Awaited by the first page that asks for it: a failure answers that request with 500, and takes nothing down before.
  const devScript = failureAwaitedLater(readFile(path.join(clientRuntimeDir, 'dev.js'), 'utf8'));
  // Held in an object: rebuilds replace the context when the config changes.
  const state: { ctx: SiteContext | null; cache: BuildCache | null } = { ctx: null, cache: null };
  // Kept across contexts: starting shiki and loading its grammars again would slow every change of the config.
  const highlighter = createCodeHighlighter();
  let files = new Map<string, string | Uint8Array>();
  /** Makes the last build's search index into `files`, until a page first asks for it. */
  let unmadeSearchIndex: (() => SearchIndex) | null = null;
  let revision = 0;
  let building: Promise<void> = Promise.resolve();
  let configStale = true;
  let closed = false;

  // Stage timings would scroll past on every save, and so would the same warnings: only new ones print.
  let warnedBefore = new Set<string>();
  let warnedNow = new Set<string>();
  const pipelineLog: Logger = {
    ...createLogger({ quiet: true }),
    warn(message: string) {
      warnedNow.add(message);
      if (!warnedBefore.has(message)) log.warn(message);
    },
  };

  async function rebuild(): Promise<void> {
    const started = performance.now();
    const saved = [...edited];
    edited.clear();
    [warnedBefore, warnedNow] = [warnedNow, new Set()];
    const writer = createMemoryWriter(files);
    try {
      if (configStale || !state.ctx) {
        const config = await loadConfig(root);
        // Writers fix links as they go: broken links are reported, never fatal, while editing.
        config.links = {
          ...config.links,
          onBrokenLinks: 'warn',
          onBrokenAnchors: 'warn',
          onBrokenMarkdownLinks: 'warn',
        };
        state.ctx = await createContext(config, { log: pipelineLog, mode: 'dev', highlighter });
        state.cache = createWatchedCache();
        configStale = false;
      }
      const site = await renderSite(state.ctx, writer, { cache: state.cache });
      const changed = [...writer.files]
        .filter(([file, contents]) => !sameContents(files.get(file), contents))
        .map(([file]) => file);
      files = writer.files;
      unmadeSearchIndex = site.searchIndex;
      revision++;
      events.broadcast({ boot, revision, changed, error: null });
      log.info(
        `${log.paint('green', '↻')} ${changedFiles(saved)}built in ${formatMs(performance.now() - started)}: ${site.rendered} of ${site.routes} pages rendered`,
      );
    } catch (error) {
      const mistakes = error instanceof SitegenErrors ? error.errors : error instanceof SitegenError ? [error] : null;
      const first = mistakes?.[0];
      // Writers think in the site's own files: its config and content/, whatever folder the server runs from.
      const where = (m: SitegenError | undefined) => formatLocation(m?.file && shownPath(m.file, root, root), m?.line);
      if (mistakes) {
        for (const m of mistakes) {
          log.error(`${where(m)}${m.message}`);
          if (m.hint) log.info(`  ${log.paint('dim', `hint: ${m.hint}`)}`);
        }
      } else log.error(String((error as Error).stack ?? error));
      revision++;
      const excerpt = first?.file && first.line ? readExcerpt(path.resolve(root, first.file), first.line) : null;
      events.broadcast({
        boot,
        revision,
        changed: [],
        error: {
          location: where(first).replace(/: $/, ''),
          message: first?.message ?? String((error as Error).stack ?? error),
          hint: first?.hint ?? null,
          excerpt,
        },
      });
    }
  }

  /** The files saved before a build, as its log line names them: `content/docs/intro.md changed, `. */
  function changedFiles(files: string[]): string {
    const names = files.map((file) => path.relative(root, file) || file);
    if (names.length === 0) return '';
    const shown = names.length > 3 ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more` : names.join(', ');
    return `${shown} changed, `;
  }

  let timer: NodeJS.Timeout | undefined;
  /** Files saved since the last build began, for its log line. */
  const edited = new Set<string>();
  const schedule = (event: string, file: string) => {
    const changed = path.resolve(file);
    edited.add(changed);
    const cache = state.cache;
    if (cache) sourceChanged(cache, { file: changed, event });
    const config = state.ctx?.config;
    // The sidebars are part of the config: a save of sidebars.js loads both again.
    if (config && (changed === config.configFile || changed === config.docs.sidebarsFile)) configStale = true;
    if (
      cache &&
      config?.templatesDir &&
      [config.templatesDir, config.pagesDir].some((dir) => changed.startsWith(dir + path.sep))
    )
      templatesChanged(cache);
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuild);
    }, DEBOUNCE_MS);
  };

  building = rebuild();
  await building;
  const config = state.ctx?.config;
  const watchedPaths = [
    path.join(root, 'content'),
    path.join(root, 'templates'),
    ...[...configFileNames, ...sidebarsFileNames].map((name) => path.join(root, name)),
    ...(config?.docs.sidebarsFile ? [config.docs.sidebarsFile] : []),
    ...(config ? [config.contentDir, config.templatesDir, ...config.theme.customCss] : []),
  ].filter((file, i, all) => existsSync(file) && all.indexOf(file) === i);
  // Links are not followed: one that loops would be walked forever, and the build reports bad ones anyway.
  const watcher = chokidar.watch(watchedPaths, {
    ignoreInitial: true,
    followSymlinks: false,
    ignored: (file) => /[\\/](node_modules|\.git)([\\/]|$)/.test(file),
  });
  // A folder that cannot be read, or the system's limit on watched files, costs the watching of some files, never the server.
  const watchFailures = new Set<string>();
  watcher.on('error', (error) => {
    const what = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    if (!watchFailures.has(what))
      log.warn(`some files are not watched for changes (${what}); restart sitegen dev after fixing them`);
    watchFailures.add(what);
  });
  watcher.on('all', (event, file) => {
    schedule(event, file);
    // A save that came within chokidar's window after this one would go unreported: the file is looked at again
    // once the window has passed, and rebuilt if it changed meanwhile.
    if (event !== 'change') return;
    const seen = readIfFile(file);
    const recheck = setTimeout(() => {
      const now = closed ? null : readIfFile(file);
      if (now && seen && !now.equals(seen)) schedule('change', file);
    }, CHANGE_THROTTLE_MS + DEBOUNCE_MS);
    recheck.unref();
  });

  // Set once the server listens: until then it knows neither its port nor its address.
  let allowedHost: (host: string | undefined) => boolean = () => false;
  let origin = '';
  const server = createLimitedServer(
    answeringFailures(async (request, response) => {
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
      const baseUrl = state.ctx?.config.baseUrl ?? '/';
      const inSite = pathname.startsWith(baseUrl) ? '/' + pathname.slice(baseUrl.length) : null;
      const target = inSite === null ? null : safeJoin('/site', inSite);
      if (inSite !== null && target === null)
        return sendText(response, 'Forbidden: the path leaves the site folder.', { status: 403 });
      const relative = target ? target.slice('/site/'.length) : null;
      if (relative?.startsWith(searchIndexFolder) && unmadeSearchIndex) {
        const made = files;
        for await (const file of unmadeSearchIndex().files) made.set(file.path, file.contents);
        unmadeSearchIndex = null;
      }
      const built = relative === null ? null : findBuilt(files, relative);
      if (built) return send(response, { status: 200, file: built, contents: files.get(built)! });
      // Static files are reached as the build reaches them: through links that stay inside the site, and no loops.
      const config = state.ctx?.config;
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
      const notFound = files.get('404.html');
      if (notFound) return send(response, { status: 404, file: '404.html', contents: notFound });
      sendText(response, revision === 0 ? 'The site has not built yet.' : 'Not found.', { status: 404 });
    }),
    options.timeouts,
  );

  const host = options.host ?? '127.0.0.1';
  origin = await listenFrom(server, { port: options.port ?? 3000, host, log }).catch(async (error) => {
    await watcher.close();
    highlighter.dispose();
    throw error;
  });
  allowedHost = createHostCheck(host, Number(new URL(origin).port));
  return {
    url: origin + (state.ctx?.config.baseUrl ?? '/'),
    async close() {
      closed = true;
      clearTimeout(timer);
      await watcher.close();
      events.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Once a rebuild under way is over, rather than under its feet.
      void building.finally(() => highlighter.dispose());
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
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
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

/** Whether a file's new contents equal its old ones; files read from disk arrive as new byte arrays every build. */
function sameContents(before: string | Uint8Array | undefined, after: string | Uint8Array): boolean {
  if (typeof before === 'string' || typeof after === 'string' || before === undefined) return before === after;
  return Buffer.compare(before, after) === 0;
}

/** A file's bytes, or null when it cannot be read (gone, or a folder). */
function readIfFile(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}
