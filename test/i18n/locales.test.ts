// A site in three languages in Docusaurus's layout, built: each locale under its path, in its words, with pages not
// translated yet shown in the original; what it tells search engines; its menu of languages; the cache per locale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startDevServer } from '../../src/dev/server.js';
import type { SitegenError } from '../../src/errors.js';
import { createLogger } from '../../src/log.js';
import { renderedCount } from '../helpers/cached-builds.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, removeDir, writeSiteFile, type QuietBuild } from '../helpers/site.js';

const root = copyFixture('i18n');
const built = await buildQuietly(root);
const page = (file: string) => cheerio.load(built.read(file));
const doc = (route: string) => page(path.join(route, 'index.html'));

const layout = suite('locales: each built under its path');

layout('the default locale is at the root and each other under its own path, in its language', () => {
  for (const route of ['docs/intro', 'fr/docs/intro', 'ar/docs/intro', 'fr/docs/guides/orbit', 'ar/blog'])
    assert.ok(existsSync(path.join(built.result.outDir, route, 'index.html')), `${route} is built`);
  assert.is(doc('docs/intro')('html').attr('lang'), 'en');
  assert.is(doc('fr/docs/intro')('html').attr('lang'), 'fr');
  assert.is(doc('fr/docs/intro')('h1').text(), 'Présentation');
  assert.is(doc('ar/docs/intro')('html').attr('dir'), 'rtl');
  assert.is(doc('ar/docs/intro')('h1').text(), 'مقدمة');
  assert.is(doc('fr/blog/2024/03/18/first-flight')('h1').text(), 'Premier vol');
  assert.is(page('fr/404.html')('html').attr('lang'), 'fr', 'each locale has its own 404 page');
  assert.not.ok(existsSync(path.join(built.result.outDir, 'fr/docs/ancien')), 'a translation of no page is left out');
});

layout("a translated doc's links stay in its locale, to translated and untranslated docs alike", () => {
  const hrefs = (route: string) =>
    doc(route)('.markdown a')
      .map((_, a) => doc(route)(a).attr('href'))
      .get();
  assert.equal(hrefs('fr/docs/intro'), ['/fr/docs/guides/launch']);
  assert.equal(hrefs('fr/docs/guides/launch'), ['/fr/docs/guides/orbit']);
  assert.equal(hrefs('ar/docs/intro'), ['/ar/docs/guides/launch']);
  assert.ok(
    doc('fr/docs/intro')('#sg-sidebar a, .pager a')
      .map((_, a) => doc('fr/docs/intro')(a).attr('href'))
      .get()
      .every((href: string) => href.startsWith('/fr/')),
    'the sidebar and the pager lead to French pages',
  );
});

layout('a page not translated yet shows the original text under a notice in the reader’s language', () => {
  const orbit = doc('fr/docs/guides/orbit');
  assert.is(orbit('h1').text(), 'Orbit');
  assert.match(orbit('.untranslated-notice').text(), 'français');
  assert.is(orbit('.untranslated-notice a').attr('href'), '/docs/guides/orbit');
  assert.is(orbit('.markdown').attr('lang'), 'en', 'its text says it is English');
  assert.is(doc('fr/docs/intro')('.untranslated-notice').length, 0, 'a translated page has no notice');
  assert.is(doc('docs/guides/orbit')('.untranslated-notice').length, 0);
  assert.match(built.output, /français \/fr[\s\S]*markdown\s+\S+ m?s 4 pages, 1 not translated yet/);
  assert.match(built.output, /العربية \/ar[\s\S]*markdown\s+\S+ m?s 4 pages, 3 not translated yet/);
});

layout('the navbar and the sidebar take their labels from the locale’s translation files', () => {
  const fr = doc('fr/docs/intro');
  assert.equal(
    fr('.navbar-items a.navbar-link span')
      .map((_, span) => fr(span).text())
      .get(),
    ['Documentation', 'Journal'],
  );
  assert.match(fr('#sg-sidebar').text(), 'Guides pratiques');
  assert.match(doc('docs/intro')('#sg-sidebar').text(), 'Guides');
  assert.not.match(doc('ar/docs/intro')('#sg-sidebar').text(), 'pratiques');
});

layout('admonitions name their kind in the page’s language', () => {
  assert.is(doc('fr/docs/guides/launch')('.admonition-tip .admonition-kind').text(), 'astuce');
  assert.match(doc('fr/docs/guides/launch')('.admonition-tip').attr('aria-label') ?? '', 'astuce');
  assert.is(doc('docs/guides/launch')('.admonition-tip .admonition-kind').text(), 'Tip');
  assert.is(doc('ar/docs/guides/launch')('.admonition-tip .admonition-kind').text(), 'تلميح');
  assert.is(doc('ar/docs/guides/launch')('.admonition-warning .admonition-title').text(), 'Mind the heat');
  // Docusaurus leaves this one in English in Arabic: sitegen's own translation shows.
  assert.is(doc('ar/docs/guides/launch')('.admonition-warning .admonition-kind').text(), 'تحذير');
});

