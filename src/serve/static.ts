import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export function contentType(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The path inside `root` that a request path names, or null when it tries to leave `root`
 * (`..`, encoded dots, backslashes, NUL) or cannot be decoded.
 */
export function safeJoin(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..')) return null;
  const file = path.join(root, decoded);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export interface StaticServerOptions {
  /** The built site folder. */
  dir: string;
  /** Path the site is served under, like a `baseUrl`: `/` or `/sub/`. */
  base?: string;
}

/** Serves a built site as static hosts do: `/x` → `x`, `x.html` or `x/index.html`; anything else → `404.html` with status 404. */
export function createStaticServer({ dir, base = '/' }: StaticServerOptions): http.Server {
  const root = path.resolve(dir);
  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = url.pathname.startsWith(base) ? await findFile(root, '/' + url.pathname.slice(base.length)) : null;
    if (file === 'forbidden') {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
      return;
    }
    const status = file ? 200 : 404;
    const served = file ?? (await findFile(root, '/404.html'));
    if (!served || served === 'forbidden') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(status, { 'content-type': contentType(served), 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
}

async function findFile(root: string, requestPath: string): Promise<string | null | 'forbidden'> {
  const target = safeJoin(root, requestPath);
  if (target === null) return 'forbidden';
  const candidates = requestPath.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return candidate;
  }
  return null;
}

/** Starts a server on 127.0.0.1 and a free port (or `port`), returning its address. */
export function listen(server: http.Server, port = 0, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve(`http://${host}:${address.port}`);
    });
  });
}
