import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitegenError } from '../../src/errors.js';
import { loadDocusaurusConfig } from '../../src/migrate/load.js';
import { migrationSummary } from '../../src/migrate/report.js';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import {
  buildFailure,
  buildQuietly,
  fixturesDir,
  listFiles,
  removeDir,
  repoRoot,
  runCli,
  tempDir,
  writeSiteFile,
  type QuietBuild,
} from '../helpers/site.js';

/** A copy of the Docusaurus fixture in a folder of its own, changed by `change`; the new site goes beside it. */
function docusaurusCopy(change: (docusaurus: string) => void) {
  const dir = tempDir('migrate');
  const docusaurus = path.join(dir, 'docusaurus');
  const site = path.join(dir, 'site');
  cpSync(path.join(fixturesDir, 'docusaurus-classic'), docusaurus, { recursive: true });
  change(docusaurus);
  const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
  const page = (route: string) => cheerio.load(read(`dist/${route.replace(/^\//, '')}/index.html`));
  return { dir, docusaurus, site, read, page, files: () => listFiles(path.join(site, 'dist')) };
}

/**
 * What `npm install` puts in the new site for the classic template's pages: clsx, which package.json lists, stood in
 * for by a package of the same behaviour.
 */
function installSitePackages(site: string) {
  writeSiteFile(site, 'node_modules/clsx/package.json', '{ "name": "clsx", "version": "2.1.1", "main": "index.js" }\n');
  writeSiteFile(
    site,
    'node_modules/clsx/index.js',
    "module.exports = (...names) => names.flat(Infinity).filter((name) => typeof name === 'string' && name).join(' ');\n",
  );
}

/** The Docusaurus fixture, changed by `change`, brought over with `sitegen init --from` and built with `sitegen build`. */
function migrateWithCli(change: (docusaurus: string) => void = () => {}) {
  const copy = docusaurusCopy(change);
  const init = runCli(['init', copy.site, '--from', copy.docusaurus]);
  if (init.status === 0) installSitePackages(copy.site);
  const build = init.status === 0 ? runCli(['build', '--root', copy.site]) : null;
  return { ...copy, init, build };
}

/**
 * The same in this process: what `sitegen init --from` prints on stdout (its summary) or the mistake it stops on,
 * and the build of the new site.
 */
async function migrate(change: (docusaurus: string) => void = () => {}) {
  const copy = docusaurusCopy(change);
  let summary = '';
  let build: QuietBuild | null = null;
  try {
    summary = migrationSummary(await migrateDocusaurusSite({ from: copy.docusaurus, to: copy.site }));
  } catch (error) {
    if (!(error instanceof SitegenError)) throw error;
    return { ...copy, summary, error, build };
  }
  installSitePackages(copy.site);
  build = await buildQuietly(copy.site);
  return { ...copy, summary, error: null, build };
}

const docRoutes = [
  'docs/intro',
  'docs/tutorial-basics/first-fold',
  'docs/tutorial-basics/the-hat',
  'docs/tutorial-basics/the-square',
  'docs/tutorial-extras/waterproofing',
  'docs/tutorial-extras/sailing-races',
];

const classic = suite('sitegen init --from: a site made by create-docusaurus classic');
const made = migrateWithCli();

classic('brings the site over and builds it without errors', () => {
  assert.is(made.init.status, 0, made.init.output);
  assert.match(made.init.stdout, 'Carried over:');
  assert.is(made.build?.status, 0, made.build?.output);
  assert.not.match(made.build!.output, 'error');
});

classic('serves every doc, both generated category indexes, the blog and its tags', () => {
  const files = made.files();
  for (const route of [
    ...docRoutes,
    'docs/category/tutorial-basics',
    'docs/category/tutorial-extras',
    'blog',
    'blog/first-fold',
    'blog/long-voyage',
    'blog/harbour',
    'blog/tags/boats',
  ]) {
    assert.ok(files.includes(`${route}/index.html`), route);
  }
});

classic('turns docusaurus.config.js into site.config.ts: title, tagline, navbar, footer, edit links, policies', () => {
  const config = made.read('site.config.ts');
  for (const text of [
    '"title": "Paper Boats"',
    '"tagline": "Fold, float, repeat"',
    '"favicon": "/img/favicon.ico"',
    '"onBrokenLinks": "throw"',
    '"onBrokenAnchors": "warn"',
    '"onBrokenMarkdownLinks": "warn"',
  ]) {
    assert.match(config, text);
  }
  const $ = made.page('/docs/intro');
  assert.equal(
    $('.navbar a')
      .map((_, a) => $(a).text().trim())
      .get()
      .filter(Boolean)
      .slice(-3),
    ['Tutorial', 'Blog', 'Source'],
  );
  assert.is($('.navbar a:contains("Tutorial")').attr('href'), '/docs/intro', "the sidebar's first doc");
  assert.is($('.edit-link').attr('href'), 'https://git.example.org/boats/site/edit/main/docs/intro.md');
  assert.match($('footer').text(), 'Forum');
  assert.match($('footer').text(), 'Paper Boats. Built with Docusaurus.');
});

classic(
  'uses sidebars.js as it is: the sidebar is made from the folders, with the _category_.json labels and indexes',
  () => {
    const $ = made.page('/docs/intro');
    const top = $('#sg-sidebar nav > ul > li')
      .map((_, li) => $(li).find('summary, a').first().text())
      .get();
    assert.equal(top, ['Boat intro', 'Tutorial - Basics', 'Tutorial - Extras']);
    assert.is($('.pager a[rel="next"]').attr('href'), '/docs/category/tutorial-basics');
    const index = made.page('/docs/category/tutorial-basics');
    assert.is(index('.generated-index-description').text(), 'Five minutes to learn the folds every boat needs.');
    assert.equal(
      index('.index-card-title')
        .map((_, h) => index(h).text())
        .get(),
      ['First fold', 'The hat', 'The square'],
    );
  },
);

