// Runs in a process of its own: it stops code looping on its own thread, which Node cannot do safely once another
// file has turned async hooks on in the process (Playwright does).
import { chmodSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import matter from 'gray-matter';
import type { TimeLimits } from '../../src/limits/time-limit.js';
import { parseFrontmatter, splitFrontmatter } from '../../src/content/frontmatter.js';
import { SitegenError } from '../../src/errors.js';
import { buildMistakes, copyBuiltSite } from '../helpers/failure.js';
import {
  buildQuietly,
  copyFixture,
  lineContaining,
  listFiles,
  removeDir,
  repoRoot,
  runCli,
  writeSiteFile,
} from '../helpers/site.js';

const made: string[] = [];

/** What a previous build left in dist/: its files, one page's text and that page's modification time. */
function snapshot(root: string) {
  const page = path.join(root, 'dist', 'docs', 'intro', 'index.html');
  return { files: listFiles(path.join(root, 'dist')), page: readFileSync(page, 'utf8'), mtime: statSync(page).mtimeMs };
}

/** The minimal site built once, removed after the last suite: each test breaks a copy of it. */
const built = copyFixture('minimal');
let building: Promise<unknown> | undefined;

/** A copy of the minimal site, built once successfully, with what that build wrote. */
async function builtSite() {
  await (building ??= buildQuietly(built));
  const root = copyBuiltSite(built, 'minimal-built');
  made.push(root);
  return { root, before: snapshot(root) };
}

function editFile(root: string, file: string, edit: (text: string) => string): string {
  const text = edit(readFileSync(path.join(root, file), 'utf8'));
  writeSiteFile(root, file, text);
  return text;
}

/** The previous build's output is as it was, and no half-written output is left behind. */
function assertUntouched(site: { root: string; before: ReturnType<typeof snapshot> }) {
  assert.equal(snapshot(site.root), site.before, 'the previous dist/ is untouched');
  assert.not.ok(
    readdirSync(site.root).some((name) => name.includes('sitegen-tmp')),
    'no half-written output is left behind',
  );
}

/**
 * Builds with the real CLI and checks the failure a user sees: exit 1, `error: <where>: <what>` with a hint below it,
 * no stack trace, and the previous dist/ exactly as it was.
 */
function expectFailure(
  site: { root: string; before: ReturnType<typeof snapshot> },
  where: string,
  what: string | RegExp,
) {
  const { status, output } = runCli(['build'], site.root);
  assert.is(status, 1, output);
  const lines = output.split('\n');
  const index = lines.findIndex((line) => line.startsWith('error: '));
  assert.ok(index >= 0, `no error line in:\n${output}`);
  assert.is(lines[index].slice(0, `error: ${where}: `.length), `error: ${where}: `, 'file and line');
  assert.match(lines[index], what);
  assert.match(lines[index + 1], /^ {2}hint: \S/, 'a hint follows the error');
  assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
  assertUntouched(site);
  return output;
}

/**
 * Builds in this process and checks the mistake the CLI would print (the CLI's printing of a mistake is tested
 * above): `<where>: <what>` first, with a hint, and the previous dist/ exactly as it was.
 */
async function expectMistake(
  site: { root: string; before: ReturnType<typeof snapshot> },
  where: string,
  what: string | RegExp,
  limits: Partial<TimeLimits> = {},
) {
  const [mistake] = await buildMistakes(site.root, { limits });
  assert.is(mistake.where, where, 'file and line');
  assert.match(mistake.message, what);
  assert.match(mistake.hint ?? '', /^\S/, 'a hint comes with the error');
  assertUntouched(site);
  return mistake;
}

const failures = suite('sitegen build: failures');

failures('malformed front matter names the file and the line of the YAML mistake', async () => {
  const site = await builtSite();
  const text = ['---', 'title: Guide', 'tags:', '  - one', ' - two', '---', '', 'Body.', ''].join('\n');
  writeSiteFile(site.root, 'content/docs/guide.md', text);
  expectFailure(
    site,
    `content/docs/guide.md:${lineContaining(text, ' - two')}`,
    'malformed front matter: bad indentation',
  );
});

failures(
  'a temporary folder that cannot take the scratch files fails the build with a hint, dist/ untouched',
  async () => {
    const site = await builtSite();
    const missing = path.join(site.root, 'no-such-folder');
    const { status, output } = runCli(['build'], site.root, { TMPDIR: missing, TMP: missing, TEMP: missing });
    assert.is(status, 1, output);
    assert.match(output, `error: cannot create a scratch file in ${missing} (ENOENT)`);
    assert.match(output, /^ {2}hint: set TMPDIR to a writable folder with free space$/m);
    assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
    assert.equal(snapshot(site.root), site.before, 'the previous dist/ is untouched');
  },
);

failures('run from another folder with --root, errors name files as seen from that folder', async () => {
  const site = await builtSite();
  writeSiteFile(site.root, 'content/docs/guide.md', '---\ntitle: [unclosed\n---\n');
  editFile(site.root, 'site.config.ts', (text) => text.replace('postsPerPage: 5', 'postPerPage: 5'));
  const { status, output } = runCli(['build', '--root', site.root], repoRoot);
  assert.is(status, 1);
  assert.match(output, `error: ${path.relative(repoRoot, path.join(site.root, 'site.config.ts'))}:`);
  editFile(site.root, 'site.config.ts', (text) => text.replace('postPerPage: 5', 'postsPerPage: 5'));
  assert.match(
    runCli(['build', '--root', site.root], repoRoot).output,
    `error: ${path.relative(repoRoot, path.join(site.root, 'content/docs/guide.md'))}:`,
  );
});

failures(
  'a config importing the package by an old name is named as seen from the folder run in, with the right import',
  async () => {
    const site = await builtSite();
    editFile(site.root, 'site.config.ts', (text) => text.replace(/from 'sitegen-cli'/, "from 'sitegen'"));
    const { status, output } = runCli(['build', '--root', site.root], repoRoot);
    assert.is(status, 1, output);
    assert.match(
      output,
      `error: ${path.relative(repoRoot, path.join(site.root, 'site.config.ts'))}:1: Could not resolve "sitegen"`,
    );
    assert.match(output, "hint: sitegen's package is sitegen-cli");
    editFile(site.root, 'site.config.ts', (text) => text.replace("from 'sitegen'", "from 'sitegen-cli'"));
    assert.equal(snapshot(site.root), site.before, 'the previous dist/ is untouched');
  },
);

failures('an unknown sidebar id names the config line and suggests the closest id', async () => {
  const site = await builtSite();
  const config = editFile(site.root, 'site.config.ts', (text) => text.replace("'guide'", "'giude'"));
  const mistake = await expectMistake(
    site,
    `site.config.ts:${lineContaining(config, 'giude')}`,
    'the docs sidebar names "giude", but no doc has that id',
  );
  assert.is(mistake.hint, 'did you mean "guide"?');
});

failures('two docs with the same slug name both files', async () => {
  const site = await builtSite();
  const doc = (title: string) => ['---', `title: ${title}`, 'slug: /shared', '---', '', 'Text.', ''].join('\n');
  writeSiteFile(site.root, 'content/docs/first.md', doc('First'));
  writeSiteFile(site.root, 'content/docs/second.md', doc('Second'));
  await expectMistake(
    site,
    'content/docs/second.md:3',
    'two sources claim the route /docs/shared: content/docs/first.md and content/docs/second.md',
  );
});

failures('an unreadable doc names the file and why it cannot be read', async () => {
  const site = await builtSite();
  const file = path.join(site.root, 'content', 'docs', 'locked.md');
  // Root reads any file whatever its mode, so there the doc is a symbolic link to nothing instead.
  if (process.getuid?.() === 0) {
    symlinkSync('missing-target.md', file);
  } else {
    writeSiteFile(site.root, 'content/docs/locked.md', '# Locked\n');
    chmodSync(file, 0o000);
  }
  const mistake = await expectMistake(site, 'content/docs/locked.md', /^cannot read the file: .*\((ENOENT|EACCES)\)$/);
  assert.is(mistake.hint, 'check that the file exists and is readable');
});

failures('a bad config key names the config line and the near valid key', async () => {
  const site = await builtSite();
  const config = editFile(site.root, 'site.config.ts', (text) => text.replace('postsPerPage: 5', 'postPerPage: 5'));
  const mistake = await expectMistake(
    site,
    `site.config.ts:${lineContaining(config, 'postPerPage')}`,
    'config key `blog.postPerPage` is not a known key; valid keys here: path, routeBasePath, title, description, postsPerPage, feed',
  );
  assert.is(mistake.hint, 'did you mean `postsPerPage`?');
});

failures('a link to a missing .md file fails with its line when the config says throw', async () => {
  const site = await builtSite();
  editFile(site.root, 'site.config.ts', (text) =>
    text.replace(
      'blog: { postsPerPage: 5 },',
      "blog: { postsPerPage: 5 },\n  links: { onBrokenMarkdownLinks: 'throw' },",
    ),
  );
  const text = ['---', 'title: Guide', '---', '', '## Using it', '', 'See [the old page](./gone.md#top).', ''].join(
    '\n',
  );
  writeSiteFile(site.root, 'content/docs/guide.md', text);
  await expectMistake(
    site,
    `content/docs/guide.md:${lineContaining(text, 'gone.md')}`,
    'Markdown link to ./gone.md#top, but no such file exists',
  );
});

failures('--debug adds the stack trace', async () => {
  const site = await builtSite();
  editFile(site.root, 'site.config.ts', (text) => text.replace('postsPerPage: 5', 'postPerPage: 5'));
  const { status, output } = runCli(['build', '--debug'], site.root);
  assert.is(status, 1);
  assert.match(output, 'config key `blog.postPerPage` is not a known key');
  assert.match(output, /^\s+at .+:\d+:\d+\)?$/m);
});

