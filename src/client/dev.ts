// Live reload for `sitegen dev`, served only by the dev server: never part of a built site.
import type { PageChunk } from '../shared/chunk.js';
import { chunkUrl } from '../shared/chunk.js';
import { swapPage } from './swap.js';

interface DevMessage {
  boot: string;
  revision: number;
  changed: string[];
  reload: string[];
  error: BuildError | null;
}

interface BuildError {
  location: string;
  message: string;
  hint: string | null;
  /** Lines of the file around the mistake. */
  excerpt: { firstLine: number; line: number; lines: string[] } | null;
}

const scrollKey = 'sitegen-dev-scroll';
let boot: string | null = null;
restoreScroll();
const events = new EventSource('/__sitegen/events');

events.addEventListener('revision', async (event) => {
  const message = JSON.parse((event as MessageEvent<string>).data) as DevMessage;
  if (boot !== null && message.boot !== boot) {
    // The server restarted: everything may differ.
    reloadInPlace();
    return;
  }
  const first = boot === null;
  boot = message.boot;
  showOverlay(message.error);
  // The page the server answers with while the site fails to build holds nothing else: once it builds, the real one.
  if (!message.error && document.documentElement.hasAttribute('data-build-failed')) return reloadInPlace();
  if (first || message.error) return;
  const chunkFile = chunkUrl(currentPath()).slice(document.documentElement.dataset.baseUrl?.length ?? 1);
  const pageFile = chunkFile.replace(/\.json$/, '.html');
  // Scripts and files a page embeds cannot be swapped in; stylesheets and the page's chunk can.
  const assetsChanged = message.changed.some((file) => !/\.(html|json|css)$/.test(file));
  if (assetsChanged || message.reload.includes(pageFile)) {
    reloadInPlace();
    return;
  }
  if (message.changed.some((file) => file.endsWith('.css'))) await swapStylesheets();
  if (message.changed.includes(chunkFile)) await replaceContent();
});

function currentPath(): string {
  return location.pathname.replace(/(.)\/$/, '$1');
}

/** Reloads the page, which then scrolls back to where the reader was. */
function reloadInPlace(): void {
  sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  location.reload();
}

/** After a reload of `reloadInPlace`: back to where the reader was, once now and once the page has loaded. */
function restoreScroll(): void {
  const saved = sessionStorage.getItem(scrollKey);
  sessionStorage.removeItem(scrollKey);
  const { path, x, y } = saved
    ? (JSON.parse(saved) as { path: string; x: number; y: number })
    : { path: null, x: 0, y: 0 };
  if (path !== location.pathname) return;
  scrollTo(x, y);
  if (document.readyState !== 'complete') addEventListener('load', () => scrollTo(x, y), { once: true });
}

/** Links the site's new stylesheets in place of the old ones, removing each old one once its successor has loaded. */
async function swapStylesheets(): Promise<void> {
  const response = await fetch(location.href, { cache: 'no-store' });
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const selector = 'link[rel="stylesheet"]:not([data-head])';
  const current = [...document.head.querySelectorAll<HTMLLinkElement>(selector)];
  const next = [...fresh.head.querySelectorAll<HTMLLinkElement>(selector)];
  if (current.length !== next.length) return reloadInPlace();
  await Promise.all(
    next.map((link, i) => {
      const old = current[i];
      if (old.getAttribute('href') === link.getAttribute('href')) return undefined;
      const added = document.importNode(link, true);
      const loaded = new Promise((resolve) => {
        added.addEventListener('load', resolve, { once: true });
        added.addEventListener('error', resolve, { once: true });
      });
      old.after(added);
      return loaded.then(() => old.remove());
    }),
  );
}

