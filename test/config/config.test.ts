import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configReference } from '../../src/config/reference.js';
import { builtinTemplatesDir, loadConfig, type ConfigFlags } from '../../src/config/resolve.js';
import { SitegenError, SitegenErrors } from '../../src/errors.js';
import {
  buildQuietly,
  copyFixture,
  lineContaining,
  listFiles,
  removeDir,
  repoRoot,
  tempDir,
  writeSiteFile,
} from '../helpers/site.js';

const made: string[] = [];

/** A site folder holding only this `site.config.ts`. */
function siteWithConfig(source: string): string {
  const root = tempDir('config');
  made.push(root);
  writeSiteFile(root, 'site.config.ts', source);
  return root;
}

/** The errors loading this config fails with; fails the test if it loads. */
async function configErrors(source: string, flags: ConfigFlags = {}): Promise<SitegenError[]> {
  try {
    await loadConfig(siteWithConfig(source), flags);
  } catch (error) {
    if (error instanceof SitegenErrors) return error.errors;
    if (error instanceof SitegenError) return [error];
    throw error;
  }
  throw new Error('the config loaded, but it should have failed');
}

/** A valid config with `extra` spliced in at the top level. */
function config(extra: string): string {
  return `import { defineConfig } from 'sitegen-cli';

export default defineConfig({
  title: 'Config Site',
  url: 'https://config.example.com',
${extra}
});
`;
}

const defaults = suite('loadConfig: defaults');

defaults('fills in every optional setting from a config with only a title and url', async () => {
  const root = siteWithConfig(config(''));
  const resolved = await loadConfig(root);
  assert.is(resolved.root, root);
  assert.is(resolved.configFile, path.join(root, 'site.config.ts'));
  assert.is(resolved.baseUrl, '/');
  assert.is(resolved.contentDir, path.join(root, 'content'));
  assert.is(resolved.staticDir, path.join(root, 'content', 'static'));
  assert.is(resolved.templatesDir, builtinTemplatesDir);
  assert.is(resolved.navbar.title, 'Config Site');
  assert.is(resolved.navbar.items, null, 'the theme links the sections');
  assert.equal(resolved.footer, { columns: [], copyright: '' });
  assert.equal(resolved.headTags, []);
  assert.is(resolved.docs.enabled, true);
  assert.is(resolved.docs.routeBasePath, '/docs');
  assert.equal(
    resolved.docs.versions.map(({ name, label, routeBasePath, dir, badge, banner }) => ({
      name,
      label,
      routeBasePath,
      dir,
      badge,
      banner,
    })),
    [
      {
        name: 'current',
        label: 'Next',
        routeBasePath: '/docs',
        dir: path.join(root, 'content', 'docs'),
        badge: false,
        banner: 'none',
      },
    ],
    'one version, the docs folder, without a badge',
  );
  assert.is(resolved.docs.editUrl, null);
  assert.is(resolved.docs.mainDocId, null);
  assert.is(resolved.blog.enabled, true);
  assert.is(resolved.blog.routeBasePath, '/blog');
  assert.is(resolved.blog.title, 'Blog');
  assert.is(resolved.blog.postsPerPage, 10);
  assert.is(resolved.blog.feed.type, 'all');
  assert.is(resolved.colorMode.defaultMode, 'light');
  assert.equal(resolved.links, {
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'warn',
    ignore: [],
    trailingSlash: null,
  });
});

defaults('keeps what the config sets, trimming slashes from route bases and the url', async () => {
  const resolved = await loadConfig(
    siteWithConfig(
      config(
        `  baseUrl: '/site/',\n  docs: { routeBasePath: 'guide/' },\n  blog: { postsPerPage: 3, routeBasePath: '/news/' },`,
      ).replace("example.com'", "example.com/'"),
    ),
  );
  assert.is(resolved.url, 'https://config.example.com');
  assert.is(resolved.baseUrl, '/site/');
  assert.is(resolved.docs.routeBasePath, '/guide');
  assert.is(resolved.blog.routeBasePath, '/news');
  assert.is(resolved.blog.postsPerPage, 3);
});

defaults("takes a templates/ folder beside the config as the site's theme, and templatesDir over it", async () => {
  const root = siteWithConfig(config(''));
  writeSiteFile(root, 'templates/index.tsx', 'export default {};\n');
  assert.is((await loadConfig(root)).templatesDir, path.join(root, 'templates'));
  writeSiteFile(root, 'site.config.ts', config(`  templatesDir: 'theme',`));
  assert.is((await loadConfig(root)).templatesDir, path.join(root, 'theme'));
});

