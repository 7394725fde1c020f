import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { createLimitedServer, type ConnectionTimeouts } from './connections.js';
import { answeringFailures, requestPath, safeJoin, sendFile, sendText } from './respond.js';

// The Lighthouse bench serves the site gzipped with a server of its own, on these.
export { contentType, safeJoin } from './respond.js';

export interface StaticServerOptions {
  /** The built site folder. */
  dir: string;
  /** Path the site is served under, like a `baseUrl`: `/` or `/sub/`. */
  base?: string;
  timeouts?: ConnectionTimeouts;
}

/**
 * Serves a built site as static hosts do: `/x` → `x`, `x.html` or `x/index.html`; anything else → `404.html` with
 * status 404. Nothing outside `dir` is served, through `..` or through a symlink.
 */
export function createStaticServer({ dir, base = '/', timeouts }: StaticServerOptions): http.Server {
  const root = path.resolve(dir);
  return createLimitedServer(
    answeringFailures(async (request, response) => {
      const pathname = requestPath(request.url);
      if (pathname === null) return sendText(response, 'Bad request: the URL cannot be read.', { status: 400 });
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendText(response, 'Method not allowed.', { status: 405, headers: { allow: 'GET, HEAD' } });
      const target = pathname.startsWith(base) ? safeJoin(root, '/' + pathname.slice(base.length)) : undefined;
      if (target === null) return sendText(response, 'Forbidden: the path leaves the site folder.', { status: 403 });
      const bodyless = request.method === 'HEAD';
      // A lookup that a build's swap interrupted is tried again on the new site, rather than answered with a 404.
      for (let tries = 0; tries < 3; tries++) {
        const site = await swappedIn(root);
        for (const file of target ? candidates(target, pathname.endsWith('/')) : []) {
          if (await sendFile(response, file, { root, bodyless, headers: { 'cache-control': 'no-cache' } })) return;
        }
        if (site === (await folderIdentity(root))) break;
      }
      if (await sendFile(response, path.join(root, '404.html'), { root, bodyless, status: 404 })) return;
      sendText(response, 'Not found.', { status: 404 });
    }),
    timeouts,
  );
}

/**
 * Waits out the instant in which a build swaps a new site in, between the two renames that leave the folder
 * briefly absent (see write/publish.ts), so that a request then gets the new site rather than a 404; returns
 * which folder is there.
 */
async function swappedIn(root: string): Promise<string | null> {
  for (let waited = 0; waited < 1000 && !existsSync(root); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return folderIdentity(root);
}

/** Which folder is at `root` now: each build swaps in a folder of its own, with an inode of its own. */
async function folderIdentity(root: string): Promise<string | null> {
  const fileStat = await stat(root, { bigint: true }).catch(() => null);
  return fileStat ? `${fileStat.dev}:${fileStat.ino}` : null;
}

/** The files a request may name: the exact file, then the page with `.html` or as a folder's `index.html`. */
function candidates(target: string, folder: boolean): string[] {
  return folder ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
}

/** Starts a server on 127.0.0.1 and a free port (or `port`), returning its address. */
export function listen(server: http.Server, port = 0, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as { port: number };
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
    });
  });
}

/** A failure to listen as a one-line error saying what to change. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): SitegenError {
  switch (error.code) {
    case 'EADDRINUSE':
      return new SitegenError(`port ${port} is already in use`, {
        hint: 'pass --port with another number, or --port 0 for any free port',
      });
    case 'EACCES':
      return new SitegenError(`no permission to listen on port ${port}`, {
        hint: 'ports below 1024 need administrator rights: pass --port 3000',
      });
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new SitegenError(`cannot listen on host "${host}": it is not an address of this machine`, {
        hint: 'pass --host 127.0.0.1, or 0.0.0.0 for every network',
      });
    default:
      return new SitegenError(`cannot listen on ${host}:${port}: ${error.message}`);
  }
}