/** Swaps the edited page in place and keeps the reader where they were. */
async function replaceContent(): Promise<void> {
  const y = scrollY;
  const response = await fetch(`${chunkUrl(currentPath())}?t=${Date.now()}`, {
    cache: 'no-store',
  });
  const chunk = (await response.json()) as PageChunk;
  await swapPage(chunk);
  document.dispatchEvent(new CustomEvent('sitegen:content-replaced'));
  scrollTo(0, y);
}

/**
 * A panel over the page naming the file and line, the message, the code around the line and what to do. Styled
 * inline, since the site's own stylesheet may be what broke, and filled with text only: messages quote content.
 */
function showOverlay(error: BuildError | null): void {
  document.getElementById('sitegen-error-overlay')?.remove();
  if (!error) return;
  const element = (tag: string, css: string, text?: string) => {
    const node = document.createElement(tag);
    node.style.cssText = css;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const overlay = element(
    'div',
    'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:flex-start;justify-content:center;padding:5vh 16px;overflow:auto;background:rgba(8,8,16,.72)',
  );
  overlay.id = 'sitegen-error-overlay';
  // sitegen's own words, in English and laid out left to right whatever the page's language.
  overlay.lang = 'en';
  overlay.dir = 'ltr';
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', 'sitegen-error-title');
  const panel = element(
    'div',
    'box-sizing:border-box;width:100%;max-width:860px;padding:24px 28px;border-radius:12px;border-top:5px solid #ff6b6b;background:#181a25;color:#e8e9f1;font:15px/1.55 system-ui,sans-serif;box-shadow:0 20px 60px rgba(0,0,0,.5)',
  );
  const mono = 'font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13.5px';
  const title = element('h2', 'margin:0 0 14px;font-size:18px;color:#ff8a80', 'Build error');
  if (error.location)
    title.append(
      ' in ',
      element('code', `${mono};font-size:16px;color:#fff;background:none;border:0;padding:0`, error.location),
    );
  title.id = 'sitegen-error-title';
  panel.append(title);
  panel.append(
    element('pre', `margin:0 0 16px;white-space:pre-wrap;color:#fff;${mono};font-size:14.5px`, error.message),
  );
  if (error.excerpt) panel.append(codeExcerpt(error.excerpt, element, mono));
  if (error.hint) {
    const hint = element(
      'p',
      'margin:0 0 16px;padding:10px 14px;border-left:4px solid #60a5fa;border-radius:6px;background:#1f2a3d;white-space:pre-wrap',
    );
    hint.append(element('strong', 'color:#93c5fd', 'Hint: '), error.hint);
    panel.append(hint);
  }
  panel.append(
    element('p', 'margin:0;color:#aeb2c4;font-size:14px', 'Fix the file and save: this page updates by itself.'),
  );
  overlay.append(panel);
  document.body.append(overlay);
}

/** The excerpt with its line numbers, the line of the mistake marked. */
function codeExcerpt(
  excerpt: NonNullable<BuildError['excerpt']>,
  element: (tag: string, css: string, text?: string) => HTMLElement,
  mono: string,
): HTMLElement {
  const block = element(
    'pre',
    `margin:0 0 16px;padding:10px 0;overflow-x:auto;border-radius:8px;background:#0f1017;color:#d5d7e6;${mono};line-height:1.6`,
  );
  const width = String(excerpt.firstLine + excerpt.lines.length - 1).length;
  excerpt.lines.forEach((text, i) => {
    const number = excerpt.firstLine + i;
    const current = number === excerpt.line;
    const row = element(
      'div',
      `padding:0 14px;white-space:pre;${current ? 'background:rgba(255,107,107,.16);box-shadow:inset 3px 0 0 #ff6b6b;color:#fff' : ''}`,
    );
    row.append(
      element(
        'span',
        `display:inline-block;margin-right:14px;color:${current ? '#ff8a80' : '#6b7088'};user-select:none`,
        `${current ? '>' : ' '} ${String(number).padStart(width)}`,
      ),
      text,
    );
    if (current) row.setAttribute('aria-current', 'true');
    block.append(row);
  });
  return block;
}
