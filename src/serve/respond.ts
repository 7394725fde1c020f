import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { withinSite, type SiteBounds } from '../paths.js';

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
 * The still percent-encoded path of a request's URL, or null when the request line holds no usable URL.
 * Proxies send the absolute form (`GET http://host/path`); anything that parses as neither is malformed.
 */
export function requestPath(url = '/'): string | null {
  try {
    // Prefixed rather than resolved against a base, so that `//etc/passwd` stays a path instead of naming a host.
    if (url.startsWith('/')) return new URL(`http://localhost${url}`).pathname;
    const absolute = new URL(url);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.pathname : null;
  } catch {
    return null;
  }
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

/** Answers with a short plain-text message. */
export function sendText(
  response: http.ServerResponse,
  text: string,
  { status, headers = {} }: { status: number; headers?: http.OutgoingHttpHeaders },
): void {
  response
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers })
    .end(text + '\n');
}

export interface SendFileOptions extends SiteBounds {
  /** The folder the file must lie in once symlinks are resolved (or one of `allowedOutsidePaths`). */
  root: string;
  status?: number;
  headers?: http.OutgoingHttpHeaders;
  /** Headers only, for HEAD requests. */
  bodyless?: boolean;
}

/**
 * Streams a file, or returns false without answering when it is missing, not a regular file, or lies outside `root`
 * once symlinks are resolved. The file is opened before answering, so one deleted meanwhile is simply not found,
 * and one deleted while it streams is still read whole from the open descriptor.
 */
export async function sendFile(
  response: http.ServerResponse,
  file: string,
  { status = 200, headers = {}, bodyless = false, ...within }: SendFileOptions,
): Promise<boolean> {
  const real = await realpath(file).catch(() => null);
  if (!real || !withinSite(real, within)) return false;
  // Without waiting on a FIFO, which would hold one of the few threads all file reads share.
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return false;
  const fileStat = await handle.stat().catch(() => null);
  if (!fileStat?.isFile()) {
    await handle.close();
    return false;
  }
  response.writeHead(status, { 'content-type': contentType(file), 'content-length': fileStat.size, ...headers });
  if (bodyless || fileStat.size === 0) {
    await handle.close();
    response.end();
    return true;
  }
  // Read no further than the length announced, should the file grow meanwhile; cut the connection should it shrink,
  // so the client knows the answer is short. A failed read, or a reader who went away, ends both sides.
  const stream = handle.createReadStream({ end: fileStat.size - 1 });
  stream.on('end', () => stream.bytesRead < fileStat.size && response.destroy());
  pipeline(stream, response, () => undefined);
  return true;
}

/** A request listener whose failures answer 500, or cut a response already under way, instead of crashing the server. */
export function answeringFailures(
  handle: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>,
): http.RequestListener {
  return (request, response) => {
    handle(request, response).catch((error: Error) => {
      if (response.headersSent) response.destroy();
      else sendText(response, `The server failed to answer: ${error.message}`, { status: 500 });
    });
  };
}
