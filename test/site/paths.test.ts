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
import { SitegenError, shownPath } from '../../src/errors.js';
import { checkFolder } from '../../src/links/folder.js';
import { buildMistakes, copyBuiltSite } from '../helpers/failure.js';
import { buildQuietly, fixturesDir, listFiles, removeDir, runCli, tempDir, writeSiteFile } from '../helpers/site.js';

const made: string[] = [];
const removeAfterwards = (dir: string) => (made.push(dir), dir);

/** A copy of the minimal fixture inside a parent folder of its own, so that a write outside the site can be seen there. */
function siteInParent(parent = removeAfterwards(tempDir('paths'))): { parent: string; site: string } {
  const site = path.join(parent, 'site');
  cpSync(path.join(fixturesDir, 'minimal'), site, { recursive: true });
  mkdirSync(path.join(site, 'content/static'), { recursive: true });
  return { parent, site };
}

/** Removed after the last suite, which is the last to copy it. */
const pristineParent = tempDir('paths-pristine');
let pristine: Promise<string> | undefined;

/** `siteInParent()` built once successfully, copied for each test: a build the next one must leave as it was. */
async function builtSiteInParent(): Promise<{ parent: string; site: string }> {
  pristine ??= (async () => {
    const { parent, site } = siteInParent(pristineParent);
    await buildQuietly(site);
    return parent;
  })();
  const parent = removeAfterwards(copyBuiltSite(await pristine, 'paths-built'));
  return { parent, site: path.join(parent, 'site') };
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
  escapes(
    `${label} with .. segments is an error naming the file and line, and nothing is written outside`,
    async () => {
      const { parent, site } = siteInParent();
      writeSiteFile(site, file, `---\ntitle: Escape\n${frontMatter}\n---\n\nText.\n`);
      const [mistake] = await buildMistakes(site);
      assert.is(mistake.where, `${file}:3`);
      assert.match(mistake.message, /^the route/);
      assert.ok(mistake.hint);
      assert.equal(everythingBesides(parent), []);
      assert.not.ok(existsSync(path.join(site, 'dist')), 'no output at all');
    },
  );
}

escapes('a routeBasePath with .. segments is an error naming site.config.ts', async () => {
  const { parent, site } = siteInParent();
  const config = path.join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace('docs: {', "docs: {\n    routeBasePath: '/../../x',"));
  const [mistake] = await buildMistakes(site);
  assert.match(mistake.where, /^site\.config\.ts:\d+$/);
  assert.match(mistake.message, /^config key `docs\.routeBasePath`/);
  assert.equal(everythingBesides(parent), []);
});

escapes.after(() => made.forEach(removeDir));
escapes.run();

const links = suite('symbolic links in the site');

links('a link to a folder inside the site is followed; dist holds plain files, never links', async () => {
  const { site } = siteInParent();
  writeSiteFile(site, 'shared/logo.txt', 'logo');
  symlinkSync(path.join(site, 'shared'), path.join(site, 'content/static/shared'));
  await buildQuietly(site);
  assert.is(readFileSync(path.join(site, 'dist/shared/logo.txt'), 'utf8'), 'logo');
  assert.equal(symbolicLinksUnder(path.join(site, 'dist')), []);
});

for (const folder of ['content/static', 'content/docs']) {
  links(
    `a link in ${folder} leading outside the site is refused, and the files it leads to are untouched`,
    async () => {
      const { parent, site } = await builtSiteInParent();
      writeSiteFile(parent, 'victim/important.txt', 'keep me');
      writeSiteFile(parent, 'victim/page.md', '# Outside\n');
      symlinkSync(path.join(parent, 'victim'), path.join(site, folder, 'victim'));
      for (let i = 0; i < 2; i++) {
        const [mistake] = await buildMistakes(site);
        assert.match(mistake.message, /victim leads outside the site folder through a symbolic link/);
        assert.ok(mistake.hint);
      }
      assert.is(readFileSync(path.join(parent, 'victim/important.txt'), 'utf8'), 'keep me');
      assert.ok(existsSync(path.join(site, 'dist/index.html')), 'the previous output stays');
    },
  );
}

for (const [folder, target] of [
  ['content/static', '.'],
  ['content/static', '..'],
  ['content/docs', '.'],
] as const) {
  // A walk into the loop would end only on a path too long for the system, with an error that does not say loop.
  links(`a link ${folder}/loop -> ${target} is reported as a loop, not walked`, async () => {
    const { site } = siteInParent();
    symlinkSync(target, path.join(site, folder, 'loop'));
    const [mistake] = await buildMistakes(site);
    assert.match(mistake.message, /loop/);
  });
}

