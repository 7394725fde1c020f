import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listFiles, removeDir, repoRoot, tempDir } from '../helpers/site.js';

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [key: string]: unknown;
}

const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  bin: Record<string, string>;
  engines: Record<string, string>;
};
const tarball = `${manifest.name}-${manifest.version}.tgz`;
const project = tempDir('package');
// Offline throughout: the install reads npm's cache, and nothing may reach the registry.
const env = {
  ...process.env,
  NO_COLOR: '1',
  npm_config_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

/** Runs a command in `cwd`; its exit status and everything it printed. */
function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 180_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ?? ''}` };
}

/**
 * The lock file of a project that depends on the packed tarball alone: the tarball's entry, and the entries of the
 * repository's lock for the packages it needs at run time, found as Node finds them. With it `npm ci --offline`
 * installs from npm's cache, which has no package metadata for a range to be resolved against.
 */
function lockForTarball(integrity: string): object {
  const repoLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const own = `node_modules/${manifest.name}`;
  const packages: Record<string, LockEntry> = {
    '': { name: 'package-check', dependencies: { [manifest.name]: `file:${tarball}` } },
    [own]: {
      version: manifest.version,
      resolved: `file:${tarball}`,
      integrity,
      license: 'MIT',
      dependencies: manifest.dependencies,
      bin: manifest.bin,
      engines: manifest.engines,
    },
  };
  const place = (name: string, from: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      const key = `${dir && `${dir}/`}node_modules/${name}`;
      if (repoLock.packages[key]) return key;
      if (!dir) return undefined;
    }
  };
  const add = (entry: LockEntry, at: string) => {
    for (const name of Object.keys({
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    })) {
      const key = place(name, at);
      if (!key || packages[key]) continue;
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = repoLock.packages[key];
      packages[key] = kept;
      add(kept, key);
    }
  };
  add(packages[own], own);
  return { name: 'package-check', lockfileVersion: 3, requires: true, packages };
}

/**
 * Whether the type declarations in dist-lib/types/ were written after the last change to what they are made from:
 * writing them type-checks the whole engine, which takes longer than everything else here.
 */
function declarationsCurrent(): boolean {
  const declarations = path.join(repoRoot, 'dist-lib', 'types', 'index.d.ts');
  if (!existsSync(declarations)) return false;
  const written = statSync(declarations).mtimeMs;
  const sources = [...listFiles(path.join(repoRoot, 'src')).map((file) => path.join('src', file)), 'tsconfig.json'];
  return sources.every((file) => statSync(path.join(repoRoot, file)).mtimeMs < written);
}

// `npm test` compiled the engine before any test began: packing runs only the declarations step, so that the
// other test files, running meanwhile, never find dist-lib/ half rewritten by `prepare`.
if (!declarationsCurrent()) run('node', ['scripts/declarations.mjs'], repoRoot);
const packed = run('npm', ['pack', '--ignore-scripts', '--pack-destination', project], repoRoot);
const integrity = `sha512-${createHash('sha512')
  .update(readFileSync(path.join(project, tarball)))
  .digest('base64')}`;
writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify(
    { name: 'package-check', private: true, dependencies: { [manifest.name]: `file:${tarball}` } },
    null,
    2,
  ),
);
writeFileSync(path.join(project, 'package-lock.json'), JSON.stringify(lockForTarball(integrity), null, 2));
const installed = run('npm', ['ci'], project);

const pack = suite('the packed package');

pack('packs, and installs offline with only its dependencies', () => {
  assert.is(packed.status, 0, packed.output);
  assert.is(installed.status, 0, installed.output);
  const shipped = listFiles(path.join(project, 'node_modules', manifest.name));
  assert.ok(
    shipped.includes('dist-lib/cli.js') && shipped.includes('dist-lib/types/index.d.ts'),
    'the compiled code and its types',
  );
  assert.ok(
    shipped.includes('templates/index.tsx') &&
      shipped.includes('starter/content/docs/intro.md') &&
      shipped.includes('LICENSE'),
  );
  assert.not.ok(
    shipped.some((file) => file.startsWith('test/') || file.startsWith('content/') || file.endsWith('.map')),
    'no tests, site or source maps',
  );
  for (const bundled of ['marked', 'shiki', 'commander', 'typescript'])
    assert.not.ok(
      listFiles(path.join(project, 'node_modules')).some((file) => file.startsWith(`${bundled}/`)),
      `${bundled} is installed`,
    );
});

pack.run();

/** Every text file of a built site that names the site sitegen was first made for. */
function filesNamingTheFirstSite(dist: string): string[] {
  return listFiles(dist).filter(
    (file) =>
      /\.(html|json|js|css|xml|txt)$/.test(file) &&
      /SplitScreen|Nucleus/i.test(readFileSync(path.join(dist, file), 'utf8')),
  );
}

/** What a command printed that warns, npm's own complaints about the machine's configuration aside. */
function warnings(output: string): string[] {
  return output.split('\n').filter((line) => /warn/i.test(line) && !line.startsWith('npm warn'));
}

const starters = suite('a new site from the installed package');

/** The installed `sitegen` command, as npm linked it. */
const sitegen = path.join(project, 'node_modules', '.bin', 'sitegen');

for (const flags of [[], ['--no-blog'], ['--docs-only']]) {
  const name = ['site', ...flags.map((flag) => flag.slice(2))].join('-');
  starters(`init ${flags.join(' ') || '--yes'} builds with no warning and passes its own link check`, () => {
    // npx once, as the README says; the installed command itself afterwards, which npx would run.
    const init =
      flags.length === 0
        ? run('npx', ['sitegen', 'init', name, '--yes'], project)
        : run(sitegen, ['init', name, '--yes', ...flags], project);
    assert.is(init.status, 0, init.output);
    const site = path.join(project, name);
    const built = flags.length === 0 ? run('npm', ['run', 'build'], site) : run(sitegen, ['build'], site);
    assert.is(built.status, 0, built.output);
    assert.equal(warnings(built.output), []);
    const checked = run(sitegen, ['check-links', path.join(name, 'dist'), '--format', 'github'], project);
    assert.is(checked.status, 0, checked.output);
    assert.equal(warnings(checked.output), []);
    assert.equal(
      filesNamingTheFirstSite(path.join(site, 'dist')),
      [],
      'built files name SplitScreen.Me or Nucleus Co-op',
    );
  });
}

starters('npm run check checks the built site', () => {
  const checked = run('npm', ['run', 'check'], path.join(project, 'site'));
  assert.is(checked.status, 0, checked.output);
  assert.match(checked.output, /✓ \d+ pages checked: no broken links or anchors/);
});

starters('a site in French gets the words sitegen translates itself, with no warning', () => {
  const site = path.join(project, 'site-fr');
  cpSync(path.join(project, 'site-docs-only'), site, { recursive: true });
  const config = path.join(site, 'site.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace('defineConfig({', "defineConfig({\n  i18n: { defaultLocale: 'fr' },"),
  );
  const built = run(sitegen, ['build'], site);
  assert.is(built.status, 0, built.output);
  assert.equal(warnings(built.output), []);
  assert.match(readFileSync(path.join(site, 'dist', 'index.html'), 'utf8'), 'aria-label="Ouvrir le menu"');
});

starters('a site with math draws its formulas with the installed KaTeX, and publishes its stylesheet and fonts', () => {
  const site = path.join(project, 'site-math');
  cpSync(path.join(project, 'site-docs-only'), site, { recursive: true });
  const config = path.join(site, 'site.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace('defineConfig({', 'defineConfig({\n  markdown: { math: true },'),
  );
  writeFileSync(path.join(site, 'content', 'docs', 'energy.md'), '# Energy\n\nAt rest, $E = mc^2$.\n');
  const built = run(sitegen, ['build'], site);
  assert.is(built.status, 0, built.output);
  assert.equal(warnings(built.output), []);
  const dist = path.join(site, 'dist');
  const html = readFileSync(path.join(dist, 'energy', 'index.html'), 'utf8');
  assert.match(html, 'class="katex"');
  const stylesheet = /href="\/(assets\/katex\.\w+\.css)"/.exec(html)?.[1];
  assert.ok(stylesheet && existsSync(path.join(dist, stylesheet)), 'the stylesheet is published');
  assert.ok(existsSync(path.join(dist, 'assets', 'fonts')), 'the fonts are published');
});

starters.run();

const types = suite('the installed type declarations');

types(
  "type-check the starters' configs and a component override that wraps the original with the site's own tsconfig, and reject wrong ones",
  () => {
    const site = path.join(project, 'site');
    const templates = path.join(site, 'templates');
    mkdirSync(templates, { recursive: true });
    // What the site's own `npm install` would bring: the package, and the React types it declares.
    mkdirSync(path.join(site, 'node_modules', '@types'), { recursive: true });
    cpSync(path.join(project, 'node_modules', manifest.name), path.join(site, 'node_modules', manifest.name), {
      recursive: true,
    });
    for (const name of ['@types/react', 'csstype'])
      symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(site, 'node_modules', name));
    // One tsc over every case: the site's tsconfig checks site.config.ts and templates/, and each wrong file must be
    // the only place an error is found.
    cpSync(path.join(project, 'site-docs-only', 'site.config.ts'), path.join(templates, 'docs-only.config.ts'));
    writeFileSync(
      path.join(templates, 'wrong.config.ts'),
      "import { defineConfig } from 'sitegen-cli';\n\nexport default defineConfig({ title: 'Typed', url: 'https://example.com', navbar: { items: [{ label: 'Docs', to: '/', position: 'middle' }] } });\n",
    );
    const wrapper = (props: string) =>
      `import type { PageProps } from 'sitegen-cli';\nimport { DocPage as OriginalDocPage } from '@theme-original/DocPage';\n\n` +
      `export function DocPage(props: PageProps<'doc'>) {\n  return (\n    <>\n      <p className="banner">Draft</p>\n      <OriginalDocPage ${props} />\n    </>\n  );\n}\n`;
    writeFileSync(path.join(templates, 'WrappedDocPage.tsx'), wrapper('{...props}'));
    writeFileSync(path.join(templates, 'DocPage.tsx'), wrapper('site={props.site}'));
    const tsc = run(
      process.execPath,
      [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'],
      site,
    );
    assert.is(tsc.status, 2, tsc.output);
    const errors = tsc.output.split('\n').filter((line) => /error TS\d+/.test(line));
    assert.is(errors.length, 2, tsc.output);
    assert.match(errors[0], /^templates\/DocPage\.tsx\(\d+,\d+\): error TS2741: Property 'route' is missing/);
    assert.match(errors[1], /^templates\/wrong\.config\.ts\(3,\d+\): error TS2322: Type '"middle"' is not assignable/);
  },
);

types.after(() => removeDir(project));
types.run();
