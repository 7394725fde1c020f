// A site written in another language than English: the theme speaks it, dates are written in it, and the page says
// it (`<html lang dir>`); the site's `code.json` has the last word.
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, removeDir, writeSiteFile } from '../helpers/site.js';
import { edit } from '../helpers/cached-builds.js';

const made: string[] = [];

/** The minimal fixture built in `locale`, with `code` as its `i18n/<locale>/code.json` when given. */
async function buildIn(locale: string, code?: object) {
  const root = copyFixture('minimal');
  made.push(root);
  writeSiteFile(
    root,
    'content/docs/guide.md',
    '---\ntitle: Guide\nlast_update:\n  date: 2024-03-18\n  author: Ada\n---\n\nThe guide.\n',
  );
  edit(path.join(root, 'site.config.ts'), (text) =>
    text.replace("title: 'Minimal Site',", `title: 'Minimal Site',\n  i18n: { defaultLocale: '${locale}' },`),
  );
  if (code) writeSiteFile(root, `i18n/${locale}/code.json`, JSON.stringify(code));
  return buildQuietly(root, { cache: false });
}

/** Each page of the minimal fixture built in `locale`, read with cheerio. */
async function siteIn(locale: string, code?: object) {
  const built = await buildIn(locale, code);
  return (file: string) => cheerio.load(built.read(path.join(file)));
}

const language = suite("the site's language");

language("a French site: lang, the theme's words and dates in French", async () => {
  const built = await buildIn('fr');
  const page = (file: string) => cheerio.load(built.read(file));
  const intro = page('docs/intro/index.html');
  assert.is(intro('html').attr('lang'), 'fr');
  assert.is(intro('html').attr('dir'), undefined, 'left to right needs no dir');
  assert.is(intro('.pager-next .pager-label').text(), 'Suivant');
  assert.is(intro('a.edit-link').text(), 'Éditer cette page');
  assert.is(intro('.breadcrumbs a').first().text(), "Page d'accueil");
  assert.is(intro('.skip-link').text(), 'Aller au contenu principal');
  assert.is(page('docs/guide/index.html')('.last-updated').text(), 'Dernière mise à jour le 18 mars 2024 par Ada');
  const post = page('blog/index.html');
  assert.match(post('.post-date').text(), /1 mai 2024 · Une minute de lecture/);
  assert.is(page('404.html')('h1').text(), 'Page introuvable');
  const script = built.read(intro('script[src]').attr('src')!.slice(1));
  assert.match(script, '"theme.CodeBlock.copy":"Copier"', "the browser's words come with its script");
  assert.match(script, '"sitegen.loading.failed":"', 'so do those of the chunks it loads');
  assert.not.match(script, 'theme.SearchModal', 'but not those of the search dialog, which has its own');
  assert.is(intro('#navbar-toggle').attr('aria-label'), 'Ouvrir le menu', "sitegen's own words too");
});

language('a French site builds with no word left in English', async () => {
  const built = await buildIn('fr');
  assert.not.match(built.output, 'English');
});

language(
  'a language sitegen has no translation for names the words left in English and where to translate them',
  async () => {
    const built = await buildIn('sw', { 'theme.docs.paginator.next': 'Ifuatayo' });
    assert.is(cheerio.load(built.read('docs/intro/index.html'))('.pager-next .pager-label').text(), 'Ifuatayo');
    assert.match(
      built.output,
      /warning: the theme has no translation into sw of \d+ words, left in English \(sitegen\.[\w.]+, /,
    );
    assert.match(built.output, ': add them to i18n/sw/code.json');
  },
);

language('an Arabic site is written right to left', async () => {
  const page = await siteIn('ar');
  const intro = page('docs/intro/index.html');
  assert.is(intro('html').attr('lang'), 'ar');
  assert.is(intro('html').attr('dir'), 'rtl');
  assert.is(intro('.pager-next .pager-label').text(), 'التالي');
});

language("the site's code.json overrides the theme's words, in Docusaurus's format", async () => {
  const page = await siteIn('fr', { 'theme.docs.paginator.next': { message: 'Page suivante' } });
  assert.is(page('docs/intro/index.html')('.pager-next .pager-label').text(), 'Page suivante');
});

language("English stays the theme's own words", async () => {
  const built = await buildIn('en');
  const page = (file: string) => cheerio.load(built.read(file));
  const intro = page('docs/intro/index.html');
  assert.is(intro('html').attr('lang'), 'en');
  assert.is(intro('.pager-next .pager-label').text(), 'Next');
  assert.is(intro('a.edit-link').text(), 'Edit this page');
  assert.match(
    built.read(intro('script[src]').attr('src')!.slice(1)),
    '{"sitegen:words":""}',
    'an English script carries no translations',
  );
});

language('a code.json entry without a message names the file and the entry', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  edit(path.join(root, 'site.config.ts'), (text) =>
    text.replace("title: 'Minimal Site',", "title: 'Minimal Site',\n  i18n: { defaultLocale: 'fr' },"),
  );
  writeSiteFile(root, 'i18n/fr/code.json', '{ "theme.docs.paginator.next": { "description": "no message" } }');
  const [mistake] = await buildMistakes(root);
  assert.is(mistake.where, 'i18n/fr/code.json');
  assert.match(mistake.message, 'the entry "theme.docs.paginator.next" has no message');
});

language.after(() => made.forEach(removeDir));
language.run();
