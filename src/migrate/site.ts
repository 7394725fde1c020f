import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SitegenError } from '../errors.js';
import { isInside } from '../paths.js';
import { convertDocusaurusConfig } from './config.js';
import { carryInfimaStylesheets } from './infima.js';
import { loadDocusaurusConfig } from './load.js';
import { mathPackages } from './math.js';
import { copyWithMovedReferences, type CopiedFile, type Move } from './references.js';
import { importedFiles } from './site-code.js';
import { writePackageFiles } from './site-package.js';
import { carryMdxScope, writeThemePlaceholders } from './mdx-pages.js';
import { infimaLayoutCss, infimaLayoutFile } from './infima-layout.js';
import { planReactPages, reactPage, writeReactPageWrappers } from './react-pages.js';
import { copyPages } from './pages.js';
import { copyTranslations, translationsOf } from './translation-files.js';
import { migrationMarkdown, type MigrationNote, type MigrationReport } from './report.js';
import { sidebarsFileNames } from '../config/sidebars-file.js';
import { hasNoCode, sidebarsFileOf } from './sidebars-file.js';
import { assertInsideSite, listFiles } from '../paths.js';
import { defaultTimeLimits } from '../limits/time-limit.js';
import { versionedDocsFolder } from '../config/versions.js';

const componentsFolder = 'src/components';
/** Files whose imports and links are made to follow the files that moved. */
const rewritable = /\.(?:mdx?|[cm]?[jt]sx?)$/;

export interface MigrateOptions {
  /** The Docusaurus site's folder, or its config file as `docusaurus build --config <file>` names it. */
  from: string;
  /** With `from` naming a config file, the site's folder, as Docusaurus's `siteDir`: the current one by default. */
  siteDir?: string;
  /** The folder of the new site; must not exist, or be empty. */
  to: string;
  /** How long running the Docusaurus config may take, in milliseconds. */
  limitMs?: number;
}

/**
 * Makes a sitegen site from a Docusaurus one: its config becomes `site.config.ts`; its docs, blog, static files,
 * Markdown pages, sidebars and custom CSS are copied as they are; the rest is listed in MIGRATION.md with what to do.
 */