defaults('lets --base-url override the configured baseUrl', async () => {
  const resolved = await loadConfig(siteWithConfig(config(`  baseUrl: '/configured/',`)), { baseUrl: '/sub/' });
  assert.is(resolved.baseUrl, '/sub/');
});

defaults.run();

const validation = suite('loadConfig: invalid settings');

validation('rejects an unknown key, naming its path and the valid keys, and suggesting the near one', async () => {
  const source = config(`  blog: {\n    postPerPage: 5,\n  },`);
  const [error, ...others] = await configErrors(source);
  assert.is(others.length, 0);
  assert.match(error.message, 'config key `blog.postPerPage` is not a known key');
  assert.match(error.message, 'valid keys here: path, routeBasePath, title, description, postsPerPage, feed');
  assert.is(error.hint, 'did you mean `postsPerPage`?');
  assert.is(error.line, lineContaining(source, 'postPerPage'));
});

validation('rejects a value of the wrong type, saying what it must be', async () => {
  const source = config(`  blog: { postsPerPage: 'ten' },`);
  const [error] = await configErrors(source);
  assert.is(error.message, 'config key `blog.postsPerPage` must be a number, got "ten"');
  assert.is(path.basename(error.file!), 'site.config.ts');
  assert.is(error.line, lineContaining(source, "postsPerPage: 'ten'"));
});

validation('rejects a plugin without a name, at the line of that plugin', async () => {
  const source = config(`  plugins: [\n    { postBuild() {} },\n  ],`);
  const [error] = await configErrors(source);
  assert.is(error.message, 'config key `plugins[0].name` is required');
  assert.is(error.line, lineContaining(source, '{ postBuild() {} }'));
});

validation('rejects a marked extension that is not an object', async () => {
  const [error] = await configErrors(config(`  markdown: { extensions: ['footnotes'] },`));
  assert.is(error.message, 'config key `markdown.extensions[0]` must be a marked extension, got "footnotes"');
});

validation('markdown.mermaid: true draws in Docusaurus’s themes; a theme Mermaid lacks is named', async () => {
  const drawn = await loadConfig(siteWithConfig(config(`  markdown: { mermaid: true },`)));
  assert.equal(drawn.markdown.mermaid, { theme: { light: 'default', dark: 'dark' }, options: {} });
  const set = config(
    `  markdown: { mermaid: { theme: { dark: 'forest' }, options: { flowchart: { curve: 'basis' } } } },`,
  );
  assert.equal((await loadConfig(siteWithConfig(set))).markdown.mermaid, {
    theme: { light: 'default', dark: 'forest' },
    options: { flowchart: { curve: 'basis' } },
  });
  assert.is((await loadConfig(siteWithConfig(config('')))).markdown.mermaid, null);
  const [error] = await configErrors(config(`  markdown: { mermaid: { theme: { light: 'sunny' } } },`));
  assert.match(error.message, "config key `markdown.mermaid.theme.light` must be one of 'default', 'base'");
});

validation('rejects a value outside a fixed set, listing the valid choices', async () => {
  const source = config(`  links: {\n    onBrokenAnchors: 'warn',\n    onBrokenLinks: 'explode',\n  },`);
  const [error] = await configErrors(source);
  assert.is(
    error.message,
    `config key \`links.onBrokenLinks\` must be one of 'throw', 'warn', 'ignore'; got "explode"`,
  );
  assert.is(error.line, lineContaining(source, 'explode'));
});

validation('finds the line of a nested key, not of a same-named key elsewhere', async () => {
  const source = config(`  navbar: { title: 'Fine' },\n  blog: {\n    title: 42,\n  },`);
  const [error] = await configErrors(source);
  assert.is(error.message, 'config key `blog.title` must be a string, got number 42');
  assert.is(error.line, lineContaining(source, 'title: 42'));
});

validation('reports every mistake at once, each on its own line', async () => {
  const source = config(`  tagline: 7,\n  colour: 'blue',`);
  const errors = await configErrors(source);
  assert.is(errors.length, 2);
  assert.is(errors[0].message, 'config key `tagline` must be a string, got number 7');
  assert.match(errors[1].message, 'config key `colour` is not a known key');
  assert.equal(
    errors.map((e) => e.line),
    [lineContaining(source, 'tagline'), lineContaining(source, 'colour')],
  );
  assert.is(errors[1].hint, 'remove the key, or move it to where it belongs');
});

