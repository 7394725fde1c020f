#!/usr/bin/env node
// Migrates real Docusaurus sites, mirrored as bare repositories, with `sitegen init --from`, builds each, and prints
// what came of it: the docs of the current version against the doc pages built, the warnings, the first error and
// what MIGRATION.md lists.
// Each site of sites.json names its repository, the site's folder in it (`root`), its docs folder when not `docs`, and
// its config file when Docusaurus is run with `--config`.
// Usage: node test/real-sites/run.mjs [--sitegen PATH/TO/bin/sitegen.js] [--mirrors DIR] [--only REGEX] [--json]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractRepository } from './extract.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const bin = path.resolve(flag('--sitegen') ?? path.join(here, '..', '..', 'bin', 'sitegen.js'));
/** The sitegen package the migrated sites import `sitegen-cli` from: the one `bin` belongs to. */
const checkout = path.dirname(path.dirname(bin));
const mirrors = path.resolve(flag('--mirrors') ?? '/work/.mirror');
const only = flag('--only') ? new RegExp(flag('--only')) : null;
const json = args.includes('--json');
const sites = JSON.parse(readFileSync(path.join(here, 'sites.json'), 'utf8')).filter(
  (site) => !only || only.test(site.repo),
);
// Extracted repositories are kept between runs, by commit; each run migrates into a fresh folder.
const work = path.join(os.tmpdir(), 'sitegen-real-sites');
const limits = { initMs: 120_000, installMs: 600_000, buildMs: 600_000 };

/** Runs a command in its own process group, killed whole when it outlives `ms`. */
function run(command, argv, { cwd, ms }) {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, ms);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status: timedOut ? 'timeout' : status, output });
    });
  });
}

const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Markdown files under `folder`, but for partials and folders of them (`_name`), as Docusaurus leaves those out. */
function markdownFiles(folder, prefix = '') {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return markdownFiles(path.join(folder, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });
}

/** The written `site.config.ts`, read back as the data it is. */
function writtenConfig(out) {
  const file = path.join(out, 'site.config.ts');
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  return JSON.parse(text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(')')));
}

/** The doc pages of the current version in the default locale: built pages whose article is a doc's. */
function currentDocPages(out) {
  const config = writtenConfig(out);
  const dist = path.join(out, 'dist');
  if (!config || !existsSync(dist)) return 0;
  const docs = config.docs ?? {};
  const base = (docs.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '');
  const versionsFile = path.join(out, 'versions.json');
  const versions = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  const last = docs.lastVersion ?? versions[0] ?? 'current';
  const pathOf = (version) =>
    version === last ? '' : (docs.versions?.[version]?.path ?? (version === 'current' ? 'next' : version));
  const root = path.join(dist, base, pathOf('current'));
  const skipped = new Set(
    [
      ...versions.filter((version) => version !== 'current').map((version) => path.join(dist, base, pathOf(version))),
      ...(config.i18n?.locales ?? [])
        .filter((locale) => locale !== config.i18n.defaultLocale)
        .map((locale) => path.join(dist, locale)),
      path.join(dist, 'assets'),
    ].filter((folder) => folder !== root),
  );
  let count = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(file)) walk(file);
      } else if (entry.name.endsWith('.html') && readFileSync(file, 'utf8').includes('<article class="doc-article">'))
        count++;
    }
  };
  if (existsSync(root)) walk(root);
  return count;
}

/** The first column of MIGRATION.md's table: what did not come over, or changed. */
function migrationItems(out) {
  const file = path.join(out, 'MIGRATION.md');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| What |') && !line.startsWith('| --- |'))
    .map((line) => line.slice(2).split(' | ')[0]);
}

const firstError = (output) =>
  plain(output)
    .split('\n')
    .find((line) => /error|✗|failed/i.test(line))
    ?.trim() ?? '';

