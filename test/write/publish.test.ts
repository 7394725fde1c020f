import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SitegenError, UsageError } from '../../src/errors.js';
import { outputMarker } from '../../src/write/publish.js';
import { createStaticServer, listen } from '../../src/serve/static.js';
import {
  buildFailure,
  buildQuietly,
  copyFixture,
  fixturesDir,
  listFiles,
  removeDir,
  repoRoot,
  runCli,
  tempDir,
  writeSiteFile,
} from '../helpers/site.js';

const made: string[] = [];
const removeAfterwards = (dir: string) => (made.push(dir), dir);

/** Each file of a folder with a hash of its bytes: two equal manifests are two identical trees. */
function manifest(dir: string): Record<string, string> | null {
  if (!existsSync(dir)) return null;
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash('sha1')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/** Asserts that `error` is the user's mistake, `type` or a kind of it, with a message matching `message` and a hint. */
function assertRefused(
  error: Error | null,
  type: typeof SitegenError,
  message: RegExp | string,
): asserts error is SitegenError {
  assert.ok(error instanceof type, `refused with a ${type.name}: ${error?.stack ?? 'the build succeeded'}`);
  assert.match(error.message, message);
  assert.ok(error.hint, 'with a hint');
}

const guard = suite('sitegen build: the output folder is guarded');

/** A copy of the minimal site inside a folder of its own, so that even a build that went ahead could only harm test files. */
function siteInFolder(name: string): { parent: string; site: string } {
  const parent = removeAfterwards(tempDir(name));
  const site = path.join(parent, 'site');
  cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  return { parent, site };
}

guard('--out . is a usage error (exit status 2) with a hint and no stack trace, and touches nothing', () => {
  const { site } = siteInFolder('guard');
  const before = manifest(site);
  const { status, stderr } = runCli(['build', '--out', '.'], site);
  assert.is(status, 2, stderr);
  assert.match(stderr, /error: the output folder/);
  assert.match(stderr, /hint:/);
  assert.not.match(stderr, /\n\s+at /);
  assert.equal(manifest(site), before);
});

for (const out of ['..', 'content', 'content/docs/out', 'content/static']) {
  guard(`an output folder ${out} is a usage error that touches nothing`, async () => {
    const { site } = siteInFolder('guard');
    mkdirSync(path.join(site, 'content/static'), { recursive: true });
    const before = manifest(site);
    assertRefused(await buildFailure(site, { outDir: out }), UsageError, /^the output folder/);
    assert.equal(manifest(site), before);
  });
}

guard('a folder of other files is refused unless --force, and a folder sitegen built is replaced', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  writeSiteFile(site, 'public/notes.txt', 'mine');
  assertRefused(await buildFailure(site, { outDir: 'public' }), UsageError, /holds files sitegen did not write/);
  assert.is(readFileSync(path.join(site, 'public/notes.txt'), 'utf8'), 'mine');
  const forced = runCli(['build', '--out', 'public', '--force'], site);
  assert.is(forced.status, 0, forced.stderr);
  assert.not.ok(existsSync(path.join(site, 'public/notes.txt')));
  await buildQuietly(site, { outDir: 'public' });
});

guard('an output folder that is a symbolic link is refused, --force or not', async () => {
  const { parent, site } = siteInFolder('guard-link');
  symlinkSync(site, path.join(parent, 'to-site'));
  const before = manifest(site);
  assertRefused(
    await buildFailure(site, { outDir: path.join(parent, 'to-site'), force: true }),
    UsageError,
    /is a symbolic link/,
  );
  assert.equal(manifest(site), before);
});

guard.after(() => made.forEach(removeDir));
guard.run();

const publishing = suite('sitegen build: publishing');

publishing(
  'a rebuild keeps the modification time of files whose bytes did not change, and updates the others',
  async () => {
    const site = removeAfterwards(copyFixture('minimal'));
    for (let i = 0; i < 3; i++) await buildQuietly(site);
    const dist = path.join(site, 'dist');
    const pages = listFiles(dist).filter((file) => file.endsWith('index.html'));
    const times = new Map(pages.map((file) => [file, statSync(path.join(dist, file)).mtimeMs]));
    const intro = listFiles(path.join(site, 'content/docs')).find((file) => file.startsWith('intro'))!;
    const source = path.join(site, 'content/docs', intro);
    writeFileSync(source, `${readFileSync(source, 'utf8')}\n\nA sentence added later.\n`);
    await buildQuietly(site);
    const changed = pages.filter((file) => statSync(path.join(dist, file)).mtimeMs !== times.get(file));
    // The first doc is also the docs' home page.
    assert.equal(changed, ['docs/index.html', 'docs/intro/index.html']);
    assert.match(readFileSync(path.join(dist, 'docs/intro/index.html'), 'utf8'), 'A sentence added later.');
  },
);

