import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleIslandEntries, compilePageModule } from '../../src/mdx/compile.js';
import type { DocusaurusContext } from '../../src/mdx/site-context.js';
import { removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

/** A site folder with two components that each have a `styles.module.css` using the same class name. */
function siteWithStyles() {
  const root = tempDir('mdx-css');
  writeSiteFile(root, 'src/components/Card/styles.module.css', '.card { border: 1px solid red; }\n');
  writeSiteFile(
    root,
    'src/components/Card/index.js',
    "import styles from './styles.module.css';\nexport default () => <div className={styles.card} />;\n",
  );
  writeSiteFile(root, 'src/components/Badge/styles.module.css', '.card { color: blue; }\n');
  writeSiteFile(root, 'content/docs/page.mdx', '');
  writeSiteFile(
    root,
    'src/components/Badge/index.js',
    "import styles from './styles.module.css';\nexport default () => <span className={styles.card} />;\n",
  );
  return root;
}

const resolveAsset = (file: string) => `/assets/files/${path.basename(file)}`;
const siteContext: DocusaurusContext = {
  siteConfig: { title: 'Site', tagline: '', url: 'https://example.com', baseUrl: '/', favicon: null, customFields: {} },
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  siteMetadata: { docusaurusVersion: '3' },
};
const compile = (root: string, source: string) =>
  compilePageModule({ source, file: path.join(root, 'content/docs/page.mdx'), root, resolveAsset, siteContext });
/** The class names a module gives `styles.card`, in the order its CSS modules appear. */
const cardNames = (text: string) => [...text.matchAll(/styles_[0-9a-f]{6}_card/g)].map((match) => match[0]);

const modules = suite('CSS modules imported by an MDX page’s components');

modules('scope each module’s class names by its path, in the module and in its stylesheet', async () => {
  const root = siteWithStyles();
  const compiled = await compile(
    root,
    "import Card from '@site/src/components/Card';\nimport Badge from '../../src/components/Badge';\nexport default () => <><Card /><Badge /></>;",
  );
  const names = [...new Set(cardNames(compiled.code))];
  assert.is(names.length, 2, 'two files, two names');
  for (const name of names) assert.match(compiled.css, `.${name}{`);
  assert.match(compiled.css, 'border:1px solid red');
  assert.match(compiled.css, 'color:#00f');
  assert.ok(
    compiled.dependencies.includes(path.join(root, 'src/components/Card/styles.module.css')),
    'an edit to the module renders the page again',
  );
});

modules('give a module the same class names in an island bundle that holds it alone', async () => {
  const root = siteWithStyles();
  const server = await compile(root, "import Badge from '@site/src/components/Badge';\nexport default Badge;");
  const both = await compile(
    root,
    "import Card from '@site/src/components/Card';\nimport Badge from '@site/src/components/Badge';\nexport default () => <><Card /><Badge /></>;",
  );
  const browser = await bundleIslandEntries({
    entries: [
      {
        name: 'page',
        source: "import Badge from '@site/src/components/Badge';\nexport { Badge };",
        file: path.join(root, 'content/docs/page.mdx'),
      },
    ],
    root,
    resolveAsset,
    siteContext,
  });
  const badge = cardNames(server.code)[0];
  assert.ok(cardNames(both.code).includes(badge), 'beside another module');
  assert.ok(
    browser.some((file) => String(file.contents).includes(badge)),
    'in the browser',
  );
  assert.not.ok(
    browser.some((file) => file.path.endsWith('.css')),
    'the browser takes the stylesheet the page links',
  );
});

modules.run();

const react = suite('React in the bundles of a site that installed its own');

react('an island takes sitegen’s React, not the one in the site’s node_modules', async () => {
  const root = tempDir('own-react');
  writeSiteFile(root, 'node_modules/react/package.json', JSON.stringify({ name: 'react', main: 'index.js' }));
  writeSiteFile(root, 'node_modules/react/index.js', "throw new Error('a second React');\n");
  writeSiteFile(root, 'content/docs/page.mdx', '');
  writeSiteFile(
    root,
    'src/components/Counter.js',
    "import { useState } from 'react';\nexport default () => { const [n] = useState(1); return <b>{n}</b>; };\n",
  );
  const browser = await bundleIslandEntries({
    entries: [
      {
        name: 'page',
        source: "import Counter from '@site/src/components/Counter';\nexport { Counter };",
        file: path.join(root, 'content/docs/page.mdx'),
      },
    ],
    root,
    resolveAsset,
    siteContext,
  });
  const bundled = browser.map((file) => String(file.contents)).join('\n');
  assert.not.match(bundled, 'a second React');
  assert.match(bundled, 'useState');
});

react(
  'a package whose peer is prop-types, which Docusaurus sites had, compiles without the site installing it',
  async () => {
    const root = tempDir('prop-types-peer');
    writeSiteFile(root, 'content/docs/page.mdx', '');
    writeSiteFile(root, 'node_modules/toggle/package.json', JSON.stringify({ name: 'toggle', main: 'index.js' }));
    writeSiteFile(
      root,
      'node_modules/toggle/index.js',
      "const PropTypes = require('prop-types');\nconst Toggle = () => null;\nToggle.propTypes = { on: PropTypes.bool };\nmodule.exports = Toggle;\n",
    );
    const compiled = await compile(root, "import Toggle from 'toggle';\n\nexport default () => <Toggle on />;\n");
    assert.match(compiled.code, 'PropTypes.bool');
    removeDir(root);
  },
);

react(
  'a site path imported is looked for in the site folder, then the static folder, as webpack roots do',
  async () => {
    const root = tempDir('site-roots');
    writeSiteFile(root, 'content/docs/page.mdx', '');
    writeSiteFile(root, 'content/static/assets/shot.png', 'png');
    writeSiteFile(root, 'src/img/logo.png', 'png');
    const compiled = await compilePageModule({
      source:
        "import logo from '/src/img/logo.png';\n\nexport default () => <><img src={logo} /><img src={require('/assets/shot.png').default} /></>;\n",
      file: path.join(root, 'content/docs/page.mdx'),
      root,
      resolveAsset,
      siteContext,
      staticDir: path.join(root, 'content/static'),
    });
    assert.match(compiled.code, '/assets/files/logo.png');
    assert.match(compiled.code, '/assets/files/shot.png');
    removeDir(root);
  },
);

react.run();

const plain = suite('plain CSS imported by an MDX page');

plain('keeps its rules and remote imports, and publishes the files it refers to', async () => {
  const root = tempDir('mdx-css');
  writeSiteFile(root, 'content/docs/page.mdx', '');
  writeSiteFile(root, 'src/img/sky.png', 'png');
  writeSiteFile(
    root,
    'src/css/note.css',
    '@import url(https://fonts.example.org/kite.css);\n.kite-note { background: url(../img/sky.png); }\n',
  );
  const compiled = await compile(root, "import '@site/src/css/note.css';\nexport default () => null;");
  assert.match(compiled.css, '@import"https://fonts.example.org/kite.css"');
  assert.match(compiled.css, '.kite-note{background:url(/assets/files/sky.png)}');
});

plain('gives no stylesheet to a page that imports none', async () => {
  const root = siteWithStyles();
  const compiled = await compile(root, 'export default () => null;');
  assert.is(compiled.css, '');
});

plain('refuses CSS from outside the site folder', async () => {
  const dir = tempDir('mdx-css');
  const root = path.join(dir, 'site');
  writeSiteFile(root, 'content/docs/page.mdx', '');
  writeSiteFile(dir, 'outside/theme.css', '.x { color: red; }\n');
  writeSiteFile(dir, 'outside/theme.module.css', '.x { color: red; }\n');
  for (const file of ['theme.css', 'theme.module.css']) {
    try {
      await compile(root, `import '../../../outside/${file}';\nexport default () => null;`);
      assert.unreachable(`${file} was imported`);
    } catch (error) {
      assert.match((error as Error).message, 'outside');
    }
  }
});

plain.run();
