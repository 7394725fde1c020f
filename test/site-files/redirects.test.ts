import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { localizedConfig } from '../../src/config/i18n.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { ResolvedConfig, UserConfig } from '../../src/config/types.js';
import { joinBase } from '../../src/context.js';
import { SitegenError } from '../../src/errors.js';
import { createdRedirects, plannedRedirects, redirectOutput } from '../../src/site-files/redirects.js';
import { outputPaths } from '../../src/write/output-paths.js';
import type { Route } from '../../src/routes/types.js';
import { buildMistakes, copyBuiltSite } from '../helpers/failure.js';
import { buildQuietly, copyFixture, lineContaining, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];

/** A resolved config of plain data, its file said to be `site.config.ts` of a folder that need not exist. */
function configOf(user: Partial<UserConfig>, baseUrl = '/'): ResolvedConfig {
  const root = tempDir('redirects-config');
  made.push(root);
  return resolveConfig(
    { title: 'Moved', url: 'https://moved.example.com', baseUrl, ...user },
    { root, configFile: path.join(root, 'site.config.ts') },
  );
}

const siteOf = (config: ResolvedConfig) => ({ config, withBase: (to: string) => joinBase(config.baseUrl, to) });

const contentsOf = (output: ReturnType<typeof redirectOutput>, file: string) =>
  String(output.files.flatMap((each) => each.files).find((each) => each.path === file)?.contents);

const planning = suite('redirects on plain data');

planning('writes each old path where the site writes a page, the base URL on every address', () => {
  const config = configOf({}, '/sub/');
  const redirects = [
    { from: '/old', to: '/docs/intro', line: 3 },
    { from: '/folder/', to: '/docs/intro#usage', line: 4 },
    { from: '/legacy.html', to: 'https://elsewhere.example.org/x', line: 5 },
    { from: '/', to: '/docs/intro', line: 6 },
  ];
  const output = redirectOutput(redirects, siteOf(config));
  assert.equal(
    output.files.flatMap((each) => each.files.map((file) => file.path)),
    ['old/index.html', 'folder/index.html', 'legacy.html', 'index.html', '_redirects'],
  );
  const page = contentsOf(output, 'old/index.html');
  assert.match(page, '<meta http-equiv="refresh" content="0; url=/sub/docs/intro">');
  assert.match(page, '<link rel="canonical" href="https://moved.example.com/sub/docs/intro">');
  assert.match(page, '<meta name="robots" content="noindex">');
  assert.match(page, '<a href="/sub/docs/intro">/sub/docs/intro</a>');
  assert.match(page, '<html lang="en" dir="ltr">');
  assert.not.match(page, '<script');
  assert.match(contentsOf(output, 'legacy.html'), 'content="0; url=https://elsewhere.example.org/x"');
  assert.is(
    contentsOf(output, '_redirects'),
    '/sub/old /sub/docs/intro 301\n' +
      '/sub/folder/ /sub/docs/intro#usage 301\n' +
      '/sub/legacy.html https://elsewhere.example.org/x 301\n' +
      '/sub/ /sub/docs/intro 301\n',
  );
});

planning('gives the link check each page with its target, at the line of its redirect', () => {
  const [page] = redirectOutput([{ from: '/old', to: '/docs/intro#usage', line: 7 }], siteOf(configOf({}))).pages;
  assert.is(page.file, 'old/index.html');
  assert.ok(page.targets.includes('/docs/intro#usage'));
  assert.equal(page.source, {
    file: 'site.config.ts',
    links: [{ href: '/docs/intro#usage', resolved: '/docs/intro#usage', line: 7, brokenMarkdown: false }],
  });
});

planning(
  "puts each locale's pages under its folder, and every locale's lines in the default locale's _redirects",
  () => {
    const config = configOf({ i18n: { defaultLocale: 'en', locales: ['en', 'ar'] } });
    const redirects = [{ from: '/old', to: '/docs/intro', line: 3 }];
    const english = redirectOutput(redirects, siteOf(config));
    assert.is(contentsOf(english, '_redirects'), '/old /docs/intro 301\n/ar/old /ar/docs/intro 301\n');
    const arabic = redirectOutput(redirects, siteOf(localizedConfig(config, 'ar')));
    assert.equal(
      arabic.files.flatMap((each) => each.files.map((file) => file.path)),
      ['old/index.html'],
      'the Arabic site writes no _redirects of its own',
    );
    assert.match(contentsOf(arabic, 'old/index.html'), '<html lang="ar" dir="rtl">');
    assert.match(contentsOf(arabic, 'old/index.html'), 'url=/ar/docs/intro');
  },
);

