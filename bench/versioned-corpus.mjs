// Generates a versioned docs site for the benchmark from the pages of bench/corpus.mjs: 20 versions of 500 pages,
// the current docs and 19 released versions, in one of two forms.
//
//   folders: Docusaurus's layout, versions.json, versioned_docs/version-<name>/ and
//            versioned_sidebars/version-<name>-sidebars.json beside the config, sidebars.js for the current docs;
//   git:     a git repository whose history holds each released version's docs and sidebars.js as a commit tagged
//            v<name>, with only the current docs in the work tree and `docs.versions.<name>.gitRef` in the config.
//
//   node bench/versioned-corpus.mjs folders        # prints the folder (cached under bench/out/)
//   node bench/versioned-corpus.mjs git /tmp/site  # writes into /tmp/site (replaced if it exists)
//   node bench/versioned-corpus.mjs git /tmp/site 3 10  # 3 versions of 10 pages
//
// Versions differ a little, as released docs do: each page says which version it documents, and each release adds
// one page and drops the oldest of the four that come and go, so that every version has 500 pages and no link
// in any version leads to a page it lacks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_VERSION, docPage, ensureGenerated, pageInfo, siteConfig, writeBlogAndImages, writeDocPages } from './corpus.mjs';

/** Bump when the generated content changes, so cached sites are regenerated. */
const VERSIONED_VERSION = 1;

export const VERSIONS = 20;
export const PAGES_PER_VERSION = 500;
/** Pages that only some versions have: each version has this many, of a window that moves by one per release. */
const CHANGING = 4;

/** The released versions, oldest first (1.0, 2.0 …; the current docs come after the last), and the pages all share. */
function shape(versions, pagesPerVersion) {
  if (!Number.isInteger(versions) || versions < 2) throw new Error(`a versioned site needs at least 2 versions, got ${versions}`);
  if (!Number.isInteger(pagesPerVersion) || pagesPerVersion < CHANGING + 2) throw new Error(`a version needs at least ${CHANGING + 2} pages, got ${pagesPerVersion}`);
  return { released: Array.from({ length: versions - 1 }, (_, k) => `${k + 1}.0`), shared: pagesPerVersion - CHANGING, versions, pagesPerVersion };
}

const FORMS = ['folders', 'git'];

/** The pages of the version at `index` (0 is the oldest release, `released.length` the current docs). */
function* versionPages({ released, shared }, index) {
  const mention = index < released.length ? `version ${released[index]}` : 'the next version, not yet released';
  const numbers = [...Array(shared).keys(), ...Array.from({ length: CHANGING }, (_, k) => shared + index + k)];
  for (const i of numbers) {
    // A page past the shared ones links only to shared pages: nothing links to it, so it can come and go.
    const { info, body } = docPage(i, shared);
    yield { info, body: body.replace('---\n\n', `---\n\nThis page documents Acme Docs ${mention}.\n\n`) };
  }
}

/** Writes the docs of the version at `index` into `docsDir`; returns its sidebars, as `sidebars.js` exports them. */
function writeVersion(site, docsDir, index) {
  rmSync(docsDir, { recursive: true, force: true });
  const categories = writeDocPages(docsDir, versionPages(site, index));
  return { docs: categories.map(({ label, ids }) => ({ type: 'category', label, items: ids })) };
}

function writeSidebarsJs(dir, sidebars) {
  writeFileSync(path.join(dir, 'sidebars.js'), `module.exports = ${JSON.stringify(sidebars, null, 2)};\n`);
}

function config(site, form) {
  const versions =
    form === 'git' ? `{\n${[...site.released].reverse().map((name) => `      '${name}': { gitRef: 'v${name}' },`).join('\n')}\n    }` : null;
  return siteConfig({
    generator: `bench/versioned-corpus.mjs (${site.versions} versions of ${site.pagesPerVersion} pages, from ${form})`,
    tagline: `A generated documentation site of ${site.versions} versions for benchmarking sitegen`,
    mainDocId: pageInfo(0, site.shared).id,
    versions,
    versionMenu: true,
  });
}

/**
 * Writes the site in `form` into `dir`, replacing what is there; 20 versions of 500 pages unless told otherwise.
 * Returns the number of files written.
 */
export function writeVersionedCorpus(form, dir, versions = VERSIONS, pagesPerVersion = PAGES_PER_VERSION) {
  if (!FORMS.includes(form)) throw new Error(`unknown form "${form}": use ${FORMS.join(' or ')}`);
  const site = shape(versions, pagesPerVersion);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const docsDir = path.join(dir, 'content', 'docs');
  let files = writeBlogAndImages(dir, site.shared) + 2;
  writeFileSync(path.join(dir, 'site.config.ts'), config(site, form));
  if (form === 'folders') {
    site.released.forEach((name, index) => {
      const sidebars = writeVersion(site, path.join(dir, 'versioned_docs', `version-${name}`), index);
      mkdirSync(path.join(dir, 'versioned_sidebars'), { recursive: true });
      writeFileSync(path.join(dir, 'versioned_sidebars', `version-${name}-sidebars.json`), JSON.stringify(sidebars, null, 2) + '\n');
      files += pagesPerVersion + 1;
    });
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify([...site.released].reverse(), null, 2) + '\n');
    files++;
  } else {
    const git = gitIn(dir);
    git('init', '--quiet', '--initial-branch=main');
    site.released.forEach((name, index) => {
      writeSidebarsJs(dir, writeVersion(site, docsDir, index));
      git('add', '--all');
      git('commit', '--quiet', '--message', `Docs of version ${name}`);
      git('tag', `v${name}`);
    });
  }
  writeSidebarsJs(dir, writeVersion(site, docsDir, site.released.length));
  if (form === 'git') {
    const git = gitIn(dir);
    git('add', '--all');
    git('commit', '--quiet', '--message', 'Docs of the next version');
  }
  return files + pagesPerVersion;
}

/** Runs git in `dir` with a fixed author and dates, so the history is the same on every run and machine. */
function gitIn(dir) {
  const env = { ...process.env, GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z' };
  const identity = ['-c', 'user.name=Acme Docs', '-c', 'user.email=docs@acme.example', '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false'];
  return (...args) => execFileSync('git', [...identity, ...args], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** The folder of the cached site in `form` under bench/out/, generated only when missing or outdated. */
export function ensureVersionedCorpus(form) {
  const meta = { version: CORPUS_VERSION, versioned: VERSIONED_VERSION, form, versions: VERSIONS, pagesPerVersion: PAGES_PER_VERSION };
  return ensureGenerated(`versioned-${form}-${VERSIONS}x${PAGES_PER_VERSION}`, meta, (dir) => writeVersionedCorpus(form, dir));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const form = process.argv[2] ?? 'folders';
  if (process.argv[3]) {
    const started = performance.now();
    const [versions, pages] = [process.argv[4] ?? VERSIONS, process.argv[5] ?? PAGES_PER_VERSION].map(Number);
    const files = writeVersionedCorpus(form, path.resolve(process.argv[3]), versions, pages);
    console.log(`wrote ${files} files to ${path.resolve(process.argv[3])} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
  } else {
    const { dir, generated, seconds } = ensureVersionedCorpus(form);
    console.log(generated ? `generated ${dir} in ${seconds.toFixed(2)} s` : `${dir} (cached)`);
  }
}
