import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
// @ts-expect-error: the corpus generator is plain JavaScript, shared with the benchmark.
import { writeCorpus } from '../../bench/corpus.mjs';
import { outputMarker } from '../../src/write/publish.js';
import { createStaticServer, listen } from '../../src/serve/static.js';
import {
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

const guard = suite('sitegen build: the output folder is guarded');

for (const out of ['.', '..', 'content', 'content/docs/out', 'content/static']) {
  guard(`--out ${out} is a usage error that touches nothing`, () => {
    // Inside a folder of its own, so that even a build that went ahead could only harm test files.
    const site = path.join(removeAfterwards(tempDir('guard')), 'site');
    cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
    mkdirSync(path.join(site, 'content/static'), { recursive: true });
    const before = manifest(site);
    const { status, stderr } = runCli(['build', '--out', out], site);
    assert.is(status, 2, stderr);
    assert.match(stderr, /error: the output folder/);
    assert.match(stderr, /hint:/);
    assert.not.match(stderr, /\n\s+at /);
    assert.equal(manifest(site), before);
  });
}

guard('a folder of other files is refused unless --force, and a folder sitegen built is replaced', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  writeSiteFile(site, 'public/notes.txt', 'mine');
  const refused = runCli(['build', '--out', 'public'], site);
  assert.is(refused.status, 2, refused.stderr);
  assert.match(refused.stderr, /holds files sitegen did not write/);
  assert.is(readFileSync(path.join(site, 'public/notes.txt'), 'utf8'), 'mine');
  const forced = runCli(['build', '--out', 'public', '--force'], site);
  assert.is(forced.status, 0, forced.stderr);
  assert.not.ok(existsSync(path.join(site, 'public/notes.txt')));
  assert.is(runCli(['build', '--out', 'public'], site).status, 0, 'its own output is replaced without --force');
});

guard('an output folder that is a symbolic link is refused, --force or not', () => {
  const parent = removeAfterwards(tempDir('guard-link'));
  const site = path.join(parent, 'site');
  cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  symlinkSync(site, path.join(parent, 'to-site'));
  const before = manifest(site);
  const { status, stderr } = runCli(['build', '--out', path.join(parent, 'to-site'), '--force'], site);
  assert.is(status, 2, stderr);
  assert.match(stderr, /is a symbolic link/);
  assert.equal(manifest(site), before);
});

guard.after(() => made.forEach(removeDir));
guard.run();

const publishing = suite('sitegen build: publishing');

publishing('a rebuild keeps the modification time of files whose bytes did not change, and updates the others', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  for (let i = 0; i < 3; i++) assert.is(runCli(['build'], site).status, 0);
  const dist = path.join(site, 'dist');
  const pages = listFiles(dist).filter((file) => file.endsWith('index.html'));
  const times = new Map(pages.map((file) => [file, statSync(path.join(dist, file)).mtimeMs]));
  const intro = listFiles(path.join(site, 'content/docs')).find((file) => file.startsWith('intro'))!;
  const source = path.join(site, 'content/docs', intro);
  writeFileSync(source, `${readFileSync(source, 'utf8')}\n\nA sentence added later.\n`);
  assert.is(runCli(['build'], site).status, 0);
  const changed = pages.filter((file) => statSync(path.join(dist, file)).mtimeMs !== times.get(file));
  // The first doc is also the docs' home page.
  assert.equal(changed, ['docs/index.html', 'docs/intro/index.html']);
  assert.match(readFileSync(path.join(dist, 'docs/intro/index.html'), 'utf8'), 'A sentence added later.');
});

publishing(
  'whatever an earlier output held, the next builds equal a build without the cache, and nothing outside is touched',
  () => {
    const parent = removeAfterwards(tempDir('spare'));
    const site = path.join(parent, 'site');
    cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
    writeSiteFile(parent, 'victim/index.html', 'precious');
    const dist = path.join(site, 'dist');
    const buildTwice = () => [1, 2].forEach(() => assert.is(runCli(['build'], site).status, 0));
    const assertClean = (step: string) => {
      removeDir(path.join(site, 'clean'));
      assert.is(runCli(['build', '--no-cache', '--out', 'clean'], site).status, 0);
      const { [outputMarker]: _, ...clean } = manifest(path.join(site, 'clean'))!;
      const { [outputMarker]: __, ...built } = manifest(dist)!;
      assert.equal(built, clean, step);
      assert.is(readFileSync(path.join(parent, 'victim/index.html'), 'utf8'), 'precious', step);
    };
    buildTwice();
    writeFileSync(path.join(dist, 'extra.txt'), 'left by hand');
    buildTwice();
    assertClean('a file added to the output by hand');
    removeDir(path.join(dist, 'docs/guide'));
    symlinkSync(path.join(parent, 'victim'), path.join(dist, 'docs/guide'));
    buildTwice();
    assertClean('a page folder replaced by a link to another folder');
    writeSiteFile(site, 'content/docs/extra.md', '# Extra\n\nA page that goes.\n');
    buildTwice();
    rmSync(path.join(site, 'content/docs/extra.md'));
    buildTwice();
    assertClean('a page removed');
    assert.not.ok(existsSync(path.join(dist, 'docs/extra')), 'its folder is gone too');
    writeSiteFile(site, 'content/static/thing', 'a file');
    buildTwice();
    rmSync(path.join(site, 'content/static/thing'));
    writeSiteFile(site, 'content/static/thing/inside.txt', 'now a folder');
    buildTwice();
    assertClean('a static file become a folder');
    rmSync(path.join(site, 'content/static/thing'), { recursive: true });
    writeSiteFile(site, 'content/static/thing', 'a file again');
    buildTwice();
    assertClean('and a file again');
  },
);

