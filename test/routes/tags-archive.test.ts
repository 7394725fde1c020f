// Tags, the archive and the authors' pages planned from plain data: which tags and pages come out, in what order.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PostPage } from '../../src/content/page.js';
import { inlineTags, parseTagsFile, resolveTags, tagLines, tagsPath } from '../../src/content/tags.js';
import { archiveYears, authorsWithPages, paginate } from '../../src/routes/blog-pages.js';
import { collectTags, tagLetters, tagSummaries } from '../../src/routes/tags.js';

const tag = (label: string, permalink = `/t/${label.toLowerCase()}`) => ({ label, permalink });
const post = (title: string, date: string, more: Partial<PostPage> = {}) =>
  ({ title, permalink: `/blog/${title}`, date: new Date(date), authors: [], tags: [], ...more }) as PostPage;

const planning = suite('tags planning');

planning('each tag once, alphabetical, with how many items have it and which', () => {
  const items = [
    { name: 'a', tags: [tag('Zebra'), tag('apple')] },
    { name: 'b', tags: [tag('apple'), tag('apple')] },
    { name: 'c', tags: [] },
  ];
  const tags = collectTags(items, (item) => item.tags);
  assert.equal(
    tags.map((t) => [t.label, t.count, t.items.map((item) => item.name)]),
    [
      ['apple', 2, ['a', 'b']],
      ['Zebra', 1, ['a']],
    ],
    'a tag named twice by one item counts it once',
  );
  assert.equal(tagSummaries(tags)[0], { label: 'apple', permalink: '/t/apple', count: 2 });
});

planning('the tags page groups tags by first letter, letters in order, whatever the case', () => {
  const summaries = ['beta', 'API', 'advanced', 'Éclair', 'Zinc'].map((label) => ({ ...tag(label), count: 1 }));
  assert.equal(
    tagLetters(summaries).map(({ letter, tags }) => [letter, tags.map((t) => t.label)]),
    [
      ['A', ['advanced', 'API']],
      ['B', ['beta']],
      ['É', ['Éclair']],
      ['Z', ['Zinc']],
    ],
  );
});

const tagsFile = suite('tags.yml resolution');

const file = parseTagsFile(
  'getting-started:\n  label: Getting started\n  description: Begin here.\napi:\n  permalink: /reference-api\nadvanced:\n',
  'content/docs/tags.yml',
);

tagsFile('a key without a label or permalink takes both from the key', () => {
  assert.equal(file, {
    'getting-started': { label: 'Getting started', permalink: '/getting-started', description: 'Begin here.' },
    api: { label: 'api', permalink: '/reference-api' },
    advanced: { label: 'advanced', permalink: '/advanced' },
  });
});

tagsFile('a tag the file defines takes its label, permalink and description under the route', () => {
  const inline = inlineTags(['api', 'getting-started']);
  const { tags, warnings } = resolveTags(inline, { file: 'a.md', tagsFile: file, policy: 'throw', base: '/docs/tags' });
  assert.equal(tags, [
    { label: 'api', permalink: '/docs/tags/reference-api' },
    { label: 'Getting started', permalink: '/docs/tags/getting-started', description: 'Begin here.' },
  ]);
  assert.equal(warnings, []);
});

tagsFile('an inline tag is warned about at its file and line, and published as written', () => {
  const text = '---\ntitle: A\ntags:\n  - api\n  - Beta Tag\n  - label: Wicks\n    permalink: /wicks\n---\n';
  const written = ['api', 'Beta Tag', { label: 'Wicks', permalink: '/wicks' }];
  assert.equal(tagLines(written, text), [4, 5, 6]);
  const inline = inlineTags(written, tagLines(written, text));
  const resolve = (policy: 'ignore' | 'log' | 'warn' | 'throw') =>
    resolveTags(inline, { file: 'docs/a.md', tagsFile: file, policy, base: '/docs/tags' });
  assert.equal(resolve('warn').tags.slice(1), [
    { label: 'Beta Tag', permalink: '/docs/tags/beta-tag' },
    { label: 'Wicks', permalink: '/docs/tags/wicks' },
  ]);
  assert.equal(resolve('warn').warnings, [
    'docs/a.md:5: the tag "Beta Tag" is not defined in the tags file',
    'docs/a.md:6: the tag "Wicks" is not defined in the tags file',
  ]);
  assert.equal(resolve('ignore').warnings, []);
  try {
    resolve('throw');
    assert.unreachable('an inline tag fails the build');
  } catch (error) {
    assert.match((error as Error).message, 'the tag "Beta Tag" is not defined in the tags file');
    assert.is((error as { line?: number }).line, 5);
  }
});

