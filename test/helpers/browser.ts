import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createStaticServer, listen } from '../../src/serve/static.js';

export const chromiumPath = '/usr/bin/chromium';

/**
 * Real headless Chromium, or null when it is not installed locally (the caller skips with a line saying so).
 * Under CI a missing Chromium is a failure, never a skip. `offline` makes every host but 127.0.0.1 fail to resolve:
 * nothing leaves the machine, and unlike a route that aborts outside requests, pages keep Chromium's HTTP cache.
 */
export async function launchBrowser({ offline = false }: { offline?: boolean } = {}): Promise<Browser | null> {
  if (!existsSync(chromiumPath)) {
    if (process.env.CI === 'true') throw new Error(`Chromium is missing at ${chromiumPath}; .ci/run installs it`);
    console.log(`  skipped browser tests: no Chromium at ${chromiumPath} (apt-get install chromium)`);
    return null;
  }
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(offline ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] : []),
    ],
  });
}

/** Serves a built folder on 127.0.0.1 and a free port, optionally under a prefix. */
export async function serveFolder(
  dir: string,
  base = '/',
): Promise<{ origin: string; server: Server; close(): Promise<void> }> {
  const server = createStaticServer({ dir, base });
  const origin = await listen(server);
  return { origin, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Waits until the runtime's chunk named `name` (`tabs`: `app-tabs-<hash>.js`) has run: it loads after the page, and
 * a click, a key or a scroll before it does nothing. Importing the chunk again resolves once it has run, after the
 * runtime's own import has set it up.
 */
export async function chunkReady(page: Page, name: string): Promise<void> {
  const loaded = await page.waitForFunction(
    (prefix) => performance.getEntriesByType('resource').find((entry) => entry.name.includes(prefix))?.name,
    `/app-${name}-`,
  );
  await page.evaluate((chunk) => import(chunk).then(() => undefined), (await loaded.jsonValue()) as string);
}

/** Waits until the runtime's tabs chunk has run. */
export const tabsReady = (page: Page): Promise<void> => chunkReady(page, 'tabs');
