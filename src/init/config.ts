import type { StarterChoices } from './choices.js';

/** The new site's `site.config.ts`: its title, address, navbar and footer, linking only the sections it has. */
export function siteConfigSource({ title, blog, home }: StarterChoices, year: number): string {
  const quote = (text: string) => `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
  // Without a home page the docs are the site, at `/`.
  const docs = (id = '') => (home ? `/docs${id && `/${id}`}` : `/${id}`);
  const navbarItems = [
    ...(home ? [`{ label: 'Docs', to: '/docs', position: 'left' }`] : []),
    ...(blog ? [`{ label: 'Blog', to: '/blog', position: 'left' }`] : []),
  ];
  const moreLinks = [
    ...(blog ? [`{ label: 'Blog', to: '/blog' }`] : []),
    `{ label: 'Made with sitegen', href: 'https://www.npmjs.com/package/sitegen-cli' }`,
  ];
  return [
    `import { defineConfig } from 'sitegen-cli';`,
    ``,
    `export default defineConfig({`,
    `  title: ${quote(title)},`,
    `  tagline: ${quote(`Guides and reference for ${title}`)},`,
    `  // The address the site is published at: canonical links${blog ? ', the sitemap and the feeds' : ' and the sitemap'} start with it.`,
    `  url: 'https://example.com',`,
    `  favicon: '/img/logo.svg',`,
    `  // Dark or light as the reader's system is set, until the reader picks one with the toggle.`,
    `  colorMode: { respectPrefersColorScheme: true },`,
    `  navbar: {`,
    `    logo: { src: '/img/logo.svg', alt: ${quote(`${title} logo`)} },`,
    ...(navbarItems.length ? [`    items: [`, ...navbarItems.map((item) => `      ${item},`), `    ],`] : []),
    `  },`,
    `  footer: {`,
    `    columns: [`,
    `      {`,
    `        title: 'Docs',`,
    `        items: [`,
    `          { label: 'Getting started', to: '${docs()}' },`,
    `          { label: 'Writing docs', to: '${docs('guides/writing-docs')}' },`,
    `        ],`,
    `      },`,
    `      {`,
    `        title: 'More',`,
    `        items: [`,
    ...moreLinks.map((item) => `          ${item},`),
    `        ],`,
    `      },`,
    `    ],`,
    `    copyright: ${quote(`Copyright © ${year} ${title}`)},`,
    `  },`,
    ...(home ? [] : [`  docs: { routeBasePath: '/' },`]),
    `});`,
    ``,
  ].join('\n');
}

export interface ManifestOptions {
  /** The package.json already in the folder, as `npm i -D sitegen-cli` leaves it, or null. */
  existing: Record<string, unknown> | null;
  packageName: string;
  /** The sitegen-cli version the site asks for. */
  version: string;
  /** The React types the home page is checked with, when the site has one. */
  reactTypes: string | null;
}

/** The site's package.json: its scripts and sitegen-cli; what a package.json already there says is kept. */
export function packageManifest({ existing, packageName, version, reactTypes }: ManifestOptions): string {
  const manifest: Record<string, unknown> = { name: packageName, private: true, type: 'module', ...existing };
  const scripts = { dev: 'sitegen dev', build: 'sitegen build', check: 'sitegen check-links' };
  manifest.scripts = { ...scripts, ...(manifest.scripts as object | undefined) };
  const wanted: Record<string, string> = {
    'sitegen-cli': `^${version}`,
    ...(reactTypes ? { '@types/react': reactTypes } : {}),
  };
  const declared = {
    ...(manifest.dependencies as object | undefined),
    ...(manifest.devDependencies as object | undefined),
  };
  const missing = Object.entries(wanted).filter(([name]) => !(name in declared));
  if (missing.length > 0)
    manifest.devDependencies = { ...(manifest.devDependencies as object | undefined), ...Object.fromEntries(missing) };
  return JSON.stringify(manifest, null, 2) + '\n';
}
