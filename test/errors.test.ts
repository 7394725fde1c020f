import { chmodSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseFrontmatter, splitFrontmatter } from '../src/content/frontmatter.js';
import { SitegenError } from '../src/errors.js';
import { buildQuietly, copyFixture, lineContaining, listFiles, removeDir, repoRoot, runCli, writeSiteFile } from './helpers/site.js';

const made: string[] = [];

/** What a previous build left in dist/: its files, one page's text and that page's modification time. */
function snapshot(root: string) {
  const page = path.join(root, 'dist', 'docs', 'intro', 'index.html');
  return { files: listFiles(path.join(root, 'dist')), page: readFileSync(page, 'utf8'), mtime: statSync(page).mtimeMs };
}

/** A copy of the minimal site, built once successfully, with what that build wrote. */
async function builtSite() {
  const root = copyFixture('minimal');
  made.push(root);
  await buildQuietly(root);
  return { root, before: snapshot(root) };
}

function editFile(root: string, file: string, edit: (text: string) => string): string {
  const text = edit(readFileSync(path.join(root, file), 'utf8'));
  writeSiteFile(root, file, text);
  return text;
}

/**
 * Builds with the real CLI and checks the failure a user sees: exit 1, `error: <where>: <what>` with a hint below it,
 * no stack trace, and the previous dist/ exactly as it was.
 */
function expectFailure(site: { root: string; before: ReturnType<typeof snapshot> }, where: string, what: string) {
  const { status, output } = runCli(['build'], site.root);
  assert.is(status, 1, output);
  const lines = output.split('\n');
  const index = lines.findIndex((line) => line.startsWith('error: '));
  assert.ok(index >= 0, `no error line in:\n${output}`);
  assert.is(lines[index].slice(0, `error: ${where}: `.length), `error: ${where}: `, 'file and line');
  assert.match(lines[index], what);
  assert.match(lines[index + 1], /^ {2}hint: \S/, 'a hint follows the error');
  assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
  assert.equal(snapshot(site.root), site.before, 'the previous dist/ is untouched');
  assert.not.ok(readdirSync(site.root).some((name) => name.includes('sitegen-tmp')), 'no half-written output is left behind');
  return output;
}

const failures = suite('sitegen build: failures');

failures('malformed front matter names the file and the line of the YAML mistake', async () => {
  const site = await builtSite();
  const text = ['---', 'title: Guide', 'tags:', '  - one', ' - two', '---', '', 'Body.', ''].join('\n');
  writeSiteFile(site.root, 'content/docs/guide.md', text);
  expectFailure(site, `content/docs/guide.md:${lineContaining(text, ' - two')}`, 'malformed front matter: bad indentation');
});

failures('a temporary folder that cannot take the scratch files fails the build with a hint, dist/ untouched', async () => {
  const site = await builtSite();
  const missing = path.join(site.root, 'no-such-folder');
  const { status, output } = runCli(['build'], site.root, { TMPDIR: missing, TMP: missing, TEMP: missing });
  assert.is(status, 1, output);
  assert.match(output, `error: cannot create a scratch file in ${missing} (ENOENT)`);
  assert.match(output, /^ {2}hint: set TMPDIR to a writable folder with free space$/m);
  assert.not.match(output, /^\s+at .+:\d+:\d+\)?$/m, 'no stack trace');
  assert.equal(snapshot(site.root), site.before, 'the previous dist/ is untouched');
});

failures('run from another folder with --root, errors name files as seen from that folder', async () => {
  const site = await builtSite();
  writeSiteFile(site.root, 'content/docs/guide.md', '---\ntitle: [unclosed\n---\n');
  editFile(site.root, 'site.config.ts', (text) => text.replace('postsPerPage: 5', 'postPerPage: 5'));
  const { status, output } = runCli(['build', '--root', site.root], repoRoot);
  assert.is(status, 1);
  assert.match(output, `error: ${path.relative(repoRoot, path.join(site.root, 'site.config.ts'))}:`);
  editFile(site.root, 'site.config.ts', (text) => text.replace('postPerPage: 5', 'postsPerPage: 5'));
  assert.match(runCli(['build', '--root', site.root], repoRoot).output, `error: ${path.relative(repoRoot, path.join(site.root, 'content/docs/guide.md'))}:`);
});

