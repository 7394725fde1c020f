// A static server for the benchmarks that load pages in a browser: the built site gzipped, as static hosts serve it.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType, safeJoin } from '../dist-lib/serve.js';

/** Serves `dir` gzipped, as static hosts do: Lighthouse would otherwise score the missing compression. */
export function compressingServer(dir) {
  const find = (requestPath) => {
    const file = safeJoin(dir, requestPath);
    const stat = file && statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile()) return file;
    if (stat?.isDirectory()) return find(path.posix.join(requestPath, 'index.html'));
    return null;
  };
  return http.createServer((request, response) => {
    const found = find(decodeURIComponent(new URL(request.url, 'http://localhost').pathname));
    const file = found ?? path.join(dir, '404.html');
    const body = readFileSync(file);
    const compress = /gzip/.test(request.headers['accept-encoding'] ?? '') && /text|javascript|json|svg|xml/.test(contentType(file));
    response.writeHead(found ? 200 : 404, {
      'content-type': contentType(file),
      'cache-control': 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(compress ? gzipSync(body) : body);
  });
}