validation('rejects a config without the required url', async () => {
  const [error] = await configErrors(`export default { title: 'No URL' };\n`);
  assert.is(error.message, 'config key `url` is required');
});

validation('points a missing key at the object it belongs in, not at a key of the same name elsewhere', async () => {
  const withNavbarTitle = config('').replace("  title: 'Config Site',\n", "  navbar: { title: 'Nav' },\n");
  const [error] = await configErrors(withNavbarTitle);
  assert.is(error.message, 'config key `title` is required');
  assert.is(error.line, lineContaining(withNavbarTitle, 'export default'));
  assert.is(error.hint, 'add `title`');
  const logo = config(`  navbar: {\n    logo: { alt: 'Logo' },\n  },`);
  const [missingSrc] = await configErrors(logo);
  assert.is(missingSrc.message, 'config key `navbar.logo.src` is required');
  assert.is(missingSrc.line, lineContaining(logo, 'logo:'));
});

validation('rejects a baseUrl without its slashes, with a hint that has them', async () => {
  const source = config(`  baseUrl: 'docs',`);
  const [error] = await configErrors(source);
  assert.is(error.message, 'config key `baseUrl` must start and end with "/", got "docs"');
  assert.is(error.hint, 'try "/docs/"');
  assert.is(error.line, lineContaining(source, 'baseUrl'));
});

validation('rejects a baseUrl that leads to another host or is no path, in the config and as --base-url', async () => {
  for (const [value, problem] of [
    ['//evil.example/', 'holds "//", which browsers read as the start of another host'],
    ['https://evil.example/', 'must start and end with "/"'],
    ['/\\evil.example/', 'holds a backslash or a control character'],
    ['/docs//more/', 'holds "//"'],
    ['/docs?x=1/', 'holds "?" or "#"'],
    ['/docs/../', 'has a "." or ".." segment'],
    ['/a\tb/', 'holds a backslash or a control character'],
  ]) {
    const source = config(`  baseUrl: ${JSON.stringify(value)},`);
    const [error] = await configErrors(source);
    assert.ok(error.message.startsWith(`config key \`baseUrl\` ${problem}`), error.message);
    assert.is(error.line, lineContaining(source, 'baseUrl'));
    assert.not.match(error.hint!, /\/\/|\\/, 'the suggestion is a plain path');
    const [flagError] = await configErrors(config(''), { baseUrl: value });
    assert.ok(flagError.message.startsWith(`--base-url ${problem}`), flagError.message);
  }
});

validation("names the line of the array element at fault: headTags[1]'s own, not headTags[0]'s", async () => {
  const source = config(
    [
      '  headTags: [',
      "    { tagName: 'meta', attributes: { name: 'a, b', content: '[x]' } },",
      "    { tagName: 'link', attributes: { rel: 'icon' }, innerHTML: 'not here' },",
      "    { tagName: 'bad tag' },",
      '  ],',
    ].join('\n'),
  );
  const [innerHtml] = await configErrors(source);
  assert.is(innerHtml.message, 'config key `headTags[1].innerHTML` cannot be given to a <link>, which has no content');
  assert.is(innerHtml.line, lineContaining(source, 'not here'));
  const [tagName] = await configErrors(source.replace(", innerHTML: 'not here'", ''));
  assert.match(tagName.message, 'config key `headTags[2].tagName`');
  assert.is(tagName.line, lineContaining(source, 'bad tag'));
});

validation('blames --base-url, not the config file, for a bad flag value', async () => {
  const [error] = await configErrors(config(''), { baseUrl: 'sub' });
  assert.is(error.message, '--base-url must start and end with "/", got "sub"');
  assert.is(error.file, undefined);
  assert.is(error.hint, 'try --base-url /sub/');
});

validation('rejects a navbar item with both `to` and `href`, pointing at the item', async () => {
  const source = config(
    `  navbar: {\n    items: [\n      { label: 'Docs', to: '/docs' },\n      { label: 'Both', to: '/blog', href: 'https://example.com' },\n    ],\n  },`,
  );
  const [error] = await configErrors(source);
  assert.is(
    error.message,
    'config key `navbar.items[1]` needs exactly one of `to` (a route) or `href` (an external URL)',
  );
  assert.is(error.line, lineContaining(source, "label: 'Both'"));
  assert.ok(error.hint);
});