classic('serves the Markdown page of src/pages at its own address', () => {
  const $ = made.page('/markdown-page');
  assert.is($('#sg-content h1').length, 1, 'its own heading, not a second one');
  assert.match($('#sg-content h1').text(), /^Markdown page example/);
  assert.match($('#sg-content').text(), "You don't need React to write simple standalone pages.");
  assert.is($('title').text().startsWith('Markdown page example'), true);
});

classic('keeps static files, the blog authors and custom.css, its Infima colour given to the theme', () => {
  assert.ok(made.files().includes('img/logo.svg'));
  assert.match(made.page('/blog/first-fold')('body').text(), 'Ada Folder');
  const stylesheet = made.files().find((file) => /^assets\/style\.\w+\.css$/.test(file))!;
  const css = made.read(`dist/${stylesheet}`);
  assert.match(css, '.boat-banner');
  assert.match(css, /--ifm-color-primary:\s*#1d6fa5;\s*--sg-color-primary:\s*var\(--ifm-color-primary\)/);
  const report = made.read('MIGRATION.md');
  assert.match(report, '- Infima variables of src/css/custom.css, each followed by the sitegen variable it sets:');
  assert.match(
    report,
    "| src/css/custom.css | it sets Infima variables that sitegen's theme does not read: --ifm-code-font-size (line 4) |",
  );
});

classic(
  'draws the React home page of the template: its hero, its three features with their SVGs, its CSS modules',
  () => {
    const $ = made.page('/');
    const hero = $('#sg-content header.hero');
    assert.is(hero.find('h1.hero__title').text(), 'Paper Boats', 'siteConfig.title, from useDocusaurusContext');
    assert.is(hero.find('.hero__subtitle').text(), 'Fold, float, repeat');
    const button = hero.find('a.button');
    assert.is(button.attr('href'), '/docs/intro');
    assert.match(button.text(), 'Docusaurus Tutorial');
    assert.is($('head > title').text(), 'Hello from Paper Boats | Paper Boats', "Layout's title");
    assert.is($('meta[name="description"]').attr('content'), 'Description will go into a meta tag in <head />');
    assert.equal(
      $('#sg-content h3')
        .map((_, h) => $(h).text().replace(/#$/, ''))
        .get(),
      ['Easy to Use', 'Focus on What Matters', 'Powered by React'],
    );
    assert.is($('#sg-content h3').first().attr('id'), 'easy-to-use', "@theme/Heading's id");
    const svgs = $('#sg-content section svg[role="img"]');
    assert.is(svgs.length, 3, 'each feature draws its SVG inline');
    assert.is(svgs.first().find('title').text(), 'Easy to Use');
    assert.ok(svgs.first().find('path').length > 10);
    assert.not.ok($('#sg-content sitegen-island').length, 'nothing on the page needs the browser');
    // Every scoped class the page uses has its rules in the stylesheet the page links.
    const scoped = [hero.attr('class')!, $('#sg-content section').attr('class')!, svgs.first().attr('class')!]
      .flatMap((names) => names.split(' '))
      .filter((name) => /^(?:index|styles)_[0-9a-f]{6}_/.test(name));
    assert.equal(
      scoped.map((name) => name.replace(/_[0-9a-f]{6}_/, '.')),
      ['index.heroBanner', 'styles.features', 'styles.featureSvg'],
    );
    const stylesheets = $('link[rel="stylesheet"]')
      .map((_, link) => $(link).attr('href'))
      .get()
      .filter((href) => href.startsWith('/assets/css/'));
    const css = stylesheets.map((href) => made.read(`dist${href}`)).join('');
    for (const name of scoped) assert.match(css, `.${name}{`);
    assert.match(css, 'height:200px');
  },
);

classic('draws a React page with Head, BrowserOnly and useIsBrowser, which hydrates as an island', () => {
  const $ = made.page('/harbour');
  assert.is($('head > title').text(), 'Harbour | Paper Boats');
  assert.is($('meta[name="keywords"]').attr('content'), 'harbour, boats', "Head's meta");
  assert.not.match($.html(), 'window.injected', "Head's script is left out");
  const island = $('#sg-content sitegen-island');
  assert.is(island.length, 1, 'the page calls useState: it hydrates');
  assert.ok(made.files().includes(island.attr('data-module')!.slice(1)));
  assert.is(island.find('p').first().text(), 'Drawn when the site was built', 'useIsBrowser is false on the server');
  assert.is(island.find('p').eq(1).text(), 'The tide table needs JavaScript.', "BrowserOnly's fallback");
  assert.match(island.find('button').attr('class')!, /^harbour_[0-9a-f]{6}_counter$/);
});

classic('reports what came of the React pages, in MIGRATION.md and on the terminal', () => {
  const report = made.read('MIGRATION.md');
  assert.match(report, '- React page: src/pages/index.js, drawn at its address by content/pages/index.mdx');
  assert.match(
    report,
    "package.json: npm run dev, build and check run sitegen; with the packages the site's code imports (clsx)",
  );
  assert.match(report, '| blog/tags.yml | copied, but sitegen names each tag by the key');
  assert.match(report, '- components: src/components → src/components');
  assert.match(made.init.stdout, 'React page: src/pages/index.js');
  assert.equal(JSON.parse(made.read('package.json')).dependencies, { clsx: '^2.0.0' });
  const style = made.files().find((file) => /^assets\/style\.\w+\.css$/.test(file))!;
  assert.match(made.read(`dist/${style}`), /\.main-wrapper \.hero--primary ?\{/, "Infima's hero, for the home page");
});

classic.after(() => removeDir(made.dir));
classic.run();

const forms = suite('sitegen init --from: the forms a Docusaurus config takes');

forms('CommonJS, with require.resolve for the sidebars and a CommonJS sidebars.js', async () => {
  const cjs = await migrate((docusaurus) => {
    const esm = readFileSync(path.join(docusaurus, 'docusaurus.config.js'), 'utf8');
    writeFileSync(
      path.join(docusaurus, 'docusaurus.config.js'),
      esm
        .replace(
          "import {themes as prismThemes} from 'prism-react-renderer';",
          "const {themes: prismThemes} = require('prism-react-renderer');",
        )
        .replace("sidebarPath: './sidebars.js'", "sidebarPath: require.resolve('./sidebars.js')")
        .replace("title: 'Paper Boats',", "title: 'Paper Boats (CommonJS)',\n  trailingSlash: false,")
        .replace('export default config;', 'module.exports = config;'),
    );
    writeFileSync(
      path.join(docusaurus, 'sidebars.js'),
      "module.exports = {\n  tutorialSidebar: ['intro', {type: 'category', label: 'Basics', items: [{type: 'autogenerated', dirName: 'tutorial-basics'}]}],\n};\n",
    );
  });
  assert.is(cjs.error, null);
  assert.ok(cjs.build, 'the new site builds');
  assert.match(cjs.read('site.config.ts'), '"title": "Paper Boats (CommonJS)"');
  assert.match(cjs.read('site.config.ts'), '"trailingSlash": false', "how docs' relative links are read");
  const $ = cjs.page('/docs/intro');
  assert.equal(
    $('#sg-sidebar nav > ul > li')
      .map((_, li) => $(li).find('summary, a').first().text())
      .get(),
    ['Boat intro', 'Basics'],
  );
  for (const route of docRoutes) assert.ok(cjs.files().includes(`${route}/index.html`), route);
  removeDir(cjs.dir);
});

forms('TypeScript, with type imports and satisfies', async () => {
  const ts = await migrate((docusaurus) => {
    rmSync(path.join(docusaurus, 'docusaurus.config.js'));
    writeSiteFile(
      docusaurus,
      'docusaurus.config.ts',
      `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'Paper Boats in TypeScript',
  url: 'https://boats.example.org',
  baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js', routeBasePath: 'guide'}, blog: {blogTitle: 'Harbour news'}} satisfies Preset.Options]],
  themeConfig: {prism: {theme: prismThemes.github}, colorMode: {defaultMode: 'dark'}} satisfies Preset.ThemeConfig,
};

export default config;
`,
    );
    // The home page links to the docs, which moved.
    const home = path.join(docusaurus, 'src/pages/index.js');
    writeFileSync(home, readFileSync(home, 'utf8').replace('to="/docs/intro"', 'to="/guide/intro"'));
  });
  assert.is(ts.error, null);
  assert.ok(ts.build, 'the new site builds');
  for (const route of docRoutes) assert.ok(ts.files().includes(`${route.replace(/^docs/, 'guide')}/index.html`), route);
  assert.match(ts.read('site.config.ts'), '"defaultMode": "dark"');
  assert.match(ts.page('/blog')('h1').text(), 'Harbour news');
  removeDir(ts.dir);
});

forms(
  'a function-form config in docusaurus.config.mjs, with plugins, a theme and swizzled components it lists',
  async () => {
    const fn = await migrate((docusaurus) => {
      rmSync(path.join(docusaurus, 'docusaurus.config.js'));
      writeSiteFile(
        docusaurus,
        'docusaurus.config.mjs',
        `import remarkEmoji from 'remark-emoji';

export default async function createConfig() {
  return {
    title: 'Async boats',
    url: 'https://boats.example.org',
    baseUrl: '/',
    presets: [['@docusaurus/preset-classic', {docs: {sidebarPath: './sidebars.js', remarkPlugins: [remarkEmoji]}}]],
    plugins: ['@docusaurus/plugin-ideal-image', ['docusaurus-plugin-sass', {}]],
    themes: ['@docusaurus/theme-live-codeblock'],
  };
}
`,
      );
      writeSiteFile(docusaurus, 'src/theme/Footer/index.js', 'export default function Footer() { return null; }\n');
    });
    assert.is(fn.error, null);
    assert.ok(fn.build, 'the new site builds');
    assert.match(fn.read('site.config.ts'), '"title": "Async boats"');
    const report = fn.read('MIGRATION.md');
    for (const row of [
      '| plugin @docusaurus/plugin-ideal-image | sitegen has no plugins |',
      '| plugin docusaurus-plugin-sass |',
      '| theme @docusaurus/theme-live-codeblock |',
      '| src/theme/Footer | a swizzled Docusaurus component |',
      '| package remark-emoji |',
    ]) {
      assert.match(report, row);
    }
    removeDir(fn.dir);
  },
);

forms('a config exported as a promise, naming plugins by require.resolve of packages not installed', async () => {
  const dir = tempDir('migrate-promise');
  writeSiteFile(
    dir,
    'docusaurus.config.js',
    `async function createConfig() {
  return {title: 'Promised boats', plugins: [require.resolve('docusaurus-lunr-search'), require.resolve('./local-plugin.js')]};
}
module.exports = createConfig();
`,
  );
  writeSiteFile(dir, 'local-plugin.js', 'module.exports = () => ({ name: "local" });\n');
  const loaded = await loadDocusaurusConfig(dir, 10_000);
  assert.is(loaded.config.title, 'Promised boats');
  assert.equal(loaded.config.plugins, ['docusaurus-lunr-search', path.join(dir, 'local-plugin.js')]);
  removeDir(dir);
});

forms('headTags, stylesheets and scripts become head tags of every page', async () => {
  const withTags = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const tags = `headTags: [{tagName: 'meta', attributes: {name: 'boat-class', content: 'dinghy'}}],
  stylesheets: ['https://fonts.example.com/sail.css'],
  scripts: [{src: 'https://stats.example.com/count.js', async: true}],
  title: 'Paper Boats',`;
    writeFileSync(file, readFileSync(file, 'utf8').replace("title: 'Paper Boats',", tags));
  });
  assert.is(withTags.error, null);
  assert.ok(withTags.build, 'the new site builds');
  for (const route of ['/docs/intro', '/blog']) {
    const $ = withTags.page(route);
    assert.is($('head meta[name="boat-class"]').attr('content'), 'dinghy', route);
    assert.is($('head link[rel="stylesheet"][href="https://fonts.example.com/sail.css"]').length, 1, route);
    assert.is($('head script[src="https://stats.example.com/count.js"][async]').length, 1, route);
  }
  assert.not.match(withTags.summary, /headTags|stylesheets|scripts/, 'nothing left to do by hand');
  removeDir(withTags.dir);
});

forms('remark-math and rehype-katex become markdown.math, and their stylesheet from a CDN is left out', async () => {
  const katexCss = 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css';
  const withMath = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const config = readFileSync(file, 'utf8')
      .replace(
        "import {themes as prismThemes} from 'prism-react-renderer';",
        (line) => `${line}\nimport math from 'remark-math';\nimport katex from 'rehype-katex';`,
      )
      .replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js', remarkPlugins: [[math, {singleDollarTextMath: false}]], rehypePlugins: [katex],",
      )
      .replace(
        "title: 'Paper Boats',",
        `title: 'Paper Boats', stylesheets: [{href: '${katexCss}', type: 'text/css', crossorigin: 'anonymous'}, 'https://fonts.example.com/sail.css'],`,
      );
    writeFileSync(file, config);
    const intro = path.join(docusaurus, 'docs', 'intro.md');
    writeFileSync(
      intro,
      `${readFileSync(intro, 'utf8')}\nA boat floats when $\\rho_{boat} < \\rho_{water}$:\n\n$$\nF = \\rho g V\n$$\n`,
    );
  });
  assert.is(withMath.error, null);
  assert.ok(withMath.build, 'the new site builds');
  const config = withMath.read('site.config.ts');
  assert.match(config, /"markdown": \{\s*"math": true\s*\}/);
  assert.not.match(config, 'katex.min.css');
  assert.match(config, 'https://fonts.example.com/sail.css', 'other stylesheets stay');
  const report = withMath.read('MIGRATION.md');
  assert.match(report, 'math: remark-math and rehype-katex, as markdown.math');
  assert.match(report, '| remark-math singleDollarTextMath: false | sitegen reads $…$ as math too');
  assert.not.match(report, '| package remark-math |');
  assert.not.match(report, '| package rehype-katex |');
  const $ = withMath.page('/docs/intro');
  assert.is($('#sg-content .katex').length, 2);
  assert.equal(
    $('head link[rel="stylesheet"]')
      .map((_, link) => $(link).attr('href'))
      .get()
      .filter((href) => /katex/.test(href))
      .map((href) => /^\/assets\/katex\.\w+\.css$/.test(href)),
    [true],
    "the site's own KaTeX stylesheet, and no other",
  );
  removeDir(withMath.dir);
});

