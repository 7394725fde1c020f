import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docRoutesIn } from '../../src/migrate/doc-routes.js';
import { footerOf, navbarOf } from '../../src/migrate/navigation.js';
import type { MigrationNote } from '../../src/migrate/report.js';
import { sidebarRoutesIn } from '../../src/migrate/sidebar-routes.js';
import { removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const docRoutes: Record<string, string> = { intro: '/docs/intro', 'guides/hat': '/docs/hat-custom' };
const sidebarRoutes: Record<string, string> = { guides: '/docs/hat-custom' };

/** `navbarOf` given Docusaurus navbar items, with the docs and sidebars above, and the notes it takes. */
function navbar(items: unknown[], docsRoute = '/docs') {
  const notes: MigrationNote[] = [];
  const converted = navbarOf(
    { items },
    {
      siteTitle: 'Boats',
      docsRoute,
      docRoute: (id) => docRoutes[id] ?? null,
      sidebarRoute: (id) => sidebarRoutes[id ?? 'guides'] ?? null,
      note: (item, reason, todo) => notes.push({ item, reason, todo }),
    },
  );
  return { items: converted.items ?? [], notes: notes.map((note) => `${note.item}: ${note.reason}`) };
}

const items = suite('sitegen init --from: navbar items');

items('a doc item links to the doc’s own route, slug included, and a docSidebar item to its first doc', () => {
  const { items: converted, notes } = navbar([
    { type: 'doc', docId: 'guides/hat', label: 'Hat' },
    { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'right' },
  ]);
  assert.equal(converted, [
    { label: 'Hat', to: '/docs/hat-custom', activeBasePath: '/docs', position: 'left' },
    { label: 'Guides', to: '/docs/hat-custom', activeBasePath: '/docs', position: 'right' },
  ]);
  assert.equal(notes, []);
});

items('a docsVersion item links to the main doc, the first of the first sidebar, unless it names its own', () => {
  const { items: converted } = navbar([
    { type: 'docsVersion', label: 'Docs' },
    { type: 'docsVersion', label: 'Start', to: '/docs/intro' },
  ]);
  assert.equal(
    converted.map((item) => 'to' in item && item.to),
    ['/docs/hat-custom', '/docs/intro'],
  );
});

items('a doc or sidebar it cannot find links to the docs’ route, and is named', () => {
  const { items: converted, notes } = navbar([
    { type: 'doc', docId: 'gone', label: 'Gone' },
    { type: 'docSidebar', sidebarId: 'nowhere', label: 'Nowhere' },
  ]);
  assert.equal(
    converted.map((item) => ('to' in item ? item.to : null)),
    ['/docs', '/docs'],
  );
  assert.equal(notes, [
    'navbar item doc gone: no doc has the id gone',
    'navbar item docSidebar nowhere: its sidebar, or a doc in it, was not found in the sidebars file',
  ]);
});

items('with the docs at the root, their items are active on their own page, not on every page', () => {
  const { items: converted } = navbar([{ type: 'docSidebar', sidebarId: 'home', label: 'Docs' }], '/');
  assert.equal(converted, [{ label: 'Docs', to: '/', position: 'left' }]);
});

items('a dropdown stays a menu of links on its side, its doc items linking to their docs, untyped or not', () => {
  const { items: converted, notes } = navbar([
    {
      type: 'dropdown',
      label: 'More',
      position: 'right',
      items: [
        { type: 'doc', docId: 'intro', label: 'Intro' },
        { label: 'Forum', href: 'https://forum.example.org' },
      ],
    },
    { label: 'Learn', items: [{ label: 'Blog', to: 'blog' }] },
  ]);
  assert.equal(converted, [
    {
      type: 'dropdown',
      label: 'More',
      items: [
        { label: 'Intro', to: '/docs/intro' },
        { label: 'Forum', href: 'https://forum.example.org' },
      ],
      position: 'right',
    },
    { type: 'dropdown', label: 'Learn', items: [{ label: 'Blog', to: '/blog' }], position: 'left' },
  ]);
  assert.equal(notes, []);
});

items('search is left out without a note, raw HTML is named with what was left out, menus keep their side', () => {
  const { items: converted, notes } = navbar([
    { type: 'search', position: 'right' },
    { type: 'html', position: 'right', value: '<a class="button" href="/signup">\n  Sign up\n</a>' },
    { type: 'localeDropdown', position: 'right' },
    { type: 'docsVersionDropdown' },
    { to: 'https://elsewhere.example.org/x', label: 'Elsewhere' },
  ]);
  assert.equal(converted, [
    { type: 'localeDropdown', position: 'right' },
    { type: 'docsVersionDropdown', position: 'left' },
    { label: 'Elsewhere', position: 'left', href: 'https://elsewhere.example.org/x' },
  ]);
  assert.equal(notes, [
    'navbar item of type html: sitegen\'s navbar takes no raw HTML; left out: `<a class="button" href="/signup"> Sign up </a>`',
  ]);
});

const footer = suite('sitegen init --from: footer links');

footer('keeps an absolute to as it is, as href, and names raw HTML with what was left out', () => {
  const notes: MigrationNote[] = [];
  const converted = footerOf(
    {
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Status', to: 'https://status.example.org/boats' },
            { label: 'Intro', to: 'docs/intro' },
            { label: 'Forum', href: 'https://forum.example.org' },
            { html: '<img src="/img/badge.svg" alt="Deploys by Netlify" />' },
          ],
        },
      ],
    },
    (item, reason, todo) => notes.push({ item, reason, todo }),
  );
  assert.equal(converted.columns, [
    {
      title: 'Docs',
      items: [
        { label: 'Status', href: 'https://status.example.org/boats' },
        { label: 'Intro', to: '/docs/intro' },
        { label: 'Forum', href: 'https://forum.example.org' },
      ],
    },
  ]);
  assert.equal(
    notes.map((note) => `${note.item}: ${note.reason}`),
    [
      'footer item in "Docs": sitegen\'s footer takes no raw HTML; left out: `<img src="/img/badge.svg" alt="Deploys by Netlify" />`',
    ],
  );
});

