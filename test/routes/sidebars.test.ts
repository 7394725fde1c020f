import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitegenErrors } from '../../src/errors.js';
import { buildQuietly, copyFixture, removeDir, writeSiteFile, type QuietBuild } from '../helpers/site.js';

/** The label of a sidebar item: its link or label, else its fold's summary, else its text. */
function itemLabel($: cheerio.CheerioAPI, li: any): string {
  const item = $(li);
  const label = item.children('.sidebar-category-label, a').first();
  if (label.length) return label.text();
  const own = item.children('details').children('summary').first();
  return own.length ? own.text() : item.text();
}

/** The labels of a sidebar list's own items, not of the items nested in its categories. */
function labels($: cheerio.CheerioAPI, list: cheerio.Cheerio<any>): string[] {
  return list
    .children('li')
    .map((_, li) => itemLabel($, li))
    .get();
}

function site(built: QuietBuild) {
  const page = (route: string) => cheerio.load(built.read(`${route.replace(/^\//, '')}/index.html`));
  return {
    page,
    topLabels: (route: string) => {
      const $ = page(route);
      return labels($, $('#sg-sidebar nav > ul'));
    },
    category: (route: string, label: string) => {
      const $ = page(route);
      return $('#sg-sidebar li.sidebar-category')
        .filter((_, li) => itemLabel($, li) === label)
        .first();
    },
    pager: (route: string) => {
      const $ = page(route);
      return { previous: $('.pager a[rel="prev"]').attr('href'), next: $('.pager a[rel="next"]').attr('href') };
    },
  };
}

const written = suite('sidebars.js: every kind of item, two sidebars');
const writtenRoot = copyFixture('sidebars');
const writtenSite = site(await buildQuietly(writtenRoot));

written('lists the items in the order sidebars.js gives, with their labels', () => {
  assert.equal(writtenSite.topLabels('/docs/welcome'), [
    'Welcome',
    'Installing',
    'Using lanterns',
    'Reference',
    'Extending',
    'Changelog',
    'Blog',
    'Made of paper',
    'API (elsewhere)',
  ]);
  const $ = writtenSite.page('/docs/welcome');
  assert.is($('#sg-sidebar li.install-item a').attr('href'), '/docs/setup/install', 'className on the item');
  assert.is($('#sg-sidebar li.note-item .sidebar-note').text(), 'Made of paper', 'html item as written');
  assert.is($('#sg-sidebar a[href="https://changes.example.org/lanterns"]').attr('target'), '_blank', 'external link');
});

written(
  'folds categories unless collapsed: false, opens the one holding the page, never folds collapsible: false',
  () => {
    assert.not.ok(writtenSite.category('/docs/welcome', 'Using lanterns').children('details').is('[open]'));
    assert.ok(writtenSite.category('/docs/usage/basics', 'Using lanterns').children('details').is('[open]'));
    assert.ok(writtenSite.category('/docs/welcome', 'Reference').children('details').is('[open]'));
    assert.ok(writtenSite.category('/docs/welcome', 'Reference').hasClass('reference-category'));
    const formats = writtenSite.category('/docs/welcome', 'Formats');
    assert.is(formats.find('details').length, 0, 'no fold');
    assert.equal(
      formats
        .find('a')
        .map((_, a) => cheerio.load(a).text())
        .get(),
      ['Wick format'],
    );
  },
);

written("links a category's label to its doc or its generated index", () => {
  const $ = writtenSite.page('/docs/welcome');
  assert.is(
    $('#sg-sidebar .sidebar-category-linked > a')
      .filter((_, a) => $(a).text() === 'Extending')
      .attr('href'),
    '/docs/extending/overview',
  );
  assert.is(
    $('#sg-sidebar .sidebar-category-linked > a')
      .filter((_, a) => $(a).text() === 'Reference')
      .attr('href'),
    '/docs/reference',
  );
  // A link inside the summary would be a control within a control.
  assert.is($('#sg-sidebar summary a').length, 0);
  assert.is(
    $('#sg-sidebar .sidebar-category-linked > details > summary').filter(
      (_, summary) => $(summary).text() === 'Extending: its pages',
    ).length,
    1,
  );
});