forms('markdown.mermaid and themeConfig.mermaid become markdown.mermaid, and the diagrams are drawn', async () => {
  const withDiagrams = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const config = readFileSync(file, 'utf8')
      .replace(
        "title: 'Paper Boats',",
        "title: 'Paper Boats', markdown: {mermaid: true}, themes: ['@docusaurus/theme-mermaid'],",
      )
      .replace(
        "image: 'img/boats-social-card.png',",
        "$& mermaid: {theme: {light: 'neutral', dark: 'midnight'}, options: {flowchart: {curve: 'basis'}}},",
      );
    writeFileSync(file, config);
    const intro = path.join(docusaurus, 'docs', 'intro.md');
    writeFileSync(intro, `${readFileSync(intro, 'utf8')}\n\`\`\`mermaid\nflowchart LR\n  Dock --> Sea\n\`\`\`\n`);
  });
  assert.is(withDiagrams.error, null);
  assert.ok(withDiagrams.build, 'the new site builds');
  const config = withDiagrams.read('site.config.ts');
  const carried = /"markdown": (\{[\s\S]*?\n {2}\}),/.exec(config)?.[1];
  assert.equal(JSON.parse(carried!), {
    mermaid: { theme: { light: 'neutral' }, options: { flowchart: { curve: 'basis' } } },
  });
  const report = withDiagrams.read('MIGRATION.md');
  assert.match(report, 'diagrams: markdown.mermaid and themeConfig.mermaid, as markdown.mermaid');
  assert.match(report, '| themeConfig.mermaid.theme.dark | Mermaid has no theme "midnight" |');
  assert.not.match(report, '| theme @docusaurus/theme-mermaid |');
  assert.is(
    withDiagrams.page('/docs/intro')('#sg-content sitegen-island pre.mermaid-diagram').text(),
    'flowchart LR\n  Dock --> Sea',
  );
  removeDir(withDiagrams.dir);
});

