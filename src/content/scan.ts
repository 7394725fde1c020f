import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { glob } from '../glob.js';
import type { DocsVersion, ResolvedConfig } from '../config/types.js';
import { SitegenError } from '../errors.js';
import { translationsFolder } from '../i18n/folders.js';
import { assertInsideSite, followLink, relativePosix, type SiteBounds } from '../paths.js';

/** A doc, a blog post, or a Markdown page of `content/pages/`. */
export type SourceKind = 'doc' | 'post' | 'page';

/** One Markdown file of the site. */
export interface SourceFile {
  kind: SourceKind;
  /** Absolute path on disk. */
  file: string;
  /** Path relative to the site root, forward slashes: what messages and edit links show. */
  relPath: string;
  /** Path relative to its section folder (docs/, blog/ or pages/), forward slashes. */
  sectionPath: string;
  /** A doc's version: `current` for the docs folder, else the name of a released version. */
  version?: string;
  /** Set on a file of the default locale standing in for its translation, which the locale has not yet. */
  untranslated?: true;
  /**
   * Where the file would be in the locale's other folder (the original's for a translation, the translation's for
   * an original), when the locale has translations of its section: a relative link to either leads to it.
   */
  counterpart?: string;
}

const markdown = /\.mdx?$/;
/** The Docusaurus plugin whose folder in `i18n/<locale>/` holds a section's translations. */
const pluginOf = { doc: 'docs', post: 'blog', page: 'pages' } as const;
const ignored = ['**/node_modules/**', '**/_*/**', '**/_*'];

/**
 * Lists every doc, blog post and Markdown page of the site in the config's locale, in a stable order: each file of
 * the locale's folder in `i18n/` (Docusaurus's layout) in place of the file it translates. As in Docusaurus, a
 * translation of no file of the site is not published.
 */
export async function scanContent(config: ResolvedConfig): Promise<SourceFile[]> {
  const sections: Array<{ kind: SourceKind; dir: string; version?: DocsVersion }> = [
    ...config.docs.versions.map((version) => ({ kind: 'doc' as const, dir: version.dir, version })),
    ...(config.blog.enabled ? [{ kind: 'post' as const, dir: config.blog.dir }] : []),
    { kind: 'page', dir: config.pagesDir },
  ];
  const { locale, defaultLocale } = config.i18n;
  const lists = await Promise.all(
    sections.map(async ({ kind, dir, version }) => {
      const translations = translationsFolder(config.root, locale.name, pluginOf[kind], version?.name);
      const [own, translated] = await Promise.all([sectionFiles(dir, config), sectionFiles(translations, config)]);
      const inTranslation = new Set(translated);
      return own.sort().map((sectionPath): SourceFile => {
        const isTranslated = inTranslation.has(sectionPath);
        const file = path.join(isTranslated ? translations : dir, sectionPath);
        // A file of a version read from git is named as git names it: `v2.4.0:website/docs/intro.md`.
        const relPath =
          version?.gitRef && !isTranslated
            ? `${version.gitRef}:${version.gitPath}/${sectionPath}`
            : relativePosix(config.root, file);
        const source: SourceFile = { kind, file, relPath, sectionPath };
        if (version !== undefined) source.version = version.name;
        if (!isTranslated && locale.name !== defaultLocale) source.untranslated = true;
        if (translated.length > 0) source.counterpart = path.join(isTranslated ? dir : translations, sectionPath);
        return source;
      });
    }),
  );
  return lists.flat();
}

/** The Markdown files of a section's folder, relative to it; none when it is missing or leads outside the site. */
async function sectionFiles(dir: string, config: ResolvedConfig): Promise<string[]> {
  // The section's folder itself goes by the link policy too: `content/` or `content/docs` may be a link.
  const real = assertInsideSite(dir, config);
  return real ? markdownFiles(dir, '', { within: config, chain: [real] }) : [];
}

/**
 * The Markdown files under `dir`, relative to the section folder through `prefix`. Folders reached through symbolic
 * links are listed in turn, by the site's link policy (`followLink`): inside the site, and no loops.
 */
async function markdownFiles(
  dir: string,
  prefix: string,
  links: { within: SiteBounds; chain: string[] },
): Promise<string[]> {
  const entries = await glob('**', {
    cwd: dir,
    ignore: ignored,
    onlyFiles: false,
    followSymbolicLinks: false,
    objectMode: true,
  });
  refuseUnlistedNames(dir, ['', ...entries.filter((entry) => entry.dirent.isDirectory()).map((entry) => entry.path)]);
  const found: string[] = [];
  for (const entry of entries) {
    const isLink = entry.dirent.isSymbolicLink();
    if (!isLink) {
      if (entry.dirent.isFile() && markdown.test(entry.name)) found.push(prefix + entry.path);
      continue;
    }
    const full = path.join(dir, entry.path);
    const target = followLink(full, links.within, [...links.chain, realpathSync(path.dirname(full))]);
    // A link that leads nowhere is kept, so that reading it fails loudly instead of the page quietly vanishing.
    if (!target || target.stats.isFile()) {
      if (markdown.test(entry.name)) found.push(prefix + entry.path);
    } else if (target.stats.isDirectory()) {
      found.push(
        ...(await markdownFiles(target.real, `${prefix}${entry.path}/`, {
          ...links,
          chain: [...links.chain, target.real],
        })),
      );
    }
  }
  return found;
}

/**
 * The glob leaves out names holding a line break, so a page so named would vanish without a word: each folder it
 * lists is read once more for them, and one is an error.
 */
function refuseUnlistedNames(dir: string, folders: string[]): void {
  for (const folder of folders) {
    const name = readdirSync(path.join(dir, folder)).find((entry) => /[\r\n]/.test(entry));
    if (name === undefined) continue;
    throw new SitegenError(
      `the name ${JSON.stringify(name)} holds a line break, so the file or folder would be left out of the site`,
      {
        file: path.join(dir, folder),
        hint: 'rename it without the line break',
      },
    );
  }
}
