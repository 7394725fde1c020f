// `sitegen write-translations`: the files Docusaurus's command writes, with every key the site uses, translations kept.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { englishWords } from '../../src/config/theme-words.js';
import { wordDescriptions } from '../../src/i18n/code-translations.js';
import { writeTranslations as writeWithLabels } from '../../src/i18n/write-translations.js';
import { folderCategoryEntries } from '../../src/routes/sidebars/folder-categories.js';
import { buildQuietly, copyFixture, listFiles, removeDir, runCli, tempDir, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];

/** As the command runs it: with the categories the sidebars make from the docs' folders. */
const writeTranslations = (root: string, locale?: string) => writeWithLabels(root, locale, folderCategoryEntries);

/** A site in English and French with a navbar, a footer, a sidebar and a blog. */
function site(): string {
  const root = tempDir('write-translations');
  made.push(root);
  writeSiteFile(
    root,
    'site.config.ts',
    `export default {
  title: 'Rocket',
  url: 'https://rocket.example.com',
  navbar: { items: [{ label: 'Docs', to: '/docs/intro' }] },
  footer: { columns: [{ title: 'More', items: [{ label: 'Forum', href: 'https://forum.example.com' }] }] },
  docs: { sidebar: ['intro', { type: 'category', label: 'Guides', items: ['intro'] }] },
  blog: { title: 'News' },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};
`,
  );
  writeSiteFile(root, 'content/docs/intro.md', '# Intro\n');
  return root;
}

const read = (root: string, file: string, locale = 'fr') =>
  JSON.parse(readFileSync(path.join(root, 'i18n', locale, file), 'utf8')) as Record<string, { message: string }>;

const write = suite('writeTranslations');

write("writes code.json and Docusaurus's files with every key the site has", async () => {
  const root = site();
  const written = await writeTranslations(root, 'fr');
  assert.equal(
    written.files.map(({ file, added }) => [file, added]),
    [
      ['code.json', Object.keys(englishWords).length],
      ['docusaurus-theme-classic/navbar.json', 2],
      ['docusaurus-theme-classic/footer.json', 2],
      ['docusaurus-plugin-content-docs/current.json', 2],
      ['docusaurus-plugin-content-blog/options.json', 2],
    ],
  );
  assert.equal(
    listFiles(root).filter((file) => !file.startsWith('i18n/fr/')),
    ['content/docs/intro.md', 'site.config.ts'],
  );
  const code = read(root, 'code.json');
  assert.is(code['theme.docs.paginator.next'].message, 'Suivant', "Docusaurus's French where it has it");
  assert.equal(code['sitegen.menu.open'], {
    message: 'Ouvrir le menu',
    description: 'The button opening the navigation menu on small screens',
  });
  assert.equal(read(root, 'docusaurus-theme-classic/navbar.json'), {
    title: { message: 'Rocket', description: 'The title in the navbar' },
    'item.label.Docs': { message: 'Docs', description: 'Navbar item with label Docs' },
  });
  assert.equal(Object.keys(read(root, 'docusaurus-theme-classic/footer.json')), [
    'link.title.More',
    'link.item.label.Forum',
  ]);
  assert.equal(Object.keys(read(root, 'docusaurus-plugin-content-docs/current.json')), [
    'version.label',
    'sidebar.defaultSidebar.category.Guides',
  ]);
  assert.equal(Object.keys(read(root, 'docusaurus-plugin-content-blog/options.json')), ['title', 'description']);
});

write('keeps the messages already translated and the keys no longer used; a second run adds nothing', async () => {
  const root = site();
  writeSiteFile(
    root,
    'i18n/fr/docusaurus-theme-classic/navbar.json',
    JSON.stringify({ 'item.label.Docs': { message: 'Documentation' }, 'item.label.Old': { message: 'Ancien' } }),
  );
  const first = await writeTranslations(root, 'fr');
  assert.equal(first.files[1], { file: 'docusaurus-theme-classic/navbar.json', entries: 3, added: 1, unused: 1 });
  const navbar = read(root, 'docusaurus-theme-classic/navbar.json');
  assert.equal(Object.keys(navbar), ['item.label.Docs', 'item.label.Old', 'title']);
  assert.is(navbar['item.label.Docs'].message, 'Documentation');
  assert.is(navbar['item.label.Old'].message, 'Ancien');
  const before = listFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]);
  const second = await writeTranslations(root, 'fr');
  assert.equal(
    second.files.map((file) => file.added),
    [0, 0, 0, 0, 0],
  );
  assert.equal(
    listFiles(root).map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
    before,
  );
});

