import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { i18nOf } from '../../src/migrate/i18n.js';
import { navbarOf } from '../../src/migrate/navigation.js';
import { withMovedReferences } from '../../src/migrate/references.js';
import type { MigrationNote } from '../../src/migrate/report.js';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import { planTranslations, type Originals, type TranslationsLayout } from '../../src/migrate/translations.js';
import { buildQuietly, fixturesDir, tempDir } from '../helpers/site.js';

/** `i18nOf` with the notes it takes, by item. */
function convert(source: Record<string, unknown> | undefined) {
  const notes: MigrationNote[] = [];
  const converted = i18nOf(source, (item, reason, todo) => notes.push({ item, reason, todo }));
  return { ...converted, notes: Object.fromEntries(notes.map((note) => [note.item, note])) };
}

const config = suite('sitegen init --from: the config’s i18n');

config('carries the locales and the locale settings sitegen has', () => {
  const { config: i18n, notes } = convert({
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' }, ar: { direction: 'rtl', calendar: 'islamic' } },
  });
  assert.equal(i18n, {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' }, ar: { direction: 'rtl', calendar: 'islamic' } },
  });
  assert.equal(notes, {});
});

config('names each setting sitegen refuses, with the locale, and leaves it out', () => {
  const { config: i18n, notes } = convert({
    defaultLocale: 'fr',
    locales: ['fr', 'de'],
    localeConfigs: { de: { label: 'Deutsch', translate: false, baseUrl: '/deutsch/', direction: 'down' }, it: {} },
  });
  assert.equal(i18n?.localeConfigs, { de: { label: 'Deutsch' } });
  assert.equal(Object.keys(notes).sort(), [
    'i18n.localeConfigs.de.baseUrl',
    'i18n.localeConfigs.de.direction',
    'i18n.localeConfigs.de.translate',
    'i18n.localeConfigs.it',
  ]);
  assert.match(notes['i18n.localeConfigs.de.direction'].reason, `"down" must be one of 'ltr', 'rtl'`);
  assert.match(notes['i18n.localeConfigs.it'].reason, 'i18n.locales does not list the locale');
});

config('takes a locale’s path as its translations’ folder, keeping the locale at /<locale>/', () => {
  const {
    config: i18n,
    localeFolders,
    folder,
    notes,
  } = convert({
    defaultLocale: 'en',
    locales: ['en', 'pt-BR'],
    path: 'translations',
    localeConfigs: { 'pt-BR': { path: 'portuguese' } },
  });
  assert.equal(i18n, { defaultLocale: 'en', locales: ['en', 'pt-BR'] });
  assert.is(folder, 'translations');
  assert.equal(localeFolders, { en: 'en', 'pt-BR': 'portuguese' });
  assert.match(notes['i18n.localeConfigs.pt-BR.path'].todo, 'copied from translations/portuguese/ to i18n/pt-BR/');
});

config('writes nothing for an English site of one locale, and lists the default locale among the locales', () => {
  assert.is(convert({ defaultLocale: 'en', locales: ['en'] }).config, undefined);
  assert.is(convert(undefined).config, undefined);
  assert.equal(convert({ defaultLocale: 'ja', locales: ['en'] }).config, {
    defaultLocale: 'ja',
    locales: ['ja', 'en'],
  });
});

config('keeps the navbar’s language menu where it was, naming the links it added', () => {
  const notes: MigrationNote[] = [];
  const navbar = navbarOf(
    {
      items: [
        {
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsAfter: [{ href: 'https://crowdin.com/project/rocket', label: 'Help us translate' }],
        },
      ],
    },
    {
      siteTitle: 'Rocket',
      docsRoute: '/docs',
      docRoute: () => null,
      sidebarRoute: () => null,
      note: (item, reason, todo) => notes.push({ item, reason, todo }),
    },
  );
  assert.equal(navbar.items, [{ type: 'localeDropdown', position: 'right' }]);
  assert.equal(
    notes.map((note) => `${note.item}: ${note.reason}`),
    ["navbar item localeDropdown: dropdownItemsAfter: sitegen's language menu lists the locales only"],
  );
});