const sidebars = suite('sitegen init --from: the first page of a sidebar');

sidebars(
  'is its first doc, the first category with a link of its own, or the first doc an autogenerated item lists',
  async () => {
    const dir = tempDir('sidebar-routes');
    writeSiteFile(dir, 'docs/intro.md', '# Intro\n');
    writeSiteFile(dir, 'docs/guides/b-second.md', '---\nsidebar_position: 2\n---\n# Second\n');
    writeSiteFile(dir, 'docs/guides/z-first.md', '---\nsidebar_position: 1\nslug: /first\n---\n# First\n');
    writeSiteFile(
      dir,
      'sidebars.js',
      `export default {
  plain: [{type: 'link', label: 'Out', href: 'https://example.org'}, 'intro'],
  linked: [{type: 'category', label: 'Reference Pages', link: {type: 'generated-index'}, items: ['intro']}],
  nested: [{type: 'html', value: '<hr>'}, {type: 'category', label: 'Guides', items: [{type: 'autogenerated', dirName: 'guides'}]}],
};
`,
    );
    const routeOf = await sidebarRoutesIn(
      {
        file: path.join(dir, 'sidebars.js'),
        docs: docRoutesIn(path.join(dir, 'docs'), '/docs'),
        folder: path.join(dir, 'docs'),
        routeBasePath: '/docs',
      },
      { siteDir: dir, limitMs: 10_000 },
    );
    assert.is(routeOf('plain'), '/docs/intro');
    assert.is(routeOf(null), '/docs/intro', 'the first sidebar, where the main doc is');
    assert.is(routeOf('linked'), '/docs/category/reference-pages');
    assert.is(routeOf('nested'), '/docs/first', 'ordered by sidebar_position, with its slug');
    assert.is(routeOf('missing'), null);
    assert.is(routeOf('toString'), null, 'not a property every object has');
    removeDir(dir);
  },
);

items.run();
footer.run();
sidebars.run();
