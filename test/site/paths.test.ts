import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

const outside = suite('files of the site that lead outside it through a symbolic link');

const secret = 'OUTSIDE-THE-SITE-4b1d';
/** Adds a key to the config of the site. */
const configure = (site: string, key: string) => {
  const file = path.join(site, 'site.config.ts');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('export default defineConfig({', `export default defineConfig({\n  ${key},`),
  );
};
/** Every file under `dir` whose bytes hold `text`. */
const filesHolding = (dir: string, text: string) =>
  listFiles(dir).filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(text));

/** Each case puts a link at `link` (relative to the site) to the outside file or folder `setup` made in `outside`. */
const cases: Array<{ label: string; link: string; setup(site: string, outside: string): string }> = [
  {
    label: 'theme.customCss, a link to an outside stylesheet',
    link: 'custom.css',
    setup: (site, out) => (
      configure(site, "theme: { customCss: 'custom.css' }"),
      writeSiteFile(out, 'custom.css', `body{--x:'${secret}'}`),
      path.join(out, 'custom.css')
    ),
  },
  {
    label: 'site.config.ts, a link to an outside config',
    link: 'site.config.ts',
    setup: (site, out) => (
      cpSync(path.join(site, 'site.config.ts'), path.join(out, 'site.config.ts')),
      configure(out, `tagline: '${secret}'`),
      rmSync(path.join(site, 'site.config.ts')),
      path.join(out, 'site.config.ts')
    ),
  },
  {
    label: 'sidebars.js, a link to an outside file',
    link: 'sidebars.js',
    setup: (site, out) => {
      const config = path.join(site, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("sidebar: ['intro', 'guide'],", ''));
      writeSiteFile(
        out,
        'sidebars.js',
        `module.exports = { docs: ['intro', { type: 'link', label: '${secret}', href: 'https://example.com' }] };`,
      );
      return path.join(out, 'sidebars.js');
    },
  },
  {
    label: 'a _category_.json, a link to an outside file',
    link: 'content/docs/more/_category_.json',
    setup: (site, out) => {
      const config = path.join(site, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("sidebar: ['intro', 'guide'],", ''));
      writeSiteFile(site, 'content/docs/more/page.md', '# More\n');
      writeSiteFile(out, '_category_.json', JSON.stringify({ label: secret }));
      return path.join(out, '_category_.json');
    },
  },
  {
    label: 'templates/Footer.tsx, a link to an outside component',
    link: 'templates/Footer.tsx',
    setup: (site, out) => {
      mkdirSync(path.join(site, 'templates'));
      writeSiteFile(out, 'Footer.tsx', `export function Footer() { return <footer>${secret}</footer>; }`);
      return path.join(out, 'Footer.tsx');
    },
  },
  {
    label: 'the templates/ folder, a link to an outside folder',
    link: 'templates',
    setup: (_site, out) => {
      writeSiteFile(out, 'templates/Footer.tsx', `export function Footer() { return <footer>${secret}</footer>; }`);
      return path.join(out, 'templates');
    },
  },
  ...(['content', 'content/blog', 'content/pages', 'content/static'] as const).map((folder) => ({
    label: `${folder}, a link to an outside folder`,
    link: folder,
    setup: (site: string, out: string) => {
      const moved = path.join(out, path.basename(folder));
      if (existsSync(path.join(site, folder))) renameSync(path.join(site, folder), moved);
      writeSiteFile(
        moved,
        folder === 'content'
          ? 'docs/leak.md'
          : folder === 'content/static'
            ? 'leak.txt'
            : folder === 'content/blog'
              ? '2024-06-01-leak.md'
              : 'leak.md',
        `# Leak\n\n${secret}\n`,
      );
      return moved;
    },
  })),
];

for (const { label, link, setup } of cases) {
  outside(`${label}: the build exits 1 naming the link, publishes nothing of it and keeps the previous output`, () => {
    const { parent, site } = siteInParent();
    assert.is(runCli(['build'], site).status, 0);
    const before = listFiles(path.join(site, 'dist'));
    const out = path.join(parent, 'outside');
    mkdirSync(out);
    const target = setup(site, out);
    symlinkSync(target, path.join(site, link));
    const { status, stderr } = runCli(['build'], site);
    assert.is(status, 1, stderr);
    assert.ok(
      stderr.includes(`error: ${link} leads outside the site folder through a symbolic link, to ${target}`),
      stderr,
    );
    assert.match(stderr, /hint: .*allowedOutsidePaths/);
    assert.not.match(stderr, /\n\s+at /);
    assert.equal(listFiles(path.join(site, 'dist')), before, 'the previous output stays');
    assert.equal(filesHolding(path.join(site, 'dist'), secret), []);
  });
}