publishing(
  'whatever an earlier output held, the next builds equal a build without the cache, and nothing outside is touched',
  async () => {
    const { parent, site } = siteInFolder('spare');
    writeSiteFile(parent, 'victim/index.html', 'precious');
    const dist = path.join(site, 'dist');
    const buildTwice = async () => {
      for (let i = 0; i < 2; i++) await buildQuietly(site);
    };
    const assertClean = async (step: string) => {
      removeDir(path.join(site, 'clean'));
      await buildQuietly(site, { cache: false, outDir: 'clean' });
      const { [outputMarker]: _, ...clean } = manifest(path.join(site, 'clean'))!;
      const { [outputMarker]: __, ...built } = manifest(dist)!;
      assert.equal(built, clean, step);
      assert.is(readFileSync(path.join(parent, 'victim/index.html'), 'utf8'), 'precious', step);
    };
    await buildTwice();
    writeFileSync(path.join(dist, 'extra.txt'), 'left by hand');
    await buildTwice();
    await assertClean('a file added to the output by hand');
    removeDir(path.join(dist, 'docs/guide'));
    symlinkSync(path.join(parent, 'victim'), path.join(dist, 'docs/guide'));
    await buildTwice();
    await assertClean('a page folder replaced by a link to another folder');
    writeSiteFile(site, 'content/docs/extra.md', '# Extra\n\nA page that goes.\n');
    await buildTwice();
    rmSync(path.join(site, 'content/docs/extra.md'));
    await buildTwice();
    await assertClean('a page removed');
    assert.not.ok(existsSync(path.join(dist, 'docs/extra')), 'its folder is gone too');
    writeSiteFile(site, 'content/static/thing', 'a file');
    await buildTwice();
    rmSync(path.join(site, 'content/static/thing'));
    writeSiteFile(site, 'content/static/thing/inside.txt', 'now a folder');
    await buildTwice();
    await assertClean('a static file become a folder');
    rmSync(path.join(site, 'content/static/thing'), { recursive: true });
    writeSiteFile(site, 'content/static/thing', 'a file again');
    await buildTwice();
    await assertClean('and a file again');
  },
);

publishing('a failure to put the new site in place is one line, and the previous output stays whole', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  await buildQuietly(site);
  const dist = path.join(site, 'dist');
  const before = manifest(dist);
  // The immutable flag stops renames even for root, who ignores permissions.
  if (spawnSync('chattr', ['+i', dist]).status !== 0) {
    if (process.env.CI) assert.unreachable('chattr is needed to make the output folder immutable');
    return;
  }
  try {
    writeSiteFile(site, 'content/docs/extra.md', '# Extra\n\nA new page.\n');
    const { status, stderr } = runCli(['build'], site);
    assert.is(status, 1, stderr);
    assert.match(stderr, /could not put the new site in place of .*dist \(EPERM\)/);
    assert.not.match(stderr, /\n\s+at /);
  } finally {
    spawnSync('chattr', ['-i', dist]);
  }
  assert.equal(manifest(dist), before);
  await buildQuietly(site);
  assert.ok(existsSync(path.join(dist, 'docs/extra/index.html')), 'the next build succeeds');
});

publishing('a full disk is one line naming the file, and the previous output stays whole', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  const disk = removeAfterwards(tempDir('full-disk'));
  // A small file system of its own: mounting one needs root, as CI has.
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', disk]).status !== 0) {
    if (process.env.CI) assert.unreachable('mount is needed for a small file system');
    return;
  }
  try {
    const out = path.join(disk, 'dist');
    await buildQuietly(site, { outDir: out });
    const before = manifest(out);
    writeSiteFile(site, 'content/static/big.bin', 'x'.repeat(600 * 1024));
    const { status, stderr } = runCli(['build', '--out', out], site);
    assert.is(status, 1, stderr);
    assert.match(stderr, /could not write .*\(ENOSPC\); the previous output is unchanged/);
    assert.match(stderr, /hint: free some disk space/);
    assert.not.match(stderr, /\n\s+at /);
    assert.equal(manifest(out), before);
  } finally {
    spawnSync('umount', [disk]);
  }
});

