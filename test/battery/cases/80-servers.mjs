// Hostile requests to `serve` (a built dist/) and `dev`: traversal, odd encodings, odd methods, floods, slow clients.
// Each server is given a secret beside the site (../outside/secret.txt) and in the site's own .env.
import path from 'node:path';

const targets = [
  ['encoded-dotdot', '/%2e%2e/%2e%2e/outside/secret.txt'],
  ['encoded-slash-dotdot', '/..%2f..%2f..%2foutside%2fsecret.txt'],
  ['double-encoded', '/%252e%252e/%252e%252e/outside/secret.txt'],
  ['backslashes', '/..\\..\\..\\outside\\secret.txt'],
  ['encoded-backslashes', '/..%5c..%5c..%5coutside%5csecret.txt'],
  ['overlong-utf8-dot', '/%c0%ae%c0%ae/%c0%ae%c0%ae/outside/secret.txt'],
  ['nul-byte', '/index.html%00.txt'],
  ['nul-dotdot', '/%00/../../outside/secret.txt'],
  ['no-leading-slash', '../../outside/secret.txt'],
  ['absolute-form', 'http://127.0.0.1/../../outside/secret.txt'],
  ['double-slash-root', '//etc/passwd'],
  ['dot-env', '/.env'],
  ['dot-env-up', '/../.env'],
  ['site-config', '/site.config.ts'],
  ['source-markdown', '/content/docs/intro.md'],
  ['cache-folder', '/node_modules/.cache/sitegen/index.bin'],
  ['proc-environ', '/../../../../../../proc/self/environ'],
  ['long-url-100k', `/${'a'.repeat(100_000)}`],
  ['many-segments', `/${'a/'.repeat(20_000)}`],
  ['bad-percent', '/%zz%e0%80%80%ff'],
];

const sendAll =
  (list) =>
  async (ctx, origin, { raw, responses }) => {
    for (const [name, target] of list) {
      const r = await raw(
        origin,
        `GET ${target} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`,
      );
      responses.push({ name: `${name} (${target.slice(0, 40)})`, data: r.data });
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(r.data.toString('latin1'))?.[1];
      if (status === '200' && /\.env|site\.config|content\/docs|\.cache|passwd|environ/.test(target))
        return { leak: `answered 200 for ${target.slice(0, 60)}` };
    }
    return { notes: `${list.length} hostile path(s) refused` };
  };

const setupSecrets = (ctx) => ctx.write('.env', `TOKEN=${ctx.token}\n`);

function server(cmd, id, requests, extra = {}) {
  return {
    id: `${cmd}-${id}`,
    category: `${cmd} requests`,
    cmd,
    args: cmd === 'serve' ? ['dist'] : [],
    prebuild: cmd === 'serve',
    setup: setupSecrets,
    requests,
    ...extra,
    setup: extra.setup ? (ctx) => (setupSecrets(ctx), extra.setup(ctx)) : setupSecrets,
  };
}

const raws = {
  'methods-odd': [
    'TRACE / HTTP/1.1',
    'CONNECT 127.0.0.1:22 HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    'PUT /x.txt HTTP/1.1',
    'DELETE /index.html HTTP/1.1',
    'PROPFIND / HTTP/1.1',
  ],
  'smuggling-cl-te': [
    'POST / HTTP/1.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked',
    'GET / HTTP/1.1\r\nContent-Length: -1',
  ],
  'nul-in-header': ['GET / HTTP/1.1\r\nX-A: a\u0000b'],
  'range-tricks': [
    'GET /index.html HTTP/1.1\r\nRange: bytes=0-99999999999999999999999',
    'GET /index.html HTTP/1.1\r\nRange: bytes=-0',
    `GET /index.html HTTP/1.1\r\nRange: bytes=${Array.from({ length: 2000 }, (_, i) => `${i}-${i}`).join(',')}`,
  ],
  'headers-8000': [`GET / HTTP/1.1\r\n${Array.from({ length: 8000 }, (_, i) => `X-H${i}: v`).join('\r\n')}`],
  'header-huge-value': [`GET / HTTP/1.1\r\nIf-None-Match: ${'x'.repeat(200_000)}`],
  'http09-and-garbage': [
    'GET /',
    '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003',
    'GET / HTTP/9.9',
  ],
};
const sendRaw =
  (list) =>
  async (ctx, origin, { raw, responses }) => {
    for (const [i, head] of list.entries()) {
      const host = /\r\nHost:/i.test(head) || !head.includes('HTTP/1.1') ? '' : `\r\nHost: ${new URL(origin).host}`;
      const r = await raw(origin, `${head}${host}\r\nConnection: close\r\n\r\n`);
      responses.push({ name: `raw request ${i}`, data: r.data });
    }
    return { notes: `${list.length} odd request(s) answered or refused` };
  };

async function flood(ctx, origin, { raw, get }) {
  const { port } = new URL(origin);
  const net = await import('node:net');
  const sockets = Array.from({ length: 400 }, () => net.connect(Number(port), '127.0.0.1').on('error', () => {}));
  await new Promise((r) => setTimeout(r, 1000));
  const started = Date.now();
  const r = await get(origin, '/');
  for (const s of sockets) s.destroy();
  return r.status === 200 || r.status === 404
    ? { notes: `answered beside 400 idle connections in ${Date.now() - started} ms` }
    : { hang: `no answer beside 400 idle connections (${r.why})` };
}