failures.after(() => made.forEach(removeDir));
failures.run();

const doc = (frontmatter: string, body = 'Text.\n') => `---\n${frontmatter}\n---\n\n${body}`;
const pixel = readFileSync(path.join(repoRoot, 'test/fixtures/routes/content/static/img/pixel.png'));
const nestedList = doc(
  'title: Deep',
  Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n') + '\n',
);
const deepQuote = doc('title: Deep', 'A paragraph.\n\n' + '>'.repeat(3000) + ' deep\n');
const deepEmphasis = doc('title: Deep', 'A paragraph.\n\n' + '*'.repeat(6000) + 'x' + '*'.repeat(6000) + '\n');
const longLine = doc('title: Long', 'A paragraph.\n\n' + 'word '.repeat(2_000_000) + '\n');
const notUtf8 = Buffer.concat([
  Buffer.from('---\ntitle: Latin-1\n---\n\nCaf'),
  Buffer.from([0xe9]),
  Buffer.from(' au lait.\n'),
]);
const config = (change: (text: string) => string) => (root: string) => void editFile(root, 'site.config.ts', change);
const source = (file: string, text: string | Buffer) => (root: string) => writeSiteFile(root, file, text as string);
const configLine = (snippet: string) => (root: string) =>
  `site.config.ts:${lineContaining(readFileSync(path.join(root, 'site.config.ts'), 'utf8'), snippet)}`;