/**
 * Installs the migrated site's packages as its user would, `npm install`, with sitegen-cli itself linked to this
 * checkout rather than fetched: package.json asks for it, so it is left out of the install, then linked.
 */
async function installPackages(out) {
  const manifestFile = path.join(out, 'package.json');
  const written = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(written);
  delete manifest.devDependencies?.['sitegen-cli'];
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  const install = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: out, ms: limits.installMs });
  writeFileSync(manifestFile, written);
  mkdirSync(path.join(out, 'node_modules'), { recursive: true });
  symlinkSync(checkout, path.join(out, 'node_modules', 'sitegen-cli'), 'dir');
  return install;
}

async function runSite(site) {
  const gitDir = path.join(mirrors, site.repo, 'repo');
  const commit = (
    await run('git', ['--git-dir', gitDir, 'rev-parse', '--short', 'HEAD'], { ms: 30_000 })
  ).output.trim();
  const folder = path.join(work, `${site.repo}-${commit}`);
  const source = path.join(folder, 'source');
  if (!existsSync(path.join(folder, 'extracted'))) {
    rmSync(folder, { recursive: true, force: true });
    const { missing } = await extractRepository(gitDir, source);
    writeFileSync(path.join(folder, 'extracted'), `${missing} files absent from the mirror\n`);
  }
  const root = path.join(source, site.root);
  const docs = markdownFiles(path.join(root, site.docs ?? 'docs')).length;
  const out = path.join(folder, 'out');
  rmSync(out, { recursive: true, force: true });
  const result = { site: site.repo, commit, docs, pages: 0, warnings: 0, step: 'init', status: 0, error: '' };
  // A site built with `docusaurus build --config <file>` from its folder is migrated as its user would run it.
  const init = site.config
    ? await run('node', [bin, 'init', '--from', site.config, out, '--yes'], { cwd: root, ms: limits.initMs })
    : await run('node', [bin, 'init', '--from', root, out, '--yes'], { cwd: folder, ms: limits.initMs });
  result.migration = migrationItems(out);
  if (init.status !== 0) return { ...result, status: init.status, error: firstError(init.output) };
  result.step = 'install';
  const install = await installPackages(out);
  if (install.status !== 0) return { ...result, status: install.status, error: firstError(install.output) };
  result.step = 'build';
  const build = await run('node', [bin, 'build'], { cwd: out, ms: limits.buildMs });
  const output = plain(build.output);
  result.warnings = (output.match(/^warning:/gm) ?? []).length;
  result.pages = currentDocPages(out);
  if (build.status !== 0) return { ...result, status: build.status, error: firstError(build.output) };
  return { ...result, step: 'done' };
}

mkdirSync(work, { recursive: true });
const results = [];
for (const site of sites) {
  const started = Date.now();
  const result = await runSite(site).catch((error) => ({
    site: site.repo,
    docs: 0,
    pages: 0,
    warnings: 0,
    step: 'runner',
    status: 'crash',
    error: error.message,
    migration: [],
  }));
  result.seconds = Math.round((Date.now() - started) / 1000);
  results.push(result);
  if (!json) process.stderr.write(`${site.repo}: ${result.step} ${result.status} in ${result.seconds}s\n`);
}

if (json) {
  process.stdout.write(JSON.stringify(results, null, 2) + '\n');
} else {
  const cell = (text) => String(text).replace(/\|/g, '\\|').slice(0, 140);
  const lines = [
    '| site | docs | pages | warnings | exit | first error |',
    '| --- | --: | --: | --: | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.site} | ${r.docs} | ${r.pages}${r.pages < r.docs ? ' ✗' : ''} | ${r.warnings} | ${r.step === 'done' ? 0 : `${r.step} ${r.status}`} | ${cell(r.error)} |`,
    ),
    '',
    'MIGRATION.md lists:',
    '',
    ...results.map((r) => `- ${r.site}: ${r.migration.length ? r.migration.join('; ') : '(nothing)'}`),
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
