// Reaching the environment's secrets: through code sitegen runs (documented as trusted) and through data (which must not run).
const mdx = (ctx, body, name = 'guide') => {
  ctx.rm(`content/docs/${name}.md`);
  ctx.write(`content/docs/${name}.mdx`, `---\ntitle: Guide\n---\n\n{/* MDX */}\n\n${body}\n`);
};
const build = (id, setup, extra = {}) => ({ id, category: 'env exfiltration', cmd: 'build', setup, ...extra });
const code = { trusted: true };

export default [
  // Site code: MDX and config run with Node's access, as documented; each shows what a pull request can publish.
  build('mdx-process-env', (ctx) => mdx(ctx, '{process.env.SITEGEN_CANARY}'), code),
  build(
    'md-file-process-env',
    (ctx) => ctx.doc('guide.md', 'title: Guide', '{/* MDX */}\n\nThe value: {process.env.SITEGEN_CANARY}\n'),
    code,
  ),
  build('md-file-plain-braces-env', (ctx) =>
    ctx.doc('guide.md', 'title: Guide', 'The value: {process.env.SITEGEN_CANARY}\n'),
  ),
  build(
    'mdx-get-builtin-module',
    (ctx) => mdx(ctx, "{process.getBuiltinModule('fs').readFileSync('../outside/secret.txt', 'utf8')}"),
    code,
  ),
  build('mdx-function-constructor', (ctx) => mdx(ctx, "{new Function('return process')().env.CI_SECRET_TOKEN}"), code),
  build(
    'mdx-export-env',
    (ctx) => mdx(ctx, 'export const env = globalThis.process.env;\n\n{env.SITEGEN_CANARY}'),
    code,
  ),
  build('mdx-heading-expression', (ctx) => mdx(ctx, '## Secret {process.env.SITEGEN_CANARY}\n\nText.'), code),
  build('config-tagline-from-env', (ctx) => ctx.config('tagline: process.env.SITEGEN_CANARY,'), code),
  build(
    'config-reads-outside-file',
    (ctx) =>
      ctx.config("tagline: readFileSync('../outside/secret.txt', 'utf8'),", {
        prelude: "import { readFileSync } from 'node:fs';",
      }),
    code,
  ),
  build(
    'sidebars-label-from-env',
    (ctx) => {
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
      );
      ctx.write(
        'sidebars.js',
        `export default { docs: [{ type: 'category', label: process.env.SITEGEN_CANARY, items: ['intro', 'guide'] }] };\n`,
      );
    },
    code,
  ),

  // What sitegen says it refuses in MDX, and data that must never run.
  build('mdx-import-fs', (ctx) => mdx(ctx, "import fs from 'fs';\n\n{fs.readFileSync('/proc/self/environ', 'utf8')}")),
  build('mdx-import-node-fs', (ctx) =>
    mdx(ctx, "import { readFileSync } from 'node:fs';\n\n{readFileSync('../outside/secret.txt', 'utf8')}"),
  ),
  build('mdx-import-child-process', (ctx) =>
    mdx(ctx, "import { execSync } from 'node:child_process';\n\n{String(execSync('cat ../outside/secret.txt'))}"),
  ),
  build('mdx-require-fs', (ctx) => mdx(ctx, "{require('fs').readFileSync('../outside/secret.txt', 'utf8')}")),
  build('mdx-dynamic-import-fs', (ctx) => mdx(ctx, "export const p = import('node:fs');\n\nText.")),
  build('mdx-import-meta-env', (ctx) => mdx(ctx, '{String(import.meta.env?.SITEGEN_CANARY)}')),
  build('mdx-import-process-module', (ctx) =>
    mdx(ctx, "import process from 'node:process';\n\n{process.env.SITEGEN_CANARY}"),
  ),
  build('front-matter-env-placeholder', (ctx) =>
    ctx.doc(
      'guide.md',
      'title: "${SITEGEN_CANARY} $SITEGEN_CANARY %SITEGEN_CANARY% {process.env.SITEGEN_CANARY}"\ndescription: "${process.env.SITEGEN_CANARY}"',
    ),
  ),
  build('yaml-js-function-tag', (ctx) =>
    ctx.doc('guide.md', 'title: !!js/function "function () { return process.env.SITEGEN_CANARY }"'),
  ),
  build('yaml-js-undefined-regexp', (ctx) =>
    ctx.doc('guide.md', 'title: Guide\nkeywords: [!!js/regexp /x/, !!js/undefined ""]'),
  ),
  build('yaml-python-object', (ctx) =>
    ctx.doc('guide.md', 'title: !!python/object/apply:os.system ["echo $SITEGEN_CANARY"]'),
  ),
  build('yaml-binary-title', (ctx) => ctx.doc('guide.md', 'title: !!binary aGVsbG8=')),
  build('authors-yml-js-function', (ctx) => {
    ctx.write(
      'content/blog/authors.yml',
      'evil:\n  name: !!js/function "function () { return process.env.SITEGEN_CANARY }"\n',
    );
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [evil]');
  }),
  build('category-json-env-text', (ctx) => {
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
    );
    ctx.write('content/docs/part/one.md', '---\ntitle: One\n---\n\nOne.\n');
    ctx.write(
      'content/docs/part/_category_.json',
      JSON.stringify({ label: '${SITEGEN_CANARY}', description: '{process.env.SITEGEN_CANARY}' }),
    );
  }),
  build('code-block-env-text', (ctx) =>
    ctx.doc(
      'guide.md',
      'title: Guide',
      '```js title="${SITEGEN_CANARY}"\nconsole.log(process.env.SITEGEN_CANARY)\n```\n\n`{process.env.SITEGEN_CANARY}`\n',
    ),
  ),
  build(
    'md-link-env-reference',
    (ctx) => ctx.doc('guide.md', 'title: Guide', '[x](${SITEGEN_CANARY}) and ![y](%SITEGEN_CANARY%)\n'),
    { check: null },
  ),
];