forms('@docusaurus/plugin-client-redirects: its redirects carried, its code noted at its line', async () => {
  const redirected = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const plugin = `plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          {to: '/docs/intro', from: ['/docs/start', '/welcome/']},
          {to: '/docs/intro', from: 'no-slash'},
        ],
        createRedirects(existingPath) {
          return existingPath.startsWith('/docs/') ? existingPath.replace('/docs/', '/manual/') : undefined;
        },
      },
    ],
  ],
  title: 'Paper Boats',`;
    writeFileSync(file, readFileSync(file, 'utf8').replace("title: 'Paper Boats',", plugin));
  });
  assert.is(redirected.error, null);
  assert.ok(redirected.build, 'the new site builds');
  assert.match(
    redirected.read('site.config.ts'),
    `"redirects": [
    {
      "from": [
        "/docs/start",
        "/welcome/"
      ],
      "to": "/docs/intro"
    }
  ]`,
  );
  assert.match(redirected.read('dist/welcome/index.html'), 'url=/docs/intro');
  assert.match(redirected.read('dist/_redirects'), '/docs/start /docs/intro 301\n');
  const config = readFileSync(path.join(redirected.docusaurus, 'docusaurus.config.js'), 'utf8');
  const report = redirected.read('MIGRATION.md');
  assert.match(report, 'the redirects of @docusaurus/plugin-client-redirects (1), as `redirects`');
  assert.match(
    report,
    `| createRedirects of @docusaurus/plugin-client-redirects (docusaurus.config.js:${config.split('\n').findIndex((line) => line.includes('createRedirects')) + 1}) | it is code`,
  );
  assert.match(report, '| redirect {"to":"/docs/intro","from":"no-slash"} of @docusaurus/plugin-client-redirects |');
  assert.match(
    report,
    `createRedirects: (path) => (path.endsWith('/') ? undefined : [".html"].map((extension) => path + extension))`,
  );
  assert.not.match(report, '| plugin @docusaurus/plugin-client-redirects |', 'not noted as a plugin left out');
  removeDir(redirected.dir);
});