config.run();

const layout: TranslationsLayout = {
  folder: 'i18n',
  localeFolders: { en: 'en', fr: 'fr' },
  docsPluginId: undefined,
  blog: true,
};

/** The pages of the Docusaurus site the translations may translate. */
const originals: Originals = {
  'docusaurus-plugin-content-docs/current': { folder: 'docs', files: ['guide/intro.md'] },
  'docusaurus-plugin-content-docs/version-1.0': { folder: 'versioned_docs/version-1.0', files: ['intro.mdx'] },
  'docusaurus-plugin-content-blog': { folder: 'blog', files: ['2024-01-01-hello.md'] },
  'docusaurus-plugin-content-pages': { folder: 'src/pages', files: ['about.md'] },
};

const plan = suite('sitegen init --from: which translated files come over');

plan('copies the theme’s words, the docs, the blog and Markdown pages in the same layout', () => {
  const { copies, carried, notes } = planTranslations(
    [
      'fr/code.json',
      'fr/docusaurus-theme-classic/navbar.json',
      'fr/docusaurus-plugin-content-docs/current.json',
      'fr/docusaurus-plugin-content-docs/current/guide/intro.md',
      'fr/docusaurus-plugin-content-docs/current/guide/img/map.png',
      'fr/docusaurus-plugin-content-docs/version-1.0/intro.mdx',
      'fr/docusaurus-plugin-content-blog/2024-01-01-hello.md',
      'fr/docusaurus-plugin-content-pages/about.md',
      'fr/docusaurus-plugin-content-pages/index.module.css',
    ],
    layout,
    originals,
  );
  assert.equal(
    copies.map((copy) => copy.to),
    [
      'i18n/fr/code.json',
      'i18n/fr/docusaurus-plugin-content-blog/2024-01-01-hello.md',
      'i18n/fr/docusaurus-plugin-content-docs/current.json',
      'i18n/fr/docusaurus-plugin-content-docs/current/guide/img/map.png',
      'i18n/fr/docusaurus-plugin-content-docs/current/guide/intro.md',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.mdx',
      'i18n/fr/docusaurus-plugin-content-pages/about.md',
      'i18n/fr/docusaurus-theme-classic/navbar.json',
    ],
  );
  assert.equal(carried, [
    'translations (fr): i18n/fr/ → i18n/fr/: code.json, navbar.json, 2 docs, 2 other files of the docs, 1 blog post, 1 Markdown page',
  ]);
  assert.equal(notes, []);
});

plan('names translated React pages, other plugins’ translations and locales not built, and copies none', () => {
  const { copies, notes } = planTranslations(
    [
      'fr/docusaurus-plugin-content-pages/index.tsx',
      'fr/docusaurus-plugin-content-pages/notes.txt',
      'fr/docusaurus-plugin-content-docs-community/current/intro.md',
      'fr/docusaurus-plugin-content-docs-community/current/faq.md',
      'fr/docusaurus-plugin-ideal-image/strings.json',
      'de/code.json',
    ],
    layout,
    originals,
  );
  assert.equal(copies, []);
  assert.equal(
    notes.map((note) => `${note.item}: ${note.reason}`),
    [
      'i18n/fr/docusaurus-plugin-content-pages/index.tsx: a translated React page written for Docusaurus',
      'i18n/fr/docusaurus-plugin-content-pages/notes.txt: not a page',
      'i18n/de/: i18n.locales does not list the locale',
      'i18n/fr/docusaurus-plugin-content-docs-community/: translations of the docs of the instance community, which did not come over',
      'i18n/fr/docusaurus-plugin-ideal-image/: translations for a plugin or theme sitegen does not have',
    ],
  );
});

