// Which versions a site builds and how each is published, from versions.json and the config, on plain data.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  readVersionNames,
  readVersionSidebars,
  resolveVersions,
  type VersionInputs,
} from '../../src/config/versions.js';
import { SitegenError } from '../../src/errors.js';
import { removeDir, tempDir } from '../helpers/site.js';
import type { DocsOptions } from '../../src/config/types.js';
import type { KeyFailure } from '../../src/config/key-lines.js';

const inputs = (released: string[]): VersionInputs => ({
  root: '/site',
  currentDir: '/site/content/docs',
  contentDir: '/site/content',
  routeBasePath: '/docs',
  current: { sidebars: { docs: ['intro'] }, sidebarsFile: '/site/sidebars.js' },
  released: released.map((name) => ({
    name,
    sidebars: { docs: ['intro'] },
    sidebarsFile: `/site/versioned_sidebars/version-${name}-sidebars.json`,
  })),
});

const fail: KeyFailure = (key, message) => {
  throw new Error(`${key} ${message}`);
};

const summary = (docs: DocsOptions, released: string[]) =>
  resolveVersions(docs, inputs(released), fail).map((v) => ({
    name: v.name,
    label: v.label,
    route: v.routeBasePath,
    banner: v.banner,
    badge: v.badge,
    last: v.last,
  }));

const defaults = suite("versions: Docusaurus's defaults");

defaults('without versions.json the docs folder is the only version, at /docs, without badge or banner', () => {
  assert.equal(summary({}, []), [
    { name: 'current', label: 'Next', route: '/docs', banner: 'none', badge: false, last: true },
  ]);
});

defaults('a lone version shows its badge when versionLabel names it, as the embedded site does', () => {
  const [current] = resolveVersions({ versionLabel: 'Next' }, inputs([]), fail);
  assert.is(current.badge, true);
  assert.is(current.label, 'Next');
});

defaults(
  'with released versions the newest is last at /docs, the docs folder is Next at /docs/next, older ones unmaintained',
  () => {
    assert.equal(summary({}, ['2.0', '1.0']), [
      { name: 'current', label: 'Next', route: '/docs/next', banner: 'unreleased', badge: true, last: false },
      { name: '2.0', label: '2.0', route: '/docs', banner: 'none', badge: true, last: true },
      { name: '1.0', label: '1.0', route: '/docs/1.0', banner: 'unmaintained', badge: true, last: false },
    ]);
  },
);

defaults('a lastVersion older than the newest makes the newer ones unreleased', () => {
  const versions = summary({ lastVersion: '2.0' }, ['3.0', '2.0', '1.0']);
  assert.equal(
    versions.map((v) => [v.name, v.route, v.banner]),
    [
      ['current', '/docs/next', 'unreleased'],
      ['3.0', '/docs/3.0', 'unreleased'],
      ['2.0', '/docs', 'none'],
      ['1.0', '/docs/1.0', 'unmaintained'],
    ],
  );
});

defaults('lastVersion current keeps the docs folder at /docs and the released versions under their names', () => {
  assert.equal(
    summary({ lastVersion: 'current' }, ['1.0']).map((v) => [v.name, v.route, v.banner]),
    [
      ['current', '/docs', 'none'],
      ['1.0', '/docs/1.0', 'unmaintained'],
    ],
  );
});

defaults('each version takes its own label, path, banner, badge, noIndex and class', () => {
  const [current, one] = resolveVersions(
    {
      versions: {
        current: { label: 'Canary', path: 'canary', banner: 'none', badge: false },
        '1.0': { noIndex: true, className: 'old' },
      },
    },
    inputs(['1.0']),
    fail,
  );
  assert.equal(
    [current.label, current.routeBasePath, current.banner, current.badge, current.className],
    ['Canary', '/docs/canary', 'none', false, 'docs-version-current'],
  );
  assert.equal([one.noIndex, one.className, one.routeBasePath], [true, 'old', '/docs']);
});

defaults('onlyIncludeVersions and includeCurrentVersion leave versions out', () => {
  assert.equal(
    summary({ onlyIncludeVersions: ['current', '1.0'] }, ['2.0', '1.0']).map((v) => v.name),
    ['current', '1.0'],
  );
  assert.equal(
    summary({ includeCurrentVersion: false }, ['2.0', '1.0']).map((v) => [v.name, v.route]),
    [
      ['2.0', '/docs'],
      ['1.0', '/docs/1.0'],
    ],
  );
});