validation('rejects a navbar item with neither `to` nor `href`', async () => {
  const source = config(`  navbar: { items: [{ label: 'Nowhere' }] },`);
  const [error] = await configErrors(source);
  assert.match(error.message, 'config key `navbar.items[0]` needs exactly one of `to`');
  assert.is(error.line, lineContaining(source, 'Nowhere'));
});

validation.run();

const loading = suite('loadConfig: finding and compiling the file');

loading(
  'resolves allowedOutsidePaths against the site folder, and names a value that is not a list of paths',
  async () => {
    const root = siteWithConfig(config(`  allowedOutsidePaths: ['../shared', '/opt/styles'],`));
    assert.equal((await loadConfig(root)).allowedOutsidePaths, [path.resolve(root, '../shared'), '/opt/styles']);
    assert.equal((await loadConfig(siteWithConfig(config('')))).allowedOutsidePaths, []);
    const source = config(`  allowedOutsidePaths: '../shared',`);
    const [error] = await configErrors(source);
    assert.match(error.message, /^config key `allowedOutsidePaths` must be/);
    assert.is(error.line, lineContaining(source, 'allowedOutsidePaths'));
  },
);

loading('reports a syntax error with the file and line', async () => {
  const source = config(`  tagline: 'missing a comma'\n  favicon: '/x.svg',`);
  const [error] = await configErrors(source);
  assert.is(path.basename(error.file!), 'site.config.ts');
  assert.is(error.line, lineContaining(source, 'favicon'));
  assert.match(error.message, /expected/i);
  assert.is(error.hint, 'fix the syntax of the configuration file');
});

loading('reports a config that throws while loading', async () => {
  const [error] = await configErrors(`throw new Error('no network here');\nexport default {};\n`);
  assert.is(error.message, 'the configuration threw while loading: no network here');
});

loading('says where it looked when there is no site.config.ts, and how to point elsewhere', async () => {
  const root = tempDir('config-none');
  made.push(root);
  try {
    await loadConfig(root);
    assert.unreachable('loaded a config that does not exist');
  } catch (error) {
    assert.instance(error, SitegenError);
    assert.is((error as SitegenError).message, `no site.config.ts in ${root}`);
    assert.match((error as SitegenError).hint!, '--root');
  }
});

loading.run();

const customCss = suite('theme.customCss: stylesheets of the site');

customCss('resolves one path or a list against the site folder', async () => {
  const root = siteWithConfig(config(`  theme: { customCss: './css/custom.css' },`));
  assert.equal((await loadConfig(root)).theme.customCss, [path.join(root, 'css/custom.css')]);
  const listed = siteWithConfig(config(`  theme: { customCss: ['a.css', 'b/c.css'] },`));
  assert.equal((await loadConfig(listed)).theme.customCss, [path.join(listed, 'a.css'), path.join(listed, 'b/c.css')]);
  assert.equal((await loadConfig(siteWithConfig(config('')))).theme.customCss, []);
});

customCss("adds the stylesheet after the theme's, and names the config when it cannot be read", async () => {
  const root = copyFixture('minimal');
  made.push(root);
  const file = path.join(root, 'site.config.ts');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\}\);\s*$/, "  theme: { customCss: 'custom.css' },\n});\n"));
  writeSiteFile(root, 'custom.css', '.site-own-rule { color: rebeccapurple }\n');
  const built = await buildQuietly(root, { cache: false });
  const stylesheet = listFiles(built.result.outDir).find((name) => /^assets\/style\.\w+\.css$/.test(name))!;
  const css = built.read(stylesheet);
  assert.ok(css.indexOf('.site-own-rule') > css.indexOf('.sidebar-link'), 'after the theme');
  rmSync(path.join(root, 'custom.css'));
  try {
    await buildQuietly(root, { cache: false });
    assert.unreachable('built without its stylesheet');
  } catch (error) {
    assert.is((error as SitegenError).message, 'config key `theme.customCss` names custom.css, which cannot be read');
    assert.is((error as SitegenError).file, file);
  }
});

