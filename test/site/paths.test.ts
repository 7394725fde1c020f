import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixturesDir, listFiles, removeDir, runCli, tempDir, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];
const removeAfterwards = (dir: string) => (made.push(dir), dir);

/** A copy of the minimal fixture inside a parent folder of its own, so that a write outside the site can be seen there. */
function siteInParent(): { parent: string; site: string } {
  const parent = removeAfterwards(tempDir('paths'));
  const site = path.join(parent, 'site');
  cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  mkdirSync(path.join(site, 'content/static'), { recursive: true });
  return { parent, site };
}

/** Every file under `dir` except the site's own. */
const everythingBesides = (parent: string) => listFiles(parent).filter((file) => !file.startsWith('site/'));

/** Every symbolic link under `dir`, folders included, without following any. */
function symbolicLinksUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) return [full];
    return entry.isDirectory() ? symbolicLinksUnder(full) : [];
  });
}

const escapes = suite('output paths that would leave the output folder');

for (const [label, file, frontMatter] of [
  ['a doc slug', 'content/docs/escape.md', 'slug: ../../../../escaped'],
  ['a doc id', 'content/docs/escape.md', 'id: ../../../escaped-id'],
  ['a blog post slug', 'content/blog/2024-01-01-escape.md', 'slug: ../../../../escaped\ntags: [x]'],
] as const) {
  escapes(`${label} with .. segments is an error naming the file and line, and nothing is written outside`, () => {
    const { parent, site } = siteInParent();
    writeSiteFile(site, file, `---\ntitle: Escape\n${frontMatter}\n---\n\nText.\n`);
    const { status, stderr } = runCli(['build'], site);
    assert.is(status, 1, stderr);
    assert.match(stderr, new RegExp(`${file.replace(/[.]/g, '\\.')}:3: the route`));
    assert.match(stderr, /hint:/);
    assert.not.match(stderr, /\n\s+at /);
    assert.equal(everythingBesides(parent), []);
    assert.not.ok(existsSync(path.join(site, 'dist')), 'no output at all');
  });
}

escapes('a routeBasePath with .. segments is an error naming site.config.ts', () => {
  const { parent, site } = siteInParent();
  const config = path.join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace('docs: {', "docs: {\n    routeBasePath: '/../../x',"));
  const { status, stderr } = runCli(['build'], site);
  assert.is(status, 1, stderr);
  assert.match(stderr, /site\.config\.ts:\d+: config key `docs\.routeBasePath`/);
  assert.equal(everythingBesides(parent), []);
});

escapes.after(() => made.forEach(removeDir));
escapes.run();

const links = suite('symbolic links in the site');

links('a link to a folder inside the site is followed; dist holds plain files, never links', () => {
  const { site } = siteInParent();
  writeSiteFile(site, 'shared/logo.txt', 'logo');
  symlinkSync(path.join(site, 'shared'), path.join(site, 'content/static/shared'));
  const { status, stderr } = runCli(['build'], site);
  assert.is(status, 0, stderr);
  assert.is(readFileSync(path.join(site, 'dist/shared/logo.txt'), 'utf8'), 'logo');
  assert.equal(symbolicLinksUnder(path.join(site, 'dist')), []);
});

for (const folder of ['content/static', 'content/docs']) {
  links(`a link in ${folder} leading outside the site is refused, and the files it leads to are untouched`, () => {
    const { parent, site } = siteInParent();
    writeSiteFile(parent, 'victim/important.txt', 'keep me');
    writeSiteFile(parent, 'victim/page.md', '# Outside\n');
    assert.is(runCli(['build'], site).status, 0);
    symlinkSync(path.join(parent, 'victim'), path.join(site, folder, 'victim'));
    for (let i = 0; i < 2; i++) {
      const { status, stderr } = runCli(['build'], site);
      assert.is(status, 1, stderr);
      assert.match(stderr, /victim leads outside the site folder through a symbolic link/);
      assert.match(stderr, /hint:/);
    }
    assert.is(readFileSync(path.join(parent, 'victim/important.txt'), 'utf8'), 'keep me');
    assert.ok(existsSync(path.join(site, 'dist/index.html')), 'the previous output stays');
  });
}

for (const [folder, target] of [
  ['content/static', '.'],
  ['content/static', '..'],
  ['content/docs', '.'],
] as const) {
  links(`a link ${folder}/loop -> ${target} is reported as a loop, promptly`, () => {
    const { site } = siteInParent();
    symlinkSync(target, path.join(site, folder, 'loop'));
    const started = Date.now();
    const { status, stderr } = runCli(['build'], site);
    assert.is(status, 1, stderr);
    assert.match(stderr, /loop/);
    assert.ok(Date.now() - started < 20_000);
  });
}

links('check-links on a folder with a self link reports the loop instead of walking it forever', () => {
  const dir = removeAfterwards(tempDir('check-loop'));
  writeSiteFile(dir, 'index.html', '<!doctype html><title>x</title><a href="/">home</a>');
  symlinkSync('.', path.join(dir, 'self'));
  const { status, stderr } = runCli(['check-links', dir]);
  assert.is(status, 1, stderr);
  assert.match(stderr, /self leads back into a folder that contains it/);
});

links.after(() => made.forEach(removeDir));
links.run();
