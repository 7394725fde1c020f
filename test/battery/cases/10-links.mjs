// Symbolic and hard links, paths in the config and special files, in every place a build reads from.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const build = (id, category, setup, extra = {}) => ({ id, category, cmd: 'build', setup, ...extra });
const secret = (ctx, name = 'secret.txt') => path.join(ctx.outside, name);
const mdx = (ctx, body) => {
  ctx.rm('content/docs/guide.md');
  ctx.write('content/docs/guide.mdx', `---\ntitle: Guide\n---\n\n{/* MDX */}\n\n${body}\n`);
};
/** /etc/passwd has no token: its first line published is the leak. */
const noPasswd = (ctx, run) => {
  const files = [];
  const walk = (d) => {
    for (const e of readdirSafe(d)) e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name));
  };
  walk(run.outDir);
  const hit = files.find((f) => readFileSync(f, 'latin1').includes('root:x:0:0'));
  return hit ? { outcome: 'outside data touched', reason: `/etc/passwd is in ${path.relative(ctx.site, hit)}` } : null;
};
import { readdirSync } from 'node:fs';
const readdirSafe = (d) => {
  try {
    return readdirSync(d, { withFileTypes: true });
  } catch {
    return [];
  }
};

export default [
  // Markdown, pages and static files as links
  build('link-doc-file-outside', 'symlinks', (ctx) => ctx.symlink(secret(ctx, 'secret.md'), 'content/docs/leak.md')),
  build('link-doc-dir-outside', 'symlinks', (ctx) => ctx.symlink(path.join(ctx.outside, 'docs'), 'content/docs/ext')),
  build('link-doc-relative-chain-outside', 'symlinks', (ctx) => {
    ctx.symlink('../../../outside/secret.md', 'content/docs/b.md');
    ctx.symlink('b.md', 'content/docs/a.md');
  }),
  build('link-post-outside', 'symlinks', (ctx) =>
    ctx.symlink(secret(ctx, 'secret.md'), 'content/blog/2024-06-01-leak.md'),
  ),
  build('link-post-folder-outside', 'symlinks', (ctx) =>
    ctx.symlink(path.join(ctx.outside, 'docs'), 'content/blog/2024-06-02-leak'),
  ),
  build('link-page-md-outside', 'symlinks', (ctx) => ctx.symlink(secret(ctx, 'secret.md'), 'content/pages/leak.md')),
  build('link-page-tsx-outside', 'symlinks', (ctx) =>
    ctx.symlink(path.join(ctx.outside, 'Footer.tsx'), 'content/pages/leak.tsx'),
  ),
  build('link-static-file-outside', 'symlinks', (ctx) => ctx.symlink(secret(ctx), 'content/static/leak.txt')),
  build('link-static-dir-outside', 'symlinks', (ctx) => ctx.symlink(ctx.outside, 'content/static/ext')),
  build('link-static-etc-passwd', 'symlinks', (ctx) => ctx.symlink('/etc/passwd', 'content/static/passwd.txt'), {
    check: noPasswd,
  }),
  build('link-static-etc-dir', 'symlinks', (ctx) => ctx.symlink('/etc', 'content/static/etc'), {
    check: noPasswd,
    timeout: 60_000,
  }),
  build('link-static-proc-environ', 'special files', (ctx) =>
    ctx.symlink('/proc/self/environ', 'content/static/env.txt'),
  ),
  build('link-static-proc-self-dir', 'special files', (ctx) => ctx.symlink('/proc/self', 'content/static/self')),
  build('link-static-dev-zero', 'special files', (ctx) => ctx.symlink('/dev/zero', 'content/static/zero.bin')),
  build('link-static-dev-stdin', 'special files', (ctx) => ctx.symlink('/dev/stdin', 'content/static/stdin.txt')),
  build('fifo-static', 'special files', (ctx) => ctx.fifo('content/static/pipe.txt')),
  build('fifo-doc', 'special files', (ctx) => ctx.fifo('content/docs/pipe.md')),
  build('link-doc-proc-environ', 'special files', (ctx) => ctx.symlink('/proc/self/environ', 'content/docs/env.md')),
  build('link-doc-dev-zero', 'special files', (ctx) => ctx.symlink('/dev/zero', 'content/docs/zero.md')),
  build('link-doc-dev-stdin', 'special files', (ctx) => ctx.symlink('/dev/stdin', 'content/docs/stdin.md')),
  build('link-doc-dangling', 'symlinks', (ctx) => ctx.symlink('/nonexistent/nothing.md', 'content/docs/gone.md')),
  build('link-docs-dir-proc-self', 'special files', (ctx) => ctx.symlink('/proc/self', 'content/docs/self')),
  build('hardlink-static-outside', 'hard links', (ctx) => ctx.hardlink(secret(ctx), 'content/static/hard.txt')),
  build('hardlink-doc-outside', 'hard links', (ctx) => ctx.hardlink(secret(ctx, 'secret.md'), 'content/docs/hard.md')),

  // Templates, sidebars, authors, categories
  build('link-template-layout-outside', 'symlinks', (ctx) => {
    ctx.symlink(path.join(ctx.outside, 'Footer.tsx'), 'templates/Footer.tsx');
  }),
  build('link-template-helper-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx, 'secret.js'), 'templates/token.js');
    ctx.write(
      'templates/Footer.tsx',
      `import token from './token.js';\nexport function Footer() { return <footer>{token}</footer>; }\n`,
    );
  }),
  build('template-imports-outside-relative', 'template imports', (ctx) => {
    ctx.write(
      'templates/Footer.tsx',
      `import token from '../../outside/secret.js';\nexport function Footer() { return <footer>{token}</footer>; }\n`,
    );
  }),
  build('link-config-import-local-outside', 'config imports', (ctx) => {
    ctx.symlink(secret(ctx, 'secret.js'), 'lib/brand.js');
    ctx.config(`tagline: token,`, { prelude: `import token from './lib/brand.js';` });
  }),
  build(
    'config-import-outside-relative',
    'config imports',
    (ctx) => ctx.config(`tagline: token,`, { prelude: `import token from '../outside/secret.js';` }),
    { trusted: true },
  ),
  build('link-sidebars-import-outside', 'symlinks', (ctx) => {
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
    );
    ctx.symlink(secret(ctx, 'secret.js'), 'lib/label.js');
    ctx.write(
      'sidebars.js',
      `import label from './lib/label.js';\nexport default { docs: [{ type: 'category', label, items: ['intro', 'guide'] }] };\n`,
    );
  }),
  build('link-authors-yml-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx, 'secret.yml'), 'content/blog/authors.yml');
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [evil]');
  }),
  build('link-authors-yml-proc-environ', 'special files', (ctx) => {
    ctx.symlink('/proc/self/environ', 'content/blog/authors.yml');
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [evil]');
  }),
  build('link-category-json-proc-environ', 'special files', (ctx) => {
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
    );
    ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
    ctx.symlink('/proc/self/environ', 'content/docs/part/_category_.json');
  }),
  build('fifo-category-json', 'special files', (ctx) => {
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
    );
    ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
    ctx.fifo('content/docs/part/_category_.json');
  }),
  build('fifo-authors-yml', 'special files', (ctx) => {
    ctx.fifo('content/blog/authors.yml');
  }),
  build('fifo-sidebars-js', 'special files', (ctx) => {
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
    );
    ctx.fifo('sidebars.js');
  }),
  build('fifo-template', 'special files', (ctx) => ctx.fifo('templates/Footer.tsx')),

  // Front matter image, Markdown images and attachments
  build('front-matter-image-outside-path', 'front matter', (ctx) =>
    ctx.doc('pic.md', 'title: Pic\nimage: ../../../outside/secret.txt'),
  ),
  build('front-matter-image-link-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx), 'content/docs/card.png');
    ctx.doc('pic.md', 'title: Pic\nimage: ./card.png');
  }),
  build('md-image-link-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx), 'content/docs/img/leak.png');
    ctx.doc('pic.md', 'title: Pic', '![diagram](./img/leak.png)\n');
  }),
  build('md-attachment-link-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx), 'content/docs/crash.log');
    ctx.doc('pic.md', 'title: Pic', '[the log](./crash.log)\n');
  }),
  build('md-attachment-relative-outside', 'path traversal', (ctx) =>
    ctx.doc('pic.md', 'title: Pic', '[the log](../../../outside/secret.txt)\n'),
  ),
  build('md-image-relative-outside', 'path traversal', (ctx) =>
    ctx.doc('pic.md', 'title: Pic', '![x](../../../outside/secret.txt)\n'),
  ),
  build('md-attachment-proc-environ', 'special files', (ctx) =>
    ctx.doc('pic.md', 'title: Pic', '[env](../../../../../../../../proc/self/environ)\n'),
  ),
  build('md-image-file-url', 'file urls', (ctx) =>
    ctx.doc('pic.md', 'title: Pic', `![x](file://${secret(ctx)})\n\n[y](file:///proc/self/environ)\n`),
  ),
  build('md-attachment-link-dev-zero', 'special files', (ctx) => {
    ctx.symlink('/dev/zero', 'content/docs/zero.log');
    ctx.doc('pic.md', 'title: Pic', '[zero](./zero.log)\n');
  }),
  build('md-attachment-fifo', 'special files', (ctx) => {
    ctx.fifo('content/docs/pipe.log');
    ctx.doc('pic.md', 'title: Pic', '[pipe](./pipe.log)\n');
  }),

  // Custom CSS
  build('custom-css-outside-path', 'custom css', (ctx) => ctx.config(`theme: { customCss: '../outside/secret.css' },`)),
  build('custom-css-absolute-outside', 'custom css', (ctx) =>
    ctx.config(`theme: { customCss: ${JSON.stringify(secret(ctx, 'secret.css'))} },`),
  ),
  build('custom-css-proc-environ-path', 'special files', (ctx) =>
    ctx.config(`theme: { customCss: '/proc/self/environ' },`),
  ),
  build('custom-css-dev-zero', 'special files', (ctx) => ctx.config(`theme: { customCss: '/dev/zero' },`)),
  build('custom-css-dev-stdin', 'special files', (ctx) => ctx.config(`theme: { customCss: '/dev/stdin' },`)),
  build('custom-css-fifo', 'special files', (ctx) => {
    ctx.fifo('css/custom.css');
    ctx.config(`theme: { customCss: 'css/custom.css' },`);
  }),
  build('custom-css-import-outside', 'custom css', (ctx) => {
    ctx.write(
      'css/custom.css',
      `@import '../../outside/secret.css';\n@import url("file://${secret(ctx, 'secret.css')}");\nbody { background: url(../../outside/secret.txt); }\n`,
    );
    ctx.config(`theme: { customCss: 'css/custom.css' },`);
  }),
  build('custom-css-hardlink-outside', 'hard links', (ctx) => {
    ctx.hardlink(secret(ctx, 'secret.css'), 'css/custom.css');
    ctx.config(`theme: { customCss: 'css/custom.css' },`);
  }),

  // MDX imports
  build('mdx-import-relative-outside', 'mdx imports', (ctx) =>
    mdx(ctx, `import token from '../../../outside/secret.js';\n\nValue: {token}`),
  ),
  build('mdx-import-json-link-outside', 'mdx imports', (ctx) => {
    ctx.symlink(secret(ctx, 'secret.json'), 'content/docs/data.json');
    mdx(ctx, `import data from './data.json';\n\nValue: {data.token}`);
  }),
  build('mdx-import-site-alias-up', 'mdx imports', (ctx) =>
    mdx(ctx, `import token from '@site/../outside/secret.js';\n\nValue: {token}`),
  ),
  build('mdx-import-site-alias-link', 'mdx imports', (ctx) => {
    ctx.symlink(secret(ctx, 'secret.js'), 'components/token.js');
    mdx(ctx, `import token from '@site/components/token.js';\n\nValue: {token}`);
  }),
  build('mdx-import-asset-outside', 'mdx imports', (ctx) =>
    mdx(ctx, `import file from '../../../outside/secret.txt';\n\n[file]({file})`),
  ),
  build('mdx-import-asset-proc-environ', 'special files', (ctx) =>
    mdx(ctx, `import file from '/proc/self/environ';\n\n[file]({file})`),
  ),
  build('mdx-import-file-url', 'file urls', (ctx) =>
    mdx(ctx, `import token from 'file://${secret(ctx, 'secret.js')}';\n\nValue: {token}`),
  ),
  build(
    'mdx-import-data-url',
    'data urls',
    (ctx) =>
      mdx(ctx, `import token from 'data:text/javascript,export default process.env.SITEGEN_CANARY';\n\nValue: {token}`),
    { trusted: true },
  ),
  build('mdx-import-fifo', 'special files', (ctx) => {
    ctx.fifo('components/pipe.js');
    mdx(ctx, `import x from '@site/components/pipe.js';\n\nValue: {x}`);
  }),

  // Paths in the config that lead outside
  build('config-content-dir-outside', 'config paths', (ctx) => {
    ctx.config(`contentDir: '../outside',`);
  }),
  build('config-templates-dir-outside', 'config paths', (ctx) => {
    ctx.config(`templatesDir: '../outside',`);
  }),
  build('config-docs-path-outside', 'config paths', (ctx) =>
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { path: '../../outside/docs' } });\n`,
    ),
  ),
  build('config-blog-path-outside', 'config paths', (ctx) =>
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { sidebar: ['intro', 'guide'] }, blog: { path: '../../outside/docs' } });\n`,
    ),
  ),
  build('config-sidebar-path-outside', 'config paths', (ctx) => {
    ctx.write(
      '../outside/sidebars.js',
      `export default { docs: [{ type: 'category', label: '${ctx.token}', items: ['intro', 'guide'] }] };\n`,
    );
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { sidebarPath: '../outside/sidebars.js' } });\n`,
    );
  }),
  build('config-favicon-outside', 'config paths', (ctx) => ctx.config(`favicon: '../../../outside/secret.txt',`)),
  build('config-logo-outside', 'config paths', (ctx) =>
    ctx.config(`navbar: { logo: { src: '../../../outside/secret.txt', alt: 'x' } },`),
  ),
  build('config-image-outside', 'config paths', (ctx) => ctx.config(`image: '../../../outside/secret.txt',`)),
  build('config-favicon-link-outside', 'symlinks', (ctx) => {
    ctx.symlink(secret(ctx), 'content/static/img/favicon.ico');
    ctx.config(`favicon: 'img/favicon.ico',`);
  }),
];