forms('the npm2yarn remark plugin: its blocks become the same tabs, with nothing left to do', async () => {
  const withPlugin = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const source = readFileSync(file, 'utf8')
      .replace('import {themes', "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';\nimport {themes")
      .replace(
        "sidebarPath: './sidebars.js',",
        "sidebarPath: './sidebars.js',\n          remarkPlugins: [[npm2yarn, {sync: true}]],",
      );
    writeFileSync(file, source);
    const intro = path.join(docusaurus, 'docs', 'intro.md');
    writeFileSync(intro, `${readFileSync(intro, 'utf8')}\n\n\`\`\`bash npm2yarn\nnpm install @paper/boats\n\`\`\`\n`);
  });
  assert.is(withPlugin.error, null);
  assert.ok(withPlugin.build, 'the new site builds');
  assert.not.match(withPlugin.read('MIGRATION.md'), 'npm2yarn');
  const $ = withPlugin.page('/docs/intro');
  const group = $('.tabs-container[data-group-id="npm2yarn"]');
  assert.equal(
    group
      .find('[role="tab"]')
      .map((_, tab) => $(tab).text())
      .get(),
    ['npm', 'Yarn', 'pnpm', 'Bun'],
  );
  assert.is(group.find('[role="tabpanel"][data-value="pnpm"] code').text(), 'pnpm add @paper/boats');
  removeDir(withPlugin.dir);
});