defaults('a version read from git joins those of versions.json, after them, with its own folder and edit root', () => {
  const versions = resolveVersions({ versions: { '0.9': { gitRef: 'v0.9.0' } } }, inputs(['1.0']), fail);
  assert.equal(
    versions.map((v) => [v.name, v.gitRef]),
    [
      ['current', null],
      ['1.0', null],
      ['0.9', 'v0.9.0'],
    ],
  );
  assert.is(versions[1].dir, '/site/versioned_docs/version-1.0');
  assert.is(versions[1].editRoot, '/site');
  assert.is(versions[0].editRoot, '/site/content');
});

const mistakes = suite('versions: mistakes in the config');

for (const [name, docs, released, expected] of [
  ['a lastVersion the site does not have', { lastVersion: '9.0' }, ['1.0'], /docs.lastVersion names "9.0"/],
  [
    'an unknown version in onlyIncludeVersions',
    { onlyIncludeVersions: ['4.0'] },
    ['1.0'],
    /docs.onlyIncludeVersions names "4.0"/,
  ],
  [
    'settings of a version that does not exist',
    { versions: { '5.0': { label: 'Five' } } },
    [],
    /docs.versions.5.0 names a version/,
  ],
  [
    'a gitRef for the docs folder itself',
    { versions: { current: { gitRef: 'main' } } },
    [],
    /docs.versions.current.gitRef cannot be given/,
  ],
  ['no version left to build', { includeCurrentVersion: false }, [], /docs.includeCurrentVersion is false/],
  [
    'a version from git named ..',
    { versions: { '..': { gitRef: 'v1' } } },
    [],
    /docs.versions... names the version "..", whose name is `.` or `..`/,
  ],
  [
    'a lastVersion left out by onlyIncludeVersions',
    { onlyIncludeVersions: ['current'], lastVersion: '1.0' },
    ['1.0'],
    /docs.lastVersion names "1.0", which is not a version the site builds/,
  ],
] as Array<[string, DocsOptions, string[], RegExp]>) {
  mistakes(`${name} is an error naming the key`, () => {
    assert.throws(() => resolveVersions(docs, inputs(released), fail), expected);
  });
}

defaults.run();
mistakes.run();

const versionsFile = suite('versions.json: its mistakes, at its file and line');

for (const [what, text, expected, line] of [
  ['not JSON', '["2.0",\n  "1.0"\n  "0.9"]\n', /versions\.json is not valid JSON/, 3],
  ['not a list of names', '{ "2.0": true }', /must hold a list of version names/],
  ['a name given twice', '["2.0", "2.0"]', /the version "2.0" is listed twice/],
  ['the name current', '["current"]', /the version name "current" is the name of the docs folder itself/],
  ['a name with a slash', '["a/b"]', /the version name "a\/b" holds a slash/],
] as Array<[string, string, RegExp, number?]>) {
  versionsFile(`${what} is an error naming the file`, () => {
    const root = tempDir('versions-json');
    writeFileSync(path.join(root, 'versions.json'), text);
    try {
      readVersionNames(root, { root });
      assert.unreachable('it was read');
    } catch (error) {
      assert.instance(error, SitegenError);
      assert.match(`${path.basename((error as SitegenError).file ?? '')} ${(error as Error).message}`, expected);
      if (line) assert.is((error as SitegenError).line, line);
    } finally {
      removeDir(root);
    }
  });
}

versionsFile('a versioned sidebars file is read as JSON and checked as sidebars.js is', () => {
  const root = tempDir('versioned-sidebars');
  mkdirSync(path.join(root, 'versioned_sidebars'));
  writeFileSync(path.join(root, 'versioned_sidebars', 'version-1.0-sidebars.json'), '{ "docs": [{ "type": "doc" }] }');
  try {
    assert.throws(() => readVersionSidebars(root, '1.0', { root }), /sidebar item `docs\[0\]\.id` is required/);
    assert.equal(readVersionSidebars(root, '2.0', { root }), { name: '2.0', sidebars: null, sidebarsFile: null });
  } finally {
    removeDir(root);
  }
});

versionsFile.run();
