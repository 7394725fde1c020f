import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { migratedManifest } from '../../src/migrate/site-package.js';
import { migrateDocusaurusSite } from '../../src/migrate/site.js';
import { tempDir, writeSiteFile } from '../helpers/site.js';

const manifest = suite("sitegen init --from: the new site's package.json");

manifest('asks for the packages the site code imports at the versions the Docusaurus site declares', () => {
  const repo = tempDir('declared');
  writeSiteFile(repo, '.git/HEAD', 'ref: refs/heads/main\n');
  writeSiteFile(repo, 'package.json', JSON.stringify({ devDependencies: { '@emotion/styled': '^11.11.0' } }));
  const site = path.join(repo, 'apps/website');
  writeSiteFile(
    site,
    'package.json',
    JSON.stringify({ dependencies: { 'react-countup': '^6.5.0', local: 'workspace:*', '@docusaurus/core': '3.9.1' } }),
  );
  const packages = new Map([
    ['react-countup', 'src/components/Team.jsx'],
    ['@emotion/styled', 'src/components/Info.tsx'],
    ['clsx', 'src/components/Tree.tsx'],
    ['local', 'src/components/Local.tsx'],
    ['react-router-dom', 'src/pages/redirect.tsx'],
    ['react-icons', 'src/components/Icon.tsx'],
  ]);
  const { manifest, notes } = migratedManifest(site, path.join(repo, 'my-docs'), packages);
  const written = JSON.parse(manifest);
  assert.equal(written.dependencies, {
    '@emotion/styled': '^11.11.0',
    clsx: '^2.0.0',
    'react-countup': '^6.5.0',
    'react-icons': '*',
    'react-router-dom': '^5.3.4',
  });
  assert.equal(written.scripts, { dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check-links' });
  assert.ok(written.devDependencies['sitegen-cli'], 'sitegen itself is asked for');
  assert.is(written.name, 'my-docs');
  assert.is(written.type, 'commonjs', "the site's .js files stay CommonJS, as its package.json left them");
  assert.equal(
    notes.map((note) => note.item),
    ['package clsx', 'package local', 'package react-icons', 'package react-router-dom'],
    'a package it never declared, and one of its own repository, are named',
  );
  assert.match(notes[1].reason, 'workspace:*');
  assert.match(notes[3].todo, 'asks for ^5.3.4, the version Docusaurus 3 brings');
});

manifest('keeps a Docusaurus site of ES modules one', () => {
  const site = tempDir('esm-site');
  writeSiteFile(site, 'package.json', JSON.stringify({ type: 'module' }));
  assert.is(JSON.parse(migratedManifest(site, site, new Map()).manifest).type, 'module');
});

manifest.run();

const written = suite('sitegen init --from: what npm install needs in the new site');

written('writes package.json with the packages of every copied component, .npmrc and .gitignore', async () => {
  const site = tempDir('packages-site');
  writeSiteFile(site, 'docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example.org' };\n");
  writeSiteFile(site, 'package.json', JSON.stringify({ dependencies: { clsx: '2.1.1', 'react-icons': '^5.0.0' } }));
  writeSiteFile(site, 'docs/intro.mdx', "import Icon from '@site/src/components/Icon';\n\n<Icon />\n");
  writeSiteFile(site, 'src/components/Icon.js', "import { FaBeer } from 'react-icons/fa6';\nexport default FaBeer;\n");
  // Used by no page directly, as src/theme/MDXComponents may make it global.
  writeSiteFile(site, 'src/components/FileTree/index.tsx', "import clsx from 'clsx';\nexport default clsx;\n");
  const out = path.join(tempDir('packages-out'), 'site');
  const report = await migrateDocusaurusSite({ from: site, to: out });
  const manifest = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
  assert.equal(manifest.dependencies, { clsx: '2.1.1', 'react-icons': '^5.0.0' });
  assert.not.ok(
    report.notes.some((note) => note.item.startsWith('package ')),
    'declared packages need nothing done by hand',
  );
  assert.is(readFileSync(path.join(out, '.npmrc'), 'utf8'), 'legacy-peer-deps=true\n');
  assert.match(readFileSync(path.join(out, '.gitignore'), 'utf8'), 'node_modules/');
  assert.ok(existsSync(path.join(out, 'site.config.ts')));
});

written.run();
