import { cpSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildQuietly,
  copyFixture,
  fixturesDir,
  pageText,
  removeDir,
  tempDir,
  writeSiteFile,
} from '../helpers/site.js';
import { commitAll, git } from '../helpers/git.js';
import { readGitDates } from '../../src/content/git.js';
import type { ResolvedConfig } from '../../src/config/types.js';

const made: string[] = [];

const lastUpdate = suite('last update from git');

lastUpdate('shows the date and author of the last commit that touched each doc', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  git(root, ['init', '-q']);
  commitAll(root, 'Margaret Hamilton', '2021-06-15T12:00:00Z');
  writeSiteFile(root, 'content/docs/guide.md', '---\ntitle: Guide\n---\n\nRewritten.\n');
  commitAll(root, 'Katherine Johnson', '2022-11-30T08:30:00Z');

  const built = await buildQuietly(root);
  assert.match(pageText(built.read('docs/intro/index.html')), 'Last updated on June 15, 2021 by Margaret Hamilton');
  assert.match(pageText(built.read('docs/guide/index.html')), 'Last updated on November 30, 2022 by Katherine Johnson');
  assert.not.match(built.output, 'warning:');
});

lastUpdate('finds the history when the site is a folder inside the repository', async () => {
  const repo = tempDir('git-repo');
  made.push(repo);
  cpSync(path.join(fixturesDir, 'minimal'), path.join(repo, 'website'), { recursive: true });
  git(repo, ['init', '-q']);
  commitAll(repo, 'Grace Hopper', '2019-03-01T10:00:00Z');

  const built = await buildQuietly(path.join(repo, 'website'));
  assert.match(pageText(built.read('docs/intro/index.html')), 'Last updated on March 1, 2019 by Grace Hopper');
});

lastUpdate('lets front matter last_update override what git says', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  writeSiteFile(
    root,
    'content/docs/guide.md',
    '---\ntitle: Guide\nlast_update:\n  author: Front Matter\n  date: 2018-08-08\n---\n\nPinned.\n',
  );
  writeSiteFile(
    root,
    'content/docs/intro.md',
    '---\ntitle: Introduction\nlast_update:\n  author: Only The Author\n---\n\nStart.\n',
  );
  git(root, ['init', '-q']);
  commitAll(root, 'Git Author', '2023-01-02T00:00:00Z');

  const built = await buildQuietly(root);
  assert.match(pageText(built.read('docs/guide/index.html')), 'Last updated on August 8, 2018 by Front Matter');
  assert.match(
    pageText(built.read('docs/intro/index.html')),
    'Last updated on January 2, 2023 by Only The Author',
    'the date still comes from git',
  );
});

lastUpdate('outside git, warns once on one line and shows no date', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  // Stop git from finding a repository above the temporary folder.
  const ceiling = process.env.GIT_CEILING_DIRECTORIES;
  process.env.GIT_CEILING_DIRECTORIES = path.dirname(root);
  try {
    const built = await buildQuietly(root);
    const warnings = built.output.split('\n').filter((line) => line.startsWith('warning:'));
    assert.is(warnings.length, 1, built.output);
    assert.match(warnings[0], /^warning: no last-update dates: git history is not available \(.+\)$/);
    assert.not.match(pageText(built.read('docs/intro/index.html')), 'Last updated');
  } finally {
    if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
    else process.env.GIT_CEILING_DIRECTORIES = ceiling;
  }
});

lastUpdate('outside git, warns nothing when the docs show no last-update lines', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  writeSiteFile(
    root,
    'site.config.ts',
    "import { defineConfig } from 'sitegen-cli';\n\nexport default defineConfig({ title: 'No Dates', url: 'https://example.com' });\n",
  );
  const ceiling = process.env.GIT_CEILING_DIRECTORIES;
  process.env.GIT_CEILING_DIRECTORIES = path.dirname(root);
  try {
    const built = await buildQuietly(root);
    assert.not.match(built.output, 'warning:');
  } finally {
    if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
    else process.env.GIT_CEILING_DIRECTORIES = ceiling;
  }
});

lastUpdate('shows each git author by the name the site gives their git name or email', async () => {
  const root = copyFixture('minimal');
  made.push(root);
  git(root, ['init', '-q']);
  commitAll(root, 'mhamilton', '2021-06-15T12:00:00Z');
  writeSiteFile(root, 'content/docs/guide.md', '---\ntitle: Guide\n---\n\nRewritten.\n');
  commitAll(root, 'kj-bot', '2022-11-30T08:30:00Z');
  const datesWith = async (names: Record<string, string>) => {
    const config = {
      root,
      contentDir: path.join(root, 'content'),
      docs: { versions: [], lastUpdateAuthorNames: names },
    };
    const dates = await readGitDates(config as unknown as ResolvedConfig);
    assert.ok(dates.available);
    return (file: string) => (dates.available ? dates.files.get(file)?.author : undefined);
  };
  const byName = await datesWith({ mhamilton: 'Margaret Hamilton' });
  assert.is(byName('content/docs/intro.md'), 'Margaret Hamilton');
  assert.is(byName('content/docs/guide.md'), 'kj-bot', 'an author the site does not name keeps their git name');
  const byEmail = await datesWith({ 'author@example.com': 'The Docs Team' });
  assert.is(byEmail('content/docs/guide.md'), 'The Docs Team');
});

lastUpdate.after(() => made.forEach(removeDir));
lastUpdate.run();