failures('an unknown sidebar id names the config line and suggests the closest id', async () => {
  const site = await builtSite();
  const config = editFile(site.root, 'site.config.ts', (text) => text.replace("'guide'", "'giude'"));
  const output = expectFailure(
    site,
    `site.config.ts:${lineContaining(config, 'giude')}`,
    'the docs sidebar names "giude", but no doc has that id',
  );
  assert.match(output, 'hint: did you mean "guide"?');
});

failures('two docs with the same slug name both files', async () => {
  const site = await builtSite();
  const doc = (title: string) => ['---', `title: ${title}`, 'slug: /shared', '---', '', 'Text.', ''].join('\n');
  writeSiteFile(site.root, 'content/docs/first.md', doc('First'));
  writeSiteFile(site.root, 'content/docs/second.md', doc('Second'));
  expectFailure(site, 'content/docs/second.md:3', 'two sources claim the route /docs/shared: content/docs/first.md and content/docs/second.md');
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
  const { status, output } = runCli(['build'], site.root);
  assert.is(status, 1);
  assert.match(output, /^error: content\/docs\/locked\.md: cannot read the file: .*\((ENOENT|EACCES)\)$/m);
  assert.match(output, 'hint: check that the file exists and is readable');
  assert.not.match(output, /^\s+at /m);
  assert.equal(snapshot(site.root), site.before);
});

failures('a bad config key names the config line and the near valid key', async () => {
  const site = await builtSite();
  const config = editFile(site.root, 'site.config.ts', (text) => text.replace('postsPerPage: 5', 'postPerPage: 5'));
  const output = expectFailure(
    site,
    `site.config.ts:${lineContaining(config, 'postPerPage')}`,
    'config key `blog.postPerPage` is not a known key; valid keys here: path, routeBasePath, title, description, postsPerPage, feed',
  );
  assert.match(output, 'hint: did you mean `postsPerPage`?');
});

failures('a link to a missing .md file fails with its line when the config says throw', async () => {
  const site = await builtSite();
  editFile(site.root, 'site.config.ts', (text) => text.replace("blog: { postsPerPage: 5 },", "blog: { postsPerPage: 5 },\n  links: { onBrokenMarkdownLinks: 'throw' },"));
  const text = ['---', 'title: Guide', '---', '', '## Using it', '', 'See [the old page](./gone.md#top).', ''].join('\n');
  writeSiteFile(site.root, 'content/docs/guide.md', text);
  expectFailure(site, `content/docs/guide.md:${lineContaining(text, 'gone.md')}`, 'Markdown link to ./gone.md#top, but no such file exists');
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

frontmatterFiles('splits YAML from the body, with dates as dates, whatever the line endings and a byte order mark', () => {
  for (const text of ['---\ntitle: A\ndate: 2021-03-04\n---\nBody\n', '---\r\ntitle: A\r\ndate: 2021-03-04\r\n---\r\nBody\n', '\ufeff---\ntitle: A\ndate: 2021-03-04\n---\nBody\n']) {
    assert.equal(splitFrontmatter(text), { data: { title: 'A', date: new Date('2021-03-04T00:00:00Z') }, content: 'Body\n' }, JSON.stringify(text));
  }
});

frontmatterFiles('takes no front matter from a file without an opening `---` line, or opening with four dashes', () => {
  for (const text of ['# Title\n---\ntitle: A\n---\n', '----\ntitle: A\n---\nBody']) assert.equal(splitFrontmatter(text), { data: {}, content: text });
});

frontmatterFiles('reads a block of comments as empty, `---yaml` as YAML', () => {
  assert.equal(splitFrontmatter('---\n# draft notes\n---\nBody'), { data: {}, content: 'Body' });
  assert.equal(splitFrontmatter('---yaml\ntitle: A\n---\n\nBody'), { data: { title: 'A' }, content: '\nBody' });
});

frontmatterFiles('refuses an opening `---` without a closing one, which would publish an empty page, at line 1', () => {
  for (const text of ['---\ntitle: A\n', '---\ntitle: A\n\nThe body, never reached.\n', '---\n\n# A page opening with a rule\n']) {
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

frontmatterFiles.run();