forms('navbar items of every kind and footer links of other sites, as Docusaurus shows them', async () => {
  const kinds = await migrate((docusaurus) => {
    const file = path.join(docusaurus, 'docusaurus.config.js');
    const items = `{to: '/blog', label: 'Blog', position: 'left'},
          {type: 'doc', docId: 'tutorial-basics/the-hat', label: 'Hat'},
          {type: 'dropdown', label: 'More', position: 'right', items: [
            {type: 'doc', docId: 'tutorial-extras/sailing-races', label: 'Races'},
            {type: 'html', value: '<hr class="menu-rule" />'},
          ]},
          {type: 'search', position: 'right'},
          {type: 'html', position: 'right', value: '<span class="badge">beta</span>'},`;
    const footer = `label: 'Tutorial',
                to: '/docs/intro',
              },
              {label: 'Status', to: 'https://status.example.org/boats'},
              {html: '<img src="/img/badge.svg" alt="Badge" />'},
              {
                label: 'Again',
                to: '/docs/intro',`;
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace("{to: '/blog', label: 'Blog', position: 'left'},", items)
        .replace("label: 'Tutorial',\n                to: '/docs/intro',", footer)
        .replace(
          "image: 'img/boats-social-card.png',",
          "image: 'img/boats-social-card.png', colorMode: {disableSwitch: true}," +
            "announcementBar: {id: 'boats-2', content: 'Boats 2 <a href=\"/blog\">is out</a><img src=x onerror=alert(1)>', " +
            "backgroundColor: '#fafbfc', textColor: 'red; background: url(x)', isCloseable: false},",
        )
        .replace('navbar: {', 'navbar: {\n        hideOnScroll: true,'),
    );
    const hat = path.join(docusaurus, 'docs/tutorial-basics/the-hat.md');
    writeFileSync(hat, readFileSync(hat, 'utf8').replace('---\n', '---\nslug: /hats/paper\n'));
  });
  assert.is(kinds.error, null);
  assert.ok(kinds.build, 'the new site builds');
  const $ = kinds.page('/docs/intro');
  const link = (label: string) => $(`.navbar a:contains("${label}")`);
  assert.is(link('Hat').attr('href'), '/docs/hats/paper', 'the doc at its slug');
  assert.is(kinds.page('/docs/hats/paper')('h1').first().text(), 'The hat');
  assert.is(link('Races').attr('href'), '/docs/tutorial-extras/sailing-races');
  assert.is(link('Races').closest('.navbar-dropdown').find('summary').text(), 'More', 'in its menu');
  assert.is(link('Races').closest('.navbar-items-right').length, 1, "on the dropdown's side");
  assert.is($('.navbar .badge, .navbar .menu-rule').length, 0);
  assert.is($('.navbar #search-button').length, 1, 'the built-in search');
  assert.is($('footer a:contains("Status")').attr('href'), 'https://status.example.org/boats');
  assert.is($('#colour-mode-toggle').length, 0, 'colorMode.disableSwitch carried');
  assert.is($('#announcement-bar .announcement-content').html(), 'Boats 2 <a href="/blog">is out</a>');
  assert.is($('#announcement-bar').attr('style'), 'background-color:#fafbfc', 'a colour sitegen refuses is left out');
  assert.is($('#announcement-bar .announcement-close').length, 0, 'isCloseable carried');
  assert.match(kinds.read('site.config.ts'), '"id": "boats-2"', 'the id carried');
  assert.is($('#navbar').attr('data-hide-on-scroll'), '', 'navbar.hideOnScroll carried');
  const report = kinds.read('MIGRATION.md');
  for (const row of [
    '| themeConfig.announcementBar.content | sitegen publishes no HTML that could run script or load something; left out: <img>',
    '| themeConfig.announcementBar.textColor | "red; background: url(x)" is not a plain CSS colour',
    '| navbar item of type html | sitegen\'s navbar takes no raw HTML; left out: `<hr class="menu-rule" />`',
    '| navbar item of type html | sitegen\'s navbar takes no raw HTML; left out: `<span class="badge">beta</span>`',
    '| footer item in "Docs" | sitegen\'s footer takes no raw HTML; left out: `<img src=\"/img/badge.svg\" alt=\"Badge\" />`',
  ]) {
    assert.match(report, row);
  }
  assert.not.match(report, 'search');
  assert.not.match(report, 'dropdown');
  removeDir(kinds.dir);
});

forms(
  'docs-only mode: the docs stay at /, a doc with slug / is the home page, a Markdown home page is named',
  async () => {
    const docsOnly = await migrate((docusaurus) => {
      const file = path.join(docusaurus, 'docusaurus.config.js');
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replace("sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          routeBasePath: '/',")
          .replace("to: '/docs/intro'", "to: '/'"),
      );
      const intro = path.join(docusaurus, 'docs/intro.md');
      writeFileSync(intro, readFileSync(intro, 'utf8').replace('---\n', '---\nslug: /\n'));
      rmSync(path.join(docusaurus, 'src/pages/index.js'));
      writeSiteFile(docusaurus, 'src/pages/index.md', '# Welcome aboard\n');
    });
    assert.is(docsOnly.error, null);
    assert.ok(docsOnly.build, 'the new site builds');
    assert.match(docsOnly.read('site.config.ts'), '"routeBasePath": "/"');
    const home = cheerio.load(docsOnly.read('dist/index.html'));
    assert.is(home('#sg-content h1').first().text(), 'Boat intro');
    assert.ok(docsOnly.files().includes('tutorial-basics/first-fold/index.html'));
    const blog = docsOnly.page('/blog');
    assert.is(blog('.navbar a:contains("Tutorial")').attr('href'), '/');
    assert.not.ok(blog('.navbar a:contains("Tutorial")').hasClass('active'), 'not marked on the blog');
    assert.ok(home('.navbar a:contains("Tutorial")').hasClass('active'));
    const report = docsOnly.read('MIGRATION.md');
    assert.match(report, '| src/pages/index.md | a doc is published at / (docs-only mode), as the home page');
    assert.not.match(report, 'routeBasePath');
    removeDir(docsOnly.dir);
  },
);

forms('the docs’ tags options and tags.yml, and the blog’s archive and sidebar options, carried over', async () => {
  const tagged = await migrate((docusaurus) => {
    const configFile = path.join(docusaurus, 'docusaurus.config.js');
    writeFileSync(
      configFile,
      readFileSync(configFile, 'utf8')
        .replace("sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          onInlineTags: 'throw',")
        .replace(
          'showReadingTime: true,',
          "showReadingTime: true,\n          archiveBasePath: null,\n          blogSidebarCount: 'ALL',\n          blogSidebarTitle: 'All our posts',",
        ),
    );
    writeSiteFile(docusaurus, 'docs/tags.yml', 'folding:\n  label: Folding\n  description: Boats from one sheet.\n');
    const intro = path.join(docusaurus, 'docs/intro.md');
    writeFileSync(
      intro,
      readFileSync(intro, 'utf8').replace('sidebar_position: 1', 'sidebar_position: 1\ntags: [folding]'),
    );
  });
  assert.is(tagged.error, null);
  assert.ok(tagged.build, 'the new site builds, its inline tags refused as in Docusaurus');
  const config = tagged.read('site.config.ts');
  for (const option of [
    '"onInlineTags": "throw"',
    '"archiveBasePath": null',
    '"blogSidebarCount": "ALL"',
    '"blogSidebarTitle": "All our posts"',
  ])
    assert.match(config, option);
  assert.match(tagged.read('content/docs/tags.yml'), 'label: Folding');
  const $ = tagged.page('/docs/tags/folding');
  assert.is($('#page-title').text(), 'One doc tagged with "Folding"');
  assert.is($('.blog-description').text(), 'Boats from one sheet.');
  assert.is(tagged.page('/blog')('.blog-sidebar h2').text(), 'All our posts');
  assert.not.ok(tagged.files().some((file) => file.startsWith('blog/archive')));
  removeDir(tagged.dir);
});