customCss('a stylesheet outside the site folder is refused unless allowedOutsidePaths names its folder', async () => {
  const parent = tempDir('config-outside');
  made.push(parent);
  const root = path.join(parent, 'site');
  writeSiteFile(root, 'site.config.ts', config(`  theme: { customCss: '../shared/brand.css' },`));
  writeSiteFile(root, 'content/docs/intro.md', '# Intro\n');
  writeSiteFile(parent, 'shared/brand.css', '.shared-rule { color: teal }\n');
  try {
    await buildQuietly(root, { cache: false });
    assert.unreachable('built with a stylesheet from outside the site');
  } catch (error) {
    assert.instance(error, SitegenError);
    assert.is(
      (error as SitegenError).message,
      `${path.relative(process.cwd(), path.join(parent, 'shared/brand.css'))} is outside the site folder`,
    );
    assert.match((error as SitegenError).hint!, 'allowedOutsidePaths');
  }
  assert.not.ok(
    listFiles(parent).some((file) => file.startsWith('site/dist/')),
    'nothing written',
  );
  writeSiteFile(
    root,
    'site.config.ts',
    config(`  theme: { customCss: '../shared/brand.css' },\n  allowedOutsidePaths: ['../shared'],`),
  );
  const built = await buildQuietly(root, { cache: false });
  assert.ok(
    listFiles(built.result.outDir).some(
      (name) => /^assets\/style\.\w+\.css$/.test(name) && built.read(name).includes('.shared-rule'),
    ),
  );
});

customCss.after(() => made.forEach(removeDir));
customCss.run();

const redirects = suite('redirects and createRedirects');

redirects('takes each old path on its own with its line, and the line of createRedirects', async () => {
  const source = config(
    `  redirects: [\n    { from: '/old', to: '/docs/intro' },\n    { from: ['/a/', '/b.html'], to: 'https://example.org/x' },\n  ],\n  createRedirects: (path) => undefined,`,
  );
  const resolved = await loadConfig(siteWithConfig(source));
  assert.equal(resolved.redirects.rules, [
    { from: '/old', to: '/docs/intro', line: lineContaining(source, "'/old'") },
    { from: '/a/', to: 'https://example.org/x', line: lineContaining(source, "'/a/'") },
    { from: '/b.html', to: 'https://example.org/x', line: lineContaining(source, "'/a/'") },
  ]);
  assert.equal(resolved.redirects.create, { line: lineContaining(source, 'createRedirects') });
  assert.is(resolved.siteCode?.createRedirects, true);
});

redirects('rejects a from that is not a path of the site, at its line', async () => {
  const source = config(
    `  redirects: [\n    { from: '/fine', to: '/docs/intro' },\n    { from: 'docs/old', to: '/docs/intro' },\n  ],`,
  );
  const [error] = await configErrors(source);
  assert.is(
    error.message,
    'config key `redirects[1].from` must be a path of the site, starting with one `/`, got "docs/old"',
  );
  assert.is(path.basename(error.file!), 'site.config.ts');
  assert.is(error.line, lineContaining(source, "'docs/old'"));
});

redirects('rejects a from with a query, and a to that is neither a path nor an address', async () => {
  const [query] = await configErrors(config(`  redirects: [{ from: '/old?page=2', to: '/docs/intro' }],`));
  assert.match(query.message, '`redirects[0].from` must be a plain path, without spaces, `?`');
  const [to] = await configErrors(config(`  redirects: [{ from: '/old', to: 'docs/intro' }],`));
  assert.match(to.message, '`redirects[0].to` must be a path of the site starting with `/`, or an absolute URL');
});

redirects('rejects an old path given twice, naming the line of each', async () => {
  const source = config(
    `  redirects: [\n    { from: '/old', to: '/docs/intro' },\n    { from: ['/other', '/OLD/'], to: '/docs/guide' },\n  ],`,
  );
  const [error] = await configErrors(source);
  assert.is(
    error.message,
    `config key \`redirects[1].from\` names "/OLD/" again, already redirected to /docs/intro at line ${lineContaining(source, "'/old'")}`,
  );
  assert.is(error.line, lineContaining(source, "'/OLD/'"));
});

redirects('rejects a redirect to itself, and a createRedirects that is no function', async () => {
  const [itself] = await configErrors(config(`  redirects: [{ from: '/docs/intro/', to: '/docs/intro' }],`));
  assert.match(itself.message, 'leads to itself');
  const source = config(`  createRedirects: ['/old'],`);
  const [notFunction] = await configErrors(source);
  assert.is(notFunction.message, 'config key `createRedirects` must be a function, got an array');
  assert.is(notFunction.line, lineContaining(source, 'createRedirects'));
});

redirects.after(() => made.forEach(removeDir));
redirects.run();

const reference = suite('docs/configuration.md');

reference('is what scripts/config-reference.mjs makes from the schema: run it after changing a key', () => {
  assert.fixture(readFileSync(path.join(repoRoot, 'docs/configuration.md'), 'utf8'), configReference());
});

reference.run();