written('makes a generated index page listing the category as cards with descriptions', () => {
  const $ = writtenSite.page('/docs/reference');
  assert.is($('h1').text(), 'The whole reference');
  assert.is($('.generated-index-description').text(), 'Every option and format, one page each.');
  const cards = $('.index-card')
    .map((_, card) => `${$(card).find('.index-card-title').text()}: ${$(card).find('.index-card-description').text()}`)
    .get();
  assert.equal(cards, ['Command line: Every flag of the lantern command.', 'Formats: 1 item']);
  assert.is($('.index-card a').first().attr('href'), '/docs/reference/cli');
  assert.is($('#sg-sidebar a[aria-current="page"]').attr('href'), '/docs/reference');
});

written("walks previous and next through the sidebar's pages, category pages included", () => {
  assert.equal(writtenSite.pager('/docs/welcome'), { previous: undefined, next: '/docs/setup/install' });
  assert.equal(writtenSite.pager('/docs/usage/basics'), {
    previous: '/docs/setup/install',
    next: '/docs/usage/advanced',
  });
  assert.equal(writtenSite.pager('/docs/reference'), { previous: '/docs/usage/advanced', next: '/docs/reference/cli' });
  assert.equal(writtenSite.pager('/docs/extending/overview'), {
    previous: '/docs/reference/formats/wick',
    next: '/docs/extending/hooks',
  });
});

written('lets pagination_prev and pagination_next front matter lead elsewhere or nowhere', () => {
  assert.equal(writtenSite.pager('/docs/usage/advanced'), { previous: '/docs/usage/basics', next: undefined });
  assert.equal(writtenSite.pager('/docs/extending/hooks'), { previous: '/docs/welcome', next: undefined });
  assert.is(writtenSite.page('/docs/extending/hooks')('.pager-previous .pager-title').text(), 'Welcome');
});

written('shows each doc the sidebar it is in, or the one displayed_sidebar names', () => {
  assert.equal(
    writtenSite.topLabels('/docs/api/overview'),
    ['Endpoints', 'API overview'],
    'autogenerated, by sidebar_position',
  );
  assert.equal(writtenSite.pager('/docs/api/overview'), { previous: '/docs/api/endpoints', next: undefined });
  assert.equal(writtenSite.topLabels('/docs/lost'), ['Endpoints', 'API overview']);
  assert.equal(writtenSite.pager('/docs/lost'), { previous: undefined, next: undefined });
  const src = (route: string) => writtenSite.page(route)('#sg-sidebar').attr('data-src');
  assert.is.not(src('/docs/api/overview'), src('/docs/welcome'), 'each sidebar has its own fragment for the client');
});

written('shows breadcrumbs through nested categories', () => {
  assert.equal(
    writtenSite
      .page('/docs/reference/formats/wick')('.breadcrumbs li')
      .map((_, li) => cheerio.load(li).text())
      .get(),
    ['Home', 'Reference', 'Formats', 'Wick format'],
  );
  assert.is(
    writtenSite.page('/docs/reference/formats/wick')('.breadcrumbs a[href="/docs/reference"]').text(),
    'Reference',
  );
});

written.run();

const folders = suite('sidebars from the docs folders');
const foldersRoot = copyFixture('folders');
const foldersSite = site(await buildQuietly(foldersRoot));

folders('makes a sidebar from the folders when none is configured', () => {
  assert.equal(foldersSite.topLabels('/docs/intro'), [
    'Introduction',
    'Guides',
    'API Reference',
    'Questions',
    'tutorial',
  ]);
});

folders(
  'orders by number prefix, then sidebar_position, ties by name, and drops the prefixes from ids and routes',
  () => {
    assert.equal(
      labels(foldersSite.page('/docs/intro'), foldersSite.category('/docs/intro', 'Guides').find('> details > ul')),
      ['Configuring', 'Deploying a kite', 'advanced'],
    );
    const $ = foldersSite.page('/docs/intro');
    assert.equal(labels($, foldersSite.category('/docs/intro', 'API Reference').find('> details > ul')), [
      'Alpha',
      'Bravo',
      'Zulu',
    ]);
    assert.is(foldersSite.page('/docs/guides/configure')('h1').first().text(), 'Configuring a kite');
  },
);

folders('reads labels, folds and class names from _category_.json and _category_.yml, and sidebar_class_name', () => {
  const reference = foldersSite.category('/docs/intro', 'API Reference');
  assert.ok(reference.hasClass('reference-category'));
  assert.ok(reference.children('details').is('[open]'));
  assert.not.ok(foldersSite.category('/docs/intro', 'Guides').children('details').is('[open]'));
  assert.is(
    foldersSite.page('/docs/intro')('#sg-sidebar li.tutorial-step a').attr('href'),
    '/docs/tutorial/first-flight',
  );
});