write('the categories the sidebars make from folders get their keys, translations already there kept', async () => {
  const root = copyFixture('i18n');
  made.push(root);
  await writeTranslations(root, 'fr');
  assert.equal(read(root, 'docusaurus-plugin-content-docs/current.json')['sidebar.defaultSidebar.category.Guides'], {
    message: 'Guides pratiques',
    description: 'The label for category Guides in sidebar defaultSidebar',
  });
  await writeTranslations(root, 'ar');
  assert.equal(Object.keys(read(root, 'docusaurus-plugin-content-docs/current.json', 'ar')), [
    'version.label',
    'sidebar.defaultSidebar.category.Guides',
  ]);
});

write('the keys written for folders are those a build reads, at every depth and in every sidebar', async () => {
  const root = tempDir('write-translations-folders');
  made.push(root);
  writeSiteFile(
    root,
    'site.config.ts',
    `export default {
  title: 'Rocket',
  url: 'https://rocket.example.com',
  docs: {
    sidebars: {
      guides: [{ type: 'autogenerated', dirName: '01-guides' }],
      more: ['intro', { type: 'category', label: 'Everything', items: [{ type: 'autogenerated', dirName: '.' }] }],
    },
  },
  blog: false,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};
`,
  );
  writeSiteFile(root, 'content/docs/intro.md', '# Intro\n');
  writeSiteFile(root, 'content/docs/01-guides/launch.md', '# Launch\n');
  writeSiteFile(root, 'content/docs/01-guides/02-deep-space/orbit.md', '# Orbit\n');
  writeSiteFile(root, 'content/docs/reference/_category_.json', '{ "label": "API reference" }');
  writeSiteFile(root, 'content/docs/reference/api.md', '# API\n');
  await writeTranslations(root, 'fr');
  const file = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
  const written = read(root, 'docusaurus-plugin-content-docs/current.json');
  assert.equal(Object.keys(written), [
    'version.label',
    'sidebar.more.category.Everything',
    'sidebar.guides.category.deep-space',
    'sidebar.more.category.guides',
    'sidebar.more.category.deep-space',
    'sidebar.more.category.API reference',
  ]);
  for (const entry of Object.values(written)) entry.message = `${entry.message} (fr)`;
  writeFileSync(file, JSON.stringify(written));
  const built = await buildQuietly(root);
  const sidebar = (route: string) =>
    cheerio
      .load(built.read(`fr/docs/${route}/index.html`))('#sg-sidebar')
      .text();
  assert.match(sidebar('guides/launch'), 'deep-space (fr)');
  for (const label of ['Everything (fr)', 'guides (fr)', 'deep-space (fr)', 'API reference (fr)'])
    assert.match(sidebar('intro'), label);
});

write('the default locale by default; a locale the site does not list is refused', async () => {
  const root = site();
  assert.is((await writeTranslations(root)).locale, 'en');
  try {
    await writeTranslations(root, '../../elsewhere');
    assert.unreachable('a locale outside i18n.locales was written');
  } catch (error) {
    assert.match((error as Error).message, `"../../elsewhere" is not one of the site's locales`);
  }
  assert.equal(
    listFiles(root)
      .filter((file) => file.startsWith('i18n/'))
      .map((file) => file.split('/')[1]),
    Array(5).fill('en'),
  );
});

write('writes nothing through a link out of the i18n folder', async () => {
  const root = site();
  const elsewhere = tempDir('write-translations-elsewhere');
  made.push(elsewhere);
  mkdirSync(path.join(root, 'i18n'));
  symlinkSync(elsewhere, path.join(root, 'i18n/fr'));
  try {
    await writeTranslations(root, 'fr');
    assert.unreachable('it wrote through the link');
  } catch (error) {
    assert.match((error as Error).message, 'leads outside the i18n folder');
  }
  assert.equal(listFiles(elsewhere), []);
});

const words = suite("the theme's words");

words('each word of code.json says what it is for', () => {
  const descriptions = wordDescriptions();
  for (const id of Object.keys(englishWords)) assert.ok(descriptions[id], `${id} has a description`);
});

const cli = suite('sitegen write-translations');

cli('prints the files it wrote and their new entries, the categories made from folders among them', async () => {
  const root = copyFixture('i18n');
  made.push(root);
  const run = await runCli(['write-translations', '--root', root, '--locale', 'ar']);
  assert.is(run.status, 0, run.stderr);
  assert.match(run.output, /Wrote the translations of ar in .*i18n\/ar:/);
  assert.match(run.output, /code\.json: \d+ entries, \d+ new/);
  assert.match(run.output, 'docusaurus-theme-classic/navbar.json: 4 entries, 4 new');
  assert.match(run.output, 'docusaurus-plugin-content-docs/current.json: 2 entries, 2 new');
});

write.after(() => made.forEach(removeDir));
write.run();
words.run();
cli.run();
