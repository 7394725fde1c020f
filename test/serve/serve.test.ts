import http from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serveFolder } from '../helpers/browser.js';
import { buildQuietly, copyFixture, removeDir } from '../helpers/site.js';

const serve = suite('static server (sitegen serve)');
const root = copyFixture('basic');
const built = await buildQuietly(root);

/** A raw GET that sends the path exactly as given, as an attacker's client would. */
function get(origin: string, rawPath: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, type: String(response.headers['content-type']), body }),
        );
      })
      .on('error', reject);
  });
}

serve('serves pages at their routes, with trailing slashes and .html, with content types', async () => {
  const site = await serveFolder(built.result.outDir);
  try {
    for (const route of ['/docs/intro', '/docs/intro/', '/404.html', '/']) {
      const response = await get(site.origin, route);
      assert.is(response.status, 200, route);
      assert.match(response.type, 'text/html');
    }
    assert.match((await get(site.origin, '/docs/intro/index.json')).type, 'application/json');
  } finally {
    await site.close();
  }
});

serve('answers unknown paths with the 404 page and status 404', async () => {
  const site = await serveFolder(built.result.outDir);
  try {
    const response = await get(site.origin, '/no/such/page');
    assert.is(response.status, 404);
    assert.match(response.body, 'Page not found');
  } finally {
    await site.close();
  }
});

serve('never serves a file outside the folder', async () => {
  const site = await serveFolder(built.result.outDir);
  try {
    for (const attempt of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
      '/..\\..\\..\\etc\\passwd',
      '/docs%00/intro',
      '/%E0%A4%A',
    ]) {
      const response = await get(site.origin, attempt);
      assert.ok([400, 403, 404].includes(response.status), `${attempt} → ${response.status}`);
      assert.not.match(response.body, 'root:', attempt);
    }
  } finally {
    await site.close();
  }
});

serve('serves under a base path, to try a baseUrl before deploying', async () => {
  const site = await serveFolder(built.result.outDir, '/sub/');
  try {
    assert.is((await get(site.origin, '/sub/docs/intro')).status, 200);
    assert.is((await get(site.origin, '/docs/intro')).status, 404);
  } finally {
    await site.close();
  }
});

serve.after(() => removeDir(root));
serve.run();
