import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultExternalOptions, parseRetryAfter, type ExternalCheckOptions } from '../../src/links/external.js';
import { checkFolder } from '../../src/links/folder.js';
import { removeDir, repoRoot, tempDir, writeSiteFile } from '../helpers/site.js';

const external = suite('check-links --external');

/** A test host on 127.0.0.1 that logs every request and answers by path. */
async function startHost(answer: (req: IncomingMessage, res: ServerResponse, count: number) => void) {
  const log: string[] = [];
  const counts = new Map<string, number>();
  let inFlight = 0;
  let mostInFlight = 0;
  const server: Server = createServer((req, res) => {
    log.push(`${req.method} ${req.url}`);
    counts.set(req.url!, (counts.get(req.url!) ?? 0) + 1);
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    res.on('close', () => inFlight--);
    answer(req, res, counts.get(req.url!)!);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    log,
    mostInFlight: () => mostInFlight,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const main = await startHost((req, res, count) => {
  const reply = (status: number, headers: Record<string, string> = {}) =>
    res.writeHead(status, headers).end(req.method === 'GET' ? 'body' : undefined);
  const url = req.url!;
  if (url === '/ok') return reply(200);
  if (url === '/gone') return reply(404);
  if (url === '/no-head') return reply(req.method === 'HEAD' ? 405 : 200);
  if (url === '/busy') return count === 1 ? reply(429, { 'retry-after': '1' }) : reply(200);
  if (url === '/always-busy') return reply(503, { 'retry-after': '0' });
  if (url === '/slow') return void setTimeout(() => reply(200), 2000);
  if (url === '/moved') return reply(301, { location: '/ok' });
  reply(500);
});
// A second host, with many pages that each take a while: per-host limits show in how many overlap.
const crowded = await startHost((req, res) => void setTimeout(() => res.writeHead(200).end(), 80));

const dir = tempDir('external');
const links = ['/ok', '/gone', '/no-head', '/busy', '/always-busy', '/slow', '/moved'].map((p) => main.origin + p);
const crowdedLinks = Array.from({ length: 12 }, (_, i) => `${crowded.origin}/page/${i}`);
writeSiteFile(
  dir,
  'index.html',
  `<!doctype html><title>Home</title>${links.map((href) => `<a href="${href}">x</a>`).join('')}<a href="docs/">docs</a>`,
);
writeSiteFile(
  dir,
  'docs/index.html',
  `<!doctype html><title>Docs</title><a href="/">home</a><a href="${main.origin}/gone">again</a>${crowdedLinks.map((href) => `<a href="${href}">x</a>`).join('')}`,
);
const cacheFile = path.join(dir, 'cache', 'external.json');

// Timeouts well above what a local answer takes on a loaded machine, and still below /slow's 2 s.
const options: ExternalCheckOptions = { ...defaultExternalOptions, timeoutMs: 1000, hostGapMs: 20, cacheFile };
const started = performance.now();
const first = await checkFolder(dir, { external: options });
const firstMs = performance.now() - started;
const firstLog = [...main.log];

external('reports each broken external URL on every page it is on, with why', () => {
  const broken = first.broken.map((b) => `${b.page} ${b.href.replace(main.origin, '')}: ${b.reason}`);
  assert.equal(broken.sort(), [
    'docs/index.html /gone: HTTP 404',
    'index.html /always-busy: HTTP 503 after 3 tries',
    'index.html /gone: HTTP 404',
    'index.html /slow: no answer within 1000 ms',
  ]);
  assert.ok(first.broken.every((b) => b.kind === 'external'));
});

external('asks with HEAD, and with GET when HEAD is refused', () => {
  assert.equal(
    firstLog.filter((line) => line.endsWith('/no-head')),
    ['HEAD /no-head', 'GET /no-head'],
  );
  assert.equal(firstLog.filter((line) => line.endsWith('/ok')).slice(0, 1), ['HEAD /ok']);
});

external('waits as long as Retry-After says on 429, then asks again', () => {
  assert.equal(
    firstLog.filter((line) => line.endsWith('/busy')),
    ['HEAD /busy', 'HEAD /busy'],
  );
  assert.ok(firstMs >= 1000, `took ${Math.round(firstMs)} ms`);
  assert.is(parseRetryAfter('2'), 2000);
  // An HTTP date holds whole seconds: the wait is up to a second shorter, and shorter by the time parsing it took.
  const asked = Date.now();
  const wait = parseRetryAfter(new Date(asked + 5000).toUTCString())!;
  assert.ok(wait <= 5000 && wait > 4000 - (Date.now() - asked), `${wait} ms`);
  assert.is(parseRetryAfter('soon'), undefined);
});

external('keeps to two requests at a time per host', () => {
  assert.is(crowded.log.length, 12, 'each URL once, though the page lists them all');
  assert.is(crowded.mostInFlight(), 2);
});

external('a second run asks again only for what failed, skipping the URLs that worked', async () => {
  main.log.length = 0;
  crowded.log.length = 0;
  const second = await checkFolder(dir, { external: options });
  assert.is(second.broken.length, first.broken.length);
  assert.equal(crowded.log, []);
  assert.not.ok(
    main.log.some((line) => /\/(ok|no-head|busy|moved)$/.test(line)),
    main.log.join(', '),
  );
  assert.ok(main.log.includes('HEAD /gone'));
});

external(
  'the command line exits 1 and prints each failure under its page, a URL broken on every page once',
  async () => {
    const run = await promisify(execFile)(
      process.execPath,
      [
        path.join(repoRoot, 'bin', 'sitegen.js'),
        'check-links',
        dir,
        '--external',
        '--timeout',
        '1000',
        '--no-cache',
        '--ignore',
        `${main.origin}/slow`,
        `${crowded.origin}/*`,
      ],
      {
        env: { ...process.env, NO_COLOR: '1' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    assert.is((run as { code: number }).code, 1);
    const { stderr } = run as { stderr: string };
    assert.match(
      stderr,
      `error: 2 broken links or anchors in ${dir}:\n` +
        `  on every page (2 pages, from the templates or config):\n    ${main.origin}/gone: HTTP 404\n` +
        `  /\n    ${main.origin}/always-busy: HTTP 503 after 3 tries\n`,
    );
    assert.not.match(stderr, '/slow');
  },
);

external('rejects a timeout that is not a number as bad usage', async () => {
  const run = await promisify(execFile)(process.execPath, [
    path.join(repoRoot, 'bin', 'sitegen.js'),
    'check-links',
    dir,
    '--external',
    '--timeout',
    'soon',
  ]).catch((error: { code: number; stderr: string }) => error);
  assert.is((run as { code: number }).code, 2);
  assert.match((run as { stderr: string }).stderr, "option '--timeout <ms>' argument 'soon' is invalid");
});

external.after(async () => {
  await Promise.all([main.close(), crowded.close()]);
  removeDir(dir);
});
external.run();