/** A marked extension in the config that throws on `==`. */
const withExtension = config((text) =>
  text.replace(
    'blog: { postsPerPage: 5 },',
    "blog: { postsPerPage: 5 },\n  markdown: {\n    extensions: [{ extensions: [{ name: 'mark', level: 'inline', start: (src: string) => src.indexOf('=='), tokenizer(src: string) {\n      if (src.startsWith('==')) throw new Error('no marks here');\n      return undefined;\n    } }] }],\n  },",
  ),
);
/** A plugin named "outside" with `hooks` (object members) in the config. */
const withPlugin = (hooks: string) =>
  config((text) =>
    text.replace(
      'blog: { postsPerPage: 5 },',
      `blog: { postsPerPage: 5 },\n  plugins: [{ name: 'outside', ${hooks} }],`,
    ),
  );
/** The docs at the site's root, where a doc's slug is a path of the whole output. */
const docsAtRoot = config((text) => text.replace('docs: {', "docs: {\n    routeBasePath: '/',"));
const stepLimit = { stepMs: 1000 };
const renderLimit = { renderMs: 1000 };
const sidebarsLooping = (root: string) => {
  writeSiteFile(root, 'sidebars.js', "while (true) {}\nmodule.exports = { docs: ['intro', 'guide'] };\n");
  editFile(root, 'site.config.ts', (text) => text.replace("sidebar: ['intro', 'guide'],", ''));
};
/** An MDX page that imports `name` from a file of its own and shows it. */
const mdxImporting = (name: string, code: string) => (root: string) => {
  writeSiteFile(root, `content/docs/${name}.tsx`, code);
  writeSiteFile(
    root,
    'content/docs/uses.mdx',
    doc('title: Uses', `import { ${name} } from './${name}';\n\n<${name} />\n`),
  );
};
const withConfigKey = (key: string) => config((text) => text.replace('  blog: {', `  ${key},\n  blog: {`));
const withHangingPlugin = (hook: string) => withConfigKey(`plugins: [{ name: 'hang', ${hook} }]`);
const withMarkdownExtension = (extension: string) => (root: string) => {
  withConfigKey(`markdown: { extensions: [{ ${extension} }] }`)(root);
  writeSiteFile(root, 'content/docs/spin.md', doc('title: Spin', 'SPIN\n'));
};

