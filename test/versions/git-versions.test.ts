// Versions of the docs read from git tags, in a repository made here: no checkout, no copied folders.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gitDocsDir } from '../../src/config/git-versions.js';
import { buildMistakes } from '../helpers/failure.js';
import { commitAll, git } from '../helpers/git.js';
import { buildQuietly, pageText, removeDir, tempDir, writeSiteFile } from '../helpers/site.js';

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
const config = (versions: string) =>
  `export default {\n  title: 'Geo',\n  url: 'https://geo.example.com',\n  blog: false,\n  docs: {\n    editUrl: 'https://example.com/edit/main/',\n    showLastUpdateAuthor: true,\n    versions: ${versions},\n  },\n};\n`;

/** A site whose history has the tags v1.0.0 (by Ada) and v2.0.0 (by Grace), and unreleased work after them. */
function repository(): string {
  const root = tempDir('git-versions');
  git(root, ['init', '-q']);
  writeSiteFile(root, 'site.config.ts', config('{}'));
  writeSiteFile(root, 'content/docs/intro.md', doc('Intro', 'Version one. See [setup](./setup.md).'));
  writeSiteFile(root, 'content/docs/setup.md', doc('Setup', 'Set up one.'));
  commitAll(root, 'Ada', '2021-03-01T00:00:00Z');
  git(root, ['tag', 'v1.0.0']);
  writeSiteFile(root, 'content/docs/intro.md', doc('Intro', 'Version two. See [more](./more.md).'));
  writeSiteFile(root, 'content/docs/more.md', doc('More', 'More in two.'));
  writeSiteFile(root, 'sidebars.js', "module.exports = { docs: ['intro', 'more', 'setup'] };\n");
  commitAll(root, 'Grace', '2022-06-01T00:00:00Z');
  git(root, ['tag', 'v2.0.0']);
  writeSiteFile(root, 'content/docs/intro.md', doc('Intro', 'The next version.'));
  writeSiteFile(root, 'site.config.ts', config("{ '2.0': { gitRef: 'v2.0.0' }, '1.0': { gitRef: 'v1.0.0' } }"));
  commitAll(root, 'Linus', '2023-01-01T00:00:00Z');
  return root;
}

const root = repository();
const made = [root];
const fromGit = suite('docs versions read from git tags');

fromGit('each tag is a version: its docs, links, sidebar and last update as the tag has them', async () => {
  const site = await buildQuietly(root);
  assert.match(pageText(site.read('docs/1.0/intro/index.html')), 'Version one.');
  assert.match(pageText(site.read('docs/intro/index.html')), 'Version two.');
  assert.match(pageText(site.read('docs/next/intro/index.html')), 'The next version.');
  assert.match(site.read('docs/1.0/intro/index.html'), 'href="/docs/1.0/setup"');
  assert.ok(existsSync(path.join(site.result.outDir, 'docs/more/index.html')), 'a doc added in 2.0');
  assert.not.ok(existsSync(path.join(site.result.outDir, 'docs/1.0/more')), 'is not in 1.0');
  // 2.0's sidebars.js orders its docs; 1.0 had none, and its sidebar is made from its folder.
  assert.match(site.read('docs/intro/index.html'), /docs\/intro".*docs\/more".*docs\/setup"/s);
  assert.match(site.read('docs/1.0/intro/index.html'), /class="last-updated-author">Ada</);
  assert.match(site.read('docs/intro/index.html'), /class="last-updated-author">Grace</);
  assert.not.match(site.read('docs/1.0/intro/index.html'), 'edit-link', 'a tag has no file to edit');
  assert.match(site.read('docs/next/intro/index.html'), 'edit-link');
  const status = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  assert.equal(
    status.split('\n').filter((line) => line && !/dist\/|node_modules\//.test(line)),
    [],
    'the work tree is as it was',
  );
});

fromGit("a tag's docs are read from git once: the next build finds them by their tree", async () => {
  const before = readdirSync(gitDocsDir(root)).sort();
  await buildQuietly(root);
  assert.equal(readdirSync(gitDocsDir(root)).sort(), before);
});

fromGit('a broken link in a version from git names the file as git does', async () => {
  const site = repository();
  made.push(site);
  writeSiteFile(site, 'content/docs/setup.md', doc('Setup', 'See [the moon](/docs/moon).'));
  commitAll(site, 'Ada', '2023-02-01T00:00:00Z');
  git(site, ['tag', '-f', 'v2.0.0']);
  const mistakes = await buildMistakes(site);
  assert.ok(
    mistakes.some((mistake) => /^\s*v2\.0\.0:content\/docs\/setup\.md:5: \/docs\/moon/m.test(mistake.message)),
    mistakes.map((mistake) => mistake.line).join('\n'),
  );
});

fromGit(
  'a symbolic link in a tag that leads outside the site fails the build, as one in the work tree does',
  async () => {
    const site = tempDir('git-link');
    made.push(site);
    git(site, ['init', '-q']);
    writeSiteFile(site, 'site.config.ts', config("{ '1.0': { gitRef: 'v1.0.0' } }"));
    writeSiteFile(site, 'content/docs/intro.md', doc('Intro', 'Hello.'));
    symlinkSync('/etc/passwd', path.join(site, 'content/docs/leak.md'));
    commitAll(site, 'Ada', '2021-03-01T00:00:00Z');
    git(site, ['tag', 'v1.0.0']);
    rmSync(path.join(site, 'content/docs/leak.md'));
    commitAll(site, 'Ada', '2021-04-01T00:00:00Z');
    const mistakes = await buildMistakes(site);
    assert.ok(
      mistakes.some((mistake) => /leak\.md leads outside the site folder through a symbolic link/.test(mistake.line)),
      mistakes.map((mistake) => mistake.line).join('\n'),
    );
  },
);

const refMistakes = suite('docs versions read from git: mistakes');

refMistakes('a ref the clone does not have names the config line and how to fetch it', async () => {
  const site = repository();
  made.push(site);
  writeSiteFile(site, 'site.config.ts', config("{ '1.0': { gitRef: 'v9.9.9' } }"));
  const [mistake] = await buildMistakes(site);
  assert.is(mistake.where, 'site.config.ts:8');
  assert.match(mistake.message, 'reads the git ref v9.9.9, which this clone does not have');
  assert.match(mistake.hint!, 'git fetch --tags');
});

refMistakes('in a shallow clone the hint is to fetch the whole history, as CI needs', async () => {
  const shallow = tempDir('git-shallow');
  made.push(shallow);
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, shallow], { stdio: 'ignore' });
  const [mistake] = await buildMistakes(shallow);
  assert.match(mistake.message, /reads the git ref v\d\.0\.0, which this clone does not have/);
  assert.match(mistake.hint!, 'fetch-depth: 0');
});

refMistakes('outside a git repository it says so', async () => {
  const plain = tempDir('git-none');
  made.push(plain);
  writeSiteFile(plain, 'site.config.ts', config("{ '1.0': { gitRef: 'v1.0.0' } }"));
  writeSiteFile(plain, 'content/docs/intro.md', doc('Intro', 'Hello.'));
  const [mistake] = await buildMistakes(plain);
  assert.match(mistake.message, 'is read from git (v1.0.0), but the site is not in a git repository');
});

fromGit.run();
refMistakes.after(() => made.forEach(removeDir));
refMistakes.run();
