import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { defaultConnectionTimeouts, type ConnectionTimeouts } from '../../src/serve/connections.js';
import { createStaticServer, listen } from '../../src/serve/static.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

// Short timeouts, for connections to be closed within the test; what the servers are given by default is checked apart.
const timeouts: ConnectionTimeouts = { headersMs: 300, requestMs: 600, idleMs: 500, keepAliveMs: 300 };

const site = copyFixture('minimal');
const { outDir } = (await buildQuietly(site)).result;
const served = createStaticServer({ dir: outDir, timeouts });
const servedOrigin = await listen(served);
const dev = await startDevServer({
  root: site,
  port: 0,
  timeouts,
  log: createLogger({ stream: { write: () => true }, quiet: true }),
});
const devOrigin = new URL(dev.url).origin;

/** Connects, sends `bytes` and never more; resolves once the server closes the connection, with what it answered. */
function sendAndWait(origin: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    const timer = setTimeout(
      () => socket.destroy(new Error(`the server kept ${JSON.stringify(bytes)} open for 30 s`)),
      30_000,
    );
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}

const connections = suite('sitegen serve and dev close connections that stall');

for (const [name, origin] of [
  ['serve', servedOrigin],
  ['dev', devOrigin],
] as const) {
  const host = new URL(origin).host;
  connections(`${name}: a request whose headers never end is closed`, async () => {
    const answer = await sendAndWait(origin, `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `);
    assert.not.match(answer, /^HTTP\/1\.1 200/);
  });
  connections(`${name}: a connection that sends nothing is closed`, async () => {
    assert.not.match(await sendAndWait(origin, ''), /^HTTP\/1\.1 200/);
  });
  connections(`${name}: a body that never arrives in full is closed, answered or not`, async () => {
    await sendAndWait(origin, `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 100\r\n\r\nhalf`);
  });
}

connections('dev: the live-reload channel stays open past the idle timeout', async () => {
  const opened = Date.now();
  const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(`${devOrigin}/__sitegen/events`, resolve).on('error', reject),
  );
  assert.is(stream.statusCode, 200);
  let closed = false;
  stream.on('close', () => (closed = true));
  stream.resume();
  // Waits out several idle timeouts: the channel is quiet all the while.
  while (Date.now() - opened < timeouts.idleMs * 4) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.not.ok(closed, 'the channel is still open');
  stream.destroy();
});

connections('by default the servers give a request 10 s for its headers and close idle connections', () => {
  const server = createStaticServer({ dir: outDir });
  assert.is(server.headersTimeout, defaultConnectionTimeouts.headersMs);
  assert.is(server.requestTimeout, defaultConnectionTimeouts.requestMs);
  assert.is(server.timeout, defaultConnectionTimeouts.idleMs);
  assert.ok(defaultConnectionTimeouts.headersMs <= 10_000 && defaultConnectionTimeouts.idleMs <= 60_000);
  server.close();
});

connections.after(async () => {
  await dev.close();
  served.close();
  removeDir(site);
  removeDir(path.join(outDir));
});
connections.run();