/** Runs the real `sitegen` binary without blocking this process; resolves with its status and what it printed. */
function runCliAsync(args: string[], cwd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

publishing('serve answers every request while the site is rebuilt under it', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  await buildQuietly(site);
  const server = createStaticServer({ dir: path.join(site, 'dist') });
  const origin = await listen(server);
  const statuses: number[] = [];
  let rebuilding = true;
  const requests = (async () => {
    while (rebuilding) {
      for (const page of ['/', '/docs/intro/', '/blog/']) {
        const response = await fetch(origin + page);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }
  })();
  try {
    // Built by other processes, so that the swap's renames happen while this one serves.
    const source = path.join(site, 'content/docs/intro.md');
    for (let i = 0; i < 3; i++) {
      writeFileSync(source, `${readFileSync(source, 'utf8')}\nEdit ${i}.\n`);
      const { status, output } = await runCliAsync(['build'], site);
      assert.is(status, 0, output);
    }
  } finally {
    rebuilding = false;
    await requests;
    server.close();
  }
  assert.ok(statuses.length > 12, `${statuses.length} requests`);
  assert.equal([...new Set(statuses)], [200]);
});

publishing(
  'folders left by builds of earlier versions are removed; one of the same name without the marker is left, with a warning',
  async () => {
    const site = removeAfterwards(copyFixture('minimal'));
    writeSiteFile(site, 'dist.sitegen-tmp-999999/docs/index.html', 'half a build');
    writeSiteFile(site, `dist.sitegen-tmp-999999/${outputMarker}`, 'A folder built by sitegen.\n');
    writeSiteFile(site, 'dist.sitegen-tmp-999998/notes.txt', 'not a build');
    const { output } = await buildQuietly(site);
    assert.not.ok(existsSync(path.join(site, 'dist.sitegen-tmp-999999')));
    assert.is(readFileSync(path.join(site, 'dist.sitegen-tmp-999998/notes.txt'), 'utf8'), 'not a build');
    assert.ok(
      output.includes(
        `warning: ${path.relative(process.cwd(), path.join(site, 'dist.sitegen-tmp-999998'))} is named as sitegen's staging folders are, but holds no .sitegen file: it is left as it is`,
      ),
      output,
    );
  },
);

for (const link of ['.dist.sitegen', '.dist.sitegen/spare', '.dist.sitegen/next']) {
  publishing(
    `a work folder ${link} that is a symbolic link to another folder is refused, and nothing is touched there or in dist/`,
    async () => {
      const { parent, site } = siteInFolder('work-link');
      await buildQuietly(site);
      const victim = path.join(parent, 'victim');
      for (const name of ['next/a.txt', 'previous/b.txt', 'spare/c.txt', 'spare.json'])
        writeSiteFile(victim, name, `keep ${name}`);
      rmSync(path.join(site, link), { recursive: true, force: true });
      mkdirSync(path.dirname(path.join(site, link)), { recursive: true });
      symlinkSync(victim, path.join(site, link));
      const [victimBefore, distBefore] = [manifest(victim), manifest(path.join(site, 'dist'))];
      const shown = path.relative(process.cwd(), path.join(site, link));
      const error = await buildFailure(site);
      assertRefused(error, SitegenError, `the build's work folder ${shown} is a symbolic link, to ${victim}`);
      assert.match(error.hint!, /^remove/);
      assert.equal(manifest(victim), victimBefore);
      assert.equal(manifest(path.join(site, 'dist')), distBefore);
    },
  );
}

const lockFile = (site: string) => path.join(site, '.dist.sitegen', 'lock');

publishing('a build while another build of the site runs stops at once, saying so, and touches nothing', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  await buildQuietly(site);
  const before = manifest(path.join(site, 'dist'));
  writeSiteFile(site, 'content/docs/intro.md', '---\ntitle: Changed\n---\n\nChanged.\n');
  // The process that runs this file holds the lock: a build that is running.
  writeFileSync(lockFile(site), String(process.ppid));
  const { status, output } = runCli(['build'], site);
  assert.is(status, 1, output);
  assert.match(output, `error: another build of this site is running (pid ${process.ppid})`);
  assert.match(output, /hint: wait for it to end/);
  assert.not.match(output, /\n\s+at /);
  assert.equal(manifest(path.join(site, 'dist')), before);
  assert.is(readFileSync(lockFile(site), 'utf8'), String(process.ppid), "the other build's lock stays");
});

publishing('a lock left by a build that was killed is taken over, and given back at the end', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  const ended = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
  writeSiteFile(site, '.dist.sitegen/lock', ended.stdout.trim());
  await buildQuietly(site);
  assert.ok(existsSync(path.join(site, 'dist', 'docs', 'intro', 'index.html')));
  assert.not.ok(existsSync(lockFile(site)));
});