export async function migrateDocusaurusSite({
  from,
  siteDir = '.',
  to,
  limitMs = defaultTimeLimits.stepMs,
}: MigrateOptions): Promise<MigrationReport> {
  const named = path.resolve(from);
  const target = path.resolve(to);
  if (!existsSync(named))
    throw new SitegenError(`the Docusaurus site ${from} does not exist`, {
      hint: '--from names the folder holding docusaurus.config.js, or the config file',
    });
  const configFile = statSync(named).isFile() ? named : undefined;
  const source = configFile ? path.resolve(siteDir) : named;
  const existing = statSync(target, { throwIfNoEntry: false });
  if (existing && !existing.isDirectory())
    throw new SitegenError(`${to} is a file, not a folder`, { hint: 'give a new folder for the sitegen site' });
  if (existing && readdirSync(target).length > 0)
    throw new SitegenError(`${to} is not empty`, { hint: 'give a new folder for the sitegen site' });
  const loaded = await loadDocusaurusConfig(source, limitMs, configFile);
  const { config, layout, notes } = await convertDocusaurusConfig(loaded.config, source, {
    configFile: loaded.file,
    limitMs,
  });
  const copied = [
    layout.docsPath,
    layout.blogPath,
    ...layout.staticDirectories,
    'src/pages',
    componentsFolder,
    layout.translations.folder,
    ...layout.versioning.map((file) => file.from),
    ...layout.docsAsPages.map((docs) => docs.folder),
  ].filter((folder): folder is string => folder !== null);
  const holding = copied.find((folder) => isInside(target, path.resolve(source, folder)));
  if (holding) {
    throw new SitegenError(
      `${to} is inside ${holding}/ of the Docusaurus site, which is copied into the new site: it would be copied into itself`,
      {
        hint: `make the new site outside the Docusaurus site's ${copied.join(', ')} folders, for instance beside it`,
      },
    );
  }
  const carried = [`site.config.ts, from ${path.basename(loaded.file)}`];
  if (config.redirects)
    carried.push(`the redirects of @docusaurus/plugin-client-redirects (${config.redirects.length}), as \`redirects\``);
  // Every copy is checked before the first is made: a refused one leaves nothing written.
  const copies: Array<() => void> = [];
  const moves: Move[] = [];
  /** Markdown and code whose references to files that moved follow them, rewritten once everything is copied. */
  const followed: CopiedFile[] = [];
  /** The stylesheets that came with them, which may use Infima's variables. */
  const importedCss: string[] = [];
  const copy = (what: string, fromPath: string, toPath: string, { follow = false, outside = false } = {}) => {
    if (!outside && (fromPath.startsWith('..') || path.isAbsolute(fromPath))) {
      notes.push({
        item: fromPath,
        reason: 'it is outside the Docusaurus site',
        todo: `copy it into ${toPath} by hand`,
      });
      return;
    }
    const from = path.join(source, fromPath);
    if (!existsSync(from)) return;
    const files = assertCopyable(from, isInside(from, source) ? source : from);
    moves.push({ from: fromPath, to: toPath });
    if (follow)
      for (const file of files) {
        const copied = { from: path.posix.join(fromPath, file), to: path.posix.join(toPath, file), folder: fromPath };
        if (rewritable.test(copied.from)) followed.push(copied);
        else if (copied.from.endsWith('.css')) importedCss.push(copied.to);
      }
    copies.push(() => {
      // Links are copied as the files they lead to, all inside the Docusaurus site: the new site holds plain files.
      cpSync(from, path.join(target, toPath), { recursive: true, dereference: true });
      carried.push(`${what}: ${fromPath} → ${toPath}`);
    });
  };
  // The docs plugin may read its docs from beside the site (`path: '../docs'`): they are the site's own all the same.
  if (layout.docsPath !== null) copy('docs', layout.docsPath, 'content/docs', { follow: true, outside: true });
  for (const file of layout.versioning)
    copy(file.what, file.from, file.to, { follow: file.to === versionedDocsFolder });
  if (layout.blogPath !== null)
    copy('blog (authors.yml and tags.yml too)', layout.blogPath, 'content/blog', { follow: true });
  for (const { folder, route } of layout.docsAsPages)
    copy("another docs plugin instance's docs, as pages", folder, `content/pages/${route}`, { follow: true });
  for (const folder of layout.staticDirectories) copy('static files', folder, 'content/static');
  for (const file of layout.customCss) copy('custom CSS, as theme.customCss', file, file);
  const sidebars = sidebarsFileOf(layout, source);
  if (sidebars && hasNoCode(path.join(source, sidebars)) && config.docs) {
    config.docs.sidebarPath = false;
    notes.push({
      item: sidebars,
      reason: 'it is empty, so Docusaurus showed no sidebar',
      todo: 'none: the docs are built without sidebars (`docs.sidebarPath: false`)',
    });
  } else if (sidebars) {
    copy('sidebars, used as they are', sidebars, sidebars);
    // sitegen finds a `sidebars.js` beside its config; one elsewhere, or named otherwise, is named.
    if (!sidebarsFileNames.includes(sidebars) && config.docs) config.docs.sidebarPath = sidebars;
  }
  const pagesDir = path.join(source, 'src', 'pages');
  const pages = existsSync(pagesDir) ? assertCopyable(pagesDir, source) : [];
  const translations = translationsOf(layout, source);
  const react = planReactPages(
    source,
    pages.filter((file) => !file.split('/').some((part) => part.startsWith('_'))),
    { docsHome: layout.docsHome },
  );
  const imported = importedFiles(
    source,
    [
      ...[
        ...followed.map((file) => file.from),
        ...pages.map((file) => `src/pages/${file}`),
        ...translations.copies.map((file) => file.from),
      ].filter((file) => /\.mdx?$/.test(file)),
      // The components are copied whole: pages may use any of them, through src/theme/MDXComponents too.
      ...(existsSync(path.join(source, componentsFolder))
        ? listFiles(path.join(source, componentsFolder), { root: source })
        : []
      )
        .map((file) => `${componentsFolder}/${file}`)
        .filter((file) => /\.[cm]?[jt]sx?$/.test(file)),
    ],
    {
      covered: [...moves.map((move) => move.from), componentsFolder],
      skip: (file) => isInside(file, 'src/theme') || isInside(file, 'src/pages'),
    },
  );
  copy('components', componentsFolder, componentsFolder, { follow: true });
  for (const file of imported.files) copy('imported by the Markdown', file, file, { follow: true });
  for (const page of react.pages) copy('code of a React page', page, page, { follow: true });
  const coveredFolders = [...moves.map((move) => move.from), componentsFolder];
  for (const file of react.files.filter(
    (file) => !imported.files.includes(file) && !coveredFolders.some((folder) => isInside(file, folder)),
  ))
    copy('imported by the React pages', file, file, { follow: true });
  mkdirSync(target, { recursive: true });
  for (const made of copies) made();
  const stylesheets = carryInfimaStylesheets(target, [...layout.customCss, ...importedCss]);
  carried.push(...stylesheets.carried);
  notes.push(...stylesheets.notes);
  moves.push({ from: 'src/pages', to: 'content/pages' });
  const localeMoves = new Map(
    translations.copies.map((file) => [file.localeFolder, file.to.split('/').slice(0, 2).join('/')]),
  );
  for (const [from, to] of localeMoves) moves.push({ from, to });
  const translated = copyTranslations(translations.copies, { source, target, moves });
  carried.push(...translations.carried);
  if (translated > 0)
    carried.push(
      `${translated} relative links, images and imports of translated pages leading out of their locale's folder, pointed at where their files now are`,
    );
  notes.push(...translations.notes);
  notes.push(...(await copyPages(source, { carried, followed, docsHome: layout.docsHome })));
  carried.push(...writeReactPageWrappers(target, react.pages));
  if (react.pages.length > 0) {
    mkdirSync(path.dirname(path.join(target, infimaLayoutFile)), { recursive: true });
    writeFileSync(path.join(target, infimaLayoutFile), infimaLayoutCss);
    config.theme = { ...config.theme, customCss: [infimaLayoutFile, ...(config.theme?.customCss ?? [])] };
    carried.push(`${infimaLayoutFile}: Infima's classes the React pages lay out with (hero, container, row, col…)`);
  }
  notes.push(...react.notes);
  for (const [name, file] of react.packages) if (!imported.packages.has(name)) imported.packages.set(name, file);
  imported.outside.push(...react.outside);
  let rewritten = 0;
  for (const file of followed) rewritten += copyWithMovedReferences(file, { source, target, moves });
  const copiedMarkdown = followed.map((file) => file.to).filter((file) => /\.mdx?$/.test(file));
  notes.push(...carryMdxScope(source, target, copiedMarkdown));
  // The React pages' code at the paths it kept (a file of a moved folder, such as static/, imports no theme).
  const reactCode = [...react.pages, ...react.files].filter(
    (file) => reactPage.test(file) && existsSync(path.join(target, file)),
  );
  notes.push(...writeThemePlaceholders(target, [...copiedMarkdown, ...reactCode]));
  if (rewritten > 0)
    carried.push(
      `${rewritten} imports, links and images of the docs, blog, pages and components leading to files that moved (\`@site/static/…\`, or \`../src/components/…\` from a doc), pointed at where those files now are`,
    );
  if (layout.blogPath !== null && existsSync(path.join(source, layout.blogPath, 'tags.yml'))) {
    notes.push({
      item: `${layout.blogPath}/tags.yml`,
      reason:
        'copied, but sitegen names each tag by the key posts give, without the label, permalink and description set there',
      todo: "write the labels in the posts' tags if they differ from the keys",
    });
  }
  const written = writePackageFiles(source, target, imported.packages);
  notes.push(...written.notes);
  carried.push(written.carried);
  for (const { file, reference } of imported.outside)
    notes.push({
      item: reference,
      reason: `${file} imports it from outside the Docusaurus site`,
      todo: 'copy it into the site and import it from there',
    });
  notes.push(...swizzledComponents(source, [...imported.files, ...react.files]));
  if (config.markdown?.math)
    carried.push(
      'math: remark-math and rehype-katex, as markdown.math (formulas are drawn with KaTeX as the site is built, its stylesheet published with the site)',
    );
  if (config.markdown?.mermaid)
    carried.push(
      "diagrams: markdown.mermaid and themeConfig.mermaid, as markdown.mermaid (each diagram is checked as the site is built, and drawn by Mermaid in the reader's browser in the colour mode's theme)",
    );
  const carriedPackages = config.markdown?.math ? mathPackages : [];
  for (const name of loaded.stubbed.filter(
    (name) => name !== 'prism-react-renderer' && !name.startsWith('@docusaurus/') && !carriedPackages.includes(name),
  )) {
    notes.push({
      item: `package ${name}`,
      reason: 'the Docusaurus config imports it; it was stood in for while reading the config',
      todo: 'check that nothing it configured is missing',
    });
  }

  writeFileSync(
    path.join(target, 'site.config.ts'),
    `import { defineConfig } from 'sitegen-cli';\n\nexport default defineConfig(${JSON.stringify(config, null, 2)});\n`,
  );
  const report: MigrationReport = { from, to, carried, notes };
  writeFileSync(path.join(target, 'MIGRATION.md'), migrationMarkdown(report));
  return report;
}

/**
 * Refuses a file or folder to copy that leads outside the Docusaurus site through a symbolic link, itself or any
 * link under it, or that holds a loop; the error names the link. Gives the folder's files, or `''` for a file.
 */
function assertCopyable(file: string, site: string): string[] {
  if (statSync(file).isDirectory()) return listFiles(file, { root: site });
  assertInsideSite(file, { root: site });
  return [''];
}

/** Components swizzled into `src/theme/`, which sitegen's templates replace, but for those the pages' code imports. */
function swizzledComponents(source: string, imported: string[]): MigrationNote[] {
  const themeDir = path.join(source, 'src', 'theme');
  if (!existsSync(themeDir)) return [];
  return readdirSync(themeDir)
    .filter((name) => !imported.some((file) => isInside(file, `src/theme/${name}`)))
    .sort()
    .map((name) => ({
      item: `src/theme/${name}`,
      reason: 'a swizzled Docusaurus component',
      todo: 'write templates/<Component>.tsx replacing or wrapping the built-in component (docs/theming.md)',
    }));
}