forms.run();

const reactPages = suite('sitegen init --from: React pages beyond the template');

reactPages(
  'names the Docusaurus modules sitegen lacks at their lines and leaves that page out; customFields come over',
  async () => {
    const site = await migrate((docusaurus) => {
      const config = readFileSync(path.join(docusaurus, 'docusaurus.config.js'), 'utf8');
      writeFileSync(
        path.join(docusaurus, 'docusaurus.config.js'),
        config.replace("tagline: 'Fold, float, repeat',", "$&\n  customFields: {harbourMaster: 'Ada'},"),
      );
      writeSiteFile(
        docusaurus,
        'src/pages/where.js',
        "import Layout from '@theme/Layout';\nimport {useLocation} from '@docusaurus/router';\n\nexport default function Where() {\n  return <Layout>{useLocation().pathname}</Layout>;\n}\n",
      );
      writeSiteFile(
        docusaurus,
        'src/pages/crew.tsx',
        "import Layout from '@theme/Layout';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport Frame from '../theme/Frame';\n\nexport default function Crew() {\n  const {siteConfig, i18n} = useDocusaurusContext();\n  return <Layout><Frame><p id=\"master\">{String(siteConfig.customFields.harbourMaster)} ({i18n.currentLocale})</p></Frame></Layout>;\n}\n",
      );
      writeSiteFile(
        docusaurus,
        'src/theme/Frame.js',
        'export default function Frame({children}) { return <div id="frame">{children}</div>; }\n',
      );
      writeSiteFile(docusaurus, 'src/theme/Footer/index.js', 'export default function Footer() { return null; }\n');
      writeSiteFile(docusaurus, 'src/pages/_partial.js', 'export default function Partial() { return null; }\n');
      writeSiteFile(
        docusaurus,
        'src/pages/glossary.js',
        "import Layout from '@theme/Layout';\nimport BackToTopButton from '@theme/BackToTopButton';\n\nexport default function Glossary() {\n  return <Layout><dl id=\"terms\"><dt>Hull</dt></dl><BackToTopButton /></Layout>;\n}\n",
      );
    });
    assert.is(site.error, null);
    assert.ok(site.build, 'the new site builds');
    assert.match(
      site.read('MIGRATION.md'),
      '| src/pages/where.js:2 | imports @docusaurus/router, which sitegen does not provide | rewrite that part without it; until then src/pages/where.js is not copied |',
    );
    assert.not.ok(existsSync(path.join(site.site, 'content/pages/where.mdx')));
    assert.not.ok(site.files().includes('where/index.html'));
    assert.not.ok(existsSync(path.join(site.site, 'content/pages/_partial.mdx')), 'a file starting with _ is no page');
    const glossary = site.page('/glossary');
    assert.is(glossary('#terms dt').text(), 'Hull', 'a page importing a theme module sitegen lacks comes over');
    assert.match(glossary('.admonition-caution').text(), '@theme/BackToTopButton is not available');
    assert.match(site.read('MIGRATION.md'), '| @theme/BackToTopButton | imported at src/pages/glossary.js:2;');
    assert.match(site.read('site.config.ts'), '"harbourMaster": "Ada"');
    assert.is(site.page('/crew')('#frame > #master').text(), 'Ada (en)', 'with the file of src/theme/ it imports');
    assert.match(site.read('MIGRATION.md'), '| src/theme/Footer | a swizzled Docusaurus component |');
    assert.not.match(site.read('MIGRATION.md'), '| src/theme/Frame.js |');
    assert.is(
      site.page('/crew')('title').text(),
      'Paper Boats | Paper Boats',
      "the site's title, as Docusaurus gives it",
    );
    removeDir(site.dir);
  },
);

reactPages('fails the build on a page that throws as it renders, naming its file and line', async () => {
  const copy = docusaurusCopy((docusaurus) =>
    writeSiteFile(
      docusaurus,
      'src/pages/index.js',
      "import Layout from '@theme/Layout';\n\nfunction Hero({boat}) {\n  return <h1>{boat.name}</h1>;\n}\n\nexport default function Home() {\n  return <Layout><Hero /></Layout>;\n}\n",
    ),
  );
  await migrateDocusaurusSite({ from: copy.docusaurus, to: copy.site });
  installSitePackages(copy.site);
  const error = await buildFailure(copy.site);
  assert.instance(error, SitegenError);
  assert.is((error as SitegenError).file, 'src/pages/index.js');
  assert.is((error as SitegenError).line, 4);
  assert.match(error!.message, "Cannot read properties of undefined (reading 'name')");
  removeDir(copy.dir);
});

reactPages.run();

const mistakes = suite('sitegen init: mistakes');

mistakes("refuses the new site's flags beside --from, with exit 2 and nothing written", () => {
  const dir = tempDir('init-plain');
  const result = runCli([
    'init',
    path.join(dir, 'site'),
    '--from',
    path.join(fixturesDir, 'docusaurus-classic'),
    '--docs-only',
  ]);
  assert.is(result.status, 2);
  assert.match(result.output, "option '--docs-only' cannot be used with option '--from");
  assert.not.ok(existsSync(path.join(dir, 'site')));
  removeDir(dir);
});