tagsFile('without a tags file every tag is inline, and nothing is said of it', () => {
  const { tags, warnings } = resolveTags(inlineTags(['Hello World', 'constructor']), {
    file: 'a.md',
    tagsFile: null,
    policy: 'throw',
    base: '/blog/tags',
  });
  assert.equal(tags, [
    { label: 'Hello World', permalink: '/blog/tags/hello-world' },
    { label: 'constructor', permalink: '/blog/tags/constructor' },
  ]);
  assert.equal(warnings, []);
  assert.equal(
    resolveTags(inlineTags(['constructor']), { file: 'a.md', tagsFile: file, policy: 'warn', base: '' }).tags,
    [{ label: 'constructor', permalink: '/constructor' }],
  );
});

tagsFile('a malformed entry fails at its line', () => {
  assert.throws(
    () => parseTagsFile('ok:\nbad:\n  label: [1, 2]\n', 'tags.yml'),
    (error: Error & { line?: number }) => {
      return /tag `bad` must be \{ label, permalink, description \}/.test(error.message) && error.line === 2;
    },
  );
});

tagsFile('the tags of docs or a blog served at the site root are at /tags, as in Docusaurus', () => {
  const { tags } = resolveTags(inlineTags(['api']), {
    file: 'a.md',
    tagsFile: null,
    policy: 'ignore',
    base: tagsPath('/'),
  });
  assert.equal(tags, [{ label: 'api', permalink: '/tags/api' }]);
  assert.is(tagsPath('/docs'), '/docs/tags');
});

const archive = suite('archive grouping');

archive('years newest first, each year’s posts newest first, by the date in UTC', () => {
  const years = archiveYears([
    post('old', '2022-05-01T00:00:00Z'),
    post('new-year', '2024-01-01T00:00:00Z'),
    post('eve', '2023-12-31T23:30:00Z'),
    post('late', '2024-09-20T00:00:00Z'),
  ]);
  assert.equal(
    years.map(({ year, posts }) => [year, posts.map((p) => p.label)]),
    [
      [2024, ['late', 'new-year']],
      [2023, ['eve']],
      [2022, ['old']],
    ],
  );
  assert.equal(years[0].posts[0], { label: 'late', path: '/blog/late', date: new Date('2024-09-20T00:00:00Z') });
});

const authors = suite('author pages');

authors('only authors with a page, with their posts and count, in the order first met', () => {
  const ada = { name: 'Ada', key: 'ada', page: '/blog/authors/ada' };
  const bob = { name: 'Bob', key: 'bob' };
  const inline = { name: 'Guest' };
  const posts = [
    post('c', '2024-03-01', { authors: [ada, bob] }),
    post('b', '2024-02-01', { authors: [bob, inline] }),
    post('a', '2024-01-01', { authors: [ada] }),
  ];
  const found = authorsWithPages(posts);
  assert.equal(
    found.map((author) => [author.key, author.path, author.count, author.posts.map((p) => p.title)]),
    [['ada', '/blog/authors/ada', 2, ['c', 'a']]],
  );
});

authors('an author’s posts are paginated as the blog’s list is', () => {
  const posts = ['e', 'd', 'c', 'b', 'a'].map((title) => post(title, '2024-01-01'));
  const pages = paginate(posts, '/blog/authors/ada', 2);
  assert.equal(
    pages.map(({ path, posts: shown, newer, older }) => [path, shown.map((p) => p.title), newer, older]),
    [
      ['/blog/authors/ada', ['e', 'd'], null, '/blog/authors/ada/page/2'],
      ['/blog/authors/ada/page/2', ['c', 'b'], '/blog/authors/ada', '/blog/authors/ada/page/3'],
      ['/blog/authors/ada/page/3', ['a'], '/blog/authors/ada/page/2', null],
    ],
  );
  assert.is(pages[0].totalPages, 3);
});

planning.run();
tagsFile.run();
archive.run();
authors.run();