folders("links a folder's index doc from its category, and a generated index where _category_ asks for one", () => {
  const $ = foldersSite.page('/docs/intro');
  assert.is(
    $('#sg-sidebar .sidebar-category-linked > a')
      .filter((_, a) => $(a).text() === 'advanced')
      .attr('href'),
    '/docs/guides/advanced',
  );
  assert.is($('#sg-sidebar a[href="/docs/guides/advanced/index"]').length, 0);
  const index = foldersSite.page('/docs/category/guides');
  assert.is(index('.generated-index-description').text(), 'Guides for every kite.');
  assert.equal(
    index('.index-card-title')
      .map((_, h) => cheerio.load(h).text())
      .get(),
    ['Configuring', 'Deploying a kite', 'advanced'],
  );
  assert.is(index('.index-card-description').first().text(), 'Strings, tails and bridles.');
});

folders('gives previous and next links in the sidebar order, through nested folders', () => {
  assert.equal(foldersSite.pager('/docs/intro'), { previous: undefined, next: '/docs/category/guides' });
  assert.equal(foldersSite.pager('/docs/guides/advanced'), {
    previous: '/docs/guides/deploy',
    next: '/docs/guides/advanced/tuning',
  });
  assert.equal(foldersSite.pager('/docs/reference/alpha'), {
    previous: '/docs/guides/advanced/tuning',
    next: '/docs/reference/bravo',
  });
  assert.equal(foldersSite.pager('/docs/tutorial/first-flight'), { previous: '/docs/faq', next: undefined });
});

folders("takes a _category_.json's doc link relative to its folder", async () => {
  const root = copyFixture('folders');
  writeSiteFile(
    root,
    'content/docs/tutorial/_category_.json',
    '{ "label": "Tutorial", "link": { "type": "doc", "id": "first-flight" } }\n',
  );
  const linked = site(await buildQuietly(root, { cache: false }));
  const $ = linked.page('/docs/intro');
  assert.is(
    $('#sg-sidebar .sidebar-category-linked > a')
      .filter((_, a) => $(a).text() === 'Tutorial')
      .attr('href'),
    '/docs/tutorial/first-flight',
  );
  removeDir(root);
});

folders.run();

/** The one-line errors a build of `root` fails with. */
async function buildErrors(
  root: string,
): Promise<Array<{ message: string; file?: string; line?: number; hint?: string }>> {
  try {
    await buildQuietly(root, { cache: false });
  } catch (error) {
    if (error instanceof SitegenErrors) return error.errors;
    if (error instanceof Error && 'file' in error) return [error as never];
    throw error;
  }
  throw new Error('the build did not fail');
}

const rebuild = suite('sidebars and the build cache');

rebuild('a rebuild shows a changed _category_.json and a changed sidebars.js', async () => {
  writeSiteFile(foldersRoot, 'content/docs/03-reference/_category_.yml', 'label: Lookup\nposition: 0\n');
  const again = site(await buildQuietly(foldersRoot));
  assert.equal(again.topLabels('/docs/faq'), ['Lookup', 'Introduction', 'Guides', 'Questions', 'tutorial']);
  assert.equal(again.pager('/docs/intro').previous, '/docs/reference/zulu');

  const file = path.join(writtenRoot, 'sidebars.js');
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace("    'welcome',\n", '')
      .replace("['usage/basics', 'usage/advanced']", "['usage/basics', 'usage/advanced', 'welcome']"),
  );
  const moved = site(await buildQuietly(writtenRoot));
  assert.is(moved.topLabels('/docs/welcome')[0], 'Installing');
  assert.equal(moved.pager('/docs/welcome'), { previous: '/docs/usage/advanced', next: '/docs/reference' });
  assert.equal(moved.pager('/docs/setup/install').previous, undefined);
});

rebuild.run();

const inConfig = suite('sidebars written in site.config.ts');