planning('calls createRedirects with each path, taking a path, a list or nothing', async () => {
  const config = configOf({ createRedirects: () => undefined });
  const asked: string[] = [];
  const created = await createdRedirects(
    ['/docs/intro', '/docs/guide', '/blog'],
    (existing) => {
      asked.push(existing);
      if (existing === '/docs/intro') return ['/intro', '/docs/intro/'];
      return existing === '/docs/guide' ? '/guide' : undefined;
    },
    config,
  );
  assert.equal(asked, ['/docs/intro', '/docs/guide', '/blog']);
  const line = config.redirects.create?.line;
  assert.equal(
    created,
    [
      { from: '/intro', to: '/docs/intro', line },
      { from: '/guide', to: '/docs/guide', line },
    ],
    'an old path that is the page itself is left out',
  );
});

planning('names createRedirects, the path and what is wrong when it gives a bad path or throws', async () => {
  const config = configOf({ createRedirects: () => undefined });
  const mistake = (run: () => Promise<unknown>): Promise<SitegenError> =>
    run().then(
      () => assert.unreachable('createRedirects should have failed') as never,
      (error: SitegenError) => error,
    );
  const badPath = await mistake(() => createdRedirects(['/docs/intro'], () => 'intro', config));
  assert.is(
    badPath.message,
    'createRedirects gave "intro" for /docs/intro, which must be a path of the site, starting with one `/`',
  );
  assert.is(badPath.file, config.configFile);
  const threw = await mistake(() =>
    createdRedirects(
      ['/docs/intro'],
      () => {
        throw new Error('no idea');
      },
      config,
    ),
  );
  assert.is(threw.message, 'createRedirects threw for /docs/intro: no idea');
});

planning("keeps the config's redirects first and an old path made twice with one target once", () => {
  const rules = [{ from: '/old', to: '/docs/intro', line: 3 }];
  const created = [
    { from: '/old/', to: '/docs/intro', line: 9 },
    { from: '/guide', to: '/docs/guide', line: 9 },
  ];
  assert.equal(plannedRedirects(rules, created), [rules[0], created[1]]);
});

planning('fails on an old path that is a page of the site, or made with two targets, naming both', () => {
  const site = siteOf(configOf({}));
  const claimAll = (redirects: Parameters<typeof plannedRedirects>[0], routes: Route[] = []) => {
    const outputs = outputPaths();
    outputs.claimRoutes(routes, '/site');
    for (const { source, files } of redirectOutput(redirects, site).files)
      for (const file of files) outputs.claim(file.path, source);
  };
  const page = {
    kind: 'markdown-page',
    path: '/about',
    origin: { file: 'content/pages/about.md' },
  } as unknown as Route;
  assert.throws(
    () => claimAll([{ from: '/about/', to: '/docs/intro', line: 4 }], [page]),
    (error: SitegenError) =>
      error.message ===
        'two sources both make about/index.html: the page /about (content/pages/about.md) and the redirect from /about/ to /docs/intro (site.config.ts:4)' &&
      error.line === 4,
  );
  const twice = plannedRedirects(
    [],
    [
      { from: '/old', to: '/docs/intro', line: 9 },
      { from: '/old', to: '/docs/guide', line: 9 },
    ],
  );
  assert.throws(
    () => claimAll(twice),
    /both make old\/index.html: the redirect from \/old to \/docs\/intro \(site.config.ts:9\) and the redirect from \/old to \/docs\/guide/,
  );
});

planning.after(() => made.forEach(removeDir));
planning.run();

const built = suite('a site with redirects, built');
let site = '';

built.before(async () => {
  site = copyFixture('redirects');
  made.push(site);
  await buildQuietly(site, { cache: false });
});