mistakes('takes --yes beside --from: nothing is asked either way', () => {
  const dir = tempDir('init-yes');
  const result = runCli([
    'init',
    path.join(dir, 'site'),
    '--from',
    path.join(fixturesDir, 'docusaurus-classic'),
    '--yes',
  ]);
  assert.is(result.status, 0, result.output);
  assert.match(readFileSync(path.join(dir, 'site', 'site.config.ts'), 'utf8'), '"title": "Paper Boats"');
  removeDir(dir);
});

/** The mistake `sitegen init --from` stops on, as a one-line error and its hint. */
async function migrationMistake(from: string, to: string, limitMs?: number): Promise<SitegenError> {
  const error = await migrateDocusaurusSite({ from, to, limitMs }).then(
    () => assert.unreachable(`${from} was brought over`),
    (error: unknown) => error,
  );
  assert.instance(error, SitegenError, 'a mistake, printed in one line without a stack trace');
  return error as SitegenError;
}

mistakes('names a folder with no Docusaurus config, and a target that is not empty, in one line each', async () => {
  const dir = tempDir('init-wrong');
  writeSiteFile(dir, 'empty/README.md', 'Nothing here.\n');
  const missing = await migrationMistake(path.join(dir, 'empty'), path.join(dir, 'site'));
  assert.match(missing.message, /^no docusaurus\.config\.js in .*empty$/);
  const taken = await migrationMistake(path.join(fixturesDir, 'docusaurus-classic'), path.join(dir, 'empty'));
  assert.match(taken.message, 'is not empty');
  removeDir(dir);
});

for (const [label, inside] of [
  ['docs/', 'docs'],
  ['src/css/custom.css', 'src/css/custom.css'],
  ['a link inside docs/', 'docs/tutorial-basics/leak.md'],
] as const) {
  mistakes(
    `refuses a Docusaurus site whose ${label} is a link to a place outside it, naming the link, with nothing written`,
    async () => {
      const secret = 'OUTSIDE-THE-DOCUSAURUS-SITE';
      const { dir, site, error } = await migrate((docusaurus) => {
        const original = path.join(docusaurus, inside);
        const outside = path.join(path.dirname(docusaurus), 'outside', path.basename(inside));
        mkdirSync(path.dirname(outside), { recursive: true });
        if (existsSync(original)) renameSync(original, outside);
        writeFileSync(inside === 'docs' ? path.join(outside, 'intro.md') : outside, `# Leak\n\n${secret}\n`);
        symlinkSync(outside, original);
      });
      assert.ok(error, 'a mistake, printed in one line without a stack trace');
      const line = `${error.file ? `${error.file}: ` : ''}${error.message}`;
      assert.ok(
        line.startsWith(
          `${path.relative(repoRoot, path.join(dir, 'docusaurus', inside))} leads outside the site folder through a symbolic link`,
        ),
        line,
      );
      assert.not.ok(existsSync(site), 'nothing written');
      removeDir(dir);
    },
  );
}

for (const [what, code] of [
  ['loops forever', 'while (true) {}'],
  ['awaits a promise that never settles', 'await new Promise(() => {});'],
  ['is a function whose promise never settles', 'module.exports = () => new Promise(() => {});'],
]) {
  mistakes(`a docusaurus.config.js that ${what} stops with an error naming it, exit 1, nothing made`, async () => {
    const dir = tempDir('init-hang');
    const docusaurus = path.join(dir, 'docusaurus');
    cpSync(path.join(fixturesDir, 'docusaurus-classic'), docusaurus, { recursive: true });
    const file = path.join(docusaurus, 'docusaurus.config.js');
    writeFileSync(file, code.startsWith('module.exports') ? code : `${code}\n${readFileSync(file, 'utf8')}`);
    const finished = /(loading|making) the Docusaurus configuration did not finish in 1 s$/;
    // The first through the binary, for --step-limit and the exit status; the others in this process.
    if (what === 'loops forever') {
      const result = runCli(['init', path.join(dir, 'site'), '--from', docusaurus, '--step-limit', '1']);
      assert.is(result.status, 1, result.output);
      assert.match(result.output, new RegExp(`^error: .*docusaurus\\.config\\.js: ${finished.source}`, 'm'));
      assert.not.match(result.output, '    at ');
    } else {
      const mistake = await migrationMistake(docusaurus, path.join(dir, 'site'), 1000);
      assert.match(mistake.file!, /docusaurus\.config\.js$/);
      assert.match(mistake.message, finished);
    }
    assert.not.ok(existsSync(path.join(dir, 'site')));
    removeDir(dir);
  });
}

mistakes(
  'a target that is a file, or inside the docs it copies, is one line with a hint, nothing written',
  async () => {
    const dir = tempDir('init-target');
    const docusaurus = path.join(dir, 'docusaurus');
    cpSync(path.join(fixturesDir, 'docusaurus-classic'), docusaurus, { recursive: true });
    writeSiteFile(dir, 'a-file', 'kept\n');
    const before = listFiles(docusaurus);
    for (const [target, message] of [
      [path.join(dir, 'a-file'), 'is a file, not a folder'],
      [
        path.join(docusaurus, 'docs', 'new-site'),
        'is inside docs/ of the Docusaurus site, which is copied into the new site',
      ],
    ]) {
      const mistake = await migrationMistake(docusaurus, target);
      assert.match(mistake.message, message);
      assert.match(mistake.hint!, /^\S/);
    }
    assert.is(readFileSync(path.join(dir, 'a-file'), 'utf8'), 'kept\n');
    assert.equal(listFiles(docusaurus), before, 'nothing written into the Docusaurus site');
    removeDir(dir);
  },
);

mistakes.run();
