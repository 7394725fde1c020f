import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { withMovedReferences } from '../../src/migrate/references.js';
import { migrationSummary } from '../../src/migrate/report.js';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import * as cheerio from 'cheerio';
import { buildQuietly, fixturesDir, tempDir, writeSiteFile } from '../helpers/site.js';

const moves = [
  { from: 'docs', to: 'content/docs' },
  { from: 'blog', to: 'content/blog' },
  { from: 'static', to: 'content/static' },
  { from: 'src/components', to: 'src/components' },
];

const references = suite('sitegen init --from: references of pages and components to files that moved');

references('point @site/ imports and requires of docs, posts and static files at content/', () => {
  const { text, changed } = withMovedReferences(
    [
      "import Intro from '@site/docs/_intro.mdx';",
      'import Post from "@site/blog/2024-01-01-hello.md";',
      "import logo from '@site/static/img/logo.svg';",
      "<img src={require('@site/static/img/sky.png').default} />",
      "import Card from '@site/src/components/Card';",
      "import data from '@site/src/data/kites.json';",
    ].join('\n'),
    { from: 'docs/guide/kites.mdx', to: 'content/docs/guide/kites.mdx', folder: 'docs', moves },
  );
  assert.is(
    text,
    [
      "import Intro from '@site/content/docs/_intro.mdx';",
      'import Post from "@site/content/blog/2024-01-01-hello.md";',
      "import logo from '@site/content/static/img/logo.svg';",
      "<img src={require('@site/content/static/img/sky.png').default} />",
      "import Card from '@site/src/components/Card';",
      "import data from '@site/src/data/kites.json';",
    ].join('\n'),
  );
  assert.is(changed, 4);
});

references('follow a doc one level deeper when its relative reference leads out of docs/, and only then', () => {
  const { text, changed } = withMovedReferences(
    [
      "import Note from '../src/components/Note';",
      "import Other from './other.mdx';",
      '![Sky](../static/img/sky.png) [Next](./next.md) [Elsewhere](../../outside.md)',
    ].join('\n'),
    { from: 'docs/kites.mdx', to: 'content/docs/kites.mdx', folder: 'docs', moves },
  );
  assert.is(
    text,
    [
      "import Note from '../../src/components/Note';",
      "import Other from './other.mdx';",
      '![Sky](../static/img/sky.png) [Next](./next.md) [Elsewhere](../../outside.md)',
    ].join('\n'),
  );
  assert.is(changed, 1);
});

references('read an import of /docs/… as of the site’s file, as webpack does, and leave links to /docs/… alone', () => {
  const { text, changed } = withMovedReferences(
    "import Install from '/docs/partials/_install.mdx';\n\n[Install](/docs/partials/_install.mdx)\n",
    { from: 'docs/deploy.md', to: 'content/docs/deploy.md', folder: 'docs', moves },
  );
  assert.is(
    text,
    "import Install from '@site/content/docs/partials/_install.mdx';\n\n[Install](/docs/partials/_install.mdx)\n",
  );
  assert.is(changed, 1);
});

references('follow a doc to a file copied alone, imported without its extension or by its folder', () => {
  const copied = [
    { from: 'src/component/terms/PrivacyPolicy.tsx', to: 'src/component/terms/PrivacyPolicy.tsx' },
    { from: 'src/data/index.ts', to: 'src/data/index.ts' },
  ];
  const { text, changed } = withMovedReferences(
    'import { PrivacyPolicy } from "../../src/component/terms/PrivacyPolicy";\nimport data from "../../src/data";',
    { from: 'docs/terms/privacy.mdx', to: 'content/docs/terms/privacy.mdx', folder: 'docs', moves: copied },
  );
  assert.is(
    text,
    'import { PrivacyPolicy } from "../../../src/component/terms/PrivacyPolicy";\nimport data from "../../../src/data";',
  );
  assert.is(changed, 2);
});

references('leave a component’s imports of its own folder, and point those of static files at content/', () => {
  const { text, changed } = withMovedReferences(
    "import styles from './styles.module.css';\nimport sky from '../../../static/img/sky.png';",
    { from: 'src/components/Card/index.js', to: 'src/components/Card/index.js', folder: 'src/components', moves },
  );
  assert.is(text, "import styles from './styles.module.css';\nimport sky from '../../../content/static/img/sky.png';");
  assert.is(changed, 1);
});

references.run();

const copied = suite('sitegen init --from: the site code that docs import');

/** The components fixture, changed by `change`, brought over in this process. */
async function migrateComponents(change: (docusaurus: string) => void = () => {}) {
  const dir = tempDir('migrate-components');
  const docusaurus = path.join(dir, 'docusaurus');
  const site = path.join(dir, 'site');
  cpSync(path.join(fixturesDir, 'docusaurus-components'), docusaurus, { recursive: true });
  change(docusaurus);
  const report = await migrateDocusaurusSite({ from: docusaurus, to: site });
  const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
  return {
    site,
    report,
    summary: migrationSummary(report),
    read,
    has: (file: string) => existsSync(path.join(site, file)),
  };
}

