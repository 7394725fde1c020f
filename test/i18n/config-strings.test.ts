// The config's own words in another language, from Docusaurus's translation files under `i18n/<locale>/`.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ResolvedConfig, SidebarCategoryItem, Sidebars, UserConfig } from '../../src/config/types.js';
import { SitegenError } from '../../src/errors.js';
import { normalizeItems } from '../../src/routes/sidebars/normalize.js';
import { translatedConfig } from '../../src/i18n/config-strings.js';
import { removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];

const sidebars: Sidebars = {
  guide: [
    'intro',
    { type: 'doc', id: 'install', label: 'Installing' },
    { type: 'link', label: 'GitHub', href: 'https://github.com/example' },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', title: 'All the guides', description: 'Every guide there is' },
      items: [{ 'Deep dives': ['deep'] }],
    },
  ],
};

/** A site with navbar, footer, docs with a release, and a blog, resolved from plain data in a folder of its own. */
function siteConfig(files: Record<string, unknown> = {}, more: Partial<UserConfig> = {}): ResolvedConfig {
  const root = tempDir('config-strings');
  made.push(root);
  for (const [file, content] of Object.entries(files))
    writeSiteFile(root, file, typeof content === 'string' ? content : JSON.stringify(content));
  const user: UserConfig = {
    title: 'Rocket',
    url: 'https://rocket.example.com',
    navbar: {
      title: 'Rocket',
      logo: { src: 'img/logo.svg', alt: 'Rocket logo' },
      items: [{ label: 'Docs', to: '/docs' }, { type: 'docsVersionDropdown' }, { label: 'Blog', to: '/blog' }],
    },
    footer: {
      columns: [{ title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.com' }] }],
      copyright: '© Rocket',
    },
    docs: { sidebars },
    blog: { title: 'News', description: 'What is new' },
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    ...more,
  };
  return resolveConfig(user, {
    root,
    configFile: null,
    released: [
      { name: '1.0', sidebars: { guide: [{ type: 'link', label: 'GitHub', href: 'https://x' }] }, sidebarsFile: null },
    ],
  });
}

const fr = (file: string) => `i18n/fr/${file}`;
const category = (config: ResolvedConfig, version = 0) =>
  (config.docs.versions[version].sidebars.guide as SidebarCategoryItem[]).find(
    (item) => typeof item === 'object' && item.type === 'category',
  )!;

/** The config with its sidebars as the build reads them, shorthands written out. */
const normalized = (config: ResolvedConfig) => ({
  ...config,
  docs: {
    ...config.docs,
    versions: config.docs.versions.map((version) => ({
      ...version,
      sidebars: Object.fromEntries(Object.entries(version.sidebars).map(([id, items]) => [id, normalizeItems(items)])),
    })),
  },
});

const translated = suite('translatedConfig');

translated("the navbar's title, logo and item labels", () => {
  const config = siteConfig({
    [fr('docusaurus-theme-classic/navbar.json')]: {
      title: { message: 'Fusée', description: 'The title in the navbar' },
      'logo.alt': { message: 'Logo de Fusée' },
      'item.label.Docs': { message: 'Documentation' },
    },
  });
  const { navbar } = translatedConfig(config, 'fr');
  assert.is(navbar.title, 'Fusée');
  assert.is(navbar.logo?.alt, 'Logo de Fusée');
  assert.equal(
    navbar.items?.map((item) => (item.type === undefined ? item.label : item.type)),
    ['Documentation', 'docsVersionDropdown', 'Blog'],
    'an item without a translation keeps its label',
  );
  assert.is(config.navbar.title, 'Rocket', 'the config given is left as it was');
});

translated("the footer's column titles, link labels and copyright", () => {
  const { footer } = translatedConfig(
    siteConfig({
      [fr('docusaurus-theme-classic/footer.json')]: {
        'link.title.Community': { message: 'Communauté' },
        'link.item.label.Forum': { message: 'Forum de discussion' },
        copyright: { message: '© Fusée' },
      },
    }),
    'fr',
  );
  assert.is(footer.columns[0].title, 'Communauté');
  assert.is(footer.columns[0].items[0].label, 'Forum de discussion');
  assert.is(footer.copyright, '© Fusée');
});

translated("each docs version's label and sidebars, from its own file", () => {
  const config = translatedConfig(
    siteConfig({
      [fr('docusaurus-plugin-content-docs/current.json')]: {
        'version.label': { message: 'Prochaine' },
        'sidebar.guide.doc.Installing': { message: 'Installer' },
        'sidebar.guide.link.GitHub': { message: 'GitHub (code)' },
        'sidebar.guide.category.Guides': { message: 'Guides pratiques' },
        'sidebar.guide.category.Guides.link.generated-index.title': { message: 'Tous les guides' },
        'sidebar.guide.category.Guides.link.generated-index.description': { message: 'Chaque guide' },
        'sidebar.guide.category.Deep dives': { message: 'En profondeur' },
      },
      [fr('docusaurus-plugin-content-docs/version-1.0.json')]: {
        'version.label': { message: 'Un point zéro' },
        'sidebar.guide.link.GitHub': { message: 'Le code' },
      },
    }),
    'fr',
  );
  const [current, release] = config.docs.versions;
  assert.is(current.label, 'Prochaine');
  const items = current.sidebars.guide as Exclude<Sidebars[string], Record<string, unknown>>;
  assert.is(items[0], 'intro', 'a doc without a label of its own has nothing to translate');
  assert.equal(items[1], { type: 'doc', id: 'install', label: 'Installer' });
  assert.equal(items[2], { type: 'link', label: 'GitHub (code)', href: 'https://github.com/example' });
  const guides = category(config);
  assert.is(guides.label, 'Guides pratiques');
  assert.equal(guides.link, {
    type: 'generated-index',
    title: 'Tous les guides',
    description: 'Chaque guide',
    slug: '/category/guides',
  });
  assert.equal(guides.items, [{ type: 'category', label: 'En profondeur', items: ['deep'] }]);
  assert.is(release.label, 'Un point zéro');
  assert.equal(release.sidebars.guide, [{ type: 'link', label: 'Le code', href: 'https://x' }]);
});

translated("the blog's title and description", () => {
  const { blog } = translatedConfig(
    siteConfig({
      [fr('docusaurus-plugin-content-blog/options.json')]: {
        title: { message: 'Nouvelles' },
        description: { message: 'Ce qui est nouveau' },
      },
    }),
    'fr',
  );
  assert.is(blog.title, 'Nouvelles');
  assert.is(blog.description, 'Ce qui est nouveau');
});

translated('without files, or keys, every label stays as it is', () => {
  const config = siteConfig({
    [fr('docusaurus-theme-classic/navbar.json')]: { 'item.label.Gone': { message: 'Parti' } },
  });
  assert.equal(normalized(translatedConfig(config, 'fr')), normalized(config));
  assert.equal(normalized(translatedConfig(config, 'de')), normalized(config));
});

translated("the default locale's files are read too", () => {
  const config = siteConfig({ 'i18n/en/docusaurus-theme-classic/navbar.json': { title: { message: 'Rocket!' } } });
  assert.is(translatedConfig(config, 'en').navbar.title, 'Rocket!');
});

translated('a file that is not JSON, or an entry without a message, is an error naming the file', () => {
  const badJson = siteConfig({ [fr('docusaurus-theme-classic/footer.json')]: '{ "copyright": ' });
  const error = catchError(() => translatedConfig(badJson, 'fr'));
  assert.match(error.message, /^is not valid JSON/);
  assert.is(error.file, `${badJson.root}/i18n/fr/docusaurus-theme-classic/footer.json`);
  assert.match(error.hint ?? '', '"message"');

  const noMessage = siteConfig({
    [fr('docusaurus-plugin-content-blog/options.json')]: { title: { description: 'x' } },
  });
  const missing = catchError(() => translatedConfig(noMessage, 'fr'));
  assert.is(missing.message, 'the entry "title" has no message');
  assert.is(missing.file, `${noMessage.root}/i18n/fr/docusaurus-plugin-content-blog/options.json`);
});

translated('the announcement, passing the check the config passes', () => {
  const announcementBar = { content: 'Version 2 is out: <a href="/blog">read the news</a>' };
  const navbarFile = fr('docusaurus-theme-classic/navbar.json');
  const config = siteConfig(
    {
      [navbarFile]: { 'announcementBar.content': { message: 'La version 2 est là : <a href="/blog">lisez tout</a>' } },
    },
    { announcementBar },
  );
  assert.is(
    translatedConfig(config, 'fr').announcementBar?.content,
    'La version 2 est là : <a href="/blog">lisez tout</a>',
  );
  assert.is(translatedConfig(config, 'de').announcementBar?.content, announcementBar.content);

  const hostile = siteConfig(
    { [navbarFile]: { 'announcementBar.content': { message: 'Lisez <a href="javascript:steal()">tout</a>' } } },
    { announcementBar },
  );
  const error = catchError(() => translatedConfig(hostile, 'fr'));
  assert.is(
    error.message,
    'the entry "announcementBar.content" holds the link address "javascript:steal()", which it may not',
  );
  assert.is(error.file, `${hostile.root}/i18n/fr/docusaurus-theme-classic/navbar.json`);
});

function catchError(run: () => unknown): SitegenError {
  try {
    run();
  } catch (error) {
    if (error instanceof SitegenError) return error;
    throw error;
  }
  throw new Error('expected a SitegenError');
}

translated.after(() => made.forEach(removeDir));
translated.run();
