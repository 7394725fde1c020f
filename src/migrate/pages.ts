import { existsSync } from 'node:fs';
import path from 'node:path';
import { glob } from '../glob.js';
import type { CopiedFile } from './references.js';
import type { MigrationNote } from './report.js';

/**
 * Markdown pages are copied to `content/pages/`, but for a home page when a doc is the home page. React pages are
 * planned on their own (`planReactPages`); their stylesheets and the files whose names start with `_` are not pages.
 */
export async function copyPages(
  source: string,
  { carried, followed, docsHome }: { carried: string[]; followed: CopiedFile[]; docsHome: boolean },
): Promise<MigrationNote[]> {
  const pagesDir = path.join(source, 'src', 'pages');
  const files = existsSync(pagesDir)
    ? (await glob('**/*', { cwd: pagesDir, ignore: ['**/node_modules/**'] })).sort()
    : [];
  const notes: MigrationNote[] = [];
  for (const file of files) {
    const home = /^index\.(mdx?|[jt]sx?)$/.test(file);
    if (home && docsHome && /\.mdx?$/.test(file)) {
      notes.push({
        item: `src/pages/${file}`,
        reason: 'a doc is published at / (docs-only mode), as the home page, so this page was not copied',
        todo: `copy it into content/pages/ under another name if it is still wanted`,
      });
    } else if (/\.mdx?$/.test(file)) {
      followed.push({ from: `src/pages/${file}`, to: `content/pages/${file}`, folder: 'src/pages' });
      carried.push(`Markdown page: src/pages/${file} → content/pages/${file}`);
    } else if (!/\.[jt]sx?$|\.css$/.test(file) && !file.split('/').some((part) => part.startsWith('_'))) {
      notes.push({
        item: `src/pages/${file}`,
        reason: 'not a page',
        todo: 'move it to content/static/ if pages link to it',
      });
    }
  }
  return notes;
}
