import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../src/config/resolve.js';
import { copyFixture, listFiles, removeDir, repoRoot, runCli, runCliInTerminal, tempDir } from '../helpers/site.js';

const made: string[] = [];
const removeAfterwards = (dir: string) => (made.push(dir), dir);
const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };

const usage = suite('sitegen: usage');

usage('--help lists the build command', () => {
  const { status, stdout } = runCli(['--help']);
  assert.is(status, 0);
  assert.match(stdout, /^Usage: sitegen/m);
  assert.match(stdout, /^\s+build \[options\]\s+build the site/m);
});

usage('build --help lists every option of build', () => {
  const { status, stdout } = runCli(['build', '--help']);
  assert.is(status, 0);
  for (const option of ['--root <dir>', '--out <dir>', '--base-url <path>', '--debug']) assert.match(stdout, option);
});

usage("--version prints package.json's version", () => {
  const { status, stdout } = runCli(['--version']);
  assert.is(status, 0);
  assert.is(stdout.trim(), version);
});

usage('an unknown command exits 2 and names it', () => {
  const { status, stderr } = runCli(['publish']);
  assert.is(status, 2);
  assert.match(stderr, "unknown command 'publish'");
});

usage('an unknown option exits 2 and names it', () => {
  const { status, stderr } = runCli(['build', '--minify']);
  assert.is(status, 2);
  assert.match(stderr, "unknown option '--minify'");
});

for (const [command, flag, value] of [
  ['serve', '--port', 'abc'],
  ['serve', '--port', '99999'],
  ['dev', '--port', 'abc'],
  ['dev', '--port', '99999'],
  ['dev', '--port', '-1'],
  ['serve', '--base', 'sub'],
  ['build', '--base-url', 'sub'],
  ['check-links', '--base-url', 'sub'],
  ['build', '--base-url', '//evil.example/'],
  ['build', '--base-url', '/\\evil.example/'],
  ['serve', '--base', '//evil.example/'],
  ['check-links', '--timeout', '0'],
  ['build', '--step-limit', '0'],
  ['build', '--render-limit', 'soon'],
  ['init', '--step-limit', '-5'],
]) {
  usage(`${command} ${flag} ${value} is a usage error: exit 2 and one line, before anything starts`, () => {
    const { status, stdout, stderr } = runCli([command, flag, value], removeAfterwards(tempDir('usage')), {}, 10_000);
    assert.is(status, 2, stderr);
    assert.is(stdout, '');
    assert.is(stderr.trimEnd().split('\n').length, 1, stderr);
    assert.match(stderr, `argument '${value}' is invalid`);
    assert.match(stderr, `sitegen ${command} --help`);
  });
}

usage('every command takes --debug, and runs with it', () => {
  const dir = removeAfterwards(tempDir('debug'));
  writeFileSync(path.join(dir, 'file'), '');
  const missing = path.join(dir, 'missing');
  for (const args of [
    ['build', '--root', missing],
    // A locale the site lacks stops the dev server before it serves.
    ['dev', '--root', removeAfterwards(copyFixture('minimal')), '--locale', 'nope', '--port', '0'],
    ['check-links', missing],
    ['init', path.join(dir, 'file')],
    ['docs:version', '1.0', '--root', missing],
    ['write-translations', '--root', missing],
    ['serve', missing],
  ]) {
    const { status, output } = runCli([...args, '--debug'], dir, {}, 60_000);
    assert.not.match(output, 'unknown option', args[0]);
    assert.ok(status !== 0 && /^error: /m.test(output), `${args[0]} ran and failed on its input: ${output}`);
  }
});

usage('serve on a port in use says so in one error line, without a stack trace', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const dir = tempDir('serve');
  try {
    const { port } = blocker.address() as net.AddressInfo;
    const { status, stderr } = runCli(['serve', dir, '--port', String(port)], repoRoot, {}, 10_000);
    assert.is(status, 1, stderr);
    assert.match(stderr, `error: port ${port} is already in use`);
    assert.match(stderr, 'hint: pass --port with another number');
    assert.not.match(stderr, /^\s+at /m);
  } finally {
    blocker.close();
    removeDir(dir);
  }
});

usage('serve names a missing folder instead of serving nothing', () => {
  const { status, stderr } = runCli(['serve', 'no-such-folder'], removeAfterwards(tempDir('serve')), {}, 10_000);
  assert.is(status, 1);
  assert.match(stderr, 'error: no folder no-such-folder to serve');
});

usage.run();

const building = suite('sitegen build');

building('exits 0 and prints each stage with its time, then a summary', () => {
  const root = removeAfterwards(copyFixture('minimal'));
  const { status, output } = runCli(['build'], root);
  assert.is(status, 0, output);
  for (const stage of ['config', 'scan content', 'markdown', 'templates', 'routes', 'render', 'check links', 'write']) {
    assert.match(output, new RegExp(`^  ✓ ${stage} +\\d+(\\.\\d+)? ?(ms|s)\\b`, 'm'), `stage ${stage}`);
  }
  const summary = /^Built (\d+) routes \((\d+) pages, (\d+) files\) into dist in \d+(\.\d+)? ?(ms|s)\b/m.exec(output);
  assert.ok(summary, `no summary line in:\n${output}`);
  const pages = listFiles(path.join(root, 'dist')).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets/'),
  );
  assert.is(Number(summary[2]), pages.length, 'the summary counts the pages written');
});

