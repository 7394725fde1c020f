// Live reload for `sitegen dev`, served only by the dev server: never part of a built site.
import type { PageChunk } from './chunk.js';
import { chunkUrl } from './chunk.js';
import { swapPage } from './swap.js';

interface DevMessage {
  boot: string;
  revision: number;
  changed: string[];
  error: { location: string; message: string } | null;
}

let boot: string | null = null;
const events = new EventSource('/__sitegen/events');

events.addEventListener('revision', async (event) => {
  const message = JSON.parse((event as MessageEvent<string>).data) as DevMessage;
  if (boot !== null && message.boot !== boot) {
    // The server restarted: everything may differ.
    location.reload();
    return;
  }
  const first = boot === null;
  boot = message.boot;
  showOverlay(message.error);
  if (first || message.error) return;
  const assetsChanged = message.changed.some((file) => !file.endsWith('.html') && !file.endsWith('.json'));
  if (assetsChanged) {
    location.reload();
    return;
  }
  const chunkFile = chunkUrl(location.pathname.replace(/(.)\/$/, '$1')).slice(document.documentElement.dataset.baseUrl?.length ?? 1);
  if (message.changed.includes(chunkFile)) await replaceContent();
});

/** Swaps the edited page in place and keeps the reader where they were. */
async function replaceContent(): Promise<void> {
  const y = scrollY;
  const response = await fetch(`${chunkUrl(location.pathname.replace(/(.)\/$/, '$1'))}?t=${Date.now()}`, { cache: 'no-store' });
  const chunk = (await response.json()) as PageChunk;
  await swapPage(chunk);
  document.dispatchEvent(new CustomEvent('sitegen:content-replaced'));
  scrollTo(0, y);
}

function showOverlay(error: DevMessage['error']): void {
  document.getElementById('sitegen-error-overlay')?.remove();
  if (!error) return;
  const overlay = document.createElement('div');
  overlay.id = 'sitegen-error-overlay';
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-label', 'Build error');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,30,.88);color:#fff;font:14px/1.6 ui-monospace,Menlo,Consolas,monospace;padding:40px;overflow:auto';
  const title = document.createElement('p');
  title.style.cssText = 'color:#ff8a80;font-weight:bold;font-size:16px;margin:0 0 8px';
  title.textContent = `Build error${error.location ? ` in ${error.location}` : ''}`;
  const body = document.createElement('pre');
  body.style.cssText = 'white-space:pre-wrap;margin:0 0 16px';
  body.textContent = error.message;
  const note = document.createElement('p');
  note.style.cssText = 'color:#bbb;margin:0';
  note.textContent = 'Fix the file and save: this page updates by itself.';
  overlay.append(title, body, note);
  document.body.append(overlay);
}
