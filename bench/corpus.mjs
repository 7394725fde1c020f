// Generates a deterministic, realistic docs site of N pages for the benchmark.
//
//   node bench/corpus.mjs 1000            # prints the folder (cached under bench/out/corpus-1000)
//   node bench/corpus.mjs 1000 /tmp/site  # writes into /tmp/site (replaced if it exists)
//
// Every page has front matter, h2/h3 headings, paragraphs, a list, a GFM table, two fenced code blocks in
// different languages (no two code blocks are alike anywhere in the corpus, so a highlight cache gains nothing),
// and 3–5 relative links to other pages, several with #anchors that exist. The sidebar has one category per folder.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bump when the generated content changes, so cached corpora are regenerated. */
export const CORPUS_VERSION = 1;

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const outRoot = path.join(benchDir, 'out');

const FOLDERS = [
  'getting-started', 'installation', 'configuration', 'content', 'markdown',
  'theming', 'templates', 'components', 'routing', 'blogging',
  'deployment', 'plugins', 'i18n', 'search', 'performance',
  'accessibility', 'seo', 'testing', 'cli', 'api-reference',
];

const VERBS = ['configure', 'enable', 'customize', 'migrate', 'debug', 'extend', 'deploy', 'optimize', 'secure', 'monitor', 'validate', 'organize'];
const NOUNS = [
  'cache', 'sidebar', 'navbar', 'footer', 'assets', 'images', 'fonts', 'redirects', 'headers', 'feeds',
  'sitemap', 'locales', 'versions', 'plugins', 'themes', 'layouts', 'tokens', 'webhooks', 'previews', 'analytics',
  'permalinks', 'taxonomies', 'drafts', 'snippets', 'diagrams', 'tables', 'anchors', 'metadata',
];
const ADJECTIVES = ['incremental', 'stable', 'custom', 'shared', 'nested', 'remote', 'local', 'static', 'dynamic', 'optional', 'default', 'experimental'];
const WORDS = (
  'the site build page route content folder file option value default setting template theme component link anchor heading ' +
  'output cache server client browser request response version release plugin module package script command flag environment ' +
  'variable path pattern glob include exclude order priority label title description sidebar category item entry section ' +
  'markdown table list code block language syntax highlight render bundle asset image font style sheet layout grid column ' +
  'production preview draft author date tag feed sitemap redirect header footer navbar search index query result error warning'
).split(' ');
const CONNECTORS = ['when', 'because', 'so that', 'unless', 'while', 'after', 'before', 'and', 'but', 'although'];

/** mulberry32: a small, fast, seedable PRNG, so the corpus is identical on every run and machine. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (r, list) => list[Math.floor(r() * list.length)];
const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const pad = (n) => String(n).padStart(5, '0');

/** Folder index, slug, id, title and noun of page `i` of an `n`-page corpus: pure functions of (i, n). */
export function pageInfo(i, n) {
  const folders = Math.min(FOLDERS.length, n);
  const folder = Math.min(folders - 1, Math.floor((i * folders) / n));
  const verb = VERBS[i % VERBS.length];
  const noun = NOUNS[Math.floor(i / VERBS.length) % NOUNS.length];
  const adjective = ADJECTIVES[(i * 7) % ADJECTIVES.length];
  const slug = `${verb}-${adjective}-${noun}-${pad(i)}`;
  return {
    i,
    folder: FOLDERS[folder],
    slug,
    id: `${FOLDERS[folder]}/${slug}`,
    title: `${cap(verb)} ${adjective} ${noun} ${i}`,
    noun,
    // "## Working with the cache 42" → github-slugger id "working-with-the-cache-42".
    topicHeading: `Working with the ${noun} ${i}`,
    topicAnchor: `working-with-the-${noun}-${i}`,
  };
}

// Headings every page has, with the ids github-slugger gives them.
const ANCHORS = ['overview', 'configuration-options', 'default-values', 'usage-examples', 'advanced-usage', 'troubleshooting'];