links('check-links on a folder with a self link reports the loop instead of walking it forever', async () => {
  const dir = removeAfterwards(tempDir('check-loop'));
  writeSiteFile(dir, 'index.html', '<!doctype html><title>x</title><a href="/">home</a>');
  symlinkSync('.', path.join(dir, 'self'));
  const error = await checkFolder(dir).catch((error: unknown) => error);
  assert.instance(error, SitegenError);
  assert.match((error as SitegenError).message, /self leads back into a folder that contains it/);
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
  outside(
    `${label}: the build fails naming the link, publishes nothing of it and keeps the previous output`,
    async () => {
      const { parent, site } = await builtSiteInParent();
      const before = listFiles(path.join(site, 'dist'));
      const out = path.join(parent, 'outside');
      mkdirSync(out);
      const target = setup(site, out);
      symlinkSync(target, path.join(site, link));
      const [mistake] = await buildMistakes(site);
      assert.is(
        mistake.line,
        `${shownPath(link, site)} leads outside the site folder through a symbolic link, to ${target}`,
      );
      assert.match(mistake.hint!, /allowedOutsidePaths/);
      assert.equal(listFiles(path.join(site, 'dist')), before, 'the previous output stays');
      assert.equal(filesHolding(path.join(site, 'dist'), secret), []);
    },
  );
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

outside('a folder allowedOutsidePaths names may be linked to, and its files are published', async () => {
  const { parent, site } = siteInParent();
  writeSiteFile(parent, 'shared/brand.css', 'body{--shared:1}');
  writeSiteFile(parent, 'shared/static/logo.txt', 'shared logo');
  symlinkSync(path.join(parent, 'shared/brand.css'), path.join(site, 'brand.css'));
  symlinkSync(path.join(parent, 'shared/static'), path.join(site, 'content/static/shared'));
  configure(site, "theme: { customCss: 'brand.css' }");
  configure(site, "allowedOutsidePaths: ['../shared']");
  await buildQuietly(site);
  assert.is(readFileSync(path.join(site, 'dist/shared/logo.txt'), 'utf8'), 'shared logo');
  assert.equal(filesHolding(path.join(site, 'dist/assets'), '--shared').length, 1);
});

outside(
  'a module that site.config.ts or sidebars.js imports through a link to an outside file: exit 1 naming it, nothing published; allowed when its folder is',
  async () => {
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
    const [viaConfig] = await buildMistakes(site);
    assert.is(viaConfig.where, 'site.config.ts');
    assert.is(
      viaConfig.message,
      `the configuration imports ${path.join(parent, 'outside/words.js')}, which is outside the site folder`,
    );
    assert.not.ok(existsSync(path.join(site, 'dist')), 'nothing was written');
    writeFileSync(config, original.replace("sidebar: ['intro', 'guide'],", ''));
    writeSiteFile(
      site,
      'sidebars.js',
      "import { words } from './lib/words.js';\nexport default { docs: ['intro', { type: 'link', label: words, href: 'https://example.com' }] };\n",
    );
    const [viaSidebars] = await buildMistakes(site);
    assert.is(viaSidebars.where, 'sidebars.js');
    assert.is(
      viaSidebars.message,
      `the sidebars.js imports ${path.join(parent, 'outside/words.js')}, which is outside the site folder`,
    );
    configure(site, "allowedOutsidePaths: ['../outside']");
    await buildQuietly(site);
    assert.ok(filesHolding(path.join(site, 'dist'), secret).length > 0, 'an allowed folder is read');
  },
);

for (const link of ['node_modules/.cache/sitegen', 'node_modules/.cache', 'node_modules']) {
  outside(
    `the build cache's folder through a link at ${link} to another folder: the build goes without the cache and writes nothing there`,
    async () => {
      const { parent, site } = siteInParent();
      writeSiteFile(parent, 'victim/kept.txt', 'kept');
      rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
      mkdirSync(path.dirname(path.join(site, link)), { recursive: true });
      symlinkSync(path.join(parent, 'victim'), path.join(site, link));
      const { output } = await buildQuietly(site);
      assert.ok(
        output.includes(
          `warning: the build cache folder leads outside the site through a symbolic link, to ${path.join(parent, 'victim')}`,
        ),
        output,
      );
      assert.equal(listFiles(path.join(parent, 'victim')), ['kept.txt'], 'nothing was written outside the site');
      assert.ok(existsSync(path.join(site, 'dist/docs/intro/index.html')));
    },
  );
}

outside.after(() => [...made, pristineParent].forEach(removeDir));
outside.run();