copied(
  'copies src/components and what the docs import from elsewhere in the site, but not swizzled components',
  async () => {
    const made = await migrateComponents();
    for (const file of [
      'src/components/Card/index.js',
      'src/components/Card/styles.module.css',
      'src/components/Note.js',
      'src/components/Note.css',
      'src/data/words.json',
    ])
      assert.ok(made.has(file), file);
    assert.not.ok(made.has('src/theme/Footer/index.js'));
    assert.match(made.summary, 'components: src/components → src/components');
    assert.match(made.summary, 'imported by the Markdown: src/data/words.json → src/data/words.json');
    assert.match(made.read('MIGRATION.md'), '| src/theme/Footer | a swizzled Docusaurus component');
    assert.not.match(made.read('MIGRATION.md'), '| src/components/ |');
    assert.match(
      made.read('MIGRATION.md'),
      '| src/components/Card/styles.module.css | it reads Infima variables that nothing defines in sitegen: --ifm-color-primary (line 2), --ifm-global-radius (line 4) |',
    );
  },
);

copied('points the docs’ imports at where the files now are, and counts them', async () => {
  const made = await migrateComponents();
  assert.match(made.read('content/docs/cards.mdx'), "import sky from '@site/content/static/img/x.png';");
  assert.match(made.read('content/docs/cards.mdx'), "import Card from '@site/src/components/Card';");
  assert.match(made.read('content/docs/guide/notes.mdx'), "import Note from '../../../src/components/Note';");
  assert.match(
    made.summary,
    /- 2 imports, links and images of the docs, blog, pages and components leading to files that moved/,
  );
});

copied(
  'follows imports through components, and names the packages they need and what is outside the site',
  async () => {
    const made = await migrateComponents((docusaurus) => {
      writeSiteFile(
        docusaurus,
        'src/util/wind.js',
        "import confetti from 'canvas-confetti';\nexport const wind = 3;\n",
      );
      writeSiteFile(docusaurus, '../shared/outside.js', 'export const far = 1;\n');
      writeSiteFile(
        docusaurus,
        'src/components/Wind.js',
        "import { wind } from '@site/src/util/wind';\nimport { far } from '../../../shared/outside';\nimport Link from '@docusaurus/Link';\nexport default () => wind + far;\n",
      );
      writeSiteFile(
        docusaurus,
        'docs/wind.mdx',
        [
          "import Wind from '@site/src/components/Wind';",
          '',
          '<Wind />',
          '',
          'Pick "Calm" from "Gusty" and run `import kite from "kite-sdk"`:',
          '',
          '```js',
          "import { fly } from 'kite-sdk';",
          '```',
          '',
          '   ```go',
          '   import "github.com/kites/wind"',
          '   ```',
        ].join('\n'),
      );
    });
    assert.ok(made.has('src/util/wind.js'));
    const report = made.read('MIGRATION.md');
    assert.equal(JSON.parse(made.read('package.json')).dependencies, { 'canvas-confetti': '*' });
    assert.match(
      report,
      "| package canvas-confetti | src/util/wind.js imports it, and the Docusaurus site's package.json",
    );
    assert.match(
      report,
      '| ../../../shared/outside | src/components/Wind.js imports it from outside the Docusaurus site |',
    );
    assert.not.match(report, '@docusaurus/Link');
    assert.not.match(report, /package (?:kite-sdk|Gusty|github)/, 'examples in code and words in prose are no imports');
    assert.not.match(made.read('package.json'), /kite-sdk|Gusty|github/);
  },
);

copied.run();

const built = suite('sitegen init --from: a site whose docs use components with CSS, built');

built(
  'renders the components with their scoped class names and links their stylesheet from their pages alone',
  async () => {
    const made = await migrateComponents();
    const { read } = await buildQuietly(made.site);
    const page = (route: string) => cheerio.load(read(`${route}/index.html`));
    const cards = page('docs/cards');
    const card = cards('#sg-content h3').parent();
    assert.match(card.attr('class') ?? '', /^styles_[0-9a-f]{6}_card$/);
    assert.match(cards('#sg-content h3').attr('class') ?? '', /^styles_[0-9a-f]{6}_cardTitle$/);
    assert.match(cards('#sg-content img[alt="The sky"]').attr('src') ?? '', /^\/assets\/files\/x\.[0-9a-f]+\.png$/);
    const stylesheets = (doc: cheerio.CheerioAPI) =>
      doc('link[rel=stylesheet]')
        .map((_, link) => doc(link).attr('href'))
        .get()
        .filter((href) => href.startsWith('/assets/css/'));
    const [cardsSheet] = stylesheets(cards);
    assert.match(cardsSheet, /^\/assets\/css\/components\.[0-9a-f]{10}\.css$/);
    assert.equal(stylesheets(page('docs/intro')), [], 'a page without components links none');
    const css = read(cardsSheet.slice(1));
    assert.match(css, `.${card.attr('class')}{border:2px solid`);
    assert.match(css, `.${cards('#sg-content h3').attr('class')}{color:#0a785a}`);

    const notes = page('docs/guide/notes');
    assert.is(notes('#sg-content aside.kite-note strong').text(), 'Note:');
    const [notesSheet] = stylesheets(notes);
    assert.is.not(notesSheet, cardsSheet);
    assert.match(read(notesSheet.slice(1)), '.kite-note{border-left:4px solid');
  },
);

built('gives an island the class names its server-rendered HTML has', async () => {
  const made = await migrateComponents();
  const { read } = await buildQuietly(made.site);
  const cards = cheerio.load(read('docs/cards/index.html'));
  const island = cards('sitegen-island[data-name=Counter]');
  const button = island.find('button').attr('class') ?? '';
  assert.match(button, /^styles_[0-9a-f]{6}_card$/);
  assert.is.not(button, cards('#sg-content h3').parent().attr('class'), 'two modules, two names for .card');
  const bundle = read(island.attr('data-module')!.slice(1));
  assert.match(bundle, `"${button}"`);
});

built.run();