inConfig('takes the same items in docs.sidebars, and docs.sidebar over a sidebars.js beside it', async () => {
  const root = copyFixture('sidebars');
  writeSiteFile(
    root,
    'site.config.ts',
    `import { defineConfig } from 'sitegen-cli';
export default defineConfig({
  title: 'Lanterns',
  url: 'https://lanterns.example.com',
  docs: {
    sidebars: {
      short: { 'Start here': ['welcome', { type: 'doc', id: 'setup/install', label: 'Set up' }], More: [{ type: 'autogenerated', dirName: 'usage' }] },
      api: ['api/overview'],
    },
  },
});
`,
  );
  const configured = site(await buildQuietly(root, { cache: false }));
  assert.equal(configured.topLabels('/docs/welcome'), ['Start here', 'More']);
  assert.equal(configured.pager('/docs/setup/install'), { previous: '/docs/welcome', next: '/docs/usage/advanced' });
  assert.equal(configured.topLabels('/docs/api/overview'), ['API overview']);
  removeDir(root);
});

inConfig('names an unknown key of a sidebar item in the config, with the valid ones', async () => {
  const root = copyFixture('sidebars');
  writeSiteFile(
    root,
    'site.config.ts',
    "export default {\n  title: 'L',\n  url: 'https://l.example.com',\n  docs: {\n    sidebar: [{ type: 'doc', id: 'welcome', lable: 'Hi' }],\n  },\n};\n",
  );
  const [error] = await buildErrors(root);
  assert.is(
    error.message,
    'config key `docs.sidebar[0].lable` is not a known key; valid keys here: type, id, label, className, customProps',
  );
  assert.is(error.hint, 'did you mean `label`?');
  assert.is(error.line, 5);
  removeDir(root);
});

inConfig.run();

const mistakes = suite('sidebar mistakes');

mistakes('names sidebars.js and the line of an unknown doc id, with the closest one', async () => {
  const root = copyFixture('sidebars');
  writeFileSync(path.join(root, 'sidebars.js'), "module.exports = {\n  guide: [\n    'welcom',\n  ],\n};\n");
  const [error] = await buildErrors(root);
  assert.match(error.message, 'the docs sidebar names "welcom", but no doc has that id');
  assert.is(error.file, path.join(root, 'sidebars.js'));
  assert.is(error.line, 3);
  assert.is(error.hint, 'did you mean "welcome"?');
  removeDir(root);
});

mistakes('lists the item types when one is unknown', async () => {
  const root = copyFixture('sidebars');
  writeFileSync(
    path.join(root, 'sidebars.js'),
    "export default {\n  guide: [\n    { type: 'page', id: 'welcome' },\n  ],\n};\n",
  );
  const [error] = await buildErrors(root);
  assert.is(
    error.message,
    "sidebar item `guide[0].type` must be one of 'doc', 'ref', 'link', 'html', 'autogenerated', 'category'; got \"page\"",
  );
  assert.match(error.file!, /sidebars\.js$/);
  removeDir(root);
});

mistakes('refuses folders and slugs that lead out of the docs', async () => {
  const root = copyFixture('sidebars');
  writeFileSync(
    path.join(root, 'sidebars.js'),
    "module.exports = {\n  guide: [\n    { type: 'autogenerated', dirName: '../..' },\n    { type: 'category', label: 'Out', items: ['welcome'], link: { type: 'generated-index', slug: '/../../../escape' } },\n  ],\n};\n",
  );
  const errors = await buildErrors(root);
  assert.equal(
    errors.map((e) => e.line),
    [3, 4],
  );
  assert.match(errors[0].message, 'names the folder "../..", which is outside the docs');
  assert.match(errors[1].message, 'which is not a path under the docs');
  removeDir(root);
});

mistakes('names a _category_.json with a wrong key and the valid ones', async () => {
  const root = copyFixture('folders');
  writeSiteFile(root, 'content/docs/02-guides/_category_.json', '{\n  "label": "Guides",\n  "colapsed": true\n}\n');
  const [error] = await buildErrors(root);
  assert.is(error.file, 'content/docs/02-guides/_category_.json');
  assert.is(error.line, 3);
  assert.match(
    error.message,
    'category key `colapsed` is not a known key; valid keys here: label, position, collapsed',
  );
  assert.is(error.hint, 'did you mean `collapsed`?');
  removeDir(root);
});

mistakes('names the doc whose displayed_sidebar names no sidebar', async () => {
  const root = copyFixture('sidebars');
  writeSiteFile(root, 'content/docs/lost.md', '---\ndisplayed_sidebar: apis\n---\n\nLost.\n');
  const [error] = await buildErrors(root);
  assert.is(error.file, 'content/docs/lost.md');
  assert.is(error.hint, 'did you mean "api"?');
  removeDir(root);
});

mistakes.after(() => {
  removeDir(writtenRoot);
  removeDir(foldersRoot);
});

mistakes.run();
