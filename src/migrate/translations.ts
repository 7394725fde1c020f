import type { MigrationNote } from './report.js';

/** What the translations come over to: which parts the new site has, and how Docusaurus named their folders. */
export interface TranslationsLayout {
  /** The folder of the translations in the Docusaurus site (`i18n`). */
  folder: string;
  /** Each locale's folder in it, by locale; a folder of a locale not listed here is left. */
  localeFolders: Record<string, string>;
  /** The id of the docs plugin instance the docs came from (undefined for the default one), or false without docs. */
  docsPluginId: string | undefined | false;
  blog: boolean;
}

/** A translated file to copy: where it is in the Docusaurus site, and where it goes in the new one. */
export interface TranslationCopy {
  from: string;
  to: string;
  /** The folder of its locale in the Docusaurus site (`i18n/fr`), which moves whole. */
  localeFolder: string;
}

/**
 * The pages each translated section may translate, by its folder in a locale's (`docusaurus-plugin-content-docs/current`,
 * `…/version-1.0`, `docusaurus-plugin-content-blog`, `docusaurus-plugin-content-pages`): the folder of the originals in
 * the Docusaurus site, and their Markdown files relative to it.
 */
export type Originals = Record<string, { folder: string; files: string[] }>;

export interface TranslationsPlan {
  copies: TranslationCopy[];
  /** What each locale's copies hold, one line per locale. */
  carried: string[];
  notes: MigrationNote[];
}

const docsFolder = 'docusaurus-plugin-content-docs';
const blogFolder = 'docusaurus-plugin-content-blog';
const pagesFolder = 'docusaurus-plugin-content-pages';
const themeFolder = 'docusaurus-theme-classic';
/** The kinds of translated files a locale's line in MIGRATION.md counts, in its order: one, several. */
const countedKinds = {
  docs: ['doc', 'docs'],
  docFiles: ['other file of the docs', 'other files of the docs'],
  posts: ['blog post', 'blog posts'],
  blogFiles: ['other file of the blog', 'other files of the blog'],
  pages: ['Markdown page', 'Markdown pages'],
} as const;

/**
 * Which of the translations' files (paths relative to the translations folder, `fr/code.json`) come over to `i18n/`
 * in Docusaurus's own layout, and what cannot: React pages, the translations of plugins sitegen has no counterpart
 * for, and locales that are not built.
 */
export function planTranslations(
  files: string[],
  layout: TranslationsLayout,
  originalsBySection: Originals,
): TranslationsPlan {
  const plan: TranslationsPlan = { copies: [], carried: [], notes: [] };
  const localeOf = new Map(Object.entries(layout.localeFolders).map(([locale, folder]) => [folder, locale]));
  const docsOwn =
    layout.docsPluginId === false ? null : docsFolder + (layout.docsPluginId ? `-${layout.docsPluginId}` : '');
  const leftFolders = new Map<string, MigrationNote>();
  const leave = (folder: string, reason: string, todo: string) => {
    if (!leftFolders.has(folder)) leftFolders.set(folder, { item: `${layout.folder}/${folder}/`, reason, todo });
  };
  const counts = new Map<string, Map<string, number>>();
  const originals = new Map(
    Object.entries(originalsBySection).map(([section, { folder, files }]) => [
      section,
      { folder, files: new Set(files) },
    ]),
  );
  /** Whether a translated page translates none of the site's: Docusaurus published only translations of its pages. */
  const translatesNothing = (file: string, section: string, within: string) => {
    const original = originals.get(section);
    if (!/\.mdx?$/.test(within) || original?.files.has(within)) return false;
    plan.notes.push({
      item: `${layout.folder}/${file}`,
      reason: `there is no ${original ? `${original.folder}/${within}` : 'page'} for it to translate, so Docusaurus did not publish it`,
      todo: 'move it to the path of the page it translates, or delete it',
    });
    return true;
  };
  for (const file of [...files].sort()) {
    const [localeFolder, part, ...rest] = file.split('/');
    const locale = localeOf.get(localeFolder);
    if (locale === undefined) {
      leave(
        localeFolder,
        'i18n.locales does not list the locale',
        `add it to i18n.locales and copy the folder by hand, to build it`,
      );
      continue;
    }
    /** `what` is a kind to count, or the name of a file a locale has one of. */
    const copy = (to: string, what: string) => {
      plan.copies.push({
        from: `${layout.folder}/${file}`,
        to: `i18n/${locale}/${to}`,
        localeFolder: `${layout.folder}/${localeFolder}`,
      });
      const kinds = counts.get(locale) ?? new Map<string, number>();
      kinds.set(what, (kinds.get(what) ?? 0) + 1);
      counts.set(locale, kinds);
    };
    const inside = rest.join('/');
    if (part === 'code.json' && rest.length === 0) copy(part, part);
    else if (part === themeFolder && rest.length > 0) copy(`${part}/${inside}`, inside);
    else if (
      part === docsOwn &&
      rest.length > 1 &&
      translatesNothing(file, `${docsFolder}/${rest[0]}`, rest.slice(1).join('/'))
    )
      continue;
    else if (part === docsOwn && rest.length > 0)
      copy(`${docsFolder}/${inside}`, /\.mdx?$/.test(inside) ? 'docs' : 'docFiles');
    else if (part === blogFolder && layout.blog && rest.length > 0 && translatesNothing(file, part, inside)) continue;
    else if (part === blogFolder && layout.blog && rest.length > 0)
      copy(`${part}/${inside}`, /\.mdx?$/.test(inside) ? 'posts' : 'blogFiles');
    else if (part === pagesFolder && translatesNothing(file, part, inside)) continue;
    else if (part === pagesFolder && /\.mdx?$/.test(inside)) copy(`${part}/${inside}`, 'pages');
    else if (part === pagesFolder && /\.[jt]sx?$/.test(inside))
      plan.notes.push({
        item: `${layout.folder}/${file}`,
        reason: 'a translated React page written for Docusaurus',
        todo: `rewrite it with src/pages/${inside}, the page it translates, as one page of content/pages/ showing the words of the locale it is built for`,
      });
    else if (part === pagesFolder && !/\.css$/.test(inside))
      plan.notes.push({
        item: `${layout.folder}/${file}`,
        reason: 'not a page',
        todo: 'move it to content/static/ if pages link to it',
      });
    else if (part !== pagesFolder)
      leave(
        `${localeFolder}/${part}`,
        part.startsWith(docsFolder)
          ? `translations of the docs of the instance ${part.slice(docsFolder.length + 1) || 'default'}, which did not come over`
          : part.startsWith(blogFolder)
            ? 'translations of a blog that did not come over'
            : 'translations for a plugin or theme sitegen does not have',
        'nothing to carry over; bring them with what they translate, if it comes to sitegen',
      );
  }
  plan.notes.push(...leftFolders.values());
  for (const [locale, kinds] of counts) {
    const named = [...kinds.keys()].filter((what) => !Object.hasOwn(countedKinds, what));
    const counted = Object.entries(countedKinds).flatMap(([kind, [one, several]]) => {
      const count = kinds.get(kind) ?? 0;
      return count === 0 ? [] : [`${count} ${count === 1 ? one : several}`];
    });
    plan.carried.push(
      `translations (${locale}): ${layout.folder}/${layout.localeFolders[locale]}/ → i18n/${locale}/: ${[...named, ...counted].join(', ')}`,
    );
  }
  return plan;
}
