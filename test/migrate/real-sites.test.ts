import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as cheerio from 'cheerio';
import { docRoutesIn } from '../../src/migrate/doc-routes.js';
import {
  globalComponents,
  scopeChanges,
  themePlaceholder,
  unknownThemeImports,
  usesMdx1,
  withScope,
} from '../../src/migrate/mdx-scope.js';
import { hasNoCode } from '../../src/migrate/sidebars-file.js';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import { buildQuietly, tempDir, writeSiteFile } from '../helpers/site.js';

const scope = suite('sitegen init --from: what pages used without importing it');

scope('gives a page the components src/theme/MDXComponents registers, by their import from the site root', () => {
  const site = tempDir('mdx-components');
  writeSiteFile(
    site,
    'src/theme/MDXComponents/index.tsx',
    [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import FileTree from '@site/src/components/FileTree';",
      "import { Card as SiteCard } from '../../components/Card';",
      'export default {',
      '  ...MDXComponents,',
      '  FileTree,',
      '  Card: SiteCard,',
      '};',
    ].join('\n'),
  );
  const globals = globalComponents(site);
  assert.equal([...globals.keys()], ['FileTree', 'Card']);
  const page = '---\ntitle: Tree\n---\n\n<FileTree />\n\n<Card>x</Card> and `<Missing />`\n';
  const changes = scopeChanges(page, globals, false);
  assert.equal(
    changes.map((change) => change.name),
    ['FileTree', 'Card'],
    'a tag in a code span is an example',
  );
  const scoped = withScope(page, changes);
  assert.ok(scoped.startsWith("---\ntitle: Tree\n---\nimport FileTree from '@site/src/components/FileTree';\n"));
  assert.match(scoped, "import { Card as SiteCard } from '@site/src/components/Card';\nconst Card = SiteCard;\n\n");
  assert.ok(scoped.endsWith(page.slice('---\ntitle: Tree\n---\n'.length)), 'the page itself is unchanged');
  assert.equal(scopeChanges("import FileTree from './x';\n\n<FileTree />\n", globals, false), []);
  const afterBlocks = 'Run:\n\n```\nrun\n```\n\n<Card>x</Card>\n\n```bash\nls\n\n```\n';
  assert.equal(
    scopeChanges(afterBlocks, globals, false).map((change) => change.name),
    ['Card'],
    'a tag between code blocks is no example',
  );
});

scope('stands in for an unknown component of a Docusaurus 2 page as MDX 1 did, and only there', () => {
  const site = tempDir('mdx1');
  writeSiteFile(site, 'package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.1' } }));
  assert.ok(usesMdx1(site));
  writeSiteFile(site, 'package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '3.9.1' } }));
  assert.not.ok(usesMdx1(site));
  const page = 'Text\n\n<BrowserWindow>\n\n![a](./a.png)\n\n</BrowserWindow>\n';
  assert.equal(scopeChanges(page, new Map(), true), [
    { name: 'BrowserWindow', code: 'export const BrowserWindow = (props) => <div {...props} />;' },
  ]);
  assert.equal(scopeChanges(page, new Map(), false), []);
});

scope('finds the @theme/ modules sitegen lacks, with their lines, and makes a placeholder naming each', () => {
  const page =
    "import Tabs from '@theme/Tabs';\nimport Redoc, { useSpec } from '@theme/Redoc';\n\n```js\nimport X from '@theme/Example';\n```\n";
  assert.equal(unknownThemeImports(page), [{ module: '@theme/Redoc', line: 2, names: ['useSpec'] }]);
  const placeholder = themePlaceholder('@theme/Redoc', ['useSpec']);
  assert.match(placeholder, '@theme/Redoc is not available in this site.');
  assert.match(placeholder, 'export const useSpec = () => ({});');
});

scope.run();

const config = suite('sitegen init --from: config and sidebars that Docusaurus takes');

config('an empty sidebars file holds no code; one with a sidebar does', () => {
  const site = tempDir('sidebars');
  writeSiteFile(site, 'empty.js', '// nothing yet\n\n/* later */\n');
  writeSiteFile(site, 'full.js', 'module.exports = { docs: [] };\n');
  assert.ok(hasNoCode(path.join(site, 'empty.js')));
  assert.not.ok(hasNoCode(path.join(site, 'full.js')));
});

config('the index doc of docs served at the root is at /', () => {
  const site = tempDir('root-docs');
  writeSiteFile(site, 'docs/index.md', '# Home\n');
  writeSiteFile(site, 'docs/guide.md', '# Guide\n');
  const routes = docRoutesIn(path.join(site, 'docs'), '/');
  assert.is(routes.routeOf('index'), '/');
  assert.is(routes.routeOf('guide'), '/guide');
});

