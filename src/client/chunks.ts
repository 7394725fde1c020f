import { chunkUrl, chunkVersion, type PageChunk } from '../shared/chunk.js';

const cache = new Map<string, Promise<PageChunk>>();

/** Fetches a page's chunk with GET, once: prefetches and navigations share the same request. */
export function loadChunk(pagePath: string, priority: 'high' | 'low' = 'high'): Promise<PageChunk> {
  const url = chunkUrl(pagePath);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchChunk(url, priority);
    cache.set(url, pending);
    // A failed request is forgotten, so the next navigation tries again instead of failing from cache.
    pending.catch(() => cache.delete(url));
  }
  return pending;
}

export function isChunkRequested(pagePath: string): boolean {
  return cache.has(chunkUrl(pagePath));
}

async function fetchChunk(url: string, priority: 'high' | 'low'): Promise<PageChunk> {
  const response = await fetch(url, { method: 'GET', credentials: 'same-origin', priority } as RequestInit);
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  let chunk: PageChunk;
  try {
    chunk = await response.json();
  } catch {
    throw new Error('the page data is not valid JSON');
  }
  if (
    !chunk ||
    chunk.v !== chunkVersion ||
    typeof chunk.content !== 'string' ||
    typeof chunk.title !== 'string' ||
    !Array.isArray(chunk.head)
  ) {
    throw new Error('the page data is malformed');
  }
  return chunk;
}

const fragments = new Map<string, Promise<string>>();

/** Fetches an HTML fragment (the docs sidebar) once. */
export function loadFragment(url: string): Promise<string> {
  let pending = fragments.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status} for the sidebar`);
      return response.text();
    });
    fragments.set(url, pending);
    pending.catch(() => fragments.delete(url));
  }
  return pending;
}
