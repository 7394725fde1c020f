import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DocPage, Page, PostPage } from '../../src/content/page.js';
import { candidateFiles, indexRoutes, planRequest } from '../../src/dev/on-demand-plan.js';
import type { Route } from '../../src/routes/types.js';

const origin = { file: 'site.config.ts' };
/** A page as routes hold it: only what the planner reads of it. */
const page = <P extends Page>(kind: P['kind'], file: string, permalink: string) =>
  ({ kind, permalink, source: { file, relPath: file } }) as P;
const intro = page<DocPage>('doc', 'content/docs/intro.md', '/docs/intro');
const setup = page<DocPage>('doc', 'content/docs/guides/setup.md', '/docs/guides/setup');
const hello = page<PostPage>('post', 'content/blog/2024-01-02-hello.md', '/blog/hello');
const docRoute = (doc: DocPage) => ({ kind: 'doc', path: doc.permalink, title: '', description: '', origin, doc });
const routes = [
  { kind: 'home', path: '/', title: '', description: '', origin },
  docRoute(intro),
  docRoute(setup),
  // The docs root shows the main doc again.
  { ...docRoute(intro), path: '/docs' },
  {
    kind: 'generated-index',
    path: '/docs/category/guides',
    title: '',
    description: '',
    origin,
    cards: [
      { type: 'doc', label: 'Setup', path: '/docs/guides/setup', description: '' },
      { type: 'link', label: 'Elsewhere', path: 'https://example.com', description: '' },
    ],
  },
  { kind: 'blog-list', path: '/blog', title: '', description: '', origin, posts: [hello] },
  { kind: 'blog-post', path: '/blog/hello', title: '', description: '', origin, post: hello },
  { kind: 'not-found', path: '/404', title: '', description: '', origin },
] as Route[];
const index = indexRoutes(routes);
/** The plan of a request as plain data: the route's path, the file, and the source files of the pages to render. */
const plan = (relative: string) => {
  const found = planRequest(relative, index);
  return found && { path: found.route.path, file: found.file, render: found.pages.map((p) => p.source.file) };
};

const planner = suite('the on-demand planner');

planner('maps a doc page, with or without its trailing slash or file name, to its route and its own source', () => {
  const expected = { path: '/docs/intro', file: 'docs/intro/index.html', render: ['content/docs/intro.md'] };
  for (const request of ['docs/intro', 'docs/intro/', 'docs/intro/index.html']) assert.equal(plan(request), expected);
});

planner('maps a page chunk, which client navigation asks for, to the same route', () => {
  assert.equal(plan('docs/guides/setup/index.json'), {
    path: '/docs/guides/setup',
    file: 'docs/guides/setup/index.json',
    render: ['content/docs/guides/setup.md'],
  });
});

planner("maps the docs root to the main doc's source", () => {
  assert.equal(plan('docs'), { path: '/docs', file: 'docs/index.html', render: ['content/docs/intro.md'] });
});

planner('renders the posts a blog list shows, and the docs a generated index describes', () => {
  assert.equal(plan('blog')?.render, ['content/blog/2024-01-02-hello.md']);
  assert.equal(plan('blog/hello')?.render, ['content/blog/2024-01-02-hello.md']);
  assert.equal(plan('docs/category/guides')?.render, ['content/docs/guides/setup.md']);
});

planner('renders no Markdown for pages the config makes', () => {
  assert.equal(plan(''), { path: '/', file: 'index.html', render: [] });
  assert.equal(plan('404.html'), { path: '/404', file: '404.html', render: [] });
});

planner('leaves what no route writes to the whole build: assets, feeds, images, unknown paths', () => {
  for (const request of ['assets/app.1234567890.js', 'blog/rss.xml', 'img/logo.png', 'docs/nowhere', 'sitemap.xml'])
    assert.is(plan(request), null, request);
});

planner('looks for a path as the built files name it', () => {
  assert.equal(candidateFiles(''), ['index.html']);
  assert.equal(candidateFiles('docs/'), ['docs/index.html']);
  assert.equal(candidateFiles('docs/faq'), ['docs/faq', 'docs/faq/index.html', 'docs/faq.html']);
});

planner.run();
