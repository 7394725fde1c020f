import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { versionedDocsFolder } from '../config/versions.js';
import { listFiles } from '../paths.js';
import type { DocusaurusLayout } from './config.js';
import { copyWithMovedReferences, type Move } from './references.js';
import { planTranslations, type Originals, type TranslationCopy, type TranslationsPlan } from './translations.js';

/** The translations' files to copy, listed and checked (no link out of the site) before anything is written. */
export function translationsOf(layout: DocusaurusLayout, source: string): TranslationsPlan {
  const { folder } = layout.translations;
  if (folder.startsWith('..') || path.isAbsolute(folder))
    return {
      copies: [],
      carried: [],
      notes: [
        {
          item: folder,
          reason: 'it is outside the Docusaurus site',
          todo: "copy its locales' folders into i18n/ by hand",
        },
      ],
    };
  const full = path.join(source, folder);
  if (!existsSync(full)) return { copies: [], carried: [], notes: [] };
  return planTranslations(listFiles(full, { root: source }), layout.translations, originalsOf(layout, source));
}

/** The Markdown files of the docs (each version's too), the blog and the pages, which translations may translate. */
function originalsOf(layout: DocusaurusLayout, source: string): Originals {
  const sections: Array<[string, string]> = [['docusaurus-plugin-content-pages', 'src/pages']];
  if (layout.blogPath !== null) sections.push(['docusaurus-plugin-content-blog', layout.blogPath]);
  if (layout.docsPath !== null) sections.push(['docusaurus-plugin-content-docs/current', layout.docsPath]);
  const versioned = layout.versioning.find((file) => file.to === versionedDocsFolder)?.from;
  if (versioned && existsSync(path.join(source, versioned)))
    for (const version of readdirSync(path.join(source, versioned), { withFileTypes: true }))
      if (version.isDirectory())
        sections.push([`docusaurus-plugin-content-docs/${version.name}`, `${versioned}/${version.name}`]);
  return Object.fromEntries(
    sections.map(([section, folder]) => {
      const full = path.join(source, folder);
      const files = existsSync(full) ? listFiles(full, { root: source }).filter((file) => /\.mdx?$/.test(file)) : [];
      return [section, { folder, files }];
    }),
  );
}

/** Copies the translations' files; in Markdown, the references to files that moved follow them. */
export function copyTranslations(
  copies: TranslationCopy[],
  { source, target, moves }: { source: string; target: string; moves: Move[] },
): number {
  let rewritten = 0;
  for (const file of copies) {
    if (/\.mdx?$/.test(file.from)) {
      rewritten += copyWithMovedReferences(
        { from: file.from, to: file.to, folder: file.localeFolder },
        { source, target, moves },
      );
      continue;
    }
    const to = path.join(target, file.to);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(path.join(source, file.from), to, { dereference: true });
  }
  return rewritten;
}