layout('MDX’s Admonition names its kind in the page’s language, as Markdown’s boxes do', () => {
  const fr = doc('fr/docs/guides/launch');
  assert.is(fr('.admonition-note .admonition-kind').text(), 'remarque');
  assert.is(fr('.admonition-caution .admonition-kind').text(), 'attention');
  assert.is(fr('.admonition-caution .admonition-title:not(.admonition-kind)').text(), 'Restez à distance');
  assert.is(fr('.admonition-caution').attr('aria-label'), 'attention: Restez à distance');
  assert.is(doc('ar/docs/guides/launch')('.admonition-note .admonition-kind').text(), 'ملاحظة');
  assert.is(doc('ar/docs/guides/launch')('.admonition-caution').attr('aria-label'), 'حذر: Stay clear');
  assert.is(doc('docs/guides/launch')('.admonition-note').attr('aria-label'), 'Note');
});

layout('the colour mode switch and the search button’s shortcut speak the page’s language', () => {
  const toggle = (route: string) => doc(route)('#colour-mode-toggle');
  assert.is(toggle('fr/docs/intro').attr('aria-label'), 'Basculer entre le mode sombre et clair');
  assert.is(toggle('fr/docs/intro').attr('title'), 'Basculer entre le mode sombre et clair');
  assert.is(toggle('ar/docs/intro').attr('aria-label'), 'التبديل بين الوضع الداكن والفاتح');
  assert.is(toggle('docs/intro').attr('aria-label'), 'Switch between dark and light mode');
  assert.is(doc('fr/docs/intro')('#search-button kbd').text(), 'Ctrl K');
  assert.is(doc('ar/docs/intro')('#search-button kbd').text(), 'Ctrl K');
});

layout('the announcement bar speaks the locale’s translation of it, and its close button the page’s language', () => {
  const bar = (route: string) => doc(route)('#announcement-bar');
  assert.is(
    bar('fr/docs/intro').find('.announcement-content').html(),
    'La version 2 est là : <a href="/fr/blog">lisez les <b>nouvelles</b></a>',
  );
  assert.is(bar('docs/intro').find('.announcement-content').text(), 'Version 2 has landed: read the news');
  assert.is(
    bar('ar/docs/intro').find('.announcement-content').text(),
    'Version 2 has landed: read the news',
    'untranslated, as it is',
  );
  assert.is(bar('fr/docs/intro').find('.announcement-close').attr('aria-label'), 'Fermer');
  assert.is(bar('ar/docs/intro').find('.announcement-close').attr('aria-label'), 'إغلاق');
  assert.is(bar('docs/intro').find('.announcement-close').attr('aria-label'), 'Close');
});

layout('the theme speaks each language, with the site’s own words from code.json', () => {
  assert.match(doc('fr/docs/intro')('.pager').text(), 'Page suivante');
  assert.match(doc('docs/intro')('.pager').text(), 'Next');
  assert.match(doc('ar/docs/intro')('.pager').text(), 'التالي');
});

const seo = suite('locales: what search engines are told');

seo('each page names the same page in every language, the default for any other, and its OpenGraph locale', () => {
  const $ = doc('fr/docs/guides/launch');
  const alternates = $('link[rel=alternate][hreflang]')
    .map((_, link) => `${$(link).attr('hreflang')} ${$(link).attr('href')}`)
    .get();
  assert.equal(alternates, [
    'en https://rocket.example.com/docs/guides/launch',
    'fr https://rocket.example.com/fr/docs/guides/launch',
    'ar https://rocket.example.com/ar/docs/guides/launch',
    'x-default https://rocket.example.com/docs/guides/launch',
  ]);
  assert.is($('meta[property="og:locale"]').attr('content'), 'fr');
  assert.equal(
    $('meta[property="og:locale:alternate"]')
      .map((_, meta) => $(meta).attr('content'))
      .get(),
    ['en', 'ar'],
  );
});

seo("each locale's sitemap lists its pages with their alternates; robots.txt at the root names every sitemap", () => {
  const sitemap = built.read('fr/sitemap.xml');
  assert.match(sitemap, '<loc>https://rocket.example.com/fr/docs/intro</loc>');
  assert.match(sitemap, '<xhtml:link rel="alternate" hreflang="ar" href="https://rocket.example.com/ar/docs/intro"/>');
  assert.match(
    built.read('robots.txt'),
    'Sitemap: https://rocket.example.com/sitemap.xml\nSitemap: https://rocket.example.com/fr/sitemap.xml\nSitemap: https://rocket.example.com/ar/sitemap.xml\n',
  );
  assert.not.ok(existsSync(path.join(built.result.outDir, 'fr/robots.txt')), 'robots.txt is read at the root only');
});

seo('each locale has a search index of its own pages', () => {
  const manifest = (folder: string) => built.read(`${folder}assets/search/index.json`);
  assert.match(manifest('fr/'), '/fr/docs/intro');
  assert.not.match(manifest('fr/'), '"/docs/intro"');
  assert.match(manifest(''), '/docs/intro');
});

