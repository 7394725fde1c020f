// The cases of the review that asked for this battery, rerun as they were described.
import { existsSync, mkdirSync, writeFileSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { judgeTwoBuilds } from '../lib/two-builds.mjs';

const reviewer = ['reviewer'];
const loopTimeout = 60_000;
const fnLoop = 'while (true) {}';

/** A page importing a component of the site. */
const mdxPage = (body) => `---\ntitle: Page\n---\n\n{/* MDX */}\n\n${body}\n`;

/** Exit 0 from a build whose plugin hook never settled, with no Built line, is a silent failure. */
const mustSayBuilt = (ctx, run) =>
  /^Built /m.test(run.output)
    ? null
    : { outcome: 'hang', reason: 'exit 0 without a "Built" line: a step that never settled was abandoned silently' };

const hookNeverSettles = (hook) => ({
  id: `rev-plugin-${hook}-never-settles`,
  category: 'resource exhaustion',
  tags: reviewer,
  cmd: 'build',
  timeout: loopTimeout,
  setup: (ctx) => ctx.config(`plugins: [{ name: 'stuck', ${hook}: () => new Promise(() => {}) }],`),
  check: mustSayBuilt,
});

export default [
  // 1. links publishing outside files
  {
    id: 'rev-customcss-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.symlink(path.join(ctx.outside, 'secret.css'), 'css/custom.css');
      ctx.config(`theme: { customCss: 'css/custom.css' },`);
    },
  },
  {
    id: 'rev-customcss-link-proc-environ',
    category: 'special files',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.symlink('/proc/self/environ', 'css/custom.css');
      ctx.config(`theme: { customCss: 'css/custom.css' },`);
    },
  },
  {
    id: 'rev-config-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      writeFileSync(
        path.join(ctx.outside, 'site.config.ts'),
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: '${ctx.token}', url: 'https://x.example.com', docs: { sidebar: ['intro', 'guide'] } });\n`,
      );
      ctx.symlink(path.join(ctx.outside, 'site.config.ts'), 'site.config.ts');
    },
  },
  {
    id: 'rev-sidebars-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      writeFileSync(
        path.join(ctx.outside, 'sidebars.js'),
        `export default { docs: [{ type: 'category', label: '${ctx.token}', items: ['intro', 'guide'] }] };\n`,
      );
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
      );
      ctx.symlink(path.join(ctx.outside, 'sidebars.js'), 'sidebars.js');
    },
  },
  {
    id: 'rev-category-json-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      writeFileSync(path.join(ctx.outside, 'cat.json'), JSON.stringify({ label: ctx.token }));
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
      );
      ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
      ctx.symlink(path.join(ctx.outside, 'cat.json'), 'content/docs/part/_category_.json');
    },
  },
  {
    id: 'rev-template-footer-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      writeFileSync(
        path.join(ctx.outside, 'Footer.tsx'),
        `export function Footer() { return <footer>${ctx.token}</footer>; }\n`,
      );
      ctx.symlink(path.join(ctx.outside, 'Footer.tsx'), 'templates/Footer.tsx');
    },
  },
  {
    id: 'rev-templates-dir-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      mkdirSync(path.join(ctx.outside, 'tpl'));
      writeFileSync(
        path.join(ctx.outside, 'tpl', 'Footer.tsx'),
        `export function Footer() { return <footer>${ctx.token}</footer>; }\n`,
      );
      ctx.symlink(path.join(ctx.outside, 'tpl'), 'templates');
    },
  },
  {
    id: 'rev-content-dir-link-outside',
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      mkdirSync(path.join(ctx.outside, 'content'));
      writeFileSync(path.join(ctx.outside, 'content', 'x'), '');
      ctx.rm('content');
      mkdirSync(path.join(ctx.outside, 'content2', 'docs'), { recursive: true });
      for (const f of ['intro.md', 'guide.md'])
        writeFileSync(path.join(ctx.outside, 'content2', 'docs', f), readFileSync(path.join(ctx.outside, 'docs', f)));
      ctx.symlink(path.join(ctx.outside, 'content2'), 'content');
    },
  },
  ...['blog', 'pages', 'static'].map((name) => ({
    id: `rev-content-${name}-link-outside`,
    category: 'symlinks',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.rm(`content/${name}`);
      ctx.symlink(path.join(ctx.outside, 'docs'), `content/${name}`);
    },
  })),
  {
    id: 'rev-mdx-import-absolute-outside',
    category: 'mdx imports',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.write(
        'content/docs/guide.mdx',
        mdxPage(`import token from ${JSON.stringify(path.join(ctx.outside, 'secret.js'))};\n\nThe value: {token}`),
      );
      ctx.rm('content/docs/guide.md');
    },
  },
  {
    id: 'rev-init-from-docs-link-outside',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    setup(ctx) {
      ctx.symlink(path.join(ctx.outside, 'docs'), path.join(ctx.dsite, 'docs'));
    },
  },
  {
    id: 'rev-init-from-custom-css-link-outside',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    setup(ctx) {
      ctx.symlink(path.join(ctx.outside, 'secret.css'), path.join(ctx.dsite, 'src/css/custom.css'));
    },
  },
  {
    id: 'rev-work-folder-link-to-victim',
    category: 'output folder',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.rm('.dist.sitegen');
      ctx.symlink(ctx.victim, '.dist.sitegen');
      ctx.write('content/docs/intro.md', '---\ntitle: Introduction\n---\n\nChanged.\n');
    },
  },
  {
    id: 'rev-tmp-folder-beside-output-deleted',
    category: 'output folder',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.write('dist.sitegen-tmp-4242/notes/mine.txt', 'my own notes\n');
    },
    checkOnFailure: true,
    check(ctx) {
      return existsSync(ctx.abs('dist.sitegen-tmp-4242/notes/mine.txt'))
        ? null
        : {
            outcome: 'outside data touched',
            reason:
              'the build deleted dist.sitegen-tmp-4242/, a folder beside the output holding a file it did not write',
          };
    },
  },
  {
    id: 'rev-dev-static-link-up-to-site',
    category: 'dev requests',
    tags: reviewer,
    cmd: 'dev',
    setup(ctx) {
      ctx.write('.env', `TOKEN=${ctx.token}\n`);
      ctx.symlink('../..', 'content/static/up');
    },
    async requests(ctx, origin, { get, responses }) {
      for (const p of ['/up/.env', '/up/site.config.ts', '/up/.git/config']) {
        const r = await get(origin, p);
        responses.push({ name: p, data: r.data });
        if (r.status === 200 && p !== '/up/.env') return { leak: `dev answered 200 for ${p}` };
      }
    },
  },

  // 2. builds that never end
  {
    id: 'rev-mdx-expression-infinite-loop',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) =>
      ctx.write('content/docs/guide.mdx', mdxPage('{(() => { while (true) {} })()}')) &&
      ctx.rm('content/docs/guide.md'),
  },
  {
    id: 'rev-mdx-expression-endless-recursion',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) =>
      ctx.write(
        'content/docs/guide.mdx',
        mdxPage(
          'export const f = (n) => (n < 0 ? 0 : f(n + 1) + 1);\n\n{(() => { let n = 0; for (;;) { try { return f(0); } catch { n++; } } })()}',
        ),
      ) && ctx.rm('content/docs/guide.md'),
  },
  {
    id: 'rev-imported-component-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup(ctx) {
      ctx.write('components/Spin.tsx', `export default function Spin() { ${fnLoop} return null; }\n`);
      ctx.write('content/docs/guide.mdx', mdxPage("import Spin from '@site/components/Spin';\n\n<Spin />"));
      ctx.rm('content/docs/guide.md');
    },
  },
  {
    id: 'rev-template-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) => ctx.write('templates/Footer.tsx', `export function Footer() { ${fnLoop} return null; }\n`),
  },
  {
    id: 'rev-sidebars-js-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup(ctx) {
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
      );
      ctx.write('sidebars.js', `${fnLoop}\nexport default { docs: ['intro', 'guide'] };\n`);
    },
  },
  {
    id: 'rev-config-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) => ctx.config('', { prelude: fnLoop }),
  },
  {
    id: 'rev-marked-extension-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) => ctx.config(`markdown: { extensions: [{ walkTokens() { ${fnLoop} } }] },`),
  },
  {
    id: 'rev-plugin-hook-loops',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) => ctx.config(`plugins: [{ name: 'spin', routes() { ${fnLoop} } }],`),
  },
  {
    id: 'rev-init-from-config-loops',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    timeout: loopTimeout,
    setup: (ctx) =>
      writeFileSync(
        path.join(ctx.dsite, 'docusaurus.config.js'),
        `${fnLoop}\nexport default { title: 'x', url: 'https://x.example.com', baseUrl: '/' };\n`,
      ),
  },
  {
    id: 'rev-init-from-sidebars-loops',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    timeout: loopTimeout,
    setup: (ctx) =>
      writeFileSync(
        path.join(ctx.dsite, 'sidebars.js'),
        `${fnLoop}\nexport default { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`,
      ),
  },
  {
    id: 'rev-cache-index-fifo',
    category: 'cache poisoning',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup(ctx) {
      ctx.write('content/docs/intro.md', '---\ntitle: Introduction\n---\n\nChanged.\n');
      ctx.fifo('node_modules/.cache/sitegen/index.bin');
    },
  },
  ...['headTags', 'routes', 'page', 'postBuild'].map(hookNeverSettles),
  {
    id: 'rev-init-from-config-never-settles',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    timeout: loopTimeout,
    setup: (ctx) =>
      writeFileSync(path.join(ctx.dsite, 'docusaurus.config.js'), `export default new Promise(() => {});\n`),
    check: (ctx, run) =>
      /settle|did not finish|seconds|timed? ?out/i.test(run.output)
        ? null
        : {
            outcome: 'hang',
            reason:
              'exit 0: a docusaurus.config.js that never settled was replaced by default settings ("My site") without a word',
          },
  },

  // 3. never exits, two builds, self-rendering component, idle connections
  {
    id: 'rev-config-set-interval',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: 30_000,
    setup: (ctx) => ctx.config('', { prelude: 'setInterval(() => {}, 1000);' }),
  },
  {
    id: 'rev-mdx-export-set-interval',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: 30_000,
    setup: (ctx) =>
      ctx.write('content/docs/guide.mdx', mdxPage('export const timer = setInterval(() => {}, 1000);\n\nText.')) &&
      ctx.rm('content/docs/guide.md'),
  },
  {
    id: 'rev-two-builds-at-once',
    category: 'output folder',
    tags: reviewer,
    cmd: 'build',
    twice: true,
    setup: (ctx) => ctx.write('content/docs/intro.md', '---\ntitle: Introduction\n---\n\nChanged.\n'),
    checkOnFailure: true,
    check: judgeTwoBuilds,
  },
  {
    id: 'rev-mdx-component-renders-itself',
    category: 'resource exhaustion',
    tags: reviewer,
    cmd: 'build',
    timeout: loopTimeout,
    setup: (ctx) =>
      ctx.write(
        'content/docs/guide.mdx',
        mdxPage('export function Me({ n = 0 }) { return <div><Me n={n + 1} /><Me n={n + 2} /></div>; }\n\n<Me />'),
      ) && ctx.rm('content/docs/guide.md'),
  },
  ...['serve', 'dev'].map((cmd) => ({
    id: `rev-${cmd}-half-sent-headers-held`,
    category: `${cmd} requests`,
    tags: reviewer,
    cmd,
    args: cmd === 'serve' ? ['dist'] : [],
    timeout: 60_000,
    async requests(ctx, origin, { raw }) {
      const held = await raw(origin, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', { wait: 35_000 });
      return held.why === 'timeout'
        ? { hang: 'a connection with half-sent headers was still open after 35 s' }
        : { notes: `half-sent connection closed (${held.why})` };
    },
  })),

  // 4. stack traces for user mistakes
  {
    id: 'rev-config-getter-throws',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.config(`get tagline() { throw new Error('getter says no'); },`),
  },
  {
    id: 'rev-config-proxy-throws',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.write(
        'site.config.ts',
        `export default new Proxy({ title: 'x', url: 'https://x.example.com' }, { get() { throw new Error('proxy says no'); }, ownKeys() { throw new Error('proxy says no'); } });\n`,
      ),
  },
  {
    id: 'rev-marked-extension-throws',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.config(`markdown: { extensions: [{ walkTokens() { throw new Error('extension says no'); } }] },`),
  },
  {
    id: 'rev-plugin-writes-up-two',
    category: 'path traversal',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.config(
        `plugins: [{ name: 'escape', async postBuild({ write }) { await write({ path: '../../x', contents: 'x' }); } }],`,
      ),
  },
  {
    id: 'rev-react-page-import-throws',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup(ctx) {
      ctx.write('content/pages/_lib.ts', `throw new Error('import says no');\nexport const x = 1;\n`);
      ctx.write(
        'content/pages/about.tsx',
        `import { x } from './_lib';\nexport default function About() { return <p>{x}</p>; }\n`,
      );
    },
  },
  ...['/sitemap.xml', '/robots.txt'].map((slug) => ({
    id: `rev-doc-slug-${slug.slice(1).replace('.', '-')}`,
    category: 'output collisions',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.doc('clash.md', `title: Clash\nslug: ${slug}`),
    check(ctx, run) {
      const sitemap = path.join(run.outDir, 'sitemap.xml');
      const robots = path.join(run.outDir, 'robots.txt');
      const ok = (f, text) => existsSync(f) && statSync(f).isFile() && readFileSync(f, 'utf8').includes(text);
      if (!ok(sitemap, '<urlset') || !ok(robots, 'Sitemap'))
        return {
          outcome: 'output damaged',
          reason: `the doc with slug ${slug} took the place of the generated ${slug.slice(1)} without a word`,
        };
      return null;
    },
  })),
  {
    id: 'rev-init-from-target-is-file',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    setup: (ctx) => writeFileSync(ctx.site, 'a file where the site would go\n'),
  },
  {
    id: 'rev-init-from-target-inside-docs',
    category: 'init --from',
    tags: reviewer,
    cmd: 'init-from',
    fixture: 'docusaurus-classic',
    target: 'dsite/docs/new-site',
  },

  // 5. smaller findings
  {
    id: 'rev-rss-description-escaped-once',
    category: 'feeds',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.post(
        '2024-06-01-feed.md',
        'title: Feed',
        '`<img src=x onerror=sgpwn()>` is what the first paragraph says.\n',
      ),
  },
  {
    id: 'rev-custom-heading-id-breakout',
    category: 'injection',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.doc(
        'guide.md',
        'title: Guide',
        '## Heading {#x"/onmouseover="sgpwn()"/x="}\n\n## Other {#y><img/src/onerror=sgpwn()>}\n\nText.\n',
      ),
  },
  {
    id: 'rev-custom-heading-id-breakout-mdx',
    category: 'injection',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.doc(
        'guide.md',
        'title: Guide',
        '{/* MDX */}\n\n## Heading {#x"/onmouseover="sgpwn()"/x="}\n\n## Other {#y><img/src/onerror=sgpwn()>}\n\nText.\n',
      ),
  },
  {
    id: 'rev-base-url-protocol-relative-config',
    category: 'injection',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.config(`baseUrl: '//evil.example/',`),
    check: foreignScripts,
  },
  {
    id: 'rev-base-url-protocol-relative-flag',
    category: 'injection',
    tags: reviewer,
    cmd: 'build',
    args: ['--base-url', '//evil.example/'],
    check: foreignScripts,
  },
  ...[
    ['docs/intro/index.html', 'static-docs-intro-index'],
    ['sitemap.xml', 'static-sitemap'],
    ['index.json', 'static-index-json'],
  ].map(([file, name]) => ({
    id: `rev-${name}-replaced-silently`,
    category: 'output collisions',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.write(`content/static/${file}`, 'STATIC-FILE-OF-THE-SITE\n'),
    check: (ctx, run) =>
      readFileSync(path.join(run.outDir, file), 'utf8').includes('STATIC-FILE-OF-THE-SITE')
        ? null
        : {
            outcome: 'output damaged',
            reason: `content/static/${file} was replaced by generated output without a word`,
          },
  })),
  {
    id: 'rev-plugin-index-html-dropped',
    category: 'output collisions',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.config(`plugins: [{ name: 'home', routes: () => [{ path: '/index.html', contents: 'PLUGIN-HOME' }] }],`),
    check: (ctx, run) =>
      readFileSync(path.join(run.outDir, 'index.html'), 'utf8').includes('PLUGIN-HOME')
        ? null
        : { outcome: 'output damaged', reason: "the plugin's index.html was dropped without a word" },
  },
  {
    id: 'rev-doc-slug-dot-sitegen',
    category: 'path traversal',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.doc('marker.md', 'title: Marker\nslug: /.sitegen'),
    check: (ctx, run) =>
      existsSync(path.join(run.outDir, '.sitegen', 'index.html'))
        ? { outcome: 'output damaged', reason: 'the output marker dist/.sitegen became a folder' }
        : null,
  },
  {
    id: 'rev-doc-file-name-newline',
    category: 'path traversal',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) => ctx.write('content/docs/new\nline.md', '---\ntitle: NEWLINE-DOC\n---\n\nText.\n'),
    check: (ctx, run) =>
      existsSync(run.outDir) &&
      !JSON.stringify(require_list(run.outDir)).includes('NEWLINE') &&
      !readAll(run.outDir).includes('NEWLINE-DOC')
        ? { outcome: 'output damaged', reason: 'a doc whose file name holds a newline was skipped without a word' }
        : null,
  },
  {
    id: 'rev-head-tags-second-wrong-line',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.config(
        `headTags: [\n    { tagName: 'meta', attributes: { name: 'a', content: 'b' } },\n    { tagName: 'bad tag', attributes: {} },\n  ],`,
      ),
    checkOnFailure: true,
    check: (ctx, run) =>
      run.failed && !/site\.config\.ts:10\b/.test(/^error: .*$/m.exec(run.output)?.[0] ?? '')
        ? { outcome: 'clear error', reason: `misleading line: ${/^error: .*$/m.exec(run.output)?.[0]}` }
        : null,
  },
  {
    id: 'rev-template-throws-blamed-on-config',
    category: 'config',
    tags: reviewer,
    cmd: 'build',
    setup: (ctx) =>
      ctx.write('templates/Footer.tsx', `export function Footer() { throw new Error('footer says no'); }\n`),
    checkOnFailure: true,
    check: (ctx, run) =>
      run.failed && !/templates\/Footer\.tsx/.test(/^error: .*$/m.exec(run.output)?.[0] ?? '')
        ? { outcome: 'clear error', reason: `misleading file: ${/^error: .*$/m.exec(run.output)?.[0]}` }
        : null,
  },
  ...['0x7f000001', '2130706433', 'local\thost'].map((host, i) => ({
    id: `rev-dev-host-${['hex', 'decimal', 'tab'][i]}`,
    category: 'dev requests',
    tags: reviewer,
    cmd: 'dev',
    async requests(ctx, origin, { get }) {
      const port = new URL(origin).port;
      const r = await get(origin, '/docs/intro', { Host: `${host}:${port}` });
      return r.status === 200
        ? { leak: `dev answered 200 to Host: ${JSON.stringify(host)}, a name a rebinding page can use` }
        : { notes: `Host ${JSON.stringify(host)}: ${r.status}` };
    },
  })),
  ...['json', 'github'].map((format) => ({
    id: `rev-check-links-${format}-hostile-hrefs`,
    category: 'check-links',
    tags: reviewer,
    cmd: 'check-links',
    args: ['dist', '--format', format],
    setup(ctx) {
      const hrefs = [
        '/x%0A::set-output name=a::b',
        '/y\n::error::forged',
        '/z"}],"pages":0,"x":[{"',
        'javascript:sgpwn()',
        '/%00',
        '/..%2f..%2fetc/passwd',
        '/' + 'a'.repeat(5000),
      ];
      ctx.write(
        'dist/docs/hostile/index.html',
        `<!doctype html><html><body>${hrefs.map((h) => `<a href="${h.replace(/"/g, '&quot;')}">x</a>`).join('')}</body></html>`,
      );
    },
    checkOnFailure: true,
    check(ctx, run) {
      if (format === 'json') {
        try {
          const report = JSON.parse(run.stdout);
          return report.broken?.length >= 1
            ? {
                outcome: 'clear error',
                reason: `exit ${run.code}: a JSON report of ${report.broken.length} broken links`,
              }
            : { outcome: 'output damaged', reason: 'json report lists no broken link' };
        } catch {
          return { outcome: 'output damaged', reason: 'check-links --format json printed something that is not JSON' };
        }
      }
      const forged = run.stdout.split('\n').filter((l) => l.startsWith('::') && !/^::error file=/.test(l));
      const annotations = run.stdout.split('\n').filter((l) => l.startsWith('::error file='));
      if (forged.length)
        return { outcome: 'output damaged', reason: `forged workflow command: ${forged[0].slice(0, 80)}` };
      return annotations.length
        ? { outcome: 'clear error', reason: `exit ${run.code}: ${annotations.length} annotations, none forged` }
        : { outcome: 'output damaged', reason: 'no annotation for the broken links' };
    },
  })),
];

function foreignScripts(ctx, run) {
  const html = readFileSync(path.join(run.outDir, 'index.html'), 'utf8');
  const m = /<(?:script|link)[^>]+(?:src|href)="(\/\/[^"]+)"/.exec(html);
  return m ? { outcome: 'output damaged', reason: `pages load ${m[1]} from another host` } : null;
}

function require_list(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSyncSafe(d)) (e.isDirectory() ? walk : (p) => out.push(p))(path.join(d, e.name));
  };
  walk(dir);
  return out;
}

function readAll(dir) {
  return require_list(dir)
    .filter((f) => f.endsWith('.html') || f.endsWith('.json'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

import { readdirSync } from 'node:fs';
function readdirSyncSafe(d) {
  try {
    return readdirSync(d, { withFileTypes: true });
  } catch {
    return [];
  }
}
