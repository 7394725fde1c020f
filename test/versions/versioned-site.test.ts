// A versioned site in Docusaurus's layout, built: where each version's pages are, what they link to and say, what
// search engines and the search index are told, and what the cache renders again after an edit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchManifest } from '../../src/shared/search-format.js';
import { renderedCount } from '../helpers/cached-builds.js';
import { buildMistakes } from '../helpers/failure.js';
import { buildQuietly, copyFixture, removeDir, runCli, writeSiteFile, type QuietBuild } from '../helpers/site.js';

const root = copyFixture('versioned');
const built = await buildQuietly(root);
const page = (route: string) => cheerio.load(built.read(path.join(route, 'index.html')));
const hrefs = ($: cheerio.CheerioAPI, selector: string) =>
  $(selector)
    .map((_, a) => $(a).attr('href'))
    .get();

const layout = suite('versioned docs: every version at its address');

layout('each version is published under its path, the last at /docs and the docs folder at /docs/next', () => {
  for (const route of [
    'docs/next/intro',
    'docs/next/guides/warp',
    'docs/3.0/intro',
    'docs/intro',
    'docs/guides/orbit',
    'docs/1.x/intro',
    'docs/1.x/launch',
    'docs/next/category/guides',
    'docs/category/guides',
  ])
    assert.ok(existsSync(path.join(built.result.outDir, route, 'index.html')), `${route} is built`);
  assert.not.ok(existsSync(path.join(built.result.outDir, 'docs/guides/warp')), 'warp is only in the next version');
  assert.is(page('docs/1.x')('h1').text(), 'Introduction', "a version's root shows its first doc");
  assert.match(page('docs/1.x')('.markdown').text(), 'Rocket 1.x only goes up');
  assert.equal(
    hrefs(page('docs/1.x'), '.markdown a'),
    ['/docs/1.x/launch', '/docs/1.x/launch'],
    'a relative link leads where it does from the doc itself',
  );
});

layout("links, sidebar and pager stay in the page's version", () => {
  const old = page('docs/1.x/intro');
  assert.ok(hrefs(old, '.markdown a').includes('/docs/1.x/launch'), 'a Markdown link leads to the same version');
  assert.equal(hrefs(old, '#sg-sidebar a.sidebar-link'), ['/docs/1.x/intro', '/docs/1.x/launch']);
  assert.ok(hrefs(old, '.pager a').includes('/docs/1.x/launch'));
  const three = page('docs/3.0/guides/launch');
  assert.ok(hrefs(three, '.markdown a').includes('/docs/3.0/guides/orbit'));
  assert.ok(hrefs(three, '#sg-sidebar a').includes('/docs/3.0/category/guides'), 'its own generated index');
});

layout('edit links lead to the file of the version', () => {
  assert.is(
    page('docs/1.x/intro')('a.edit-link').attr('href'),
    'https://github.com/rocket/site/edit/main/versioned_docs/version-1.x/intro.md',
  );
  assert.is(
    page('docs/next/intro')('a.edit-link').attr('href'),
    'https://github.com/rocket/site/edit/main/docs/intro.md',
  );
});

const notices = suite('versioned docs: banners, badges and the version menu');

notices('an unmaintained and an unreleased version say so, and lead to the same page in the latest', () => {
  const old = page('docs/1.x/intro');
  assert.match(old('.version-banner').text(), 'Rocket 1.x, which is no longer actively maintained');
  assert.is(old('.version-banner a').attr('href'), '/docs/intro');
  assert.match(page('docs/next/intro')('.version-banner').text(), 'unreleased documentation for Rocket Next');
  assert.match(page('docs/3.0/guides/orbit')('.version-banner').text(), 'unreleased');
  assert.is(
    page('docs/next/guides/warp')('.version-banner a').attr('href'),
    '/docs',
    "the latest's root without the page",
  );
  assert.is(page('docs/intro')('.version-banner').length, 0, 'the last version has none');
  assert.is(page('docs/intro')('.version-badge').text(), 'Version: 2.x');
});

notices('the version menu leads to the same page in each version, or to its root', () => {
  const links = (route: string) =>
    page(route)('#version-menu a')
      .map((_, a) => `${page(route)(a).text()} ${page(route)(a).attr('href')}`)
      .get();
  assert.equal(links('docs/1.x/intro'), [
    'Next /docs/next/intro',
    '3.0 /docs/3.0/intro',
    '2.x /docs/intro',
    '1.x /docs/1.x/intro',
  ]);
  assert.equal(links('docs/next/guides/warp'), [
    'Next /docs/next/guides/warp',
    '3.0 /docs/3.0',
    '2.x /docs',
    '1.x /docs/1.x',
  ]);
  assert.is(page('docs/1.x/intro')('#version-menu a[aria-current]').text(), '1.x');
});