outside(
  "theme.customCss through a link to /proc/self/environ: the build machine's environment never reaches dist/",
  () => {
    const { site } = siteInParent();
    configure(site, "theme: { customCss: 'brand.css' }");
    symlinkSync('/proc/self/environ', path.join(site, 'brand.css'));
    const { status, stderr } = runCli(['build'], site, { SITEGEN_TEST_TOKEN: secret });
    assert.is(status, 1, stderr);
    assert.match(
      stderr,
      /error: brand\.css leads outside the site folder through a symbolic link, to \/proc\/\d+\/environ/,
    );
    assert.match(stderr, /hint: sitegen reads no file of \/proc/);
    assert.equal(filesHolding(path.join(site, 'dist'), secret), []);
    assert.not.ok(existsSync(path.join(site, 'dist')), 'nothing was written');
  },
);

outside('a stylesheet that is a FIFO is refused at once instead of waiting on it', () => {
  const { site } = siteInParent();
  configure(site, "theme: { customCss: 'pipe.css' }");
  if (spawnSync('mkfifo', [path.join(site, 'pipe.css')]).status !== 0) return console.log('  (skipped: no mkfifo)');
  const { status, stderr } = runCli(['build'], site, {}, 60_000);
  assert.is(status, 1, stderr);
  assert.match(stderr, /error: pipe\.css is not a regular file/);
});

outside('a folder allowedOutsidePaths names may be linked to, and its files are published', () => {
  const { parent, site } = siteInParent();
  writeSiteFile(parent, 'shared/brand.css', 'body{--shared:1}');
  writeSiteFile(parent, 'shared/static/logo.txt', 'shared logo');
  symlinkSync(path.join(parent, 'shared/brand.css'), path.join(site, 'brand.css'));
  symlinkSync(path.join(parent, 'shared/static'), path.join(site, 'content/static/shared'));
  configure(site, "theme: { customCss: 'brand.css' }");
  configure(site, "allowedOutsidePaths: ['../shared']");
  const { status, stderr } = runCli(['build'], site);
  assert.is(status, 0, stderr);
  assert.is(readFileSync(path.join(site, 'dist/shared/logo.txt'), 'utf8'), 'shared logo');
  assert.equal(filesHolding(path.join(site, 'dist/assets'), '--shared').length, 1);
});

outside(
  'a module that site.config.ts or sidebars.js imports through a link to an outside file: exit 1 naming it, nothing published; allowed when its folder is',
  () => {
    const { parent, site } = siteInParent();
    writeSiteFile(parent, 'outside/words.js', `export const words = '${secret}';\n`);
    mkdirSync(path.join(site, 'lib'));
    symlinkSync(path.join(parent, 'outside/words.js'), path.join(site, 'lib/words.js'));
    const config = path.join(site, 'site.config.ts');
    const original = readFileSync(config, 'utf8');
    writeFileSync(
      config,
      `import { words } from './lib/words.js';\n${original.replace('export default defineConfig({', 'export default defineConfig({\n  tagline: words,')}`,
    );
    const viaConfig = runCli(['build'], site);
    assert.is(viaConfig.status, 1, viaConfig.stderr);
    assert.ok(
      viaConfig.stderr.includes(
        `error: site.config.ts: the configuration imports ${path.join(parent, 'outside/words.js')}, which is outside the site folder`,
      ),
      viaConfig.stderr,
    );
    assert.not.ok(existsSync(path.join(site, 'dist')), 'nothing was written');
    writeFileSync(config, original.replace("sidebar: ['intro', 'guide'],", ''));
    writeSiteFile(
      site,
      'sidebars.js',
      "import { words } from './lib/words.js';\nexport default { docs: ['intro', { type: 'link', label: words, href: 'https://example.com' }] };\n",
    );
    const viaSidebars = runCli(['build'], site);
    assert.is(viaSidebars.status, 1, viaSidebars.stderr);
    assert.ok(
      viaSidebars.stderr.includes(
        `error: sidebars.js: the sidebars.js imports ${path.join(parent, 'outside/words.js')}, which is outside the site folder`,
      ),
      viaSidebars.stderr,
    );
    configure(site, "allowedOutsidePaths: ['../outside']");
    const allowed = runCli(['build'], site);
    assert.is(allowed.status, 0, allowed.stderr);
    assert.ok(filesHolding(path.join(site, 'dist'), secret).length > 0, 'an allowed folder is read');
  },
);

for (const link of ['node_modules/.cache/sitegen', 'node_modules/.cache', 'node_modules']) {
  outside(
    `the build cache's folder through a link at ${link} to another folder: the build goes without the cache and writes nothing there`,
    () => {
      const { parent, site } = siteInParent();
      writeSiteFile(parent, 'victim/kept.txt', 'kept');
      rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
      mkdirSync(path.dirname(path.join(site, link)), { recursive: true });
      symlinkSync(path.join(parent, 'victim'), path.join(site, link));
      const { status, stderr } = runCli(['build'], site);
      assert.is(status, 0, stderr);
      assert.ok(
        stderr.includes(
          `warning: the build cache folder leads outside the site through a symbolic link, to ${path.join(parent, 'victim')}`,
        ),
        stderr,
      );
      assert.equal(listFiles(path.join(parent, 'victim')), ['kept.txt'], 'nothing was written outside the site');
      assert.ok(existsSync(path.join(site, 'dist/docs/intro/index.html')));
    },
  );
}

outside.after(() => made.forEach(removeDir));
outside.run();