async function slowloris(ctx, origin, { get }) {
  const { port } = new URL(origin);
  const net = await import('node:net');
  const sockets = Array.from({ length: 200 }, () => {
    const s = net.connect(Number(port), '127.0.0.1').on('error', () => {});
    s.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    return s;
  });
  await new Promise((r) => setTimeout(r, 1500));
  const r = await get(origin, '/');
  for (const s of sockets) s.destroy();
  return r.status === 200 || r.status === 404
    ? { notes: 'answered beside 200 half-sent requests' }
    : { hang: `no answer beside 200 half-sent requests (${r.why})` };
}

async function burst(ctx, origin, { get, responses }) {
  const all = await Promise.all(
    Array.from({ length: 300 }, (_, i) => get(origin, i % 2 ? '/docs/intro' : '/%2e%2e/outside/secret.txt')),
  );
  for (const [i, r] of all.entries()) responses.push({ name: `burst ${i}`, data: r.data });
  const missing = all.filter((r) => r.status === null).length;
  return missing
    ? { hang: `${missing} of 300 requests at once got no answer` }
    : { notes: '300 requests at once answered' };
}

const hostTricks = [
  'evil.example',
  '127.0.0.1.nip.io',
  'localhost.evil.example',
  '[::ffff:127.0.0.1]',
  '127.1',
  '0177.0.0.1',
  'LOCALHOST.',
  '',
  'localhost:1@evil.example',
];
async function hosts(ctx, origin, { raw, responses }) {
  const { port } = new URL(origin);
  for (const host of hostTricks) {
    const value = host.includes(':') || host === '' ? host : `${host}:${port}`;
    const r = await raw(origin, `GET /docs/intro HTTP/1.1\r\nHost: ${value}\r\nConnection: close\r\n\r\n`);
    responses.push({ name: `Host ${value}`, data: r.data });
    if (/^HTTP\/1\.[01] 200/.test(r.data.toString('latin1')))
      return { leak: `dev answered 200 to Host: ${JSON.stringify(value)}` };
  }
  const noHost = await raw(origin, 'GET /docs/intro HTTP/1.0\r\n\r\n');
  if (/^HTTP\/1\.[01] 200/.test(noHost.data.toString('latin1')))
    return { leak: 'dev answered 200 to a request without Host' };
  return { notes: `${hostTricks.length + 1} foreign Host headers refused` };
}

async function eventsForeignHost(ctx, origin, { raw }) {
  const r = await raw(
    origin,
    'GET /__sitegen/events HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n',
    { wait: 2000 },
  );
  return /^HTTP\/1\.[01] 200/.test(r.data.toString('latin1'))
    ? { leak: 'the live-reload channel answered a foreign Host' }
    : { notes: 'live-reload channel refused a foreign Host' };
}

export default [
  ...['serve', 'dev'].flatMap((cmd) => [
    server(cmd, 'traversal-paths', sendAll(targets)),
    ...Object.entries(raws).map(([name, list]) => server(cmd, name, sendRaw(list))),
    server(cmd, 'flood-400-idle', flood),
    server(cmd, 'slowloris-200', slowloris),
    server(cmd, 'burst-300', burst),
  ]),
  server(
    'serve',
    'link-in-dist-to-outside',
    sendAll([
      ['link', '/leak.txt'],
      ['dir link', '/ext/secret.txt'],
    ]),
    {
      setup: (ctx) => {
        ctx.symlink(path.join(ctx.outside, 'secret.txt'), 'dist/leak.txt');
        ctx.symlink(ctx.outside, 'dist/ext');
      },
    },
  ),
  server(
    'serve',
    'base-prefix-traversal',
    sendAll([
      ['base up', '/sub/../../outside/secret.txt'],
      ['base encoded', '/sub/%2e%2e/%2e%2e/outside/secret.txt'],
      ['outside base', '/outside/secret.txt'],
    ]),
    { args: ['dist', '--base', '/sub/'] },
  ),
  server(
    'dev',
    'static-link-outside',
    sendAll([
      ['static link', '/leak.txt'],
      ['static dir link', '/ext/secret.txt'],
    ]),
    {
      setup: (ctx) => {
        ctx.symlink(path.join(ctx.outside, 'secret.txt'), 'content/static/leak.txt');
        ctx.symlink(ctx.outside, 'content/static/ext');
      },
    },
  ),
  server('dev', 'doc-link-outside', sendAll([['doc link', '/docs/leak']]), {
    setup: (ctx) => ctx.symlink(path.join(ctx.outside, 'secret.md'), 'content/docs/leak.md'),
  }),
  server('dev', 'host-tricks', hosts),
  server('dev', 'events-foreign-host', eventsForeignHost),
  server(
    'dev',
    'dev-script-paths',
    sendAll([
      ['dev script up', '/__sitegen/../.env'],
      ['dev script encoded', '/__sitegen/%2e%2e/%2e%2e/outside/secret.txt'],
      ['fs style', '/@fs/etc/passwd'],
    ]),
  ),
];
