import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import { buildQuietly, fixturesDir, listFiles, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

/**
 * The versioned Docusaurus fixture, changed by `change`, brought over with `sitegen init --from` and built: its
 * MIGRATION.md, config, built files and pages.
 */
async function migrateVersioned(change: (docusaurus: string) => void = () => {}) {
  const dir = tempDir('migrate-versions');
  const docusaurus = path.join(dir, 'docusaurus');
  const site = path.join(dir, 'site');
  cpSync(path.join(fixturesDir, 'docusaurus-versioned'), docusaurus, { recursive: true });
  change(docusaurus);
  await migrateDocusaurusSite({ from: docusaurus, to: site });
  const built = await buildQuietly(site);
  const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
  return {
    dir,
    site,
    built,
    read,
    report: read('MIGRATION.md'),
    docPages: () =>
      listFiles(path.join(site, 'dist'))
        .filter((file) => file.startsWith('docs/') && file.endsWith('/index.html'))
        .map((file) => `/${file.replace(/\/index\.html$/, '')}`)
        .sort(),
    page: (route: string) => cheerio.load(read(`dist/${route.replace(/^\//, '')}/index.html`)),
  };
}

const editConfig = (docusaurus: string, edit: (text: string) => string) => {
  const file = path.join(docusaurus, 'docusaurus.config.js');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
};

/** Every docs page of the fixture, by version: 1.1 (the last) at /docs, the docs folder at /docs/next, 1.0 at /docs/1.0. */
const everyVersionsPages = [
  '/docs',
  '/docs/1.0',
  '/docs/1.0/guides/install',
  '/docs/1.0/intro',
  '/docs/guides/install',
  '/docs/next',
  '/docs/next/guides/install',
  '/docs/next/guides/upgrade',
];

const versions = suite('sitegen init --from: a versioned Docusaurus site');
const made = await migrateVersioned();

versions('builds every version, each page at its Docusaurus address, the last version at the docs’ own route', () => {
  assert.equal(made.docPages(), everyVersionsPages);
  assert.match(made.page('/docs')('.markdown').text(), 'Lantern 1.1 lights one room at a time.');
  assert.match(made.page('/docs/guides/install')('.markdown').text(), 'Install Lantern 1.1');
  assert.match(made.page('/docs/next/guides/upgrade')('.markdown').text(), 'Upgrading to the next Lantern');
  assert.match(made.page('/docs/1.0/intro')('.markdown').text(), 'Lantern 1.0 lights the hall.');
  assert.match(made.page('/docs/1.0/guides/install')('.markdown').text(), 'Install Lantern 1.0');
});

versions('keeps lastVersion and each version’s label, banner, noIndex and className', () => {
  assert.match(made.read('site.config.ts'), '"lastVersion": "1.1"');
  const next = made.page('/docs/next/guides/install');
  assert.match(next('.version-banner').text(), 'unreleased');
  assert.is(made.page('/docs/guides/install')('.version-banner').length, 0, 'the last version has no banner');
  const old = made.page('/docs/1.0/guides/install');
  assert.is(old('meta[name="robots"]').attr('content'), 'noindex');
  assert.ok(old('.doc').hasClass('old-lantern'));
  assert.match(old('.version-banner').text(), 'no longer actively maintained');
  assert.equal(
    old('.version-menu-link')
      .map((_, a) => `${old(a).text()} ${old(a).attr('href')}`)
      .get(),
    ['Next /docs/next/guides/install', '1.1 /docs/guides/install', '1.0 (old) /docs/1.0/guides/install'],
  );
});

versions('carries the version menu to the right of the navbar, and the doc link to the doc’s own address', () => {
  const $ = made.page('/docs/guides/install');
  assert.is($('.navbar #version-menu').length, 1);
  assert.is($('.navbar a:contains("Guide")').attr('href'), '/docs', 'intro has `slug: /`');
  assert.is($('footer a:contains("Chat")').attr('href'), 'https://chat.example.org/lantern');
});

versions('copies the versions beside site.config.ts, and edit links lead to each version’s own file', () => {
  for (const file of [
    'versions.json',
    'versioned_docs/version-1.0/intro.md',
    'versioned_sidebars/version-1.1-sidebars.json',
  ])
    assert.ok(existsSync(path.join(made.site, file)), file);
  assert.is(
    made.page('/docs/1.0/intro')('.edit-link').attr('href'),
    'https://git.example.org/lantern/site/edit/main/versioned_docs/version-1.0/intro.md',
  );
});

versions('names in MIGRATION.md what it could not carry, and not the versions it carried', () => {
  assert.match(made.report, '| docs.editCurrentVersion |');
  assert.match(made.report, '| navbar item docsVersionDropdown: dropdownItemsAfter |');
  assert.match(made.report, 'versioned_docs → versioned_docs');
  assert.not.match(made.report, /docs\.(lastVersion|versions) \|/);
});

versions.after(() => removeDir(made.dir));
versions.run();

const forms = suite('sitegen init --from: the forms versioning takes in a Docusaurus config');

forms('a docs plugin entry instead of the preset’s docs, beside a second versioned instance it names', async () => {
  const plugin = await migrateVersioned((docusaurus) => {
    writeSiteFile(
      docusaurus,
      'docusaurus.config.js',
      `export default {
  title: 'Lantern',
  url: 'https://lantern.example.org',
  presets: [['classic', {docs: false, blog: false}]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {sidebarPath: './sidebarsLantern.js', lastVersion: '1.1', versions: {current: {label: 'Next', path: 'next'}, '1.0': {label: '1.0 (old)'}}}],
    ['@docusaurus/plugin-content-docs', {id: 'api', path: 'api', routeBasePath: 'api'}],
  ],
};
`,
    );
    renameSync(path.join(docusaurus, 'sidebars.js'), path.join(docusaurus, 'sidebarsLantern.js'));
    writeSiteFile(docusaurus, 'api/calls.md', '# Calls\n\nSee [the errors](./errors.md).\n');
    writeSiteFile(docusaurus, 'api/errors.md', '# Errors\n');
    writeSiteFile(docusaurus, 'api_versions.json', '["0.9"]\n');
  });
  assert.ok(plugin.built.result, plugin.built.output);
  assert.equal(plugin.docPages(), everyVersionsPages);
  assert.match(
    plugin.report,
    '| plugin @docusaurus/plugin-content-docs (id api) | sitegen has one docs section, made from the default docs; the docs of this one, in api/, are pages of content/pages/api/, at their addresses as files name them (`api/setup.md` at /api/setup), without its sidebar or versions |',
  );
  const calls = plugin.page('/api/calls');
  assert.is(calls('h1').first().text(), 'Calls', "the other instance's doc, a page at its address");
  assert.is(calls('#sg-content a[href="/api/errors"]').text(), 'the errors', 'its links to its own docs hold');
  assert.not.match(plugin.report, '| plugin @docusaurus/plugin-content-docs |', 'the instance it used is not named');
  assert.not.ok(existsSync(path.join(plugin.site, 'api_versions.json')));
  const $ = plugin.page('/docs/next/guides/upgrade');
  assert.equal(
    $('#sg-sidebar nav > ul > li')
      .map((_, li) => $(li).find('summary, a').first().text())
      .get(),
    ['Welcome to Lantern', 'Guides'],
    'the sidebars file the plugin names',
  );
  removeDir(plugin.dir);
});

forms('disableVersioning builds the docs folder alone at the docs’ route, and says so', async () => {
  const disabled = await migrateVersioned((docusaurus) =>
    editConfig(docusaurus, (text) =>
      text.replace("lastVersion: '1.1',", 'disableVersioning: true,').replace("path: 'next', ", ''),
    ),
  );
  assert.ok(disabled.built.result, disabled.built.output);
  assert.equal(disabled.docPages(), ['/docs', '/docs/guides/install', '/docs/guides/upgrade']);
  assert.match(disabled.page('/docs')('.markdown').text(), 'Lantern next lights every room.');
  assert.match(disabled.report, '| docs.disableVersioning | sitegen has no such option; it became');
  removeDir(disabled.dir);
});

forms('a version setting it cannot use is named with the version, and the rest of the version kept', async () => {
  const odd = await migrateVersioned((docusaurus) =>
    editConfig(docusaurus, (text) =>
      text.replace("noIndex: true, className: 'old-lantern'", "noIndex: true, banner: 'archived', tone: 'grey'"),
    ),
  );
  assert.ok(odd.built.result, odd.built.output);
  assert.match(odd.report, '| docs.versions.1.0.banner | "archived" is not none, unreleased, unmaintained |');
  assert.match(odd.report, '| docs.versions.1.0.tone | sitegen has no such setting of a version');
  assert.is(odd.page('/docs/1.0/intro')('meta[name="robots"]').attr('content'), 'noindex');
  removeDir(odd.dir);
});

forms('a site without versions.json builds its docs folder alone, at the path its config gives it', async () => {
  const unversioned = await migrateVersioned((docusaurus) => {
    for (const file of ['versions.json', 'versioned_docs', 'versioned_sidebars'])
      rmSync(path.join(docusaurus, file), { recursive: true });
    editConfig(docusaurus, (text) => text.replace("lastVersion: '1.1',", '').replace(/ {12}'1\.0': \{[^\n]*\n/, ''));
  });
  assert.ok(unversioned.built.result, unversioned.built.output);
  assert.equal(unversioned.docPages(), ['/docs/next', '/docs/next/guides/install', '/docs/next/guides/upgrade']);
  assert.not.ok(existsSync(path.join(unversioned.site, 'versions.json')));
  removeDir(unversioned.dir);
});

forms.run();