const indexing = suite('versioned docs: search engines and the search index');

indexing('a noIndex version asks not to be indexed, points at the latest page and is left out of the sitemap', () => {
  const old = page('docs/1.x/intro');
  assert.is(old('meta[name="robots"]').attr('content'), 'noindex');
  assert.is(old('link[rel="canonical"]').attr('href'), 'https://rocket.example.com/docs/intro');
  assert.is(
    page('docs/1.x/launch')('link[rel="canonical"]').attr('href'),
    'https://rocket.example.com/docs/1.x/launch',
  );
  const sitemap = built.read('sitemap.xml');
  assert.not.match(sitemap, '/docs/1.x');
  assert.match(sitemap, '<loc>https://rocket.example.com/docs/next/intro</loc>');
  assert.is(page('docs/next/intro')('meta[name="robots"]').length, 0);
});

indexing('the search index tells each doc its version', () => {
  const manifest = JSON.parse(built.read('assets/search/index.json')) as SearchManifest;
  assert.equal(manifest.versions, [
    ['current', 'Next'],
    ['3.0', '3.0'],
    ['2.x', '2.x'],
    ['1.x', '1.x'],
  ]);
  const versionOf = (url: string) => manifest.versions![manifest.pages.find((p) => p[1] === url)![3]!][0];
  assert.is(versionOf('/docs/1.x/launch'), '1.x');
  assert.is(versionOf('/docs/guides/orbit'), '2.x');
  assert.is(versionOf('/docs/next/guides/warp'), 'current');
  assert.is(manifest.pages.filter((p) => p[1] === '/docs/1.x/intro').length, 1, 'a root is not indexed twice');
});

const checks = suite('versioned docs: the link check and the cache');

checks('a broken link in an old version names its versioned file and line', async () => {
  const broken = copyFixture('versioned');
  try {
    writeSiteFile(
      broken,
      'versioned_docs/version-1.x/launch.md',
      '---\ntitle: Launch\n---\n\nLight it.\n\nThen [land](/docs/1.x/landing).\n',
    );
    const mistakes = await buildMistakes(broken);
    assert.ok(
      mistakes.some((mistake) =>
        /versioned_docs\/version-1\.x\/launch\.md:7.*\/docs\/1\.x\/landing/.test(mistake.line),
      ),
      mistakes.map((mistake) => mistake.line).join('\n'),
    );
  } finally {
    removeDir(broken);
  }
});

checks('an edit in the docs folder renders that page again, and no page of the released versions', async () => {
  const file = path.join(root, 'content/docs/guides/orbit.md');
  writeSiteFile(root, 'content/docs/guides/orbit.md', readFileSync(file, 'utf8') + '\nNow with a parking orbit.\n');
  const again: QuietBuild = await buildQuietly(root, { limits: {} });
  assert.ok(renderedCount(again) <= 2, again.output);
  assert.match(again.read('docs/next/guides/orbit/index.html'), 'parking orbit');
});

const release = suite('sitegen docs:version');

release('copies the docs as a released version, which the next build publishes', async () => {
  const site = copyFixture('versioned');
  try {
    const made = runCli(['docs:version', '4.0'], site);
    assert.is(made.status, 0, made.output);
    assert.match(made.output, 'Released the docs as version 4.0: 4 files in versioned_docs/version-4.0');
    assert.equal(JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')), ['4.0', '3.0', '2.x', '1.x']);
    assert.match(
      readFileSync(path.join(site, 'versioned_sidebars/version-4.0-sidebars.json'), 'utf8'),
      '"guides/warp"',
    );
    const again = runCli(['docs:version', '4.0'], site);
    assert.is(again.status, 1);
    assert.match(again.output, 'error: versions.json: the docs already have a version named "4.0"');
    const build = await buildQuietly(site);
    assert.match(build.read('docs/4.0/guides/warp/index.html'), 'engage the warp drive');
  } finally {
    removeDir(site);
  }
});

release('refuses a name that cannot be a folder or a route', () => {
  const made = runCli(['docs:version', '../up'], root);
  assert.is(made.status, 1);
  assert.match(made.output, 'the version name "../up" holds a slash');
  assert.not.ok(existsSync(path.join(root, 'versioned_docs/version-..')));
});

layout.run();
notices.run();
indexing.run();
checks.run();
release.after(() => removeDir(root));
release.run();