const read = (root: string, file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');

built('writes a page at each old path, the pages createRedirects asks for, and _redirects', () => {
  const page = read(site, 'docs/getting-started/index.html');
  assert.match(page, '<meta http-equiv="refresh" content="0; url=/docs/guide#setup">');
  assert.match(page, '<link rel="canonical" href="https://redirects.example.com/docs/guide">');
  assert.match(page, '<a href="/docs/guide#setup">/docs/guide#setup</a>');
  assert.match(read(site, 'start.html'), 'url=/docs/guide#setup');
  assert.match(read(site, 'manual/intro/index.html'), 'url=/docs/intro');
  assert.is(
    read(site, '_redirects'),
    [
      '/docs/old-intro /docs/intro 301',
      '/docs/getting-started/ /docs/guide#setup 301',
      '/start.html /docs/guide#setup 301',
      '/chat https://chat.example.com/ 301',
      '/manual/guide /docs/guide 301',
      '/manual/intro /docs/intro 301',
      '',
    ].join('\n'),
  );
  assert.not.match(read(site, 'sitemap.xml'), 'old-intro');
  assert.not.match(read(site, 'sitemap.xml'), '/manual/');
});

built('puts the base URL on every address of a build under --base-url', async () => {
  const copy = copyBuiltSite(site, 'redirects-base');
  made.push(copy);
  await buildQuietly(copy, { cache: false, baseUrl: '/sub/' });
  assert.match(read(copy, 'docs/old-intro/index.html'), 'url=/sub/docs/intro');
  assert.match(read(copy, '_redirects'), '/sub/docs/old-intro /sub/docs/intro 301\n');
});

built('fails on a target that is nowhere on the site, naming the redirect and its line', async () => {
  const copy = copyBuiltSite(site, 'redirects-broken');
  made.push(copy);
  const config = readFileSync(path.join(copy, 'site.config.ts'), 'utf8').replace(
    "to: '/docs/intro' }",
    "to: '/docs/nowhere' }",
  );
  writeSiteFile(copy, 'site.config.ts', config);
  const [mistake] = await buildMistakes(copy);
  assert.match(mistake.message, '1 broken link');
  assert.match(mistake.message, '/docs/old-intro (site.config.ts)');
  assert.match(
    mistake.message,
    `site.config.ts:${lineContaining(config, '/docs/nowhere')}: /docs/nowhere: no such page or file`,
  );
  assert.not.match(mistake.message, 'did you mean /docs/old-intro', 'a redirect is no page to suggest');
  assert.ok(existsSync(path.join(copy, 'dist', 'docs/old-intro/index.html')), 'the last output is left as it was');
});

built("a redirect from the docs' own address leads there, in place of the main doc sitegen would show", async () => {
  const copy = copyBuiltSite(site, 'redirects-docs-root');
  made.push(copy);
  const config = readFileSync(path.join(copy, 'site.config.ts'), 'utf8').replace(
    "from: '/docs/old-intro'",
    "from: '/docs'",
  );
  writeSiteFile(copy, 'site.config.ts', config);
  await buildQuietly(copy, { cache: false });
  assert.match(read(copy, 'docs/index.html'), '<meta http-equiv="refresh" content="0; url=/docs/intro">');
});

built('fails on an old path that is a page of the site, naming both', async () => {
  const copy = copyBuiltSite(site, 'redirects-collision');
  made.push(copy);
  const config = readFileSync(path.join(copy, 'site.config.ts'), 'utf8').replace(
    "from: '/docs/old-intro'",
    "from: '/docs/guide/'",
  );
  writeSiteFile(copy, 'site.config.ts', config);
  const [mistake] = await buildMistakes(copy);
  assert.is(
    mistake.line,
    `site.config.ts:${lineContaining(config, "'/docs/guide/'")}: two sources both make docs/guide/index.html: the page /docs/guide (content/docs/guide.md) and the redirect from /docs/guide/ to /docs/intro (site.config.ts:${lineContaining(config, "'/docs/guide/'")})`,
  );
});

built("publishes the static folder's own _redirects and the site.config.ts redirects after it", async () => {
  const copy = copyBuiltSite(site, 'redirects-own-file');
  made.push(copy);
  writeSiteFile(copy, 'content/static/_redirects', '/a /b 301\n/blog/* /news/:splat 301');
  await buildQuietly(copy, { cache: false });
  const lines = read(copy, '_redirects').split('\n');
  assert.equal(lines.slice(0, 3), ['/a /b 301', '/blog/* /news/:splat 301', '/docs/old-intro /docs/intro 301']);
  assert.is(lines.length, 9, "the site's two lines, then the config's six");
});

built.after(() => made.forEach(removeDir));
built.run();
