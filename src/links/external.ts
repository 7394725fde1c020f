import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ExternalCheckOptions {
  /** Requests in flight at once, over all hosts. */
  concurrency: number;
  /** Requests in flight at once to one host. */
  perHost: number;
  /** Time between the starts of two requests to one host. */
  hostGapMs: number;
  /** Time a request may take before the URL counts as broken. */
  timeoutMs: number;
  /** The longest `Retry-After` honoured; a host asking for more is reported as busy. */
  maxRetryAfterMs: number;
  /** Where results are kept between runs; null for none. */
  cacheFile: string | null;
  /** How long a URL that worked is trusted without asking again. */
  cacheMaxAgeMs: number;
}

export const defaultExternalOptions: ExternalCheckOptions = {
  concurrency: 8,
  perHost: 2,
  hostGapMs: 100,
  timeoutMs: 10_000,
  maxRetryAfterMs: 30_000,
  cacheFile: path.join('node_modules', '.cache', 'sitegen', 'external-links.json'),
  cacheMaxAgeMs: 24 * 60 * 60 * 1000,
};

export interface ExternalResult {
  ok: boolean;
  /** Why the URL counts as broken. */
  reason?: string;
  /** Whether the result came from the cache file. */
  cached: boolean;
}

interface CacheFile {
  version: 1;
  /** URL → when it last answered with a success. */
  ok: Record<string, number>;
}

/** Checks external URLs politely: a few at a time, fewer per host, spaced out, with timeouts and a retry when a host asks to wait. */
export async function checkExternalUrls(
  urls: string[],
  options: ExternalCheckOptions,
): Promise<Map<string, ExternalResult>> {
  const cache = await readCache(options.cacheFile);
  const now = Date.now();
  const results = new Map<string, ExternalResult>();
  const pending: string[] = [];
  for (const url of new Set(urls)) {
    if (now - (cache.ok[url] ?? -Infinity) < options.cacheMaxAgeMs) results.set(url, { ok: true, cached: true });
    else pending.push(url);
  }

  const slots = createSemaphore(options.concurrency);
  const byHost = new Map<string, string[]>();
  for (const url of pending) {
    const host = new URL(url).host;
    if (!byHost.has(host)) byHost.set(host, []);
    byHost.get(host)!.push(url);
  }
  await Promise.all(
    [...byHost.values()].map((hostUrls) => {
      let nextStart = 0;
      // Waits for the host's turn: requests to one host start at least hostGapMs apart.
      const hostTurn = async () => {
        const start = Math.max(Date.now(), nextStart);
        nextStart = start + options.hostGapMs;
        await sleep(start - Date.now());
      };
      const lanes = Array.from({ length: Math.min(options.perHost, hostUrls.length) }, async (_, lane) => {
        for (let i = lane; i < hostUrls.length; i += options.perHost) {
          await slots.acquire();
          try {
            results.set(hostUrls[i], await checkUrl(hostUrls[i], options, hostTurn));
          } finally {
            slots.release();
          }
        }
      });
      return Promise.all(lanes);
    }),
  );

  for (const [url, result] of results) if (result.ok && !result.cached) cache.ok[url] = now;
  await writeCache(options.cacheFile, cache);
  return results;
}

/** Statuses that mean "later", not "gone". */
const busyStatuses = new Set([429, 503]);
const retries = 2;

async function checkUrl(
  url: string,
  options: ExternalCheckOptions,
  hostTurn: () => Promise<void>,
): Promise<ExternalResult> {
  for (let attempt = 0; ; attempt++) {
    let answer: Answer;
    try {
      await hostTurn();
      answer = await request(url, 'HEAD', options.timeoutMs);
      // Many servers answer HEAD wrongly (405, 403, 404) while GET works.
      if (answer.status >= 400 && !busyStatuses.has(answer.status)) {
        await hostTurn();
        answer = await request(url, 'GET', options.timeoutMs);
      }
    } catch (error) {
      return { ok: false, reason: failureReason(error, options.timeoutMs), cached: false };
    }
    if (!busyStatuses.has(answer.status)) {
      return answer.status < 400
        ? { ok: true, cached: false }
        : { ok: false, reason: `HTTP ${answer.status}`, cached: false };
    }
    const waitMs = answer.retryAfterMs ?? 1000;
    if (attempt === retries || waitMs > options.maxRetryAfterMs) {
      return { ok: false, reason: `HTTP ${answer.status} after ${attempt + 1} tries`, cached: false };
    }
    await sleep(waitMs);
  }
}

interface Answer {
  status: number;
  retryAfterMs?: number;
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Answer> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'user-agent': 'sitegen check-links' },
  });
  // Only the status matters: drop the body rather than download it.
  await response.body?.cancel();
  return { status: response.status, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
}

/** `Retry-After` as seconds or as an HTTP date. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function failureReason(error: unknown, timeoutMs: number): string {
  const e = error as Error & { cause?: { code?: string } };
  if (e.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const code = e.cause?.code;
  return code ? `cannot connect (${code})` : `cannot connect (${e.message})`;
}

function createSemaphore(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async acquire(): Promise<void> {
      if (free > 0) {
        free--;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

/** A missing, unreadable or foreign cache file counts as empty: the URLs are simply checked again. */
async function readCache(file: string | null): Promise<CacheFile> {
  const empty: CacheFile = { version: 1, ok: {} };
  if (!file) return empty;
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
    return parsed?.version === 1 && typeof parsed.ok === 'object' && parsed.ok !== null ? parsed : empty;
  } catch {
    return empty;
  }
}

async function writeCache(file: string | null, cache: CacheFile): Promise<void> {
  if (!file) return;
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside and renamed, so an interrupted run never leaves half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(cache));
  await rename(partial, file);
}