plan('takes the docs’ translations from the instance the docs came from, and moves a locale’s own folder', () => {
  const { copies, notes } = planTranslations(
    [
      'francais/docusaurus-plugin-content-docs-guide/current/intro.md',
      'francais/docusaurus-plugin-content-blog/post.md',
    ],
    { folder: 'translations', localeFolders: { en: 'en', fr: 'francais' }, docsPluginId: 'guide', blog: false },
    { 'docusaurus-plugin-content-docs/current': { folder: 'guide', files: ['intro.md'] } },
  );
  assert.equal(copies, [
    {
      from: 'translations/francais/docusaurus-plugin-content-docs-guide/current/intro.md',
      to: 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
      localeFolder: 'translations/francais',
    },
  ]);
  assert.equal(
    notes.map((note) => note.item),
    ['translations/francais/docusaurus-plugin-content-blog/'],
  );
});

plan(
  'names the translations of pages the site does not have, which Docusaurus did not publish, and copies none',
  () => {
    const { copies, notes } = planTranslations(
      [
        'fr/docusaurus-plugin-content-docs/current/introduction.md',
        'fr/docusaurus-plugin-content-docs/version-2.0/intro.mdx',
        'fr/docusaurus-plugin-content-blog/2020-01-01-old.md',
        'fr/docusaurus-plugin-content-pages/index.mdx',
      ],
      layout,
      originals,
    );
    assert.equal(copies, []);
    assert.equal(
      notes.map((note) => `${note.item}: ${note.reason}`),
      [
        'i18n/fr/docusaurus-plugin-content-blog/2020-01-01-old.md: there is no blog/2020-01-01-old.md for it to translate, so Docusaurus did not publish it',
        'i18n/fr/docusaurus-plugin-content-docs/current/introduction.md: there is no docs/introduction.md for it to translate, so Docusaurus did not publish it',
        'i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.mdx: there is no page for it to translate, so Docusaurus did not publish it',
        'i18n/fr/docusaurus-plugin-content-pages/index.mdx: there is no src/pages/index.mdx for it to translate, so Docusaurus did not publish it',
      ],
    );
  },
);

plan.run();

const references = suite('sitegen init --from: references of translated pages to files that moved');

references('follow static files and docs to content/, and leave the locale’s own files alone', () => {
  const moves = [
    { from: 'static', to: 'content/static' },
    { from: 'docs', to: 'content/docs' },
    { from: 'i18n/fr', to: 'i18n/fr' },
  ];
  const file = 'i18n/fr/docusaurus-plugin-content-docs/current/guide/intro.md';
  const { text, changed } = withMovedReferences(
    [
      '![Carte](../../../../../static/img/map.png) ![Ici](./img/here.png) [Suite](../next.md)',
      '<img src="../../../../../docs/guide/shot.png" /> [Code](../../../../../src/components/Box.js)',
      "import logo from '../../../../../static/img/logo.svg';",
    ].join('\n'),
    { from: file, to: file, folder: 'i18n/fr', moves },
  );
  assert.is(
    text,
    [
      '![Carte](../../../../../content/static/img/map.png) ![Ici](./img/here.png) [Suite](../next.md)',
      '<img src="../../../../../content/docs/guide/shot.png" /> [Code](../../../../../src/components/Box.js)',
      "import logo from '../../../../../content/static/img/logo.svg';",
    ].join('\n'),
  );
  assert.is(changed, 3);
});

references.run();

const site = suite('sitegen init --from: a real translated Docusaurus site');

