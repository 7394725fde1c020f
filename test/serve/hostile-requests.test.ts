import { mkdirSync, readFileSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHostCheck } from '../../src/dev/hosts.js';
import { startDevServer } from '../../src/dev/server.js';
import { createLogger } from '../../src/log.js';
import { answeringFailures } from '../../src/serve/respond.js';
import { defaultConnectionTimeouts, type ConnectionTimeouts } from '../../src/serve/connections.js';
import { createStaticServer, listen } from '../../src/serve/static.js';
import { rawGet, rawRequest } from '../helpers/raw-http.js';
import { buildQuietly, copyFixture, removeDir, tempDir } from '../helpers/site.js';

const secret = 'TOP SECRET, outside the site';
const bigFileSize = 32 * 1024 * 1024;

// `serve` on a built folder, and `dev` on a site of its own; each with symlinks in what it serves that lead to a
// folder outside.
const outside = tempDir('outside');
writeFileSync(path.join(outside, 'secret.txt'), secret);
const serveRoot = copyFixture('basic');
const { outDir } = (await buildQuietly(serveRoot)).result;
symlinkSync(path.join(outside, 'secret.txt'), path.join(outDir, 'leak.txt'));
symlinkSync(outside, path.join(outDir, 'leak-folder'));
// A kept-alive connection the server leaves open then outlasts rawRequest's wait for the end of the answer.
const timeouts: ConnectionTimeouts = { ...defaultConnectionTimeouts, keepAliveMs: 60_000 };
const servedServer = createStaticServer({ dir: outDir, timeouts });
const served = {
  origin: await listen(servedServer),
  close: () => new Promise<void>((resolve) => servedServer.close(() => resolve()).closeAllConnections()),
};

const devRoot = copyFixture('basic');
const devStatic = path.join(devRoot, 'content', 'static');
const dev = await startDevServer({
  root: devRoot,
  port: 0,
  log: createLogger({ stream: { write: () => true }, quiet: true }),
  timeouts,
});
// Made once the site is built: links leading outside the site fail a build, and the attacks are on a built site.
await dev.wholeSite;
symlinkSync(path.join(outside, 'secret.txt'), path.join(devStatic, 'leak.txt'));
symlinkSync(outside, path.join(devStatic, 'leak-folder'));

const servers = [
  { name: 'serve', origin: served.origin, folder: outDir },
  { name: 'dev', origin: new URL(dev.url).origin, folder: devStatic },
];

