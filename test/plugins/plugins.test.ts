import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser, serveFolder } from '../helpers/browser.js';
import {
  buildQuietly,
  copyFixture,
  fixturesDir,
  listFiles,
  removeDir,
  repoRoot,
  runCli,
  writeSiteFile,
} from '../helpers/site.js';
import { buildMistakes } from '../helpers/failure.js';

const made: string[] = [];

/** A copy of the minimal fixture whose config adds `extra` (config keys, as TypeScript) and defines `code` before it. */
function siteWith(extra: string, code = ''): string {
  const root = copyFixture('minimal');
  made.push(root);
  writeConfig(root, extra, code);
  return root;
}

function writeConfig(root: string, extra: string, code = ''): void {
  writeSiteFile(
    root,
    'site.config.ts',
    `import { defineConfig } from 'sitegen-cli';\n${code}\nexport default defineConfig({\n  title: 'Minimal Site',\n  tagline: 'A small site',\n  url: 'https://minimal.example.com',\n${extra}\n});\n`,
  );
}

const hooks = suite('plugins: hooks');

hooks('a route and a head tag a plugin adds are in the built pages, and the route passes the link check', async () => {
  const root = siteWith(
    `  plugins: [extras()],`,
    `
const extras = () => ({
  name: 'extras',
  routes: () => [
    { path: '/changelog', title: 'Changelog', html: '<p>Version 2 is out: read the <a href="/docs/intro">introduction</a>.</p>' },
    { path: 'humans.txt', contents: 'Made by people' },
  ],
  headTags: () => [{ tagName: 'meta', attributes: { name: 'plugin-check', content: 'present' } }],
});`,
  );
  // A doc links to the plugin's page: the build fails if the link check does not know the route.
  writeSiteFile(root, 'content/docs/intro.md', '---\ntitle: Introduction\n---\n\nSee the [changelog](/changelog).\n');
  const { result, read } = await buildQuietly(root, { cache: false });
  assert.is(read('humans.txt'), 'Made by people');
  const browser = await launchBrowser();
  if (!browser) return;
  const server = await serveFolder(result.outDir);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/docs/intro`);
    assert.is(await page.getAttribute('meta[name="plugin-check"]', 'content'), 'present');
    await page.click('text=changelog');
    await page.waitForURL(/\/changelog$/);
    assert.match(await page.innerText('#sg-content'), 'Version 2 is out');
    assert.match(await page.title(), 'Changelog');
    assert.is(
      await page.getAttribute('meta[name="plugin-check"]', 'content'),
      'present',
      'the plugin page has the head tag too',
    );
  } finally {
    await browser.close();
    await server.close();
  }
});

hooks('a page hook changes the title a page is rendered with', async () => {
  const root = siteWith(
    `  plugins: [{ name: 'beta', page: (data) => (data.path === '/docs/guide' ? { title: data.title + ' (beta)' } : undefined) }],`,
  );
  const { read } = await buildQuietly(root, { cache: false });
  const guide = read('docs/guide/index.html');
  assert.match(guide, /<title>Guide \(beta\)/);
  assert.match(guide, /<h1[^>]*>Guide \(beta\)<\/h1>/);
  // The other doc keeps its own title; its pager names the guide by its new one.
  const intro = read('docs/intro/index.html');
  assert.match(intro, /<title>Introduction/);
  assert.match(intro, 'Guide (beta)');
});

hooks('a file a postBuild hook writes is published with the site', async () => {
  const root = siteWith(
    `  plugins: [{ name: 'route-list', postBuild: async ({ routes, outDir, write }) => write({ path: 'meta/routes.txt', contents: outDir + '\\n' + routes.map((route) => route.path).join('\\n') }) }],`,
  );
  const { result, read } = await buildQuietly(root, { cache: false });
  const [outDir, ...paths] = read('meta/routes.txt').split('\n');
  assert.is(outDir, result.outDir);
  assert.ok(paths.includes('/docs/guide'), paths.join(' '));
  // Written through the build's writer, the file is in the published folder, not left in the staging one.
  assert.ok(listFiles(result.outDir).includes('meta/routes.txt'));
});

hooks(
  'a plugin that throws fails the build with one line naming it and its hook, leaving the output as it was',
  async () => {
    const root = siteWith('');
    await buildQuietly(root);
    const before = readFileSync(path.join(root, 'dist/docs/intro/index.html'), 'utf8');
    writeConfig(
      root,
      `  plugins: [{ name: 'boom', postBuild() { throw new Error('the disk is full\\nsecond line'); } }],`,
    );
    const mistakes = await buildMistakes(root);
    assert.equal(
      mistakes.map((mistake) => mistake.line),
      ['plugin "boom" failed in its postBuild hook: the disk is full'],
    );
    assert.is(readFileSync(path.join(root, 'dist/docs/intro/index.html'), 'utf8'), before);
  },
);

hooks(
  'the example plugin of docs/plugins.md builds as written: its page, the file its head tag names, its title and stats.json',
  () => {
    const guide = readFileSync(path.join(repoRoot, 'docs', 'plugins.md'), 'utf8');
    const example = /### An example\n\n```ts\n([\s\S]*?)```/.exec(guide)![1];
    const root = siteWith(
      `  plugins: [changelog({ file: 'CHANGELOG.md' })],`,
      "import { changelog } from './plugins/changelog';\n",
    );
    writeSiteFile(root, 'plugins/changelog.ts', example);
    writeSiteFile(root, 'CHANGELOG.md', '# Changes\n\n- 2.0: <faster>\n');
    writeSiteFile(root, 'content/docs/guide.md', '---\ntitle: Guide\nbeta: true\n---\n\nThen this.\n');
    // Run as a reader would, from the site's folder, which the example's file path is relative to.
    const built = runCli(['build'], root);
    assert.is(built.status, 0, built.output);
    const read = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');
    assert.match(read('changelog/index.html'), '<pre># Changes\n\n- 2.0: &lt;faster&gt;\n</pre>');
    assert.is(read('changelog.txt'), '# Changes\n\n- 2.0: <faster>\n');
    assert.match(read('index.html'), '<link rel="alternate" type="text/plain" href="/changelog.txt">');
    assert.match(read('docs/guide/index.html'), /<title>Guide \(beta\)/);
    assert.ok(JSON.parse(read('stats.json')).pages > 3);
  },
);

hooks.after(() => made.forEach(removeDir));
hooks.run();

const markdown = suite('plugins: marked extensions');

/** An inline extension turning `==text==` into `<mark>`, with `label` as its class, and one upper-casing inline code. */
const extensionsCode = (label: string) => `
const highlight = {
  extensions: [{
    name: 'highlight',
    level: 'inline',
    start: (src) => src.indexOf('=='),
    tokenizer(src) {
      const match = /^==([^=]+)==/.exec(src);
      return match ? { type: 'highlight', raw: match[0], text: match[1] } : undefined;
    },
    renderer: (token) => '<mark class="${label}">' + token.text + '</mark>',
  }],
};
const shout = { walkTokens(token) { if (token.type === 'codespan') token.text = token.text.toUpperCase(); } };`;

markdown(
  'extensions apply to every page of a site built in worker threads, and a changed extension renders the pages again',
  async () => {
    const root = siteWith(`  markdown: { extensions: [highlight, shout] },`, extensionsCode('first'));
    // More pages than the threshold at which the Markdown is shared between worker threads.
    for (let i = 0; i < 160; i++)
      writeSiteFile(
        root,
        `content/docs/generated/page-${i}.md`,
        `---\ntitle: Page ${i}\n---\n\nThis is ==important ${i}== and \`quiet\`.\n`,
      );
    const workers = process.env.SITEGEN_WORKERS;
    process.env.SITEGEN_WORKERS = '2';
    try {
      const first = await buildQuietly(root);
      for (let i = 0; i < 160; i++) {
        const html = first.read(`docs/generated/page-${i}/index.html`);
        assert.match(html, `<mark class="first">important ${i}</mark>`);
        assert.match(html, '<code>QUIET</code>');
      }
      writeConfig(root, `  markdown: { extensions: [highlight, shout] },`, extensionsCode('second'));
      const second = await buildQuietly(root);
      assert.match(second.read('docs/generated/page-7/index.html'), '<mark class="second">important 7</mark>');
    } finally {
      if (workers === undefined) delete process.env.SITEGEN_WORKERS;
      else process.env.SITEGEN_WORKERS = workers;
    }
  },
);