seo(
  'every page of every locale loads under 5 KB of script, gzipped, its inline scripts and handlers included, with a closeable announcement bar',
  () => {
    for (const file of ['index.html', 'fr/index.html', 'ar/index.html', 'ar/docs/guides/orbit/index.html']) {
      const $ = page(file);
      const script = gzipSync(built.read($('script[src]').attr('src')!.slice(1)), { level: 9 }).length;
      const inline = [
        ...$('script:not([src])').map((_, element) => $(element).text()),
        ...$('[onerror]').map((_, element) => $(element).attr('onerror')),
      ]
        .map((code) => gzipSync(code, { level: 9 }).length)
        .reduce((sum, size) => sum + size, 0);
      assert.ok(script + inline < 5 * 1024, `${file}: ${script} + ${inline} bytes`);
      assert.match($('head script:not([src])').text(), "'docusaurus.announcement.'", "the bar's head script counts");
    }
    assert.match(built.read(doc('ar/docs/intro')('script[src]').attr('src')!.slice(1)), '"theme.CodeBlock.copy":"نسخ"');
  },
);

const menu = suite('locales: the menu of languages');

menu('leads to the same page in each language and marks the one shown', () => {
  const $ = doc('fr/docs/guides/launch');
  const links = $('.locale-menu-link')
    .map((_, a) => `${$(a).text()} ${$(a).attr('href')} ${$(a).attr('aria-current') ?? ''}`.trim())
    .get();
  assert.equal(links, [
    'English /docs/guides/launch',
    'français /fr/docs/guides/launch true',
    'العربية /ar/docs/guides/launch',
  ]);
  assert.is($('.locale-menu summary [lang]').text(), 'français');
});

const cache = suite('locales: the cache and mistakes');

cache('an edit of one French page renders that page and those linking to it, in French only', async () => {
  const file = 'i18n/fr/docusaurus-plugin-content-docs/current/guides/launch.md';
  writeSiteFile(root, file, readFileSync(path.join(root, file), 'utf8') + '\nAttachez votre ceinture.\n');
  const again: QuietBuild = await buildQuietly(root);
  assert.ok(renderedCount(again) <= 3, again.output);
  assert.match(again.read('fr/docs/guides/launch/index.html'), 'Attachez votre ceinture');
  assert.ok(existsSync(path.join(again.result.outDir, 'ar/docs/guides/launch/index.html')), 'the other locales stay');
});

cache('a locale whose path would share a folder with the default locale’s pages fails, naming both', async () => {
  const clash = copyFixture('i18n');
  try {
    writeSiteFile(
      clash,
      'site.config.ts',
      readFileSync(path.join(clash, 'site.config.ts'), 'utf8').replace(
        "locales: ['en', 'fr', 'ar'],",
        "locales: ['en', 'fr', 'ar'],\n    localeConfigs: { fr: { path: 'docs' } },",
      ),
    );
    const [mistake] = await buildMistakes(clash);
    assert.match(mistake.message, 'inside the folder of the locale published at /docs/');
  } finally {
    removeDir(clash);
  }
});

cache('a locale name that could not be a folder is refused, at its line of the config', async () => {
  const bad = copyFixture('i18n');
  try {
    writeSiteFile(
      bad,
      'site.config.ts',
      readFileSync(path.join(bad, 'site.config.ts'), 'utf8').replace("'ar']", "'../ar']"),
    );
    const [mistake] = await buildMistakes(bad);
    assert.match(mistake.message, `holds "../ar", which is not a locale's name`);
    assert.is(mistake.where, 'site.config.ts:15');
  } finally {
    removeDir(bad);
  }
});

const dev = suite('locales: sitegen dev --locale');

dev('serves one locale under its path, and loads its translated labels again when they are saved', async () => {
  const server = await startDevServer({ root, port: 0, locale: 'fr', log: createLogger({ quiet: true }) });
  try {
    assert.match(server.url, /\/fr\/$/);
    const page = async () => (await fetch(new URL('docs/intro', server.url))).text();
    const first = cheerio.load(await page());
    assert.is(first('html').attr('lang'), 'fr');
    assert.is(first('h1').text(), 'Présentation');
    const navbar = path.join(root, 'i18n/fr/docusaurus-theme-classic/navbar.json');
    const translated = readFileSync(navbar, 'utf8').replace('"Journal"', '"Carnet de bord"');
    // As a writer would: the watcher starts once the first build is served, and misses a save made before it, so
    // the file is saved again until the page shows it; ten seconds is only a bound.
    const deadline = Date.now() + 10_000;
    for (let saved = 0; !(await page()).includes('Carnet de bord');) {
      assert.ok(Date.now() < deadline, 'the saved label did not show within ten seconds');
      if (Date.now() - saved > 1000) [saved] = [Date.now(), writeFileSync(navbar, translated)];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await server.close();
  }
});

dev('a locale the site does not have is refused, naming those it has', async () => {
  const error = await startDevServer({ root, port: 0, locale: 'de', log: createLogger({ quiet: true }) }).then(
    () => null,
    (failure: Error) => failure,
  );
  assert.match(error?.message ?? '', 'there is no locale "de"');
  assert.match((error as SitegenError).hint ?? '', 'en, fr, ar');
});

dev.after(() => removeDir(root));

layout.run();
seo.run();
menu.run();
cache.run();
dev.run();