config('takes a config file, the site being the current folder, as `docusaurus build --config` does', async () => {
  const repo = tempDir('config-file');
  writeSiteFile(
    repo,
    'conf/docusaurus.config.js',
    `module.exports = { title: 'Grid', url: 'https://grid.example.org',
      presets: [['classic', { docs: { path: 'docs', sidebarPath: './docs/sidebars.js' } }]] };\n`,
  );
  writeSiteFile(repo, 'docs/sidebars.js', "module.exports = { docs: ['index'] };\n");
  writeSiteFile(repo, 'docs/index.md', '# Grid\n');
  const out = path.join(tempDir('config-file-out'), 'site');
  await migrateDocusaurusSite({ from: path.join(repo, 'conf/docusaurus.config.js'), siteDir: repo, to: out });
  assert.ok(existsSync(path.join(out, 'content/docs/index.md')));
  assert.ok(existsSync(path.join(out, 'docs/sidebars.js')));
  assert.match(readFileSync(path.join(out, 'site.config.ts'), 'utf8'), '"sidebarPath": "docs/sidebars.js"');
});

config('copies every folder of staticDirectories into content/static/', async () => {
  const site = tempDir('static-dirs');
  writeSiteFile(
    site,
    'docusaurus.config.js',
    "module.exports = { title: 'S', url: 'https://s.example.org', staticDirectories: ['public', 'static'] };\n",
  );
  writeSiteFile(site, 'public/robots.txt', 'User-agent: *\n');
  writeSiteFile(site, 'static/img/logo.svg', '<svg/>');
  const out = path.join(tempDir('static-dirs-out'), 'site');
  await migrateDocusaurusSite({ from: site, to: out });
  assert.ok(existsSync(path.join(out, 'content/static/robots.txt')));
  assert.ok(existsSync(path.join(out, 'content/static/img/logo.svg')));
});

config.run();

const built = suite('sitegen init --from: a site with what real sites use, built with no hand edit');

built('builds every doc, partials shown inline, shims and placeholders in place', async () => {
  const repo = tempDir('real-blockers');
  const site = path.join(repo, 'website');
  writeSiteFile(
    site,
    'docusaurus.config.js',
    `module.exports = {
  title: 'Kites', url: 'https://kites.example.org', baseUrl: '/',
  presets: [['@docusaurus/preset-classic', {
    docs: { path: '../docs', sidebarPath: require.resolve('./sidebars.js') },
  }]],
};\n`,
  );
  writeSiteFile(site, 'sidebars.js', '');
  writeSiteFile(site, 'static/img/light.png', 'png');
  writeSiteFile(site, 'package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '3.9.1' } }));
  writeSiteFile(site, 'src/components/Kite.js', 'export default function Kite() { return <b>a kite</b>; }\n');
  writeSiteFile(
    site,
    'src/theme/MDXComponents.js',
    "import MDXComponents from '@theme-original/MDXComponents';\nimport Kite from '@site/src/components/Kite';\nexport default { ...MDXComponents, Kite };\n",
  );
  writeSiteFile(repo, 'docs/_shared.md', '---\ntitle: Shared\n---\n\nShared **words** from a partial.\n');
  writeSiteFile(
    repo,
    'docs/intro.mdx',
    [
      '---',
      'title: Intro',
      '---',
      "import Shared from './_shared.md';",
      "import Head from '@docusaurus/Head';",
      "import ThemedImage from '@theme/ThemedImage';",
      "import Redoc from '@theme/Redoc';",
      '',
      '<Head><title>Not in the body</title></Head>',
      '',
      '<Shared />',
      '',
      "<ThemedImage alt=\"Sky\" sources={{ light: '/img/light.png', dark: '/img/dark.png' }} />",
      '',
      '<Kite />',
      '',
      '<Redoc />',
      '',
    ].join('\n'),
  );
  writeSiteFile(repo, 'docs/guide.md', '# Guide\n\nPlain.\n');
  const out = path.join(tempDir('real-blockers-out'), 'site');
  const report = await migrateDocusaurusSite({ from: site, to: out });
  const notes = report.notes.map((note) => note.item);
  assert.ok(notes.includes('sidebars.js'), 'the empty sidebars file is named');
  assert.ok(notes.includes('@theme/Redoc'), 'the missing theme module is named');
  assert.match(
    report.notes.find((note) => note.item === '@theme/Redoc')!.reason,
    'content/docs/intro.mdx:9',
    'its line in the new file, below the import of Kite put before it',
  );
  assert.ok(existsSync(path.join(out, 'content/docs/_shared.md')));
  assert.match(readFileSync(path.join(out, 'MIGRATION.md'), 'utf8'), '@theme/Redoc');

  const { read } = await buildQuietly(out);
  const intro = cheerio.load(read('docs/intro/index.html'));
  const content = intro('#sg-content');
  assert.match(content.html() ?? '', 'Shared <strong>words</strong> from a partial.');
  assert.not.match(content.html() ?? '', 'sitegen-partial');
  assert.not.match(content.text(), 'Not in the body');
  assert.is(content.find('img[alt=Sky]').attr('src'), '/img/light.png');
  assert.is(content.find('b').text(), 'a kite');
  assert.match(content.text(), '@theme/Redoc is not available in this site.');
  assert.match(read('docs/guide/index.html'), 'Plain.');
  assert.not.ok(existsSync(path.join(out, 'dist/docs/_shared/index.html')), 'a partial is not a page');
});

built.run();
