import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changedOutputFiles, pagesToReload } from '../../src/dev/page-update.js';

const update = suite('which open pages reload after a rebuild');

interface PageParts {
  title?: string;
  description?: string;
  stylesheet?: string;
  navbar?: string;
  sidebar?: string;
  content?: string;
  footer?: string;
  headTag?: string;
}

/** A page as the build writes it, and its chunk: each part as given, else as on the page before the edit. */
function page({
  title = 'Intro | Site',
  description = 'The first page',
  stylesheet = '/assets/style.0123456789.css',
  navbar = '<a class="navbar-link" href="/docs">Docs</a>',
  sidebar = '<nav class="sidebar-nav"><div class="category"><a class="sidebar-link" href="/docs/intro">Intro</a></div></nav>',
  content = '<article><h1>Intro</h1><div class="note">Some text.</div></article>',
  footer = '<footer>Made with care</footer>',
  headTag = '',
}: PageParts = {}): { html: string; chunk: string } {
  const html =
    `<!doctype html><html><head><title>${title}</title><meta data-head name="description" content="${description}">` +
    `<link rel="stylesheet" href="${stylesheet}">${headTag}</head><body><header id="navbar">${navbar}</header>` +
    `<div class="page" id="sg-page"><div class="sidebar" id="sg-sidebar" data-src="/assets/sidebar.${sidebar.length}.html">${sidebar}</div>` +
    `<main id="main"><div id="sg-content">${content}</div></main></div>${footer}</body></html>`;
  const chunk = JSON.stringify({ v: 1, path: '/docs/intro', title, content, head: [] });
  return { html, chunk };
}

/** The pages to reload when the page `docs/intro/` goes from `before` to `after`. */
function reloads(before: PageParts, after: PageParts): string[] {
  const files = (parts: PageParts) => {
    const { html, chunk } = page(parts);
    return new Map([
      ['docs/intro/index.html', html],
      ['docs/intro/index.json', chunk],
    ]);
  };
  const [old, now] = [files(before), files(after)];
  const changed = [...now.keys()].filter((file) => old.get(file) !== now.get(file));
  return pagesToReload(old, now, changed);
}

update('an edit of the content, title, description or sidebar is swapped in place', () => {
  assert.equal(reloads({}, { content: '<article><h1>Intro</h1><div class="note">Edited.</div></article>' }), []);
  assert.equal(reloads({}, { title: 'Introduction | Site', description: 'Where it starts' }), []);
  assert.equal(
    reloads({}, { sidebar: '<nav class="sidebar-nav"><a class="sidebar-link" href="/docs/intro">Start</a></nav>' }),
    [],
  );
});

update('a new stylesheet is swapped in place', () => {
  assert.equal(reloads({}, { stylesheet: '/assets/style.9876543210.css' }), []);
});

update('an edit of the navbar, the footer or a head tag of the config reloads the page', () => {
  const intro = ['docs/intro/index.html'];
  assert.equal(reloads({}, { navbar: '<a class="navbar-link" href="/docs">Guides</a>' }), intro);
  assert.equal(reloads({}, { footer: '<footer>Made with more care</footer>' }), intro);
  assert.equal(reloads({}, { headTag: '<meta name="theme-color" content="#123456">' }), intro);
  assert.equal(
    reloads({}, { content: '<article>New</article>', footer: '<footer>And a new footer</footer>' }),
    intro,
    'with the content',
  );
});

update('a page the last build did not have reloads nothing', () => {
  const { html, chunk } = page();
  const now = new Map([
    ['docs/new/index.html', html],
    ['docs/new/index.json', chunk],
  ]);
  assert.equal(pagesToReload(new Map(), now, [...now.keys()]), []);
});

update.run();

const changes = suite('which files a rebuild changed, as open pages are told');

changes('names pages, chunks and stylesheets that changed or are new, but not a script new to the site', () => {
  const before = new Map<string, string | Uint8Array>([
    ['docs/intro/index.html', '<p>old</p>'],
    ['docs/intro.json', '{}'],
    ['assets/style.css', 'a{}'],
    ['assets/islands/page-old.js', 'old()'],
    ['img/logo.png', new Uint8Array([1, 2])],
  ]);
  const after = new Map<string, string | Uint8Array>([
    ['docs/intro/index.html', '<p>new</p>'],
    ['docs/intro.json', '{}'],
    ['docs/setup/index.html', '<p>setup</p>'],
    ['assets/style.css', 'a{}'],
    ['assets/islands/page-new.js', 'new()'],
    ['img/logo.png', new Uint8Array([1, 2])],
  ]);
  assert.equal(changedOutputFiles(before, after), ['docs/intro/index.html', 'docs/setup/index.html']);
  after.set('img/logo.png', new Uint8Array([3]));
  assert.equal(changedOutputFiles(before, after).slice(-1), ['img/logo.png'], 'a file read again with new bytes');
});

changes.run();