publishing('a failure to put the new site in place is one line, and the previous output stays whole', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  assert.is(runCli(['build'], site).status, 0);
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
  assert.is(runCli(['build'], site).status, 0, 'the next build succeeds');
});

publishing('a full disk is one line naming the file, and the previous output stays whole', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  const disk = removeAfterwards(tempDir('full-disk'));
  // A small file system of its own: mounting one needs root, as CI has.
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', disk]).status !== 0) {
    if (process.env.CI) assert.unreachable('mount is needed for a small file system');
    return;
  }
  try {
    const out = path.join(disk, 'dist');
    assert.is(runCli(['build', '--out', out], site).status, 0);
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

/** Runs the real `sitegen` binary without blocking this process, which may be serving meanwhile. */
function runCliAsync(args: string[], cwd: string): Promise<number | null> {
  return new Promise((resolve) =>
    spawn(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), ...args], { cwd, stdio: 'ignore' }).on(
      'exit',
      resolve,
    ),
  );
}

publishing('serve answers every request while the site is rebuilt under it', async () => {
  const site = removeAfterwards(copyFixture('minimal'));
  assert.is(runCli(['build'], site).status, 0);
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
    const source = path.join(site, 'content/docs/intro.md');
    for (let i = 0; i < 4; i++) {
      writeFileSync(source, `${readFileSync(source, 'utf8')}\nEdit ${i}.\n`);
      assert.is(await runCliAsync(['build'], site), 0);
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
  () => {
    const site = removeAfterwards(copyFixture('minimal'));
    writeSiteFile(site, 'dist.sitegen-tmp-999999/docs/index.html', 'half a build');
    writeSiteFile(site, `dist.sitegen-tmp-999999/${outputMarker}`, 'A folder built by sitegen.\n');
    writeSiteFile(site, 'dist.sitegen-tmp-999998/notes.txt', 'not a build');
    const { status, stderr } = runCli(['build'], site);
    assert.is(status, 0, stderr);
    assert.not.ok(existsSync(path.join(site, 'dist.sitegen-tmp-999999')));
    assert.is(readFileSync(path.join(site, 'dist.sitegen-tmp-999998/notes.txt'), 'utf8'), 'not a build');
    assert.match(
      stderr,
      /warning: dist\.sitegen-tmp-999998 is named as sitegen's staging folders are, but holds no \.sitegen file: it is left as it is/,
    );
  },
);

for (const link of ['.dist.sitegen', '.dist.sitegen/spare', '.dist.sitegen/next']) {
  publishing(
    `a work folder ${link} that is a symbolic link to another folder is refused, and nothing is touched there or in dist/`,
    () => {
      const parent = removeAfterwards(tempDir('work-link'));
      const site = path.join(parent, 'site');
      cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
      assert.is(runCli(['build'], site).status, 0);
      const victim = path.join(parent, 'victim');
      for (const name of ['next/a.txt', 'previous/b.txt', 'spare/c.txt', 'spare.json'])
        writeSiteFile(victim, name, `keep ${name}`);
      rmSync(path.join(site, link), { recursive: true, force: true });
      mkdirSync(path.dirname(path.join(site, link)), { recursive: true });
      symlinkSync(victim, path.join(site, link));
      const [victimBefore, distBefore] = [manifest(victim), manifest(path.join(site, 'dist'))];
      const { status, stderr } = runCli(['build'], site);
      assert.is(status, 1, stderr);
      assert.ok(stderr.includes(`error: the build's work folder ${link} is a symbolic link, to ${victim}`), stderr);
      assert.match(stderr, /hint: remove/);
      assert.equal(manifest(victim), victimBefore);
      assert.equal(manifest(path.join(site, 'dist')), distBefore);
    },
  );
}

/** Runs the real `sitegen` binary without blocking this process; resolves with its status and what it printed. */
function runCliCapturing(args: string[], cwd: string): Promise<{ status: number | null; output: string }> {
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

const lockFile = (site: string) => path.join(site, '.dist.sitegen', 'lock');

publishing('a build while another build of the site runs stops at once, saying so, and touches nothing', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  assert.is(runCli(['build'], site).status, 0);
  const before = manifest(path.join(site, 'dist'));
  writeSiteFile(site, 'content/docs/intro.md', '---\ntitle: Changed\n---\n\nChanged.\n');
  // This test's own process holds the lock: a build that is running.
  writeFileSync(lockFile(site), String(process.pid));
  const { status, output } = runCli(['build'], site);
  assert.is(status, 1, output);
  assert.match(output, `error: another build of this site is running (pid ${process.pid})`);
  assert.match(output, /hint: wait for it to end/);
  assert.not.match(output, /\n\s+at /);
  assert.equal(manifest(path.join(site, 'dist')), before);
  assert.is(readFileSync(lockFile(site), 'utf8'), String(process.pid), "the other build's lock stays");
});

publishing('a lock left by a build that was killed is taken over, and given back at the end', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  writeSiteFile(site, '.dist.sitegen/lock', ended.stdout);
  const { status, output } = runCli(['build'], site);
  assert.is(status, 0, output);
  assert.ok(existsSync(path.join(site, 'dist', 'docs', 'intro', 'index.html')));
  assert.not.ok(existsSync(lockFile(site)));
});

publishing(
  'builds of one site started together: each builds or says another is running, none crashes, dist/ is whole',
  async () => {
    const site = removeAfterwards(copyFixture('minimal'));
    const single = removeAfterwards(copyFixture('minimal'));
    assert.is(runCli(['build', '--no-cache'], single).status, 0);
    const runs = await Promise.all(Array.from({ length: 6 }, () => runCliCapturing(['build'], site)));
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
 * Starts a build and kills it with SIGKILL: `ms` after it starts, or `ms` after it reports its last step before
 * writing the output, where a build that replaces files one by one would be caught half-way.
 */
function buildKilled(site: string, when: { ms: number; beforeWrite?: boolean }): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sitegen.js'), 'build'], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let timer = when.beforeWrite ? undefined : setTimeout(() => child.kill('SIGKILL'), when.ms);
    child.stdout.on('data', (data: Buffer) => {
      if (when.beforeWrite && !timer && /search index/.test(String(data)))
        timer = setTimeout(() => child.kill('SIGKILL'), when.ms);
    });
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function timedBuild(site: string, args: string[] = []): number {
  const started = Date.now();
  const { status, stderr } = runCli(['build', ...args], site);
  assert.is(status, 0, stderr);
  return Date.now() - started;
}

killed(
  'leaves dist/ as the previous build or the new one, and the next build equals a build without the cache',
  async () => {
    const site = removeAfterwards(tempDir('killed'));
    (writeCorpus as (n: number, dir: string) => number)(200, site);
    const page = path.join(
      site,
      listFiles(path.join(site, 'content/docs'))
        .filter((file) => file.endsWith('.md'))[5]
        .replace(/^/, 'content/docs/'),
    );
    // The second version changes the page's title, which every page shows in its sidebar: a rebuild writes them all.
    const original = readFileSync(page, 'utf8');
    const versions = [
      original,
      original
        .replace(/^title: .*$/m, 'title: A title that comes and goes')
        .replace(/\n## /, '\nA paragraph that comes and goes.\n\n## '),
    ];
    const expected = versions.map((text, i) => {
      writeFileSync(page, text);
      timedBuild(site, ['--no-cache', '--out', `clean-${i}`]);
      return manifest(path.join(site, `clean-${i}`));
    });
    assert.not.equal(expected[0], expected[1]);
    const dist = path.join(site, 'dist');
    const cacheDir = path.join(site, 'node_modules');
    const outcomes: string[] = [];

    // Fresh builds: before a build there is no output; after it, the site.
    writeFileSync(page, versions[0]);
    const fresh = timedBuild(site);
    for (let i = 1; i <= 10; i++) {
      removeDir(dist);
      removeDir(cacheDir);
      const when = i <= 5 ? { ms: (fresh * i) / 5 } : { ms: (i - 6) * 4, beforeWrite: true };
      await buildKilled(site, when);
      const now = manifest(dist);
      assert.ok(
        now === null || JSON.stringify(now) === JSON.stringify(expected[0]),
        `fresh build killed at ${JSON.stringify(when)}: dist is mixed`,
      );
      outcomes.push(now === null ? 'none' : 'new');
    }
    timedBuild(site);
    assert.equal(manifest(dist), expected[0]);

    // Rebuilds after an edit, back and forth between the two versions of the page.
    timedBuild(site);
    let current = 0;
    for (let i = 1; i <= 10; i++) {
      const next = 1 - current;
      writeFileSync(page, versions[next]);
      const when = i <= 5 ? { ms: (fresh * i) / 5 } : { ms: (i - 6) * 4, beforeWrite: true };
      await buildKilled(site, when);
      const now = JSON.stringify(manifest(dist));
      assert.ok(
        now === JSON.stringify(expected[current]) || now === JSON.stringify(expected[next]),
        `rebuild killed at ${JSON.stringify(when)}: dist is mixed or missing`,
      );
      outcomes.push(now === JSON.stringify(expected[current]) ? 'old' : 'new');
      timedBuild(site);
      assert.equal(
        manifest(dist),
        expected[next],
        `the build after the kill at ${JSON.stringify(when)} equals a build without the cache`,
      );
      current = next;
    }
    // The kills must have fallen both before and after the swap, or the test proves little.
    assert.ok(outcomes.includes('none') && outcomes.includes('old') && outcomes.includes('new'), outcomes.join(' '));
  },
);

killed.after(() => made.forEach(removeDir));
killed.run();