/** Attacks every server must answer with a 4xx status (null: by closing the connection), and never with a file from outside. */
const attacks: Array<{ name: string; request: (host: string) => string; status: Array<number | null> }> = [
  { name: 'an absolute-form URL that does not parse', request: (host) => rawGet('http://[', host), status: [400] },
  {
    name: 'an absolute-form URL of another scheme',
    request: (host) => rawGet('javascript:alert(1)', host),
    status: [400],
  },
  { name: 'the asterisk form', request: (host) => rawGet('*', host), status: [400] },
  { name: 'a bad percent-encoding', request: (host) => rawGet('/%zz', host), status: [400, 403] },
  { name: 'a cut-off UTF-8 percent-encoding', request: (host) => rawGet('/docs/%E0%A4%A', host), status: [400, 403] },
  {
    name: 'encoded dot segments',
    request: (host) => rawGet('/%2e%2e/%2e%2e/%2e%2e/etc/passwd', host),
    status: [403, 404],
  },
  { name: 'encoded slashes around dots', request: (host) => rawGet('/..%2f..%2fpackage.json', host), status: [403] },
  { name: 'backslashes', request: (host) => rawGet('/..%5c..%5cpackage.json', host), status: [403] },
  { name: 'plain dot segments', request: (host) => rawGet('/../../../../etc/passwd', host), status: [403, 404] },
  { name: 'a path that starts with two slashes', request: (host) => rawGet('//etc/passwd', host), status: [403, 404] },
  { name: 'an encoded NUL byte', request: (host) => rawGet('/docs/intro%00.html', host), status: [403] },
  { name: 'a symlink to a file outside', request: (host) => rawGet('/leak.txt', host), status: [404] },
  {
    name: 'a path through a symlink to a folder outside',
    request: (host) => rawGet('/leak-folder/secret.txt', host),
    status: [404],
  },
  { name: 'a garbage request line', request: () => 'HELLO THERE\r\n\r\n', status: [400] },
  { name: 'a request line with a space in the URL', request: (host) => rawGet('/docs/ intro', host), status: [400] },
  { name: 'an unknown HTTP version', request: (host) => `GET / HTTP/7.0\r\nHost: ${host}\r\n\r\n`, status: [400, 505] },
  {
    name: 'a 100 KB header',
    request: (host) => rawGet('/', host, `X-Padding: ${'a'.repeat(100 * 1024)}\r\n`),
    status: [431],
  },
  {
    name: 'a header with a control character',
    request: (host) => rawGet('/', host, 'X-Bad: a\x01b\r\n'),
    status: [400],
  },
  { name: 'a 100 KB URL', request: (host) => rawGet(`/${'a/'.repeat(50 * 1024)}`, host), status: [431] },
  { name: 'a bare percent sign', request: (host) => rawGet('/%', host), status: [400, 403] },
  {
    name: 'both Content-Length and Transfer-Encoding',
    request: (host) => rawGet('/', host, 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n'),
    status: [400],
  },
  {
    name: 'a CONNECT request',
    request: (host) => `CONNECT example.com:443 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
    status: [null, 400, 405],
  },
  {
    name: 'a good request followed by garbage on the same connection',
    request: (host) => `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\nGARBAGE\r\n\r\n`,
    status: [200, 400],
  },
  {
    name: 'a request cut off in its headers',
    request: (host) => `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Half`,
    status: [],
  },
];

for (const { name, origin, folder } of servers) {
  const hostile = suite(`sitegen ${name} under hostile requests`);
  const host = new URL(origin).host;

  /** After each attack the server still serves the home page. */
  async function stillServes(): Promise<void> {
    const home = await rawRequest(origin, rawGet('/', host));
    assert.is(home.status, 200, 'the server no longer answers GET /');
  }

  for (const attack of attacks) {
    const answers = attack.status.map((status) => status ?? 'a closed connection').join(' or ');
    hostile(`answers ${attack.name} with ${answers || 'nothing, as the client left'} and goes on`, async () => {
      const request = attack.request(host);
      // A request cut off mid-way is left unfinished: the client goes away.
      const response = attack.status.length ? await rawRequest(origin, request) : await cutOff(origin, request);
      if (attack.status.length)
        assert.ok(attack.status.includes(response.status!), `${response.status}: ${response.head.split('\r\n')[0]}`);
      const body = response.body.toString();
      for (const leak of [secret, 'root:', '"name": "sitegen-cli"'])
        assert.not.ok(body.includes(leak), `the answer holds ${leak}`);
      await stillServes();
    });
  }

  hostile('streams a file whole when it is deleted during the download, and goes on', async () => {
    const file = path.join(folder, 'big.bin');
    writeFileSync(file, Buffer.alloc(bigFileSize, 7));
    const response = await rawRequest(origin, rawGet('/big.bin', host), async () => {
      unlinkSync(file);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    assert.is(response.status, 200);
    assert.is(response.body.length, bigFileSize);
    await stillServes();
    assert.is((await rawRequest(origin, rawGet('/big.bin', host))).status, 404, 'the deleted file is gone afterwards');
  });

  hostile('ends the download of a file cut short while it streams, and goes on', async () => {
    const file = path.join(folder, 'shrinking.bin');
    writeFileSync(file, Buffer.alloc(bigFileSize, 7));
    try {
      // Asked on a connection kept alive: only a cut connection tells the client that the answer is short; one left
      // open, as if the answer were whole, outlasts rawRequest's wait.
      const response = await rawRequest(origin, `GET /shrinking.bin HTTP/1.1\r\nHost: ${host}\r\n\r\n`, async () =>
        truncateSync(file, 1024),
      );
      assert.is(response.status, 200);
      assert.ok(response.body.length < bigFileSize, 'the answer ends early');
      await stillServes();
    } finally {
      unlinkSync(file);
    }
  });

  hostile('survives a client that goes away in the middle of a download', async () => {
    const file = path.join(folder, 'big-2.bin');
    writeFileSync(file, Buffer.alloc(bigFileSize, 7));
    try {
      await cutOff(origin, rawGet('/big-2.bin', host), true);
      await stillServes();
    } finally {
      unlinkSync(file);
    }
  });

  hostile.run();
}

/** Sends a request and closes the connection: before any answer, or once the answer has started when `afterFirstData`. */
async function cutOff(
  origin: string,
  request: string,
  afterFirstData = false,
): Promise<{ status: null; head: string; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(request);
      if (!afterFirstData) setTimeout(() => socket.destroy(), 100);
    });
    socket.once('data', () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
  return { status: null, head: '', body: Buffer.alloc(0) };
}

const failures = suite('a handler that fails');

failures(
  'answers 500 with the reason before the answer starts, cuts the connection after, and the server goes on',
  async () => {
    let calls = 0;
    const server = http.createServer(
      answeringFailures(async (_request, response) => {
        calls++;
        if (calls === 2) response.writeHead(200).write('partial');
        if (calls <= 2) throw new Error('the disk went away');
        response.end('fine');
      }),
    );
    const origin = await listen(server);
    try {
      const before = await rawRequest(origin, rawGet('/', 'x'));
      assert.is(before.status, 500);
      assert.match(before.body.toString(), 'the disk went away');
      const during = await rawRequest(origin, rawGet('/', 'x'));
      assert.is(during.status, 200);
      assert.not.match(during.body.toString(), /fine|disk/);
      assert.not.ok(during.body.toString().endsWith('0\r\n\r\n'), 'the cut answer ends as a whole one would');
      assert.is((await rawRequest(origin, rawGet('/', 'x'))).body.toString(), 'fine');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  },
);

failures.run();

const rebuilding = suite('sitegen dev while it rebuilds');
const devHost = new URL(dev.url).host;
const devGet = (target: string) => rawRequest(new URL(dev.url).origin, rawGet(target, devHost));

rebuilding(
  'answers every request made during rebuilds, good and failed, and makes the search index once for many at a time',
  async () => {
    const intro = path.join(devRoot, 'content', 'docs', 'intro.md');
    const original = readFileSync(intro, 'utf8');
    try {
      for (const text of [original.replace('Welcome', 'Hello'), '---\ntitle: [unclosed\n---\n', original]) {
        writeFileSync(intro, text);
        // One burst while the rebuild runs, one after it, when the search index waits to be made by the first to ask.
        for (const wait of [0, 400]) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          const answers = await Promise.all(
            [...Array(12)].map((_, i) =>
              devGet(['/', '/docs/intro', '/assets/search/index.json', '/assets/search/t-0.json'][i % 4]),
            ),
          );
          assert.equal(
            answers.map((answer) => answer.status),
            Array(12).fill(200),
          );
        }
      }
    } finally {
      writeFileSync(intro, original);
    }
  },
);

rebuilding('keeps answering with a symlink loop in the content, which it can neither build nor watch', async () => {
  const looped = copyFixture('minimal');
  mkdirSync(path.join(looped, 'content', 'static'), { recursive: true });
  symlinkSync(looped, path.join(looped, 'content', 'static', 'loop'));
  const server = await startDevServer({
    root: looped,
    port: 0,
    log: createLogger({ stream: { write: () => true }, quiet: true }),
  });
  try {
    // The watcher follows the loop for a while before it gives up on it.
    for (let i = 0; i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.ok(
        (await rawRequest(new URL(server.url).origin, rawGet('/', new URL(server.url).host))).status,
        'an answer',
      );
    }
  } finally {
    await server.close();
    removeDir(looped);
  }
});

rebuilding.run();

const hosts = suite('sitegen dev answers only to its own host names');
const devOrigin = new URL(dev.url);
const port = devOrigin.port;

for (const allowed of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
  hosts(`answers Host ${allowed}`, async () => {
    assert.is((await rawRequest(devOrigin.origin, rawGet('/', allowed))).status, 200);
  });
}

for (const refused of [
  'evil.example',
  `evil.example:${port}`,
  `127.0.0.1.evil.example:${port}`,
  `localhost:${Number(port) + 1}`,
  `user@localhost:${port}`,
  '',
  `0x7f000001:${port}`,
  `2130706433:${port}`,
  `127.1:${port}`,
  `0177.0.0.1:${port}`,
  `loc\talhost:${port}`,
]) {
  hosts(`refuses Host "${refused}" with 403 and says how to allow a name`, async () => {
    for (const target of ['/', '/docs/intro', '/__sitegen/events', '/__sitegen/dev.js']) {
      const response = await rawRequest(devOrigin.origin, rawGet(target, refused));
      assert.is(response.status, 403, target);
      assert.match(response.body.toString(), '--host');
      assert.not.match(response.body.toString(), '<html');
    }
  });
}

hosts('refuses a request without a Host header', async () => {
  const response = await rawRequest(devOrigin.origin, 'GET / HTTP/1.0\r\n\r\n');
  assert.is(response.status, 403);
});

hosts('answers the name given with --host', async () => {
  const namedRoot = copyFixture('minimal');
  const named = await startDevServer({
    root: namedRoot,
    port: 0,
    host: 'localhost',
    log: createLogger({ stream: { write: () => true }, quiet: true }),
  });
  try {
    const { origin, port: namedPort } = new URL(named.url);
    assert.is((await rawRequest(origin, rawGet('/', `localhost:${namedPort}`))).status, 200);
    assert.is((await rawRequest(origin, rawGet('/', `evil.example:${namedPort}`))).status, 403);
  } finally {
    await named.close();
    removeDir(namedRoot);
  }
});

hosts(
  'on every network (0.0.0.0), also answers IP addresses, which no other site can rebind, but still no other name',
  () => {
    const everywhere = createHostCheck('0.0.0.0', 3000);
    assert.ok(everywhere('192.168.1.5:3000'));
    assert.ok(everywhere('[fe80::1]:3000'));
    assert.ok(everywhere('localhost:3000'));
    assert.not.ok(everywhere('evil.example:3000'));
    assert.not.ok(everywhere('192.168.1.5:3001'));
    const loopback = createHostCheck('127.0.0.1', 3000);
    assert.not.ok(loopback('192.168.1.5:3000'), 'only its own address when it listens on one');
    assert.ok(createHostCheck('::1', 80)('[::1]'), 'port 80 may go unsaid');
    assert.not.ok(loopback('localhost'), 'another port may not');
    for (const disguised of [
      '0x7f000001:3000',
      '2130706433:3000',
      '127.1:3000',
      '0177.0.0.1:3000',
      'local\thost:3000',
      'localhost\t:3000',
      'localhost.:3000',
    ]) {
      assert.not.ok(
        loopback(disguised),
        `${JSON.stringify(disguised)} is not one of its names, whatever address it stands for`,
      );
      assert.not.ok(
        everywhere(disguised),
        `${JSON.stringify(disguised)} is neither a name of its own nor an IP address as written`,
      );
    }
  },
);

hosts.after(async () => {
  await dev.close();
  await served.close();
  removeDir(serveRoot);
  removeDir(devRoot);
  removeDir(outside);
});
hosts.run();
