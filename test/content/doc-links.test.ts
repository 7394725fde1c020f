// Where a doc's relative links to pages lead: from its address as Docusaurus publishes it, on plain data.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docLinkBase, docPermalink, markdownLinkFiles, resolveDocLink } from '../../src/content/permalink.js';

const links = suite("a doc's relative links to pages");

const from = (
  permalink: string,
  sectionPath: string,
  frontmatter = {},
  target = 'setup',
  trailingSlash: boolean | null = null,
) => resolveDocLink(docLinkBase(permalink, { frontmatter, sectionPath, trailingSlash }), target);

links('from a plain doc they lead beside it', () => {
  assert.is(from('/docs/guides/install', 'guides/install.md'), '/docs/guides/setup');
  assert.is(from('/docs/guides/install', 'guides/install.md', {}, '../faq#top'), '/docs/faq#top');
});

links("from a folder's index doc they lead into the folder, as its address ends in a slash", () => {
  assert.is(from('/docs/guides/admin', 'guides/admin/admin.md'), '/docs/guides/admin/setup');
  assert.is(from('/docs/guides', 'guides/index.md'), '/docs/guides/setup');
  assert.is(from('/docs/guides', 'guides/README.md', {}, 'web-api/'), '/docs/guides/web-api');
});

links('a slug ending in a slash is a folder address; one without is not', () => {
  assert.is(from('/docs', 'introduction.md', { slug: '/' }), '/docs/setup');
  assert.is(from('/docs/start', 'intro.md', { slug: '/start/' }), '/docs/start/setup');
  assert.is(from('/docs/start', 'guides/index.md', { slug: '/start' }), '/docs/setup');
});

links('an id in the front matter makes an index doc a plain doc, as in Docusaurus', () => {
  assert.is(from('/docs/guides/overview', 'guides/index.md', { id: 'overview' }), '/docs/guides/setup');
});

links('trailingSlash reads every doc as a folder when true, and none when false, as Docusaurus serves them', () => {
  assert.is(from('/docs/intro', 'intro/index.md', {}, 'intro/getting-started', false), '/docs/intro/getting-started');
  assert.is(from('/docs', 'introduction.md', { slug: '/' }, 'setup', false), '/setup');
  assert.is(from('/docs/guides/install', 'guides/install.md', {}, 'setup', true), '/docs/guides/install/setup');
});

links(
  'a link to a .md file is looked for in the section’s folder, the site’s, then beside the page, as in Docusaurus',
  () => {
    const page = { file: '/site/versioned_docs/version-1.4/guide/setup.md', sectionPath: 'guide/setup.md' };
    assert.equal(markdownLinkFiles(page, '/configuration/ftplugin.md', '/site'), [
      '/site/versioned_docs/version-1.4/configuration/ftplugin.md',
      '/site/configuration/ftplugin.md',
    ]);
    assert.equal(markdownLinkFiles(page, 'intro.md', '/site'), [
      '/site/versioned_docs/version-1.4/intro.md',
      '/site/intro.md',
      '/site/versioned_docs/version-1.4/guide/intro.md',
    ]);
    assert.equal(markdownLinkFiles(page, '../intro.md', '/site'), ['/site/versioned_docs/version-1.4/intro.md']);
    assert.equal(markdownLinkFiles(page, '/versioned_docs/version-1.4/intro.md', '/site').slice(1), [
      '/site/versioned_docs/version-1.4/intro.md',
    ]);
  },
);

links("the docs' own index.md is published at the docs' address, the site's root too", () => {
  const at = (routeBasePath: string) =>
    docPermalink('index', { frontmatter: {}, sectionPath: 'index.md', routeBasePath });
  assert.is(at('/docs'), '/docs');
  assert.is(at('/'), '/');
});

links.run();