interface BadInput {
  name: string;
  /** Makes the mistake in the site folder. */
  make(root: string): void;
  /** `file` or `file:line` as the error names it. */
  where: string | ((root: string) => string);
  what: string | RegExp;
  /** Time limits, as `--step-limit` and `--render-limit` set them. */
  limits?: Partial<TimeLimits>;
  /**
   * Built by the CLI: the site's code threw, and the CLI finds its line through the source map esbuild wrote, which
   * a process with source maps turned on (as tsx runs these tests) has already applied to the stack.
   */
  cli?: true;
}

const badInputs: BadInput[] = [
  {
    name: 'front matter opened and never closed',
    make: source('content/docs/open.md', '---\ntitle: Open\n\nThe body.\n'),
    where: 'content/docs/open.md:1',
    what: 'front matter is not closed',
  },
  {
    name: 'front matter that is a list',
    make: source('content/docs/list.md', '---\n- a\n- b\n---\nBody\n'),
    where: 'content/docs/list.md:2',
    what: 'front matter must be an object, got an array',
  },
  {
    name: 'front matter that is a lone value',
    make: source('content/docs/lone.md', '---\njust text\n---\nBody\n'),
    where: 'content/docs/lone.md:2',
    what: 'front matter must be an object',
  },
  {
    name: 'a date that is not a date',
    make: source('content/blog/2024-06-01-when.md', doc('title: When\ndate: next week')),
    where: 'content/blog/2024-06-01-when.md:3',
    what: 'front matter `date` must be a date',
  },
  {
    name: 'a title that is a number',
    make: source('content/docs/number.md', doc('title: 42')),
    where: 'content/docs/number.md:2',
    what: 'front matter `title` must be a string, got number 42',
  },
  {
    name: 'tags that are not a list',
    make: source('content/blog/2024-06-01-tags.md', doc('title: Tags\ntags: 5')),
    where: 'content/blog/2024-06-01-tags.md:3',
    what: 'front matter `tags` must be an array',
  },
  {
    name: 'a post whose file name has no real date',
    make: source('content/blog/2024-13-45-later.md', doc('title: Later')),
    where: 'content/blog/2024-13-45-later.md',
    what: 'the date in the file name is not a date of the calendar',
  },
  {
    name: 'an authors file that is a list',
    make: source('content/blog/authors.yml', '- ada\n- grace\n'),
    where: 'content/blog/authors.yml:1',
    what: 'the authors file must map author keys to authors',
  },
  {
    name: 'a file saved as UTF-16',
    make: source('content/docs/wide.md', Buffer.from('\ufeff---\ntitle: Wide\n---\n\nText.\n', 'utf16le')),
    where: 'content/docs/wide.md:1',
    what: 'the file is UTF-16 text, not UTF-8',
  },
  {
    name: 'an empty file',
    make: source('content/docs/empty.md', ''),
    where: 'content/docs/empty.md:1',
    what: 'the file is empty',
  },
  {
    name: 'a PNG named .md',
    make: source('content/docs/image.md', pixel),
    where: `content/docs/image.md:${pixel.subarray(0, pixel.indexOf(0)).toString('latin1').split('\n').length}`,
    what: 'the file is binary',
  },
  {
    name: 'a file that is not UTF-8',
    make: source('content/docs/latin1.md', notUtf8),
    where: 'content/docs/latin1.md:5',
    what: 'the file is not UTF-8 text',
  },
  {
    name: 'a list nested 2,000 levels deep',
    make: source('content/docs/deep.md', nestedList),
    where: `content/docs/deep.md:${lineContaining(nestedList, `${' '.repeat(200)}- `)}`,
    what: 'a list is nested too deeply',
  },
  {
    name: 'quotes nested 3,000 deep',
    make: source('content/docs/deep.md', deepQuote),
    where: `content/docs/deep.md:${lineContaining(deepQuote, '>>>')}`,
    what: 'the Markdown is nested too deeply',
  },
  {
    name: 'emphasis nested 6,000 deep',
    make: source('content/docs/deep.md', deepEmphasis),
    where: `content/docs/deep.md:${lineContaining(deepEmphasis, '***')}`,
    what: 'the Markdown is nested too deeply',
  },
  {
    name: 'a line of 10 MB',
    make: source('content/docs/long.md', longLine),
    where: `content/docs/long.md:${lineContaining(longLine, 'word word')}`,
    what: 'or has too long a line',
  },
  {
    name: 'a config without its title',
    make: config((text) => text.replace("title: 'Minimal Site',", "navbar: { title: 'Nav' },")),
    where: configLine('export default'),
    what: 'config key `title` is required',
  },
  {
    name: 'a config awaiting a promise that never settles',
    make: config((text) => `await new Promise(() => {});\n${text}`),
    where: 'site.config.ts',
    what: 'loading the configuration did not finish in 1 s',
    limits: stepLimit,
  },
  {
    name: 'a config that loops forever',
    make: config((text) => `while (true) {}\n${text}`),
    where: 'site.config.ts',
    what: 'loading the configuration did not finish in 1 s',
    limits: stepLimit,
  },
  {
    name: 'a sidebars.js that loops forever',
    make: sidebarsLooping,
    where: 'sidebars.js',
    what: 'loading the sidebars.js did not finish in 1 s',
    limits: stepLimit,
  },
  {
    name: 'a template that loops forever',
    make: source('templates/Footer.tsx', 'export function Footer() {\n  while (true) {}\n}\n'),
    where: 'templates',
    what: /rendering \/\S* did not finish in 1 s/,
    limits: renderLimit,
  },
  {
    name: 'a React page that loops forever',
    make: source('content/pages/spin.tsx', 'export default function Spin() {\n  while (true) {}\n}\n'),
    where: 'content/pages/spin.tsx',
    what: 'rendering /spin did not finish in 1 s',
    limits: renderLimit,
  },
  {
    name: 'an MDX expression that loops forever',
    make: source(
      'content/docs/spin.mdx',
      doc('title: Spin', 'export const spins = true;\n\n{(() => { while (true) {} })()}\n'),
    ),
    where: 'content/docs/spin.mdx',
    what: 'rendering /docs/spin did not finish in 1 s',
    limits: renderLimit,
  },
  {
    name: 'a component an MDX page imports that loops forever',
    make: mdxImporting('Spin', 'export function Spin() {\n  while (true) {}\n}\n'),
    where: 'content/docs/uses.mdx',
    what: 'rendering /docs/uses did not finish in 1 s',
    limits: renderLimit,
  },
  {
    name: 'a component that renders itself',
    make: mdxImporting('Me', 'export function Me() {\n  return <div><Me /></div>;\n}\n'),
    where: 'content/docs/uses.mdx',
    what: 'rendering /docs/uses did not finish in 1 s',
    limits: renderLimit,
  },
  {
    name: 'a marked extension that loops forever',
    make: withMarkdownExtension(
      "walkTokens(token) { if (token.type === 'text' && token.text === 'SPIN') while (true) {} }",
    ),
    where: 'content/docs/spin.md',
    what: 'rendering /docs/spin did not finish in 1 s',
    limits: renderLimit,
  },
  {
    name: 'a marked extension whose tokenizer consumes nothing',
    make: withMarkdownExtension(
      "extensions: [{ name: 'stuck', level: 'inline', start: (src: string) => src.indexOf('SPIN'), tokenizer: (src: string) => (src.startsWith('SPIN') ? { type: 'stuck', raw: '' } : undefined), renderer: () => '' }]",
    ),
    where: 'site.config.ts',
    what: "a marked extension's tokenizer returned a token that consumed nothing, while rendering content/docs/spin.md",
  },
  ...(['headTags', 'routes', 'page', 'postBuild'] as const).map((hook) => ({
    name: `a plugin whose ${hook} hook never settles`,
    make: withHangingPlugin(`${hook}: () => new Promise(() => {})`),
    where: 'site.config.ts',
    what: `the ${hook} hook of plugin "hang" did not finish in 1 s`,
    limits: stepLimit,
  })),
  {
    name: 'a plugin whose routes hook loops forever',
    make: withHangingPlugin('routes() { while (true) {} }'),
    where: 'site.config.ts',
    what: 'the routes hook of plugin "hang" did not finish in 1 s',
    limits: stepLimit,
  },
  {
    name: 'a config that throws',
    make: config((text) => `throw new Error('no network');\n${text}`),
    where: configLine("throw new Error('no network')"),
    what: 'the configuration threw while loading: no network',
  },
  {
    name: 'a config with a syntax error',
    make: config((text) => text.replace('docs: {', 'docs: {{')),
    where: configLine('docs: {{'),
    what: 'Expected identifier',
  },
  {
    name: 'a config exporting nothing',
    make: config((text) => text.replace('export default defineConfig(', 'const unused = (')),
    where: 'site.config.ts',
    what: 'the configuration has no default export',
  },
  {
    name: 'a config exporting a string',
    make: config((text) => text.replace(/export default defineConfig\([\s\S]*$/, "export default 'site';\n")),
    where: configLine('export default'),
    what: "the configuration's default export must be an object",
  },
  {
    name: 'an unknown config key',
    make: config((text) => text.replace("title: 'Minimal Site',", "title: 'Minimal Site',\n  colour: 'red',")),
    where: configLine('colour'),
    what: 'config key `colour` is not a known key',
  },
  {
    name: 'a title that is a number in the config',
    make: config((text) => text.replace("title: 'Minimal Site',", 'title: 42,')),
    where: configLine('title: 42'),
    what: 'config key `title` must be a string',
  },
  {
    name: 'a config whose getter throws as sitegen reads it',
    make: config((text) =>
      text.replace(
        "title: 'Minimal Site',",
        "title: 'Minimal Site',\n  get tagline(): string {\n    throw new Error('no tagline today');\n  },",
      ),
    ),
    where: configLine("throw new Error('no tagline"),
    what: 'the configuration threw while loading: no tagline today',
  },
  {
    name: 'a config that is a Proxy throwing on a key',
    make: config((text) =>
      text
        .replace('export default defineConfig({', 'export default defineConfig(new Proxy({')
        .replace(
          /\}\);\s*$/,
          "}, {\n  get(target: Record<string, unknown>, key: string) {\n    if (key === 'blog') throw new Error('blog is off limits');\n    return target[key];\n  },\n}) as any);\n",
        ),
    ),
    where: configLine("throw new Error('blog is off"),
    what: 'the configuration threw while loading: blog is off limits',
  },
  {
    name: 'a marked extension that throws',
    make: (root) => (
      withExtension(root),
      source('content/docs/marked.md', doc('title: Marked', 'A ==marked== word.\n'))(root)
    ),
    where: configLine("throw new Error('no marks"),
    what: 'a marked extension threw while rendering content/docs/marked.md: no marks here',
  },
  {
    name: 'a plugin file at ../../x',
    make: withPlugin("routes: () => [{ path: '../../x', contents: 'outside' }]"),
    where: 'site.config.ts',
    what: 'plugin "outside" makes the output path "../../x", which has an empty, `.` or `..` segment',
  },
  {
    name: "a plugin's index.html, which the home page makes",
    make: withPlugin("routes: () => [{ path: '/index.html', contents: '<p>mine</p>' }]"),
    where: 'site.config.ts',
    what: 'two sources both make index.html: the page / (site.config.ts) and plugin "outside"',
  },
  {
    name: 'a React page whose import throws',
    make: (root) => (
      source(
        'content/pages/about.tsx',
        "import './_broken';\nexport default function About() {\n  return <p>About</p>;\n}\n",
      )(root),
      source('content/pages/_broken.ts', "export const x = 1;\nthrow new Error('cannot load');\n")(root)
    ),
    where: 'content/pages/_broken.ts:2',
    what: 'a template or page threw while loading: cannot load',
    cli: true,
  },
  {
    name: 'a template that throws, named with its line',
    make: source(
      'templates/Footer.tsx',
      'export function Footer() {\n  const missing: { text: string } | null = null;\n  return <footer>{missing!.text}</footer>;\n}\n',
    ),
    where: 'templates/Footer.tsx:3',
    what: 'a template threw while rendering /: Cannot read properties of null',
    cli: true,
  },
  ...['/sitemap.xml', '/robots.txt'].map((slug) => ({
    name: `a doc with slug ${slug} at the root`,
    make: (root: string) => (
      docsAtRoot(root),
      source('content/docs/clash.md', doc(`title: Clash\nslug: ${slug}`))(root)
    ),
    where: 'content/docs/clash.md:3',
    what: `two sources make ${slug.slice(1)}/index.html and ${slug.slice(1)}, a file where the other needs a folder: the page ${slug} (content/docs/clash.md) and plugin "sitemap"`,
  })),
  {
    name: 'a doc with slug /.sitegen at the root',
    make: (root) => (docsAtRoot(root), source('content/docs/clash.md', doc('title: Clash\nslug: /.sitegen'))(root)),
    where: 'content/docs/clash.md:3',
    what: "sitegen's mark of a folder it built and the page /.sitegen (content/docs/clash.md)",
  },
  {
    name: "a static file at a doc's docs/intro/index.html",
    make: source('content/static/docs/intro/index.html', '<p>static</p>\n'),
    where: 'content/static/docs/intro/index.html',
    what: 'two sources both make docs/intro/index.html: the page /docs/intro (content/docs/intro.md) and content/static/docs/intro/index.html',
  },
  {
    name: 'a static sitemap.xml',
    make: source('content/static/sitemap.xml', '<urlset/>\n'),
    where: 'content/static/sitemap.xml',
    what: 'two sources both make sitemap.xml: plugin "sitemap" and content/static/sitemap.xml',
  },
  {
    name: 'a static index.json',
    make: source('content/static/index.json', '{}\n'),
    where: 'content/static/index.json',
    what: 'two sources both make index.json: the page / (site.config.ts) and content/static/index.json',
  },
  {
    name: 'a doc whose file name holds a line break',
    make: source('content/docs/line\nbreak.md', doc('title: Hidden')),
    where: 'content/docs',
    what: 'the name "line\\nbreak.md" holds a line break',
  },
  {
    name: "a templates/ folder that is no theme, taken as the site's theme",
    make: source('templates/index.tsx', 'export default {};\n'),
    where: 'templates/index.tsx',
    what: 'the templates do not export a theme',
  },
];