/** The translated fixture, with what it lacks added, brought over and built in English. */
async function migrateTranslated() {
  const dir = tempDir('migrate-i18n');
  const docusaurus = path.join(dir, 'docusaurus');
  const target = path.join(dir, 'site');
  cpSync(path.join(fixturesDir, 'docusaurus-i18n'), docusaurus, { recursive: true });
  const configFile = path.join(docusaurus, 'docusaurus.config.js');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8').replace(
      "locales: ['en', 'ja'],",
      "locales: ['en', 'ja'],\n    localeConfigs: { ja: { label: '日本語', translate: true } },",
    ),
  );
  const pages = path.join(docusaurus, 'i18n/ja/docusaurus-plugin-content-pages');
  mkdirSync(pages, { recursive: true });
  writeFileSync(path.join(pages, 'index.js'), 'export default function Home() { return null; }\n');
  const workspace = path.join(
    docusaurus,
    'i18n/ja/docusaurus-plugin-content-docs/current/cheatsheets/python/v1/workspace.md',
  );
  writeFileSync(workspace, `${readFileSync(workspace, 'utf8')}\n![ロゴ](../../../../../../../static/img/logo.svg)\n`);
  await migrateDocusaurusSite({ from: docusaurus, to: target });
  const read = (file: string) => readFileSync(path.join(target, file), 'utf8');
  return { target, read, built: await buildQuietly(target) };
}

const made = await migrateTranslated();

site('writes the locales and their settings into site.config.ts', () => {
  assert.match(
    made.read('site.config.ts').replace(/\s+/g, ' '),
    '"i18n": { "defaultLocale": "en", "locales": [ "en", "ja" ], "localeConfigs": { "ja": { "label": "日本語" } } }',
  );
});

site('copies the translations in Docusaurus’s layout, the docs at the paths of the docs they translate', () => {
  for (const file of [
    'i18n/ja/code.json',
    'i18n/ja/docusaurus-theme-classic/navbar.json',
    'i18n/ja/docusaurus-theme-classic/footer.json',
    'i18n/ja/docusaurus-plugin-content-docs/current.json',
    'i18n/ja/docusaurus-plugin-content-docs/current/cheatsheets/python/v1/installation.md',
    'i18n/ja/docusaurus-plugin-content-docs/current/cheatsheets/python/v1/troubleshooting.md',
  ])
    assert.ok(existsSync(path.join(made.target, file)), file);
  assert.ok(existsSync(path.join(made.target, 'content/docs/cheatsheets/python/v1/installation.md')));
  assert.match(
    made.read('i18n/ja/docusaurus-plugin-content-docs/current/cheatsheets/python/v1/workspace.md'),
    '![ロゴ](../../../../../../../content/static/img/logo.svg)',
  );
});

site('names in MIGRATION.md what did not come over, with its file', () => {
  const report = made.read('MIGRATION.md');
  assert.match(report, 'translations (ja): i18n/ja/ → i18n/ja/: code.json, footer.json, navbar.json, 3 docs');
  assert.match(report, '| i18n/ja/docusaurus-plugin-content-pages/index.js | a translated React page');
  assert.match(report, '| i18n.localeConfigs.ja.translate |');
  assert.not.match(report, 'localeDropdown');
  assert.not.match(report, 'sitegen builds one language');
});

site('builds each locale under its path, the translated docs in Japanese with the language menu', () => {
  assert.match(made.built.read('docs/cheatsheets/python/v1/installation/index.html'), 'Install the Azure ML');
  const japanese = cheerio.load(made.built.read('ja/docs/cheatsheets/python/v1/installation/index.html'));
  assert.is(japanese('html').attr('lang'), 'ja');
  assert.match(japanese('.markdown').text(), 'Azure ML Python SDK のインストール');
  assert.match(japanese('nav').text(), '日本語');
  const image = cheerio
    .load(made.built.read('ja/docs/cheatsheets/python/v1/workspace/index.html'))('.markdown img[alt="ロゴ"]')
    .attr('src');
  assert.match(image ?? '', /^\/azureml-cheatsheets\/ja\/assets\/files\/logo\.\w+\.svg$/);
  assert.ok(existsSync(path.join(made.built.result.outDir, image!.replace('/azureml-cheatsheets/', ''))), image);
});

site.run();