function sentence(r, extra = '') {
  const words = [];
  const length = int(r, 8, 18);
  for (let k = 0; k < length; k++) {
    words.push(pick(r, WORDS));
    if (k === Math.floor(length / 2)) words.push(pick(r, CONNECTORS));
  }
  if (extra) words.splice(int(r, 1, words.length - 1), 0, extra);
  return cap(words.join(' ')) + '.';
}

function paragraph(r, decorations = []) {
  const count = int(r, 3, 5);
  const out = [];
  for (let k = 0; k < count; k++) out.push(sentence(r, decorations[k] ?? ''));
  return out.join(' ');
}

function relLink(from, to) {
  return from.folder === to.folder ? `./${to.slug}.md` : `../${to.folder}/${to.slug}.md`;
}

// Code generators: every block mixes the page number, the block number and random values, so none repeat.
const code = {
  js(r, p, k) {
    const name = `${p.noun}-${p.i}-${k}`;
    const lines = [
      `import { definePlugin } from '@acme/sitegen-${p.noun}';`,
      '',
      `const retries = ${int(r, 1, 9)};`,
      `export default definePlugin({`,
      `  name: '${name}',`,
      `  timeoutMs: ${int(r, 100, 99999)},`,
      `  include: ['${p.folder}/**/*.md', '!**/_drafts/**'],`,
      `  async transform(file, context) {`,
      `    if (context.attempt > retries) throw new Error('gave up on ' + file.path);`,
      `    const marker = '<!-- ${name}:${int(r, 1000, 9999)} -->';`,
      `    return file.contents.replaceAll('TODO_${p.i}', marker);`,
      `  },`,
      `});`,
    ];
    return lines.join('\n');
  },
  ts(r, p, k) {
    const type = `${cap(p.noun)}Options${p.i}`;
    return [
      `export interface ${type} {`,
      `  /** How long to keep entries, in seconds. */`,
      `  ttl: number;`,
      `  strategy: 'lru' | 'fifo' | 'none';`,
      `  paths?: string[];`,
      `}`,
      '',
      `export function resolve${type}(input: Partial<${type}> = {}): ${type} {`,
      `  const ttl = input.ttl ?? ${int(r, 10, 86400)};`,
      `  if (ttl < 0) throw new RangeError(\`ttl must be positive, got \${ttl}\`);`,
      `  return { ttl, strategy: input.strategy ?? '${pick(r, ['lru', 'fifo', 'none'])}', paths: input.paths ?? ['/${p.folder}/${k}'] };`,
      `}`,
    ].join('\n');
  },
  tsx(r, p, k) {
    const name = `${cap(p.noun)}Card${p.i}x${k}`;
    return [
      `import { useState } from 'react';`,
      '',
      `export function ${name}({ title, items }: { title: string; items: string[] }) {`,
      `  const [open, setOpen] = useState(${r() < 0.5});`,
      `  return (`,
      `    <section className="card card-${int(r, 1, 999)}">`,
      `      <button onClick={() => setOpen(!open)}>{title}</button>`,
      `      {open && <ul>{items.slice(0, ${int(r, 2, 40)}).map((item) => <li key={item}>{item}</li>)}</ul>}`,
      `    </section>`,
      `  );`,
      `}`,
    ].join('\n');
  },
  json(r, p, k) {
    return JSON.stringify(
      {
        name: `@acme/${p.noun}-${p.i}`,
        version: `${int(r, 0, 9)}.${p.i}.${k}`,
        private: r() < 0.5,
        [p.noun]: { enabled: true, maxEntries: int(r, 10, 100000), paths: [`/${p.folder}`, `/${p.folder}/${p.slug}`] },
        scripts: { build: `sitegen build --out dist-${p.i}`, check: `sitegen build --base-url /preview-${int(r, 1, 9999)}/` },
      },
      null,
      2,
    );
  },
  bash(r, p, k) {
    return [
      `# ${p.title}, step ${k}`,
      `export SITEGEN_${p.noun.toUpperCase()}_LIMIT=${int(r, 1, 65536)}`,
      `npm install --save-dev @acme/${p.noun}-${p.i}@^${int(r, 1, 9)}.0.0`,
      `npx sitegen build --root ./sites/${p.slug} --out ./dist/${p.folder}`,
      `ls -la ./dist/${p.folder} | grep -c "index.html"`,
      `curl -fsS "http://localhost:${int(r, 3000, 9000)}/${p.folder}/${p.slug}" > /dev/null && echo ok`,
    ].join('\n');
  },
  yaml(r, p, k) {
    return [
      `# .github/workflows/${p.slug}.yml (${k})`,
      `name: Build ${p.title}`,
      `on:`,
      `  push:`,
      `    branches: [main, release-${int(r, 1, 99)}]`,
      `jobs:`,
      `  build:`,
      `    runs-on: ubuntu-latest`,
      `    timeout-minutes: ${int(r, 5, 120)}`,
      `    steps:`,
      `      - uses: actions/checkout@v4`,
      `      - run: npx sitegen build --out public/${p.noun}-${p.i}`,
    ].join('\n');
  },
};
const LANGUAGE_PAIRS = [
  ['js', 'json'],
  ['ts', 'bash'],
  ['tsx', 'yaml'],
  ['bash', 'json'],
  ['ts', 'yaml'],
];
const EXTENSIONS = { js: 'js', ts: 'ts', tsx: 'tsx', json: 'json', bash: 'sh', yaml: 'yml' };