const badInput = suite('sitegen build: bad input');
for (const input of badInputs) {
  badInput(
    `${input.name}: a one-line error with file, line and hint, exit 1, no stack trace, dist/ untouched`,
    async () => {
      const site = await builtSite();
      input.make(site.root);
      const where = typeof input.where === 'string' ? input.where : input.where(site.root);
      if (input.cli) expectFailure(site, where, input.what);
      else await expectMistake(site, where, input.what, input.limits);
    },
  );
}

badInput(
  'a link with a stray % is taken as written: found when the file is there, a broken link with its line when not',
  async () => {
    const site = await builtSite();
    const text = doc('title: Percent', 'See [the chart](./chart%zz.png).\n\nAnd ![the table](./table%zz.png).\n');
    writeSiteFile(site.root, 'content/docs/percent.md', text);
    writeSiteFile(site.root, 'content/docs/chart%zz.png', 'not really a PNG');
    const { status, output } = runCli(['build'], site.root);
    assert.is(status, 1, output);
    assert.match(output, /^error: 1 broken links?:$/m);
    assert.match(output, `content/docs/percent.md:${lineContaining(text, 'table%zz')}: ./table%zz.png`);
    assert.match(output, /^ {2}hint: \S/m);
    assert.not.match(output, /^\s+at /m, 'no stack trace');
    assert.equal(snapshot(site.root), site.before);
  },
);

