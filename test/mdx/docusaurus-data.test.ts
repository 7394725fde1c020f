import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as cheerio from 'cheerio';
import { buildQuietly, tempDir, writeSiteFile } from '../helpers/site.js';

const data = suite("Docusaurus components that read the site's docs, in a built site");

data('DocCardList draws its category’s cards, or those given; the docs plugin’s data has its versions', async () => {
  const root = tempDir('doc-cards');
  writeSiteFile(
    root,
    'site.config.ts',
    "export default { title: 'Cards', url: 'https://cards.example.org', baseUrl: '/base/' };\n",
  );
  writeSiteFile(
    root,
    'sidebars.js',
    `module.exports = { guide: ['intro', {
      type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' },
      items: ['guides/first', { type: 'category', label: 'More', items: ['guides/more/second'] }],
    }] };\n`,
  );
  writeSiteFile(
    root,
    'content/docs/guides/index.mdx',
    [
      '# Guides',
      '',
      "import DocCardList from '@theme/DocCardList';",
      "import {useCurrentSidebarCategory} from '@docusaurus/theme-common';",
      '',
      '<DocCardList items={useCurrentSidebarCategory().items}/>',
      '',
    ].join('\n'),
  );
  writeSiteFile(
    root,
    'content/docs/guides/first.md',
    '---\ndescription: The first guide.\n---\n# First\n\n<figure>\n  <img alt="Boat" src={require(\'@site/content/static/img/boat.png\').default} />\n</figure>\n',
  );
  writeSiteFile(root, 'content/static/img/boat.png', 'png');
  writeSiteFile(
    root,
    'content/docs/guides/more/second.mdx',
    '# Second\n\nimport os from \'node:os\';\nimport { renderToStaticMarkup } from \'react-dom/server\';\n\n<span id="eol">{typeof os.EOL}</span>\n\n<span id="markup">{renderToStaticMarkup(<b>bold</b>)}</span>\n',
  );
  writeSiteFile(
    root,
    'content/docs/intro.mdx',
    [
      '# Intro',
      '',
      "import DocCardList from '@theme/DocCardList';",
      "import {usePluginData} from '@docusaurus/useGlobalData';",
      "import {useVersions, useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';",
      '',
      "export const Versions = () => <span id=\"versions\">{useVersions().map((v) => v.name + ' ' + v.path).join()} at {usePluginData('docusaurus-plugin-content-docs').path}</span>;",
      '',
      '<Versions />',
      '',
      'export const Active = () => <span id="active">{useActivePluginAndVersion().activeVersion.name}</span>;',
      '',
      '<Active />',
      '',
      "<DocCardList items={[{ type: 'link', href: 'https://example.com/', label: 'Elsewhere' }]} />",
      '',
      '<DocCardList />',
      '',
    ].join('\n'),
  );
  const { read } = await buildQuietly(root, { cache: false });
  const guides = cheerio.load(read('docs/guides/index.html'));
  const cards = guides('#sg-content .markdown .index-card');
  assert.equal(cards.map((_, card) => [[guides(card).find('a').attr('href'), guides(card).text()]]).get(), [
    ['/base/docs/guides/first', 'FirstThe first guide.'],
    ['/base/docs/guides/more/second', 'More1 item'],
  ]);
  const intro = cheerio.load(read('docs/intro/index.html'));
  assert.is(intro('#versions').text(), 'current /base/docs at /base/docs');
  assert.is(intro('#active').text(), 'current', "the doc's own version, as useActivePluginAndVersion gives it");
  const first = cheerio.load(read('docs/guides/first/index.html'));
  assert.match(
    first('figure img[alt=Boat]').attr('src')!,
    /^\/base\/assets\/files\/boat\.\w+\.png$/,
    'in a page without components',
  );
  const second = cheerio.load(read('docs/guides/more/second/index.html'));
  assert.is(second('#eol').text(), 'string', 'Node’s own modules');
  assert.is(second('#markup').text(), '<b>bold</b>', 'React DOM’s');
  assert.equal(
    intro('#sg-content .markdown .index-card a')
      .map((_, a) => intro(a).attr('href'))
      .get(),
    ['https://example.com/'],
    'the cards given, and none for a page that is no category’s own',
  );
  assert.not.match(read('docs/intro/index.html'), 'sitegen-category-cards');
});

data.run();