/** Picks 3–5 distinct pages other than `p` to link to: one neighbour in the same folder, the rest anywhere. */
function linkTargets(r, p, n) {
  if (n < 2) return [];
  const want = Math.min(n - 1, 3 + (p.i % 3));
  const chosen = new Set([(p.i + 1) % n]);
  while (chosen.size < want) {
    const j = Math.floor(r() * n);
    if (j !== p.i) chosen.add(j);
  }
  return [...chosen].map((j) => pageInfo(j, n));
}

export function docPage(i, n) {
  const p = pageInfo(i, n);
  const r = rng(0x5eed ^ Math.imul(i + 1, 2654435761));
  const targets = linkTargets(r, p, n);
  // Links: the first without an anchor, the others to a heading that exists on the target.
  const links = targets.map((t, k) => {
    const anchor = k === 0 ? '' : k % 2 === 1 ? `#${ANCHORS[(t.i + k) % ANCHORS.length]}` : `#${t.topicAnchor}`;
    return `[${t.title.toLowerCase()}](${relLink(p, t)}${anchor})`;
  });
  const [lang1, lang2] = LANGUAGE_PAIRS[i % LANGUAGE_PAIRS.length];
  const description = `How to ${p.title.toLowerCase().replace(/ \d+$/, '')} in a sitegen site: options, defaults, examples and fixes (page ${i}).`;
  const rows = int(r, 4, 7);
  const table = ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (let k = 0; k < rows; k++) {
    const word = pick(r, WORDS);
    table.push(`| \`${p.noun}.${word}${k}\` | \`${pick(r, ['string', 'number', 'boolean', 'string[]'])}\` | \`${int(r, 0, 5000)}\` | ${cap(sentence(r).toLowerCase()).slice(0, -1)} |`);
  }
  const items = Array.from({ length: int(r, 4, 6) }, (_, k) => `- ${k === 1 ? `**${cap(pick(r, WORDS))}**: ` : ''}${sentence(r)}`);
  const related = links.slice(2);

  const body = `---
title: ${JSON.stringify(p.title)}
description: ${JSON.stringify(description)}
---

${paragraph(r, ['', `\`${p.noun}\``])}

## Overview

${paragraph(r, [links[0]])}

${paragraph(r)}

${items.join('\n')}

## Configuration options

${paragraph(r, ['', '', `\`site.config.ts\``])}

${table.join('\n')}

\`\`\`${lang1} title="${p.slug}.${EXTENSIONS[lang1]}"
${code[lang1](r, p, 1)}
\`\`\`

### Default values

${paragraph(r, [links[1]])}

## ${p.topicHeading}

${paragraph(r)}

## Usage examples

${paragraph(r)}

\`\`\`${lang2}
${code[lang2](r, p, 2)}
\`\`\`

### Advanced usage

${paragraph(r, [related[0] ?? ''])}

## Troubleshooting

${paragraph(r)}

${related.length > 1 ? `See also: ${related.slice(1).join(', ')}.\n` : ''}`;
  return { info: p, body };
}