publishing(
  'builds of one site started together: each builds or says another is running, none crashes, dist/ is whole',
  async () => {
    const site = removeAfterwards(copyFixture('minimal'));
    const single = removeAfterwards(copyFixture('minimal'));
    await buildQuietly(single, { cache: false });
    const runs = await Promise.all(Array.from({ length: 4 }, () => runCliAsync(['build'], site)));
    for (const { status, output } of runs) {
      if (status === 0) continue;
      assert.is(status, 1, output);
      assert.match(output, /error: another build of this site is running \(pid \d+\)/);
      assert.not.match(output, /ENOENT|unexpectedly/);
    }
    assert.ok(
      runs.some((run) => run.status === 0),
      'at least one build ran',
    );
    assert.equal(manifest(path.join(site, 'dist')), manifest(path.join(single, 'dist')));
    assert.not.ok(existsSync(lockFile(site)));
  },
);

publishing.after(() => made.forEach(removeDir));
publishing.run();

const killed = suite('sitegen build: killed at any moment');

/**
 * Runs a real build that kills itself with SIGKILL at `point` (test/helpers/kill-at.mjs): `stage:<label>` once it
 * has printed that stage as done, `rename:<name>` once it has renamed a folder to that name. Fails unless it was.
 */
function buildKilledAt(site: string, point: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', path.join(repoRoot, 'test/helpers/kill-at.mjs'), path.join(repoRoot, 'bin/sitegen.js'), 'build'],
      {
        cwd: site,
        env: { ...process.env, NO_COLOR: '1', SITEGEN_KILL_AT: point },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (status, signal) => {
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the build at ${point} was not killed (exit status ${status}):\n${output}`));
    });
  });
}

killed(
  'leaves dist/ as the previous build or the new one, and the next build equals a build without the cache',
  async () => {
    const site = removeAfterwards(copyFixture('minimal'));
    const page = path.join(site, 'content/docs/guide.md');
    // The second version changes the page's title, which every doc shows in its sidebar: a rebuild writes them all.
    const original = readFileSync(page, 'utf8');
    const versions = [
      original,
      original
        .replace(/^title: .*$/m, 'title: A title that comes and goes')
        .replace(/\n## /, '\nA paragraph that comes and goes.\n\n## '),
    ];
    const expected: (Record<string, string> | null)[] = [];
    for (const [i, text] of versions.entries()) {
      writeFileSync(page, text);
      await buildQuietly(site, { cache: false, outDir: `clean-${i}` });
      expected.push(manifest(path.join(site, `clean-${i}`)));
    }
    assert.not.equal(expected[0], expected[1]);
    const dist = path.join(site, 'dist');
    const work = path.join(site, '.dist.sitegen');

    // A first build, with no output or cache yet: killed before its output is in place, it leaves none.
    writeFileSync(page, versions[0]);
    for (const [point, output] of [
      ['stage:post build', null],
      ['stage:write', expected[0]],
    ] as const) {
      removeDir(dist);
      removeDir(path.join(site, 'node_modules'));
      await buildKilledAt(site, point);
      assert.equal(manifest(dist), output, `a first build killed at ${point}`);
      await buildQuietly(site);
      assert.equal(manifest(dist), expected[0], `the build after a first build killed at ${point}`);
    }

    // Rebuilds after an edit, back and forth between the two versions of the page, killed at each step of putting
    // the new output in place: `previous` is the old output taken out, `dist` the new one put in, `spare` the old
    // one kept for the next build to stage in; the write stage is done before the cache is saved.
    let current = 0;
    for (const [point, seen] of [
      ['stage:render', 'old'],
      ['rename:previous', 'none'],
      ['rename:dist', 'new'],
      ['rename:spare', 'new'],
      ['stage:write', 'new'],
    ] as const) {
      const next = 1 - current;
      writeFileSync(page, versions[next]);
      await buildKilledAt(site, point);
      const output = { old: expected[current], new: expected[next], none: null }[seen];
      assert.equal(manifest(dist), output, `a rebuild killed at ${point} leaves the ${seen} output`);
      // Between the swap's two renames, the old output waits whole beside it, for the next build to put back.
      if (seen === 'none') assert.equal(manifest(path.join(work, 'previous')), expected[current]);
      await buildQuietly(site);
      assert.equal(manifest(dist), expected[next], `the build after a rebuild killed at ${point}`);
      current = next;
    }
  },
);

killed.after(() => made.forEach(removeDir));
killed.run();