badInput.after(() => [...made, built].forEach(removeDir));
badInput.run();

const frontmatterLines = suite('parseFrontmatter: the line of a YAML mistake');

for (const [mistake, lines, culprit] of [
  ['an unquoted colon in a value', ['---', 'title: Setup: the guide', '---', 'Body'], 'Setup: the guide'],
  ['a list item indented wrongly', ['---', 'title: Setup', 'tags:', '  - a', ' - b', '---', 'Body'], ' - b'],
  ['a key given twice', ['---', 'title: One', 'description: x', 'title: Two', '---', 'Body'], 'title: Two'],
]) {
  frontmatterLines(`points at ${mistake}`, () => {
    const text = (lines as string[]).join('\n');
    try {
      parseFrontmatter(text, 'doc', 'content/docs/setup.md');
      assert.unreachable('the front matter parsed');
    } catch (error) {
      assert.instance(error, SitegenError);
      assert.is((error as SitegenError).file, 'content/docs/setup.md');
      assert.is((error as SitegenError).line, lineContaining(text, culprit as string));
    }
  });
}

frontmatterLines('tells on which line of the file the body starts', () => {
  const text = '---\ntitle: A\ntags: [x]\n---\nFirst body line\n';
  const parsed = parseFrontmatter(text, 'doc', 'content/docs/a.md');
  const lineInBody = parsed.body.split('\n').indexOf('First body line');
  assert.is(parsed.bodyLine + lineInBody, lineContaining(text, 'First body line'));
});

