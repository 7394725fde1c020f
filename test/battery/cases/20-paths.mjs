// Path traversal through slugs, ids, tags, authors, categories, asset names, plugin outputs and --out.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const build = (id, setup, extra = {}) => ({ id, category: 'path traversal', cmd: 'build', setup, ...extra });
const bare = `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`;
/** Nothing may land beside the site: a file named pwn anywhere outside the output is the escape. */
const noPwnOutside = (ctx) => {
  for (const p of [
    path.join(ctx.dir, 'pwn'),
    path.join(ctx.dir, 'pwn.html'),
    path.join(ctx.dir, 'pwn', 'index.html'),
    path.join(ctx.site, 'pwn'),
    path.join(ctx.site, 'pwn', 'index.html'),
    path.join(ctx.site, 'content', 'pwn'),
  ]) {
    if (existsSync(p))
      return { outcome: 'outside data touched', reason: `wrote ${path.relative(ctx.dir, p)}, outside the output` };
  }
  return null;
};

export default [
  ...[
    ['slug-dotdot', 'slug: ../../../pwn'],
    ['slug-root-dotdot', 'slug: /../../pwn'],
    ['slug-encoded-dotdot', 'slug: /%2e%2e/%2e%2e/pwn'],
    ['slug-backslash', "slug: '..\\..\\..\\pwn'"],
    ['slug-nul', 'slug: "/a\\0/../../pwn"'],
    ['slug-protocol-relative', 'slug: //evil.example/pwn'],
    ['slug-file-url', 'slug: file:///tmp/pwn'],
    ['slug-very-long', `slug: /${'a'.repeat(5000)}`],
    ['slug-long-segment-300', `slug: /${'b'.repeat(300)}`],
    ['slug-newline', 'slug: "/a\\n/b"'],
    ['slug-object', 'slug: { a: 1 }'],
    ['id-dotdot', 'id: ../../../pwn'],
    ['id-slashes-dotdot', 'id: a/../../../pwn'],
    ['id-absolute', 'id: /tmp/pwn'],
  ].map(([name, fm]) =>
    build(name, (ctx) => ctx.doc('trick.md', `title: Trick\n${fm}`), { check: noPwnOutside, checkOnFailure: true }),
  ),
  ...[
    ['post-slug-dotdot', 'slug: ../../../../pwn'],
    ['post-slug-encoded', 'slug: "%2e%2e/%2e%2e/%2e%2e/pwn"'],
    ['tag-dotdot', 'tags: ["../../../../pwn"]'],
    ['tag-dot', 'tags: [".", ".."]'],
    ['tag-slash', 'tags: ["a/../../../../pwn"]'],
    ['tag-object-permalink', 'tags: [{ label: x, permalink: "/../../../../pwn" }]'],
    ['tag-empty', 'tags: ["", " "]'],
    ['tag-proto', 'tags: [__proto__, constructor, prototype]'],
    ['authors-key-dotdot', 'authors: ["../../../outside/secret"]'],
    ['authors-key-proto', 'authors: [__proto__, constructor, toString]'],
    ['front-matter-proto', '__proto__: { title: polluted, isAdmin: true }'],
    ['post-date-bogus', 'date: 99999-99-99'],
  ].map(([name, fm]) =>
    build(name, (ctx) => ctx.post('2024-06-01-trick.md', `title: Trick\n${fm}`), {
      check: noPwnOutside,
      checkOnFailure: true,
    }),
  ),
  build('authors-yml-proto-key', (ctx) => {
    ctx.write('content/blog/authors.yml', `__proto__:\n  name: polluted\nconstructor:\n  name: c\n`);
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [__proto__, constructor]');
  }),
  build(
    'category-json-slug-dotdot',
    (ctx) => {
      ctx.write('site.config.ts', bare);
      ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
      ctx.write(
        'content/docs/part/_category_.json',
        JSON.stringify({ label: 'Part', link: { type: 'generated-index', slug: '../../../../pwn' } }),
      );
    },
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build('category-json-proto', (ctx) => {
    ctx.write('site.config.ts', bare);
    ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
    ctx.write(
      'content/docs/part/_category_.json',
      '{"__proto__": {"label": "polluted"}, "label": "Part", "position": 1e308}',
    );
  }),
  build(
    'category-dir-newline',
    (ctx) => {
      ctx.write('site.config.ts', bare);
      ctx.write('content/docs/pa\nrt/one.md', '---\ntitle: NEWLINE-FOLDER-DOC\n---\n\nOne.\n');
    },
    {
      check: (ctx, run) =>
        readFileSync(path.join(run.outDir, 'assets/search/t-0.json'), 'utf8').includes('NEWLINE-FOLDER-DOC')
          ? null
          : {
              outcome: 'output damaged',
              reason: 'a doc in a folder whose name holds a newline was skipped without a word',
            },
    },
  ),
  build(
    'category-dir-encoded-dotdot',
    (ctx) => ctx.write('content/docs/%2e%2e/one.md', '---\ntitle: One\n---\n\nOne.\n'),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build(
    'asset-name-encoded-dotdot',
    (ctx) => {
      ctx.write('content/docs/..%2f..%2fpwn.png', 'PNG');
      ctx.doc('pic.md', 'title: Pic', '![x](./..%2f..%2fpwn.png)\n');
    },
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build('asset-name-quotes', (ctx) => {
    ctx.write('content/docs/a"onerror="sgpwn().png', 'PNG');
    ctx.doc('pic.md', 'title: Pic', '![x](<./a"onerror="sgpwn().png>)\n');
  }),
  build('sidebar-doc-id-dotdot', (ctx) =>
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { sidebar: ['intro', '../../../outside/docs/secret'] } });\n`,
    ),
  ),
  build(
    'plugin-route-path-dotdot',
    (ctx) =>
      ctx.config(`plugins: [{ name: 'up', routes: () => [{ path: '/../../pwn', title: 'x', html: '<p>x</p>' }] }],`),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build(
    'plugin-file-path-dotdot',
    (ctx) => ctx.config(`plugins: [{ name: 'up', routes: () => [{ path: '../../pwn', contents: 'x' }] }],`),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build(
    'plugin-file-path-absolute',
    (ctx) =>
      ctx.config(
        `plugins: [{ name: 'up', routes: () => [{ path: ${JSON.stringify(path.join(ctx.dir, 'pwn'))}, contents: 'x' }] }],`,
      ),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build('plugin-write-absolute', (ctx) =>
    ctx.config(
      `plugins: [{ name: 'up', async postBuild({ write }) { await write({ path: ${JSON.stringify(path.join(ctx.victim, 'keep.txt'))}, contents: 'overwritten' }); } }],`,
    ),
  ),
  build('plugin-write-nul', (ctx) =>
    ctx.config(
      `plugins: [{ name: 'up', async postBuild({ write }) { await write({ path: 'a\\0b.txt', contents: 'x' }); } }],`,
    ),
  ),
  build(
    'plugin-write-backslash',
    (ctx) =>
      ctx.config(
        `plugins: [{ name: 'up', async postBuild({ write }) { await write({ path: '..\\\\..\\\\pwn', contents: 'x' }); } }],`,
      ),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build('plugin-write-dot-sitegen', (ctx) =>
    ctx.config(
      `plugins: [{ name: 'up', async postBuild({ write }) { await write({ path: '.sitegen', contents: 'x' }); } }],`,
    ),
  ),
  build(
    'plugin-write-non-string',
    (ctx) =>
      ctx.config(
        `plugins: [{ name: 'up', async postBuild({ write }) { await write({ path: { toString() { return '../../pwn'; } }, contents: 42 }); } }],`,
      ),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build(
    'route-base-path-dotdot',
    (ctx) =>
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { routeBasePath: '/../../pwn', sidebar: ['intro', 'guide'] } });\n`,
      ),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  build(
    'blog-route-base-encoded',
    (ctx) =>
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { sidebar: ['intro', 'guide'] }, blog: { routeBasePath: '/%2e%2e/%2e%2e/pwn' } });\n`,
      ),
    { check: noPwnOutside, checkOnFailure: true },
  ),
  ...[
    ['out-victim-relative', ['--out', '../victim']],
    ['out-victim-subfolder', ['--out', '../victim/sub']],
    ['out-victim-dotdot-inside', ['--out', 'dist/../../victim']],
    ['out-victim-absolute', (ctx) => ['--out', ctx.victim]],
    ['out-site-itself-dot', ['--out', '.']],
    ['out-content-static', ['--out', 'content/static/out']],
    ['out-node-modules', ['--out', 'node_modules']],
    ['out-parent-of-site', ['--out', '..']],
    ['out-slash', ['--out', '/']],
    ['root-is-victim', (ctx) => ['--root', ctx.victim]],
  ].map(([name, args]) => ({ id: name, category: 'output folder', cmd: 'build', args })),
];