function blogPost(k, n) {
  const r = rng(0xb106 + k);
  const month = String(1 + (k % 12)).padStart(2, '0');
  const day = String(1 + ((k * 5) % 27)).padStart(2, '0');
  const slug = `release-notes-${k + 1}`;
  const docs = [0, Math.floor(n / 3), Math.floor((2 * n) / 3)].map((j) => pageInfo(Math.min(j + k, n - 1), n));
  return {
    file: `2024-${month}-${day}-${slug}.md`,
    body: `---
title: ${JSON.stringify(`Release notes ${k + 1}: faster ${NOUNS[k % NOUNS.length]}`)}
authors:
  - name: Ada Lovelace
    title: Maintainer
    url: https://example.com/ada
tags: [release, ${NOUNS[k % NOUNS.length]}]
description: ${JSON.stringify(`What changed in release ${k + 1}.`)}
---

${paragraph(r)}

<!-- truncate -->

## What changed

${paragraph(r, [`[${docs[0].title.toLowerCase()}](/docs/${docs[0].id})`])}

- ${sentence(r)}
- ${sentence(r, `[the ${docs[1].noun} guide](/docs/${docs[1].id}#configuration-options)`)}
- ${sentence(r)}

## Upgrading

${paragraph(r, [`[${docs[2].title.toLowerCase()}](/docs/${docs[2].id}#${docs[2].topicAnchor})`])}

\`\`\`bash
npm install sitegen@${k + 1}.${int(r, 0, 20)}.${int(r, 0, 9)}
\`\`\`
`,
  };
}

/**
 * The site's config. `sidebar` is the docs' categories, or null for the `sidebars.js` beside the config; `versions`,
 * when given, the text of `docs.versions`; `versionMenu` puts the version menu in the navbar; `locales`, when given,
 * the site's locales, the default first, with the language menu in the navbar.
 */
export function siteConfig({ generator, tagline, mainDocId, sidebar = null, versions = null, versionMenu = false, locales = null }) {
  const categories = sidebar
    ?.map(({ label, ids }) => `      { type: 'category', label: ${JSON.stringify(label)}, items: [\n${ids.map((id) => `        '${id}',`).join('\n')}\n      ] },`)
    .join('\n');
  return `import { defineConfig } from 'sitegen-cli';

// Generated by ${generator}; do not edit.
export default defineConfig({
  title: 'Acme Docs',
  tagline: '${tagline}',
  url: 'https://docs.acme.example',
  favicon: '/img/favicon.svg',
  navbar: {
    title: 'Acme Docs',
    logo: { src: '/img/logo.svg', alt: 'Acme logo' },
    items: [
      { label: 'Docs', to: '/docs/${mainDocId}', activeBasePath: '/docs', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
${versionMenu ? "      { type: 'docsVersionDropdown', position: 'right' },\n" : ''}${locales ? "      { type: 'localeDropdown', position: 'right' },\n" : ''}      { label: 'GitHub', href: 'https://github.com/acme/docs', position: 'right' },
    ],
  },
  footer: {
    columns: [
      { title: 'Docs', items: [{ label: 'Start here', to: '/docs/${mainDocId}' }] },
      { title: 'More', items: [{ label: 'Blog', to: '/blog' }, { label: 'GitHub', href: 'https://github.com/acme/docs' }] },
    ],
    copyright: 'Copyright © 2025 Acme',
  },
  docs: {
    routeBasePath: '/docs',
    mainDocId: '${mainDocId}',
    editUrl: 'https://github.com/acme/docs/edit/main/',
${categories ? `    sidebar: [\n${categories}\n    ],\n` : ''}${versions ? `    versions: ${versions},\n` : ''}  },
  blog: { title: 'Blog', description: 'News from Acme', postsPerPage: 10, feed: { type: 'all' } },
  links: { onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw' },
${locales ? `  i18n: { defaultLocale: '${locales[0]}', locales: ${JSON.stringify(locales).replace(/"/g, "'")} },\n` : ''}});
`;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/></svg>\n';

/** Writes doc pages ({ info, body } of `docPage`) into `docsDir`; returns the sidebar's categories in the order met. */
export function writeDocPages(docsDir, pages) {
  const categories = new Map();
  for (const { info, body } of pages) {
    const folder = path.join(docsDir, info.folder);
    if (!categories.has(info.folder)) {
      mkdirSync(folder, { recursive: true });
      categories.set(info.folder, { label: info.folder.split('-').map(cap).join(' ').replace('I18n', 'Internationalization').replace('Seo', 'SEO').replace('Api', 'API').replace('Cli', 'CLI'), ids: [] });
    }
    categories.get(info.folder).ids.push(info.id);
    writeFileSync(path.join(folder, `${info.slug}.md`), body);
  }
  return [...categories.values()];
}

/** Writes the blog posts of an `n`-page site, which link into its docs, and its images. Returns the number of files. */
export function writeBlogAndImages(dir, n) {
  mkdirSync(path.join(dir, 'content', 'blog'), { recursive: true });
  for (let k = 0; k < 5; k++) {
    const post = blogPost(k, n);
    writeFileSync(path.join(dir, 'content', 'blog', post.file), post.body);
  }
  mkdirSync(path.join(dir, 'content', 'static', 'img'), { recursive: true });
  writeFileSync(path.join(dir, 'content', 'static', 'img', 'favicon.svg'), SVG);
  writeFileSync(path.join(dir, 'content', 'static', 'img', 'logo.svg'), SVG);
  return 7;
}

/**
 * Writes an `n`-page site into `dir`, replacing what is there, with `config` added to its config's options (see
 * `siteConfig`). Returns the number of files written.
 */
export function writeCorpus(n, dir, config = {}) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`corpus size must be a positive integer, got ${n}`);
  rmSync(dir, { recursive: true, force: true });
  const pages = (function* () {
    for (let i = 0; i < n; i++) yield docPage(i, n);
  })();
  const categories = writeDocPages(path.join(dir, 'content', 'docs'), pages);
  const files = n + writeBlogAndImages(dir, n);
  const tagline = `A generated ${n}-page documentation site for benchmarking sitegen`;
  writeFileSync(path.join(dir, 'site.config.ts'), siteConfig({ generator: `bench/corpus.mjs (${n} pages)`, tagline, mainDocId: pageInfo(0, n).id, sidebar: categories, ...config }));
  return files + 1;
}

/**
 * The folder of the cached `n`-page corpus under bench/out/, generated only when missing or outdated.
 * Returns { dir, generated, seconds }.
 */
export function ensureCorpus(n) {
  return ensureGenerated(`corpus-${n}`, { version: CORPUS_VERSION, pages: n }, (dir) => writeCorpus(n, dir));
}

/**
 * The folder `name` under bench/out/, written by `write(dir)` (which returns the number of files) only when it is
 * missing or its marker differs from `meta`. Returns { dir, generated, seconds }.
 */
export function ensureGenerated(name, meta, write) {
  const dir = path.join(outRoot, name);
  const marker = path.join(dir, '.corpus.json');
  if (existsSync(marker)) {
    try {
      const { files, ...stored } = JSON.parse(readFileSync(marker, 'utf8'));
      if (JSON.stringify(stored) === JSON.stringify(meta)) return { dir, generated: false, seconds: 0 };
    } catch {
      // A damaged marker: regenerate.
    }
  }
  const started = performance.now();
  // Write beside the final folder and swap it in, so an interrupted run never leaves a half corpus behind.
  const tmp = `${dir}.tmp-${process.pid}`;
  const files = write(tmp);
  writeFileSync(path.join(tmp, '.corpus.json'), JSON.stringify({ ...meta, files }, null, 2) + '\n');
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { dir, generated: true, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const n = Number(process.argv[2] ?? 1000);
  if (process.argv[3]) {
    const started = performance.now();
    const files = writeCorpus(n, path.resolve(process.argv[3]));
    console.log(`wrote ${files} files to ${path.resolve(process.argv[3])} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } else {
    const { dir, generated, seconds } = ensureCorpus(n);
    console.log(generated ? `generated ${dir} in ${seconds.toFixed(2)} s` : `${dir} (cached)`);
  }
}