frontmatterLines.run();

const frontmatterFiles = suite('splitFrontmatter: front matter as Docusaurus reads it');

frontmatterFiles(
  'splits YAML from the body, with dates as dates, whatever the line endings and a byte order mark',
  () => {
    for (const text of [
      '---\ntitle: A\ndate: 2021-03-04\n---\nBody\n',
      '---\r\ntitle: A\r\ndate: 2021-03-04\r\n---\r\nBody\n',
      '\ufeff---\ntitle: A\ndate: 2021-03-04\n---\nBody\n',
    ]) {
      assert.equal(
        splitFrontmatter(text),
        { data: { title: 'A', date: new Date('2021-03-04T00:00:00Z') }, content: 'Body\n' },
        JSON.stringify(text),
      );
    }
  },
);

frontmatterFiles('takes no front matter from a file without an opening `---` line, or opening with four dashes', () => {
  for (const text of ['# Title\n---\ntitle: A\n---\n', '----\ntitle: A\n---\nBody'])
    assert.equal(splitFrontmatter(text), { data: {}, content: text });
});

frontmatterFiles('reads a block of comments as empty, `---yaml` as YAML', () => {
  assert.equal(splitFrontmatter('---\n# draft notes\n---\nBody'), { data: {}, content: 'Body' });
  assert.equal(splitFrontmatter('---yaml\ntitle: A\n---\n\nBody'), { data: { title: 'A' }, content: '\nBody' });
});

