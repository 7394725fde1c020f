// `init --from` on a hostile Docusaurus site: what it copies, follows and runs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const from = (id, setup, extra = {}) => ({
  id,
  category: 'init --from',
  cmd: 'init-from',
  fixture: 'docusaurus-classic',
  setup,
  ...extra,
});
const editConfig = (ctx, from, to) => {
  const file = path.join(ctx.dsite, 'docusaurus.config.js');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`docusaurus.config.js has no ${from}`);
  writeFileSync(file, text.replace(from, to));
};
const link = (ctx, target, rel) => ctx.symlink(target, path.join(ctx.dsite, rel));

export default [
  from('from-custom-css-path-outside', (ctx) =>
    editConfig(ctx, "customCss: './src/css/custom.css'", "customCss: '../outside/secret.css'"),
  ),
  from('from-custom-css-proc-environ', (ctx) =>
    editConfig(ctx, "customCss: './src/css/custom.css'", "customCss: '/proc/self/environ'"),
  ),
  from(
    'from-custom-css-dev-zero',
    (ctx) => editConfig(ctx, "customCss: './src/css/custom.css'", "customCss: '/dev/zero'"),
    { timeout: 60_000 },
  ),
  from('from-docs-path-outside', (ctx) =>
    editConfig(ctx, "sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js', path: '../outside/docs',"),
  ),
  from('from-blog-path-outside', (ctx) =>
    editConfig(ctx, 'showReadingTime: true,', "showReadingTime: true, path: '../outside/docs',"),
  ),
  from('from-sidebar-path-outside', (ctx) => {
    writeFileSync(
      path.join(ctx.outside, 'sidebars.js'),
      `export default { tutorialSidebar: [{ type: 'category', label: '${ctx.token}', items: ['intro'] }] };\n`,
    );
    editConfig(ctx, "sidebarPath: './sidebars.js',", "sidebarPath: '../outside/sidebars.js',");
  }),
  from('from-static-directories-outside', (ctx) =>
    editConfig(
      ctx,
      "favicon: 'img/favicon.ico',",
      "favicon: 'img/favicon.ico',\n  staticDirectories: ['static', '../outside'],",
    ),
  ),
  from('from-blog-link-outside', (ctx) => link(ctx, path.join(ctx.outside, 'docs'), 'blog')),
  from('from-static-link-outside', (ctx) => link(ctx, ctx.outside, 'static')),
  from('from-static-file-link-environ', (ctx) => link(ctx, '/proc/self/environ', 'static/env.txt')),
  from('from-authors-yml-link-outside', (ctx) => link(ctx, path.join(ctx.outside, 'secret.yml'), 'blog/authors.yml')),
  from('from-doc-link-outside', (ctx) => link(ctx, path.join(ctx.outside, 'secret.md'), 'docs/leak.md')),
  from('from-sidebars-link-outside', (ctx) => {
    writeFileSync(
      path.join(ctx.outside, 'sidebars.js'),
      `export default { tutorialSidebar: [{ type: 'category', label: '${ctx.token}', items: ['intro'] }] };\n`,
    );
    link(ctx, path.join(ctx.outside, 'sidebars.js'), 'sidebars.js');
  }),
  from('from-pages-link-outside', (ctx) => link(ctx, path.join(ctx.outside, 'docs'), 'src/pages')),
  from('from-doc-fifo', (ctx) => ctx.fifo(path.join(ctx.dsite, 'docs/pipe.md')), { timeout: 60_000 }),
  from('from-doc-link-dev-zero', (ctx) => link(ctx, '/dev/zero', 'docs/zero.md'), { timeout: 60_000 }),
  from('from-config-throws', (ctx) =>
    writeFileSync(path.join(ctx.dsite, 'docusaurus.config.js'), "throw new Error('config says no');\n"),
  ),
  from('from-config-proxy-throws', (ctx) =>
    writeFileSync(
      path.join(ctx.dsite, 'docusaurus.config.js'),
      "export default new Proxy({}, { get() { throw new Error('proxy says no'); } });\n",
    ),
  ),
  from('from-config-not-object', (ctx) =>
    writeFileSync(path.join(ctx.dsite, 'docusaurus.config.js'), 'export default 42;\n'),
  ),
  from('from-config-syntax-error', (ctx) =>
    writeFileSync(path.join(ctx.dsite, 'docusaurus.config.js'), 'export default {{{;\n'),
  ),
  from(
    'from-config-process-exit',
    (ctx) => writeFileSync(path.join(ctx.dsite, 'docusaurus.config.js'), 'process.exit(0);\n'),
    {
      trusted: true,
      check: (ctx) =>
        existsSync(path.join(ctx.site, 'site.config.ts'))
          ? null
          : {
              outcome: 'hang',
              reason: 'exit 0 without a site: process.exit in docusaurus.config.js ended the migration silently',
            },
    },
  ),
  from(
    'from-config-reads-env',
    (ctx) => editConfig(ctx, "tagline: 'Fold, float, repeat',", 'tagline: process.env.SITEGEN_CANARY,'),
    { trusted: true },
  ),
  from(
    'from-config-title-quote-injection',
    (ctx) => editConfig(ctx, "title: 'Paper Boats',", `title: "Paper' + process.env.SITEGEN_CANARY + '",`),
    { thenBuild: true },
  ),
  from(
    'from-config-title-comment-breakout',
    (ctx) =>
      editConfig(
        ctx,
        "title: 'Paper Boats',",
        "title: '*/ + process.env.SITEGEN_CANARY + /*\\n`${process.env.SITEGEN_CANARY}`',",
      ),
    { thenBuild: true },
  ),
  from(
    'from-config-navbar-label-injection',
    (ctx) => editConfig(ctx, "label: 'Tutorial',", `label: "x' + process.env.SITEGEN_CANARY + '",`),
    { thenBuild: true },
  ),
  from(
    'from-config-yields-timer',
    (ctx) => editConfig(ctx, '// @ts-check', '// @ts-check\nsetInterval(() => {}, 1000);'),
    { timeout: 30_000 },
  ),
  from('from-target-is-victim', () => {}, { target: 'victim' }),
  from('from-target-is-source', () => {}, { target: 'dsite' }),
  from('from-target-dotdot-victim', () => {}, { target: 'site/../victim/sub' }),
  from('from-md-import-outside', (ctx) =>
    writeFileSync(
      path.join(ctx.dsite, 'docs/intro.md'),
      `---\ntitle: Intro\n---\n\nimport T from '../../outside/secret.js';\n\n<T />\n`,
    ),
  ),
];