building('prints colours on a terminal, and no escape codes at all with NO_COLOR=1', () => {
  const root = removeAfterwards(copyFixture('minimal'));
  const { NO_COLOR: _, ...env } = process.env;
  const coloured = runCliInTerminal(['build'], root, { env });
  if (!coloured) {
    console.log('  skipped terminal test: util-linux `script` is not installed');
    return;
  }
  assert.is(coloured.status, 0, coloured.output);
  assert.match(coloured.output, '\x1b[', 'a terminal gets colours');
  const plain = runCliInTerminal(['build'], root, { env: { ...env, NO_COLOR: '1' } })!;
  assert.is(plain.status, 0, plain.output);
  assert.match(plain.output, /Built \d+ routes/);
  assert.not.match(plain.output, '\x1b');
});

building('--root builds another folder and --out writes where it says', () => {
  const elsewhere = removeAfterwards(tempDir('cli-cwd'));
  const site = removeAfterwards(copyFixture('minimal'));
  const out = path.join(elsewhere, 'public');
  const { status, output } = runCli(['build', '--root', site, '--out', out], elsewhere);
  assert.is(status, 0, output);
  assert.ok(existsSync(path.join(out, 'docs', 'intro', 'index.html')));
  assert.not.ok(existsSync(path.join(site, 'dist')), 'nothing is written to the default dist/');
});

building('--out is relative to the site folder', () => {
  const site = removeAfterwards(copyFixture('minimal'));
  const { status } = runCli(['build', '--root', site, '--out', 'public'], path.dirname(site));
  assert.is(status, 0);
  assert.ok(existsSync(path.join(site, 'public', 'index.html')));
});

building('--base-url /sub/ puts /sub/ in front of every link to the site', () => {
  const root = removeAfterwards(copyFixture('minimal'));
  const { status, output } = runCli(['build', '--base-url', '/sub/'], root);
  assert.is(status, 0, output);
  const pages = listFiles(path.join(root, 'dist')).filter(
    (file) => file.endsWith('.html') && !file.startsWith('assets/'),
  );
  let checked = 0;
  for (const file of pages) {
    const $ = cheerio.load(readFileSync(path.join(root, 'dist', file), 'utf8'));
    $('[href^="/"], [src^="/"], [data-src^="/"]').each((_, el) => {
      for (const name of ['href', 'src', 'data-src']) {
        const value = $(el).attr(name);
        if (value?.startsWith('/')) {
          assert.ok(value.startsWith('/sub/'), `${file}: ${name}="${value}"`);
          checked++;
        }
      }
    });
  }
  assert.ok(checked > pages.length, 'pages have links to check');
  const intro = cheerio.load(readFileSync(path.join(root, 'dist', 'docs', 'intro', 'index.html'), 'utf8'));
  assert.is(intro('.markdown a').first().attr('href'), '/sub/docs/guide', 'Markdown links carry it too');
});

building('with no options in the repository, builds the embedded site', async () => {
  const out = removeAfterwards(tempDir('cli-embedded'));
  const ownDist = path.join(repoRoot, 'dist', 'index.html');
  const ownDistBefore = existsSync(ownDist) ? statSync(ownDist).mtimeMs : null;
  // Without the cache, which other test files building this site at the same time share in the repository's node_modules.
  const { status, output } = runCli(['build', '--out', out, '--no-cache'], repoRoot);
  assert.is(status, 0, output);
  const config = await loadConfig(repoRoot);
  const home = cheerio.load(readFileSync(path.join(out, 'index.html'), 'utf8'));
  assert.is(home('meta[property="og:site_name"]').attr('content'), config.title);
  const docs = cheerio.load(readFileSync(path.join(out, 'docs', 'index.html'), 'utf8'));
  assert.match(docs('title').text(), `| ${config.title}`);
  assert.ok(existsSync(path.join(out, config.blog.routeBasePath.slice(1), 'index.html')));
  assert.is(
    existsSync(ownDist) ? statSync(ownDist).mtimeMs : null,
    ownDistBefore,
    "the repository's own dist/ is left alone",
  );
});

building.after(() => made.forEach(removeDir));
building.run();

const ending = suite('sitegen: how a command ends');

/** Runs `runToTheEnd` on a command made of `body` in a process of its own; returns its status and what it printed. */
function endOf(body: string) {
  const dir = tempDir('ending');
  made.push(dir);
  const file = path.join(dir, 'command.ts');
  writeFileSync(
    file,
    `import { runToTheEnd } from ${JSON.stringify(path.join(repoRoot, 'src/cli/exit.ts'))};\nrunToTheEnd(${body});\n`,
  );
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: result.stdout + result.stderr };
}

ending('a command whose work can never finish, with nothing left to wait for, exits 1 saying so', () => {
  const { status, output } = endOf('() => new Promise<number>(() => {})');
  assert.is(status, 1, output);
  assert.match(output, /^error: sitegen stopped before its work was done/m);
});

ending('a command that is done exits with its status, whatever timers are left running', () => {
  const { status, output } = endOf(
    "async () => {\n  setInterval(() => {}, 1000);\n  console.log('done');\n  return 3;\n}",
  );
  assert.is(status, 3, output);
  assert.match(output, 'done');
});

ending.after(() => made.forEach(removeDir));
ending.run();
