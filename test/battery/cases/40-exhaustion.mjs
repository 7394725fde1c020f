// Inputs that cost time or memory out of proportion: each must end in a clear error or a build, never a hang or a crash.
const build = (id, setup, extra = {}) => ({ id, category: 'resource exhaustion', cmd: 'build', setup, ...extra });
const mdx = (ctx, body) => {
  ctx.rm('content/docs/guide.md');
  ctx.write('content/docs/guide.mdx', `---\ntitle: Guide\n---\n\n{/* MDX */}\n\n${body}\n`);
};
const laughs = () => {
  const lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 10; i++)
    lines.push(
      `a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(',')}]`,
    );
  return lines.join('\n');
};
const neverDone = { timeout: 60_000 };

export default [
  build('huge-markdown-30mb', (ctx) => ctx.doc('big.md', 'title: Big', `${'word '.repeat(200)}\n\n`.repeat(30_000))),
  build('huge-single-line-8mb', (ctx) => ctx.doc('line.md', 'title: Line', 'a'.repeat(8_000_000))),
  build('huge-front-matter-string', (ctx) => ctx.doc('fm.md', `title: Big\ndescription: "${'x'.repeat(5_000_000)}"`)),
  build('deep-blockquote-20000', (ctx) => ctx.doc('deep.md', 'title: Deep', `${'>'.repeat(20_000)} x\n`)),
  build('deep-list-3000', (ctx) =>
    ctx.doc('deep.md', 'title: Deep', Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i * 2)}- item`).join('\n')),
  ),
  build('deep-emphasis-50000', (ctx) =>
    ctx.doc('deep.md', 'title: Deep', `${'*'.repeat(50_000)}x${'*'.repeat(50_000)}\n`),
  ),
  build('deep-brackets-100000', (ctx) =>
    ctx.doc('deep.md', 'title: Deep', `${'['.repeat(100_000)}x${']'.repeat(100_000)}\n`),
  ),
  build('deep-html-nesting-20000', (ctx) =>
    ctx.doc('deep.md', 'title: Deep', `${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}\n`),
  ),
  build('deep-jsx-nesting-5000', (ctx) => mdx(ctx, `${'<span>'.repeat(5000)}x${'</span>'.repeat(5000)}`)),
  build('deep-front-matter-nesting', (ctx) =>
    ctx.doc('deep.md', `title: Deep\nextra: ${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  ),
  build('billion-laughs-keywords', (ctx) => ctx.doc('lol.md', `title: Lol\n${laughs()}\nkeywords: *a9`)),
  build('billion-laughs-tags', (ctx) => ctx.post('2024-06-01-lol.md', `title: Lol\n${laughs()}\ntags: *a9`)),
  build('billion-laughs-unknown-key', (ctx) => ctx.doc('lol.md', `title: Lol\n${laughs()}\ncustom_edit_url: *a9`)),
  build('billion-laughs-authors-yml', (ctx) => {
    ctx.write('content/blog/authors.yml', `${laughs()}\nevil:\n  name: x\n  socials: *a9\n`);
    ctx.post('2024-06-01-by.md', 'title: By\nauthors: [evil]');
  }),
  build('heading-regex-trailing-hashes', (ctx) => ctx.doc('re.md', 'title: Re', `# a${' #'.repeat(50_000)}x\n`)),
  build('heading-regex-custom-id', (ctx) => ctx.doc('re.md', 'title: Re', `## x ${'{#'.repeat(50_000)}\n`)),
  build('heading-regex-spaces', (ctx) => ctx.doc('re.md', 'title: Re', `## a${' '.repeat(200_000)}b\n`)),
  build('heading-10000-same-text', (ctx) => ctx.doc('re.md', 'title: Re', '## Same\n\n'.repeat(10_000))),
  build('link-ref-definitions-blowup', (ctx) => ctx.doc('re.md', 'title: Re', `${'[a]: <'.repeat(30_000)}\n`)),
  build('autolink-blowup', (ctx) =>
    ctx.doc('re.md', 'title: Re', `www.${'a.'.repeat(100_000)}\n\nhttp://${'a'.repeat(100_000)}_\n`),
  ),
  build('footnotes-5000', (ctx) =>
    ctx.doc(
      'fn.md',
      'title: Fn',
      `${Array.from({ length: 5000 }, (_, i) => `x[^${i}]`).join(' ')}\n\n${Array.from({ length: 5000 }, (_, i) => `[^${i}]: note ${i} [^${(i + 1) % 5000}]`).join('\n')}\n`,
    ),
  ),
  build('footnote-cites-itself', (ctx) => ctx.doc('fn.md', 'title: Fn', 'x[^a]\n\n[^a]: see [^a] and [^a]\n')),
  build('giant-table-3000x40', (ctx) =>
    ctx.doc('t.md', 'title: T', `${'|h'.repeat(40)}|\n${'|-'.repeat(40)}|\n${`${'|c'.repeat(40)}|\n`.repeat(3000)}`),
  ),
  build('code-highlight-range-huge', (ctx) => ctx.doc('code.md', 'title: Code', '```js {1-999999999}\nx\n```\n')),
  build('code-line-numbers-huge', (ctx) =>
    ctx.doc('code.md', 'title: Code', '```js showLineNumbers=99999999999999999999\nx\n```\n'),
  ),
  build('code-shiki-long-line', (ctx) =>
    ctx.doc('code.md', 'title: Code', `\`\`\`js\n${'/'.repeat(3)}${'(a'.repeat(100_000)}\n\`\`\`\n`),
  ),
  build('code-many-blocks-2000', (ctx) =>
    ctx.doc('code.md', 'title: Code', '```ts\nconst x: number = 1;\n```\n\n'.repeat(2000)),
  ),
  build('tags-500-on-a-post', (ctx) =>
    ctx.post('2024-06-01-tags.md', `title: Tags\ntags: [${Array.from({ length: 500 }, (_, i) => `t${i}`).join(', ')}]`),
  ),
  build('sidebar-nesting-3000', (ctx) => {
    let item = "'intro'";
    for (let i = 0; i < 3000; i++) item = `{ type: 'category', label: 'c${i}', items: [${item}] }`;
    ctx.write(
      'site.config.ts',
      `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'M', url: 'https://m.example.com', docs: { sidebar: [${item}, 'guide'] } });\n`,
    );
  }),
  build('docs-folders-80-deep', (ctx) =>
    ctx.write(
      `content/docs/${Array.from({ length: 80 }, (_, i) => `d${i}`).join('/')}/deep.md`,
      '---\ntitle: Deep\n---\n\nDeep.\n',
    ),
  ),
  build(
    'mdx-recursive-via-import',
    (ctx) => {
      ctx.write('components/A.tsx', "import B from './B';\nexport default function A() { return <B />; }\n");
      ctx.write('components/B.tsx', "import A from './A';\nexport default function B() { return <A />; }\n");
      mdx(ctx, "import A from '@site/components/A';\n\n<A />");
    },
    neverDone,
  ),
  build(
    'template-renders-itself',
    (ctx) =>
      ctx.write(
        'templates/Footer.tsx',
        'export function Footer(props) { return <footer><Footer {...props} /></footer>; }\n',
      ),
    neverDone,
  ),
  build('mdx-expression-promise', (ctx) => mdx(ctx, '{new Promise(() => {})}'), neverDone),
  build(
    'mdx-async-component-never-settles',
    (ctx) => mdx(ctx, 'export async function Wait() { await new Promise(() => {}); return null; }\n\n<Wait />'),
    neverDone,
  ),
  build(
    'react-page-async-never-settles',
    (ctx) =>
      ctx.write(
        'content/pages/wait.tsx',
        'export default async function Wait() { await new Promise(() => {}); return <p>x</p>; }\n',
      ),
    neverDone,
  ),
  build(
    'react-page-loops',
    (ctx) => ctx.write('content/pages/spin.tsx', 'export default function Spin() { for (;;) {} }\n'),
    neverDone,
  ),
  build(
    'mdx-memory-bomb',
    (ctx) => mdx(ctx, '{(() => { const a = []; for (;;) a.push(new Array(1e6).fill(1)); })()}'),
    neverDone,
  ),
  build('mdx-string-bomb', (ctx) => mdx(ctx, "{(() => { let s = 'x'; for (;;) s += s; })()}"), neverDone),
  build(
    'sidebars-never-settles',
    (ctx) => {
      ctx.write(
        'site.config.ts',
        `import { defineConfig } from 'sitegen-cli';\nexport default defineConfig({ title: 'Minimal Site', url: 'https://minimal.example.com' });\n`,
      );
      ctx.write('sidebars.js', 'export default await new Promise(() => {});\n');
    },
    neverDone,
  ),
  build('config-never-settles', (ctx) => ctx.config('', { prelude: 'await new Promise(() => {});' }), neverDone),
  build('config-long-timeout-timer', (ctx) => ctx.config('', { prelude: 'setTimeout(() => {}, 2 ** 31 - 1);' }), {
    timeout: 30_000,
  }),
  build(
    'plugin-page-hook-loops',
    (ctx) => ctx.config("plugins: [{ name: 'spin', page() { for (;;) {} } }],"),
    neverDone,
  ),
  build(
    'plugin-head-tags-loops',
    (ctx) => ctx.config("plugins: [{ name: 'spin', headTags() { for (;;) {} } }],"),
    neverDone,
  ),
  build(
    'plugin-post-build-loops',
    (ctx) => ctx.config("plugins: [{ name: 'spin', postBuild() { for (;;) {} } }],"),
    neverDone,
  ),
  build('plugin-writes-10000-files', (ctx) =>
    ctx.config(
      "plugins: [{ name: 'many', async postBuild({ write }) { for (let i = 0; i < 10000; i++) await write({ path: `f/${i}.txt`, contents: 'x' }); } }],",
    ),
  ),
  build('plugin-routes-huge-html', (ctx) =>
    ctx.config(
      "plugins: [{ name: 'big', routes: () => [{ path: '/big', title: 'Big', html: '<p>x</p>'.repeat(2_000_000) }] }],",
    ),
  ),
  build(
    'marked-extension-tokenizer-never-advances',
    (ctx) =>
      ctx.config(
        "markdown: { extensions: [{ extensions: [{ name: 'stuck', level: 'inline', start: () => 0, tokenizer: () => ({ type: 'stuck', raw: '', text: '' }), renderer: () => '' }] }] },",
      ),
    neverDone,
  ),
  build('process-exit-in-config', (ctx) => ctx.config('', { prelude: 'process.exit(0);' }), {
    noOutputExpected: true,
    check: (ctx, run) =>
      /^Built /m.test(run.output)
        ? null
        : { outcome: 'hang', reason: 'exit 0 without building: process.exit in the config ended the build silently' },
    trusted: true,
  }),
];