frontmatterFiles('refuses an opening `---` without a closing one, which would publish an empty page, at line 1', () => {
  for (const text of [
    '---\ntitle: A\n',
    '---\ntitle: A\n\nThe body, never reached.\n',
    '---\n\n# A page opening with a rule\n',
  ]) {
    try {
      parseFrontmatter(text, 'doc', 'content/docs/a.md');
      assert.unreachable(`read ${JSON.stringify(text)}`);
    } catch (error) {
      assert.instance(error, SitegenError);
      assert.equal([(error as SitegenError).file, (error as SitegenError).line], ['content/docs/a.md', 1]);
      assert.match((error as Error).message, 'front matter is not closed');
    }
  }
});

frontmatterFiles('refuses front matter in another language, naming the file', () => {
  try {
    parseFrontmatter('---js\n{ title: "A" }\n---\nBody', 'doc', 'content/docs/a.md');
    assert.unreachable('JavaScript front matter was read');
  } catch (error) {
    assert.instance(error, SitegenError);
    assert.is((error as SitegenError).file, 'content/docs/a.md');
    assert.match((error as Error).message, 'front matter in js is not supported, only YAML');
  }
});

frontmatterFiles(
  "keeps no copy of the pages it read in gray-matter's cache, which would hold every page for the whole build",
  () => {
    // Not in gray-matter's types: the cache is its own, by the whole text of each file.
    const grayMatter = matter as unknown as { cache: Record<string, unknown>; clearCache(): void };
    const text = '---\ntitle: Cached?\n---\nBody\n';
    assert.equal(splitFrontmatter(text), { data: { title: 'Cached?' }, content: 'Body\n' });
    assert.is(text in grayMatter.cache, false);
    // What it guards against: gray-matter called without options keeps the file.
    matter(text);
    assert.is(text in grayMatter.cache, true);
    grayMatter.clearCache();
  },
);

frontmatterFiles.run();