markdown.after(() => made.forEach(removeDir));
markdown.run();

const builtins = suite('plugins: built-in');

builtins(
  'llms.txt lists every public page and no unlisted one, and each doc and post has its Markdown twin',
  async () => {
    const root = siteWith(`  llmsTxt: true,`);
    writeSiteFile(root, 'content/docs/secret.md', '---\ntitle: Secret\nunlisted: true\n---\n\nNot for lists.\n');
    const { result, read } = await buildQuietly(root, { cache: false });
    const llms = read('llms.txt');
    assert.ok(llms.startsWith('# Minimal Site\n\n> A small site\n'), llms);
    assert.match(llms, /^## Docs$/m);
    assert.match(llms, '- [Introduction](https://minimal.example.com/docs/intro): ');
    assert.match(llms, '- [Guide](https://minimal.example.com/docs/guide)');
    assert.match(llms, /^## Blog\n\n- \[Hello\]\(https:\/\/minimal\.example\.com\/blog\/[^)]+\): The first post\.$/m);
    assert.not.match(llms, 'Secret');
    assert.is(read('docs/intro.md'), 'Start here, then read the [guide](./guide.md).\n');
    assert.ok(existsSync(path.join(result.outDir, 'docs/guide.md')));
    assert.not.ok(existsSync(path.join(result.outDir, 'docs/secret.md')));
  },
);

builtins('without llmsTxt, no llms.txt is written', async () => {
  const { result } = await buildQuietly(siteWith(''), { cache: false });
  assert.not.ok(existsSync(path.join(result.outDir, 'llms.txt')));
});

builtins('the sitemap and robots.txt, now written by a plugin, are byte for byte what they were', async () => {
  const root = copyFixture('routes');
  made.push(root);
  const { read } = await buildQuietly(root, { cache: false });
  const expected = path.join(fixturesDir, 'expected', 'routes');
  assert.is(read('sitemap.xml'), readFileSync(path.join(expected, 'sitemap.xml'), 'utf8'));
  assert.is(read('robots.txt'), readFileSync(path.join(expected, 'robots.txt'), 'utf8'));
});

builtins("a static robots.txt is published as it is, in place of sitegen's", async () => {
  const root = copyFixture('routes');
  made.push(root);
  writeSiteFile(root, 'content/static/robots.txt', 'User-agent: *\nDisallow: /drafts/\n');
  const { read } = await buildQuietly(root, { cache: false });
  assert.is(read('robots.txt'), 'User-agent: *\nDisallow: /drafts/\n');
  assert.match(read('sitemap.xml'), '<urlset');
});

builtins.after(() => made.forEach(removeDir));
builtins.run();
